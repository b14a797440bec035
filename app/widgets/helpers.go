package widgets

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/engine/cards"
)

// wrapped is a label that wraps at word boundaries, so long text never
// widens a phone screen.
func Wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

func TrimFloat(f float64) string {
	if f == float64(int64(f)) {
		return fmt.Sprintf("%d", int64(f))
	}
	return fmt.Sprintf("%.1f", f)
}

// Heading is a section title in bold at the subheading size.
func Heading(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	// A long heading wraps: it never makes a page wider than a phone.
	l.Wrapping = fyne.TextWrapWord
	return l
}

// resultBanner is a result in large bold text.
func ResultBanner(s string, good bool) fyne.CanvasObject {
	l := Wrapped(s)
	l.TextStyle.Bold = true
	l.SizeName = theme.SizeNameSubHeadingText
	if good {
		l.Importance = widget.SuccessImportance
	} else {
		l.Importance = widget.WarningImportance
	}
	return l
}

func ErrorLabel(s string) *widget.Label {
	l := Wrapped(s)
	l.Importance = widget.DangerImportance
	return l
}

// fixedHeight gives a list (the score sheet) a height inside a scroll.
func FixedHeight(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return container.NewStack(r, o)
}

// hideEmpty hides a label while it has no text.
func HideEmpty(l *widget.Label) {
	if l.Text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// pickerParts splits a card picker into its zones (with the status line)
// and its deck grid, so a screen can show results and its save button
// between them, close to the cards just tapped.
func PickerParts(p *CardPicker) (zones *fyne.Container, top, grid fyne.CanvasObject) {
	if c, ok := p.Root.(*fyne.Container); ok && len(c.Objects) == 3 {
		if z, ok := c.Objects[0].(*fyne.Container); ok {
			return z, container.NewVBox(c.Objects[0], c.Objects[1]), c.Objects[2]
		}
	}
	return nil, p.Root, container.NewVBox()
}

func CaptionLabel(s string) *widget.Label {
	l := Wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func (b *PymReasonButton) SetAllowed(ok bool, reason string) {
	b.Reason = reason
	if ok {
		b.Enable()
	} else {
		b.Disable()
	}
}

func (b *PymReasonButton) Tapped(e *fyne.PointEvent) {
	if b.Disabled() {
		if b.onRefused != nil && b.Reason != "" {
			b.onRefused(b.Reason)
		}
		return
	}
	b.Button.Tapped(e)
}

func NewPymReasonButton(label string, tap func(), refused func(string)) *PymReasonButton {
	b := &PymReasonButton{onRefused: refused}
	b.Text = label
	b.OnTapped = tap
	b.ExtendBaseWidget(b)
	return b
}

// pymReasonButton is a button that, while disabled, still answers a tap
// by saying why it is disabled.
type PymReasonButton struct {
	widget.Button
	Reason    string
	onRefused func(string)
}

// pymStepper is a row: icon and label, then −, the value, +; each button a
// 48×44 touch target.
func PymStepper(icon fyne.Resource, label string, value string, minus, plus func(), canMinus, canPlus bool) fyne.CanvasObject {
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
func PymSay(l *widget.Label, s string) {
	l.SetText(s)
	if s == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

func PymCaption(s string) *widget.Label {
	l := Wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	l.Importance = widget.LowImportance
	return l
}

// pymWhy is the reason a choice is not allowed, shown next to it.
func PymWhy(s string) *widget.Label {
	l := Wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	l.Importance = widget.WarningImportance
	return l
}

func ElementWord(e cards.Element) string {
	switch e {
	case cards.Fire:
		return i18n.T("Fire")
	case cards.Water:
		return i18n.T("Water")
	case cards.Wind:
		return i18n.T("Wind")
	case cards.Earth:
		return i18n.T("Earth")
	}
	return i18n.T("No trump")
}

func ShortName(n string) string {
	r := []rune(n)
	if len(r) > 7 {
		return string(r[:6]) + "…"
	}
	return n
}

// cdySized gives an object a fixed size, e.g. a touch target.
func CdySized(o fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	return container.NewGridWrap(size, o)
}

// cdyTouch is the smallest size of a tap target.
var CdyTouch = fyne.NewSize(44, 44)

func KindName(kind string) string {
	if info, ok := host.Catalog().InfoFor(kind); ok {
		return info.Name
	}
	return kind
}

// ButtonText is the button's label (tests find it by the text shown).
func (b *PymReasonButton) ButtonText() string { return b.Text }
