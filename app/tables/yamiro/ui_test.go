package yamiro

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/widgets"
)

// newTestUI starts the whole app (the shell with every registered table)
// on a fresh history, with no display.
func newTestUI(t *testing.T, phone bool) *app.UI {
	t.Helper()
	u := app.New(test.NewTempApp(t), app.Config{DBPath: filepath.Join(t.TempDir(), "arbiter.db"), Phone: phone})
	if err := u.Start(); err != nil {
		t.Fatal(err)
	}
	if err := u.WaitReady(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(u.Close)
	return u
}

// cdySpec is the deck's card of a code.
func cdySpec(t *testing.T, p *widgets.CardPicker, code string) widgets.CardSpec {
	t.Helper()
	for _, s := range p.Deck {
		if s.Code == code {
			return s
		}
	}
	t.Fatalf("no card %s in the deck", code)
	return widgets.CardSpec{}
}
