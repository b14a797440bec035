package myre

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
)

// whyTexts are the numbered steps of the Why? panels ("1. …") a person
// reads scrolling the page from its top to its end.
func whyTexts(sc *apptest.Screen, body *widgets.Scroll) []string {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(body).Add(fyne.NewPos(body.Size().Width/2, body.Size().Height/2))
	body.Refresh() // the opened panels' height
	body.ScrollToTop()
	var out []string
	seen := map[string]bool{}
	for range 60 {
		for _, l := range tabletest.Labels(sc) {
			if i := strings.Index(l, ". "); i > 0 && i < 3 && l[0] >= '1' && l[0] <= '9' && !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
		before := body.Offset
		test.Scroll(sc.Canvas(), at, 0, -120)
		if body.Offset == before {
			break
		}
	}
	return out
}

// A Dutch table explains a hand in Dutch: the battle's Why? and the whole
// hand's Why? say the engine's typed steps from the Dutch catalog (sides,
// formations, the high-card comparison said from their types), cards in
// words, and no English sentence is left.
func TestMyreWhyInDutch(t *testing.T) {
	u, sc := startUI(t, false, "nl", "")
	defer i18n.SetLanguage("en")
	tb, _, _ := myreNewTable(t, u, "")
	// The rulebook's sample battle: Red's A-2-3 against Black's pair of 4s,
	// equal strength, Red's Ace wins the high card.
	h := journeyHands[0]
	tabletest.Tap(sc, i18n.T("Red")+" (Ann)")
	enterHand(t, sc, h.scout, h.red, h.black)
	tabletest.Tap(sc, i18n.T("Resolve"))
	if tb.mode != modeResult {
		t.Fatalf("the hand was not resolved: %s", tb.statusText())
	}
	tabletest.Tap(sc, i18n.T("Why?"))
	tabletest.Tap(sc, i18n.T("Why? The whole hand"))
	steps := whyTexts(sc, tb.body)
	if len(steps) < 6 {
		t.Fatalf("only %d steps on screen: %q", len(steps), steps)
	}
	all := strings.Join(steps, "\n")
	for _, want := range []string{
		"Gevecht om de stapel 6♡ van Rood: Rood stelde A♡ 2♢ 3♡ op; Zwart stelde 4♤ 4♧ op.",
		"Rood: reeks A-2-3 = 3.",
		"Zwart: paar vieren = 3.",
		"Gelijke sterkte (3 elk), dus beslissen de hoogste kaarten, aas hoog: de A van Rood verslaat de 4 van Zwart.",
		"De aas van Rood telt hier hoog, ook al ligt hij onderaan in de reeks.",
		"Gevecht 1 om 6♡: Rood wint op de hoogste kaart en zet 4♧ 4♤ gevangen (8 punten).",
		"Zwart begint de volgende hand.",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the Why? does not say %q:\n%s", want, all)
		}
	}
	// The rule sections beside the steps are Dutch too.
	secs := apptest.Labels(tb.result)
	for _, want := range []string{"Gevechten", "Reeksen en paren", "Bij gelijke sterkte", "Begin van een hand"} {
		if !strings.Contains(secs, want+"\n") {
			t.Errorf("no rule section %q beside the steps:\n%s", want, secs)
		}
	}
	for _, english := range []string{"Battle", " beats ", "positioned", "Equal strength", " wins by ", "Red", "Black", "pile"} {
		if strings.Contains(all, english) {
			t.Errorf("the Why? still says %q in English:\n%s", english, all)
		}
	}
}

// A resolved battle's verdict is the engine's (Outcome.Verdict), said in
// the reader's language: the decision, bold, then the cards jailed with
// their points; the table writes no verdict of its own beside it.
func TestMyreVerdictIsTheEngines(t *testing.T) {
	u, sc := startUI(t, false, "nl", "")
	defer i18n.SetLanguage("en")
	tb, _, _ := myreNewTable(t, u, "")
	h := journeyHands[0]
	tabletest.Tap(sc, i18n.T("Red")+" (Ann)")
	enterHand(t, sc, h.scout, h.red, h.black)
	tabletest.Tap(sc, i18n.T("Resolve"))
	if tb.resolved == nil {
		t.Fatalf("the hand was not resolved: %s", tb.statusText())
	}
	verdict := tb.resolved.Result.Battles[0].Verdict()
	if len(verdict) != 2 {
		t.Fatalf("the engine's verdict: %+v", verdict)
	}
	labels := apptest.All[*widget.Label](tb.result)
	for i, want := range []string{
		"Gelijke sterkte (3 elk), dus beslissen de hoogste kaarten, aas hoog: de A van Rood verslaat de 4 van Zwart.",
		"Rood zet 4♧ 4♤ gevangen: 8 punten.",
	} {
		if got := widgets.StepText(verdict[i]); got != want {
			t.Errorf("verdict step %d says %q, want %q", i+1, got, want)
		}
		found := false
		for _, l := range labels {
			if l.Text == want {
				found = true
				if l.TextStyle.Bold != (i == 0) {
					t.Errorf("%q: bold %v", want, l.TextStyle.Bold)
				}
			}
		}
		if !found {
			t.Errorf("the battle does not say %q: %q", want, apptest.Labels(tb.result))
		}
	}
	// None of the table's former sentences.
	for _, old := range []string{"Gelijke sterkte (3 elk): ", "De A♡ van Rood verslaat"} {
		if strings.Contains(apptest.Labels(tb.result), old) {
			t.Errorf("the table still writes its own verdict (%q)", old)
		}
	}
}
