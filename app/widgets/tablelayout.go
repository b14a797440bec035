package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// StatusLine is a screen's one place for what just happened ("Hand 2
// saved.") and what is wrong ("Both cards of a double-scout ..."). It
// keeps the height of Lines lines of text whether it shows anything or
// not, so a message that comes or goes never moves what is under it: the
// next tap lands where the finger aims. Longer text wraps within it and
// is cut only past its lines.
type StatusLine struct {
	widget.BaseWidget
	Lines int
	label *widget.Label
	space *canvas.Rectangle
}

// Kinds of status, drawn in the theme's colours for them (each meets
// WCAG AA contrast on the page).
const (
	StatusInfo    = widget.MediumImportance
	StatusDone    = widget.SuccessImportance
	StatusWarning = widget.WarningImportance
	StatusProblem = widget.DangerImportance
)

// NewStatusLine makes an empty status line of the given number of lines.
func NewStatusLine(lines int) *StatusLine {
	s := &StatusLine{Lines: max(lines, 1), label: widget.NewLabel(""), space: canvas.NewRectangle(color.Transparent)}
	s.label.Wrapping = fyne.TextWrapWord
	s.label.Truncation = fyne.TextTruncateEllipsis
	s.ExtendBaseWidget(s)
	return s
}

// Set shows text in the colour of its kind ("" clears it; the line keeps
// its place).
func (s *StatusLine) Set(text string, kind widget.Importance) {
	s.label.Importance = kind
	s.label.SetText(text)
}

// Text is what the line shows.
func (s *StatusLine) Text() string { return s.label.Text }

// CreateRenderer draws the text in a box of fixed height.
func (s *StatusLine) CreateRenderer() fyne.WidgetRenderer {
	return &statusRenderer{s: s, objs: []fyne.CanvasObject{s.space, s.label}}
}

type statusRenderer struct {
	s    *StatusLine
	objs []fyne.CanvasObject
}

func (r *statusRenderer) height() float32 {
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	return float32(r.s.Lines)*(line+theme.LineSpacing()) + 2*theme.InnerPadding()
}

func (r *statusRenderer) Layout(size fyne.Size) {
	r.s.space.Resize(size)
	r.s.label.Move(fyne.NewPos(0, 0))
	r.s.label.Resize(size)
}

func (r *statusRenderer) MinSize() fyne.Size {
	// As narrow as one word: the width is the screen's, the height fixed.
	return fyne.NewSize(theme.TextSize()*4, r.height())
}

func (r *statusRenderer) Refresh()                     { r.s.label.Refresh() }
func (r *statusRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *statusRenderer) Destroy()                     {}

// ActionBar lays out a screen's actions (Resolve, Save, Start the game)
// side by side, sharing the width, each as wide as the widest needs.
func ActionBar(actions ...fyne.CanvasObject) fyne.CanvasObject {
	return NewFlowGrid(max(len(actions), 1), actions...)
}

// TableLayout is the frame every entry screen shares: the status line
// fixed at the top, the body scrolling under it (at a normal wheel speed),
// and the action bar fixed at the bottom, always in view whatever the
// window size (1280×800 as 390×800) and however long the body. Nothing
// the body does moves the status line or the actions.
func TableLayout(status *StatusLine, body fyne.CanvasObject, actions fyne.CanvasObject) fyne.CanvasObject {
	var top, bottom fyne.CanvasObject
	if status != nil {
		top = container.NewPadded(status)
	}
	if actions != nil {
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
		bottom = container.NewStack(bg, container.NewVBox(widget.NewSeparator(), container.NewPadded(actions)))
	}
	return container.NewBorder(top, bottom, nil, nil, NewScroll(body))
}
