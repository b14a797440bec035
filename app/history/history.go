package history

import (
	"arbiter/scoring/all"
	"encoding/json"
	"io"
	"sort"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring"
	"arbiter/session"
	"arbiter/storage"
)

// historyPageSize is how many games one query of the history list loads;
// the next page is loaded as the list scrolls near its end.
const historyPageSize = 50

// ---- the paged list of games ----

// gameList is a virtualised list of games matching a filter, loaded one
// page at a time as it scrolls, each page read off the UI goroutine. Its
// rows wrap their lines: each row is as tall as its words need at the
// list's width, measured again when the width changes.
type gameList struct {
	u      hoststore.Host
	Filter storage.Filter
	games  []storage.Game
	// fates are what became of the sides of the games listed, by game id,
	// for the tables that say so (gameFates).
	fates   map[string][]host.Fate
	total   int
	more    bool // another page may follow
	loading bool
	gen     int // bumped by reload: a late page of an old filter is dropped
	list    *widget.List
	count   *widget.Label
	empty   *widget.Label
	Root    fyne.CanvasObject
	onOpen  func(st *storage.Store, g storage.Game)
	// heights are the rows' heights at width, by index.
	heights map[int]float32
	width   float32
}

func NewGameList(u hoststore.Host, onOpen func(st *storage.Store, g storage.Game)) *gameList {
	l := &gameList{u: u, onOpen: onOpen, heights: map[int]float32{}}
	l.count = widget.NewLabel("")
	l.count.TextStyle.Italic = true
	l.count.Wrapping = fyne.TextWrapWord
	l.empty = widgets.Wrapped("")
	l.empty.Hide()
	l.list = widget.NewList(
		func() int { return len(l.games) },
		newGameRow,
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id >= len(l.games) {
				return
			}
			fillGameRow(o, l.games[id], l.fates[l.games[id].ID])
			l.fit(id, o)
			if id >= len(l.games)-10 && l.more && !l.loading {
				l.loadMore(l.gen)
			}
		})
	l.list.OnSelected = func(id widget.ListItemID) {
		l.list.UnselectAll()
		if id < len(l.games) {
			g := l.games[id]
			u.WithStore(func(st *storage.Store) { l.onOpen(st, g) })
		}
	}
	body := container.New(&widthWatch{changed: l.rewrap}, container.NewStack(l.list, container.NewVBox(l.empty)))
	l.Root = container.NewBorder(l.count, nil, nil, nil, body)
	return l
}

// fit sets row id's height to what its wrapped lines need at the list's
// width (after the list's own update: not from inside it).
func (l *gameList) fit(id int, o fyne.CanvasObject) {
	w := l.list.Size().Width
	if w <= 0 {
		return
	}
	h := rowHeight(o.(*fyne.Container), w)
	if l.heights[id] == h {
		return
	}
	l.heights[id] = h
	gen := l.gen
	l.u.Do(func() {
		if gen == l.gen && id < len(l.games) {
			l.list.SetItemHeight(id, h)
		}
	})
}

// rewrap measures the rows again at a new width.
func (l *gameList) rewrap(w float32) {
	if w == l.width {
		return
	}
	l.width = w
	clear(l.heights)
	l.list.Refresh()
}

// widthWatch lays its one object out at its whole size and tells changed
// when the width changes.
type widthWatch struct{ changed func(w float32) }

func (w *widthWatch) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
	w.changed(size.Width)
}

func (w *widthWatch) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// Reload shows the first page for the current filter, read off the UI
// goroutine; the list shows what it had until the page comes.
func (l *gameList) Reload() {
	l.gen++
	gen := l.gen
	l.more, l.loading = true, true
	l.count.SetText(i18n.T("Loading the history…"))
	l.u.WithStore(func(st *storage.Store) {
		f := l.Filter
		var n int
		var page []storage.Game
		var fates map[string][]host.Fate
		var cerr, err error
		l.u.Background(func() {
			n, cerr = st.CountGames(f)
			f.Limit, f.Offset = historyPageSize, 0
			page, err = st.Games(f)
			fates = pageFates(st, page)
		}, func() {
			if gen != l.gen {
				return
			}
			l.games, l.total, l.fates = nil, n, nil
			// The rows are measured again as they are shown.
			clear(l.heights)
			l.add(page, fates, err)
			if cerr != nil {
				l.count.SetText(cerr.Error())
			}
			l.list.ScrollToTop()
		})
	})
}

// loadMore reads the next page off the UI goroutine.
func (l *gameList) loadMore(gen int) {
	if gen != l.gen || l.loading {
		return
	}
	l.loading = true
	l.u.WithStore(func(st *storage.Store) {
		f := l.Filter
		f.Limit, f.Offset = historyPageSize, len(l.games)
		var page []storage.Game
		var fates map[string][]host.Fate
		var err error
		l.u.Background(func() {
			page, err = st.Games(f)
			fates = pageFates(st, page)
		}, func() {
			if gen != l.gen {
				return
			}
			l.add(page, fates, err)
		})
	})
}

// pageFates are what became of the sides of a page's games, for the
// tables that say so (GameFates): read with the page.
func pageFates(st *storage.Store, page []storage.Game) map[string][]host.Fate {
	out := map[string][]host.Fate{}
	for _, g := range page {
		if f := GameFates(st, g); f != nil {
			out[g.ID] = f
		}
	}
	return out
}

// add appends a page read.
func (l *gameList) add(page []storage.Game, fates map[string][]host.Fate, err error) {
	l.loading = false
	if err != nil {
		l.more = false
		l.count.SetText(err.Error())
		l.list.Refresh()
		return
	}
	l.games = append(l.games, page...)
	if l.fates == nil {
		l.fates = map[string][]host.Fate{}
	}
	for id, f := range fates {
		l.fates[id] = f
	}
	l.more = len(page) == historyPageSize
	l.count.SetText(i18n.N(l.total, "%d game", "%d games"))
	if len(l.games) == 0 {
		l.empty.SetText(i18n.T("No game matches. Played games appear here; try another game, player or period."))
		l.empty.Show()
	} else {
		l.empty.Hide()
	}
	l.list.Refresh()
}

// newGameRow is the list's row template: the game, who played with their
// scores (winners ticked), and the outcome, rounds and date; each line
// wraps.
func newGameRow() fyne.CanvasObject {
	title := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	players := widget.NewLabel("")
	players.Wrapping = fyne.TextWrapWord
	info := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	info.Wrapping = fyne.TextWrapWord
	return container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*2), title, players, info)
}

// rowHeight is the height a row's lines take wrapped at width w.
func rowHeight(row *fyne.Container, w float32) float32 {
	for _, o := range row.Objects {
		o.Resize(fyne.NewSize(w, o.Size().Height))
	}
	return row.MinSize().Height
}

func fillGameRow(o fyne.CanvasObject, g storage.Game, fates []host.Fate) {
	box := o.(*fyne.Container)
	box.Objects[0].(*widget.Label).SetText(gameTitle(g))
	box.Objects[1].(*widget.Label).SetText(seatsLine(g, fates))
	box.Objects[2].(*widget.Label).SetText(outcomeLine(g) + " · " + shortDate(g.StartedAt))
}

// keepsNoScore reports whether a game keeps no score (Mortal Swords: the
// last knight standing wins): its pages show no points.
func keepsNoScore(kind string) bool {
	info, _ := all.InfoFor(kind)
	return info.Scoreless
}

func gameTitle(g storage.Game) string {
	name := widgets.KindName(g.Kind)
	if g.Name != "" {
		return g.Name + " · " + name
	}
	return name
}

// dayTime is a moment with its weekday: "Thu 26 Nov 2026 20:15".
func dayTime(t time.Time) string { return i18n.DayDate(t) + " " + t.Format("15:04") }

func shortDate(t time.Time) string {
	t = t.Local()
	if t.Year() == time.Now().Year() {
		return i18n.DayMonthTime(t)
	}
	return i18n.Date(t)
}

// seatsLine: "Ann 12 · Bob 8", or "Red: Ann 12 · Black: Bob 8" when the
// sides are not the players' names; winners are marked, and what became
// of a side is said when its table says (Mortal Swords: "Bob (fell at
// attack 7)").
func seatsLine(g storage.Game, fates []host.Fate) string {
	var parts []string
	won := map[string]bool{}
	for _, w := range g.Winners {
		won[w] = true
	}
	scoreless := keepsNoScore(g.Kind)
	for _, s := range g.Seats {
		p := s.Name
		if s.Score != nil && !scoreless {
			p += " " + widgets.TrimFloat(*s.Score)
		}
		if f, ok := host.FateOf(fates, s.Side); ok && f.Short != "" {
			p += " (" + f.Short + ")"
		}
		if won[s.Side] {
			p = "✓ " + p
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " · ")
}

func statusName(g storage.Game) string {
	switch g.Status {
	case storage.StatusActive:
		return i18n.T("In progress")
	case storage.StatusAbandoned:
		return i18n.T("Abandoned")
	}
	if g.FinishedBy == "manual" {
		return i18n.T("Declared finished")
	}
	return i18n.T("Finished")
}

// outcomeLine: status, winner and rounds.
func outcomeLine(g storage.Game) string {
	parts := []string{statusName(g)}
	if len(g.Winners) > 0 && g.Status == storage.StatusFinished {
		parts = append(parts, i18n.Tf("won by %s", winnerNames(g)))
	}
	if g.Rounds == 1 {
		parts = append(parts, i18n.T("1 round"))
	} else {
		parts = append(parts, i18n.Tf("%d rounds", g.Rounds))
	}
	return strings.Join(parts, " · ")
}

// winnerNames names the players of the winning sides.
func winnerNames(g storage.Game) string {
	var names []string
	for _, w := range g.Winners {
		names = append(names, sideLabel(g, w))
	}
	return strings.Join(names, " & ")
}

// sideLabel names a side for people: the player's name when the side is
// the player, else the side's label with its players: "Red (Ann)".
func sideLabel(g storage.Game, side string) string {
	var names []string
	for _, s := range g.Seats {
		if s.Side == side {
			names = append(names, s.Name)
		}
	}
	if len(names) == 1 && names[0] == side {
		return side
	}
	var label string
	found := false
	if t, ok := host.Lookup(g.Kind); ok {
		label, found = t.Seating.SideLabel(side)
	}
	if !found {
		label = side
	}
	if !found && side != "" {
		r := []rune(side)
		if unicode.IsLower(r[0]) {
			r[0] = unicode.ToUpper(r[0])
			label = i18n.T(string(r))
		}
	}
	if len(names) == 0 {
		return label
	}
	return label + " (" + strings.Join(names, ", ") + ")"
}

// ---- the History section ----

// historyView is the History section: the filter bar and the list.
type historyView struct {
	u         hoststore.Host
	gameSel   *widget.Select
	playerSel *widget.Select
	dateSel   *widget.Select
	statusSel *widget.Select
	rangeNote *widget.Label
	list      *gameList
	players   []storage.Player
	kinds     []string
	from, to  time.Time // the chosen dates when "Choose dates…"
	dirty     bool
	built     bool
	root      fyne.CanvasObject
}

// date choices of the filter bar
const (
	dateAny = iota
	date7
	date30
	dateYear
	dateCustom
)

func HistoryPage(u hoststore.Host) host.Page {
	v := newHistoryView(u)
	return host.Page{Title: i18n.T("History"), Content: v.root, OnShow: v.show}
}

func newHistoryView(u hoststore.Host) *historyView {
	v := &historyView{u: u, dirty: true}
	v.list = NewGameList(u, func(st *storage.Store, g storage.Game) {
		u.Push("history", GameRecordPage(u, st, g))
	})

	gameOpts := []string{i18n.T("All games")}
	for _, d := range all.All() {
		g := d.Info()
		v.kinds = append(v.kinds, g.ID)
		gameOpts = append(gameOpts, g.Name)
	}
	v.gameSel = widget.NewSelect(gameOpts, func(string) { v.apply() })
	v.gameSel.SetSelectedIndex(0)

	v.playerSel = widget.NewSelect([]string{i18n.T("All players")}, func(string) { v.apply() })
	v.playerSel.SetSelectedIndex(0)

	dateOpts := []string{i18n.T("Any time"), i18n.T("Last 7 days"), i18n.T("Last 30 days"), i18n.T("This year"), i18n.T("Choose dates…")}
	v.dateSel = widget.NewSelect(dateOpts, nil)
	v.dateSel.SetSelectedIndex(0)
	prevDate := 0
	v.dateSel.OnChanged = func(string) {
		if v.dateSel.SelectedIndex() == dateCustom {
			v.chooseDates(func(ok bool) {
				if !ok {
					v.dateSel.SetSelectedIndex(prevDate)
					return
				}
				prevDate = dateCustom
				v.apply()
			})
			return
		}
		prevDate = v.dateSel.SelectedIndex()
		v.apply()
	}

	statusOpts := []string{i18n.T("Any status"), i18n.T("In progress"), i18n.T("Finished"), i18n.T("Abandoned")}
	v.statusSel = widget.NewSelect(statusOpts, func(string) { v.apply() })
	v.statusSel.SetSelectedIndex(0)

	v.rangeNote = widget.NewLabel("")
	v.rangeNote.TextStyle.Italic = true
	v.rangeNote.Hide()

	// As many filters a row as fit the width, laid out again at every
	// resize: four on a desktop, one under another on a phone at the
	// largest text size or in Dutch.
	bar := container.NewVBox(widgets.NewFlowGrid(4, v.gameSel, v.playerSel, v.dateSel, v.statusSel), v.rangeNote)
	v.root = container.NewBorder(container.NewPadded(bar), nil, nil, nil, v.list.Root)
	v.built = true

	u.OnChange(func() {
		HistoryEpoch++
		v.dirty = true
		if v.u.Visible("history") {
			v.show()
		}
	})
	return v
}

// historyEpoch counts changes of the history, so a record or profile page
// shown again redraws only when something changed meanwhile.
var HistoryEpoch int

// show loads the players and the list when the section is on screen and
// something changed since the last look.
func (v *historyView) show() {
	if !v.u.Visible("history") {
		return // not on screen (or the app is starting): load when it is
	}
	if !v.dirty {
		return
	}
	v.dirty = false
	v.loadPlayers()
	v.apply()
}

func (v *historyView) loadPlayers() {
	v.u.WithStore(func(st *storage.Store) {
		var players []storage.Player
		var err error
		v.u.Background(func() { players, err = st.Players(true) }, func() {
			if err == nil {
				v.setPlayers(players)
			}
		})
	})
}

// setPlayers offers the players read, keeping the one chosen.
func (v *historyView) setPlayers(players []storage.Player) {
	cur := ""
	if i := v.playerSel.SelectedIndex(); i > 0 && i-1 < len(v.players) {
		cur = v.players[i-1].ID
	}
	v.players = players
	opts := []string{i18n.T("All players")}
	sel := 0
	for i, p := range players {
		name := p.Name
		if p.Archived {
			name += " " + i18n.T("(archived)")
		}
		opts = append(opts, name)
		if p.ID == cur {
			sel = i + 1
		}
	}
	cb := v.playerSel.OnChanged
	v.playerSel.OnChanged = nil
	v.playerSel.SetOptions(opts)
	v.playerSel.SetSelectedIndex(sel)
	v.playerSel.OnChanged = cb
}

// filter reads the filter bar.
func (v *historyView) filter() storage.Filter {
	var f storage.Filter
	if i := v.gameSel.SelectedIndex(); i > 0 {
		f.Kind = v.kinds[i-1]
	}
	if i := v.playerSel.SelectedIndex(); i > 0 && i-1 < len(v.players) {
		f.PlayerID = v.players[i-1].ID
	}
	f.From, f.To = dateRange(v.dateSel.SelectedIndex(), time.Now(), v.from, v.to)
	switch v.statusSel.SelectedIndex() {
	case 1:
		f.Status = storage.StatusActive
	case 2:
		f.Status = storage.StatusFinished
	case 3:
		f.Status = storage.StatusAbandoned
	}
	return f
}

// dateRange turns a date choice into a [from, to) range.
func dateRange(choice int, now time.Time, from, to time.Time) (time.Time, time.Time) {
	now = now.Local()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.Local)
	switch choice {
	case date7:
		return day.AddDate(0, 0, -6), time.Time{}
	case date30:
		return day.AddDate(0, 0, -29), time.Time{}
	case dateYear:
		return time.Date(now.Year(), 1, 1, 0, 0, 0, 0, time.Local), time.Time{}
	case dateCustom:
		var f, t time.Time
		if !from.IsZero() {
			f = time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.Local)
		}
		if !to.IsZero() {
			t = time.Date(to.Year(), to.Month(), to.Day(), 0, 0, 0, 0, time.Local).AddDate(0, 0, 1)
		}
		return f, t
	}
	return time.Time{}, time.Time{}
}

func (v *historyView) apply() {
	if !v.built {
		return // still building the filter bar
	}
	v.list.Filter = v.filter()
	if v.dateSel.SelectedIndex() == dateCustom {
		v.rangeNote.SetText(rangeText(v.from, v.to))
		v.rangeNote.Show()
	} else {
		v.rangeNote.Hide()
	}
	v.list.Reload()
}

func rangeText(from, to time.Time) string {
	switch {
	case !from.IsZero() && !to.IsZero():
		return i18n.Tf("From %s to %s", i18n.Date(from), i18n.Date(to))
	case !from.IsZero():
		return i18n.Tf("From %s", i18n.Date(from))
	case !to.IsZero():
		return i18n.Tf("Until %s", i18n.Date(to))
	}
	return i18n.T("Any time")
}

// chooseDates asks for a first and a last day (either may stay empty).
func (v *historyView) chooseDates(done func(ok bool)) {
	from, to := widget.NewDateEntry(), widget.NewDateEntry()
	// Start from the last month, so a nearby range takes a tap or two.
	f, t := v.from, v.to
	if f.IsZero() && t.IsZero() {
		f, t = time.Now().AddDate(0, -1, 0), time.Now()
	}
	if !f.IsZero() {
		from.SetDate(&f)
	}
	if !t.IsZero() {
		to.SetDate(&t)
	}
	items := []*widget.FormItem{
		widget.NewFormItem(i18n.T("From"), from),
		widget.NewFormItem(i18n.T("To"), to),
	}
	d := dialog.NewForm(i18n.T("Choose dates"), i18n.T("Show"), i18n.T("Cancel"), items, func(ok bool) {
		if ok {
			v.from, v.to = time.Time{}, time.Time{}
			if from.Date != nil {
				v.from = *from.Date
			}
			if to.Date != nil {
				v.to = *to.Date
			}
		}
		done(ok)
	}, v.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(v.u.Window().Canvas().Size().Width-20, 420), 260))
	d.Show()
}

// ---- a game's full record ----

// recordView is a game's record: seats and totals, status, note, the
// evenings it was played in, every round with its versions and the score
// progression chart. What it shows is read off the UI goroutine (a wait
// until then); its sections sit side by side when the window is wide and
// one under another when it is narrow, decided again at every resize.
type recordView struct {
	u      hoststore.Host
	st     *storage.Store
	g      storage.Game
	box    *fyne.Container
	status *widget.Label // export and note feedback
	shown  int           // rounds shown (more on request)
	epoch  int           // historyEpoch when drawn
	reads  int           // reads asked for: a late one is dropped
	drawn  bool
	data   recordData
}

// recordData is what the record reads from the history.
type recordData struct {
	g        storage.Game
	rounds   []storage.Round
	roundErr error
	sittings []storage.Sitting
	progress storage.Progression
	progErr  error
	// versions are the versions of the rounds shown, by round id.
	versions map[string][]storage.RoundVersion
	// fates are what became of each side, when the game's table says.
	fates []host.Fate
}

// recordRoundsShown is how many rounds the record shows before "Show more".
const recordRoundsShown = 60

// recordColumn is the least width of each of the record's two columns.
const recordColumn = 340

func GameRecordPage(u hoststore.Host, st *storage.Store, g storage.Game) host.Page {
	v := &recordView{u: u, st: st, g: g, shown: recordRoundsShown}
	v.box = container.NewStack(widgets.Wrapped(i18n.T("Reading the game…")))
	v.status = widgets.Wrapped("")
	v.rebuild()
	return host.Page{Title: gameTitle(g), Content: v.box, OnShow: func() {
		if v.epoch != HistoryEpoch {
			v.rebuild()
		}
	}}
}

// readRecord reads the game, its rounds (the first shown of them with their
// versions), its sittings and its progression: off the UI goroutine.
func readRecord(st *storage.Store, id string, shown int) (recordData, error) {
	var d recordData
	g, err := st.Game(id)
	if err != nil {
		return d, err
	}
	d.g = g
	d.rounds, d.roundErr = st.Rounds(id, true)
	d.sittings, _ = st.Sittings(id)
	d.progress, d.progErr = st.ScoreProgression(id)
	d.fates = GameFates(st, g)
	d.versions = map[string][]storage.RoundVersion{}
	for i, r := range d.rounds {
		if i >= shown {
			break
		}
		if vs, err := st.RoundHistory(r.ID); err == nil {
			d.versions[r.ID] = vs
		}
	}
	return d, nil
}

// rebuild reads the game again and redraws the page; what it showed stays
// until the new read is in.
func (v *recordView) rebuild() {
	v.epoch = HistoryEpoch
	v.reads++
	mine := v.reads
	var d recordData
	var err error
	id, shown := v.g.ID, v.shown
	v.u.Background(func() { d, err = readRecord(v.st, id, shown) }, func() {
		if mine != v.reads {
			return
		}
		if err != nil {
			v.box.Objects = []fyne.CanvasObject{widgets.Wrapped(err.Error())}
			v.box.Refresh()
			return
		}
		if d.roundErr != nil {
			v.u.ShowErr(d.roundErr)
		}
		v.g, v.data = d.g, d
		v.draw()
	})
}

// draw lays the page out from what was read.
func (v *recordView) draw() {
	g, d := v.g, v.data
	summary := container.NewVBox(widgets.Heading(playersTitle(g)), widgets.Wrapped(v.statusText()), v.actions())
	score := container.NewVBox(widgets.Heading(i18n.T("Score")), v.totals(v.data.fates))
	chart := container.NewVBox(widgets.Heading(i18n.T("Score progression")), v.progressChart())
	if keepsNoScore(g.Kind) {
		chart.Hide()
	}
	roundsBox := container.NewVBox(widgets.Heading(i18n.T("Rounds")), v.roundsList(d.rounds))
	sittingsBox := container.NewVBox(widgets.Heading(i18n.T("Sittings")), v.sittingsList(d.sittings))
	note := container.NewVBox(widgets.Heading(i18n.T("Note")), v.noteEditor())
	export := container.NewVBox(widgets.Heading(i18n.T("Export")), v.exportButtons(), v.status)

	// Wide: the game on the left, its rounds on the right. Narrow: the
	// rounds come before the note and the export.
	cols := [][]fyne.CanvasObject{{summary, score, chart, note, export}, {roundsBox, sittingsBox}}
	content := widgets.NewColumns(recordColumn, cols, summary, score, chart, roundsBox, sittingsBox, note, export)
	v.box.Objects = []fyne.CanvasObject{widgets.NewScroll(container.NewPadded(content))}
	v.box.Refresh()
	v.drawn = true
}

func (v *recordView) statusText() string {
	g := v.g
	lines := []string{statusName(g)}
	if g.Status == storage.StatusFinished {
		if len(g.Winners) > 0 {
			lines[0] += " · " + i18n.Tf("won by %s", winnerNames(g))
		} else {
			lines[0] += " · " + i18n.T("no winner")
		}
	}
	lines = append(lines, i18n.Tf("Started %s", dayTime(g.StartedAt.Local())))
	if g.FinishedAt != nil {
		lines = append(lines, i18n.Tf("Ended %s", dayTime(g.FinishedAt.Local())))
	}
	if opts := optionsText(g.Kind, g.Options); opts != "" {
		lines = append(lines, i18n.T("House rules:")+" "+opts)
	} else {
		lines = append(lines, i18n.T("House rules: none, the rulebook as written"))
	}
	return strings.Join(lines, "\n")
}

// playersTitle: "Ann · Bob".
func playersTitle(g storage.Game) string {
	var names []string
	for _, s := range g.Seats {
		names = append(names, s.Name)
	}
	return strings.Join(names, " · ")
}

// optionsText lists the house rules that differ from the game's defaults
// as "name: value".
func optionsText(kind string, raw json.RawMessage) string {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil || len(m) == 0 {
		return ""
	}
	d, err := all.Lookup(kind)
	if err != nil {
		return ""
	}
	// The house rules that differ from the defaults, in the schema's words.
	var parts []string
	for _, o := range d.Options().Options {
		v, ok := m[o.Name]
		if !ok {
			continue
		}
		a, _ := json.Marshal(v)
		def := o.Default
		if o.Format != nil {
			def = o.Format(def)
		}
		b, _ := json.Marshal(def)
		if string(a) == string(b) {
			continue
		}
		label := i18n.T(o.Label)
		if label == "" {
			label = widgets.Humanize(o.Name)
		}
		val := strings.Trim(string(a), `"`)
		switch o.Kind {
		case scoring.Bool:
			val = i18n.T("off")
			if v == true {
				val = i18n.T("on")
			}
		case scoring.Choice:
			for _, c := range o.Choices {
				if c.Value == val && c.Label != "" {
					val = i18n.T(c.Label)
				}
			}
		}
		parts = append(parts, label+": "+val)
	}
	return strings.Join(parts, ", ")
}

// actions: resume, finish, abandon, reopen.
func (v *recordView) actions() fyne.CanvasObject {
	g := v.g
	var btns []fyne.CanvasObject
	if g.Status == storage.StatusActive {
		if _, ok := host.Lookup(g.Kind); ok {
			b := widget.NewButtonWithIcon(i18n.T("Resume"), theme.MediaPlayIcon(), func() { v.u.ShowGame(g.ID) })
			b.Importance = widget.HighImportance
			btns = append(btns, b)
		}
		btns = append(btns,
			widget.NewButtonWithIcon(i18n.T("Finish"), theme.ConfirmIcon(), func() {
				v.confirmStatus(i18n.T("Finish the game"), i18n.T("Declare this game over now? The side ahead wins, as the rules rank the totals."), storage.StatusFinished)
			}),
			widget.NewButtonWithIcon(i18n.T("Abandon"), theme.CancelIcon(), func() {
				v.confirmStatus(i18n.T("Abandon the game"), i18n.T("Stop this game without a result? It stays in the history but counts in no one's wins or losses."), storage.StatusAbandoned)
			}))
	} else if g.FinishedBy != "rules" {
		btns = append(btns, widget.NewButtonWithIcon(i18n.T("Reopen"), theme.ViewRefreshIcon(), func() {
			v.confirmStatus(i18n.T("Reopen the game"), i18n.T("Play on with this game? It counts again as in progress."), storage.StatusActive)
		}))
	}
	if len(btns) == 0 {
		return layout.NewSpacer()
	}
	// As many a row as fit the width: three on a desktop, fewer in Dutch
	// at the largest text size on a phone.
	return widgets.NewFlowGrid(3, btns...)
}

func (v *recordView) confirmStatus(title, msg, status string) {
	dialog.ShowConfirm(title, msg, func(ok bool) {
		if ok {
			v.setStatus(status)
		}
	}, v.u.Window())
}

func (v *recordView) setStatus(status string) {
	var err error
	id := v.g.ID
	v.u.Background(func() { _, err = v.st.SetStatus(id, status) }, func() {
		if err != nil {
			v.u.ShowErr(err)
			return
		}
		v.rebuild()
		v.u.Changed()
	})
}

// GameFates is what the game's table says became of each side (Mortal
// Swords' knights: hand, armor, the attack each fell at), from the game's
// state; nil when the table says nothing of it or the state cannot be
// read.
func GameFates(st *storage.Store, g storage.Game) []host.Fate {
	t, ok := host.Lookup(g.Kind)
	if !ok || t.Fates == nil {
		return nil
	}
	state, err := st.GameState(g.ID)
	if err != nil {
		return nil
	}
	return t.Fates(state)
}

// totals: one line per side with its players, winners first marked, and
// under it what became of the side when its table says (fates).
func (v *recordView) totals(fates []host.Fate) fyne.CanvasObject {
	g := v.g
	won := map[string]bool{}
	for _, w := range g.Winners {
		won[w] = true
	}
	box := container.NewVBox()
	seen := map[string]bool{}
	for _, s := range g.Seats {
		if seen[s.Side] {
			continue
		}
		seen[s.Side] = true
		score := "—"
		if keepsNoScore(g.Kind) {
			score = ""
		} else if s.Score != nil {
			score = widgets.TrimFloat(*s.Score)
		}
		name := widget.NewLabel(sideLabel(g, s.Side))
		name.Wrapping = fyne.TextWrapWord
		val := widget.NewLabelWithStyle(score, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		var icon fyne.CanvasObject = layout.NewSpacer()
		if won[s.Side] {
			name.TextStyle.Bold = true
			name.SetText(sideLabel(g, s.Side) + " — " + i18n.T("winner"))
			ic := widget.NewIcon(theme.ConfirmIcon())
			icon = ic
		}
		var text fyne.CanvasObject = name
		if f, ok := host.FateOf(fates, s.Side); ok && f.Long != "" {
			text = container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*1.5), name, widgets.CaptionLabel(f.Long))
		}
		box.Add(container.NewBorder(nil, nil, icon, val, text))
	}
	return box
}

// progressChart draws the totals after each round, a line per side.
func (v *recordView) progressChart() fyne.CanvasObject {
	if err := v.data.progErr; err != nil {
		return widgets.Wrapped(err.Error())
	}
	c := widgets.LineChart(progressionSeries(v.g, v.data.progress))
	c.Target = optionTarget(v.g.Options)
	return c
}

// progressionSeries turns a game's progression into chart lines; Myre's
// red and black sides are drawn in their own colours.
func progressionSeries(g storage.Game, pr storage.Progression) []widgets.ChartSeries {
	if len(pr.Points) == 0 {
		return nil
	}
	var series []widgets.ChartSeries
	for _, side := range pr.Sides {
		s := widgets.ChartSeries{Name: sideLabel(g, side)}
		for _, p := range pr.Points {
			s.Values = append(s.Values, p.Totals[side])
		}
		switch side {
		case "red":
			s.Color = widgets.ChartRed()
		case "black":
			s.Color = widgets.ChartFg()
		}
		series = append(series, s)
	}
	return series
}

// optionTarget reads a numeric "target" house rule, for the chart's line.
func optionTarget(raw json.RawMessage) float64 {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil {
		return 0
	}
	for _, k := range []string{"target", "target_score", "points_to_win", "limit"} {
		if f, ok := m[k].(float64); ok {
			return f
		}
	}
	return 0
}

// roundsList: every round with what it changed, its versions when it was
// corrected or undone, and a button for its full audit trail.
func (v *recordView) roundsList(rounds []storage.Round) fyne.CanvasObject {
	box := container.NewVBox()
	if len(rounds) == 0 {
		box.Add(widgets.Wrapped(i18n.T("No round entered yet.")))
		return box
	}
	var prev map[string]float64
	shown := 0
	for _, r := range rounds {
		if shown >= v.shown {
			rest := len(rounds) - shown
			more := widget.NewButton(i18n.Tf("Show %d more rounds", rest), func() {
				v.shown += 200
				v.rebuild()
			})
			box.Add(more)
			break
		}
		shown++
		box.Add(v.roundRow(r, prev))
		if r.Live {
			prev = widgets.Numbers(r.TotalsAfter)
		}
	}
	return box
}

func (v *recordView) roundRow(r storage.Round, prev map[string]float64) fyne.CanvasObject {
	g := v.g
	var title string
	if r.Live {
		title = roundTitle(g, r)
	} else {
		title = i18n.T("Undone round")
	}
	var lines []string
	if r.Live && keepsNoScore(g.Kind) {
		// No points to show: the round in the table's words (who
		// claimed, with what, and whether it stood).
		if d := tableWords(g, r); d != "" {
			lines = append(lines, d)
		}
	} else if r.Live {
		after := widgets.Numbers(r.TotalsAfter)
		var parts []string
		for _, side := range sidesOf(g, after) {
			d := after[side] - prev[side]
			parts = append(parts, i18n.Tf("%s %+g, now %s", sideLabel(g, side), d, widgets.TrimFloat(after[side])))
		}
		lines = append(lines, strings.Join(parts, " · "))
		if s := outcomeSummary(r.Outcome); s != "" {
			lines = append(lines, s)
		}
	}
	text := widget.NewLabelWithStyle(title+"  "+r.CreatedAt.Local().Format("15:04"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*1.5), text)
	for _, line := range lines {
		body.Add(widgets.Wrapped(line))
	}
	versions := v.data.versions[r.ID]
	if r.Version > 1 || !r.Live {
		for _, ver := range versions {
			l := widget.NewLabelWithStyle(versionLine(ver), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
			l.Wrapping = fyne.TextWrapWord
			body.Add(l)
		}
	}
	// The whole row is the tap target (its text wraps); ⓘ marks it.
	var edit func(storage.Round)
	if r.Live {
		edit = v.editor()
	}
	row := widgets.NewTapRow(container.NewBorder(nil, nil, nil, widget.NewIcon(theme.InfoIcon()), body), func() {
		ShowRoundVersions(v.u, v.g, r, versions, edit)
	})
	return container.NewVBox(row, widget.NewSeparator())
}

// editor is how the record corrects a round (issue 16 #6): the game's
// table opened with the round in its form. nil when the app has no table
// for the game.
func (v *recordView) editor() func(storage.Round) {
	t, ok := host.Lookup(v.g.Kind)
	if !ok || t.EditRound == nil {
		return nil
	}
	return func(r storage.Round) {
		// The table opened here is the one to come back to at the next
		// start (written off the UI goroutine).
		id := v.g.ID
		v.u.Background(func() { _ = v.st.SetState("last_screen", "game/"+id) }, nil)
		v.u.Push(host.SectionPlay, t.EditRound(v.u, v.g.ID, r.ID))
	}
}

// tableWords says a stored round in the words of the game's table: its
// Words on the round and result in the game's types, or its Describe.
func tableWords(g storage.Game, r storage.Round) string {
	t, ok := host.Lookup(g.Kind)
	switch {
	case !ok:
		return ""
	case t.Words != nil:
		def, err := all.Lookup(g.Kind)
		if err != nil || len(r.Input) == 0 {
			return ""
		}
		round, err := def.Codec().DecodeRound(r.Input)
		if err != nil {
			return ""
		}
		return t.Words(round, storedResult(def, r))
	case t.SeatWords != nil:
		round, res, ok := decodedRound(g, r)
		if !ok {
			return ""
		}
		seats := make([]session.Seat, len(g.Seats))
		for i, st := range g.Seats {
			seats[i] = session.Seat{PlayerID: st.PlayerID, Player: st.Name, Side: st.Side, Position: st.Position}
		}
		return t.SeatWords(seats, round, res)
	}
	return ""
}

// roundTitle numbers a stored round as its table does ("Round 8", or
// Hyrule's "Run-off game, turn 1").
func roundTitle(g storage.Game, r storage.Round) string {
	if t, ok := host.Lookup(g.Kind); ok && t.RoundTitle != nil {
		if round, res, ok := decodedRound(g, r); ok {
			return t.RoundTitle(r.Number, round, res)
		}
	}
	return i18n.Tf("Round %d", r.Number)
}

// decodedRound is a stored round and its result in the game's own types.
func decodedRound(g storage.Game, r storage.Round) (scoring.Round, scoring.Result, bool) {
	def, err := all.Lookup(g.Kind)
	if err != nil || len(r.Input) == 0 {
		return nil, nil, false
	}
	round, err := def.Codec().DecodeRound(r.Input)
	if err != nil {
		return nil, nil, false
	}
	return round, storedResult(def, r), true
}

// storedResult is a stored round's result in the game's own type, its
// steps typed as stored with it (nil when it has none, or it cannot be
// read).
func storedResult(def scoring.Definition, r storage.Round) scoring.Result {
	if len(r.Result) == 0 || string(r.Result) == "null" {
		return nil
	}
	res, err := def.Codec().DecodeResult(r.Result)
	if err != nil {
		return nil
	}
	return scoring.WithResultSteps(res, r.Steps)
}

func versionLine(v storage.RoundVersion) string {
	return i18n.Tf("v%d · %s · %s", v.Version, widgets.ActionName(v.Action), i18n.DateTime(v.CreatedAt.Local()))
}

// scoreless reports whether a game keeps no score (scoring.Info): its
// totals are all 0, so no points are shown, only its winner and rounds.
// sidesOf orders a totals map by the game's seats.
func sidesOf(g storage.Game, totals map[string]float64) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range g.Seats {
		if _, ok := totals[s.Side]; ok && !seen[s.Side] {
			seen[s.Side] = true
			out = append(out, s.Side)
		}
	}
	for _, k := range widgets.SortedKeys(totals) {
		if !seen[k] {
			out = append(out, k)
		}
	}
	return out
}

// outcomeSummary picks the words of a round's outcome (who won it, how it
// was decided…): its text and yes/no fields; the points are shown apart.
func outcomeSummary(raw json.RawMessage) string {
	var out struct {
		Round json.RawMessage `json:"round"`
	}
	if json.Unmarshal(raw, &out) != nil {
		return ""
	}
	var m map[string]any
	if json.Unmarshal(out.Round, &m) != nil {
		return ""
	}
	var parts []string
	for _, k := range sortedAnyKeys(m) {
		switch x := m[k].(type) {
		case string:
			if x != "" && len(x) < 60 {
				parts = append(parts, strings.ReplaceAll(k, "_", " ")+": "+x)
			}
		case bool:
			if x {
				parts = append(parts, strings.ReplaceAll(k, "_", " "))
			}
		}
	}
	return strings.Join(parts, " · ")
}

func sortedAnyKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// sittingsList: the evenings the game was played in.
func (v *recordView) sittingsList(list []storage.Sitting) fyne.CanvasObject {
	box := container.NewVBox()
	if len(list) == 0 {
		box.Add(widgets.Wrapped(i18n.T("No sitting recorded.")))
	}
	for i, s := range list {
		a, b := s.StartedAt.Local(), s.EndedAt.Local()
		when := i18n.DayDate(a) + ", " + a.Format("15:04") + "–" + b.Format("15:04")
		if a.YearDay() != b.YearDay() || a.Year() != b.Year() {
			when = i18n.DateTime(a) + " – " + i18n.DateTime(b)
		}
		entries := i18n.T("no round entered")
		if s.Rounds == 1 {
			entries = i18n.T("1 round entry")
		} else if s.Rounds > 1 {
			entries = i18n.Tf("%d round entries", s.Rounds)
		}
		box.Add(widgets.Wrapped(i18n.Tf("Sitting %d: %s · %s", i+1, when, entries)))
	}
	return box
}

// noteEditor edits the game's note; Save stores it.
func (v *recordView) noteEditor() fyne.CanvasObject {
	e := widget.NewMultiLineEntry()
	e.Wrapping = fyne.TextWrapWord
	e.SetMinRowsVisible(3)
	e.SetPlaceHolder(i18n.T("Who dealt first, where you played, a disputed hand…"))
	e.SetText(v.g.Note)
	save := widget.NewButtonWithIcon(i18n.T("Save note"), theme.DocumentSaveIcon(), nil)
	save.Disable()
	e.OnChanged = func(s string) {
		if s != v.g.Note {
			save.Enable()
		} else {
			save.Disable()
		}
	}
	save.OnTapped = func() {
		text, id := e.Text, v.g.ID
		save.Disable()
		var err error
		v.u.Background(func() { err = v.st.SetNote(id, text) }, func() {
			if err != nil {
				save.Enable()
				v.u.ShowErr(err)
				return
			}
			v.g.Note = text
			v.status.SetText(i18n.T("Note saved."))
			v.u.Changed()
		})
	}
	return container.NewVBox(e, container.NewHBox(save))
}

func (v *recordView) exportButtons() fyne.CanvasObject {
	id := v.g.ID
	js := widget.NewButtonWithIcon(i18n.T("Game (JSON)"), theme.DownloadIcon(), func() {
		ExportTo(v.u, widgets.ExportName(v.g.Kind, "json", v.g.StartedAt.Local()), v.status, func(st *storage.Store, w io.Writer, _ string) error { return st.ExportJSON(w, id) })
	})
	csv := widget.NewButtonWithIcon(i18n.T("Rounds (CSV)"), theme.DownloadIcon(), func() {
		ExportTo(v.u, widgets.ExportName(v.g.Kind, "csv", v.g.StartedAt.Local()), v.status, func(st *storage.Store, w io.Writer, _ string) error { return st.ExportCSV(w, id) })
	})
	return widgets.NewFlowGrid(2, js, csv)
}

// ---- sample data for the screenshots ----
