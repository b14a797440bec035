package swords

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// wantRefusal checks a refusal's reason: its field, the game's sentinel
// and its kind, and GEN-1 for an impossible table.
func wantRefusal(t *testing.T, err error, field string, sentinel, kind error) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted, want a refusal at %q", field)
	}
	var e *game.Error
	if !errors.As(err, &e) {
		t.Fatalf("%v is not a *game.Error", err)
	}
	if e.Field != field {
		t.Errorf("%q names field %q, want %q", err, e.Field, field)
	}
	if !errors.Is(err, sentinel) {
		t.Errorf("%q is not %v", err, sentinel)
	}
	if !errors.Is(err, kind) {
		t.Errorf("%q is not %v", err, kind)
	}
	if kind == game.ErrImpossible && e.Rule != game.RuleImpossible {
		t.Errorf("%q cites %q, want %s", err, e.Rule, game.RuleImpossible)
	}
}

// parryGame is a two-knight fight (Strong Suit hearts, AH the Strong Suit
// card) after k all-parried attacks by seat 0, each with two new cards:
// 3S/3H, 3C/3D, 4S/4H … QC/QD. Twenty of them take the 40 cards the deal
// leaves in the deck.
func parryGame(t *testing.T, k int) *Game {
	t.Helper()
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongCard: cards.MustParse("AH")})
	n := 0
	for _, r := range []string{"3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"} {
		for _, pair := range [][2]string{{"S", "H"}, {"C", "D"}} {
			if n == k {
				return g
			}
			mustAttack(t, g, "0:"+r+pair[0]+" 1:"+r+pair[1])
			n++
		}
	}
	return g
}

func TestGen1PlayerCount(t *testing.T) {
	for _, n := range []int{0, 1, 5} {
		_, err := NewGame(Setup{Knights: n, StrongSuit: cards.Spades})
		wantRefusal(t, err, "knights", ErrSetup, game.ErrImpossible)
		_, err = Resolve(Attack{StrongSuit: cards.Spades, Living: seats(n), Plays: plays(t, "0:5H 1:9H")})
		wantRefusal(t, err, "knights", ErrSetup, game.ErrImpossible)
	}
	for _, n := range []int{2, 4} {
		if _, err := NewGame(Setup{Knights: n, StrongSuit: cards.Spades}); err != nil {
			t.Errorf("%d knights: %v", n, err)
		}
	}
}

func TestGen1CardTwiceInAnAttack(t *testing.T) {
	_, err := Resolve(attack(t, "S", 3, "0:5H 1:9H 2:5H", Options{}))
	wantRefusal(t, err, "plays[2].card", ErrPlay, game.ErrImpossible)
	_, err = Resolve(attack(t, "S", 2, "0:5H 1:5H*", Options{}))
	wantRefusal(t, err, "plays[1].card", ErrPlay, game.ErrImpossible)
}

// TestGen1Discards: a played card is in the discard pile until the deck
// runs out; as a hand card it comes back only once the deck was
// reshuffled before it was drawn, as a random card as soon as the deck is
// reshuffled to turn it up.
func TestGen1Discards(t *testing.T) {
	g := parryGame(t, 2)
	_, err := g.Attack(plays(t, "0:3S 1:3D"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)
	if g.Attacks() != 2 || g.Pile().Taken != 4 {
		t.Errorf("a refused attack changed the game: %d attacks, pile %+v", g.Attacks(), g.Pile())
	}

	g = parryGame(t, 19) // 38 cards taken, 2 left
	_, err = g.Attack(plays(t, "0:3S* 1:AS"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)

	g = parryGame(t, 20) // the deck is empty, not yet reshuffled
	if p := g.Pile(); p.Deck != 0 || p.Discards != 40 || p.Shuffles != 0 {
		t.Fatalf("pile %+v after 20 attacks", p)
	}
	_, err = g.Attack(plays(t, "0:3S 1:AS"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)
	// The defender's hand card was drawn before the reshuffle, too.
	_, err = g.Attack(plays(t, "0:2S* 1:3H"))
	wantRefusal(t, err, "plays[1].card", ErrCardOut, game.ErrImpossible)
	// Turned up at random, the card comes from the reshuffled discards;
	// seat 1 still answers with a card it held before.
	mustAttack(t, g, "0:3S* 1:AS")
	if p := g.Pile(); p.Shuffles != 1 || p.Deck != 38 || p.Discards != 2 || p.Taken != 42 {
		t.Errorf("pile %+v after the reshuffle", p)
	}
	// Seat 1 drew from the new deck, so it may hold any card discarded
	// before the reshuffle; seat 0 played at random and drew nothing.
	_, err = g.Attack(plays(t, "1:4H 0:4D"))
	wantRefusal(t, err, "plays[1].card", ErrCardOut, game.ErrImpossible)
	mustAttack(t, g, "1:4H 0:KH")
	// The cards of the attacks after the reshuffle are the new discards.
	_, err = g.Attack(plays(t, "0:3S 1:5D"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)
	mustAttack(t, g, "0:5S 1:5D")
}

func TestGen1StrongCard(t *testing.T) {
	g := parryGame(t, 0)
	_, err := g.Attack(plays(t, "0:AH 1:2H"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)
	mustAttack(t, g, "0:3S 1:2H")
	err = g.Choose(1, HandToArmor, cards.MustParse("AH"))
	wantRefusal(t, err, "card", ErrCardOut, game.ErrImpossible)
	mustChoose(t, g, 1, HandToArmor, "4C")

	// Drawn down to it: the 40th card is the Strong Suit card.
	g = parryGame(t, 19)
	mustAttack(t, g, "0:KS 1:AH*")

	_, err = NewGame(Setup{Knights: 2, StrongCard: cards.MustParse("AH"), Vow: cards.MustParseList("2C AH"), Options: Options{WarriorsVow: true}})
	wantRefusal(t, err, "vow[1]", ErrCardOut, game.ErrImpossible)
}

func TestGen1ArmorAndTheDead(t *testing.T) {
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades, Vow: cards.MustParseList("4C 8D"), Options: Options{WarriorsVow: true}})
	_, err := g.Attack(plays(t, "0:5H 1:8D"))
	wantRefusal(t, err, "plays[1].card", ErrCardOut, game.ErrImpossible)
	mustAttack(t, g, "0:5H 1:2S")
	err = g.Choose(1, HandToArmor, cards.MustParse("5H"))
	wantRefusal(t, err, "card", ErrCardOut, game.ErrImpossible)
	err = g.Choose(1, HandToArmor, cards.MustParse("4C"))
	wantRefusal(t, err, "card", ErrCardOut, game.ErrImpossible)
	mustChoose(t, g, 1, Steal, "7C")
	// 7C was discarded with the steal; 5H is seat 1's armor now.
	_, err = g.Attack(plays(t, "1:7C 0:9C"))
	wantRefusal(t, err, "plays[0].card", ErrCardOut, game.ErrImpossible)
	_, err = g.Attack(plays(t, "1:3D 0:5H"))
	wantRefusal(t, err, "plays[1].card", ErrCardOut, game.ErrImpossible)

	// A dead knight plays no more, and its armor stays where it is: seat 1
	// loses its six hand cards (Strong Suit clubs).
	g = newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Clubs})
	fails := []string{"2S", "3S", "4S", "5S", "6S", "7S"}
	blocks := []string{"JH", "QH", "KH", "AH", "JD", "QD"}
	back := []string{"2D", "3D", "4D", "8D", "9D"}
	parries := []string{"2H", "3H", "4H", "8S", "9S"}
	highs := []string{"5D", "6D", "7D", "10D", "KD"}
	for i := 0; i < 6; i++ {
		mustAttack(t, g, fmt.Sprintf("0:%dH 1:%s 2:%s", i+5, fails[i], blocks[i]))
		mustChoose(t, g, 1, HandToArmor, fmt.Sprintf("%dC", i+5))
		if i < 5 {
			mustAttack(t, g, "1:"+back[i]+" 2:"+parries[i]+" 0:"+highs[i])
		}
	}
	if k := g.Knights()[1]; k.Alive || g.NextAttacker() != 2 {
		t.Fatalf("seat 1 %+v, next %d", k, g.NextAttacker())
	}
	_, err = g.Attack(plays(t, "2:10S 1:JS 0:9C"))
	wantRefusal(t, err, "plays[1].seat", ErrPlay, game.ErrImpossible)
	_, err = g.Attack(plays(t, "2:10S 0:10C"))
	wantRefusal(t, err, "plays[1].card", ErrCardOut, game.ErrImpossible)
	mustAttack(t, g, "2:10S 0:AS")
}

// TestGen1GameOver: no attack after the last knight standing.
func TestGen1GameOver(t *testing.T) {
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades, Vow: cards.MustParseList("9S 9C"), Options: Options{WarriorsVow: true}})
	for i := 0; i < 5; i++ {
		mustAttack(t, g, fmt.Sprintf("0:%dH 1:%s", i+5, []string{"2S", "3S", "4S", "2C", "3C"}[i]))
		mustChoose(t, g, 1, HandToArmor, fmt.Sprintf("%dC", i+4))
		if i < 4 {
			mustAttack(t, g, fmt.Sprintf("1:%dD 0:%s", i+2, []string{"10D", "JD", "QD", "KD"}[i]))
		}
	}
	if w, over := g.Winner(); !over || w != 0 {
		t.Fatalf("winner %d %v", w, over)
	}
	_, err := g.Attack(plays(t, "0:10H 1:JH"))
	wantRefusal(t, err, "", ErrGameOver, game.ErrImpossible)
}

// TestGen1ChoiceFields: damage choices name the field at fault.
func TestGen1ChoiceFields(t *testing.T) {
	o, err := Resolve(attack(t, "S", 3, "0:5H 1:2S 2:9H", Options{}))
	if err != nil {
		t.Fatal(err)
	}
	wantRefusal(t, o.CheckChoice(2, HandToArmor, cards.Card{}), "seat", ErrChoice, game.ErrIllegal)
	wantRefusal(t, o.CheckChoice(1, NoChoice, cards.Card{}), "choice", ErrChoice, game.ErrInvalid)
	wantRefusal(t, o.CheckChoice(1, TurnDown, cards.MustParse("2S")), "card", ErrChoice, game.ErrIllegal)
	_, err = ParseChoice("parry")
	wantRefusal(t, err, "choice", ErrChoice, game.ErrInvalid)
}

// TestSwords5RandomFirstAttack: under the Gentleman Rule a first attack
// made with a random card is legal whatever the card, and the explanation
// says so (SWORDS-5).
func TestSwords5RandomFirstAttack(t *testing.T) {
	for _, tt := range []struct{ plays, says string }{
		{"0:KS* 1:AS", "KS stands although it is a high card of the Strong Suit"},
		{"0:4S* 1:2H", "4S stands although it is a Strong Suit card"},
		{"0:JD* 1:QD", "JD stands although it is a high card"},
		{"0:5H* 1:9H", "5H would have been allowed from hand as well"},
	} {
		a := attack(t, "S", 2, tt.plays, Options{GentlemanRule: true})
		a.FirstAttack = true
		o, err := Resolve(a)
		if err != nil {
			t.Errorf("%s: %v", tt.plays, err)
			continue
		}
		found := false
		for _, s := range o.Steps {
			if s.Ruling == "SWORDS-5" && s.Section == SecGentle.English && strings.Contains(s.Text, "legal whatever card turns up") && strings.Contains(s.Text, tt.says) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no Gentleman Rule step saying %q: %v", tt.plays, tt.says, o.Steps)
		}
		// From hand the same barred card is refused.
		a.Plays[0].Random = false
		if _, err := Resolve(a); tt.plays != "0:5H* 1:9H" {
			wantRefusal(t, err, "plays[0].card", ErrForbiddenAttack, game.ErrIllegal)
			if r := game.RuleOf(err); !strings.Contains(r, "SWORDS-5") {
				t.Errorf("%s from hand cites %q", tt.plays, r)
			}
		} else if err != nil {
			t.Errorf("%s from hand: %v", tt.plays, err)
		}
	}
	// In a fight the Gentleman Rule reads each knight's first attack.
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Spades, Options: Options{GentlemanRule: true}})
	mustAttack(t, g, "0:QS* 1:KS")
	_, err := g.Attack(plays(t, "1:JD 0:2D"))
	wantRefusal(t, err, "plays[0].card", ErrForbiddenAttack, game.ErrIllegal)
	mustAttack(t, g, "1:JD* 0:QD")
	mustAttack(t, g, "0:JH 1:2C")
}

// TestNextAttackerAfterDeaths: when the damaged knights died, the
// explanation does not claim that no one was damaged.
func TestNextAttackerAfterDeaths(t *testing.T) {
	o, err := Resolve(attack(t, "S", 3, "0:5H 1:2S 2:9H", Options{}))
	if err != nil {
		t.Fatal(err)
	}
	next, step := o.NextAttacker([]int{1})
	if next != 2 || !strings.Contains(step.Text, "No knight left standing was damaged (seat 1 took damage but died and is skipped): seat 2 blocked") {
		t.Errorf("next %d: %q", next, step.Text)
	}
	o, err = Resolve(attack(t, "S", 3, "0:5H 1:2S 2:5D", Options{}))
	if err != nil {
		t.Fatal(err)
	}
	next, step = o.NextAttacker([]int{1})
	if next != 0 || strings.Contains(step.Text, "No one was damaged") || !strings.Contains(step.Text, "seat 1 took damage but died") {
		t.Errorf("next %d: %q", next, step.Text)
	}
	if _, step = o.NextAttacker(nil); !strings.HasPrefix(step.Text, "Seat 1 is the first damaged defender") {
		t.Errorf("without deaths: %q", step.Text)
	}
}
