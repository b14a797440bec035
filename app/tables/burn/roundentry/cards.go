package roundentry

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/tricks"
)

// The round's cards: the fire and water each side took, each count
// entered by hand and none made up, or the tricks card by card (the
// engine counts them and a card that proves a revoke is asked about at
// once); a revoke the table caught; the pit.

func (t *RoundEntry) buildEntry() {
	t.entryUI.RemoveAll()
	counts, byTrick := i18n.T("Counts per side"), i18n.T("Trick by trick")
	mode := widget.NewRadioGroup([]string{counts, byTrick}, nil)
	mode.Horizontal = !t.phone
	mode.Required = true
	if t.d.ByTrick {
		mode.SetSelected(byTrick)
	} else {
		mode.SetSelected(counts)
	}
	mode.OnChanged = func(s string) {
		if by := s == byTrick; by != t.d.ByTrick {
			t.u.Do(func() { t.switchMode(by) })
		}
	}
	t.entryUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	t.picker = nil
	t.buildCounts()
	t.entryUI.Add(t.revokeControl())
}

// switchMode goes from counts to the cards or back. What was entered is
// carried over, never made up: the tricks entered card by card give each
// side at least the cards it took in them, and stay tricks, to go on
// with; counts cannot become cards, so they stay for going back to them.
func (t *RoundEntry) switchMode(byTrick bool) {
	t.d.ByTrick = byTrick
	t.picker = nil
	n := len(t.d.Played)
	if !byTrick && n > 0 {
		t.d.toCounts(t.play)
		if r, ok := t.play.proven(); ok && t.d.Revoke == "" {
			t.d.Revoke = t.table().Seats[r.Seat]
		}
	}
	t.changed()
	switch {
	case !byTrick && n > 0:
		t.say(i18n.N(n, "The trick entered card by card is in the counts: add the rest of the round.", "The %d tricks entered card by card are in the counts: add the rest of the round."), widgets.StatusInfo)
	case byTrick:
		if k, _ := t.d.countsDone(t.Sides()); k > 0 {
			t.say(i18n.T("The counts entered are kept for going back to them."), widgets.StatusInfo)
		}
	}
}

// countRow is a count entered by hand: the label, then "–", the number
// (a tap offers every number at once) and "+". A count not entered shows
// "?"; "–" enters 0, "+" 1. A step the round does not allow is greyed out
// and says why at a tap.
func (t *RoundEntry) countRow(icon fyne.Resource, label string, value int, entered bool, set func(int), why func(int) string, title string) fyne.CanvasObject {
	refused := func(s string) { t.say(s, widgets.StatusWarning) }
	down, up := value-1, value+1
	if !entered {
		down, up = 0, 1
	}
	m := widgets.NewPymReasonButton("–", func() { set(down) }, refused)
	p := widgets.NewPymReasonButton("+", func() { set(up) }, refused)
	switch {
	case entered && value == 0:
		m.SetAllowed(false, "")
	case why(down) != "":
		m.SetAllowed(false, why(down))
	}
	if w := why(up); w != "" {
		p.SetAllowed(false, w)
	}
	shown := "?"
	if entered {
		shown = fmt.Sprint(value)
	}
	v := widget.NewButton(shown, func() { t.pickCount(title, value, entered, set, why) })
	v.Importance = widget.LowImportance
	return stepper(icon, label, m, v, p)
}

// pickCount offers every number of cards at once: one tap instead of
// many. A number the round does not allow says why.
func (t *RoundEntry) pickCount(title string, value int, entered bool, set func(int), why func(int) string) {
	var pop *widget.PopUp
	grid := container.NewGridWithColumns(6)
	for n := 0; n <= 15; n++ {
		n := n
		b := widgets.NewPymReasonButton(fmt.Sprint(n), func() {
			pop.Hide()
			set(n)
		}, func(s string) {
			pop.Hide()
			t.say(s, widgets.StatusWarning)
		})
		if entered && n == value {
			b.Importance = widget.HighImportance
		}
		if w := why(n); w != "" {
			b.SetAllowed(false, w)
		}
		grid.Add(b)
	}
	cancel := widget.NewButton(i18n.T("Cancel"), func() { pop.Hide() })
	head := widgets.Wrapped(title)
	head.TextStyle.Bold = true
	c := t.u.Window().Canvas()
	pop = widget.NewModalPopUp(container.NewVBox(head, grid, cancel), c)
	pop.Resize(fyne.NewSize(widgets.Minf(c.Size().Width-24, 420), pop.MinSize().Height))
	pop.Show()
}

// buildCounts: the fire and water each side took. Each starts empty; Save
// waits until all are in and the engine takes them (15 of each, unless a
// revoke stopped the round).
func (t *RoundEntry) buildCounts() {
	var blocks []fyne.CanvasObject
	for _, s := range t.Sides() {
		s := s
		box := container.NewVBox(widgets.Bold(s))
		for _, fire := range []bool{true, false} {
			fire := fire
			m, icon, label := t.d.Water, widgets.Symbol("water"), i18n.T("Water cards")
			if fire {
				m, icon, label = t.d.Fire, widgets.Symbol("fire"), i18n.T("Fire cards")
			}
			n, entered := m[s]
			others := 0
			for k, v := range m {
				if k != s {
					others += v
				}
			}
			why := func(v int) string { return t.countRefusal(s, fire, v, others) }
			set := func(v int) {
				if w := why(v); w != "" {
					t.say(w, widgets.StatusWarning)
					return
				}
				if fire {
					t.d.Fire = atLeast(t.d.Fire, s, 0)
					t.d.Fire[s] = v
				} else {
					t.d.Water = atLeast(t.d.Water, s, 0)
					t.d.Water[s] = v
				}
				t.changed()
			}
			box.Add(t.countRow(icon, label, n, entered, set, why, fmt.Sprintf("%s: %s", s, label)))
		}
		blocks = append(blocks, box)
	}
	cols := 1
	if !t.phone {
		cols = 2
	}
	t.entryUI.Add(widgets.NewFlowGrid(cols, blocks...))
	// One side left for an element: offered, never assumed.
	for _, fire := range []bool{true, false} {
		fire := fire
		m, word := t.d.Water, i18n.T("water")
		if fire {
			m, word = t.d.Fire, i18n.T("fire")
		}
		var empty []string
		sum := 0
		for _, s := range t.Sides() {
			if v, ok := m[s]; ok {
				sum += v
			} else {
				empty = append(empty, s)
			}
		}
		if len(empty) != 1 || t.d.Revoke != "" || sum > 15 {
			continue
		}
		side, rest := empty[0], 15-sum
		b := widget.NewButton(i18n.Tf("%s took the other %d %s cards", side, rest, word), func() {
			if fire {
				t.d.Fire = atLeast(t.d.Fire, side, rest)
			} else {
				t.d.Water = atLeast(t.d.Water, side, rest)
			}
			t.changed()
		})
		t.entryUI.Add(widgets.TouchTall(b))
	}
	t.entryUI.Add(widgets.PymCaption(i18n.T("The deck has 15 fire and 15 water cards; every side's counts are entered, 0 too: none is made up.")))
}

// floor is what the tricks entered card by card give a side: a count
// cannot go below it.
func (t *RoundEntry) floor(side string, fire bool) int {
	fw := t.play.won[side]
	if fire {
		return fw.Fire
	}
	return fw.Water
}

// countRefusal says why side cannot have taken v fire (water) cards when
// the other sides took others ("" when it can).
func (t *RoundEntry) countRefusal(side string, fire bool, v, others int) string {
	switch {
	case v < 0:
		return ""
	case v < t.floor(side, fire):
		return i18n.Tf("%s took %d of these cards in the tricks entered card by card: at least %d.", side, t.floor(side, fire), t.floor(side, fire))
	case v+others > 15:
		return i18n.Tf("That makes %d, but the deck has 15 of each (GEN-1).", v+others)
	}
	return ""
}

// revokeControl is the revoke caught at the table (PYM-6): who, or
// nobody. In trick-by-trick entry the round stops at the tricks counted.
func (t *RoundEntry) revokeControl() fyne.CanvasObject {
	opts := append([]string{i18n.T("nobody")}, t.table().Seats...)
	sel := widget.NewSelect(opts, nil)
	sel.SetSelected(opts[0])
	if t.d.Revoke != "" {
		sel.SetSelected(t.d.Revoke)
	}
	sel.OnChanged = func(v string) {
		r := ""
		if v != opts[0] {
			r = v
		}
		if r == t.d.Revoke {
			return
		}
		t.u.Do(func() {
			if t.d.Proven {
				t.dropLastCard()
			}
			t.d.Revoke, t.d.Proven = r, false
			t.picker = nil
			t.changed()
			if r != "" {
				t.say(i18n.Tf("%s was caught not following suit: the round ends at once (PYM-6).", r), widgets.StatusWarning)
			}
		})
	}
	return container.NewVBox(widgets.Wrapped(i18n.T("Caught not following suit (PYM-6)")), sel)
}

// --- trick by trick ---

func (t *RoundEntry) firstLeader() string {
	if l, ok := t.game().FirstLeader(t.dealer()); ok {
		return l
	}
	return t.table().Seats[0]
}

func (t *RoundEntry) buildTricks() {
	tb := t.table()
	if t.playErr != nil || t.play.deal == nil {
		t.entryUI.Add(alarm(RefusalWords(t.playErr)))
		return
	}
	if t.ended() {
		t.picker = nil
	} else {
		t.buildPicker()
	}
	// The tricks so far, under the cards: a list that grows never moves
	// them.
	if len(t.play.results) > 0 {
		for i, tr := range t.play.results {
			var parts []string
			for j, c := range tr.Cards {
				parts = append(parts, tb.Seats[tr.Seats[j]]+" "+widgets.ElementCardWords(c))
			}
			t.entryUI.Add(widgets.Wrapped(i18n.Tf("Trick %d: %s; %s wins.", i+1, strings.Join(parts, ", "), tb.Seats[tr.Winner])))
		}
		var parts []string
		for _, s := range t.Sides() {
			parts = append(parts, i18n.Tf("%s: %d fire, %d water", s, t.play.won[s].Fire, t.play.won[s].Water))
		}
		t.entryUI.Add(widgets.Bold(strings.Join(parts, " · ")))
	}
	switch r, proven := t.play.proven(); {
	case proven:
		t.entryUI.Add(alarm(revokeWords(tb.Seats[r.Seat], r) + " " + i18n.T("The revoke ends the round (PYM-6).")))
	case t.d.Revoke != "" && t.d.Proven:
		if r, ok := t.proofOf(t.d.Current); ok {
			t.entryUI.Add(alarm(i18n.Tf("The round ends at trick %d, where the cards prove it (PYM-6): %s", len(t.d.Played)+1, revokeWords(t.d.Revoke, r))))
		}
	case t.d.Revoke != "":
		t.entryUI.Add(alarm(i18n.Tf("The round ends after trick %d: %s was caught not following suit (PYM-6).", len(t.d.Played), t.d.Revoke)))
	}
	t.entryUI.Add(t.revokeControl())
}

func alarm(s string) *widget.Label {
	l := widgets.Wrapped(s)
	l.Importance = widget.DangerImportance
	l.TextStyle.Bold = true
	return l
}

// revokeWords says a revoke the cards prove.
func revokeWords(player string, r tricks.Revoke) string {
	return i18n.Tf("Revoke by %s: played %s in trick %d when %s was led, yet played %s in trick %d.",
		player, widgets.ElementCardWords(r.ShowedOut.Card), r.ShowedOut.Trick+1, widgets.ElementWord(r.Element), widgets.ElementCardWords(r.Proof.Card), r.Proof.Trick+1)
}

// buildPicker shows the trick being entered: a place per player in play
// order, the leader first, and the deck in its fixed order, the cards
// already played greyed out.
func (t *RoundEntry) buildPicker() {
	tb := t.table()
	n := len(tb.Seats)
	leader := tb.SeatOf[t.firstLeader()]
	if len(t.play.results) > 0 {
		leader = t.play.deal.NextLeader()
	}
	order := tricks.Table{Seats: n, Dir: t.set().Direction}.Order(leader)
	if t.picker == nil || t.pickerLead != leader {
		names := make([]string, n)
		for i, s := range order {
			names[i] = tb.Seats[s]
		}
		t.pickerLead = leader
		var p *widgets.CardPicker
		p = widgets.NewTrickPicker(names, t.d.Current, func([]string) { t.placed(p, order) })
		lead := i18n.Tf("%s leads", names[0])
		p.Zones[0].Name = lead
		p.Zones[0].Head.SetText(lead)
		t.picker = p
	}
	t.blockCards()
	t.entryUI.Add(widgets.Bold(i18n.Tf("Trick %d of %d", len(t.d.Played)+1, t.play.deal.FullTricks())))
	t.entryUI.Add(widgets.TrickPickerLayout(t.picker))
}

// placed follows a card put in (or taken out of) the trick: the entry
// keeps it, and a card that proves a revoke is asked about at once.
func (t *RoundEntry) placed(p *widgets.CardPicker, order []int) {
	cur := make([]string, len(p.Zones))
	added := -1
	for i := range p.Zones {
		if codes := p.Codes(i); len(codes) > 0 {
			cur[i] = codes[0]
		}
		if cur[i] != "" && (i >= len(t.d.Current) || t.d.Current[i] != cur[i]) {
			added = i
		}
	}
	t.d.Current = cur
	t.cs.SetDraft(t.d)
	t.blockCards()
	t.renderActions()
	if added < 0 {
		return
	}
	if r, ok := t.proofOf(cur); ok && r.Seat == order[added] && r.Proof.Card.String() == cur[added] {
		t.askRevoke(r, added)
	}
}

// proofOf is the revoke the card placed last in the trick being entered
// proves, as the engine finds it from the tricks counted.
func (t *RoundEntry) proofOf(cur []string) (tricks.Revoke, bool) {
	if t.play.deal == nil {
		return tricks.Revoke{}, false
	}
	order := tricks.Table{Seats: len(t.table().Seats), Dir: t.set().Direction}.Order(t.pickerLead)
	for i := len(cur) - 1; i >= 0; i-- {
		if i >= len(order) || cur[i] == "" {
			continue
		}
		c, err := cards.ParseElementCard(cur[i])
		if err != nil {
			return tricks.Revoke{}, false
		}
		if p, ok := t.play.deal.Proves(order[i], c); ok && p.Revoke != nil {
			return *p.Revoke, true
		}
	}
	return tricks.Revoke{}, false
}

// askRevoke asks whether to apply PYM-6 at this trick: the card just
// placed proves a revoke. Applying ends the round here; the card may also
// have been tapped by mistake, and goes back.
func (t *RoundEntry) askRevoke(r tricks.Revoke, place int) {
	player := t.table().Seats[r.Seat]
	body := widgets.Wrapped(revokeWords(player, r) + "\n\n" + i18n.Tf("Apply PYM-6 at trick %d? The round ends here: %s", r.Proof.Trick+1, t.penaltyPreview(player)))
	d := dialog.NewCustomConfirm(i18n.T("Not following suit"), i18n.T("Apply PYM-6"), i18n.T("Take the card back"), body, func(apply bool) {
		if !apply {
			card := t.d.Current[place]
			t.d.Current[place] = ""
			t.picker = nil
			t.changed()
			t.say(i18n.Tf("%s is taken back.", widgets.ElementCodeWords(card)), widgets.StatusInfo)
			return
		}
		if len(t.d.current()) == len(t.table().Seats) {
			// The trick is complete: counted, its cards prove the revoke
			// and the engine ends the round there.
			t.recordTrick()
			return
		}
		t.d.Revoke, t.d.Proven = player, true
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("PYM-6 applied: %s did not follow suit and the round ends at trick %d.", player, r.Proof.Trick+1), widgets.StatusWarning)
	}, t.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(t.u.Window().Canvas().Size().Width-20, 480), d.MinSize().Height))
	d.Show()
}

// penaltyPreview says the round's points when player is caught, as the
// engine scores the round ended there.
func (t *RoundEntry) penaltyPreview(player string) string {
	d := t.d
	d.Revoke, d.Pit = player, "" // the round stops: no pit
	r, err := d.round(t.Sides(), t.dealer())
	if err != nil {
		return ""
	}
	p, err := t.cs.Preview(r)
	if err != nil {
		return ""
	}
	var parts []string
	for _, s := range t.Sides() {
		parts = append(parts, fmt.Sprintf("%s %+d", s, p.Result.Points[s]))
	}
	return strings.Join(parts, " · ") + "."
}

// blockCards greys out the cards that cannot go in the trick, saying why.
func (t *RoundEntry) blockCards() {
	blocked := map[string]string{}
	if len(t.d.current()) >= len(t.table().Seats) {
		for _, c := range cards.ElementDeck() {
			blocked[c.String()] = i18n.T("The trick has a card from everyone: count it, or tap one of them to take it back.")
		}
	}
	for i, p := range t.d.Played {
		for _, c := range p.Cards {
			blocked[c] = i18n.Tf("%s was played in trick %d.", widgets.ElementCodeWords(c), i+1)
		}
	}
	for _, c := range t.d.current() {
		blocked[c] = i18n.Tf("%s is in this trick already: tap it above to take it back.", widgets.ElementCodeWords(c))
	}
	t.picker.SetBlocked(blocked)
}

func (t *RoundEntry) recordTrick() {
	tb := t.table()
	if len(t.d.current()) != len(tb.Seats) {
		t.say(i18n.T("A trick has one card from each player."), widgets.StatusWarning)
		return
	}
	before := t.d
	t.d.Played = append(append([]Trick(nil), t.d.Played...), Trick{Leader: tb.Seats[t.pickerLead], Cards: t.d.current()})
	p, err := t.d.play(tb, t.set().Direction)
	if err != nil {
		t.d = before
		t.say(RefusalWords(err), widgets.StatusProblem)
		return
	}
	t.d.Current = nil
	t.picker = nil
	t.changed()
	last := p.results[len(p.results)-1]
	t.say(i18n.Tf("Trick %d counted: %s wins it with %s.", len(p.results), tb.Seats[last.Winner], widgets.ElementCardWords(last.Card)), widgets.StatusInfo)
}

// --- pit ---

// pitSide is the side that took every fire and water card, if any.
func (t *RoundEntry) pitSide() (string, bool) {
	if t.d.Revoke != "" {
		return "", false // the round stopped: no pit
	}
	for _, s := range t.Sides() {
		fw := burn.FireWater{Fire: t.d.Fire[s], Water: t.d.Water[s]}
		if t.d.ByTrick {
			fw = t.play.won[s]
		}
		if burn.IsPit(fw) {
			return s, true
		}
	}
	return "", false
}

func (t *RoundEntry) buildPit() {
	t.pitUI.RemoveAll()
	side, ok := t.pitSide()
	if !ok {
		return
	}
	// The game says which ways the limits leave open (BURN-1).
	p, err := t.game().PitOptionsFor(side)
	if err != nil {
		t.pitUI.Add(widgets.Wrapped(RefusalWords(err)))
		return
	}
	value := p.Value
	head := widgets.Bold(i18n.Tf("Pit! %s took every fire and water card", side))
	head.SizeName = "subHeadingText"
	t.pitUI.Add(head)
	t.pitUI.Add(widgets.Wrapped(i18n.Tf("No fire points for %s. It chooses: %d off its own total, or %d onto every other side. It may not push another side past %d, nor itself below 0; if both are unavoidable, staying at 0 or above comes first.", side, value, value, p.Limit)))
	choose := func(c string) func() {
		return func() {
			t.d.Pit = c
			t.changed()
			t.say(i18n.T("The pit side's choice is in the score below."), widgets.StatusInfo)
		}
	}
	refused := func(why string) { t.say(why, widgets.StatusWarning) }
	sb := widgets.NewPymReasonButton(i18n.Tf("%d off for %s", value, side), choose("subtract"), refused)
	ab := widgets.NewPymReasonButton(i18n.Tf("+%d for every other side", value), choose("add"), refused)
	switch {
	case !p.SubtractOK && !p.AddOK:
		sb.SetAllowed(false, i18n.Tf("Both ways break a limit: not going below 0 comes first, so every other side gets %d (BURN-1).", value))
	case !p.SubtractOK:
		sb.SetAllowed(false, i18n.Tf("Not allowed: %s would go below 0 (it has %d) (BURN-1).", side, p.Own))
	case !p.AddOK:
		ab.SetAllowed(false, i18n.Tf("Not allowed: %s would pass %d (BURN-1).", strings.Join(p.Past, ", "), p.Limit))
	}
	// The way the engine applies: the one chosen, or the only one open.
	applied := t.d.Pit
	if c, forced := p.Choice(); forced {
		applied = c.String()
	}
	if applied == "subtract" {
		sb.Importance = widget.HighImportance
	}
	if applied == "add" {
		ab.Importance = widget.HighImportance
	}
	t.pitUI.Add(widgets.TouchTall(sb))
	if sb.Disabled() {
		t.pitUI.Add(widgets.PymWhy(sb.Reason))
	}
	t.pitUI.Add(widgets.TouchTall(ab))
	if ab.Disabled() {
		t.pitUI.Add(widgets.PymWhy(ab.Reason))
	}
}
