package swords

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
)

func newGame(t *testing.T, s Setup) *Game {
	t.Helper()
	g, err := NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustAttack(t *testing.T, g *Game, ps string) *Outcome {
	t.Helper()
	o, err := g.Attack(plays(t, ps))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func mustChoose(t *testing.T, g *Game, seat int, c Choice, card string) {
	t.Helper()
	var cd cards.Card
	if card != "" {
		cd = cards.MustParse(card)
	}
	if err := g.Choose(seat, c, cd); err != nil {
		t.Fatal(err)
	}
}

func checkSix(t *testing.T, g *Game) {
	t.Helper()
	for _, k := range g.Knights() {
		if k.Total() != CardsPerKnight {
			t.Fatalf("seat %d has %d hand + %d armor cards", k.Seat, k.Hand, len(k.Armor))
		}
		if k.Alive != (k.Hand > 0) {
			t.Fatalf("seat %d alive %v with %d hand cards", k.Seat, k.Alive, k.Hand)
		}
	}
}

func TestGameStart(t *testing.T) {
	g := newGame(t, Setup{Knights: 3, Dealer: 1, StrongCard: cards.MustParse("7H")})
	if g.StrongSuit() != cards.Hearts || g.NextAttacker() != 2 {
		t.Errorf("strong %v next %d", g.StrongSuit(), g.NextAttacker())
	}
	for _, k := range g.Knights() {
		if k.Hand != 6 || len(k.Armor) != 0 || !k.Alive {
			t.Errorf("knight %+v", k)
		}
	}
	if w, over := g.Winner(); over || w != -1 {
		t.Error("winner at the start")
	}
	g = newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades,
		Vow: cards.MustParseList("2S 3H"), Options: Options{WarriorsVow: true}})
	k := g.Knights()
	if k[0].Hand != 5 || len(k[0].FaceUp()) != 1 || k[1].FaceUp()[0] != cards.MustParse("3H") {
		t.Errorf("vow: %+v", k)
	}
	if ws, _ := g.WeakSuits(0); len(ws) != 2 || ws[0] != cards.Hearts || ws[1] != cards.Diamonds {
		t.Errorf("weak suits with a spade armor: %v", ws)
	}
	if ws, _ := g.WeakSuits(1); len(ws) != 2 || ws[0] != cards.Spades || ws[1] != cards.Clubs {
		t.Errorf("weak suits with a heart armor: %v", ws)
	}
	checkSix(t, g)
}

func TestSetupRefusals(t *testing.T) {
	tests := []struct {
		s       Setup
		mention string
	}{
		{Setup{Knights: 1, StrongSuit: cards.Spades}, "2 to 4"},
		{Setup{Knights: 5, StrongSuit: cards.Spades}, "2 to 4"},
		{Setup{Knights: 2}, "strong_suit"},
		{Setup{Knights: 2, StrongSuit: cards.Hearts, StrongCard: cards.MustParse("2S")}, "does not match"},
		{Setup{Knights: 2, StrongCard: cards.MustParse("JK")}, "no joker"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Dealer: 2}, "dealer"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Dealer: -1}, "dealer"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Names: []string{"a"}}, "names"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Options: Options{WarriorsVow: true}}, "vow"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Vow: cards.MustParseList("2S 3S")}, "option is off"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Vow: cards.MustParseList("2S 2S"), Options: Options{WarriorsVow: true}}, "already seat 0's armor"},
		{Setup{Knights: 2, StrongSuit: cards.Spades, Vow: cards.MustParseList("2S RJ"), Options: Options{WarriorsVow: true}}, "vow[1]"},
	}
	for _, tt := range tests {
		_, err := NewGame(tt.s)
		if err == nil || !errors.Is(err, ErrSetup) && !errors.Is(err, ErrCardOut) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%+v: %v, want a setup error mentioning %q", tt.s, err, tt.mention)
		}
	}
}

// TestArmorAbsorption: a face-up armor that covers the attack's suit takes
// the hit by turning face down; the hand is kept.
func TestArmorAbsorption(t *testing.T) {
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades,
		Vow: cards.MustParseList("2C 3H"), Options: Options{WarriorsVow: true}})
	// Seat 0 attacks with a Strong Suit card: seat 1's heart armor cannot take it.
	mustAttack(t, g, "0:9S 1:4D")
	opts, err := g.Options(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(opts) != 2 || opts[0].Choice != HandToArmor || opts[1].Choice != Steal {
		t.Fatalf("options against a Strong Suit hit with a heart armor: %+v", opts)
	}
	if err := g.Choose(1, TurnDown, cards.MustParse("3H")); err == nil || !strings.Contains(err.Error(), "SWORDS-3") {
		t.Errorf("turning down a heart against a spade: %v", err)
	}
	mustChoose(t, g, 1, HandToArmor, "4S")
	if g.NextAttacker() != 1 {
		t.Fatalf("next %d", g.NextAttacker())
	}
	// Seat 1 attacks with a club: seat 0's club armor takes it.
	mustAttack(t, g, "1:8C 0:5C")
	opts, _ = g.Options(0)
	if len(opts) != 3 || opts[2].Choice != TurnDown || opts[2].HandAfter != 5 || opts[2].Cards[0] != cards.MustParse("2C") {
		t.Fatalf("options: %+v", opts)
	}
	mustChoose(t, g, 0, TurnDown, "") // the only armor that can: need not be named
	k := g.Knights()[0]
	if k.Hand != 5 || k.Armor[0].FaceUp {
		t.Errorf("after turning down: %+v", k)
	}
	if ws, _ := g.WeakSuits(0); len(ws) != 4 {
		t.Errorf("face-down armor protects nothing: weak %v", ws)
	}
	// A red attack: seat 1's heart armor can take it.
	mustAttack(t, g, "0:8D 1:9C")
	opts, _ = g.Options(1)
	if len(opts) != 3 || opts[2].Choice != TurnDown || len(opts[2].Cards) != 1 || opts[2].Cards[0] != cards.MustParse("3H") {
		t.Errorf("seat 1 options against 8D: %+v", opts)
	}
	// A Strong Suit armor (4S, seat 1) covers its neighbour, clubs.
	if ws, _ := g.WeakSuits(1); len(ws) != 0 {
		t.Errorf("4S + 3H armors: weak %v", ws)
	}
	mustChoose(t, g, 1, Steal, "")
	if k := g.Knights()[1]; k.Hand != 3 || k.Armor[2].Card != cards.MustParse("8D") || !k.Armor[2].FaceUp {
		t.Errorf("after the steal: %+v", k)
	}
	checkSix(t, g)
}

func TestDeathAndWinner(t *testing.T) {
	g := newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Hearts})
	// Seat 1 loses every hand card to attacks by seat 0 (seat 2 blocks
	// each time). Every card is a different one: played cards stay in the
	// discard pile until the deck runs out (GEN-1).
	attackCards := []string{"2S", "3S", "4S", "5S", "6S", "7S"}
	failing := []string{"AD", "9D", "10D", "JD", "QD", "KD"}
	blocks := []string{"KS", "QS", "JS", "10S", "9S", "8S"}
	armors := []string{"2C", "3C", "4C", "5C", "6C", "7C"}
	for i := range attackCards {
		if g.NextAttacker() != 0 {
			t.Fatalf("attack %d: next is %d", i, g.NextAttacker())
		}
		// Seat 1 cannot match a black attack with a red card; seat 2 blocks.
		mustAttack(t, g, "0:"+attackCards[i]+" 1:"+failing[i]+" 2:"+blocks[i])
		mustChoose(t, g, 1, HandToArmor, armors[i])
		checkSix(t, g)
		if i < 5 {
			if g.NextAttacker() != 1 {
				t.Fatalf("next %d", g.NextAttacker())
			}
			// Seat 1 attacks, seat 2 parries, seat 0 blocks: seat 0 is next.
			mustAttack(t, g, fmt.Sprintf("1:%dH 2:%dD 0:%s", i+2, i+2, []string{"7H", "8H", "9H", "10H", "AH"}[i]))
		}
	}
	k := g.Knights()[1]
	if k.Alive || k.Hand != 0 || len(k.FaceUp()) != 6 {
		t.Fatalf("seat 1 should be dead: %+v", k)
	}
	if got := g.Died(); len(got) != 1 || got[0] != 1 {
		t.Errorf("died %v", got)
	}
	// Seat 1 was the first damaged but died: skipped, the highest blocker is seat 2.
	if g.NextAttacker() != 2 {
		t.Errorf("next %d, want 2 (highest blocker, the damaged knight died)", g.NextAttacker())
	}
	if _, err := g.Attack(plays(t, "2:3D 1:4D 0:5D")); err == nil || !strings.Contains(err.Error(), "dead") {
		t.Errorf("dead knight plays: %v", err)
	}
	// 33 cards were taken from the 34 left after the deal; this attack
	// empties the deck and the discards become the new deck.
	if _, err := g.Attack(plays(t, "2:7D 0:8D")); err != nil {
		t.Fatal(err)
	}
	if p := g.Pile(); p.Shuffles != 1 || p.Taken != 35 {
		t.Errorf("pile %+v, want one reshuffle after 35 cards", p)
	}
	if g.NextAttacker() != 0 {
		t.Fatalf("next %d", g.NextAttacker())
	}
	// Two knights left: seat 0 brings seat 2 down.
	// The discards came back with the reshuffle, so the cards of the first
	// part may show up again in the hand of a knight that drew since (seat
	// 0 drew the first card of the new deck; seat 2 answers with a card it
	// held, then draws); seat 1's armor may not.
	for i, c := range []string{"9C", "10C", "JC", "QC", "KC", "AC"} {
		mustAttack(t, g, "0:"+c+" 2:"+[]string{"JH", "3H", "4H", "5H", "6H", "7H"}[i])
		mustChoose(t, g, 2, HandToArmor, []string{"8H", "9H", "10H", "AH", "QH", "KH"}[i])
		if i < 5 {
			mustAttack(t, g, "2:"+[]string{"2S", "3S", "4S", "5S", "6S"}[i]+" 0:"+[]string{"7S", "8S", "9S", "10S", "JS"}[i])
		}
	}
	w, over := g.Winner()
	if !over || w != 0 || g.NextAttacker() != -1 {
		t.Errorf("winner %d %v, next %d", w, over, g.NextAttacker())
	}
	if _, err := g.Attack(plays(t, "0:2S 2:3S")); !errors.Is(err, ErrGameOver) {
		t.Errorf("attack after the end: %v", err)
	}
	checkSix(t, g)
}

func TestGameRefusals(t *testing.T) {
	g := newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Spades, Options: Options{GentlemanRule: true}})
	if _, err := g.Attack(plays(t, "1:5H 2:6H 0:7H")); !errors.Is(err, ErrOrder) {
		t.Errorf("wrong attacker: %v", err)
	}
	if _, err := g.Attack(plays(t, "0:JH 1:6H 2:7H")); !errors.Is(err, ErrForbiddenAttack) {
		t.Errorf("gentleman rule on the first attack: %v", err)
	}
	mustAttack(t, g, "0:5H 1:2S 2:9H")
	if _, err := g.Attack(plays(t, "1:5D 2:6D 0:7D")); !errors.Is(err, ErrChoice) {
		t.Errorf("attack before the damage: %v", err)
	}
	if g.NextAttacker() != -1 || len(g.Pending()) != 1 || g.Current() == nil {
		t.Errorf("pending state: next %d pending %v", g.NextAttacker(), g.Pending())
	}
	if err := g.Choose(2, HandToArmor, cards.MustParse("3C")); !errors.Is(err, ErrChoice) {
		t.Errorf("blocker chooses: %v", err)
	}
	if err := g.Choose(1, HandToArmor, cards.Card{}); err == nil || !strings.Contains(err.Error(), "names the hand card") {
		t.Errorf("hand armor unnamed: %v", err)
	}
	if err := g.Choose(1, HandToArmor, cards.MustParse("9H")); err == nil || !strings.Contains(err.Error(), "played in this attack") {
		t.Errorf("armor from the table: %v", err)
	}
	if err := g.Choose(1, TurnDown, cards.Card{}); err == nil || !strings.Contains(err.Error(), "SWORDS-3") {
		t.Errorf("turn down without armor: %v", err)
	}
	if err := g.Choose(7, Steal, cards.Card{}); err == nil {
		t.Error("seat 7 chooses")
	}
	mustChoose(t, g, 1, HandToArmor, "3C")
	if err := g.Choose(1, HandToArmor, cards.MustParse("4C")); !errors.Is(err, ErrChoice) || !strings.Contains(err.Error(), "already") {
		t.Errorf("choosing twice: %v", err)
	}
	// 3C is armor now: it cannot be played.
	if _, err := g.Attack(plays(t, "1:3C 2:6D 0:7D")); err == nil || !strings.Contains(err.Error(), "armor") {
		t.Errorf("playing an armor card: %v", err)
	}
	// Seat 1's first attack: the Gentleman Rule applies to it too.
	if _, err := g.Attack(plays(t, "1:2S 2:6D 0:7D")); !errors.Is(err, ErrForbiddenAttack) {
		t.Errorf("seat 1 first attack with a spade: %v", err)
	}
	mustAttack(t, g, "1:KD* 2:6D 0:7D")
	if _, err := g.WeakSuits(9); err == nil {
		t.Error("weak suits of seat 9")
	}
}

// TestForcedSteals: a face-down defence (Stealing Costs) and a
// Steal-To-Stop steal are delivered at once.
func TestForcedSteals(t *testing.T) {
	g := newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Spades, Options: Options{StealingCosts: true}})
	o := mustAttack(t, g, "0:5H 1:~ 2:3S")
	if o.Thief != 1 || len(g.Pending()) != 1 || g.Pending()[0] != 2 {
		t.Fatalf("thief %d pending %v", o.Thief, g.Pending())
	}
	k := g.Knights()[1]
	if k.Hand != 5 || len(k.Armor) != 1 || k.Armor[0].Card != cards.MustParse("5H") {
		t.Errorf("thief: %+v", k)
	}
	if err := g.Choose(2, Steal, cards.Card{}); err == nil || !strings.Contains(err.Error(), "SWORDS-6") {
		t.Errorf("second steal: %v", err)
	}
	mustChoose(t, g, 2, HandToArmor, "2H")
	if g.NextAttacker() != 1 {
		t.Errorf("next %d", g.NextAttacker())
	}
	checkSix(t, g)

	g = newGame(t, Setup{Knights: 4, Dealer: 3, StrongSuit: cards.Spades, Options: Options{StealToStop: true}})
	o = mustAttack(t, g, "0:5H 1:9H 2:2S!")
	if o.StoppedBy != 2 || g.NextAttacker() != 2 || g.Knights()[2].Hand != 5 {
		t.Errorf("steal-to-stop: stop %d next %d %+v", o.StoppedBy, g.NextAttacker(), g.Knights()[2])
	}
	if err := g.Choose(2, Steal, cards.Card{}); err == nil {
		t.Error("steal chosen twice")
	}
	checkSix(t, g)
}

func TestHecticGame(t *testing.T) {
	g := newGame(t, Setup{Knights: 4, Dealer: 3, StrongSuit: cards.Clubs, Options: Options{HecticKnights: true, ExpandedDodging: true}})
	o := mustAttack(t, g, "0:6D 3:8D 2:~ 1:2S")
	if results(o) != "block damage damage" || o.Thief != 2 {
		t.Fatalf("%s thief %d", results(o), o.Thief)
	}
	if p := g.Pending(); len(p) != 1 || p[0] != 1 {
		t.Fatalf("pending %v", p)
	}
	mustChoose(t, g, 1, HandToArmor, "2H")
	if g.NextAttacker() != 2 {
		t.Errorf("next %d: the first damaged in order of play is seat 2", g.NextAttacker())
	}
	checkSix(t, g)
}

func TestArmorJSON(t *testing.T) {
	b, err := json.Marshal([]Armor{{Card: cards.MustParse("5S"), FaceUp: true}, {}})
	if err != nil || string(b) != `[{"card":"5S","face_up":true},{"card":"","face_up":false}]` {
		t.Errorf("%s %v", b, err)
	}
}
