package pymtheg

import (
	"testing"
)

// Every cell of the Gâm score table, both modes.
func TestGamTableEveryCell(t *testing.T) {
	// level: trump after, trump in bid, no trump after, no trump in bid.
	corrected := [7][4]int{
		{20, 30, 40, 60}, {30, 50, 60, 100}, {40, 70, 80, 140}, {50, 90, 100, 180},
		{60, 110, 120, 220}, {70, 130, 140, 260}, {80, 150, 160, 300},
	}
	printed := corrected
	printed[4][2] = 20
	printed[6][1] = 140
	printed[6][3] = 280
	for n := 0; n <= 6; n++ {
		c, _ := GamLevel(n)
		for k := 0; k < 4; k++ {
			noTrump := k >= 2
			named := NamedAfter
			if k%2 == 1 {
				named = NamedInBid
			}
			per := 1
			if noTrump {
				per = 2
			}
			g := GamTable(c, noTrump, named, Corrected)
			if g.Base != corrected[n][k] || g.PerTrick != per || g.Printed != printed[n][k] || g.Fixed != (printed[n][k] != corrected[n][k]) {
				t.Errorf("%s cell %d corrected: %+v, want base %d printed %d", c.Name(), k, g, corrected[n][k], printed[n][k])
			}
			p := GamTable(c, noTrump, named, AsPrinted)
			if p.Base != printed[n][k] || p.Fixed {
				t.Errorf("%s cell %d as printed: %+v, want %d", c.Name(), k, p, printed[n][k])
			}
		}
	}
}

func TestRyAndLonTable(t *testing.T) {
	if RyBase(Ry) != 150 || RyBase(Ry2) != 200 || RyBase(Ry3) != 1000 || RyBase(Gam) != 0 {
		t.Error("Ry bases")
	}
	if b, p := LonTable(false, NamedAfter, Rules{}); b != 2500 || p != 50 {
		t.Errorf("Lon %d %d", b, p)
	}
	if b, p := LonTable(true, NamedInBid, Rules{LonTrumpBonus: 3000}); b != 5000 || p != 100 {
		t.Errorf("Lon no trump %d %d", b, p)
	}
	if b, _ := LonTable(false, NamedInBid, Rules{LonTrumpBonus: 3000}); b != 3000 {
		t.Errorf("Lon bonus %d", b)
	}
	if b, _ := LonTable(false, NamedAfter, Rules{LonTrumpBonus: 3000}); b != 2500 {
		t.Errorf("Lon bonus after bidding %d", b)
	}
}

func TestParseContract(t *testing.T) {
	for in, want := range map[string]Contract{"gam": Gam, "Gâm": Gam, "gam+1": Gam1, "Gâm +2": Gam2, "gam3": Gam3, "GAM+6": Gam6,
		"ry": Ry, "Ry 2": Ry2, "ry3": Ry3, "lon": Lon, "burn": Burn} {
		if got, err := ParseContract(in); err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	for _, in := range []string{"", "gam+7", "ry4", "gam+", "lonely"} {
		if _, err := ParseContract(in); err == nil {
			t.Errorf("%q accepted", in)
		}
	}
	// Ranking order of bids.
	order := []Contract{Gam, Gam1, Gam2, Gam3, Ry, Gam4, Ry2, Gam5, Ry3, Gam6, Lon}
	for i, c := range order {
		if c.Rank() != i+1 {
			t.Errorf("%s rank %d", c.Name(), c.Rank())
		}
	}
}
