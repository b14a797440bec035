package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Sizes of drawn cards: deck cards are touch targets (at least 44 px wide),
// placed cards a little smaller so a zone of five fits a phone's width.
var (
	deckCardSize   = fyne.NewSize(46, 62)
	placedCardSize = fyne.NewSize(40, 54)
)

// zone is a place cards are tapped into: a scouting pile, Red's cards
// behind it, a player's card of a turn.
type zone struct {
	Name  string
	Max   int                 // 0: no limit
	Allow func(cardSpec) bool // nil: every card; else which cards may go here
	Why   string              // said when a card is not allowed here
	cards []cardSpec
	view  *fyne.Container
	head  *widget.Button
}

// cardPicker is the card entry widget every game screen uses: the game's
// deck as a grid; tap a card to put it in the active zone, tap a placed card
// to take it back. Cards that are elsewhere on the table, in a jail or out of
// the game are drawn dimmed and tapping them says why.
type cardPicker struct {
	deck     []cardSpec
	zones    []*zone
	active   int
	blocked  map[string]string // code -> reason it cannot be played
	maxCopy  map[string]int    // how many copies of a code exist (default 1)
	faces    map[string][]*cardFace
	status   *widget.Label
	onChange func()
	root     fyne.CanvasObject
}

func newCardPicker(deck []cardSpec, zones []*zone, onChange func()) *cardPicker {
	p := &cardPicker{deck: deck, zones: zones, blocked: map[string]string{}, maxCopy: map[string]int{},
		faces: map[string][]*cardFace{}, onChange: onChange}
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.status.Importance = widget.MediumImportance

	zoneBox := container.NewVBox()
	for i, z := range zones {
		i, z := i, z
		z.head = widget.NewButton(z.Name, func() { p.setActive(i) })
		z.view = container.NewGridWrap(placedCardSize)
		zoneBox.Add(container.NewBorder(nil, nil, container.NewVBox(z.head), nil, z.view))
	}
	grid := container.NewGridWrap(deckCardSize)
	for _, s := range deck {
		s := s
		f := newCardFace(s, deckCardSize, func() { p.tapDeck(s) })
		p.faces[s.Code] = append(p.faces[s.Code], f)
		grid.Add(f)
	}
	p.root = container.NewVBox(zoneBox, p.status, grid)
	p.setActive(0)
	return p
}

// setActive chooses the zone the next tapped card goes to.
func (p *cardPicker) setActive(i int) {
	if i < 0 || i >= len(p.zones) {
		return
	}
	p.active = i
	for j, z := range p.zones {
		if j == i {
			z.head.Importance = widget.HighImportance
		} else {
			z.head.Importance = widget.MediumImportance
		}
		z.head.Refresh()
	}
	p.refreshDeck()
}

// setBlocked marks cards that cannot be played with the reason shown.
func (p *cardPicker) setBlocked(blocked map[string]string) {
	p.blocked = blocked
	p.refreshDeck()
}

// placedCount counts copies of a code in every zone.
func (p *cardPicker) placedCount(code string) int {
	n := 0
	for _, z := range p.zones {
		for _, c := range z.cards {
			if c.Code == code {
				n++
			}
		}
	}
	return n
}

func (p *cardPicker) copies(code string) int {
	if n, ok := p.maxCopy[code]; ok {
		return n
	}
	return 1
}

// available says whether a card can go to the active zone, and if not why.
func (p *cardPicker) available(s cardSpec) (bool, string) {
	if why, ok := p.blocked[s.Code]; ok {
		return false, why
	}
	if p.placedCount(s.Code) >= p.copies(s.Code) {
		return false, T("{{.Card}} is already on the table.", map[string]any{"Card": s.Code})
	}
	z := p.zones[p.active]
	if z.Allow != nil && !z.Allow(s) {
		return false, z.Why
	}
	if z.Max > 0 && len(z.cards) >= z.Max {
		return false, T("{{.Zone}} holds at most {{.Max}} cards.", map[string]any{"Zone": z.Name, "Max": z.Max})
	}
	return true, ""
}

func (p *cardPicker) tapDeck(s cardSpec) {
	ok, why := p.available(s)
	if !ok {
		p.status.SetText(why)
		return
	}
	z := p.zones[p.active]
	z.cards = append(z.cards, s)
	p.status.SetText("")
	p.redrawZone(z)
	p.refreshDeck()
	if p.onChange != nil {
		p.onChange()
	}
}

func (p *cardPicker) takeBack(z *zone, i int) {
	if i < 0 || i >= len(z.cards) {
		return
	}
	z.cards = append(z.cards[:i], z.cards[i+1:]...)
	p.redrawZone(z)
	p.refreshDeck()
	if p.onChange != nil {
		p.onChange()
	}
}

func (p *cardPicker) redrawZone(z *zone) {
	z.view.RemoveAll()
	for i, c := range z.cards {
		i := i
		z.view.Add(newCardFace(c, placedCardSize, func() { p.takeBack(z, i) }))
	}
	z.view.Refresh()
}

func (p *cardPicker) refreshDeck() {
	for _, s := range p.deck {
		ok, _ := p.available(s)
		for _, f := range p.faces[s.Code] {
			f.setDimmed(!ok)
		}
	}
}

// codes returns the codes placed in zone i, in the order tapped.
func (p *cardPicker) codes(i int) []string {
	out := []string{}
	for _, c := range p.zones[i].cards {
		out = append(out, c.Code)
	}
	return out
}

// setCodes replaces zone i's cards (restoring a draft or an edited round).
func (p *cardPicker) setCodes(i int, codes []string) {
	z := p.zones[i]
	z.cards = z.cards[:0]
	for _, code := range codes {
		for _, s := range p.deck {
			if s.Code == code {
				z.cards = append(z.cards, s)
				break
			}
		}
	}
	p.redrawZone(z)
	p.refreshDeck()
}

// clear empties every zone.
func (p *cardPicker) clear() {
	for _, z := range p.zones {
		z.cards = nil
		p.redrawZone(z)
	}
	p.status.SetText("")
	p.refreshDeck()
	p.setActive(0)
}
