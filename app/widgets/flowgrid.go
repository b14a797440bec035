package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// NewFlowGrid lays its objects out in as many equal columns as fit the
// width (at most maxCols), one column on a phone: it never asks for more
// width than its widest object, so long words in a large text size or in
// Dutch never push a screen wider than the window, and nothing overlaps.
func NewFlowGrid(maxCols int, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&flowGrid{maxCols: max(maxCols, 1)}, objs...)
}

type flowGrid struct{ maxCols int }

func (g *flowGrid) cell(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if o.Visible() {
			s = s.Max(o.MinSize())
		}
	}
	return s
}

func (g *flowGrid) cols(objs []fyne.CanvasObject, width float32) int {
	c := g.cell(objs)
	pad := theme.Padding()
	n := int((width + pad) / (c.Width + pad))
	return max(1, min(n, g.maxCols))
}

func (g *flowGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	n := g.cols(objs, size.Width)
	w := (size.Width - float32(n-1)*pad) / float32(n)
	h := g.cell(objs).Height
	i := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		col, row := i%n, i/n
		o.Move(fyne.NewPos(float32(col)*(w+pad), float32(row)*(h+pad)))
		o.Resize(fyne.NewSize(w, h))
		i++
	}
}

// MinSize is one column: the widest object, every object under the other.
func (g *flowGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	c := g.cell(objs)
	n := 0
	for _, o := range objs {
		if o.Visible() {
			n++
		}
	}
	if n == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(c.Width, float32(n)*c.Height+float32(n-1)*theme.Padding())
}
