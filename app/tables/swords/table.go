package swords

import (
	"errors"
	"fmt"
	"sort"
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
	"arbiter/engine/swords"
	"arbiter/scoring"
	sswords "arbiter/scoring/swords"
	"arbiter/session"
)

// The table screen of a stored fight, drawn from its session: the state
// before the attack being entered (Base: after the attacks in force, or
// before the attack being corrected), the attacks in force and the entry
// (the draft). Which card may go where comes from the engine (CanAttack,
// CanHold, the attack resolved so far, the session's preview of the whole
// attack) with its reason, said at the tap; nothing on a tap's path reads
// or writes the history.
//
// The frame never moves under the finger: the status line is fixed at the
// top; the deck grid, a suit a row, and the actions are fixed at the
// bottom, always whole in view; between them the knights' cards of the
// attack, the damage choices (and on a phone the knights and the
// explanation) scroll.

type screen struct {
	u  host.Host
	cs *swordsSession

	// d is the attack in the entry, aside the new attack put aside while
	// one in force is corrected: the widgets' copy of the session's
	// draft, written back at every change.
	d     entry
	aside *entry
	// active is the slot a tap on its name chose ("a<seat>", "h<seat>");
	// "": the first slot still waiting for a card.
	active string
	// current is the attack as the session applied it, when it can be
	// saved.
	current *session.Preview[*sswords.Game, sswords.Round, sswords.Result]
	// loading is set while the draft is read back into the widgets.
	loading bool
	// editNext is an attack to put in the entry once the session has
	// read it (it was saved elsewhere since the session last read the
	// game).
	editNext string
	cancel   func()

	body *fyne.Container // the page's content, laid out again when the layout changes
	// The status line says, in its fixed place, what just happened (the
	// event: "Attack 2 saved.") or why a tap was refused (the problem),
	// then what to do next (the guide).
	status  widgets.TableStatus
	strong  *fyne.Container
	banner  *fyne.Container
	head    *widget.Label
	zones   *fyne.Container
	damage  *fyne.Container
	deck    *deckGrid
	knights *fyne.Container
	why     *fyne.Container
	save    *widgets.PymReasonButton
	stop    *widget.Button
	undo    *widget.Button
	sheet   *widgets.TableSheet
	tabs    *container.AppTabs
	scroll  *widgets.Scroll
}

func newScreen(u host.Host, cs *swordsSession) *screen {
	t := &screen{u: u, cs: cs, d: newEntry()}
	// An attack taken back or being corrected keeps its colour over the
	// result of the attack in the entry.
	t.status.KeepEventKind = true
	return t
}

// name is the knight at a seat.
func (t *screen) name(seat int) string { return t.cs.State().Name(seat) }

// view builds the table's page content.
func (t *screen) view() widgets.TableView {
	t.status.Line = widgets.NewStatusLine(3)
	t.strong = container.NewVBox()
	t.banner = container.NewVBox()
	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.head.Wrapping = fyne.TextWrapWord
	t.zones = container.NewVBox()
	t.damage = container.NewVBox()
	t.deck = newDeckGrid(t.tap)
	t.knights = container.NewVBox()
	t.why = container.NewVBox()
	t.save = widgets.NewPymReasonButton(i18n.T("Save the attack"), t.saveAttack, func(why string) { t.status.Refuse(why) })
	t.save.Icon = theme.DocumentSaveIcon()
	t.save.Importance = widget.HighImportance
	t.stop = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), t.cancelEdit)
	t.sheet = widgets.NewTableSheet(t.u, t.cs, widgets.TableSheetOptions{
		Words:  func(l session.Line) string { return t.lineWords(l) },
		Edit:   func(l session.Line) { t.Edit(l.ID) },
		Undone: t.undone,
	})
	// Undo is in the action bar, with the other actions.
	t.sheet.Undo.Hide()
	t.undo = widget.NewButtonWithIcon(i18n.T("Undo last attack"), theme.ContentUndoIcon(), func() { t.sheet.Undo.OnTapped() })
	t.body = container.NewStack()
	widgets.FollowLayout(t.u, t.layout)
	t.loadDraft()
	t.cancel = t.cs.Subscribe(t.heard)
	t.render()
	return widgets.TableView{Content: t.body, OnShow: t.show, OnClose: t.close}
}

func (t *screen) close() {
	t.cancel()
	t.sheet.Close()
	t.saveDraft()
}

// show draws the screen again when the page is shown.
func (t *screen) show() {
	t.sheet.Redraw()
	t.render()
}

// lineWords says an attack of the score sheet (or one of its versions,
// whose result is not at hand: as entered).
func (t *screen) lineWords(l session.Line) string {
	if res, ok := scoring.As[sswords.Result](l.Result); ok {
		if w := attackWords(t.name, res); w != "" {
			return w
		}
	}
	r, _ := scoring.As[sswords.Round](l.Round)
	return playWords(t.name, r)
}

// layout builds the screen for a phone (the attack and the attacks in
// tabs) or a desktop (the attack beside the knights, the explanation and
// the attacks).
func (t *screen) layout(phone bool) {
	tab := 0
	if t.tabs != nil {
		tab = t.tabs.SelectedIndex()
	}
	bar := widgets.ActionBar(t.save, t.stop, t.undo)
	middle := container.NewVBox(t.banner, t.strong, t.zones, t.damage)
	attacks := container.NewBorder(widgets.Heading(i18n.T("Attacks")), nil, nil, nil, t.sheet.Root)
	info := container.NewVBox(widgets.Heading(i18n.T("Knights")), t.knights, widgets.Heading(i18n.T("Why?")), t.why)
	if phone {
		middle.Add(widget.NewSeparator())
		middle.Add(info)
	}
	t.scroll = widgets.NewScroll(container.NewPadded(middle))
	// The grid sits in the fixed bottom with the actions: whatever the
	// middle holds (three damaged knights' choices), it stays whole in
	// view.
	frame := widgets.TableFrame(t.status.Line, t.scroll, container.NewVBox(t.deck.Root, widget.NewSeparator(), bar))
	var content fyne.CanvasObject
	if phone {
		t.tabs = widgets.PhoneTableTabs(i18n.T("Attack"), frame, i18n.T("Attacks"), attacks)
		if tab < len(t.tabs.Items) {
			t.tabs.SelectIndex(tab)
		}
		t.tabs.OnSelected = func(*container.TabItem) { t.saveDraft() }
		content = t.tabs
	} else {
		t.tabs = nil
		right := container.NewVSplit(widgets.NewScroll(container.NewPadded(info)), container.NewPadded(attacks))
		right.Offset = 0.55
		split := container.NewHSplit(frame, right)
		split.Offset = 0.6
		content = split
	}
	t.body.Objects = []fyne.CanvasObject{content}
	t.body.Refresh()
}

// heard follows the session: an attack saved, corrected or taken back
// here or elsewhere, a correction's state read, a write waiting.
func (t *screen) heard(ev session.Event) {
	switch ev.Kind {
	case session.Saved, session.Corrected, session.Undone:
		t.u.Changed()
	case session.Elsewhere:
		t.u.Changed()
		t.loadDraft()
		if id := t.editNext; id != "" {
			t.editNext = ""
			t.Edit(id)
			return
		}
	}
	t.render()
}

// saveDraft keeps the entry in the session (in memory; the session writes
// it to the history at most once a second and on leaving).
func (t *screen) saveDraft() {
	if t.loading {
		return
	}
	d := draft{entry: t.d.clone(), Aside: t.aside}
	if t.tabs != nil {
		d.Tab = t.tabs.SelectedIndex()
	}
	t.cs.SetDraft(d)
}

// loadDraft takes the entry from the session.
func (t *screen) loadDraft() {
	d := t.cs.Draft()
	t.d = d.entry.clone()
	t.aside = d.Aside
	t.active = ""
	if t.tabs != nil {
		t.loading = true
		widgets.SelectDraftTab(t.tabs, d.Tab)
		t.loading = false
	}
}

// ---------------------------------------------------------------------
// Rendering: everything on screen from the session and the entry.

func (t *screen) render() {
	t.status.ClearRefusal() // a refusal stays until something changes
	t.current = nil
	base, ok := t.cs.Base()
	correcting, editing := t.cs.Correcting()
	if editing {
		t.stop.Show()
		t.save.SetText(i18n.T("Save the correction"))
	} else {
		t.stop.Hide()
		t.save.SetText(i18n.T("Save the attack"))
	}
	if t.cs.Rounds() > 0 {
		t.undo.Enable()
	} else {
		t.undo.Disable()
	}
	if !ok {
		reading := i18n.Tf("Reading attack %d…", correcting.Number)
		t.head.SetText(reading)
		t.status.Guide(reading, widgets.StatusInfo)
		t.save.SetAllowed(false, reading)
		t.deck.dim(func(string) bool { return false })
		t.relayout()
		return
	}
	t.drawStrong(base)
	t.drawKnights(base)
	t.banner.RemoveAll()
	if w, over := base.Winner(); over && !editing {
		t.head.SetText(i18n.T("The fight is over."))
		t.drawOver(w)
		t.relayout()
		return
	}
	t.zones.Show()
	t.deck.Root.Show()
	att, _ := base.NextAttacker()
	if editing {
		t.head.SetText(i18n.Tf("Correcting attack %d: %s attacks", correcting.Number, t.name(att)))
	} else {
		t.head.SetText(i18n.Tf("Attack %d: %s attacks", t.cs.Rounds()+1, t.name(att)))
	}
	t.judgeAndDraw(base, att)
	if saving, waiting := t.cs.Saving(); waiting {
		msg := i18n.T("Another program is using the history: the attack is kept and saved as soon as it is free.")
		t.status.Guide(msg, widgets.StatusWarning)
		t.save.SetAllowed(false, msg)
	} else if saving {
		t.save.SetAllowed(false, i18n.T("Saving…"))
	}
	t.relayout()
}

// relayout lays the page out again: rows came or went.
func (t *screen) relayout() { widgets.Relayout(t.body) }

// drawOver shows the winner; the entry is gone, the explanation is the
// last attack's as saved.
func (t *screen) drawOver(w string) {
	t.zones.Hide()
	t.damage.RemoveAll()
	t.banner.Add(widgets.ResultBanner(i18n.Tf("%s is the last knight standing and wins the fight.", w), true))
	t.status.Guide("", widgets.StatusInfo)
	t.save.SetAllowed(false, i18n.T("The fight is over: no attack is left to enter."))
	t.deck.dim(func(string) bool { return false })
	t.why.RemoveAll()
	var steps []game.Step
	if n := t.cs.Rounds(); n > 0 {
		steps = resultSteps(t.cs.Row(n - 1).Result)
	}
	t.why.Add(widgets.ExplanationPanel(t.u, swordsID, named(t.name, steps)))
}

func (t *screen) drawStrong(base *sswords.Game) {
	t.strong.RemoveAll()
	text := i18n.Tf("Strong Suit: %s", suitName(base.StrongSuit()))
	if names := sswords.Labels(base.Options()); len(names) > 0 {
		var tr []string
		for _, n := range names {
			tr = append(tr, i18n.T(n))
		}
		text += " · " + i18n.T("Variants:") + " " + strings.Join(tr, ", ")
	}
	var left fyne.CanvasObject
	if c := base.StrongCard(); c != (cards.Card{}) {
		left = container.NewCenter(widgets.NewCardFace(widgets.SpecStandard(c), fyne.NewSize(30, 40), nil))
	}
	t.strong.Add(container.NewBorder(nil, nil, left, nil, container.NewVBox(t.head, widgets.CaptionLabel(text))))
}

// drawKnights shows each knight: hand cards, armor (face up, turned
// down), weak suits, the next attacker and the dead.
func (t *screen) drawKnights(base *sswords.Game) {
	t.knights.RemoveAll()
	next, _ := base.NextAttacker()
	fell := map[int]int{}
	for _, f := range base.Fates() {
		fell[f.Seat] = f.FellAt
	}
	for _, k := range base.Knights() {
		status := i18n.N(k.Hand, "%d card in hand", "%d cards in hand")
		name := widget.NewLabelWithStyle(base.Name(k.Seat), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		switch {
		case !k.Alive:
			status = fellWords(fell[k.Seat])
			name.Importance = widget.LowImportance
		case k.Seat == next:
			name.SetText("⚔ " + base.Name(k.Seat))
			status += " · " + i18n.T("attacks next")
		}
		if k.Alive {
			weak, _ := base.WeakSuits(k.Seat)
			var ws []string
			for _, s := range weak {
				ws = append(ws, suitName(s))
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
func defenders(base *sswords.Game, att int) []int {
	living := base.Living()
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
func (t *screen) order(base *sswords.Game, att int) []int {
	var out []int
	if base.Options().HecticKnights {
		for _, s := range t.d.Order {
			if t.d.Cards[s] != "" || t.d.FaceDown[s] {
				out = append(out, s)
			}
		}
		return out
	}
	for _, s := range defenders(base, att) {
		if t.d.Cards[s] == "" && !t.d.FaceDown[s] {
			break
		}
		out = append(out, s)
	}
	return out
}

// trackOrder keeps the order in which defenders were entered (Hectic
// Knights: that is the order of play).
func (t *screen) trackOrder(base *sswords.Game, att int) {
	var keep []int
	seen := map[int]bool{}
	for _, s := range t.d.Order {
		if s != att && (t.d.Cards[s] != "" || t.d.FaceDown[s]) && !seen[s] {
			keep = append(keep, s)
			seen[s] = true
		}
	}
	for _, s := range defenders(base, att) {
		if !seen[s] && (t.d.Cards[s] != "" || t.d.FaceDown[s]) {
			keep = append(keep, s)
		}
	}
	t.d.Order = keep
}

// plays are the plays entered so far, attacker first, in the engine's
// types (a card code the grid gave is always a card).
func (t *screen) plays(base *sswords.Game, att int) []swords.Play {
	if t.d.Cards[att] == "" {
		return nil
	}
	play := func(s int) swords.Play {
		p := swords.Play{Seat: s, Random: t.d.Random[s], FaceDown: t.d.FaceDown[s], Steal: t.d.Steal[s]}
		if code := t.d.Cards[s]; code != "" {
			p.Card, _ = cards.Parse(code)
		}
		return p
	}
	out := []swords.Play{play(att)}
	out[0].FaceDown, out[0].Steal = false, false
	for _, s := range t.order(base, att) {
		out = append(out, play(s))
	}
	return out
}

// round is the entry as the game's round: the plays, then each damaged
// knight's choice by seat.
func (t *screen) round(base *sswords.Game, att int) sswords.Round {
	r := sswords.Round{Plays: t.plays(base, att)}
	var seats []int
	for s := range t.d.Choices {
		seats = append(seats, s)
	}
	sort.Ints(seats)
	for _, s := range seats {
		ch := t.d.Choices[s]
		c, err := swords.ParseChoice(ch.Choice)
		if err != nil {
			continue
		}
		choice := sswords.Choice{Seat: s, Choice: c}
		if ch.Card != "" {
			choice.Card, _ = cards.Parse(ch.Card)
		}
		r.Choices = append(r.Choices, choice)
	}
	return r
}

// judge resolves the plays so far. complete: every knight who must play
// did (or the attack stopped early).
func judge(base *sswords.Game, att int, ps []swords.Play) (*swords.Outcome, bool, error) {
	if len(ps) < 2 {
		return nil, false, nil
	}
	var living []int
	for _, p := range ps {
		living = append(living, p.Seat)
	}
	sort.Ints(living)
	k := base.Knights()
	o, err := swords.Resolve(swords.Attack{StrongSuit: base.StrongSuit(), Living: living, Plays: ps,
		FirstAttack: !k[att].Attacked, Options: base.Options()})
	if err != nil {
		return nil, false, err
	}
	complete := len(ps) == len(base.Living()) || o.StoppedBy >= 0
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
func (t *screen) keys(base *sswords.Game, att int) []string {
	keys := []string{fmt.Sprintf("a%d", att)}
	for _, s := range defenders(base, att) {
		keys = append(keys, fmt.Sprintf("a%d", s))
	}
	seats := make([]int, 0, len(t.d.Choices))
	for s, ch := range t.d.Choices {
		if ch.Choice == swords.HandToArmor.String() {
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

func (t *screen) codeFor(key string) string {
	s := keySeat(key)
	if key[0] == 'a' {
		return t.d.Cards[s]
	}
	return t.d.Choices[s].Card
}

func (t *screen) setCode(key, code string) {
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
func (t *screen) open(key string, stopped map[int]bool) bool {
	s := keySeat(key)
	if key[0] == 'a' && (t.d.FaceDown[s] || stopped[s]) {
		return false
	}
	return true
}

// slot is the slot the next tapped card goes to ("" when every slot has
// its card).
func (t *screen) slot(base *sswords.Game, att int, stopped map[int]bool) string {
	keys := t.keys(base, att)
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
// next attacker, the explanation, the grid's veil; and, once the attack
// is whole, the session's preview of it opens Save.
func (t *screen) judgeAndDraw(base *sswords.Game, att int) {
	t.trackOrder(base, att)
	t.saveDraft()
	t.damage.RemoveAll()
	t.why.RemoveAll()

	ps := t.plays(base, att)
	o, complete, err := judge(base, att, ps)
	stopped := stoppedAfter(o, defenders(base, att))
	cur := t.slot(base, att, stopped)
	t.drawZones(base, att, o, stopped, cur)
	t.dimDeck(base, att, cur)
	problem := func(text string) {
		t.status.Guide(text, widgets.StatusProblem)
		t.save.SetAllowed(false, text)
	}
	if c := t.d.Cards[att]; c != "" {
		if card, perr := cards.Parse(c); perr == nil {
			if aerr := base.CanAttack(card, t.d.Random[att]); aerr != nil {
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
		guide := t.guide(att, cur)
		t.status.Guide(guide, widgets.StatusInfo)
		t.save.SetAllowed(false, guide)
		steps := []game.Step{}
		if o != nil {
			steps = o.Steps
		} else if _, why := base.NextAttacker(); why.Text != "" {
			steps = []game.Step{why}
		}
		t.why.Add(widgets.ExplanationPanel(t.u, swordsID, named(t.name, steps)))
		return
	}
	// The whole attack on a copy of the fight, then the damage choices.
	g, o, err := base.Attack(ps)
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
		if !ok || (ch.Choice == swords.HandToArmor.String() && ch.Card == "") {
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
	t.why.Add(widgets.ExplanationPanel(t.u, swordsID, named(t.name, g.Steps())))
	if waiting > 0 {
		guide := i18n.N(waiting, "%d damaged knight still to choose how to take the damage.", "%d damaged knights still to choose how to take the damage.")
		if cur != "" && cur[0] == 'h' {
			guide = t.guide(att, cur)
		}
		t.status.Guide(guide, widgets.StatusInfo)
		t.save.SetAllowed(false, guide)
		return
	}
	// The whole attack as the session would save it: the game's own
	// checks of the fight (a hand left with cards that can be nowhere).
	p, err := t.cs.Preview(t.round(base, att))
	if err != nil {
		problem(t.refusal(err, "", ""))
		return
	}
	t.current = &p
	var lines []string
	for _, s := range p.Result.Died {
		lines = append(lines, i18n.Tf("%s dies.", t.name(s)))
	}
	if p.Result.Finished {
		lines = append(lines, i18n.Tf("%s is the last knight standing and wins the fight.", t.name(p.Result.Winner)))
	} else {
		lines = append(lines, i18n.Tf("%s attacks next.", t.name(p.Result.NextAttacker)))
	}
	t.status.Guide(strings.Join(lines, " "), widgets.StatusDone)
	t.save.SetAllowed(true, "")
}

// guide says what to tap next.
func (t *screen) guide(att int, cur string) string {
	switch {
	case cur == "":
		return i18n.T("Every knight has played.")
	case cur[0] == 'h':
		return i18n.Tf("Tap the hand card %s lays face up as armor.", t.name(keySeat(cur)))
	case keySeat(cur) == att:
		return i18n.Tf("Tap %s's attacking card.", t.name(att))
	}
	return i18n.Tf("Tap %s's card.", t.name(keySeat(cur)))
}

// drawZones shows each knight of the attack in play order: the name (tap:
// the next card is that knight's), the card (tap: take it back), the
// result and the play's marks.
func (t *screen) drawZones(base *sswords.Game, att int, o *swords.Outcome, stopped map[int]bool, cur string) {
	var rows []fyne.CanvasObject
	for _, key := range t.keys(base, att) {
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
		t.showResult(res, s, att, o, stopped)
		if stopped[s] {
			v.Head.Disable()
		}
		rows = append(rows, container.NewBorder(nil, nil, container.NewHBox(v.Head, v.Card), t.switches(base, s, s == att), res))
	}
	t.zones.Objects = []fyne.CanvasObject{widgets.NewFlowGrid(2, rows...)}
	t.zones.Refresh()
}

// showResult writes a play's result beside its card.
func (t *screen) showResult(l *widget.Label, s, att int, o *swords.Outcome, stopped map[int]bool) {
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
func (t *screen) switches(base *sswords.Game, s int, attacker bool) fyne.CanvasObject {
	opts := base.Options()
	rnd := widget.NewCheck(i18n.T("Random"), func(on bool) { t.d.Random[s] = on; t.render() })
	rnd.Checked = t.d.Random[s]
	checks := []fyne.CanvasObject{rnd}
	if !attacker && (opts.StealingCosts || opts.HecticKnights) {
		fd := widget.NewCheck(i18n.T("Face down"), func(on bool) { t.d.FaceDown[s] = on; t.render() })
		fd.Checked = t.d.FaceDown[s]
		checks = append(checks, fd)
	}
	if !attacker && opts.StealToStop {
		sc := widget.NewCheck(i18n.T("Steals"), func(on bool) { t.d.Steal[s] = on; t.render() })
		sc.Checked = t.d.Steal[s]
		checks = append(checks, sc)
	}
	return container.NewVBox(checks...)
}

// placedIn names the slot that holds a card in this attack, "" if none.
func (t *screen) placedIn(base *sswords.Game, att int, code string) string {
	for _, k := range t.keys(base, att) {
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
func (t *screen) allowed(base *sswords.Game, att int, key, code string) error {
	c, err := cards.Parse(code)
	if err != nil {
		return err
	}
	s := keySeat(key)
	switch {
	case key[0] == 'a' && s == att:
		return base.CanAttack(c, t.d.Random[s])
	case key[0] == 'a' && t.d.Random[s]:
		return nil
	}
	return base.CanHold(s, c)
}

// dimDeck veils the cards that cannot go to the current slot.
func (t *screen) dimDeck(base *sswords.Game, att int, cur string) {
	t.deck.dim(func(code string) bool {
		if cur == "" {
			return false
		}
		if k := t.placedIn(base, att, code); k != "" {
			return false
		}
		return t.allowed(base, att, cur, code) == nil
	})
}

// wholeRefusal is the refusal the attack in the entry meets as a whole,
// once every knight has played and chosen how to take the damage: the
// session's preview of it (nil while it is not whole yet).
func (t *screen) wholeRefusal(base *sswords.Game, att int) error {
	ps := t.plays(base, att)
	if _, complete, err := judge(base, att, ps); err != nil || !complete {
		return nil
	}
	g, _, err := base.Attack(ps)
	if err != nil {
		return nil
	}
	for _, s := range g.Pending() {
		if ch, ok := t.d.Choices[s]; !ok || ch.Choice == swords.HandToArmor.String() && ch.Card == "" {
			return nil
		}
	}
	_, err = t.cs.Preview(t.round(base, att))
	return err
}

// refuseWhole takes back a tap that makes the attack whole when the
// whole attack could not have happened (GEN-1: a hand card left
// nowhere), and says why; it reports whether it did.
func (t *screen) refuseWhole(base *sswords.Game, att int, before entry, key, code string) bool {
	err := t.wholeRefusal(base, att)
	if err == nil || !errors.Is(err, swords.ErrCardOut) {
		return false
	}
	t.d = before
	t.status.Refuse(t.refusal(err, key, code))
	return true
}

// tap puts a deck card in the current slot, or says why it cannot go
// there.
func (t *screen) tap(code string) {
	base, ok := t.cs.Base()
	if !ok {
		return
	}
	if _, over := base.Winner(); over {
		if _, editing := t.cs.Correcting(); !editing {
			t.status.Refuse(i18n.T("The fight is over: no attack is left to enter."))
			return
		}
	}
	att, _ := base.NextAttacker()
	o, _, _ := judge(base, att, t.plays(base, att))
	stopped := stoppedAfter(o, defenders(base, att))
	cur := t.slot(base, att, stopped)
	if cur == "" && len(stopped) > 0 {
		t.status.Refuse(i18n.T("The attack has stopped: the knights after it do not play."))
		return
	}
	if cur == "" {
		t.status.Refuse(i18n.T("Every knight of this attack has a card: tap a placed card to take it back first."))
		return
	}
	if k := t.placedIn(base, att, code); k != "" {
		t.status.Refuse(i18n.Tf("%s is already played in this attack by %s.", widgets.CardCodeText(code), t.name(keySeat(k))))
		return
	}
	if err := t.allowed(base, att, cur, code); err != nil {
		t.status.Refuse(t.refusal(err, cur, code))
		return
	}
	before := t.d.clone()
	t.setCode(cur, code)
	t.trackOrder(base, att)
	if t.refuseWhole(base, att, before, cur, code) {
		return
	}
	t.active = ""
	t.status.ClearRefusal()
	t.render()
}

// drawDamage offers each damaged knight its ways to take the damage (the
// engine's options) and returns how many still have to choose.
func (t *screen) drawDamage(g *swords.Game, o *swords.Outcome, pending []int, cur string) int {
	waiting := 0
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			t.damage.Add(widgets.Wrapped(i18n.Tf("%s takes the attacking %s as armor.", t.name(s), widgets.CardText(o.AttackCard))))
		}
	}
	for _, s := range pending {
		s := s
		opts, err := g.Options(s)
		if err != nil {
			t.damage.Add(widgets.ErrorLabel(t.refusal(err, fmt.Sprintf("h%d", s), "")))
			continue
		}
		chosen, ok := t.d.Choices[s]
		if !ok || (chosen.Choice == swords.HandToArmor.String() && chosen.Card == "") {
			waiting++
		}
		box := container.NewVBox(widget.NewLabelWithStyle(i18n.Tf("%s takes damage: how?", t.name(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		var buttons []fyne.CanvasObject
		var help string
		var dies bool
		for _, opt := range opts {
			opt := opt
			switch opt.Choice {
			case swords.HandToArmor:
				b := widget.NewButton(i18n.T("Hand card as armor"), func() { t.choose(s, choiceIn{Choice: swords.HandToArmor.String()}) })
				if ok && chosen.Choice == swords.HandToArmor.String() {
					b.Importance = widget.HighImportance
					dies = opt.Dies
				}
				buttons = append(buttons, b)
			case swords.Steal:
				b := widget.NewButton(i18n.Tf("Steal %s", widgets.CardText(o.AttackCard)), func() { t.choose(s, choiceIn{Choice: swords.Steal.String()}) })
				if ok && chosen.Choice == swords.Steal.String() {
					b.Importance = widget.HighImportance
					help = i18n.T("The attacking card becomes face-up armor; a hand card is discarded.")
					dies = opt.Dies
				}
				buttons = append(buttons, b)
			case swords.TurnDown:
				for _, c := range opt.Cards {
					c := c
					b := widget.NewButton(i18n.Tf("Turn %s down", widgets.CardText(c)), func() {
						t.choose(s, choiceIn{Choice: swords.TurnDown.String(), Card: c.String()})
					})
					if ok && chosen.Choice == swords.TurnDown.String() && chosen.Card == c.String() {
						b.Importance = widget.HighImportance
						help = i18n.T("The armor is turned face down for good; no hand card is lost.")
					}
					buttons = append(buttons, b)
				}
			}
		}
		box.Add(widgets.NewFlowGrid(3, buttons...))
		if ok && chosen.Choice == swords.HandToArmor.String() {
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

// choose takes a damaged knight's choice; a choice that makes the attack
// whole but could not have happened (GEN-1) is refused at the tap.
func (t *screen) choose(seat int, c choiceIn) {
	prev, had := t.d.Choices[seat]
	if had && prev.Choice == c.Choice && prev.Card == c.Card {
		return
	}
	base, ok := t.cs.Base()
	if !ok {
		return
	}
	att, _ := base.NextAttacker()
	before := t.d.clone()
	t.d.Choices[seat] = c
	if t.refuseWhole(base, att, before, fmt.Sprintf("h%d", seat), c.Card) {
		return
	}
	t.active = ""
	t.render()
}

// saveAttack saves the attack in the entry, or the correction of the
// attack being corrected: the session applied it for the preview and
// writes it; the screen follows the session.
func (t *screen) saveAttack() {
	if t.current == nil {
		return
	}
	correcting := t.current.Correcting != ""
	aside := t.aside
	t.cs.Commit(*t.current, func(row session.Row[sswords.Round, sswords.Result], err error) {
		if err != nil {
			t.render()
			t.status.Refuse(t.refusal(err, "", ""))
			return
		}
		t.active = ""
		t.d, t.aside = newEntry(), nil
		if correcting {
			// The new attack entered before the correction comes back.
			if aside != nil {
				t.d = aside.clone()
			}
			t.status.Say(i18n.Tf("Attack %d corrected.", row.Number), widgets.StatusDone)
		} else {
			t.status.Say(i18n.Tf("Attack %d saved.", row.Number), widgets.StatusDone)
		}
		t.render()
	})
	t.render()
}

// Edit puts an attack in force in the entry: saving corrects it. The new
// attack being entered is put aside until the correction is saved or
// left.
func (t *screen) Edit(roundID string) {
	row, ok := t.cs.RowByID(roundID)
	if !ok {
		t.editNext = roundID
		return
	}
	if _, editing := t.cs.Correcting(); !editing && !t.d.empty() {
		aside := t.d.clone()
		t.aside = &aside
	}
	if err := t.cs.Correct(roundID); err != nil {
		t.u.ShowErr(err)
		return
	}
	t.d, t.active = entryOf(row.Round), ""
	t.status.Say(i18n.Tf("Correcting attack %d: change it and save; the old version stays in its history.", row.Number), widgets.StatusInfo)
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	t.saveDraft()
	t.render()
}

// cancelEdit leaves the correction: the attack stays as it was, the new
// attack put aside comes back.
func (t *screen) cancelEdit() {
	row, editing := t.cs.Correcting()
	if !editing {
		return
	}
	t.cs.StopCorrecting()
	t.d, t.active = newEntry(), ""
	if t.aside != nil {
		t.d = t.aside.clone()
	}
	t.aside = nil
	t.status.Say(i18n.Tf("Attack %d is left as it was.", row.Number), widgets.StatusInfo)
	t.saveDraft()
	t.render()
}

// undone puts the attack just taken back in the entry, to be fixed and
// saved again.
func (t *screen) undone(l session.Line) {
	r, ok := scoring.As[sswords.Round](l.Round)
	if !ok {
		return
	}
	t.d, t.active = entryOf(r), ""
	t.status.Say(i18n.Tf("Attack %d taken back: it is in the form again; change it and save it.", l.Number), widgets.StatusWarning)
	if t.tabs != nil {
		t.tabs.SelectIndex(0)
	}
	t.saveDraft()
	t.render()
}
