package webtable

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Probe is where the page stands and where its main controls are drawn,
// for a headless browser that taps them as a finger would
// (scripts/web-journey.sh): the page is a canvas, with no elements to find.
type Probe struct {
	Title     string `json:"title"`
	Joined    bool   `json:"joined"`
	Connected bool   `json:"connected"`
	Round     int    `json:"round"`
	Pending   int    `json:"pending"`
	Phase     string `json:"phase"`
	// Problem is why the join form was shown again (a refusal).
	Problem string `json:"problem,omitempty"`
	// Width and Height are the canvas's size in the page's units;
	// Targets the centres of the controls shown, by name: join, passed
	// (the "Everyone passed" choice), send, agree.
	Width   float32               `json:"width"`
	Height  float32               `json:"height"`
	Targets map[string][2]float32 `json:"targets"`
}

// Probe reads the page; call it on the UI goroutine (in the browser,
// from JavaScript: there is one thread).
func (pg *Page) Probe() Probe {
	p := Probe{Title: pg.h.title.Text, Targets: map[string][2]float32{}}
	sz := pg.h.win.Canvas().Size()
	p.Width, p.Height = sz.Width, sz.Height
	d := fyne.CurrentApp().Driver()
	// left: the point is near the start of the row (a radio's label)
	// rather than its centre.
	centre := func(name string, o fyne.CanvasObject, part, parts int, left ...bool) {
		if o == nil || !o.Visible() || o.Size().Height == 0 {
			return
		}
		if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
			return
		}
		at := d.AbsolutePositionForObject(o)
		h := o.Size().Height / float32(parts)
		x := at.X + o.Size().Width/2
		if len(left) > 0 && left[0] {
			x = at.X + min(o.Size().Width/2, 60)
		}
		p.Targets[name] = [2]float32{x, at.Y + h*float32(part) + h/2}
	}
	if pg.joinButton != nil && pg.run == nil {
		centre("join", pg.joinButton, 0, 1)
		p.Problem = pg.problem
	}
	if r := pg.run; r != nil {
		v := r.view
		p.Joined, p.Connected, p.Round, p.Pending = v.Setup != nil, v.Connected, v.Round, v.Pending
		p.Phase, _ = r.phase(v)
		if r.form != nil && r.form.choice != nil {
			centre("passed", r.form.choice, 1, 2, true)
		}
		if inBar(r.bar, r.send) {
			centre("send", r.send, 0, 1)
		}
		if inBar(r.bar, r.agree) {
			centre("agree", r.agree, 0, 1)
		}
	}
	return p
}

// inBar reports whether a button is in the page's action bar now.
func inBar(bar *fyne.Container, b *widget.Button) bool {
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == b {
			found = true
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, x := range c.Objects {
				walk(x)
			}
		}
	}
	walk(bar)
	return found
}
