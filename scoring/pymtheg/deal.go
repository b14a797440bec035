package pymtheg

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// DealInput is the contract's deal object.
type DealInput struct {
	Contract   *pymtheg.Contract            `json:"contract"`
	Declarer   *pymtheg.Seat                `json:"declarer"`
	Trump      *cards.Element               `json:"trump"`
	TrumpNamed *pymtheg.TrumpNamed          `json:"trump_named"`
	Doubling   *pymtheg.Doubling            `json:"doubling"`
	OverRy     *string                      `json:"over_ry"`
	Revoke     *pymtheg.Seat                `json:"revoke"`
	TricksWon  map[string]int               `json:"tricks_won"`
	Burn       map[string]pymtheg.FireWater `json:"burn"`
	Tricks     []TrickInput                 `json:"tricks"`
	Dealer     *pymtheg.Seat                `json:"dealer"`
}

// TrickInput is one trick of a deal's full play.
type TrickInput struct {
	Leader *pymtheg.Seat       `json:"leader"`
	Cards  []cards.ElementCard `json:"cards"`
}

// Score is a deal's points per team.
type Score struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

// Get returns a team's points.
func (s Score) Get(t pymtheg.Team) int {
	if t == pymtheg.NS {
		return s.NS
	}
	return s.EW
}

// SeatCounts is a count per seat.
type SeatCounts struct {
	N int `json:"N"`
	E int `json:"E"`
	S int `json:"S"`
	W int `json:"W"`
}

// BurnCounts is the fire and water taken per team.
type BurnCounts struct {
	NS pymtheg.FireWater `json:"NS"`
	EW pymtheg.FireWater `json:"EW"`
}

// OffenceOut is a proven revoke or under-trump.
type OffenceOut struct {
	Kind       string `json:"kind"` // revoke | under-trump
	Seat       string `json:"seat"`
	Element    string `json:"element"`
	Trick      int    `json:"trick"` // 1-based
	Card       string `json:"card"`
	ProofTrick int    `json:"proof_trick"`
	ProofCard  string `json:"proof_card"`
	Over       string `json:"over,omitempty"`
	Text       string `json:"text"`
}

// TrickOut is one counted trick.
type TrickOut struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
	Winner string   `json:"winner"`
	Card   string   `json:"winning_card"`
}

// DealOutput is a scored deal.
type DealOutput struct {
	Game          string           `json:"game"`
	Contract      string           `json:"contract"`
	Declarer      *string          `json:"declarer"`
	DeclaringSide *string          `json:"declaring_side"`
	Trump         string           `json:"trump"`
	TrumpNamed    *string          `json:"trump_named"`
	Doubling      string           `json:"doubling"`
	Multiplier    int              `json:"multiplier"`
	Score         Score            `json:"score"`
	Made          *bool            `json:"made,omitempty"`
	Base          int              `json:"base"`
	Needed        int              `json:"needed"`
	Taken         int              `json:"taken"`
	OverTricks    int              `json:"over_tricks"`
	UnderTricks   int              `json:"under_tricks"`
	OverRy        *string          `json:"over_ry"`
	RyPenalty     int              `json:"ry_penalty"`
	Cheat         bool             `json:"cheat"`
	Offender      *string          `json:"offender"`
	TricksWon     SeatCounts       `json:"tricks_won"`
	Burn          *BurnCounts      `json:"burn,omitempty"`
	Revokes       []OffenceOut     `json:"revokes"`
	UnderTrumps   []OffenceOut     `json:"under_trumps"`
	Ended         string           `json:"ended"` // "" | revoke | under-trump | ry
	Tricks        []TrickOut       `json:"tricks"`
	Explanation   []string         `json:"explanation"`
	Steps         game.Explanation `json:"steps"`
}

func strp(s string) *string { return &s }

// toDeal checks a deal input and plays its tricks when given. field is the
// JSON path prefix for errors ("deal", "deals[3]").
func toDeal(in *DealInput, set Settings, field string) (pymtheg.Deal, *pymtheg.PlayResult, error) {
	var d pymtheg.Deal
	if in == nil {
		return d, nil, game.Invalidf("%s: expected a deal object", field)
	}
	if in.Contract == nil {
		return d, nil, game.Invalidf("%s.contract: missing: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn", field)
	}
	c := *in.Contract
	d.Contract = c
	if c != pymtheg.Burn {
		if in.Declarer == nil {
			return d, nil, game.Invalidf("%s.declarer: missing: the seat (N, E, S or W) that made the highest bid", field)
		}
		d.Declarer = *in.Declarer
		if in.Burn != nil {
			return d, nil, game.Invalidf("%s.burn: fire and water counts are only for contract burn", field)
		}
	} else if in.Declarer != nil {
		return d, nil, game.Invalidf("%s.declarer: Burn has no declarer (everyone passed)", field)
	}
	if in.Trump != nil {
		d.Trump = *in.Trump
	} else if c.IsGam() || c == pymtheg.Lon {
		return d, nil, game.Invalidf("%s.trump: missing: an element (Fi, Wa, Wi, Ea) or none", field)
	}
	if in.TrumpNamed != nil {
		d.Named = *in.TrumpNamed
	} else if c.IsGam() || c == pymtheg.Lon {
		return d, nil, game.Invalidf("%s.trump_named: missing: bidding (named with the bid) or after", field)
	}
	if in.Doubling != nil {
		d.Doubling = *in.Doubling
	}
	if in.OverRy != nil {
		s := strings.ToLower(strings.TrimSpace(*in.OverRy))
		if s != "" && s != "none" {
			r, err := pymtheg.ParseContract(s)
			if err != nil || !r.IsRy() {
				return d, nil, game.Invalidf("%s.over_ry: %q: ry, ry2, ry3 or none", field, *in.OverRy)
			}
			d.OverRy = r
		}
	}
	if in.Revoke != nil {
		d.Offender, d.HasOffender, d.Offence = *in.Revoke, true, "revoke"
	}
	if in.TricksWon != nil {
		if c == pymtheg.Burn {
			return d, nil, game.Invalidf("%s.tricks_won: Burn is scored from the fire and water cards (\"burn\") or the tricks", field)
		}
		var seen [4]bool
		for _, k := range keysInOrder(in.TricksWon) {
			s, err := pymtheg.ParseSeat(k)
			if err != nil {
				return d, nil, game.Prefix(err, field+".tricks_won."+k)
			}
			if seen[s] {
				return d, nil, game.Invalidf("%s.tricks_won.%s: %s is given twice", field, k, s.Name())
			}
			seen[s] = true
			d.TricksWon[s] = in.TricksWon[k]
		}
	}
	if in.Burn != nil {
		var seen [2]bool
		for _, k := range keysInOrder(in.Burn) {
			t, err := pymtheg.ParseTeam(k)
			if err != nil {
				return d, nil, game.Prefix(err, field+".burn."+k)
			}
			if seen[t] {
				return d, nil, game.Invalidf("%s.burn.%s: %s is given twice", field, k, t)
			}
			seen[t] = true
			d.Burn[t] = in.Burn[k]
		}
	}
	var play *pymtheg.PlayResult
	if in.Tricks != nil {
		p, err := playTricks(in, &d, set, field)
		if err != nil {
			return d, nil, err
		}
		play = p
	} else if c == pymtheg.Burn && in.Burn == nil && !d.HasOffender {
		return d, nil, game.Invalidf("%s.burn: missing: the fire and water cards each team took, {\"NS\":{\"fire\":…,\"water\":…},\"EW\":{…}}, or the tricks", field)
	} else if c != pymtheg.Burn && in.TricksWon == nil {
		return d, nil, game.Invalidf("%s.tricks_won: missing: the tricks each seat took, {\"N\":…,\"E\":…,\"S\":…,\"W\":…}, or the tricks", field)
	}
	if err := d.Validate(); err != nil {
		return d, nil, prefix(field, err)
	}
	return d, play, nil
}

// playTricks plays a deal's full play, checks the counts given with it
// against the cards, and puts what the cards give into d.
func playTricks(in *DealInput, d *pymtheg.Deal, set Settings, field string) (*pymtheg.PlayResult, error) {
	c := d.Contract
	pts := make([]pymtheg.PlayedTrick, len(in.Tricks))
	for i, t := range in.Tricks {
		if t.Leader != nil {
			pts[i].Leader, pts[i].HasLeader = *t.Leader, true
		}
		if t.Cards == nil {
			return nil, game.Invalidf("%s.tricks[%d].cards: missing: the four cards in play order", field, i)
		}
		pts[i].Cards = t.Cards
	}
	if len(pts) > 0 && !pts[0].HasLeader && in.Dealer != nil {
		pts[0].Leader, pts[0].HasLeader = pymtheg.Seat(tableNext(*in.Dealer, set)), true
	}
	if len(pts) > 0 && pts[0].HasLeader && in.Dealer != nil && pts[0].Leader != tableNext(*in.Dealer, set) {
		return nil, game.Illegalf("the player after the dealer leads the first trick", "%s.tricks[0].leader: %s led, the dealer is %s", field, pts[0].Leader.Name(), in.Dealer.Name())
	}
	trump := d.Trump
	if c.IsRy() || c == pymtheg.Burn {
		trump = cards.NoElement
	}
	p, err := pymtheg.PlayDeal(c, d.Declarer, trump, set.Direction, pts)
	if err != nil {
		// A revoke the table saw ends the deal at once, even when the cards
		// recorded do not prove it: the play stops short of 15 tricks.
		if !(d.HasOffender && errors.Is(err, pymtheg.ErrUnfinished)) {
			return nil, prefix(field, err)
		}
		p.Ended = "revoke"
		p.Steps.Add(fmt.Sprintf("The deal stopped there: %s was caught revoking.", d.Offender.Name()), "Pymtheg: Introduction to making tricks", "PYM-6")
	}
	if in.TricksWon != nil {
		for s := range 4 {
			if d.TricksWon[s] != p.TricksWon[s] {
				seat := pymtheg.Seat(s)
				return nil, game.Impossiblef(fmt.Sprintf("%s.tricks_won.%s", field, seat), "%d, but the tricks give %s %d", d.TricksWon[s], seat.Name(), p.TricksWon[s])
			}
		}
	}
	if in.Burn != nil && c == pymtheg.Burn && d.Burn != p.Burn {
		return nil, game.Impossiblef(field+".burn", "the counts differ from the tricks (NS fire %d water %d, EW fire %d water %d)", p.Burn[0].Fire, p.Burn[0].Water, p.Burn[1].Fire, p.Burn[1].Water)
	}
	d.TricksWon, d.Burn = p.TricksWon, p.Burn
	if o, ok := p.First(); ok {
		if !d.HasOffender {
			d.Offender, d.HasOffender, d.Offence = o.Seat, true, o.Kind
		} else if o.Seat != d.Offender {
			p.Steps.Add(fmt.Sprintf("The record names %s as the offender caught at the table; that is the offence scored.", d.Offender.Name()), "Pymtheg: Introduction to making tricks", "PYM-6")
		}
	}
	return &p, nil
}

// keysInOrder returns a map's keys in order, so that a refusal names the
// same field every time.
func keysInOrder[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func tableNext(s pymtheg.Seat, set Settings) pymtheg.Seat {
	if set.Direction == 1 {
		return (s + 3) % 4
	}
	return (s + 1) % 4
}

// prefix puts the deal's path in front of an engine refusal's field,
// keeping its kind, rule and sentinel.
func prefix(field string, err error) error {
	var e *game.Error
	if errors.As(err, &e) {
		return game.Prefix(err, field)
	}
	return game.Invalidf("%s: %v", field, err)
}

// scoreDeal scores one deal input.
func scoreDeal(in *DealInput, set Settings, field string) (DealOutput, error) {
	d, play, err := toDeal(in, set, field)
	if err != nil {
		return DealOutput{}, err
	}
	o, err := pymtheg.Score(d, set.Rules)
	if err != nil {
		return DealOutput{}, prefix(field, err)
	}
	out := DealOutput{
		Game: "pymtheg", Contract: d.Contract.String(), Trump: d.Trump.String(), Doubling: d.Doubling.String(),
		Multiplier: o.Multiplier, Score: Score{NS: o.Score[0], EW: o.Score[1]}, Base: o.Base, Needed: o.Needed,
		Taken: o.Taken, OverTricks: o.Over, UnderTricks: o.Under, RyPenalty: o.RyPenalty, Cheat: o.Cheat,
		TricksWon:   SeatCounts{d.TricksWon[0], d.TricksWon[1], d.TricksWon[2], d.TricksWon[3]},
		Revokes:     []OffenceOut{},
		UnderTrumps: []OffenceOut{},
		Tricks:      []TrickOut{},
	}
	var steps game.Explanation
	if d.Contract != pymtheg.Burn {
		made := o.Made
		out.Made = &made
		out.Declarer = strp(d.Declarer.String())
		out.DeclaringSide = strp(d.Declarer.Team().String())
		if d.Contract.IsGam() || d.Contract == pymtheg.Lon {
			out.TrumpNamed = strp(d.Named.String())
		}
	} else {
		out.Burn = &BurnCounts{NS: d.Burn[0], EW: d.Burn[1]}
	}
	if d.OverRy != pymtheg.NoContract {
		out.OverRy = strp(d.OverRy.String())
	}
	if d.HasOffender {
		out.Offender = strp(d.Offender.String())
	}
	if play != nil {
		steps = append(steps, play.Steps...)
		out.Ended = play.Ended
		if out.Ended == "" && d.HasOffender {
			out.Ended = "revoke" // seen at the table, not proven by the cards
		}
		for _, t := range play.Tricks {
			to := TrickOut{Leader: pymtheg.Seat(t.Leader).String(), Winner: pymtheg.Seat(t.Winner).String(), Card: t.Card.String()}
			to.Cards = cards.ElementCards(t.Cards).Strings()
			out.Tricks = append(out.Tricks, to)
		}
		for _, of := range play.Offences {
			oo := OffenceOut{Kind: of.Kind, Seat: of.Seat.String(), Element: of.Element.String(), Trick: of.Trick, Card: of.Card.String(),
				ProofTrick: of.ProofTrick, ProofCard: of.ProofCard.String(), Text: of.Describe()}
			if of.Kind == "under-trump" {
				oo.Over = of.Over.String()
				out.UnderTrumps = append(out.UnderTrumps, oo)
			} else {
				out.Revokes = append(out.Revokes, oo)
			}
		}
	} else if d.HasOffender {
		out.Ended = "revoke"
	}
	steps = append(steps, o.Steps...)
	out.Steps = steps
	out.Explanation = steps.Strings()
	return out, nil
}
