package myre

import (
	"encoding/json"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	mscore "arbiter/scoring/myre"
	"arbiter/session"
)

// draft is the entry as it stands: what the table shows of the hand being
// entered. The session keeps it (and the hand being corrected) in memory
// and in the history, so nothing tapped in is lost when the app closes and
// another page of the same game shows the same.
type draft struct {
	Piles []pileDraft `json:"piles"`
	First string      `json:"first,omitempty"`
	// Stash is the new hand put aside while a past hand is corrected.
	Stash *draft `json:"stash,omitempty"`
}

type pileDraft struct {
	Scout  []string `json:"scout"`
	Red    []string `json:"red"`   // positioned, "RJ:down" for a face-down joker
	Black  []string `json:"black"` // likewise
	FaceUp bool     `json:"face_up,omitempty"`
}

// Empty reports whether nothing is entered: the session keeps no such
// draft.
func (d draft) Empty() bool { return d.empty() }

func (d draft) empty() bool {
	for _, p := range d.Piles {
		if len(p.Scout)+len(p.Red)+len(p.Black) > 0 || p.FaceUp {
			return false
		}
	}
	return d.First == "" && d.Stash == nil
}

// key is the draft as a comparable string ("" when empty).
func (d draft) key() string {
	if d.empty() {
		return ""
	}
	b, _ := json.Marshal(d)
	return string(b)
}

// handDraft turns a hand into piles for the entry: its face-up scouts are
// piles of their own unless fought over.
func handDraft(h mscore.Hand) draft {
	var d draft
	up := map[string]bool{}
	for _, c := range append(append(cards.Cards{}, h.FaceUp.Red...), h.FaceUp.Black...) {
		up[c.String()] = true
	}
	for _, b := range h.Battles {
		p := pileDraft{Scout: cards.Cards(b.Scout).Strings(), Red: playedStrings(b.Red), Black: playedStrings(b.Black)}
		if len(p.Scout) == 1 && up[p.Scout[0]] {
			p.FaceUp = true
			delete(up, p.Scout[0])
		}
		d.Piles = append(d.Piles, p)
	}
	// Face-up scouts nobody fought over are piles of their own.
	for _, c := range append(append(cards.Cards{}, h.FaceUp.Red...), h.FaceUp.Black...) {
		if up[c.String()] {
			d.Piles = append(d.Piles, pileDraft{Scout: []string{c.String()}, FaceUp: true})
		}
	}
	if h.First != mengine.NoSide {
		d.First = h.First.String()
	}
	return d
}

func playedStrings(ps []mengine.Played) []string {
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

// myreSpacer is an empty object with a minimum size.
func myreSpacer(w, h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, h))
	return r
}

// myreFixed keeps o at least h high, so a zone that gets its first card
// does not grow and move what is below it.
func myreFixed(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	return container.NewStack(myreSpacer(0, h), o)
}

// myrePile is one pile of the scouting row being entered.
type myrePile struct {
	t         *myreTable
	picker    *widgets.CardPicker
	scout     *widgets.Zone
	red       *widgets.Zone
	black     *widgets.Zone
	faceUp    *widget.Check
	jokerDown map[string]bool
	zoneBox   fyne.CanvasObject
}

func (t *myreTable) addNewPile(d pileDraft) *myrePile {
	was := t.restoring
	t.restoring = true
	defer func() { t.restoring = was }()
	p := &myrePile{t: t, jokerDown: map[string]bool{}}
	scoutMax := 1
	if t.opt.DoubleScouts {
		scoutMax = mengine.MaxPile
	}
	p.scout = &widgets.Zone{Name: i18n.T("Scout"), Max: scoutMax}
	p.red = &widgets.Zone{Name: i18n.T("Red")}
	p.black = &widgets.Zone{Name: i18n.T("Black")}
	for z, zone := range map[mscore.Zone]*widgets.Zone{mscore.ZoneScout: p.scout, mscore.ZoneRed: p.red, mscore.ZoneBlack: p.black} {
		zone.Allow = func(s widgets.CardSpec) bool { return p.refusal(z, s) == nil }
		zone.WhyNot = func(s widgets.CardSpec) string {
			c := myreCard(s)
			return t.why(p.refusal(z, s), &c)
		}
	}
	// The table's one deck grid is every pile's: it dims the cards the
	// pile being entered cannot take, once the pile is shown (showPile).
	p.picker = widgets.NewCardPickerOn(t.deck, t.faces, []*widgets.Zone{p.scout, p.red, p.black}, p.onChange)
	p.picker.Hold = true
	defer func() { p.picker.Hold = false }()
	p.faceUp = widget.NewCheck(i18n.T("Face-up scout"), func(on bool) {
		if t.restoring {
			return
		}
		if on {
			// Asked at the tap: may this pile be a face-up scout?
			p.faceUp.Checked = false
			st, ok := t.state()
			if !ok {
				p.faceUp.Refresh()
				t.status.Problem(t.reading())
				return
			}
			if err := st.CanFaceUp(t.enteredPiles(), t.pileIndex(p)); err != nil {
				p.faceUp.Refresh()
				t.status.Problem(t.why(err, nil))
				return
			}
			p.faceUp.Checked = true
		}
		t.changed()
	})
	p.picker.SetCodes(0, d.Scout)
	p.picker.SetCodes(1, codesOf(d.Red, p.jokerDown))
	p.picker.SetCodes(2, codesOf(d.Black, p.jokerDown))
	// Set without drawing: the box is drawn when its pile is shown.
	p.faceUp.Checked = d.FaceUp
	if len(d.Scout) >= scoutMax {
		p.picker.SetActive(1)
	}
	t.piles = append(t.piles, p)
	return p
}

// layout lays the pile's zones out, when it is first shown: a pile put
// back and never shown costs no layout.
func (p *myrePile) layout() fyne.CanvasObject {
	if p.zoneBox != nil {
		return p.zoneBox
	}
	rows := []fyne.CanvasObject{}
	zoneH := widgets.PlacedCardSize.Height
	// The zones' names are as wide as the widest needs (at least 88): a
	// long word at a large text size stays on its button.
	head := fyne.NewSize(88, 44)
	for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
		head.Width = max(head.Width, z.Head.MinSize().Width)
	}
	for _, z := range []*widgets.Zone{p.scout, p.red, p.black} {
		if p.t.phone {
			rows = append(rows, myreFixed(container.NewBorder(nil, nil, container.NewGridWrap(head, z.Head), nil, z.View), zoneH))
		} else {
			rows = append(rows, container.NewVBox(z.Head, myreFixed(z.View, zoneH)))
		}
	}
	if p.t.phone {
		p.zoneBox = container.NewVBox(rows...)
	} else {
		p.zoneBox = container.NewGridWithColumns(3, rows...)
	}
	return p.zoneBox
}

// codesOf strips ":down" from positioned cards, noting the face-down jokers.
func codesOf(played []string, down map[string]bool) []string {
	out := make([]string, 0, len(played))
	for _, s := range played {
		p, err := mengine.ParsePlayed(s)
		if err != nil {
			continue
		}
		code := p.Card.String()
		if p.FaceDown {
			down[code] = true
		}
		out = append(out, code)
	}
	return out
}

func (t *myreTable) removePile(p *myrePile) {
	for i, q := range t.piles {
		if q == p {
			t.piles = append(t.piles[:i], t.piles[i+1:]...)
			break
		}
	}
	if len(t.piles) == 0 {
		t.addNewPile(pileDraft{})
	}
	t.showPile(min(t.active, len(t.piles)-1))
	t.changed()
}

// showPile makes pile i the one being entered.
func (t *myreTable) showPile(i int) {
	if i < 0 || i >= len(t.piles) {
		return
	}
	t.active = i
	p := t.piles[i]
	// A check takes taps on its box and its words only: it is as wide as
	// they are. Side by side when they fit, one over the other on a
	// narrow phone.
	t.pileHead.Objects = []fyne.CanvasObject{widgets.NewFlowGrid(2, container.NewHBox(p.faceUp), container.NewHBox(layout.NewSpacer(), t.removeB))}
	t.pileHead.Refresh()
	t.zones.Objects = []fyne.CanvasObject{p.layout()}
	t.zones.Refresh()
	t.renderPiles()
}

func (t *myreTable) renderTabs() {
	t.pileTabs.RemoveAll()
	for i, p := range t.piles {
		i := i
		label := i18n.Tf("Pile %d", i+1)
		if sc := p.picker.Codes(0); len(sc) > 0 {
			said := make([]string, len(sc))
			for i, code := range sc {
				said[i] = widgets.CardCodeText(code)
			}
			label += " · " + strings.Join(said, "+")
		}
		if p.faceUp.Checked {
			label += " ▲"
		}
		b := widget.NewButton(label, func() { t.showPile(i) })
		if i == t.active {
			b.Importance = widget.HighImportance
		}
		t.pileTabs.Add(b)
	}
	t.pileTabs.Refresh()
}

// positioned counts the cards a side positioned in every pile.
func (t *myreTable) positioned(s mengine.Side) int {
	n := 0
	for _, p := range t.piles {
		n += len(p.played(s))
	}
	return n
}

func myreCard(s widgets.CardSpec) cards.Card {
	c, _ := cards.Parse(s.Code)
	return c
}

func (p *myrePile) scoutCards() []cards.Card {
	var out []cards.Card
	for _, s := range p.scout.Cards {
		out = append(out, myreCard(s))
	}
	return out
}

// enteredPiles is the hand as entered, pile by pile, for the rules.
func (t *myreTable) enteredPiles() []mscore.Pile {
	out := make([]mscore.Pile, len(t.piles))
	for i, p := range t.piles {
		out[i] = mscore.Pile{Scout: p.scoutCards(), Red: p.played(mengine.Red), Black: p.played(mengine.Black), FaceUp: p.faceUp.Checked}
	}
	return out
}

func (t *myreTable) pileIndex(p *myrePile) int {
	for i, q := range t.piles {
		if q == p {
			return i
		}
	}
	return -1
}

// refusal asks the game whether a card may go into a zone of this pile
// now: nil when it may, else its refusal (the zone says it in words, with
// the rule, when the card is tapped).
func (p *myrePile) refusal(zone mscore.Zone, s widgets.CardSpec) error {
	st, ok := p.t.state()
	if !ok {
		return session.ErrNotReady
	}
	return st.CanPlace(p.t.enteredPiles(), p.t.pileIndex(p), zone, myreCard(s))
}

// tapDeck puts a tapped card of the deck into the active zone of the pile
// being entered, or says at once why it cannot go there. It asks the
// state in memory and changes the session's draft: nothing on its path
// touches the history.
func (t *myreTable) tapDeck(s widgets.CardSpec) {
	if t.mode != modeEntry || t.active >= len(t.piles) {
		return
	}
	p := t.piles[t.active]
	p.picker.TapDeck(s)
	if why := p.picker.Status.Text; why != "" {
		t.status.Problem(why)
	}
}

func (p *myrePile) onChange() {
	t := p.t
	if t.restoring {
		return
	}
	// After the scout, the next cards are most likely Red's.
	if p.picker.Active == 0 && len(p.scout.Cards) >= p.scout.Max {
		p.picker.SetActive(1)
	}
	t.changed()
}

func (p *myrePile) played(side mengine.Side) []mengine.Played {
	z := p.red
	if side == mengine.Black {
		z = p.black
	}
	var out []mengine.Played
	for _, s := range z.Cards {
		out = append(out, mengine.Played{Card: myreCard(s), FaceDown: p.jokerDown[s.Code]})
	}
	return out
}

// previewText is each army's strength behind the pile being entered.
func (p *myrePile) previewText() string {
	t := p.t
	st := t.base()
	var lines []string
	for _, side := range myreSides {
		pl := p.played(side)
		if len(pl) == 0 {
			lines = append(lines, i18n.Tf("%s: no cards yet", t.sideShort(side)))
			continue
		}
		a := st.Preview(side, pl, p.scoutCards())
		lines = append(lines, i18n.Tf("%s: %s, strength %d", t.sideShort(side), myreArmyWords(a), a.Strength))
	}
	return strings.Join(lines, "\n")
}

// myreArmyWords names an army's formations: "run A-2-3 + pair of 4s".
func myreArmyWords(a mengine.Army) string {
	var parts []string
	for _, f := range a.Formations {
		parts = append(parts, myreFormationWords(f))
	}
	if n := len(a.JokersUp) + len(a.ScoutJokers); n > 0 {
		parts = append(parts, i18n.N(n, "%d joker", "%d jokers"))
	}
	if len(parts) == 0 {
		return i18n.T("no formation")
	}
	s := strings.Join(parts, " + ")
	if a.ScoutUsed != nil {
		s += " " + i18n.Tf("(with the scout %s)", widgets.CardText(*a.ScoutUsed))
	}
	return s
}

func myreFormationWords(f mengine.Formation) string {
	if f.Kind == mengine.Pair && len(f.Cards) > 0 {
		return i18n.Tf("pair of %ss", f.Cards[0].Rank)
	}
	var ranks []string
	for _, c := range f.Cards {
		ranks = append(ranks, c.Rank.String())
	}
	return i18n.Tf("run %s", strings.Join(ranks, "-"))
}

// ---- the entry as a whole ----

// changed is called after anything in the entry changed: the hand
// resolved before is gone, the session keeps the entry, the pile is drawn
// again.
func (t *myreTable) changed() {
	if t.restoring {
		return
	}
	t.resolved = nil
	t.status.ClearProblem()
	t.saveDraft()
	t.renderPiles()
}

// draft is the entry as it stands.
func (t *myreTable) draft() draft {
	d := draft{Stash: t.stash}
	for _, p := range t.piles {
		pd := pileDraft{Scout: p.picker.Codes(0), FaceUp: p.faceUp.Checked}
		for _, pl := range p.played(mengine.Red) {
			pd.Red = append(pd.Red, pl.String())
		}
		for _, pl := range p.played(mengine.Black) {
			pd.Black = append(pd.Black, pl.String())
		}
		d.Piles = append(d.Piles, pd)
	}
	d.First = t.firstChoice()
	return d
}

func (t *myreTable) firstChoice() string {
	switch t.first.Selected {
	case t.sideLabel(mengine.Red):
		return mengine.Red.String()
	case t.sideLabel(mengine.Black):
		return mengine.Black.String()
	}
	return ""
}

// saveDraft hands the entry to the session, which keeps it in memory and
// writes it to the history at most once a second.
func (t *myreTable) saveDraft() {
	if t.piles == nil {
		return
	}
	t.cs.SetDraft(t.draft())
}

// loadDraft puts a draft's piles on the table.
func (t *myreTable) loadDraft(d draft) {
	t.piles = nil
	t.stash = d.Stash
	t.restoring = true
	t.first.SetSelected("")
	switch d.First {
	case mengine.Red.String():
		t.first.SetSelected(t.sideLabel(mengine.Red))
	case mengine.Black.String():
		t.first.SetSelected(t.sideLabel(mengine.Black))
	}
	t.restoring = false
	for _, pd := range d.Piles {
		t.addNewPile(pd)
	}
	if len(t.piles) == 0 {
		t.addNewPile(pileDraft{})
	}
	// The first pile nothing is behind yet (a new hand's own pile after
	// the face-up scouts that stay), else the first.
	at := 0
	for i, p := range t.piles {
		if !p.faceUp.Checked {
			at = i
			break
		}
	}
	t.resolved = nil
	t.mode = modeEntry
	t.showPile(at)
}

// newHand starts an empty hand: the face-up scouts that stay after a hand
// without captures are already on the table (MYRE-12). The stash stays.
func (t *myreTable) newHand() {
	d := draft{Stash: t.stash}
	stay := t.base().FaceUpStaying()
	for _, c := range append(append(cards.Cards{}, stay.Red...), stay.Black...) {
		d.Piles = append(d.Piles, pileDraft{Scout: []string{c.String()}, FaceUp: true})
	}
	d.Piles = append(d.Piles, pileDraft{})
	t.loadDraft(d)
	t.saveDraft()
}

func (t *myreTable) confirmClear() {
	dialog.ShowConfirm(i18n.T("Clear the hand"), i18n.T("Take every card of this hand off the table?"), func(ok bool) {
		if ok {
			t.newHand()
			t.changed()
		}
	}, t.u.Window())
}

// ---- drawing from the session ----

// render draws the whole table from the session and the entry.
func (t *myreTable) render() {
	if t.mode != modeResult {
		t.mode = modeEntry
		if _, editing := t.correcting(); !editing && t.cs.Standing().Finished {
			t.mode = modeOver
		}
	}
	t.renderJails()
	t.renderHead()
	t.renderPiles()
	t.renderMode()
}

// renderPiles draws the pile being entered: the tabs, its zones' cards,
// which cards of the deck it can take, the preview and the counts.
func (t *myreTable) renderPiles() {
	if t.active >= len(t.piles) {
		return
	}
	p := t.piles[t.active]
	if len(p.scout.Cards) > 1 && p.faceUp.Checked {
		t.restoring = true
		p.faceUp.SetChecked(false)
		t.restoring = false
	}
	// The deck is dimmed for this pile (the faces are shared).
	p.picker.RefreshDeck()
	// Face-down switches for positioned jokers (MYRE-7).
	t.jokerBox.RemoveAll()
	for _, z := range []*widgets.Zone{p.red, p.black} {
		for _, s := range z.Cards {
			code := s.Code
			if !myreCard(s).IsJoker() {
				continue
			}
			// A short label: a check's words do not wrap.
			c := widget.NewCheck(i18n.Tf("%s face down", widgets.CardCodeText(code)), nil)
			c.SetChecked(p.jokerDown[code])
			c.OnChanged = func(v bool) {
				p.jokerDown[code] = v
				t.changed()
			}
			t.jokerBox.Add(container.NewHBox(c))
		}
	}
	if len(t.jokerBox.Objects) > 0 {
		t.jokerBox.Add(widgets.CaptionLabel(i18n.T("A joker positioned face down is worth nothing (MYRE-7).")))
	}
	for code := range p.jokerDown {
		if p.picker.PlacedCount(code) == 0 {
			delete(p.jokerDown, code)
		}
	}
	t.jokerBox.Refresh()
	t.preview.Set(p.previewText(), widgets.StatusInfo)
	t.counts.SetText(i18n.Tf("Positioned this hand: Red %d of 5 · Black %d of 5",
		t.positioned(mengine.Red), t.positioned(mengine.Black)))
	t.renderTabs()
	// What is below the deck may have grown (a joker's switch).
	t.body.Relayout()
}

// renderHead shows the hand number, who goes first, the correction banner.
func (t *myreTable) renderHead() {
	st := t.base()
	n := st.Hand()
	t.banner.RemoveAll()
	row, editing := t.correcting()
	if editing {
		info := widgets.Wrapped(i18n.Tf("Correcting hand %d: change the cards, resolve, and save the correction. The old version stays in the round's history.", row.Number))
		info.Importance = widget.WarningImportance
		t.banner.Add(info)
		n = row.Number
	}
	t.banner.Refresh()
	var info []string
	head := i18n.Tf("Hand %d", n)
	if t.mode == modeOver {
		head = ""
	}
	if r := t.reading(); r != "" {
		info = append(info, r)
	}
	// Who goes first, as the rules know it before the face-up scouts are
	// entered (MYRE-9); the table asks only when they cannot tell.
	if nf, _ := st.First(mscore.FaceUp{}); nf != mengine.NoSide {
		head += " · " + i18n.Tf("%s goes first.", t.sideLabel(nf))
		t.firstBox.Hide()
	} else {
		if n == 1 && t.opt.FirstPlayer == mscore.FirstHigherScout {
			info = append(info, i18n.T("The higher face-up scout goes first: add both face-up scouts as piles and tick “Face-up scout”, or say who played first."))
		}
		t.firstBox.Show()
	}
	stay := st.FaceUpStaying()
	if len(stay.Red)+len(stay.Black) > 0 {
		all := append(append(cards.Cards{}, stay.Red...), stay.Black...)
		info = append(info, i18n.Tf("Nothing was captured last hand: %s stay face up and each player flips one more.", widgets.CardsText(all)))
	}
	t.head.SetText(strings.TrimSpace(head))
	t.info.SetText(strings.Join(info, "\n"))
	for _, l := range []*widget.Label{t.head, t.info} {
		if l.Text == "" || t.mode == modeResult {
			l.Hide()
		} else {
			l.Show()
		}
	}
}
