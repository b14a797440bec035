package burn

import (
	"errors"
	"testing"

	"arbiter/engine/game"
)

func TestPoints(t *testing.T) {
	tests := []struct {
		fw   FireWater
		want int
	}{
		{FireWater{7, 8}, 0}, {FireWater{8, 7}, 8}, {FireWater{7, 7}, 7}, {FireWater{0, 0}, 0},
		{FireWater{15, 15}, 0}, {FireWater{15, 14}, 15}, {FireWater{0, 3}, 0}, {FireWater{7, 9}, 0},
	}
	for _, tt := range tests {
		if got := Points(tt.fw); got != tt.want {
			t.Errorf("Points(%+v) = %d, want %d", tt.fw, got, tt.want)
		}
	}
}

func TestFormats(t *testing.T) {
	ok := []Format{{2, 2}, {3, 2}, {2, 3}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {2, 1}}
	bad := []Format{{4, 2}, {3, 3}, {2, 4}, {7, 1}, {1, 1}, {1, 4}, {0, 0}}
	for _, f := range ok {
		if err := CheckFormat(f); err != nil {
			t.Errorf("%v: %v", f, err)
		}
	}
	for _, f := range bad {
		// A player count or team size the game does not allow (GEN-1).
		err := CheckFormat(f)
		if !errors.Is(err, game.ErrImpossible) || !errors.Is(err, ErrFormat) || game.RuleOf(err) != game.RuleImpossible {
			t.Errorf("%v: %v", f, err)
		}
	}
	// Partners never sit side by side.
	s := Seating(Format{Sides: 2, Size: 3})
	for i := range s {
		if s[i][0] == s[(i+1)%len(s)][0] {
			t.Errorf("neighbours of the same side: %v", s)
		}
	}
	if s := Seating(Format{Sides: 3, Size: 2}); s[0][0] != 0 || s[1][0] != 1 || s[2][0] != 2 || s[3][0] != 0 {
		t.Errorf("ABCABC: %v", s)
	}
}

func TestPitTable(t *testing.T) {
	tests := []struct {
		f      Format
		want   int
		listed bool
	}{
		{Format{2, 3}, 30, true}, {Format{2, 2}, 40, true}, {Format{3, 2}, 50, true}, {Format{3, 1}, 50, true},
		{Format{4, 1}, 60, true}, {Format{5, 1}, 70, true}, {Format{6, 1}, 100, true}, {Format{2, 1}, 30, false},
	}
	for _, tt := range tests {
		if v, l := PitValue(VariantTable, tt.f); v != tt.want || l != tt.listed {
			t.Errorf("%v: %d %v", tt.f, v, l)
		}
		if v, _ := PitValue(BaseTable, tt.f); v != 30 {
			t.Errorf("base %v: %d", tt.f, v)
		}
	}
}

// The two limits of BURN-1 and their priority.
func TestResolvePit(t *testing.T) {
	tests := []struct {
		name    string
		choice  PitChoice
		own     int
		others  []int
		applied PitChoice
		forced  bool
		both    bool
		need    bool
	}{
		{"subtract allowed", Subtract, 40, []int{10, 20}, Subtract, false, false, false},
		{"add allowed", Add, 40, []int{10, 20}, Add, false, false, false},
		{"subtract to exactly 0", Subtract, 30, []int{90}, Subtract, false, false, false},
		{"subtract below 0: add instead", Subtract, 29, []int{10}, Add, true, false, false},
		{"add to exactly 100 is not past", Add, 50, []int{70}, Add, false, false, false},
		{"add past 100: subtract instead", Add, 50, []int{71, 0}, Subtract, true, false, false},
		{"both forbidden: not below 0 wins", Subtract, 10, []int{80}, Add, true, true, false},
		{"both forbidden, add chosen", Add, 10, []int{80}, Add, false, true, false},
		{"both forbidden, no choice", NoChoice, 0, []int{99, 5}, Add, false, true, false},
		{"only subtract possible, no choice", NoChoice, 60, []int{95}, Subtract, false, false, false},
		{"only add possible, no choice", NoChoice, 0, []int{0}, Add, false, false, false},
		{"both possible, no choice", NoChoice, 40, []int{0}, NoChoice, false, false, true},
	}
	for _, tt := range tests {
		p := ResolvePit(tt.choice, 30, tt.own, tt.others, 100)
		if p.Applied != tt.applied || p.Forced != tt.forced || p.BothForbidden != tt.both || p.NeedChoice != tt.need {
			t.Errorf("%s: %+v", tt.name, p)
		}
		if (tt.forced || tt.both) && p.Reason == "" {
			t.Errorf("%s: no reason", tt.name)
		}
	}
	// Six players, variant table: 100 makes it an instant win.
	p := ResolvePit(Subtract, 100, 20, []int{0, 10, 30, 40, 50}, 100)
	if p.Applied != Add {
		t.Errorf("instant win: %+v", p)
	}
}

func TestEndAndWinners(t *testing.T) {
	if Finished([]int{99, 0}, 100) || !Finished([]int{100, 0}, 100) {
		t.Error("Finished")
	}
	if w := Winners([]int{40, 12, 100, 12}); len(w) != 2 || w[0] != 1 || w[1] != 3 {
		t.Errorf("Winners %v", w)
	}
}

func TestCap(t *testing.T) {
	tests := []struct {
		s           CapScheme
		round, size int
		want        int
	}{
		{Plus100, 1, 2, 100}, {Plus100, 2, 1, 200}, {Plus100, 3, 3, 300},
		{BySize, 1, 1, 100}, {BySize, 2, 1, 125}, {BySize, 3, 2, 300}, {BySize, 2, 3, 350}, {BySize, 0, 3, 100},
	}
	for _, tt := range tests {
		if got := Cap(tt.s, tt.round, tt.size); got != tt.want {
			t.Errorf("Cap(%s, %d, %d) = %d, want %d", tt.s, tt.round, tt.size, got, tt.want)
		}
	}
}

func TestSeatingOrder(t *testing.T) {
	tests := []struct {
		f     Format
		sides []int
		seat  int
		rule  string
	}{
		{Format{3, 2}, []int{0, 1, 2, 0, 1, 2}, -1, ""},
		{Format{3, 2}, []int{2, 0, 1, 2, 0, 1}, -1, ""},
		{Format{3, 2}, []int{0, 1, 2, 0, 2, 1}, 4, RuleABCABC.English},
		{Format{3, 2}, []int{0, 0, 1, 1, 2, 2}, 3, RuleABCABC.English},
		{Format{2, 3}, []int{0, 1, 0, 1, 0, 1}, -1, ""},
		{Format{2, 3}, []int{0, 1, 0, 1, 1, 0}, 4, RuleABABAB.English},
		{Format{2, 3}, []int{0, 0, 0, 1, 1, 1}, 1, RuleABABAB.English},
		{Format{2, 2}, []int{0, 0, 1, 1}, -1, ""}, // partners opposite is advice only
		{Format{6, 1}, []int{0, 1, 2, 3, 4, 5}, -1, ""},
	}
	for _, tt := range tests {
		seat, err := CheckSeating(tt.f, tt.sides)
		if seat != tt.seat || (tt.rule == "") != (err == nil) || (err != nil && (game.RuleOf(err) != tt.rule || !errors.Is(err, game.ErrIllegal))) {
			t.Errorf("%v %v: seat %d, %v", tt.f, tt.sides, seat, err)
		}
	}
}

func TestCheckCounts(t *testing.T) {
	ab := []string{"A", "B"}
	if err := CheckCounts(ab, []FireWater{{7, 8}, {8, 7}}); err != nil {
		t.Error(err)
	}
	// A negative count is not a count; it is reported before anything else.
	err := CheckCounts(ab, []FireWater{{16, 8}, {-1, 7}})
	if !errors.Is(err, game.ErrInvalid) || errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "B" || !errors.Is(err, ErrCounts) {
		t.Errorf("negative: %v", err)
	}
	// More than the deck holds is an impossible table.
	err = CheckCounts(ab, []FireWater{{7, 8}, {16, 7}})
	if !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "B" || !errors.Is(err, ErrCounts) {
		t.Errorf("16 fire: %v", err)
	}
	for _, c := range [][]FireWater{{{7, 8}, {7, 7}}, {{8, 8}, {8, 7}}, {{0, 0}, {0, 0}}} {
		err := CheckCounts(ab, c)
		if !errors.Is(err, game.ErrImpossible) || game.RuleOf(err) != game.RuleImpossible || !errors.Is(err, ErrCounts) {
			t.Errorf("%v: %v", c, err)
		}
	}
}

func TestInstantWin(t *testing.T) {
	if !InstantWin(VariantTable, Format{6, 1}) || InstantWin(BaseTable, Format{6, 1}) || InstantWin(VariantTable, Format{5, 1}) || InstantWin(VariantTable, Format{2, 3}) {
		t.Error("only the variant table's six players each for themselves win at once")
	}
}

func TestFormatsFor(t *testing.T) {
	tests := map[int][]Format{
		1: nil, 2: {{2, 1}}, 3: {{3, 1}}, 4: {{4, 1}, {2, 2}}, 5: {{5, 1}},
		6: {{6, 1}, {3, 2}, {2, 3}}, 7: nil, 8: nil,
	}
	for n, want := range tests {
		got := FormatsFor(n)
		if len(got) != len(want) {
			t.Errorf("FormatsFor(%d) = %v, want %v", n, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("FormatsFor(%d) = %v, want %v", n, got, want)
			}
		}
	}
}
