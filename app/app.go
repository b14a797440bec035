package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/game"
)

// ID is the application id, as in FyneApp.toml.
const ID = "org.arbiter.app"

// Config holds what main passes in.
type Config struct {
	DBPath string // empty: ARBITER_DB, else the default data directory
}

// UI is the running app: one window and its screens.
type UI struct {
	app fyne.App
	win fyne.Window
	cfg Config
}

// New builds the UI on a fyne.App (a real one, or test.NewTempApp in tests).
func New(a fyne.App, cfg Config) *UI {
	u := &UI{app: a, cfg: cfg}
	u.win = a.NewWindow("Arbiter")
	u.win.Resize(fyne.NewSize(1280, 800))
	return u
}

// Window returns the main window.
func (u *UI) Window() fyne.Window { return u.win }

// Start shows the home screen.
func (u *UI) Start() error {
	u.win.SetContent(u.homeScreen())
	return nil
}

func (u *UI) homeScreen() fyne.CanvasObject {
	list := container.NewVBox()
	for _, g := range game.Games {
		list.Add(widget.NewCard(g.Name, g.Players+" players", widget.NewLabel(g.Summary)))
	}
	return container.NewVScroll(list)
}
