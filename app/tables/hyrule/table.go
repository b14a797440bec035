package hyrule

import (
	"fmt"
	"image/color"
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
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/scoring"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/session"
)

// hyruleTable is one game's table screen, drawn from its session.
type hyruleTable struct {
	u     host.Host
	cs    *hySession
	phone bool

	// The entry.
	cards    []string // one per player of the game being played ("" not yet)
	swapping bool
	swap     string
	runoff   []string // one per tied player of a standoff
	tied     []int
	tallest  string // the run-off game's tallest player, when the table must say
	steps    game.Explanation
	// current is the turn in the entry as the session applied it, when it
	// can be saved.
	current *session.Preview[*shyrule.Game, shyrule.Turn, shyrule.TurnResult]
	// stash is the new turn put aside while a past one is corrected.
	stash *hyTurn
	// editNext is a turn to put in the entry once the session has read
	// it (saved elsewhere since the session last read the game).
	editNext string
	// saving is set from Save until the session says the turn is saved.
	saving bool

	picker   *widgets.CardPicker
	zoneKeys []string // "p<i>", "swap", "r<k>"
	deck     []widgets.CardSpec
	faces    map[string][]*widgets.CardFace

	// The status line: a lasting note, and over it why a tap was refused.
	status widgets.StatusNotes

	holder     *fyne.Container
	body       *widgets.Scroll
	save       *widget.Button
	cancelB    *widget.Button
	undoB      *widget.Button
	head       *widget.Label
	roundLine  *widget.Label // the round's captured cards, during its run-off game
	due        *widget.Label
	tallestR   *widget.RadioGroup
	tallestBox *fyne.Container
	swapCheck  *widget.Check
	zonesBox   *fyne.Container
	result     *widgets.StatusLine
	whyB       *widget.Button
	outcome    *fyne.Container
	entry      *fyne.Container
	sheet      *widgets.TableSheet
	showTurn   func()
	restoring  bool
	cancel     func()
}

func newHyruleTable(u host.Host, cs *hySession) *hyruleTable {
	t := &hyruleTable{u: u, cs: cs}
	for _, c := range widgets.SuitOrderDeck(true) {
		t.deck = append(t.deck, widgets.SpecStandard(c))
	}
	return t
}

// view builds the page: the score sheet follows the session, the screen
// follows its events and the window's layout.
func (t *hyruleTable) view() widgets.TableView {
	t.holder = container.NewStack()
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		Edit:   func(l session.Line) { t.startEdit(l.ID) },
		Undone: t.undone,
	})
	// Undo is in the action bar, next to the turn it puts back.
	t.sheet.Undo.Hide()
	t.phone = t.u.Phone()
	t.build()
	t.fromSession()
	t.status.ShowNote()
	t.u.OnLayout(func(phone bool) {
		if phone == t.phone {
			return
		}
		t.phone = phone
		t.build()
		t.render()
		t.status.ShowNote()
	})
	t.cancel = t.cs.Subscribe(t.heard)
	return widgets.TableView{Content: t.holder, OnShow: t.onShow, OnClose: t.close}
}

// close lets go of the session; the entry stays in it.
func (t *hyruleTable) close() {
	t.cancel()
	t.sheet.Close()
	t.saveDraft()
	t.cs.Flush()
}

// onShow shows the entry as the session has it (another page of this game
// may have changed it).
func (t *hyruleTable) onShow() {
	if t.cs.Draft().key() != t.draft().key() {
		t.fromSession()
	}
}

// heard follows the session: a turn saved, corrected or taken back here
// or elsewhere, a correction ready or stopped, a write waiting.
func (t *hyruleTable) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected:
		t.u.Changed()
		if !t.saving {
			// Another page of this game saved it.
			t.status.SetNote("", widgets.StatusInfo)
		}
		t.resync()
	case session.Undone:
		t.u.Changed()
		t.resync()
	case session.Elsewhere:
		t.u.Changed()
		t.status.SetNote("", widgets.StatusInfo)
		t.fromSession()
		if id := t.editNext; id != "" {
			t.editNext = ""
			t.startEdit(id)
		}
	case session.Editing:
		t.resync()
	case session.Waiting:
		t.status.SetNote(i18n.T("Another program is using the history: the turn is kept and saved as soon as it is free."), widgets.StatusWarning)
		t.changed()
	case session.Failed:
		t.changed()
	}
}

// resync draws the table again after the game changed: the entry when the
// session's differs from the one on screen, then everything.
func (t *hyruleTable) resync() {
	if t.cs.Draft().key() != t.draft().key() {
		t.fromSession()
		return
	}
	t.render()
}

// ---- the session, the one source of truth ----

// state is the game the entry plays on (before the turn being corrected,
// or after the turns in force); ok is false while it is being read.
func (t *hyruleTable) state() (*shyrule.Game, bool) { return t.cs.Base() }

// base is the state the entry plays on, or the game after its turns while
// the state before a corrected turn is being read.
func (t *hyruleTable) base() *shyrule.Game {
	if st, ok := t.state(); ok {
		return st
	}
	return t.cs.State()
}

// table returns the state the entry works on: with the run-off game's
// tallest player the table chose, when the rules need it.
func (t *hyruleTable) table() *shyrule.Game {
	g := t.base()
	if g.RunoffPending() && t.tallest != "" {
		if c, err := g.WithRunoff(&shyrule.RunoffSetup{Tallest: t.tallest}); err == nil {
			return c
		}
	}
	return g
}

func (t *hyruleTable) names() []string { return t.table().Table() }

func (t *hyruleTable) n() int { return len(t.names()) }

// correcting is the turn being corrected, if any.
func (t *hyruleTable) correcting() (session.Row[shyrule.Turn, shyrule.TurnResult], bool) {
	return t.cs.Correcting()
}

// fromSession shows the entry as the session keeps it, then draws
// everything.
func (t *hyruleTable) fromSession() {
	d := t.cs.Draft()
	t.stash = d.Stash
	t.fill(d.hyTurn)
	t.render()
}

// turnDraft is a stored turn as an entry.
func turnDraft(tr shyrule.Turn) hyTurn {
	d := hyTurn{Cards: cardCodes(tr.Cards), Swaps: cardCodes(tr.Swaps), Runoff: cardCodes(tr.Runoff)}
	if tr.RunoffGame != nil {
		d.Tallest = tr.RunoffGame.Tallest
	}
	return d
}

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
	t.cancelB = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), t.cancelEdit)
	t.undoB = widget.NewButtonWithIcon(i18n.T("Undo last turn"), theme.ContentUndoIcon(), func() {
		if t.sheet.Undo.OnTapped != nil {
			t.sheet.Undo.OnTapped()
		}
	})
	bar := widgets.ActionBar(t.save, t.cancelB, t.undoB)

	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.head.Wrapping = fyne.TextWrapWord
	t.roundLine = widgets.Wrapped("")
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
	grid, faces := widgets.DeckGrid(t.deck, t.tapDeck)
	t.faces = faces
	t.entry = container.NewVBox(t.head, t.roundLine, t.due, t.tallestBox, container.NewHBox(t.swapCheck), t.zonesBox,
		container.NewBorder(nil, nil, nil, container.NewCenter(t.whyB), t.result), grid)
	t.body = widgets.NewScroll(container.NewPadded(container.NewVBox(t.outcome, t.entry)))
	turn := widgets.TableFrame(t.status.Line, t.body, bar)

	sheet := container.NewPadded(container.NewBorder(widgets.Heading(i18n.T("Captured cards")), nil, nil, nil, t.sheet.Root))
	var content fyne.CanvasObject
	content, t.showTurn = widgets.EntryAndSheet(t.phone, turn, i18n.T("Turn"), sheet, i18n.T("Score sheet"), 0.58, func() {})
	t.holder.Objects = []fyne.CanvasObject{content}
	t.holder.Refresh()
}

// statusText is what the status line shows.
func (t *hyruleTable) statusText() string { return t.status.Text() }

// ---- the entry ----

// fill puts a turn into the entry (a draft, a turn to correct or one
// taken back); the standoff it needs comes from the rules.
func (t *hyruleTable) fill(d hyTurn) {
	t.swapping, t.swap, t.runoff, t.tied, t.tallest = false, "", nil, nil, d.Tallest
	t.current = nil
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

// entered is the entry as a turn in the record's words.
func (t *hyruleTable) entered(lead int) hyTurn {
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

// draft is the entry as it stands, with the turn put aside.
func (t *hyruleTable) draft() draft {
	_, lead, _ := t.lead()
	return draft{hyTurn: t.entered(lead), Stash: t.stash}
}

// saveDraft hands the entry to the session (in memory; written to the
// history at most once a second).
func (t *hyruleTable) saveDraft() {
	if t.picker == nil {
		return
	}
	t.cs.SetDraft(t.draft())
}

// rulesName names the game's turn rules.
func (t *hyruleTable) rulesName() string {
	if t.cs.State().Setup().TurnRules == shyrule.Strategy {
		return i18n.T("Strategy rules")
	}
	return i18n.T("Chance rules")
}

// render draws the whole table from the session and the entry.
func (t *hyruleTable) render() {
	t.rebuild()
	t.changed()
	t.showOutcome()
}

// rebuild makes the card picker for the current zones: the swap, each
// player in order of play, and beside each tied player their run-off card.
func (t *hyruleTable) rebuild() {
	g := t.table()
	names := g.Table()
	due, lead, _ := t.lead()
	turnNo := g.Turn()
	var head string
	switch row, editing := t.correcting(); {
	case editing && g.RunoffGame() > 0:
		head = i18n.Tf("Correcting turn %d of 7 of the run-off game", turnNo)
		_ = row
	case editing:
		head = i18n.Tf("Correcting turn %d of 7", turnNo)
	case g.RunoffGame() > 0:
		head = i18n.Tf("Run-off game · turn %d of 7", turnNo)
	default:
		head = i18n.Tf("Turn %d of 7", turnNo)
	}
	if _, editing := t.correcting(); editing {
		t.cancelB.Show()
		t.save.SetText(i18n.T("Save the correction"))
	} else {
		t.cancelB.Hide()
		t.save.SetText(i18n.T("Save the turn"))
	}
	var parts []string
	for i, c := range g.Captured() {
		parts = append(parts, fmt.Sprintf("%s %d", names[i], c))
	}
	t.head.SetText(head + " · " + i18n.T("Captured:") + " " + strings.Join(parts, " · "))
	// During a run-off game its captures are counted apart: the round's
	// stay as they were, and are said here.
	if g.RunoffGame() > 0 {
		t.roundLine.SetText(roundWords(g))
		t.roundLine.Show()
	} else {
		t.roundLine.Hide()
	}
	t.steps = nil
	// The run-off game's tallest player, when the rules need the table to say.
	t.restoring = true
	base := t.base()
	if base.RunoffPending() && base.TurnRules() == shyrule.Strategy && base.Tallest() < 0 {
		t.tallestR.Options = base.Table()
		t.tallestR.Selected = t.tallest
		t.tallestR.Refresh()
		t.tallestBox.Show()
	} else {
		t.tallestBox.Hide()
	}
	if g.TurnRules() == shyrule.Strategy {
		if due >= 0 {
			if g.CanSwap() == nil {
				t.due.SetText(i18n.Tf("%s goes first this turn and may swap a card with the stock first (Why? says why).", names[due]))
			} else {
				t.due.SetText(i18n.Tf("%s goes first this turn (Why? says why).", names[due]))
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
		zones = append(zones, &widgets.Zone{Name: i18n.Tf("%s discards", names[due]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, "swap")
	}
	for _, p := range t.playOrder(lead) {
		zones = append(zones, &widgets.Zone{Name: names[p], Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("p%d", p))
	}
	for k, p := range t.tied {
		zones = append(zones, &widgets.Zone{Name: i18n.Tf("%s run-off", names[p]), Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("r%d", k))
	}
	t.picker = widgets.NewCardPickerOn(t.deck, t.faces, zones, t.picked)
	t.picker.Hold = true
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
	t.picker.Hold = false
	t.picker.SetBlocked(t.usedElsewhere())
	t.advance()
	t.layoutZones(zones)
}

// roundWords says the round's captured cards while its run-off game is
// played: they stay the round's totals (HYRULE-4).
func roundWords(g *shyrule.Game) string {
	var parts []string
	for _, s := range g.Standing().Totals {
		parts = append(parts, fmt.Sprintf("%s %d", s.Side, s.Points))
	}
	return i18n.Tf("The round: %s. The run-off game's cards are counted apart and decide the winner.", strings.Join(parts, " · "))
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
// earlier turn of the game being played); while a turn is corrected, also
// the cards of the later turns of the same game (a run-off game is a new
// deal: the round's cards come back in it).
func (t *hyruleTable) usedElsewhere() map[string]string {
	out := map[string]string{}
	g := t.table()
	for _, c := range widgets.SuitOrderDeck(true) {
		if err := g.CanPlay(c); err != nil {
			out[c.String()] = t.why(err, &c)
		}
	}
	row, editing := t.correcting()
	if !editing {
		return out
	}
	for _, r := range t.cs.Rows() {
		if r.Number <= row.Number || r.Result.RunoffGame != row.Result.RunoffGame {
			continue
		}
		why := i18n.Tf("Played in turn %d.", r.Result.Turn)
		for _, c := range append(append(slices.Clone(r.Round.Cards), r.Round.Runoff...), r.Round.Swaps...) {
			out[c.String()] = why
		}
	}
	return out
}

// advance makes the first empty zone the active one.
func (t *hyruleTable) advance() {
	for i := range t.zoneKeys {
		if len(t.picker.Codes(i)) == 0 {
			t.picker.SetActive(i)
			return
		}
	}
	t.picker.RefreshDeck()
}

// tapDeck puts a tapped card into the zone being filled, or says at once
// why it cannot go there. It asks the state in memory and changes the
// session's draft: nothing on its path touches the history.
func (t *hyruleTable) tapDeck(s widgets.CardSpec) {
	if t.picker == nil || !t.entry.Visible() {
		return
	}
	t.picker.TapDeck(s)
	if why := t.picker.Status.Text; why != "" {
		t.status.Problem(why)
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

// say shows the turn's result in its line.
func (t *hyruleTable) say(s string, kind widget.Importance) {
	t.result.Set(s, kind)
	if len(t.steps) > 0 {
		t.whyB.Enable()
	} else {
		t.whyB.Disable()
	}
	saving, _ := t.cs.Saving()
	if t.current != nil && !saving {
		t.save.Enable()
	} else {
		t.save.Disable()
	}
	if t.cs.Rounds() > 0 && !saving {
		t.undoB.Enable()
	} else {
		t.undoB.Disable()
	}
}

// changed plays what is entered so far on a copy of the game (the
// session's preview, in memory), shows the result and keeps the entry in
// the session.
func (t *hyruleTable) changed() {
	t.saveDraft()
	t.current = nil
	_, lead, why := t.lead()
	t.steps = nil
	if why.Text != "" && t.table().TurnRules() == shyrule.Strategy {
		t.steps = game.Explanation{why}
	}
	_, editing := t.correcting()
	if st := t.cs.Standing(); st.Finished && !editing {
		t.say("", widgets.StatusInfo)
		return
	}
	base, ready := t.state()
	if !ready {
		row, _ := t.correcting()
		t.say(i18n.Tf("Reading turn %d…", row.Result.Turn), widgets.StatusInfo)
		return
	}
	missing := 0
	for _, c := range t.cards {
		if c == "" {
			missing++
		}
	}
	if base.RunoffPending() && base.TurnRules() == shyrule.Strategy && base.Tallest() < 0 && t.tallest == "" {
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
	tr, err := t.entered(lead).turn()
	if err != nil {
		t.say(err.Error(), widgets.StatusProblem)
		return
	}
	runoff := tr.Runoff
	tr.Runoff = nil
	p, err := t.cs.Preview(tr)
	if err != nil {
		t.say(t.why(err, nil), widgets.StatusProblem)
		return
	}
	res := p.Result
	t.steps = res.Steps
	if res.Open() {
		if !slices.Equal(t.tied, res.Tied) {
			t.setTied(res.Tied)
			return
		}
		if len(runoff) != len(t.tied) || slices.Contains(t.runoff, "") {
			names := make([]string, len(t.tied))
			for i, k := range t.tied {
				names[i] = res.Players[k]
			}
			t.say(i18n.Tf("Standoff: %s each play one more card.", strings.Join(names, " & ")), widgets.StatusWarning)
			return
		}
		tr.Runoff = runoff
		if p, err = t.cs.Preview(tr); err != nil {
			t.say(t.why(err, nil), widgets.StatusProblem)
			return
		}
		res = p.Result
		t.steps = res.Steps
	} else if len(t.tied) > 0 {
		t.setTied(nil)
		return
	}
	t.current = &p
	t.say(i18n.Tf("%s takes the turn with %s: %d cards.", res.Players[res.Winner], widgets.CardText(res.WinningCard), len(res.Captured)), widgets.StatusDone)
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
	d := dialog.NewCustom(i18n.T("Why?"), i18n.T("Close"), widgets.NewScroll(widgets.ExplanationPanel(t.u, hyID, steps)), t.u.Window())
	sz := t.u.Window().Canvas().Size()
	d.Resize(fyne.NewSize(widgets.Minf(sz.Width-20, 560), widgets.Minf(sz.Height-40, 480)))
	d.Show()
}

// ---- save, correct, undo ----

// saveTurn hands the turn the session previewed (or the correction) to
// the session, which writes it on its own goroutine; the table hears it
// saved and draws the game as it is then.
func (t *hyruleTable) saveTurn() {
	if t.current == nil {
		return
	}
	p := *t.current
	wasEdit := p.Correcting != ""
	stash := t.stash
	t.saving = true
	t.cs.Commit(p, func(row session.Row[shyrule.Turn, shyrule.TurnResult], err error) {
		t.saving = false
		if err != nil {
			t.render()
			t.status.Problem(t.why(err, nil))
			return
		}
		t.stash = nil
		if wasEdit && stash != nil {
			// The new turn put aside comes back.
			t.fill(*stash)
			t.saveDraft()
		} else if t.cs.Draft().key() != t.draft().key() {
			t.fill(hyTurn{})
		}
		msg := i18n.Tf("Turn %d saved.", row.Result.Turn)
		if row.Result.RunoffGame > 0 {
			msg = i18n.Tf("Turn %d of the run-off game saved.", row.Result.Turn)
		}
		if wasEdit {
			msg = i18n.Tf("Turn %d corrected.", row.Result.Turn)
			if row.Result.RunoffGame > 0 {
				msg = i18n.Tf("Turn %d of the run-off game corrected.", row.Result.Turn)
			}
		}
		t.status.SetNote(msg, widgets.StatusDone)
		t.render()
		t.body.ScrollToTop()
	})
	// Until the session has written it, Save is off.
	t.changed()
}

// startEdit reopens a turn in force in the entry; the new turn being
// entered is put aside and comes back after the correction.
func (t *hyruleTable) startEdit(roundID string) {
	row, ok := t.cs.RowByID(roundID)
	if !ok {
		t.editNext = roundID
		return
	}
	if _, editing := t.correcting(); !editing {
		_, lead, _ := t.lead()
		cur := t.entered(lead)
		t.stash = nil
		if !cur.empty() {
			t.stash = &cur
		}
	}
	if err := t.cs.Correct(roundID); err != nil {
		t.u.ShowErr(err)
		return
	}
	t.fill(turnDraft(row.Round))
	t.saveDraft()
	note := i18n.Tf("Correcting turn %d.", row.Result.Turn)
	if row.Result.RunoffGame > 0 {
		note = i18n.Tf("Correcting turn %d of the run-off game.", row.Result.Turn)
	}
	t.status.SetNote(note, widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showTurn()
}

func (t *hyruleTable) cancelEdit() {
	row, _ := t.correcting()
	stash := t.stash
	t.stash = nil
	t.cs.StopCorrecting()
	if stash != nil {
		t.fill(*stash)
	} else {
		t.fill(hyTurn{})
	}
	t.saveDraft()
	t.status.SetNote(i18n.Tf("Turn %d left as it was.", row.Result.Turn), widgets.StatusInfo)
	t.render()
}

// undone follows an undo: the turn taken back is put in the entry again,
// to be changed and saved.
func (t *hyruleTable) undone(l session.Line) {
	tr, ok := scoring.As[shyrule.Turn](l.Round)
	if !ok {
		return
	}
	res, _ := scoring.As[shyrule.TurnResult](l.Result)
	t.stash = nil
	t.fill(turnDraft(tr))
	t.saveDraft()
	t.status.SetNote(i18n.Tf("Turn %d taken back: its cards are in the form again. Change them and save.", res.Turn), widgets.StatusWarning)
	t.render()
	t.body.ScrollToTop()
	t.showTurn()
}

// showOutcome shows how the round ended (its winner, its draw) or, while
// its run-off game is played, why; the entry stays for the run-off game.
func (t *hyruleTable) showOutcome() {
	t.outcome.RemoveAll()
	stored := t.cs.State()
	end := stored.End()
	if _, editing := t.correcting(); end == nil || editing {
		t.entry.Show()
		t.outcome.Hide()
		t.body.Relayout()
		return
	}
	t.outcome.Show()
	st := stored.Standing()
	t.outcome.Add(widgets.ResultBanner(outcomeWords(stored), len(st.Winners) == 1))
	if !st.Finished {
		t.entry.Show()
		t.body.Relayout()
		return
	}
	t.entry.Hide()
	t.steps = end.Steps
	why := widget.NewButtonWithIcon(i18n.T("Why?"), theme.QuestionIcon(), t.showWhy)
	setup := stored.Setup()
	again := widget.NewButtonWithIcon(i18n.T("New round, same players"), theme.ContentAddIcon(), func() {
		t.u.Push(host.SectionPlay, hyruleNewGame(t.u, setup.Players, setup.TurnRules.String()))
	})
	t.outcome.Add(widgets.NewFlowGrid(2, why, again))
	t.save.Disable()
	t.outcome.Refresh()
	t.body.Relayout()
}
