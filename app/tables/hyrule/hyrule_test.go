package hyrule

import (
	"encoding/json"
	"fmt"
	"image/color"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	"arbiter/assets"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/storage"
)

// hyGame is the one game of the store.
func hyGame(t *testing.T, st *storage.Store) storage.Game {
	t.Helper()
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	g, err := st.Game(games[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// storedGame is a stored game's state after its turns in force, as the
// history reads it.
func storedGame(t *testing.T, st *storage.Store, gameID string) *shyrule.Game {
	t.Helper()
	s, err := st.GameState(gameID)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := s.(*shyrule.Game)
	if !ok {
		t.Fatalf("game %s is a %T", gameID, s)
	}
	return g
}

// titles are the stored turns in force as the table numbers them ("Turn
// 3", "Run-off game, turn 1").
func titles(t *testing.T, st *storage.Store, rounds []storage.Round) []string {
	t.Helper()
	out := make([]string, len(rounds))
	for i, r := range rounds {
		d, err := st.Decode(r)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = Table.RoundTitle(r.Number, d.Round, d.Result)
	}
	return out
}

// checkNumbers checks every number of the scores a person sees against the
// engine: the captured cards of the game being played (the state's), the
// score sheet's totals (Store.Totals: the round's, HYRULE-4), each row's
// change and total (the stored turns), and the turn number (turn: 0 to
// skip; the turn of the game being played, a run-off game's from 1).
func checkNumbers(t *testing.T, sc *apptest.Screen, st *storage.Store, g storage.Game, turn int) int {
	t.Helper()
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	state := storedGame(t, st, g.ID)
	rounds, _ := st.Rounds(g.ID)
	named := titles(t, st, rounds)
	players := state.Players()
	num := func(s string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("%q is not a number", s)
		}
		return f
	}
	sheet := regexp.MustCompile(`^(.+): (\d+)$`)
	part := tabletest.TemplateRE(i18n.T("%s %+d, now %d"))
	turnRE := tabletest.TemplateRE(i18n.T("Turn %d of 7"))
	runoffRE := tabletest.TemplateRE(i18n.T("Run-off game · turn %d of 7"))
	capPrefix := i18n.T("Captured:") + " "
	read := 0
	for _, l := range tabletest.Labels(sc) {
		switch {
		case strings.Contains(l, capPrefix):
			head, caps, _ := strings.Cut(l, " · "+capPrefix)
			m := turnRE.FindStringSubmatch(head)
			if m == nil {
				m = runoffRE.FindStringSubmatch(head)
			}
			if m != nil {
				read++
				if n := int(num(m[1])); turn > 0 && n != turn {
					t.Errorf("%q: the turn being entered is turn %d", l, turn)
				}
			}
			names := state.Table()
			want := state.Captured()
			for i, p := range strings.Split(caps, " · ") {
				k := strings.LastIndex(p, " ")
				read++
				if i >= len(names) || p[:k] != names[i] || int(num(p[k+1:])) != want[i] {
					t.Errorf("%q: the engine has %v captured by %v", l, want, names)
				}
			}
		case sheet.MatchString(l) && slices.Contains(players, sheet.FindStringSubmatch(l)[1]):
			m := sheet.FindStringSubmatch(l)
			read++
			if num(m[2]) != tot.Scores[m[1]] {
				t.Errorf("%q: the engine's total is %v", l, tot.Scores[m[1]])
			}
		default:
			for n, title := range named {
				if !strings.HasPrefix(l, title+"  ") {
					continue
				}
				head, _, _ := strings.Cut(l, "  — ")
				rest := strings.TrimPrefix(head, title+"  ")
				after := widgets.Numbers(rounds[n].TotalsAfter)
				before := map[string]float64{}
				if n > 0 {
					before = widgets.Numbers(rounds[n-1].TotalsAfter)
				}
				for _, p := range strings.Split(rest, " · ") {
					m := part.FindStringSubmatch(p)
					if m == nil {
						t.Errorf("row %q: %q is not a player's change", l, p)
						continue
					}
					read += 2
					if num(m[2]) != after[m[1]]-before[m[1]] || num(m[3]) != after[m[1]] {
						t.Errorf("row %q: the engine has %s %+g, now %v", l, m[1], after[m[1]]-before[m[1]], after[m[1]])
					}
				}
			}
		}
	}
	return read
}

// showSheet shows the score sheet (its own tab on a phone), checks its
// numbers and goes back to the turn.
func showSheet(t *testing.T, u *app.UI, sc *apptest.Screen, turn int) {
	t.Helper()
	st := u.Store()
	g := hyGame(t, st)
	if u.Phone() {
		sc.Tap(i18n.T("Score sheet"))
	}
	if n := checkNumbers(t, sc, st, g, 0); n < 2 {
		t.Errorf("only %d numbers of the score sheet on screen: %q", n, tabletest.Labels(sc))
	}
	if u.Phone() {
		sc.Tap(i18n.T("Turn"))
	}
	checkNumbers(t, sc, st, g, turn)
}

// The turns of the journeys: a default game (chance rules), two players.
var hyTurns = [][]string{{"8H", "3C"}, {"KS", "2D"}, {"5H", "9C"}}

// TestJourneyHyrule is a person's first round of Hyrule, at phone and
// desktop size, in English and Dutch: from the home screen, a new game
// with everything left as it is, three turns tapped in card by card, away
// through History and back with Resume, a past turn corrected from the
// score sheet, the last turn undone (it comes back in the form) and saved
// again; every number on screen is the engine's. On the desktop the window
// is narrowed to a phone's width and widened again with a turn half
// entered: the table lays itself out again both ways and keeps the cards.
//
// English on a phone and Dutch on a desktop: each size and each language
// once (the other two pairs repeat the same logic at twice the time).
func TestJourneyHyrule(t *testing.T) {
	t.Run("en-phone", func(t *testing.T) { journeyHyrule(t, "en", true) })
	t.Run("nl-desktop", func(t *testing.T) { journeyHyrule(t, "nl", false) })
}

func journeyHyrule(t *testing.T, lang string, phone bool) {
	u, sc := startUI(t, phone, lang, "")
	st := u.Store()
	tabletest.TapTile(t, sc, "Hyrule")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Ann")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Bob")
	sc.Tap(i18n.T("Start the game"))
	g := hyGame(t, st)
	var setup hySetup
	_ = json.Unmarshal(g.Setup, &setup)
	if setup.TurnRules != "chance" || len(g.Options) > 0 && string(g.Options) != "null" && string(g.Options) != "{}" {
		var opts map[string]any
		_ = json.Unmarshal(g.Options, &opts)
		def := shyrule.Schema.Defaults()
		for k, v := range opts {
			if fmt.Sprint(def[k]) != fmt.Sprint(v) {
				t.Errorf("house rule %s = %v, the default is %v", k, v, def[k])
			}
		}
	}
	tabletest.Fits(t, sc, "a new table")
	checkNumbers(t, sc, st, g, 1)
	for i, cs := range hyTurns {
		if i == 1 && !u.Phone() {
			tabletest.TapCards(t, sc, cs[0])
			resizeLive(t, u, sc, cs[0])
			tabletest.TapCards(t, sc, cs[1:]...)
		} else {
			tabletest.TapCards(t, sc, cs...)
		}
		tabletest.Fits(t, sc, fmt.Sprintf("turn %d entered", i+1))
		sc.Tap(i18n.T("Save the turn"))
		if want := i18n.Tf("Turn %d saved.", i+1); !sc.Has(want) {
			t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
		}
		checkNumbers(t, sc, st, g, i+2)
	}
	showSheet(t, u, sc, 4)
	tot, _ := st.Totals(g.ID)
	if tot.Rounds != 3 {
		t.Fatalf("after three turns: %d rounds", tot.Rounds)
	}

	// Away through History, back with Resume.
	sc.Tap(i18n.T("History"))
	tabletest.TapPrefix(t, sc, "Ann ")
	tabletest.Tap(sc, i18n.T("Resume"))
	if !hasLabel(sc, i18n.Tf("Turn %d of 7", 4)+" · ") {
		t.Fatalf("Resume did not open the table at turn 4: %q", tabletest.Labels(sc))
	}

	// Correct turn 1 from the score sheet: Bob's card was the 4♣.
	if u.Phone() {
		sc.Tap(i18n.T("Score sheet"))
	}
	tabletest.TapPrefix(t, sc, i18n.Tf("Turn %d", 1)+"  ")
	sc.Tap(i18n.T("Edit this round"))
	if want := i18n.Tf("Correcting turn %d.", 1); !sc.Has(want) {
		t.Fatalf("not correcting turn 1: %q", tabletest.Labels(sc))
	}
	tabletest.TapPlaced(t, sc, "3C")
	tabletest.TapCards(t, sc, "4C")
	sc.Tap(i18n.T("Save the correction"))
	if want := i18n.Tf("Turn %d corrected.", 1); !sc.Has(want) {
		t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
	}
	rounds, _ := st.Rounds(g.ID)
	if !strings.Contains(string(rounds[0].Input), "4C") || rounds[0].Version != 2 {
		t.Errorf("turn 1 as stored: %s (v%d)", rounds[0].Input, rounds[0].Version)
	}
	showSheet(t, u, sc, 4)

	// Undo the last turn: it comes back in the form.
	sc.Tap(i18n.T("Undo last turn"))
	sc.Tap(i18n.T("Yes"))
	if !strings.HasPrefix(statusOf(sc), i18n.Tf("Turn %d taken back: its cards are in the form again. Change them and save.", 3)[:10]) {
		t.Fatalf("the status does not say turn 3 was taken back: %q", tabletest.Labels(sc))
	}
	for _, c := range hyTurns[2] {
		if !placed(sc, c) {
			t.Errorf("the undone turn's %s is not back in the form", c)
		}
	}
	showSheet(t, u, sc, 3)
	sc.Tap(i18n.T("Save the turn"))
	if want := i18n.Tf("Turn %d saved.", 3); !sc.Has(want) {
		t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
	}
	showSheet(t, u, sc, 4)
	final, _ := st.Totals(g.ID)
	state := storedGame(t, st, g.ID)
	for _, tt := range state.Standing().Totals {
		if final.Scores[tt.Side] != float64(tt.Points) {
			t.Errorf("%s: totals %v, the state %v", tt.Side, final.Scores[tt.Side], tt.Points)
		}
	}
}

// resizeLive narrows the live window to a phone's width and widens it
// again, with a card entered: the page lays itself out again each way,
// fits the window, and keeps the card.
func resizeLive(t *testing.T, u *app.UI, sc *apptest.Screen, code string) {
	t.Helper()
	u.Window().Resize(apptest.Phone)
	u.Settle()
	if !u.Phone() {
		t.Fatal("the window at a phone's width is not laid out for a phone")
	}
	tabletest.CheckLayout(t, u, sc, "narrowed to a phone")
	if !placed(sc, code) {
		t.Errorf("narrowed to a phone: %s is not in the entry", code)
	}
	sc.Tap(i18n.T("Score sheet"))
	tabletest.CheckLayout(t, u, sc, "the score sheet on a phone")
	sc.Tap(i18n.T("Turn"))
	u.Window().Resize(apptest.Desktop)
	u.Settle()
	if u.Phone() {
		t.Fatal("the window widened again is still laid out for a phone")
	}
	tabletest.CheckLayout(t, u, sc, "widened again")
	if !placed(sc, code) {
		t.Errorf("widened again: %s is not in the entry", code)
	}
}

// statusOf is the text of the table's status line: the status line drawn
// highest on the screen (the turn's result is one too, further down).
func statusOf(sc *apptest.Screen) string {
	text, y := "", float32(1e9)
	for _, it := range sc.Items() {
		for _, o := range it.Path {
			if s, ok := o.(*widgets.StatusLine); ok && it.Pos.Y < y {
				text, y = s.Text(), it.Pos.Y
			}
		}
	}
	return text
}

// hasLabel reports whether a label on screen contains part.
func hasLabel(sc *apptest.Screen, part string) bool {
	for _, l := range tabletest.Labels(sc) {
		if strings.Contains(l, part) {
			return true
		}
	}
	return false
}

// tapOption taps a choice of a radio group where it is drawn.
func tapOption(t *testing.T, sc *apptest.Screen, text string) {
	t.Helper()
	for _, it := range sc.Items() {
		if it.Text != text {
			continue
		}
		for _, o := range it.Path {
			if _, ok := o.(*widget.RadioGroup); ok {
				sc.TapItem(it)
				return
			}
		}
	}
	t.Fatalf("no choice %q on screen: %q", text, sc.Texts())
}

// placed reports whether a card is placed in a zone on screen.
func placed(sc *apptest.Screen, code string) bool {
	for _, it := range sc.Items() {
		if f := tabletest.PlacedFaceOf(it); f != nil && f.Spec.Code == code {
			return true
		}
	}
	return false
}

func TestHyruleNewGameAsksTurnRules(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	tabletest.TapTile(t, sc, "Hyrule")
	tabletest.TypeInto(t, sc, "Player name", "Ann")
	tabletest.TypeInto(t, sc, "Player name", "Bob")
	sc.Tap("Start the game")
	g := hyGame(t, u.Store())
	var s hySetup
	if err := json.Unmarshal(g.Setup, &s); err != nil {
		t.Fatal(err)
	}
	if strings.Join(s.Players, ",") != "Ann,Bob" || s.TurnRules != "chance" {
		t.Errorf("setup = %+v", s)
	}
	if !hasLabel(sc, i18n.T("Chance rules: everyone picks a card face down, then all are turned over together. Tap each player's card.")) {
		t.Errorf("after start the table should show, under chance rules: %q", sc.Texts())
	}
}

// Issue 16 #15: the tallest player is chosen from the names, and the
// chosen name is drawn in the text's colour (WCAG AA on the page), not
// grey on green.
func TestHyruleTallestPlayerReadable(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	tabletest.TapTile(t, sc, "Hyrule")
	tabletest.TypeInto(t, sc, "Player name", "Ann")
	tabletest.TypeInto(t, sc, "Player name", "Bob")
	tabletest.Tap(sc, "Strategy rules")
	tapOption(t, sc, "Bob")
	var name *canvas.Text
	for _, it := range sc.Items() {
		if it.Text != "Bob" {
			continue
		}
		for _, o := range it.Path {
			if _, ok := o.(*widget.RadioGroup); ok {
				name = it.Path[len(it.Path)-1].(*canvas.Text)
			}
		}
	}
	if name == nil {
		t.Fatalf("Bob is not offered as the tallest player: %q", sc.Texts())
	}
	fg := rgb(name.Color)
	bg := rgb(theme.Color(theme.ColorNameBackground))
	if c := apptest.Contrast(fg, bg); c < 4.5 {
		t.Errorf("the chosen tallest player is drawn at %.2f:1 contrast", c)
	}
	sc.Tap("Start the game")
	var s hySetup
	_ = json.Unmarshal(hyGame(t, u.Store()).Setup, &s)
	if s.TurnRules != "strategy" || s.Tallest == nil || *s.Tallest != "Bob" {
		t.Errorf("setup = %+v", s)
	}
}

func rgb(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	return [3]float64{float64(r) / 0xffff, float64(g) / 0xffff, float64(b) / 0xffff}
}

// Issue 16 #10: Hyrule's Why? is in view next to the turn's result, and
// opens the rules' reasons.
func TestHyruleWhyIsInView(t *testing.T) {
	for _, phone := range []bool{false, true} {
		u, sc := startUI(t, phone, "en", "")
		h, _, _ := hyNewTable(t, u, []string{"Ann", "Bob", "Cleo"}, nil)
		tabletest.TapCards(t, sc, "8H", "8D", "8S")
		if got := h.result.Text(); got != "Ann takes the turn with 8♡: 3 cards." {
			t.Fatalf("result = %q", got)
		}
		if it := sc.Find("Why?"); it.Clipped {
			t.Fatal("Why? is not wholly in view")
		}
		sc.Tap("Why?")
		top := apptest.Dialog(t, u.Window())
		if txt := apptest.Labels(top); !strings.Contains(txt, "heart") && !strings.Contains(txt, "Heart") {
			t.Errorf("Why? does not explain the turn: %q", txt)
		}
	}
}

// Issue 16 #2 for Hyrule, on the session: a table shown again after its
// game was corrected on another page shows the game as it is (both pages
// share the game's session).
func TestHyruleTableShownAgainShowsTheGameAsItIs(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	h, st, g := hyNewTable(t, u, []string{"Ann", "Bob"}, nil)
	tabletest.TapCards(t, sc, "8H", "3C")
	sc.Tap("Save the turn")
	sc.Tap("History")
	tabletest.TapPrefix(t, sc, "Ann 0")
	tabletest.Tap(sc, "Resume")
	if u.Phone() {
		sc.Tap("Score sheet")
	}
	tabletest.TapPrefix(t, sc, "Turn 1  ")
	sc.Tap("Edit this round")
	tabletest.TapPlaced(t, sc, "8H")
	tabletest.TapCards(t, sc, "2H")
	sc.Tap("Save the correction")
	u.Back(host.SectionPlay)
	if h.holder == nil || !h.entry.Visible() {
		t.Fatal("back did not show the first table")
	}
	if sc.Has("Turn 1 saved.") {
		t.Error("the first table still says \"Turn 1 saved.\"")
	}
	checkNumbers(t, sc, st, g, 2)
	// The 8♥ is free again; the 2♥ is gone.
	tabletest.TapCards(t, sc, "8H")
	if statusOf(sc) != "Tap each player's card in the deck." {
		t.Errorf("the free 8♥ was refused: %q", statusOf(sc))
	}
	tabletest.TapPlaced(t, sc, "8H")
	tabletest.TapCards(t, sc, "2H")
	if !strings.HasPrefix(statusOf(sc), "2♡ was played in turn 1") {
		t.Errorf("the used 2♥ was not refused with its reason: %q", statusOf(sc))
	}
}

func TestHyruleTurnsRunoffAndUndo(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	h, st, g := hyNewTable(t, u, []string{"Ann", "Bob", "Cleo"}, nil)

	// Rulebook: with hearts and rupees both down among three cards, the
	// highest heart wins.
	tabletest.TapCards(t, sc, "8H", "8D", "8S")
	if got := h.result.Text(); !strings.Contains(got, "Ann takes the turn with 8♡: 3 cards") {
		t.Fatalf("result = %q", got)
	}
	// The session keeps the cards until saved.
	if d := h.cs.Draft(); !slices.Contains(d.Cards, "8D") {
		t.Errorf("draft = %+v", d)
	}
	sc.Tap("Save the turn")
	if d := h.cs.Draft(); !d.Empty() {
		t.Errorf("the draft should be gone after saving: %+v", d)
	}
	tot, _ := st.Totals(g.ID)
	if tot.Scores["Ann"] != 3 || tot.Scores["Bob"] != 0 {
		t.Errorf("totals = %v", tot.Scores)
	}

	// Two jokers and no five: a standoff with a run-off (HYRULE-3); the
	// run-off cards go beside the tied players' cards: the deck does not
	// move.
	d := fyne.CurrentApp().Driver()
	deckAt := func() fyne.Position {
		return d.AbsolutePositionForObject(h.faces["AH"][0]).Subtract(d.AbsolutePositionForObject(h.entry))
	}
	before := deckAt()
	tabletest.TapCards(t, sc, "RJ", "BJ", "3C")
	if len(h.tied) != 2 || !h.save.Disabled() {
		t.Fatalf("standoff: tied %v, save disabled %v", h.tied, h.save.Disabled())
	}
	if deckAt() != before {
		t.Errorf("the deck moved from %v to %v when the run-off appeared", before, deckAt())
	}
	tabletest.TapCards(t, sc, "8H") // used in turn 1: refused
	if !strings.Contains(statusOf(sc), "turn 1") {
		t.Errorf("status = %q", statusOf(sc))
	}
	tabletest.TapCards(t, sc, "KH", "2S")
	if got := h.result.Text(); !strings.Contains(got, "Bob takes the turn with 2♤: 5 cards") {
		t.Fatalf("run-off result = %q", got)
	}
	sc.Tap("Save the turn")
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

	// Undo the last turn: it is back in the form, run-off and all.
	sc.Tap("Undo last turn")
	sc.Tap("Yes")
	tot, _ = st.Totals(g.ID)
	if tot.Scores["Bob"] != 0 || tot.Rounds != 1 {
		t.Errorf("after undo: %v, %d rounds", tot.Scores, tot.Rounds)
	}
	if !strings.Contains(h.head.Text, "Turn 2") || !strings.HasPrefix(statusOf(sc), "Turn 2 taken back") {
		t.Errorf("head = %q, status %q", h.head.Text, statusOf(sc))
	}
	if got := h.result.Text(); !strings.Contains(got, "Bob takes the turn with 2♤") {
		t.Errorf("the undone turn is not back in the form: %q", got)
	}
}

// A level round goes on with its run-off game at the same table (HYRULE-4):
// only the level players play it, under strategy rules the table names
// its tallest player when the round's tallest is not among them, its turns
// are numbered from 1, its captured cards are counted apart (the round's
// stay the totals) and decide the winner.
func TestHyruleRunoffGameAtTheSameTable(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	tall := "Bob"
	st := u.Store()
	g := createGame(t, st, []string{"Ann", "Bob", "Cleo"}, &hySetup{Players: []string{"Ann", "Bob", "Cleo"}, TurnRules: "strategy", Tallest: &tall})
	for _, in := range []string{
		`{"cards":["2C","2S","2H"]}`, `{"cards":["3H","3C","3S"]}`, `{"cards":["4H","4S","4C"]}`, `{"cards":["6C","6S","6H"]}`,
		`{"cards":["7S","7H","7C"]}`, `{"cards":["8C","8H","8S"]}`, `{"cards":["KS","KH","KC"]}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	round, _ := st.Totals(g.ID)
	h := openHy(t, u, u.Settle, g.ID, "")
	if !hasLabel(sc, "Round over: Ann & Cleo are level and play a run-off game.") || !h.entry.Visible() {
		t.Fatalf("outcome %q, entry shown %v", tabletest.Labels(sc), h.entry.Visible())
	}
	if !h.tallestBox.Visible() || strings.Join(h.tallestR.Options, ",") != "Ann,Cleo" || !h.save.Disabled() {
		t.Fatalf("the run-off game's tallest player is asked: %v %v", h.tallestBox.Visible(), h.tallestR.Options)
	}
	tapOption(t, sc, "Cleo")
	if len(h.zoneKeys) != 2 || !strings.Contains(h.head.Text, "Run-off game · turn 1 of 7 · Captured: Ann 0 · Cleo 0") || !strings.Contains(h.due.Text, "Cleo goes first") {
		t.Fatalf("zones %v, head %q, due %q", h.zoneKeys, h.head.Text, h.due.Text)
	}
	// The round's 2C comes back: the run-off game is a new deal.
	tabletest.TapCards(t, sc, "2C", "2S") // Cleo leads, then Ann
	if got := h.result.Text(); !strings.Contains(got, "Cleo takes the turn with 2♧: 2 cards") {
		t.Fatalf("result = %q", got)
	}
	sc.Tap("Save the turn")
	if !strings.HasPrefix(statusOf(sc), "Turn 1 of the run-off game saved.") {
		t.Errorf("status after the run-off game's first turn: %q", statusOf(sc))
	}
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 8 || !strings.Contains(string(rounds[7].Input), `"runoff_game":{"tallest":"Cleo"}`) || !strings.Contains(string(rounds[7].Input), `"cards":["2S","2C"]`) {
		t.Fatalf("stored run-off turn: %s", rounds[7].Input)
	}
	if h.tallestBox.Visible() || !strings.Contains(h.head.Text, "Run-off game · turn 2 of 7 · Captured: Ann 0 · Cleo 2") {
		t.Errorf("after the first run-off turn: tallest asked %v, head %q", h.tallestBox.Visible(), h.head.Text)
	}
	// The round's counts stay the totals, said beside the run-off game's.
	if tot, _ := st.Totals(g.ID); fmt.Sprint(tot.Scores) != fmt.Sprint(round.Scores) {
		t.Errorf("the run-off game's turn changed the round's totals: %v, were %v", tot.Scores, round.Scores)
	}
	if !strings.Contains(h.roundLine.Text, fmt.Sprintf("Ann %v · Bob %v · Cleo %v", round.Scores["Ann"], round.Scores["Bob"], round.Scores["Cleo"])) {
		t.Errorf("the round's counts are not said apart: %q", h.roundLine.Text)
	}
	sc.Tap(i18n.T("Score sheet"))
	if !hasLabel(sc, "Run-off game, turn 1  ") || hasLabel(sc, "#8") {
		t.Errorf("the score sheet does not number the run-off game's turn as its own: %q", tabletest.Labels(sc))
	}
	checkNumbers(t, sc, st, g, 0)
	sc.Tap(i18n.T("Turn"))
	for _, in := range []string{`{"cards":["3S","3C"]}`, `{"cards":["4S","4C"]}`, `{"cards":["5S","5C"]}`, `{"cards":["6S","6C"]}`, `{"cards":["7S","7C"]}`, `{"cards":["8S","8C"]}`} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			t.Fatal(err)
		}
	}
	u.Back(host.SectionPlay)
	again := openHy(t, u, u.Settle, g.ID, "")
	if !hasLabel(sc, "Round over: Ann & Cleo were level on 9 captured cards; Cleo wins the run-off game (Ann 0 · Cleo 14).") || again.entry.Visible() {
		t.Errorf("outcome %q, entry shown %v", tabletest.Labels(sc), again.entry.Visible())
	}
	full, _ := st.Game(g.ID)
	if full.Status != storage.StatusFinished || strings.Join(full.Winners, ",") != "Cleo" {
		t.Errorf("game %s, winners %v", full.Status, full.Winners)
	}
	if tot, _ := st.Totals(g.ID); fmt.Sprint(tot.Scores) != fmt.Sprint(round.Scores) {
		t.Errorf("the finished game's totals %v are not the round's %v", tot.Scores, round.Scores)
	}
}

// Both languages fit: the table at phone and desktop size, at the
// smallest and the largest text size, in English and Dutch, with a turn
// entered, a standoff's run-off and a refusal: nothing cut or drawn over
// another, no "(s)".
func TestHyruleTableFitsEveryTextSize(t *testing.T) {
	for _, c := range []struct {
		lang, size string
		phone      bool
	}{
		{"en", "larger", true}, {"nl", "larger", true}, {"nl", "larger", false}, {"en", "small", false},
	} {
		where := fmt.Sprintf("%s %s phone=%v", c.lang, c.size, c.phone)
		u, sc := startUI(t, c.phone, c.lang, c.size)
		tall := "Bob"
		names := []string{"Annemarie", "Bob", "Cleo"}
		hyNewTable(t, u, names, &hySetup{Players: names, TurnRules: "strategy", Tallest: &tall})
		tabletest.Fits(t, sc, where+" new")
		tabletest.TapCards(t, sc, "8H", "8D", "8S")
		tabletest.Fits(t, sc, where+" turn")
		sc.Tap(i18n.T("Save the turn"))
		tabletest.TapCards(t, sc, "8H") // refused
		tabletest.Fits(t, sc, where+" refused")
		tabletest.TapCards(t, sc, "RJ", "BJ", "3C")
		tabletest.Fits(t, sc, where+" standoff")
		for _, l := range tabletest.Labels(sc) {
			if strings.Contains(l, "(s)") {
				t.Errorf("%s: %q", where, l)
			}
		}
		for _, b := range []string{i18n.T("Save the turn"), i18n.T("Undo last turn")} {
			if it := sc.Find(b); it.Clipped {
				t.Errorf("%s: %q not wholly in view", where, b)
			}
		}
	}
}

// Every string of the Hyrule screen has its Dutch.
func TestHyruleStringsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\b(?:T|N\(\w+,)\s*\(?"((?:[^"\\]|\\.)*)"(?:,\s*"((?:[^"\\]|\\.)*)")?`)
	var src []byte
	for _, f := range []string{"hyrule.go", "table.go", "words.go"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src = append(src, b...)
	}
	nl := map[string]string{}
	for _, f := range []string{"hyrule.nl.json", "nl.json", "fyne.nl.json"} {
		b, err := assets.Translations.ReadFile("translations/" + f)
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]any{}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		for k, v := range m {
			if s, ok := v.(string); ok {
				nl[k] = s
			}
		}
	}
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		for _, lit := range m[1:] {
			if lit == "" {
				continue
			}
			var key string
			if err := json.Unmarshal([]byte(`"`+lit+`"`), &key); err != nil {
				t.Fatal(err)
			}
			if nl[key] == "" {
				t.Errorf("no Dutch for %q", key)
			}
		}
	}
}

// The round of issue 23 #4 and its run-off game, as a person plays it
// from the home screen with every house rule left as it is (a level round
// is decided by a run-off game): Ann 9, Bo 3, Cy 9 after the seven turns;
// Ann and Cy play the run-off game, Ann 8, Cy 6. The run-off game's turns
// are numbered 1 to 7 on the table, the score sheet and the game's record;
// its captured cards are counted apart and make Ann the winner; the
// totals, stored and shown, are the round's (HYRULE-4). On a phone in
// English and on a desktop in Dutch.
func TestHyruleRunoffGameKeptApart(t *testing.T) {
	t.Run("en-phone", func(t *testing.T) { runoffJourney(t, "en", true) })
	t.Run("nl-desktop", func(t *testing.T) { runoffJourney(t, "nl", false) })
}

func runoffJourney(t *testing.T, lang string, phone bool) {
	u, sc := startUI(t, phone, lang, "")
	st := u.Store()
	tabletest.TapTile(t, sc, "Hyrule")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Ann")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Bo")
	tabletest.Tap(sc, i18n.T("Add a player"))
	tabletest.Settle(u.Window()) // the form grows by a seat: laid out as the driver does
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Cy")
	sc.Tap(i18n.T("Start the game"))
	g := hyGame(t, st)
	round := [][]string{{"KC", "3H", "2S"}, {"4S", "4C", "QD"}, {"6H", "6S", "6D"}, {"7S", "8S", "7H"}, {"RJ", "10C", "9H"}, {"3D", "5H", "8H"}, {"9S", "9C", "9D"}}
	runoff := [][]string{{"2C", "2S"}, {"3C", "3S"}, {"4C", "4S"}, {"6C", "6S"}, {"7S", "7C"}, {"8S", "8C"}, {"9S", "9C"}}
	for i, cs := range round {
		tabletest.TapCards(t, sc, cs...)
		sc.Tap(i18n.T("Save the turn"))
		if want := i18n.Tf("Turn %d saved.", i+1); !sc.Has(want) {
			t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
		}
	}
	if want := i18n.Tf("Round over: %s are level and play a run-off game.", "Ann & Cy"); !hasLabel(sc, want) {
		t.Fatalf("the level round does not say %q: %q", want, tabletest.Labels(sc))
	}
	for i, cs := range runoff {
		head := i18n.Tf("Run-off game · turn %d of 7", i+1)
		if !hasLabel(sc, head+" · ") {
			t.Fatalf("run-off turn %d: the head does not say %q: %q", i+1, head, tabletest.Labels(sc))
		}
		if !hasLabel(sc, "Ann 9 · Bo 3 · Cy 9") {
			t.Errorf("run-off turn %d: the round's counts are not said apart: %q", i+1, tabletest.Labels(sc))
		}
		tabletest.TapCards(t, sc, cs...)
		sc.Tap(i18n.T("Save the turn"))
		if want := i18n.Tf("Turn %d of the run-off game saved.", i+1); !sc.Has(want) {
			t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
		}
		if i == 0 {
			checkNumbers(t, sc, st, g, 2)
		}
	}
	want := i18n.Tf("Round over: %s were level on %d captured cards; %s wins the run-off game (%s).", "Ann & Cy", 9, "Ann", "Ann 8 · Cy 6")
	if !hasLabel(sc, want) {
		t.Errorf("the outcome does not say %q: %q", want, tabletest.Labels(sc))
	}
	full, _ := st.Game(g.ID)
	tot, _ := st.Totals(g.ID)
	if full.Status != storage.StatusFinished || strings.Join(full.Winners, ",") != "Ann" || fmt.Sprint(tot.Scores) != "map[Ann:9 Bo:3 Cy:9]" {
		t.Errorf("stored: %s, winners %v, totals %v; want Ann the winner and the round's 9, 3, 9", full.Status, full.Winners, tot.Scores)
	}
	if u.Phone() {
		sc.Tap(i18n.T("Score sheet"))
	}
	for _, w := range []string{"Ann: 9", "Bo: 3", "Cy: 9"} {
		if !hasLabel(sc, w) {
			t.Errorf("the score sheet does not say %q: %q", w, tabletest.Labels(sc))
		}
	}
	checkNumbers(t, sc, st, g, 0)
	if last := i18n.Tf("Run-off game, turn %d", 7) + "  "; !labelAnywhere(sc, last) {
		t.Errorf("the score sheet does not number the run-off game's last turn %q", last)
	}
	// The game's record numbers the run-off game's turns as its own.
	sc.Tap(i18n.T("History"))
	tabletest.TapPrefix(t, sc, "✓ Ann 9 · Bo 3 · Cy 9")
	if !labelAnywhere(sc, i18n.Tf("Run-off game, turn %d", 1)+"  ") || labelAnywhere(sc, i18n.Tf("Round %d", 8)+"  ") {
		t.Errorf("the record does not number the run-off game's turns as its own: %q", tabletest.Labels(sc))
	}
}

// labelAnywhere reports whether a label of the page, in view or scrolled
// out of it, starts with prefix.
func labelAnywhere(sc *apptest.Screen, prefix string) bool {
	for _, it := range tabletest.AllItems(sc) {
		for _, o := range it.Path {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
				return true
			}
		}
	}
	return false
}
