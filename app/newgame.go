package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/game"
	"arbiter/storage"
)

// newGamePage: pick the game, the players (known ones first, new names
// typed in place), and the house rules with their defaults marked. The rule
// set is stored with the game.
func (u *UI) newGamePage(kind string) page {
	if kind == "" {
		return u.pickGamePage()
	}
	if t, ok := tables[kind]; ok && t.start != nil {
		return t.start(u)
	}
	return u.setupForm(kind, nil, setupExtra{})
}

// The new-game form: the game's name, its seats (known players offered
// first, new names typed in place), its house rules with the defaults
// marked, and whatever else a game asks (Hyrule's turn rules, Mortal
// Swords' Strong Suit card): the setup is built from all of them.

// setupExtra is what a game asks beyond players and house rules.
type setupExtra struct {
	// box is shown under the house rules (nil: nothing more to ask).
	box fyne.CanvasObject
	// names is called whenever the seated players change.
	names func(names []string)
	// options is called with the house-rule form so the extra questions
	// can follow a switch (Warrior's Vow); may be nil.
	options func(f *optionsForm)
	// setup builds the stored setup; an error is shown on the form. nil:
	// the seating's own Setup.
	setup func(names []string, options json.RawMessage) (json.RawMessage, error)
}

// setupForm is the generic new-game form (name, seats, house rules) with a
// game's extra setup questions. prefill seats players (a run-off game).
func (u *UI) setupForm(kind string, prefill []string, extra setupExtra) page {
	info, _ := game.InfoFor(kind)
	t := tables[kind]
	form := container.NewVBox()
	name := widget.NewEntry()
	name.SetPlaceHolder(T("Name (optional), e.g. Friday league"))

	seatsBox := container.NewVBox()
	var seatEntries []*widget.SelectEntry
	var known []string
	minP, maxP := t.seating.playerCount()
	current := func() []string {
		out := make([]string, len(seatEntries))
		for i, e := range seatEntries {
			out[i] = strings.TrimSpace(e.Text)
		}
		return out
	}
	notify := func() {
		if extra.names != nil {
			extra.names(current())
		}
	}
	addSeat := func(text string) {
		e := widget.NewSelectEntry(known)
		e.SetPlaceHolder(T("Player name"))
		e.SetText(text)
		e.OnChanged = func(string) { notify() }
		seatEntries = append(seatEntries, e)
		lbl := widget.NewLabel(t.seating.seatLabel(len(seatEntries) - 1))
		seatsBox.Add(container.NewBorder(nil, nil, lbl, nil, e))
	}
	for _, n := range prefill {
		addSeat(n)
	}
	for len(seatEntries) < minP {
		addSeat("")
	}
	more := widget.NewButtonWithIcon(T("Add a player"), theme.ContentAddIcon(), nil)
	fewer := widget.NewButtonWithIcon(T("Remove a player"), theme.ContentRemoveIcon(), nil)
	updateCount := func() {
		if len(seatEntries) >= maxP {
			more.Disable()
		} else {
			more.Enable()
		}
		if len(seatEntries) <= minP {
			fewer.Disable()
		} else {
			fewer.Enable()
		}
	}
	more.OnTapped = func() { addSeat(""); updateCount(); notify() }
	fewer.OnTapped = func() {
		seatEntries = seatEntries[:len(seatEntries)-1]
		seatsBox.Objects = seatsBox.Objects[:len(seatsBox.Objects)-1]
		seatsBox.Refresh()
		updateCount()
		notify()
	}
	updateCount()
	u.withStore(func(st *storage.Store) {
		players, err := st.Players(false)
		if err != nil {
			return
		}
		known = known[:0]
		for _, p := range players {
			known = append(known, p.Name)
		}
		for i, e := range seatEntries {
			e.SetOptions(known)
			if e.Text == "" && i < len(known) && prefill == nil {
				e.SetText(known[i])
			}
		}
		notify()
	})

	opts := newOptionsForm(kind)
	if extra.options != nil {
		extra.options(opts)
	}
	errLabel := wrapped("")
	errLabel.Importance = widget.DangerImportance
	start := widget.NewButtonWithIcon(T("Start the game"), theme.MediaPlayIcon(), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		var names []string
		for i, n := range current() {
			if n == "" {
				errLabel.SetText(fmt.Sprintf(T("%s has no player yet."), t.seating.seatLabel(i)))
				return
			}
			for _, m := range names {
				if strings.EqualFold(m, n) {
					errLabel.SetText(fmt.Sprintf(T("%s is seated twice."), n))
					return
				}
			}
			names = append(names, n)
		}
		options, err := opts.values()
		if err != nil {
			errLabel.SetText(err.Error())
			return
		}
		s := t.seating
		if extra.setup != nil {
			setup, err := extra.setup(names, options)
			if err != nil {
				errLabel.SetText(err.Error())
				return
			}
			s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
		}
		u.withStore(func(st *storage.Store) {
			g, err := createGame(st, kind, strings.TrimSpace(name.Text), names, options, s)
			if err != nil {
				errLabel.SetText(err.Error())
				return
			}
			u.changed()
			_ = st.SetState("last_screen", "game/"+g.ID)
			sec := u.shell.section("play")
			sec.stack.home()
			sec.stack.push(t.screen(u, st, g))
		})
	}

	form.Add(heading(info.Name))
	form.Add(wrapped(info.Summary))
	form.Add(name)
	form.Add(heading(T("Players")))
	form.Add(seatsBox)
	if minP != maxP {
		form.Add(container.NewGridWithColumns(2, more, fewer))
	}
	if opts.box != nil {
		form.Add(heading(T("House rules")))
		form.Add(opts.box)
	}
	if extra.box != nil {
		form.Add(extra.box)
	}
	form.Add(errLabel)
	form.Add(start)
	notify()
	return page{title: T("New game"), content: container.NewVScroll(container.NewPadded(form))}
}

// createGame stores the game, creating players typed for the first time.
func createGame(st *storage.Store, kind, name string, names []string, options json.RawMessage, s seating) (storage.Game, error) {
	var players []storage.Player
	for _, n := range names {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return storage.Game{}, err
		}
		players = append(players, p)
	}
	seats, err := s.seatsFor(players)
	if err != nil {
		return storage.Game{}, err
	}
	var setup json.RawMessage
	if s.Setup != nil {
		if setup, err = s.Setup(names); err != nil {
			return storage.Game{}, err
		}
	}
	return st.CreateGame(storage.NewGame{Kind: kind, Name: name, Options: options, Setup: setup, Seats: seats})
}

// pickGamePage lists the games the app can keep a table for.
func (u *UI) pickGamePage() page {
	list := container.NewVBox()
	for _, g := range game.Games {
		g := g
		if _, ok := tables[g.ID]; !ok {
			list.Add(widget.NewCard(g.Name, g.Players+" "+T("players"),
				wrapped(g.Summary+"\n"+T("The table screen for this game is not in the app yet; arbiter-cli resolves and scores it."))))
			continue
		}
		b := widget.NewButton(T("Play"), func() { u.shell.section("play").stack.replace(u.newGamePage(g.ID)) })
		b.Importance = widget.HighImportance
		list.Add(widget.NewCard(g.Name, g.Players+" "+T("players"), container.NewBorder(nil, nil, nil, b, wrapped(g.Summary))))
	}
	return page{title: T("Choose a game"), content: container.NewVScroll(container.NewPadded(list))}
}

// optionsForm edits a game's house-rule options, one widget per option,
// the default marked and each choice explained in one line.
type optionsForm struct {
	box    *fyne.Container
	opts   []game.Option
	values func() (json.RawMessage, error)
}

func newOptionsForm(kind string) *optionsForm {
	f := &optionsForm{}
	p, err := game.Lookup(kind)
	if err != nil || p.Rules == nil {
		f.values = func() (json.RawMessage, error) { return nil, nil }
		return f
	}
	f.opts = p.Rules().Options
	if len(f.opts) == 0 {
		f.values = func() (json.RawMessage, error) { return nil, nil }
		return f
	}
	f.box = container.NewVBox()
	getters := map[string]func() (any, error){}
	for _, o := range f.opts {
		o := o
		help := wrapped(o.Help)
		help.SizeName = theme.SizeNameCaptionText
		title := humanize(o.Name)
		if o.Ruling != "" {
			title += " (" + o.Ruling + ")"
		}
		switch d := o.Default.(type) {
		case bool:
			state := T("off")
			if d {
				state = T("on")
			}
			c := widget.NewCheck(fmt.Sprintf("%s · %s %s", title, T("default"), state), nil)
			c.SetChecked(d)
			getters[o.Name] = func() (any, error) { return c.Checked, nil }
			f.box.Add(container.NewVBox(c, help))
		case string:
			choices := o.Choices
			if len(choices) == 0 {
				choices = []string{d}
			}
			labels := make([]string, len(choices))
			for i, c := range choices {
				labels[i] = humanize(c)
				if c == d {
					labels[i] += " (" + T("default") + ")"
				}
			}
			// One choice per line: a row of choices can be wider than a phone.
			r := widget.NewRadioGroup(labels, nil)
			r.Required = true
			for i, c := range choices {
				if c == d {
					r.SetSelected(labels[i])
				}
			}
			getters[o.Name] = func() (any, error) {
				for i, l := range labels {
					if l == r.Selected {
						return choices[i], nil
					}
				}
				return d, nil
			}
			f.box.Add(container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), r, help))
		case int, int64, float64:
			// Numbers arrive from JSON-shaped defaults as int or float64.
			e := widget.NewEntry()
			e.SetText(fmt.Sprint(d))
			getters[o.Name] = func() (any, error) {
				n, err := strconv.Atoi(strings.TrimSpace(e.Text))
				if err != nil {
					return nil, fmt.Errorf(T("%s must be a whole number"), o.Name)
				}
				return n, nil
			}
			f.box.Add(container.NewVBox(container.NewBorder(nil, nil,
				widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, e), help))
		default:
			// Structured options (Yamiro's deck mapping) are set on the
			// game's own screen; here the default stands.
			getters[o.Name] = func() (any, error) { return o.Default, nil }
			note := wrapped(title + ": " + T("the default applies; the game's own screen can change it."))
			f.box.Add(container.NewVBox(note, help))
		}
	}
	f.values = func() (json.RawMessage, error) {
		m := map[string]any{}
		for _, o := range f.opts {
			v, err := getters[o.Name]()
			if err != nil {
				return nil, err
			}
			m[o.Name] = v
		}
		b, err := json.Marshal(m)
		if err != nil {
			return nil, errors.New(err.Error())
		}
		return b, nil
	}
	return f
}

// humanize turns an option name or value such as "scout_in_tiebreak" into
// words for people ("Scout in tiebreak"); the stored rule set keeps the name.
func humanize(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
