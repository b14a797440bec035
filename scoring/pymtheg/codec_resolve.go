package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// ResolveInput is what `arbiter-cli resolve` reads: exactly one of a
// trick, a deal or an auction.
type ResolveInput struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Trump   *cards.Element  `json:"trump"`
	Leader  *pymtheg.Seat   `json:"leader"`
	Trick   json.RawMessage `json:"trick"`
	Deal    *DealInput      `json:"deal"`
	Auction *AuctionInput   `json:"auction"`
}

// Resolve answers one table event: a trick, a deal's score or an auction.
func Resolve(input []byte) (any, error) {
	var in ResolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	set, err := ParseSettings(in.Options)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, present := range []bool{in.Trick != nil, in.Deal != nil, in.Auction != nil} {
		if present {
			n++
		}
	}
	if n != 1 {
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgExactlyOne.With())
	}
	switch {
	case in.Deal != nil:
		if in.Trump != nil || in.Leader != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgTrumpLeaderDeal.With())
		}
		return scoreDeal(in.Deal, set, "deal")
	case in.Auction != nil:
		if in.Trump != nil || in.Leader != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgTrumpLeaderAuct.With())
		}
		return resolveAuction(in.Auction, set)
	}
	return resolveTrick(in, set)
}

// TrickOutput is one trick's outcome.
type TrickOutput struct {
	Game        string            `json:"game"`
	Winner      pymtheg.Seat      `json:"winner"`
	WinningCard cards.ElementCard `json:"winning_card"`
	Led         cards.Element     `json:"led"`
	Trumped     bool              `json:"trumped"`   // a trump won the trick, the led trump included
	TrumpLed    bool              `json:"trump_led"` // the led element is trump
	Seats       []pymtheg.Seat    `json:"seats"`     // seat of each card, in play order
	Explanation []string          `json:"explanation"`
	Steps       game.Explanation  `json:"steps"`
}

func resolveTrick(in ResolveInput, set Settings) (any, error) {
	cs, err := trickCards(in.Trick)
	if err != nil {
		return nil, err
	}
	if in.Leader == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "leader", msgLeaderMissing.With())
	}
	if in.Trump == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "trump", msgTrumpMissing.With())
	}
	t, err := pymtheg.ResolveTrick(*in.Leader, *in.Trump, set.Direction, cs)
	if err != nil {
		return nil, game.Prefix(err, "trick")
	}
	out := TrickOutput{Game: ID, Winner: t.Winner, WinningCard: t.Card, Led: t.Led, Trumped: t.Trumped, TrumpLed: t.TrumpLed, Seats: t.Seats, Steps: t.Steps}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// trickCards reads a trick's cards, naming the card at fault (trick[2]).
func trickCards(raw json.RawMessage) ([]cards.ElementCard, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "trick", msgTrickList.With())
	}
	cs := make([]cards.ElementCard, len(items))
	for i, it := range items {
		err := json.Unmarshal(it, &cs[i])
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &typeErr), err == nil && !cs[i].Valid():
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("trick[%d]", i), msgExpectedCard.With())
		case err != nil:
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("trick[%d]", i), game.Said(err))
		}
	}
	return cs, nil
}
