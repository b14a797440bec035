package app

import (
	"strings"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/storage"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The History and Players lists load when their section is opened, not
// while the app starts or while another section is on screen.
func TestHistoryLoadsOnlyWhenShown(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	p := apptest.Must[storage.Player](t)
	apptest.Must[storage.Game](t)(samples.MyreGame(st, p(st.CreatePlayer("Ann")), p(st.CreatePlayer("Bob")), 0))
	u.Changed()
	u.Settle()
	lists := func(key string) (n int) {
		apptest.Walk(u.Current(key).Content, func(c fyne.CanvasObject) {
			if l, ok := c.(*widget.List); ok && l.Length != nil {
				n += l.Length()
			}
		})
		return n
	}
	if n := lists("history") + lists("players"); n != 0 {
		t.Fatalf("lists loaded %d rows while the Play section is shown", n)
	}
	// The list is read off the UI goroutine: until it is in, the page
	// says it is reading (a busy history shows a wait, never a frozen
	// window).
	u.Select("history")
	if s := apptest.Labels(u.Current("history").Content); !strings.Contains(s, i18n.T("Loading the history…")) {
		t.Errorf("history while reading shows:\n%s", s)
	}
	u.Settle()
	if n := lists("history"); n != 1 {
		t.Errorf("history shows %d games once opened, want 1", n)
	}
	if n := lists("players"); n != 0 {
		t.Errorf("players loaded before being opened: %d", n)
	}
	u.Select("players")
	if s := apptest.Labels(u.Current("players").Content); !strings.Contains(s, i18n.T("Loading the history…")) {
		t.Errorf("players while reading shows:\n%s", s)
	}
	u.Settle()
	if n := lists("players"); n != 2 {
		t.Errorf("players shows %d once opened, want 2", n)
	}
}
