package hyrule

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/assets"
	"arbiter/storage"
)

func TestHyruleNewGameAsksTurnRules(t *testing.T) {
	u := newTestUI(t, true)
	p := u.NewGame("hyrule")
	entries := apptest.All[*widget.SelectEntry](p.Content)
	if len(entries) != 2 {
		t.Fatalf("seats = %d, want 2", len(entries))
	}
	test.Type(entries[0], "Ann")
	test.Type(entries[1], "Bob")
	u.Push("play", p)
	test.Tap(apptest.ButtonAt(p.Content, i18n.T("Start the game")))
	st := u.Store()
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
	if top := u.Current("play"); top.Title != "Hyrule" {
		t.Errorf("after start the table should show, got %q", top.Title)
	}
}

func TestHyruleTurnsRunoffAndUndo(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	names := []string{"Ann", "Bob", "Cleo"}
	var players []storage.Player
	for _, n := range names {
		p, _ := st.EnsurePlayer(n)
		players = append(players, p)
	}
	g, err := host.CreateGame(st, "hyrule", "", names, nil, host.Tables["hyrule"].Seating)
	if err != nil {
		t.Fatal(err)
	}
	h := newHyruleTable(u, st, g)
	u.Push("play", h.page())

	// Rulebook: with hearts and rupees both down among three cards, the
	// highest heart wins.
	for _, c := range []string{"8H", "8D", "8S"} {
		hyTap(t, h.picker, c)
	}
	if got := (apptest.Labels(h.result) + apptest.ButtonTexts(h.result)); !strings.Contains(got, "Ann takes the turn with 8H: 3 cards") {
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
	if !strings.Contains(h.picker.Status.Text, "turn 1") {
		t.Errorf("status = %q", h.picker.Status.Text)
	}
	hyTap(t, h.picker, "KH")
	hyTap(t, h.picker, "2S")
	if got := (apptest.Labels(h.result) + apptest.ButtonTexts(h.result)); !strings.Contains(got, "Bob takes the turn with 2S: 5 cards") {
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
	test.Tap(h.sheet.Undo)
	apptest.Confirm(t, u.Window(), i18n.T("Yes"))
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bob"] != 0 || tot.Rounds != 1 {
		t.Errorf("after undo: %v, %d rounds", tot.Scores, tot.Rounds)
	}
	if !strings.Contains(h.head.Text, "Turn 2") {
		t.Errorf("head = %q", h.head.Text)
	}
}

// Every string of the Hyrule and Mortal Swords screens has its Dutch.
func TestHyruleSwordsStringsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\bT\("((?:[^"\\]|\\.)*)"`)
	for _, f := range []struct{ src, nl string }{{"hyrule.go", "hyrule.nl.json"}} {
		src, err := os.ReadFile(f.src)
		if err != nil {
			t.Fatal(err)
		}
		b, err := assets.Translations.ReadFile("translations/" + f.nl)
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

// A level round goes on with its run-off game at the same table: only the
// level players play it, and under strategy rules the table names its
// tallest player when the round's tallest is not among them (HYRULE-4).
func TestHyruleRunoffGameAtTheSameTable(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	names := []string{"Ann", "Bob", "Cleo"}
	tall := "Bob"
	setup, _ := json.Marshal(hySetup{Players: names, TurnRules: "strategy", Tallest: &tall})
	s := host.Tables["hyrule"].Seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	g, err := host.CreateGame(st, "hyrule", "", names, nil, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		`{"cards":["2C","2S","2H"]}`, `{"cards":["3H","3C","3S"]}`, `{"cards":["4H","4S","4C"]}`, `{"cards":["6C","6S","6H"]}`,
		`{"cards":["7S","7H","7C"]}`, `{"cards":["8C","8H","8S"]}`, `{"cards":["KS","KH","KC"]}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	h := newHyruleTable(u, st, g)
	u.Push("play", h.page())
	if got := (apptest.Labels(h.outcome) + apptest.ButtonTexts(h.outcome)); !strings.Contains(got, "Round over: Ann & Cleo are level and play a run-off game.") || !h.entry.Visible() {
		t.Fatalf("outcome %q, entry shown %v", got, h.entry.Visible())
	}
	if !h.tallestSel.Visible() || strings.Join(h.tallestSel.Options, ",") != "Ann,Cleo" || !h.save.Disabled() {
		t.Fatalf("the run-off game's tallest player is asked: %v %v", h.tallestSel.Visible(), h.tallestSel.Options)
	}
	h.tallestSel.SetSelected("Cleo")
	if len(h.zoneKeys) != 2 || !strings.Contains(h.head.Text, "Turn 1 of 7") || !strings.Contains(h.due.Text, "Cleo, the tallest player") {
		t.Fatalf("zones %v, head %q, due %q", h.zoneKeys, h.head.Text, h.due.Text)
	}
	// The round's 2C comes back: the run-off game is a new deal.
	hyTap(t, h.picker, "2C") // Cleo leads
	hyTap(t, h.picker, "2S") // Ann
	if got := (apptest.Labels(h.result) + apptest.ButtonTexts(h.result)); !strings.Contains(got, "Cleo takes the turn with 2C: 2 cards") {
		t.Fatalf("result = %q", got)
	}
	test.Tap(h.save)
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 8 || !strings.Contains(string(rounds[7].Input), `"runoff_game":{"tallest":"Cleo"}`) || !strings.Contains(string(rounds[7].Input), `"cards":["2S","2C"]`) {
		t.Fatalf("stored run-off turn: %s", rounds[7].Input)
	}
	if h.tallestSel.Visible() || !strings.Contains(h.head.Text, "Turn 2 of 7") {
		t.Errorf("after the first run-off turn: tallest asked %v, head %q", h.tallestSel.Visible(), h.head.Text)
	}
	for _, in := range []string{`{"cards":["3S","3C"]}`, `{"cards":["4S","4C"]}`, `{"cards":["5S","5C"]}`, `{"cards":["6S","6C"]}`, `{"cards":["7S","7C"]}`, `{"cards":["8S","8C"]}`} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	again := newHyruleTable(u, st, g)
	u.Push("play", again.page())
	if got := (apptest.Labels(again.outcome) + apptest.ButtonTexts(again.outcome)); !strings.Contains(got, "Round over: Cleo wins with 14 captured cards.") || again.entry.Visible() {
		t.Errorf("outcome %q, entry shown %v", got, again.entry.Visible())
	}
	full, _ := st.Game(g.ID)
	if full.Status != storage.StatusFinished || strings.Join(full.Winners, ",") != "Cleo" {
		t.Errorf("game %s, winners %v", full.Status, full.Winners)
	}
}
