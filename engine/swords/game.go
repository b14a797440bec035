package swords

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// CardsPerKnight is the number of cards each knight always owns: hand
// cards plus armor cards (Damage & Armors).
const CardsPerKnight = 6

// Armor is one armor card in front of a knight.
type Armor struct {
	Card   cards.Card // zero in DamageOption.ArmorAfter: the hand card still to be chosen
	FaceUp bool       // face down: used up, never again
}

// MarshalJSON writes {"card":"5S","face_up":true}; a card not yet chosen
// is written "".
func (a Armor) MarshalJSON() ([]byte, error) {
	c := ""
	if a.Card != (cards.Card{}) {
		c = a.Card.String()
	}
	return json.Marshal(struct {
		Card   string `json:"card"`
		FaceUp bool   `json:"face_up"`
	}{c, a.FaceUp})
}

// Knight is one knight's state.
type Knight struct {
	Seat  int
	Name  string
	Alive bool
	Hand  int     // number of hand cards (their faces are secret)
	Armor []Armor // in the order they were laid
	// Attacked: the knight has made its first attack (Gentleman Rule).
	Attacked bool
}

// FaceUp returns the knight's face-up armor cards.
func (k Knight) FaceUp() []cards.Card {
	out := []cards.Card{}
	for _, a := range k.Armor {
		if a.FaceUp {
			out = append(out, a.Card)
		}
	}
	return out
}

// Total is hand plus armor cards: always CardsPerKnight.
func (k Knight) Total() int { return k.Hand + len(k.Armor) }

// Setup is how a fight starts (Start Up).
type Setup struct {
	Knights int      // 2 to 4, seats 0…Knights-1 clockwise
	Names   []string // optional, one per seat
	Dealer  int      // the knight on the dealer's left attacks first
	// StrongCard is the card the dealer turned up under the deck; its suit
	// is the Strong Suit. It may be left zero when only StrongSuit is known.
	StrongCard cards.Card
	StrongSuit cards.Suit
	// Vow is each seat's Warrior's Vow armor card (Options.WarriorsVow).
	Vow     []cards.Card
	Options Options
}

// Game is one Mortal Swords fight in progress. Use Attack to resolve a
// sword attack, then Choose for every damaged knight (Pending), until
// Winner reports the last knight standing. A Game holds the table (the
// knights, the deck count, the cards out of play) and the attack in
// progress, never the attacks made before: Snapshot and Restore carry it
// between attacks at a cost bounded by the table.
type Game struct {
	setup   Setup
	knights []Knight
	next    int
	attacks int
	// the attack in progress (damage not yet all delivered)
	cur     *Outcome
	last    *Outcome
	pending []int
	died    []int
	onTable map[cards.Card]bool
	stolen  bool // the attacking card of the attack in progress became armor
	pile    Pile
	// gone: the cards in the discard pile, with the number of reshuffles
	// made when they went there; they come back only with the next one.
	gone map[cards.Card]int
	// drew: the deck as it was at each knight's last draw (the deal at
	// first): its hand cards can only be cards that were in the deck then.
	drew []DeckMark
	// steps explain the attack in progress or the last one (the start of
	// the fight before the first); why says why next attacks next, and
	// reason is why as data, kept between attacks (Snapshot).
	steps  game.Explanation
	why    game.Step
	reason NextReason
}

// DeckMark is the deck at one moment: the reshuffles made and the cards
// taken since the deal.
type DeckMark struct{ Shuffles, Taken int }

func (p Pile) mark() DeckMark { return DeckMark{p.Shuffles, p.Taken} }

// DeckSize is the one 52-card deck of Mortal Swords, no jokers.
const DeckSize = 52

// Pile counts the deck and the discard pile over a fight (GEN-1). After
// the deal (and the Strong Suit card turned up under the deck) the deck
// holds 52 − 6 per knight. Every card played in an attack leaves the deck
// once: a hand card is replaced by a draw, a random card is the deck's top
// card; only a face-down steal under Stealing Costs and a Steal-To-Stop
// steal leave their hand card unreplaced. After each attack the played
// cards go to the discard pile, except an attacking card stolen as armor;
// a steal also throws away a hand card. Armor never goes back. When a card
// must be taken from an empty deck, the discard pile is shuffled into a
// new deck.
type Pile struct {
	Deck     int // cards left in the deck
	Discards int // cards in the discard pile
	Taken    int // cards taken from the deck since the deal
	Shuffles int // times the discards became the deck
	// FirstDeck is the deck after the deal; the Strong Suit card is its
	// last card, so it can be in no hand before FirstDeck cards are taken.
	FirstDeck int
}

// take takes n cards from the deck, reshuffling the discards when it is
// empty.
func (p *Pile) take(n int) {
	for ; n > 0; n-- {
		if p.Deck == 0 && p.Discards > 0 {
			p.Deck, p.Discards = p.Discards, 0
			p.Shuffles++
		}
		if p.Deck > 0 {
			p.Deck--
		}
		p.Taken++
	}
}

// NewGame checks a setup and starts the fight.
func NewGame(s Setup) (*Game, error) {
	if s.Knights < 2 || s.Knights > 4 {
		return nil, impossible(ErrSetup, "knights", msgKnightCount.With(s.Knights))
	}
	if s.Names != nil && len(s.Names) != s.Knights {
		return nil, invalid(ErrSetup, "knights", msgNameCount.With(len(s.Names), s.Knights))
	}
	if s.StrongCard != (cards.Card{}) {
		if s.StrongCard.IsJoker() || !s.StrongCard.Valid() {
			return nil, invalid(ErrSetup, "strong_card", msgStrongCardBad.With(s.StrongCard))
		}
		if s.StrongSuit != cards.NoSuit && s.StrongSuit != s.StrongCard.Suit {
			return nil, invalid(ErrSetup, "strong_suit", msgSuitMismatch.With(s.StrongSuit, s.StrongCard))
		}
		s.StrongSuit = s.StrongCard.Suit
	}
	if ClassOf(s.StrongSuit, cards.Spades) == NoClass {
		return nil, invalid(ErrSetup, "strong_suit", msgStrongMissing.With())
	}
	if s.Dealer < 0 || s.Dealer >= s.Knights {
		return nil, invalid(ErrSetup, "dealer", msgSeatRange.With(s.Dealer, s.Knights-1))
	}
	g := &Game{setup: s, onTable: map[cards.Card]bool{}, gone: map[cards.Card]int{}}
	g.pile = Pile{Deck: DeckSize - CardsPerKnight*s.Knights, FirstDeck: DeckSize - CardsPerKnight*s.Knights}
	g.drew = make([]DeckMark, s.Knights)
	for i := 0; i < s.Knights; i++ {
		k := Knight{Seat: i, Alive: true, Hand: CardsPerKnight, Armor: []Armor{}}
		if s.Names != nil {
			k.Name = s.Names[i]
		}
		g.knights = append(g.knights, k)
	}
	if s.Options.WarriorsVow {
		if len(s.Vow) != s.Knights {
			return nil, invalid(ErrSetup, "vow", msgVowCount.With(s.Knights, len(s.Vow)))
		}
		for i, c := range s.Vow {
			if c.IsJoker() || !c.Valid() {
				return nil, invalid(ErrSetup, fmt.Sprintf("vow[%d]", i), msgVowCard.With(c))
			}
			if err := g.checkNotArmor(fmt.Sprintf("vow[%d]", i), c); err != nil {
				return nil, err
			}
			if c == s.StrongCard {
				return nil, impossible(ErrUnderDeck, fmt.Sprintf("vow[%d]", i), msgVowStrong.With(c))
			}
			g.knights[i].Hand--
			g.knights[i].Armor = append(g.knights[i].Armor, Armor{Card: c, FaceUp: true})
		}
	} else if len(s.Vow) > 0 {
		return nil, invalid(ErrSetup, "vow", msgVowOff.With())
	}
	g.next = (s.Dealer + 1) % s.Knights
	g.reason = NextReason{Why: WhyStart, Seat: g.next}
	g.why = g.reason.Step()
	g.steps = g.StartSteps()
	return g, nil
}

// StartSteps explain how the fight started: the Strong Suit and its
// neighbours, the Warrior's Vow, who attacks first.
func (g *Game) StartSteps() game.Explanation {
	s := g.setup
	var ex game.Explanation
	ex.Say(msgStartStrong.With(suitWord(s.StrongSuit), suitWord(NeighbourOf(s.StrongSuit)), otherColourWords(s.StrongSuit)), SecStart, "")
	if s.Options.WarriorsVow {
		ex.Say(msgStartVow.With(), SecVow, "SWORDS-8")
	}
	ex.Say(msgStartFirst.With(Seat((s.Dealer+1)%s.Knights).Start()), SecStart, "")
	return ex
}

// otherColourWords are the two suits of the other colour: "hearts and
// diamonds".
func otherColourWords(strong cards.Suit) game.List {
	var out []game.Word
	for _, s := range cards.Suits {
		if ClassOf(strong, s) == OtherColour {
			out = append(out, suitWord(s))
		}
	}
	return game.ListOf(game.JoinAnd, out)
}

// StrongSuit returns the game's Strong Suit.
func (g *Game) StrongSuit() cards.Suit { return g.setup.StrongSuit }

// Setup returns how the game started.
func (g *Game) Setup() Setup { return g.setup }

// Knights returns a copy of every knight's state, by seat.
func (g *Game) Knights() []Knight {
	out := make([]Knight, len(g.knights))
	for i, k := range g.knights {
		k.Armor = append([]Armor{}, k.Armor...)
		out[i] = k
	}
	return out
}

// Living returns the seats of the living knights, clockwise.
func (g *Game) Living() []int {
	out := []int{}
	for _, k := range g.knights {
		if k.Alive {
			out = append(out, k.Seat)
		}
	}
	return out
}

// NextAttacker returns the seat that attacks next, or -1 while damage
// choices are pending or when the fight is over.
func (g *Game) NextAttacker() int {
	if g.cur != nil {
		return -1
	}
	if _, over := g.Winner(); over {
		return -1
	}
	return g.next
}

// Winner returns the last knight standing, if the fight is over.
func (g *Game) Winner() (int, bool) {
	if g.cur != nil {
		return -1, false
	}
	l := g.Living()
	if len(l) == 1 {
		return l[0], true
	}
	return -1, false
}

// Attacks returns the number of sword attacks completed.
func (g *Game) Attacks() int { return g.attacks }

// Steps returns the explanation of the attack in progress, or of the last
// one once it is over: how each card fared, how the damage was taken, who
// died, who attacks next. Before the first attack it is StartSteps.
func (g *Game) Steps() game.Explanation { return append(game.Explanation{}, g.steps...) }

// NextAttackerWhy returns the seat that attacks next with the rule that
// makes it so (SWORDS-4, or the dealer's left at the start), or -1 and
// the reason nobody does: damage choices are pending, or the fight is
// over.
func (g *Game) NextAttackerWhy() (int, game.Step) {
	if g.cur != nil {
		return -1, step(msgMustChoose.With(Seat(g.pending[0]).Start()), SecDamage, "")
	}
	if w, over := g.Winner(); over {
		return -1, WinnerStep(w)
	}
	return g.next, g.why
}

// Current returns the attack whose damage is being delivered, or nil.
func (g *Game) Current() *Outcome { return g.cur }

// Pending returns the damaged knights that still have to choose how they
// take the damage, clockwise.
func (g *Game) Pending() []int { return append([]int{}, g.pending...) }

// WeakSuits returns the suits no face-up armor of seat covers.
func (g *Game) WeakSuits(seat int) ([]cards.Suit, error) {
	if seat < 0 || seat >= len(g.knights) {
		return nil, invalid(ErrSetup, "seat", msgSeatRange.With(seat, len(g.knights)-1))
	}
	return WeakSuits(g.setup.StrongSuit, g.knights[seat].FaceUp()), nil
}

func (g *Game) checkNotArmor(field string, c cards.Card) error {
	for _, k := range g.knights {
		for _, a := range k.Armor {
			if a.Card == c {
				return impossible(ErrIsArmor, field, msgIsArmor.With(c, Seat(k.Seat).Said()))
			}
		}
	}
	return nil
}

// Attack resolves the next sword attack. plays[0] must be the next
// attacker's. Forced steals (face-down defences, Steal-To-Stop) are
// delivered at once; the other damaged knights are then Pending. A refused
// attack leaves the game as it was.
func (g *Game) Attack(plays []Play) (*Outcome, error) {
	if w, over := g.Winner(); over {
		return nil, impossible(ErrGameOver, "", msgFightOver.With(Seat(w).Said()))
	}
	if g.cur != nil {
		return nil, illegal(ErrChoice, "attack", msgDamageFirst.With(Seat(g.pending[0]).Said()), ruleDamageFirst.With())
	}
	if len(plays) == 0 {
		return nil, invalid(ErrPlay, "plays", msgNoPlays.With())
	}
	for i, p := range plays {
		if p.Seat >= 0 && p.Seat < len(g.knights) && !g.knights[p.Seat].Alive {
			return nil, impossible(ErrPlay, fmt.Sprintf("plays[%d].seat", i), msgDeadKnight.With(Seat(p.Seat).Said()))
		}
	}
	if plays[0].Seat != g.next {
		return nil, illegal(ErrOrder, "plays[0].seat", msgNotYourTurn.With(Seat(plays[0].Seat).Said(), Seat(g.next).Said()), ruleNextAttacker.With())
	}
	for i, p := range plays {
		if p.Card != (cards.Card{}) {
			if err := g.checkNotArmor(fmt.Sprintf("plays[%d].card", i), p.Card); err != nil {
				return nil, err
			}
		}
	}
	o, err := Resolve(Attack{StrongSuit: g.setup.StrongSuit, Living: g.Living(), Plays: plays,
		FirstAttack: !g.knights[g.next].Attacked, Options: g.setup.Options})
	if err != nil {
		return nil, err
	}
	// Follow the deck through the attack: a hand card was in the deck at
	// its knight's last draw, before this attack; a random card is the
	// deck's top card when it is played. The draws come in play order
	// (with Hectic Knights after everyone played: the same cards).
	pile := g.pile
	drew := append([]DeckMark{}, g.drew...)
	for i, p := range plays {
		d, _ := o.Defence(p.Seat) // the attacker's is the zero Defence: replaced
		field := fmt.Sprintf("plays[%d].card", i)
		switch {
		case p.Random:
			pile.take(1)
			if err := g.checkInPlay(field, p.Card, pile.mark(), -1); err != nil {
				return nil, err
			}
		default:
			if p.Card != (cards.Card{}) {
				if err := g.checkInPlay(field, p.Card, drew[p.Seat], p.Seat); err != nil {
					return nil, err
				}
			}
			if !unreplaced(o, d) {
				pile.take(1)
				drew[p.Seat] = pile.mark()
			}
		}
	}
	g.pile, g.drew = pile, drew
	g.knights[o.Attacker].Attacked = true
	g.cur, g.last, g.died, g.pending, g.stolen = o, o, []int{}, []int{}, false
	g.steps = game.Explanation{}
	g.onTable = map[cards.Card]bool{}
	for _, p := range plays {
		if p.Card != (cards.Card{}) {
			g.onTable[p.Card] = true
			delete(g.gone, p.Card)
		}
	}
	g.steps = append(g.steps, o.Steps...)
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			g.deliver(s, Steal, cards.Card{})
		} else {
			g.pending = append(g.pending, s)
		}
	}
	g.maybeFinish()
	return o, nil
}

// unreplaced reports whether a defence's hand card is not replaced from
// the deck: a face-down steal under Stealing Costs, or a Steal-To-Stop
// steal made while defending (a random card is the deck's top card, so it
// left the deck all the same).
func unreplaced(o *Outcome, d Defence) bool {
	return d.Stole && !d.Random && (d.FaceDown && o.Options.StealingCosts || o.Options.StealToStop)
}

// checkInPlay refuses a card that cannot be in a knight's hand or on the
// deck's top at this point of the fight (GEN-1): it went to the discard
// pile and the deck was not reshuffled since (for a hand card: before the
// knight's last draw), or it is the Strong Suit card and the deck was not
// yet drawn down to it. at is the deck at the knight's last draw (seat) or
// when the random card was turned up (seat −1).
func (g *Game) checkInPlay(field string, c cards.Card, at DeckMark, seat int) error {
	if gone, ok := g.gone[c]; ok && at.Shuffles <= gone {
		why := msgNotReshuffled.With()
		if seat >= 0 {
			why = msgNoDrawSince.With(Seat(seat).Said())
		}
		return impossible(ErrDiscarded, field, msgDiscarded.With(c, why))
	}
	if c == g.setup.StrongCard && at.Taken < g.pile.FirstDeck {
		when := msgThisIsCard.With(at.Taken)
		if seat >= 0 {
			when = msgLastDrawWas.With(Seat(seat).Said(), at.Taken)
		}
		return impossible(ErrUnderDeck, field, msgUnderDeck.With(c, g.pile.FirstDeck, when))
	}
	return nil
}

// Pile returns the count of the deck and the discard pile.
func (g *Game) Pile() Pile { return g.pile }

// DamageOption is one way a damaged knight may take the damage, with the
// knight's state after it.
type DamageOption struct {
	Choice Choice
	// Cards: for TurnDown the face-up armors that can take the hit; for
	// Steal the attacking card; for HandToArmor empty (any hand card).
	Cards      []cards.Card
	HandAfter  int
	ArmorAfter []Armor
	Dies       bool
	// Text says the option in English; Said is it as a message, for the
	// reader's language.
	Text string
	Said game.Message
}

// Options returns the ways a pending damaged knight may take the damage.
func (g *Game) Options(seat int) ([]DamageOption, error) {
	if err := g.checkPending(seat); err != nil {
		return nil, err
	}
	o, k := g.cur, g.knights[seat]
	out := []DamageOption{}
	for _, c := range o.Choices(seat) {
		opt := DamageOption{Choice: c, Cards: []cards.Card{}, HandAfter: k.Hand - 1}
		switch c {
		case HandToArmor:
			opt.ArmorAfter = append(append([]Armor{}, k.Armor...), Armor{FaceUp: true})
			opt.Said = msgOptionHand.With()
		case Steal:
			opt.Cards = []cards.Card{o.AttackCard}
			opt.ArmorAfter = append(append([]Armor{}, k.Armor...), Armor{Card: o.AttackCard, FaceUp: true})
			opt.Said = msgOptionSteal.With(o.AttackCard)
		case TurnDown:
			for _, a := range k.Armor {
				if a.FaceUp && Absorbs(o.StrongSuit, a.Card, o.AttackCard) {
					opt.Cards = append(opt.Cards, a.Card)
				}
			}
			if len(opt.Cards) == 0 {
				continue
			}
			opt.HandAfter = k.Hand
			opt.ArmorAfter = append([]Armor{}, k.Armor...)
			opt.Said = msgOptionTurnDown.With(armorWords(o.StrongSuit, o.AttackCard.Suit), cards.Cards(opt.Cards))
		}
		opt.Dies = opt.HandAfter == 0
		if opt.Dies {
			opt.Said = msgOptionDies.With(opt.Said)
		}
		opt.Text = opt.Said.String()
		out = append(out, opt)
	}
	return out, nil
}

func (g *Game) checkPending(seat int) error {
	if seat < 0 || seat >= len(g.knights) {
		return invalid(ErrChoice, "seat", msgSeatRange.With(seat, len(g.knights)-1))
	}
	if g.cur == nil {
		if g.last != nil && g.last.IsDamaged(seat) {
			return illegal(ErrChoice, "seat", msgTakenDamage.With(Seat(seat).Said()), ruleOnce.With())
		}
		if g.last != nil {
			return illegal(ErrChoice, "seat", msgNotDamagedLast.With(Seat(seat).Said()), ruleDamagedChooses.With())
		}
		return illegal(ErrChoice, "seat", msgNoAttackWaiting.With(Seat(seat).Said()), ruleDamagedChoosesPlain.With())
	}
	for _, s := range g.pending {
		if s == seat {
			return nil
		}
	}
	if g.cur.IsDamaged(seat) {
		return illegal(ErrChoice, "seat", msgTakenDamage.With(Seat(seat).Said()), ruleOnce.With())
	}
	return illegal(ErrChoice, "seat", msgNotDamaged.With(Seat(seat).Said()), ruleDamagedChooses.With())
}

// Choose delivers seat's damage the way it chose. card is the hand card
// laid as armor (HandToArmor, required: it is face up), the hand card
// discarded (Steal, optional), or the armor turned down (TurnDown,
// optional when only one face-up armor can take the hit).
func (g *Game) Choose(seat int, c Choice, card cards.Card) error {
	if err := g.checkPending(seat); err != nil {
		return err
	}
	opts, _ := g.Options(seat)
	var opt *DamageOption
	for i := range opts {
		if opts[i].Choice == c {
			opt = &opts[i]
		}
	}
	o := g.cur
	if opt == nil {
		if err := o.CheckChoice(seat, c, cards.Card{}); err != nil {
			return err
		}
		return illegal(ErrChoice, "choice", msgNoArmor.With(Seat(seat).Said(), o.AttackCard, armorWords(o.StrongSuit, o.AttackCard.Suit)), ruleArmorCoversPlain.With())
	}
	if card != (cards.Card{}) && (card.IsJoker() || !card.Valid()) {
		return invalid(ErrChoice, "card", msgChoiceNoCard.With(Seat(seat).Said(), card))
	}
	switch c {
	case HandToArmor:
		if card == (cards.Card{}) {
			return invalid(ErrChoice, "card", msgNameHandCard.With(Seat(seat).Said()))
		}
		if err := g.checkHandCard(seat, card); err != nil {
			return err
		}
	case Steal:
		if card != (cards.Card{}) {
			if err := g.checkHandCard(seat, card); err != nil {
				return err
			}
		}
	case TurnDown:
		if card == (cards.Card{}) {
			if len(opt.Cards) > 1 {
				return invalid(ErrChoice, "card", msgNameArmor.With(Seat(seat).Said(), cards.Cards(opt.Cards)))
			}
			card = opt.Cards[0]
		}
		found := false
		for _, a := range opt.Cards {
			found = found || a == card
		}
		if !found {
			return illegal(ErrChoice, "card", msgNotTheirArmor.With(Seat(seat).Said(), card, o.AttackCard), ruleArmorCovers.With())
		}
	}
	g.deliver(seat, c, card)
	for i, s := range g.pending {
		if s == seat {
			g.pending = append(g.pending[:i], g.pending[i+1:]...)
			break
		}
	}
	g.maybeFinish()
	return nil
}

// checkHandCard: a card said to come from seat's hand cannot be on the
// table, anyone's armor, in the discard pile or still under the deck
// (GEN-1).
func (g *Game) checkHandCard(seat int, c cards.Card) error {
	if g.onTable[c] {
		return impossible(ErrOnTable, "card", msgOnTable.With(Seat(seat).Said(), c))
	}
	if err := g.checkNotArmor("card", c); err != nil {
		return err
	}
	return g.checkInPlay("card", c, g.drew[seat], seat)
}

// deliver applies a damage choice (already checked).
func (g *Game) deliver(seat int, c Choice, card cards.Card) {
	k := &g.knights[seat]
	o := g.cur
	switch c {
	case HandToArmor:
		k.Hand--
		k.Armor = append(k.Armor, Armor{Card: card, FaceUp: true})
		delete(g.gone, card) // armor now, for good
		g.steps.Say(msgLaysArmor.With(Seat(seat).Start(), card), SecDamage, "")
	case Steal:
		k.Hand--
		k.Armor = append(k.Armor, Armor{Card: o.AttackCard, FaceUp: true})
		g.stolen = true
		d, _ := o.Defence(seat)
		switch {
		case d.FaceDown && g.setup.Options.StealingCosts:
			g.steps.Say(msgTakesCosts.With(Seat(seat).Start(), o.AttackCard), SecCosts, "SWORDS-8")
		case unreplaced(o, d):
			g.steps.Say(msgTakesAtOnce.With(Seat(seat).Start(), o.AttackCard), SecStealSt, "SWORDS-7")
		case d.Stole && g.setup.Options.StealToStop:
			// A random card was the deck's own: there is nothing to leave
			// unreplaced, so a hand card goes as with any steal.
			g.pile.Discards++
			g.steps.Say(msgTakesRandom.With(Seat(seat).Start(), o.AttackCard), SecStealSt, "SWORDS-7")
		default:
			g.pile.Discards++
			if card != (cards.Card{}) {
				g.gone[card] = g.pile.Shuffles
				g.steps.Say(msgStealsDiscards.With(Seat(seat).Start(), o.AttackCard, card), SecDamage, "SWORDS-6")
			} else {
				g.steps.Say(msgSteals.With(Seat(seat).Start(), o.AttackCard), SecDamage, "SWORDS-6")
			}
		}
	case TurnDown:
		for i := range k.Armor {
			if k.Armor[i].Card == card && k.Armor[i].FaceUp {
				k.Armor[i].FaceUp = false
				break
			}
		}
		g.steps.Say(msgTurnsDown.With(Seat(seat).Start(), card), SecDamage, "SWORDS-3")
	}
	if k.Hand == 0 {
		k.Alive = false
		g.died = append(g.died, seat)
		g.steps.Say(msgDead.With(Seat(seat).Start()), SecDamage, "")
	}
}

// maybeFinish completes the attack once every damage is delivered.
func (g *Game) maybeFinish() {
	if g.cur == nil || len(g.pending) > 0 {
		return
	}
	o := g.cur
	g.cur = nil
	g.attacks++
	// The cards of the attack go to the discard pile, but for an attacking
	// card stolen as armor.
	n := 1 + len(o.Defences)
	if g.stolen {
		n--
	}
	g.pile.Discards += n
	for c := range g.onTable {
		if !(g.stolen && c == o.AttackCard) {
			g.gone[c] = g.pile.Shuffles
		}
	}
	g.onTable = map[cards.Card]bool{}
	if w, over := g.Winner(); over {
		g.reason = NextReason{Why: WhyWins, Seat: w}
		g.why = g.reason.Step()
		g.steps = append(g.steps, g.why)
		g.next = w
		return
	}
	g.reason = o.NextReason(g.died)
	g.next, g.why = g.reason.Seat, g.reason.Step()
	g.steps = append(g.steps, g.why)
}

// Died returns the seats that died in the last attack.
func (g *Game) Died() []int { return append([]int{}, g.died...) }
