package burn

import (
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/session"
)

// Burn's new-game page: the players in seat order round the table, the
// seating variant (each for themselves, or teams), and the house rules.
// The variants a number of players can play and the teams they make come
// from the scoring (burn.FormatsFor, burnscore.Teams): partners sit apart
// (A B A B), as the rules seat them, and the teams cannot change once the
// game is stored.

// formatLabel names a seating variant for people.
func formatLabel(f burn.Format) string {
	switch {
	case f.Size == 1 && f.Sides == 2:
		return i18n.T("One against one")
	case f.Size == 1:
		return i18n.Tf("Each for themselves (%d players)", f.Sides)
	}
	return i18n.Tf("%d teams of %d", f.Sides, f.Size)
}

func burnNewGamePage(u host.Host) host.Page {
	status := widgets.NewStatusLine(2)
	name := widget.NewEntry()
	name.SetPlaceHolder(i18n.T("Name of the game (optional)"))
	var known []string
	var entries []*widget.SelectEntry
	seatsBox := container.NewVBox()
	variantBox := container.NewVBox()
	teamsLabel := widgets.Wrapped("")
	var variant *widget.RadioGroup
	var formats []burn.Format

	names := func() []string {
		var out []string
		for _, e := range entries {
			out = append(out, strings.TrimSpace(e.Text))
		}
		return out
	}
	chosen := func() burn.Format {
		for _, f := range formats {
			if variant != nil && formatLabel(f) == variant.Selected {
				return f
			}
		}
		return burn.Format{Sides: len(entries), Size: 1}
	}
	showTeams := func() {
		f := chosen()
		if f.Size == 1 {
			teamsLabel.SetText(i18n.T("Everyone plays for themselves."))
			return
		}
		ns := names()
		for i, n := range ns {
			if n == "" {
				ns[i] = i18n.Tf("Player %d", i+1)
			}
		}
		s, err := burnscore.Teams(ns, f)
		if err != nil {
			teamsLabel.SetText(roundentry.RefusalWords(err))
			return
		}
		teamsLabel.SetText(i18n.T("Teams (partners sit apart):") + "\n" + strings.Join(s.SidesInSeatOrder(), "\n"))
	}
	drawVariants := func() {
		old := ""
		if variant != nil {
			old = variant.Selected
		}
		variantBox.RemoveAll()
		formats = burn.FormatsFor(len(entries))
		var labels []string
		for _, f := range formats {
			labels = append(labels, formatLabel(f))
		}
		variant = widget.NewRadioGroup(labels, func(string) { showTeams() })
		variant.Required = true
		if len(labels) > 0 {
			variant.SetSelected(labels[0])
		}
		for _, l := range labels {
			if l == old {
				variant.SetSelected(l)
			}
		}
		variantBox.Add(variant)
		showTeams()
	}
	addSeat := func() {
		e := widget.NewSelectEntry(known)
		e.SetPlaceHolder(i18n.T("Player name"))
		e.OnChanged = func(string) { showTeams() }
		entries = append(entries, e)
		seatsBox.Add(container.NewBorder(nil, nil, widget.NewLabel(i18n.Tf("Seat %d", len(entries))), nil, e))
	}
	for range 4 {
		addSeat()
	}
	more := widget.NewButtonWithIcon(i18n.T("Add a player"), theme.ContentAddIcon(), nil)
	fewer := widget.NewButtonWithIcon(i18n.T("Remove a player"), theme.ContentRemoveIcon(), nil)
	count := func() {
		if len(entries) >= 6 {
			more.Disable()
		} else {
			more.Enable()
		}
		if len(entries) <= 2 {
			fewer.Disable()
		} else {
			fewer.Enable()
		}
		drawVariants()
	}
	more.OnTapped = func() { addSeat(); count() }
	fewer.OnTapped = func() {
		entries = entries[:len(entries)-1]
		seatsBox.Objects = seatsBox.Objects[:len(seatsBox.Objects)-1]
		seatsBox.Refresh()
		count()
	}
	count()
	u.WithGames(func(g session.Games) {
		var players []string
		var err error
		u.Background(func() { players, err = g.Players() }, func() {
			if err != nil {
				return
			}
			known = players
			for i, e := range entries {
				e.SetOptions(known)
				if e.Text == "" && i < len(known) {
					e.SetText(known[i])
				}
			}
		})
	})
	opts := widgets.NewOptionsForm("burn")
	start := widget.NewButtonWithIcon(i18n.T("Start the game"), theme.MediaPlayIcon(), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		ns := names()
		for i, n := range ns {
			if n == "" {
				status.Set(i18n.Tf("Seat %d has no player yet.", i+1), widgets.StatusProblem)
				return
			}
			for _, m := range ns[:i] {
				if strings.EqualFold(m, n) {
					status.Set(i18n.Tf("%s is seated twice.", n), widgets.StatusProblem)
					return
				}
			}
		}
		options, err := opts.Values()
		if err != nil {
			status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		ng, err := newBurnGame(strings.TrimSpace(name.Text), ns, chosen(), options)
		if err != nil {
			status.Set(roundentry.RefusalWords(err), widgets.StatusProblem)
			return
		}
		widgets.StartGame(u, ng, start, status)
	}
	form := container.NewVBox(
		widgets.Heading("Burn"),
		name,
		widgets.Heading(i18n.T("Players, in seat order round the table")),
		seatsBox,
		widgets.ButtonRow(2, more, fewer),
		widgets.Heading(i18n.T("Seating")),
		variantBox,
		teamsLabel,
	)
	if opts.Box != nil {
		form.Add(widgets.Heading(i18n.T("House rules")))
		form.Add(opts.Box)
	}
	return host.Page{Title: i18n.T("New game"), Content: widgets.TableLayout(status, container.NewPadded(form), widgets.ActionBar(start))}
}

// newBurnGame is a Burn game to start, checked without the history: its
// sides and seating from the players in seat order in a variant (the
// scoring's Teams: partners apart, named after their players) and the
// house rules. The history creates the players named for the first time
// with the game; a start it refuses leaves nothing behind.
func newBurnGame(name string, names []string, f burn.Format, options scoring.Values) (session.NewGame, error) {
	setup, err := burnscore.Teams(names, f)
	if err != nil {
		return session.NewGame{}, err
	}
	def, err := host.Catalog().Lookup(burnID)
	if err != nil {
		return session.NewGame{}, err
	}
	checked, err := def.Options().Check(options)
	if err != nil {
		return session.NewGame{}, err
	}
	sideOf := map[string]string{}
	for s, ps := range setup.Sides {
		for _, p := range ps {
			sideOf[p] = s
		}
	}
	seats := make([]session.Seat, len(names))
	for i, n := range names {
		seats[i] = session.Seat{Player: n, Side: sideOf[n], Position: i}
	}
	return session.NewGame{Kind: burnID, Name: name, Options: checked, Setup: setup, Seats: seats}, nil
}
