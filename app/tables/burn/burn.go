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
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/storage"
)

// Burn's table. A round is entered as the fire and water cards each side
// took (steppers that keep each element at 15) or trick by trick; a pit
// asks for the pit side's choice, the way the limits leave closed greyed
// out with the reason.
//
// The table keeps no copy of the game: the seating, the totals, who deals
// next and whether the game is over are read from the store every time it
// is drawn, and it is drawn again after every save, correction and undo
// and each time it comes on screen. What is being entered lives in the
// game's draft in the store, saved on every tap.

func init() {
	host.RegisterTable(host.Table{
		ID: "burn",
		Seating: host.Seating{
			Min: 2, Max: 6,
			Setup: func(names []string) (json.RawMessage, error) {
				s, err := burnscore.Teams(names, burn.Format{Sides: len(names), Size: 1})
				if err != nil {
					return nil, err
				}
				return json.Marshal(s)
			},
		},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newBurnTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return burnNewGamePage(u) },
		Describe: func(g storage.Game, r storage.Round) string {
			d, err := scoring.Lookup("burn")
			if err != nil {
				return ""
			}
			round, err := d.Codec().DecodeRound(r.Input)
			if err != nil {
				return ""
			}
			in, _ := scoring.As[burnscore.Round](round)
			if out, err := d.Codec().DecodeResult(r.Result); err == nil {
				if res, ok := scoring.As[burnscore.RoundResult](out); ok {
					return describeRound(in, &res)
				}
			}
			return describeRound(in, nil)
		},
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			t := newBurnTable(u, st, g)
			p := t.page()
			t.edit(r)
			return p
		},
	})
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
	u   host.Host
	st  *storage.Store
	id  string
	g   storage.Game // as last read from the store
	key string

	// Read from the store on every draw.
	game    *burnscore.Game
	totals  storage.Totals
	d       burnDraft
	preview *burnPreview
	prevErr error

	root       *fyne.Container
	phone      bool
	status     *widgets.StatusLine
	scroll     *widgets.Scroll
	totalsLine *widget.Label
	seatLine   *widget.Label
	editBox    *fyne.Container
	dealerBox  *fyne.Container
	entryUI    *fyne.Container
	pitUI      *fyne.Container
	resultUI   *fyne.Container
	takeBack   *widget.Button
	primary    *widget.Button // Count this trick, or Save the round
	sheet      *widgets.ScoreSheet
	picker     *widgets.CardPicker
	pickerLead int
	tabs       *container.AppTabs
	// seen is what the store held when the table last drew itself (see
	// fingerprint).
	seen string
}

// burnPreview is the round being entered, scored on the game before it:
// its result and whether it ends the game.
type burnPreview struct {
	burnscore.RoundResult
	Finished bool
	Winners  []string
}

func newBurnTable(u host.Host, st *storage.Store, g storage.Game) *burnTable {
	t := &burnTable{u: u, st: st, id: g.ID, g: g, key: "game/" + g.ID}
	t.readState()
	t.d = t.storedDraft()
	return t
}

// readState reads the game, its state and its totals from the store.
func (t *burnTable) readState() {
	if g, err := t.st.Game(t.id); err == nil {
		t.g = g
	}
	t.game = nil
	if s, err := t.st.GameState(t.id); err == nil {
		t.game, _ = s.(*burnscore.Game)
	}
	if t.game == nil {
		// A game stored without its seating: every seat its own side.
		sides := map[string][]string{}
		var seating []string
		for _, s := range t.g.Seats {
			sides[s.Side] = append(sides[s.Side], s.Name)
			seating = append(seating, s.Name)
		}
		tb, err := burnscore.NewTable(sides, seating)
		if err != nil {
			tb, _ = burnscore.NewTable(map[string][]string{"?": {"?"}, "??": {"??"}}, nil)
		}
		set, _ := burnscore.ParseSettings(t.g.Options)
		t.game = burnscore.NewGame(tb, set)
	}
	if tot, err := t.st.Totals(t.id); err == nil {
		t.totals = tot
	}
}

func (t *burnTable) table() *burnscore.Table { return t.game.Table() }
func (t *burnTable) set() burnscore.Settings { return t.game.Settings() }

// sides are the game's sides in the order their first player sits.
func (t *burnTable) sides() []string {
	tb := t.table()
	var out []string
	seen := map[int]bool{}
	for _, p := range tb.Seats {
		if i := tb.SideOf[p]; !seen[i] {
			seen[i] = true
			out = append(out, tb.Sides[i])
		}
	}
	return out
}

// storedDraft is the round in progress as the store holds it, or a fresh
// one. A draft correcting a round no longer in force is dropped.
func (t *burnTable) storedDraft() burnDraft {
	if b, err := t.st.Draft(t.key); err == nil && len(b) > 0 {
		var d burnDraft
		if json.Unmarshal(b, &d) == nil && d.Dealer != "" && len(d.Won) == len(t.table().Sides) && (d.Edit == "" || t.roundNumber(d.Edit) > 0) {
			return d
		}
	}
	return t.freshDraft()
}

// roundNumber is the number of a round in force, 0 when it is not.
func (t *burnTable) roundNumber(id string) int {
	rounds, _ := t.st.Rounds(t.id)
	for _, r := range rounds {
		if r.ID == id {
			return r.Number
		}
	}
	return 0
}

func (t *burnTable) freshDraft() burnDraft {
	d := burnDraft{Won: map[string]burn.FireWater{}}
	if next, ok := t.game.NextDealer(); ok {
		d.Dealer = next
	}
	if d.Dealer == "" {
		d.Dealer = t.table().Seats[0]
	}
	sides := t.sides()
	n := len(sides)
	for i, s := range sides {
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
	d.Touched = append([]string(nil), sides...)
	return d
}

func (t *burnTable) page() host.Page {
	t.status = widgets.NewStatusLine(2)
	t.totalsLine = widgets.Bold("")
	t.seatLine = widgets.Wrapped("")
	t.editBox = container.NewVBox()
	t.dealerBox = container.NewVBox()
	t.entryUI = container.NewVBox()
	t.pitUI = container.NewVBox()
	t.resultUI = container.NewVBox()
	t.takeBack = widget.NewButtonWithIcon(i18n.T("Take back"), theme.ContentUndoIcon(), t.takeBackLast)
	t.primary = widget.NewButtonWithIcon(i18n.T("Save the round"), theme.DocumentSaveIcon(), t.primaryAction)
	t.primary.Importance = widget.HighImportance
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Target:    float64(t.game.Limit()),
		LowerWins: true,
		Describe: func(r storage.Round) string {
			dr, err := t.st.Decode(r)
			if err != nil {
				return ""
			}
			in, _ := scoring.As[burnscore.Round](dr.Round)
			res, ok := scoring.As[burnscore.RoundResult](dr.Result)
			if !ok {
				return describeRound(in, nil)
			}
			return describeRound(in, &res)
		},
		Edit:    t.edit,
		Changed: func(storage.Totals) { t.reload() },
		Undone:  t.undone,
	})
	t.root = container.NewStack()
	t.layout(t.u.Phone())
	t.u.OnLayout(func(phone bool) {
		if phone != t.phone {
			t.layout(phone)
		}
	})
	t.render()
	title := "Burn"
	if t.g.Name != "" {
		title = t.g.Name + " · Burn"
	}
	return host.Page{Title: title, Content: t.root, OnShow: t.shown}
}

// layout puts the entry and the score sheet side by side on a desktop, in
// two tabs on a phone; the entry is the shared frame (the status line and
// the actions fixed, the form scrolling between them).
func (t *burnTable) layout(phone bool) {
	t.phone = phone
	body := container.NewVBox(
		t.totalsLine,
		t.editBox,
		t.seatLine,
		t.dealerBox,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("1. Cards taken")),
		t.entryUI,
		t.pitUI,
		widget.NewSeparator(),
		widgets.Heading(i18n.T("2. Score")),
		t.resultUI,
	)
	bar := widgets.ActionBar(
		widgets.SteadyButton(t.takeBack, i18n.T("Take back")),
		widgets.SteadyButton(t.primary, i18n.T("Count this trick"), i18n.T("Save the round"), i18n.T("Save the correction")))
	entry := widgets.TableLayout(t.status, container.NewPadded(body), bar)
	t.scroll = widgets.TableLayoutScroll(entry)
	content, tabs := widgets.EntryBesideSheet(entry, i18n.T("Round"), t.sheet, phone)
	t.tabs = tabs
	t.root.Objects = []fyne.CanvasObject{content}
	t.root.Refresh()
}

// fingerprint says what the store holds for the game: when it last
// changed and the draft. It differs when a round was saved, corrected or
// undone, or the draft changed, somewhere else.
func (t *burnTable) fingerprint() string {
	b, _ := t.st.Draft(t.key)
	return t.g.UpdatedAt.String() + "|" + string(b)
}

// shown draws the table again from the store each time it comes on
// screen; when the game changed elsewhere meanwhile (a correction from the
// game record, another table of the game) the status line's last message
// is about a table that is no more, and goes.
func (t *burnTable) shown() {
	old := t.seen
	t.reload()
	if t.seen != old {
		t.say("", widgets.StatusInfo)
	}
}

// reload reads the game and the draft from the store again and draws the
// table from them.
func (t *burnTable) reload() {
	t.readState()
	t.d = t.storedDraft()
	t.picker = nil
	t.sheet.Refresh()
	t.render()
}

func (t *burnTable) changed() {
	t.saveDraft()
	t.render()
}

func (t *burnTable) saveDraft() {
	if b, err := json.Marshal(t.d); err == nil {
		if err := t.st.SaveDraft(t.key, b); err != nil {
			t.say(err.Error(), widgets.StatusProblem)
		}
		t.seen = t.fingerprint()
	}
}

func (t *burnTable) say(msg string, kind widget.Importance) { t.status.Set(msg, kind) }

// over reports whether the game has ended and the form is not correcting
// a round.
func (t *burnTable) over() bool { return t.totals.Finished && t.d.Edit == "" }

// render draws everything from the stored game and the draft.
func (t *burnTable) render() {
	t.seen = t.fingerprint()
	var parts []string
	for _, s := range t.sides() {
		parts = append(parts, fmt.Sprintf("%s %s", s, widgets.TrimFloat(t.totals.Scores[s])))
	}
	line := strings.Join(parts, " · ") + " · " + fmt.Sprintf(i18n.T("game ends at %d, lowest wins"), t.game.Limit())
	if t.totals.Finished {
		line = t.winnerText(t.totals)
	}
	t.totalsLine.SetText(line)
	t.seatLine.SetText(t.seatingText())
	t.renderEdit()
	if t.over() {
		t.dealerBox.RemoveAll()
		t.entryUI.RemoveAll()
		t.pitUI.RemoveAll()
		t.resultUI.RemoveAll()
		t.picker, t.preview = nil, nil
		t.resultUI.Add(widgets.Wrapped(i18n.T("The game is over. Undo the last round on the score sheet to go on.")))
		t.renderActions()
		return
	}
	t.buildDealer()
	t.buildEntry()
	t.buildPit()
	t.buildResult()
	t.renderActions()
}

// seatingText names the variant and the players round the table.
func (t *burnTable) seatingText() string {
	return formatLabel(t.table().Format) + " · " + i18n.T("round the table:") + " " + strings.Join(t.table().Seats, ", ")
}

func (t *burnTable) renderEdit() {
	t.editBox.RemoveAll()
	if t.d.Edit == "" {
		return
	}
	stop := widget.NewButtonWithIcon(i18n.T("Stop correcting"), theme.CancelIcon(), func() {
		t.d = t.freshDraft()
		t.picker = nil
		t.changed()
		t.say(i18n.T("The correction was left: the round is as it was."), widgets.StatusInfo)
	})
	t.editBox.Add(container.NewBorder(nil, nil, nil, stop, widgets.Wrapped(fmt.Sprintf(i18n.T("Correcting round %d."), t.roundNumber(t.d.Edit)))))
}

func (t *burnTable) winnerText(tot storage.Totals) string {
	var parts []string
	for _, s := range t.sides() {
		parts = append(parts, fmt.Sprintf("%s %s", s, widgets.TrimFloat(tot.Scores[s])))
	}
	if len(tot.Winners) == 1 {
		return fmt.Sprintf(i18n.T("Game over: %s won with the lowest total (%s)."), tot.Winners[0], strings.Join(parts, " · "))
	}
	return fmt.Sprintf(i18n.T("Game over: %s share the win with the lowest total (%s)."), strings.Join(tot.Winners, " & "), strings.Join(parts, " · "))
}

// counting reports whether a trick is being entered card by card: the
// primary action counts it.
func (t *burnTable) counting() bool { return t.d.ByTrick && t.picker != nil }

func (t *burnTable) renderActions() {
	if t.over() {
		t.takeBack.Disable()
		t.primary.Disable()
		return
	}
	if t.d.ByTrick && (len(t.d.Current) > 0 || len(t.d.Played) > 0) {
		t.takeBack.Enable()
	} else {
		t.takeBack.Disable()
	}
	switch {
	case t.counting():
		t.primary.SetText(i18n.T("Count this trick"))
		t.primary.SetIcon(theme.ConfirmIcon())
		if len(t.d.Current) == len(t.table().Seats) {
			t.primary.Enable()
		} else {
			t.primary.Disable()
		}
		return
	case t.d.Edit != "":
		t.primary.SetText(i18n.T("Save the correction"))
	default:
		t.primary.SetText(i18n.T("Save the round"))
	}
	t.primary.SetIcon(theme.DocumentSaveIcon())
	if t.preview != nil && t.prevErr == nil && t.preview.Points != nil {
		t.primary.Enable()
	} else {
		t.primary.Disable()
	}
}

func (t *burnTable) primaryAction() {
	if t.counting() {
		t.recordTrick()
		return
	}
	t.save()
}

// takeBackLast takes back the last card of the trick being entered, else
// the last trick counted (its cards go back in the trick).
func (t *burnTable) takeBackLast() {
	switch {
	case len(t.d.Current) > 0:
		last := t.d.Current[len(t.d.Current)-1]
		t.d.Current = t.d.Current[:len(t.d.Current)-1]
		t.picker = nil
		t.changed()
		t.say(fmt.Sprintf(i18n.T("%s is taken back."), widgets.ElementCodeWords(last)), widgets.StatusInfo)
	case len(t.d.Played) > 0:
		last := t.d.Played[len(t.d.Played)-1]
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.d.Current = last.Cards
		t.picker = nil
		t.changed()
		t.say(fmt.Sprintf(i18n.T("Trick %d is taken back: its cards are in the trick again."), len(t.d.Played)+1), widgets.StatusInfo)
	}
}

func (t *burnTable) buildDealer() {
	t.dealerBox.RemoveAll()
	if t.totals.Rounds > 0 || t.d.Edit != "" {
		leader, _ := t.game.FirstLeader(t.d.Dealer)
		t.dealerBox.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%s deals; %s leads the first trick."), t.d.Dealer, leader)))
		return
	}
	t.dealerBox.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Dealer of the first round: %s"), t.d.Dealer)))
	var buttons []fyne.CanvasObject
	for _, p := range t.table().Seats {
		p := p
		b := widget.NewButton(p, func() {
			if len(t.d.Played) > 0 || len(t.d.Current) > 0 {
				t.say(i18n.T("Take back the tricks first: they depend on who dealt."), widgets.StatusWarning)
				return
			}
			t.d.Dealer = p
			t.changed()
		})
		if p == t.d.Dealer {
			b.Importance = widget.HighImportance
		}
		buttons = append(buttons, b)
	}
	t.dealerBox.Add(widgets.ButtonRow(min(len(buttons), 6), buttons...))
}

// --- score ---

// round is the round as it will be stored.
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

// base is the game the round in the form is scored on: the game as it
// stands, or as it stood before the round being corrected.
func (t *burnTable) base() *burnscore.Game {
	if t.d.Edit != "" {
		if s, err := t.st.StateBefore(t.d.Edit); err == nil {
			if g, ok := s.(*burnscore.Game); ok {
				return g
			}
		}
	}
	return t.game
}

// scorePreview scores the round on the game before it.
func (t *burnTable) scorePreview() {
	t.preview, t.prevErr = nil, nil
	if t.d.ByTrick && len(t.d.Played) == 0 {
		t.prevErr = errors.New(i18n.T("No trick entered yet."))
		return
	}
	r, err := t.round()
	if err != nil {
		t.prevErr = err
		return
	}
	after, res, err := t.base().After(r)
	if errors.Is(err, burn.ErrPitChoice) {
		// Ask for the choice; show the pit meanwhile.
		t.prevErr = err
		if t.d.ByTrick {
			r.PitChoice = burn.Add
			if _, o, err2 := t.base().After(r); err2 == nil && o.Pit != nil {
				t.preview = &burnPreview{RoundResult: burnscore.RoundResult{Pit: &burnscore.PitResult{Side: o.Pit.Side}}}
			}
		}
		return
	}
	if err != nil {
		t.prevErr = err
		return
	}
	t.preview = &burnPreview{RoundResult: res, Finished: after.Finished(), Winners: after.Winners()}
}

func (t *burnTable) buildResult() {
	t.resultUI.RemoveAll()
	if t.prevErr != nil || t.preview == nil || t.preview.Points == nil {
		msg := i18n.T("Choose what the pit side does.")
		if t.prevErr != nil && !errors.Is(t.prevErr, burn.ErrPitChoice) {
			msg = refusalWords(t.prevErr)
			if t.d.ByTrick && len(t.d.Played) > 0 && len(t.d.Played) < t.fullTricks() {
				msg = fmt.Sprintf(i18n.T("%d of %d tricks entered."), len(t.d.Played), t.fullTricks())
			} else if t.d.ByTrick && len(t.d.Played) == 0 {
				msg = i18n.T("No trick entered yet.")
			}
		}
		t.resultUI.Add(widgets.Wrapped(msg))
		return
	}
	o := t.preview
	var parts []string
	for _, s := range t.sides() {
		parts = append(parts, fmt.Sprintf(i18n.T("%s %+d, total %d"), s, o.Points[s], o.Totals[s]))
	}
	t.resultUI.Add(widgets.Bold(strings.Join(parts, " · ")))
	if o.Finished {
		t.resultUI.Add(widgets.Bold(fmt.Sprintf(i18n.T("This round ends the game: %s wins."), strings.Join(o.Winners, " & "))))
	}
	why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(t.u, "burn", widgets.SayableSteps(o.Steps))))
	why.Open(0)
	t.resultUI.Add(why)
}

// save stores the round (or the correction), then draws the table from
// the store, the form at its top for the next round.
func (t *burnTable) save() {
	r, err := t.round()
	if err != nil {
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	var res storage.RoundResult
	corrected := t.d.Edit != ""
	if corrected {
		res, err = t.st.CorrectRound(t.d.Edit, r)
	} else {
		res, err = t.st.AddRound(t.id, r)
	}
	if err != nil {
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	_ = t.st.DeleteDraft(t.key)
	t.u.Changed()
	t.reload()
	// The next round starts at the top; after the last one the counters
	// are gone and nothing stays scrolled half out of view (issue 16 #14).
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	switch {
	case corrected:
		t.say(fmt.Sprintf(i18n.T("Round %d corrected."), res.Round.Number), widgets.StatusDone)
	case res.Totals.Finished:
		t.say(fmt.Sprintf(i18n.T("Round %d saved. %s"), res.Round.Number, t.winnerText(res.Totals)), widgets.StatusDone)
	default:
		t.say(fmt.Sprintf(i18n.T("Round %d saved."), res.Round.Number), widgets.StatusDone)
	}
}

// describeRound says a stored round in a few words: who dealt, how it was
// entered, the pit.
func describeRound(in burnscore.Round, res *burnscore.RoundResult) string {
	var parts []string
	if in.Dealer != "" {
		parts = append(parts, fmt.Sprintf(i18n.T("dealt by %s"), in.Dealer))
	}
	if in.Tricks != nil {
		parts = append(parts, i18n.T("entered card by card"))
	}
	switch {
	case res != nil && res.Pit != nil && res.Pit.Applied == burn.Subtract:
		parts = append(parts, fmt.Sprintf(i18n.T("pit: %s took %d off its own total"), res.Pit.Side, res.Pit.Value))
	case res != nil && res.Pit != nil:
		parts = append(parts, fmt.Sprintf(i18n.T("pit: %s gave %d to every other side"), res.Pit.Side, res.Pit.Value))
	case in.PitChoice != burn.NoChoice:
		parts = append(parts, i18n.T("pit"))
	}
	return strings.Join(parts, ", ")
}

// draftOf turns a stored round into the form's draft.
func (t *burnTable) draftOf(r storage.Round) (burnDraft, bool) {
	dr, err := t.st.Decode(r)
	if err != nil {
		return burnDraft{}, false
	}
	in, ok := scoring.As[burnscore.Round](dr.Round)
	if !ok {
		return burnDraft{}, false
	}
	d := t.freshDraft()
	if in.Dealer != "" {
		d.Dealer = in.Dealer
	}
	if in.Won != nil {
		d.Won = map[string]burn.FireWater{}
		for k, v := range in.Won {
			d.Won[k] = v
		}
	}
	if in.PitChoice != burn.NoChoice {
		d.Pit = in.PitChoice.String()
	}
	if in.Tricks != nil {
		d.ByTrick = true
		d.Played = nil
		for _, tr := range in.Tricks {
			d.Played = append(d.Played, burnPlayed{Cards: cards.ElementCards(tr.Cards).Strings(), Leader: tr.Leader})
		}
		d.Played = t.withLeaders(d.Played, d.Dealer)
	}
	return d, true
}

// edit opens a saved round in the form, to be corrected.
func (t *burnTable) edit(r storage.Round) {
	d, ok := t.draftOf(r)
	if !ok {
		t.say(i18n.T("This round cannot be read back into the form."), widgets.StatusProblem)
		return
	}
	d.Edit = r.ID
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	t.say(fmt.Sprintf(i18n.T("Correcting round %d: change it and save the correction."), r.Number), widgets.StatusInfo)
}

// undone puts the round the score sheet took back in the form, to be fixed
// and saved again.
func (t *burnTable) undone(r storage.Round) {
	d, ok := t.draftOf(r)
	if !ok {
		t.say(fmt.Sprintf(i18n.T("Round %d is taken back."), r.Number), widgets.StatusInfo)
		return
	}
	t.d = d
	t.picker = nil
	t.changed()
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	if t.scroll != nil {
		t.scroll.ScrollToTop()
	}
	t.say(fmt.Sprintf(i18n.T("Round %d is taken back and in the form again: fix it and save it."), r.Number), widgets.StatusInfo)
}
