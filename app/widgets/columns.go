package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// NewColumns lays a page's sections out side by side, in the columns cols
// gives, when its width holds each column at least minColumn wide (and as
// wide as its widest section); else one under another in the order of
// sections, which holds every section of cols. It decides at every
// layout, so a page reflows whenever its window is resized, both ways (a
// desktop window narrowed to a phone's width, a tablet rotated), and it
// never asks for more width than its widest section: a page in it is
// never wider than the window.
func NewColumns(minColumn float32, cols [][]fyne.CanvasObject, sections ...fyne.CanvasObject) *fyne.Container {
	l := &columnsLayout{minColumn: minColumn, cols: cols}
	c := container.New(l, sections...)
	l.c = c
	return c
}

type columnsLayout struct {
	minColumn float32
	cols      [][]fyne.CanvasObject
	wide      bool // the last layout put the sections side by side
	c         *fyne.Container
}

// side reports whether width holds the columns side by side.
func (l *columnsLayout) side(width float32, objs []fyne.CanvasObject) bool {
	n := len(l.cols)
	if n < 2 {
		return false
	}
	col := max(l.minColumn, cellWidth(visible(objs)))
	return width >= float32(n)*col+float32(n-1)*theme.Padding()
}

// stack places objs one under another from y, width w at x, and returns
// the height they take.
func stack(objs []fyne.CanvasObject, x, w float32) float32 {
	pad := theme.Padding()
	var y float32
	first := true
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		if !first {
			y += pad
		}
		first = false
		h := o.MinSize().Height
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
		y += h
	}
	return y
}

// height is what stack would take.
func height(objs []fyne.CanvasObject) float32 {
	var h float32
	n := 0
	for _, o := range objs {
		if o.Visible() {
			h += o.MinSize().Height
			n++
		}
	}
	if n > 1 {
		h += float32(n-1) * theme.Padding()
	}
	return h
}

func (l *columnsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	wide := l.side(size.Width, objs)
	if wide {
		n := len(l.cols)
		pad := theme.Padding()
		w := (size.Width - float32(n-1)*pad) / float32(n)
		for i, col := range l.cols {
			stack(col, float32(i)*(w+pad), w)
		}
	} else {
		stack(objs, 0, size.Width)
	}
	if wide != l.wide {
		// The height depends on the arrangement: ask again for the space.
		l.wide = wide
		if l.c != nil {
			l.c.Refresh()
		}
	}
}

// MinSize is as wide as the widest section, and as tall as the
// arrangement of the last layout needs (one column before the first).
func (l *columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := cellWidth(visible(objs))
	if !l.wide {
		return fyne.NewSize(w, height(objs))
	}
	var h float32
	for _, col := range l.cols {
		h = max(h, height(col))
	}
	return fyne.NewSize(w, h)
}
