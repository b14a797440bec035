package burn

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/storage"
)

var number = regexp.MustCompile(`[+-]?\d+`)

// theGame is the journey's only Burn game.
func (j *journey) theGame() storage.Game {
	j.t.Helper()
	games, err := j.u.Store().Games(storage.Filter{Kind: "burn"})
	if err != nil || len(games) != 1 {
		j.t.Fatalf("games: %v %v", games, err)
	}
	return games[0]
}

// checkNumbers checks every number the table shows against the engine's
// totals in the store: the totals line, the score sheet's totals, and
// each row's change and running total.
func (j *journey) checkNumbers(sides []string) {
	j.t.Helper()
	st := j.u.Store()
	g := j.theGame()
	tot, err := st.Totals(g.ID)
	if err != nil {
		j.t.Fatal(err)
	}
	var parts []string
	for _, s := range sides {
		parts = append(parts, fmt.Sprintf("%s %s", s, widgets.TrimFloat(tot.Scores[s])))
	}
	j.entry()
	if !tot.Finished {
		j.want(strings.Join(parts, " · ") + " · ")
	}
	j.sheet()
	texts := j.labels()
	for _, s := range sides {
		want := fmt.Sprintf("%s: %s", s, widgets.TrimFloat(tot.Scores[s]))
		found := false
		for _, x := range texts {
			if strings.HasPrefix(x, want+" ") || x == want {
				found = true
			}
		}
		if !found {
			j.t.Errorf("the score sheet does not show %q: %q", want, texts)
		}
	}
	rounds, _ := st.Rounds(g.ID)
	prev := map[string]float64{}
	for _, r := range rounds {
		after := widgets.Numbers(r.TotalsAfter)
		row := ""
		for _, s := range texts {
			if strings.HasPrefix(s, fmt.Sprintf("#%d ", r.Number)) {
				row = s
			}
		}
		if row == "" {
			j.t.Errorf("no row for round %d: %q", r.Number, texts)
			continue
		}
		head := row
		if i := strings.Index(row, " — "); i >= 0 {
			head = row[:i]
		}
		got := number.FindAllString(strings.TrimPrefix(head, fmt.Sprintf("#%d", r.Number)), -1)
		var want []string
		for _, s := range sides {
			want = append(want, fmt.Sprintf("%+g", after[s]-prev[s]), widgets.TrimFloat(after[s]))
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			j.t.Errorf("row %q: numbers %v, want %v", row, got, want)
		}
		prev = after
	}
	j.entry()
}

// history goes to the History section and opens the game's record.
func (j *journey) history() {
	j.t.Helper()
	j.tap(T("History"))
	tabletest.Settle(j.u.Window())
	if !j.has(T("Resume")) {
		j.tap("Burn")
	}
	j.want(T("Resume"))
}

// tapRow taps the row starting with prefix (a score-sheet or record row).
func (j *journey) tapRow(prefix string) {
	j.t.Helper()
	for _, it := range j.all() {
		if strings.HasPrefix(it.Text, prefix) {
			j.sc.TapItem(j.inView(it.Text, 0))
			return
		}
	}
	j.t.Fatalf("no row %q: %q", prefix, j.sc.Texts())
}

// playTricks enters tricks card by card: the deck in its order, four
// cards a trick (each trick's leader plays first; in this order the one
// who plays the highest of the element led wins), counting each.
func (j *journey) playTricks(from, n int) {
	j.t.Helper()
	deck := []string{}
	for _, e := range []string{"Fi", "Wa", "Wi", "Ea"} {
		for v := 1; v <= 15; v++ {
			deck = append(deck, e+strconv.Itoa(v))
		}
	}
	for k := from; k < from+n; k++ {
		for _, c := range deck[4*k : 4*k+4] {
			j.tapCard(c)
		}
		j.tap(T("Count this trick"))
	}
}

// TestJourneyBurn plays Burn as a new group would, from the home screen
// with a fresh history, at phone and desktop size, in English and Dutch:
// Burn's own new-game page with its defaults, a round by counts, one
// card by card (switching to counts keeps the tricks, issue 16 #14), one
// with a pit whose closed way says why, out through History and back, a
// round corrected from the score sheet and one from the game record, an
// undo that puts the round back in the form, every number on screen
// checked against the engine's totals after each step.
func TestJourneyBurn(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{true, false} {
			name := lang + "/desktop"
			if phone {
				name = lang + "/phone"
			}
			t.Run(name, func(t *testing.T) { burnJourney(t, phone, lang) })
		}
	}
}

func burnJourney(t *testing.T, phone bool, lang string) {
	j := newJourney(t, phone, lang)
	sides := []string{"Ann", "Bo", "Cy", "Di"}

	j.tapGreyed("Burn") // a tile is a button drawn under its name
	for _, n := range sides {
		j.typeNth(T("Player name"), 0, n)
	}
	j.want(fmt.Sprintf(T("Each for themselves (%d players)"), 4))
	j.tap(T("Start the game"))
	j.want(fmt.Sprintf(T("Dealer of the first round: %s"), "Ann"))
	j.checkNumbers(sides)

	// Round 1 by counts: Ann takes two more fire cards.
	j.stepN(T("Fire cards"), 0, "+", 2)
	j.tap(T("Save the round"))
	j.wantStatus(fmt.Sprintf(T("Round %d saved."), 1))
	j.checkNumbers(sides)

	// Round 2 card by card; counts per side in the middle keeps the tricks.
	j.want(fmt.Sprintf(T("%s deals; %s leads the first trick."), "Bo", "Cy"))
	j.tap(T("Trick by trick"))
	j.playTricks(0, 2)
	j.tap(T("Counts per side"))
	j.wantStatus(fmt.Sprintf(T("The %d tricks entered card by card are kept: go back to Trick by trick to go on with them."), 2))
	j.tap(T("Trick by trick"))
	j.want(fmt.Sprintf(T("Trick %d of %d"), 3, 15))
	j.playTricks(2, 13)
	j.want(T("Why?"))
	j.tap(T("Save the round"))
	j.wantStatus(fmt.Sprintf(T("Round %d saved."), 2))
	j.checkNumbers(sides)

	// Round 3: Di takes every fire and water card, a pit. Taking 30 off
	// would take Di below 0: that way is closed and says why.
	j.stepAll(T("Fire cards"), 3, "+")
	j.stepAll(T("Water cards"), 3, "+")
	j.want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Di"))
	j.tapGreyed(fmt.Sprintf(T("%d off for %s"), 30, "Di"))
	j.wantStatus("BURN-1")
	j.tap(T("Save the round"))
	j.wantStatus(fmt.Sprintf(T("Round %d saved."), 3))
	j.checkNumbers(sides)

	// Out through History and back.
	j.history()
	j.tap(T("Resume"))
	j.checkNumbers(sides)

	// Correct round 1 from the score sheet: Bo takes the fire back.
	j.sheet()
	j.tapRow("#1 ")
	j.tap(T("Edit this round"))
	j.wantStatus(fmt.Sprintf(T("Correcting round %d: change it and save the correction."), 1))
	j.stepN(T("Fire cards"), 1, "+", 2)
	j.tap(T("Save the correction"))
	j.wantStatus(fmt.Sprintf(T("Round %d corrected."), 1))
	j.checkNumbers(sides)

	// Correct round 3 from the game record: the pit was Cy's.
	j.history()
	j.tapRow(fmt.Sprintf(T("Round %d"), 3) + " ")
	j.tap(T("Edit this round"))
	j.wantStatus(fmt.Sprintf(T("Correcting round %d: change it and save the correction."), 3))
	j.stepAll(T("Fire cards"), 2, "+")
	j.stepAll(T("Water cards"), 2, "+")
	j.want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Cy"))
	j.tap(T("Save the correction"))
	j.wantStatus(fmt.Sprintf(T("Round %d corrected."), 3))
	j.checkNumbers(sides)

	// Undo: the round is back in the form; saved again it counts once.
	j.sheet()
	j.tap(T("Undo last round"))
	j.tap(T("Yes"))
	j.entry()
	j.wantStatus(fmt.Sprintf(T("Round %d is taken back and in the form again: fix it and save it."), 3))
	j.checkNumbers(sides)
	j.want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Cy"))
	j.tap(T("Save the round"))
	j.wantStatus(fmt.Sprintf(T("Round %d saved."), 3))
	j.checkNumbers(sides)
	if ps, _ := j.u.Store().Players(true); len(ps) != 4 {
		t.Errorf("players: %v", ps)
	}
}

// Issue 16 #14: after the round that ends the game, the page is back at
// its top: the totals line and who won in view, no counters half hidden.
func TestBurnGameOverShowsTheTop(t *testing.T) {
	for _, phone := range []bool{true, false} {
		u, sc := startApp(t, phone, app.Config{})
		j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
		g, err := createBurnGame(u.Store(), "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, scoring.Values{"limit": 10})
		if err != nil {
			t.Fatal(err)
		}
		u.OpenGame(u.Store(), g.ID)
		j.stepN(T("Fire cards"), 0, "+", 5) // Ann & Cy: 13 fire, 7 water
		j.want("This round ends the game")
		j.tap(T("Save the round"))
		tabletest.Settle(u.Window())
		won := false
		for _, it := range sc.Items() {
			if strings.HasPrefix(it.Text, "Game over: Bo & Di won") && !it.Clipped {
				won = true
			}
		}
		if !won {
			t.Errorf("phone %v: who won is not in view: %q", phone, sc.Texts())
		}
		for _, s := range apptest.All[*widgets.Scroll](u.Window().Canvas().Content()) {
			if s.Visible() && s.Offset.Y != 0 && s.Content.MinSize().Height > s.Size().Height {
				t.Errorf("phone %v: a page stays scrolled down (%v)", phone, s.Offset)
			}
		}
		if sc.Has(T("Fire cards")) {
			t.Errorf("phone %v: counters after the game is over", phone)
		}
		j.wantStatus("Round 1 saved. Game over")
	}
}

// Issue 16 #14: the Why? lines are in the text font's characters (no "→"
// drawn as a box), and the last of them comes wholly into view above the
// action bar.
func TestBurnWhyInTheFontAboveTheBar(t *testing.T) {
	for _, phone := range []bool{true, false} {
		u, sc := startApp(t, phone, app.Config{})
		j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
		g, err := createBurnGame(u.Store(), "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		u.OpenGame(u.Store(), g.ID)
		j.want(T("Why?"))
		last := ""
		for _, l := range j.labels() {
			if strings.HasPrefix(l, "2. ") {
				last = l
			}
			if strings.Contains(l, "→") || strings.Contains(l, "−") {
				t.Errorf("%q has an arrow or a minus the font lacks", l)
			}
			if r, ok := missingGlyph(l); ok {
				t.Errorf("%q has %q", l, r)
			}
		}
		if !strings.Contains(last, "more water than fire, so the fire is out, so 0") && !strings.Contains(last, ", so ") {
			t.Errorf("the second Why? line: %q", last)
		}
		j.want(last[:20])
		bar := sc.Find(T("Save the round"))
		for _, it := range sc.Items() {
			if strings.HasPrefix(last, it.Text) && !it.Clipped && it.Pos.Y+it.Size.Height > bar.Pos.Y {
				t.Errorf("phone %v: the Why? line runs under the bar", phone)
			}
		}
	}
}

// Burn's new-game page: the teams come from the scoring (partners apart,
// named after their players); a start that is refused creates no player
// and no game (issue 16 #1 for Burn).
func TestBurnNewGameTeamsAndRefusals(t *testing.T) {
	u, sc := startApp(t, false, app.Config{})
	j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
	u.Push(host.SectionPlay, burnNewGamePage(u))
	j.tap(T("Start the game"))
	j.wantStatus(fmt.Sprintf(T("Seat %d has no player yet."), 1))
	for _, n := range []string{"Ann", "Bo", "Cy", "D\u202ei"} {
		j.typeNth(T("Player name"), 0, n)
	}
	j.tap(T("2 teams of 2"))
	j.want("Ann & Cy")
	j.want("Bo & D\u202ei")
	j.tap(T("Start the game"))
	if !strings.Contains(j.status(), "U+202E") {
		t.Errorf("the refusal does not say what is wrong: %q", j.status())
	}
	if ps, _ := u.Store().Players(true); len(ps) != 0 {
		t.Errorf("a refused start created players %v", ps)
	}
	if _, err := createBurnGame(u.Store(), "", []string{"Ann", "Bo", "Cy"}, burn.Format{Sides: 2, Size: 2}, nil); !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "seating" {
		t.Errorf("3 players as 2 teams of 2: %v", err)
	}
	if ps, _ := u.Store().Players(true); len(ps) != 0 {
		t.Errorf("a refused start created players %v", ps)
	}
	g, err := createBurnGame(u.Store(), "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var setup map[string]map[string][]string
	_ = json.Unmarshal(g.Setup, &setup)
	if got := strings.Join(setup["sides"]["Ann & Cy"], ","); got != "Ann,Cy" {
		t.Errorf("teams = %v", setup["sides"])
	}
}

// Issue 16 #4, #5, #7: the table and its new-game page fit a phone and a
// desktop in English and Dutch at every text size, in each state.
func TestBurnTableFits(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, size := range []string{"small", "normal", "large", "larger"} {
			for _, phone := range []bool{true, false} {
				u, sc := startApp(t, phone, app.Config{Language: lang, TextSize: size})
				j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
				where := fmt.Sprintf("%s, %s text, phone %v", lang, size, phone)
				u.Push(host.SectionPlay, burnNewGamePage(u))
				j.fits(where + ", new game")
				g, err := createBurnGame(u.Store(), "", []string{"Annabel", "Bo", "Cyril", "Di", "Ed", "Flo"}, burn.Format{Sides: 3, Size: 2}, nil)
				if err != nil {
					t.Fatal(err)
				}
				u.OpenGame(u.Store(), g.ID)
				j.fits(where + ", counts")
				j.stepAll(T("Fire cards"), 0, "+")
				j.stepAll(T("Water cards"), 0, "+")
				j.fits(where + ", pit")
				j.tap(T("Trick by trick"))
				j.fits(where + ", trick by trick")
				j.sheet()
				j.fits(where + ", score sheet")
			}
		}
	}
}

// fits checks the screen page by page down every scrolling part: no texts
// over each other, none cut, nothing wider than the window, every glyph
// in the theme's text font.
func (j *journey) fits(where string) {
	j.t.Helper()
	tabletest.Settle(j.u.Window())
	check := func(at string) {
		if w := j.u.Window().Content().MinSize().Width; w > j.u.Window().Canvas().Size().Width+0.5 {
			j.t.Errorf("%s%s: needs %.0f px, wider than the window", where, at, w)
		}
		if o := tabletest.OverlapsInView(j.sc); len(o) > 0 {
			j.t.Errorf("%s%s: texts drawn over each other: %q", where, at, o)
		}
		if c := j.sc.Cut(); len(c) > 0 {
			j.t.Errorf("%s%s: cut: %q", where, at, c)
		}
		for _, s := range j.sc.Texts() {
			if r, ok := missingGlyph(s); ok {
				j.t.Errorf("%s%s: %q has %q (U+%04X), which the text font lacks", where, at, s, r, r)
			}
		}
	}
	check("")
	for _, s := range apptest.All[*widgets.Scroll](j.u.Window().Canvas().Content()) {
		if !s.Visible() || s.Size().Height <= 0 {
			continue
		}
		for y := float32(0); y < s.Content.MinSize().Height; y += s.Size().Height * 0.8 {
			s.Offset = fyne.NewPos(0, y)
			s.Refresh()
			check(fmt.Sprintf(" (scrolled to %.0f)", y))
		}
		s.ScrollToTop()
	}
}

var textFont *sfnt.Font

// missingGlyph finds the first character of s the theme's text font does
// not draw, other than the bidirectional controls a test types in on
// purpose.
func missingGlyph(s string) (rune, bool) {
	if textFont == nil {
		f, err := sfnt.Parse(theme.DefaultTextFont().Content())
		if err != nil {
			panic(err)
		}
		textFont = f
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if r == '\u202e' {
			continue
		}
		if i, err := textFont.GlyphIndex(&buf, r); err != nil || i == 0 {
			return r, true
		}
	}
	return 0, false
}

// Issue 16 #9, #10: every text of the table has Dutch in the text font's
// characters, and none says "(s)" for a count.
func TestBurnStringsTranslated(t *testing.T) {
	nl := map[string]string{}
	files, _ := filepath.Glob("../../../assets/translations/*.nl.json")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for k, v := range m {
			if s, ok := v.(string); ok {
				nl[k] = s
			}
		}
	}
	lit := regexp.MustCompile(`\b(?:T\(|N\([^,()]+,\s*)("(?:[^"\\]|\\.)*")(?:,\s*("(?:[^"\\]|\\.)*"))?`)
	letters := regexp.MustCompile(`[A-Za-z]`)
	srcs, _ := filepath.Glob("*.go")
	for _, f := range srcs {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(b), -1) {
			for _, q := range m[1:] {
				if q == "" {
					continue
				}
				key, err := strconv.Unquote(q)
				if err != nil {
					t.Fatal(err)
				}
				if strings.Contains(key, "(s)") {
					t.Errorf("%s: %q says (s); use i18n.N", f, key)
				}
				if !letters.MatchString(key) {
					continue
				}
				if nl[key] == "" {
					t.Errorf("%s: no Dutch for %q", f, key)
				}
				if r, ok := missingGlyph(key + nl[key]); ok {
					t.Errorf("%s: %q has %q, which the text font lacks", f, key, r)
				}
			}
		}
	}
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := i18n.T("Save the round"); got != "Ronde opslaan" {
		t.Errorf("in Dutch: %q", got)
	}
}

// The registry's Describe says a stored round in words, the pit with the
// way it was scored.
func TestBurnDescribe(t *testing.T) {
	u, _ := startApp(t, false, app.Config{})
	st := u.Store()
	g, err := createBurnGame(st, "", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"dealer":"Ann","won":{"Ann & Cy":{"fire":15,"water":15},"Bo & Di":{"fire":0,"water":0}}}`)); err != nil {
		t.Fatal(err)
	}
	rounds, _ := st.Rounds(g.ID)
	if got := host.Tables["burn"].Describe(g, rounds[0]); got != "dealt by Ann, pit: Ann & Cy gave 30 to every other side" {
		t.Errorf("Describe = %q", got)
	}
}
