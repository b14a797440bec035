package pymtheg

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// A journey drives the app as a person does: every tap lands where the
// text it aims at is drawn, after scrolling it into view; the status line
// and the action bar must stay where they are all along.
type journey struct {
	t     *testing.T
	u     *app.UI
	sc    *apptest.Screen
	phone bool
	// Where the action bar's buttons were first seen: they never move.
	barY map[string]float32
}

func newJourney(t *testing.T, phone bool, lang string) *journey {
	u, sc := startApp(t, phone, app.Config{Language: lang})
	return &journey{t: t, u: u, sc: sc, phone: u.Phone(), barY: map[string]float32{}}
}

// T is a text as the app shows it in the journey's language.
func T(s string) string { return i18n.T(s) }

// nth finds the n-th text (from 0, in drawing order) on the screen, in
// view or scrolled out of it.
func (j *journey) nth(text string, n int) (apptest.Item, bool) {
	var hits []apptest.Item
	for _, it := range j.all() {
		if it.Text == text {
			hits = append(hits, it)
		}
	}
	if n < len(hits) {
		return hits[n], true
	}
	return apptest.Item{}, false
}

// all lists every text of the screen with whether it is wholly in view.
func (j *journey) all() []apptest.Item {
	visible := map[fyne.Position]bool{}
	for _, it := range j.sc.Items() {
		if !it.Clipped {
			visible[it.Pos] = true
		}
	}
	var out []apptest.Item
	// ScrollTo's own walk lists the clipped ones too: reuse it through
	// Items of a scrolled screen is not possible, so walk the tree.
	var rec func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject)
	root := j.u.Window().Canvas().Content()
	if top := j.u.Window().Canvas().Overlays().Top(); top != nil {
		root = top
	}
	rec = func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		path = append(append([]fyne.CanvasObject(nil), path...), o)
		if txt, ok := textOf(o); ok && strings.TrimSpace(txt) != "" {
			out = append(out, apptest.Item{Text: txt, Pos: pos, Size: o.Size(), Path: path, Clipped: !visible[pos]})
		}
		for _, c := range childrenOf(o) {
			rec(c, pos, path)
		}
	}
	rec(root, fyne.Position{}, nil)
	return out
}

// inView scrolls until the n-th text is wholly in view, the way a wheel
// or a finger moves a page, and returns it.
func (j *journey) inView(text string, n int) apptest.Item {
	j.t.Helper()
	for range 100 {
		it, ok := j.nth(text, n)
		if !ok {
			j.t.Fatalf("no %q (number %d) on the screen; visible: %q", text, n+1, j.sc.Texts())
		}
		if !it.Clipped {
			for _, v := range j.sc.Items() {
				if v.Pos == it.Pos && v.Text == it.Text {
					return v
				}
			}
		}
		scroll := scrollerIn(it.Path)
		if scroll == nil {
			j.t.Fatalf("%q is out of view and nothing scrolls it", text)
		}
		at := absPos(j.u.Window(), scroll)
		dy := float32(-80)
		if it.Pos.Y < at.Y {
			dy = 80
		}
		// The wheel over the page's margin: over an entry it would scroll
		// the entry's own text, not the page.
		test.Scroll(j.u.Window().Canvas(), fyne.NewPos(at.X+2, at.Y+scroll.Size().Height/2), 0, dy)
	}
	j.t.Fatalf("%q does not come into view", text)
	return apptest.Item{}
}

// tap taps the n-th text where it is drawn, scrolled into view first.
func (j *journey) tapN(text string, n int) {
	j.t.Helper()
	tabletest.Settle(j.u.Window())
	j.sc.TapItem(j.inView(text, n))
	j.checkBar()
}

func (j *journey) tap(text string) { j.t.Helper(); j.tapN(text, 0) }

// tapGreyed taps a greyed-out button where it is drawn, as a finger does
// (the screen's Tap refuses disabled targets).
func (j *journey) tapGreyed(text string) { j.t.Helper(); j.tapGreyedN(text, 0) }

func (j *journey) tapGreyedN(text string, n int) {
	j.t.Helper()
	it := j.inView(text, n)
	j.sc.TapAt(it.Centre())
}

// step taps the "+" (or "–") of the stepper row labelled label, n times.
func (j *journey) step(label, sign string, n int) {
	j.t.Helper()
	for range n {
		row := j.inView(label, 0)
		// The sign on the row's line, the first to the right of the label.
		k, found, best, n := 0, false, float32(1e9), 0
		for _, it := range j.all() {
			if it.Text != sign {
				continue
			}
			c := it.Centre()
			if c.Y > row.Pos.Y-10 && c.Y < row.Pos.Y+row.Size.Height+24 && c.X > row.Pos.X && c.X-row.Pos.X < best {
				k, found, best = n, true, c.X-row.Pos.X
			}
			n++
		}
		if !found {
			j.t.Fatalf("no %q beside %q; visible: %q", sign, label, j.sc.Texts())
		}
		j.sc.TapItem(j.inView(sign, k))
	}
	j.checkBar()
}

// typeNth types into the n-th entry showing text (its placeholder).
func (j *journey) typeNth(text string, n int, chars string) {
	j.t.Helper()
	it := j.inView(text, n)
	j.sc.TapItem(it)
	for i := len(it.Path) - 1; i >= 0; i-- {
		if e, ok := it.Path[i].(fyne.Focusable); ok {
			test.Type(e, chars)
			return
		}
	}
	j.t.Fatalf("%q is not in an entry", text)
}

// labels are the texts of the screen, the lines of a wrapped label joined
// again, in drawing order.
func (j *journey) labels() []string {
	var out []string
	for _, g := range j.groups() {
		out = append(out, g.text)
	}
	return out
}

// group is the text of one label (its lines joined) and its first line.
type group struct {
	text  string
	first apptest.Item
	n     int // the first line's number among the screen's equal texts
}

func (j *journey) groups() []group {
	var out []group
	at := map[fyne.CanvasObject]int{}
	seen := map[string]int{}
	for _, it := range j.all() {
		n := seen[it.Text]
		seen[it.Text]++
		var owner fyne.CanvasObject
		for i := len(it.Path) - 1; i >= 0; i-- {
			if l, ok := it.Path[i].(*widget.Label); ok {
				owner = l
				break
			}
		}
		if owner != nil {
			if i, ok := at[owner]; ok {
				out[i].text += " " + it.Text
				continue
			}
			at[owner] = len(out)
		}
		out = append(out, group{text: it.Text, first: it, n: n})
	}
	return out
}

// has reports whether some visible text contains part.
func (j *journey) has(part string) bool { return j.sc.HasContaining(part) }

// want scrolls to a text containing part and fails when there is none.
func (j *journey) want(part string) {
	j.t.Helper()
	tabletest.Settle(j.u.Window()) // what a person reads is the settled frame
	for _, g := range j.groups() {
		if strings.Contains(g.text, part) {
			j.inView(g.first.Text, g.n)
			return
		}
	}
	j.t.Fatalf("no %q on the screen: %q", part, j.labels())
}

// status is the text of the table's status line.
func (j *journey) status() string {
	for _, o := range apptest.All[*widgets.StatusLine](j.u.Window().Canvas().Content()) {
		if o.Visible() {
			return o.Text()
		}
	}
	return ""
}

func (j *journey) wantStatus(part string) {
	j.t.Helper()
	if s := j.status(); !strings.Contains(s, part) {
		j.t.Fatalf("the status line says %q, want %q", s, part)
	}
}

// checkBar checks that the action bar's buttons are in view and have not
// moved since they were first seen on this screen size.
func (j *journey) checkBar() {
	j.t.Helper()
	tabletest.Settle(j.u.Window())
	for _, name := range []string{T("Take back"), T("Save the deal"), T("Count this trick"), T("Save the correction")} {
		for _, it := range j.sc.Items() {
			if it.Text != name {
				continue
			}
			if it.Clipped {
				j.t.Fatalf("%q in the action bar is not wholly in view", name)
			}
			key := name
			if y, ok := j.barY[key]; ok && math.Abs(float64(y-it.Pos.Y)) > 1 {
				j.t.Fatalf("the action bar moved: %q at y=%.0f, was %.0f", name, it.Pos.Y, y)
			}
			j.barY[key] = it.Pos.Y
		}
	}
}

// sheet shows the score sheet (its tab on a phone).
func (j *journey) sheet() {
	if j.phone {
		j.tap(T("Score sheet"))
	}
}

// entry shows the deal's form (its tab on a phone).
func (j *journey) entry() {
	if j.phone {
		j.tap(T("Deal"))
	}
}

var number = regexp.MustCompile(`[+-]?\d+`)

// checkNumbers checks every number the table shows against the engine's
// totals in the store: the totals line, the score sheet's totals, and
// each row's change and running total.
func (j *journey) checkNumbers() {
	j.t.Helper()
	st := j.u.Store()
	games, err := st.Games(storage.Filter{Kind: "pymtheg"})
	if err != nil || len(games) != 1 {
		j.t.Fatalf("games: %v %v", games, err)
	}
	tot, err := st.Totals(games[0].ID)
	if err != nil {
		j.t.Fatal(err)
	}
	ns, ew := tot.Scores["NS"], tot.Scores["EW"]
	line := fmt.Sprintf("%s %s · %s %s", T("North-South"), widgets.TrimFloat(ns), T("East-West"), widgets.TrimFloat(ew))
	j.entry()
	if it := j.inView(line, 0); it.Text != line {
		j.t.Fatalf("totals line: %q, want %q", it.Text, line)
	}
	j.sheet()
	texts := j.labels()
	found := 0
	for _, s := range texts {
		for side, v := range map[string]float64{T("North-South"): ns, T("East-West"): ew} {
			if strings.HasPrefix(s, side+" (") && strings.Contains(s, "): ") && !strings.HasPrefix(s, "#") {
				found++
				got := number.FindAllString(s[strings.Index(s, "): "):], -1)
				if len(got) == 0 || got[0] != widgets.TrimFloat(v) {
					j.t.Errorf("score sheet %q, want %s", s, widgets.TrimFloat(v))
				}
			}
		}
	}
	if found != 2 {
		j.t.Errorf("the score sheet shows %d totals: %q", found, texts)
	}
	rounds, _ := st.Rounds(games[0].ID)
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
			j.t.Errorf("no row for deal %d: %q", r.Number, texts)
			continue
		}
		head := row
		if i := strings.Index(row, " — "); i >= 0 {
			head = row[:i]
		}
		got := number.FindAllString(strings.TrimPrefix(head, fmt.Sprintf("#%d", r.Number)), -1)
		want := []string{
			fmt.Sprintf("%+g", after["NS"]-prev["NS"]), widgets.TrimFloat(after["NS"]),
			fmt.Sprintf("%+g", after["EW"]-prev["EW"]), widgets.TrimFloat(after["EW"]),
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			j.t.Errorf("row %q: numbers %v, want %v", row, got, want)
		}
		prev = after
	}
	j.entry()
}

// TestJourneyPymtheg plays Pymtheg as a new group would, from the home
// screen with a fresh history, at phone and desktop size, in English and
// Dutch (issue 16 #1, #5, #6): the form's defaults untouched, three deals
// bid call by call (a greyed-out call tapped says why, with its ruling),
// one by quick entry, out through History and back, a deal corrected from
// the score sheet and one from the game record, an undo that puts the
// deal back in the form, and every number on screen checked against the
// engine's totals after each step.
func TestJourneyPymtheg(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{true, false} {
			name := lang + "/desktop"
			if phone {
				name = lang + "/phone"
			}
			t.Run(name, func(t *testing.T) { pymthegJourney(t, phone, lang) })
		}
	}
}

func pymthegJourney(t *testing.T, phone bool, lang string) {
	j := newJourney(t, phone, lang)

	// The home screen: the game's tile.
	j.tapGreyed("Pymtheg") // a tile is a button drawn under its name
	if !j.has(T("Start the game")) {
		t.Fatalf("the tile did not open the new-game form: %q", j.sc.Texts())
	}
	// The form seats North-South first, then East-West.
	for _, n := range []string{"Ann", "Cy", "Bo", "Di"} {
		j.typeNth(T("Player name"), 0, n)
	}
	j.tap(T("Start the game"))
	j.want(fmt.Sprintf(T("%s to call"), "Bo ("+T("East")+")"))
	j.checkNumbers()

	// Deal 1, bid by bid: Gâm+1 before any Gâm is refused, with its ruling.
	j.tapGreyed("Gâm+1")
	j.wantStatus("PYM-8")
	j.tap("Gâm")
	j.wantStatus("Bo: Gâm")
	for range 3 {
		j.tap(T("Pass"))
	}
	j.want(fmt.Sprintf(T("%s names the trump"), "Bo ("+T("East")+")"))
	j.tap(T("Water"))
	j.step(fmt.Sprintf(T("%s, declarer"), "Bo ("+T("East")+")"), "+", 5)
	j.step("Ann ("+T("North")+")", "+", 3)
	j.step("Cy ("+T("South")+")", "+", 2)
	j.want(T("Contract made"))
	j.tap(T("Save the deal"))
	j.wantStatus(fmt.Sprintf(T("Deal %d saved."), 1))
	j.checkNumbers()

	// Deal 2: East dealt, South bids Ry and takes no trick.
	j.want(fmt.Sprintf(T("%s to call"), "Cy ("+T("South")+")"))
	j.tap("Ry")
	for range 3 {
		j.tap(T("Pass"))
	}
	j.step("Ann ("+T("North")+")", "+", 5)
	j.step("Bo ("+T("East")+")", "+", 5)
	j.want(T("Contract made"))
	j.tap(T("Save the deal"))
	j.wantStatus(fmt.Sprintf(T("Deal %d saved."), 2))
	j.checkNumbers()

	// Deal 3: Gâm, Gâm+1, doubled, the trump named after the bidding.
	j.want(fmt.Sprintf(T("%s to call"), "Di ("+T("West")+")"))
	j.tap("Gâm")
	j.tap("Gâm+1")
	j.tapGreyed("Gâm") // no longer outranks Gâm+1
	j.wantStatus("Gâm")
	for range 3 {
		j.tap(T("Pass"))
	}
	j.tap(fmt.Sprintf(T("Double (%s)"), T("East-West")))
	j.tap(T("Fire"))
	j.step(fmt.Sprintf(T("%s, declarer"), "Ann ("+T("North")+")"), "+", 6)
	j.step("Cy ("+T("South")+")", "+", 6)
	j.tap(T("Save the deal"))
	j.wantStatus(fmt.Sprintf(T("Deal %d saved."), 3))
	j.checkNumbers()

	// Deal 4 by quick entry: Gâm+2 by Bo with Earth; Ry 2 cannot be what
	// a Gâm+2 outbid.
	j.tap(T("Quick entry"))
	j.tap("Gâm+2")
	j.tapN("Bo", 1) // the dealer's row comes first, then the declarer's
	j.tap(T("Earth"))
	j.tapGreyedN("Ry 2", 1) // the contract's row has one too
	j.wantStatus("PYM-8")
	j.step(fmt.Sprintf(T("%s, declarer"), "Bo ("+T("East")+")"), "+", 7)
	j.step("Di ("+T("West")+")", "–", 3)
	j.tap(T("Save the deal"))
	j.wantStatus(fmt.Sprintf(T("Deal %d saved."), 4))
	j.checkNumbers()

	// Out through History and back: the table comes back from the store.
	j.history()
	j.tap(T("Resume"))
	j.want(fmt.Sprintf(T("%s to call"), "Bo ("+T("East")+")"))
	j.checkNumbers()

	// Correct deal 2 from the score sheet: South took a trick, the Ry is
	// lost.
	j.sheet()
	j.tapRowOf(2)
	j.tap(T("Edit this round"))
	j.wantStatus(fmt.Sprintf(T("Correcting deal %d: change it and save the correction."), 2))
	j.step(fmt.Sprintf(T("%s, declarer"), "Cy ("+T("South")+")"), "+", 1)
	j.want(T("Contract lost"))
	j.tap(T("Save the correction"))
	j.wantStatus(fmt.Sprintf(T("Deal %d corrected."), 2))
	j.checkNumbers()

	// Correct deal 1 from the game record.
	j.history()
	j.tapRecordRow(1)
	j.tap(T("Edit this round"))
	j.wantStatus(fmt.Sprintf(T("Correcting deal %d: change it and save the correction."), 1))
	j.step("Ann ("+T("North")+")", "+", 4) // from West: East-West 6 of 9
	j.want(T("Contract lost"))
	j.tap(T("Save the correction"))
	j.wantStatus(fmt.Sprintf(T("Deal %d corrected."), 1))
	j.checkNumbers()

	// Undo the last deal: it comes back in the form, to be fixed and
	// saved again.
	j.sheet()
	j.tap(T("Undo last deal"))
	j.tap(T("Yes"))
	j.entry()
	j.wantStatus(fmt.Sprintf(T("Deal %d is taken back and in the form again: fix it and save it."), 4))
	j.checkNumbers()
	if it := j.inView(fmt.Sprintf(T("%s, declarer"), "Bo ("+T("East")+")"), 0); it.Text == "" {
		t.Fatal("the deal is not back in the form")
	}
	j.step("Di ("+T("West")+")", "+", 1)
	j.tap(T("Save the deal"))
	j.wantStatus(fmt.Sprintf(T("Deal %d saved."), 4))
	j.checkNumbers()
	st := j.u.Store()
	games, _ := st.Games(storage.Filter{Kind: "pymtheg"})
	if tot, _ := st.Totals(games[0].ID); tot.Rounds != 4 {
		t.Errorf("%d deals stored, want 4", tot.Rounds)
	}
	if ps, _ := st.Players(true); len(ps) != 4 {
		t.Errorf("players: %v", ps)
	}
	_ = host.SectionPlay
}

// history goes to the History section and opens the game's record (the
// section shows it again when it was left there).
func (j *journey) history() {
	j.t.Helper()
	j.tap(T("History"))
	tabletest.Settle(j.u.Window())
	if !j.has(T("Resume")) {
		j.tap("Pymtheg")
	}
	j.want(T("Resume"))
}

// tapRowOf taps the score sheet's row of deal n.
func (j *journey) tapRowOf(n int) {
	j.t.Helper()
	prefix := fmt.Sprintf("#%d ", n)
	for _, it := range j.all() {
		if strings.HasPrefix(it.Text, prefix) {
			j.sc.TapItem(j.inView(it.Text, 0))
			return
		}
	}
	j.t.Fatalf("no row of deal %d: %q", n, j.sc.Texts())
}

// tapRecordRow taps the game record's row of round n.
func (j *journey) tapRecordRow(n int) {
	j.t.Helper()
	prefix := fmt.Sprintf(T("Round %d"), n) + " "
	for _, it := range j.all() {
		if strings.HasPrefix(it.Text, prefix) {
			j.sc.TapItem(j.inView(it.Text, 0))
			return
		}
	}
	j.t.Fatalf("no row of round %d: %q", n, j.sc.Texts())
}
