package pymtheg

import (
	"errors"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// CardProves answers at the card what PlayDeal finds once the trick is
// played: North shows out of earth in trick 2 and plays earth in trick 3.
func TestCardProvesWhatThePlayFinds(t *testing.T) {
	ts := []PlayedTrick{
		pt(East, "Fi5 Fi7 Fi2 Fi1"),  // E, S, W, N: S wins
		pt(South, "Ea4 Ea9 Wi3 Ea1"), // S, W, N, E: W wins; N shows out of earth
	}
	earth := cards.MustParseElementCard("Ea7")
	o, ok, err := CardProves(cards.Fire, tricks.Clockwise, ts, North, earth)
	if err != nil || !ok {
		t.Fatalf("North's Ea7: %+v %v %v", o, ok, err)
	}
	if o.Kind != "revoke" || o.Seat != North || o.Element != cards.Earth || o.Trick != 2 || o.Card.String() != "Wi3" || o.ProofTrick != 3 || o.ProofCard != earth {
		t.Fatalf("offence %+v", o)
	}
	// The same card played in trick 3 ends the deal with the same offence.
	p, err := PlayDeal(Gam1, South, cards.Fire, tricks.Clockwise, append(ts, pt(West, "Wa2 Ea7 Wa4 Wa5")))
	if err != nil || p.Ended != "revoke" {
		t.Fatalf("played: %v %+v", err, p)
	}
	if first, _ := p.First(); first != o {
		t.Errorf("the play finds %+v, the card %+v", first, o)
	}
	// Another seat's earth, or North's water, proves nothing.
	for _, c := range []struct {
		seat Seat
		card string
	}{{East, "Ea7"}, {North, "Wa9"}} {
		if o, ok, err := CardProves(cards.Fire, tricks.Clockwise, ts, c.seat, cards.MustParseElementCard(c.card)); ok || err != nil {
			t.Errorf("%s %s: %+v %v", c.seat, c.card, o, err)
		}
	}
	// An under-trump the card shows was avoidable (PYM-9).
	ut := []PlayedTrick{pt(North, "Fi5 Wi10 Wi3 Fi2")}
	o, ok, err = CardProves(cards.Wind, tricks.Clockwise, ut, South, cards.MustParseElementCard("Wa6"))
	if err != nil || !ok || o.Kind != "under-trump" || o.Card.String() != "Wi3" || o.Over.String() != "Wi10" || o.ProofTrick != 2 {
		t.Fatalf("under-trump: %+v %v %v", o, ok, err)
	}
}

// Tricks the play refuses are refused here too, naming the trick.
func TestCardProvesRefusals(t *testing.T) {
	dup := []PlayedTrick{pt(East, "Fi5 Fi7 Fi2 Fi1"), pt(South, "Fi5 Ea9 Wi3 Ea1")}
	_, _, err := CardProves(cards.Fire, tricks.Clockwise, dup, North, cards.MustParseElementCard("Ea7"))
	if !errors.Is(err, tricks.ErrDuplicate) || game.FieldOf(err) != "tricks[1].cards[0]" {
		t.Errorf("a card played twice: %v (field %q)", err, game.FieldOf(err))
	}
	if _, _, err := CardProves(cards.Fire, tricks.Clockwise, nil, Seat(9), cards.MustParseElementCard("Ea7")); !errors.Is(err, ErrSeat) {
		t.Errorf("no seat: %v", err)
	}
	if _, _, err := CardProves(cards.Fire, tricks.Clockwise, nil, North, cards.ElementCard{}); !errors.Is(err, game.ErrInvalid) {
		t.Errorf("no card: %v", err)
	}
}
