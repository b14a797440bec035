package draque

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	edraque "arbiter/engine/draque"
	sdraque "arbiter/scoring/draque"
)

// cardName is a card as people say it: "Fire 8" ("Vuur 8").
func cardName(c cards.ElementCard) string { return widgets.ElementCardText(c) }

// seriesWords says a series: "Fire 3 to 6" for a run of one element, else
// the cards one by one.
func seriesWords(cs []cards.ElementCard) string {
	s := append([]cards.ElementCard(nil), cs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].Value < s[j].Value })
	run := len(s) > 1
	for i := 1; i < len(s); i++ {
		if s[i].Element != s[0].Element || s[i].Value != s[i-1].Value+1 {
			run = false
		}
	}
	if run {
		return i18n.Tf("%s %d to %d", widgets.ElementWord(s[0].Element), s[0].Value, s[len(s)-1].Value)
	}
	var names []string
	for _, c := range s {
		names = append(names, cardName(c))
	}
	return strings.Join(names, ", ")
}

// outText counts the cards out of game per value: "1 ×4, 15 ×1".
func outText(out []cards.ElementCard) string {
	if len(out) == 0 {
		return i18n.T("No card is out of game yet: a 1 or a 15 may be put out first.")
	}
	n := map[int]int{}
	for _, c := range out {
		n[c.Value]++
	}
	var vals []int
	for v := range n {
		vals = append(vals, v)
	}
	sort.Ints(vals)
	var parts []string
	for _, v := range vals {
		parts = append(parts, fmt.Sprintf("%d ×%d", v, n[v]))
	}
	return i18n.Tf("Out of game: %s (a value leaves once all four of its cards are out).", strings.Join(parts, ", "))
}

// words says a claim in a few words: who claimed, the cards, and whether
// it stood.
func words(c sdraque.Claim, v sdraque.Verdict) string {
	if v.Valid {
		return i18n.Tf("%s wins with %s, discarding %s", c.Claimant, seriesWords(v.Series), cardName(c.Discard))
	}
	var rest []cards.ElementCard
	for _, x := range c.Hand {
		if x != c.Discard {
			rest = append(rest, x)
		}
	}
	return i18n.Tf("%s's claim fails: %s, discarding %s", c.Claimant, seriesWords(rest), cardName(c.Discard))
}

// checklistWords are the steps of an empty drawing pile in the app's
// words, in the engine's order (edraque.ExhaustionChecklistFor).
func checklistWords(lo, hi int) []string {
	return []string{
		i18n.T("The player on turn chooses: take the top card of the discard pile and play the turn as usual, or have the drawing pile rebuilt as below."),
		i18n.T("Set the top card of the discard pile aside."),
		i18n.T("Shuffle the rest of the discard pile."),
		i18n.Tf("Every player adds one card from their hand to that pile; a player holding a card of the lowest (%d) or highest (%d) value still in game may put it out of game instead.", lo, hi),
		i18n.T("Shuffle the pile again: it is the new drawing pile."),
		i18n.T("The card set aside starts the new discard pile."),
		i18n.T("Every player draws one card from the new drawing pile."),
		i18n.T("The player on turn now plays the turn as usual: draw from either pile, then discard."),
	}
}

// showExhaustion walks the table through an empty drawing pile.
func (f *claimForm) showExhaustion() {
	lo, hi := edraque.OutOfGame(f.out)
	steps := edraque.ExhaustionChecklistFor(edraque.Extremes{Lowest: lo, Highest: hi})
	words := checklistWords(lo, hi)
	box := container.NewVBox()
	for i, s := range steps {
		text := widgets.MessageText(s.Said)
		if len(steps) == len(words) {
			text = words[i]
		}
		l := widgets.Wrapped(fmt.Sprintf("%d. %s", s.N, text))
		if s.Choice {
			l.TextStyle.Bold = true
		}
		box.Add(l)
	}
	w := f.s.u.Window()
	d := dialog.NewCustom(i18n.T("Drawing pile empty"), i18n.T("Close"), widgets.NewScroll(box), w)
	d.Resize(fyne.NewSize(widgets.Minf(w.Canvas().Size().Width-20, 560), widgets.Minf(w.Canvas().Size().Height-40, 560)))
	d.Show()
}
