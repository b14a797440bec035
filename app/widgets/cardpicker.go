package widgets

import (
	"arbiter/app/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Sizes of drawn cards: deck cards are touch targets (at least 44 px wide),
// placed cards a little smaller so a zone of five fits a phone's width.
var (
	DeckCardSize   = fyne.NewSize(46, 62)
	PlacedCardSize = fyne.NewSize(40, 54)
)

// zone is a place cards are tapped into: a scouting pile, Red's cards
// behind it, a player's card of a turn.
type Zone struct {
	Name  string
	Max   int                 // 0: no limit
	Allow func(CardSpec) bool // nil: every card; else which cards may go here
	Why   string              // said when a card is not allowed here
	// WhyNot, when set, says why a card Allow refuses may not go here,
	// asked only when the reason is shown (the card tapped), not for each
	// card the deck dims.
	WhyNot func(CardSpec) string
	Cards  []CardSpec
	View   *fyne.Container
	Head   *widget.Button
}

// cardPicker is the card entry widget every game screen uses: the game's
// deck as a grid; tap a card to put it in the active zone, tap a placed card
// to take it back. Cards that are elsewhere on the table, in a jail or out of
// the game are drawn dimmed and tapping them says why.
type CardPicker struct {
	Deck    []CardSpec
	Zones   []*Zone
	Active  int
	blocked map[string]string // code -> reason it cannot be played
	MaxCopy map[string]int    // how many copies of a code exist (default 1)
	Faces   map[string][]*CardFace
	// Hold leaves the deck's dimming as it is while the zones change: a
	// table putting several piles back (each with a picker on the one
	// deck grid) dims the deck once, for the pile it shows.
	Hold     bool
	Status   *widget.Label
	onChange func()
	Root     fyne.CanvasObject
}

func NewCardPicker(deck []CardSpec, zones []*Zone, onChange func()) *CardPicker {
	p := newPicker(deck, zones, map[string][]*CardFace{}, onChange)
	grid := container.NewGridWrap(DeckCardSize)
	for _, s := range deck {
		s := s
		f := NewCardFace(s, DeckCardSize, func() { p.TapDeck(s) })
		p.Faces[s.Code] = append(p.Faces[s.Code], f)
		grid.Add(f)
	}
	p.Root = container.NewVBox(p.zoneBox(), p.Status, grid)
	p.SetActive(0)
	return p
}

// NewCardPickerOn is a picker on a deck grid the table draws itself
// (DeckGrid's faces), which several pickers may share (a pile each): it
// makes no faces of its own, so a picker costs its zones only, and its
// Root is its zones and status. The table sends the grid's taps to the
// picker in use (TapDeck).
func NewCardPickerOn(deck []CardSpec, faces map[string][]*CardFace, zones []*Zone, onChange func()) *CardPicker {
	p := newPicker(deck, zones, faces, onChange)
	p.Root = container.NewVBox(p.zoneBox(), p.Status)
	// The shared grid is dimmed for the picker in use, by the table
	// (RefreshDeck), not for each picker made.
	p.Hold = true
	p.SetActive(0)
	p.Hold = false
	return p
}

func newPicker(deck []CardSpec, zones []*Zone, faces map[string][]*CardFace, onChange func()) *CardPicker {
	p := &CardPicker{Deck: deck, Zones: zones, blocked: map[string]string{}, MaxCopy: map[string]int{},
		Faces: faces, onChange: onChange}
	p.Status = widget.NewLabel("")
	p.Status.Wrapping = fyne.TextWrapWord
	p.Status.Importance = widget.MediumImportance
	for i, z := range zones {
		i, z := i, z
		z.Head = widget.NewButton(z.Name, func() { p.SetActive(i) })
		z.View = container.NewGridWrap(PlacedCardSize)
	}
	return p
}

// zoneBox lays the zones out one under the other, each name beside its
// cards.
func (p *CardPicker) zoneBox() fyne.CanvasObject {
	box := container.NewVBox()
	for _, z := range p.Zones {
		box.Add(container.NewBorder(nil, nil, container.NewVBox(z.Head), nil, z.View))
	}
	return box
}

// setActive chooses the zone the next tapped card goes to.
func (p *CardPicker) SetActive(i int) {
	if i < 0 || i >= len(p.Zones) {
		return
	}
	p.Active = i
	for j, z := range p.Zones {
		if j == i {
			z.Head.Importance = widget.HighImportance
		} else {
			z.Head.Importance = widget.MediumImportance
		}
		z.Head.Refresh()
	}
	p.RefreshDeck()
}

// setBlocked marks cards that cannot be played with the reason shown.
func (p *CardPicker) SetBlocked(blocked map[string]string) {
	p.blocked = blocked
	p.RefreshDeck()
}

// placedCount counts copies of a code in every zone.
func (p *CardPicker) PlacedCount(code string) int {
	n := 0
	for _, z := range p.Zones {
		for _, c := range z.Cards {
			if c.Code == code {
				n++
			}
		}
	}
	return n
}

func (p *CardPicker) copies(code string) int {
	if n, ok := p.MaxCopy[code]; ok {
		return n
	}
	return 1
}

// refusal is why a card cannot go to the active zone now.
type refusal int

const (
	canGo refusal = iota
	isBlocked
	allPlaced
	notAllowed
	zoneFull
)

// check says whether a card can go to the active zone, and if not for
// which kind of reason, without saying it.
func (p *CardPicker) check(s CardSpec) refusal {
	if _, ok := p.blocked[s.Code]; ok {
		return isBlocked
	}
	if p.PlacedCount(s.Code) >= p.copies(s.Code) {
		return allPlaced
	}
	z := p.Zones[p.Active]
	if z.Allow != nil && !z.Allow(s) {
		return notAllowed
	}
	if z.Max > 0 && len(z.Cards) >= z.Max {
		return zoneFull
	}
	return canGo
}

// available says whether a card can go to the active zone, and if not why.
func (p *CardPicker) available(s CardSpec) (bool, string) {
	z := p.Zones[p.Active]
	switch p.check(s) {
	case isBlocked:
		return false, p.blocked[s.Code]
	case allPlaced:
		return false, i18n.Tf("%s is already on the table.", CardCodeText(s.Code))
	case notAllowed:
		if z.WhyNot != nil {
			return false, z.WhyNot(s)
		}
		return false, z.Why
	case zoneFull:
		return false, i18n.Tf("%s holds at most %d cards.", z.Name, z.Max)
	}
	return true, ""
}

func (p *CardPicker) TapDeck(s CardSpec) {
	ok, why := p.available(s)
	if !ok {
		p.Status.SetText(why)
		return
	}
	z := p.Zones[p.Active]
	z.Cards = append(z.Cards, s)
	p.Status.SetText("")
	p.redrawZone(z)
	p.RefreshDeck()
	if p.onChange != nil {
		p.onChange()
	}
}

func (p *CardPicker) takeBack(z *Zone, i int) {
	if i < 0 || i >= len(z.Cards) {
		return
	}
	z.Cards = append(z.Cards[:i], z.Cards[i+1:]...)
	p.redrawZone(z)
	p.RefreshDeck()
	if p.onChange != nil {
		p.onChange()
	}
}

func (p *CardPicker) redrawZone(z *Zone) {
	z.View.RemoveAll()
	for i, c := range z.Cards {
		i := i
		z.View.Add(NewCardFace(c, PlacedCardSize, func() { p.takeBack(z, i) }))
	}
	// The new faces are drawn when the zone is on screen (a zone of a
	// pile not shown costs nothing); the window repaints the zone.
	if c := fyne.CurrentApp().Driver().CanvasForObject(z.View); c != nil {
		c.Refresh(z.View)
	}
}

// RefreshDeck dims the cards of the deck the active zone cannot take;
// nothing while the picker is held.
func (p *CardPicker) RefreshDeck() {
	if p.Hold {
		return
	}
	for _, s := range p.Deck {
		ok := p.check(s) == canGo
		for _, f := range p.Faces[s.Code] {
			f.SetDimmed(!ok)
		}
	}
}

// codes returns the codes placed in zone i, in the order tapped.
func (p *CardPicker) Codes(i int) []string {
	out := []string{}
	for _, c := range p.Zones[i].Cards {
		out = append(out, c.Code)
	}
	return out
}

// setCodes replaces zone i's cards (restoring a draft or an edited round).
func (p *CardPicker) SetCodes(i int, codes []string) {
	z := p.Zones[i]
	z.Cards = z.Cards[:0]
	for _, code := range codes {
		for _, s := range p.Deck {
			if s.Code == code {
				z.Cards = append(z.Cards, s)
				break
			}
		}
	}
	p.redrawZone(z)
	p.RefreshDeck()
}

// clear empties every zone.
func (p *CardPicker) Clear() {
	for _, z := range p.Zones {
		z.Cards = nil
		p.redrawZone(z)
	}
	p.Status.SetText("")
	p.RefreshDeck()
	p.SetActive(0)
}
