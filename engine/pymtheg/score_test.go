package pymtheg

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

func tw(n, e, s, w int) [4]int { return [4]int{n, e, s, w} }

func TestScore(t *testing.T) {
	tests := []struct {
		name string
		d    Deal
		r    Rules
		ns   int
		ew   int
		made bool
	}{
		{"gam after 11", Deal{Contract: Gam, Trump: cards.Water, TricksWon: tw(5, 2, 6, 2)}, Rules{}, 22, 0, true},
		{"gam lost 5", Deal{Contract: Gam, Trump: cards.Water, TricksWon: tw(2, 5, 3, 5)}, Rules{}, -24, 0, false},
		{"gam nt bid redoubled", Deal{Contract: Gam, Named: NamedInBid, Doubling: Redoubled, TricksWon: tw(5, 2, 5, 3)}, Rules{}, 248, 0, true},
		{"gam+2 bid doubled 12", Deal{Contract: Gam2, Trump: cards.Water, Named: NamedInBid, Doubling: Doubled, TricksWon: tw(6, 2, 6, 1)}, Rules{}, 142, 0, true},
		{"gam+4 nt after", Deal{Contract: Gam4, TricksWon: tw(7, 1, 6, 1)}, Rules{}, 120, 0, true},
		{"gam+4 nt after printed", Deal{Contract: Gam4, TricksWon: tw(7, 1, 6, 1)}, Rules{Table: AsPrinted}, 20, 0, true},
		{"EW declarer", Deal{Contract: Gam1, Declarer: East, Trump: cards.Fire, TricksWon: tw(2, 4, 5, 4)}, Rules{}, 0, -32, false},
		{"over ry lost", Deal{Contract: Gam4, Trump: cards.Fire, OverRy: Ry, TricksWon: tw(6, 3, 6, 0)}, Rules{}, -(60 + 1 + 150), 0, false},
		{"over ry2 lost doubled", Deal{Contract: Gam5, Trump: cards.Fire, OverRy: Ry2, Doubling: Doubled, TricksWon: tw(6, 3, 6, 0)}, Rules{}, -2 * (70 + 2 + 200), 0, false},
		{"over ry won no bonus", Deal{Contract: Gam4, Trump: cards.Fire, OverRy: Ry, TricksWon: tw(8, 1, 6, 0)}, Rules{}, 61, 0, true},
		{"ry won partner tricks", Deal{Contract: Ry, TricksWon: tw(0, 5, 5, 5)}, Rules{}, 150, 0, true},
		{"ry lost early", Deal{Contract: Ry, TricksWon: tw(1, 1, 0, 1)}, Rules{}, -150, 0, false},
		{"ry2 won", Deal{Contract: Ry2, TricksWon: tw(0, 2, 11, 2)}, Rules{}, -20, 0, true},
		{"ry2 won clean", Deal{Contract: Ry2, TricksWon: tw(0, 8, 0, 7)}, Rules{}, 200, 0, true},
		{"ry2 lost", Deal{Contract: Ry2, TricksWon: tw(1, 2, 5, 0)}, Rules{}, -200, 0, false},
		{"ry3 won doubled", Deal{Contract: Ry3, Doubling: Doubled, TricksWon: tw(0, 8, 0, 7)}, Rules{}, 2000, 0, true},
		{"ry3 lost by partner", Deal{Contract: Ry3, TricksWon: tw(0, 0, 1, 0)}, Rules{}, -1000, 0, false},
		{"lon nt lost", Deal{Contract: Lon, TricksWon: tw(12, 2, 0, 1)}, Rules{}, -5300, 0, false},
		{"lon won", Deal{Contract: Lon, Trump: cards.Earth, TricksWon: tw(15, 0, 0, 0)}, Rules{}, 2500, 0, true},
		{"lon lost partner trick", Deal{Contract: Lon, Trump: cards.Earth, TricksWon: tw(14, 0, 1, 0)}, Rules{}, -2500, 0, false},
		{"lon bonus", Deal{Contract: Lon, Trump: cards.Earth, Named: NamedInBid, TricksWon: tw(15, 0, 0, 0)}, Rules{LonTrumpBonus: 3000}, 3000, 0, true},
		{"burn", Deal{Contract: Burn, Burn: [2]FireWater{{7, 8}, {8, 7}}}, Rules{}, 0, -40, false},
		{"burn equal counts", Deal{Contract: Burn, Burn: [2]FireWater{{7, 7}, {8, 8}}}, Rules{}, -35, -40, false},
		{"burn sweep", Deal{Contract: Burn, Burn: [2]FireWater{{0, 0}, {15, 15}}}, Rules{}, 0, 10000, false},
		// PYM-6.
		{"cheat declarer gam+1", Deal{Contract: Gam1, Trump: cards.Fire, HasOffender: true, Offender: South, TricksWon: tw(2, 1, 1, 1)}, Rules{}, -(30 + 10 + 100), 0, false},
		{"cheat defender gam+1 doubled", Deal{Contract: Gam1, Trump: cards.Fire, Doubling: Doubled, HasOffender: true, Offender: West, TricksWon: tw(2, 1, 1, 1)}, Rules{}, 2 * (30 + 5 + 100), 0, true},
		{"cheat declarer gam nt bid", Deal{Contract: Gam, Named: NamedInBid, HasOffender: true, Offender: North, TricksWon: tw(0, 0, 0, 0)}, Rules{}, -(60 + 18 + 100), 0, false},
		{"cheat declarer over ry", Deal{Contract: Gam4, Trump: cards.Fire, OverRy: Ry, HasOffender: true, Offender: North}, Rules{}, -(60 + 13 + 150 + 100), 0, false},
		{"cheat ry2 defender", Deal{Contract: Ry2, Declarer: East, HasOffender: true, Offender: North}, Rules{}, 0, 300, true},
		{"cheat ry3 declarer", Deal{Contract: Ry3, HasOffender: true, Offender: South}, Rules{}, -1100, 0, false},
		{"cheat lon declarer", Deal{Contract: Lon, Trump: cards.Fire, HasOffender: true, Offender: North}, Rules{}, -(2500 + 750 + 100), 0, false},
		{"cheat lon nt defender", Deal{Contract: Lon, HasOffender: true, Offender: East}, Rules{}, 5000 + 100, 0, true},
		{"cheat lon defender", Deal{Contract: Lon, Trump: cards.Fire, HasOffender: true, Offender: West, TricksWon: tw(3, 0, 0, 0)}, Rules{}, 2500 + 100, 0, true},
		{"cheat lon nt declarer", Deal{Contract: Lon, HasOffender: true, Offender: South}, Rules{}, -(5000 + 1500 + 100), 0, false},
		{"cheat lon declarer doubled", Deal{Contract: Lon, Trump: cards.Fire, Doubling: Doubled, HasOffender: true, Offender: North}, Rules{}, -2 * (2500 + 750 + 100), 0, false},
		{"cheat lon bonus defender", Deal{Contract: Lon, Trump: cards.Fire, Named: NamedInBid, HasOffender: true, Offender: East}, Rules{LonTrumpBonus: 3000}, 3000 + 100, 0, true},
		{"cheat lon bonus declarer", Deal{Contract: Lon, Trump: cards.Fire, Named: NamedInBid, HasOffender: true, Offender: North}, Rules{LonTrumpBonus: 3000}, -(3000 + 750 + 100), 0, false},
		{"cheat lon bonus not named in bid", Deal{Contract: Lon, Trump: cards.Fire, Named: NamedAfter, HasOffender: true, Offender: East}, Rules{LonTrumpBonus: 3000}, 2500 + 100, 0, true},
		{"cheat burn", Deal{Contract: Burn, HasOffender: true, Offender: West}, Rules{}, 0, -175, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Score(tt.d, tt.r)
			if err != nil {
				t.Fatal(err)
			}
			if o.Score[NS] != tt.ns || o.Score[EW] != tt.ew || o.Made != tt.made {
				t.Errorf("got NS %d EW %d made %v, want %d %d %v\n%s", o.Score[NS], o.Score[EW], o.Made, tt.ns, tt.ew, tt.made, strings.Join(o.Steps.Strings(), "\n"))
			}
			for _, s := range o.Steps {
				if s.Section == "" && s.Ruling == "" {
					t.Errorf("step without citation: %s", s.Text)
				}
			}
		})
	}
}

func TestScoreExplanation(t *testing.T) {
	o, _ := Score(Deal{Contract: Gam2, Trump: cards.Water, Named: NamedInBid, Doubling: Doubled, TricksWon: tw(6, 2, 6, 1)}, Rules{})
	s := strings.Join(o.Steps.Strings(), " ")
	for _, want := range []string{"Gâm+2", "base 70", "12 of 11", "×2 → 142"} {
		if !strings.Contains(s, want) {
			t.Errorf("explanation lacks %q: %s", want, s)
		}
	}
	o, _ = Score(Deal{Contract: Gam6, Trump: cards.Fire, Named: NamedInBid, TricksWon: tw(15, 0, 0, 0)}, Rules{})
	if s := strings.Join(o.Steps.Strings(), " "); !strings.Contains(s, "prints 140") || !strings.Contains(s, "PYM-1") {
		t.Errorf("correction not mentioned: %s", s)
	}
}

func TestScoreRefusals(t *testing.T) {
	tests := []struct {
		name    string
		d       Deal
		illegal bool
		mention string
	}{
		{"no contract", Deal{}, false, "contract"},
		{"14 tricks", Deal{Contract: Gam, TricksWon: tw(5, 2, 5, 2)}, false, "tricks_won"},
		{"16 tricks", Deal{Contract: Gam, TricksWon: tw(5, 3, 6, 2)}, false, "tricks_won"},
		{"negative", Deal{Contract: Gam, TricksWon: tw(-1, 6, 8, 2)}, false, "tricks_won.N"},
		{"ry early but not lost", Deal{Contract: Ry, TricksWon: tw(0, 5, 5, 3)}, false, "tricks_won"},
		{"ry with trump", Deal{Contract: Ry, Trump: cards.Fire, TricksWon: tw(0, 5, 5, 5)}, true, "without trump"},
		{"burn doubled", Deal{Contract: Burn, Doubling: Doubled, Burn: [2]FireWater{{7, 8}, {8, 7}}}, true, "no double"},
		{"burn counts", Deal{Contract: Burn, Burn: [2]FireWater{{7, 8}, {7, 7}}}, false, "burn"},
		{"over_ry on ry", Deal{Contract: Ry2, OverRy: Ry, TricksWon: tw(0, 5, 5, 5)}, true, "PYM-4"},
		{"over_ry outranks", Deal{Contract: Gam2, OverRy: Ry, Trump: cards.Fire, TricksWon: tw(5, 5, 5, 0)}, true, "outrank"},
	}
	for _, tt := range tests {
		_, err := Score(tt.d, Rules{})
		if err == nil {
			t.Errorf("%s: accepted", tt.name)
			continue
		}
		if errors.Is(err, game.ErrIllegal) != tt.illegal || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: %v (illegal %v)", tt.name, err, errors.Is(err, game.ErrIllegal))
		}
	}
}

// Tables no real deal can produce are refused as GEN-1, naming the field.
func TestScoreImpossibleTables(t *testing.T) {
	tests := []struct {
		name, field string
		d           Deal
	}{
		{"16 tricks", "tricks_won", Deal{Contract: Gam, TricksWon: tw(5, 3, 6, 2)}},
		{"16 tricks for one seat", "tricks_won.S", Deal{Contract: Gam, TricksWon: tw(0, 0, 16, 0)}},
		{"16 fire for a team", "burn.EW", Deal{Contract: Burn, Burn: [2]FireWater{{0, 8}, {16, 7}}}},
		{"gam with 14 tricks", "tricks_won", Deal{Contract: Gam, TricksWon: tw(5, 2, 5, 2)}},
		{"lon with 14 tricks", "tricks_won", Deal{Contract: Lon, TricksWon: tw(14, 0, 0, 0)}},
		{"ry player holds 2 tricks", "tricks_won.N", Deal{Contract: Ry, TricksWon: tw(2, 5, 5, 3)}},
		{"ry player holds 2 of 2", "tricks_won.N", Deal{Contract: Ry, TricksWon: tw(2, 0, 0, 0)}},
		{"ry2 player E holds 3", "tricks_won.E", Deal{Contract: Ry2, Declarer: East, TricksWon: tw(4, 3, 4, 4)}},
		{"ry3 side holds 2", "tricks_won", Deal{Contract: Ry3, TricksWon: tw(1, 0, 1, 0)}},
		{"ry3 partner holds 2", "tricks_won", Deal{Contract: Ry3, Declarer: West, TricksWon: tw(0, 2, 0, 0)}},
		{"ry won, deal not played out", "tricks_won", Deal{Contract: Ry, TricksWon: tw(0, 5, 5, 3)}},
		{"ry2 partner trick does not end it", "tricks_won", Deal{Contract: Ry2, TricksWon: tw(0, 0, 1, 0)}},
		{"ry with a revoke, Ry player holds 2", "tricks_won.N", Deal{Contract: Ry, HasOffender: true, Offender: East, TricksWon: tw(2, 1, 0, 0)}},
		{"ry3 with a revoke, side holds 2", "tricks_won", Deal{Contract: Ry3, HasOffender: true, Offender: North, TricksWon: tw(1, 1, 1, 0)}},
		{"burn 16 fire", "burn", Deal{Contract: Burn, Burn: [2]FireWater{{8, 8}, {8, 7}}}},
		{"burn 14 water", "burn", Deal{Contract: Burn, Burn: [2]FireWater{{8, 7}, {7, 7}}}},
		{"burn revoke 16 water", "burn", Deal{Contract: Burn, HasOffender: true, Offender: East, Burn: [2]FireWater{{1, 8}, {1, 8}}}},
	}
	for _, tt := range tests {
		_, err := Score(tt.d, Rules{})
		if !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != tt.field || game.RuleOf(err) != game.RuleImpossible {
			t.Errorf("%s: %v (field %q), want GEN-1 at %q", tt.name, err, game.FieldOf(err), tt.field)
		}
	}
	// The boundaries a real table does reach.
	ok := []struct {
		name string
		d    Deal
	}{
		{"ry lost at its first trick", Deal{Contract: Ry, TricksWon: tw(1, 0, 0, 0)}},
		{"ry lost at the last trick", Deal{Contract: Ry, TricksWon: tw(1, 5, 5, 4)}},
		{"ry won, partner took 14", Deal{Contract: Ry, TricksWon: tw(0, 1, 14, 0)}},
		{"ry2 lost after partner tricks", Deal{Contract: Ry2, TricksWon: tw(1, 2, 3, 2)}},
		{"ry3 lost by the partner at trick 15", Deal{Contract: Ry3, TricksWon: tw(0, 7, 1, 7)}},
		{"revoke before any trick", Deal{Contract: Gam, Trump: cards.Fire, HasOffender: true, Offender: East}},
		{"revoke after 14 tricks", Deal{Contract: Lon, Trump: cards.Fire, HasOffender: true, Offender: East, TricksWon: tw(14, 0, 0, 0)}},
		{"ry lost and a revoke at the same trick", Deal{Contract: Ry, HasOffender: true, Offender: East, TricksWon: tw(1, 0, 1, 0)}},
		{"burn revoke, part of the cards taken", Deal{Contract: Burn, HasOffender: true, Offender: East, Burn: [2]FireWater{{3, 2}, {1, 4}}}},
		{"burn sweep", Deal{Contract: Burn, Burn: [2]FireWater{{15, 15}, {0, 0}}}},
	}
	for _, tt := range ok {
		if _, err := Score(tt.d, Rules{}); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

// Property: a made contract scores at least its base, a failed one at most
// minus its base, whatever the doubling, trump and trick split.
func TestScoreProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for range 20000 {
		c := Bids[rng.IntN(len(Bids))]
		d := Deal{Contract: c, Declarer: Seat(rng.IntN(4)), Doubling: Doubling(rng.IntN(3)), Named: TrumpNamed(rng.IntN(2))}
		if !c.IsRy() {
			d.Trump = cards.Element(rng.IntN(5))
		}
		if c.IsGam() && c.Rank() > Ry.Rank() && rng.IntN(2) == 0 {
			d.OverRy = []Contract{Ry, Ry2, Ry3}[rng.IntN(3)]
			if d.OverRy.Rank() >= c.Rank() {
				d.OverRy = Ry
			}
		}
		left := 15
		for i := range 3 {
			n := rng.IntN(left + 1)
			d.TricksWon[(int(d.Declarer)+i)%4] = n
			left -= n
		}
		d.TricksWon[(int(d.Declarer)+3)%4] = left
		// A real table: the Ry player's (Ry 3: the Ry side's) first trick
		// ends the deal (GEN-1).
		dec, part := d.Declarer, d.Declarer.Partner()
		if (c == Ry || c == Ry2) && d.TricksWon[dec] > 1 {
			d.TricksWon[dec] = 1
		}
		if c == Ry3 && d.TricksWon[dec]+d.TricksWon[part] > 1 {
			d.TricksWon[dec], d.TricksWon[part] = 0, 1
		}
		r := Rules{Table: ScoreTable(rng.IntN(2))}
		o, err := Score(d, r)
		if err != nil {
			t.Fatalf("%+v: %v", d, err)
		}
		pts := o.Score[d.Declarer.Team()]
		if o.Score[d.Declarer.Team().Other()] != 0 {
			t.Fatalf("%+v: the defenders scored", d)
		}
		base := o.Base
		if c == Ry2 && o.Made {
			continue // partner tricks may take a won Ry 2 below its base (PYM-5)
		}
		if o.Made && pts < base {
			t.Fatalf("%+v: made but %d < base %d", d, pts, base)
		}
		if !o.Made && pts > -base {
			t.Fatalf("%+v: lost but %d > −base %d", d, pts, base)
		}
	}
}

func BenchmarkScore(b *testing.B) {
	d := Deal{Contract: Gam2, Trump: cards.Water, Named: NamedInBid, Doubling: Doubled, TricksWon: tw(6, 2, 6, 1)}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Score(d, Rules{}); err != nil {
			b.Fatal(err)
		}
	}
}
