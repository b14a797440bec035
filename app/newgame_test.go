package app

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/storage"
)

// Issue 16 #1 and #5: the generic new-game form starts every game that
// uses it with every house rule left at its default, its Start button in
// view without scrolling at 1280×800 and 390×800; a start that is refused
// says why next to the button and creates no player.
func TestNewGameFormDefaultsStartTheGame(t *testing.T) {
	for _, kind := range []string{"myre", "pymtheg", "carts-tity"} {
		for _, size := range []struct {
			name string
			apptest.Item
		}{{name: "phone"}, {name: "desktop"}} {
			sz := apptest.Desktop
			if size.name == "phone" {
				sz = apptest.Phone
			}
			u, sc := startUI(t, sz, Config{})
			u.Push(host.SectionPlay, u.NewGame(kind))
			sc.Find(i18n.T("Start the game")) // in view, not scrolled to
			sc.Tap(i18n.T("Start the game"))  // no names yet: refused
			if ps, _ := u.Store().Players(true); len(ps) != 0 {
				t.Errorf("%s %s: a refused start created players %v", kind, size.name, ps)
			}
			if !sc.HasContaining(i18n.T("has no player yet.")[:6]) {
				t.Errorf("%s %s: no reason shown beside Start: %q", kind, size.name, sc.Texts())
			}
			names := []string{"Ann", "Bob", "Cleo", "Dan"}
			for i, e := range apptest.All[*widget.SelectEntry](u.Current(host.SectionPlay).Content) {
				e.SetText(names[i])
			}
			sc.Tap(i18n.T("Start the game"))
			games, err := u.Store().Games(storage.Filter{})
			if err != nil || len(games) != 1 {
				t.Errorf("%s %s: the defaults did not start a game (%v): %q", kind, size.name, err, sc.Texts())
			}
		}
	}
}

// Issue 16 #7: the new-game form is Dutch all through in Dutch: the seats
// (registered by a table before the language was chosen), the game's
// summary and the tiles' player counts.
func TestNewGameFormInDutch(t *testing.T) {
	u, sc := startUI(t, apptest.Phone, Config{Language: "nl"})
	defer i18n.SetLanguage("en")
	if !sc.Has("1, 2 of 4 spelers") {
		t.Errorf("Yamiro's tile is not Dutch: %q", sc.Texts())
	}
	u.Push(host.SectionPlay, u.NewGame("myre"))
	for _, want := range []string{"Rood", "Zwart"} {
		if !sc.Has(want) {
			t.Errorf("no seat %q: %q", want, sc.Texts())
		}
	}
	if !sc.HasContaining("Rood tegen Zwart") {
		t.Errorf("the summary is not Dutch: %q", sc.Texts())
	}
}
