package pymtheg

import (
	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/assets"
	"arbiter/storage"
)

func newPymGame(t *testing.T, u *app.UI) (*storage.Store, storage.Game) {
	t.Helper()
	st := u.Store()
	g, err := host.CreateGame(st, "pymtheg", "", []string{"Ann", "Cy", "Bo", "Di"}, nil, host.Tables["pymtheg"].Seating)
	if err != nil {
		t.Fatal(err)
	}
	return st, g
}

func TestPymthegAuctionDisablesIllegalBidWithReason(t *testing.T) {
	u := newTestUI(t, true)
	st, g := newPymGame(t, u)
	tb := newPymTable(u, st, g)
	p := tb.page()
	u.Push("play", p)
	if !strings.Contains(apptest.Labels(tb.contractUI), "E · Bo to call") {
		t.Fatalf("East should call first after North dealt:\n%s", apptest.Labels(tb.contractUI))
	}
	gam1 := apptest.TappableIn(t, tb.contractUI, "Gâm+1").(*widgets.PymReasonButton)
	if !gam1.Disabled() {
		t.Fatal("Gâm+1 before any Gâm should be disabled")
	}
	if !strings.Contains(gam1.Reason, "PYM-8") {
		t.Errorf("reason = %q", gam1.Reason)
	}
	test.Tap(gam1)
	if txt := apptest.Labels(tb.contractUI); !strings.Contains(txt, "Gâm+1 may only be bid once Gâm has been bid") {
		t.Errorf("tapping the disabled bid should say why:\n%s", txt)
	}
	// After Ry, Gâm+3 is below it: refused for ranking.
	test.Tap(apptest.TappableIn(t, tb.contractUI, "Ry"))
	g3 := apptest.TappableIn(t, tb.contractUI, "Gâm+3").(*widgets.PymReasonButton)
	if !g3.Disabled() || !strings.Contains(g3.Reason, "does not outrank Ry") {
		t.Errorf("Gâm+3 after Ry: disabled=%v reason=%q", g3.Disabled(), g3.Reason)
	}
	if apptest.TappableIn(t, tb.contractUI, "Lon").(*widgets.PymReasonButton).Disabled() {
		t.Error("Lon outranks Ry and should be allowed")
	}
	// The calls survive in the draft.
	b, err := st.Draft("game/" + g.ID)
	if err != nil || !strings.Contains(string(b), `"ry"`) {
		t.Errorf("draft = %s, %v", b, err)
	}
}

// The contract's example: Gâm+2 by North, Water named in the bid, NS take
// 12 tricks (N 5, S 7): base 70 + 1 over-trick = 71.
func TestPymthegRulebookDealScores71AndUndo(t *testing.T) {
	u := newTestUI(t, true)
	st, g := newPymGame(t, u)
	tb := newPymTable(u, st, g)
	u.Push("play", tb.page())

	test.Tap(apptest.TappableIn(t, tb.dealerBox, "W Di")) // West deals, North calls first
	sel := apptest.Find(tb.contractUI, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Select); return ok })
	if len(sel) == 0 {
		t.Fatal("no trump selector")
	}
	sel[0].(*widget.Select).SetSelected("Water")
	for _, bid := range []string{"Gâm", "Gâm+1", "Pass", "Pass", "Gâm+2", "Pass"} {
		test.Tap(apptest.TappableIn(t, tb.contractUI, bid))
	}
	if !tb.hasDeal || !strings.Contains(tb.summary.Text, "N · Ann plays Gâm+2") {
		t.Fatalf("contract: %v %q", tb.hasDeal, tb.summary.Text)
	}
	// Tricks: N 5, E 2, S 7 (West keeps the rest: 1).
	plus := func(row int, n int) {
		for i := 0; i < n; i++ {
			rows := apptest.Find(tb.playUI, func(o fyne.CanvasObject) bool {
				b, ok := o.(*widget.Button)
				return ok && b.Text == "" && b.Icon != nil && strings.Contains(b.Icon.Name(), "add")
			})
			test.Tap(rows[row].(*widget.Button))
		}
	}
	plus(0, 5)
	plus(1, 2)
	plus(2, 7)
	if tb.d.Tricks != [4]int{5, 2, 7, 1} {
		t.Fatalf("tricks = %v", tb.d.Tricks)
	}
	if tb.preview == nil || tb.preview.Score.NS != 71 {
		t.Fatalf("preview = %+v, %v", tb.preview, tb.previewErr)
	}
	test.Tap(tb.saveBtn)
	rounds, err := st.Rounds(g.ID)
	if err != nil || len(rounds) != 1 {
		t.Fatalf("rounds = %d, %v", len(rounds), err)
	}
	var in map[string]any
	_ = json.Unmarshal(rounds[0].Input, &in)
	if in["contract"] != "gam+2" || in["trump"] != "Wa" || in["trump_named"] != "bidding" || in["declarer"] != "N" {
		t.Errorf("stored deal = %s", rounds[0].Input)
	}
	tot, _ := st.Totals(g.ID)
	if tot.Scores["NS"] != 71 || tot.Scores["EW"] != 0 {
		t.Errorf("totals = %v", tot.Scores)
	}
	if _, err := st.Draft("game/" + g.ID); err == nil {
		t.Error("the draft should be gone once the deal is saved")
	}
	// The next deal is dealt by North.
	if tb.d.Dealer != "N" {
		t.Errorf("next dealer = %s", tb.d.Dealer)
	}

	// Undo from the score sheet.
	test.Tap(tb.sheet.Undo)
	ov := u.Window().Canvas().Overlays().Top()
	if ov == nil {
		t.Fatal("no confirmation")
	}
	test.Tap(apptest.TappableIn(t, ov, "Yes"))
	tot, _ = st.Totals(g.ID)
	if tot.Rounds != 0 || tot.Scores["NS"] != 0 {
		t.Errorf("after undo: %+v", tot)
	}
}

func TestPymthegTrickByTrickCatchesRevoke(t *testing.T) {
	u := newTestUI(t, false)
	st, g := newPymGame(t, u)
	tb := newPymTable(u, st, g)
	u.Push("play", tb.page())
	// Pick the contract directly: Gâm by North, Fire trump named after.
	tb.d.Direct = true
	tb.d.Contract, tb.d.Declarer, tb.d.Trump, tb.d.Named, tb.d.Doubling = "gam", "N", "Fi", "after", "none"
	tb.d.ByTrick = true
	tb.changed()
	play := func(codes ...string) {
		for _, c := range codes {
			tb.picker.TapDeck(specFor(t, c))
		}
		test.Tap(apptest.TappableIn(t, tb.playUI, "Count this trick"))
	}
	// East leads (North dealt). South shows out of water, then plays water.
	play("Wa5", "Ea1", "Wa9", "Wa2")    // E Wa5, S Ea1, W Wa9, N Wa2 → W wins
	play("Wa3", "Wa10", "Wa11", "Wa12") // W Wa3, N Wa10, E Wa11, S Wa12 → S's revoke proven
	if tb.preview == nil {
		t.Fatalf("the revoke should end the deal: %v", tb.previewErr)
	}
	if !tb.preview.Cheat || tb.preview.Score.NS >= 0 {
		t.Errorf("South (declaring side) revoked: %+v", tb.preview.Score)
	}
	if txt := apptest.Labels(tb.playUI); !strings.Contains(txt, "Revoke by South") || !strings.Contains(txt, "trick 2") {
		t.Errorf("no revoke alarm with its proof:\n%s", txt)
	}
}

func specFor(t *testing.T, code string) widgets.CardSpec {
	for _, s := range widgets.PymDeck() {
		if s.Code == code {
			return s
		}
	}
	t.Fatalf("no card %s", code)
	return widgets.CardSpec{}
}

// Every string the Pymtheg and Burn screens show has a Dutch translation.
func TestPymthegBurnStringsTranslated(t *testing.T) {
	re := regexp.MustCompile(`\bT\("((?:[^"\\]|\\.)*)"`)
	for _, name := range []string{"pymtheg"} {
		src, err := os.ReadFile(name + ".go")
		if err != nil {
			t.Fatal(err)
		}
		b, err := assets.Translations.ReadFile("translations/" + name + ".nl.json")
		if err != nil {
			t.Fatal(err)
		}
		var nl map[string]string
		if err := json.Unmarshal(b, &nl); err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			key, err := strconv.Unquote(`"` + m[1] + `"`)
			if err != nil {
				t.Fatal(err)
			}
			if nl[key] == "" {
				t.Errorf("%s.go: no Dutch for %q", name, key)
			}
		}
	}
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("system")
	if got := i18n.T("Save the deal"); got != "Spel opslaan" {
		t.Errorf("in Dutch: %q", got)
	}
}

// The new-game form's defaults start a game (issue 16: "options.deals:
// only with end deals"): the number of deals and the points limit are
// only sent with the end they belong to. The dealer then goes round from
// what the game holds.
func TestPymthegFormDefaultsStartAGame(t *testing.T) {
	u := newTestUI(t, false)
	st := u.Store()
	f := widgets.NewOptionsForm("pymtheg")
	opts, err := f.Values()
	if err != nil {
		t.Fatalf("the form's defaults: %v", err)
	}
	if opts.Has("deals") || opts.Has("points_limit") {
		t.Errorf("no agreed end, yet %v", opts)
	}
	g, err := host.CreateGame(st, "pymtheg", "", []string{"Ann", "Cy", "Bo", "Di"}, opts, host.Tables["pymtheg"].Seating)
	if err != nil {
		t.Fatalf("start with the defaults: %v", err)
	}
	if _, err := st.AddRoundJSON(g.ID, json.RawMessage(`{"contract":"ry","declarer":"E","dealer":"S","tricks_won":{"E":1}}`)); err != nil {
		t.Fatal(err)
	}
	tb := newPymTable(u, st, g)
	if tb.d.Dealer != "W" {
		t.Errorf("after South dealt, West deals: %q", tb.d.Dealer)
	}
}
