package hyrule

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"regexp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
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
//
// One source of truth: the table keeps no copy of the game. Whenever it is
// shown, and after every save, correction and undo, it reads the game's
// state from the store (Store.GameState, or Store.StateBefore the turn
// being corrected) and the turn being entered from its stored draft.
// Everything the rules say (who goes first and why, whether a swap is
// allowed, which cards are gone, the standoff, the round's end and its
// run-off game) is the state's answer (*shyrule.Game).
//
// A layout that does not move under the finger: the status line at the
// top, the actions (Save the turn, Cancel the correction, Undo last turn)
// in a bar always in view, one row per player (a run-off card goes beside
// the player's card, never in a new row), the turn's result in a line of
// fixed height with its Why?, and the deck in one fixed order.

func init() {
	host.RegisterTable(host.Table{
		ID: "hyrule",
		Seating: host.Seating{Min: 2, Max: 7, Setup: func(names []string) (json.RawMessage, error) {
			return json.Marshal(hySetup{Players: names, TurnRules: "chance"})
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newHyruleTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return hyruleNewGame(u, nil, "") },
		Describe: func(g storage.Game, r storage.Round) string {
			return hyDescribe(r)
		},
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			t := newHyruleTable(u, st, g)
			t.edit(r)
			return t.page()
		},
	})
}

// hySetup is the stored setup of a Hyrule game (its Score input without
// the turns).
type hySetup struct {
	Players   []string `json:"players"`
	TurnRules string   `json:"turn_rules,omitempty"`
	Tallest   *string  `json:"tallest,omitempty"`
}

// hyTurn is a stored turn, as the tests read it, and the entry of one: one
// element of the record's "turns".
type hyTurn struct {
	Cards   []string `json:"cards"`
	First   *int     `json:"first,omitempty"`
	Swaps   []string `json:"swaps,omitempty"`
	Runoff  []string `json:"runoff,omitempty"`
	Tallest string   `json:"tallest,omitempty"` // the run-off game's, when the table says
}

// hyDraft is the entry as it stands, saved on every change: the turn, the
// turn it corrects and the new turn put aside meanwhile.
type hyDraft struct {
	hyTurn
	Edit  string  `json:"edit,omitempty"`
	Stash *hyTurn `json:"stash,omitempty"`
}

func (d hyDraft) key() string {
	if d.Edit == "" && d.Stash == nil && strings.Join(d.Cards, "")+strings.Join(d.Swaps, "")+strings.Join(d.Runoff, "") == "" {
		return ""
	}
	b, _ := json.Marshal(d)
	return string(b)
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
	// The tallest player is chosen among the names, one a line: the
	// choice reads in the text's own colour (issue 16 #15).
	tallest := widget.NewRadioGroup(nil, nil)
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
				if s != "" && !slices.Contains(opts, s) {
					opts = append(opts, s)
				}
			}
			keep := tallest.Selected
			tallest.Options = opts
			if !slices.Contains(opts, keep) {
				tallest.Selected = ""
			}
			tallest.Refresh()
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
// The table screen.

type hyruleTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	phone bool

	// Read from the store by load, never kept across a change.
	stored  *shyrule.Game   // after the turns in force
	state   *shyrule.Game   // before the turn being entered (or corrected)
	rounds  []storage.Round // stored turns in force
	seen    string          // the rounds (ids and versions) load read
	loadErr error
	editing *storage.Round // the turn being corrected, nil for a new one
	stash   *hyTurn        // the new turn put aside while correcting

	// The entry.
	cards    []string // one per player of the game being played ("" not yet)
	swapping bool
	swap     string
	runoff   []string // one per tied player of a standoff
	tied     []int
	tallest  string // the run-off game's tallest player, when the table must say
	steps    game.Explanation
	canSave  bool

	picker   *widgets.CardPicker
	zoneKeys []string // "p<i>", "swap", "r<k>"
	deck     []widgets.CardSpec
	faces    map[string][]*widgets.CardFace

	// The status line: a lasting note, and over it why a tap was refused.
	status widgets.StatusNotes

	holder     *fyne.Container
	body       *widgets.Scroll
	save       *widget.Button
	cancel     *widget.Button
	undoB      *widget.Button
	head       *widget.Label
	due        *widget.Label
	tallestR   *widget.RadioGroup
	tallestBox *fyne.Container
	swapCheck  *widget.Check
	zonesBox   *fyne.Container
	result     *widgets.StatusLine
	whyB       *widget.Button
	outcome    *fyne.Container
	entry      *fyne.Container
	sheet      *widgets.ScoreSheet
	showTurn   func()
	restoring  bool
}

func newHyruleTable(u host.Host, st *storage.Store, g storage.Game) *hyruleTable {
	t := &hyruleTable{u: u, st: st, g: g, phone: u.Phone()}
	for _, c := range widgets.SuitOrderDeck(true) {
		t.deck = append(t.deck, widgets.SpecStandard(c))
	}
	_ = st.SetState("last_screen", "game/"+g.ID)
	t.holder = container.NewStack()
	t.build()
	t.fromStore()
	t.status.ShowNote()
	u.OnLayout(func(phone bool) {
		if phone == t.phone {
			return
		}
		t.phone = phone
		t.build()
		t.render()
		t.status.ShowNote()
	})
	return t
}

func (t *hyruleTable) page() host.Page {
	info, _ := scoring.InfoFor("hyrule")
	title := info.Name + " · " + t.rulesName()
	if t.g.Name != "" {
		title = t.g.Name + " · " + title
	}
	return host.Page{Title: title, Content: t.holder, OnShow: t.onShow}
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

// ---- the store, the one source of truth ----

func hyState(s scoring.State, err error) (*shyrule.Game, error) {
	if err != nil {
		return nil, err
	}
	g, ok := s.(*shyrule.Game)
	if !ok {
		return nil, errors.New("not a game of Hyrule")
	}
	return g, nil
}

// load reads the game from the store: its turns in force, its state after
// them, and the state the entry plays on (before the turn corrected).
func (t *hyruleTable) load() {
	t.loadErr = nil
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		t.loadErr = err
	}
	t.rounds = rounds
	t.seen = tablestore.RoundsKey(rounds)
	if t.stored, err = hyState(t.st.GameState(t.g.ID)); err != nil {
		t.loadErr = err
		if t.stored == nil {
			t.stored = t.fresh()
		}
	}
	t.state = t.stored
	if t.editing == nil {
		return
	}
	cur := tablestore.RoundByID(rounds, t.editing.ID)
	if cur == nil {
		t.editing = nil
		return
	}
	t.editing = cur
	if s, err := hyState(t.st.StateBefore(cur.ID)); err == nil {
		t.state = s
	} else {
		t.loadErr = err
	}
}

// fresh is the game before its first turn (when the stored state cannot
// be read).
func (t *hyruleTable) fresh() *shyrule.Game {
	if def, setup, opts, err := t.st.Definition(t.g.ID); err == nil {
		if s, err := hyState(scoring.Start(def, setup, opts)); err == nil {
			return s
		}
	}
	names := make([]string, 0, len(t.g.Seats))
	for _, s := range t.g.Seats {
		names = append(names, s.Side)
	}
	g, _ := shyrule.NewGame(shyrule.Setup{Players: names}, ehyrule.Options{})
	return g
}

// fromStore reads the game and the draft, and shows them.
func (t *hyruleTable) fromStore() {
	t.editing, t.stash = nil, nil
	d, found := tablestore.ReadDraft[hyDraft](t.st, t.draftKey())
	if found && d.Edit != "" {
		t.editing = &storage.Round{ID: d.Edit}
	}
	t.load()
	switch {
	case !found:
		t.fill(hyTurn{})
	case d.Edit != "" && t.editing == nil:
		if d.Stash != nil {
			t.fill(*d.Stash)
		} else {
			t.fill(hyTurn{})
		}
	default:
		t.stash = d.Stash
		t.fill(d.hyTurn)
	}
	t.render()
}

// onShow reads everything again when the stored game or draft are not
// what the table shows (a change on another screen of this game).
func (t *hyruleTable) onShow() {
	gameChanged := t.changedElsewhere()
	stored := ""
	if d, ok := tablestore.ReadDraft[hyDraft](t.st, t.draftKey()); ok {
		stored = d.key()
	}
	if !gameChanged && stored == t.draft().key() {
		t.sheet.Refresh()
		return
	}
	t.fromStore()
	t.sheet.Refresh()
	if gameChanged {
		t.status.SetNote("", widgets.StatusInfo)
	}
}

func (t *hyruleTable) changedElsewhere() bool {
	return tablestore.ChangedElsewhere(t.st, t.g.ID, t.seen)
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

// turnDraft is a stored turn as an entry.
func turnDraft(tr shyrule.Turn) hyTurn {
	d := hyTurn{Cards: cardCodes(tr.Cards), Swaps: cardCodes(tr.Swaps), Runoff: cardCodes(tr.Runoff)}
	if tr.RunoffGame != nil {
		d.Tallest = tr.RunoffGame.Tallest
	}
	return d
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

// ---- building the screen ----

func (t *hyruleTable) build() {
	t.status.Line = widgets.NewStatusLine(2)
	if t.phone {
		t.status.Line = widgets.NewStatusLine(3)
	}
	t.status.Hint = i18n.T("Tap each player's card in the deck.")
	t.save = widget.NewButtonWithIcon(i18n.T("Save the turn"), theme.DocumentSaveIcon(), t.saveTurn)
	t.save.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), t.cancelEdit)
	t.undoB = widget.NewButtonWithIcon(i18n.T("Undo last turn"), theme.ContentUndoIcon(), func() {
		if t.sheet != nil && t.sheet.Undo.OnTapped != nil {
			t.sheet.Undo.OnTapped()
		}
	})
	bar := widgets.ActionBar(t.save, t.cancel, t.undoB)

	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.head.Wrapping = fyne.TextWrapWord
	t.due = widgets.Wrapped("")
	t.tallestR = widget.NewRadioGroup(nil, func(name string) {
		if t.restoring || name == t.tallest {
			return
		}
		t.tallest = name
		t.rebuild()
		t.changed()
	})
	t.tallestBox = container.NewVBox(widget.NewLabelWithStyle(i18n.T("Tallest player of the run-off game"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), t.tallestR)
	t.swapCheck = widget.NewCheck("", func(on bool) {
		if t.restoring || on == t.swapping {
			return
		}
		if on {
			if err := t.table().CanSwap(); err != nil {
				t.restoring = true
				t.swapCheck.SetChecked(false)
				t.restoring = false
				t.status.Problem(t.why(err, nil))
				return
			}
		}
		t.swapping = on
		if !on {
			t.swap = ""
		}
		t.rebuild()
		t.changed()
	})
	t.zonesBox = container.NewVBox()
	t.result = widgets.NewStatusLine(2)
	if t.phone {
		t.result = widgets.NewStatusLine(3)
	}
	t.whyB = widget.NewButtonWithIcon(i18n.T("Why?"), theme.QuestionIcon(), t.showWhy)
	t.outcome = container.NewVBox()
	t.entry = container.NewVBox(t.head, t.due, t.tallestBox, container.NewHBox(t.swapCheck), t.zonesBox,
		container.NewBorder(nil, nil, nil, container.NewCenter(t.whyB), t.result), t.deckGrid())
	t.body = widgets.NewScroll(container.NewPadded(container.NewVBox(t.outcome, t.entry)))
	turn := widgets.TableFrame(t.status.Line, t.body, bar)

	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Describe: hyDescribe,
		Edit:     t.edit,
		Undone:   t.undone,
	})
	// Undo is in the action bar, next to the turn it puts back.
	t.sheet.Undo.Hide()
	sheet := container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Captured cards")), nil, nil, nil, t.sheet.Root))

	var content fyne.CanvasObject
	content, t.showTurn = widgets.EntryAndSheet(t.phone, turn, i18n.T("Turn"), sheet, i18n.T("Score sheet"), 0.58, func() { t.sheet.Refresh() })
	t.holder.Objects = []fyne.CanvasObject{content}
	t.holder.Refresh()
}

// deckGrid draws the deck in one fixed order; a tap goes to the zone being filled.
func (t *hyruleTable) deckGrid() fyne.CanvasObject {
	grid, faces := widgets.DeckGrid(t.deck, t.tapDeck)
	t.faces = faces
	return grid
}

// ---- the status line ----

// statusText is what the status line shows.
func (t *hyruleTable) statusText() string { return t.status.Text() }

// ---- the entry ----

// fill puts a turn into the entry (a draft, a turn to correct or one
// taken back); the standoff it needs comes from the rules.
func (t *hyruleTable) fill(d hyTurn) {
	t.swapping, t.swap, t.runoff, t.tied, t.tallest = false, "", nil, nil, d.Tallest
	t.cards = append([]string(nil), d.Cards...)
	for len(t.cards) < t.n() {
		t.cards = append(t.cards, "")
	}
	t.cards = t.cards[:t.n()]
	if len(d.Swaps) > 0 {
		t.swapping, t.swap = true, d.Swaps[0]
	}
	t.runoff = append([]string(nil), d.Runoff...)
	if len(d.Runoff) > 0 {
		if tr, err := (hyTurn{Cards: d.Cards, Swaps: d.Swaps}).turn(); err == nil {
			if res, err := t.table().Clone().Play(tr); err == nil && res.Open() {
				t.tied = res.Tied
			}
		}
	}
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

// draft is the entry as it stands, with the turn it corrects.
func (t *hyruleTable) draft() hyDraft {
	_, lead, _ := t.lead()
	d := hyDraft{hyTurn: t.current(lead), Stash: t.stash}
	if t.editing != nil {
		d.Edit = t.editing.ID
	}
	return d
}

func (t *hyruleTable) saveDraft() {
	d := t.draft()
	if err := tablestore.SaveDraft(t.st, t.draftKey(), d, d.key() == ""); err != nil {
		t.status.Problem(err.Error())
	}
}

// rulesName names the game's turn rules.
func (t *hyruleTable) rulesName() string {
	if t.stored != nil && t.stored.Setup().TurnRules == shyrule.Strategy {
		return i18n.T("Strategy rules")
	}
	return i18n.T("Chance rules")
}

// render draws the whole table from the state and the entry.
func (t *hyruleTable) render() {
	t.rebuild()
	t.changed()
	t.showOutcome()
	if len(t.rounds) > 0 {
		t.undoB.Enable()
	} else {
		t.undoB.Disable()
	}
}

// rebuild makes the card picker for the current zones: the swap, each
// player in order of play, and beside each tied player their run-off card.
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
	var parts []string
	for i, c := range g.Captured() {
		parts = append(parts, fmt.Sprintf("%s %d", names[i], c))
	}
	t.head.SetText(head + " · " + i18n.T("Captured:") + " " + strings.Join(parts, " · "))
	t.steps = nil
	// The run-off game's tallest player, when the rules need the table to say.
	t.restoring = true
	if t.state.RunoffPending() && t.state.TurnRules() == shyrule.Strategy && t.state.Tallest() < 0 {
		t.tallestR.Options = t.state.Table()
		t.tallestR.Selected = t.tallest
		t.tallestR.Refresh()
		t.tallestBox.Show()
	} else {
		t.tallestBox.Hide()
	}
	if g.TurnRules() == shyrule.Strategy {
		_ = why
		if due >= 0 {
			if g.CanSwap() == nil {
				t.due.SetText(fmt.Sprintf(i18n.T("%s goes first this turn and may swap a card with the stock first (Why? says why)."), names[due]))
			} else {
				t.due.SetText(fmt.Sprintf(i18n.T("%s goes first this turn (Why? says why)."), names[due]))
			}
			// Short words: a check's words do not wrap.
			t.swapCheck.Text = i18n.T("Swap with the stock first")
			t.swapCheck.SetChecked(t.swapping)
			if g.CanSwap() == nil || t.swapping {
				t.swapCheck.Show()
			} else {
				t.swapCheck.Hide()
			}
			t.due.Show()
		} else {
			// Nobody is due before the run-off game's tallest player is
			// named: the table asks for them above.
			t.due.Hide()
			t.swapCheck.Hide()
		}
	} else {
		t.due.SetText(i18n.T("Chance rules: everyone picks a card face down, then all are turned over together. Tap each player's card."))
		t.due.Show()
		t.swapCheck.Hide()
	}
	t.restoring = false

	var zones []*widgets.Zone
	t.zoneKeys = nil
	if t.swapping && due >= 0 {
		zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s discards"), names[due]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, "swap")
	}
	for _, p := range t.playOrder(lead) {
		zones = append(zones, &widgets.Zone{Name: names[p], Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("p%d", p))
	}
	for k, p := range t.tied {
		zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s run-off"), names[p]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("r%d", k))
	}
	t.picker = widgets.NewCardPicker(t.deck, zones, t.picked)
	t.picker.Faces = t.faces
	// The player who goes first is marked with a "play" sign.
	for i, key := range t.zoneKeys {
		if key == fmt.Sprintf("p%d", lead) {
			zones[i].Head.SetIcon(theme.MediaPlayIcon())
		}
	}
	for i, key := range t.zoneKeys {
		if c := t.codeFor(key); c != "" {
			t.picker.SetCodes(i, []string{c})
		}
	}
	t.picker.SetBlocked(t.usedElsewhere())
	t.advance()
	t.layoutZones(zones)
}

// layoutZones draws a cell per zone, side by side as the width allows:
// the swap, then each player in order of play with, when tied in a
// standoff, the run-off card beside theirs. Every cell is as large as one
// with a run-off card, filled or not, so a standoff moves nothing.
func (t *hyruleTable) layoutZones(zones []*widgets.Zone) {
	pad := theme.Padding()
	// The names are as wide as the widest needs: a long name at a large
	// text size stays on its button.
	headSize := fyne.NewSize(96, 44)
	for i, key := range t.zoneKeys {
		if !strings.HasPrefix(key, "r") {
			headSize.Width = max(headSize.Width, zones[i].Head.MinSize().Width)
		}
	}
	probe := widget.NewButton(i18n.T("run-off"), nil)
	runSize := fyne.NewSize(probe.MinSize().Width, 44)
	cellMin := fyne.NewSize(headSize.Width+runSize.Width+2*widgets.PlacedCardSize.Width+3*pad, widgets.PlacedCardSize.Height)
	runoffOf := map[string]*widgets.Zone{}
	for i, key := range t.zoneKeys {
		if strings.HasPrefix(key, "r") {
			var k int
			fmt.Sscanf(key, "r%d", &k)
			if k < len(t.tied) {
				runoffOf[fmt.Sprintf("p%d", t.tied[k])] = zones[i]
			}
		}
	}
	var cells []fyne.CanvasObject
	for i, key := range t.zoneKeys {
		if strings.HasPrefix(key, "r") {
			continue
		}
		row := container.NewHBox(container.NewGridWrap(headSize, zones[i].Head), container.NewGridWrap(widgets.PlacedCardSize, zones[i].View))
		if r := runoffOf[key]; r != nil {
			r.Head.SetText(i18n.T("run-off"))
			row.Add(container.NewGridWrap(runSize, r.Head))
			row.Add(container.NewGridWrap(widgets.PlacedCardSize, r.View))
		}
		spacer := canvas.NewRectangle(color.Transparent)
		spacer.SetMinSize(cellMin)
		cells = append(cells, container.NewStack(spacer, row))
	}
	t.zonesBox.Objects = []fyne.CanvasObject{widgets.NewFlowGrid(3, cells...)}
	t.zonesBox.Refresh()
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
	for _, c := range widgets.SuitOrderDeck(true) {
		if err := g.CanPlay(c); err != nil {
			out[c.String()] = t.why(err, &c)
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

var hyRefText = regexp.MustCompile(`\(([^()]*)\)[.\s]*$`)

// why says a refusal of the game in a sentence with the rule it cites;
// c is the card tapped, when one was.
func (t *hyruleTable) why(err error, c *cards.Card) string {
	var ge *game.Error
	if !errors.As(err, &ge) {
		return err.Error()
	}
	s := ""
	switch {
	case errors.Is(err, shyrule.ErrSeenCard) && c != nil:
		if u, ok := t.table().Used(*c); ok {
			card := widgets.CardWords(c.String())
			switch u.How {
			case "swapped":
				s = fmt.Sprintf(i18n.T("%s was discarded by a swap in turn %d: it is out of this round."), card, u.Turn)
			case "runoff":
				s = fmt.Sprintf(i18n.T("%s was played in the run-off of turn %d: it is out of this round."), card, u.Turn)
			default:
				s = fmt.Sprintf(i18n.T("%s was played in turn %d: it is out of this round."), card, u.Turn)
			}
		}
	case errors.Is(err, shyrule.ErrStockEmpty):
		s = i18n.T("The stock is empty: there is no card to swap with.")
	case errors.Is(err, shyrule.ErrRoundOver):
		s = i18n.T("The round is over.")
	}
	if s == "" {
		return widgets.CardWords(ge.Msg)
	}
	if m := hyRefText.FindStringSubmatch(ge.Msg); m != nil {
		s = strings.TrimSuffix(s, ".") + " (" + m[1] + ")."
	} else if ge.Rule != "" {
		s = strings.TrimSuffix(s, ".") + " (" + ge.Rule + ")."
	}
	return s
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

// tapDeck puts a tapped card into the zone being filled, or says at once
// why it cannot go there.
func (t *hyruleTable) tapDeck(s widgets.CardSpec) {
	if t.picker == nil || !t.entry.Visible() {
		return
	}
	t.picker.TapDeck(s)
	if why := t.picker.Status.Text; why != "" {
		t.status.Problem(widgets.CardWords(why))
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
	t.status.ClearProblem()
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

// say shows the turn's result in its line.
func (t *hyruleTable) say(s string, kind widget.Importance) {
	t.result.Set(s, kind)
	if len(t.steps) > 0 {
		t.whyB.Enable()
	} else {
		t.whyB.Disable()
	}
	if t.canSave {
		t.save.Enable()
	} else {
		t.save.Disable()
	}
}

// changed plays what is entered so far on a copy of the game, shows the
// result and keeps the draft.
func (t *hyruleTable) changed() {
	t.saveDraft()
	t.canSave = false
	_, lead, why := t.lead()
	t.steps = nil
	if why.Text != "" && t.table().TurnRules() == shyrule.Strategy {
		t.steps = game.Explanation{why}
	}
	if t.stored.End() != nil && t.stored.Standing().Finished && t.editing == nil {
		t.say("", widgets.StatusInfo)
		return
	}
	missing := 0
	for _, c := range t.cards {
		if c == "" {
			missing++
		}
	}
	if t.state.RunoffPending() && t.state.TurnRules() == shyrule.Strategy && t.state.Tallest() < 0 && t.tallest == "" {
		t.say(i18n.T("Strategy rules: choose the tallest player."), widgets.StatusInfo)
		return
	}
	if t.swapping && t.swap == "" {
		t.say(i18n.T("Tap the card put on the discard pile by the swap."), widgets.StatusInfo)
		t.setTied(nil)
		return
	}
	if missing > 0 {
		t.say(i18n.N(missing, "%d card still to enter.", "%d cards still to enter."), widgets.StatusInfo)
		t.setTied(nil)
		return
	}
	tr, err := t.current(lead).turn()
	if err != nil {
		t.say(err.Error(), widgets.StatusProblem)
		return
	}
	runoff := tr.Runoff
	tr.Runoff = nil
	res, err := t.state.Clone().Play(tr)
	if err != nil {
		t.say(t.why(err, nil), widgets.StatusProblem)
		return
	}
	t.steps = res.Steps
	if res.Open() {
		if !slices.Equal(t.tied, res.Tied) {
			t.setTied(res.Tied)
			return
		}
		if len(runoff) != len(t.tied) || slices.Contains(t.runoff, "") {
			names := make([]string, len(t.tied))
			for i, p := range t.tied {
				names[i] = res.Players[p]
			}
			t.say(fmt.Sprintf(i18n.T("Standoff: %s each play one more card."), strings.Join(names, " & ")), widgets.StatusWarning)
			return
		}
		tr.Runoff = runoff
		if res, err = t.state.Clone().Play(tr); err != nil {
			t.say(t.why(err, nil), widgets.StatusProblem)
			return
		}
		t.steps = res.Steps
	} else if len(t.tied) > 0 {
		t.setTied(nil)
		return
	}
	t.canSave = true
	t.say(fmt.Sprintf(i18n.T("%s takes the turn with %s: %d cards."), res.Players[res.Winner], widgets.CardWords(res.WinningCard.String()), len(res.Captured)), widgets.StatusDone)
}

// setTied shows or removes the run-off cards of a standoff.
func (t *hyruleTable) setTied(tied []int) {
	if slices.Equal(t.tied, tied) || (len(t.tied) == 0 && len(tied) == 0) {
		return
	}
	t.tied = append([]int(nil), tied...)
	if len(tied) == 0 {
		t.runoff = nil
	}
	t.rebuild()
	t.changed()
}

// showWhy shows the rules' reasons for the turn (or the round's end).
func (t *hyruleTable) showWhy() {
	steps := t.steps
	if len(steps) == 0 {
		return
	}
	d := dialog.NewCustom(i18n.T("Why?"), i18n.T("Close"), widgets.NewScroll(widgets.ExplanationPanel(t.u, "hyrule", steps)), t.u.Window())
	sz := t.u.Window().Canvas().Size()
	d.Resize(fyne.NewSize(widgets.Minf(sz.Width-20, 560), widgets.Minf(sz.Height-40, 480)))
	d.Show()
}

// ---- save, correct, undo ----

func (t *hyruleTable) saveTurn() {
	if t.changedElsewhere() {
		t.fromStore()
		t.status.Problem(i18n.T("This game was changed on another screen: the table shows it as stored now."))
		return
	}
	_, lead, _ := t.lead()
	tr, err := t.current(lead).turn()
	if err != nil {
		t.status.Problem(err.Error())
		return
	}
	var res storage.RoundResult
	wasEdit := t.editing != nil
	if wasEdit {
		res, err = t.st.CorrectRound(t.editing.ID, tr)
	} else {
		res, err = t.st.AddRound(t.g.ID, tr)
	}
	if err != nil {
		t.status.Problem(t.why(err, nil))
		return
	}
	stash := t.stash
	t.editing, t.stash = nil, nil
	t.load()
	if wasEdit && stash != nil {
		t.fill(*stash)
	} else {
		t.fill(hyTurn{})
	}
	t.sheet.Refresh()
	t.u.Changed()
	msg := fmt.Sprintf(i18n.T("Turn %d saved."), res.Round.Number)
	if wasEdit {
		msg = fmt.Sprintf(i18n.T("Turn %d corrected."), res.Round.Number)
	}
	t.status.SetNote(msg, widgets.StatusDone)
	t.render()
	t.body.ScrollToTop()
}

// edit reopens a stored turn in the entry; the new turn being entered is
// put aside and comes back after the correction.
func (t *hyruleTable) edit(r storage.Round) {
	if t.editing == nil {
		_, lead, _ := t.lead()
		cur := t.current(lead)
		if strings.Join(cur.Cards, "")+strings.Join(cur.Swaps, "") != "" {
			t.stash = &cur
		} else {
			t.stash = nil
		}
	}
	rr := r
	t.editing = &rr
	t.load()
	if t.editing == nil {
		t.status.Problem(i18n.T("This turn is no longer in the game."))
		return
	}
	tr, err := t.storedTurn(*t.editing)
	if err != nil {
		t.status.Problem(err.Error())
		return
	}
	t.fill(turnDraft(tr))
	t.status.SetNote(fmt.Sprintf(i18n.T("Correcting turn %d."), t.editing.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showTurn()
}

func (t *hyruleTable) cancelEdit() {
	n := 0
	if t.editing != nil {
		n = t.editing.Number
	}
	stash := t.stash
	t.editing, t.stash = nil, nil
	t.load()
	if stash != nil {
		t.fill(*stash)
	} else {
		t.fill(hyTurn{})
	}
	t.status.SetNote(fmt.Sprintf(i18n.T("Turn %d left as it was."), n), widgets.StatusInfo)
	t.render()
}

// undone follows an undo: the turn taken back is put in the entry again,
// to be changed and saved.
func (t *hyruleTable) undone(r storage.Round) {
	t.editing, t.stash = nil, nil
	t.load()
	if tr, err := t.storedTurn(r); err == nil {
		t.fill(turnDraft(tr))
	} else {
		t.fill(hyTurn{})
	}
	t.status.SetNote(fmt.Sprintf(i18n.T("Turn %d taken back: its cards are in the form again. Change them and save."), r.Number), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showTurn()
}

// showOutcome shows how the round ended (its winner, its draw) or, while
// its run-off game is played, why; the entry stays for the run-off game.
func (t *hyruleTable) showOutcome() {
	t.outcome.RemoveAll()
	end := t.stored.End()
	if end == nil || t.editing != nil {
		t.entry.Show()
		t.outcome.Hide()
		t.body.Refresh()
		return
	}
	t.outcome.Show()
	st := t.stored.Standing()
	names := make([]string, len(end.Tied))
	for k, p := range end.Tied {
		names[k] = end.Players[p]
	}
	switch {
	case len(st.Winners) == 1:
		w := st.Winners[0]
		t.outcome.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("Round over: %s wins with %d captured cards."), w, end.Captured[slices.Index(end.Players, w)]), true))
	case st.Draw:
		t.outcome.Add(widgets.ResultBanner(i18n.T("Round over: a draw."), false))
	default:
		t.outcome.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("Round over: %s are level and play a run-off game."), strings.Join(names, " & ")), false))
	}
	if !st.Finished {
		t.entry.Show()
		t.body.Refresh()
		return
	}
	t.entry.Hide()
	t.steps = end.Steps
	why := widget.NewButtonWithIcon(i18n.T("Why?"), theme.QuestionIcon(), t.showWhy)
	setup := t.stored.Setup()
	again := widget.NewButtonWithIcon(i18n.T("New round, same players"), theme.ContentAddIcon(), func() {
		t.u.Push("play", hyruleNewGame(t.u, setup.Players, setup.TurnRules.String()))
	})
	t.outcome.Add(widgets.NewFlowGrid(2, why, again))
	t.save.Disable()
	t.outcome.Refresh()
	t.body.Refresh()
}

// hyDescribe summarises a stored turn for the score sheet and the record.
func hyDescribe(r storage.Round) string {
	def, err := scoring.Lookup("hyrule")
	if err != nil {
		return ""
	}
	round, err := def.Codec().DecodeRound(r.Input)
	if err != nil {
		return ""
	}
	tr, _ := round.(shyrule.Turn)
	s := strings.Join(cardCodes(tr.Cards), " ")
	if len(tr.Swaps) > 0 {
		s = fmt.Sprintf(i18n.T("swap %s"), tr.Swaps[0]) + " · " + s
	}
	if len(r.Result) > 0 {
		if res, err := def.Codec().DecodeResult(r.Result); err == nil {
			if tres, ok := res.(shyrule.TurnResult); ok && !tres.Open() && tres.Winner < len(tres.Players) {
				s += " · " + fmt.Sprintf(i18n.T("%s takes them with %s"), tres.Players[tres.Winner], tres.WinningCard)
			}
		}
	}
	return s
}
