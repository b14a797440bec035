package burn

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/tricks"
)

// The round's cards: the fire and water each side took, or the tricks
// card by card (the engine counts them and catches revokes), and the pit.

func (t *burnTable) buildEntry() {
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
		by := s == byTrick
		if by == t.d.ByTrick {
			return
		}
		t.d.ByTrick = by
		fyne.Do(func() {
			t.changed()
			// The tricks entered card by card stay in the draft: say so,
			// rather than let them seem lost (issue 16 #14).
			if n := len(t.d.Played); !by && n > 0 {
				t.say(i18n.N(n, "The trick entered card by card is kept: go back to Trick by trick to go on with it.", "The %d tricks entered card by card are kept: go back to Trick by trick to go on with them."), widgets.StatusInfo)
			}
		})
	}
	t.entryUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	t.picker = nil
	if n := len(t.d.Played); n > 0 {
		t.entryUI.Add(widgets.PymCaption(i18n.N(n, "The trick entered card by card is kept: go back to Trick by trick to go on with it.", "The %d tricks entered card by card are kept: go back to Trick by trick to go on with them.")))
	}
	var blocks []fyne.CanvasObject
	for _, s := range t.sides() {
		s := s
		fw := t.d.Won[s]
		blocks = append(blocks, container.NewVBox(widgets.Bold(s),
			stepper(widgets.Symbol("fire"), i18n.T("Fire cards"), fmt.Sprint(fw.Fire),
				func() { t.shift(s, true, -1) }, func() { t.shift(s, true, +1) }, fw.Fire > 0, fw.Fire < 15),
			stepper(widgets.Symbol("water"), i18n.T("Water cards"), fmt.Sprint(fw.Water),
				func() { t.shift(s, false, -1) }, func() { t.shift(s, false, +1) }, fw.Water > 0, fw.Water < 15)))
	}
	cols := 1
	if !t.phone {
		cols = 2
	}
	t.entryUI.Add(widgets.NewFlowGrid(cols, blocks...))
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

func (t *burnTable) fullTricks() int {
	d, err := tricks.NewDeal(tricks.Table{Seats: len(t.table().Seats), Dir: t.set().Direction}, cards.NoElement)
	if err != nil {
		return 15
	}
	return d.FullTricks()
}

// deal plays the tricks entered so far through the engine.
func (t *burnTable) deal() (*tricks.Deal, []tricks.TrickResult, error) {
	d, err := tricks.NewDeal(tricks.Table{Seats: len(t.table().Seats), Dir: t.set().Direction}, cards.NoElement)
	if err != nil {
		return nil, nil, err
	}
	var res []tricks.TrickResult
	for _, p := range t.d.Played {
		cs, err := cards.ParseElementCards("cards", p.Cards)
		if err != nil {
			return d, res, err
		}
		r, err := d.Play(tricks.Trick{Leader: t.table().SeatOf[p.Leader], Cards: cs})
		if err != nil {
			return d, res, err
		}
		res = append(res, r)
	}
	return d, res, nil
}

// withLeaders fills in who led each trick of a stored round: the player
// after the dealer, then each trick's winner.
func (t *burnTable) withLeaders(played []burnPlayed, dealer string) []burnPlayed {
	d, err := tricks.NewDeal(tricks.Table{Seats: len(t.table().Seats), Dir: t.set().Direction}, cards.NoElement)
	if err != nil {
		return played
	}
	leader, ok := t.game.FirstLeader(dealer)
	if !ok {
		return played
	}
	for i := range played {
		if played[i].Leader == "" {
			played[i].Leader = leader
		}
		cs, err := cards.ParseElementCards("cards", played[i].Cards)
		if err != nil {
			break
		}
		r, err := d.Play(tricks.Trick{Leader: t.table().SeatOf[played[i].Leader], Cards: cs})
		if err != nil {
			break
		}
		leader = t.table().Seats[r.Winner]
	}
	return played
}

func (t *burnTable) buildTricks() {
	d, res, err := t.deal()
	if err != nil {
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	n := len(t.table().Seats)
	if len(res) >= d.FullTricks() {
		t.picker = nil
	} else {
		leader := t.table().SeatOf[t.firstLeader()]
		if len(res) > 0 {
			leader = d.NextLeader()
		}
		order := tricks.Table{Seats: n, Dir: t.set().Direction}.Order(leader)
		if t.picker == nil || t.pickerLead != leader {
			names := make([]string, n)
			for i, s := range order {
				names[i] = t.table().Seats[s]
			}
			t.pickerLead = leader
			t.picker = widgets.NewTrickPicker(names, t.d.Current, func(cur []string) {
				t.d.Current = cur
				t.saveDraft()
				t.blockCards()
				t.renderActions()
			})
			lead := fmt.Sprintf(i18n.T("%s leads"), names[0])
			t.picker.Zones[0].Name = lead
			t.picker.Zones[0].Head.SetText(lead)
		}
		t.blockCards()
		t.entryUI.Add(widgets.Bold(fmt.Sprintf(i18n.T("Trick %d of %d"), len(res)+1, d.FullTricks())))
		t.entryUI.Add(widgets.TrickPickerLayout(t.picker))
	}
	// The tricks so far, under the cards: a list that grows never moves
	// them.
	if len(res) > 0 {
		won := make(map[string]burn.FireWater)
		r := d.Result()
		for s, p := range t.table().Seats {
			side := t.table().Sides[t.table().SideOf[p]]
			fw := won[side]
			fw.Fire += tricks.Count(r.CardsWon[s], cards.Fire)
			fw.Water += tricks.Count(r.CardsWon[s], cards.Water)
			won[side] = fw
		}
		for i, tr := range res {
			var parts []string
			for j, c := range tr.Cards {
				parts = append(parts, t.table().Seats[tr.Seats[j]]+" "+widgets.ElementCardWords(c))
			}
			t.entryUI.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Trick %d: %s; %s wins."), i+1, strings.Join(parts, ", "), t.table().Seats[tr.Winner])))
		}
		var parts []string
		for _, s := range t.sides() {
			parts = append(parts, fmt.Sprintf(i18n.T("%s: %d fire, %d water"), s, won[s].Fire, won[s].Water))
		}
		t.entryUI.Add(widgets.Bold(strings.Join(parts, " · ")))
		for _, v := range r.Revokes {
			alarm := widgets.Bold(fmt.Sprintf(i18n.T("Revoke by %s: played %s in trick %d when %s was led, yet played %s in trick %d. The Burn rules set no penalty; the table decides."),
				t.table().Seats[v.Seat], widgets.ElementCardWords(v.ShowedOut.Card), v.ShowedOut.Trick+1, widgets.ElementWord(v.Element), widgets.ElementCardWords(v.Proof.Card), v.Proof.Trick+1))
			alarm.Importance = widget.DangerImportance
			t.entryUI.Add(alarm)
		}
	}
}

func (t *burnTable) firstLeader() string {
	if l, ok := t.game.FirstLeader(t.d.Dealer); ok {
		return l
	}
	return t.table().Seats[0]
}

// blockCards greys out the cards that cannot go in the trick, saying why.
func (t *burnTable) blockCards() {
	blocked := map[string]string{}
	if len(t.d.Current) >= len(t.table().Seats) {
		for _, c := range cards.ElementDeck() {
			blocked[c.String()] = i18n.T("The trick has a card from everyone: count it, or tap one of them to take it back.")
		}
	}
	for i, p := range t.d.Played {
		for _, c := range p.Cards {
			blocked[c] = fmt.Sprintf(i18n.T("%s was played in trick %d."), widgets.ElementCodeWords(c), i+1)
		}
	}
	for _, c := range t.d.Current {
		blocked[c] = fmt.Sprintf(i18n.T("%s is in this trick already: tap it above to take it back."), widgets.ElementCodeWords(c))
	}
	t.picker.SetBlocked(blocked)
}

func (t *burnTable) recordTrick() {
	if len(t.d.Current) != len(t.table().Seats) {
		t.say(i18n.T("A trick has one card from each player."), widgets.StatusWarning)
		return
	}
	t.d.Played = append(t.d.Played, burnPlayed{Leader: t.table().Seats[t.pickerLead], Cards: t.d.Current})
	_, res, err := t.deal()
	if err != nil {
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	t.d.Current = nil
	t.picker = nil
	t.changed()
	last := res[len(res)-1]
	t.say(fmt.Sprintf(i18n.T("Trick %d counted: %s wins it with %s."), len(res), t.table().Seats[last.Winner], widgets.ElementCardWords(last.Card)), widgets.StatusInfo)
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
	for _, s := range t.table().Sides {
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
		t.d.Pit = ""
		return
	}
	// The game says which ways the limits leave open (BURN-1).
	p, err := t.base().PitOptionsFor(side)
	if err != nil {
		t.pitUI.Add(widgets.Wrapped(refusalWords(err)))
		return
	}
	value := p.Value
	head := widgets.Bold(fmt.Sprintf(i18n.T("Pit! %s took every fire and water card"), side))
	head.SizeName = "subHeadingText"
	t.pitUI.Add(head)
	t.pitUI.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("No fire points for %s. It chooses: %d off its own total, or %d onto every other side. It may not push another side past %d, nor itself below 0; if both are unavoidable, staying at 0 or above comes first."), side, value, value, t.game.Limit())))
	choose := func(c string) func() {
		return func() {
			t.d.Pit = c
			t.changed()
			t.say(i18n.T("The pit side's choice is in the score below."), widgets.StatusInfo)
		}
	}
	refused := func(why string) { t.say(why, widgets.StatusWarning) }
	sb := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("%d off for %s"), value, side), choose("subtract"), refused)
	ab := widgets.NewPymReasonButton(fmt.Sprintf(i18n.T("+%d for every other side"), value), choose("add"), refused)
	switch {
	case !p.SubtractOK && !p.AddOK:
		sb.SetAllowed(false, fmt.Sprintf(i18n.T("Both ways break a limit: not going below 0 comes first, so every other side gets %d (BURN-1)."), value))
	case !p.SubtractOK:
		sb.SetAllowed(false, fmt.Sprintf(i18n.T("Not allowed: %s would go below 0 (it has %d) (BURN-1)."), side, p.Own))
	case !p.AddOK:
		ab.SetAllowed(false, fmt.Sprintf(i18n.T("Not allowed: %s would pass %d (BURN-1)."), strings.Join(p.Past, ", "), p.Limit))
	}
	// Only one way open: it is the pit's outcome, no choice to make.
	if c, forced := p.Choice(); forced {
		t.d.Pit = c.String()
	}
	if t.d.Pit == "subtract" {
		sb.Importance = widget.HighImportance
	}
	if t.d.Pit == "add" {
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
	t.scorePreview()
}
