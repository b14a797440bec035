package app

import (
	"arbiter/scoring/all"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament"
	"arbiter/app/widgets"
	"arbiter/scoring"
	"arbiter/storage"
)

// homePage: resume a game in progress with one tap, or start a new one.
func (u *UI) homePage() host.Page {
	newBtn := widget.NewButtonWithIcon(i18n.T("New game"), theme.ContentAddIcon(), func() { u.Push("play", u.NewGame("")) })
	newBtn.Importance = widget.HighImportance

	inProgress := container.NewVBox(widget.NewLabel(i18n.T("Loading the history…")))
	var scroll *widgets.Scroll
	// The games in progress are read off the UI goroutine; a read that
	// comes back after a newer one was asked for is dropped.
	asked := 0
	load := func() {
		u.WithStore(func(st *storage.Store) {
			asked++
			mine := asked
			var games []storage.Game
			var fates [][]host.Fate
			var err error
			u.Background(func() {
				games, err = st.Games(storage.Filter{Status: storage.StatusActive, Limit: 20})
				for _, g := range games {
					// What became of the sides, when their table says
					// (the knights who fell).
					fates = append(fates, history.GameFates(st, g))
				}
			}, func() {
				if mine != asked {
					return
				}
				inProgress.RemoveAll()
				if err != nil {
					inProgress.Add(widgets.Wrapped(err.Error()))
					inProgress.Refresh()
					return
				}
				if len(games) == 0 {
					inProgress.Add(widgets.Wrapped(i18n.T("No game in progress. Start one below.")))
				}
				for i, g := range games {
					inProgress.Add(u.gameCard(g, fates[i]))
				}
				inProgress.Refresh()
				scroll.Refresh()
			})
		})
	}
	u.OnChange(load)

	// As many tiles a row as fit: never a name running out of its tile,
	// at any text size or in any language (one a row on a phone at the
	// largest sizes).
	quick := widgets.NewFlowGrid(6)
	for _, d := range all.All() {
		g := d.Info()
		if _, ok := host.Lookup(g.ID); !ok {
			continue
		}
		quick.Add(gameTile(g, func() { u.Push("play", u.NewGame(g.ID)) }))
	}

	// A tournament evening on the club's network: this device as the
	// director's, or as a table's (app/tournament).
	hostBtn := widget.NewButtonWithIcon(i18n.T("Host a tournament"), theme.ComputerIcon(), func() { u.Push("play", tournament.HostPage(u)) })
	joinBtn := widget.NewButtonWithIcon(i18n.T("Join a tournament"), theme.LoginIcon(), func() { u.Push("play", tournament.JoinPage(u)) })

	content := container.NewVBox(
		widgets.Heading(i18n.T("In progress")),
		inProgress,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("Start a game")),
		newBtn,
		quick,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("Tournament night")),
		widgets.ActionBar(hostBtn, joinBtn),
	)
	scroll = widgets.NewScroll(container.NewPadded(content))
	show := func() {
		load()
		// Back on the home screen: nothing to resume at the next start.
		// (Not before the start-up resume has looked.)
		if u.resumeDone {
			u.WithStore(func(st *storage.Store) {
				u.Background(func() { _ = st.SetState("last_screen", "") }, nil)
			})
		}
	}
	return host.Page{Title: "Arbiter", Content: scroll, OnShow: show}
}

// gameCard is one game in progress: who plays, the score, what became of
// each side when its table says ("Bob: fell at attack 7"), tap to resume.
func (u *UI) gameCard(g storage.Game, fates []host.Fate) fyne.CanvasObject {
	info, _ := all.InfoFor(g.Kind)
	title := info.Name
	if g.Name != "" {
		title = g.Name + " · " + info.Name
	}
	var parts, fell []string
	for _, s := range g.Seats {
		score := ""
		if s.Score != nil && !info.Scoreless {
			score = " " + widgets.TrimFloat(*s.Score)
		}
		if f, ok := host.FateOf(fates, s.Side); ok && f.Short != "" {
			fell = append(fell, s.Name+": "+f.Short)
		}
		parts = append(parts, s.Name+score)
	}
	sub := strings.Join(parts, " · ")
	format := i18n.T("%d rounds · started %s")
	if g.Rounds == 1 {
		format = i18n.T("%d round · started %s")
	}
	rounds := fmt.Sprintf(format, g.Rounds, i18n.DayMonthTime(g.StartedAt.Local()))
	// What became of the sides, a line each: the card's subtitle does not
	// wrap.
	for _, f := range fell {
		rounds += "\n" + f
	}
	btn := widget.NewButtonWithIcon(i18n.T("Resume"), theme.MediaPlayIcon(), func() { u.ShowGame(g.ID) })
	btn.Importance = widget.HighImportance
	card := widget.NewCard(title, sub, container.NewBorder(nil, nil, nil, btn, widgets.Wrapped(rounds)))
	return card
}

// openGame shows a stored game's table (or its record when the app has no
// table for that game).
func (u *UI) OpenGame(st *storage.Store, id string) {
	g, err := st.Game(id)
	if err != nil {
		u.ShowErr(err)
		return
	}
	if t, ok := host.Lookup(g.Kind); ok && g.Status == storage.StatusActive {
		_ = st.SetState("last_screen", "game/"+g.ID)
		if t.Open != nil {
			u.Push("play", t.Open(u, g.ID))
			return
		}
	}
	u.showGame(st, g)
}

// ShowGame shows a stored game: its table while it is active, else its
// record. The game is read, and the screen remembered for the next start,
// off the UI goroutine.
func (u *UI) ShowGame(id string) {
	u.WithStore(func(st *storage.Store) {
		var g storage.Game
		var err error
		u.Background(func() {
			g, err = st.Game(id)
			if err == nil {
				if _, ok := host.Lookup(g.Kind); ok && g.Status == storage.StatusActive {
					_ = st.SetState("last_screen", "game/"+g.ID)
				}
			}
		}, func() {
			if err != nil {
				u.ShowErr(err)
				return
			}
			u.showGame(st, g)
		})
	})
}

// showGame pushes a game's table or record.
func (u *UI) showGame(st *storage.Store, g storage.Game) {
	t, ok := host.Lookup(g.Kind)
	if !ok || g.Status != storage.StatusActive || t.Open == nil {
		u.Push("history", history.GameRecordPage(u, st, g))
		return
	}
	u.Push("play", t.Open(u, g.ID))
}

// resumeLastScreen reopens the game that was on screen when the app was
// closed, with its draft.
func (u *UI) resumeLastScreen() {
	u.WithStore(func(st *storage.Store) {
		var g storage.Game
		found := false
		u.Background(func() {
			v, ok, err := st.State("last_screen")
			if err != nil || !ok || !strings.HasPrefix(v, "game/") {
				return
			}
			var gerr error
			g, gerr = st.Game(strings.TrimPrefix(v, "game/"))
			found = gerr == nil && g.Status == storage.StatusActive
		}, func() {
			u.resumeDone = true
			if found {
				u.showGame(st, g)
			}
		})
	})
}

// gameTile is a large tap target naming a game, its players and a symbol.
func gameTile(g scoring.Info, tap func()) fyne.CanvasObject {
	btn := widget.NewButton("", tap)
	name := widget.NewLabelWithStyle(g.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	players := widget.NewLabel(i18n.T(g.Players) + " " + i18n.T("players"))
	players.SizeName = theme.SizeNameCaptionText
	var icon fyne.CanvasObject = layout.NewSpacer()
	if r := widgets.Symbol(symbolOf(g.ID)); r != nil {
		img := canvas.NewImageFromResource(r)
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(26, 26))
		// A paper square keeps black suits visible in the dark theme.
		bg := canvas.NewRectangle(widgets.CardPaper)
		bg.CornerRadius = 6
		bg.SetMinSize(fyne.NewSize(34, 34))
		icon = container.NewCenter(container.NewStack(bg, container.NewCenter(img)))
	}
	// At least the size the tiles always had; wider or taller when the
	// name needs it.
	least := canvas.NewRectangle(color.Transparent)
	least.SetMinSize(fyne.NewSize(170, 76))
	return container.NewStack(least, btn, container.NewBorder(nil, nil, container.NewPadded(icon), nil,
		container.NewVBox(layout.NewSpacer(), name, players, layout.NewSpacer())))
}

// symbolOf is the symbol a game's table draws on its tile.
func symbolOf(kind string) string {
	t, _ := host.Lookup(kind)
	return t.Symbol
}
