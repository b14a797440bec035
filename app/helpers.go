package app

import (
	"arbiter/engine/cards"
	"arbiter/scoring"
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wrapped is a label that wraps at word boundaries, so long text never
// widens a phone screen.
func wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func trimFloat(f float64) string {
	if f == float64(int64(f)) {
		return fmt.Sprintf("%d", int64(f))
	}
	return fmt.Sprintf("%.1f", f)
}

func heading(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// resultBanner is a result in large bold text.
func resultBanner(s string, good bool) fyne.CanvasObject {
	l := wrapped(s)
	l.TextStyle.Bold = true
	l.SizeName = theme.SizeNameSubHeadingText
	if good {
		l.Importance = widget.SuccessImportance
	} else {
		l.Importance = widget.WarningImportance
	}
	return l
}

func errorLabel(s string) *widget.Label {
	l := wrapped(s)
	l.Importance = widget.DangerImportance
	return l
}

// fixedHeight gives a list (the score sheet) a height inside a scroll.
func fixedHeight(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return container.NewStack(r, o)
}

// hideEmpty hides a label while it has no text.
func hideEmpty(l *widget.Label) {
	if l.Text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// pickerParts splits a card picker into its zones (with the status line)
// and its deck grid, so a screen can show results and its save button
// between them, close to the cards just tapped.
func pickerParts(p *cardPicker) (zones *fyne.Container, top, grid fyne.CanvasObject) {
	if c, ok := p.root.(*fyne.Container); ok && len(c.Objects) == 3 {
		if z, ok := c.Objects[0].(*fyne.Container); ok {
			return z, container.NewVBox(c.Objects[0], c.Objects[1]), c.Objects[2]
		}
	}
	return nil, p.root, container.NewVBox()
}

func captionLabel(s string) *widget.Label {
	l := wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func (b *pymReasonButton) setAllowed(ok bool, reason string) {
	b.reason = reason
	if ok {
		b.Enable()
	} else {
		b.Disable()
	}
}

func (b *pymReasonButton) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		if b.onRefused != nil && b.reason != "" {
			b.onRefused(b.reason)
		}
		return
	}
	b.Button.Tapped(e)
}

func newPymReasonButton(label string, tap func(), refused func(string)) *pymReasonButton {
	b := &pymReasonButton{onRefused: refused}
	b.Text = label
	b.OnTapped = tap
	b.ExtendBaseWidget(b)
	return b
}

// pymReasonButton is a button that, while disabled, still answers a tap
// by saying why it is disabled.
type pymReasonButton struct {
	widget.Button
	reason    string
	onRefused func(string)
}

// pymStepper is a row: icon and label, then −, the value, +; each button a
// 48×44 touch target.
func pymStepper(icon fyne.Resource, label string, value string, minus, plus func(), canMinus, canPlus bool) fyne.CanvasObject {
	m := widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), minus)
	p := widget.NewButtonWithIcon("", theme.ContentAddIcon(), plus)
	if !canMinus {
		m.Disable()
	}
	if !canPlus {
		p.Disable()
	}
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(40, 44), v), container.NewGridWrap(size, p))
	l := widget.NewLabel(label)
	l.Truncation = fyne.TextTruncateEllipsis
	var left fyne.CanvasObject
	if icon != nil {
		left = widget.NewIcon(icon)
	}
	return container.NewBorder(nil, nil, left, ctl, l)
}

// pymSay shows a message, or hides the label when there is none, so an
// empty message takes no room.
func pymSay(l *widget.Label, s string) {
	l.SetText(s)
	if s == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

func pymCaption(s string) *widget.Label {
	l := wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	l.Importance = widget.LowImportance
	return l
}

// pymWhy is the reason a choice is not allowed, shown next to it.
func pymWhy(s string) *widget.Label {
	l := wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	l.Importance = widget.WarningImportance
	return l
}

func elementWord(e cards.Element) string {
	switch e {
	case cards.Fire:
		return T("Fire")
	case cards.Water:
		return T("Water")
	case cards.Wind:
		return T("Wind")
	case cards.Earth:
		return T("Earth")
	}
	return T("No trump")
}

func shortName(n string) string {
	r := []rune(n)
	if len(r) > 7 {
		return string(r[:6]) + "…"
	}
	return n
}

// cdySized gives an object a fixed size, e.g. a touch target.
func cdySized(o fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	return container.NewGridWrap(size, o)
}

// cdyTouch is the smallest size of a tap target.
var cdyTouch = fyne.NewSize(44, 44)

func kindName(kind string) string {
	if info, ok := scoring.InfoFor(kind); ok {
		return info.Name
	}
	return kind
}

// ButtonText is the button's label (tests find it by the text shown).
func (b *pymReasonButton) ButtonText() string { return b.Text }
