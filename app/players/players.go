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
	"arbiter/app/i18n"
	"arbiter/app/stats"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// playersView is the Players section: everyone who ever sat at a table,
// archived ones behind a switch, and a field to add someone.
type playersView struct {
	u        host.Host
	players  []storage.Player
	archived *widget.Check
	name     *widget.Entry
	add      *widget.Button
	msg      *widget.Label
	empty    *widget.Label
	list     *widget.List
	dirty    bool
	root     fyne.CanvasObject
}

func PlayersPage(u host.Host) host.Page {
	v := newPlayersView(u)
	return host.Page{Title: i18n.T("Players"), Content: v.root, OnShow: v.show}
}

func newPlayersView(u host.Host) *playersView {
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

func (v *playersView) reload() {
	v.dirty = false
	v.u.WithStore(func(st *storage.Store) {
		list, err := st.Players(v.archived.Checked)
		if err != nil {
			v.showMsg(err.Error(), true)
			return
		}
		v.players = list
		if len(list) == 0 {
			v.empty.Show()
		} else {
			v.empty.Hide()
		}
		v.list.Refresh()
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
		p, err := st.CreatePlayer(name)
		if err != nil {
			v.showMsg(playerError(err), true)
			return
		}
		v.name.SetText("")
		v.showMsg(fmt.Sprintf(i18n.T("%s was added."), p.Name), false)
		v.u.Changed()
		v.reload()
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
type profileView struct {
	u       host.Host
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
}

func playerProfilePage(u host.Host, st *storage.Store, p storage.Player) host.Page {
	return newProfileView(u, st, p).page()
}

func newProfileView(u host.Host, st *storage.Store, p storage.Player) *profileView {
	v := &profileView{u: u, st: st, p: p}
	v.box = container.NewStack()
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

func (v *profileView) rebuild() {
	v.epoch = history.HistoryEpoch
	opponent := ""
	if v.h2hSel != nil {
		opponent = v.h2hSel.Selected
	}
	defer func() {
		if opponent != "" {
			v.compareWith(opponent)
		}
	}()
	p, err := v.st.Player(v.p.ID)
	if err != nil {
		v.box.Objects = []fyne.CanvasObject{widgets.Wrapped(err.Error())}
		v.box.Refresh()
		return
	}
	v.p = p
	ps, err := v.st.PlayerStats(p.ID)
	if err != nil {
		v.u.ShowErr(err)
	}
	all, _ := v.st.Players(true)
	v.others = v.others[:0]
	for _, o := range all {
		if o.ID != p.ID {
			v.others = append(v.others, o)
		}
	}

	info := fmt.Sprintf(i18n.T("Player since %s"), i18n.Date(p.CreatedAt.Local()))
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
	buttons := container.NewGridWithColumns(2, v.rename, v.archive, v.merge, games)

	header := container.NewVBox(widgets.Heading(p.Name), widgets.Wrapped(info), buttons)
	cols := 2
	if !v.u.Phone() {
		cols = 3
	}
	statsBox := container.NewVBox(widgets.Heading(i18n.T("Win rate per game")), stats.WinRateChart(ps), widgets.Heading(i18n.T("Statistics")), stats.StatsCards(ps, cols))
	v.h2h = container.NewVBox()
	h2hBox := container.NewVBox(widgets.Heading(i18n.T("Head to head")), v.opponentPicker(), v.h2h)

	var content fyne.CanvasObject
	if !v.u.Phone() {
		content = container.NewGridWithColumns(2,
			widgets.NewScroll(container.NewPadded(container.NewVBox(header, statsBox))),
			widgets.NewScroll(container.NewPadded(h2hBox)))
	} else {
		content = widgets.NewScroll(container.NewPadded(container.NewVBox(header, statsBox, h2hBox)))
	}
	v.box.Objects = []fyne.CanvasObject{content}
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

func (v *profileView) showHeadToHead(o storage.Player) {
	h, err := v.st.HeadToHead(v.p.ID, o.ID)
	v.h2h.RemoveAll()
	if err != nil {
		v.h2h.Add(widgets.Wrapped(err.Error()))
	} else {
		v.h2h.Add(stats.HeadToHeadView(h))
	}
	v.h2h.Refresh()
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

func (v *profileView) doRename(name string) {
	if err := v.st.RenamePlayer(v.p.ID, name); err != nil {
		dialog.ShowError(errors.New(playerError(err)), v.u.Window())
		return
	}
	v.afterChange()
}

func (v *profileView) setArchived(archived bool) {
	if err := v.st.ArchivePlayer(v.p.ID, archived); err != nil {
		v.u.ShowErr(err)
		return
	}
	v.afterChange()
}

// afterChange redraws the profile, its title and every list.
func (v *profileView) afterChange() {
	v.rebuild()
	if v.u.Current(host.SectionPlayers).Content == v.box {
		v.u.SetTitle(host.SectionPlayers, v.p.Name)
	}
	v.u.Changed()
}

// askMerge: this player was entered twice; pick the entry to keep. Every
// game of this player moves to the one chosen.
func (v *profileView) askMerge() {
	var names []string
	for _, o := range v.others {
		names = append(names, o.Name)
	}
	sel := widget.NewSelect(names, nil)
	sel.PlaceHolder = i18n.T("Choose a player")
	help := widgets.Wrapped(fmt.Sprintf(i18n.T("Use this when one person was entered under two names. Every game of %s moves to the player you choose, and %s disappears from the lists."), v.p.Name, v.p.Name))
	var d dialog.Dialog
	mergeBtn := widget.NewButton(i18n.T("Merge"), func() {
		i := sel.SelectedIndex()
		if i < 0 || i >= len(v.others) {
			return
		}
		d.Hide()
		v.confirmMerge(v.others[i])
	})
	mergeBtn.Importance = widget.DangerImportance
	mergeBtn.Disable()
	sel.OnChanged = func(string) { mergeBtn.Enable() }
	body := container.NewVBox(help, sel, mergeBtn)
	d = dialog.NewCustom(fmt.Sprintf(i18n.T("Merge %s into…"), v.p.Name), i18n.T("Cancel"), body, v.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(v.u.Window().Canvas().Size().Width-20, 460), 300))
	d.Show()
}

func (v *profileView) confirmMerge(keep storage.Player) {
	msg := fmt.Sprintf(i18n.T("Merge %s into %s? All games of %s become games of %s. This cannot be undone."), v.p.Name, keep.Name, v.p.Name, keep.Name)
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
	if err := v.st.MergePlayers(keep.ID, v.p.ID); err != nil {
		if errors.Is(err, storage.ErrConflict) {
			err = fmt.Errorf(i18n.T("%s and %s played in the same game, so they are two different people: they cannot be merged."), v.p.Name, keep.Name)
		}
		v.u.ShowErr(err)
		return
	}
	v.u.Changed()
	// This profile no longer exists: show the one kept instead.
	v.u.Replace(host.SectionPlayers, playerProfilePage(v.u, v.st, keep))
}

// playerGamesPage lists a player's games (the History list, filtered).
func playerGamesPage(u host.Host, p storage.Player) host.Page {
	l := history.NewGameList(u, func(st *storage.Store, g storage.Game) {
		u.Push("players", history.GameRecordPage(u, st, g))
	})
	l.Filter = storage.Filter{PlayerID: p.ID}
	l.Reload()
	return host.Page{Title: fmt.Sprintf(i18n.T("Games of %s"), p.Name), Content: container.NewPadded(l.Root)}
}
