package draque

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	edraque "arbiter/engine/draque"
	_ "arbiter/scoring/draque" // the rules and rulings the Why? panel cites
	"arbiter/storage"
)

// Draque & Yirken keeps no score: its plugin has no Score, so the history
// cannot store a game of it (storage refuses a game it cannot total). The
// table gets a helper page instead, opened straight from the game list: the
// out-of-game row with the lowest and highest values still in game, and
// the check of a claimed winning hand. Its state lives in a draft, so it
// survives closing the app until the table starts a new deal.

const (
	draqueID       = "draque-yirken"
	draqueDraftKey = "helper/" + draqueID
)

func init() {
	host.RegisterTable(host.Table{
		ID:      draqueID,
		Seating: host.Seating{Min: 2, Max: 6},
		Screen:  func(u host.Host, st *storage.Store, g storage.Game) host.Page { return draquePage(u) },
		Start:   func(u host.Host) host.Page { return draquePage(u) },
	})
}

// draqueDraft is the helper's table.
type draqueDraft struct {
	Out           []string `json:"out_of_game"`
	Series        []string `json:"series"`
	Discard       []string `json:"discard"`
	IgnoreElement bool     `json:"ignore_element"`
}

// Zones of the helper's card picker.
const (
	dqOut = iota
	dqSeries
	dqDiscard
)

type draqueHelper struct {
	u       host.Host
	picker  *widgets.CardPicker
	ignore  *widget.Check
	range_  *widget.Label
	outInfo *widget.Label
	verdict *fyne.Container
	loading bool
}

func draquePage(u host.Host) host.Page {
	_, p := newDraqueHelper(u)
	return p
}

func newDraqueHelper(u host.Host) (*draqueHelper, host.Page) {
	h := &draqueHelper{u: u}
	var deck []widgets.CardSpec
	for _, c := range cards.ElementDeck() {
		deck = append(deck, widgets.SpecElement(c))
	}
	outZone := &widgets.Zone{Name: i18n.T("Out of game")}
	outZone.Allow = func(sp widgets.CardSpec) bool {
		if h.picker == nil { // while the picker is being built
			return true
		}
		c, err := cards.ParseElementCard(sp.Code)
		if err != nil {
			return false
		}
		lo, hi := edraque.OutOfGame(h.cards(dqOut))
		return c.Value == lo || c.Value == hi
	}
	zones := []*widgets.Zone{
		outZone,
		{Name: i18n.T("Series")},
		{Name: i18n.T("Discard"), Max: 1},
	}
	h.picker = widgets.NewCardPicker(deck, zones, h.changed)
	h.picker.SetActive(dqSeries)

	h.range_ = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	h.range_.SizeName = theme.SizeNameSubHeadingText
	h.outInfo = widgets.Wrapped("")
	h.outInfo.SizeName = theme.SizeNameCaptionText
	h.ignore = widget.NewCheck(i18n.T("Series may mix elements (DRAQUE-1)"), func(bool) { h.changed() })
	h.verdict = container.NewVBox()

	intro := widgets.Wrapped(i18n.T("Draque & Yirken keeps no score, so nothing is stored in the history: this helper keeps the cards out of game and checks a claimed win. It remembers the table until you start a new deal."))
	intro.SizeName = theme.SizeNameCaptionText
	how := widgets.Wrapped(i18n.T("Tap a zone, then cards: Out of game for each card laid out (only the lowest or highest value still in game is allowed), Series and Discard for a claimed win."))
	how.SizeName = theme.SizeNameCaptionText

	clearClaim := widget.NewButtonWithIcon(i18n.T("Clear the claim"), theme.ContentClearIcon(), func() {
		h.loading = true
		h.picker.SetCodes(dqSeries, nil)
		h.picker.SetCodes(dqDiscard, nil)
		h.loading = false
		h.picker.SetActive(dqSeries)
		h.changed()
	})
	newDeal := widget.NewButtonWithIcon(i18n.T("New deal"), theme.ViewRefreshIcon(), func() {
		dialog.ShowConfirm(i18n.T("New deal"), i18n.T("Put every card back in game and clear the claim?"), func(ok bool) {
			if !ok {
				return
			}
			h.loading = true
			h.picker.Clear()
			h.loading = false
			h.picker.SetActive(dqSeries)
			h.changed()
		}, u.Window())
	})
	empty := widget.NewButtonWithIcon(i18n.T("Drawing pile empty?"), theme.QuestionIcon(), h.showExhaustion)

	content := container.NewVBox(
		intro,
		h.range_, h.outInfo,
		h.ignore,
		h.verdict,
		h.picker.Root,
		how,
		container.NewGridWithColumns(2, clearClaim, newDeal),
		empty,
	)
	h.restore()
	h.changed()
	return h, host.Page{Title: "Draque & Yirken", Content: container.NewVScroll(container.NewPadded(content))}
}

// cards are the element cards of a zone.
func (h *draqueHelper) cards(z int) []cards.ElementCard {
	var out []cards.ElementCard
	for _, code := range h.picker.Codes(z) {
		if c, err := cards.ParseElementCard(code); err == nil {
			out = append(out, c)
		}
	}
	return out
}

func (h *draqueHelper) changed() {
	if h.loading {
		return
	}
	out := h.cards(dqOut)
	lo, hi := edraque.OutOfGame(out)
	h.range_.SetText(i18n.T("In game: {{.Lo}} to {{.Hi}}", map[string]any{"Lo": lo, "Hi": hi}))
	h.picker.Zones[dqOut].Why = i18n.T("Only the lowest ({{.Lo}}) or highest ({{.Hi}}) value still in game can be put out.", map[string]any{"Lo": lo, "Hi": hi})
	h.outInfo.SetText(draqueOutText(out))
	h.picker.RefreshDeck()
	h.drawVerdict(out)
	h.save()
}

// draqueOutText counts the cards out per value: "out: 1 ×4, 2 ×1".
func draqueOutText(out []cards.ElementCard) string {
	if len(out) == 0 {
		return i18n.T("No card is out of game yet: 1 and 15 may be laid out.")
	}
	n := map[int]int{}
	for _, c := range out {
		n[c.Value]++
	}
	var vals []int
	for v := range n {
		vals = append(vals, v)
	}
	sort.Ints(vals)
	var parts []string
	for _, v := range vals {
		parts = append(parts, fmt.Sprintf("%d ×%d", v, n[v]))
	}
	return i18n.T("Out of game: {{.List}} (a value leaves once all four of its cards are out).", map[string]any{"List": strings.Join(parts, ", ")})
}

// drawVerdict checks the claimed win when series and discard are tapped.
func (h *draqueHelper) drawVerdict(out []cards.ElementCard) {
	v := h.verdict
	v.RemoveAll()
	defer v.Refresh()
	series := h.cards(dqSeries)
	discard := h.cards(dqDiscard)
	if len(series) == 0 || len(discard) == 0 {
		l := widgets.Wrapped(i18n.T("A claim: tap the series laid down, then the card discarded."))
		l.Importance = widget.LowImportance
		v.Add(l)
		return
	}
	hand := append(append([]cards.ElementCard{}, series...), discard[0])
	cl := edraque.CheckWin(hand, discard[0], out, h.ignore.Checked)
	if cl.Valid {
		l := widget.NewLabelWithStyle("✓ "+i18n.T("A winning hand: the claim stands."), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.SuccessImportance
		v.Add(l)
	} else {
		l := widget.NewLabelWithStyle("✗ "+i18n.T("No winning hand: the claim fails."), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.DangerImportance
		v.Add(l)
		if len(cl.BetterDiscard) > 0 {
			var names []string
			for _, c := range cl.BetterDiscard {
				names = append(names, c.String())
			}
			b := widgets.Wrapped(i18n.T("Discarding {{.Cards}} instead would have won.", map[string]any{"Cards": strings.Join(names, " or ")}))
			b.TextStyle.Bold = true
			v.Add(b)
		}
	}
	v.Add(widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(h.u, draqueID, cl.Steps))))
}

// showExhaustion walks the table through an empty drawing pile.
func (h *draqueHelper) showExhaustion() {
	lo, hi := edraque.OutOfGame(h.cards(dqOut))
	box := container.NewVBox()
	for _, s := range edraque.ExhaustionChecklistFor(edraque.Extremes{Lowest: lo, Highest: hi}) {
		l := widgets.Wrapped(fmt.Sprintf("%d. %s", s.N, s.Text))
		if s.Choice {
			l.TextStyle.Bold = true
		}
		box.Add(l)
	}
	d := dialog.NewCustom(i18n.T("Drawing pile empty"), i18n.T("Close"), container.NewVScroll(box), h.u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(h.u.Window().Canvas().Size().Width-20, 560), widgets.Minf(h.u.Window().Canvas().Size().Height-40, 560)))
	d.Show()
}

func (h *draqueHelper) save() {
	d := draqueDraft{Out: h.picker.Codes(dqOut), Series: h.picker.Codes(dqSeries), Discard: h.picker.Codes(dqDiscard), IgnoreElement: h.ignore.Checked}
	b, _ := json.Marshal(d)
	h.u.WithStore(func(st *storage.Store) { _ = st.SaveDraft(draqueDraftKey, b) })
}

func (h *draqueHelper) restore() {
	h.u.WithStore(func(st *storage.Store) {
		b, err := st.Draft(draqueDraftKey)
		if err != nil || len(b) == 0 {
			return
		}
		var d draqueDraft
		if json.Unmarshal(b, &d) != nil {
			return
		}
		h.loading = true
		h.ignore.SetChecked(d.IgnoreElement)
		h.picker.SetCodes(dqOut, d.Out)
		h.picker.SetCodes(dqSeries, d.Series)
		h.picker.SetCodes(dqDiscard, d.Discard)
		h.loading = false
		h.changed()
	})
}
