package pymtheg

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
)

// The play: the tricks each seat took (steppers that keep the sum at 15;
// for Burn the fire and water cards each team took), or trick by trick
// with the cards, which the engine counts, catching revokes.

func (t *pymTable) buildPlay() {
	t.playUI.RemoveAll()
	if !t.hasDeal {
		t.picker = nil
		t.playUI.Add(widgets.Wrapped(i18n.T("Finish the contract first.")))
		return
	}
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
		by := s == byTrick
		if by == t.d.ByTrick {
			return
		}
		t.d.ByTrick = by
		fyne.Do(func() {
			t.changed()
			// The tricks entered card by card stay in the draft: say so,
			// rather than let them seem lost.
			if n := len(t.d.Played); !by && n > 0 {
				t.say(i18n.N(n, "The trick entered card by card is kept: go back to Trick by trick to go on with it.", "The %d tricks entered card by card are kept: go back to Trick by trick to go on with them."), widgets.StatusInfo)
			}
		})
	}
	t.playUI.Add(mode)
	if t.d.ByTrick {
		t.buildTricks()
		return
	}
	t.picker = nil
	if n := len(t.d.Played); n > 0 {
		t.playUI.Add(widgets.PymCaption(i18n.N(n, "The trick entered card by card is kept: go back to Trick by trick to go on with it.", "The %d tricks entered card by card are kept: go back to Trick by trick to go on with them.")))
	}
	if t.contract.Contract == pymtheg.Burn {
		t.buildBurnCounts()
		return
	}
	t.buildSteppers()
}

// stepper is a row: the label, then "–", the value and "+", each button a
// touch target.
func stepper(label, value string, minus, plus func(), canMinus, canPlus bool) fyne.CanvasObject {
	m := widget.NewButton("–", minus)
	p := widget.NewButton("+", plus)
	if !canMinus {
		m.Disable()
	}
	if !canPlus {
		p.Disable()
	}
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	size := fyne.NewSize(48, 44)
	ctl := container.NewHBox(container.NewGridWrap(size, m), container.NewGridWrap(fyne.NewSize(44, 44), v), container.NewGridWrap(size, p))
	l := widgets.Wrapped(label)
	return container.NewBorder(nil, nil, nil, ctl, l)
}

// touch moves seat s to the end of the "last changed" order.
func (t *pymTable) touch(s int) {
	out := []int{}
	for _, x := range t.d.Touched {
		if x != s {
			out = append(out, x)
		}
	}
	t.d.Touched = append(out, s)
}

// shift adds delta tricks to seat s; the seat changed longest ago that
// can take up the difference does, so the sum stays 15.
func (t *pymTable) shift(s, delta int) {
	for _, o := range t.d.Touched {
		if o == s {
			continue
		}
		if delta > 0 && t.d.Tricks[o] > 0 {
			t.d.Tricks[o]--
			t.d.Tricks[s]++
			break
		}
		if delta < 0 && t.d.Tricks[s] > 0 {
			t.d.Tricks[o]++
			t.d.Tricks[s]--
			break
		}
	}
	t.touch(s)
	t.changed()
}

func (t *pymTable) buildSteppers() {
	if t.d.Tricks[0]+t.d.Tricks[1]+t.d.Tricks[2]+t.d.Tricks[3] != 15 {
		t.d.Tricks = [4]int{0, 0, 0, 15}
	}
	for _, s := range pymtheg.Seats {
		s := s
		label := t.seatName(s)
		if t.contract.Declarer == s {
			label = fmt.Sprintf(i18n.T("%s, declarer"), label)
		}
		t.playUI.Add(stepper(label, fmt.Sprint(t.d.Tricks[s]),
			func() { t.shift(int(s), -1) }, func() { t.shift(int(s), +1) },
			t.d.Tricks[s] > 0, t.d.Tricks[s] < 15))
	}
	ns := t.d.Tricks[0] + t.d.Tricks[2]
	t.playUI.Add(widgets.Bold(fmt.Sprintf(i18n.T("%s %d tricks · %s %d tricks"), teamWord(pymtheg.NS), ns, teamWord(pymtheg.EW), 15-ns)))
	t.playUI.Add(widgets.PymCaption(i18n.T("The seat changed longest ago makes up the difference, so the tricks always add up to 15.")))
	t.buildRevoke()
}

func (t *pymTable) buildRevoke() {
	opts := []string{i18n.T("nobody")}
	for _, s := range pymtheg.Seats {
		opts = append(opts, t.seatName(s))
	}
	sel := widget.NewSelect(opts, nil)
	sel.SetSelected(opts[0])
	for i, s := range pymtheg.Seats {
		if s.String() == t.d.Revoke {
			sel.SetSelected(opts[i+1])
		}
	}
	sel.OnChanged = func(v string) {
		r := ""
		for i, o := range opts {
			if o == v && i > 0 {
				r = pymtheg.Seats[i-1].String()
			}
		}
		if r != t.d.Revoke {
			t.d.Revoke = r
			fyne.Do(t.changed)
		}
	}
	t.playUI.Add(widgets.Wrapped(i18n.T("Caught not following suit (PYM-6)")))
	t.playUI.Add(sel)
}

// buildBurnCounts: fire and water per team when everyone passed.
func (t *pymTable) buildBurnCounts() {
	b := &t.d.Burn
	set := func(team int, fire bool, delta int) func() {
		return func() {
			if fire {
				b[team].Fire += delta
				b[1-team].Fire = 15 - b[team].Fire
			} else {
				b[team].Water += delta
				b[1-team].Water = 15 - b[team].Water
			}
			t.changed()
		}
	}
	for team, name := range []string{"NS", "EW"} {
		t.playUI.Add(widgets.Bold(t.teamName(name)))
		t.playUI.Add(stepper(i18n.T("Fire cards"), fmt.Sprint(b[team].Fire), set(team, true, -1), set(team, true, 1), b[team].Fire > 0, b[team].Fire < 15))
		t.playUI.Add(stepper(i18n.T("Water cards"), fmt.Sprint(b[team].Water), set(team, false, -1), set(team, false, 1), b[team].Water > 0, b[team].Water < 15))
	}
	t.playUI.Add(widgets.PymCaption(i18n.T("The other team's counts follow: the deck has 15 fire and 15 water cards.")))
	t.buildRevoke()
}

// playResult runs the tricks entered so far through the engine.
func (t *pymTable) playResult() (pymtheg.PlayResult, error) {
	var pts []pymtheg.PlayedTrick
	for _, p := range t.d.Played {
		l, _ := pymtheg.ParseSeat(p.Leader)
		cs, err := cards.ParseElementCards("cards", p.Cards)
		if err != nil {
			return pymtheg.PlayResult{}, err
		}
		pts = append(pts, pymtheg.PlayedTrick{Leader: l, HasLeader: true, Cards: cs})
	}
	if len(pts) == 0 {
		return pymtheg.PlayResult{}, errors.New(i18n.T("No trick entered yet."))
	}
	return pymtheg.PlayDeal(t.contract.Contract, t.contract.Declarer, t.playTrump(), t.set().Direction, pts)
}

func (t *pymTable) playTrump() cards.Element {
	if t.contract.Contract.IsRy() || t.contract.Contract == pymtheg.Burn {
		return cards.NoElement
	}
	return t.contract.Trump
}

// nextLeader is who leads the trick being entered: the player after the
// dealer, then the winner of the last trick.
func (t *pymTable) nextLeader() pymtheg.Seat {
	if len(t.d.Played) == 0 {
		return t.next(t.dealer())
	}
	r, _ := t.playResult()
	if n := len(r.Tricks); n > 0 {
		return pymtheg.Seat(r.Tricks[n-1].Winner)
	}
	return t.next(t.dealer())
}

func (t *pymTable) buildTricks() {
	res, _ := t.playResult()
	ended := res.Ended != "" || len(t.d.Played) >= 15
	if ended {
		t.picker = nil
	} else {
		t.buildPicker()
	}
	// The tricks so far, under the cards: a list that grows never moves
	// them.
	if len(res.Tricks) > 0 {
		box := container.NewVBox()
		for i, tr := range res.Tricks {
			var parts []string
			for j, c := range tr.Cards {
				parts = append(parts, t.names[tr.Seats[j]]+" "+widgets.ElementCardWords(c))
			}
			box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Trick %d: %s; %s wins."), i+1, strings.Join(parts, ", "), t.names[tr.Winner])))
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
	switch res.Ended {
	case "ry":
		t.playUI.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("Trick %d went to the Ry side: %s is lost and the deal ends."), len(res.Tricks), t.contract.Contract.Name())))
	case "revoke", "under-trump":
		t.playUI.Add(widgets.Wrapped(i18n.T("The offence ends the deal.")))
	}
}

// buildPicker shows the trick being entered: a place per seat in play
// order, the leader first, and the deck in its fixed order, the cards
// already played greyed out.
func (t *pymTable) buildPicker() {
	leader := t.nextLeader()
	order := t.leadersDir().Order(int(leader))
	if t.picker == nil || t.pickerSeat[0] != leader {
		names := make([]string, 4)
		for i, s := range order {
			t.pickerSeat[i] = pymtheg.Seat(s)
			names[i] = t.names[s]
		}
		t.picker = widgets.NewTrickPicker(names, t.d.Current, func(cur []string) {
			t.d.Current = cur
			t.saveDraft()
			t.blockCards()
			t.renderActions()
		})
		// The leader is said in words (the picker marks it with a
		// symbol the text font does not have).
		lead := fmt.Sprintf(i18n.T("%s leads"), names[0])
		t.picker.Zones[0].Name = lead
		t.picker.Zones[0].Head.SetText(lead)
	}
	t.blockCards()
	t.playUI.Add(widgets.Bold(fmt.Sprintf(i18n.T("Trick %d of 15"), len(t.d.Played)+1)))
	t.playUI.Add(widgets.TrickPickerLayout(t.picker))
}

// blockCards greys out the cards that cannot go in the trick, saying why:
// those played in earlier tricks, and every card once the trick is full.
func (t *pymTable) blockCards() {
	blocked := map[string]string{}
	if len(t.d.Current) >= 4 {
		for _, c := range cards.ElementDeck() {
			blocked[c.String()] = i18n.T("The trick has its four cards: count it, or tap one of them to take it back.")
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

func (t *pymTable) recordTrick() {
	if len(t.d.Current) != 4 {
		t.say(i18n.T("A trick has one card from each seat."), widgets.StatusWarning)
		return
	}
	t.d.Played = append(t.d.Played, pymPlayed{Leader: t.pickerSeat[0].String(), Cards: t.d.Current})
	res, err := t.playResult()
	if err != nil && !errors.Is(err, pymtheg.ErrUnfinished) {
		t.d.Played = t.d.Played[:len(t.d.Played)-1]
		t.say(refusalWords(err), widgets.StatusProblem)
		return
	}
	t.d.Current = nil
	t.picker = nil
	t.changed()
	if n := len(res.Tricks); n > 0 {
		last := res.Tricks[n-1]
		t.say(fmt.Sprintf(i18n.T("Trick %d counted: %s wins it with %s."), n, t.names[last.Winner], widgets.ElementCardWords(last.Card)), widgets.StatusInfo)
	}
}
