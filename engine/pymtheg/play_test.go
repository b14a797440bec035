package pymtheg

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

func toPlayed(ts []tricks.Trick) []PlayedTrick {
	out := make([]PlayedTrick, len(ts))
	for i, t := range ts {
		out[i] = PlayedTrick{Leader: Seat(t.Leader), HasLeader: true, Cards: append([]cards.ElementCard(nil), t.Cards...)}
	}
	return out
}

func TestPlayDealLegalFullDeals(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 200 {
		trump := cards.Element(i % 5)
		ts := tricks.RandomLegal(rng, 4, trump, tricks.Clockwise, i%4)
		p, err := PlayDeal(Gam, North, trump, tricks.Clockwise, toPlayed(ts))
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Offences) != 0 || p.Ended != "" || tricksTotal(p.TricksWon) != 15 {
			t.Fatalf("deal %d: %+v", i, p.Offences)
		}
		if p.Burn[0].Fire+p.Burn[1].Fire != 15 || p.Burn[0].Water+p.Burn[1].Water != 15 {
			t.Fatalf("burn counts %+v", p.Burn)
		}
	}
}

// A revoke planted in a full legal deal: a seat that followed in trick i
// swaps that card with its card of another element in the last trick
// (keeping trick i's winner). Arbiter must name the trick where the seat
// showed out and the first later card of that element, and stop there.
func TestPlayDealRevokeOnFullDeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	found := 0
	for tries := 0; tries < 500 && found < 20; tries++ {
		trump := cards.Element(tries % 5)
		ts := tricks.RandomLegal(rng, 4, trump, tricks.Clockwise, 0)
		last := &ts[14]
		tb := tricks.Table{Seats: 4}
		for i := 0; i < 14; i++ {
			tr := &ts[i]
			led := tr.Cards[0].Element
			w := tricks.Winner(tr.Cards, trump)
			for pos := 1; pos < 4; pos++ {
				seat := tb.Order(tr.Leader)[pos]
				c := tr.Cards[pos]
				if c.Element != led || pos == w {
					continue
				}
				lpos := 0
				for k, s := range tb.Order(last.Leader) {
					if s == seat {
						lpos = k
					}
				}
				d := last.Cards[lpos]
				if d.Element == led || d.Element == trump {
					continue
				}
				// Swap and check that neither winner moves.
				tr.Cards[pos], last.Cards[lpos] = d, c
				if tricks.Winner(tr.Cards, trump) != w {
					tr.Cards[pos], last.Cards[lpos] = c, d
					continue
				}
				p, err := PlayDeal(Gam2, East, trump, tricks.Clockwise, toPlayed(ts))
				tr.Cards[pos], last.Cards[lpos] = c, d
				if err != nil {
					continue // the last trick's winner moved: leaders no longer match
				}
				o, ok := p.First()
				if !ok || o.Kind != "revoke" || o.Seat != Seat(seat) || o.Trick != i+1 || o.ProofTrick <= i+1 || o.Element != led || o.ProofCard.Element != led {
					t.Fatalf("planted revoke of seat %d in trick %d: got %+v", seat, i+1, p.Offences)
				}
				if p.Ended != "revoke" || len(p.Tricks) != o.ProofTrick || p.Ignored != 15-o.ProofTrick {
					t.Fatalf("ended %q", p.Ended)
				}
				found++
				goto next
			}
		}
	next:
	}
	if found < 5 {
		t.Fatalf("only %d revokes planted", found)
	}
}

func pt(leader Seat, cs string) PlayedTrick {
	return PlayedTrick{Leader: leader, HasLeader: true, Cards: cards.MustParseElementCards(cs)}
}

func TestPlayDealEarlyEnds(t *testing.T) {
	// Ry by N: N wins trick 2, the deal ends there.
	ts := []PlayedTrick{pt(East, "Fi5 Fi7 Fi2 Fi1"), pt(South, "Wa2 Wa3 Wa9 Wa4"), {Cards: cards.MustParseElementCards("Ea1 Ea2 Ea3 Ea4")}}
	p, err := PlayDeal(Ry, North, cards.NoElement, tricks.Clockwise, ts[:2])
	if err != nil {
		t.Fatal(err)
	}
	if p.Ended != "ry" || len(p.Tricks) != 2 || p.Ignored != 0 || p.TricksWon[North] != 1 {
		t.Fatalf("%+v", p)
	}
	// A trick after the lost Ry cannot have been played (GEN-1).
	_, err = PlayDeal(Ry, North, cards.NoElement, tricks.Clockwise, ts)
	if !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "tricks[2]" {
		t.Fatalf("trick after a lost Ry: %v (field %q)", err, game.FieldOf(err))
	}
	// Ry 3: the partner's trick ends it.
	p, err = PlayDeal(Ry3, North, cards.NoElement, tricks.Clockwise, ts[:1])
	if err != nil || p.Ended != "ry" {
		t.Fatalf("ry3: %v %+v", err, p)
	}
	// Ry: the partner's trick does not.
	if _, err := PlayDeal(Ry, North, cards.NoElement, tricks.Clockwise, ts[:1]); err == nil {
		t.Fatal("an unfinished Ry deal accepted")
	}
	// A revoke ends the deal; scoring it gives the cheating penalty.
	rv := []PlayedTrick{pt(North, "Fi5 Wa3 Fi7 Fi2"), pt(South, "Ea4 Ea9 Ea1 Fi9")}
	p, err = PlayDeal(Gam, North, cards.Wind, tricks.Clockwise, rv)
	if err != nil || p.Ended != "revoke" {
		t.Fatalf("revoke: %v %+v", err, p)
	}
	o, _ := p.First()
	d := Deal{Contract: Gam, Declarer: North, Trump: cards.Wind, TricksWon: p.TricksWon, Offender: o.Seat, HasOffender: true, Offence: o.Kind}
	sc, err := Score(d, Rules{})
	if err != nil || sc.Score[NS] != 20+6+100 {
		t.Fatalf("revoke score %v %+v", err, sc.Score)
	}
	// An under-trump, proven by a later card.
	ut := []PlayedTrick{pt(North, "Fi5 Wi10 Wi3 Fi2"), pt(East, "Ea4 Wa6 Ea9 Ea1")}
	p, err = PlayDeal(Gam, North, cards.Wind, tricks.Clockwise, ut)
	if err != nil || p.Ended != "under-trump" {
		t.Fatalf("under-trump: %v %+v", err, p)
	}
}

func TestPlayDealRefusals(t *testing.T) {
	full := toPlayed(tricks.RandomLegal(rand.New(rand.NewPCG(3, 4)), 4, cards.NoElement, tricks.Clockwise, 0))
	sixteen := append(append([]PlayedTrick{}, full...), pt(North, "Fi1 Fi2 Fi3 Fi4"))
	tests := []struct {
		name     string
		ts       []PlayedTrick
		kind     error
		field    string
		sentinel error
	}{
		{"no tricks", []PlayedTrick{}, game.ErrInvalid, "tricks", nil},
		{"no first leader", []PlayedTrick{{Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3 Fi4")}}, game.ErrInvalid, "tricks[0].leader", nil},
		{"wrong leader", []PlayedTrick{pt(North, "Fi1 Fi2 Fi3 Fi4"), pt(North, "Wa1 Wa2 Wa3 Wa4")}, game.ErrIllegal, "tricks[1].leader", nil},
		{"three cards", []PlayedTrick{pt(North, "Fi1 Fi2 Fi3")}, game.ErrInvalid, "tricks[0].cards", tricks.ErrTrickSize},
		{"duplicate", []PlayedTrick{pt(North, "Fi1 Fi2 Fi3 Fi4"), pt(West, "Fi1 Wa2 Wa3 Wa4")}, game.ErrImpossible, "tricks[1].cards[0]", tricks.ErrDuplicate},
		{"duplicate in a trick", []PlayedTrick{pt(North, "Fi1 Fi2 Fi3 Fi2")}, game.ErrImpossible, "tricks[0].cards[3]", tricks.ErrDuplicate},
		{"unfinished", []PlayedTrick{pt(North, "Fi1 Fi2 Fi3 Fi4")}, game.ErrImpossible, "tricks", ErrUnfinished},
		{"sixteen tricks", sixteen, game.ErrImpossible, "tricks", nil},
	}
	for _, tt := range tests {
		_, err := PlayDeal(Gam, North, cards.NoElement, tricks.Clockwise, tt.ts)
		if !errors.Is(err, tt.kind) || game.FieldOf(err) != tt.field || (tt.sentinel != nil && !errors.Is(err, tt.sentinel)) {
			t.Errorf("%s: %v (field %q)", tt.name, err, game.FieldOf(err))
		}
		if errors.Is(err, game.ErrImpossible) && game.RuleOf(err) != game.RuleImpossible {
			t.Errorf("%s: rule %q", tt.name, game.RuleOf(err))
		}
	}
	// The app reads an unfinished play as "not finished yet" by its text.
	if _, err := PlayDeal(Gam, North, cards.NoElement, tricks.Clockwise, full[:3]); err == nil || !strings.Contains(err.Error(), "a deal has 15") {
		t.Errorf("unfinished: %v", err)
	}
}

func BenchmarkPlayDeal(b *testing.B) {
	ts := toPlayed(tricks.RandomLegal(rand.New(rand.NewPCG(5, 6)), 4, cards.Fire, tricks.Clockwise, 0))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PlayDeal(Gam, North, cards.Fire, tricks.Clockwise, ts); err != nil {
			b.Fatal(err)
		}
	}
}
