package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/scoring"
	"arbiter/session"
)

// TableView is what a table builds on its session: the page's content,
// what to do each time the page is shown, and what to let go of when it
// closes.
type TableView struct {
	Content fyne.CanvasObject
	OnShow  func()
	OnClose func()
}

// Opening is the text a table page shows while its game is read.
const Opening = "Opening the game…"

// SessionConfig is the session configuration of the app's tables: the
// open history, and results delivered on the UI goroutine.
func SessionConfig(u host.Host, g session.Games) session.Config {
	return session.Config{History: g, Deliver: u.Do}
}

// OpenTable is the page of a stored game's table: it shows a wait while
// the game is read off the UI goroutine (a session shared with any other
// page of the game), then what build makes of the session. Its title is
// the game's name, when it has one, before the game's. The page lets go
// of the session when it closes.
func OpenTable[S scoring.State, R, O, D any](u host.Host, kind, gameID string,
	build func(s *session.Session[S, R, O, D]) TableView) host.Page {
	info, _ := host.Catalog().InfoFor(kind)
	title := binding.NewString()
	_ = title.Set(i18n.T(info.Name))
	wait := widget.NewActivity()
	wait.Start()
	holder := container.NewStack(container.NewCenter(container.NewVBox(wait, widget.NewLabel(i18n.T(Opening)))))
	var view TableView
	var release func()
	closed := false
	page := host.Page{TitleData: title, Content: holder}
	var polled interface{ Poll() }
	page.OnShow = func() {
		// Shown again (back from the game's record, where a round may
		// have been corrected): the session asks the history at once.
		if polled != nil {
			polled.Poll()
		}
		if view.OnShow != nil {
			view.OnShow()
		}
	}
	page.OnClose = func() {
		closed = true
		if view.OnClose != nil {
			view.OnClose()
		}
		if release != nil {
			release()
		}
	}
	u.WithGames(func(g session.Games) {
		session.Share[S, R, O, D](u.Sessions(), SessionConfig(u, g), gameID,
			func(s *session.Session[S, R, O, D], rel func(), err error) {
				wait.Stop()
				if err != nil {
					holder.Objects = []fyne.CanvasObject{container.NewPadded(Wrapped(ErrText(err)))}
					holder.Refresh()
					u.ShowErr(err)
					return
				}
				if closed {
					rel()
					return
				}
				release, polled = rel, s
				s.Poll()
				_ = title.Set(GameTitle(s.Game().Name, i18n.T(info.Name)))
				view = build(s)
				holder.Objects = []fyne.CanvasObject{view.Content}
				holder.Refresh()
				if view.OnShow != nil {
					view.OnShow()
				}
			})
	})
	return page
}
