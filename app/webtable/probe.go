package webtable

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
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
	// centre is the point of o's part (from 0) of parts, one under the
	// other or, across, side by side; left: near the start of the part
	// (a radio's label) rather than its centre.
	centre := func(name string, o fyne.CanvasObject, part, parts int, across, left bool) {
		if o == nil || !o.Visible() || o.Size().Height == 0 {
			return
		}
		if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
			return
		}
		at := d.AbsolutePositionForObject(o)
		w, h := o.Size().Width, o.Size().Height
		x0, y0 := at.X, at.Y
		if across {
			w /= float32(parts)
			x0 += w * float32(part)
		} else {
			h /= float32(parts)
			y0 += h * float32(part)
		}
		x := x0 + w/2
		if left {
			x = x0 + min(w/2, 60)
		}
		p.Targets[name] = [2]float32{x, y0 + h/2}
	}
	if pg.joinButton != nil && pg.run == nil {
		centre("join", pg.joinButton, 0, 1, false, false)
		p.Problem = pg.problem
	}
	if r := pg.run; r != nil {
		v := r.screen.View()
		p.Joined, p.Connected, p.Round, p.Pending = v.Setup != nil, v.Connected, v.Round, v.Pending
		p.Phase = r.screen.Phase()
		shown := r.screen.Controls()
		// "passed": the form's mode for everyone passing, in its row of
		// modes (one under the other on a phone, side by side on a
		// desktop).
		if m, ok := shown["modes"].(*widget.RadioGroup); ok {
			for i, o := range m.Options {
				if o == i18n.T("Everyone passed") {
					centre("passed", m, i, len(m.Options), m.Horizontal, true)
				}
			}
		}
		for _, name := range []string{"send", "agree"} {
			if o, ok := shown[name]; ok {
				centre(name, o, 0, 1, false, false)
			}
		}
	}
	return p
}
