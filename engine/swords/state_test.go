package swords

import (
	"errors"
	"math/rand"
	"reflect"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// TestSnapshotAndCanAttack: over random fights, between attacks a fight
// restored from its snapshot is the same fight (same snapshot, same
// answers), and CanAttack gives exactly the refusal Attack gives to the
// attacking card.
func TestSnapshotAndCanAttack(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	deck := cards.StandardDeck(false)
	checked, refused := 0, 0
	for i := 0; i < 120; i++ {
		randomFight(t, rng, func(g *Game) {
			if g.Current() != nil {
				if _, err := g.Snapshot(); !errors.Is(err, ErrMidAttack) {
					t.Fatalf("snapshot during an attack: %v", err)
				}
				return
			}
			snap, err := g.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			back, err := Restore(g.Setup(), snap)
			if err != nil {
				t.Fatalf("restore: %v", err)
			}
			again, _ := back.Snapshot()
			if !reflect.DeepEqual(snap, again) {
				t.Fatalf("snapshot %+v restores as %+v", snap, again)
			}
			if !reflect.DeepEqual(g.Knights(), back.Knights()) {
				t.Fatalf("knights %+v restore as %+v", g.Knights(), back.Knights())
			}
			att, why := g.NextAttackerWhy()
			if a2, w2 := back.NextAttackerWhy(); a2 != att || !reflect.DeepEqual(w2, why) {
				t.Fatalf("next attacker %d (%v) restores as %d (%v)", att, why, a2, w2)
			}
			if att < 0 {
				return
			}
			for _, c := range deck {
				for _, random := range []bool{false, true} {
					can := g.CanAttack(c, random)
					if other := back.CanAttack(c, random); (can == nil) != (other == nil) {
						t.Fatalf("CanAttack(%s, %v): %v, restored %v", c, random, can, other)
					}
					if random {
						continue
					}
					for _, s := range g.Living() {
						if (g.CanHold(s, c) == nil) != (back.CanHold(s, c) == nil) {
							t.Fatalf("CanHold(%d, %s) differs once restored", s, c)
						}
					}
					// The same card in a whole attack, the defenders playing
					// cards they can hold.
					ps := []Play{{Seat: att, Card: c, Random: random}}
					used := map[cards.Card]bool{c: true}
					living := g.Living()
					ai := 0
					for k, s := range living {
						if s == att {
							ai = k
						}
					}
					for k := 1; k < len(living); k++ {
						s := living[(ai+k)%len(living)]
						for _, d := range deck {
							if !used[d] && g.CanHold(s, d) == nil {
								used[d] = true
								ps = append(ps, Play{Seat: s, Card: d})
								break
							}
						}
					}
					if o := g.Setup().Options; len(ps) != len(g.Living()) || o.HecticKnights || o.DamageToStop || o.StealToStop {
						continue
					}
					_, err := g.Clone().Attack(ps)
					atCard := err != nil && game.FieldOf(err) == "plays[0].card"
					if (can != nil) != atCard {
						t.Fatalf("seat %d attacking with %s: CanAttack says %v, Attack %v", att, c, can, err)
					}
					if can != nil {
						refused++
						if !errors.Is(err, errSentinel(can)) || game.RuleOf(err) != game.RuleOf(can) {
							t.Fatalf("CanAttack %v, Attack %v", can, err)
						}
					}
					checked++
				}
			}
		})
	}
	if checked == 0 || refused == 0 {
		t.Fatalf("%d attacks checked, %d refused", checked, refused)
	}
}

func errSentinel(err error) error {
	var e *game.Error
	if errors.As(err, &e) {
		return e.Sentinel
	}
	return err
}

// TestCloneIsIndependent: an attack on a clone leaves the game as it was.
func TestCloneIsIndependent(t *testing.T) {
	g := newGame(t, Setup{Knights: 3, Dealer: 2, StrongSuit: cards.Spades})
	before, _ := g.Snapshot()
	c := g.Clone()
	mustAttack(t, c, "0:5H 1:9H 2:2S")
	mustChoose(t, c, 2, HandToArmor, "8D")
	after, _ := g.Snapshot()
	if !reflect.DeepEqual(before, after) {
		t.Fatalf("the game changed: %+v, %+v", before, after)
	}
	if k := c.Knights()[2]; k.Hand != 5 {
		t.Fatalf("the clone did not play: %+v", k)
	}
	if next, why := c.NextAttackerWhy(); next != 2 || why.Ruling != "SWORDS-4" {
		t.Errorf("next %d %+v", next, why)
	}
	if s := c.Steps(); len(s) == 0 || s[len(s)-1].Ruling != "SWORDS-4" {
		t.Errorf("steps of the attack: %v", s)
	}
}

// TestCanAttackWords: the Gentleman Rule and SWORDS-5 refuse at the tap
// with their rule; a random card is always allowed.
func TestCanAttackWords(t *testing.T) {
	g := newGame(t, Setup{Knights: 2, Dealer: 1, StrongSuit: cards.Hearts, Options: Options{GentlemanRule: true}})
	for _, tt := range []struct {
		card   string
		random bool
		rule   string
	}{
		{"KH", false, "SWORDS-5"}, {"5H", false, "Gentleman"}, {"JS", false, "Gentleman"}, {"5S", false, ""}, {"KH", true, ""},
	} {
		err := g.CanAttack(cards.MustParse(tt.card), tt.random)
		switch {
		case tt.rule == "" && err != nil:
			t.Errorf("%s: %v", tt.card, err)
		case tt.rule != "" && (!errors.Is(err, ErrForbiddenAttack) || !contains(game.RuleOf(err), tt.rule)):
			t.Errorf("%s: %v (rule %q)", tt.card, err, game.RuleOf(err))
		}
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub))
}
