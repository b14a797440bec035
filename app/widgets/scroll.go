package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// WheelFactor scales a mouse-wheel notch. Fyne's desktop driver moves a
// scroll container 25 px a notch (about one line of text, measured
// 15-25 px under X11); browsers and file managers move about three lines,
// so a page here moves three times as far.
const WheelFactor = 3

// Scroll is a vertical scroll container that moves a normal distance per
// mouse-wheel notch (see WheelFactor). Touch scrolling is unchanged.
type Scroll struct {
	container.Scroll
}

// NewScroll is container.NewVScroll with the wheel speed of WheelFactor.
func NewScroll(content fyne.CanvasObject) *Scroll {
	s := &Scroll{}
	s.Direction = container.ScrollVerticalOnly
	s.Content = content
	s.ExtendBaseWidget(s)
	return s
}

// Relayout lays the content out again for its height now (something in
// it came, went or grew) without drawing it again: Refresh would draw
// every object in the content again, a whole score sheet or deck for one
// line that changed.
func (s *Scroll) Relayout() {
	s.Scroll.Base.Refresh()
}

// Scrolled moves the content WheelFactor times the driver's distance.
func (s *Scroll) Scrolled(ev *fyne.ScrollEvent) {
	e := *ev
	e.Scrolled.DX *= WheelFactor
	e.Scrolled.DY *= WheelFactor
	s.Scroll.Scrolled(&e)
}

// ScrollInto scrolls s, when needed, so that o (drawn inside it) comes
// into view from its top: a form shows the part a refusal is about.
func ScrollInto(s *Scroll, o fyne.CanvasObject) {
	if s == nil || o == nil || s.Content == nil {
		return
	}
	d := fyne.CurrentApp().Driver()
	// Where o lies in the content, whatever the scroll's offset.
	at := d.AbsolutePositionForObject(o).Y - d.AbsolutePositionForObject(s.Content).Y
	h := s.Size().Height
	if at >= s.Offset.Y && at+min(o.Size().Height, h) <= s.Offset.Y+h {
		return
	}
	s.Offset.Y = max(0, min(at, s.Content.Size().Height-h))
	s.Refresh()
}

// TapRow is a row of content that is tapped as a whole (a score-sheet
// line, a round of the record): the content may wrap, unlike a button's
// label.
type TapRow struct {
	widget.BaseWidget
	content fyne.CanvasObject
	onTap   func()
}

// NewTapRow makes content tappable.
func NewTapRow(content fyne.CanvasObject, onTap func()) *TapRow {
	r := &TapRow{content: content, onTap: onTap}
	r.ExtendBaseWidget(r)
	return r
}

// Tapped runs the row's action.
func (r *TapRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

// CreateRenderer draws the content.
func (r *TapRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.content) }
