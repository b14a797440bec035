package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// NewTableGrid lays cells out in rows of cols, each column as wide as its
// widest cell and the width left to the column grow (-1: left over at the
// end, the columns kept together, as a standings table of places, teams
// and points reads best). Unlike a grid of equal columns it
// never asks for more width than its columns need: a long heading
// ("Rangpunten" at the largest text size) widens its own column only.
func NewTableGrid(cols, grow int, cells ...fyne.CanvasObject) *fyne.Container {
	return container.New(&tableGrid{cols: max(cols, 1), grow: grow}, cells...)
}

type tableGrid struct{ cols, grow int }

// sizes are the columns' widths and the rows' heights the cells need.
func (g *tableGrid) sizes(objs []fyne.CanvasObject) (widths, heights []float32) {
	widths = make([]float32, g.cols)
	for i, o := range objs {
		m := o.MinSize()
		c, r := i%g.cols, i/g.cols
		widths[c] = max(widths[c], m.Width)
		if r >= len(heights) {
			heights = append(heights, 0)
		}
		heights[r] = max(heights[r], m.Height)
	}
	return widths, heights
}

func (g *tableGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	widths, heights := g.sizes(objs)
	pad := theme.Padding()
	var used float32
	for _, w := range widths {
		used += w
	}
	used += float32(g.cols-1) * pad
	if extra := size.Width - used; extra > 0 && g.grow >= 0 && g.grow < g.cols {
		widths[g.grow] += extra
	}
	var y float32
	for r, h := range heights {
		var x float32
		for c := range g.cols {
			i := r*g.cols + c
			if i >= len(objs) {
				break
			}
			objs[i].Move(fyne.NewPos(x, y))
			objs[i].Resize(fyne.NewSize(widths[c], h))
			x += widths[c] + pad
		}
		y += h + pad
	}
}

func (g *tableGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widths, heights := g.sizes(objs)
	var s fyne.Size
	for _, w := range widths {
		s.Width += w
	}
	for _, h := range heights {
		s.Height += h
	}
	pad := theme.Padding()
	s.Width += float32(max(g.cols-1, 0)) * pad
	s.Height += float32(max(len(heights)-1, 0)) * pad
	return s
}
