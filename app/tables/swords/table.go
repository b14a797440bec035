package swords

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

// The table screen of a stored fight. It keeps no copy of the fight: the
// state comes from the store (GameState, or StateBefore the attack being
// corrected) each time the screen is drawn, saved to, corrected, undone
// or shown again; what it keeps is the attack being entered (the draft,
// also in the store). Which card may go where comes from the engine
// (CanAttack, CanHold, the attack resolved so far) with its reason, said
// at the tap.
//
// The frame never moves under the finger: the status line is fixed at the
// top, the actions, the damage choices and the attack's result in the bar
// fixed at the bottom; between them the knights' cards (rows of fixed
// height) above the deck grid (a fixed order).

type swordsTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	phone bool

	rounds  []storage.Round
	editing *storage.Round
	d       swDraft
	// base is the stored fight before the attack being entered.
	base *sswords.Game
	opts swords.Options
	// active is the slot a tap on its name chose ("a<seat>", "h<seat>");
	// "": the first slot still waiting for a card.
	active string

	holder *fyne.Container // the page's content, rebuilt when the layout changes
	// The status line says, in its fixed place, what just happened (the
	// event: "Attack 2 saved.") or why a tap was refused (the problem),
	// then what to do next (the guide).
	status  widgets.TableStatus
	strong  *fyne.Container
	banner  *fyne.Container
	head    *widget.Label
	zones   *fyne.Container
	deck    *deckGrid
	entry   *fyne.Container
	knights *fyne.Container
	why     *fyne.Container
	damage  *fyne.Container
	save    *widget.Button
	cancel  *widget.Button
	undo    *widget.Button
	sheet   *widgets.ScoreSheet
	tabs    *container.AppTabs
	// resLabels are the results written beside each knight's card.
	resLabels map[int]*widget.Label
}

func newSwordsTable(u host.Host, st *storage.Store, g storage.Game) *swordsTable {
	t := &swordsTable{u: u, st: st, g: g, phone: u.Phone(), d: newSwDraft()}
	// An attack taken back or being corrected keeps its colour over the
	// result of the attack in the entry.
	t.status.KeepEventKind = true
	return t
}

func (t *swordsTable) draftKey() string { return "game/" + t.g.ID }

// stateBefore is the stored fight before a round: after the last round,
// or before the round being corrected.
func (t *swordsTable) stateBefore(editing *storage.Round) (*sswords.Game, error) {
	return tablestore.StateBefore[*sswords.Game](t.st, t.g.ID, editing, "mortal swords")
}

func (t *swordsTable) name(seat int) string {
	if t.base == nil {
		return "?"
	}
	return t.base.Name(seat)
}

// load reads the game and its rounds; an edited round no longer in force
// (undone, or corrected elsewhere) is let go.
func (t *swordsTable) load() error {
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		return err
	}
	t.rounds = rounds
	if t.editing != nil {
		r, err := t.st.Round(t.editing.ID)
		if err != nil || !r.Live {
			t.editing = nil
			t.d = newSwDraft()
		} else {
			t.editing = &r
		}
	}
	return nil
}

// page builds the table's page; it reads the store again each time it is
// shown.
func (t *swordsTable) page() host.Page {
	t.holder = container.NewStack()
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.loadDraft()
	t.build()
	return widgets.TablePage(t.u, swordsID, t.g, t.holder, &t.phone, t.build, t.reload)
}

// reload renders the table from the store again (the page is shown again,
// e.g. back from the game record where a round was corrected).
func (t *swordsTable) reload() {
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
		return
	}
	if t.editing == nil {
		t.loadDraft()
	}
	t.sheet.Refresh()
	t.render()
}

// loadDraft takes the attack being entered from the store.
func (t *swordsTable) loadDraft() {
	t.d = newSwDraft()
	if b, err := t.st.Draft(t.draftKey()); err == nil {
		var d swDraft
		if json.Unmarshal(b, &d) == nil {
			d.fix()
			t.d = d
		}
	}
}

func (t *swordsTable) saveDraft() {
	if t.editing != nil {
		return
	}
	if t.d.empty() {
		_ = t.st.DeleteDraft(t.draftKey())
	} else if b, err := json.Marshal(t.d); err == nil {
		_ = t.st.SaveDraft(t.draftKey(), b)
	}
}

// build makes the screen for the layout in use (phone: tabs; desktop: the
// entry beside the knights, the explanation and the attacks).
func (t *swordsTable) build() {
	t.status.Line = widgets.NewStatusLine(3)
	t.strong = container.NewVBox()
	t.banner = container.NewVBox()
	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.head.Wrapping = fyne.TextWrapWord
	t.zones = container.NewVBox()
	t.deck = newDeckGrid(widgets.DeckCardSize, t.tap)
	t.knights = container.NewVBox()
	t.why = container.NewVBox()
	t.damage = container.NewVBox()
	t.save = widget.NewButtonWithIcon(i18n.T("Save the attack"), theme.DocumentSaveIcon(), t.saveAttack)
	t.save.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), t.cancelEdit)
	t.undo = widget.NewButtonWithIcon(i18n.T("Undo last attack"), theme.ContentUndoIcon(), func() { t.sheet.Undo.OnTapped() })
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Describe: t.describe,
		Edit:     t.edit,
		Changed:  func(storage.Totals) { t.reload() },
		Undone:   t.undone,
	})
	// Undo is in the action bar, with the other actions.
	t.sheet.Undo.Hide()
	t.entry = container.NewVBox(t.zones, t.deck.Root)
	bar := container.NewVBox(t.damage, widgets.ActionBar(t.save, t.cancel, t.undo))
	attacks := container.NewBorder(widgets.Heading(i18n.T("Attacks")), nil, nil, nil, t.sheet.Root)
	var content fyne.CanvasObject
	if t.phone {
		body := container.NewVBox(t.banner, t.strong, t.entry, widget.NewSeparator(),
			widgets.Heading(i18n.T("Knights")), t.knights, widgets.Heading(i18n.T("Why?")), t.why)
		t.tabs = widgets.PhoneTableTabs(i18n.T("Attack"), widgets.TableLayout(t.status.Line, body, bar), i18n.T("Attacks"), attacks)
		content = t.tabs
	} else {
		t.tabs = nil
		left := widgets.TableLayout(t.status.Line, container.NewVBox(t.banner, t.strong, t.entry), bar)
		right := container.NewVSplit(
			widgets.NewScroll(container.NewPadded(container.NewVBox(widgets.Heading(i18n.T("Knights")), t.knights, widgets.Heading(i18n.T("Why?")), t.why))),
			container.NewPadded(attacks))
		right.Offset = 0.55
		split := container.NewHSplit(left, right)
		split.Offset = 0.6
		content = split
	}
	t.holder.Objects = []fyne.CanvasObject{content}
	t.render()
}

// ---------------------------------------------------------------------
// Rendering: everything on screen from t.base (the store) and t.d.

func (t *swordsTable) render() {
	base, err := t.stateBefore(t.editing)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	t.base, t.opts = base, base.Options()
	t.status.ClearRefusal() // a refusal stays until something changes
	t.drawStrong()
	t.drawKnights()
	if len(t.rounds) > 0 {
		t.undo.Enable()
	} else {
		t.undo.Disable()
	}
	t.banner.RemoveAll()
	if w, over := t.base.Winner(); over && t.editing == nil {
		t.head.SetText(i18n.T("The fight is over."))
		t.drawOver(w)
		widgets.Relayout(t.holder)
		return
	}
	t.entry.Show()
	att := t.nextAttacker()
	if t.editing != nil {
		t.head.SetText(fmt.Sprintf(i18n.T("Correcting attack %d: %s attacks"), t.editing.Number, t.name(att)))
		t.cancel.Show()
		t.save.SetText(i18n.T("Save the correction"))
	} else {
		t.head.SetText(fmt.Sprintf(i18n.T("Attack %d: %s attacks"), len(t.rounds)+1, t.name(att)))
		t.cancel.Hide()
		t.save.SetText(i18n.T("Save the attack"))
	}
	t.judgeAndDraw(att)
	widgets.Relayout(t.holder)
}

// drawOver shows the winner; the entry is gone, the explanation is the
// last attack's as stored.
func (t *swordsTable) drawOver(w string) {
	t.entry.Hide()
	t.banner.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("%s is the last knight standing and wins the fight."), w), true))
	t.damage.RemoveAll()
	t.status.Guide("", widgets.StatusInfo)
	t.save.Disable()
	t.cancel.Hide()
	t.why.RemoveAll()
	var steps []game.Step
	if n := len(t.rounds); n > 0 {
		if d, err := t.st.Decode(t.rounds[n-1]); err == nil {
			if res, ok := d.Result.(sswords.Result); ok {
				steps = append(append(steps, res.Steps...), res.After...)
			}
		}
	}
	t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(steps)))
}

func (t *swordsTable) drawStrong() {
	t.strong.RemoveAll()
	text := fmt.Sprintf(i18n.T("Strong Suit: %s"), swordsSuitName(t.base.StrongSuit()))
	if names := sswords.Labels(t.opts); len(names) > 0 {
		var tr []string
		for _, n := range names {
			tr = append(tr, i18n.T(n))
		}
		text += " · " + i18n.T("Variants:") + " " + strings.Join(tr, ", ")
	}
	var left fyne.CanvasObject
	if c := t.base.StrongCard(); c != (cards.Card{}) {
		left = container.NewCenter(widgets.NewCardFace(widgets.SpecStandard(c), fyne.NewSize(30, 40), nil))
	}
	t.strong.Add(container.NewBorder(nil, nil, left, nil, container.NewVBox(t.head, widgets.CaptionLabel(text))))
}

// nextAttacker is the seat that attacks next (-1 once the fight is over).
func (t *swordsTable) nextAttacker() int {
	next, _ := t.base.NextAttacker()
	return next
}

// drawKnights shows each knight: hand cards, armor (face up, turned
// down), weak suits, the next attacker and the dead.
func (t *swordsTable) drawKnights() {
	t.knights.RemoveAll()
	next := t.nextAttacker()
	for _, k := range t.base.Knights() {
		status := i18n.N(k.Hand, "%d card in hand", "%d cards in hand")
		name := widget.NewLabelWithStyle(k.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		switch {
		case !k.Alive:
			status = i18n.T("dead")
			name.Importance = widget.LowImportance
		case k.Seat == next:
			name.SetText("⚔ " + k.Name)
			status += " · " + i18n.T("attacks next")
		}
		if k.Alive {
			weak, _ := t.base.WeakSuits(k.Seat)
			var ws []string
			for _, s := range weak {
				ws = append(ws, swordsSuitName(s))
			}
			if len(ws) == 0 {
				status += " · " + i18n.T("no weak suit")
			} else {
				status += " · " + i18n.T("weak:") + " " + strings.Join(ws, ", ")
			}
		}
		row := container.NewBorder(nil, nil, name, nil, widgets.CaptionLabel(status))
		if len(k.Armor) == 0 {
			t.knights.Add(row)
			continue
		}
		armor := container.NewGridWrap(fyne.NewSize(30, 40))
		for _, a := range k.Armor {
			f := widgets.NewCardFace(widgets.SpecStandard(a.Card), fyne.NewSize(30, 40), nil)
			f.SetDimmed(!a.FaceUp)
			armor.Add(f)
		}
		t.knights.Add(container.NewVBox(row, armor))
	}
}

// defenders lists the living defenders clockwise from the attacker.
func (t *swordsTable) defenders(att int) []int {
	living := t.base.Living()
	var out []int
	idx := 0
	for i, s := range living {
		if s == att {
			idx = i
		}
	}
	for k := 1; k < len(living); k++ {
		out = append(out, living[(idx+k)%len(living)])
	}
	return out
}

// order is the play order of the defenders who played so far.
func (t *swordsTable) order(att int) []int {
	var out []int
	if t.opts.HecticKnights {
		for _, s := range t.d.Order {
			if t.d.Cards[s] != "" || t.d.FaceDown[s] {
				out = append(out, s)
			}
		}
		return out
	}
	for _, s := range t.defenders(att) {
		if t.d.Cards[s] == "" && !t.d.FaceDown[s] {
			break
		}
		out = append(out, s)
	}
	return out
}

// trackOrder keeps the order in which defenders were entered (Hectic
// Knights: that is the order of play).
func (t *swordsTable) trackOrder(att int) {
	var keep []int
	seen := map[int]bool{}
	for _, s := range t.d.Order {
		if s != att && (t.d.Cards[s] != "" || t.d.FaceDown[s]) && !seen[s] {
			keep = append(keep, s)
			seen[s] = true
		}
	}
	for _, s := range t.defenders(att) {
		if !seen[s] && (t.d.Cards[s] != "" || t.d.FaceDown[s]) {
			keep = append(keep, s)
		}
	}
	t.d.Order = keep
}

// buildAttack is the plays entered so far, attacker first.
func (t *swordsTable) buildAttack(att int) swAttack {
	a := swAttack{}
	if t.d.Cards[att] == "" {
		return a
	}
	a.Plays = append(a.Plays, swPlay{Seat: att, Card: t.d.Cards[att], Random: t.d.Random[att]})
	for _, s := range t.order(att) {
		a.Plays = append(a.Plays, swPlay{Seat: s, Card: t.d.Cards[s], Random: t.d.Random[s], FaceDown: t.d.FaceDown[s], Steal: t.d.Steal[s]})
	}
	return a
}

func enginePlays(a swAttack) ([]swords.Play, error) {
	var out []swords.Play
	for _, p := range a.Plays {
		ep := swords.Play{Seat: p.Seat, Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal}
		if p.Card != "" {
			c, err := cards.Parse(p.Card)
			if err != nil {
				return nil, err
			}
			ep.Card = c
		}
		out = append(out, ep)
	}
	return out, nil
}

// judge resolves the plays so far. complete: every knight who must play
// did (or the attack stopped early).
func (t *swordsTable) judge(att int, a swAttack) (*swords.Outcome, bool, error) {
	if len(a.Plays) < 2 {
		return nil, false, nil
	}
	ps, err := enginePlays(a)
	if err != nil {
		return nil, false, err
	}
	var living []int
	for _, p := range ps {
		living = append(living, p.Seat)
	}
	sort.Ints(living)
	k := t.base.Knights()
	o, err := swords.Resolve(swords.Attack{StrongSuit: t.base.StrongSuit(), Living: living, Plays: ps,
		FirstAttack: !k[att].Attacked, Options: t.opts})
	if err != nil {
		return nil, false, err
	}
	complete := len(ps) == len(t.base.Living()) || o.StoppedBy >= 0
	return o, complete, nil
}

// stoppedAfter lists the defenders who do not play because the attack
// stopped (Damage-To-Stop, Steal-To-Stop).
func stoppedAfter(o *swords.Outcome, defenders []int) map[int]bool {
	out := map[int]bool{}
	if o == nil || o.StoppedBy < 0 {
		return out
	}
	past := false
	for _, s := range defenders {
		if past {
			if _, played := o.Defence(s); !played {
				out[s] = true
			}
		}
		if s == o.StoppedBy {
			past = true
		}
	}
	return out
}

// keys are the slots of the attack in order: the attacker's card, each
// defender's, then the hand card each knight who chose so lays as armor.
func (t *swordsTable) keys(att int) []string {
	keys := []string{fmt.Sprintf("a%d", att)}
	for _, s := range t.defenders(att) {
		keys = append(keys, fmt.Sprintf("a%d", s))
	}
	seats := make([]int, 0, len(t.d.Choices))
	for s, ch := range t.d.Choices {
		if ch.Choice == "hand" {
			seats = append(seats, s)
		}
	}
	sort.Ints(seats)
	for _, s := range seats {
		keys = append(keys, fmt.Sprintf("h%d", s))
	}
	return keys
}

func keySeat(key string) int {
	var s int
	fmt.Sscanf(key[1:], "%d", &s)
	return s
}

func (t *swordsTable) codeFor(key string) string {
	s := keySeat(key)
	if key[0] == 'a' {
		return t.d.Cards[s]
	}
	return t.d.Choices[s].Card
}

func (t *swordsTable) setCode(key, code string) {
	s := keySeat(key)
	if key[0] == 'a' {
		if code == "" {
			delete(t.d.Cards, s)
		} else {
			t.d.Cards[s] = code
		}
		return
	}
	ch := t.d.Choices[s]
	ch.Card = code
	t.d.Choices[s] = ch
}

// open reports whether a slot takes a card now: not a face-down defence,
// not a knight the stopped attack leaves out.
func (t *swordsTable) open(key string, stopped map[int]bool) bool {
	s := keySeat(key)
	if key[0] == 'a' && (t.d.FaceDown[s] || stopped[s]) {
		return false
	}
	return true
}

// current is the slot the next tapped card goes to ("" when every slot
// has its card).
func (t *swordsTable) current(att int, stopped map[int]bool) string {
	keys := t.keys(att)
	for _, k := range keys {
		if k == t.active && t.open(k, stopped) {
			return k
		}
	}
	for _, k := range keys {
		if t.codeFor(k) == "" && t.open(k, stopped) {
			return k
		}
	}
	return ""
}

// judgeAndDraw resolves what is entered so far and draws it: each
// knight's card with its result, the damage choices, the deaths and the
// next attacker, the explanation, the grid's veil.
func (t *swordsTable) judgeAndDraw(att int) {
	t.trackOrder(att)
	t.saveDraft()
	t.save.Disable()
	t.damage.RemoveAll()
	t.why.RemoveAll()

	a := t.buildAttack(att)
	o, complete, err := t.judge(att, a)
	stopped := stoppedAfter(o, t.defenders(att))
	cur := t.current(att, stopped)
	t.drawZones(att, o, stopped, cur)
	t.dimDeck(att, cur)
	problem := func(text string) { t.status.Guide(text, widgets.StatusProblem) }
	if c := t.d.Cards[att]; c != "" {
		if card, perr := cards.Parse(c); perr == nil {
			if aerr := t.base.CanAttack(card, t.d.Random[att]); aerr != nil {
				problem(t.refusal(aerr, fmt.Sprintf("a%d", att), c))
				t.why.Add(widgets.ExplanationPanel(t.u, swordsID, nil))
				return
			}
		}
	}
	if err != nil {
		problem(t.refusal(err, "", ""))
		return
	}
	if o == nil || !complete {
		t.status.Guide(t.guide(att, cur), widgets.StatusInfo)
		steps := []game.Step{}
		if o != nil {
			steps = o.Steps
		} else if _, why := t.base.NextAttacker(); why.Text != "" {
			steps = []game.Step{why}
		}
		t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(steps)))
		return
	}
	// The whole attack on a copy of the fight, then the damage choices.
	ps, _ := enginePlays(a)
	g, o, err := t.base.Attack(ps)
	if err != nil {
		problem(t.refusal(err, "", ""))
		return
	}
	pending := g.Pending()
	for s := range t.d.Choices {
		found := false
		for _, p := range pending {
			found = found || p == s
		}
		if !found {
			delete(t.d.Choices, s)
		}
	}
	waiting := t.drawDamage(g, o, pending, cur)
	for _, s := range pending {
		ch, ok := t.d.Choices[s]
		if !ok || (ch.Choice == "hand" && ch.Card == "") {
			continue
		}
		c, _ := swords.ParseChoice(ch.Choice)
		var card cards.Card
		if ch.Card != "" {
			card, _ = cards.Parse(ch.Card)
		}
		if err := g.Choose(s, c, card); err != nil {
			problem(t.refusal(err, fmt.Sprintf("h%d", s), ch.Card))
			return
		}
	}
	t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(g.Steps())))
	if waiting > 0 {
		if cur != "" && cur[0] == 'h' {
			t.status.Guide(t.guide(att, cur), widgets.StatusInfo)
		} else {
			t.status.Guide(i18n.N(waiting, "%d damaged knight still to choose how to take the damage.", "%d damaged knights still to choose how to take the damage."), widgets.StatusInfo)
		}
		return
	}
	var lines []string
	for _, s := range g.Died() {
		lines = append(lines, fmt.Sprintf(i18n.T("%s dies."), t.name(s)))
	}
	if w, over := g.Winner(); over {
		lines = append(lines, fmt.Sprintf(i18n.T("%s is the last knight standing and wins the fight."), t.name(w)))
	} else if n := g.NextAttacker(); n >= 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("%s attacks next."), t.name(n)))
	}
	t.status.Guide(strings.Join(lines, " "), widgets.StatusDone)
	t.save.Enable()
}

// guide says what to tap next.
func (t *swordsTable) guide(att int, cur string) string {
	switch {
	case cur == "":
		return i18n.T("Every knight has played.")
	case cur[0] == 'h':
		return fmt.Sprintf(i18n.T("Tap the hand card %s lays face up as armor."), t.name(keySeat(cur)))
	case keySeat(cur) == att:
		return fmt.Sprintf(i18n.T("Tap %s's attacking card."), t.name(att))
	}
	return fmt.Sprintf(i18n.T("Tap %s's card."), t.name(keySeat(cur)))
}

// drawZones shows each knight of the attack in play order: the name (tap:
// the next card is that knight's), the card (tap: take it back), the
// result and the play's marks.
func (t *swordsTable) drawZones(att int, o *swords.Outcome, stopped map[int]bool, cur string) {
	t.resLabels = map[int]*widget.Label{}
	var rows []fyne.CanvasObject
	for _, key := range t.keys(att) {
		if key[0] != 'a' {
			continue
		}
		key := key
		s := keySeat(key)
		name := t.name(s)
		if s == att {
			name = "⚔ " + name
		}
		v := newSlotView(key, name, t.codeFor(key), key == cur,
			func() { t.active = key; t.render() },
			func() { t.setCode(key, ""); t.active = key; t.render() })
		res := widgets.Wrapped("")
		t.resLabels[s] = res
		t.showResult(res, s, att, o, stopped)
		if stopped[s] {
			v.Head.Disable()
		}
		rows = append(rows, container.NewBorder(nil, nil, container.NewHBox(v.Head, v.Card), t.switches(s, s == att), res))
	}
	t.zones.Objects = []fyne.CanvasObject{widgets.NewFlowGrid(2, rows...)}
}

// showResult writes a play's result beside its card.
func (t *swordsTable) showResult(l *widget.Label, s, att int, o *swords.Outcome, stopped map[int]bool) {
	text := ""
	l.Importance = widget.MediumImportance
	switch {
	case s == att:
		if t.d.Cards[s] != "" {
			text = i18n.T("attacks")
		}
	case stopped[s]:
		text = i18n.T("does not play")
		l.Importance = widget.LowImportance
	case o != nil:
		if d, ok := o.Defence(s); ok {
			text = resultWord(d.Result)
			if d.Stole {
				text += " · " + i18n.T("steals")
			}
			if d.Result == swords.Damage {
				l.Importance = widget.DangerImportance
			} else {
				l.Importance = widget.SuccessImportance
			}
		}
	}
	if text == "" && t.d.FaceDown[s] && t.d.Cards[s] == "" {
		text = i18n.T("face down")
	}
	l.TextStyle.Bold = text != ""
	l.Text = text
}

// switches are a play's marks: a random card (the deck's top card), a
// face-down defence and a steal, as the variants allow.
func (t *swordsTable) switches(s int, attacker bool) fyne.CanvasObject {
	rnd := widget.NewCheck(i18n.T("Random"), func(on bool) { t.d.Random[s] = on; t.render() })
	rnd.Checked = t.d.Random[s]
	checks := []fyne.CanvasObject{rnd}
	if !attacker && (t.opts.StealingCosts || t.opts.HecticKnights) {
		fd := widget.NewCheck(i18n.T("Face down"), func(on bool) { t.d.FaceDown[s] = on; t.render() })
		fd.Checked = t.d.FaceDown[s]
		checks = append(checks, fd)
	}
	if !attacker && t.opts.StealToStop {
		sc := widget.NewCheck(i18n.T("Steals"), func(on bool) { t.d.Steal[s] = on; t.render() })
		sc.Checked = t.d.Steal[s]
		checks = append(checks, sc)
	}
	return container.NewVBox(checks...)
}

// placedIn names the slot that holds a card in this attack, "" if none.
func (t *swordsTable) placedIn(att int, code string) string {
	for _, k := range t.keys(att) {
		if t.codeFor(k) == code {
			return k
		}
	}
	return ""
}

// allowed asks the engine whether a card may go to a slot: the attacker's
// card (CanAttack, a random card or from hand), a defender's or a hand
// card laid as armor (CanHold; a random defence is the deck's top card,
// judged with the whole attack).
func (t *swordsTable) allowed(att int, key, code string) error {
	c, err := cards.Parse(code)
	if err != nil {
		return err
	}
	s := keySeat(key)
	switch {
	case key[0] == 'a' && s == att:
		return t.base.CanAttack(c, t.d.Random[s])
	case key[0] == 'a' && t.d.Random[s]:
		return nil
	}
	return t.base.CanHold(s, c)
}

// dimDeck veils the cards that cannot go to the current slot.
func (t *swordsTable) dimDeck(att int, cur string) {
	t.deck.dim(func(code string) bool {
		if cur == "" {
			return false
		}
		if k := t.placedIn(att, code); k != "" {
			return false
		}
		return t.allowed(att, cur, code) == nil
	})
}

// tap puts a deck card in the current slot, or says why it cannot go
// there.
func (t *swordsTable) tap(code string) {
	if t.base == nil {
		return
	}
	if _, over := t.base.Winner(); over && t.editing == nil {
		t.status.Refuse(i18n.T("The fight is over: no attack is left to enter."))
		return
	}
	att := t.nextAttacker()
	a := t.buildAttack(att)
	o, _, _ := t.judge(att, a)
	stopped := stoppedAfter(o, t.defenders(att))
	cur := t.current(att, stopped)
	if cur == "" && len(stopped) > 0 {
		t.status.Refuse(i18n.T("The attack has stopped: the knights after it do not play."))
		return
	}
	if cur == "" {
		t.status.Refuse(i18n.T("Every knight of this attack has a card: tap a placed card to take it back first."))
		return
	}
	if k := t.placedIn(att, code); k != "" {
		t.status.Refuse(fmt.Sprintf(i18n.T("%s is already played in this attack by %s."), widgets.CardWords(code), t.name(keySeat(k))))
		return
	}
	if err := t.allowed(att, cur, code); err != nil {
		t.status.Refuse(t.refusal(err, cur, code))
		return
	}
	t.setCode(cur, code)
	t.active = ""
	t.status.ClearRefusal()
	t.render()
}

// drawDamage offers each damaged knight its ways to take the damage (the
// engine's options) and returns how many still have to choose.
func (t *swordsTable) drawDamage(g *swords.Game, o *swords.Outcome, pending []int, cur string) int {
	waiting := 0
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			t.damage.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%s takes the attacking %s as armor."), t.name(s), widgets.CardWords(o.AttackCard.String()))))
		}
	}
	for _, s := range pending {
		s := s
		opts, err := g.Options(s)
		if err != nil {
			t.damage.Add(widgets.ErrorLabel(t.refusal(err, "", "")))
			continue
		}
		chosen, ok := t.d.Choices[s]
		if !ok || (chosen.Choice == "hand" && chosen.Card == "") {
			waiting++
		}
		box := container.NewVBox(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s takes damage: how?"), t.name(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		var buttons []fyne.CanvasObject
		var help string
		var dies bool
		for _, opt := range opts {
			opt := opt
			switch opt.Choice {
			case swords.HandToArmor:
				b := widget.NewButton(i18n.T("Hand card as armor"), func() { t.choose(s, swChoice{Seat: s, Choice: "hand"}) })
				if ok && chosen.Choice == "hand" {
					b.Importance = widget.HighImportance
					dies = opt.Dies
				}
				buttons = append(buttons, b)
			case swords.Steal:
				b := widget.NewButton(fmt.Sprintf(i18n.T("Steal %s"), widgets.CardWords(o.AttackCard.String())), func() { t.choose(s, swChoice{Seat: s, Choice: "steal"}) })
				if ok && chosen.Choice == "steal" {
					b.Importance = widget.HighImportance
					help = i18n.T("The attacking card becomes face-up armor; a hand card is discarded.")
					dies = opt.Dies
				}
				buttons = append(buttons, b)
			case swords.TurnDown:
				for _, c := range opt.Cards {
					c := c
					b := widget.NewButton(fmt.Sprintf(i18n.T("Turn %s down"), widgets.CardWords(c.String())), func() {
						t.choose(s, swChoice{Seat: s, Choice: "turn_down", Card: c.String()})
					})
					if ok && chosen.Choice == "turn_down" && chosen.Card == c.String() {
						b.Importance = widget.HighImportance
						help = i18n.T("The armor is turned face down for good; no hand card is lost.")
					}
					buttons = append(buttons, b)
				}
			}
		}
		box.Add(widgets.NewFlowGrid(3, buttons...))
		if ok && chosen.Choice == "hand" {
			key := fmt.Sprintf("h%d", s)
			v := newSlotView(key, i18n.T("New armor"), chosen.Card, key == cur,
				func() { t.active = key; t.render() },
				func() { t.setCode(key, ""); t.active = key; t.render() })
			box.Add(container.NewBorder(nil, nil, container.NewHBox(v.Head, v.Card), nil,
				widgets.CaptionLabel(i18n.T("Tap the hand card laid face up as armor in the card grid."))))
		}
		if dies {
			help = strings.TrimSpace(help + " " + i18n.T("It is the last hand card: the knight dies."))
		}
		if help != "" {
			box.Add(widgets.CaptionLabel(help))
		}
		t.damage.Add(box)
	}
	return waiting
}

func (t *swordsTable) choose(seat int, c swChoice) {
	prev, had := t.d.Choices[seat]
	if had && prev.Choice == c.Choice && prev.Card == c.Card {
		return
	}
	t.d.Choices[seat] = c
	t.active = ""
	t.render()
}

// current is the entry as a stored attack, with its choices.
func (t *swordsTable) attack() swAttack {
	att := t.nextAttacker()
	a := t.buildAttack(att)
	var seats []int
	for s := range t.d.Choices {
		seats = append(seats, s)
	}
	sort.Ints(seats)
	for _, s := range seats {
		a.Choices = append(a.Choices, t.d.Choices[s])
	}
	return a
}

func (t *swordsTable) saveAttack() {
	b, err := json.Marshal(t.attack())
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	corrected := t.editing != nil
	res, err := host.SaveRound(t.st, t.g.ID, host.RoundID(t.editing), b)
	if err != nil {
		t.status.Refuse(t.refusal(err, "", ""))
		return
	}
	t.editing = nil
	t.active = ""
	if corrected {
		// The attack being entered before the correction comes back.
		t.loadDraft()
		t.status.Say(fmt.Sprintf(i18n.T("Attack %d corrected."), res.Round.Number), widgets.StatusDone)
	} else {
		t.d = newSwDraft()
		_ = t.st.DeleteDraft(t.draftKey())
		t.status.Say(fmt.Sprintf(i18n.T("Attack %d saved."), res.Round.Number), widgets.StatusDone)
	}
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.sheet.Refresh()
	t.u.Changed()
	t.render()
}

// draftOf reads a stored attack into the entry.
func draftOf(r storage.Round) (swDraft, error) {
	var a swAttack
	if err := json.Unmarshal(r.Input, &a); err != nil {
		return swDraft{}, err
	}
	d := newSwDraft()
	for i, p := range a.Plays {
		if p.Card != "" {
			d.Cards[p.Seat] = p.Card
		}
		d.Random[p.Seat] = p.Random
		d.FaceDown[p.Seat] = p.FaceDown
		d.Steal[p.Seat] = p.Steal
		if i > 0 {
			d.Order = append(d.Order, p.Seat)
		}
	}
	for _, c := range a.Choices {
		d.Choices[c.Seat] = c
	}
	return d, nil
}

// edit reopens a stored attack in the entry, to correct it.
func (t *swordsTable) edit(r storage.Round) {
	d, err := draftOf(r)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	rr := r
	t.editing = &rr
	t.d = d
	t.active = ""
	t.status.Say(fmt.Sprintf(i18n.T("Correcting attack %d: change it and save; the old version stays in its history."), r.Number), widgets.StatusInfo)
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	t.render()
}

func (t *swordsTable) cancelEdit() {
	if t.editing == nil {
		return
	}
	n := t.editing.Number
	t.editing = nil
	t.active = ""
	t.loadDraft()
	t.status.Say(fmt.Sprintf(i18n.T("Attack %d is left as it was."), n), widgets.StatusInfo)
	t.render()
}

// undone puts the attack just taken back in the entry, to be fixed and
// saved again.
func (t *swordsTable) undone(r storage.Round) {
	d, err := draftOf(r)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	t.editing = nil
	t.active = ""
	t.d = d
	t.saveDraft()
	t.status.Say(fmt.Sprintf(i18n.T("Attack %d taken back: it is in the form again; change it and save it."), r.Number), widgets.StatusWarning)
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	t.render()
}
