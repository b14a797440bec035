package hyrule

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/scoring"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/storage"
)

// Hyrule's table: one stored game is one round of seven turns. The setup
// (turn rules, and under strategy rules the tallest player) is asked once,
// on the new-game form, because it is part of the game's fixed setup.

func init() {
	host.RegisterTable(host.Table{
		ID: "hyrule",
		Seating: host.Seating{Min: 2, Max: 7, Setup: func(names []string) (json.RawMessage, error) {
			return json.Marshal(hySetup{Players: names, TurnRules: "chance"})
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newHyruleTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return hyruleNewGame(u, nil, "") },
	})
}

// hySetup is the stored setup of a Hyrule game (its Score input without
// the turns).
type hySetup struct {
	Players   []string `json:"players"`
	TurnRules string   `json:"turn_rules,omitempty"`
	Tallest   *string  `json:"tallest,omitempty"`
}

// hyTurn is the entry as a draft (and a stored turn, as the tests read
// it): one element of the record's "turns".
type hyTurn struct {
	Cards   []string `json:"cards"`
	First   *int     `json:"first,omitempty"`
	Swaps   []string `json:"swaps,omitempty"`
	Runoff  []string `json:"runoff,omitempty"`
	Tallest string   `json:"tallest,omitempty"` // the run-off game's, when the table says
}

// hyruleNewGame asks the players, the house rules and the turn rules (with
// the tallest player for strategy rules). prefill and rules preset a
// run-off game.
func hyruleNewGame(u host.Host, prefill []string, rules string) host.Page {
	rulesRadio := widget.NewRadioGroup([]string{i18n.T("Chance rules"), i18n.T("Strategy rules")}, nil)
	rulesRadio.Required = true
	rulesRadio.SetSelected(i18n.T("Chance rules"))
	if rules == "strategy" {
		rulesRadio.SetSelected(i18n.T("Strategy rules"))
	}
	rulesHelp := widgets.Wrapped("")
	rulesHelp.SizeName = theme.SizeNameCaptionText
	tallest := widget.NewSelect(nil, nil)
	tallest.PlaceHolder = i18n.T("Who is the tallest?")
	tallestBox := container.NewVBox(widget.NewLabelWithStyle(i18n.T("Tallest player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		tallest, widgets.CaptionLabel(i18n.T("The tallest player goes first on the first turn and whenever everyone has captured the same number of cards.")))
	update := func() {
		if rulesRadio.Selected == i18n.T("Strategy rules") {
			rulesHelp.SetText(i18n.T("One player goes first each turn and may swap a card with the stock instead of playing. Seat the players in counter-clockwise order."))
			tallestBox.Show()
		} else {
			rulesHelp.SetText(i18n.T("Everyone picks a card face down and all are turned over together."))
			tallestBox.Hide()
		}
	}
	rulesRadio.OnChanged = func(string) { update() }
	update()
	box := container.NewVBox(widgets.Heading(i18n.T("Turn rules")), rulesRadio, rulesHelp, tallestBox)
	return widgets.SetupForm(u, "hyrule", prefill, widgets.SetupExtra{
		Box: box,
		Names: func(n []string) {
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
		Setup: func(n []string, _ scoring.Values) (json.RawMessage, error) {
			s := hySetup{Players: n, TurnRules: "chance"}
			if rulesRadio.Selected == i18n.T("Strategy rules") {
				s.TurnRules = "strategy"
				if tallest.Selected == "" {
					return nil, errors.New(i18n.T("Strategy rules: choose the tallest player."))
				}
				t := tallest.Selected
				s.Tallest = &t
			}
			return json.Marshal(s)
		},
	})
}

// ---------------------------------------------------------------------
// The table screen. Everything the rules say (who plays, who goes first
// and why, whether a swap is allowed, which cards are gone, the standoff,
// the round's end and its run-off game) comes from the game's state,
// *shyrule.Game, as stored after the last turn.

type hyruleTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	state *shyrule.Game // before the turn being entered (or corrected)
	phone bool

	rounds  []storage.Round // stored turns in force
	editing *storage.Round  // the turn being corrected, nil for a new one

	// the entry
	cards    []string // one per player of the game being played ("" not yet)
	swapping bool
	swap     string
	runoff   []string // one per tied player of a standoff
	tied     []int
	tallest  string // the run-off game's tallest player, when the table must say

	picker     *widgets.CardPicker
	zoneKeys   []string // "p<i>", "swap", "r<k>"
	pickerBox  *fyne.Container
	deckBox    *fyne.Container
	captured   *widget.Label
	head       *widget.Label
	due        *widget.Label
	swapCheck  *widget.Check
	tallestSel *widget.Select
	result     *fyne.Container
	why        *fyne.Container
	save       *widget.Button
	cancel     *widget.Button
	entry      *fyne.Container
	outcome    *fyne.Container
	sheet      *widgets.ScoreSheet
	msg        *widget.Label
}

func newHyruleTable(u host.Host, st *storage.Store, g storage.Game) *hyruleTable {
	t := &hyruleTable{u: u, st: st, g: g, phone: u.Phone()}
	return t
}

// table returns the state the entry works on: with the run-off game's
// tallest player the table chose, when the rules need it.
func (t *hyruleTable) table() *shyrule.Game {
	if t.state.RunoffPending() && t.tallest != "" {
		if c, err := t.state.WithRunoff(&shyrule.RunoffSetup{Tallest: t.tallest}); err == nil {
			return c
		}
	}
	return t.state
}

func (t *hyruleTable) names() []string { return t.table().Table() }

func (t *hyruleTable) n() int { return len(t.names()) }

func (t *hyruleTable) draftKey() string { return "game/" + t.g.ID }

// load reads the stored turns and the state before the turn being entered:
// the stored state after the last turn, or while a turn is corrected the
// turns before it played again (storage keeps a state with every turn but
// hands out the last one only).
func (t *hyruleTable) load() error {
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		return err
	}
	t.rounds = rounds
	if t.editing == nil {
		s, err := t.st.GameState(t.g.ID)
		if err != nil {
			return err
		}
		g, ok := s.(*shyrule.Game)
		if !ok {
			return fmt.Errorf("game %s is not a game of Hyrule", t.g.ID)
		}
		t.state = g
		return nil
	}
	def, setup, opts, err := t.st.Definition(t.g.ID)
	if err != nil {
		return err
	}
	s, err := scoring.Start(def, setup, opts)
	if err != nil {
		return err
	}
	t.state = s.(*shyrule.Game)
	for _, r := range rounds {
		if r.ID == t.editing.ID {
			break
		}
		d, err := t.st.Decode(r)
		if err != nil {
			return err
		}
		if _, err := t.state.Apply(d.Round); err != nil {
			return err
		}
	}
	return nil
}

// storedTurn is a stored turn in the game's own type.
func (t *hyruleTable) storedTurn(r storage.Round) (shyrule.Turn, error) {
	d, err := t.st.Decode(r)
	if err != nil {
		return shyrule.Turn{}, err
	}
	tr, ok := d.Round.(shyrule.Turn)
	if !ok {
		return shyrule.Turn{}, fmt.Errorf("round %d is not a Hyrule turn", r.Number)
	}
	return tr, nil
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

func cardCodes(cs []cards.Card) []string { return cards.Cards(cs).Strings() }

// lead returns who goes first this turn (strategy), the player due before
// any swap, and why; -1 under chance rules.
func (t *hyruleTable) lead() (due, lead int, why game.Step) {
	g := t.table()
	due, why = g.Due()
	if due < 0 {
		return -1, -1, why
	}
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

func (t *hyruleTable) page() host.Page {
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.due = widgets.Wrapped("")
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
	t.tallestSel = widget.NewSelect(nil, func(name string) {
		if name == t.tallest {
			return
		}
		t.tallest = name
		t.rebuild()
		t.changed()
	})
	t.tallestSel.PlaceHolder = i18n.T("Who is the tallest?")
	t.result = container.NewVBox()
	t.why = container.NewVBox()
	t.msg = widgets.Wrapped("")
	t.msg.Importance = widget.SuccessImportance
	t.save = widget.NewButtonWithIcon(i18n.T("Save the turn"), theme.DocumentSaveIcon(), t.saveTurn)
	t.save.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), func() {
		t.editing = nil
		if err := t.load(); err != nil {
			t.u.ShowErr(err)
		}
		t.startEntry(true)
	})
	t.pickerBox = container.NewVBox()
	t.deckBox = container.NewVBox()
	t.captured = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.captured.Wrapping = fyne.TextWrapWord
	t.outcome = container.NewVBox()
	t.entry = container.NewVBox(t.head, t.due, t.tallestSel, t.swapCheck, t.pickerBox, t.result, t.save, t.cancel, t.deckBox)
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Describe: t.describe,
		Edit:     t.edit,
		Changed: func(storage.Totals) {
			t.editing = nil
			_ = t.load()
			t.startEntry(false)
		},
	})
	t.startEntry(true)

	info, _ := scoring.InfoFor("hyrule")
	setup := t.state.Setup()
	rulesName := i18n.T("Chance rules")
	if setup.TurnRules == shyrule.Strategy {
		rulesName = i18n.T("Strategy rules")
	}
	sub := widgets.CaptionLabel(rulesName + " · " + strings.Join(setup.Players, ", "))
	entryCol := container.NewVBox(sub, t.captured, t.msg, t.outcome, t.entry, widget.NewSeparator(), widgets.Heading(i18n.T("Why?")), t.why)
	sheetBox := container.NewBorder(widgets.Heading(i18n.T("Captured cards")), nil, nil, nil, t.sheet.Root)
	var content fyne.CanvasObject
	if t.phone {
		content = container.NewVScroll(container.NewPadded(container.NewVBox(entryCol, widget.NewSeparator(),
			widgets.Heading(i18n.T("Captured cards")), widgets.FixedHeight(t.sheet.Root, 320))))
	} else {
		content = container.NewGridWithColumns(2, container.NewVScroll(container.NewPadded(entryCol)), container.NewPadded(sheetBox))
	}
	title := info.Name
	if t.g.Name != "" {
		title = t.g.Name + " · " + info.Name
	}
	return host.Page{Title: title, Content: content}
}

// startEntry resets the entry for the next turn (or shows the round's end);
// withDraft restores a saved draft of a new turn.
func (t *hyruleTable) startEntry(withDraft bool) {
	t.swapping, t.swap, t.runoff, t.tied, t.tallest = false, "", nil, nil, ""
	t.cards = make([]string, t.n())
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
	t.tallest = d.Tallest
}

// current is the entry as a stored turn.
func (t *hyruleTable) current(lead int) hyTurn {
	d := hyTurn{Cards: append([]string(nil), t.cards...), Tallest: t.tallest}
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
	g := t.table()
	names := g.Table()
	due, lead, why := t.lead()
	turnNo := t.state.Turn()
	head := fmt.Sprintf(i18n.T("Turn %d of 7"), turnNo)
	if t.editing != nil {
		head = fmt.Sprintf(i18n.T("Correcting turn %d of 7"), turnNo)
		t.cancel.Show()
		t.save.SetText(i18n.T("Save the correction"))
	} else {
		t.cancel.Hide()
		t.save.SetText(i18n.T("Save the turn"))
	}
	t.head.SetText(head)
	// The run-off game's tallest player, when the rules need the table to say.
	if t.state.RunoffPending() && t.state.TurnRules() == shyrule.Strategy && t.state.Tallest() < 0 {
		t.tallestSel.SetOptions(t.state.Table())
		t.tallestSel.Selected = t.tallest
		t.tallestSel.Refresh()
		t.tallestSel.Show()
	} else {
		t.tallestSel.Hide()
	}
	if g.TurnRules() == shyrule.Strategy {
		t.due.SetText(why.Text)
		t.due.Show()
		if due >= 0 {
			t.swapCheck.Text = fmt.Sprintf(i18n.T("%s swaps a card with the stock first"), names[due])
			if err := g.CanSwap(); err != nil && !t.swapping {
				t.swapCheck.Disable()
			} else {
				t.swapCheck.Enable()
			}
			t.swapCheck.Checked = t.swapping
			t.swapCheck.Refresh()
			t.swapCheck.Show()
		} else {
			t.swapCheck.Hide()
		}
	} else {
		t.due.SetText(i18n.T("Chance rules: everyone picks a card face down, then all are turned over together. Tap each player's card."))
		t.swapCheck.Hide()
	}

	var zones []*widgets.Zone
	t.zoneKeys = nil
	if t.swapping && due >= 0 {
		zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s discards"), names[due]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, "swap")
	}
	for _, p := range t.playOrder(lead) {
		name := names[p]
		if p == lead {
			name = "▶ " + name
		}
		zones = append(zones, &widgets.Zone{Name: name, Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("p%d", p))
	}
	for k, p := range t.tied {
		zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s run-off"), names[p]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("r%d", k))
	}
	var deck []widgets.CardSpec
	for _, c := range cards.StandardDeck(true) {
		deck = append(deck, widgets.SpecStandard(c))
	}
	t.picker = widgets.NewCardPicker(deck, zones, t.picked)
	for i, key := range t.zoneKeys {
		if c := t.codeFor(key); c != "" {
			t.picker.SetCodes(i, []string{c})
		}
	}
	t.picker.SetBlocked(t.usedElsewhere())
	t.advance()
	_, top, grid := widgets.PickerParts(t.picker)
	t.pickerBox.Objects = []fyne.CanvasObject{top}
	t.pickerBox.Refresh()
	t.deckBox.Objects = []fyne.CanvasObject{grid}
	t.deckBox.Refresh()
	var parts []string
	for i, c := range g.Captured() {
		parts = append(parts, fmt.Sprintf("%s %d", names[i], c))
	}
	t.captured.SetText(i18n.T("Captured:") + " " + strings.Join(parts, " · "))
	widgets.HideEmpty(t.msg)
}

func (t *hyruleTable) codeFor(key string) string {
	var i int
	switch {
	case key == "swap":
		return t.swap
	case strings.HasPrefix(key, "p"):
		fmt.Sscanf(key, "p%d", &i)
		if i < len(t.cards) {
			return t.cards[i]
		}
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
		for len(t.cards) <= i {
			t.cards = append(t.cards, "")
		}
		t.cards[i] = code
	case strings.HasPrefix(key, "r"):
		fmt.Sscanf(key, "r%d", &i)
		for len(t.runoff) <= i {
			t.runoff = append(t.runoff, "")
		}
		t.runoff[i] = code
	}
}

// usedElsewhere are the cards the game says cannot be put on the table
// any more, with why (played, swapped away or used in a run-off in an
// earlier turn); while a turn is corrected, also the cards of the turns
// after it.
func (t *hyruleTable) usedElsewhere() map[string]string {
	out := map[string]string{}
	g := t.table()
	for _, c := range cards.StandardDeck(true) {
		if err := g.CanPlay(c); err != nil {
			out[c.String()] = hyReason(err)
		}
	}
	if t.editing == nil {
		return out
	}
	for _, r := range t.rounds {
		if r.Seq <= t.editing.Seq {
			continue
		}
		tr, err := t.storedTurn(r)
		if err != nil {
			continue
		}
		why := fmt.Sprintf(i18n.T("Played in turn %d."), r.Number)
		for _, c := range append(append(tr.Cards, tr.Runoff...), tr.Swaps...) {
			out[c.String()] = why
		}
	}
	return out
}

// hyReason is a refusal's words for the table (without its field).
func hyReason(err error) string {
	var ge *game.Error
	if errors.As(err, &ge) {
		return ge.Msg
	}
	return err.Error()
}

// advance makes the first empty zone the active one.
func (t *hyruleTable) advance() {
	for i := range t.zoneKeys {
		if len(t.picker.Codes(i)) == 0 {
			t.picker.SetActive(i)
			return
		}
	}
}

// picked is the picker's change callback.
func (t *hyruleTable) picked() {
	for i, key := range t.zoneKeys {
		code := ""
		if c := t.picker.Codes(i); len(c) > 0 {
			code = c[0]
		}
		t.setCode(key, code)
	}
	t.advance()
	t.changed()
}

// turn is the entry as the game's turn.
func (d hyTurn) turn() (shyrule.Turn, error) {
	tr := shyrule.Turn{First: -1}
	var err error
	if tr.Cards, err = parseCards(d.Cards); err != nil {
		return tr, err
	}
	if tr.Swaps, err = parseCards(d.Swaps); err != nil {
		return tr, err
	}
	if tr.Runoff, err = parseCards(d.Runoff); err != nil {
		return tr, err
	}
	if d.First != nil {
		tr.First = *d.First
	}
	if d.Tallest != "" {
		tr.RunoffGame = &shyrule.RunoffSetup{Tallest: d.Tallest}
	}
	return tr, nil
}

// changed plays what is entered so far on a copy of the game, shows the
// result and keeps the draft.
func (t *hyruleTable) changed() {
	_, lead, _ := t.lead()
	if t.editing == nil {
		cur := t.current(lead)
		if len(cur.Swaps) == 0 && strings.Join(cur.Cards, "") == "" {
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
	if t.state.RunoffPending() && t.state.TurnRules() == shyrule.Strategy && t.state.Tallest() < 0 && t.tallest == "" {
		t.result.Add(widgets.Wrapped(i18n.T("Strategy rules: choose the tallest player.")))
		return
	}
	if t.swapping && t.swap == "" {
		t.result.Add(widgets.Wrapped(i18n.T("Tap the card put on the discard pile by the swap.")))
		t.setTied(nil)
		return
	}
	if missing > 0 {
		t.result.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%d card(s) still to enter."), missing)))
		t.setTied(nil)
		return
	}
	tr, err := t.current(lead).turn()
	if err != nil {
		t.result.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	runoff := tr.Runoff
	tr.Runoff = nil
	res, err := t.state.Clone().Play(tr)
	if err != nil {
		t.result.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	if res.Open() {
		if !sameInts(t.tied, res.Tied) {
			t.setTied(res.Tied)
			return
		}
		if len(runoff) != len(t.tied) || contains(t.runoff, "") {
			names := make([]string, len(t.tied))
			for i, p := range t.tied {
				names[i] = res.Players[p]
			}
			t.result.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("Standoff: %s each play one more card."), strings.Join(names, " & ")), false))
			t.why.Add(widgets.ExplanationPanel(t.u, "hyrule", res.Steps))
			return
		}
		tr.Runoff = runoff
		if res, err = t.state.Clone().Play(tr); err != nil {
			t.result.Add(widgets.ErrorLabel(err.Error()))
			return
		}
	} else if len(t.tied) > 0 {
		t.setTied(nil)
		return
	}
	t.result.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("%s takes the turn with %s: %d cards."), res.Players[res.Winner], res.WinningCard, len(res.Captured)), true))
	t.why.Add(widgets.ExplanationPanel(t.u, "hyrule", res.Steps))
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

func (t *hyruleTable) saveTurn() {
	_, lead, _ := t.lead()
	tr, err := t.current(lead).turn()
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	var res storage.RoundResult
	if t.editing != nil {
		res, err = t.st.CorrectRound(t.editing.ID, tr)
	} else {
		res, err = t.st.AddRound(t.g.ID, tr)
	}
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	num := res.Round.Number
	t.editing = nil
	_ = t.st.DeleteDraft(t.draftKey())
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.msg.SetText(fmt.Sprintf(i18n.T("Turn %d saved."), num))
	t.msg.Show()
	t.sheet.Refresh()
	t.u.Changed()
	t.startEntry(false)
}

// showOutcome shows how the round ended (its winner, its draw) or, while
// its run-off game is played, why; the entry stays for the run-off game.
func (t *hyruleTable) showOutcome() {
	t.outcome.RemoveAll()
	end := t.state.End()
	if end == nil || t.editing != nil {
		t.entry.Show()
		t.outcome.Hide()
		return
	}
	t.outcome.Show()
	st := t.state.Standing()
	names := make([]string, len(end.Tied))
	for k, p := range end.Tied {
		names[k] = end.Players[p]
	}
	switch {
	case len(st.Winners) == 1:
		// The winner of the round, or of its last run-off game.
		w := st.Winners[0]
		t.outcome.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("Round over: %s wins with %d captured cards."), w, end.Captured[slices.Index(end.Players, w)]), true))
	case st.Draw:
		t.outcome.Add(widgets.ResultBanner(i18n.T("Round over: a draw."), false))
	default:
		t.outcome.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("Round over: %s are level and play a run-off game."), strings.Join(names, " & ")), false))
	}
	if !st.Finished {
		t.entry.Show()
		return
	}
	t.entry.Hide()
	t.why.RemoveAll()
	t.why.Add(widgets.ExplanationPanel(t.u, "hyrule", end.Steps))
	setup := t.state.Setup()
	again := widget.NewButtonWithIcon(i18n.T("New round, same players"), theme.ContentAddIcon(), func() {
		t.u.Push("play", hyruleNewGame(t.u, setup.Players, setup.TurnRules.String()))
	})
	t.outcome.Add(again)
	t.outcome.Refresh()
}

// describe summarises a stored turn for the score sheet.
func (t *hyruleTable) describe(r storage.Round) string {
	d, err := t.st.Decode(r)
	if err != nil {
		return ""
	}
	tr, _ := d.Round.(shyrule.Turn)
	s := strings.Join(cardCodes(tr.Cards), " ")
	if len(tr.Swaps) > 0 {
		s = fmt.Sprintf(i18n.T("swap %s"), tr.Swaps[0]) + " · " + s
	}
	if res, ok := d.Result.(shyrule.TurnResult); ok && !res.Open() && res.Winner < len(res.Players) {
		s += " · " + fmt.Sprintf(i18n.T("%s takes them with %s"), res.Players[res.Winner], res.WinningCard)
	}
	return s
}

// edit reopens a stored turn in the entry.
func (t *hyruleTable) edit(r storage.Round) {
	tr, err := t.storedTurn(r)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	rr := r
	t.editing = &rr
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.swapping, t.swap, t.runoff, t.tied, t.tallest = false, "", nil, nil, ""
	t.cards = make([]string, t.n())
	d := hyTurn{Cards: cardCodes(tr.Cards), Swaps: cardCodes(tr.Swaps), Runoff: cardCodes(tr.Runoff)}
	if tr.RunoffGame != nil {
		d.Tallest = tr.RunoffGame.Tallest
	}
	t.fill(d)
	if len(tr.Runoff) > 0 {
		bare := tr
		bare.Runoff = nil
		if res, err := t.state.Clone().Play(bare); err == nil {
			t.tied = res.Tied
		}
	}
	t.msg.SetText("")
	t.msg.Hide()
	t.entry.Show()
	t.outcome.RemoveAll()
	t.rebuild()
	t.changed()
}
