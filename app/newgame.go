package app

import (
	"arbiter/scoring/all"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
)

// newGamePage: pick the game, the players (known ones first, new names
// typed in place), and the house rules with their defaults marked. The rule
// set is stored with the game.
func (u *UI) NewGame(kind string) host.Page {
	if kind == "" {
		return u.pickGamePage()
	}
	if t, ok := host.Lookup(kind); ok && t.Start != nil {
		return t.Start(u)
	}
	return widgets.SetupForm(u, kind, nil, widgets.SetupExtra{})
}

// The new-game form: the game's name, its seats (known players offered
// first, new names typed in place), its house rules with the defaults
// marked, and whatever else a game asks (Hyrule's turn rules, Mortal
// Swords' Strong Suit card): the setup is built from all of them.

// pickGamePage lists the games the app can keep a table for.
func (u *UI) pickGamePage() host.Page {
	list := container.NewVBox()
	for _, d := range all.All() {
		g := d.Info()
		if _, ok := host.Lookup(g.ID); !ok {
			list.Add(widget.NewCard(g.Name, i18n.T(g.Players)+" "+i18n.T("players"),
				widgets.Wrapped(i18n.T(g.Summary)+"\n"+i18n.T("The table screen for this game is not in the app yet; arbiter-cli resolves and scores it."))))
			continue
		}
		b := widget.NewButton(i18n.T("Play"), func() { u.shell.section("play").stack.replace(u.NewGame(g.ID)) })
		b.Importance = widget.HighImportance
		list.Add(widget.NewCard(g.Name, i18n.T(g.Players)+" "+i18n.T("players"), container.NewBorder(nil, nil, nil, b, widgets.Wrapped(i18n.T(g.Summary)))))
	}
	return host.Page{Title: i18n.T("Choose a game"), Content: widgets.NewScroll(container.NewPadded(list))}
}
