package burn

import (
	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/widgets"
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

// burnStart fills Burn's new-game page and starts the game.
func burnStart(t *testing.T, u *app.UI, names []string, variant string) (*burnTable, storage.Game) {
	t.Helper()
	p := burnNewGamePage(u)
	u.Push("play", p)
	entries := apptest.Find(p.Content, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.SelectEntry); return ok })
	if len(entries) != 4 {
		t.Fatalf("%d seats on the form, want 4", len(entries))
	}
	for i, n := range names {
		entries[i].(*widget.SelectEntry).SetText(n)
	}
	radios := apptest.Find(p.Content, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.RadioGroup); return ok })
	var r *widget.RadioGroup
	for _, o := range radios {
		for _, opt := range o.(*widget.RadioGroup).Options {
			if opt == variant {
				r = o.(*widget.RadioGroup)
			}
		}
	}
	if r == nil {
		t.Fatalf("no seating choice %q", variant)
	}
	r.SetSelected(variant)
	test.Tap(apptest.TappableIn(t, p.Content, "Start the game"))
	st := u.Store()
	games, err := st.Games(storage.Filter{Kind: "burn"})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %d, %v", len(games), err)
	}
	return newBurnTable(u, st, games[0]), games[0]
}

// The rulebook's team example: partners pool their cards; 7 fire and 8
// water put the fire out (0), the other team scores its 8 fire.
func TestBurnTeamsRoundPitAndUndo(t *testing.T) {
	u := newTestUI(t, true)
	tb, g := burnStart(t, u, []string{"Ann", "Bo", "Cy", "Di"}, "2 teams of 2")
	st := tb.st
	var setup map[string]map[string][]string
	_ = json.Unmarshal(g.Setup, &setup)
	if got := strings.Join(setup["sides"]["Ann & Cy"], ","); got != "Ann,Cy" {
		t.Fatalf("teams = %v", setup["sides"])
	}
	u.Push("play", tb.page())

	steppers := func(icon string) []fyne.CanvasObject {
		return apptest.Find(tb.entryUI, func(o fyne.CanvasObject) bool {
			b, ok := o.(*widget.Button)
			return ok && b.Text == "" && b.Icon != nil && strings.Contains(b.Icon.Name(), icon)
		})
	}
	// Start: Ann & Cy 8 fire 7 water; Bo & Di 7 fire 8 water.
	test.Tap(steppers("remove")[0].(*widget.Button)) // Ann & Cy fire −1
	test.Tap(steppers("add")[1].(*widget.Button))    // Ann & Cy water +1
	if tb.d.Won["Ann & Cy"].Fire != 7 || tb.d.Won["Ann & Cy"].Water != 8 || tb.d.Won["Bo & Di"].Fire != 8 || tb.d.Won["Bo & Di"].Water != 7 {
		t.Fatalf("won = %+v", tb.d.Won)
	}
	if tb.preview == nil || tb.preview.Points["Ann & Cy"] != 0 || tb.preview.Points["Bo & Di"] != 8 {
		t.Fatalf("preview = %+v, %v", tb.preview, tb.previewErr)
	}
	test.Tap(tb.saveBtn)
	tot, _ := st.Totals(g.ID)
	if tot.Scores["Ann & Cy"] != 0 || tot.Scores["Bo & Di"] != 8 {
		t.Fatalf("totals = %v", tot.Scores)
	}
	if tb.d.Dealer != "Bo" {
		t.Errorf("next dealer = %q, want Bo (after Ann)", tb.d.Dealer)
	}

	// A pit for Ann & Cy at 0: taking 30 off would go below 0, so the
	// other side gets 30.
	for tb.d.Won["Ann & Cy"].Fire < 15 {
		test.Tap(steppers("add")[0].(*widget.Button))
	}
	for tb.d.Won["Ann & Cy"].Water < 15 {
		test.Tap(steppers("add")[1].(*widget.Button))
	}
	sub := apptest.TappableIn(t, tb.pitUI, "−30 for Ann & Cy").(*widgets.PymReasonButton)
	if !sub.Disabled() || !strings.Contains(sub.Reason, "below 0") {
		t.Fatalf("subtract: disabled=%v reason=%q", sub.Disabled(), sub.Reason)
	}
	test.Tap(sub)
	if !strings.Contains(apptest.Labels(tb.pitUI), "would go below 0") {
		t.Error("tapping the refused choice should say why")
	}
	if tb.preview == nil || tb.preview.Points["Bo & Di"] != 30 {
		t.Fatalf("pit preview = %+v, %v", tb.preview, tb.previewErr)
	}
	test.Tap(tb.saveBtn)
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bo & Di"] != 38 || tot.Rounds != 2 {
		t.Fatalf("totals after the pit = %v", tot.Scores)
	}

	// Undo the pit from the score sheet.
	test.Tap(tb.sheet.Undo)
	test.Tap(apptest.TappableIn(t, u.Window().Canvas().Overlays().Top(), "Yes"))
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bo & Di"] != 8 || tot.Rounds != 1 {
		t.Errorf("after undo = %+v", tot)
	}
}

func TestBurnEachForThemselvesDraftSurvives(t *testing.T) {
	u := newTestUI(t, false)
	tb, g := burnStart(t, u, []string{"Ann", "Bo", "Cy", "Di"}, "Each for themselves (4 players)")
	if len(tb.table.Sides) != 4 {
		t.Fatalf("sides = %v", tb.table.Sides)
	}
	u.Push("play", tb.page())
	tb.shift("Ann", true, +1)
	want := tb.d.Won["Ann"].Fire
	// Reopen the table: the draft is restored.
	again := newBurnTable(u, tb.st, g)
	if again.d.Won["Ann"].Fire != want {
		t.Errorf("restored draft fire = %d, want %d", again.d.Won["Ann"].Fire, want)
	}
}

// A saved round is corrected from the score sheet's Edit: a new version,
// the totals recomputed.
func TestBurnEditRoundCorrects(t *testing.T) {
	u := newTestUI(t, true)
	tb, g := burnStart(t, u, []string{"Ann", "Bo", "Cy", "Di"}, "Each for themselves (4 players)")
	u.Push("play", tb.page())
	// 4 players: Ann 4/3, Bo 4/4, Cy 4/4, Di 3/4 to start.
	test.Tap(tb.saveBtn)
	rounds, _ := tb.st.Rounds(g.ID)
	if len(rounds) != 1 {
		t.Fatalf("rounds = %d", len(rounds))
	}
	tb.edit(rounds[0])
	if tb.saveBtn.Text != "Save the correction" {
		t.Fatalf("save button = %q", tb.saveBtn.Text)
	}
	tb.shift("Ann", false, +1)
	tb.shift("Ann", false, +1) // Ann now takes more water than fire: 0
	test.Tap(tb.saveBtn)
	rounds, _ = tb.st.Rounds(g.ID)
	if len(rounds) != 1 || rounds[0].Version != 2 {
		t.Fatalf("after the correction: %d rounds, version %d", len(rounds), rounds[0].Version)
	}
	tot, _ := tb.st.Totals(g.ID)
	if tot.Scores["Ann"] != 0 {
		t.Errorf("Ann = %v after the correction", tot.Scores["Ann"])
	}
}
