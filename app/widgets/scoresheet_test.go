package widgets

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/scoring"
	_ "arbiter/scoring/all"
	"arbiter/session"
	"arbiter/storage"
)

// anySession is a table session that does not know its game's types: the
// score sheet does not either.
type anySession = session.Session[scoring.State, scoring.Round, scoring.Result, struct{}]

// openSheet shows the score sheet of a stored game's session at phone
// width.
func openSheet(t *testing.T, h *apptest.Host, g storage.Game, opt TableSheetOptions) (*anySession, *TableSheet) {
	t.Helper()
	// Shared through the host's sessions, so that settling the host lets
	// the session's reads finish too.
	var s *anySession
	session.Share[scoring.State, scoring.Round, scoring.Result, struct{}](h.Sessions(),
		session.Config{History: h.Games(), Deliver: h.Do, PollEvery: -1}, g.ID,
		func(got *anySession, release func(), err error) {
			if err != nil {
				t.Fatal(err)
			}
			s = got
			t.Cleanup(release)
		})
	h.Settle()
	if s == nil {
		t.Fatal("the session did not open")
	}
	sheet := NewTableSheet(h, s, opt)
	h.Push("play", pageOf(sheet.Root))
	return s, sheet
}

// sheetScreen shows a score sheet of a Myre game (Ann red in seat 1, Bob
// black in seat 2) with two sample hands, at phone width.
func sheetScreen(t *testing.T, opt TableSheetOptions) (*apptest.Host, *apptest.Screen, *TableSheet, storage.Game) {
	t.Helper()
	h := apptest.NewHost(t, true)
	st := h.Store()
	must := apptest.Must[storage.Player](t)
	g := apptest.Must[storage.Game](t)(samples.MyreGame(st, must(st.CreatePlayer("Ann")), must(st.CreatePlayer("Bob")), 0, 1))
	_, sheet := openSheet(t, h, g, opt)
	return h, h.Screen(), sheet, g
}

// y is where the first visible text starting with prefix is drawn.
func y(t *testing.T, sc *apptest.Screen, prefix string) float32 {
	t.Helper()
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, prefix) {
			return it.Pos.Y
		}
	}
	t.Fatalf("no text starting with %q; visible: %q", prefix, sc.Texts())
	return 0
}

// Issue 16 #10: the score sheet lists the sides in the game's side order
// (Red first in Myre, as the jails do), in its totals and in every row.
func TestScoreSheetListsSidesInSeatOrder(t *testing.T) {
	_, sc, _, _ := sheetScreen(t, TableSheetOptions{})
	if y(t, sc, "red: ") >= y(t, sc, "black: ") {
		t.Errorf("totals: black drawn above red")
	}
	row := ""
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, "#1") {
			row = it.Text
		}
	}
	if !strings.HasPrefix(row, "#1  red ") {
		t.Errorf("row 1 = %q, want red first", row)
	}
}

// Issue 16 #15: score-sheet lines wrap at a phone's width instead of being
// cut with "…".
func TestScoreSheetRowsWrapNotCut(t *testing.T) {
	long := strings.Repeat("Red jails Q♤ 10♡ 2♧ and more words ", 4)
	_, sc, _, _ := sheetScreen(t, TableSheetOptions{Words: func(session.Line) string { return long }})
	if cut := sc.Cut(); len(cut) > 0 {
		t.Errorf("cut texts: %q", cut)
	}
	if !sc.HasContaining("more words") {
		t.Errorf("the round's words are not shown: %q", sc.Texts())
	}
}

// Issue 16 #6: a round's ⓘ shows its versions in words, not raw JSON; and
// undo hands the round taken back to the table (to put it in the form).
func TestScoreSheetRoundInWordsAndUndoHook(t *testing.T) {
	var undone session.Line
	words := func(l session.Line) string {
		if l.Round == nil {
			return ""
		}
		return "hand in words"
	}
	h, sc, _, _ := sheetScreen(t, TableSheetOptions{Words: words, Undone: func(l session.Line) { undone = l }})
	for _, it := range sc.Items() {
		if strings.HasPrefix(it.Text, "#1") {
			sc.TapItem(it)
			break
		}
	}
	texts := strings.Join(sc.Texts(), "\n")
	if !sc.Has(i18n.T("Round 1")) || strings.ContainsAny(texts, "{}[]\"") {
		t.Fatalf("round dialog: %q", texts)
	}
	if !strings.Contains(texts, "hand in words") || !strings.Contains(texts, "entered") {
		t.Errorf("round in words: %q", texts)
	}
	sc.Tap(i18n.T("Close"))
	sc.Tap(i18n.T("Undo last hand"))
	apptest.Confirm(t, h.Window())
	h.Settle()
	if undone.Number != 2 || undone.Round == nil {
		t.Errorf("Undone got round %d %v", undone.Number, undone.Round)
	}
	if sc.HasContaining("#2") {
		t.Errorf("the round taken back is still on the sheet: %q", sc.Texts())
	}
}

// A game that keeps no score (Mortal Swords, Draque & Yirken) shows no
// points on its score sheet.
func TestScoreSheetScorelessShowsNoPoints(t *testing.T) {
	h := apptest.NewHost(t, true)
	st := h.Store()
	must := apptest.Must[storage.Player](t)
	ann, bob := must(st.CreatePlayer("Ann")), must(st.CreatePlayer("Bob"))
	ng, err := storage.NewGameJSON("draque-yirken", "", nil, json.RawMessage(`{"players":["Ann","Bob"]}`),
		[]storage.Seat{{PlayerID: ann.ID, Side: "Ann", Position: 0}, {PlayerID: bob.ID, Side: "Bob", Position: 1}})
	if err != nil {
		t.Fatal(err)
	}
	g := apptest.Must[storage.Game](t)(st.CreateGame(ng))
	openSheet(t, h, g, TableSheetOptions{})
	sc := h.Screen()
	for _, text := range sc.Texts() {
		if strings.Contains(text, ": 0") {
			t.Errorf("points shown for a scoreless game: %q", text)
		}
	}
}

// CardWords says card codes as people do, in the current language.
func TestCardWords(t *testing.T) {
	for in, want := range map[string]string{
		"Ann attacks with QS; 10H and 2C follow": "Ann attacks with Q♤; 10♡ and 2♧ follow",
		"Fi15 beats Wa3":                         "Fire 15 beats Water 3",
		"RJ wins; ASK and AS":                    "red joker wins; ASK and A♤",
	} {
		if got := CardWords(in); got != want {
			t.Errorf("CardWords(%q) = %q, want %q", in, got, want)
		}
	}
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := CardWords("Fi15 and BJ"); got != "Vuur 15 and zwarte joker" {
		t.Errorf("Dutch: %q", got)
	}
}

func pageOf(o fyne.CanvasObject) host.Page { return host.Page{Title: "Sheet", Content: o} }

// A round's versions are read in words: the input's fields in the reader's
// language, compass seats as the tables say them, and a player's name —
// a key the players typed — exactly as typed, never looked up as a word.
func TestRoundWordsSaysFieldsNotNames(t *testing.T) {
	raw := json.RawMessage(`{"tricks_won":{"N":5,"E":8},"plays":[{"player":"Side","card":"QS"}],"burn":{"Bram":3}}`)
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	got := RoundWords(raw)
	for _, want := range []string{"Gewonnen slagen:", "Noord: 5", "Oost: 8", "Speler: Side", "Kaart: Q♤", "Bram: 3"} {
		if !strings.Contains(got, want) {
			t.Errorf("Dutch round words lack %q:\n%s", want, got)
		}
	}
	for _, english := range []string{"Tricks won", "Plays", "Card"} {
		if strings.Contains(got, english) {
			t.Errorf("Dutch round words say %q in English:\n%s", english, got)
		}
	}
}
