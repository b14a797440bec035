package widgets

import (
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/scoring"
	"arbiter/session"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// humanize turns an option name or value such as "scout_in_tiebreak" into
// words for people ("Scout in tiebreak"); the stored rule set keeps the name.
func Humanize(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// OptionHelp is a house rule's line of help in the reader's language,
// ending with the id of the ruling it switches ("… (GEN-2)"), so the form
// says which ruling of RULINGS.md the option changes.
func OptionHelp(o scoring.Option) string {
	help := i18n.T(o.Help)
	switch {
	case o.Ruling == "":
		return help
	case help == "":
		return o.Ruling
	}
	return help + " (" + o.Ruling + ")"
}

func NewOptionsForm(kind string) *OptionsForm {
	f := &OptionsForm{rows: map[string]fyne.CanvasObject{}, getters: map[string]func() (any, error){}}
	d, err := host.Catalog().Lookup(kind)
	if err != nil {
		return f
	}
	f.schema = d.Options()
	if len(f.schema.Options) == 0 {
		return f
	}
	f.Box = container.NewVBox()
	for _, o := range f.schema.Options {
		o := o
		help := Wrapped(OptionHelp(o))
		help.SizeName = theme.SizeNameCaptionText
		title := i18n.T(o.Label)
		if title == "" {
			title = Humanize(o.Name)
		}
		var row fyne.CanvasObject
		switch o.Kind {
		case scoring.Bool:
			def, _ := o.Default.(bool)
			state := i18n.T("off")
			if def {
				state = i18n.T("on")
			}
			c := widget.NewCheck(fmt.Sprintf("%s (%s: %s)", title, i18n.T("default"), state), func(bool) { f.refresh() })
			c.SetChecked(def)
			f.getters[o.Name] = func() (any, error) { return c.Checked, nil }
			row = container.NewVBox(c, help)
		case scoring.Choice:
			def, _ := o.Default.(string)
			labels := make([]string, len(o.Choices))
			for i, c := range o.Choices {
				labels[i] = i18n.T(c.Label)
				if labels[i] == "" {
					labels[i] = Humanize(c.Value)
				}
				if c.Value == def {
					labels[i] += " (" + i18n.T("default") + ")"
				}
			}
			// One choice per line: a row of choices can be wider than a phone.
			r := widget.NewRadioGroup(labels, func(string) { f.refresh() })
			r.Required = true
			for i, c := range o.Choices {
				if c.Value == def {
					r.SetSelected(labels[i])
				}
			}
			f.getters[o.Name] = func() (any, error) {
				for i, l := range labels {
					if l == r.Selected {
						return o.Choices[i].Value, nil
					}
				}
				return def, nil
			}
			row = container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), r, help)
		case scoring.Int:
			e := widget.NewEntry()
			e.SetText(fmt.Sprint(o.Default))
			e.OnChanged = func(string) { f.refresh() }
			f.getters[o.Name] = func() (any, error) {
				n, err := strconv.Atoi(strings.TrimSpace(e.Text))
				if err != nil || n < o.Min || n > o.Max {
					return nil, fmt.Errorf(i18n.T("%s: a whole number from %d to %d"), title, o.Min, o.Max)
				}
				return n, nil
			}
			row = container.NewVBox(container.NewBorder(nil, nil,
				widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), nil, e), help)
		default:
			// Structured options (Yamiro's deck mapping) are set on the
			// game's own screen; here the default stands.
			f.getters[o.Name] = func() (any, error) { return o.Default, nil }
			row = container.NewVBox(Wrapped(title+": "+i18n.T("the default applies; the game's own screen can change it.")), help)
		}
		f.rows[o.Name] = row
		f.Box.Add(row)
	}
	f.refresh()
	return f
}

// value returns the current value of one option (its default when it has
// no widget or cannot be read).
func (f *OptionsForm) Value(name string) any {
	if get, ok := f.getters[name]; ok {
		if x, err := get(); err == nil {
			return x
		}
	}
	if o, ok := f.schema.Option(name); ok {
		return o.Default
	}
	return nil
}

// refresh shows the options that apply under the values chosen so far.
func (f *OptionsForm) refresh() {
	cur := scoring.Values{}
	for name, get := range f.getters {
		if x, err := get(); err == nil {
			cur[name] = x
		}
	}
	for _, o := range f.schema.Options {
		if row, ok := f.rows[o.Name]; ok {
			if f.schema.Applies(o, cur) {
				row.Show()
			} else {
				row.Hide()
			}
		}
	}
	if f.OnChange != nil {
		f.OnChange()
	}
}

// values returns the options that apply, checked by the game's schema.
func (f *OptionsForm) Values() (scoring.Values, error) {
	// First what every field holds, then only the options that apply are
	// read for real: a hidden field (Pymtheg's number of deals while the
	// game ends at a points limit) is neither checked nor stored.
	cur := scoring.Values{}
	for name, get := range f.getters {
		if x, err := get(); err == nil {
			cur[name] = x
		}
	}
	v := scoring.Values{}
	for _, o := range f.schema.Options {
		get, ok := f.getters[o.Name]
		if !ok || !f.schema.Applies(o, cur) {
			continue
		}
		x, err := get()
		if err != nil {
			return nil, err
		}
		v[o.Name] = x
	}
	return f.schema.Check(v)
}

// optionsForm edits a game's house rules from the game's one option schema:
// each option with its label and one line of help in people's words, the
// default marked, and options that only apply with another one's value
// shown only then. values returns the rules checked by the schema.
type OptionsForm struct {
	Box    *fyne.Container
	schema scoring.Schema
	// widgets per option name: the row to show or hide, and its reader.
	rows    map[string]fyne.CanvasObject
	getters map[string]func() (any, error)
	// onChange, when set, is called after any option changes.
	OnChange func()
}

// setupForm is the generic new-game form (name, seats, house rules) with a
// game's extra setup questions. prefill seats players (a run-off game).
func SetupForm(u host.Host, kind string, prefill []string, extra SetupExtra) host.Page {
	info, _ := host.Catalog().InfoFor(kind)
	t, _ := host.Lookup(kind)
	form := container.NewVBox()
	name := widget.NewEntry()
	name.SetPlaceHolder(i18n.T("Name (optional), e.g. Friday league"))

	seatsBox := container.NewVBox()
	var seatEntries []*widget.SelectEntry
	var known []string
	minP, maxP := t.Seating.PlayerCount()
	current := func() []string {
		out := make([]string, len(seatEntries))
		for i, e := range seatEntries {
			out[i] = strings.TrimSpace(e.Text)
		}
		return out
	}
	// Why the game cannot start, next to Start the game in the bar that
	// is always in view; it goes as soon as the form changes.
	errLabel := NewStatusLine(2)
	notify := func() {
		errLabel.Set("", StatusInfo)
		if extra.Names != nil {
			extra.Names(current())
		}
	}
	addSeat := func(text string) {
		e := widget.NewSelectEntry(known)
		e.SetPlaceHolder(i18n.T("Player name"))
		e.SetText(text)
		e.OnChanged = func(string) { notify() }
		seatEntries = append(seatEntries, e)
		lbl := widget.NewLabel(t.Seating.SeatLabel(len(seatEntries) - 1))
		seatsBox.Add(container.NewBorder(nil, nil, lbl, nil, e))
	}
	for _, n := range prefill {
		addSeat(n)
	}
	for len(seatEntries) < minP {
		addSeat("")
	}
	more := widget.NewButtonWithIcon(i18n.T("Add a player"), theme.ContentAddIcon(), nil)
	fewer := widget.NewButtonWithIcon(i18n.T("Remove a player"), theme.ContentRemoveIcon(), nil)
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
	u.WithGames(func(g session.Games) {
		var players []string
		var err error
		u.Background(func() { players, err = g.Players() }, func() {
			if err != nil {
				return
			}
			known = players
			for i, e := range seatEntries {
				e.SetOptions(known)
				if e.Text == "" && i < len(known) && prefill == nil {
					e.SetText(known[i])
				}
			}
			notify()
		})
	})

	opts := NewOptionsForm(kind)
	if extra.Options != nil {
		extra.Options(opts)
	}
	var root fyne.CanvasObject
	start := widget.NewButtonWithIcon(i18n.T("Start the game"), theme.MediaPlayIcon(), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		var names []string
		for i, n := range current() {
			if n == "" {
				errLabel.Set(i18n.Tf("%s has no player yet.", t.Seating.SeatLabel(i)), StatusProblem)
				return
			}
			for _, m := range names {
				if strings.EqualFold(m, n) {
					errLabel.Set(i18n.Tf("%s is seated twice.", n), StatusProblem)
					return
				}
			}
			names = append(names, n)
		}
		options, err := opts.Values()
		if err != nil {
			errLabel.Set(ErrText(err), StatusProblem)
			return
		}
		s := t.Seating
		if extra.Setup != nil {
			setup, err := extra.Setup(names, options)
			if err != nil {
				errLabel.Set(ErrText(err), StatusProblem)
				var fp *FormProblem
				if errors.As(err, &fp) {
					ScrollInto(TableLayoutScroll(root), fp.At)
				}
				return
			}
			s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
		}
		ng, err := host.NewGame(kind, strings.TrimSpace(name.Text), names, options, s)
		if err != nil {
			errLabel.Set(ErrText(err), StatusProblem)
			return
		}
		StartGame(u, ng, start, errLabel)
	}

	form.Add(Heading(info.Name))
	form.Add(Wrapped(i18n.T(info.Summary)))
	form.Add(name)
	form.Add(Heading(i18n.T("Players")))
	form.Add(seatsBox)
	if minP != maxP {
		form.Add(container.NewGridWithColumns(2, more, fewer))
	}
	if opts.Box != nil {
		form.Add(Heading(i18n.T("House rules")))
		form.Add(opts.Box)
	}
	if extra.Box != nil {
		form.Add(extra.Box)
	}
	if extra.Watch != nil {
		extra.Watch(func() { errLabel.Set("", StatusInfo) })
	}
	notify()
	root = TableLayout(nil, container.NewPadded(form), container.NewVBox(errLabel, start))
	return host.Page{Title: i18n.T("New game"), Content: root}
}

// FormProblem is a refusal of a new-game form's own questions that says
// where the form asks what is missing: the form scrolls At into view as
// it says Text (the Strong Suit card's picker below the house rules).
type FormProblem struct {
	Text string
	At   fyne.CanvasObject
}

func (p *FormProblem) Error() string { return p.Text }

// setupExtra is what a game asks beyond players and house rules.
type SetupExtra struct {
	// box is shown under the house rules (nil: nothing more to ask).
	Box fyne.CanvasObject
	// names is called whenever the seated players change.
	Names func(names []string)
	// options is called with the house-rule form so the extra questions
	// can follow a switch (Warrior's Vow); may be nil.
	Options func(f *OptionsForm)
	// setup builds the stored setup; an error is shown on the form (a
	// *FormProblem also scrolls to what it is about). nil: the seating's
	// own Setup.
	Setup func(names []string, options scoring.Values) (json.RawMessage, error)
	// Watch, when set, is handed a function the extra part calls whenever
	// what it asks changes: a refusal shown for it goes then, as one
	// shown for the names goes when they change.
	Watch func(changed func())
}

// StartGame creates a new game off the UI goroutine, then shows its
// table; start is disabled meanwhile (a second tap starts no second
// game), and a refusal is said in status.
func StartGame(u host.Host, ng session.NewGame, start *widget.Button, status *StatusLine) {
	start.Disable()
	u.WithGames(func(g session.Games) {
		var rec session.GameRecord
		var err error
		u.Background(func() { rec, err = g.CreateGame(ng) }, func() {
			start.Enable()
			if err != nil {
				status.Set(ErrText(err), StatusProblem)
				return
			}
			u.Changed()
			u.Home(host.SectionPlay)
			u.ShowGame(rec.ID)
		})
	})
}
