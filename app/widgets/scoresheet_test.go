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
	"arbiter/storage"
)

// sheetScreen shows a score sheet of a Myre game (Ann red in seat 1, Bob
// black in seat 2) with two sample hands, at phone width.
func sheetScreen(t *testing.T, opt SheetOptions) (*apptest.Host, *apptest.Screen, *ScoreSheet, storage.Game) {
	t.Helper()
	h := apptest.NewHost(t, true)
	st := h.Store()
	must := apptest.Must[storage.Player](t)
	g := apptest.Must[storage.Game](t)(samples.MyreGame(st, must(st.CreatePlayer("Ann")), must(st.CreatePlayer("Bob")), 0, 1))
	s := NewScoreSheet(h, st, g, opt)
	h.Push("play", pageOf(s.Root))
	return h, h.Screen(), s, g
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
	_, sc, _, _ := sheetScreen(t, SheetOptions{})
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
// cut with "…", and say the cards as people do.
func TestScoreSheetRowsWrapNotCut(t *testing.T) {
	long := strings.Repeat("Red jails QS 10H 2C and more words ", 4)
	_, sc, _, _ := sheetScreen(t, SheetOptions{Describe: func(storage.Round) string { return long }})
	if cut := sc.Cut(); len(cut) > 0 {
		t.Errorf("cut texts: %q", cut)
	}
	all := strings.Join(sc.Texts(), " ")
	if !strings.Contains(all, "Q♤") || strings.Contains(all, "QS") {
		t.Errorf("cards not said as people say them: %q", all)
	}
}

// Issue 16 #6: a round's ⓘ shows its input in words, not raw JSON; and
// undo hands the round taken back to the table (to put it in the form).
func TestScoreSheetRoundInWordsAndUndoHook(t *testing.T) {
	var undone storage.Round
	h, sc, _, _ := sheetScreen(t, SheetOptions{Undone: func(r storage.Round) { undone = r }})
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
	if !strings.Contains(texts, "Battles") || !strings.Contains(texts, "6♡") {
		t.Errorf("round in words: %q", texts)
	}
	sc.Tap(i18n.T("Close"))
	sc.Tap(i18n.T("Undo last hand"))
	apptest.Confirm(t, h.Window())
	if undone.Number != 2 || !strings.Contains(string(undone.Input), "battles") {
		t.Errorf("Undone got round %d %s", undone.Number, undone.Input)
	}
}

// A game that keeps no score (Mortal Swords, Draque & Yirken) shows no
// points on its score sheet.
func TestScoreSheetScorelessShowsNoPoints(t *testing.T) {
	h := apptest.NewHost(t, true)
	st := h.Store()
	must := apptest.Must[storage.Player](t)
	ann, bob := must(st.CreatePlayer("Ann")), must(st.CreatePlayer("Bob"))
	ng, err := storage.NewGameJSON("mortal-swords", "", nil,
		json.RawMessage(`{"knights":["Ann","Bob"],"dealer":"Bob","strong_card":"4S"}`),
		[]storage.Seat{{PlayerID: ann.ID, Side: "Ann", Position: 0}, {PlayerID: bob.ID, Side: "Bob", Position: 1}})
	if err != nil {
		t.Fatal(err)
	}
	g := apptest.Must[storage.Game](t)(st.CreateGame(ng))
	s := NewScoreSheet(h, st, g, SheetOptions{})
	h.Push("play", pageOf(s.Root))
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
