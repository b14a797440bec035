package tabletest

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font/sfnt"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
)

// A Journey drives the app as a person does, for the tables whose form
// scrolls under a fixed status line and action bar (Pymtheg, Burn): every
// tap lands where the text it aims at is drawn, after scrolling it into
// view, and the action bar must stay where it was first seen.
type Journey struct {
	T     *testing.T
	U     *app.UI
	Sc    *apptest.Screen
	Phone bool
	// EntryTab is the entry's tab on a phone ("Deal", "Round"), in
	// English: it is said in the journey's language.
	EntryTab string
	// Bar are the labels the action bar shows (in English).
	Bar []string
	// Where the action bar's buttons were first seen: they never move.
	barY map[string]float32
}

// NewJourney starts the app (Start) at phone or desktop size in a
// language, with a table whose entry's tab is entryTab and whose action
// bar shows the labels bar.
func NewJourney(t *testing.T, phone bool, cfg app.Config, entryTab string, bar ...string) *Journey {
	t.Helper()
	cfg.Phone = phone
	u, sc := Start(t, cfg)
	return &Journey{T: t, U: u, Sc: sc, Phone: u.Phone(), EntryTab: entryTab, Bar: bar, barY: map[string]float32{}}
}

// Nth finds the n-th text (from 0, in drawing order) on the screen, in
// view or scrolled out of it.
func (j *Journey) Nth(text string, n int) (apptest.Item, bool) {
	var hits []apptest.Item
	for _, it := range j.All() {
		if it.Text == text {
			hits = append(hits, it)
		}
	}
	if n < len(hits) {
		return hits[n], true
	}
	return apptest.Item{}, false
}

// All lists every text of the screen (the top overlay when one is
// shown), marking those not wholly in view as clipped.
func (j *Journey) All() []apptest.Item {
	visible := map[fyne.Position]bool{}
	for _, it := range j.Sc.Items() {
		if !it.Clipped {
			visible[it.Pos] = true
		}
	}
	var out []apptest.Item
	root := j.U.Window().Canvas().Content()
	if top := j.U.Window().Canvas().Overlays().Top(); top != nil {
		root = top
	}
	var rec func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject)
	rec = func(o fyne.CanvasObject, off fyne.Position, path []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		pos := o.Position().Add(off)
		path = append(slices.Clone(path), o)
		if txt, ok := o.(*canvas.Text); ok && strings.TrimSpace(txt.Text) != "" {
			out = append(out, apptest.Item{Text: txt.Text, Pos: pos, Size: o.Size(), Path: path, Clipped: !visible[pos]})
		}
		switch c := o.(type) {
		case *fyne.Container:
			for _, ch := range c.Objects {
				rec(ch, pos, path)
			}
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(c).Objects() {
				rec(ch, pos, path)
			}
		}
	}
	rec(root, fyne.Position{}, nil)
	return out
}

// InView scrolls until the n-th text is wholly in view, the way a wheel
// or a finger moves a page, and returns it.
func (j *Journey) InView(text string, n int) apptest.Item {
	j.T.Helper()
	for range 100 {
		it, ok := j.Nth(text, n)
		if !ok {
			j.T.Fatalf("no %q (number %d) on the screen; visible: %q", text, n+1, j.Sc.Texts())
		}
		if !it.Clipped {
			for _, v := range j.Sc.Items() {
				if v.Pos == it.Pos && v.Text == it.Text {
					return v
				}
			}
		}
		var scroll fyne.CanvasObject
		for _, o := range slices.Backward(it.Path) {
			if _, ok := o.(fyne.Scrollable); ok {
				scroll = o
				break
			}
		}
		if scroll == nil {
			j.T.Fatalf("%q is out of view and nothing scrolls it", text)
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
		dy := float32(-80)
		if it.Pos.Y < at.Y {
			dy = 80
		}
		// The wheel over the page's margin: over an entry it would scroll
		// the entry's own text, not the page.
		test.Scroll(j.U.Window().Canvas(), fyne.NewPos(at.X+2, at.Y+scroll.Size().Height/2), 0, dy)
	}
	j.T.Fatalf("%q does not come into view", text)
	return apptest.Item{}
}

// TapN taps the n-th text where it is drawn, scrolled into view first.
func (j *Journey) TapN(text string, n int) {
	j.T.Helper()
	Settle(j.U.Window())
	j.Sc.TapItem(j.InView(text, n))
	j.CheckBar()
}

// Tap taps the first text where it is drawn.
func (j *Journey) Tap(text string) { j.T.Helper(); j.TapN(text, 0) }

// TapGreyed taps a greyed-out button (or a tile drawn under its name)
// where it is drawn, as a finger does: the screen's Tap refuses disabled
// targets.
func (j *Journey) TapGreyed(text string) { j.T.Helper(); j.TapGreyedN(text, 0) }

// TapGreyedN taps the n-th such text.
func (j *Journey) TapGreyedN(text string, n int) {
	j.T.Helper()
	it := j.InView(text, n)
	j.Sc.TapAt(it.Centre())
}

// Step taps the sign ("+" or "–") of the stepper row labelled label, n
// times.
func (j *Journey) Step(label, sign string, n int) { j.T.Helper(); j.StepN(label, 0, sign, n) }

// StepN taps the sign of the nth stepper row labelled label, times times:
// the sign on the row's line, the first to the right of the label.
func (j *Journey) StepN(label string, nth int, sign string, times int) {
	j.T.Helper()
	for range times {
		row := j.InView(label, nth)
		k, found, best, n := 0, false, float32(1e9), 0
		for _, it := range j.All() {
			if it.Text != sign {
				continue
			}
			c := it.Centre()
			if c.Y > row.Pos.Y-14 && c.Y < row.Pos.Y+row.Size.Height+60 && c.X > row.Pos.X && c.X-row.Pos.X < best {
				k, found, best = n, true, c.X-row.Pos.X
			}
			n++
		}
		if !found {
			j.T.Fatalf("no %q beside %q; visible: %q", sign, label, j.Sc.Texts())
		}
		j.Sc.TapAt(j.InView(sign, k).Centre())
	}
	j.CheckBar()
}

// Pick enters the count n on the nth row labelled label the quick way: a
// tap on the count shown between "–" and "+" ("?" while none is
// entered) offers every number, and a tap on n picks it.
func (j *Journey) Pick(label string, nth, n int) {
	j.T.Helper()
	var hit *apptest.Item
	for range 20 {
		row := j.InView(label, nth)
		hit = nil
		for _, it := range j.All() {
			c := it.Centre()
			if c.Y < row.Pos.Y-14 || c.Y > row.Pos.Y+row.Size.Height+60 || c.X <= row.Pos.X+row.Size.Width {
				continue
			}
			if _, err := strconv.Atoi(it.Text); err != nil && it.Text != "?" {
				continue
			}
			if hit == nil || c.X < hit.Centre().X {
				it := it
				hit = &it
			}
		}
		if hit == nil {
			j.T.Fatalf("no count beside %q; visible: %q", label, j.Sc.Texts())
		}
		if !hit.Clipped {
			break
		}
		// The count sits under its label (a narrow screen): a notch more.
		var scroll fyne.CanvasObject
		for _, o := range slices.Backward(hit.Path) {
			if _, ok := o.(fyne.Scrollable); ok {
				scroll = o
				break
			}
		}
		if scroll == nil {
			break
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
		test.Scroll(j.U.Window().Canvas(), fyne.NewPos(at.X+2, at.Y+scroll.Size().Height/2), 0, -40)
	}
	for _, it := range j.Sc.Items() {
		if it.Pos == hit.Pos && it.Text == hit.Text {
			hit = &it
			break
		}
	}
	j.Sc.TapItem(*hit)
	if j.U.Window().Canvas().Overlays().Top() == nil {
		j.T.Fatalf("a tap on the count of %q offers no numbers", label)
	}
	// A number the table does not allow is greyed out: the tap says why.
	j.Sc.TapAt(j.Sc.Find(strconv.Itoa(n)).Centre())
	j.CheckBar()
}

// TypeNth types into the n-th entry showing text (its placeholder).
func (j *Journey) TypeNth(text string, n int, chars string) {
	j.T.Helper()
	it := j.InView(text, n)
	j.Sc.TapItem(it)
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(fyne.Focusable); ok {
			test.Type(e, chars)
			return
		}
	}
	j.T.Fatalf("%q is not in an entry", text)
}

// Labels are the texts of the screen, the lines of a wrapped label joined
// again, in drawing order.
func (j *Journey) Labels() []string {
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

func (j *Journey) groups() []group {
	var out []group
	at := map[fyne.CanvasObject]int{}
	seen := map[string]int{}
	for _, it := range j.All() {
		n := seen[it.Text]
		seen[it.Text]++
		var owner fyne.CanvasObject
		for _, o := range slices.Backward(it.Path) {
			if l, ok := o.(*widget.Label); ok {
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

// Has reports whether some visible text contains part.
func (j *Journey) Has(part string) bool { return j.Sc.HasContaining(part) }

// Want scrolls to a label containing part and fails when there is none.
func (j *Journey) Want(part string) {
	j.T.Helper()
	Settle(j.U.Window()) // what a person reads is the settled frame
	for _, g := range j.groups() {
		if strings.Contains(g.text, part) {
			j.InView(g.first.Text, g.n)
			return
		}
	}
	j.T.Fatalf("no %q on the screen: %q", part, j.Labels())
}

// Status is the text of the table's status line.
func (j *Journey) Status() string {
	for _, o := range apptest.All[*widgets.StatusLine](j.U.Window().Canvas().Content()) {
		if o.Visible() {
			return o.Text()
		}
	}
	return ""
}

// WantStatus fails unless the status line says part.
func (j *Journey) WantStatus(part string) {
	j.T.Helper()
	if s := j.Status(); !strings.Contains(s, part) {
		j.T.Fatalf("the status line says %q, want %q", s, part)
	}
}

// CheckBar checks that the action bar's buttons are in view and have not
// moved since they were first seen on this screen size.
func (j *Journey) CheckBar() {
	j.T.Helper()
	if j.U.Window().Canvas().Overlays().Top() != nil {
		return // a dialog or a picker covers the page
	}
	for _, label := range j.Bar {
		name := i18n.T(label)
		for _, it := range j.Sc.Items() {
			if it.Text != name {
				continue
			}
			if it.Clipped {
				j.T.Fatalf("%q in the action bar is not wholly in view", name)
			}
			if y, ok := j.barY[name]; ok && math.Abs(float64(y-it.Pos.Y)) > 1 {
				j.T.Fatalf("the action bar moved: %q at y=%.0f, was %.0f", name, it.Pos.Y, y)
			}
			j.barY[name] = it.Pos.Y
		}
	}
}

// Sheet shows the score sheet (its tab on a phone).
func (j *Journey) Sheet() {
	j.T.Helper()
	if j.Phone {
		j.Tap(i18n.T("Score sheet"))
	}
}

// Entry shows the table's form (its tab on a phone).
func (j *Journey) Entry() {
	j.T.Helper()
	if j.Phone {
		j.Tap(i18n.T(j.EntryTab))
	}
}

// StepAll taps the sign of the nth stepper row labelled label until it is
// greyed out (at its end).
func (j *Journey) StepAll(label string, nth int, sign string) {
	j.T.Helper()
	for range 16 {
		row := j.InView(label, nth)
		var hit *apptest.Item
		for _, it := range j.Sc.Items() {
			c := it.Centre()
			if it.Text == sign && c.Y > row.Pos.Y-14 && c.Y < row.Pos.Y+row.Size.Height+60 && c.X > row.Pos.X && (hit == nil || c.X < hit.Centre().X) {
				it := it
				hit = &it
			}
		}
		if hit != nil {
			for _, o := range hit.Path {
				if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
					return
				}
			}
		}
		j.StepN(label, nth, sign, 1)
	}
}

// Cards taps element cards of the deck where they are drawn.
func (j *Journey) Cards(codes ...string) {
	j.T.Helper()
	for _, c := range codes {
		j.TapCard(c)
	}
}

// TapCard taps the deck's card with the given code where it is drawn,
// scrolled into view first.
func (j *Journey) TapCard(code string) {
	j.T.Helper()
	w := j.U.Window()
	for range 80 {
		var face *widgets.CardFace
		for _, f := range apptest.All[*widgets.CardFace](w.Canvas().Content()) {
			if f.Spec.Code == code && f.Size() == widgets.DeckCardSize {
				face = f
			}
		}
		if face == nil {
			j.T.Fatalf("no card %s in the deck", code)
		}
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(face)
		var scroll *widgets.Scroll
		for _, s := range apptest.All[*widgets.Scroll](w.Canvas().Content()) {
			if s.Visible() && s.Size().Width > 0 {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
				if pos.X >= at.X && pos.X < at.X+s.Size().Width {
					scroll = s
				}
			}
		}
		if scroll == nil {
			j.T.Fatal("the deck is not in a scrolling page")
		}
		at := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
		mid := at.Add(fyne.NewPos(2, scroll.Size().Height/2))
		switch {
		case pos.Y < at.Y:
			test.Scroll(w.Canvas(), mid, 0, 80)
		case pos.Y+face.Size().Height > at.Y+scroll.Size().Height:
			test.Scroll(w.Canvas(), mid, 0, -80)
		default:
			j.Sc.TapAt(pos.Add(fyne.NewPos(face.Size().Width/2, face.Size().Height/2)))
			return
		}
	}
	j.T.Fatalf("card %s does not come into view", code)
}

// TapRow taps the row whose text starts with prefix (a score-sheet or
// record row).
func (j *Journey) TapRow(prefix string) {
	j.T.Helper()
	for _, it := range j.All() {
		if strings.HasPrefix(it.Text, prefix) {
			j.Sc.TapItem(j.InView(it.Text, 0))
			return
		}
	}
	j.T.Fatalf("no row %q: %q", prefix, j.Sc.Texts())
}

// History goes to the History section and opens the record of the game
// named game (the section shows it again when it was left there).
func (j *Journey) History(game string) {
	j.T.Helper()
	j.Tap(i18n.T("History"))
	Settle(j.U.Window())
	if !j.Has(i18n.T("Resume")) {
		j.Tap(game)
	}
	j.Want(i18n.T("Resume"))
}

// Fits checks the screen page by page down every scrolling part: no texts
// over each other, none cut, nothing wider than the window, every glyph
// in the theme's text font.
func (j *Journey) Fits(where string) {
	j.T.Helper()
	Settle(j.U.Window())
	check := func(at string) {
		if w := j.U.Window().Content().MinSize().Width; w > j.U.Window().Canvas().Size().Width+0.5 {
			j.T.Errorf("%s%s: needs %.0f px, wider than the window", where, at, w)
		}
		if o := OverlapsInView(j.Sc); len(o) > 0 {
			j.T.Errorf("%s%s: texts drawn over each other: %q", where, at, o)
		}
		if c := j.Sc.Cut(); len(c) > 0 {
			j.T.Errorf("%s%s: cut: %q", where, at, c)
		}
		for _, s := range j.Sc.Texts() {
			if r, ok := MissingGlyph(s); ok {
				j.T.Errorf("%s%s: %q has %q (U+%04X), which the text font lacks", where, at, s, r, r)
			}
		}
	}
	check("")
	for _, s := range apptest.All[*widgets.Scroll](j.U.Window().Canvas().Content()) {
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

// WhyLines are the Why? panel's numbered lines on the screen.
func (j *Journey) WhyLines() []string {
	var out []string
	for _, l := range j.Labels() {
		if len(l) > 3 && l[0] >= '1' && l[0] <= '9' && strings.Contains(l[:4], ". ") {
			out = append(out, l)
		}
	}
	return out
}

var textFont *sfnt.Font

// MissingGlyph finds the first character of s the theme's text font does
// not draw (Fyne then falls back to other fonts, or draws a box), other
// than the bidirectional control a test types in on purpose.
func MissingGlyph(s string) (rune, bool) {
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

// CheckTranslated fails for a text of the package's Go files (T and N
// calls, in the working directory and its sub-packages) that has no Dutch in the translation
// files under dir, says "(s)" for a count, or has a character the text
// font lacks.
func CheckTranslated(t *testing.T, dir string) {
	t.Helper()
	nl := map[string]string{}
	files, _ := filepath.Glob(filepath.Join(dir, "*.nl.json"))
	if len(files) == 0 {
		t.Fatalf("no translations in %s", dir)
	}
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
	// The table's own files and those of its sub-packages (the entry
	// widgets a tournament's table shares).
	srcs, _ := filepath.Glob("*.go")
	sub, _ := filepath.Glob("*/*.go")
	for _, f := range append(srcs, sub...) {
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
				if r, ok := MissingGlyph(key + nl[key]); ok {
					t.Errorf("%s: %q has %q, which the text font lacks", f, key, r)
				}
			}
		}
	}
}

// T is a text as the app shows it in the current language.
func T(s string) string { return i18n.T(s) }
