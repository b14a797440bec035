package dealentry

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

// The play: the tricks each seat took (for Burn the fire and water cards
// each team took), each count entered by hand and none made up, or trick
// by trick with the cards, which the engine counts; a card that proves a
// revoke is asked about at once, and a revoke the table caught is said
// in either mode.

func (t *DealEntry) buildPlay() {
	t.playUI.RemoveAll()
	t.play = pymtheg.PlayResult{}
	if !t.hasDeal {
		t.picker = nil
		t.playUI.Add(widgets.Wrapped(i18n.T("Finish the contract first.")))
		return
	}
	t.play, _ = t.d.play(t.contract, t.set())
	perSeat, byTrick := i18n.T("Tricks per seat"), i18n.T("Trick by trick")
	if t.contract.Contract == pymtheg.Burn {
		perSeat = i18n.T("Cards per team")
	}
	mode := widget.NewRadioGroup([]string{perSeat, byTrick}, nil)
	mode.Horizontal = !t.phone
	mode.Required = true
	if t.d.ByTrick {
		mode.SetSelected(byTrick)
	} else {
		mode.SetSelected(perSeat)
	}
	mode.OnChanged = func(s string) {
		if by := s == byTrick; by != t.d.ByTrick {
			t.u.Do(func() { t.switchMode(by) })
		}
	}
	t.playUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	t.picker = nil
	if t.contract.Contract == pymtheg.Burn {
		t.buildBurnCounts()
	} else {
		t.buildSeatCounts()
	}
	t.playUI.Add(t.revokeControl())
}

// switchMode goes from counts to the cards or back. What was entered is
// carried over, never made up: the tricks entered card by card give each
// seat (team) at least what they took in them, and stay tricks, to go on
// with; counts cannot become cards, so they stay for going back to them.
func (t *DealEntry) switchMode(byTrick bool) {
	t.d.ByTrick = byTrick
	t.picker = nil
	n := len(t.d.Played)
	if !byTrick && n > 0 {
		t.d.toCounts(t.contract, t.play)
	}
	t.changed()
	switch {
	case !byTrick && n > 0:
		t.say(i18n.N(n, "The trick entered card by card is in the counts: add the rest of the deal.", "The %d tricks entered card by card are in the counts: add the rest of the deal."), widgets.StatusInfo)
	case byTrick:
		if k, _ := t.d.countsDone(t.contract); k > 0 {
			t.say(i18n.T("The counts entered are kept for going back to them."), widgets.StatusInfo)
		}
	}
}

// floor is what the tricks entered card by card give a seat (a team's
// fire or water): a count cannot go below it.
func (t *DealEntry) floor(key string, fire bool) int {
	if len(t.play.Tricks) == 0 {
		return 0
	}
	if t.contract.Contract == pymtheg.Burn {
		i := 0
		if key == "EW" {
			i = 1
		}
		if fire {
			return t.play.Burn[i].Fire
		}
		return t.play.Burn[i].Water
	}
	s, _ := seat(key)
	return t.play.TricksWon[s]
}

// countRow is a count entered by hand: the label, then "–", the number
// (a tap offers every number at once) and "+". A count not entered shows
// "?"; "–" enters 0, "+" 1. A step the deal does not allow is greyed out
// and says why at a tap.
func (t *DealEntry) countRow(label string, value int, entered bool, set func(n int), why func(n int) string, title string) fyne.CanvasObject {
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
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(44, 44), v), container.NewGridWrap(size, p))
	return container.NewBorder(nil, nil, nil, ctl, widgets.Wrapped(label))
}

// pickCount offers every number of tricks (cards) at once: one tap
// instead of many. A number the deal does not allow says why.
func (t *DealEntry) pickCount(title string, value int, entered bool, set func(int), why func(int) string) {
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

// buildSeatCounts: the tricks each seat took. Each starts empty; Save
// waits until all four are in and the engine takes them (15 in all,
// unless a lost Ry or a revoke ended the deal early).
func (t *DealEntry) buildSeatCounts() {
	sum := 0
	var empty []pymtheg.Seat
	for _, s := range pymtheg.Seats {
		if n, ok := t.d.Counts[s.String()]; ok {
			sum += n
		} else {
			empty = append(empty, s)
		}
	}
	for _, s := range pymtheg.Seats {
		s := s
		key := s.String()
		label := t.seatName(s)
		if t.contract.Declarer == s {
			label = i18n.Tf("%s, declarer", label)
		}
		n, entered := t.d.Counts[key]
		why := func(v int) string { return t.seatCountRefusal(s, v, sum-n) }
		set := func(v int) {
			if w := why(v); w != "" {
				t.say(w, widgets.StatusWarning)
				return
			}
			if t.d.Counts == nil {
				t.d.Counts = map[string]int{}
			}
			t.d.Counts[key] = v
			t.changed()
		}
		t.playUI.Add(t.countRow(label, n, entered, set, why, i18n.Tf("Tricks of %s", t.seatName(s))))
	}
	ns, ew := t.d.Counts["N"]+t.d.Counts["S"], t.d.Counts["E"]+t.d.Counts["W"]
	t.playUI.Add(widgets.Bold(i18n.Tf("%s %d · %s %d · %d of 15 tricks entered", TeamWord(pymtheg.NS), ns, TeamWord(pymtheg.EW), ew, sum)))
	if len(empty) > 0 {
		var who []string
		for _, s := range empty {
			who = append(who, t.seatName(s))
		}
		t.playUI.Add(widgets.PymCaption(i18n.Tf("Not entered yet: %s. Every seat's tricks are entered, 0 too: none is made up.", strings.Join(who, ", "))))
	}
	// One seat left: offered, never assumed.
	if len(empty) == 1 && t.d.Revoke == "" && sum <= 15 {
		s := empty[0]
		rest := 15 - sum
		b := widget.NewButton(i18n.Tf("%s took the rest: %d", t.names[s], rest), func() {
			if t.d.Counts == nil {
				t.d.Counts = map[string]int{}
			}
			t.d.Counts[s.String()] = rest
			t.changed()
		})
		t.playUI.Add(widgets.TouchTall(b))
	}
}

// seatCountRefusal says why seat s cannot hold v tricks when the other
// seats hold others: more than a deal's 15, or fewer than the cards
// entered give it ("" when it can).
func (t *DealEntry) seatCountRefusal(s pymtheg.Seat, v, others int) string {
	switch {
	case v < 0:
		return ""
	case v < t.floor(s.String(), false):
		return i18n.Tf("%s took %d of the tricks entered card by card: at least %d.", t.seatName(s), t.floor(s.String(), false), t.floor(s.String(), false))
	case v+others > 15:
		return i18n.Tf("That makes %d tricks, but a deal has 15 (GEN-1): take one from another seat first.", v+others)
	}
	return ""
}

// buildBurnCounts: the fire and water cards each team took when everyone
// passed. Each starts empty; neither team's count follows from the
// other's unasked.
func (t *DealEntry) buildBurnCounts() {
	for _, team := range []string{"NS", "EW"} {
		team := team
		t.playUI.Add(widgets.Bold(t.TeamName(team)))
		for _, fire := range []bool{true, false} {
			fire := fire
			m, label := t.d.Water, i18n.T("Water cards")
			if fire {
				m, label = t.d.Fire, i18n.T("Fire cards")
			}
			n, entered := m[team]
			other := 0
			for k, v := range m {
				if k != team {
					other += v
				}
			}
			why := func(v int) string { return t.burnCountRefusal(team, fire, v, other) }
			set := func(v int) {
				if w := why(v); w != "" {
					t.say(w, widgets.StatusWarning)
					return
				}
				if fire {
					t.d.Fire = atLeast(t.d.Fire, team, 0)
					t.d.Fire[team] = v
				} else {
					t.d.Water = atLeast(t.d.Water, team, 0)
					t.d.Water[team] = v
				}
				t.changed()
			}
			t.playUI.Add(t.countRow(label, n, entered, set, why, fmt.Sprintf("%s: %s", t.TeamName(team), label)))
		}
	}
	// One team left for an element: offered, never assumed.
	for _, fire := range []bool{true, false} {
		fire := fire
		m, word := t.d.Water, i18n.T("water")
		if fire {
			m, word = t.d.Fire, i18n.T("fire")
		}
		if len(m) != 1 || t.d.Revoke != "" {
			continue
		}
		for k, v := range m {
			other := "EW"
			if k == "EW" {
				other = "NS"
			}
			rest := 15 - v
			b := widget.NewButton(i18n.Tf("%s took the other %d %s cards", TeamWord(teamOf(other)), rest, word), func() {
				if fire {
					t.d.Fire[other] = rest
				} else {
					t.d.Water[other] = rest
				}
				t.changed()
			})
			t.playUI.Add(widgets.TouchTall(b))
		}
	}
	t.playUI.Add(widgets.PymCaption(i18n.T("The deck has 15 fire and 15 water cards; every count is entered.")))
}

func teamOf(code string) pymtheg.Team {
	if code == "EW" {
		return pymtheg.EW
	}
	return pymtheg.NS
}

// burnCountRefusal says why a team cannot have taken v fire (water) cards.
func (t *DealEntry) burnCountRefusal(team string, fire bool, v, other int) string {
	switch {
	case v < 0:
		return ""
	case v < t.floor(team, fire):
		return i18n.Tf("%s took %d of these cards in the tricks entered card by card: at least %d.", t.TeamName(team), t.floor(team, fire), t.floor(team, fire))
	case v+other > 15:
		return i18n.Tf("That makes %d, but the deck has 15 of each (GEN-1).", v+other)
	}
	return ""
}

// revokeControl is the revoke caught at the table (PYM-6): who, or
// nobody. In trick-by-trick entry the deal stops at the tricks counted.
func (t *DealEntry) revokeControl() fyne.CanvasObject {
	opts := []string{i18n.T("nobody")}
	for _, s := range pymtheg.Seats {
		opts = append(opts, t.seatName(s))
	}
	sel := widget.NewSelect(opts, nil)
	sel.SetSelected(opts[0])
	if s, ok := t.d.revoker(); ok {
		sel.SetSelected(opts[int(s)+1])
	}
	sel.OnChanged = func(v string) {
		r := ""
		for i, o := range opts {
			if o == v && i > 0 {
				r = pymtheg.Seats[i-1].String()
			}
		}
		if r == t.d.Revoke {
			return
		}
		t.u.Do(func() {
			if t.d.Proven {
				// A revoke the cards proved: its card goes back with it.
				t.dropLastCard()
			}
			t.d.Revoke, t.d.Proven = r, false
			t.picker = nil
			t.changed()
			if s, ok := t.d.revoker(); ok {
				t.say(i18n.Tf("%s was caught not following suit: the deal ends at once (PYM-6).", t.seatName(s)), widgets.StatusWarning)
			}
		})
	}
	return container.NewVBox(widgets.Wrapped(i18n.T("Caught not following suit (PYM-6)")), sel)
}

// --- trick by trick ---

// nextLeader is who leads the trick being entered: the player after the
// dealer, then the winner of the last trick.
func (t *DealEntry) nextLeader() pymtheg.Seat {
	if n := len(t.play.Tricks); n > 0 && len(t.d.Played) > 0 {
		return pymtheg.Seat(t.play.Tricks[n-1].Winner)
	}
	return t.next(t.dealer())
}

func (t *DealEntry) buildTricks() {
	if t.ended() {
		t.picker = nil
	} else {
		t.buildPicker()
	}
	res := t.play
	// The tricks so far, under the cards: a list that grows never moves
	// them.
	if len(res.Tricks) > 0 {
		box := container.NewVBox()
		for i, tr := range res.Tricks {
			var parts []string
			for j, c := range tr.Cards {
				parts = append(parts, t.names[tr.Seats[j]]+" "+widgets.ElementCardWords(c))
			}
			box.Add(widgets.Wrapped(i18n.Tf("Trick %d: %s; %s wins.", i+1, strings.Join(parts, ", "), t.names[tr.Winner])))
		}
		t.playUI.Add(box)
		var won []string
		for _, s := range pymtheg.Seats {
			won = append(won, fmt.Sprintf("%s %d", t.names[s], res.TricksWon[s]))
		}
		t.playUI.Add(widgets.Bold(i18n.T("Tricks taken:") + " " + strings.Join(won, " · ")))
	}
	for _, o := range res.Offences {
		alarm := widgets.Wrapped(offenceWords(o, t.names))
		alarm.Importance = widget.DangerImportance
		alarm.TextStyle.Bold = true
		t.playUI.Add(alarm)
	}
	switch {
	case res.Ended == "ry":
		t.playUI.Add(widgets.Wrapped(i18n.Tf("Trick %d went to the Ry side: %s is lost and the deal ends.", len(res.Tricks), t.contract.Contract.Name())))
	case res.Ended != "":
		t.playUI.Add(widgets.Wrapped(i18n.T("The offence ends the deal (PYM-6).")))
	case t.d.Revoke != "":
		s, _ := t.d.revoker()
		msg := i18n.Tf("The deal ends after trick %d: %s was caught not following suit (PYM-6).", len(res.Tricks), t.seatName(s))
		if t.d.Proven {
			if o, ok := t.proofOf(t.d.Current); ok {
				msg = i18n.Tf("The deal ends at trick %d, where the cards prove it (PYM-6): %s", len(res.Tricks)+1, offenceWords(o, t.names))
			}
		}
		alarm := widgets.Wrapped(msg)
		alarm.Importance = widget.DangerImportance
		alarm.TextStyle.Bold = true
		t.playUI.Add(alarm)
	}
	t.playUI.Add(t.revokeControl())
}

// buildPicker shows the trick being entered: a place per seat in play
// order, the leader first, and the deck in its fixed order, the cards
// already played greyed out.
func (t *DealEntry) buildPicker() {
	leader := t.nextLeader()
	order := t.leadersDir().Order(int(leader))
	if t.picker == nil || t.pickerSeat[0] != leader {
		names := make([]string, 4)
		for i, s := range order {
			t.pickerSeat[i] = pymtheg.Seat(s)
			names[i] = t.names[s]
		}
		var p *widgets.CardPicker
		p = widgets.NewTrickPicker(names, t.d.Current, func([]string) { t.placed(p) })
		// The leader is said in words (the picker marks it with a
		// symbol the text font does not have).
		lead := i18n.Tf("%s leads", names[0])
		p.Zones[0].Name = lead
		p.Zones[0].Head.SetText(lead)
		t.picker = p
	}
	t.blockCards()
	t.playUI.Add(widgets.Bold(i18n.Tf("Trick %d of 15", len(t.d.Played)+1)))
	t.playUI.Add(widgets.TrickPickerLayout(t.picker))
}

// placed follows a card put in (or taken out of) the trick: the entry
// keeps it, and a card that proves a revoke is asked about at once.
func (t *DealEntry) placed(p *widgets.CardPicker) {
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
	if o, ok := t.proofOf(cur); ok && o.Seat == t.pickerSeat[added] && o.ProofCard.String() == cur[added] {
		t.askRevoke(o, added)
	}
}

// proofOf is the offence the card placed last in the trick being entered
// proves, as the engine finds it from the tricks counted.
func (t *DealEntry) proofOf(cur []string) (pymtheg.Offence, bool) {
	ts, err := t.d.tricks()
	if err != nil {
		return pymtheg.Offence{}, false
	}
	for i := len(cur) - 1; i >= 0; i-- {
		if i >= len(t.pickerSeat) || cur[i] == "" {
			continue
		}
		c, err := cards.ParseElementCard(cur[i])
		if err != nil {
			return pymtheg.Offence{}, false
		}
		if o, ok, err := pymtheg.CardProves(t.contract.trump(), t.set().Direction, ts, t.pickerSeat[i], c); err == nil && ok {
			return o, true
		}
	}
	return pymtheg.Offence{}, false
}

// askRevoke asks whether to apply PYM-6 at this trick: the card just
// placed proves an offence. Applying ends the deal here; the card may also
// have been tapped by mistake, and goes back.
func (t *DealEntry) askRevoke(o pymtheg.Offence, place int) {
	what := offenceWords(o, t.names)
	body := widgets.Wrapped(what + "\n\n" + i18n.Tf("Apply PYM-6 at trick %d? The deal ends here: %s", o.ProofTrick, t.penaltyWords(o.Seat)))
	title := i18n.T("Not following suit")
	if o.Kind == "under-trump" {
		title = i18n.T("Under-trumping")
	}
	d := dialog.NewCustomConfirm(title, i18n.T("Apply PYM-6"), i18n.T("Take the card back"), body, func(apply bool) {
		if !apply {
			card := t.d.Current[place]
			t.d.Current[place] = ""
			t.picker = nil
			t.changed()
			t.say(i18n.Tf("%s is taken back.", widgets.ElementCodeWords(card)), widgets.StatusInfo)
			return
		}
		if t.d.full() {
			// The trick is complete: counted, its cards prove the offence
			// and the engine ends the deal there.
			t.recordTrick()
			return
		}
		t.d.Revoke, t.d.Proven = o.Seat.String(), true
		t.picker = nil
		t.changed()
		t.say(i18n.Tf("PYM-6 applied: %s did not follow suit and the deal ends at trick %d.", t.seatName(o.Seat), o.ProofTrick), widgets.StatusWarning)
	}, t.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(t.u.Window().Canvas().Size().Width-20, 480), d.MinSize().Height))
	d.Show()
}

// penaltyWords says what PYM-6 gives when seat offends, as the engine
// scores the deal ended there.
func (t *DealEntry) penaltyWords(s pymtheg.Seat) string {
	d := t.d
	d.Revoke, d.Proven = s.String(), true
	deal, err := d.deal(t.contract, t.dealer())
	if err != nil {
		return ""
	}
	p, err := t.cs.Preview(deal)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %+d · %s %+d.", TeamWord(pymtheg.NS), p.Result.Score.NS, TeamWord(pymtheg.EW), p.Result.Score.EW)
}

// blockCards greys out the cards that cannot go in the trick, saying why:
// those played in earlier tricks, and every card once the trick is full.
func (t *DealEntry) blockCards() {
	blocked := map[string]string{}
	if len(t.d.current()) >= 4 {
		for _, c := range cards.ElementDeck() {
			blocked[c.String()] = i18n.T("The trick has its four cards: count it, or tap one of them to take it back.")
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

func (t *DealEntry) recordTrick() {
	if !t.d.full() {
		t.say(i18n.T("A trick has one card from each seat."), widgets.StatusWarning)
		return
	}
	before := t.d
	t.d.Played = append(append([]Trick(nil), t.d.Played...), Trick{Leader: t.pickerSeat[0].String(), Cards: t.d.current()})
	res, err := t.d.play(t.contract, t.set())
	if err != nil {
		t.d = before
		t.say(RefusalWords(err), widgets.StatusProblem)
		return
	}
	t.d.Current = nil
	t.picker = nil
	t.changed()
	if n := len(res.Tricks); n > 0 {
		last := res.Tricks[n-1]
		t.say(i18n.Tf("Trick %d counted: %s wins it with %s.", n, t.names[last.Winner], widgets.ElementCardWords(last.Card)), widgets.StatusInfo)
	}
}

// leadersDir is the table of four seats in the game's direction.
func (t *DealEntry) leadersDir() tricks.Table {
	return tricks.Table{Seats: 4, Dir: t.set().Direction}
}
