package widgets

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/assets"
	"arbiter/engine/cards"
)

// tone is a card's colour family. Red and black cards differ in shape too
// (red cards carry a double frame), so colour is never the only cue.
type tone int

const (
	ToneBlack tone = iota
	toneRed
	toneJoker
	ToneFire
	ToneWater
	ToneWind
	toneEarth
	ToneRailog
)

// cardSpec is what a card face shows: the code the engines read ("10H",
// "Fi7", "alak"), the big label and the symbol.
type CardSpec struct {
	Code   string
	Label  string
	Symbol fyne.Resource // nil: label only
	Tone   tone
}

var symbolCache = map[string]fyne.Resource{}

func Symbol(name string) fyne.Resource {
	if r, ok := symbolCache[name]; ok {
		return r
	}
	b, err := assets.SVG.ReadFile("svg/" + name + ".svg")
	if err != nil {
		fyne.LogError("missing symbol "+name, err)
		return nil
	}
	r := fyne.NewStaticResource(name+".svg", b)
	symbolCache[name] = r
	return r
}

var suitSymbolNames = map[cards.Suit]string{cards.Spades: "spade", cards.Hearts: "heart", cards.Diamonds: "diamond", cards.Clubs: "club"}
var elementSymbolNames = map[cards.Element]string{cards.Fire: "fire", cards.Water: "water", cards.Wind: "wind", cards.Earth: "earth"}
var elementTones = map[cards.Element]tone{cards.Fire: ToneFire, cards.Water: ToneWater, cards.Wind: ToneWind, cards.Earth: toneEarth}

// specStandard describes a standard card or joker.
func SpecStandard(c cards.Card) CardSpec {
	if c.IsJoker() {
		t := toneJoker
		if c.Color() == cards.Red {
			t = toneRed
		}
		label := "★"
		switch c.Joker {
		case cards.RedJoker:
			label = "RJ"
		case cards.BlackJoker:
			label = "BJ"
		default:
			label = "JK"
		}
		return CardSpec{Code: c.String(), Label: label, Symbol: Symbol("joker"), Tone: t}
	}
	t := ToneBlack
	if c.Color() == cards.Red {
		t = toneRed
	}
	return CardSpec{Code: c.String(), Label: c.Rank.String(), Symbol: Symbol(suitSymbolNames[c.Suit]), Tone: t}
}

// specElement describes a Pymtheg-deck card.
func SpecElement(c cards.ElementCard) CardSpec {
	return CardSpec{Code: c.String(), Label: strconv.Itoa(c.Value), Symbol: Symbol(elementSymbolNames[c.Element]), Tone: elementTones[c.Element]}
}

// specRailog describes a Yamiro card.
func SpecRailog(c cards.RailogCard) CardSpec {
	return CardSpec{Code: c.String(), Label: c.String(), Tone: ToneRailog}
}

func toneColor(t tone, dark bool) color.Color {
	switch t {
	case toneRed:
		return cardRed
	case toneJoker:
		return color.NRGBA{0x6b, 0x3f, 0xa0, 0xff}
	case ToneFire:
		return color.NRGBA{0xd9, 0x48, 0x0f, 0xff}
	case ToneWater:
		return color.NRGBA{0x19, 0x71, 0xc2, 0xff}
	case ToneWind:
		return color.NRGBA{0x5c, 0x7c, 0xfa, 0xff}
	case toneEarth:
		return color.NRGBA{0x5c, 0x94, 0x0d, 0xff}
	case ToneRailog:
		return FeltGreen
	}
	return cardBlack
}

// cardFace is a small drawn playing card that can be tapped. A dimmed face
// is on the table already, in a jail or out of the game; tapping it still
// calls onTap so the screen can say why it is not available.
type CardFace struct {
	widget.BaseWidget
	Spec     CardSpec
	dimmed   bool
	selected bool
	size     fyne.Size
	onTap    func()
	// r is the face's renderer, once it has one.
	r *cardFaceRenderer
}

func NewCardFace(spec CardSpec, size fyne.Size, onTap func()) *CardFace {
	c := &CardFace{Spec: spec, size: size, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

func (c *CardFace) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

func (c *CardFace) SetDimmed(d bool) {
	if c.dimmed != d {
		c.dimmed = d
		c.refreshMarks()
	}
}

func (c *CardFace) SetSelected(s bool) {
	if c.selected != s {
		c.selected = s
		c.refreshMarks()
	}
}

// refreshMarks draws the face's marks again (its veil, its frame) and
// nothing else: a deck dimmed for another pile changes dozens of faces at
// a tap, and drawing a face's symbol again reads its picture again.
func (c *CardFace) refreshMarks() {
	if c.r == nil {
		c.Refresh()
		return
	}
	c.r.marks()
	c.r.paper.Refresh()
	c.r.veil.Refresh()
}

func (c *CardFace) MinSize() fyne.Size { return c.size }

func (c *CardFace) CreateRenderer() fyne.WidgetRenderer {
	r := &cardFaceRenderer{card: c}
	r.paper = canvas.NewRectangle(CardPaper)
	r.paper.CornerRadius = 6
	r.paper.StrokeWidth = 1.5
	r.inner = canvas.NewRectangle(color.Transparent)
	r.inner.CornerRadius = 4
	r.inner.StrokeWidth = 1
	r.label = canvas.NewText("", cardBlack)
	r.label.TextStyle = fyne.TextStyle{Bold: true}
	r.label.Alignment = fyne.TextAlignCenter
	r.icon = canvas.NewImageFromResource(nil)
	r.icon.FillMode = canvas.ImageFillContain
	r.veil = canvas.NewRectangle(color.NRGBA{0x80, 0x80, 0x80, 0x99})
	r.veil.CornerRadius = 6
	r.objects = []fyne.CanvasObject{r.paper, r.inner, r.icon, r.label, r.veil}
	r.Refresh()
	c.r = r
	return r
}

type cardFaceRenderer struct {
	card    *CardFace
	paper   *canvas.Rectangle
	inner   *canvas.Rectangle
	label   *canvas.Text
	icon    *canvas.Image
	veil    *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *cardFaceRenderer) Layout(size fyne.Size) {
	r.paper.Resize(size)
	r.veil.Resize(size)
	r.inner.Move(fyne.NewPos(3, 3))
	r.inner.Resize(fyne.NewSize(size.Width-6, size.Height-6))
	ts := size.Height * 0.3
	if r.card.Spec.Symbol == nil {
		ts = size.Height * 0.26
	}
	r.label.TextSize = ts
	if r.card.Spec.Symbol == nil {
		r.label.Move(fyne.NewPos(0, (size.Height-ts*1.3)/2))
		r.label.Resize(fyne.NewSize(size.Width, ts*1.3))
		r.icon.Hide()
		return
	}
	r.icon.Show()
	r.label.Move(fyne.NewPos(0, size.Height*0.06))
	r.label.Resize(fyne.NewSize(size.Width, ts*1.3))
	is := size.Height * 0.42
	if is > size.Width*0.75 {
		is = size.Width * 0.75
	}
	r.icon.Move(fyne.NewPos((size.Width-is)/2, size.Height*0.5))
	r.icon.Resize(fyne.NewSize(is, is))
}

func (r *cardFaceRenderer) MinSize() fyne.Size { return r.card.size }

func (r *cardFaceRenderer) Refresh() {
	c := r.card
	col := toneColor(c.Spec.Tone, false)
	r.label.Text = c.Spec.Label
	r.label.Color = col
	r.icon.Resource = c.Spec.Symbol
	r.paper.FillColor = CardPaper
	// The double frame marks red cards for players who do not see red.
	if c.Spec.Tone == toneRed {
		r.inner.StrokeColor = cardRed
		r.inner.Show()
	} else {
		r.inner.Hide()
	}
	r.marks()
	r.Layout(c.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

// marks sets the frame of a selected face and the veil of a dimmed one.
func (r *cardFaceRenderer) marks() {
	c := r.card
	r.paper.StrokeColor = color.NRGBA{0x88, 0x88, 0x88, 0xff}
	r.paper.StrokeWidth = 1.5
	if c.selected {
		r.paper.StrokeColor = theme.Color(theme.ColorNamePrimary)
		r.paper.StrokeWidth = 3
	}
	if c.dimmed {
		r.veil.Show()
	} else {
		r.veil.Hide()
	}
}

func (r *cardFaceRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *cardFaceRenderer) Destroy()                     {}

// cardRow shows cards side by side, wrapping on narrow screens.
func CardRow(specs []CardSpec, size fyne.Size, onTap func(i int)) *fyne.Container {
	row := container.NewGridWrap(size)
	for i, s := range specs {
		i := i
		var tap func()
		if onTap != nil {
			tap = func() { onTap(i) }
		}
		row.Add(NewCardFace(s, size, tap))
	}
	return row
}
