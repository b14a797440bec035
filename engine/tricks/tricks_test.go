package tricks

import (
	"errors"
	"math/rand/v2"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

func TestWinner(t *testing.T) {
	tests := []struct {
		trick string
		trump cards.Element
		want  int
	}{
		{"Wa7 Wa12 Fi3 Wa1", cards.Fire, 2},
		{"Wa7 Wa12 Fi15 Wa1", cards.NoElement, 1},
		{"Wa7 Wa12 Fi3 Fi9", cards.Fire, 3},
		{"Wa7 Ea15 Wi15 Fi15", cards.NoElement, 0},
		{"Fi2 Fi1 Fi3 Fi15", cards.Fire, 3},
		{"Wa7 Wa8", cards.NoElement, 1},
		{"Ea1 Ea2 Ea3 Ea4 Ea5 Ea6", cards.Earth, 5},
		{"Wi9 Wa14 Wi10", cards.Water, 1},
	}
	for _, tt := range tests {
		if got := Winner(cards.MustParseElementCards(tt.trick), tt.trump); got != tt.want {
			t.Errorf("Winner(%s, trump %s) = %d, want %d", tt.trick, tt.trump, got, tt.want)
		}
	}
	if Winner(nil, cards.Fire) != -1 {
		t.Error("empty trick")
	}
}

func TestOrder(t *testing.T) {
	cw := Table{Seats: 4}.Order(3)
	ccw := Table{Seats: 4, Dir: CounterClockwise}.Order(0)
	if cw[0] != 3 || cw[1] != 0 || cw[3] != 2 {
		t.Errorf("clockwise from W: %v", cw)
	}
	if ccw[1] != 3 || ccw[2] != 2 || ccw[3] != 1 {
		t.Errorf("counter-clockwise from N: %v", ccw)
	}
	for _, s := range []string{"cw", "Clockwise", "counter-clockwise", "ccw", "anticlockwise"} {
		if _, err := ParseDirection(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if _, err := ParseDirection("sideways"); !errors.Is(err, ErrDirection) {
		t.Errorf("sideways: %v", err)
	}
}

func play(t *testing.T, d *Deal, leader int, cs string) TrickResult {
	t.Helper()
	r, err := d.Play(Trick{Leader: leader, Cards: cards.MustParseElementCards(cs)})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRevokeProven(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.NoElement)
	// N leads fire; E shows out with Wa3; S wins.
	if r := play(t, d, 0, "Fi5 Wa3 Fi7 Fi2"); r.Winner != 2 {
		t.Fatalf("winner %d", r.Winner)
	}
	if d.Offences() != 0 {
		t.Fatal("offence too early")
	}
	// S leads earth; E (4th) plays Fi9: E had fire in trick 1.
	play(t, d, 2, "Ea4 Ea9 Ea1 Fi9")
	res := d.Result()
	if len(res.Revokes) != 1 {
		t.Fatalf("revokes %+v", res.Revokes)
	}
	v := res.Revokes[0]
	if v.Seat != 1 || v.Element != cards.Fire || v.ShowedOut.Trick != 0 || v.Proof.Trick != 1 || v.Proof.Card.String() != "Fi9" {
		t.Errorf("revoke %+v", v)
	}
}

func TestUnderTrumpProven(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.Wind)
	// N leads fire; E trumps Wi10; S under-trumps Wi3; W follows.
	play(t, d, 0, "Fi5 Wi10 Wi3 Fi2")
	// E leads earth; S plays Wa6: S held water, so Wi3 was an under-trump.
	play(t, d, 1, "Ea4 Wa6 Ea9 Ea1")
	res := d.Result()
	if len(res.UnderTrumps) != 1 || len(res.Revokes) != 0 {
		t.Fatalf("under %+v revokes %+v", res.UnderTrumps, res.Revokes)
	}
	u := res.UnderTrumps[0]
	if u.Seat != 2 || u.Offence.Card.String() != "Wi3" || u.Over.String() != "Wi10" || u.Proof.Card.String() != "Wa6" {
		t.Errorf("under-trump %+v", u)
	}
}

func TestUnderTrumpAllowedWithOnlyLowTrumps(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.Wind)
	play(t, d, 0, "Fi5 Wi10 Wi3 Fi2")
	// S later plays only lower trumps and the led element never: no proof.
	play(t, d, 1, "Wi11 Wi2 Fi1 Wi12")
	if res := d.Result(); len(res.UnderTrumps) != 0 {
		t.Errorf("under-trumps %+v", res.UnderTrumps)
	}
}

// Proves answers at the card, before its trick is complete, what the card
// would prove, and records nothing: asking twice gives the same answer,
// and the trick played afterwards proves it for good.
func TestProvesAtTheCard(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.Wind)
	// N leads fire; E shows out with Wa3; S trumps Wi10; W under-trumps Wi3.
	play(t, d, 0, "Fi5 Wa3 Wi10 Wi3")
	for range 2 {
		p, ok := d.Proves(1, cards.MustParseElementCard("Fi9"))
		if !ok || p.Revoke == nil || p.Revoke.Seat != 1 || p.Revoke.Element != cards.Fire || p.Revoke.ShowedOut.Card.String() != "Wa3" || p.Revoke.Proof.Trick != 1 || len(p.UnderTrumps) != 0 {
			t.Fatalf("East's Fi9 after showing out of fire: %+v %v", p, ok)
		}
	}
	if d.Offences() != 0 {
		t.Fatal("asking recorded an offence")
	}
	// West's Ea2 shows it held another plain element when it under-trumped.
	p, ok := d.Proves(3, cards.MustParseElementCard("Ea2"))
	if !ok || p.Revoke != nil || len(p.UnderTrumps) != 1 || p.UnderTrumps[0].Offence.Card.String() != "Wi3" {
		t.Fatalf("West's Ea2 after under-trumping: %+v %v", p, ok)
	}
	// North's water proves nothing; neither do a seat or card that are none.
	for _, c := range []struct {
		seat int
		card string
	}{{0, "Wa9"}, {2, "Wa1"}, {7, "Fi9"}} {
		if p, ok := d.Proves(c.seat, cards.MustParseElementCard(c.card)); ok {
			t.Errorf("seat %d %s proves %+v", c.seat, c.card, p)
		}
	}
	if _, ok := d.Proves(1, cards.ElementCard{}); ok {
		t.Error("no card proves something")
	}
	play(t, d, 2, "Ea4 Ea9 Ea1 Fi9") // S, W, N, E
	if res := d.Result(); len(res.Revokes) != 1 || res.Revokes[0].Proof.Card.String() != "Fi9" {
		t.Fatalf("played: %+v", res.Revokes)
	}
	// Reported once: the same element again proves nothing new.
	if _, ok := d.Proves(1, cards.MustParseElementCard("Fi11")); ok {
		t.Error("a revoke reported twice")
	}
}

func TestDealErrors(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.NoElement)
	if _, err := d.Play(Trick{Leader: 0, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3")}); !errors.Is(err, ErrTrickSize) {
		t.Errorf("size: %v", err)
	}
	if _, err := d.Play(Trick{Leader: 7, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3 Fi4")}); !errors.Is(err, ErrSeat) {
		t.Errorf("seat: %v", err)
	}
	if _, err := d.Play(Trick{Leader: 0, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi1 Fi4")}); !errors.Is(err, ErrDuplicate) {
		t.Errorf("dup in trick: %v", err)
	}
	play(t, d, 0, "Fi1 Fi2 Fi3 Fi4") // W wins
	if _, err := d.Play(Trick{Leader: 0, Cards: cards.MustParseElementCards("Wa1 Wa2 Wa3 Wa4")}); !errors.Is(err, ErrLeader) {
		t.Errorf("leader: %v", err)
	}
	if _, err := d.Play(Trick{Leader: 3, Cards: cards.MustParseElementCards("Wa1 Wa2 Wa3 Fi4")}); !errors.Is(err, ErrDuplicate) {
		t.Errorf("dup across tricks: %v", err)
	}
	if _, err := NewDeal(Table{Seats: 7}, cards.NoElement); err == nil {
		t.Error("7 seats accepted")
	}
}

// Refusals name the trick's field and their kind: a card played twice and
// a trick past the last are impossible tables (GEN-1).
func TestDealRefusalReasons(t *testing.T) {
	d, _ := NewDeal(Table{Seats: 4}, cards.NoElement)
	tests := []struct {
		name     string
		tr       Trick
		field    string
		kind     error
		sentinel error
	}{
		{"size", Trick{Leader: 0, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3")}, "cards", game.ErrInvalid, ErrTrickSize},
		{"seat", Trick{Leader: 4, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3 Fi4")}, "leader", game.ErrInvalid, ErrSeat},
		{"twice in a trick", Trick{Leader: 0, Cards: cards.MustParseElementCards("Fi1 Fi2 Fi1 Fi4")}, "cards[2]", game.ErrImpossible, ErrDuplicate},
		{"not a card", Trick{Leader: 0, Cards: []cards.ElementCard{{}, {}, {}, {}}}, "cards[0]", game.ErrInvalid, cards.ErrNotACard},
	}
	for _, tt := range tests {
		_, err := d.Play(tt.tr)
		if game.FieldOf(err) != tt.field || !errors.Is(err, tt.kind) || !errors.Is(err, tt.sentinel) {
			t.Errorf("%s: %v (field %q)", tt.name, err, game.FieldOf(err))
		}
	}
	play(t, d, 0, "Fi1 Fi2 Fi3 Fi4") // W wins
	_, err := d.Play(Trick{Leader: 0, Cards: cards.MustParseElementCards("Wa1 Wa2 Wa3 Wa4")})
	if game.FieldOf(err) != "leader" || !errors.Is(err, game.ErrIllegal) || game.RuleOf(err) == "" {
		t.Errorf("leader: %v", err)
	}
	_, err = d.Play(Trick{Leader: 3, Cards: cards.MustParseElementCards("Wa1 Wa2 Wa3 Fi4")})
	if game.FieldOf(err) != "cards[3]" || !errors.Is(err, game.ErrImpossible) || game.RuleOf(err) != game.RuleImpossible {
		t.Errorf("across tricks: %v", err)
	}
	// A deal of two seats has 30 tricks; a 31st is refused.
	d2, _ := NewDeal(Table{Seats: 2}, cards.NoElement)
	deck := cards.ElementDeck()
	for i := 0; i < 60; i += 2 {
		leader := max(d2.NextLeader(), 0)
		if _, err := d2.Play(Trick{Leader: leader, Cards: deck[i : i+2]}); err != nil {
			t.Fatalf("trick %d: %v", i/2+1, err)
		}
	}
	_, err = d2.Play(Trick{Leader: d2.NextLeader(), Cards: deck[:2]})
	if !errors.Is(err, ErrOver) || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("31st trick: %v", err)
	}
}

func TestRandomLegalDealsHaveNoOffences(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		n := 2 + i%5
		trump := cards.Element(i % 5)
		ts := RandomLegal(rng, n, trump, Direction(i%2), i%n)
		res, err := PlayAll(Table{Seats: n, Dir: Direction(i % 2)}, trump, ts)
		if err != nil {
			t.Fatalf("deal %d: %v", i, err)
		}
		if len(res.Revokes)+len(res.UnderTrumps) != 0 {
			t.Fatalf("deal %d: legal play flagged: %+v %+v", i, res.Revokes, res.UnderTrumps)
		}
		total, fire, water := 0, 0, 0
		for s := range n {
			total += res.TricksWon[s]
			fire += Count(res.CardsWon[s], cards.Fire)
			water += Count(res.CardsWon[s], cards.Water)
		}
		if total != 60/n || fire != 15 || water != 15 {
			t.Fatalf("deal %d: %d tricks, %d fire, %d water", i, total, fire, water)
		}
	}
}

func BenchmarkPlayAll(b *testing.B) {
	ts := RandomLegal(rand.New(rand.NewPCG(3, 4)), 4, cards.Fire, Clockwise, 0)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PlayAll(Table{Seats: 4}, cards.Fire, ts); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWinner(b *testing.B) {
	cs := cards.MustParseElementCards("Wa7 Wa12 Fi3 Wa1")
	for b.Loop() {
		Winner(cs, cards.Fire)
	}
}
