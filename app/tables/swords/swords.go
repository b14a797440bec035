package swords

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

// Mortal Swords' table. The Strong Suit card, the dealer and the Warrior's
// Vow cards are part of the game's fixed setup, so they are asked on the
// new-game form, before the game is stored; one stored round is one sword
// attack with its damage choices. The table renders from the stored state
// (storage's GameState, or StateBefore the attack being corrected): the
// knights, their armor and weak suits, the next attacker, and a copy of
// the fight to try the attack being entered on.

const swordsID = "mortal-swords"

func init() {
	host.RegisterTable(host.Table{
		ID: swordsID,
		Seating: host.Seating{Min: 2, Max: 4, Setup: func(names []string) (json.RawMessage, error) {
			return nil, errors.New(i18n.T("Mortal Swords needs the Strong Suit card: start it from its own new-game form."))
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newSwordsTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return swordsNewGame(u) },
	})
}

// swSetup is the stored setup: the Score input without the attacks.
type swSetup struct {
	Knights    []string `json:"knights"`
	Dealer     string   `json:"dealer,omitempty"`
	StrongCard string   `json:"strong_card,omitempty"`
	StrongSuit string   `json:"strong_suit,omitempty"`
	Vow        []string `json:"vow,omitempty"`
}

// swAttack is one stored attack: one element of the Score input's
// "attacks".
type swAttack struct {
	Plays   []swPlay   `json:"plays"`
	Choices []swChoice `json:"choices,omitempty"`
}

type swPlay struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card,omitempty"`
	Random   bool   `json:"random,omitempty"`
	FaceDown bool   `json:"face_down,omitempty"`
	Steal    bool   `json:"steal,omitempty"`
}

type swChoice struct {
	Seat   int    `json:"seat"`
	Choice string `json:"choice"`
	Card   string `json:"card,omitempty"`
}

// swDraft is the attack being entered.
type swDraft struct {
	Cards    map[int]string   `json:"cards"`
	Random   map[int]bool     `json:"random,omitempty"`
	FaceDown map[int]bool     `json:"face_down,omitempty"`
	Steal    map[int]bool     `json:"steal,omitempty"`
	Order    []int            `json:"order,omitempty"` // defenders in the order entered (Hectic Knights)
	Choices  map[int]swChoice `json:"choices,omitempty"`
}

func newSwDraft() swDraft {
	return swDraft{Cards: map[int]string{}, Random: map[int]bool{}, FaceDown: map[int]bool{}, Steal: map[int]bool{}, Choices: map[int]swChoice{}}
}

func (d *swDraft) fix() {
	if d.Cards == nil {
		d.Cards = map[int]string{}
	}
	if d.Random == nil {
		d.Random = map[int]bool{}
	}
	if d.FaceDown == nil {
		d.FaceDown = map[int]bool{}
	}
	if d.Steal == nil {
		d.Steal = map[int]bool{}
	}
	if d.Choices == nil {
		d.Choices = map[int]swChoice{}
	}
}

func (d swDraft) empty() bool {
	for _, c := range d.Cards {
		if c != "" {
			return false
		}
	}
	for _, f := range d.FaceDown {
		if f {
			return false
		}
	}
	return true
}

// swordsSuitName names a suit for people.
func swordsSuitName(s cards.Suit) string {
	switch s {
	case cards.Spades:
		return i18n.T("spades")
	case cards.Hearts:
		return i18n.T("hearts")
	case cards.Diamonds:
		return i18n.T("diamonds")
	case cards.Clubs:
		return i18n.T("clubs")
	}
	return "?"
}

func standardDeckSpecs(jokers bool) []widgets.CardSpec {
	var deck []widgets.CardSpec
	for _, c := range cards.StandardDeck(jokers) {
		deck = append(deck, widgets.SpecStandard(c))
	}
	return deck
}

// ---------------------------------------------------------------------
// New game: knights, house rules, dealer, Strong Suit card, vow cards.

func swordsNewGame(u host.Host) host.Page {
	var names []string
	vowOn := false
	dealer := widget.NewSelect(nil, nil)
	dealer.PlaceHolder = i18n.T("Who dealt?")
	pickerBox := container.NewVBox()
	var picker *widgets.CardPicker
	strong := ""
	vow := map[string]string{} // knight name -> vow card
	rebuild := func() {
		zones := []*widgets.Zone{{Name: i18n.T("Strong Suit card"), Max: 1, Allow: func(s widgets.CardSpec) bool { return true }}}
		if vowOn {
			for _, n := range names {
				label := n
				if label == "" {
					label = "?"
				}
				zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s's vow"), label), Max: 1})
			}
		}
		var p *widgets.CardPicker
		p = widgets.NewCardPicker(standardDeckSpecs(false), zones, func() {
			strong = ""
			if c := p.Codes(0); len(c) > 0 {
				strong = c[0]
			}
			for i, n := range names {
				if vowOn && i+1 < len(p.Zones) {
					if c := p.Codes(i + 1); len(c) > 0 {
						vow[n] = c[0]
					} else {
						delete(vow, n)
					}
				}
			}
			for i := range p.Zones {
				if len(p.Codes(i)) == 0 {
					p.SetActive(i)
					break
				}
			}
		})
		if strong != "" {
			p.SetCodes(0, []string{strong})
		}
		if vowOn {
			for i, n := range names {
				if c, ok := vow[n]; ok {
					p.SetCodes(i+1, []string{c})
				}
			}
		}
		for i := range p.Zones {
			if len(p.Codes(i)) == 0 {
				p.SetActive(i)
				break
			}
		}
		picker = p
		pickerBox.Objects = []fyne.CanvasObject{p.Root}
		pickerBox.Refresh()
	}
	rebuild()
	_ = picker
	box := container.NewVBox(
		widgets.Heading(i18n.T("Start of the fight")),
		widget.NewLabelWithStyle(i18n.T("Dealer"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		dealer,
		widgets.CaptionLabel(i18n.T("The knight on the dealer's left makes the first attack.")),
		widget.NewLabelWithStyle(i18n.T("Strong Suit card"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widgets.CaptionLabel(i18n.T("Tap the card the dealer turned face up under the deck; its suit is the Strong Suit for the whole fight. With the Warrior's Vow, also tap each knight's armor card.")),
		pickerBox,
	)
	return widgets.SetupForm(u, swordsID, nil, widgets.SetupExtra{
		Box: box,
		Names: func(n []string) {
			changed := strings.Join(n, "\x00") != strings.Join(names, "\x00")
			names = append([]string(nil), n...)
			var opts []string
			for _, s := range n {
				if s != "" {
					opts = append(opts, s)
				}
			}
			keep := dealer.Selected
			dealer.SetOptions(opts)
			found := false
			for _, s := range opts {
				found = found || s == keep
			}
			if !found {
				if len(opts) == len(n) && len(opts) > 0 {
					dealer.SetSelected(opts[len(opts)-1])
				} else {
					dealer.ClearSelected()
				}
			}
			if changed && vowOn {
				rebuild()
			}
		},
		Options: func(f *widgets.OptionsForm) {
			vowOn, _ = f.Value("warriors_vow").(bool)
			f.OnChange = func() {
				on, _ := f.Value("warriors_vow").(bool)
				if on != vowOn {
					vowOn = on
					rebuild()
				}
			}
		},
		Setup: func(n []string, options scoring.Values) (json.RawMessage, error) {
			o := swords.Options{WarriorsVow: options.Bool("warriors_vow")}
			if dealer.Selected == "" {
				return nil, errors.New(i18n.T("Choose the dealer."))
			}
			if strong == "" {
				return nil, errors.New(i18n.T("Tap the Strong Suit card."))
			}
			s := swSetup{Knights: n, Dealer: dealer.Selected, StrongCard: strong}
			if o.WarriorsVow {
				for _, k := range n {
					c, ok := vow[k]
					if !ok {
						return nil, fmt.Errorf(i18n.T("Warrior's Vow: tap %s's armor card."), k)
					}
					s.Vow = append(s.Vow, c)
				}
			}
			return json.Marshal(s)
		},
	})
}

// ---------------------------------------------------------------------
// The table screen.

type swordsTable struct {
	u     host.Host
	st    *storage.Store
	g     storage.Game
	opts  swords.Options
	phone bool

	rounds  []storage.Round
	editing *storage.Round

	d swDraft

	// the stored game before the attack being entered
	base *sswords.Game

	picker    *widgets.CardPicker
	zoneKeys  []string // "a<seat>" attack card, "h<seat>" hand card laid as armor
	pickerBox *fyne.Container
	deckBox   *fyne.Container
	resLabels map[int]*widget.Label // seat -> result of its card
	knights   *fyne.Container
	head      *widget.Label
	damage    *fyne.Container
	result    *fyne.Container
	why       *fyne.Container
	save      *widget.Button
	cancel    *widget.Button
	entry     *fyne.Container
	outcome   *fyne.Container
	msg       *widget.Label
	sheet     *widgets.ScoreSheet
}

func newSwordsTable(u host.Host, st *storage.Store, g storage.Game) *swordsTable {
	t := &swordsTable{u: u, st: st, g: g, phone: u.Phone(), d: newSwDraft()}
	if sg, err := t.stateBefore(nil); err == nil {
		t.base, t.opts = sg, sg.Options()
	}
	return t
}

// stateBefore is the stored game before a round: the state after the last
// round, or before the round being corrected.
func (t *swordsTable) stateBefore(editing *storage.Round) (*sswords.Game, error) {
	var state scoring.State
	var err error
	if editing != nil {
		state, err = t.st.StateBefore(editing.ID)
	} else {
		state, err = t.st.GameState(t.g.ID)
	}
	if err != nil {
		return nil, err
	}
	sg, ok := state.(*sswords.Game)
	if !ok {
		return nil, fmt.Errorf("mortal swords: the stored game is a %T", state)
	}
	return sg, nil
}

func (t *swordsTable) draftKey() string { return "game/" + t.g.ID }

func (t *swordsTable) name(seat int) string {
	if t.base == nil {
		return "?"
	}
	return t.base.Name(seat)
}

func (t *swordsTable) load() error {
	rounds, err := t.st.Rounds(t.g.ID)
	if err != nil {
		return err
	}
	t.rounds = rounds
	if g, err := t.st.Game(t.g.ID); err == nil {
		t.g = g
	}
	return nil
}

func enginePlays(a swAttack) ([]swords.Play, error) {
	var out []swords.Play
	for _, p := range a.Plays {
		ep := swords.Play{Seat: p.Seat, Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal}
		if p.Card != "" {
			c, err := cards.Parse(p.Card)
			if err != nil {
				return nil, err
			}
			ep.Card = c
		}
		out = append(out, ep)
	}
	return out, nil
}

func (t *swordsTable) attackIndex() int {
	if t.editing != nil {
		return t.editing.Number - 1
	}
	return len(t.rounds)
}

func (t *swordsTable) page() host.Page {
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.head = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.knights = container.NewVBox()
	t.pickerBox = container.NewVBox()
	t.deckBox = container.NewVBox()
	t.damage = container.NewVBox()
	t.result = container.NewVBox()
	t.why = container.NewVBox()
	t.outcome = container.NewVBox()
	t.msg = widgets.Wrapped("")
	t.msg.Importance = widget.SuccessImportance
	t.save = widget.NewButtonWithIcon(i18n.T("Save the attack"), theme.DocumentSaveIcon(), t.saveAttack)
	t.save.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon(i18n.T("Cancel the correction"), theme.CancelIcon(), func() {
		t.editing = nil
		t.startEntry(true)
	})
	t.entry = container.NewVBox(t.head, t.pickerBox, t.damage, t.result, t.save, t.cancel, t.deckBox)
	t.sheet = widgets.NewScoreSheet(t.u, t.st, t.g, widgets.SheetOptions{
		Describe: t.describe,
		Edit:     t.edit,
		Changed: func(storage.Totals) {
			_ = t.load()
			t.editing = nil
			t.startEntry(false)
		},
	})
	t.startEntry(true)

	strong := t.strongText()
	info, _ := scoring.InfoFor(swordsID)
	var content fyne.CanvasObject
	whyBox := container.NewVBox(widgets.Heading(i18n.T("Why?")), t.why)
	if t.phone {
		content = container.NewVScroll(container.NewPadded(container.NewVBox(
			strong, t.knights, t.msg, t.outcome, t.entry,
			widget.NewSeparator(), whyBox, widget.NewSeparator(),
			widgets.Heading(i18n.T("Attacks")), widgets.FixedHeight(t.sheet.Root, 300))))
	} else {
		left := container.NewVScroll(container.NewPadded(container.NewVBox(strong, t.knights, widget.NewSeparator(), t.msg, t.outcome, t.entry)))
		right := container.NewVSplit(container.NewVScroll(container.NewPadded(whyBox)),
			container.NewBorder(widgets.Heading(i18n.T("Attacks")), nil, nil, nil, t.sheet.Root))
		right.Offset = 0.45
		split := container.NewHSplit(left, right)
		split.Offset = 0.58
		content = split
	}
	title := info.Name
	if t.g.Name != "" {
		title = t.g.Name + " · " + info.Name
	}
	return host.Page{Title: title, Content: content}
}

func (t *swordsTable) strongText() fyne.CanvasObject {
	if t.base == nil {
		sg, err := t.stateBefore(nil)
		if err != nil {
			return widgets.ErrorLabel(err.Error())
		}
		t.base = sg
	}
	s := t.base.StrongSuit()
	text := fmt.Sprintf(i18n.T("Strong Suit: %s"), swordsSuitName(s))
	var row []fyne.CanvasObject
	if c := t.base.StrongCard(); c != (cards.Card{}) {
		row = append(row, widgets.NewCardFace(widgets.SpecStandard(c), fyne.NewSize(30, 40), nil))
	}
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	row = append(row, l)
	if names := sswords.Labels(t.opts); len(names) > 0 {
		return container.NewVBox(container.NewHBox(row...), widgets.CaptionLabel(i18n.T("Variants:")+" "+strings.Join(names, ", ")))
	}
	return container.NewHBox(row...)
}

// startEntry prepares the next attack (or shows the winner).
func (t *swordsTable) startEntry(withDraft bool) {
	t.d = newSwDraft()
	if t.editing == nil && withDraft {
		if b, err := t.st.Draft(t.draftKey()); err == nil {
			var d swDraft
			if json.Unmarshal(b, &d) == nil {
				d.fix()
				t.d = d
			}
		}
	}
	t.refreshAll()
}

func (t *swordsTable) refreshAll() {
	var err error
	t.base, err = t.stateBefore(t.editing)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	t.drawKnights()
	widgets.HideEmpty(t.msg)
	if w, over := t.base.Winner(); over && t.editing == nil {
		t.entry.Hide()
		t.outcome.Show()
		t.outcome.RemoveAll()
		t.outcome.Add(widgets.ResultBanner(fmt.Sprintf(i18n.T("%s is the last knight standing and wins the fight."), w), true))
		t.why.RemoveAll()
		// The last attack's explanation, as stored with it.
		var steps []game.Step
		if n := len(t.rounds); n > 0 {
			if d, err := t.st.Decode(t.rounds[n-1]); err == nil {
				if res, ok := d.Result.(sswords.Result); ok {
					steps = append(append(steps, res.Steps...), res.After...)
				}
			}
		}
		if len(steps) > 6 {
			steps = steps[len(steps)-6:]
		}
		t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(steps)))
		t.outcome.Refresh()
		return
	}
	t.outcome.RemoveAll()
	t.outcome.Hide()
	t.entry.Show()
	att := t.nextAttacker()
	if t.editing != nil {
		t.head.SetText(fmt.Sprintf(i18n.T("Correcting attack %d: %s attacks"), t.editing.Number, t.name(att)))
		t.cancel.Show()
		t.save.SetText(i18n.T("Save the correction"))
	} else {
		t.head.SetText(fmt.Sprintf(i18n.T("Attack %d: %s attacks"), t.attackIndex()+1, t.name(att)))
		t.cancel.Hide()
		t.save.SetText(i18n.T("Save the attack"))
	}
	t.rebuild()
	t.changed()
}

// nextAttacker is the seat that attacks next, -1 once the fight is over.
func (t *swordsTable) nextAttacker() int {
	next, _ := t.base.NextAttacker()
	return next
}

// drawKnights shows each knight: hand, armor (face up, turned down), weak
// suits, the next attacker and the dead.
func (t *swordsTable) drawKnights() {
	t.knights.RemoveAll()
	next := t.nextAttacker()
	for _, k := range t.base.Knights() {
		status := fmt.Sprintf(i18n.T("%d in hand"), k.Hand)
		name := widget.NewLabelWithStyle(k.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		switch {
		case !k.Alive:
			status = i18n.T("dead")
			name.Importance = widget.LowImportance
		case k.Seat == next:
			name.SetText("⚔ " + k.Name)
			name.Importance = widget.HighImportance
			status += " · " + i18n.T("attacks next")
		}
		armor := container.NewGridWrap(fyne.NewSize(30, 40))
		for _, a := range k.Armor {
			f := widgets.NewCardFace(widgets.SpecStandard(a.Card), fyne.NewSize(30, 40), nil)
			if !a.FaceUp {
				f.SetDimmed(true)
			}
			armor.Add(f)
		}
		var weakText string
		if k.Alive {
			weak, _ := t.base.WeakSuits(k.Seat)
			var ws []string
			for _, s := range weak {
				ws = append(ws, swordsSuitName(s))
			}
			if len(ws) == 0 {
				weakText = i18n.T("no weak suit")
			} else {
				weakText = i18n.T("weak:") + " " + strings.Join(ws, ", ")
			}
		}
		if weakText != "" {
			status += " · " + weakText
		}
		row := container.NewBorder(nil, nil, name, nil, widgets.CaptionLabel(status))
		if len(k.Armor) > 0 {
			t.knights.Add(container.NewVBox(row, armor))
		} else {
			t.knights.Add(row)
		}
		continue
	}
	t.knights.Refresh()
}

// defenders lists the living defenders clockwise from the attacker.
func (t *swordsTable) defenders(att int) []int {
	living := t.base.Living()
	var out []int
	idx := 0
	for i, s := range living {
		if s == att {
			idx = i
		}
	}
	for k := 1; k < len(living); k++ {
		out = append(out, living[(idx+k)%len(living)])
	}
	return out
}

// order is the play order of the defenders who played so far.
func (t *swordsTable) order(att int) []int {
	var out []int
	if t.opts.HecticKnights {
		for _, s := range t.d.Order {
			if t.d.Cards[s] != "" || t.d.FaceDown[s] {
				out = append(out, s)
			}
		}
		return out
	}
	for _, s := range t.defenders(att) {
		if t.d.Cards[s] == "" && !t.d.FaceDown[s] {
			break
		}
		out = append(out, s)
	}
	return out
}

// rebuild makes the card picker: the attacker's and each defender's card,
// and the hand card of each knight who lays one as armor.
func (t *swordsTable) rebuild() {
	att := t.nextAttacker()
	var zones []*widgets.Zone
	t.zoneKeys = nil
	zones = append(zones, &widgets.Zone{Name: "⚔ " + t.name(att), Max: 1})
	t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("a%d", att))
	for _, s := range t.defenders(att) {
		zones = append(zones, &widgets.Zone{Name: t.name(s), Max: 1})
		t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("a%d", s))
	}
	seats := make([]int, 0, len(t.d.Choices))
	for s := range t.d.Choices {
		seats = append(seats, s)
	}
	sort.Ints(seats)
	for _, s := range seats {
		if t.d.Choices[s].Choice == "hand" {
			zones = append(zones, &widgets.Zone{Name: fmt.Sprintf(i18n.T("%s: new armor"), t.name(s)), Max: 1})
			t.zoneKeys = append(t.zoneKeys, fmt.Sprintf("h%d", s))
		}
	}
	t.picker = widgets.NewCardPicker(standardDeckSpecs(false), zones, t.picked)
	for i, key := range t.zoneKeys {
		if c := t.codeFor(key); c != "" {
			t.picker.SetCodes(i, []string{c})
		}
	}
	blocked := map[string]string{}
	for _, k := range t.base.Knights() {
		for _, a := range k.Armor {
			blocked[a.Card.String()] = fmt.Sprintf(i18n.T("%s is %s's armor."), a.Card, k.Name)
		}
	}
	t.picker.SetBlocked(blocked)
	t.advance()
	zoneBox, top, grid := widgets.PickerParts(t.picker)
	t.resLabels = map[int]*widget.Label{}
	for i, key := range t.zoneKeys {
		if key[0] != 'a' || zoneBox == nil || i >= len(zoneBox.Objects) {
			continue
		}
		var s int
		fmt.Sscanf(key[1:], "%d", &s)
		z := t.picker.Zones[i]
		res := widget.NewLabel("")
		t.resLabels[s] = res
		zoneBox.Objects[i] = container.NewBorder(nil, nil, container.NewVBox(z.Head), t.switches(s, i == 0),
			container.NewHBox(z.View, res))
	}
	t.pickerBox.Objects = []fyne.CanvasObject{top}
	t.pickerBox.Refresh()
	t.deckBox.Objects = []fyne.CanvasObject{grid}
	t.deckBox.Refresh()
}

// switches are a play's marks: a random card (the deck's top card), a
// face-down defence and a steal, as the variants allow.
func (t *swordsTable) switches(s int, attacker bool) fyne.CanvasObject {
	rnd := widget.NewCheck(i18n.T("Random"), func(on bool) { t.d.Random[s] = on; t.changed() })
	rnd.Checked = t.d.Random[s]
	checks := []fyne.CanvasObject{rnd}
	if !attacker && (t.opts.StealingCosts || t.opts.HecticKnights) {
		fd := widget.NewCheck(i18n.T("Face down"), func(on bool) {
			t.d.FaceDown[s] = on
			t.advance()
			t.changed()
		})
		fd.Checked = t.d.FaceDown[s]
		checks = append(checks, fd)
	}
	if !attacker && t.opts.StealToStop {
		sc := widget.NewCheck(i18n.T("Steals"), func(on bool) { t.d.Steal[s] = on; t.changed() })
		sc.Checked = t.d.Steal[s]
		checks = append(checks, sc)
	}
	return container.NewVBox(checks...)
}

// named puts the knights' names in the engine's explanation.
func (t *swordsTable) named(steps []game.Step) []game.Step {
	out := make([]game.Step, len(steps))
	for i, st := range steps {
		st.Text = seatRe.ReplaceAllStringFunc(st.Text, func(m string) string {
			var n int
			fmt.Sscanf(m[5:], "%d", &n)
			return t.name(n)
		})
		out[i] = st
	}
	return out
}

var seatRe = regexp.MustCompile(`[Ss]eat [0-9]`)

func (t *swordsTable) codeFor(key string) string {
	var s int
	fmt.Sscanf(key[1:], "%d", &s)
	if key[0] == 'a' {
		return t.d.Cards[s]
	}
	return t.d.Choices[s].Card
}

func (t *swordsTable) advance() {
	for i, key := range t.zoneKeys {
		var s int
		fmt.Sscanf(key[1:], "%d", &s)
		if key[0] == 'a' && t.d.FaceDown[s] {
			continue
		}
		if len(t.picker.Codes(i)) == 0 {
			t.picker.SetActive(i)
			return
		}
	}
}

func (t *swordsTable) picked() {
	for i, key := range t.zoneKeys {
		code := ""
		if c := t.picker.Codes(i); len(c) > 0 {
			code = c[0]
		}
		var s int
		fmt.Sscanf(key[1:], "%d", &s)
		if key[0] == 'a' {
			if code == "" {
				delete(t.d.Cards, s)
			} else {
				t.d.Cards[s] = code
			}
		} else {
			ch := t.d.Choices[s]
			ch.Card = code
			t.d.Choices[s] = ch
		}
	}
	t.advance()
	t.changed()
}

// trackOrder keeps the order in which defenders were entered (Hectic
// Knights: that is the order of play).
func (t *swordsTable) trackOrder(att int) {
	var keep []int
	seen := map[int]bool{}
	for _, s := range t.d.Order {
		if s != att && (t.d.Cards[s] != "" || t.d.FaceDown[s]) && !seen[s] {
			keep = append(keep, s)
			seen[s] = true
		}
	}
	for _, s := range t.defenders(att) {
		if !seen[s] && (t.d.Cards[s] != "" || t.d.FaceDown[s]) {
			keep = append(keep, s)
		}
	}
	t.d.Order = keep
}

// plays builds the engine plays entered so far, attacker first.
func (t *swordsTable) buildAttack(att int) swAttack {
	a := swAttack{}
	if t.d.Cards[att] == "" {
		return a
	}
	a.Plays = append(a.Plays, swPlay{Seat: att, Card: t.d.Cards[att], Random: t.d.Random[att]})
	for _, s := range t.order(att) {
		a.Plays = append(a.Plays, swPlay{Seat: s, Card: t.d.Cards[s], Random: t.d.Random[s], FaceDown: t.d.FaceDown[s], Steal: t.d.Steal[s]})
	}
	return a
}

// changed judges what is entered so far: each defence, then the damage
// choices, the deaths and the next attacker.
func (t *swordsTable) changed() {
	att := t.nextAttacker()
	t.trackOrder(att)
	if t.editing == nil {
		if t.d.empty() {
			_ = t.st.DeleteDraft(t.draftKey())
		} else if b, err := json.Marshal(t.d); err == nil {
			_ = t.st.SaveDraft(t.draftKey(), b)
		}
	}
	t.save.Disable()
	t.result.RemoveAll()
	t.damage.RemoveAll()
	t.why.RemoveAll()
	defer func() {
		t.result.Refresh()
		t.damage.Refresh()
		t.why.Refresh()
	}()
	a := t.buildAttack(att)
	o, complete, err := t.judge(att, a)
	t.showResults(att, o)
	if err != nil {
		t.result.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	if o == nil {
		t.result.Add(widgets.Wrapped(i18n.T("Tap the attacking card, then each defender's card.")))
		return
	}
	if !complete {
		missing := len(t.base.Living()) - len(a.Plays)
		t.result.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%d knight(s) still to answer the attack."), missing)))
		t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(o.Steps)))
		return
	}
	// The whole attack on a copy of the fight, then the damage choices.
	ps, _ := enginePlays(a)
	g, o, err := t.base.Attack(ps)
	if err != nil {
		t.result.Add(widgets.ErrorLabel(err.Error()))
		return
	}
	pending := g.Pending()
	// forget choices of knights no longer damaged
	for s := range t.d.Choices {
		found := false
		for _, p := range pending {
			found = found || p == s
		}
		if !found {
			delete(t.d.Choices, s)
			t.rebuild()
		}
	}
	waiting := t.drawDamage(g, o, pending)
	for _, s := range pending {
		ch, ok := t.d.Choices[s]
		if !ok || (ch.Choice == "hand" && ch.Card == "") {
			continue
		}
		c, _ := swords.ParseChoice(ch.Choice)
		var card cards.Card
		if ch.Card != "" {
			card, _ = cards.Parse(ch.Card)
		}
		if err := g.Choose(s, c, card); err != nil {
			t.result.Add(widgets.ErrorLabel(err.Error()))
			return
		}
	}
	t.why.Add(widgets.ExplanationPanel(t.u, swordsID, t.named(g.Steps())))
	if waiting > 0 {
		t.result.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%d damaged knight(s) still to choose how to take the damage."), waiting)))
		return
	}
	var lines []string
	for _, s := range g.Died() {
		lines = append(lines, fmt.Sprintf(i18n.T("%s dies."), t.name(s)))
	}
	if w, over := g.Winner(); over {
		lines = append(lines, fmt.Sprintf(i18n.T("%s is the last knight standing and wins the fight."), t.name(w)))
	} else if n := g.NextAttacker(); n >= 0 {
		lines = append(lines, fmt.Sprintf(i18n.T("%s attacks next."), t.name(n)))
	}
	t.result.Add(widgets.ResultBanner(strings.Join(lines, " "), true))
	t.save.Enable()
}

// judge resolves the plays so far. complete: every knight who must play
// did (or the attack stopped early).
func (t *swordsTable) judge(att int, a swAttack) (*swords.Outcome, bool, error) {
	if len(a.Plays) < 2 {
		if len(a.Plays) == 1 {
			// Check the attacking card alone against a dummy defence.
			return nil, false, nil
		}
		return nil, false, nil
	}
	ps, err := enginePlays(a)
	if err != nil {
		return nil, false, err
	}
	var living []int
	for _, p := range ps {
		living = append(living, p.Seat)
	}
	sort.Ints(living)
	k := t.base.Knights()
	o, err := swords.Resolve(swords.Attack{StrongSuit: t.base.StrongSuit(), Living: living, Plays: ps,
		FirstAttack: !k[att].Attacked, Options: t.opts})
	if err != nil {
		return nil, false, err
	}
	complete := len(ps) == len(t.base.Living()) || o.StoppedBy >= 0
	return o, complete, nil
}

// showResults writes each play's result beside its card.
func (t *swordsTable) showResults(att int, o *swords.Outcome) {
	for s, l := range t.resLabels {
		text := ""
		l.Importance = widget.MediumImportance
		if s == att {
			if t.d.Cards[s] != "" {
				text = i18n.T("attacks")
			}
		} else if o != nil {
			if d, ok := o.Defence(s); ok {
				text = resultWord(d.Result)
				if d.Stole {
					text += " · " + i18n.T("steals")
				}
				if d.Result == swords.Damage {
					l.Importance = widget.DangerImportance
				} else {
					l.Importance = widget.SuccessImportance
				}
			}
		}
		if text == "" && t.d.FaceDown[s] && t.d.Cards[s] == "" {
			text = i18n.T("face down")
		}
		l.TextStyle.Bold = text != ""
		l.SetText(text)
	}
}

func containsString(list []string, x string) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func resultWord(r swords.Result) string {
	switch r {
	case swords.Block:
		return i18n.T("blocks")
	case swords.Parry:
		return i18n.T("parries")
	case swords.Dodge:
		return i18n.T("dodges")
	case swords.Damage:
		return i18n.T("takes damage")
	}
	return ""
}

// drawDamage offers each damaged knight its legal ways to take the damage
// and returns how many still have to choose.
func (t *swordsTable) drawDamage(g *swords.Game, o *swords.Outcome, pending []int) int {
	waiting := 0
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			t.damage.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%s takes the attacking %s as armor."), t.name(s), o.AttackCard)))
		}
	}
	for _, s := range pending {
		s := s
		opts, err := g.Options(s)
		if err != nil {
			t.damage.Add(widgets.ErrorLabel(err.Error()))
			continue
		}
		chosen, ok := t.d.Choices[s]
		if !ok || (chosen.Choice == "hand" && chosen.Card == "") {
			waiting++
		}
		box := container.NewVBox(widget.NewLabelWithStyle(fmt.Sprintf(i18n.T("%s takes damage: how?"), t.name(s)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		var buttons []fyne.CanvasObject
		var help string
		for _, opt := range opts {
			opt := opt
			switch opt.Choice {
			case swords.HandToArmor:
				b := widget.NewButton(i18n.T("Hand card as armor"), func() { t.choose(s, swChoice{Seat: s, Choice: "hand"}) })
				if ok && chosen.Choice == "hand" {
					b.Importance = widget.HighImportance
					help = i18n.T("Tap the hand card laid face up as armor in the card grid.")
					if opt.Dies {
						help += " " + i18n.T("It is the last hand card: the knight dies.")
					}
				}
				buttons = append(buttons, b)
			case swords.Steal:
				b := widget.NewButton(fmt.Sprintf(i18n.T("Steal %s"), o.AttackCard), func() { t.choose(s, swChoice{Seat: s, Choice: "steal"}) })
				if ok && chosen.Choice == "steal" {
					b.Importance = widget.HighImportance
					help = i18n.T("The attacking card becomes face-up armor; a hand card is discarded.")
					if opt.Dies {
						help += " " + i18n.T("It is the last hand card: the knight dies.")
					}
				}
				buttons = append(buttons, b)
			case swords.TurnDown:
				for _, c := range opt.Cards {
					c := c
					b := widget.NewButton(fmt.Sprintf(i18n.T("Turn %s down"), c), func() {
						t.choose(s, swChoice{Seat: s, Choice: "turn_down", Card: c.String()})
					})
					if ok && chosen.Choice == "turn_down" && chosen.Card == c.String() {
						b.Importance = widget.HighImportance
						help = i18n.T("The armor is turned face down for good; no hand card is lost.")
					}
					buttons = append(buttons, b)
				}
			}
		}
		box.Add(container.NewGridWrap(fyne.NewSize(170, 44), buttons...))
		if help != "" {
			box.Add(widgets.CaptionLabel(help))
		}
		t.damage.Add(box)
	}
	return waiting
}

func (t *swordsTable) choose(seat int, c swChoice) {
	prev, had := t.d.Choices[seat]
	if had && prev.Choice == c.Choice && prev.Card == c.Card {
		return
	}
	t.d.Choices[seat] = c
	t.rebuild()
	t.changed()
}

// current is the entry as a stored attack, with its choices.
func (t *swordsTable) current() swAttack {
	att := t.nextAttacker()
	a := t.buildAttack(att)
	var seats []int
	for s := range t.d.Choices {
		seats = append(seats, s)
	}
	sort.Ints(seats)
	for _, s := range seats {
		a.Choices = append(a.Choices, t.d.Choices[s])
	}
	return a
}

func (t *swordsTable) saveAttack() {
	a := t.current()
	b, err := json.Marshal(a)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	res, err := host.SaveRound(t.st, t.g.ID, host.RoundID(t.editing), b)
	if err != nil {
		t.u.ShowErr(err)
		return
	}
	num := res.Round.Number
	t.editing = nil
	_ = t.st.DeleteDraft(t.draftKey())
	if err := t.load(); err != nil {
		t.u.ShowErr(err)
	}
	t.msg.SetText(fmt.Sprintf(i18n.T("Attack %d saved."), num))
	t.msg.Show()
	t.sheet.Refresh()
	t.u.Changed()
	t.startEntry(false)
}

// describe summarises a stored attack for the score sheet.
func (t *swordsTable) describe(r storage.Round) string {
	var o struct {
		Round struct {
			Attacker   int    `json:"attacker"`
			AttackCard string `json:"attack_card"`
			Defences   []struct {
				Seat   int    `json:"seat"`
				Result string `json:"result"`
			} `json:"defences"`
			Died         []int `json:"died"`
			NextAttacker int   `json:"next_attacker"`
		} `json:"round"`
	}
	if json.Unmarshal(r.Outcome, &o) != nil || o.Round.AttackCard == "" {
		return ""
	}
	parts := []string{fmt.Sprintf("%s ⚔ %s", t.name(o.Round.Attacker), o.Round.AttackCard)}
	for _, d := range o.Round.Defences {
		parts = append(parts, t.name(d.Seat)+" "+resultWordText(d.Result))
	}
	var in swAttack
	if json.Unmarshal(r.Input, &in) == nil {
		for _, c := range in.Choices {
			switch c.Choice {
			case "hand":
				parts = append(parts, fmt.Sprintf(i18n.T("%s lays %s as armor"), t.name(c.Seat), c.Card))
			case "steal":
				parts = append(parts, fmt.Sprintf(i18n.T("%s steals %s"), t.name(c.Seat), o.Round.AttackCard))
			case "turn_down", "armor":
				if c.Card != "" {
					parts = append(parts, fmt.Sprintf(i18n.T("%s turns %s down"), t.name(c.Seat), c.Card))
				} else {
					parts = append(parts, fmt.Sprintf(i18n.T("%s turns an armor down"), t.name(c.Seat)))
				}
			}
		}
	}
	s := strings.Join(parts, " · ")
	for _, d := range o.Round.Died {
		s += " · " + fmt.Sprintf(i18n.T("%s dies."), t.name(d))
	}
	return s
}

func resultWordText(r string) string {
	for _, x := range []swords.Result{swords.Block, swords.Parry, swords.Dodge, swords.Damage} {
		if x.String() == r {
			return resultWord(x)
		}
	}
	return r
}

// edit reopens a stored attack in the entry.
func (t *swordsTable) edit(r storage.Round) {
	var a swAttack
	if err := json.Unmarshal(r.Input, &a); err != nil {
		t.u.ShowErr(err)
		return
	}
	rr := r
	t.editing = &rr
	t.d = newSwDraft()
	for _, p := range a.Plays {
		if p.Card != "" {
			t.d.Cards[p.Seat] = p.Card
		}
		t.d.Random[p.Seat] = p.Random
		t.d.FaceDown[p.Seat] = p.FaceDown
		t.d.Steal[p.Seat] = p.Steal
	}
	for i, p := range a.Plays {
		if i > 0 {
			t.d.Order = append(t.d.Order, p.Seat)
		}
	}
	for _, c := range a.Choices {
		t.d.Choices[c.Seat] = c
	}
	t.msg.SetText("")
	t.refreshAll()
}
