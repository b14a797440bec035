package myre

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	mscore "arbiter/scoring/myre"
)

// renderJails draws the jails, who goes first, the deck reports and the
// winner from the game after its hands in force (even while a hand is
// corrected).
func (t *myreTable) renderJails() {
	g := t.cs.State()
	tot := g.Totals()
	t.jails.RemoveAll()
	t.jails.Add(widgets.Heading(i18n.T("Jails")))
	for _, s := range myreSides {
		jail := g.Jail(s)
		t.jails.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s: %d points"), t.sideLabel(s), *tot.Of(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		if len(jail) == 0 {
			l := widget.NewLabel(i18n.T("Jail empty"))
			l.Importance = widget.LowImportance
			t.jails.Add(l)
			continue
		}
		specs := make([]widgets.CardSpec, len(jail))
		for i, c := range jail {
			specs[i] = widgets.SpecStandard(c)
		}
		t.jails.Add(widgets.CardRow(specs, myreJailCard, nil))
	}
	if t.opt.Jokers {
		var moved []string
		for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
			c := cards.Card{Joker: j}
			if own := g.JokerOwner(j); own != mengine.SideOfColor(c.Color()) && own != mengine.NoSide {
				moved = append(moved, fmt.Sprintf(i18n.T("%s is now in %s's deck."), widgets.CardWords(c.String()), t.sideShort(own)))
			}
		}
		if len(moved) > 0 {
			t.jails.Add(widgets.Wrapped(strings.Join(moved, " ")))
		}
	}
	done, w := g.Finished()
	if !done {
		if nf := g.NextFirst(); nf != mengine.NoSide {
			t.jails.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Hand %d: %s goes first."), g.Hand(), t.sideLabel(nf))))
		}
	}
	t.jails.Refresh()

	t.armies.RemoveAll()
	t.armies.Add(widgets.Heading(i18n.T("Armies")))
	for _, s := range myreSides {
		t.armies.Add(t.deckReport(s, g.DeckReport(s)))
	}
	t.armies.Refresh()

	t.winner.RemoveAll()
	if done {
		t.winner.Add(t.winnerView(w, tot))
	}
	t.winner.Refresh()
	// The column's height follows what it holds now.
	t.right.Refresh()
}

// deckReport is one army's deck: a line per fact, each its own label, so
// that the column measures every line it wraps (one label of several
// lines was measured short at desktop width and its last line cut).
func (t *myreTable) deckReport(s mengine.Side, r mscore.DeckReport) fyne.CanvasObject {
	lines := []string{fmt.Sprintf(i18n.T("%s: %d cards in the deck, %d pairs still possible, worth %d points to the enemy."), t.sideLabel(s), r.Cards, r.Pairs, r.AtRisk)}
	if len(r.Broken) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Broken soldiers (one card left, no pair possible): %s."), strings.Join(r.Broken, ", ")))
		lines = append(lines, fmt.Sprintf(i18n.T("Safe to risk: %s."), widgets.CardWords(r.SafeToRisk.String())))
	}
	if len(r.Lost) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Ranks lost: %s."), strings.Join(r.Lost, ", ")))
	}
	if len(r.Jokers) > 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("Jokers: %s."), widgets.CardWords(r.Jokers.String())))
	}
	box := container.NewVBox()
	for _, l := range lines {
		box.Add(widgets.Wrapped(l))
	}
	return box
}

func (t *myreTable) winnerView(w mengine.Side, tot mscore.Sides[int]) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s wins the game!"), t.sideLabel(w)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	title.Wrapping = fyne.TextWrapWord
	score := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%d points to %d (target %d)"), *tot.Of(w), *tot.Of(w.Opponent()), t.opt.Target), fyne.TextAlignCenter, fyne.TextStyle{})
	note := widgets.Wrapped(i18n.T("The game is stored in the history. A mistake? Undo the last hand or correct a hand on the score sheet."))
	note.Alignment = fyne.TextAlignCenter
	bg := canvas.NewRectangle(color.NRGBA{widgets.WinGold.R, widgets.WinGold.G, widgets.WinGold.B, 0x40})
	bg.CornerRadius = 8
	bg.StrokeColor = widgets.WinGold
	bg.StrokeWidth = 2
	return container.NewStack(bg, container.NewPadded(container.NewVBox(title, score, note)))
}
