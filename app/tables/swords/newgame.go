package swords

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/swords"
	"arbiter/scoring"
	sswords "arbiter/scoring/swords"
)

// swordsNewGame is the generic new-game form (knights, house rules) with
// what Mortal Swords fixes before the first attack: the dealer (the knight
// on the dealer's left attacks first), the Strong Suit card the dealer
// turned up under the deck, and with the Warrior's Vow each knight's
// armor card.
func swordsNewGame(u host.Host) host.Page {
	f := &swordsForm{vow: map[string]string{}}
	f.dealer = widget.NewSelect(nil, nil)
	f.dealer.PlaceHolder = i18n.T("Who dealt?")
	f.slots = container.NewVBox()
	f.say = widgets.NewStatusLine(2)
	f.deck = newDeckGrid(f.tap)
	f.dealerBox = container.NewVBox(
		widget.NewLabelWithStyle(i18n.T("Dealer"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		f.dealer,
		widgets.CaptionLabel(i18n.T("The knight on the dealer's left makes the first attack.")))
	f.dealer.OnChanged = func(string) { f.changed() }
	f.picker = container.NewVBox(
		widget.NewLabelWithStyle(i18n.T("Strong Suit card"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widgets.CaptionLabel(i18n.T("Tap the card the dealer turned face up under the deck; its suit is the Strong Suit for the whole fight. With the Warrior's Vow, also tap each knight's armor card.")),
		f.slots, f.say, f.deck.Root)
	box := container.NewVBox(widgets.Heading(i18n.T("Start of the fight")), f.dealerBox, f.picker)
	f.box = box
	f.draw()
	page := widgets.SetupForm(u, swordsID, nil, widgets.SetupExtra{
		Box:   box,
		Names: f.setNames,
		Options: func(o *widgets.OptionsForm) {
			f.vowOn, _ = o.Value("warriors_vow").(bool)
			o.OnChange = func() {
				if on, _ := o.Value("warriors_vow").(bool); on != f.vowOn {
					f.vowOn = on
					f.active = ""
					f.draw()
				}
			}
		},
		Setup: f.setup,
		Watch: func(changed func()) { f.watch = changed },
	})
	f.root = page.Content
	return page
}

// swordsForm is Mortal Swords' part of the new-game form.
type swordsForm struct {
	names  []string
	vowOn  bool
	dealer *widget.Select
	strong string
	vow    map[string]string // knight -> vow card
	active string            // "strong" or "vow<i>"; "": the first empty slot
	slots  *fyne.Container
	say    *widgets.StatusLine
	deck   *deckGrid
	box    *fyne.Container
	// dealerBox and picker are the parts a refusal of the form is about:
	// the form scrolls them into view.
	dealerBox, picker *fyne.Container
	// watch clears the form's refusal once what it was about changes.
	watch func()
	// root is the form's page, laid out again when the slots change.
	root fyne.CanvasObject
}

// keys are the form's slots in order: the Strong Suit card, then each
// knight's vow card when the Warrior's Vow is on.
func (f *swordsForm) keys() []string {
	keys := []string{"strong"}
	if f.vowOn {
		for i := range f.names {
			keys = append(keys, fmt.Sprintf("vow%d", i))
		}
	}
	return keys
}

func (f *swordsForm) code(key string) string {
	if key == "strong" {
		return f.strong
	}
	var i int
	fmt.Sscanf(key, "vow%d", &i)
	if i < len(f.names) {
		return f.vow[f.names[i]]
	}
	return ""
}

func (f *swordsForm) set(key, code string) {
	if key == "strong" {
		f.strong = code
		return
	}
	var i int
	fmt.Sscanf(key, "vow%d", &i)
	if i >= len(f.names) {
		return
	}
	if code == "" {
		delete(f.vow, f.names[i])
	} else {
		f.vow[f.names[i]] = code
	}
}

// current is the slot the next tapped card goes to: the one chosen, else
// the first empty one, else the Strong Suit card's (a tap replaces it).
func (f *swordsForm) current() string {
	keys := f.keys()
	for _, k := range keys {
		if k == f.active {
			return k
		}
	}
	for _, k := range keys {
		if f.code(k) == "" {
			return k
		}
	}
	return keys[0]
}

func (f *swordsForm) slotName(key string) string {
	if key == "strong" {
		return i18n.T("Strong Suit card")
	}
	var i int
	fmt.Sscanf(key, "vow%d", &i)
	name := "?"
	if i < len(f.names) && f.names[i] != "" {
		name = f.names[i]
	}
	return i18n.Tf("%s's vow", name)
}

// tap puts a deck card in the current slot (replacing its card).
func (f *swordsForm) tap(code string) {
	key := f.current()
	for _, k := range f.keys() {
		if k != key && f.code(k) == code {
			f.say.Set(i18n.Tf("%s is already chosen for %s.", widgets.CardCodeText(code), f.slotName(k)), widgets.StatusProblem)
			return
		}
	}
	f.set(key, code)
	f.active = ""
	f.say.Set("", widgets.StatusInfo)
	f.changed()
	f.draw()
}

// changed lets a refusal of the form go: what it said is missing may be
// there now (the form checks again at the next Start the game).
func (f *swordsForm) changed() {
	if f.watch != nil {
		f.watch()
	}
}

// draw shows the slots with their cards and veils the cards in use.
func (f *swordsForm) draw() {
	cur := f.current()
	var rows []fyne.CanvasObject
	for _, k := range f.keys() {
		k := k
		v := newSlotView(k, f.slotName(k), f.code(k), k == cur,
			func() { f.active = k; f.draw() },
			func() { f.set(k, ""); f.active = k; f.draw() })
		rows = append(rows, container.NewBorder(nil, nil, nil, v.Card, v.Head))
	}
	f.slots.Objects = rows
	used := map[string]bool{}
	for _, k := range f.keys() {
		if k != cur {
			used[f.code(k)] = true
		}
	}
	f.deck.dim(func(code string) bool { return !used[code] })
	if f.root != nil {
		f.root.Refresh()
	} else {
		f.box.Refresh()
	}
}

func (f *swordsForm) setNames(n []string) {
	changed := strings.Join(n, "\x00") != strings.Join(f.names, "\x00")
	f.names = append([]string(nil), n...)
	var opts []string
	for _, s := range n {
		if s != "" {
			opts = append(opts, s)
		}
	}
	keep := f.dealer.Selected
	f.dealer.SetOptions(opts)
	found := false
	for _, s := range opts {
		found = found || s == keep
	}
	if !found {
		if len(opts) == len(n) && len(opts) > 0 {
			f.dealer.SetSelected(opts[len(opts)-1])
		} else {
			f.dealer.ClearSelected()
		}
	}
	if changed && f.vowOn {
		f.draw()
	}
}

// setup is the game's setup: the knights, the dealer, the Strong Suit
// card and the vow cards; what is missing is said where the form asks it.
func (f *swordsForm) setup(n []string, options scoring.Values) (json.RawMessage, error) {
	o := swords.Options{WarriorsVow: options.Bool("warriors_vow")}
	dealer := slices.Index(n, f.dealer.Selected)
	if f.dealer.Selected == "" || dealer < 0 {
		return nil, &widgets.FormProblem{Text: i18n.T("Choose the dealer."), At: f.dealerBox}
	}
	if f.strong == "" {
		return nil, &widgets.FormProblem{Text: i18n.T("Tap the Strong Suit card."), At: f.picker}
	}
	strong, err := cards.Parse(f.strong)
	if err != nil {
		return nil, err
	}
	s := sswords.Setup{Knights: n, Dealer: dealer, DealerSet: true, StrongCard: strong, StrongSuit: strong.Suit}
	if o.WarriorsVow {
		for _, k := range n {
			code, ok := f.vow[k]
			if !ok {
				return nil, &widgets.FormProblem{Text: i18n.Tf("Warrior's Vow: tap %s's armor card.", k), At: f.picker}
			}
			c, err := cards.Parse(code)
			if err != nil {
				return nil, err
			}
			s.Vow = append(s.Vow, c)
		}
	}
	return json.Marshal(s)
}
