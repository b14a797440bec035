package myre

import (
	"image/color"
	"slices"
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

// jailView is one side's jail on screen: its points, and its cards in
// the order they were jailed. A jail only grows while hands are saved:
// the cards jailed by the last hand are added to the row, the others
// keep their faces.
type jailView struct {
	points *widget.Label
	empty  *widget.Label
	row    *fyne.Container
	shown  []string // the codes the row shows
}

func newJailView() *jailView {
	v := &jailView{points: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	v.empty = widget.NewLabel(i18n.T("Jail empty"))
	v.empty.Importance = widget.LowImportance
	v.row = widgets.CardRow(nil, myreJailCard, nil)
	return v
}

// show draws a jail: a row redrawn only when it is not the one shown with
// cards added (a correction or an undo took some back).
func (v *jailView) show(points string, jail cards.Cards) {
	v.points.SetText(points)
	codes := jail.Strings()
	if len(codes) < len(v.shown) || !slices.Equal(codes[:len(v.shown)], v.shown) {
		v.row.RemoveAll()
		v.shown = nil
	}
	for _, c := range jail[len(v.shown):] {
		v.row.Add(widgets.NewCardFace(widgets.SpecStandard(c), myreJailCard, nil))
	}
	v.shown = codes
	if len(jail) == 0 {
		v.empty.Show()
		v.row.Hide()
	} else {
		v.empty.Hide()
		v.row.Show()
	}
}

// buildJails makes the jails' column part: a heading, each side's jail,
// the jokers that changed hands and who goes first.
func (t *myreTable) buildJails() {
	t.jailViews = map[mengine.Side]*jailView{}
	t.jails.RemoveAll()
	t.jails.Add(widgets.Heading(i18n.T("Jails")))
	for _, s := range myreSides {
		v := newJailView()
		t.jailViews[s] = v
		t.jails.Add(v.points)
		t.jails.Add(v.empty)
		t.jails.Add(v.row)
	}
	t.jokersMoved = widgets.Wrapped("")
	t.nextFirst = widgets.Wrapped("")
	t.jails.Add(t.jokersMoved)
	t.jails.Add(t.nextFirst)
}

// showText sets a label's text and shows it, or hides it when there is
// none.
func showText(l *widget.Label, text string) {
	l.SetText(text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// renderJails draws the jails, who goes first, the deck reports and the
// winner from the game after its hands in force (even while a hand is
// corrected).
func (t *myreTable) renderJails() {
	g := t.cs.State()
	tot := g.Totals()
	for _, s := range myreSides {
		t.jailViews[s].show(i18n.Tf("%s: %d points", t.sideLabel(s), *tot.Of(s)), g.Jail(s))
	}
	var moved []string
	if t.opt.Jokers {
		for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
			c := cards.Card{Joker: j}
			if own := g.JokerOwner(j); own != mengine.SideOfColor(c.Color()) && own != mengine.NoSide {
				moved = append(moved, i18n.Tf("%s is now in %s's deck.", widgets.CardText(c), t.sideShort(own)))
			}
		}
	}
	showText(t.jokersMoved, strings.Join(moved, " "))
	done, w := g.Finished()
	next := ""
	if nf := g.NextFirst(); !done && nf != mengine.NoSide {
		next = i18n.Tf("Hand %d: %s goes first.", g.Hand(), t.sideLabel(nf))
	}
	showText(t.nextFirst, next)

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
	t.right.Relayout()
}

// deckReport is one army's deck: a line per fact, each its own label, so
// that the column measures every line it wraps (one label of several
// lines was measured short at desktop width and its last line cut).
func (t *myreTable) deckReport(s mengine.Side, r mscore.DeckReport) fyne.CanvasObject {
	lines := []string{i18n.Tf("%s: %d cards in the deck, %d pairs still possible, worth %d points to the enemy.", t.sideLabel(s), r.Cards, r.Pairs, r.AtRisk)}
	if len(r.Broken) > 0 {
		lines = append(lines, i18n.Tf("Broken soldiers (one card left, no pair possible): %s.", strings.Join(r.Broken, ", ")))
		lines = append(lines, i18n.Tf("Safe to risk: %s.", widgets.CardsText(r.SafeToRisk)))
	}
	if len(r.Lost) > 0 {
		lines = append(lines, i18n.Tf("Ranks lost: %s.", strings.Join(r.Lost, ", ")))
	}
	if len(r.Jokers) > 0 {
		lines = append(lines, i18n.Tf("Jokers: %s.", widgets.CardsText(r.Jokers)))
	}
	box := container.NewVBox()
	for _, l := range lines {
		box.Add(widgets.Wrapped(l))
	}
	return box
}

func (t *myreTable) winnerView(w mengine.Side, tot mscore.Sides[int]) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(i18n.Tf("%s wins the game!", t.sideLabel(w)), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	title.Wrapping = fyne.TextWrapWord
	score := widget.NewLabelWithStyle(i18n.Tf("%d points to %d (target %d)", *tot.Of(w), *tot.Of(w.Opponent()), t.opt.Target), fyne.TextAlignCenter, fyne.TextStyle{})
	note := widgets.Wrapped(i18n.T("The game is stored in the history. A mistake? Undo the last hand or correct a hand on the score sheet."))
	note.Alignment = fyne.TextAlignCenter
	bg := canvas.NewRectangle(color.NRGBA{widgets.WinGold.R, widgets.WinGold.G, widgets.WinGold.B, 0x40})
	bg.CornerRadius = 8
	bg.StrokeColor = widgets.WinGold
	bg.StrokeWidth = 2
	return container.NewStack(bg, container.NewPadded(container.NewVBox(title, score, note)))
}
