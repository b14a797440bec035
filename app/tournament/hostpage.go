package tournament

import (
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablescreen"
	"arbiter/app/tournament/tablewords"
	"arbiter/scoring/all"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
)

// HostPage is "Host a tournament": the running event on this device, or
// the setup of a new one (and the events to resume).
func HostPage(h hoststore.Host) host.Page { return HostPageWith(h, Options{}) }

// HostPageWith is HostPage with its options (tests: a loopback address
// and a free port).
func HostPageWith(h hoststore.Host, o Options) host.Page {
	o = o.on(h)
	if r := liveOf(h).director; r != nil {
		return directorPage(h, r)
	}
	return setupPage(h, o)
}

// --- the setup ---

type teamRow struct {
	name, players *widget.Entry
}

type setupForm struct {
	h      hoststore.Host
	o      Options
	status *widgets.StatusLine
	name   *widget.Entry
	game   string // pymtheg | burn
	form   string // league | knockout
	teams  []*teamRow
	rounds *widget.Select
	// Knock-out: the match lengths (Pymtheg) or the cap's rise (Burn).
	lengths *widget.Entry
	cap     string

	teamsBox *fyne.Container
	extra    *fyne.Container
	summary  *widget.Label
	resume   *fyne.Container
	start    *widget.Button
	frame    *resultform.Frame
}

func setupPage(h hoststore.Host, o Options) host.Page {
	f := &setupForm{h: h, o: o, game: "pymtheg", form: "league", cap: "plus100"}
	f.status = widgets.NewStatusLine(2)
	f.name = widget.NewEntry()
	f.name.SetPlaceHolder(i18n.T("Tuesday club night"))
	f.teamsBox = container.NewVBox()
	f.extra = container.NewVBox()
	f.summary = widgets.Wrapped("")
	f.resume = container.NewVBox()
	f.lengths = widget.NewEntry()
	f.lengths.SetPlaceHolder("5, 7, 9")
	f.lengths.OnChanged = func(string) { f.check() }
	f.rounds = widget.NewSelect(nil, func(string) { f.check() })
	for range 4 {
		f.addTeam("", "")
	}
	f.start = widget.NewButtonWithIcon(i18n.T("Start the event"), theme.MediaPlayIcon(), f.startEvent)
	f.start.Importance = widget.HighImportance
	// The games tournament evenings are played in: those with the
	// scoring.Tournament capability, by their names.
	var names []string
	idOf := map[string]string{}
	for _, id := range all.Games.Tournaments() {
		info, _ := all.InfoFor(id)
		names = append(names, info.Name)
		idOf[info.Name] = id
	}
	gameR := widget.NewRadioGroup(names, func(s string) {
		f.game = idOf[s]
		f.refresh()
	})
	gameR.Horizontal = true
	gameR.Required = true
	if len(names) > 0 {
		gameR.SetSelected(names[0])
	}
	forms := []string{i18n.T("League"), i18n.T("Knock-out")}
	formR := widget.NewRadioGroup(forms, func(s string) {
		f.form = "league"
		if s == forms[1] {
			f.form = "knockout"
		}
		f.refresh()
	})
	formR.Horizontal = true
	formR.Required = true
	formR.SetSelected(forms[0])
	addBtn := widget.NewButtonWithIcon(i18n.T("Add a team"), theme.ContentAddIcon(), func() {
		f.addTeam("", "")
		f.refresh()
	})
	body := container.NewPadded(container.NewVBox(
		f.resume,
		widgets.Heading(i18n.T("A new event")),
		container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Name")), nil, f.name),
		gameR,
		formR,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("Teams, in seeding order")),
		widgets.PymCaption(i18n.T("Pymtheg: a pair (North or East first, then South or West), or nobody. Burn: the team's players, as many in every team; none makes a team of one player.")),
		f.teamsBox,
		container.NewHBox(addBtn),
		widget.NewSeparator(),
		f.extra,
		f.summary,
	))
	f.frame = resultform.NewFrame(f.status, body, widgets.ActionBar(f.start))
	f.refresh()
	f.loadResume()
	h.OnLayout(func(bool) { f.refresh() })
	return host.Page{Title: i18n.T("Host a tournament"), Content: f.frame.Object()}
}

func (f *setupForm) addTeam(name, players string) {
	r := &teamRow{name: widget.NewEntry(), players: widget.NewEntry()}
	r.name.SetText(name)
	r.players.SetText(players)
	r.name.OnChanged = func(string) { f.check() }
	r.players.OnChanged = func(string) { f.check() }
	f.teams = append(f.teams, r)
}

// refresh redraws the team rows and the form's own fields.
func (f *setupForm) refresh() {
	f.teamsBox.RemoveAll()
	cols := 2
	if f.h.Phone() {
		cols = 1
	}
	for i, r := range f.teams {
		i, r := i, r
		r.name.SetPlaceHolder(i18n.Tf("Team %d", i+1))
		r.players.SetPlaceHolder(i18n.T("Players, e.g. Ann, Cy"))
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			f.teams = append(f.teams[:i], f.teams[i+1:]...)
			f.refresh()
		})
		del.Importance = widget.LowImportance
		num := widget.NewLabel(fmt.Sprintf("%d.", i+1))
		f.teamsBox.Add(container.NewBorder(nil, nil, num, del, container.NewGridWithColumns(cols, r.name, r.players)))
	}
	f.extra.RemoveAll()
	if f.form == "league" {
		f.extra.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Rounds")), nil, f.rounds))
	} else if f.game == "pymtheg" {
		f.extra.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Games a match")), nil, f.lengths))
		f.extra.Add(widgets.PymCaption(i18n.T("Per round, the last repeating; empty: 5, 7, 9 … A tie adds two games.")))
	} else {
		caps := []string{i18n.T("100 more each round"), i18n.T("by the sides' size")}
		r := widget.NewRadioGroup(caps, nil)
		r.Required = true
		if f.cap == "by_size" {
			r.SetSelected(caps[1])
		} else {
			r.SetSelected(caps[0])
		}
		r.OnChanged = func(s string) {
			f.cap = "plus100"
			if s == caps[1] {
				f.cap = "by_size"
			}
			f.check()
		}
		f.extra.Add(widget.NewLabel(i18n.T("The cap rises")))
		f.extra.Add(r)
	}
	f.teamsBox.Refresh()
	f.extra.Refresh()
	f.check()
	f.frame.Refresh()
}

// setup is the event as the form has it.
func (f *setupForm) setup() (event.Setup, error) {
	s := event.Setup{Name: strings.TrimSpace(f.name.Text), Game: event.Game(f.game), Form: event.Form(f.form)}
	if s.Name == "" {
		s.Name = f.name.PlaceHolder
	}
	for i, r := range f.teams {
		t := event.Team{Name: strings.TrimSpace(r.name.Text)}
		if t.Name == "" {
			t.Name = i18n.Tf("Team %d", i+1)
		}
		for _, p := range strings.Split(r.players.Text, ",") {
			if p = strings.TrimSpace(p); p != "" {
				t.Players = append(t.Players, p)
			}
		}
		s.Teams = append(s.Teams, t)
	}
	switch {
	case s.Form == event.League:
		if n, err := strconv.Atoi(strings.Fields(f.rounds.Selected + " 0")[0]); err == nil {
			s.Rounds = n
		}
	case s.Game == event.Pymtheg:
		for _, p := range strings.FieldsFunc(f.lengths.Text, func(r rune) bool { return r == ',' || r == ' ' }) {
			n, err := strconv.Atoi(p)
			if err != nil {
				return s, fmt.Errorf(i18n.T("Games a match: %q is not a whole number"), p)
			}
			s.MatchLengths = append(s.MatchLengths, n)
		}
	default:
		s.Cap = f.cap
	}
	return s, s.Check()
}

// check says what the setup gives (tables, rounds, the first round's
// tables) or what is wrong with it, and offers the rounds a league can
// play.
func (f *setupForm) check() {
	if f.form == "league" {
		n := (len(f.teams) + 1) / 2
		var opts []string
		for r := n; r >= 1; r-- {
			if r == n {
				opts = append(opts, i18n.Tf("%d (every team at every table)", r))
			} else {
				opts = append(opts, strconv.Itoa(r))
			}
		}
		sel := f.rounds.Selected
		f.rounds.Options = opts
		if !containsStr(opts, sel) && len(opts) > 0 {
			f.rounds.Selected = opts[0]
		}
		f.rounds.Refresh()
	}
	s, err := f.setup()
	if err != nil {
		f.summary.SetText("")
		f.status.Set(err.Error(), widgets.StatusProblem)
		f.start.Disable()
		return
	}
	ev, err := event.New(s)
	if err != nil {
		f.summary.SetText("")
		f.status.Set(err.Error(), widgets.StatusProblem)
		f.start.Disable()
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, %s.", tablewords.Game(s), i18n.N(ev.Tables(), "%d table", "%d tables"), i18n.N(ev.Rounds(), "%d round", "%d rounds"))
	if p, ok := ev.Plan(1); ok {
		b.WriteString("\n" + i18n.T("Round 1:"))
		for _, sess := range p.Sessions {
			fmt.Fprintf(&b, "\n"+i18n.T("Table %d: %s"), sess.Table, resultform.PairWords(sess))
		}
		if len(p.Byes) > 0 {
			fmt.Fprintf(&b, "\n"+i18n.T("Sitting out: %s"), strings.Join(p.Byes, ", "))
		}
	}
	f.summary.SetText(b.String())
	f.status.Set(i18n.T("Ready: start the event, then give the tables the join code."), widgets.StatusInfo)
	f.start.Enable()
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// loadResume lists the open events of this history: a director restarted
// picks up where it was.
func (f *setupForm) loadResume() {
	f.h.WithStore(func(st *storage.Store) {
		var evs []storage.TournamentEvent
		var err error
		f.h.Background(func() { evs, err = st.TournamentEvents() }, func() { f.showResume(st, evs, err) })
	})
}

// showResume lists the open events read (at most five).
func (f *setupForm) showResume(st *storage.Store, evs []storage.TournamentEvent, err error) {
	f.resume.RemoveAll()
	if err != nil {
		f.resume.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	n := 0
	for _, ev := range evs {
		if ev.Status != "open" || n >= 5 {
			continue
		}
		n++
		if n == 1 {
			f.resume.Add(widgets.Heading(i18n.T("Events to resume")))
		}
		ev := ev
		var s event.Setup
		_ = json.Unmarshal(ev.Setup, &s)
		line := widgets.Wrapped(fmt.Sprintf("%s · %s · %s", ev.Name, tablewords.Game(s), i18n.DayMonthTime(ev.CreatedAt.Local())))
		btn := widget.NewButtonWithIcon(i18n.T("Resume"), theme.MediaPlayIcon(), func() { f.run(st, ev.ID) })
		f.resume.Add(container.NewBorder(nil, nil, nil, btn, line))
	}
	if n > 0 {
		f.resume.Add(widget.NewSeparator())
	}
	f.resume.Refresh()
	f.frame.Refresh()
}

func (f *setupForm) startEvent() {
	s, err := f.setup()
	if err != nil {
		f.status.Set(err.Error(), widgets.StatusProblem)
		return
	}
	st := f.h.Store()
	if st == nil {
		f.status.Set(i18n.T("The history is not open yet."), widgets.StatusProblem)
		return
	}
	// The event is stored off the UI goroutine; Start stays off meanwhile.
	f.start.Disable()
	f.status.Set(i18n.T("Starting the event's server…"), widgets.StatusInfo)
	var rec storage.TournamentEvent
	f.h.Background(func() { rec, err = director.CreateEvent(st, s) }, func() {
		if err != nil {
			f.start.Enable()
			f.status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		f.run(st, rec.ID)
	})
}

// run starts the director of a stored event and shows it.
func (f *setupForm) run(st *storage.Store, id string) {
	f.start.Disable()
	f.status.Set(i18n.T("Starting the event's server…"), widgets.StatusInfo)
	startDirector(f.h, st, f.o, id, func(r *directorRun, err error) {
		if err != nil {
			f.start.Enable()
			f.status.Set(i18n.Tf("The event could not start: %v", err), widgets.StatusProblem)
			return
		}
		liveOf(f.h).director = r
		f.h.Replace(host.SectionPlay, directorPage(f.h, r))
	})
}

// --- the running event ---

type directorScreen struct {
	h      hoststore.Host
	r      *directorRun
	status *widgets.StatusLine
	body   *fyne.Container
	note   string // the last thing done here ("Correction saved.")
	qrText string
	qrSize float32
	qr     fyne.CanvasObject
	pages  pageQRs // the tables' page QR codes
	frame  *resultform.Frame
}

// directorColumn is the least width of each of the director's two
// columns (the join code and the standings).
const directorColumn = 320

func directorPage(h hoststore.Host, r *directorRun) host.Page {
	_, p := newDirectorScreen(h, r)
	return p
}

func newDirectorScreen(h hoststore.Host, r *directorRun) (*directorScreen, host.Page) {
	s := &directorScreen{h: h, r: r, status: widgets.NewStatusLine(2), body: container.NewVBox()}
	stop := widget.NewButtonWithIcon(i18n.T("Stop hosting"), theme.MediaStopIcon(), s.confirmStop)
	s.frame = resultform.NewFrame(s.status, container.NewPadded(s.body), widgets.ActionBar(stop))
	r.redraw = s.draw
	h.OnLayout(func(bool) { s.draw() })
	s.draw()
	title := r.view.Name
	if title == "" {
		title = i18n.T("Host a tournament")
	}
	return s, host.Page{Title: title, Content: s.frame.Object()}
}

func (s *directorScreen) confirmStop() {
	dialog.ShowConfirm(i18n.T("Stop hosting?"), i18n.T("The tables cannot send results until the event is resumed on this device. Nothing is lost: what they enter meanwhile waits on their devices."),
		func(ok bool) {
			if !ok {
				return
			}
			s.r.Close()
			if l := liveOf(s.h); l.director == s.r {
				l.director = nil
			}
			s.h.Replace(host.SectionPlay, setupPage(s.h, s.r.opts))
		}, s.h.Window())
}

// draw redraws the screen from the latest view: the join code, the
// standings, the result matrix, the disputes and the refused entries, in
// an order where what grows comes last (nothing above a finger moves).
func (s *directorScreen) draw() {
	v := s.r.view
	line := i18n.Tf("Round %d of %d · %d of %d results counted", min(v.Round, v.Rounds), v.Rounds, v.Standings.Counted, v.Standings.Expected)
	if v.Round > v.Rounds {
		line = i18n.Tf("The evening is over · %d of %d results counted", v.Standings.Counted, v.Standings.Expected)
	}
	kind := widgets.StatusInfo
	if n := len(v.Disputes); n > 0 {
		line += " · " + i18n.N(n, "%d dispute waits for you", "%d disputes wait for you")
		kind = widgets.StatusWarning
	}
	if s.note != "" {
		line = s.note + " " + line
	}
	s.status.Set(line, kind)

	s.body.RemoveAll()
	join := s.joinPanel(v)
	standings := s.standingsPanel()
	if s.h.Phone() {
		// A phone shows the results before the standings: they are what
		// the director watches all evening.
		s.body.Add(join)
		s.body.Add(widget.NewSeparator())
		s.body.Add(s.matrix(v))
		s.body.Add(widget.NewSeparator())
		s.body.Add(standings)
	} else {
		// Side by side when the width holds both, else one under the
		// other: decided again at every resize.
		s.body.Add(widgets.NewColumns(directorColumn, [][]fyne.CanvasObject{{join}, {standings}}, join, standings))
		s.body.Add(widget.NewSeparator())
		s.body.Add(s.matrix(v))
	}
	if len(v.Disputes) > 0 {
		s.body.Add(widget.NewSeparator())
		s.body.Add(widgets.Heading(i18n.T("Disputes")))
		for _, d := range v.Disputes {
			d := d
			text := i18n.Tf("Round %d, table %d: %s", d.Session.Round, d.Session.Table, resultform.PairWords(d.Session))
			if d.East != nil && d.East.Note != "" {
				text += "\n" + i18n.Tf("East says: %s", d.East.Note)
			}
			btn := widget.NewButtonWithIcon(i18n.T("Decide…"), theme.DocumentCreateIcon(), func() { s.open(d.Session.Key()) })
			btn.Importance = widget.HighImportance
			s.body.Add(container.NewBorder(nil, nil, nil, btn, widgets.Wrapped(text)))
		}
	}
	if len(v.Refusals) > 0 {
		s.body.Add(widget.NewSeparator())
		s.body.Add(widgets.Heading(i18n.T("Refused entries")))
		s.body.Add(widgets.PymCaption(i18n.T("Entries the director did not take, with the reason the table was given. Nothing of them counts.")))
		for _, rf := range v.Refusals {
			s.body.Add(widgets.Wrapped(i18n.Tf("Table %d: %s", rf.Table, rf.Reason)))
		}
	}
	st := v.Stats
	s.body.Add(widgets.PymCaption(i18n.Tf("Entries received %d · applied %d · sent again %d · refused %d", st.Received, st.Applied, st.Duplicates, st.Refused)))
	s.body.Refresh()
	s.frame.Refresh()
}

// joinPanel: the join code, large; the addresses; the QR code holding
// both.
func (s *directorScreen) joinPanel(v director.View) fyne.CanvasObject {
	code := widget.NewLabelWithStyle(v.JoinCode, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	code.SizeName = theme.SizeNameHeadingText
	text := container.NewVBox(widgets.Heading(i18n.T("Join code")), code)
	addrs := container.NewVBox()
	for _, u := range v.URLs {
		addrs.Add(widget.NewLabelWithStyle(strings.TrimPrefix(u, "nats://"), fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}))
	}
	how := widgets.Wrapped(i18n.Tf("Each table joins with this code, its table number (1 to %d) and the director's address:", v.Tables))
	size := float32(200)
	if s.h.Phone() {
		size = 130
	}
	link := joinLink(v.JoinCode, v.URLs)
	if link != s.qrText || s.qr == nil || s.qrSize != size {
		s.qrSize = size
		img, err := qrImage(link, size)
		if err != nil {
			s.qr = widgets.ErrorLabel(err.Error())
		} else {
			s.qr = img
		}
		s.qrText = link
	}
	caption := widgets.PymCaption(i18n.T("The QR code holds the code and the address: read it with a phone's camera and paste it into the join code field."))
	var box *fyne.Container
	if s.h.Phone() {
		// Compact: the code beside its QR code when both fit the width
		// (under it when not), then how to join.
		box = container.NewVBox(widgets.NewFlowGrid(2, text, container.NewCenter(s.qr)), how, addrs, caption)
	} else {
		box = container.NewVBox(text, how, addrs, container.NewHBox(s.qr), caption)
	}
	if len(v.TablePages) > 0 {
		box.Add(s.pagesPanel(v))
	}
	return box
}

// pagesPanel: each table's QR code opening its page in a phone's browser,
// and the standings' page for everyone.
func (s *directorScreen) pagesPanel(v director.View) fyne.CanvasObject {
	box := container.NewVBox(widget.NewSeparator(), widgets.Heading(i18n.T("Tables in a phone's browser")),
		widgets.Wrapped(i18n.T("Each table's QR code opens its page in a phone's browser, on the club's Wi-Fi: nothing to install.")))
	size := float32(120)
	var cells []fyne.CanvasObject
	for i, link := range v.TablePages {
		img, err := s.pages.of(link, size)
		if err != nil {
			box.Add(widgets.ErrorLabel(err.Error()))
			break
		}
		cells = append(cells, container.NewVBox(container.NewCenter(img),
			widget.NewLabelWithStyle(i18n.Tf("Table %d", i+1), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})))
	}
	cols := 4
	if s.h.Phone() {
		cols = 2
	}
	box.Add(widgets.NewFlowGrid(cols, cells...))
	if v.StandingsPage != "" {
		box.Add(widgets.Wrapped(i18n.T("The standings, for any phone in the room:")))
		// An address has no spaces to wrap at: it breaks anywhere rather
		// than widen a phone's page.
		addr := widget.NewLabelWithStyle(v.StandingsPage, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		addr.Wrapping = fyne.TextWrapBreak
		box.Add(addr)
	}
	return box
}

// standingsPanel: the standings as `arbiter-cli tournament status` has
// them.
func (s *directorScreen) standingsPanel() fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading(i18n.T("Standings")))
	if s.r.stErr != nil {
		box.Add(widgets.ErrorLabel(s.r.stErr.Error()))
		return box
	}
	standingsInto(box, s.r.standings)
	return box
}

// standingsInto draws an event's standings: a league's places and each
// table's ranking points, a knock-out's matches; the champions when known.
func standingsInto(box *fyne.Container, st event.Standings) {
	if st.Form == event.League {
		box.Add(tablescreen.Places(st.Places))
		caption := i18n.T("Fewest ranking points wins: at each table the best result gets 1, the next 2, and so on.")
		if !st.Complete {
			caption += " " + i18n.T("Provisional: not every result is in.")
		}
		box.Add(widgets.PymCaption(caption))
		for _, t := range sortedTables(st.TablePoints) {
			pts := st.TablePoints[t]
			if len(pts) == 0 {
				continue
			}
			var parts []string
			for _, team := range tablewords.SortedPoints(pts) {
				parts = append(parts, fmt.Sprintf("%s %d", team, pts[team]))
			}
			box.Add(widgets.Wrapped(i18n.Tf("Table %d: %s", t, strings.Join(parts, " · "))))
		}
	} else {
		for _, l := range knockOutLines(st) {
			box.Add(widgets.Wrapped(l))
		}
		if len(st.Remaining) > 0 && len(st.Champions) == 0 {
			box.Add(widgets.Wrapped(i18n.Tf("Still in: %s", strings.Join(st.Remaining, ", "))))
		}
	}
	if st.Complete && len(st.Champions) > 0 {
		l := tablescreen.Champions(st.Champions)
		l.Importance = widget.SuccessImportance
		box.Add(l)
	}
}

func boldLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func sortedTables(m map[int]map[string]int) []int {
	var out []int
	for t := range m {
		out = append(out, t)
	}
	sort.Ints(out)
	return out
}

// knockOutLines says a knock-out's matches round by round.
func knockOutLines(st event.Standings) []string {
	var out []string
	if k := st.PymthegKnockOut; k != nil {
		for _, r := range k.Rounds {
			out = append(out, i18n.Tf("Round %d (%d games)", r.Round, r.MatchLength))
			for _, m := range r.Matches {
				l := fmt.Sprintf("%s %d – %s %d", m.NS, m.Totals.NS, m.EW, m.Totals.EW)
				if m.Winner != nil {
					l += " · " + i18n.Tf("%s goes through", *m.Winner)
				} else {
					l += " · " + i18n.Tf("%d of %d games played", m.Played, m.Needed)
				}
				out = append(out, l)
			}
		}
	}
	if k := st.BurnKnockOut; k != nil {
		for _, r := range k.Rounds {
			out = append(out, i18n.Tf("Round %d (to %d)", r.Round, r.Cap))
			for _, m := range r.Matches {
				var parts []string
				for _, side := range m.Sides {
					parts = append(parts, fmt.Sprintf("%s %d", side, m.Totals[side]))
				}
				l := strings.Join(parts, " – ")
				switch {
				case m.Winner != nil:
					l += " · " + i18n.Tf("%s goes through", *m.Winner)
				case m.Tied:
					l += " · " + i18n.T("level: a deciding game follows")
				default:
					l += " · " + i18n.T("playing")
				}
				out = append(out, l)
			}
		}
	}
	return out
}

// matrix is the result matrix: a block per round, a cell per table with
// the teams and the result's state; a tap opens the result.
func (s *directorScreen) matrix(v director.View) fyne.CanvasObject {
	box := container.NewVBox(widgets.Heading(i18n.T("Results")))
	byRound := map[int][]event.Result{}
	var rounds []int
	for _, r := range v.Results {
		if _, ok := byRound[r.Session.Round]; !ok {
			rounds = append(rounds, r.Session.Round)
		}
		byRound[r.Session.Round] = append(byRound[r.Session.Round], r)
	}
	if len(rounds) == 0 {
		box.Add(widgets.Wrapped(i18n.T("No round is known yet.")))
	}
	cols := 4
	if s.h.Phone() {
		cols = 2
	}
	for _, rd := range rounds {
		box.Add(boldLabel(i18n.Tf("Round %d", rd)))
		grid := widgets.NewFlowGrid(cols)
		for _, r := range byRound[rd] {
			r := r
			grid.Add(s.cell(v, r))
		}
		box.Add(grid)
	}
	box.Add(widgets.PymCaption(i18n.T("Tap a result to see its entries and its history, or to correct it.")))
	return box
}

func (s *directorScreen) cell(v director.View, r event.Result) fyne.CanvasObject {
	head := boldLabel(i18n.Tf("Table %d", r.Session.Table))
	teams := widgets.Wrapped(resultform.PairWords(r.Session))
	word, kind := tablewords.Status(r.Status)
	state := widget.NewLabel(word)
	state.Importance = kind
	state.TextStyle.Bold = r.Status == event.Disputed
	// What counts, in a line ("—" until something does): every cell
	// keeps the same lines, so a result arriving moves nothing.
	score := "—"
	if r.Counted != nil {
		if w, err := resultform.ScoreWords(v.Setup, r.Session, event.RoundPlan{Round: r.Session.Round}, *r.Counted, true); err == nil {
			score = w
		}
	}
	scoreL := widget.NewLabel(score)
	scoreL.Truncation = fyne.TextTruncateEllipsis
	bg := canvasCard()
	return widgets.NewTapRow(container.NewStack(bg, container.NewPadded(container.NewVBox(head, teams, state, scoreL))), func() { s.open(r.Session.Key()) })
}

// open shows one result: its entries, its history, the correction.
func (s *directorScreen) open(k event.Key) {
	s.h.Push(host.SectionPlay, resultPage(s, k))
}
