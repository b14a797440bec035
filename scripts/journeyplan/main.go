// Command journeyplan plans the real-window journeys of scripts/journey.sh.
// It plays a journey in Fyne's test driver first - the app's own screens,
// on a fresh history, at the real window's size, in its language - and
// prints what a person does in it: where each tap lands (the middle of the
// text that is tapped, where the layout draws it), what is typed, when a
// screenshot is due, and what the history must hold at the end. The
// script replays the plan in the real window with xdotool and checks the
// history with arbiter-cli.
//
// Plan lines:
//
//	size W H             the window's size
//	step NAME            the screen has settled: take a screenshot
//	click X Y WHAT       a tap at X, Y (window coordinates) on WHAT
//	wheel X Y down|up    the mouse wheel turned at X, Y until the page
//	                     under it is at its end (the notches' size does
//	                     not matter: the end is the same in both drivers)
//	type TEXT            keys typed into the focused entry
//	expect KEY JSON      what arbiter-cli must find (kind, options, input, totals)
//
// Each game's journey is a function in journeys; a tap that would need
// scrolling is refused (the real window would scroll by another amount),
// so a journey taps only what is in view.
//
// It imports Fyne's test driver and is never part of cmd/arbiter.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tables"
	"arbiter/app/widgets"
	_ "arbiter/scoring/all"
	"arbiter/storage"
)

// journeys are the games the script can play, each a function of the
// planner. Another game's journey is another entry.
var journeys = map[string]func(p *planner){
	"myre":    myreJourney,
	"pymtheg": pymthegJourney,
	"hyrule":  hyruleJourney,
}

func main() {
	game := flag.String("game", "myre", "the game's journey: "+strings.Join(names(), ", "))
	size := flag.String("size", "1280x800", "the window's size, WxH")
	lang := flag.String("lang", "en", "the app's language")
	flag.Parse()
	j, ok := journeys[*game]
	if !ok {
		fail("no journey for %q (there is %s)", *game, strings.Join(names(), ", "))
	}
	var w, h float32
	if _, err := fmt.Sscanf(*size, "%fx%f", &w, &h); err != nil {
		fail("-size %q: want WxH", *size)
	}
	dir, err := os.MkdirTemp("", "journeyplan")
	if err != nil {
		fail("%v", err)
	}
	defer os.RemoveAll(dir)
	a := test.NewApp()
	defer a.Quit()
	// Settled: the results of background work (a table's session reading
	// its game, a new game created) wait for the screen's Settle, which
	// runs before every look and after every tap, as in the tests.
	u := app.New(a, app.Config{Tables: tables.All, DBPath: filepath.Join(dir, "plan.db"), Language: *lang, Settled: true})
	if err := u.Start(); err != nil {
		fail("%v", err)
	}
	if err := u.WaitReady(); err != nil {
		fail("%v", err)
	}
	defer u.Close()
	u.Window().Resize(fyne.NewSize(w, h))
	fmt.Printf("size %d %d\n", int(w), int(h))
	sc := apptest.Of(quit{}, u.Window())
	sc.Settle = u.Settle
	p := &planner{u: u, sc: sc}
	j(p)
}

func names() []string {
	var out []string
	for n := range journeys {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func fail(format string, a ...any) {
	fmt.Fprintf(os.Stderr, "journeyplan: "+format+"\n", a...)
	os.Exit(1)
}

// quit is the testing.TB apptest reports to: a refusal ends the plan.
type quit struct{ testing.TB }

func (quit) Helper()                        {}
func (quit) Fatalf(format string, a ...any) { fail(format, a...) }

// planner plays a journey in the test driver and prints it.
type planner struct {
	u  *app.UI
	sc *apptest.Screen
}

func (p *planner) step(name string) { fmt.Printf("step %s\n", name) }

// click prints a tap on an item and makes it in the test driver.
func (p *planner) click(it apptest.Item, what string) {
	if it.Clipped {
		fail("%s (%q) is not wholly in view: the journey would have to scroll", what, it.Text)
	}
	c := it.Centre()
	fmt.Printf("click %d %d %s\n", int(c.X+0.5), int(c.Y+0.5), what)
	p.sc.TapItem(it)
}

// tap taps the one visible text.
func (p *planner) tap(text string) { p.click(p.sc.Find(text), text) }

// tile taps a game's tile on the home screen: the tile is a button drawn
// under its name, so the tap goes to the point where the name is.
func (p *planner) tile(name string) {
	it := p.sc.Find(name)
	c := it.Centre()
	fmt.Printf("click %d %d tile %s\n", int(c.X+0.5), int(c.Y+0.5), name)
	p.sc.TapAt(c)
}

// tapNth taps the n-th (from 0, in drawing order) visible text.
func (p *planner) tapNth(text string, n int) { p.click(p.sc.FindNth(text, n, false), text) }

// wheelToEnd turns the mouse wheel over the scrolling page holding text
// (at its left margin, where no entry takes the wheel) until the page is
// at its end, down or up; the test driver's page is put at the same end.
func (p *planner) wheelToEnd(text string, down bool) {
	it := p.sc.FindNth(text, 0, false)
	var scroll *widgets.Scroll
	for _, o := range slices.Backward(it.Path) {
		if s, ok := o.(*widgets.Scroll); ok {
			scroll = s
			break
		}
	}
	if scroll == nil {
		fail("%q is in no scrolling page", text)
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(scroll)
	way := "up"
	if down {
		way = "down"
		scroll.ScrollToBottom()
	} else {
		scroll.ScrollToTop()
	}
	fmt.Printf("wheel %d %d %s\n", int(at.X+2.5), int(at.Y+scroll.Size().Height/2+0.5), way)
}

// wheelOverToEnd turns the wheel over a text (not the middle of its page:
// a page may hold a scroll of its own there, as the Myre table's right
// column holds the score sheet) until the page under it is at its end.
func (p *planner) wheelOverToEnd(text string) {
	it := p.sc.FindNth(text, 0, false)
	var scroll *widgets.Scroll
	for _, o := range slices.Backward(it.Path) {
		if s, ok := o.(*widgets.Scroll); ok {
			scroll = s
			break
		}
	}
	if scroll == nil {
		fail("%q is in no scrolling page", text)
	}
	c := it.Centre()
	scroll.ScrollToBottom()
	fmt.Printf("wheel %d %d down\n", int(c.X+0.5), int(c.Y+0.5))
}

// typeInto taps the first entry showing text (its placeholder) and types.
func (p *planner) typeInto(text, chars string) {
	it := p.sc.FindNth(text, 0, false)
	p.click(it, "entry "+text)
	for _, o := range slices.Backward(it.Path) {
		if e, ok := o.(*widget.SelectEntry); ok {
			test.Type(e, chars)
			fmt.Printf("type %s\n", chars)
			return
		}
		if e, ok := o.(*widget.Entry); ok {
			test.Type(e, chars)
			fmt.Printf("type %s\n", chars)
			return
		}
	}
	fail("%q is not in an entry", text)
}

// card taps a card of a deck grid (the larger faces), by its code.
func (p *planner) card(code string) {
	for _, it := range p.sc.Items() {
		for _, o := range slices.Backward(it.Path) {
			f, ok := o.(*widgets.CardFace)
			if !ok {
				continue
			}
			if f.MinSize() == widgets.DeckCardSize && f.Spec.Code == code {
				p.click(it, "card "+code)
				return
			}
			break
		}
	}
	fail("no card %s of the deck on screen", code)
}

// expect prints what the history must hold.
func (p *planner) expect(key string, v any) {
	var b []byte
	switch x := v.(type) {
	case json.RawMessage:
		var any any
		if err := json.Unmarshal(x, &any); err != nil {
			fail("%s: %v", key, err)
		}
		b, _ = json.Marshal(any) // compact, keys sorted
	default:
		b, _ = json.Marshal(x)
	}
	fmt.Printf("expect %s %s\n", key, b)
}

// expectGame prints the one stored game's kind, options, rounds and
// totals as the test driver's history has them.
func (p *planner) expectGame() {
	st := p.u.Store()
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		fail("the journey stored %d games (%v)", len(games), err)
	}
	g, err := st.Game(games[0].ID)
	if err != nil {
		fail("%v", err)
	}
	rounds, err := st.Rounds(g.ID)
	if err != nil {
		fail("%v", err)
	}
	tot, err := st.Totals(g.ID)
	if err != nil {
		fail("%v", err)
	}
	var inputs []json.RawMessage
	for _, r := range rounds {
		inputs = append(inputs, r.Input)
	}
	p.expect("kind", g.Kind)
	p.expect("options", g.Options)
	in, _ := json.Marshal(inputs)
	p.expect("inputs", json.RawMessage(in))
	p.expect("totals", tot.Totals)
}

// myreJourney: the Myre tile, the new-game form with every default left
// as it is (the players' names typed), and one hand tapped in card by
// card where the cards are drawn, resolved and saved. The cards are the
// ones a desktop window shows without scrolling.
func myreJourney(p *planner) {
	p.step("home")
	p.tile("Myre")
	p.step("new-game")
	p.typeInto(i18n.T("Player name"), "Ann")
	p.typeInto(i18n.T("Player name"), "Bob")
	p.step("players")
	p.tap(i18n.T("Start the game"))
	p.step("table")
	// Nothing else tells who played first in the first hand: the table asks.
	p.tap(i18n.T("Red") + " (Ann)")
	for _, c := range []string{"6H", "AH", "2D", "3H"} {
		p.card(c)
	}
	p.step("scout-and-red")
	p.tap(i18n.T("Black"))
	for _, c := range []string{"10S", "JS", "QS"} {
		p.card(c)
	}
	p.step("black")
	p.tap(i18n.T("Resolve"))
	p.step("resolved")
	p.tap(i18n.T("Save hand"))
	if want := i18n.Tf("Hand %d saved.", 1); !p.sc.Has(want) {
		fail("the plan did not save the hand: %q", p.sc.Texts())
	}
	p.step("saved")
	// The right column at its end: the last line of Armies whole (issue
	// 23 #6).
	p.wheelOverToEnd(i18n.T("Jails"))
	p.step("armies")
	p.expectGame()
}

// relayout lays the window out again as the driver does over its next
// frames (a form that grew by a row): the next taps land where the real
// window draws.
func (p *planner) relayout() {
	w := p.u.Window()
	sz := w.Canvas().Size()
	for range 3 {
		w.Resize(sz.Add(fyne.NewSize(1, 0)))
		w.Resize(sz)
	}
}

// hyruleJourney: the Hyrule tile, the new-game form with every default
// left as it is (three players: the third added), the round of issue 23
// #4 tapped turn by turn (Ann 9, Bo 3, Cy 9: level), then the run-off game
// of Ann and Cy (Ann 8, Cy 6): the run-off game's turns are numbered as its
// own, its counts apart, and it decides the round (HYRULE-4).
func hyruleJourney(p *planner) {
	p.step("home")
	p.tile("Hyrule")
	p.typeInto(i18n.T("Player name"), "Ann")
	p.typeInto(i18n.T("Player name"), "Bo")
	p.tap(i18n.T("Add a player"))
	p.relayout()
	p.typeInto(i18n.T("Player name"), "Cy")
	p.step("players")
	p.tap(i18n.T("Start the game"))
	p.step("table")
	round := [][]string{{"KC", "3H", "2S"}, {"4S", "4C", "QD"}, {"6H", "6S", "6D"}, {"7S", "8S", "7H"}, {"RJ", "10C", "9H"}, {"3D", "5H", "8H"}, {"9S", "9C", "9D"}}
	runoff := [][]string{{"2C", "2S"}, {"3C", "3S"}, {"4C", "4S"}, {"6C", "6S"}, {"7S", "7C"}, {"8S", "8C"}, {"9S", "9C"}}
	for i, cs := range round {
		for _, c := range cs {
			p.card(c)
		}
		if i == 0 {
			p.step("turn-1")
		}
		p.tap(i18n.T("Save the turn"))
	}
	p.step("level")
	for i, cs := range runoff {
		for _, c := range cs {
			p.card(c)
		}
		p.tap(i18n.T("Save the turn"))
		if i == 0 {
			p.step("runoff-turn-1")
		}
	}
	want := i18n.Tf("Round over: %s were level on %d captured cards; %s wins the run-off game (%s).", "Ann & Cy", 9, "Ann", "Ann 8 · Cy 6")
	found := false
	for _, t := range p.sc.Texts() {
		found = found || strings.Contains(want, t) && len(t) > 20
	}
	if !found {
		fail("the plan did not end the round on its run-off game: %q", p.sc.Texts())
	}
	p.step("won")
	p.expectGame()
}

// pymthegJourney: the Pymtheg tile, the new-game form with every default
// left as it is (the players' names typed), and one deal entered by quick
// entry where its buttons are drawn: Gâm+2 by Bo (East) with Earth named
// with the bid, East 7 tricks, South 3, West 5 and North 0 (the page
// wheeled to its end for the tricks), saved.
func pymthegJourney(p *planner) {
	p.step("home")
	p.tile("Pymtheg")
	p.step("new-game")
	// The form seats North-South first, then East-West.
	for _, n := range []string{"Ann", "Cy", "Bo", "Di"} {
		p.typeInto(i18n.T("Player name"), n)
	}
	p.step("players")
	p.tap(i18n.T("Start the game"))
	p.step("table")
	p.tap(i18n.T("Quick entry"))
	p.step("quick-entry")
	p.tap("Gâm+2")
	p.tapNth("Bo", 1) // the dealer's row comes first, then the declarer's
	p.tap(i18n.T("Earth"))
	// When the trump was named has no default (GEN-1); its row is drawn
	// below the window's fold.
	p.wheelToEnd(i18n.T("2. Play"), true)
	p.tap(i18n.T("with the bid"))
	p.step("contract")
	p.wheelToEnd(i18n.T("2. Play"), true)
	p.step("play")
	plus := func(label, sign string, times int) {
		for range times {
			row := p.sc.Find(label)
			var hit *apptest.Item
			for _, it := range p.sc.Items() {
				c := it.Centre()
				if it.Text == sign && c.Y > row.Pos.Y-14 && c.Y < row.Pos.Y+row.Size.Height+24 && c.X > row.Pos.X {
					it := it
					hit = &it
				}
			}
			if hit == nil {
				fail("no %q beside %q", sign, label)
			}
			p.click(*hit, sign+" "+label)
		}
	}
	// Every seat's count starts empty and none is made up (issue 23 #1):
	// "+" on an empty count enters 1, "–" enters 0.
	plus(i18n.Tf("%s, declarer", "Bo ("+i18n.T("East")+")"), "+", 7)
	plus("Cy ("+i18n.T("South")+")", "+", 3)
	plus("Di ("+i18n.T("West")+")", "+", 5)
	plus("Ann ("+i18n.T("North")+")", "–", 1)
	p.step("tricks")
	p.tap(i18n.T("Save the deal"))
	if want := i18n.Tf("Deal %d saved.", 1); !p.sc.Has(want) {
		fail("the plan did not save the deal: %q", p.sc.Texts())
	}
	p.step("saved")
	p.expectGame()
}
