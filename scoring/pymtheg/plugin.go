package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

func init() {
	game.Register(game.Plugin{ID: "pymtheg", Resolve: Resolve, Score: ScoreGame, Rules: Rules, Rounds: "deals"})
}

// ResolveInput is what resolve reads: exactly one of a trick, a deal or an
// auction.
type ResolveInput struct {
	Game    string          `json:"game"`
	Options Options         `json:"options"`
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
	set, err := in.Options.Settings()
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
		return nil, game.Invalidf("expected exactly one of \"trick\" (with \"trump\" and \"leader\"), \"deal\" or \"auction\"")
	}
	switch {
	case in.Deal != nil:
		if in.Trump != nil || in.Leader != nil {
			return nil, game.Invalidf("trump and leader belong inside \"deal\" for a deal's score")
		}
		return scoreDeal(in.Deal, set, "deal")
	case in.Auction != nil:
		if in.Trump != nil || in.Leader != nil {
			return nil, game.Invalidf("trump and leader are not part of an auction")
		}
		return resolveAuction(in.Auction, set)
	}
	return resolveTrick(in, set)
}

// TrickOutput is one trick's outcome.
type TrickOutput struct {
	Game        string           `json:"game"`
	Winner      string           `json:"winner"`
	WinningCard string           `json:"winning_card"`
	Led         string           `json:"led"`
	Trumped     bool             `json:"trumped"`
	Seats       []string         `json:"seats"` // seat of each card, in play order
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

func resolveTrick(in ResolveInput, set Settings) (any, error) {
	cs, err := trickCards(in.Trick)
	if err != nil {
		return nil, err
	}
	if in.Leader == nil {
		return nil, game.Invalidf("leader: missing: the seat (N, E, S or W) that led the trick")
	}
	if in.Trump == nil {
		return nil, game.Invalidf("trump: missing: an element (Fi, Wa, Wi, Ea) or none")
	}
	if len(cs) != 4 {
		return nil, game.Invalidf("trick: %d cards, a trick has one card from each of the 4 players", len(cs))
	}
	for i, c := range cs {
		for j := range i {
			if cs[j] == c {
				return nil, game.Impossiblef(fmt.Sprintf("trick[%d]", i), "%s appears twice: the deck holds one of each card", c)
			}
		}
	}
	t := tricks.Table{Seats: 4, Dir: set.Direction}
	seats := t.Order(int(*in.Leader))
	w := tricks.Winner(cs, *in.Trump)
	out := TrickOutput{Game: "pymtheg", Winner: pymtheg.Seat(seats[w]).String(), WinningCard: cs[w].String(), Led: cs[0].Element.String(), Seats: []string{}}
	for _, s := range seats {
		out.Seats = append(out.Seats, pymtheg.Seat(s).String())
	}
	e := &out.Steps
	led := cs[0].Element
	e.Add(fmt.Sprintf("%s leads %s; play goes %s: %s.", in.Leader.Name(), cs[0], set.Direction, joinPlays(seats, cs)), "Pymtheg: Game Flow", "")
	trump := *in.Trump
	if trump != cards.NoElement && cs[w].Element == trump && led != trump {
		out.Trumped = true
		e.Add(fmt.Sprintf("%s is trump: the highest trump, %s, wins for %s.", capitalWord(trump.Name()), cs[w], pymtheg.Seat(seats[w]).Name()), "Pymtheg: Introduction to making tricks", "")
	} else {
		why := "no trump was played"
		if trump == cards.NoElement {
			why = "no trump this deal"
		}
		e.Add(fmt.Sprintf("%s: the highest %s card, %s, wins for %s; other elements cannot win.", capitalWord(why), led.Name(), cs[w], pymtheg.Seat(seats[w]).Name()), "Pymtheg: Introduction to making tricks", "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// trickCards reads a trick's cards, naming the card at fault (trick[2]).
func trickCards(raw json.RawMessage) ([]cards.ElementCard, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		return nil, game.Invalidf("trick: expected a list of the four cards in play order")
	}
	cs := make([]cards.ElementCard, len(items))
	for i, it := range items {
		err := json.Unmarshal(it, &cs[i])
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &typeErr), err == nil && !cs[i].Valid():
			return nil, game.Invalidf("trick[%d]: expected a card such as \"Wa7\"", i)
		case err != nil:
			return nil, game.Invalidf("trick[%d]: %v", i, err)
		}
	}
	return cs, nil
}

func joinPlays(seats []int, cs []cards.ElementCard) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += ", "
		}
		s += pymtheg.Seat(seats[i]).String() + " " + c.String()
	}
	return s
}

func capitalWord(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-32) + s[1:]
	}
	return s
}

// ScoreInput is a whole game: its deals in order.
type ScoreInput struct {
	Game    string      `json:"game"`
	Options Options     `json:"options"`
	Deals   []DealInput `json:"deals"`
}

// GameOutput is a game's score.
type GameOutput struct {
	Game        string           `json:"game"`
	Deals       []Score          `json:"deals"`   // each deal's points
	Results     []DealOutput     `json:"results"` // each deal in full
	Totals      Score            `json:"totals"`
	Played      int              `json:"played"`
	End         string           `json:"end"`
	DealsLeft   *int             `json:"deals_left,omitempty"`
	Finished    bool             `json:"finished"`
	Winner      *string          `json:"winner"`
	Winners     []string         `json:"winners"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// ScoreGame scores a game's deals, keeps the totals and applies the end
// condition of the options (PYM-10).
func ScoreGame(input []byte) (any, error) {
	var in ScoreInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	set, err := in.Options.Settings()
	if err != nil {
		return nil, err
	}
	if in.Deals == nil {
		return nil, game.Invalidf("deals: missing: the list of deals played, each a deal object")
	}
	out := GameOutput{Game: "pymtheg", Deals: []Score{}, Results: []DealOutput{}, Winners: []string{}, End: set.End.String()}
	e := &out.Steps
	e.Add(capitalWord(set.describeEnd())+".", "Pymtheg: End of the game", "PYM-10")
	for i := range in.Deals {
		field := fmt.Sprintf("deals[%d]", i)
		if out.Finished {
			return nil, game.Illegalf("the game is over (PYM-10)", "%s: the game ended after deal %d", field, i)
		}
		r, err := scoreDeal(&in.Deals[i], set, field)
		if err != nil {
			return nil, err
		}
		out.Deals = append(out.Deals, r.Score)
		out.Results = append(out.Results, r)
		out.Totals.NS += r.Score.NS
		out.Totals.EW += r.Score.EW
		out.Played++
		e.Add(fmt.Sprintf("Deal %d, %s: NS %+d, EW %+d → NS %d, EW %d.", i+1, r.Contract, r.Score.NS, r.Score.EW, out.Totals.NS, out.Totals.EW), "Pymtheg: Score table", "")
		switch set.End {
		case EndDeals:
			out.Finished = out.Played >= set.Deals
		case EndPoints:
			// "The team passing 100,000 points": passing is going beyond,
			// so a total of exactly the limit plays on (review case
			// "points limit 20000 reached exactly is not passed").
			out.Finished = abs(out.Totals.NS) > set.Limit || abs(out.Totals.EW) > set.Limit
		}
	}
	if set.End == EndDeals {
		left := set.Deals - out.Played
		out.DealsLeft = &left
	}
	if out.Finished {
		switch {
		case out.Totals.NS > out.Totals.EW:
			out.Winner, out.Winners = strp("NS"), []string{"NS"}
		case out.Totals.EW > out.Totals.NS:
			out.Winner, out.Winners = strp("EW"), []string{"EW"}
		default:
			out.Winners = []string{"NS", "EW"}
		}
		if out.Winner != nil {
			e.Add(fmt.Sprintf("The game is over: %s wins with the most points.", *out.Winner), "Pymtheg: End of the game", "PYM-10")
		} else {
			e.Add("The game is over with equal totals: no official tie-break, both teams share the result.", "Pymtheg: End of the game", "PYM-10")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
