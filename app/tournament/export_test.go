package tournament

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app/apptest"
	"arbiter/app/hoststore"
)

// SettleForms waits until the result forms a host shows (a table's entry,
// the director's correction) have done what their sessions were asked,
// for tests outside the package that drive the whole app.
func SettleForms(h hoststore.Host) {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.screen != nil {
			l.table.screen.Settle()
		}
		if l.director != nil && l.director.form != nil {
			l.director.form.Settle()
		}
	}
}

// FormsBusy reports whether a host's result forms still have work under
// way.
func FormsBusy(h hoststore.Host) bool {
	if l := running[h]; l != nil {
		if l.table != nil && l.table.screen != nil && l.table.screen.Busy() {
			return true
		}
		if l.director != nil && l.director.form != nil && l.director.form.Busy() {
			return true
		}
	}
	return false
}

// Finger taps a screen as a person does, for tests outside the package
// (the whole app from its home screen).
type Finger struct{ f finger }

// NewFinger is a finger on a screen of window w.
func NewFinger(t *testing.T, s *apptest.Screen, w fyne.Window) *Finger {
	return &Finger{finger{t: t, s: s, w: w}}
}

func (p *Finger) TapBelow(heading, text string) { p.f.t.Helper(); p.f.tapBelow(heading, text) }
func (p *Finger) Pick(row string, n int)        { p.f.t.Helper(); p.f.pick(row, n) }
func (p *Finger) TapGreyed(text string)         { p.f.t.Helper(); p.f.tapGreyed(text) }
func (p *Finger) OnRow(row, btn string) apptest.Item {
	p.f.t.Helper()
	return p.f.onRow(row, btn)
}
func (p *Finger) Says(part string) bool { return p.f.says(part) }
