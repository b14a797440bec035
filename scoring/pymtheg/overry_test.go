package pymtheg

import (
	"errors"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// A Gâm directly outbids only a Ry it outranks (PYM-4, the ranking order
// of bids); no other contract outbids a Ry. The refusals name over_ry, the
// rule and a sentinel, so a form can say why at the tap.
func TestOverRyChoices(t *testing.T) {
	allowed := func(c pymtheg.Contract) map[pymtheg.Contract]error {
		out := map[pymtheg.Contract]error{}
		for _, ch := range OverRyChoices(c) {
			out[ch.Ry] = ch.Err
		}
		return out
	}
	// Gâm+4 ranks above Ry, below Ry 2 and Ry 3.
	got := allowed(pymtheg.Gam4)
	if got[pymtheg.Ry] != nil {
		t.Errorf("Gâm+4 over Ry: %v", got[pymtheg.Ry])
	}
	for _, r := range []pymtheg.Contract{pymtheg.Ry2, pymtheg.Ry3} {
		err := got[r]
		var ge *game.Error
		if !errors.As(err, &ge) || ge.Field != "over_ry" || !errors.Is(err, pymtheg.ErrOverRyRank) || !errors.Is(err, game.ErrIllegal) || ge.Rule == "" {
			t.Errorf("Gâm+4 over %s: %v", r.Name(), err)
		}
	}
	// Gâm+6 outranks every Ry.
	for r, err := range allowed(pymtheg.Gam6) {
		if err != nil {
			t.Errorf("Gâm+6 over %s: %v", r.Name(), err)
		}
	}
	// Plain Gâm outranks none.
	for r, err := range allowed(pymtheg.Gam) {
		if !errors.Is(err, pymtheg.ErrOverRyRank) {
			t.Errorf("Gâm over %s: %v", r.Name(), err)
		}
	}
	// Lon and a Ry are no Gâm.
	for _, c := range []pymtheg.Contract{pymtheg.Lon, pymtheg.Ry3, pymtheg.Burn} {
		for r, err := range allowed(c) {
			if !errors.Is(err, pymtheg.ErrOverRyNotGam) || game.RuleOf(err) != "PYM-4" || game.FieldOf(err) != "over_ry" {
				t.Errorf("%s over %s: %v", c.Name(), r.Name(), err)
			}
		}
	}
	// The deal's own check agrees.
	two := pymtheg.Seat(0)
	d := Deal{Contract: pymtheg.Gam4, Declarer: &two, Trump: new(cards.Element), TrumpNamed: new(pymtheg.TrumpNamed), OverRy: pymtheg.Ry2, TricksWon: &SeatCounts{N: 10, E: 1, S: 3, W: 1}}
	if _, err := ScoreDeal(d, Settings{}); !errors.Is(err, pymtheg.ErrOverRyRank) || game.FieldOf(err) != "over_ry" {
		t.Errorf("a deal of Gâm+4 over Ry 2: %v", err)
	}
}
