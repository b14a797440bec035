package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// NewFormGrid lays out label and control pairs as a form: the labels in a
// column beside their controls when the width holds the widest label and
// the widest control, else each label above its control. It decides at
// every layout (a window resized, a phone at the largest text size in
// Dutch) and never asks for more width than its widest label or control.
func NewFormGrid(pairs ...fyne.CanvasObject) *fyne.Container {
	l := &formGrid{}
	c := container.New(l, pairs...)
	l.c = c
	return c
}

type formGrid struct {
	beside bool // the last layout put the labels beside their controls
	c      *fyne.Container
}

// columns are the widest label and the widest control.
func (f *formGrid) columns(objs []fyne.CanvasObject) (label, control float32) {
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		if i%2 == 0 {
			label = max(label, o.MinSize().Width)
		} else {
			control = max(control, o.MinSize().Width)
		}
	}
	return label, control
}

// rowHeight is the height of pair i (its label at index 2i).
func rowHeight(objs []fyne.CanvasObject, i int) (label, control float32) {
	label = objs[2*i].MinSize().Height
	if 2*i+1 < len(objs) {
		control = objs[2*i+1].MinSize().Height
	}
	return label, control
}

func (f *formGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	lw, cw := f.columns(objs)
	beside := lw+pad+cw <= size.Width
	var y float32
	for i := 0; 2*i < len(objs); i++ {
		lh, ch := rowHeight(objs, i)
		label := objs[2*i]
		var control fyne.CanvasObject
		if 2*i+1 < len(objs) {
			control = objs[2*i+1]
		}
		if beside {
			h := max(lh, ch)
			label.Move(fyne.NewPos(0, y))
			label.Resize(fyne.NewSize(lw, h))
			if control != nil {
				control.Move(fyne.NewPos(lw+pad, y))
				control.Resize(fyne.NewSize(size.Width-lw-pad, h))
			}
			y += h + pad
			continue
		}
		label.Move(fyne.NewPos(0, y))
		label.Resize(fyne.NewSize(size.Width, lh))
		y += lh
		if control != nil {
			control.Move(fyne.NewPos(0, y))
			control.Resize(fyne.NewSize(size.Width, ch))
			y += ch
		}
		y += pad
	}
	if beside != f.beside {
		// The height depends on the arrangement: ask again for the space.
		f.beside = beside
		f.c.Refresh()
	}
}

func (f *formGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	lw, cw := f.columns(objs)
	var h float32
	n := 0
	for i := 0; 2*i < len(objs); i++ {
		lh, ch := rowHeight(objs, i)
		if f.beside {
			h += max(lh, ch)
		} else {
			h += lh + ch
		}
		n++
	}
	if n > 1 {
		h += float32(n-1) * pad
	}
	return fyne.NewSize(max(lw, cw), h)
}
