package app

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

// hyTap taps a card of the table's deck.
func hyTap(t *testing.T, p *cardPicker, code string) {
	t.Helper()
	f := p.faces[code]
	if len(f) == 0 {
		t.Fatalf("no card %s in the deck", code)
	}
	test.Tap(f[0])
}

// hyTexts joins every label's text under o.
func hyTexts(o fyne.CanvasObject) string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Label:
			out = append(out, w.Text)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case *widget.Button:
			out = append(out, w.Text)
		case *container.Scroll:
			walk(w.Content)
		case *widget.Card:
			out = append(out, w.Title, w.Subtitle)
			if w.Content != nil {
				walk(w.Content)
			}
		}
	}
	walk(o)
	return strings.Join(out, "\n")
}

// findEntries returns the entries of a form, in order.
func hySelectEntries(o fyne.CanvasObject) []*widget.SelectEntry {
	var out []*widget.SelectEntry
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.SelectEntry:
			out = append(out, w)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(w.Content)
		}
	}
	walk(o)
	return out
}

func hyButton(o fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *widget.Button:
			if w.Text == text && found == nil {
				found = w
			}
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(w.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return found
}

func TestHyruleNewGameAsksTurnRules(t *testing.T) {
	u := newTestUI(t, true)
	p := u.newGamePage("hyrule")
	entries := hySelectEntries(p.content)
	if len(entries) != 2 {
		t.Fatalf("seats = %d, want 2", len(entries))
	}
	test.Type(entries[0], "Ann")
	test.Type(entries[1], "Bob")
	u.push("play", p)
	test.Tap(hyButton(p.content, T("Start the game")))
	st := u.storeNow()
	games, err := st.Games(storage.Filter{Status: storage.StatusActive})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	var s hySetup
	if err := json.Unmarshal(games[0].Setup, &s); err != nil {
		t.Fatal(err)
	}
	if strings.Join(s.Players, ",") != "Ann,Bob" || s.TurnRules != "chance" {
		t.Errorf("setup = %+v", s)
	}
	if top := u.shell.section("play").stack.top(); top.title != "Hyrule" {
		t.Errorf("after start the table should show, got %q", top.title)
	}
}

func TestHyruleTurnsRunoffAndUndo(t *testing.T) {
	u := newTestUI(t, true)
	st := u.storeNow()
	names := []string{"Ann", "Bob", "Cleo"}
	var players []storage.Player
	for _, n := range names {
		p, _ := st.EnsurePlayer(n)
		players = append(players, p)
	}
	g, err := createGame(st, "hyrule", "", names, nil, tables["hyrule"].seating)
	if err != nil {
		t.Fatal(err)
	}
	h := newHyruleTable(u, st, g)
	u.push("play", h.page())

	// Rulebook: with hearts and rupees both down among three cards, the
	// highest heart wins.
	for _, c := range []string{"8H", "8D", "8S"} {
		hyTap(t, h.picker, c)
	}
	if got := hyTexts(h.result); !strings.Contains(got, "Ann takes the turn with 8H: 3 cards") {
		t.Fatalf("result = %q", got)
	}
	if h.save.Disabled() {
		t.Fatal("save should be enabled")
	}
	// The draft keeps the cards until saved.
	if b, err := st.Draft("game/" + g.ID); err != nil || !strings.Contains(string(b), "8D") {
		t.Errorf("draft = %s, %v", b, err)
	}
	test.Tap(h.save)
	if _, err := st.Draft("game/" + g.ID); err == nil {
		t.Error("the draft should be gone after saving")
	}
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tot.Scores["Ann"] != 3 || tot.Scores["Bob"] != 0 {
		t.Errorf("totals = %v", tot.Scores)
	}

	// Two jokers and no five: a standoff with a run-off (HYRULE-3).
	hyTap(t, h.picker, "RJ")
	hyTap(t, h.picker, "BJ")
	hyTap(t, h.picker, "3C")
	if len(h.tied) != 2 || !h.save.Disabled() {
		t.Fatalf("standoff: tied %v, save disabled %v", h.tied, h.save.Disabled())
	}
	hyTap(t, h.picker, "8H") // used in turn 1: refused
	if !strings.Contains(h.picker.status.Text, "turn 1") {
		t.Errorf("status = %q", h.picker.status.Text)
	}
	hyTap(t, h.picker, "KH")
	hyTap(t, h.picker, "2S")
	if got := hyTexts(h.result); !strings.Contains(got, "Bob takes the turn with 2S: 5 cards") {
		t.Fatalf("run-off result = %q", got)
	}
	test.Tap(h.save)
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 2 {
		t.Fatalf("rounds = %d", len(rounds))
	}
	var tr hyTurn
	_ = json.Unmarshal(rounds[1].Input, &tr)
	if strings.Join(tr.Cards, " ") != "RJ BJ 3C" || strings.Join(tr.Runoff, " ") != "KH 2S" {
		t.Errorf("stored turn = %+v", tr)
	}
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bob"] != 5 {
		t.Errorf("totals = %v", tot.Scores)
	}

	// Undo the last turn through the score sheet.
	test.Tap(h.sheet.undo)
	hyConfirm(t, u)
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bob"] != 0 || tot.Rounds != 1 {
		t.Errorf("after undo: %v, %d rounds", tot.Scores, tot.Rounds)
	}
	if !strings.Contains(h.head.Text, "Turn 2") {
		t.Errorf("head = %q", h.head.Text)
	}
}

// hyConfirm taps the confirm button of the dialog on top.
func hyConfirm(t *testing.T, u *UI) {
	t.Helper()
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog shown")
	}
	for _, text := range []string{"Yes", "OK", T("Yes")} {
		if b := hyButton(top, text); b != nil {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no confirm button in %q", hyTexts(top))
}

// Every string of the Hyrule and Mortal Swords screens has its Dutch.
func TestHyruleSwordsStringsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\bT\("((?:[^"\\]|\\.)*)"`)
	for _, f := range []struct{ src, nl string }{{"hyrule.go", "hyrule.nl.json"}, {"swords.go", "swords.nl.json"}} {
		src, err := os.ReadFile(f.src)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile("../assets/translations/" + f.nl)
		if err != nil {
			t.Fatal(err)
		}
		var nl map[string]string
		if err := json.Unmarshal(b, &nl); err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			var key string
			if err := json.Unmarshal([]byte(`"`+m[1]+`"`), &key); err != nil {
				t.Fatal(err)
			}
			if nl[key] == "" {
				t.Errorf("%s: no Dutch for %q", f.src, key)
			}
		}
	}
}
