package myre

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/storage"
)

// Issue 16 #2, on the session: a table shown again after its game was
// corrected on another page (History → the game → Resume → correct hand
// 1 → back) shows the game as it is: its jails, its totals, its status,
// and a deck that dims exactly the cards now in a jail. Both pages share
// the game's session, so the first hears the correction as it is saved.
func TestMyreTableShownAgainShowsTheGameAsItIs(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	tb, st, g := myreNewTable(t, u, "")
	h := journeyHands[0]
	enterHand(t, sc, h.scout, h.red, h.black)
	sc.Tap("Resolve")
	sc.Tap("Save hand")
	if !sc.Has("Hand 1 saved.") {
		t.Fatalf("not saved: %q", tabletest.Labels(sc))
	}
	// The same game from History, resumed: a second page on top.
	sc.Tap("History")
	tabletest.TapPrefix(t, sc, "Ann 8")
	tabletest.Tap(sc, "Resume")
	if u.Phone() { // a mobile build: the sheet has its own tab
		sc.Tap("Jails & score")
	}
	tabletest.TapPrefix(t, sc, "#1 ")
	sc.Tap("Edit this round")
	// Black's 4♣ was Red's to jail after all: Black had the 4♠ only.
	tabletest.TapPlaced(t, sc, "4C")
	sc.Tap("Resolve")
	sc.Tap("Save the correction")
	if red, _ := myreTotals(t, st, g.ID); red != 4 {
		t.Fatalf("Red after the correction: %v", red)
	}
	// Back to the first page.
	u.Back(host.SectionPlay)
	if u.Current(host.SectionPlay).Content == nil || tb.holder == nil {
		t.Fatal("back did not show the first table")
	}
	if sc.Has("Hand 1 saved.") {
		t.Error("the first table still says \"Hand 1 saved.\" about the game as it was")
	}
	if u.Phone() {
		sc.Tap("Jails & score")
	}
	if !sc.Has("Red (Ann): 4 points") {
		t.Errorf("the first table's jails: %q", tabletest.Labels(sc))
	}
	checkNumbers(t, sc, st, g, 0)
	if u.Phone() {
		sc.Tap("Hand")
	}
	// The 4♣ is free again, the 4♠ still in Red's jail.
	tabletest.TapCards(t, sc, "7C")
	tabletest.Tap(sc, "Black")
	tabletest.TapCards(t, sc, "4C")
	if sc.HasContaining("jail") {
		t.Errorf("the free 4♣ was refused: %q", tb.statusText())
	}
	tabletest.TapCards(t, sc, "4S")
	if !strings.Contains(tb.statusText(), "4♤ is in Red's jail since hand 1") || !strings.Contains(tb.statusText(), "(GEN-1)") {
		t.Errorf("the jailed 4♠ was not refused with its reason and rule: %q", tb.statusText())
	}
	if got := tb.piles[tb.active].picker.Codes(2); strings.Join(got, " ") != "4C" {
		t.Errorf("Black's cards: %v", got)
	}
}

// Issue 16 #4: the status line keeps its place and its note, the deck its
// order and its place, whatever is tapped; a refused card says why at the
// tap, with the rule (with double scouts off, a second scout card is
// refused for that, not for the armies of a double scout).
func TestMyreLayoutDoesNotMoveUnderTheFinger(t *testing.T) {
	for _, phone := range []bool{false, true} {
		u, sc := startUI(t, phone, "en", "")
		tb, _, _ := myreNewTable(t, u, "")
		h := journeyHands[0]
		enterHand(t, sc, h.scout, h.red, h.black)
		sc.Tap("Resolve")
		sc.Tap("Save hand")
		// Where every card of the deck is drawn in the table's body, and
		// where the status is on screen.
		d := fyne.CurrentApp().Driver()
		layout := func() map[string]fyne.Position {
			out := map[string]fyne.Position{}
			top := d.AbsolutePositionForObject(tb.entry)
			for code, fs := range tb.faces {
				out[code] = d.AbsolutePositionForObject(fs[0]).Subtract(top)
			}
			return out
		}
		before := layout()
		statusAt := func() fyne.Position {
			for _, it := range sc.Items() {
				for _, o := range it.Path {
					if o == tb.status.Line {
						return it.Pos
					}
				}
			}
			t.Fatalf("the status line shows nothing: %q", tb.statusText())
			return fyne.Position{}
		}
		status := statusAt()
		same := func(when string) {
			t.Helper()
			for code, p := range layout() {
				if p != before[code] {
					t.Errorf("phone=%v %s: %s moved from %v to %v", phone, when, code, before[code], p)
				}
			}
			if at := statusAt(); at != status {
				t.Errorf("phone=%v %s: the status moved from %v to %v", phone, when, status, at)
			}
		}
		tabletest.TapCards(t, sc, "9D")
		same("after the scout")
		if !sc.Has("Hand 1 saved.") {
			t.Errorf("the note went on the next tap: %q", tb.statusText())
		}
		tabletest.Tap(sc, "Black")
		tabletest.TapCards(t, sc, "10S", "JS", "BJ")
		same("after Black's cards")
		tabletest.Tap(sc, "Scout")
		tabletest.TapCards(t, sc, "5S") // a second card for the pile
		why := tb.statusText()
		if !strings.Contains(why, "double scouts are off") || !strings.Contains(why, "(house rule double_scouts; MYRE-8)") || strings.Contains(why, "same army") {
			t.Errorf("a second scout card with double scouts off: %q", why)
		}
		same("after a refusal")
		// A good tap puts the note back.
		tabletest.Tap(sc, "Red")
		tabletest.TapCards(t, sc, "9H")
		if tb.statusText() != "Hand 1 saved." {
			t.Errorf("status after a good tap: %q", tb.statusText())
		}
		same("after Red's card")
		// The actions are in view without scrolling.
		for _, b := range []string{"Resolve", "Clear the hand", "Undo last hand"} {
			if it := sc.Find(b); it.Clipped {
				t.Errorf("%s is not wholly in view", b)
			}
		}
	}
}

// Issue 16 #6: the game record's "Edit this round" opens the table with
// the hand in its form (the table's EditRound, on the game's session);
// saving corrects it.
func TestMyreCorrectFromTheGameRecord(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	_, st, g := myreNewTable(t, u, "")
	h := journeyHands[0]
	enterHand(t, sc, h.scout, h.red, h.black)
	sc.Tap("Resolve")
	sc.Tap("Save hand")
	// Done playing for now: the record of the game, from History.
	u.Home(host.SectionPlay)
	sc.Tap("History")
	tabletest.TapPrefix(t, sc, "Ann 8")
	tabletest.TapPrefix(t, sc, "Round 1 ")
	sc.Tap("Edit this round")
	if !sc.Has("Correcting hand 1.") {
		t.Fatalf("the record's edit did not open the hand: %q", tabletest.Labels(sc))
	}
	if top := u.Current(host.SectionPlay); !strings.Contains(pageTitle(top), "Myre") {
		t.Fatalf("on %q", pageTitle(top))
	}
	tabletest.TapPlaced(t, sc, "4C")
	sc.Tap("Resolve")
	sc.Tap("Save the correction")
	if red, _ := myreTotals(t, st, g.ID); red != 4 {
		t.Errorf("Red after the correction: %v", red)
	}
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 1 || rounds[0].Version != 2 {
		t.Fatalf("rounds = %+v", rounds)
	}
	if !sc.Has("Hand 1 corrected.") {
		t.Errorf("status: %q", tabletest.Labels(sc))
	}
}

// Issue 16 #10: one side order everywhere: Red before Black in the jails,
// the score sheet's totals and rows, the previews and the armies.
func TestMyreOneSideOrder(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	myreNewTable(t, u, "")
	h := journeyHands[0]
	enterHand(t, sc, h.scout, h.red, h.black)
	sc.Tap("Resolve")
	sc.Tap("Save hand")
	if u.Phone() { // a mobile build: the jails have their own tab
		sc.Tap("Jails & score")
	}
	var order []string
	for _, l := range tabletest.Labels(sc) {
		for _, p := range []string{"Red (Ann): ", "Black (Bob): "} {
			if strings.HasPrefix(l, p) {
				order = append(order, p[:3])
			}
		}
		if strings.HasPrefix(l, "#1 ") && strings.Index(l, "Red") > strings.Index(l, "Black") {
			t.Errorf("sheet row lists Black first: %q", l)
		}
	}
	// Jails, sheet totals, armies: each Red then Black (a phone shows the
	// armies' start only).
	if got := strings.Join(order, " "); len(order) < 4 || !strings.HasPrefix("Red Bla Red Bla Red Bla", got) {
		t.Errorf("side order on screen: %s (%q)", got, tabletest.Labels(sc))
	}
}

// Words for people, and both languages fit: the table at phone and desktop
// size, at the smallest and the largest text size, in English and Dutch,
// with a hand entered, a card refused and the hand resolved: no text cut
// or drawn over another, no "(s)".
func TestMyreTableFitsEveryTextSize(t *testing.T) {
	for _, c := range []struct {
		lang, size string
		phone      bool
	}{
		{"en", "larger", true}, {"nl", "larger", true}, {"nl", "larger", false}, {"en", "small", false},
	} {
		where := fmt.Sprintf("%s %s phone=%v", c.lang, c.size, c.phone)
		u, sc := startUI(t, c.phone, c.lang, c.size)
		tb, _, _ := myreNewTable(t, u, "")
		tabletest.Fits(t, sc, where+" new")
		h := journeyHands[0]
		enterHand(t, sc, h.scout, h.red, h.black)
		tabletest.TapCards(t, sc, "RJ") // refused: the longest reason
		tabletest.Fits(t, sc, where+" refused")
		tabletest.TapCards(t, sc, "BJ")
		tabletest.Fits(t, sc, where+" entry")
		for _, l := range tabletest.Labels(sc) {
			if strings.Contains(l, "(s)") {
				t.Errorf("%s: %q", where, l)
			}
		}
		for _, b := range []string{i18n.T("Resolve"), i18n.T("Clear the hand"), i18n.T("Undo last hand")} {
			if it := sc.Find(b); it.Clipped {
				t.Errorf("%s: %q not wholly in view", where, b)
			}
		}
		sc.Tap(i18n.T("Resolve"))
		if tb.mode != modeResult {
			t.Fatalf("%s: not resolved: %q", where, tb.statusText())
		}
		tabletest.Fits(t, sc, where+" resolved")
		if u.Phone() {
			sc.Tap(i18n.T("Jails & score"))
			tabletest.Fits(t, sc, where+" jails")
		}
	}
}

// Issue 23 #6: the last line of Armies is in view at desktop size, at
// every text size: the column scrolls to its very end and shows it whole.
func TestMyreArmiesLastLineInView(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build has no desktop size")
	}
	for _, size := range []string{"normal", "larger"} {
		u, sc := startUI(t, false, "en", size)
		tb, _, _ := myreNewTable(t, u, "")
		// Hands that leave broken soldiers and lost ranks: the longest
		// reports.
		for _, h := range journeyHands {
			enterHand(t, sc, h.scout, h.red, h.black)
			sc.Tap(i18n.T("Resolve"))
			sc.Tap(i18n.T("Save hand"))
		}
		last := lastArmiesLine(t, tb)
		tb.right.ScrollToBottom()
		it := sc.Find(last)
		if it.Text == "" || it.Clipped {
			t.Errorf("%s: the last line of Armies %q is not wholly in view at the column's end: %+v", size, last, it)
		}
		if c := sc.Cut(); len(c) > 0 {
			t.Errorf("%s: texts cut: %q", size, c)
		}
	}
}

// lastArmiesLine is the text of the last line the Armies report draws.
func lastArmiesLine(t *testing.T, tb *myreTable) string {
	t.Helper()
	var last string
	apptest.Walk(tb.armies, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text != "" {
			last = l.Text
		}
	})
	if last == "" {
		t.Fatal("Armies shows nothing")
	}
	// A wrapped label is drawn as lines: the last one.
	lines := strings.Split(last, "\n")
	return lines[len(lines)-1]
}

func TestMyreNewGameWithOptions(t *testing.T) {
	u := newTestUI(t, true)
	p := u.NewGame(myreID)
	u.Push("play", p)
	var seats []*widget.SelectEntry
	var target *widget.Entry
	var jokers *widget.Check
	apptest.Walk(p.Content, func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.SelectEntry:
			seats = append(seats, v)
		case *widget.Entry:
			if v.Text == "70" {
				target = v
			}
		case *widget.Check:
			if strings.HasPrefix(strings.ToLower(v.Text), "jokers") {
				jokers = v
			}
		}
	})
	if len(seats) != 2 || target == nil || jokers == nil {
		t.Fatalf("form: %d seats, target %v, jokers %v", len(seats), target != nil, jokers != nil)
	}
	test.Type(seats[0], "Ann")
	test.Type(seats[1], "Bob")
	target.SetText("50")
	test.Tap(jokers)
	test.Tap(apptest.Button(t, p.Content, "Start the game"))
	u.Settle()

	st := u.Store()
	g := journeyGame(t, st)
	if o := g.Options; !strings.Contains(string(o), `"target":50`) || !strings.Contains(string(o), `"jokers":false`) {
		t.Errorf("stored options = %s", o)
	}
	// The table follows the options: no jokers in the deck, target 50.
	tb := openMyre(t, u, u.Settle, g.ID, "")
	if _, ok := tb.faces["RJ"]; ok {
		t.Error("jokers are off but the deck has RJ")
	}
	if tb.opt.Target != 50 {
		t.Errorf("target = %d", tb.opt.Target)
	}
}

func TestMyreWinnerAtTarget(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	tb, st, g := myreNewTable(t, u, `{"target":8}`)
	h := journeyHands[0]
	enterHand(t, sc, h.scout, h.red, h.black)
	sc.Tap("Resolve")
	if !sc.HasContaining("Red (Ann) reaches the target and wins the game.") {
		t.Errorf("resolved view does not announce the win: %q", tabletest.Labels(sc))
	}
	sc.Tap("Save hand")
	if tb.mode != modeOver || !sc.Has("Red (Ann) wins the game!") || !sc.Has("8 points to 0 (target 8)") {
		t.Fatalf("winner view: %q", tabletest.Labels(sc))
	}
	full, _ := st.Game(g.ID)
	if full.Status != storage.StatusFinished {
		t.Errorf("status = %s", full.Status)
	}
	// Undo brings the game back to the table, with the hand in the form.
	sc.Tap("Undo last hand")
	sc.Tap("Yes")
	if tb.mode != modeEntry || sc.Has("Red (Ann) wins the game!") {
		t.Error("winner view still shown after undo")
	}
	if got := strings.Join(tb.piles[0].picker.Codes(1), " "); got != "AH 2D 3H" {
		t.Errorf("the hand taken back is not in the form: Red %q", got)
	}
}

// Double scouts and a face-down joker, with the house rule on.
func TestMyreJokerFaceDownAndDoubleScouts(t *testing.T) {
	u, sc := startUI(t, false, "en", "")
	tb, _, _ := myreNewTable(t, u, `{"double_scouts":true}`)
	p := tb.piles[0]
	// A double-scout takes two cards of one army, then Red is next.
	tabletest.TapCards(t, sc, "6H")
	if p.picker.Active != 0 {
		t.Fatal("left the scout after one card of a double-scout")
	}
	tabletest.TapCards(t, sc, "5S")
	if n := len(p.picker.Codes(0)); n != 1 || !strings.Contains(tb.statusText(), "same army") || !strings.Contains(tb.statusText(), "MYRE-8") {
		t.Errorf("mixed double-scout accepted (%d) or no reason: %q", n, tb.statusText())
	}
	tabletest.TapCards(t, sc, "6D")
	if p.picker.Active != 1 {
		t.Errorf("after a 2-card pile: active zone %d", p.picker.Active)
	}
	tabletest.Tap(sc, "Face-up scout")
	if p.faceUp.Checked || !strings.Contains(tb.statusText(), "single card") {
		t.Errorf("a 2-card pile marked face up: %v, %q", p.faceUp.Checked, tb.statusText())
	}
	// Red positions its joker face down: worth nothing.
	tabletest.TapCards(t, sc, "RJ", "7H")
	tabletest.Tap(sc, "red joker face down")
	tabletest.Tap(sc, "Black")
	tabletest.TapCards(t, sc, "2S")
	if !strings.Contains(tb.preview.Text(), "Red: run 6-7 (with the scout 6♡), strength 2") {
		t.Errorf("preview: %s", tb.preview.Text())
	}
	h, _, err := tb.hand()
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Battles) != 1 || strings.Join(playedStrings(h.Battles[0].Red), " ") != "RJ:down 7H" || fmt.Sprint(h.Battles[0].Scout) != "[6H 6D]" {
		t.Errorf("hand = %+v", h)
	}
	sc.Tap("Resolve")
	if tb.mode != modeResult {
		t.Fatalf("resolve refused: %s", tb.statusText())
	}
	if r := tb.resolved; r == nil || r.Result.Battles[0].Red.Strength != 2 || r.Result.Battles[0].Red.JokersDown.String() != "RJ" {
		t.Errorf("the resolved battle: %+v", tb.resolved)
	}
}

// Issue 23 #8: the new-game form's "Red has no player yet." goes once the
// names are typed (and says the seat in the window's language).
func TestMyreNewGameRefusalGoesWhenNamesAreTyped(t *testing.T) {
	u, sc := startUI(t, true, "nl", "")
	tabletest.TapTile(t, sc, "Myre")
	sc.Tap(i18n.T("Start the game"))
	want := i18n.Tf("%s has no player yet.", i18n.T("Red"))
	if !hasLabelPart(sc, want) || want == "Red has no player yet." {
		t.Fatalf("an empty form is refused with %q: %q", want, tabletest.Labels(sc))
	}
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Ann")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Bob")
	if hasLabelPart(sc, want) {
		t.Errorf("%q stays after the names are typed: %q", want, tabletest.Labels(sc))
	}
	sc.Tap(i18n.T("Start the game"))
	if g := journeyGame(t, u.Store()); len(g.Seats) != 2 {
		t.Errorf("seats %+v", g.Seats)
	}
}
