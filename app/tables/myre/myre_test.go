package myre

import (
	"encoding/json"
	"fmt"
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
	"arbiter/scoring"
	"arbiter/storage"
)

// myreNewTable stores a game with house rules (JSON; "" the defaults) and
// shows its table.
func myreNewTable(t *testing.T, u *app.UI, options string) (*myreTable, *storage.Store, storage.Game) {
	t.Helper()
	st := u.Store()
	def, err := scoring.Lookup("myre")
	if err != nil {
		t.Fatal(err)
	}
	opts, err := def.Options().Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	g, err := host.CreateGame(st, "myre", "", []string{"Ann", "Bob"}, opts, host.Tables["myre"].Seating)
	if err != nil {
		t.Fatal(err)
	}
	tb := newMyreTable(u, st, g)
	u.Push("play", tb.page())
	return tb, st, g
}

func myreTotals(t *testing.T, st *storage.Store, id string) (float64, float64) {
	t.Helper()
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	return tot.Scores["red"], tot.Scores["black"]
}

// Issue 16 #2: a table shown again after its game was corrected on another
// screen (History → the game → Resume → correct hand 1 → back) shows the
// game as stored: its jails, its totals, its status, and a deck that
// dims exactly the cards now in a jail.
func TestMyreTableShownAgainReadsTheStore(t *testing.T) {
	for _, phone := range []bool{false, true} {
		u, sc := startUI(t, phone, "en", "")
		tb, st, g := myreNewTable(t, u, "")
		h := journeyHands[0]
		enterHand(t, sc, h.scout, h.red, h.black)
		sc.Tap("Resolve")
		sc.Tap("Save hand")
		if !sc.Has("Hand 1 saved.") {
			t.Fatalf("not saved: %q", tabletest.Labels(sc))
		}
		// The same game from History, resumed: a second table on top.
		sc.Tap("History")
		tabletest.TapPrefix(t, sc, "Ann 8")
		tabletest.Tap(sc, "Resume")
		if u.Phone() {
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
		// Back to the first table.
		u.Back(host.SectionPlay)
		if u.Current(host.SectionPlay).Content != tb.holder {
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
		if !strings.Contains(tb.statusText(), "4♤ is in Red's jail since hand 1") {
			t.Errorf("the jailed 4♠ was not refused with its reason: %q", tb.statusText())
		}
		if got := tb.piles[tb.active].picker.Codes(2); strings.Join(got, " ") != "4C" {
			t.Errorf("Black's cards: %v", got)
		}
	}
}

// Issue 16 #4: the status line keeps its place and its note, the deck its
// order and its place, whatever is tapped; a refused card says why at the
// tabletest.Tap, with the rule (with double scouts off, a second scout card is
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
		if !strings.Contains(why, "double scouts are off") || !strings.Contains(why, "MYRE-8") || strings.Contains(why, "same army") {
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
// the hand in its form; saving corrects it.
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
	if top := u.Current(host.SectionPlay); !strings.Contains(top.Title, "Myre") {
		t.Fatalf("on %q", top.Title)
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

// Issue 16 #6: undo puts the hand back in the form, says so, and what was
// being entered for the next hand is replaced by it; a correction keeps
// the next hand aside and brings it back.
func TestMyreUndoPutsTheHandBackInTheForm(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	tb, st, g := myreNewTable(t, u, "")
	h := journeyHands[0]
	enterHand(t, sc, h.scout, h.red, h.black)
	sc.Tap("Resolve")
	sc.Tap("Save hand")
	// Something tapped into the next hand is kept aside while correcting.
	tabletest.TapCards(t, sc, "9D")
	sc.Tap("Jails & score")
	tabletest.TapPrefix(t, sc, "#1 ")
	sc.Tap("Edit this round")
	if d, _ := st.Draft("game/" + g.ID); !strings.Contains(string(d), `"stash"`) || !strings.Contains(string(d), "9D") {
		t.Errorf("the next hand is not kept with the draft: %s", d)
	}
	sc.Tap("Cancel the correction")
	if got := tb.piles[tb.active].picker.Codes(0); strings.Join(got, "") != "9D" {
		t.Errorf("the next hand did not come back: %v", got)
	}
	sc.Tap("Undo last hand")
	sc.Tap("Yes")
	if !strings.HasPrefix(tb.statusText(), "Hand 1 taken back") {
		t.Errorf("status after undo: %q", tb.statusText())
	}
	p := tb.piles[0]
	if strings.Join(p.picker.Codes(0), " ") != "6H" || strings.Join(p.picker.Codes(1), " ") != "AH 2D 3H" || strings.Join(p.picker.Codes(2), " ") != "4S 4C" {
		t.Errorf("the form after undo: %v %v %v", p.picker.Codes(0), p.picker.Codes(1), p.picker.Codes(2))
	}
	if red, black := myreTotals(t, st, g.ID); red != 0 || black != 0 {
		t.Errorf("totals after undo: %v/%v", red, black)
	}
	sc.Tap("Resolve")
	sc.Tap("Save hand")
	if red, _ := myreTotals(t, st, g.ID); red != 8 {
		t.Errorf("saved again: Red %v", red)
	}
	all, _ := st.Rounds(g.ID, true)
	if len(all) != 2 {
		t.Errorf("rounds with the undone one: %d", len(all))
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
// size, at every text size, in English and Dutch, with a hand entered and
// resolved: no text cut or drawn over another, no "(s)".
func TestMyreTableFitsEveryTextSize(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, size := range []string{"small", "normal", "large", "larger"} {
			for _, phone := range []bool{true, false} {
				where := fmt.Sprintf("%s %s phone=%v", lang, size, phone)
				u, sc := startUI(t, phone, lang, size)
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
	}
}

func TestMyreDraftRestoredOnReopen(t *testing.T) {
	u, sc := startUI(t, true, "en", "")
	tb, st, g := myreNewTable(t, u, "")
	tabletest.TapCards(t, sc, "6H", "AH", "2D")
	tabletest.Tap(sc, "Pile")
	tabletest.TapCards(t, sc, "KS")
	test.Tap(tb.piles[1].faceUp)

	again := newMyreTable(u, st, g)
	if len(again.piles) != 2 {
		t.Fatalf("piles after reopening = %d", len(again.piles))
	}
	if got := strings.Join(again.piles[0].picker.Codes(1), " "); got != "AH 2D" {
		t.Errorf("red restored = %q", got)
	}
	if !again.piles[1].faceUp.Checked || strings.Join(again.piles[1].picker.Codes(0), "") != "KS" {
		t.Errorf("face-up pile not restored")
	}
}

func TestMyreNewGameWithOptions(t *testing.T) {
	u := newTestUI(t, true)
	p := u.NewGame("myre")
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
	var opts map[string]any
	if err := json.Unmarshal(g.Options, &opts); err != nil {
		t.Fatal(err)
	}
	if opts["target"] != float64(50) || opts["jokers"] != false {
		t.Errorf("stored options = %s", g.Options)
	}
	// The table follows the options: no jokers in the deck, target 50.
	tb := newMyreTable(u, st, g)
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
	if n := len(p.picker.Codes(0)); n != 1 || !strings.Contains(tb.statusText(), "same army") {
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
	raw, _, err := tb.handJSON()
	if err != nil {
		t.Fatal(err)
	}
	var hj myreHandJSON
	_ = json.Unmarshal(raw, &hj)
	if len(hj.Battles) != 1 || strings.Join(hj.Battles[0].Red, " ") != "RJ:down 7H" || strings.Join(hj.Battles[0].Scout, " ") != "6H 6D" {
		t.Errorf("hand = %s", raw)
	}
	sc.Tap("Resolve")
	if tb.mode != modeResult {
		t.Fatalf("resolve refused: %s", tb.statusText())
	}
}
