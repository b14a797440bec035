package yamiro

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// wantRefusal checks a refusal's field, sentinel and kind (GEN-1 for an
// impossible table).
func wantRefusal(t *testing.T, err error, field string, sentinel, kind error) {
	t.Helper()
	var e *game.Error
	if !errors.As(err, &e) {
		t.Fatalf("%v is not a *game.Error", err)
	}
	if e.Field != field {
		t.Errorf("%q names field %q, want %q", err, e.Field, field)
	}
	if sentinel != nil && !errors.Is(err, sentinel) {
		t.Errorf("%q is not %v", err, sentinel)
	}
	if !errors.Is(err, kind) {
		t.Errorf("%q is not %v", err, kind)
	}
	if kind == game.ErrImpossible && e.Rule != game.RuleImpossible {
		t.Errorf("%q cites %q, want GEN-1", err, e.Rule)
	}
}

// stdHand reads a hand of standard cards: "A:8S B:JK ...".
func stdHand(t *testing.T, d Deck, s string) []Play {
	t.Helper()
	var out []Play
	for _, f := range strings.Fields(s) {
		side, card, _ := strings.Cut(f, ":")
		c, err := d.ParseCard(card)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Play{Side: side, Card: c})
	}
	return out
}

func named(ps []Play, players ...string) []Play {
	for i := range ps {
		ps[i].Player = players[i%len(players)]
	}
	return ps
}

func TestGen1HandRefusals(t *testing.T) {
	std := Deck{Kind: Standard, Map: DefaultStandardMap()}
	tie := "A:5 B:5 A:5 B:5 A:5 B:5 A:5 B:5"
	team := "X:1 Y:1 X:2 Y:2 X:3 Y:3 X:4 Y:4 X:5 Y:5 X:6 Y:6 X:7 Y:7 X:8 Y:8"
	tests := []struct {
		name     string
		plays    []Play
		form     Form
		opts     Options
		field    string
		sentinel error
		kind     error
	}{
		{"ninth 5 in a long tie", hand(tie + " A:5 B:5"), Duel, Options{MustHaveWinner: true}, "plays[8].card", cards.ErrDuplicate, game.ErrImpossible},
		{"third joker", stdHand(t, std, "A:JK B:2H A:JK B:3H A:4S B:JK A:5S B:6S"), Duel, Options{Deck: std}, "plays[5].card", cards.ErrDuplicate, game.ErrImpossible},
		{"red joker twice", stdHand(t, std, "A:RJ B:2H A:3S B:RJ A:4S B:5H A:6S B:7H"), Duel, Options{Deck: std}, "plays[3].card", cards.ErrDuplicate, game.ErrImpossible},
		{"a card twice", stdHand(t, std, "A:JH B:2H A:JH B:3H A:4S B:5H A:6S B:7H"), Duel, Options{Deck: std}, "plays[2].card", cards.ErrDuplicate, game.ErrImpossible},
		{"a third side", hand("A:1 B:1 A:1 C:1 A:1 B:1 A:1 B:1"), Duel, Options{}, "plays[3].side", ErrSides, game.ErrImpossible},
		{"two players on a side", named(hand("A:1 B:2 A:3 B:4 A:5 B:6 A:7 B:8"), "Ann", "Bo", "Ann", "Bo", "Cy"), Duel, Options{}, "plays[4].player", ErrSides, game.ErrImpossible},
		{"a player on both teams", named(hand(team), "N", "E", "S", "N"), Teams, Options{}, "plays[3].player", ErrSides, game.ErrImpossible},
		{"a third player in a team", named(hand(team), "N", "E", "S", "W", "Q"), Teams, Options{}, "plays[4].player", ErrSides, game.ErrImpossible},
		{"partners do not play twice running", named(hand(team), "N", "E", "N", "W"), Teams, Options{}, "plays[2].player", ErrOrder, game.ErrIllegal},
		{"round the table in the same order", named(hand(team), "N", "E", "S", "W", "N", "W", "S", "E"), Teams, Options{}, "plays[5].player", ErrOrder, game.ErrIllegal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Resolve(tt.plays, tt.form, tt.opts)
			wantRefusal(t, err, tt.field, tt.sentinel, tt.kind)
		})
	}
	// At the boundary: eight copies, both jokers, a proper table of four.
	for _, ok := range []struct {
		plays []Play
		form  Form
		opts  Options
	}{
		{hand(tie + " A:4 B:4 A:6 B:3"), Duel, Options{MustHaveWinner: true}},
		{stdHand(t, std, "A:RJ B:BJ A:3S B:2H A:4S B:5H A:6S B:7H"), Duel, Options{Deck: std}},
		{named(hand(team), "N", "E", "S", "W"), Teams, Options{}},
	} {
		if _, err := Resolve(ok.plays, ok.form, ok.opts); err != nil {
			t.Errorf("refused: %v", err)
		}
	}
}

func TestDeckSizes(t *testing.T) {
	if n := (Deck{}).Size(); n != 96 {
		t.Errorf("Railog deck: %d cards", n)
	}
	if n := (Deck{Kind: Standard, Map: DefaultStandardMap()}).Size(); n != 46 {
		t.Errorf("standard deck, jokers as arlas: %d cards", n)
	}
	m := DefaultStandardMap()
	m[cards.Arlas] = 10
	if n := (Deck{Kind: Standard, Map: m}).Size(); n != 48 {
		t.Errorf("standard deck, 10 as arlas: %d cards", n)
	}
	if Duel.Deal() != 8 || Teams.Deal() != 16 || Solitaire.Deal() != 4 {
		t.Error("four cards per player")
	}
}

// TestStock: over a game a card shows up more often than the deck holds
// only once the pile can have run out, and captured cards never return.
func TestStock(t *testing.T) {
	play := func(s *Stock, opts Options, h []Play, field string) error {
		t.Helper()
		res, err := Resolve(h, Duel, opts)
		if err != nil {
			t.Fatal(err)
		}
		return s.Add(h, res, field)
	}
	// Without must_have_winner: 64 plays after a deal of 8 never reach the
	// 96th card, so each value is played at most 8 times.
	s := NewStock(Duel, Options{})
	for k := 0; k < 8; k++ {
		h := hand("A:5 B:1 A:6 B:2 A:7 B:3 A:8 B:4")
		if k%2 == 1 {
			h = hand("B:1 A:5 B:2 A:6 B:3 A:7 B:4 A:8")
		}
		if err := play(s, Options{}, h, "hands[k]"); err != nil {
			t.Fatalf("hand %d: %v", k, err)
		}
	}
	s = NewStock(Duel, Options{})
	if err := play(s, Options{}, hand("A:5 B:1 A:5 B:2 A:5 B:3 A:5 B:4"), "hands[0]"); err != nil {
		t.Fatal(err)
	}
	if err := play(s, Options{}, hand("B:1 A:5 B:2 A:5 B:3 A:5 B:4 A:5"), "hands[1]"); err != nil {
		t.Fatal(err)
	}
	err := play(s, Options{}, hand("A:5 B:1 A:6 B:2 A:7 B:3 A:8 B:4"), "hands[2]")
	wantRefusal(t, err, "hands[2].plays[0].card", cards.ErrDuplicate, game.ErrImpossible)

	// A standard deck of 46: after a deal of 8 the pile runs out past play
	// 38; the winner's own cards come back then, the captured ones never.
	std := Options{Deck: Deck{Kind: Standard, Map: DefaultStandardMap()}}
	hands := []string{
		"A:8S B:AS A:8H B:AH A:7S B:2S A:7H B:2H",
		"B:8D A:3S B:8C A:3H B:7D A:4S B:7C A:4H",
		"A:6S B:5S A:6H B:5H A:6D B:5D A:6C B:5C",
		"B:4D A:2D B:4C A:2C B:3D A:AD B:3C A:AC",
		"A:JS B:RJ A:QS B:JD A:JH B:QD A:QH B:KD",
	}
	s = NewStock(Duel, std)
	for k, h := range hands[:4] {
		if err := play(s, std, stdHand(t, std.Deck, h), "hands[k]"); err != nil {
			t.Fatalf("hand %d: %v", k, err)
		}
	}
	err = play(s, std, stdHand(t, std.Deck, "A:8S B:RJ A:QS B:JD A:JH B:QD A:QH B:KD"), "hands[4]")
	wantRefusal(t, err, "hands[4].plays[0].card", cards.ErrDuplicate, game.ErrImpossible)
	if err := play(s, std, stdHand(t, std.Deck, hands[4]), "hands[4]"); err != nil {
		t.Fatal(err)
	}
	err = play(s, std, stdHand(t, std.Deck, "B:8S A:AS B:8H A:6H B:7S A:6D B:7H A:6C"), "hands[5]")
	wantRefusal(t, err, "hands[5].plays[1].card", cards.ErrDuplicate, game.ErrImpossible)
	if err := play(s, std, stdHand(t, std.Deck, "B:8S A:6S B:8H A:6H B:7S A:6D B:7H A:6C"), "hands[5]"); err != nil {
		t.Fatal(err)
	}
}

// TestSeatsOverAGame: a player keeps its side; at a table of four the
// first player moves one seat left each hand.
func TestSeatsOverAGame(t *testing.T) {
	team := "X:1 Y:1 X:2 Y:2 X:3 Y:3 X:4 Y:4 X:5 Y:5 X:6 Y:6 X:7 Y:7 X:8 Y:8"
	next := "Y:1 X:1 Y:2 X:2 Y:3 X:3 Y:4 X:4 Y:5 X:5 Y:6 X:6 Y:7 X:7 Y:8 X:8"
	s := NewSeats(Teams)
	if err := s.Add(named(hand(team), "N", "E", "S", "W"), "hands[0].plays"); err != nil {
		t.Fatal(err)
	}
	err := s.Add(named(hand(next), "W", "N", "E", "S"), "hands[1].plays")
	wantRefusal(t, err, "hands[1].plays[0].player", ErrOrder, game.ErrIllegal)
	if err := s.Add(named(hand(next), "E", "S", "W", "N"), "hands[1].plays"); err != nil {
		t.Fatal(err)
	}
	d := NewSeats(Duel)
	if err := d.Add(named(hand("A:1 B:2"), "Ann", "Bo"), "hands[0].plays"); err != nil {
		t.Fatal(err)
	}
	err = d.Add(named(hand("B:1 A:2"), "Ann", "Bo"), "hands[1].plays")
	wantRefusal(t, err, "hands[1].plays[0].player", ErrSides, game.ErrImpossible)
}

// TestLongTieRefusedAtOnce: a "tie" longer than the deck is refused for
// its copies before the hand is followed round by round.
func TestLongTieRefusedAtOnce(t *testing.T) {
	var ps []Play
	for i := 0; i < 20000; i++ {
		ps = append(ps, Play{Side: []string{"A", "B"}[i%2], Card: Card{Value: 5}})
	}
	_, err := Resolve(ps, Duel, Options{MustHaveWinner: true})
	wantRefusal(t, err, "plays[8].card", cards.ErrDuplicate, game.ErrImpossible)
}
