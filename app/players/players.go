package players

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/stats"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// playersView is the Players section: everyone who ever sat at a table,
// archived ones behind a switch, and a field to add someone.
type playersView struct {
	u        hoststore.Host
	players  []storage.Player
	archived *widget.Check
	name     *widget.Entry
	add      *widget.Button
	msg      *widget.Label
	empty    *widget.Label
	list     *widget.List
	dirty    bool
	reads    int // reads asked for
	root     fyne.CanvasObject
}

func PlayersPage(u hoststore.Host) host.Page {
	v := newPlayersView(u)
	return host.Page{Title: i18n.T("Players"), Content: v.root, OnShow: v.show}
}

func newPlayersView(u hoststore.Host) *playersView {
	v := &playersView{u: u, dirty: true}
	v.name = widget.NewEntry()
	v.name.SetPlaceHolder(i18n.T("New player's name"))
	v.add = widget.NewButtonWithIcon(i18n.T("Add"), theme.ContentAddIcon(), v.addPlayer)
	v.add.Importance = widget.HighImportance
	v.name.OnSubmitted = func(string) { v.addPlayer() }
	v.msg = widgets.Wrapped("")
	v.msg.Hide()
	v.archived = widget.NewCheck(i18n.T("Show archived players"), func(bool) { v.reload() })
	v.empty = widgets.Wrapped(i18n.T("No players yet. Add the people you play with, or start a game: its players are added for you."))
	v.empty.Hide()
	v.list = widget.NewList(
		func() int { return len(v.players) },
		func() fyne.CanvasObject {
			name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			name.Truncation = fyne.TextTruncateEllipsis
			// padded: a row is a touch target of at least 44 px
			return container.NewPadded(container.NewBorder(nil, nil,
				widget.NewIcon(theme.AccountIcon()), widget.NewIcon(theme.NavigateNextIcon()), name))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(v.players) {
				return
			}
			p := v.players[id]
			row := o.(*fyne.Container).Objects[0].(*fyne.Container)
			name := row.Objects[0].(*widget.Label)
			if p.Archived {
				name.SetText(p.Name + "  · " + i18n.T("archived"))
				name.TextStyle = fyne.TextStyle{Italic: true}
			} else {
				name.SetText(p.Name)
				name.TextStyle = fyne.TextStyle{Bold: true}
			}
			name.Refresh()
		})
	v.list.OnSelected = func(id widget.ListItemID) {
		v.list.UnselectAll()
		if id < len(v.players) {
			p := v.players[id]
			u.WithStore(func(st *storage.Store) { u.Push("players", playerProfilePage(u, st, p)) })
		}
	}
	top := container.NewVBox(
		container.NewBorder(nil, nil, nil, v.add, v.name),
		v.msg,
		v.archived,
	)
	v.root = container.NewBorder(container.NewPadded(top), nil, nil, nil,
		container.NewStack(v.list, container.NewVBox(v.empty)))
	u.OnChange(func() {
		v.dirty = true
		if u.Visible("players") {
			v.show()
		}
	})
	return v
}

func (v *playersView) show() {
	if !v.u.Visible("players") {
		return // not on screen (or the app is starting): load when it is
	}
	if v.dirty {
		v.reload()
	}
}

// reload reads the players off the UI goroutine; a read that comes back
// after a newer one was asked for is dropped.
func (v *playersView) reload() {
	v.dirty = false
	v.reads++
	mine, archived := v.reads, v.archived.Checked
	if v.players == nil {
		// The first read: a wait, not an empty list.
		v.empty.SetText(i18n.T("Loading the history…"))
		v.empty.Show()
	}
	v.u.WithStore(func(st *storage.Store) {
		var list []storage.Player
		var err error
		v.u.Background(func() { list, err = st.Players(archived) }, func() {
			if mine != v.reads {
				return
			}
			if err != nil {
				v.showMsg(err.Error(), true)
				return
			}
			v.players = list
			if len(list) == 0 {
				v.empty.SetText(i18n.T("No players yet. Add the people you play with, or start a game: its players are added for you."))
				v.empty.Show()
			} else {
				v.empty.Hide()
			}
			v.list.Refresh()
		})
	})
}

func (v *playersView) showMsg(s string, bad bool) {
	v.msg.SetText(s)
	v.msg.Importance = widget.MediumImportance
	if bad {
		v.msg.Importance = widget.DangerImportance
	}
	v.msg.Show()
	v.msg.Refresh()
}

func (v *playersView) addPlayer() {
	name := strings.TrimSpace(v.name.Text)
	if name == "" {
		v.showMsg(i18n.T("Type a name first."), true)
		return
	}
	v.u.WithStore(func(st *storage.Store) {
		v.add.Disable()
		var p storage.Player
		var err error
		v.u.Background(func() { p, err = st.CreatePlayer(name) }, func() {
			v.add.Enable()
			if err != nil {
				v.showMsg(playerError(err), true)
				return
			}
			v.name.SetText("")
			v.showMsg(i18n.Tf("%s was added.", p.Name), false)
			v.u.Changed()
			v.reload()
		})
	})
}

// playerError says in plain words why a name was refused.
func playerError(err error) string {
	switch {
	case errors.Is(err, storage.ErrConflict):
		return i18n.T("Another player already has this name (names ignore capitals).")
	case errors.Is(err, storage.ErrInvalid):
		return i18n.T("This name cannot be used: it is empty or longer than 100 characters.")
	}
	return err.Error()
}

// ---- a player's profile ----

// profileView is a player's page: rename, archive, merge, statistics per
// game, the win-rate chart and head-to-head against a chosen opponent.
// What it shows is read off the UI goroutine; its two halves sit side by
// side when the window is wide and one under the other when it is narrow,
// decided again at every resize.
type profileView struct {
	u       hoststore.Host
	st      *storage.Store
	p       storage.Player
	box     *fyne.Container
	h2h     *fyne.Container
	h2hSel  *widget.Select
	others  []storage.Player
	rename  *widget.Button
	archive *widget.Button
	merge   *widget.Button
	epoch   int // historyEpoch when drawn
	reads   int // reads asked for: a late one is dropped
	h2hRead int
	// sat are the players who sat in a game with this one: they are
	// other people, never offered to merge with.
	sat map[string]bool
}

// profileColumn is the least width of each of the profile's two columns.
const profileColumn = 340

func playerProfilePage(u hoststore.Host, st *storage.Store, p storage.Player) host.Page {
	return newProfileView(u, st, p).page()
}

func newProfileView(u hoststore.Host, st *storage.Store, p storage.Player) *profileView {
	v := &profileView{u: u, st: st, p: p}
	v.box = container.NewStack(widgets.Wrapped(i18n.T("Reading the player's games…")))
	v.rebuild()
	return v
}

func (v *profileView) page() host.Page {
	return host.Page{Title: v.p.Name, Content: v.box, OnShow: func() {
		if v.epoch != history.HistoryEpoch {
			v.rebuild()
		}
	}}
}

// compareWith shows the head-to-head against a player.
func (v *profileView) compareWith(name string) {
	if v.h2hSel != nil {
		v.h2hSel.SetSelected(name)
	}
}

// profileData is what the profile reads from the history.
type profileData struct {
	p        storage.Player
	stats    storage.PlayerStats
	statsErr error
	all      []storage.Player
	sat      map[string]bool
}

func readProfile(st *storage.Store, id string) (profileData, error) {
	var d profileData
	p, err := st.Player(id)
	if err != nil {
		return d, err
	}
	d.p = p
	d.stats, d.statsErr = st.PlayerStats(p.ID)
	d.all, _ = st.Players(true)
	d.sat, _ = satWith(st, p.ID)
	return d, nil
}

// satWith lists the players who sat in a game with a player (any game,
// in progress or not): the history refuses to merge them.
func satWith(st *storage.Store, id string) (map[string]bool, error) {
	sat := map[string]bool{}
	const page = 1000
	for off := 0; ; off += page {
		games, err := st.Games(storage.Filter{PlayerID: id, Limit: page, Offset: off})
		if err != nil {
			return sat, err
		}
		for _, g := range games {
			for _, s := range g.Seats {
				if s.PlayerID != id {
					sat[s.PlayerID] = true
				}
			}
		}
		if len(games) < page {
			return sat, nil
		}
	}
}

// rebuild reads the player again and redraws the profile; what it
// showed stays until the new read is in.
func (v *profileView) rebuild() { v.rebuildThen(nil) }

// rebuildThen is rebuild, then fn (if not nil) once the profile is drawn
// again.
func (v *profileView) rebuildThen(fn func()) {
	v.epoch = history.HistoryEpoch
	v.reads++
	mine, id := v.reads, v.p.ID
	var d profileData
	var err error
	v.u.Background(func() { d, err = readProfile(v.st, id) }, func() {
		if mine != v.reads {
			return
		}
		if err != nil {
			v.box.Objects = []fyne.CanvasObject{widgets.Wrapped(err.Error())}
			v.box.Refresh()
			return
		}
		v.draw(d)
		if fn != nil {
			fn()
		}
	})
}

func (v *profileView) draw(d profileData) {
	opponent := ""
	if v.h2hSel != nil {
		opponent = v.h2hSel.Selected
	}
	defer func() {
		if opponent != "" {
			v.compareWith(opponent)
		}
	}()
	p := d.p
	v.p, v.sat = p, d.sat
	if d.statsErr != nil {
		v.u.ShowErr(d.statsErr)
	}
	v.others = v.others[:0]
	for _, o := range d.all {
		if o.ID != p.ID {
			v.others = append(v.others, o)
		}
	}

	info := i18n.Tf("Player since %s", i18n.Date(p.CreatedAt.Local()))
	if p.Archived {
		info += " · " + i18n.T("archived: hidden when seating a new game")
	}
	v.rename = widget.NewButtonWithIcon(i18n.T("Rename"), theme.DocumentCreateIcon(), v.askRename)
	archText, archIcon := i18n.T("Archive"), theme.VisibilityOffIcon()
	if p.Archived {
		archText, archIcon = i18n.T("Unarchive"), theme.VisibilityIcon()
	}
	v.archive = widget.NewButtonWithIcon(archText, archIcon, func() { v.setArchived(!v.p.Archived) })
	v.merge = widget.NewButtonWithIcon(i18n.T("Merge…"), theme.ContentCutIcon(), v.askMerge)
	if len(v.others) == 0 {
		v.merge.Disable()
	}
	games := widget.NewButtonWithIcon(i18n.T("Games"), theme.HistoryIcon(), func() {
		v.u.Push("players", playerGamesPage(v.u, v.p))
	})
	buttons := widgets.NewFlowGrid(2, v.rename, v.archive, v.merge, games)

	header := container.NewVBox(widgets.Heading(p.Name), widgets.Wrapped(info), buttons)
	statsBox := container.NewVBox(widgets.Heading(i18n.T("Win rate per game")), stats.WinRateChart(d.stats), widgets.Heading(i18n.T("Statistics")), stats.StatsCards(d.stats, 3))
	v.h2h = container.NewVBox()
	h2hBox := container.NewVBox(widgets.Heading(i18n.T("Head to head")), v.opponentPicker(), v.h2h)

	cols := [][]fyne.CanvasObject{{header, statsBox}, {h2hBox}}
	content := widgets.NewColumns(profileColumn, cols, header, statsBox, h2hBox)
	v.box.Objects = []fyne.CanvasObject{widgets.NewScroll(container.NewPadded(content))}
	v.box.Refresh()
}

func (v *profileView) opponentPicker() fyne.CanvasObject {
	var names []string
	for _, o := range v.others {
		names = append(names, o.Name)
	}
	v.h2hSel = widget.NewSelect(names, func(string) {
		i := v.h2hSel.SelectedIndex()
		if i >= 0 && i < len(v.others) {
			v.showHeadToHead(v.others[i])
		}
	})
	v.h2hSel.PlaceHolder = i18n.T("Choose an opponent")
	if len(names) == 0 {
		v.h2hSel.Disable()
		return widgets.Wrapped(i18n.T("Add another player to compare."))
	}
	return v.h2hSel
}

// showHeadToHead reads how the two fared off the UI goroutine.
func (v *profileView) showHeadToHead(o storage.Player) {
	v.h2hRead++
	mine, id := v.h2hRead, v.p.ID
	var h storage.HeadToHead
	var err error
	v.u.Background(func() { h, err = v.st.HeadToHead(id, o.ID) }, func() {
		if mine != v.h2hRead {
			return
		}
		v.h2h.RemoveAll()
		if err != nil {
			v.h2h.Add(widgets.Wrapped(err.Error()))
		} else {
			v.h2h.Add(stats.HeadToHeadView(h))
		}
		v.h2h.Refresh()
	})
}

func (v *profileView) askRename() {
	e := widget.NewEntry()
	e.SetText(v.p.Name)
	items := []*widget.FormItem{widget.NewFormItem(i18n.T("Name"), e)}
	d := dialog.NewForm(i18n.T("Rename player"), i18n.T("Rename"), i18n.T("Cancel"), items, func(ok bool) {
		if ok {
			v.doRename(e.Text)
		}
	}, v.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(v.u.Window().Canvas().Size().Width-20, 420), 200))
	d.Show()
}

// write runs a change of the player off the UI goroutine, then says what
// went wrong or redraws everything.
func (v *profileView) write(change func() error, refused func(error) error) {
	var err error
	v.u.Background(func() { err = change() }, func() {
		if err != nil {
			if refused != nil {
				err = refused(err)
			}
			dialog.ShowError(err, v.u.Window())
			return
		}
		v.afterChange()
	})
}

func (v *profileView) doRename(name string) {
	id := v.p.ID
	v.write(func() error { return v.st.RenamePlayer(id, name) }, func(err error) error { return errors.New(playerError(err)) })
}

func (v *profileView) setArchived(archived bool) {
	id := v.p.ID
	v.write(func() error { return v.st.ArchivePlayer(id, archived) }, nil)
}

// afterChange redraws every list and the profile, with its title.
func (v *profileView) afterChange() {
	v.u.Changed()
	v.rebuildThen(func() {
		if v.u.Current(host.SectionPlayers).Content == v.box {
			v.u.SetTitle(host.SectionPlayers, v.p.Name)
		}
	})
}

// mergeable are the players this one can be merged into: every other
// player who never sat in a game with it (two players of one game are two
// people, and the history refuses to merge them).
func (v *profileView) mergeable() (ok, sat []storage.Player) {
	for _, o := range v.others {
		if v.sat[o.ID] {
			sat = append(sat, o)
		} else {
			ok = append(ok, o)
		}
	}
	return ok, sat
}

// askMerge: this player was entered twice; pick the entry to keep. Every
// game of this player moves to the one chosen. Only players who can be
// merged are offered; the others are named with the reason, before
// anything is confirmed.
func (v *profileView) askMerge() {
	candidates, sat := v.mergeable()
	var names []string
	for _, o := range candidates {
		names = append(names, o.Name)
	}
	var satNames []string
	for _, o := range sat {
		satNames = append(satNames, o.Name)
	}
	title := i18n.Tf("Merge %s into…", v.p.Name)
	why := ""
	if len(sat) > 0 {
		why = i18n.Tf("Not offered: %s. They sat in a game with %s, so they are other people.", strings.Join(satNames, ", "), v.p.Name)
	}
	if len(candidates) == 0 {
		msg := i18n.Tf("%s cannot be merged with anyone: every other player sat in a game with %s, so they are other people.", v.p.Name, v.p.Name)
		d := dialog.NewCustom(title, i18n.T("Close"), widgets.Wrapped(msg), v.u.Window())
		d.Resize(fyne.NewSize(widgets.Minf(v.u.Window().Canvas().Size().Width-20, 460), 220))
		d.Show()
		return
	}
	sel := widget.NewSelect(names, nil)
	sel.PlaceHolder = i18n.T("Choose a player")
	help := widgets.Wrapped(i18n.Tf("Use this when one person was entered under two names. Every game of %s moves to the player you choose, and %s disappears from the lists.", v.p.Name, v.p.Name))
	var d dialog.Dialog
	mergeBtn := widget.NewButton(i18n.T("Merge"), func() {
		i := sel.SelectedIndex()
		if i < 0 || i >= len(candidates) {
			return
		}
		d.Hide()
		v.confirmMerge(candidates[i])
	})
	mergeBtn.Importance = widget.DangerImportance
	mergeBtn.Disable()
	sel.OnChanged = func(string) { mergeBtn.Enable() }
	body := container.NewVBox(help, sel)
	if why != "" {
		note := widgets.Wrapped(why)
		note.Importance = widget.LowImportance
		body.Add(note)
	}
	body.Add(mergeBtn)
	d = dialog.NewCustom(title, i18n.T("Cancel"), body, v.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(v.u.Window().Canvas().Size().Width-20, 460), 340))
	d.Show()
}

func (v *profileView) confirmMerge(keep storage.Player) {
	msg := i18n.Tf("Merge %s into %s? All games of %s become games of %s. This cannot be undone.", v.p.Name, keep.Name, v.p.Name, keep.Name)
	c := dialog.NewConfirm(i18n.T("Merge players"), msg, func(ok bool) {
		if ok {
			v.doMerge(keep)
		}
	}, v.u.Window())
	c.SetConfirmText(i18n.T("Merge"))
	c.SetConfirmImportance(widget.DangerImportance)
	c.Show()
}

func (v *profileView) doMerge(keep storage.Player) {
	id, name := v.p.ID, v.p.Name
	var err error
	v.u.Background(func() { err = v.st.MergePlayers(keep.ID, id) }, func() {
		if err != nil {
			// A game seating both since the dialog was opened (another
			// window): the same reason, after all.
			if errors.Is(err, storage.ErrConflict) {
				err = fmt.Errorf(i18n.T("%s and %s played in the same game, so they are two different people: they cannot be merged."), name, keep.Name)
			}
			v.u.ShowErr(err)
			return
		}
		v.u.Changed()
		// This profile no longer exists: show the one kept instead.
		v.u.Replace(host.SectionPlayers, playerProfilePage(v.u, v.st, keep))
	})
}

// playerGamesPage lists a player's games (the History list, filtered).
func playerGamesPage(u hoststore.Host, p storage.Player) host.Page {
	l := history.NewGameList(u, func(st *storage.Store, g storage.Game) {
		u.Push("players", history.GameRecordPage(u, st, g))
	})
	l.Filter = storage.Filter{PlayerID: p.ID}
	l.Reload()
	return host.Page{Title: i18n.Tf("Games of %s", p.Name), Content: container.NewPadded(l.Root)}
}
