package myre

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/widgets"
	"arbiter/scoring"
	"arbiter/storage"
)

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

// myreTap taps deck cards of the pile being entered.
func myreTap(t *testing.T, tb *myreTable, codes ...string) {
	t.Helper()
	p := tb.piles[tb.active]
	for _, c := range codes {
		fs := p.picker.Faces[c]
		if len(fs) == 0 {
			t.Fatalf("no card %s in the deck", c)
		}
		test.Tap(fs[0])
	}
}

// myreEnterSample taps in the rulebook's sample battle: scout 6H, Red
// A-2-3 against Black's pair of 4s.
func myreEnterSample(t *testing.T, tb *myreTable) {
	t.Helper()
	myreTap(t, tb, "6H", "AH", "2D", "3H")
	p := tb.piles[tb.active]
	test.Tap(p.black.Head)
	myreTap(t, tb, "4S", "4C")
}

func myreTotals(t *testing.T, st *storage.Store, id string) (float64, float64) {
	t.Helper()
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	return tot.Scores["red"], tot.Scores["black"]
}

func TestMyreSampleHandResolveSaveUndo(t *testing.T) {
	u := newTestUI(t, true)
	tb, st, g := myreNewTable(t, u, "")

	myreEnterSample(t, tb)
	p := tb.piles[0]
	if got := strings.Join(p.picker.Codes(0), " "); got != "6H" {
		t.Fatalf("scout = %q", got)
	}
	if got := strings.Join(p.picker.Codes(1), " "); got != "AH 2D 3H" {
		t.Fatalf("red = %q", got)
	}
	if got := strings.Join(p.picker.Codes(2), " "); got != "4S 4C" {
		t.Fatalf("black = %q", got)
	}
	prev := p.preview.Text
	for _, want := range []string{"Red: run A-2-3 = 3", "Black: pair of 4s = 3"} {
		if !strings.Contains(prev, want) {
			t.Errorf("preview %q lacks %q", prev, want)
		}
	}
	// A red card cannot go behind Black: it is dimmed and says why.
	myreTap(t, tb, "5H")
	if len(p.picker.Codes(2)) != 2 || !strings.Contains(p.picker.Status.Text, "black cards only") {
		t.Errorf("5H behind Black: codes %v, status %q", p.picker.Codes(2), p.picker.Status.Text)
	}
	// The entry survives closing the app.
	if d, err := st.Draft("game/" + g.ID); err != nil || !strings.Contains(string(d), "4C") {
		t.Errorf("draft = %s, %v", d, err)
	}

	test.Tap(tb.resolveB)
	if tb.msg.Text != "" {
		t.Fatalf("resolve refused: %s", tb.msg.Text)
	}
	if !tb.result.Visible() || tb.entry.Visible() {
		t.Fatal("the resolved battles are not shown")
	}
	res := apptest.Labels(tb.result)
	for _, want := range []string{
		"Strength is equal (3 each): Red (Ann) wins by the high card.",
		"Red jails 4C 4S: 8 points.",
		"★ Red (Ann) · strength 3 — run A-2-3",
		"Black (Bob) · strength 3 — pair of 4s",
	} {
		if !strings.Contains(res, want) {
			t.Errorf("resolved view lacks %q:\n%s", want, res)
		}
	}
	if r, _ := myreTotals(t, st, g.ID); r != 0 {
		t.Fatalf("resolving stored something: red %v", r)
	}

	test.Tap(tb.saveB)
	if red, black := myreTotals(t, st, g.ID); red != 8 || black != 0 {
		t.Fatalf("totals after save = %v/%v, want 8/0", red, black)
	}
	rounds, err := st.Rounds(g.ID)
	if err != nil || len(rounds) != 1 {
		t.Fatalf("rounds = %v, %v", rounds, err)
	}
	var stored myreHandJSON
	if err := json.Unmarshal(rounds[0].Input, &stored); err != nil {
		t.Fatal(err)
	}
	if len(stored.Battles) != 1 || strings.Join(stored.Battles[0].Scout, ",") != "6H" ||
		strings.Join(stored.Battles[0].Red, ",") != "AH,2D,3H" || strings.Join(stored.Battles[0].Black, ",") != "4S,4C" {
		t.Errorf("stored hand = %s", rounds[0].Input)
	}
	status := apptest.Labels(tb.status)
	if !strings.Contains(status, "Red (Ann): 8 points") {
		t.Errorf("jail total missing:\n%s", status)
	}
	if j := tb.state.Jail(1); len(j) != 2 {
		t.Errorf("Red's jail = %v", j)
	}
	if d, _ := st.Draft("game/" + g.ID); len(d) != 0 {
		t.Errorf("draft kept after saving: %s", d)
	}
	// The next hand starts empty, the jailed 4s dimmed with the reason.
	if tb.entry.Visible() != true || tb.handTitle.Text != "Hand 2" {
		t.Errorf("entry after save: visible %v, title %q", tb.entry.Visible(), tb.handTitle.Text)
	}
	test.Tap(tb.piles[0].black.Head)
	myreTap(t, tb, "4S")
	if n := len(tb.piles[0].picker.Codes(2)); n != 0 || !strings.Contains(tb.piles[0].picker.Status.Text, "jail") {
		t.Errorf("jailed 4S accepted (%d) or no reason: %q", n, tb.piles[0].picker.Status.Text)
	}

	// Undo the hand from the score sheet.
	test.Tap(tb.sheet.Undo)
	apptest.TapButton(t, u.Window(), "Yes")
	if red, black := myreTotals(t, st, g.ID); red != 0 || black != 0 {
		t.Fatalf("totals after undo = %v/%v", red, black)
	}
	all, err := st.Rounds(g.ID, true)
	if err != nil || len(all) != 1 || all[0].Live {
		t.Fatalf("rounds after undo = %+v, %v", all, err)
	}
	hist, err := st.RoundHistory(all[0].ID)
	if err != nil || len(hist) != 2 || hist[1].Action != storage.ActionUndo {
		t.Fatalf("history after undo = %+v, %v", hist, err)
	}
	if !strings.Contains(apptest.Labels(tb.status), "Red (Ann): 0 points") || tb.handTitle.Text != "Hand 1" {
		t.Errorf("table not back to hand 1 after undo:\n%s", apptest.Labels(tb.status))
	}
}

func TestMyreEditRound(t *testing.T) {
	u := newTestUI(t, false)
	tb, st, g := myreNewTable(t, u, "")
	myreEnterSample(t, tb)
	test.Tap(tb.resolveB)
	test.Tap(tb.saveB)
	if red, _ := myreTotals(t, st, g.ID); red != 8 {
		t.Fatalf("red = %v", red)
	}
	// Something tapped into the next hand is kept aside while correcting.
	myreTap(t, tb, "9D")

	// Open the round on the score sheet and edit it.
	tb.sheet.OpenRow(0)
	apptest.TapButton(t, u.Window(), "Edit this round")
	if tb.edit == nil {
		t.Fatal("not correcting")
	}
	p := tb.piles[0]
	if got := strings.Join(p.picker.Codes(2), " "); got != "4S 4C" {
		t.Fatalf("black prefilled = %q", got)
	}
	// Black had only the 4 of spades: take the 4 of clubs back.
	test.Tap(p.black.View.Objects[1].(*widgets.CardFace))
	if got := strings.Join(p.picker.Codes(2), " "); got != "4S" {
		t.Fatalf("black after take-back = %q", got)
	}
	test.Tap(tb.resolveB)
	if tb.msg.Text != "" {
		t.Fatalf("resolve refused: %s", tb.msg.Text)
	}
	if res := apptest.Labels(tb.result); !strings.Contains(res, "Red (Ann) wins by strength, 3 to 0.") {
		t.Errorf("resolved correction:\n%s", res)
	}
	if tb.saveB.Text != "Save the correction" {
		t.Errorf("save button = %q", tb.saveB.Text)
	}
	test.Tap(tb.saveB)
	if red, black := myreTotals(t, st, g.ID); red != 4 || black != 0 {
		t.Fatalf("totals after correction = %v/%v, want 4/0", red, black)
	}
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 1 || rounds[0].Version != 2 {
		t.Fatalf("rounds = %+v", rounds)
	}
	hist, err := st.RoundHistory(rounds[0].ID)
	if err != nil || len(hist) != 2 || hist[0].Action != storage.ActionEntry || hist[1].Action != storage.ActionCorrection {
		t.Fatalf("history = %+v, %v", hist, err)
	}
	// The hand put aside is back.
	if tb.edit != nil || len(tb.piles) == 0 || strings.Join(tb.piles[0].picker.Codes(0), "") != "9D" {
		t.Errorf("the next hand was not restored after the correction")
	}
}

func TestMyreDraftRestoredOnReopen(t *testing.T) {
	u := newTestUI(t, true)
	tb, st, g := myreNewTable(t, u, "")
	myreTap(t, tb, "6H", "AH", "2D")
	test.Tap(tb.addPile)
	myreTap(t, tb, "KS")
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

	st := u.Store()
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	g := games[0]
	var opts map[string]any
	if err := json.Unmarshal(g.Options, &opts); err != nil {
		t.Fatal(err)
	}
	if opts["target"] != float64(50) || opts["jokers"] != false {
		t.Errorf("stored options = %s", g.Options)
	}
	full, err := st.Game(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	sides := map[string]string{}
	for _, s := range full.Seats {
		sides[s.Side] = s.Name
	}
	if sides["red"] != "Ann" || sides["black"] != "Bob" {
		t.Errorf("seats = %v", sides)
	}
	top := u.Current("play")
	if !strings.Contains(top.Title, "Myre") {
		t.Errorf("after start the play section shows %q", top.Title)
	}
	// The table follows the options: no jokers in the deck, target 50.
	tb := newMyreTable(u, st, full)
	if _, ok := tb.piles[0].picker.Faces["RJ"]; ok {
		t.Error("jokers are off but the deck has RJ")
	}
	if tb.opt.Target != 50 {
		t.Errorf("target = %d", tb.opt.Target)
	}
}

func TestMyreWinnerAtTarget(t *testing.T) {
	u := newTestUI(t, true)
	tb, st, g := myreNewTable(t, u, `{"target":8}`)
	myreEnterSample(t, tb)
	test.Tap(tb.resolveB)
	if res := apptest.Labels(tb.result); !strings.Contains(res, "Red (Ann) reaches the target and wins the game.") {
		t.Errorf("resolved view does not announce the win:\n%s", res)
	}
	test.Tap(tb.saveB)
	if !tb.winner.Visible() || tb.entry.Visible() {
		t.Fatal("no winner view after the target was reached")
	}
	if w := apptest.Labels(tb.winner); !strings.Contains(w, "Red (Ann) wins the game!") || !strings.Contains(w, "8 points to 0 (target 8)") {
		t.Errorf("winner view:\n%s", w)
	}
	full, _ := st.Game(g.ID)
	if full.Status != storage.StatusFinished {
		t.Errorf("status = %s", full.Status)
	}
	// Undo brings the game back to the table.
	test.Tap(tb.sheet.Undo)
	apptest.TapButton(t, u.Window(), "Yes")
	if tb.winner.Visible() || !tb.entry.Visible() {
		t.Error("winner view still shown after undo")
	}
}

func TestMyreJokerFaceDownAndDoubleScouts(t *testing.T) {
	u := newTestUI(t, false)
	tb, _, _ := myreNewTable(t, u, `{"double_scouts":true}`)
	p := tb.piles[0]
	// A double-scout takes two cards of one army, then Red is next.
	myreTap(t, tb, "6H")
	if p.picker.Active != 0 {
		t.Fatal("left the scout after one card of a double-scout")
	}
	myreTap(t, tb, "5S")
	if n := len(p.picker.Codes(0)); n != 1 || !strings.Contains(p.picker.Status.Text, "same army") {
		t.Errorf("mixed double-scout accepted (%d) or no reason: %q", n, p.picker.Status.Text)
	}
	myreTap(t, tb, "6D")
	if p.picker.Active != 1 || p.faceUp.Disabled() != true {
		t.Errorf("after a 2-card pile: active zone %d, face-up enabled %v", p.picker.Active, !p.faceUp.Disabled())
	}
	// Red positions its joker face down: worth nothing.
	myreTap(t, tb, "RJ", "7H")
	var down *widget.Check
	apptest.Walk(p.jokerBox, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			down = c
		}
	})
	if down == nil {
		t.Fatal("no face-down switch for the joker")
	}
	test.Tap(down)
	test.Tap(p.black.Head)
	myreTap(t, tb, "2S")
	// Only one card of a double-scout joins its owner's formation; the
	// face-down joker adds nothing.
	if !strings.Contains(p.preview.Text, "Red: run 6-7 (with the scout 6H) = 2") {
		t.Errorf("preview: %s", p.preview.Text)
	}
	raw, _, err := tb.handJSON()
	if err != nil {
		t.Fatal(err)
	}
	var h myreHandJSON
	_ = json.Unmarshal(raw, &h)
	if len(h.Battles) != 1 || strings.Join(h.Battles[0].Red, " ") != "RJ:down 7H" || strings.Join(h.Battles[0].Scout, " ") != "6H 6D" {
		t.Errorf("hand = %s", raw)
	}
	test.Tap(tb.resolveB)
	if tb.msg.Text != "" {
		t.Fatalf("resolve refused: %s", tb.msg.Text)
	}
}
