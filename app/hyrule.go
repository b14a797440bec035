package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	ehyrule "arbiter/engine/hyrule"
	"arbiter/scoring"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/storage"
)

// Hyrule's table: one stored game is one round of seven turns. The setup
// (turn rules, and under strategy rules the tallest player) is asked once,
// on the new-game form, because it is part of the game's fixed setup.

func init() {
	tables["hyrule"] = table{
		seating: seating{Min: 2, Max: 7, Setup: func(names []string) (json.RawMessage, error) {
			return json.Marshal(hySetup{Players: names, TurnRules: "chance"})
		}},
		screen: func(u *UI, st *storage.Store, g storage.Game) page { return newHyruleTable(u, st, g).page() },
		start:  func(u *UI) page { return u.hyruleNewGame(nil, "") },
	}
	scenes = append(scenes, scene{Name: "hyrule-table", Section: "play", Build: hyruleScene})
}

// hySetup is the stored setup of a Hyrule game (its Score input without
// the turns).
type hySetup struct {
	Players   []string `json:"players"`
	TurnRules string   `json:"turn_rules,omitempty"`
	Tallest   *string  `json:"tallest,omitempty"`
}

// hyTurn is one stored turn: one element of the Score input's "turns".
type hyTurn struct {
	Cards  []string `json:"cards"`
	First  *int     `json:"first,omitempty"`
	Swaps  []string `json:"swaps,omitempty"`
	Runoff []string `json:"runoff,omitempty"`
}

// hyruleNewGame asks the players, the house rules and the turn rules (with
// the tallest player for strategy rules). prefill and rules preset a
// run-off game.
func (u *UI) hyruleNewGame(prefill []string, rules string) page {
	rulesRadio := widget.NewRadioGroup([]string{T("Chance rules"), T("Strategy rules")}, nil)
	rulesRadio.Required = true
	rulesRadio.SetSelected(T("Chance rules"))
	if rules == "strategy" {
		rulesRadio.SetSelected(T("Strategy rules"))
	}
	rulesHelp := wrapped("")
	rulesHelp.SizeName = theme.SizeNameCaptionText
	tallest := widget.NewSelect(nil, nil)
	tallest.PlaceHolder = T("Who is the tallest?")
	tallestBox := container.NewVBox(widget.NewLabelWithStyle(T("Tallest player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		tallest, captionLabel(T("The tallest player goes first on the first turn and whenever everyone has captured the same number of cards.")))
	update := func() {
		if rulesRadio.Selected == T("Strategy rules") {
			rulesHelp.SetText(T("One player goes first each turn and may swap a card with the stock instead of playing. Seat the players in counter-clockwise order."))
			tallestBox.Show()
		} else {
			rulesHelp.SetText(T("Everyone picks a card face down and all are turned over together."))
			tallestBox.Hide()
		}
	}
	rulesRadio.OnChanged = func(string) { update() }
	update()
	box := container.NewVBox(heading(T("Turn rules")), rulesRadio, rulesHelp, tallestBox)
	return u.setupForm("hyrule", prefill, setupExtra{
		box: box,
		names: func(n []string) {
			var opts []string
			for _, s := range n {
				if s != "" {
					opts = append(opts, s)
				}
			}
			keep := tallest.Selected
			tallest.SetOptions(opts)
			found := false
			for _, s := range opts {
				found = found || s == keep
			}
			if !found {
				tallest.ClearSelected()
			}
		},
		setup: func(n []string, _ scoring.Values) (json.RawMessage, error) {
			s := hySetup{Players: n, TurnRules: "chance"}
			if rulesRadio.Selected == T("Strategy rules") {
				s.TurnRules = "strategy"
				if tallest.Selected == "" {
					return nil, errors.New(T("Strategy rules: choose the tallest player."))
				}
				t := tallest.Selected
				s.Tallest = &t
			}
			return json.Marshal(s)
		},
	})
}

func captionLabel(s string) *widget.Label {
	l := wrapped(s)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// pickerParts splits a card picker into its zones (with the status line)
// and its deck grid, so a screen can show results and its save button
// between them, close to the cards just tapped.
func pickerParts(p *cardPicker) (zones *fyne.Container, top, grid fyne.CanvasObject) {
	if c, ok := p.root.(*fyne.Container); ok && len(c.Objects) == 3 {
		if z, ok := c.Objects[0].(*fyne.Container); ok {
			return z, container.NewVBox(c.Objects[0], c.Objects[1]), c.Objects[2]
		}
	}
	return nil, p.root, container.NewVBox()
}

// hideEmpty hides a label while it has no text.
func hideEmpty(l *widget.Label) {
	if l.Text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// fixedHeight gives a list (the score sheet) a height inside a scroll.
func fixedHeight(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return container.NewStack(r, o)
}

// ---------------------------------------------------------------------
// The table screen.

type hyruleTable struct {
	u     *UI
	st    *storage.Store
	g     storage.Game
	setup hySetup
	rules shyrule.TurnRules
	tall  int
	opts  ehyrule.Options
	phone bool

	turns   []hyTurn        // stored turns in force
	rounds  []storage.Round // the same, as stored
	editing *storage.Round  // the turn being corrected, nil for a new one

	// the entry
	cards    []string // one per player ("" not yet)
	swapping bool
	swap     string
	runoff   []string // one per tied player of a standoff
	tied     []int

	picker    *cardPicker
	zoneKeys  []string // "p<i>", "swap", "r<k>"
	pickerBox *fyne.Container
	deckBox   *fyne.Container
	captured  *widget.Label
	head      *widget.Label
	due       *widget.Label
	swapCheck *widget.Check
	result    *fyne.Container
	why       *fyne.Container
	save      *widget.Button
	cancel    *widget.Button
	entry     *fyne.Container
	outcome   *fyne.Container
	sheet     *scoreSheet
	msg       *widget.Label
}

func newHyruleTable(u *UI, st *storage.Store, g storage.Game) *hyruleTable {
	t := &hyruleTable{u: u, st: st, g: g, tall: -1, phone: u.shell == nil || u.shell.phone}
	_ = json.Unmarshal(g.Setup, &t.setup)
	if len(t.setup.Players) == 0 {
		for _, s := range g.Seats {
			t.setup.Players = append(t.setup.Players, s.Side)
		}
	}
	t.rules, _ = shyrule.ParseTurnRules(t.setup.TurnRules)
	if t.setup.Tallest != nil {
		for i, p := range t.setup.Players {
			if p == *t.setup.Tallest {
				t.tall = i
			}
		}
	}
	t.opts, _ = ehyrule.ParseOptions(g.Options)
	return t
}

func (t *hyruleTable) n() int { return len(t.setup.Players) }

func (t *hyruleTable) draftKey() string { return "game/" + t.g.ID }

// load reads the stored turns.
func (t *hyruleTable) load() error {
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		return err
	}
	t.rounds = rounds
	t.turns = t.turns[:0]
	for _, r := range rounds {
		var tr hyTurn
		if err := json.Unmarshal(r.Input, &tr); err != nil {
			return err
		}
		t.turns = append(t.turns, tr)
	}
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	return nil
}

// replay plays the first k stored turns on a fresh round.
func (t *hyruleTable) replay(k int) (*shyrule.Round, error) {
	r, err := shyrule.NewRound(t.setup.Players, t.rules, t.tall, t.opts)
	if err != nil {
		return nil, err
	}
	for i := 0; i < k && i < len(t.turns); i++ {
		in, err := t.turns[i].input()
		if err != nil {
			return nil, err
		}
		if _, err := r.Play(in, ""); err != nil {
			return nil, err
		}
	}
	return r, nil
}

func (h hyTurn) input() (shyrule.TurnInput, error) {
	in := shyrule.TurnInput{First: -1}
	var err error
	if in.Cards, err = parseCards(h.Cards); err != nil {
		return in, err
	}
	if in.Swaps, err = parseCards(h.Swaps); err != nil {
		return in, err
	}
	if in.Runoff, err = parseCards(h.Runoff); err != nil {
		return in, err
	}
	if h.First != nil {
		in.First = *h.First
	}
	return in, nil
}

func parseCards(codes []string) ([]cards.Card, error) {
	out := make([]cards.Card, 0, len(codes))
	for _, c := range codes {
		card, err := cards.Parse(c)
		if err != nil {
			return nil, err
		}
		out = append(out, card)
	}
	return out, nil
}

// turnIndex is the index of the turn being entered (or corrected).
func (t *hyruleTable) turnIndex() int {
	if t.editing != nil {
		return t.editing.Number - 1
	}
	return len(t.turns)
}

// lead returns who goes first this turn (strategy), the player due before
// any swap, and why; -1 under chance rules.
func (t *hyruleTable) lead(r *shyrule.Round) (due, lead int, why game.Step) {
	if t.rules != shyrule.Strategy {
		return -1, -1, game.Step{}
	}
	due, why = r.Due()
	lead = due
	if t.swapping {
		lead = (due + 1) % t.n()
	}
	return due, lead, why
}

// playOrder lists the players in the order they put their card down.
func (t *hyruleTable) playOrder(lead int) []int {
	out := make([]int, t.n())
	for k := range out {
		if lead < 0 {
			out[k] = k
		} else {
			out[k] = (lead + k) % t.n()
		}
	}
	return out
}

func (t *hyruleTable) page() page {
	if err := t.load(); err != nil {
		t.u.showErr(err)
	}
	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.due = wrapped("")
	t.swapCheck = widget.NewCheck("", func(on bool) {
		if on == t.swapping {
			return
		}
		t.swapping = on
		if !on {
			t.swap = ""
		}
		t.rebuild()
		t.changed()
	})
	t.result = container.NewVBox()
	t.why = container.NewVBox()
	t.msg = wrapped("")
	t.msg.Importance = widget.SuccessImportance
	t.save = widget.NewButtonWithIcon(T("Save the turn"), theme.DocumentSaveIcon(), t.saveTurn)
	t.save.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon(T("Cancel the correction"), theme.CancelIcon(), func() {
		t.editing = nil
		t.startEntry(true)
	})
	t.pickerBox = container.NewVBox()
	t.deckBox = container.NewVBox()
	t.captured = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.captured.Wrapping = fyne.TextWrapWord
	t.outcome = container.NewVBox()
	t.entry = container.NewVBox(t.head, t.due, t.swapCheck, t.pickerBox, t.result, t.save, t.cancel, t.deckBox)
	t.sheet = t.u.newScoreSheet(t.st, t.g, sheetOptions{
		Describe: t.describe,
		Edit:     t.edit,
		Changed: func(storage.Totals) {
			_ = t.load()
			t.editing = nil
			t.startEntry(false)
		},
	})
	t.startEntry(true)

	info, _ := scoring.InfoFor("hyrule")
	rulesName := T("Chance rules")
	if t.rules == shyrule.Strategy {
		rulesName = T("Strategy rules")
	}
	sub := captionLabel(rulesName + " · " + strings.Join(t.setup.Players, ", "))
	entryCol := container.NewVBox(sub, t.captured, t.msg, t.outcome, t.entry, widget.NewSeparator(), heading(T("Why?")), t.why)
	sheetBox := container.NewBorder(heading(T("Captured cards")), nil, nil, nil, t.sheet.root)
	var content fyne.CanvasObject
	if t.phone {
		content = container.NewVScroll(container.NewPadded(container.NewVBox(entryCol, widget.NewSeparator(),
			heading(T("Captured cards")), fixedHeight(t.sheet.root, 320))))
	} else {
		content = container.NewGridWithColumns(2, container.NewVScroll(container.NewPadded(entryCol)), container.NewPadded(sheetBox))
	}
	title := info.Name
	if t.g.Name != "" {
		title = t.g.Name + " · " + info.Name
	}
	return page{title: title, content: content}
}

// startEntry resets the entry for the next turn (or shows the round's end);
// withDraft restores a saved draft of a new turn.
func (t *hyruleTable) startEntry(withDraft bool) {
	t.cards = make([]string, t.n())
	t.swapping, t.swap, t.runoff, t.tied = false, "", nil, nil
	if t.editing == nil && withDraft {
		if b, err := t.st.Draft(t.draftKey()); err == nil {
			var d hyTurn
			if json.Unmarshal(b, &d) == nil && len(d.Cards) == t.n() {
				t.fill(d)
			}
		}
	}
	t.rebuild()
	t.changed()
	t.showOutcome()
}

// fill puts a turn's cards into the entry (a draft, or a turn to correct).
func (t *hyruleTable) fill(d hyTurn) {
	t.cards = append([]string(nil), d.Cards...)
	for len(t.cards) < t.n() {
		t.cards = append(t.cards, "")
	}
	if len(d.Swaps) > 0 {
		t.swapping, t.swap = true, d.Swaps[0]
	}
	t.runoff = append([]string(nil), d.Runoff...)
}

// current is the entry as a stored turn.
func (t *hyruleTable) current(lead int) hyTurn {
	d := hyTurn{Cards: append([]string(nil), t.cards...)}
	if lead >= 0 {
		l := lead
		d.First = &l
	}
	if t.swapping && t.swap != "" {
		d.Swaps = []string{t.swap}
	}
	if len(t.tied) > 0 {
		d.Runoff = append([]string(nil), t.runoff...)
	}
	return d
}

// rebuild makes the card picker for the current zones: the swap, each
// player in order of play, and the run-off of a standoff.
func (t *hyruleTable) rebuild() {
	k := t.turnIndex()
	r, err := t.replay(k)
	if err != nil {
		t.u.showErr(err)
		return
	}
	due, lead, why := t.lead(r)
	t.head.SetText(fmt.Sprintf(T("Turn %d of 7"), k+1))
	if t.editing != nil {
		t.head.SetText(fmt.Sprintf(T("Correcting turn %d of 7"), k+1))
		t.cancel.Show()
		t.save.SetText(T("Save the correction"))
	} else {
		t.cancel.Hide()
		t.save.SetText(T("Save the turn"))
	}
	if t.rules == shyrule.Strategy {
		t.due.SetText(why.Text)
		t.due.Show()
		t.swapCheck.Text = fmt.Sprintf(T("%s swaps a card with the stock first"), t.setup.Players[due])
		if r.Stock <= 0 && !t.swapping {
			t.swapCheck.Disable()
		} else {
			t.swapCheck.Enable()
		}
		t.swapCheck.Checked = t.swapping
		t.swapCheck.Refresh()
		t.swapCheck.Show()
	} else {
		t.due.SetText(T("Chance rules: everyone picks a card face down, then all are turned over together. Tap each player's card."))
		t.swapCheck.Hide()
	}

	var zones []*zone
	t.zoneKeys = nil
	if t.swapping {
		zones = append(zones, &zone{Name: fmt.Sprintf(T("%s discards"), t.setup.Players[due]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, "swap")
	}
	for _, p := range t.playOrder(lead) {
		name := t.setup.Players[p]
		if p == lead {
			name = "▶ " + name
		}
		zones = append(zones, &zone{Name: name, Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("p%d", p))
	}
	for k, p := range t.tied {
		zones = append(zones, &zone{Name: fmt.Sprintf(T("%s run-off"), t.setup.Players[p]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("r%d", k))
	}
	var deck []cardSpec
	for _, c := range cards.StandardDeck(true) {
		deck = append(deck, specStandard(c))
	}
	t.picker = newCardPicker(deck, zones, t.picked)
	for i, key := range t.zoneKeys {
		if c := t.codeFor(key); c != "" {
			t.picker.setCodes(i, []string{c})
		}
	}
	t.picker.setBlocked(t.usedElsewhere())
	t.advance()
	_, top, grid := pickerParts(t.picker)
	t.pickerBox.Objects = []fyne.CanvasObject{top}
	t.pickerBox.Refresh()
	t.deckBox.Objects = []fyne.CanvasObject{grid}
	t.deckBox.Refresh()
	var parts []string
	for i, c := range r.Captured() {
		parts = append(parts, fmt.Sprintf("%s %d", t.setup.Players[i], c))
	}
	t.captured.SetText(T("Captured:") + " " + strings.Join(parts, " · "))
	hideEmpty(t.msg)
}

func (t *hyruleTable) codeFor(key string) string {
	var i int
	switch {
	case key == "swap":
		return t.swap
	case strings.HasPrefix(key, "p"):
		fmt.Sscanf(key, "p%d", &i)
		return t.cards[i]
	case strings.HasPrefix(key, "r"):
		fmt.Sscanf(key, "r%d", &i)
		if i < len(t.runoff) {
			return t.runoff[i]
		}
	}
	return ""
}

func (t *hyruleTable) setCode(key, code string) {
	var i int
	switch {
	case key == "swap":
		t.swap = code
	case strings.HasPrefix(key, "p"):
		fmt.Sscanf(key, "p%d", &i)
		t.cards[i] = code
	case strings.HasPrefix(key, "r"):
		fmt.Sscanf(key, "r%d", &i)
		for len(t.runoff) <= i {
			t.runoff = append(t.runoff, "")
		}
		t.runoff[i] = code
	}
}

// usedElsewhere are the cards of the other turns of this round, with why
// they cannot be played now.
func (t *hyruleTable) usedElsewhere() map[string]string {
	out := map[string]string{}
	for i, tr := range t.turns {
		if t.editing != nil && i == t.editing.Number-1 {
			continue
		}
		why := fmt.Sprintf(T("Played in turn %d."), i+1)
		for _, c := range tr.Cards {
			out[c] = why
		}
		for _, c := range tr.Runoff {
			out[c] = why
		}
		for _, c := range tr.Swaps {
			out[c] = fmt.Sprintf(T("Discarded by a swap in turn %d."), i+1)
		}
	}
	return out
}

// advance makes the first empty zone the active one.
func (t *hyruleTable) advance() {
	for i := range t.zoneKeys {
		if len(t.picker.codes(i)) == 0 {
			t.picker.setActive(i)
			return
		}
	}
}

// picked is the picker's change callback.
func (t *hyruleTable) picked() {
	for i, key := range t.zoneKeys {
		code := ""
		if c := t.picker.codes(i); len(c) > 0 {
			code = c[0]
		}
		t.setCode(key, code)
	}
	t.advance()
	t.changed()
}

// changed resolves what is entered so far, shows the result and keeps the
// draft.
func (t *hyruleTable) changed() {
	k := t.turnIndex()
	r, err := t.replay(k)
	if err != nil {
		return
	}
	_, lead, _ := t.lead(r)
	if t.editing == nil {
		cur := t.current(lead)
		if contains(cur.Cards, "") && len(cur.Swaps) == 0 && strings.Join(cur.Cards, "") == "" {
			_ = t.st.DeleteDraft(t.draftKey())
		} else if b, err := json.Marshal(cur); err == nil {
			_ = t.st.SaveDraft(t.draftKey(), b)
		}
	}
	t.result.RemoveAll()
	t.why.RemoveAll()
	t.save.Disable()
	missing := 0
	for _, c := range t.cards {
		if c == "" {
			missing++
		}
	}
	if t.swapping && t.swap == "" {
		t.result.Add(wrapped(T("Tap the card put on the discard pile by the swap.")))
		t.setTied(nil)
		return
	}
	if missing > 0 {
		t.result.Add(wrapped(fmt.Sprintf(T("%d card(s) still to enter."), missing)))
		t.setTied(nil)
		return
	}
	in, err := t.current(lead).input()
	if err != nil {
		t.result.Add(errorLabel(err.Error()))
		return
	}
	runoff := in.Runoff
	in.Runoff = nil
	rec, err := r.Play(in, "")
	if err != nil {
		t.result.Add(errorLabel(err.Error()))
		return
	}
	if rec.Result.Open() {
		if !sameInts(t.tied, rec.Result.Tied) {
			t.setTied(rec.Result.Tied)
			return
		}
		if len(runoff) != len(t.tied) || contains(t.runoff, "") {
			names := make([]string, len(t.tied))
			for i, p := range t.tied {
				names[i] = t.setup.Players[p]
			}
			t.result.Add(resultBanner(fmt.Sprintf(T("Standoff: %s each play one more card."), strings.Join(names, " & ")), false))
			t.why.Add(t.u.explanationPanel("hyrule", rec.Steps))
			return
		}
		r2, _ := t.replay(k)
		in.Runoff = runoff
		if rec, err = r2.Play(in, ""); err != nil {
			t.result.Add(errorLabel(err.Error()))
			return
		}
	} else if len(t.tied) > 0 {
		t.setTied(nil)
		return
	}
	res := rec.Result
	t.result.Add(resultBanner(fmt.Sprintf(T("%s takes the turn with %s: %d cards."), t.setup.Players[res.Winner], res.WinningCard, len(res.Captured)), true))
	t.why.Add(t.u.explanationPanel("hyrule", rec.Steps))
	t.save.Enable()
}

// setTied shows or removes the run-off zones.
func (t *hyruleTable) setTied(tied []int) {
	if sameInts(t.tied, tied) {
		return
	}
	t.tied = append([]int(nil), tied...)
	if len(tied) == 0 {
		t.runoff = nil
	}
	t.rebuild()
	t.changed()
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func errorLabel(s string) *widget.Label {
	l := wrapped(s)
	l.Importance = widget.DangerImportance
	return l
}

// resultBanner is a result in large bold text.
func resultBanner(s string, good bool) fyne.CanvasObject {
	l := wrapped(s)
	l.TextStyle.Bold = true
	l.SizeName = theme.SizeNameSubHeadingText
	if good {
		l.Importance = widget.SuccessImportance
	} else {
		l.Importance = widget.WarningImportance
	}
	return l
}

func (t *hyruleTable) saveTurn() {
	r, err := t.replay(t.turnIndex())
	if err != nil {
		t.u.showErr(err)
		return
	}
	_, lead, _ := t.lead(r)
	b, err := json.Marshal(t.current(lead))
	if err != nil {
		t.u.showErr(err)
		return
	}
	res, err := saveRound(t.st, t.g.ID, roundID(t.editing), b)
	if err != nil {
		t.u.showErr(err)
		return
	}
	num := res.Round.Number
	t.editing = nil
	_ = t.st.DeleteDraft(t.draftKey())
	if err := t.load(); err != nil {
		t.u.showErr(err)
	}
	t.msg.SetText(fmt.Sprintf(T("Turn %d saved."), num))
	t.msg.Show()
	t.sheet.refresh()
	t.u.changed()
	t.startEntry(false)
}

// showOutcome shows the round's end after seven turns, or hides it.
func (t *hyruleTable) showOutcome() {
	t.outcome.RemoveAll()
	r, err := t.replay(len(t.turns))
	if err != nil || !r.Finished() || t.editing != nil {
		t.entry.Show()
		t.outcome.Hide()
		return
	}
	t.outcome.Show()
	t.entry.Hide()
	o := r.Outcome()
	switch {
	case o.Winner >= 0:
		t.outcome.Add(resultBanner(fmt.Sprintf(T("Round over: %s wins with %d captured cards."), t.setup.Players[o.Winner], r.Captured()[o.Winner]), true))
	case o.Draw:
		t.outcome.Add(resultBanner(T("Round over: a draw."), false))
	default:
		var names []string
		for _, p := range o.Tied {
			names = append(names, t.setup.Players[p])
		}
		t.outcome.Add(resultBanner(fmt.Sprintf(T("Round over: %s are level and play a run-off game."), strings.Join(names, " & ")), false))
		b := widget.NewButtonWithIcon(T("Start the run-off game"), theme.MediaPlayIcon(), func() {
			t.u.push("play", t.u.hyruleNewGame(names, t.rules.String()))
		})
		b.Importance = widget.HighImportance
		t.outcome.Add(b)
	}
	t.why.RemoveAll()
	t.why.Add(t.u.explanationPanel("hyrule", o.Steps))
	again := widget.NewButtonWithIcon(T("New round, same players"), theme.ContentAddIcon(), func() {
		t.u.push("play", t.u.hyruleNewGame(t.setup.Players, t.rules.String()))
	})
	t.outcome.Add(again)
	t.outcome.Refresh()
}

// describe summarises a stored turn for the score sheet.
func (t *hyruleTable) describe(r storage.Round) string {
	var tr hyTurn
	if json.Unmarshal(r.Input, &tr) != nil {
		return ""
	}
	var o struct {
		Round struct {
			WinnerName  *string `json:"winner_name"`
			WinningCard *string `json:"winning_card"`
		} `json:"round"`
	}
	s := strings.Join(tr.Cards, " ")
	if len(tr.Swaps) > 0 {
		s = fmt.Sprintf(T("swap %s"), tr.Swaps[0]) + " · " + s
	}
	if json.Unmarshal(r.Outcome, &o) == nil && o.Round.WinnerName != nil && o.Round.WinningCard != nil {
		s += " · " + fmt.Sprintf(T("%s takes them with %s"), *o.Round.WinnerName, *o.Round.WinningCard)
	}
	return s
}

// edit reopens a stored turn in the entry.
func (t *hyruleTable) edit(r storage.Round) {
	var tr hyTurn
	if err := json.Unmarshal(r.Input, &tr); err != nil {
		t.u.showErr(err)
		return
	}
	rr := r
	t.editing = &rr
	t.cards = make([]string, t.n())
	t.swapping, t.swap, t.runoff, t.tied = false, "", nil, nil
	t.fill(tr)
	if len(tr.Runoff) > 0 {
		if rn, err := t.replay(r.Number - 1); err == nil {
			if in, err := tr.input(); err == nil {
				in.Runoff = nil
				if rec, err := rn.Play(in, ""); err == nil {
					t.tied = rec.Result.Tied
				}
			}
		}
	}
	t.msg.SetText("")
	t.msg.Hide()
	t.entry.Show()
	t.outcome.RemoveAll()
	t.rebuild()
	t.changed()
}

// hyruleScene: a strategy round with three players, four turns in.
func hyruleScene(u *UI, st *storage.Store) (page, error) {
	names := []string{"Ann", "Bob", "Cleo"}
	var players []storage.Player
	for _, n := range names {
		p, err := st.EnsurePlayer(n)
		if err != nil {
			return page{}, err
		}
		players = append(players, p)
	}
	tall := "Bob"
	setup, _ := json.Marshal(hySetup{Players: names, TurnRules: "strategy", Tallest: &tall})
	s := tables["hyrule"].seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	g, err := createGame(st, "hyrule", "", names, nil, s)
	if err != nil {
		return page{}, err
	}
	for _, in := range []string{
		`{"cards":["2C","2S","KH"],"first":1}`,
		`{"cards":["AH","KD","9S"],"first":1,"swaps":["3C"]}`,
		`{"cards":["4S","JC","QD"],"first":0}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			return page{}, err
		}
	}
	_ = st.SaveDraft("game/"+g.ID, []byte(`{"cards":["8H","","8D"]}`))
	return tables["hyrule"].screen(u, st, g), nil
}
