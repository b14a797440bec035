package tournament

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

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
)

// The result entry of a table's round, in the game's normal terms: a
// Pymtheg deal (the contract picked directly, the tricks per seat with
// steppers that keep 15), its score, or everyone passing; a knock-out
// match game by game; Burn rounds as the fire and water cards each side
// took (steppers that keep each element at 15, the pit's choice when a
// side took them all), or a session's points.
//
// It is this package's own adapter of the Pymtheg and Burn tables' entry
// (app/tables/pymtheg, app/tables/burn), which export none of theirs yet;
// it makes the same choices with the same words.

// resultEntry builds an event.Content for one session.
type resultEntry struct {
	setup   event.Setup
	session event.Session
	plan    event.RoundPlan
	later   func(func()) // runs a rebuild after the callback that asked for it
	changed func()       // the content changed

	Root *fyne.Container

	// Pymtheg league: what was entered.
	mode    string // "deal", "score", "passed"
	deal    dealDraft
	scoreNS string
	scoreEW string

	// Knock-outs and Burn: the games (Pymtheg: deals or scores; Burn:
	// the match game's rounds, then each deciding game's).
	byScore bool            // Pymtheg knock-out: scores instead of deals
	deals   []pymscore.Deal // Pymtheg knock-out, deal by deal
	scores  []pymscore.Score
	games   [][]burnscore.RoundInput // Burn: games[0] the rounds, then deciders
	round   burnDraft
	points  map[string]string // Burn league: the session's points, as typed
}

// A Pymtheg deck's fire and water cards, which a deal everyone passed
// shares out between the teams.
const pymDeckFire, pymDeckWater = 15, 15

// dealDraft is a Pymtheg deal being entered.
type dealDraft struct {
	Contract, Declarer, Trump, Named, Doubling, OverRy string
	Tricks                                             [4]int
	Touched                                            []int
	Revoke                                             string
	Burn                                               [2]pymtheg.FireWater
}

// burnDraft is a Burn round being entered: what each side took.
type burnDraft struct {
	Won     map[string]burn.FireWater
	Touched []string
	Pit     string // "add" | "subtract" | ""
}

func newResultEntry(setup event.Setup, s event.Session, plan event.RoundPlan, later func(func()), changed func()) *resultEntry {
	e := &resultEntry{setup: setup, session: s, plan: plan, later: later, changed: changed, Root: container.NewVBox()}
	e.reset()
	return e
}

func (e *resultEntry) pym() bool    { return e.setup.Game == event.Pymtheg }
func (e *resultEntry) league() bool { return e.setup.Form == event.League }

// sides are the two teams of the session, as Burn names its sides.
func (e *resultEntry) sides() []string { return []string{e.session.NS, e.session.EW} }

// reset empties the entry.
func (e *resultEntry) reset() {
	e.mode, e.scoreNS, e.scoreEW = "deal", "", ""
	e.deal = freshDeal()
	e.deals, e.scores, e.byScore = nil, nil, false
	e.games = [][]burnscore.RoundInput{nil}
	e.round = e.freshRound()
	e.points = map[string]string{}
	if !e.pym() && e.league() {
		e.mode = "rounds"
	}
	e.rebuild()
}

func freshDeal() dealDraft {
	return dealDraft{Contract: "gam", Declarer: "N", Trump: "none", Named: "after", Doubling: "none",
		Tricks: [4]int{4, 4, 4, 3}, Touched: []int{3, 2, 1, 0},
		Burn: [2]pymtheg.FireWater{{Fire: 8, Water: 8}, {Fire: 7, Water: 7}}}
}

func (e *resultEntry) freshRound() burnDraft {
	s := e.sides()
	return burnDraft{Won: map[string]burn.FireWater{s[0]: {Fire: 8, Water: 8}, s[1]: {Fire: 7, Water: 7}}, Touched: []string{s[1], s[0]}}
}

// redo rebuilds after the current callback and says the content changed.
func (e *resultEntry) redo() {
	e.later(func() {
		e.rebuild()
		if e.changed != nil {
			e.changed()
		}
	})
}

// --- the content ---

// Content is what was entered, as the table sends it; an error says what
// is missing.
func (e *resultEntry) Content() (event.Content, error) {
	var c event.Content
	switch {
	case e.pym() && e.league():
		switch e.mode {
		case "passed":
			c.Passed = true
		case "score":
			s, err := e.typedScore()
			if err != nil {
				return c, err
			}
			c.Score = &s
		default:
			d, err := e.deal.deal(false)
			if err != nil {
				return c, err
			}
			in, err := dealInput(d)
			if err != nil {
				return c, err
			}
			c.Deal = &in
		}
	case e.pym():
		if e.byScore {
			if len(e.scores) == 0 {
				return c, errors.New(i18n.T("Add the match's games first."))
			}
			c.Scores = append([]pymscore.Score{}, e.scores...)
			break
		}
		if len(e.deals) == 0 {
			return c, errors.New(i18n.T("Add the match's games first."))
		}
		for _, d := range e.deals {
			in, err := dealInput(d)
			if err != nil {
				return c, err
			}
			c.Deals = append(c.Deals, in)
		}
	case e.league() && e.mode == "points":
		c.Points = map[string]int{}
		for _, s := range e.sides() {
			n, err := strconv.Atoi(strings.TrimSpace(e.points[s]))
			if err != nil {
				return c, fmt.Errorf(i18n.T("%s: a whole number of points"), s)
			}
			c.Points[s] = n
		}
	default:
		if len(e.games[0]) == 0 {
			return c, errors.New(i18n.T("Add the rounds played first."))
		}
		c.Rounds = append([]burnscore.RoundInput{}, e.games[0]...)
		for _, g := range e.games[1:] {
			c.Deciders = append(c.Deciders, append([]burnscore.RoundInput{}, g...))
		}
	}
	return c, nil
}

// Set fills the entry with a content (a correction starts from what the
// table entered).
func (e *resultEntry) Set(c event.Content) {
	e.reset()
	switch {
	case c.Passed:
		e.mode = "passed"
	case c.Score != nil:
		e.mode = "score"
		e.scoreNS, e.scoreEW = strconv.Itoa(c.Score.NS), strconv.Itoa(c.Score.EW)
	case c.Deal != nil:
		if d, err := dealOf(*c.Deal); err == nil {
			e.mode = "deal"
			e.deal = draftOf(d)
		}
	case c.Scores != nil:
		e.byScore = true
		e.scores = append([]pymscore.Score{}, c.Scores...)
	case c.Deals != nil:
		for _, in := range c.Deals {
			if d, err := dealOf(in); err == nil {
				e.deals = append(e.deals, d)
			}
		}
	case c.Points != nil:
		e.mode = "points"
		for k, v := range c.Points {
			e.points[k] = strconv.Itoa(v)
		}
	case c.Rounds != nil:
		e.mode = "rounds"
		e.games = [][]burnscore.RoundInput{append([]burnscore.RoundInput{}, c.Rounds...)}
		for _, g := range c.Deciders {
			e.games = append(e.games, append([]burnscore.RoundInput{}, g...))
		}
	}
	e.rebuild()
}

func (e *resultEntry) typedScore() (pymscore.Score, error) {
	var s pymscore.Score
	var err error
	num := func(v, side string) int {
		n, perr := strconv.Atoi(strings.TrimSpace(v))
		if perr != nil && err == nil {
			err = fmt.Errorf(i18n.T("%s: a whole number of points"), side)
		}
		return n
	}
	s.NS = num(e.scoreNS, "NS")
	s.EW = num(e.scoreEW, "EW")
	return s, err
}

// dealInput and dealOf convert between the deal as the game keeps it and
// as the tournament's input reads it (the same JSON).
func dealInput(d pymscore.Deal) (pymscore.DealInput, error) {
	var in pymscore.DealInput
	b, err := json.Marshal(d)
	if err == nil {
		err = json.Unmarshal(b, &in)
	}
	return in, err
}

func dealOf(in pymscore.DealInput) (pymscore.Deal, error) {
	var d pymscore.Deal
	b, err := json.Marshal(in)
	if err == nil {
		err = json.Unmarshal(b, &d)
	}
	return d, err
}

// draftOf reads a deal back into the form.
func draftOf(d pymscore.Deal) dealDraft {
	f := freshDeal()
	f.Contract = d.Contract.String()
	if d.Declarer != nil {
		f.Declarer = d.Declarer.String()
	}
	if d.Trump != nil && *d.Trump != cards.NoElement {
		f.Trump = d.Trump.String()
	}
	if d.TrumpNamed != nil && *d.TrumpNamed == pymtheg.NamedInBid {
		f.Named = "bidding"
	}
	switch d.Doubling {
	case pymtheg.Doubled:
		f.Doubling = "double"
	case pymtheg.Redoubled:
		f.Doubling = "redouble"
	}
	if d.OverRy != pymtheg.NoContract {
		f.OverRy = d.OverRy.String()
	}
	if d.Revoke != nil {
		f.Revoke = d.Revoke.String()
	}
	if d.TricksWon != nil {
		b, _ := json.Marshal(d.TricksWon)
		var m map[string]int
		if json.Unmarshal(b, &m) == nil {
			for i, s := range pymtheg.Seats {
				f.Tricks[i] = m[s.String()]
			}
		}
	}
	if d.Burn != nil {
		f.Burn = [2]pymtheg.FireWater{d.Burn.NS, d.Burn.EW}
	}
	return f
}

// deal is the draft as the game's deal; burnOK lets the contract be Burn
// (a knock-out plays a deal everyone passed).
func (f dealDraft) deal(burnOK bool) (pymscore.Deal, error) {
	c, err := pymtheg.ParseContract(f.Contract)
	if err != nil {
		return pymscore.Deal{}, err
	}
	d := pymscore.Deal{Contract: c}
	if c == pymtheg.Burn {
		if !burnOK {
			return d, errors.New(i18n.T("Everyone passed: choose \"Everyone passed\" above."))
		}
		d.Burn = &pymscore.BurnCounts{NS: f.Burn[0], EW: f.Burn[1]}
		return d, nil
	}
	decl, err := pymtheg.ParseSeat(f.Declarer)
	if err != nil {
		return d, err
	}
	d.Declarer = &decl
	if !c.IsRy() {
		trump := cards.NoElement
		if f.Trump != "none" && f.Trump != "" {
			if trump, err = cards.ParseElement(f.Trump); err != nil {
				return d, err
			}
		}
		named := pymtheg.NamedAfter
		if f.Named == "bidding" {
			named = pymtheg.NamedInBid
		}
		d.Trump, d.TrumpNamed = &trump, &named
	}
	switch f.Doubling {
	case "double":
		d.Doubling = pymtheg.Doubled
	case "redouble":
		d.Doubling = pymtheg.Redoubled
	}
	if c.IsGam() && f.OverRy != "" {
		r, err := pymtheg.ParseContract(f.OverRy)
		if err != nil || !r.IsRy() || r.Rank() >= c.Rank() {
			return d, fmt.Errorf(i18n.T("%s does not outrank %s."), c.Name(), r.Name())
		}
		d.OverRy = r
	}
	if f.Revoke != "" {
		if s, err := pymtheg.ParseSeat(f.Revoke); err == nil {
			d.Revoke = &s
		}
	}
	counts := pymscore.Counts(f.Tricks)
	d.TricksWon = &counts
	return d, nil
}

// --- drawing ---

func (e *resultEntry) rebuild() {
	e.Root.RemoveAll()
	switch {
	case e.pym() && e.league():
		e.buildPymLeague()
	case e.pym():
		e.buildPymKnockOut()
	default:
		e.buildBurn()
	}
	e.Root.Refresh()
}

// choice is a row of radio choices (values and their words).
func (e *resultEntry) choice(values, words []string, cur string, set func(v string)) *widget.RadioGroup {
	r := widget.NewRadioGroup(words, nil)
	r.Required = true
	for i, v := range values {
		if v == cur {
			r.SetSelected(words[i])
		}
	}
	r.OnChanged = func(w string) {
		for i, x := range words {
			if x == w && values[i] != cur {
				set(values[i])
				e.redo()
			}
		}
	}
	return r
}

func (e *resultEntry) buildPymLeague() {
	e.Root.Add(e.choice([]string{"deal", "score", "passed"},
		[]string{i18n.T("The deal"), i18n.T("Its score"), i18n.T("Everyone passed")}, e.mode, func(v string) { e.mode = v }))
	switch e.mode {
	case "score":
		e.Root.Add(e.scoreRow(&e.scoreNS, &e.scoreEW))
	case "passed":
		e.Root.Add(widgets.Wrapped(i18n.T("Nobody bid: the deal is not played, and both teams get the worst rank at this table.")))
	default:
		e.buildDeal(&e.deal, false)
	}
	e.Root.Add(e.preview())
}

// scoreRow asks for a deal's (or a game's) points per team.
func (e *resultEntry) scoreRow(ns, ew *string) fyne.CanvasObject {
	entry := func(v *string, label string) fyne.CanvasObject {
		en := widget.NewEntry()
		en.SetText(*v)
		en.SetPlaceHolder("0")
		en.OnChanged = func(s string) {
			*v = s
			if e.changed != nil {
				e.changed()
			}
		}
		return container.NewBorder(nil, nil, widget.NewLabel(label), nil, en)
	}
	return widgets.NewFlowGrid(2, entry(ns, e.teamLabel("NS")), entry(ew, e.teamLabel("EW")))
}

// teamLabel is "NS" or "EW" with the team sitting there.
func (e *resultEntry) teamLabel(side string) string {
	if side == "NS" {
		return "NS " + e.session.NS
	}
	return "EW " + e.session.EW
}

// seatName is "N · Ann" when the team named its players, else "N".
func (e *resultEntry) seatName(s pymtheg.Seat) string {
	return seatName(e.setup, e.session, s)
}

func seatName(setup event.Setup, sess event.Session, s pymtheg.Seat) string {
	team, i := sess.NS, 0
	switch s {
	case pymtheg.East:
		team = sess.EW
	case pymtheg.South:
		i = 1
	case pymtheg.West:
		team, i = sess.EW, 1
	}
	for _, t := range setup.Teams {
		if t.Name == team && len(t.Players) > i && t.Players[i] != "" {
			return s.String() + " · " + t.Players[i]
		}
	}
	return s.String()
}

// buildDeal is the Pymtheg deal form: the contract's parts, then the
// tricks per seat (or, for Burn, the fire and water per team).
func (e *resultEntry) buildDeal(f *dealDraft, burnOK bool) {
	all := append([]pymtheg.Contract{}, pymtheg.Bids...)
	if burnOK {
		all = append(all, pymtheg.Burn)
	}
	var names []string
	var codes []string
	for _, c := range all {
		names = append(names, c.Name())
		codes = append(codes, c.String())
	}
	cur, _ := pymtheg.ParseContract(f.Contract)
	form := widgets.NewFormGrid()
	addTo := func(form *fyne.Container, label string, values, words []string, sel string, set func(v string)) {
		s := widget.NewSelect(words, nil)
		for i, v := range values {
			if v == sel {
				s.SetSelected(words[i])
			}
		}
		s.OnChanged = func(w string) {
			for i, x := range words {
				if x == w {
					set(values[i])
				}
			}
			e.redo()
		}
		form.Add(widget.NewLabel(label))
		form.Add(s)
	}
	add := func(label string, values, words []string, sel string, set func(v string)) {
		addTo(form, label, values, words, sel, set)
	}
	add(i18n.T("Contract"), codes, names, f.Contract, func(v string) { f.Contract = v })
	if cur != pymtheg.Burn {
		var seats, seatWords []string
		for _, s := range pymtheg.Seats {
			seats = append(seats, s.String())
			seatWords = append(seatWords, e.seatName(s))
		}
		add(i18n.T("Declarer"), seats, seatWords, f.Declarer, func(v string) { f.Declarer = v })
		if !cur.IsRy() {
			add(i18n.T("Trump"), []string{"none", "Fi", "Wa", "Wi", "Ea"},
				[]string{i18n.T("No trump"), i18n.T("Fire"), i18n.T("Water"), i18n.T("Wind"), i18n.T("Earth")}, f.Trump, func(v string) { f.Trump = v })
			add(i18n.T("Trump named"), []string{"after", "bidding"}, []string{i18n.T("after the bidding"), i18n.T("with the bid")}, f.Named, func(v string) { f.Named = v })
		}
		add(i18n.T("Doubling"), []string{"none", "double", "redouble"}, []string{i18n.T("none"), i18n.T("doubled ×2"), i18n.T("redoubled ×4")}, f.Doubling, func(v string) { f.Doubling = v })
		if cur.IsGam() {
			add(i18n.T("Outbid their Ry"), []string{"", "ry", "ry2", "ry3"}, []string{i18n.T("none"), "Ry", "Ry 2", "Ry 3"}, f.OverRy, func(v string) { f.OverRy = v })
		}
	}
	e.Root.Add(form)
	if cur == pymtheg.Burn {
		e.buildBurnCounts(f)
		return
	}
	for _, s := range pymtheg.Seats {
		s := s
		label := e.seatName(s)
		if f.Declarer == s.String() {
			label += " ★"
		}
		e.Root.Add(stepper(label, f.Tricks[s], f.Tricks[s] > 0, f.Tricks[s] < 15,
			func() { f.shift(int(s), -1); e.redo() }, func() { f.shift(int(s), +1); e.redo() }))
	}
	ns := f.Tricks[0] + f.Tricks[2]
	e.Root.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("NS %d tricks · EW %d tricks"), ns, 15-ns), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	e.Root.Add(widgets.PymCaption(i18n.T("The seat changed longest ago makes up the difference, so the tricks always add up to 15.")))
	var seats, seatWords []string
	seats = append(seats, "")
	seatWords = append(seatWords, i18n.T("nobody"))
	for _, s := range pymtheg.Seats {
		seats = append(seats, s.String())
		seatWords = append(seatWords, e.seatName(s))
	}
	rv := widgets.NewFormGrid()
	addTo(rv, i18n.T("Caught not following"), seats, seatWords, f.Revoke, func(v string) { f.Revoke = v })
	e.Root.Add(rv)
}

// shift adds delta tricks to seat s; the seat changed longest ago that
// can take up the difference does, so the sum stays 15.
func (f *dealDraft) shift(s, delta int) {
	for _, o := range f.Touched {
		if o == s {
			continue
		}
		if delta > 0 && f.Tricks[o] > 0 {
			f.Tricks[o]--
			f.Tricks[s]++
			break
		}
		if delta < 0 && f.Tricks[s] > 0 {
			f.Tricks[o]++
			f.Tricks[s]--
			break
		}
	}
	out := []int{}
	for _, x := range f.Touched {
		if x != s {
			out = append(out, x)
		}
	}
	f.Touched = append(out, s)
}

// buildBurnCounts: fire and water per team when everyone passed (a
// knock-out plays that deal as Burn).
func (e *resultEntry) buildBurnCounts(f *dealDraft) {
	set := func(team int, fire bool, delta int) func() {
		return func() {
			b := &f.Burn
			if fire {
				b[team].Fire += delta
				b[1-team].Fire = pymDeckFire - b[team].Fire
			} else {
				b[team].Water += delta
				b[1-team].Water = pymDeckWater - b[team].Water
			}
			e.redo()
		}
	}
	for team, name := range []string{"NS", "EW"} {
		b := f.Burn[team]
		e.Root.Add(widget.NewLabelWithStyle(e.teamLabel(name), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		e.Root.Add(stepper(i18n.T("Fire cards"), b.Fire, b.Fire > 0, b.Fire < pymDeckFire, set(team, true, -1), set(team, true, 1)))
		e.Root.Add(stepper(i18n.T("Water cards"), b.Water, b.Water > 0, b.Water < pymDeckWater, set(team, false, -1), set(team, false, 1)))
	}
	e.Root.Add(widgets.PymCaption(i18n.T("The other team's counts follow: the deck has 15 fire and 15 water cards.")))
}

// stepper is a row: the label, then −, the value, +; each button a 48×44
// touch target, named by its sign so a test taps it as a person does.
func stepper(label string, value int, canMinus, canPlus bool, minus, plus func()) fyne.CanvasObject {
	m := widget.NewButton("−", minus)
	p := widget.NewButton("+", plus)
	if !canMinus {
		m.Disable()
	}
	if !canPlus {
		p.Disable()
	}
	v := widget.NewLabelWithStyle(strconv.Itoa(value), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(40, 44), v), container.NewGridWrap(size, p))
	l := widget.NewLabel(label)
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, ctl, l)
}

// preview scores what was entered, or says what is missing.
func (e *resultEntry) preview() fyne.CanvasObject {
	c, err := e.Content()
	text := ""
	if err == nil {
		text, err = contentScore(e.setup, e.session, e.plan, c)
	}
	if err != nil {
		l := widgets.Wrapped(err.Error())
		l.Importance = widget.LowImportance
		return l
	}
	l := widgets.Wrapped(text)
	l.TextStyle.Bold = true
	return l
}

func (e *resultEntry) buildPymKnockOut() {
	n := len(e.deals)
	if e.byScore {
		n = len(e.scores)
	}
	if n == 0 {
		e.Root.Add(e.choice([]string{"deals", "scores"}, []string{i18n.T("Deal by deal"), i18n.T("Scores only")},
			map[bool]string{false: "deals", true: "scores"}[e.byScore], func(v string) { e.byScore = v == "scores" }))
	}
	var ns, ew int
	for i := 0; i < n; i++ {
		var line string
		if e.byScore {
			s := e.scores[i]
			ns, ew = ns+s.NS, ew+s.EW
			line = fmt.Sprintf(i18n.T("Game %d: NS %d · EW %d"), i+1, s.NS, s.EW)
		} else {
			line = fmt.Sprintf(i18n.T("Game %d: %s"), i+1, dealWords(e.deals[i]))
			if r, err := pymscore.ScoreDeal(e.deals[i], e.pymSettings()); err == nil {
				ns, ew = ns+r.Score.NS, ew+r.Score.EW
			}
		}
		e.Root.Add(widgets.Wrapped(line))
	}
	length := e.plan.MatchLength
	e.Root.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("After %d of %d games: NS %d · EW %d"), n, max(length, n), ns, ew), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	if n > 0 {
		e.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Remove the last game"), theme.ContentUndoIcon(), func() {
			if e.byScore {
				e.scores = e.scores[:len(e.scores)-1]
			} else {
				e.deals = e.deals[:len(e.deals)-1]
			}
			e.redo()
		})))
	}
	e.Root.Add(widget.NewSeparator())
	e.Root.Add(widgets.Heading(fmt.Sprintf(i18n.T("Game %d"), n+1)))
	var add func() error
	if e.byScore {
		e.Root.Add(e.scoreRow(&e.scoreNS, &e.scoreEW))
		add = func() error {
			s, err := e.typedScore()
			if err == nil {
				e.scores = append(e.scores, s)
				e.scoreNS, e.scoreEW = "", ""
			}
			return err
		}
	} else {
		e.buildDeal(&e.deal, true)
		if d, err := e.deal.deal(true); err == nil {
			if r, err := pymscore.ScoreDeal(d, e.pymSettings()); err == nil {
				e.Root.Add(widgets.Wrapped(pairScore(e.session, r.Score.NS, r.Score.EW)))
			} else {
				l := widgets.Wrapped(err.Error())
				l.Importance = widget.LowImportance
				e.Root.Add(l)
			}
		}
		add = func() error {
			d, err := e.deal.deal(true)
			if err == nil {
				_, err = pymscore.ScoreDeal(d, e.pymSettings())
			}
			if err == nil {
				e.deals = append(e.deals, d)
				e.deal = freshDeal()
			}
			return err
		}
	}
	why := widgets.Wrapped("")
	why.Importance = widget.DangerImportance
	why.Hide()
	e.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Add this game"), theme.ContentAddIcon(), func() {
		if err := add(); err != nil {
			widgets.PymSay(why, err.Error())
			return
		}
		e.redo()
	})))
	e.Root.Add(why)
}

func (e *resultEntry) pymSettings() pymscore.Settings {
	set, _ := e.setup.Pymtheg.Settings()
	return set
}

// dealWords says a deal in a few words ("N Gâm+2 Water ×2 · tricks N 5,
// E 2, S 7, W 1", "Burn").
func dealWords(d pymscore.Deal) string {
	c := d.Contract
	if c == pymtheg.Burn {
		return "Burn"
	}
	s := c.Name()
	if d.Declarer != nil {
		s = d.Declarer.String() + " " + s
	}
	if d.Trump != nil && !c.IsRy() {
		if *d.Trump == cards.NoElement {
			s += " " + i18n.T("no trump")
		} else {
			s += " " + widgets.ElementWord(*d.Trump)
		}
	}
	if d.Doubling != pymtheg.Undoubled {
		s += fmt.Sprintf(" ×%d", d.Doubling.Multiplier())
	}
	if d.TricksWon != nil {
		b, _ := json.Marshal(d.TricksWon)
		var m map[string]int
		if json.Unmarshal(b, &m) == nil {
			var parts []string
			for _, seat := range pymtheg.Seats {
				parts = append(parts, fmt.Sprintf("%s %d", seat.String(), m[seat.String()]))
			}
			s += " · " + fmt.Sprintf(i18n.T("tricks %s"), strings.Join(parts, ", "))
		}
	}
	return s
}

// --- Burn ---

// burnGame replays the games entered so far: the game in progress (the
// last) with its totals. The cap of a knock-out round is the game's limit.
func (e *resultEntry) burnGame(rounds []burnscore.RoundInput) (*burnscore.Game, error) {
	return burnGameOf(e.setup, e.session, e.plan, rounds)
}

func burnGameOf(setup event.Setup, s event.Session, plan event.RoundPlan, rounds []burnscore.RoundInput) (*burnscore.Game, error) {
	opt, err := setup.Burn.Settings()
	if err != nil {
		return nil, err
	}
	if plan.Cap > 0 {
		opt.Limit = plan.Cap
	}
	t, err := burnscore.NewTable(map[string][]string{s.NS: membersOf(setup, s.NS), s.EW: membersOf(setup, s.EW)}, nil)
	if err != nil {
		return nil, err
	}
	g := burnscore.NewGame(t, opt)
	for i, in := range rounds {
		r, err := in.Typed()
		if err != nil {
			return nil, fmt.Errorf(i18n.T("round %d: %v"), i+1, err)
		}
		if _, err := g.Play(r); err != nil {
			return nil, fmt.Errorf(i18n.T("round %d: %v"), i+1, err)
		}
	}
	return g, nil
}

func membersOf(setup event.Setup, team string) []string {
	for _, t := range setup.Teams {
		if t.Name == team {
			return t.Members()
		}
	}
	return []string{team}
}

func (e *resultEntry) buildBurn() {
	if e.league() {
		e.Root.Add(e.choice([]string{"rounds", "points"}, []string{i18n.T("Round by round"), i18n.T("Points only")}, e.mode, func(v string) { e.mode = v }))
		if e.mode == "points" {
			for _, s := range e.sides() {
				s := s
				en := widget.NewEntry()
				en.SetText(e.points[s])
				en.SetPlaceHolder("0")
				en.OnChanged = func(v string) {
					e.points[s] = v
					if e.changed != nil {
						e.changed()
					}
				}
				e.Root.Add(container.NewBorder(nil, nil, widget.NewLabel(s), nil, en))
			}
			e.Root.Add(e.preview())
			return
		}
	} else if e.plan.Cap > 0 {
		e.Root.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("The game ends when a side reaches %d; the lower total moves on."), e.plan.Cap)))
	}
	cur := len(e.games) - 1
	for gi, g := range e.games {
		if gi > 0 {
			e.Root.Add(widgets.Heading(fmt.Sprintf(i18n.T("Deciding game %d"), gi)))
		}
		game, _ := e.burnGame(nil)
		for i, in := range g {
			r, err := in.Typed()
			if err != nil {
				continue
			}
			res, err := game.Play(r)
			if err != nil {
				e.Root.Add(widgets.ErrorLabel(fmt.Sprintf(i18n.T("round %d: %v"), i+1, err)))
				continue
			}
			var parts []string
			for _, s := range e.sides() {
				parts = append(parts, fmt.Sprintf(i18n.T("%s %+d, total %d"), s, res.Points[s], res.Totals[s]))
			}
			e.Root.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Round %d: %s"), i+1, strings.Join(parts, " · "))))
		}
	}
	game, err := e.burnGame(e.games[cur])
	if err != nil {
		e.Root.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	if len(e.games[cur]) > 0 {
		e.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Remove the last round"), theme.ContentUndoIcon(), func() {
			e.games[cur] = e.games[cur][:len(e.games[cur])-1]
			if len(e.games[cur]) == 0 && cur > 0 {
				e.games = e.games[:cur]
			}
			e.redo()
		})))
	}
	if game.Finished() {
		tot := game.Totals()
		if e.league() || tot[e.session.NS] != tot[e.session.EW] {
			e.Root.Add(widgets.Wrapped(i18n.T("This game is over.")))
			e.Root.Add(e.preview())
			return
		}
		e.Root.Add(widgets.Wrapped(i18n.T("The game ended level: a deciding game follows, to the same cap.")))
		e.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Start a deciding game"), theme.ContentAddIcon(), func() {
			e.games = append(e.games, nil)
			e.redo()
		})))
		e.Root.Add(e.preview())
		return
	}
	e.Root.Add(widget.NewSeparator())
	e.Root.Add(widgets.Heading(fmt.Sprintf(i18n.T("Round %d"), len(e.games[cur])+1)))
	e.buildBurnRound(game)
	why := widgets.Wrapped("")
	why.Importance = widget.DangerImportance
	why.Hide()
	e.Root.Add(container.NewHBox(widget.NewButtonWithIcon(i18n.T("Add this round"), theme.ContentAddIcon(), func() {
		in := e.roundInput()
		r, err := in.Typed()
		if err == nil {
			_, err = game.Preview(r)
		}
		if err != nil {
			widgets.PymSay(why, err.Error())
			return
		}
		e.games[cur] = append(e.games[cur], in)
		e.round = e.freshRound()
		e.redo()
	})))
	e.Root.Add(why)
	e.Root.Add(e.preview())
}

// roundInput is the round being entered.
func (e *resultEntry) roundInput() burnscore.RoundInput {
	in := burnscore.RoundInput{Won: map[string]burn.FireWater{}}
	for k, v := range e.round.Won {
		in.Won[k] = v
	}
	if e.round.Pit != "" {
		p := e.round.Pit
		in.PitChoice = &p
	}
	return in
}

// buildBurnRound: the fire and water cards each side took; the other
// side's follow. A pit asks for the pit side's choice.
func (e *resultEntry) buildBurnRound(g *burnscore.Game) {
	sides := e.sides()
	shift := func(s string, fire bool, delta int) func() {
		return func() {
			other := sides[0]
			if other == s {
				other = sides[1]
			}
			a, b := e.round.Won[s], e.round.Won[other]
			if fire {
				a.Fire += delta
				b.Fire = burn.FireCards - a.Fire
			} else {
				a.Water += delta
				b.Water = burn.WaterCards - a.Water
			}
			e.round.Won[s], e.round.Won[other] = a, b
			e.round.Pit = ""
			e.redo()
		}
	}
	for _, s := range sides {
		fw := e.round.Won[s]
		e.Root.Add(widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		e.Root.Add(stepper(i18n.T("Fire cards"), fw.Fire, fw.Fire > 0, fw.Fire < burn.FireCards, shift(s, true, -1), shift(s, true, 1)))
		e.Root.Add(stepper(i18n.T("Water cards"), fw.Water, fw.Water > 0, fw.Water < burn.WaterCards, shift(s, false, -1), shift(s, false, 1)))
	}
	e.Root.Add(widgets.PymCaption(i18n.T("The other side's counts follow: the deck has 15 fire and 15 water cards.")))
	pit := ""
	for _, s := range sides {
		if burn.IsPit(e.round.Won[s]) {
			pit = s
		}
	}
	if pit == "" {
		if r, err := e.roundInput().Typed(); err == nil {
			if res, err := g.Preview(r); err == nil {
				var parts []string
				for _, s := range sides {
					parts = append(parts, fmt.Sprintf(i18n.T("%s %+d, total %d"), s, res.Points[s], res.Totals[s]))
				}
				e.Root.Add(widgets.Wrapped(strings.Join(parts, " · ")))
			}
		}
		return
	}
	p, err := g.PitOptionsFor(pit)
	if err != nil {
		e.Root.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	head := widgets.Wrapped(fmt.Sprintf(i18n.T("Pit! %s took every fire and water card"), pit))
	head.TextStyle.Bold = true
	e.Root.Add(head)
	if c, only := p.Choice(); only {
		e.round.Pit = c.String()
	}
	choose := func(c string) func() {
		return func() {
			e.round.Pit = c
			e.redo()
		}
	}
	sb := widget.NewButton(fmt.Sprintf(i18n.T("−%d for %s"), p.Value, pit), choose("subtract"))
	ab := widget.NewButton(fmt.Sprintf(i18n.T("+%d for every other side"), p.Value), choose("add"))
	if !p.SubtractOK {
		sb.Disable()
	}
	if p.SubtractOK && !p.AddOK {
		ab.Disable()
	}
	if e.round.Pit == "subtract" {
		sb.Importance = widget.HighImportance
	}
	if e.round.Pit == "add" {
		ab.Importance = widget.HighImportance
	}
	e.Root.Add(container.NewGridWithColumns(1, sb, ab))
	if !p.SubtractOK {
		e.Root.Add(widgets.PymWhy(fmt.Sprintf(i18n.T("Not allowed: %s would go below 0 (it has %d)."), pit, p.Own)))
	} else if !p.AddOK {
		e.Root.Add(widgets.PymWhy(fmt.Sprintf(i18n.T("Not allowed: another side would pass %d."), p.Limit)))
	}
}
