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
// Each row is as tall as its tallest object.
func NewFlowGrid(maxCols int, objs ...fyne.CanvasObject) *fyne.Container {
	g := &flowGrid{maxCols: max(maxCols, 1), cols: 1}
	c := container.New(g, objs...)
	g.c = c
	return c
}

// NewFlowGridMin is NewFlowGrid with cells at least minCell wide: tiles
// whose words wrap (and so could be squeezed to a word a line) keep a
// readable width, fewer a row.
func NewFlowGridMin(maxCols int, minCell float32, objs ...fyne.CanvasObject) *fyne.Container {
	c := NewFlowGrid(maxCols, objs...)
	c.Layout.(*flowGrid).minCell = minCell
	return c
}

type flowGrid struct {
	maxCols int
	minCell float32 // the least width of a cell (0: its widest object's)
	cols    int     // the columns of the last layout; MinSize follows them
	c       *fyne.Container
}

func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

func cellWidth(objs []fyne.CanvasObject) float32 {
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return w
}

// rows are the heights of the rows in n columns.
func rows(objs []fyne.CanvasObject, n int) []float32 {
	var hs []float32
	for i, o := range objs {
		if i%n == 0 {
			hs = append(hs, 0)
		}
		hs[len(hs)-1] = max(hs[len(hs)-1], o.MinSize().Height)
	}
	return hs
}

func (g *flowGrid) Layout(all []fyne.CanvasObject, size fyne.Size) {
	objs := visible(all)
	pad := theme.Padding()
	n := max(1, min(int((size.Width+pad)/(max(cellWidth(objs), g.minCell)+pad)), g.maxCols))
	w := (size.Width - float32(n-1)*pad) / float32(n)
	hs := rows(objs, n)
	var y float32
	for i, o := range objs {
		col, row := i%n, i/n
		if col == 0 && row > 0 {
			y += hs[row-1] + pad
		}
		o.Move(fyne.NewPos(float32(col)*(w+pad), y))
		o.Resize(fyne.NewSize(w, hs[row]))
	}
	if n != g.cols {
		// The height depends on the columns: ask again for the space.
		g.cols = n
		if g.c != nil {
			g.c.Refresh()
		}
	}
}

// MinSize is as wide as the widest object and as tall as the rows of the
// last layout (one column before the first).
func (g *flowGrid) MinSize(all []fyne.CanvasObject) fyne.Size {
	objs := visible(all)
	if len(objs) == 0 {
		return fyne.Size{}
	}
	hs := rows(objs, max(g.cols, 1))
	var h float32
	for _, x := range hs {
		h += x
	}
	return fyne.NewSize(cellWidth(objs), h+float32(len(hs)-1)*theme.Padding())
}
