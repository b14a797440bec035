package burn

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	engine "arbiter/engine/burn"
	"arbiter/scoring/gametest"
)

// TestThirdReviewCases runs the worked cases of the third review (issue
// 28): pit rounds summed up as their details say them.
func TestThirdReviewCases(t *testing.T) { gametest.RunFile(t, games, "testdata/review3.json") }

// Issue 28 #4: the game's explanation sums a pit round up as its details
// do, for every pit round of every worked case: the section the pit's
// steps cite and BURN-1, the table that set the value, the value, and the
// way it was applied (off the pit side's total, or to every opponent).
func TestPitSummaryAgreesWithTheDetails(t *testing.T) {
	files, err := filepath.Glob("testdata/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no worked cases: %v", err)
	}
	pits := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []gametest.Case
		if json.Unmarshal(b, &cases) != nil {
			continue
		}
		for _, c := range cases {
			if c.Command != "score" || c.ExpectError {
				continue
			}
			out, err := ScoreGame(c.Input)
			if err != nil {
				continue
			}
			g := out.(GameOutput)
			for i, d := range g.Details {
				if d.Pit == nil {
					continue
				}
				pits++
				sum := g.Steps[i+1] // after the seating's step
				last := d.Steps[len(d.Steps)-1]
				where := fmt.Sprintf("%s: %s, round %d: %q", f, c.Name, i+1, sum.Text)
				if !strings.HasPrefix(sum.Text, fmt.Sprintf("Round %d, a pit for %s worth %d (", i+1, d.Pit.Side, d.Pit.Value)) {
					t.Errorf("%s does not name the pit", where)
				}
				if sum.Section != last.Section || sum.Ruling != "BURN-1" {
					t.Errorf("%s cites %q %q, the details %q BURN-1", where, sum.Section, sum.Ruling, last.Section)
				}
				if variant := strings.Contains(sum.Text, "(variant pit table"); variant != (d.Pit.Table == engine.VariantTable) {
					t.Errorf("%s: the details' table is %s", where, d.Pit.Table)
				}
				took := fmt.Sprintf("%s takes %d off its own total", d.Pit.Side, d.Pit.Value)
				gave := fmt.Sprintf("every opponent of %s gets +%d", d.Pit.Side, d.Pit.Value)
				if applied := d.Pit.Applied; (applied == engine.Subtract) != strings.Contains(sum.Text, took) || (applied == engine.Add) != strings.Contains(sum.Text, gave) {
					t.Errorf("%s: the details applied %s", where, applied)
				}
				if d.Pit.Forced && d.Pit.Chosen != engine.NoChoice && !strings.Contains(sum.Text, ", but ") && !strings.Contains(sum.Text, "may neither") {
					t.Errorf("%s: the chosen %s was overridden, the summary must say so", where, d.Pit.Chosen)
				}
			}
		}
	}
	if pits < 6 {
		t.Errorf("only %d pit rounds in the worked cases", pits)
	}
}
