package pymtheg

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
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font/sfnt"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/assets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/storage"
)

// tableJourney starts the app with a Pymtheg game of Ann (N), Bo (E), Cy
// (S) and Di (W) under the defaults, its table on screen.
func tableJourney(t *testing.T, phone bool, cfg app.Config) (*journey, storage.Game, *pymTable) {
	t.Helper()
	u, sc := startApp(t, phone, cfg)
	g, err := host.CreateGame(u.Store(), "pymtheg", "", []string{"Ann", "Cy", "Bo", "Di"}, nil, host.Tables["pymtheg"].Seating)
	if err != nil {
		t.Fatal(err)
	}
	tb := newPymTable(u, u.Store(), g)
	u.Push(host.SectionPlay, tb.page())
	return &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}, g, tb
}

// Issue 16 #1: the new-game form's defaults start a game (the number of
// deals and the points limit only go with the end they belong to), and a
// start that is refused creates nothing - no player, no game.
func TestPymthegFormDefaultsStartAGame(t *testing.T) {
	f := widgets.NewOptionsForm("pymtheg")
	opts, err := f.Values()
	if err != nil {
		t.Fatalf("the form's defaults: %v", err)
	}
	if opts.Has("deals") || opts.Has("points_limit") {
		t.Errorf("no agreed end, yet %v", opts)
	}
	u := newTestUI(t, false)
	st := u.Store()
	// Refused starts: a house rule out of range, a name the history does
	// not take, a player missing.
	bad := map[string]any{}
	for k, v := range opts {
		bad[k] = v
	}
	bad["lon_trump_bonus"] = -1
	for _, c := range []struct {
		name    string
		players []string
		opts    map[string]any
	}{
		{"", []string{"Ann", "Cy", "Bo", "Di"}, bad},
		{"", []string{"Ann", "Cy", "B\u202eo", "Di"}, opts},
		{"", []string{"Ann", "Cy", "Bo"}, opts},
	} {
		if _, err := host.CreateGame(st, "pymtheg", c.name, c.players, c.opts, host.Tables["pymtheg"].Seating); err == nil {
			t.Errorf("%q %v started", c.name, c.players)
		}
		if ps, _ := st.Players(true); len(ps) != 0 {
			t.Errorf("a refused start (%q %v) created players %v", c.name, c.players, ps)
		}
		if gs, _ := st.Games(storage.Filter{}); len(gs) != 0 {
			t.Errorf("a refused start created a game")
		}
	}
	g, err := host.CreateGame(st, "pymtheg", "", []string{"Ann", "Cy", "Bo", "Di"}, opts, host.Tables["pymtheg"].Seating)
	if err != nil {
		t.Fatalf("start with the defaults: %v", err)
	}
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"contract":"ry","declarer":"E","dealer":"S","tricks_won":{"E":1,"N":14}}`)); err != nil {
		t.Fatal(err)
	}
	tb := newPymTable(u, st, g)
	if tb.d.Dealer != "W" {
		t.Errorf("after South dealt, West deals: %q", tb.d.Dealer)
	}
}

// A greyed-out call says why at a tap, with its ruling; legal calls only
// are taken; Take back takes the last call back; the calls survive in the
// draft (issue 16 #4: the status keeps its place).
func TestPymthegAuctionRefusesWithTheRule(t *testing.T) {
	j, g, _ := tableJourney(t, true, app.Config{})
	j.want("Bo (East) to call")
	status := j.sc.Find(T("Take back")).Pos
	j.tapGreyed("Gâm+3")
	j.wantStatus("Gâm+3 may only be bid once Gâm+2 has been bid (PYM-8).")
	j.tap("Ry")
	j.tapGreyed("Gâm+3")
	j.wantStatus("Gâm+3 does not outrank Ry")
	j.tap("Lon")
	j.tap(T("Pass"))
	j.tap(T("Pass"))
	j.tap(T("Pass"))
	// Bo's Ry was outbid by Cy's Lon; the bidding is over.
	j.want("Cy (South) has the highest bid: Lon.")
	j.tapGreyed(fmt.Sprintf(T("Redouble (%s)"), T("North-South")))
	j.wantStatus("A redouble only answers a double")
	j.tap(T("Take back"))
	j.wantStatus("Taken back: Bo: pass.")
	if j.sc.Find(T("Take back")).Pos != status {
		t.Error("the action bar moved")
	}
	b, err := j.u.Store().Draft("game/" + g.ID)
	if err != nil || !strings.Contains(string(b), `"lon"`) || strings.Count(string(b), `"pass"`) != 2 {
		t.Errorf("draft = %s, %v", b, err)
	}
}

// The rulebook's example deal: Gâm+2 by North, Water named in the bid, NS
// take 12 tricks (N 5, S 7): base 70 + 1 over-trick = 71.
func TestPymthegRulebookDealScores71(t *testing.T) {
	j, g, _ := tableJourney(t, false, app.Config{})
	j.tapN("Di", 0) // West deals: North calls first
	j.tap(T("named later"))
	j.tap(T("Water"))
	for _, c := range []string{"Gâm", "Gâm+1", T("Pass"), T("Pass"), "Gâm+2", T("Pass")} {
		j.tap(c)
	}
	j.want("Ann (North) plays Gâm+2, Water trump (named in the bid).")
	j.step("Ann (North), declarer", "+", 5)
	j.step("Bo (East)", "+", 2)
	j.step("Cy (South)", "+", 7)
	j.want("North-South +71 · East-West +0")
	j.tap(T("Save the deal"))
	rounds, _ := j.u.Store().Rounds(g.ID)
	var in map[string]any
	_ = json.Unmarshal(rounds[0].Input, &in)
	if in["contract"] != "gam+2" || in["trump"] != "Wa" || in["trump_named"] != "bidding" || in["declarer"] != "N" || in["dealer"] != "W" {
		t.Errorf("stored deal = %s", rounds[0].Input)
	}
	if _, err := j.u.Store().Draft("game/" + g.ID); err == nil {
		t.Error("the draft is still there after the save")
	}
	j.want("Dealer: Ann (North)")
	j.checkNumbers()
}

// Trick by trick: the engine counts the tricks and proves a revoke, which
// ends the deal; played cards are greyed out with the trick they were
// played in; Take back takes a card, then a trick back.
func TestPymthegTrickByTrickCatchesRevoke(t *testing.T) {
	j, _, tb := tableJourney(t, false, app.Config{})
	j.tap(T("Quick entry"))
	j.tap("Gâm") // by Ann (North), Fire is picked below
	j.tap(T("Fire"))
	j.tap(T("Trick by trick"))
	// East leads (North dealt). South shows out of Water, then plays Water.
	j.cards("Wa5", "Ea1", "Wa9", "Wa2")
	j.tap(T("Count this trick"))
	j.wantStatus("Trick 1 counted: Di wins it with Water 9.")
	j.tapCard("Wa5")
	if !strings.Contains(tb.picker.Status.Text, "Water 5 was played in trick 1.") {
		t.Errorf("a played card does not say why: %q", tb.picker.Status.Text)
	}
	j.cards("Wa3", "Wa10")
	j.tap(T("Take back"))
	j.wantStatus("Water 10 is taken back.")
	j.cards("Wa10", "Wa11", "Wa12")
	j.tap(T("Count this trick"))
	j.want("Revoke by Cy (South): played Earth 1 in trick 1 when Water was led, yet played Water 12 in trick 2")
	j.want(T("The offence ends the deal."))
	if tb.preview == nil || !tb.preview.Cheat || tb.preview.Score.NS >= 0 {
		t.Fatalf("South, on the playing side, revoked: %+v %v", tb.preview, tb.prevErr)
	}
	// Back to counts per seat: the tricks stay, and it says so.
	j.tap(T("Tricks per seat"))
	j.wantStatus("The 2 tricks entered card by card are kept")
	j.tap(T("Trick by trick"))
	j.want("Trick 2: Di Water 3, Ann Water 10, Bo Water 11, Cy Water 12; Cy wins.")
	j.tap(T("Take back"))
	j.wantStatus("Trick 2 is taken back: its cards are in the trick again.")
}

// cards taps element cards of the deck where they are drawn.
func (j *journey) cards(codes ...string) {
	j.t.Helper()
	for _, c := range codes {
		j.tapCard(c)
	}
}

// tapCard taps the deck's card with the given code where it is drawn,
// scrolled into view first.
func (j *journey) tapCard(code string) {
	j.t.Helper()
	for range 60 {
		var face *widgets.CardFace
		for _, f := range apptest.All[*widgets.CardFace](j.u.Window().Canvas().Content()) {
			if f.Spec.Code == code && f.Size() == widgets.DeckCardSize {
				face = f
			}
		}
		if face == nil {
			j.t.Fatalf("no card %s in the deck", code)
		}
		pos := absPos(j.u.Window(), face)
		var scroll *widgets.Scroll
		for _, s := range apptest.All[*widgets.Scroll](j.u.Window().Canvas().Content()) {
			if s.Visible() && s.Size().Width > 0 {
				at := absPos(j.u.Window(), s)
				if pos.X >= at.X && pos.X < at.X+s.Size().Width {
					scroll = s
				}
			}
		}
		if scroll == nil {
			j.t.Fatal("the deck is not in a scrolling page")
		}
		at := absPos(j.u.Window(), scroll)
		switch {
		case pos.Y < at.Y:
			j.scrollBy(scroll, 80)
		case pos.Y+face.Size().Height > at.Y+scroll.Size().Height:
			j.scrollBy(scroll, -80)
		default:
			j.sc.TapAt(pos.Add(fyne.NewPos(face.Size().Width/2, face.Size().Height/2)))
			return
		}
	}
	j.t.Fatalf("card %s does not come into view", code)
}

func (j *journey) scrollBy(s fyne.CanvasObject, dy float32) {
	at := absPos(j.u.Window(), s)
	test.Scroll(j.u.Window().Canvas(), at.Add(fyne.NewPos(2, s.Size().Height/2)), 0, dy)
}

// Issue 16 #2: a table opened before a correction made elsewhere (History,
// Resume, the game record) shows the store's game when it comes back on
// screen - its totals, its score sheet, who deals - never its old copy.
func TestPymthegTableRereadsTheStoreOnShow(t *testing.T) {
	j, g, tb := tableJourney(t, false, app.Config{})
	st := j.u.Store()
	for _, d := range []string{
		`{"contract":"gam","declarer":"E","trump":"Wa","trump_named":"after","dealer":"N","tricks_won":{"E":5,"W":5,"N":5}}`,
		`{"contract":"ry","declarer":"S","dealer":"E","tricks_won":{"N":5,"E":5,"W":5}}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(d)); err != nil {
			t.Fatal(err)
		}
	}
	j.u.Changed()
	tb.reload()
	j.tap(T("Quick entry"))
	j.tap(T("Save the deal"))
	j.wantStatus("Deal 3 saved.")
	j.history()
	j.tap(T("Resume")) // a second table of the same game
	j.checkNumbers()
	rounds, _ := st.Rounds(g.ID)
	if _, err := st.CorrectRoundJSON(rounds[0].ID, json.RawMessage(`{"contract":"gam","declarer":"E","trump":"Wa","trump_named":"after","dealer":"N","tricks_won":{"E":1,"W":1,"N":13}}`)); err != nil {
		t.Fatal(err)
	}
	// Back to the first table: it reads the store again, and its "Deal 3
	// saved." is gone: the game changed since.
	j.u.Back(host.SectionPlay)
	j.checkNumbers()
	j.want("Dealer: Di (West)")
	if s := j.status(); s != "" {
		t.Errorf("the first table still says %q", s)
	}
}

// Issue 16 #6: undo puts the deal back in the form, and the status says so;
// the deal saved again counts once.
func TestPymthegUndoPutsTheDealBack(t *testing.T) {
	j, g, tb := tableJourney(t, true, app.Config{})
	st := j.u.Store()
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`)); err != nil {
		t.Fatal(err)
	}
	j.u.Changed()
	tb.reload()
	j.sheet()
	j.tap(T("Undo last deal"))
	j.tap(T("Yes"))
	j.wantStatus("Deal 1 is taken back and in the form again: fix it and save it.")
	j.want("Ann (North) plays Gâm+2, Water trump (named in the bid).")
	j.want("North-South +71 · East-West +0")
	j.checkNumbers()
	j.tap(T("Save the deal"))
	j.wantStatus("Deal 1 saved.")
	j.checkNumbers()
}

// Issue 16 #4, #5, #7: the table fits a phone and a desktop in English and
// Dutch at every text size - nothing drawn over anything, nothing cut, the
// actions in view - in each of its states.
func TestPymthegTableFits(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, size := range []string{"small", "normal", "large", "larger"} {
			for _, phone := range []bool{true, false} {
				j, g, tb := tableJourney(t, phone, app.Config{Language: lang, TextSize: size})
				where := fmt.Sprintf("%s, %s text, phone %v", lang, size, phone)
				t.Log(where)
				st := j.u.Store()
				if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`)); err != nil {
					t.Fatal(err)
				}
				j.u.Changed()
				tb.reload()
				j.fits(where + ", auction")
				j.tap("Gâm")
				for range 3 {
					j.tap(T("Pass"))
				}
				j.fits(where + ", trump to name")
				j.tap(T("Fire"))
				j.fits(where + ", tricks per seat")
				j.tap(T("Quick entry"))
				j.fits(where + ", quick entry")
				j.tap(T("Trick by trick"))
				j.fits(where + ", trick by trick")
				j.sheet()
				j.fits(where + ", score sheet")
				j.entry()
				j.u.Push(host.SectionPlay, pymTournamentPage(j.u, st))
				j.fits(where + ", league")
			}
		}
	}
}

// fits checks the screen as it is and scrolled to its end: no texts over
// each other, none cut, nothing wider than the window, every glyph in the
// theme's text font.
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
	// Page by page down every scrolling part.
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
// not draw (Fyne then falls back to other fonts, or draws a box).
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
		if i, err := textFont.GlyphIndex(&buf, r); err != nil || i == 0 {
			return r, true
		}
	}
	return 0, false
}

// Issue 16 #9, #10: every text of the table has Dutch, and none says
// "(s)" for a count.
func TestPymthegStringsTranslated(t *testing.T) {
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
				if !regexp.MustCompile(`[A-Za-z]`).MatchString(key) {
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
	_ = assets.Translations
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := i18n.T("Save the deal"); got != "Spel opslaan" {
		t.Errorf("in Dutch: %q", got)
	}
}

// The engine's explanations as the table shows them keep to the text
// font (issue 16 #14 for Pymtheg): "→" and "−" become words and "-".
func TestPymthegWhyInTheFont(t *testing.T) {
	set, _ := pymscore.ParseSettings(nil)
	dec, named, tr := pymtheg.North, pymtheg.NamedInBid, new(cards.Element)
	*tr = cards.Water
	res, err := pymscore.ScoreDeal(pymscore.Deal{Contract: pymtheg.Gam2, Declarer: &dec, Trump: tr, TrumpNamed: &named, Doubling: pymtheg.Doubled,
		TricksWon: &pymscore.SeatCounts{N: 3, E: 5, S: 2, W: 5}}, set)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range widgets.SayableSteps(res.Steps) {
		if r, ok := missingGlyph(s.Text); ok {
			t.Errorf("%q has %q", s.Text, r)
		}
	}
}

// refusalWords says an engine refusal without its field path, with its
// rule.
func TestRefusalWords(t *testing.T) {
	dec := pymtheg.North
	_, err := pymscore.ScoreDeal(pymscore.Deal{Contract: pymtheg.Ry, Declarer: &dec, TricksWon: &pymscore.SeatCounts{N: 2, E: 5, S: 3, W: 5}}, pymscore.Settings{})
	if err == nil {
		t.Fatal("a Ry player with 2 tricks was taken")
	}
	s := refusalWords(err)
	if strings.Contains(s, "tricks_won") || !strings.Contains(s, "GEN-1") {
		t.Errorf("refusal in words: %q", s)
	}
	var ge *game.Error
	if !errors.As(err, &ge) || ge.Field != "tricks_won.N" {
		t.Errorf("the refusal names %v", err)
	}
}

// The league page: teams and results typed in, the ranking the game's
// tournament rules give, kept in the store and read again when the page
// comes back on screen; a bad score says why in the status line.
func TestPymthegLeague(t *testing.T) {
	u, sc := startApp(t, false, app.Config{})
	j := &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
	u.Push(host.SectionPlay, pymTournamentPage(u, u.Store()))
	j.want("Add at least two teams.")
	for _, team := range []string{"Owls", "Hawks", "Foxes", "Bees"} {
		j.typeNth(T("Team name"), 0, team)
		j.tap(T("Add the team"))
	}
	j.wantStatus("Bees is added.")
	j.tap(T("Add a table"))
	add := func(ns, ew, nsPts, ewPts string) {
		j.tap(T("North-South team"))
		j.tap(ns)
		j.tap(T("East-West team"))
		j.tap(ew) // in the drop-down's list
		j.typeNth(T("North-South points"), 0, nsPts)
		j.typeNth(T("East-West points"), 0, ewPts)
		j.tap(T("Add the result"))
	}
	add("Owls", "Hawks", "70", "0")
	j.wantStatus("The result at table 1 is added.")
	add("Foxes", "Owls", "10", "0")
	j.wantStatus("Owls has played at table 1 already")
	// What was typed stays: only East-West changes, to Bees.
	j.tapN("Owls", 1) // the list of teams comes first
	j.tap("Bees")
	j.tap(T("Add the result"))
	j.want("Foxes (North-South) against Bees (East-West): North-South 10, East-West 0")
	// Owls +70: 1 ranking point; Foxes +10: 2; Bees -10: 3; Hawks -70: 4.
	j.want("Owls: 1 ranking point")
	j.want("Hawks: 4 ranking points")
	// Back on screen, the page reads the league from the store.
	u.Push(host.SectionPlay, host.Page{Title: "elsewhere", Content: widget.NewLabel("elsewhere")})
	b, _ := u.Store().Draft(pymTourneyKey)
	var tr pymTourney
	_ = json.Unmarshal(b, &tr)
	tr.Teams = append(tr.Teams, "Wasps")
	b, _ = json.Marshal(tr)
	_ = u.Store().SaveDraft(pymTourneyKey, b)
	u.Back(host.SectionPlay)
	j.want("Wasps")
}

// The registry's Describe (what the game record may show) says a stored
// deal in words, read with the game's codec.
func TestPymthegDescribe(t *testing.T) {
	u := newTestUI(t, false)
	st := u.Store()
	g, err := host.CreateGame(st, "pymtheg", "", []string{"Ann", "Cy", "Bo", "Di"}, nil, host.Tables["pymtheg"].Seating)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`)); err != nil {
		t.Fatal(err)
	}
	rounds, _ := st.Rounds(g.ID)
	g, _ = st.Game(g.ID)
	if got := host.Tables["pymtheg"].Describe(g, rounds[0]); got != "Gâm+2 by Ann (North), Water trump, doubled, made" {
		t.Errorf("Describe = %q", got)
	}
}

// Issue 16 #10: the table follows the window across the phone width both
// ways (tabs on a phone, the score sheet beside the deal on a desktop),
// keeping what is entered.
func TestPymthegFollowsTheWidth(t *testing.T) {
	j, _, _ := tableJourney(t, false, app.Config{})
	if j.u.Phone() {
		t.Skip("a mobile build is always the phone layout")
	}
	j.tap("Gâm")
	j.u.Window().Resize(apptest.Phone)
	tabletest.Settle(j.u.Window())
	if !j.u.Phone() || !j.sc.Has(T("Deal")) || !j.has("Bo: Gâm") {
		t.Fatalf("at phone size: %q", j.sc.Texts())
	}
	j.u.Window().Resize(apptest.Desktop)
	tabletest.Settle(j.u.Window())
	if j.u.Phone() || j.sc.Has(T("Deal")) || !j.sc.Has(T("Score sheet")) || !j.has("Bo: Gâm") {
		t.Fatalf("back at desktop size: %q", j.sc.Texts())
	}
}
