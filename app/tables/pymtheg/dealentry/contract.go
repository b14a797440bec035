package dealentry

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
)

// The contract: bid by bid through the engine's auction (every call shown,
// the ones the rules do not allow now greyed out, a tap on one saying
// why), or picked at once with quick entry when the table bid without the
// app.

func (t *DealEntry) buildContract() {
	t.contractUI.RemoveAll()
	bid, quick := i18n.T("Bid by bid"), i18n.T("Quick entry")
	mode := widget.NewRadioGroup([]string{bid, quick}, nil)
	mode.Horizontal = !t.phone
	mode.Required = true
	if t.d.Direct {
		mode.SetSelected(quick)
	} else {
		mode.SetSelected(bid)
	}
	mode.OnChanged = func(s string) {
		direct := s == quick
		if direct == t.d.Direct {
			return
		}
		t.d.Direct = direct
		if direct && t.hasDeal {
			// Carry the auction's outcome over as the starting point;
			// the calls stay, for going back to them.
			t.d.setQuick(t.contract)
		}
		t.u.Do(t.changed)
	}
	t.contractUI.Add(mode)
	if t.d.Direct {
		t.buildQuick()
	} else {
		t.buildAuction()
	}
	widgets.PymSay(t.summary, t.contractText())
}

func (t *DealEntry) contractText() string {
	if !t.hasDeal {
		return ""
	}
	c := t.contract
	if c.Contract == pymtheg.Burn {
		return i18n.T("Everyone passed: Burn is played, without trump or doubling.")
	}
	s := i18n.Tf("%s plays %s", t.seatName(c.Declarer), c.Contract.Name())
	switch {
	case c.Contract.IsRy():
		s += ", " + i18n.T("without trump")
	default:
		s += ", " + trumpWords(c.Trump)
	}
	if c.Contract.IsGam() || c.Contract == pymtheg.Lon {
		if c.Named == pymtheg.NamedInBid {
			s += " " + i18n.T("(named in the bid)")
		} else {
			s += " " + i18n.T("(named after the bidding)")
		}
	}
	switch c.Doubling {
	case pymtheg.Doubled:
		s += ", " + i18n.T("doubled ×2")
	case pymtheg.Redoubled:
		s += ", " + i18n.T("redoubled ×4")
	}
	if c.OverRy != pymtheg.NoContract {
		s += ", " + i18n.Tf("over the opponents' %s", c.OverRy.Name())
	}
	s += "."
	if c.Contract.Needed() > 0 {
		s += " " + i18n.Tf("%s needs %d tricks.", TeamWord(c.Declarer.Team()), c.Contract.Needed())
	}
	return s
}

// replay runs the calls entered so far through a fresh auction.
func (t *DealEntry) replay() (*pymtheg.Auction, error) {
	a := t.game().NewAuction(t.dealer())
	for _, s := range t.d.Calls {
		c, err := pymtheg.ParseCall(s)
		if err != nil {
			return a, err
		}
		if err := a.Apply(c); err != nil {
			return a, err
		}
	}
	return a, nil
}

// callWords says a call as it was made: "Bo: pass", "Cy: Gâm+1 Water".
func (t *DealEntry) callWords(c pymtheg.Call) string {
	w := ""
	switch c.Kind {
	case pymtheg.Pass:
		w = i18n.T("pass")
	case pymtheg.Double:
		w = i18n.T("double")
	case pymtheg.Redouble:
		w = i18n.T("redouble")
	case pymtheg.NameTrump:
		w = trumpWords(c.Trump)
	default:
		w = c.Contract.Name()
		if c.WithTrump {
			w += " " + widgets.ElementWord(c.Trump)
		}
	}
	if c.HasSeat {
		// One entry, so a language may put the call before the name.
		return i18n.Tf("%s: %s", t.names[c.Seat], w)
	}
	return w
}

// callButton is a call the player to call may tap; when the engine
// refuses it now, it is greyed out and a tap says why, with the rule.
func (t *DealEntry) callButton(a *pymtheg.Auction, label string, c pymtheg.Call) *widgets.PymReasonButton {
	b := widgets.NewPymReasonButton(label, func() { t.applyCall(a, c) }, func(why string) { t.say(why, widgets.StatusWarning) })
	if err := a.Check(c); err != nil {
		b.SetAllowed(false, callRefusal(a, c, err))
	}
	return b
}

func (t *DealEntry) applyCall(a *pymtheg.Auction, c pymtheg.Call) {
	if err := a.Check(c); err != nil {
		t.say(callRefusal(a, c, err), widgets.StatusWarning)
		return
	}
	t.d.Calls = append(t.d.Calls, c.String())
	t.changed()
	if done, _ := t.replay(); done != nil {
		calls := done.Calls()
		if len(calls) > 0 {
			t.say(t.callWords(calls[len(calls)-1])+".", widgets.StatusInfo)
		}
	}
}

func (t *DealEntry) buildAuction() {
	a, err := t.replay()
	if err != nil {
		t.say(RefusalWords(err), widgets.StatusProblem)
	}
	r := a.Result()
	t.contract, t.hasDeal = fromAuction(a)
	if turn, ok := a.Turn(); ok {
		t.contractUI.Add(widgets.Bold(i18n.Tf("%s to call", t.seatName(turn))))
		// The trump named with a Gâm or Lon bid.
		trumpOpts := []string{i18n.T("named later"), i18n.T("Fire"), i18n.T("Water"), i18n.T("Wind"), i18n.T("Earth"), i18n.T("No trump")}
		codes := []string{"", "Fi", "Wa", "Wi", "Ea", "none"}
		sel := widget.NewSelect(trumpOpts, nil)
		for i, c := range codes {
			if c == t.d.BidTrump {
				sel.SetSelected(trumpOpts[i])
			}
		}
		sel.OnChanged = func(s string) {
			for i, o := range trumpOpts {
				if o == s && codes[i] != t.d.BidTrump {
					t.d.BidTrump = codes[i]
					t.u.Do(t.changed)
				}
			}
		}
		t.contractUI.Add(widgets.Wrapped(i18n.T("Trump with a Gâm or Lon bid")))
		t.contractUI.Add(sel)

		calls := []fyne.CanvasObject{t.callButton(a, i18n.T("Pass"), pymtheg.Call{Kind: pymtheg.Pass})}
		for _, b := range pymtheg.Bids {
			c := pymtheg.Call{Kind: pymtheg.BidCall, Contract: b}
			if (b.IsGam() || b == pymtheg.Lon) && t.d.BidTrump != "" {
				e := cards.NoElement
				if t.d.BidTrump != "none" {
					e, _ = cards.ParseElement(t.d.BidTrump)
				}
				c.Trump, c.WithTrump = e, true
			}
			calls = append(calls, t.callButton(a, b.Name(), c))
		}
		t.contractUI.Add(widgets.ButtonRow(6, calls...))
		t.contractUI.Add(widgets.PymCaption(i18n.T("Greyed-out calls are not allowed now: tap one to see why.")))
	} else if r.Contract != pymtheg.Burn {
		// After the bidding: double, redouble, the trump.
		dec := r.Declarer
		t.contractUI.Add(widgets.Bold(i18n.Tf("%s has the highest bid: %s.", t.seatName(dec), r.Contract.Name())))
		row := widgets.ButtonRow(2,
			t.callButton(a, i18n.Tf("Double (%s)", TeamWord(dec.Team().Other())), pymtheg.Call{Kind: pymtheg.Double}),
			t.callButton(a, i18n.Tf("Redouble (%s)", TeamWord(dec.Team())), pymtheg.Call{Kind: pymtheg.Redouble}))
		t.contractUI.Add(row)
		if !r.TrumpSet {
			t.contractUI.Add(widgets.Bold(i18n.Tf("%s names the trump", t.seatName(dec))))
			var trumps []fyne.CanvasObject
			for _, e := range append([]cards.Element{cards.Fire, cards.Water, cards.Wind, cards.Earth}, cards.NoElement) {
				trumps = append(trumps, t.callButton(a, widgets.ElementWord(e), pymtheg.Call{Kind: pymtheg.NameTrump, Trump: e}))
			}
			t.contractUI.Add(widgets.ButtonRow(5, trumps...))
		}
	}
	// The calls so far, under the buttons: a line that grows never moves
	// them.
	var said []string
	for _, c := range a.Calls() {
		said = append(said, t.callWords(c))
	}
	if len(said) > 0 {
		t.contractUI.Add(widgets.Wrapped(strings.Join(said, " · ")))
	}
}

// pick is a row of choices of which one is chosen, each a button; a
// refused one is greyed out and says why at a tap.
type pickChoice struct {
	label  string
	chosen bool
	why    string // "" allowed
	tap    func()
}

func (t *DealEntry) pickRow(label string, choices []pickChoice, cols int) fyne.CanvasObject {
	var buttons []fyne.CanvasObject
	for _, c := range choices {
		c := c
		b := widgets.NewPymReasonButton(c.label, func() {
			c.tap()
			t.changed()
		}, func(why string) { t.say(why, widgets.StatusWarning) })
		if c.chosen {
			b.Importance = widget.HighImportance
		}
		if c.why != "" {
			b.SetAllowed(false, c.why)
		}
		buttons = append(buttons, b)
	}
	return container.NewVBox(widgets.Bold(label), widgets.ButtonRow(cols, buttons...))
}

// buildQuick offers the contract's parts as rows of buttons, for a table
// that bid without the app: contract, declarer, trump, when the trump was
// named, doubling and the opponents' Ry it outbid.
func (t *DealEntry) buildQuick() {
	cur, _ := pymtheg.ParseContract(t.d.Contract)
	var cs []pickChoice
	for _, c := range append(append([]pymtheg.Contract{}, pymtheg.Bids...), pymtheg.Burn) {
		c := c
		cs = append(cs, pickChoice{label: c.Name(), chosen: c == cur, tap: func() {
			t.d.Contract = c.String()
			if r, err := pymtheg.ParseContract(t.d.OverRy); err == nil && pymtheg.CheckOverRy(c, r) != nil {
				t.d.OverRy = "" // the new contract cannot have outbid it
			}
		}})
	}
	t.contractUI.Add(t.pickRow(i18n.T("Contract"), cs, 6))
	if cur != pymtheg.Burn {
		ds, _ := pymtheg.ParseSeat(t.d.Declarer)
		var seats []pickChoice
		for _, s := range pymtheg.Seats {
			s := s
			seats = append(seats, pickChoice{label: t.names[s], chosen: s == ds, tap: func() { t.d.Declarer = s.String() }})
		}
		t.contractUI.Add(t.pickRow(i18n.T("Declarer"), seats, 4))
		if !cur.IsRy() {
			var trumps []pickChoice
			for _, e := range append([]cards.Element{cards.Fire, cards.Water, cards.Wind, cards.Earth}, cards.NoElement) {
				code := e.String()
				trumps = append(trumps, pickChoice{label: widgets.ElementWord(e), chosen: code == t.d.Trump, tap: func() { t.d.Trump = code }})
			}
			t.contractUI.Add(t.pickRow(i18n.T("Trump"), trumps, 5))
			named := []pickChoice{
				{label: i18n.T("after the bidding"), chosen: t.d.Named == "after", tap: func() { t.d.Named = "after" }},
				{label: i18n.T("with the bid"), chosen: t.d.Named == "bidding", tap: func() { t.d.Named = "bidding" }},
			}
			t.contractUI.Add(t.pickRow(i18n.T("Trump named"), named, 2))
		}
		var dbl []pickChoice
		for _, o := range []struct{ code, label string }{{"none", i18n.T("not doubled")}, {"double", i18n.T("doubled ×2")}, {"redouble", i18n.T("redoubled ×4")}} {
			o := o
			dbl = append(dbl, pickChoice{label: o.label, chosen: t.d.Doubling == o.code || (o.code == "none" && t.d.Doubling == ""), tap: func() { t.d.Doubling = o.code }})
		}
		t.contractUI.Add(t.pickRow(i18n.T("Doubling"), dbl, 3))
		// Which Ry this deal outbid, as the engine allows it (PYM-4): a
		// question for a Gâm only.
		overs := []pickChoice{{label: i18n.T("none"), chosen: t.d.OverRy == "", tap: func() { t.d.OverRy = "" }}}
		for _, ch := range pymscore.OverRyChoices(cur) {
			ch := ch
			p := pickChoice{label: ch.Ry.Name(), chosen: t.d.OverRy == ch.Ry.String(), tap: func() { t.d.OverRy = ch.Ry.String() }}
			if ch.Err != nil {
				p.why = overRyRefusal(cur, ch.Ry, ch.Err)
			}
			overs = append(overs, p)
		}
		if cur.IsGam() {
			t.contractUI.Add(t.pickRow(i18n.T("Outbid the opponents' Ry"), overs, 4))
		}
	}
	c, miss, err := t.d.quick()
	t.contract, t.hasDeal = c, err == nil && miss == ""
	switch {
	case err != nil:
		t.contractUI.Add(widgets.Wrapped(t.quickRefusal(c, err)))
	case miss != "":
		t.contractUI.Add(widgets.PymCaption(missingWords(miss)))
	}
}

// quickRefusal says why the contract picked cannot be: a Ry the contract
// cannot have outbid (PYM-4), or the engine's refusal.
func (t *DealEntry) quickRefusal(c contract, err error) string {
	if errors.Is(err, pymtheg.ErrOverRyNotGam) || errors.Is(err, pymtheg.ErrOverRyRank) {
		r, _ := pymtheg.ParseContract(t.d.OverRy)
		return overRyRefusal(c.Contract, r, err)
	}
	return RefusalWords(err)
}

// missingWords says what quick entry still needs: nothing is assumed.
func missingWords(m missing) string {
	switch m {
	case missContract:
		return i18n.T("Pick the contract played.")
	case missDeclarer:
		return i18n.T("Pick the declarer: who made the highest bid.")
	case missTrump:
		return i18n.T("Pick the trump, or no trump.")
	case missNamed:
		return i18n.T("Pick when the trump was named: with the bid, or after the bidding.")
	}
	return ""
}
