package burn

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/storage"
)

// Burn's table. The seating variant (each for themselves, or teams) is
// chosen on Burn's own new-game page, because the teams are part of the
// game's setup and cannot change once it is stored: the page seats the
// players round the table in the order given and makes teams of the
// players that sit apart (A B A B), as the rules seat them. A round is
// entered as the fire and water cards each side took (steppers that keep
// each element at 15) or trick by trick; a pit asks for the pit side's
// choice, with the limits explained on the choice that is not allowed.

func init() {
	host.RegisterTable(host.Table{
		ID: "burn",
		Seating: host.Seating{
			Min: 2, Max: 6,
			Setup: func(names []string) (json.RawMessage, error) {
				sides := map[string][]string{}
				for _, n := range names {
					sides[n] = []string{n}
				}
				return json.Marshal(map[string]any{"sides": sides, "seating": names})
			},
		},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newBurnTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return burnNewGamePage(u) },
	})
}

// burnVariant is a seating variant for a number of players.
type burnVariant struct {
	Format burn.Format
	Label  string
}

func burnVariants(players int) []burnVariant {
	var out []burnVariant
	if players >= 2 && players <= 6 {
		f := burn.Format{Sides: players, Size: 1}
		label := fmt.Sprintf(i18n.T("Each for themselves (%d players)"), players)
		if players == 2 {
			label = i18n.T("One against one")
		}
		out = append(out, burnVariant{f, label})
	}
	switch players {
	case 4:
		out = append(out, burnVariant{burn.Format{Sides: 2, Size: 2}, i18n.T("2 teams of 2")})
	case 6:
		out = append(out, burnVariant{burn.Format{Sides: 3, Size: 2}, i18n.T("3 teams of 2")}, burnVariant{burn.Format{Sides: 2, Size: 3}, i18n.T("2 teams of 3")})
	}
	return out
}

// burnTeams splits players seated in order into sides: player i plays for
// side i mod the number of sides, so partners never sit side by side. A
// side is named after its players.
func burnTeams(names []string, f burn.Format) (map[string][]string, []string) {
	groups := make([][]string, f.Sides)
	for i, n := range names {
		groups[i%f.Sides] = append(groups[i%f.Sides], n)
	}
	sides := map[string][]string{}
	var order []string
	for _, g := range groups {
		name := strings.Join(g, " & ")
		sides[name] = g
		order = append(order, name)
	}
	return sides, order
}

// burnNewGamePage: the players in seat order, the seating variant, and the
// house rules.
func burnNewGamePage(u host.Host) host.Page {
	name := widget.NewEntry()
	name.SetPlaceHolder(i18n.T("Name (optional), e.g. Friday league"))
	var known []string
	var entries []*widget.SelectEntry
	seatsBox := container.NewVBox()
	variantBox := container.NewVBox()
	teamsLabel := widgets.Wrapped("")
	var variant *widget.RadioGroup
	var variants []burnVariant

	names := func() []string {
		var out []string
		for _, e := range entries {
			out = append(out, strings.TrimSpace(e.Text))
		}
		return out
	}
	showTeams := func() {
		f := burn.Format{Sides: len(entries), Size: 1}
		for _, v := range variants {
			if variant != nil && v.Label == variant.Selected {
				f = v.Format
			}
		}
		if f.Size == 1 {
			teamsLabel.SetText(i18n.T("Everyone plays for themselves."))
			return
		}
		ns := names()
		for i, n := range ns {
			if n == "" {
				ns[i] = fmt.Sprintf(i18n.T("Player %d"), i+1)
			}
		}
		_, order := burnTeams(ns, f)
		teamsLabel.SetText(i18n.T("Teams (partners sit apart):") + "\n" + strings.Join(order, "\n"))
	}
	drawVariants := func() {
		variantBox.RemoveAll()
		variants = burnVariants(len(entries))
		var labels []string
		for _, v := range variants {
			labels = append(labels, v.Label)
		}
		old := ""
		if variant != nil {
			old = variant.Selected
		}
		variant = widget.NewRadioGroup(labels, func(string) { showTeams() })
		variant.Required = true
		variant.SetSelected(labels[0])
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
		seatsBox.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf(i18n.T("Seat %d"), len(entries))), nil, e))
	}
	for i := 0; i < 4; i++ {
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
	u.WithStore(func(st *storage.Store) {
		players, err := st.Players(false)
		if err != nil {
			return
		}
		known = known[:0]
		for _, p := range players {
			known = append(known, p.Name)
		}
		for i, e := range entries {
			e.SetOptions(known)
			if e.Text == "" && i < len(known) {
				e.SetText(known[i])
			}
		}
	})
	opts := widgets.NewOptionsForm("burn")
	errLabel := widgets.Wrapped("")
	errLabel.Importance = widget.DangerImportance
	start := widget.NewButton(i18n.T("Start the game"), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		ns := names()
		for i, n := range ns {
			if n == "" {
				errLabel.SetText(fmt.Sprintf(i18n.T("Seat %d has no player yet."), i+1))
				return
			}
			for _, m := range ns[:i] {
				if strings.EqualFold(m, n) {
					errLabel.SetText(fmt.Sprintf(i18n.T("%s is seated twice."), n))
					return
				}
			}
		}
		f := burn.Format{Sides: len(ns), Size: 1}
		for _, v := range variants {
			if v.Label == variant.Selected {
				f = v.Format
			}
		}
		options, err := opts.Values()
		if err != nil {
			errLabel.SetText(err.Error())
			return
		}
		u.WithStore(func(st *storage.Store) {
			g, err := createBurnGame(st, strings.TrimSpace(name.Text), ns, f, options)
			if err != nil {
				errLabel.SetText(err.Error())
				return
			}
			u.Changed()
			_ = st.SetState("last_screen", "game/"+g.ID)
			u.Home(host.SectionPlay)
			u.Push(host.SectionPlay, host.Tables["burn"].Screen(u, st, g))
		})
	}
	form := container.NewVBox(
		widgets.Heading("Burn"),
		name,
		widgets.Heading(i18n.T("Players, in seat order round the table")),
		seatsBox,
		container.NewGridWithColumns(2, more, fewer),
		widgets.Heading(i18n.T("Seating")),
		variantBox,
		teamsLabel,
	)
	if opts.Box != nil {
		form.Add(widgets.Heading(i18n.T("House rules")))
		form.Add(opts.Box)
	}
	form.Add(errLabel)
	form.Add(start)
	return host.Page{Title: i18n.T("New game"), Content: container.NewVScroll(container.NewPadded(form))}
}

// createBurnGame stores a Burn game with its sides and seating.
func createBurnGame(st *storage.Store, name string, names []string, f burn.Format, options scoring.Values) (storage.Game, error) {
	if err := burn.CheckFormat(f); err != nil || f.Players() != len(names) {
		return storage.Game{}, fmt.Errorf(i18n.T("%d players cannot play as %s."), len(names), f)
	}
	sides, _ := burnTeams(names, f)
	sideOf := map[string]string{}
	for s, ps := range sides {
		for _, p := range ps {
			sideOf[p] = s
		}
	}
	var seats []storage.Seat
	for i, n := range names {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return storage.Game{}, err
		}
		seats = append(seats, storage.Seat{PlayerID: p.ID, Side: sideOf[n], Position: i})
	}
	setup, err := json.Marshal(map[string]any{"sides": sides, "seating": names})
	if err != nil {
		return storage.Game{}, err
	}
	ng, err := storage.NewGameJSON("burn", name, nil, setup, seats)
	if err != nil {
		return storage.Game{}, err
	}
	ng.Options = options
	return st.CreateGame(ng)
}

// burnDraft is the round being entered.
type burnDraft struct {
	Dealer  string                    `json:"dealer"`
	ByTrick bool                      `json:"by_trick,omitempty"`
	Won     map[string]burn.FireWater `json:"won"`
	Touched []string                  `json:"touched,omitempty"` // sides by last change, oldest first
	Pit     string                    `json:"pit,omitempty"`     // subtract | add
	Played  []burnPlayed              `json:"played,omitempty"`
	Current []string                  `json:"current,omitempty"`
	Edit    string                    `json:"edit,omitempty"`
}

type burnPlayed struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
}

type burnTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	key   string
	set   burnscore.Settings
	table *burnscore.Table
	setup struct {
		Sides   map[string][]string `json:"sides"`
		Seating []string            `json:"seating"`
	}
	d      burnDraft
	totals map[string]int
	rounds int
	over   bool

	totalsLine *widget.Label
	dealerBox  *fyne.Container
	entryUI    *fyne.Container
	pitUI      *fyne.Container
	resultUI   *fyne.Container
	status     *widget.Label
	saveBtn    *widget.Button
	sheet      *widgets.ScoreSheet
	picker     *widgets.CardPicker
	pickerLead int
	tabs       *container.AppTabs
	preview    *burnPreview
	previewErr error
}

// burnPreview is the round being entered, scored on the totals before it:
// its result and whether it ends the game.
type burnPreview struct {
	burnscore.RoundResult
	Finished bool
	Winners  []string
}

func newBurnTable(u host.Host, st *storage.Store, g storage.Game) *burnTable {
	t := &burnTable{u: u, st: st, g: g, key: "game/" + g.ID}
	t.set, _ = burnscore.ParseSettings(g.Options)
	_ = json.Unmarshal(g.Setup, &t.setup)
	var err error
	if state := t.state(); state != nil {
		t.table, t.set = state.Table(), state.Settings()
	} else {
		err = errors.New("no state")
	}
	if err != nil {
		// A game stored without a setup: every seat its own side.
		sides := map[string][]string{}
		var seating []string
		for _, s := range g.Seats {
			sides[s.Side] = append(sides[s.Side], s.Name)
			seating = append(seating, s.Name)
		}
		t.setup.Sides, t.setup.Seating = sides, seating
		t.table, _ = burnscore.NewTable(sides, seating)
	}
	t.d = t.freshDraft()
	if b, err := st.Draft(t.key); err == nil && len(b) > 0 {
		var d burnDraft
		if json.Unmarshal(b, &d) == nil && d.Dealer != "" && len(d.Won) == len(t.table.Sides) {
			t.d = d
		}
	}
	return t
}

func (t *burnTable) nextSeat(seat int) int {
	return t.table.Next(seat, t.set.Direction)
}

// state is the game as the history holds it after its last round; nil
// for a game stored without its seating.
func (t *burnTable) state() *burnscore.Game {
	if st, err := t.st.GameState(t.g.ID); err == nil {
		if g, ok := st.(*burnscore.Game); ok {
			return g
		}
	}
	return nil
}

// base is the game the round being entered is scored on: the game as it
// stands, or at the totals before the round being corrected.
func (t *burnTable) base() (*burnscore.Game, error) {
	g := t.state()
	if g == nil {
		g = burnscore.NewGame(t.table, t.set)
	}
	if t.d.Edit == "" {
		return g, nil
	}
	return g.WithTotals(t.totalsBefore())
}

func (t *burnTable) freshDraft() burnDraft {
	d := burnDraft{Won: map[string]burn.FireWater{}}
	if g := t.state(); g != nil {
		if next, ok := g.NextDealer(); ok {
			d.Dealer = next
		}
	}
	if d.Dealer == "" {
		d.Dealer = t.table.Seats[0]
	}
	n := len(t.table.Sides)
	for i, s := range t.table.Sides {
		fire := 15 / n
		if i < 15%n {
			fire++
		}
		water := 15 / n
		if n-1-i < 15%n {
			water++
		}
		d.Won[s] = burn.FireWater{Fire: fire, Water: water}
	}
	d.Touched = append([]string(nil), t.table.Sides...)
	return d
}

func (t *burnTable) page() host.Page {
	t.totalsLine = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.totalsLine.Wrapping = fyne.TextWrapWord
	t.dealerBox = container.NewVBox()
	t.entryUI = container.NewVBox()
	t.pitUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.status = widgets.Wrapped("")
	t.status.Importance = widget.DangerImportance
	t.status.Hide()
	t.saveBtn = widget.NewButtonWithIcon(i18n.T("Save the round"), theme.DocumentSaveIcon(), t.save)
	t.saveBtn.Importance = widget.HighImportance
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    float64(t.set.Limit),
		LowerWins: true,
		Describe:  t.describe,
		Edit:      t.edit,
		Changed:   func(storage.Totals) { t.restart() },
	})
	entry := container.NewVBox(
		t.totalsLine,
		widgets.Wrapped(t.seatingText()),
		t.dealerBox,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("1. Cards taken")),
		t.entryUI,
		t.pitUI,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("2. Score")),
		t.resultUI,
		t.status,
		t.saveBtn,
	)
	scroll := container.NewVScroll(container.NewPadded(entry))
	var content fyne.CanvasObject
	if t.u.Phone() {
		t.tabs = container.NewAppTabs(
			container.NewTabItemWithIcon(i18n.T("Round"), theme.DocumentCreateIcon(), scroll),
			container.NewTabItemWithIcon(i18n.T("Score sheet"), theme.ListIcon(), container.NewPadded(t.sheet.Root)),
		)
		content = t.tabs
	} else {
		split := container.NewHSplit(scroll, container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Score sheet")), nil, nil, nil, t.sheet.Root)))
		split.Offset = 0.55
		content = split
	}
	t.rebuild()
	title := "Burn"
	if t.g.Name != "" {
		title = t.g.Name + " · Burn"
	}
	return host.Page{Title: title, Content: content}
}

// seatingText names the variant and the players round the table.
func (t *burnTable) seatingText() string {
	f := t.table.Format
	v := fmt.Sprintf(i18n.T("Each for themselves (%d players)"), f.Sides)
	if f.Size > 1 {
		v = fmt.Sprintf(i18n.T("%d teams of %d"), f.Sides, f.Size)
	}
	return v + " · " + i18n.T("round the table:") + " " + strings.Join(t.table.Seats, ", ")
}

func (t *burnTable) restart() {
	_ = t.st.DeleteDraft(t.key)
	t.d = t.freshDraft()
	t.picker = nil
	t.rebuild()
}

func (t *burnTable) changed() {
	if b, err := json.Marshal(t.d); err == nil {
		_ = t.st.SaveDraft(t.key, b)
	}
	t.rebuild()
}

func (t *burnTable) rebuild() {
	t.totals = map[string]int{}
	if tot, err := t.st.Totals(t.g.ID); err == nil {
		var parts []string
		for _, s := range t.table.Sides {
			t.totals[s] = int(tot.Scores[s])
			parts = append(parts, fmt.Sprintf("%s %d", s, t.totals[s]))
		}
		t.rounds = tot.Rounds
		t.over = tot.Finished
		line := strings.Join(parts, " · ") + " · " + fmt.Sprintf(i18n.T("game ends at %d, lowest wins"), t.set.Limit)
		if tot.Finished {
			line = t.winnerText(tot)
		}
		t.totalsLine.SetText(line)
	}
	t.buildDealer()
	t.buildEntry()
	t.buildPit()
	t.buildResult()
}

func (t *burnTable) winnerText(tot storage.Totals) string {
	var parts []string
	for _, s := range t.table.Sides {
		parts = append(parts, fmt.Sprintf("%s %s", s, widgets.TrimFloat(tot.Scores[s])))
	}
	if len(tot.Winners) == 1 {
		return fmt.Sprintf(i18n.T("Game over: %s won with the lowest total (%s)."), tot.Winners[0], strings.Join(parts, " · "))
	}
	return fmt.Sprintf(i18n.T("Game over: %s share the win with the lowest total (%s)."), strings.Join(tot.Winners, " & "), strings.Join(parts, " · "))
}

func (t *burnTable) buildDealer() {
	t.dealerBox.RemoveAll()
	if t.rounds > 0 || t.d.Edit != "" {
		t.dealerBox.Add(widget.NewLabel(fmt.Sprintf(i18n.T("%s deals; %s leads the first trick."), t.d.Dealer, t.firstLeader())))
		return
	}
	t.dealerBox.Add(widget.NewLabel(i18n.T("Dealer of the first round")))
	grid := container.NewGridWrap(fyne.NewSize(120, 44))
	for _, p := range t.table.Seats {
		p := p
		b := widget.NewButton(widgets.ShortName(p), func() {
			if len(t.d.Played) > 0 {
				widgets.PymSay(t.status, i18n.T("Take back the tricks first: they depend on who dealt."))
				return
			}
			t.d.Dealer = p
			t.changed()
		})
		if p == t.d.Dealer {
			b.Importance = widget.HighImportance
		}
		grid.Add(b)
	}
	t.dealerBox.Add(grid)
}

func (t *burnTable) firstLeader() string {
	s, ok := t.table.SeatOf[t.d.Dealer]
	if !ok {
		return t.table.Seats[0]
	}
	return t.table.Seats[t.nextSeat(s)]
}

func (t *burnTable) buildEntry() {
	t.entryUI.RemoveAll()
	mode := widget.NewRadioGroup([]string{i18n.T("Counts per side"), i18n.T("Trick by trick")}, nil)
	mode.Horizontal = true
	mode.Required = true
	if t.d.ByTrick {
		mode.SetSelected(i18n.T("Trick by trick"))
	} else {
		mode.SetSelected(i18n.T("Counts per side"))
	}
	mode.OnChanged = func(s string) {
		by := s == i18n.T("Trick by trick")
		if by != t.d.ByTrick {
			t.d.ByTrick = by
			fyne.Do(t.changed)
		}
	}
	t.entryUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	// One block per side; two blocks a row on a desktop.
	cols := 1
	if !t.u.Phone() && len(t.table.Sides) > 1 {
		cols = 2
	}
	grid := container.NewGridWithColumns(cols)
	for _, s := range t.table.Sides {
		s := s
		fw := t.d.Won[s]
		title := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.Truncation = fyne.TextTruncateEllipsis
		grid.Add(container.NewVBox(title,
			widgets.PymStepper(widgets.Symbol("fire"), i18n.T("Fire cards"), fmt.Sprint(fw.Fire),
				func() { t.shift(s, true, -1) }, func() { t.shift(s, true, +1) }, fw.Fire > 0, fw.Fire < 15),
			widgets.PymStepper(widgets.Symbol("water"), i18n.T("Water cards"), fmt.Sprint(fw.Water),
				func() { t.shift(s, false, -1) }, func() { t.shift(s, false, +1) }, fw.Water > 0, fw.Water < 15)))
	}
	t.entryUI.Add(grid)
	t.entryUI.Add(widgets.PymCaption(i18n.T("The side changed longest ago makes up the difference: 15 fire and 15 water cards in all.")))
}

// shift moves one fire (or water) card to or from side s; the side
// changed longest ago that can takes up the difference.
func (t *burnTable) shift(s string, fire bool, delta int) {
	get := func(x string) int {
		if fire {
			return t.d.Won[x].Fire
		}
		return t.d.Won[x].Water
	}
	put := func(x string, v int) {
		fw := t.d.Won[x]
		if fire {
			fw.Fire = v
		} else {
			fw.Water = v
		}
		t.d.Won[x] = fw
	}
	for _, o := range t.d.Touched {
		if o == s {
			continue
		}
		if delta > 0 && get(o) > 0 {
			put(o, get(o)-1)
			put(s, get(s)+1)
			break
		}
		if delta < 0 && get(s) > 0 {
			put(o, get(o)+1)
			put(s, get(s)-1)
			break
		}
	}
	var order []string
	for _, x := range t.d.Touched {
		if x != s {
			order = append(order, x)
		}
	}
	t.d.Touched = append(order, s)
	t.changed()
}

// --- trick by trick ---

func (t *burnTable) deal() (*tricks.Deal, []tricks.TrickResult, error) {
	d, err := tricks.NewDeal(tricks.Table{Seats: len(t.table.Seats), Dir: t.set.Direction}, cards.NoElement)
	if err != nil {
		return nil, nil, err
	}
	var res []tricks.TrickResult
	for _, p := range t.d.Played {
		cs, err := cards.ParseElementCards("cards", p.Cards)
		if err != nil {
			return d, res, err
		}
		r, err := d.Play(tricks.Trick{Leader: t.table.SeatOf[p.Leader], Cards: cs})
		if err != nil {
			return d, res, err
		}
		res = append(res, r)
	}
	return d, res, nil
}

func (t *burnTable) buildTricks() {
	d, res, err := t.deal()
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	n := len(t.table.Seats)
	full := d.FullTricks()
	if len(res) > 0 {
		won := make([]burn.FireWater, len(t.table.Sides))
		r := d.Result()
		for s, p := range t.table.Seats {
			side := t.table.SideOf[p]
			won[side].Fire += tricks.Count(r.CardsWon[s], cards.Fire)
			won[side].Water += tricks.Count(r.CardsWon[s], cards.Water)
		}
		var parts []string
		for i, s := range t.table.Sides {
			parts = append(parts, fmt.Sprintf(i18n.T("%s: %d fire, %d water"), s, won[i].Fire, won[i].Water))
		}
		last := res[len(res)-1]
		t.entryUI.Add(widget.NewLabel(fmt.Sprintf(i18n.T("Trick %d went to %s with %s."), len(res), t.table.Seats[last.Winner], last.Card)))
		t.entryUI.Add(widgets.Wrapped(strings.Join(parts, " · ")))
		for _, v := range r.Revokes {
			alarm := widgets.Wrapped("⚠ " + fmt.Sprintf(i18n.T("Revoke by %s: played %s in trick %d when %s was led, yet played %s in trick %d. The Burn rules set no penalty; the table decides."),
				t.table.Seats[v.Seat], v.ShowedOut.Card, v.ShowedOut.Trick+1, widgets.ElementWord(v.Element), v.Proof.Card, v.Proof.Trick+1))
			alarm.Importance = widget.DangerImportance
			t.entryUI.Add(alarm)
		}
		back := widget.NewButtonWithIcon(i18n.T("Take back the last trick"), theme.ContentUndoIcon(), func() {
			last := t.d.Played[len(t.d.Played)-1]
			t.d.Played = t.d.Played[:len(t.d.Played)-1]
			t.d.Current = last.Cards
			t.picker = nil
			t.changed()
		})
		t.entryUI.Add(back)
	}
	if len(res) >= full {
		t.picker = nil
		return
	}
	leader := t.table.SeatOf[t.firstLeader()]
	if len(res) > 0 {
		leader = d.NextLeader()
	}
	order := tricks.Table{Seats: n, Dir: t.set.Direction}.Order(leader)
	if t.picker == nil || t.pickerLead != leader {
		names := make([]string, n)
		for i, s := range order {
			names[i] = widgets.ShortName(t.table.Seats[s])
		}
		t.pickerLead = leader
		t.picker = widgets.NewTrickPicker(names, t.d.Current, func(cur []string) {
			t.d.Current = cur
			if b, err := json.Marshal(t.d); err == nil {
				_ = t.st.SaveDraft(t.key, b)
			}
		})
	}
	played := make([][]string, len(t.d.Played))
	for i, p := range t.d.Played {
		played[i] = p.Cards
	}
	widgets.BlockPlayed(t.picker, played)
	t.entryUI.Add(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("Trick %d of %d: %s leads"), len(res)+1, full, t.table.Seats[leader]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	t.entryUI.Add(t.picker.Root)
	record := widget.NewButtonWithIcon(i18n.T("Count this trick"), theme.ConfirmIcon(), t.recordTrick)
	record.Importance = widget.HighImportance
	t.entryUI.Add(record)
}

func (t *burnTable) recordTrick() {
	p := t.picker
	var codes []string
	for i := range p.Zones {
		codes = append(codes, p.Codes(i)...)
	}
	if len(codes) != len(t.table.Seats) {
		widgets.PymSay(t.status, i18n.T("A trick has one card from each player."))
		return
	}
	t.d.Played = append(t.d.Played, burnPlayed{Leader: t.table.Seats[t.pickerLead], Cards: codes})
	if _, _, err := t.deal(); err != nil {
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		widgets.PymSay(t.status, err.Error())
		return
	}
	t.d.Current = nil
	t.picker = nil
	widgets.PymSay(t.status, "")
	t.changed()
}

// --- pit ---

// pitSide is the side that took every fire and water card, if any.
func (t *burnTable) pitSide() (string, bool) {
	if t.d.ByTrick {
		if t.preview != nil && t.preview.Pit != nil {
			return t.preview.Pit.Side, true
		}
		return "", false
	}
	for _, s := range t.table.Sides {
		if burn.IsPit(t.d.Won[s]) {
			return s, true
		}
	}
	return "", false
}

func (t *burnTable) buildPit() {
	t.pitUI.RemoveAll()
	// The preview decides, for trick-by-trick entry, whether there is a pit.
	t.scorePreview()
	side, ok := t.pitSide()
	if !ok {
		if t.d.Pit != "" {
			t.d.Pit = ""
		}
		return
	}
	base, err := t.base()
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	// The game says which ways the limits leave open (BURN-1).
	p, err := base.PitOptionsFor(side)
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	value := p.Value
	head := widgets.Wrapped(fmt.Sprintf(i18n.T("Pit! %s took every fire and water card"), side))
	head.TextStyle.Bold = true
	head.SizeName = theme.SizeNameSubHeadingText
	t.pitUI.Add(head)
	t.pitUI.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("No fire points for %s. It chooses: %d off its own total, or %d onto every other side. It may not push another side past %d, nor itself below 0; if both are unavoidable, staying at 0 or above comes first."), side, value, value, t.set.Limit)))
	reason := widgets.Wrapped("")
	reason.Importance = widget.WarningImportance
	reason.Hide()
	refused := func(s string) { widgets.PymSay(reason, s) }
	choose := func(c string) func() {
		return func() {
			t.d.Pit = c
			t.changed()
		}
	}
	sb := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("−%d for %s"), value, side), choose("subtract"), refused)
	ab := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("+%d for every other side"), value), choose("add"), refused)
	if !p.SubtractOK {
		sb.SetAllowed(false, fmt.Sprintf(i18n.T("Not allowed: %s would go below 0 (it has %d)."), side, p.Own))
	}
	if p.SubtractOK && !p.AddOK {
		ab.SetAllowed(false, fmt.Sprintf(i18n.T("Not allowed: another side would pass %d."), p.Limit))
	}
	if !p.SubtractOK && !p.AddOK {
		sb.SetAllowed(false, fmt.Sprintf(i18n.T("Both ways break a limit: not going below 0 comes first, so every other side gets %d."), value))
	}
	// Only one way open: it is the pit's outcome, no choice to make.
	if sb.Disabled() != ab.Disabled() {
		if sb.Disabled() {
			t.d.Pit = "add"
		} else {
			t.d.Pit = "subtract"
		}
	} else if sb.Disabled() && ab.Disabled() {
		t.d.Pit = "add"
	}
	if t.d.Pit == "subtract" {
		sb.Importance = widget.HighImportance
	}
	if t.d.Pit == "add" {
		ab.Importance = widget.HighImportance
	}
	t.pitUI.Add(sb)
	if sb.Disabled() {
		t.pitUI.Add(widgets.PymWhy(sb.Reason))
	}
	t.pitUI.Add(ab)
	if ab.Disabled() {
		t.pitUI.Add(widgets.PymWhy(ab.Reason))
	}
	t.pitUI.Add(reason)
	t.scorePreview()
}

// --- score ---

// round is the round as it will be stored: one element of the game's
// "rounds".
func (t *burnTable) round() (burnscore.Round, error) {
	r := burnscore.Round{Dealer: t.d.Dealer}
	if t.d.ByTrick {
		r.Tricks = []burnscore.Trick{}
		for _, p := range t.d.Played {
			cs, err := cards.ParseElementCards("cards", p.Cards)
			if err != nil {
				return r, err
			}
			r.Tricks = append(r.Tricks, burnscore.Trick{Leader: p.Leader, Cards: cs})
		}
	} else {
		r.Won = t.d.Won
	}
	if t.d.Pit != "" {
		c, err := burn.ParsePitChoice(t.d.Pit)
		if err != nil {
			return r, err
		}
		r.PitChoice = c
	}
	return r, nil
}

// totalsBefore are the totals the round is scored on: the current ones,
// or those before the round being corrected.
func (t *burnTable) totalsBefore() map[string]int {
	totals := map[string]int{}
	if t.d.Edit == "" {
		for k, v := range t.totals {
			totals[k] = v
		}
		return totals
	}
	rounds, _ := t.st.Rounds(t.g.ID)
	for i, r := range rounds {
		if r.ID == t.d.Edit && i > 0 {
			for k, v := range widgets.Numbers(rounds[i-1].TotalsAfter) {
				totals[k] = int(v)
			}
		}
	}
	return totals
}

// scorePreview scores the round on top of the totals before it.
func (t *burnTable) scorePreview() {
	t.preview, t.previewErr = nil, nil
	if t.d.ByTrick && len(t.d.Played) == 0 {
		t.previewErr = errors.New(i18n.T("No trick entered yet."))
		return
	}
	base, err := t.base()
	if err != nil {
		t.previewErr = err
		return
	}
	r, err := t.round()
	if err != nil {
		t.previewErr = err
		return
	}
	after, res, err := base.After(r)
	if errors.Is(err, burn.ErrPitChoice) {
		// Ask for the choice; show the pit meanwhile.
		t.previewErr = err
		if t.d.ByTrick {
			r.PitChoice = burn.Add
			if _, o, err2 := base.After(r); err2 == nil && o.Pit != nil {
				t.preview = &burnPreview{RoundResult: burnscore.RoundResult{Pit: &burnscore.PitResult{Side: o.Pit.Side}}}
			}
		}
		return
	}
	if err != nil {
		t.previewErr = err
		return
	}
	t.preview = &burnPreview{RoundResult: res, Finished: after.Finished(), Winners: after.Winners()}
}

func (t *burnTable) buildResult() {
	t.resultUI.RemoveAll()
	t.saveBtn.Disable()
	if t.over && t.d.Edit == "" {
		t.resultUI.Add(widgets.Wrapped(i18n.T("The game is over. Undo the last round on the score sheet to go on.")))
		return
	}
	if t.previewErr != nil || t.preview == nil || t.preview.Points == nil {
		msg := i18n.T("Choose what the pit side does.")
		if t.previewErr != nil && !errors.Is(t.previewErr, burn.ErrPitChoice) {
			msg = t.previewErr.Error()
			if t.d.ByTrick && game.FieldOf(t.previewErr) == "tricks" {
				_, res, _ := t.deal()
				d, _ := tricks.NewDeal(tricks.Table{Seats: len(t.table.Seats)}, cards.NoElement)
				msg = fmt.Sprintf(i18n.T("%d of %d tricks entered."), len(res), d.FullTricks())
			}
		}
		l := widgets.Wrapped(msg)
		l.Importance = widget.LowImportance
		t.resultUI.Add(l)
		return
	}
	o := t.preview
	var parts []string
	for _, s := range t.table.Sides {
		parts = append(parts, fmt.Sprintf(i18n.T("%s %+d, total %d"), s, o.Points[s], o.Totals[s]))
	}
	big := widgets.Wrapped(strings.Join(parts, " · "))
	big.TextStyle.Bold = true
	t.resultUI.Add(big)
	if o.Finished {
		w := strings.Join(o.Winners, " & ")
		end := widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("This round ends the game: %s wins."), w), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		end.Wrapping = fyne.TextWrapWord
		t.resultUI.Add(end)
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, "burn", o.Steps)))
	why.Open(0)
	t.resultUI.Add(why)
	t.saveBtn.Enable()
	if t.d.Edit != "" {
		t.saveBtn.SetText(i18n.T("Save the correction"))
	} else {
		t.saveBtn.SetText(i18n.T("Save the round"))
	}
}

func (t *burnTable) save() {
	r, err := t.round()
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	b, err := json.Marshal(r)
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	res, err := host.SaveRound(t.st, t.g.ID, t.d.Edit, b)
	if err != nil {
		widgets.PymSay(t.status, err.Error())
		return
	}
	widgets.PymSay(t.status, "")
	t.sheet.Refresh()
	t.u.Changed()
	t.restart()
	if res.Totals.Finished {
		t.totalsLine.SetText(t.winnerText(res.Totals))
	}
}

func (t *burnTable) describe(r storage.Round) string {
	in, err := t.storedRound(r)
	if err != nil {
		return ""
	}
	var parts []string
	if in.Tricks != nil {
		parts = append(parts, i18n.T("trick by trick"))
	}
	if in.PitChoice != burn.NoChoice {
		parts = append(parts, i18n.T("pit"))
	}
	if in.Dealer != "" {
		parts = append(parts, fmt.Sprintf(i18n.T("dealt by %s"), in.Dealer))
	}
	return strings.Join(parts, ", ")
}

// storedRound reads a saved round back in the game's own type.
func (t *burnTable) storedRound(r storage.Round) (burnscore.Round, error) {
	dr, err := t.st.Decode(r)
	if err != nil {
		return burnscore.Round{}, err
	}
	in, ok := scoring.As[burnscore.Round](dr.Round)
	if !ok {
		return burnscore.Round{}, fmt.Errorf("round %d: %w", r.Number, scoring.ErrWrongType)
	}
	return in, nil
}

func (t *burnTable) edit(r storage.Round) {
	in, err := t.storedRound(r)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	d := t.freshDraft()
	d.Edit = r.ID
	if in.Dealer != "" {
		d.Dealer = in.Dealer
	}
	if in.Won != nil {
		d.Won = in.Won
	}
	if in.PitChoice != burn.NoChoice {
		d.Pit = in.PitChoice.String()
	}
	if in.Tricks != nil {
		d.ByTrick = true
		for i, tr := range in.Tricks {
			p := burnPlayed{Cards: cards.ElementCards(tr.Cards).Strings(), Leader: tr.Leader}
			if p.Leader == "" && i == 0 {
				p.Leader = d.Dealer
			}
			d.Played = append(d.Played, p)
		}
	}
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	widgets.PymSay(t.status, fmt.Sprintf(i18n.T("Correcting round %d: change it and save the correction."), r.Number))
}

// --- screenshots ---
