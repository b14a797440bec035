package burn

import (
	"encoding/json"
	"errors"
	"fmt"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

// ResolveInput is one table event: a trick, or a round given the totals
// before it.
type ResolveInput struct {
	Game    string              `json:"game"`
	Options json.RawMessage     `json:"options"`
	Trick   json.RawMessage     `json:"trick"`
	Players []string            `json:"players"`
	Leader  *string             `json:"leader"`
	Sides   map[string][]string `json:"sides"`
	Seating []string            `json:"seating"`
	Round   *RoundInput         `json:"round"`
	Totals  map[string]int      `json:"totals"`
}

// TrickOutput is one trick's winner.
type TrickOutput struct {
	Game           string           `json:"game"`
	Winner         *string          `json:"winner"` // the player, when players were given
	WinnerPosition int              `json:"winner_position"`
	WinningCard    string           `json:"winning_card"`
	Led            string           `json:"led"`
	Explanation    []string         `json:"explanation"`
	Steps          game.Explanation `json:"steps"`
}

// RoundResolveOutput is one round scored on top of the totals before it.
type RoundResolveOutput struct {
	Game string `json:"game"`
	RoundResult
	Finished bool     `json:"finished"`
	Winner   *string  `json:"winner"`
	Winners  []string `json:"winners"`
}

// Resolve answers a trick or a round.
func Resolve(input []byte) (any, error) {
	var in ResolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	set, err := ParseSettings(in.Options)
	if err != nil {
		return nil, err
	}
	switch {
	case in.Trick != nil && in.Round != nil:
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgTrickOrRound.With())
	case in.Trick != nil:
		if in.Sides != nil || in.Totals != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgSidesWithRound.With())
		}
		return resolveTrick(in, set)
	case in.Round != nil:
		if in.Players != nil || in.Leader != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgPlayersTrick.With())
		}
		return resolveRound(in, set)
	}
	return nil, game.Refuse(game.ErrInvalid, nil, "", msgExpectedEither.With())
}

func resolveTrick(in ResolveInput, set Settings) (any, error) {
	cs, err := trickCards(in.Trick)
	if err != nil {
		return nil, err
	}
	if len(cs) < 2 || len(cs) > 6 {
		return nil, impossible("trick", burn.ErrFormat, msgTrickCards.With(len(cs)))
	}
	for i, c := range cs {
		for j := range i {
			if cs[j] == c {
				return nil, impossible(fmt.Sprintf("trick[%d]", i), tricks.ErrDuplicate, msgAppearsTwice.With(c))
			}
		}
	}
	w := tricks.Winner(cs, cards.NoElement)
	out := TrickOutput{Game: ID, WinnerPosition: w, WinningCard: cs[w].String(), Led: cs[0].Element.String()}
	var who any = msgInPosition.With(w + 1)
	if in.Players != nil {
		if len(in.Players) != len(cs) {
			return nil, impossible("players", nil, msgNamesForCards.With(len(in.Players), len(cs)))
		}
		for i, p := range in.Players {
			if indexOf(in.Players[:i], p) >= 0 {
				return nil, impossible(fmt.Sprintf("players[%d]", i), nil, msgSitsTwice.With(p))
			}
		}
		start := 0
		if in.Leader != nil {
			start = indexOf(in.Players, *in.Leader)
			if start < 0 {
				return nil, game.Refuse(game.ErrInvalid, nil, "leader", msgNotAPlayer.With(*in.Leader))
			}
		}
		order := tricks.Table{Seats: len(cs), Dir: set.Direction}.Order(start)
		name := in.Players[order[w]]
		out.Winner = &name
		who = name
	} else if in.Leader != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "leader", msgGivePlayers.With())
	}
	out.Steps.Say(msgNoTrumpInBurn.With(pymtheg.ElementWord(cs[0].Element), cs[w], who), secTricks, "")
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

func resolveRound(in ResolveInput, set Settings) (any, error) {
	t, err := NewTable(in.Sides, in.Seating)
	if err != nil {
		return nil, err
	}
	g, err := NewGame(t, set).WithTotals(in.Totals)
	if err != nil {
		return nil, err
	}
	r, err := in.Round.round()
	if err != nil {
		return nil, game.Prefix(err, "round")
	}
	ro, err := g.Play(r)
	if err != nil {
		return nil, game.Prefix(err, "round")
	}
	out := RoundResolveOutput{Game: ID, RoundResult: ro, Finished: g.Finished(), Winners: []string{}}
	if out.Finished {
		out.Winners = g.Winners()
		if len(out.Winners) == 1 {
			out.Winner = &out.Winners[0]
		}
		out.Steps.Say(msgReachedLowest.With(g.limit, game.ListOf(game.JoinAnd, out.Winners)), secFlow, "BURN-2")
		out.Explanation = out.Steps.Strings()
	}
	return out, nil
}
