package carts

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// WarningKind tells the app what a Warning is about.
type WarningKind uint8

const (
	WarnLastCard  WarningKind = iota // a player holds one card and must announce it
	WarnPenalty                      // a player missed the announcement and drew the penalty
	WarnOverflow                     // a player ended a turn with more than 25 cards and is out
	WarnSkipped                      // a player's turn was skipped
	WarnChainVoid                    // a chain was void for a player with a single card
	WarnExtraTurn                    // the rule of 16 gave an extra turn
	WarnWinner                       // the game is over
	WarnRebuilt                      // the drawing pile ran out during a draw and was rebuilt from the playing pile
)

var warningNames = [...]string{"last_card", "penalty", "overflow", "skipped", "chain_void", "extra_turn", "winner", "rebuilt"}

// Refusals of the playing pile: the table is counted, not seen, but the
// cards played are known, and the decks hold Decks copies of each card
// (CARTS-4). Both come as a *game.Error citing GEN-1.
var (
	// ErrOnThePile: every copy of the card the decks hold is on the
	// playing pile since it was last rebuilt, so none is in anyone's hand.
	// The refusal's sentinel is an *OnThePile, which matches it.
	ErrOnThePile = game.NewSentinel("carts-tity.err.on_the_pile", "every copy of the card the decks hold is on the playing pile: it is in no one's hand")
	// ErrDrawPileLeft: the drawing pile is rebuilt only once it is empty,
	// and the cards counted outside it leave some in it.
	ErrDrawPileLeft = game.NewSentinel("carts-tity.err.draw_pile_left", "the drawing pile is rebuilt from the playing pile only once it is empty")
)

// OnThePile is the sentinel of a card refused because every copy of it
// is on the playing pile: the table says it in words from these fields.
// errors.Is(err, ErrOnThePile) holds.
type OnThePile struct {
	Card  cards.ElementCard
	Decks int  // decks in play: the copies of each card
	Top   bool // one of the copies is the top card
}

// Error says what is wrong in the rule's words.
func (o *OnThePile) Error() string { return ErrOnThePile.Error() }

// Is makes errors.Is(err, ErrOnThePile) hold.
func (o *OnThePile) Is(target error) bool { return target == ErrOnThePile }

// Message says what is wrong in the rule's words, in any language.
func (o *OnThePile) Message() game.Message { return ErrOnThePile.With() }

// String returns the warning's name.
func (k WarningKind) String() string {
	if int(k) < len(warningNames) {
		return warningNames[k]
	}
	return fmt.Sprintf("WarningKind(%d)", k)
}

// MarshalText writes the name.
func (k WarningKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Warning is something the table must be told after an action.
type Warning struct {
	Kind   WarningKind `json:"kind"`
	Player int         `json:"player"`
	Cards  int         `json:"cards,omitempty"` // penalty cards, or the hand that overflowed
	Step   game.Step   `json:"step"`
}

// TurnState is a game of Cârts Tîty in progress, counted rather than seen:
// the top card, every hand's size, whose turn it is and what they owe. The
// app drives it with one call per action; each call either changes the
// state and returns what happened, or refuses and changes nothing.
type TurnState struct {
	Rules Rules
	Decks int

	top       cards.ElementCard
	hands     []int
	out       []bool // overflowed
	exchanges []int  // hand exchanges used
	skipNext  []bool // skips their next turn after an exchange
	announced []bool // announced their last card
	// deadline[p] is the player whose turn's end makes p's missing
	// announcement cost the penalty; -1 when nothing is pending.
	deadline []int

	turn int
	// chain is where the chain of follow-ups stands for the player on
	// turn: behind what they owe, or behind a pending skip (a same-element
	// follow-up counts in the chain, CARTS-1). 0: no chain.
	chain       int
	owed        int  // cards the player on turn owes: chain, +1 on a single card (CARTS-3)
	skipPending bool // the player on turn must skip unless answering
	extraTurn   bool // the player on turn is in an extra turn
	winner      int  // -1 while the game goes on
	survivor    bool // the winner is the last one left after overflows
	warnings    []Warning

	// onPile counts the copies of each card on the playing pile since it
	// was last rebuilt, the top card included; pile is their sum. A card
	// whose every copy is there is in no one's hand (CARTS-4, GEN-1).
	onPile [4 * cards.MaxValue]uint8
	pile   int
	// exchanged counts the cards discarded by hand exchanges over the
	// round: the rules do not say where they go, so the drawing pile is
	// known only between bounds (DrawPile).
	exchanged int
	rebuilds  int
}

// NewTurnState deals a game: players hands of 8 cards, top the first card
// of the playing pile, player 0 to play. Players must be at least 2.
func NewTurnState(players int, top cards.ElementCard, r Rules) (*TurnState, error) {
	if players < 2 {
		return nil, game.Refuse(game.ErrImpossible, ErrNoPlayer, "players", msgTooFewPlayers.With(players)).Citing(game.RuleImpossible)
	}
	if !top.Valid() {
		return nil, game.Refuse(game.ErrInvalid, cards.ErrNotACard, "top", msgNotAPymthegCard.With())
	}
	decks := r.Decks
	if decks <= 0 {
		decks = DecksFor(players)
	}
	if need := StartHand*players + 1; need > DeckCards*decks {
		return nil, game.Refuse(game.ErrImpossible, nil, "decks", msgCannotDeal.With(decks, DeckCards, StartHand, players)).Citing(game.RuleImpossible)
	}
	t := &TurnState{
		Rules: r, Decks: decks, top: top,
		hands: make([]int, players), out: make([]bool, players), exchanges: make([]int, players),
		skipNext: make([]bool, players), announced: make([]bool, players), deadline: make([]int, players),
		winner: -1,
	}
	for i := range t.hands {
		t.hands[i] = StartHand
		t.deadline[i] = -1
	}
	t.putOnPile(top)
	return t, nil
}

// pileIndex is a card's place in onPile.
func pileIndex(c cards.ElementCard) int {
	return (int(c.Element)-int(cards.Fire))*cards.MaxValue + c.Value - 1
}

func (t *TurnState) putOnPile(c cards.ElementCard) {
	t.onPile[pileIndex(c)]++
	t.pile++
}

// OnPile is how many copies of card are on the playing pile since it was
// last rebuilt, the top card included.
func (t *TurnState) OnPile(c cards.ElementCard) int {
	if !c.Valid() {
		return 0
	}
	return int(t.onPile[pileIndex(c)])
}

// Rebuilds is how many times the drawing pile was rebuilt this round.
func (t *TurnState) Rebuilds() int { return t.rebuilds }

// DrawPile is what the drawing pile can hold: at least least and at most
// most cards. The decks' cards are in the hands (overflowed ones
// included: those cards left play, CARTS-4), on the playing pile, in the
// drawing pile, or among the cards discarded by hand exchanges, which the
// rules place nowhere. Either bound may be below 0 after a draw: the
// drawing pile may have (or must have) run out during it.
func (t *TurnState) DrawPile() (least, most int) {
	held := 0
	for _, h := range t.hands {
		held += h
	}
	most = DeckCards*t.Decks - held - t.pile
	return most - t.exchanged, most
}

// CanRebuild reports why the drawing pile cannot have been rebuilt now
// (the round is over, or the cards counted outside the drawing pile leave
// some in it), or nil.
func (t *TurnState) CanRebuild() error {
	if err := t.ready(); err != nil {
		return err
	}
	if least, _ := t.DrawPile(); least > 0 {
		return game.Refuse(game.ErrImpossible, ErrDrawPileLeft, "", msgDrawPileLeft.With(least)).Citing(game.RuleImpossible)
	}
	return nil
}

// Rebuild records the table rebuilding the drawing pile from the playing
// pile, all but its top card shuffled (Game flow): the cards played since
// the last rebuild may come into the hands again. A draw that needs more
// cards than the drawing pile can hold rebuilds it by itself (a
// WarnRebuilt); the table records a rebuild it saw happen, once the
// drawing pile may be empty.
func (t *TurnState) Rebuild() error {
	if err := t.CanRebuild(); err != nil {
		return err
	}
	t.warnings = t.warnings[:0]
	t.rebuild()
	return nil
}

func (t *TurnState) rebuild() {
	t.onPile = [4 * cards.MaxValue]uint8{}
	t.pile = 0
	t.putOnPile(t.top)
	t.rebuilds++
}

// draw gives player p n cards from the drawing pile; when it cannot hold
// them, it ran out during the draw and was rebuilt (Game flow).
func (t *TurnState) draw(p, n int) {
	if _, most := t.DrawPile(); n > most {
		t.rebuild()
		t.warnRuled(WarnRebuilt, p, n, msgWarnRebuilt.With(p), SecGameFlow, RulingDecks)
	}
	t.hands[p] += n
}

// Players is the number of players dealt in.
func (t *TurnState) Players() int { return len(t.hands) }

// Turn is the player on turn.
func (t *TurnState) Turn() int { return t.turn }

// Top is the top card of the playing pile.
func (t *TurnState) Top() cards.ElementCard { return t.top }

// Hand is the number of cards player p holds.
func (t *TurnState) Hand(p int) int {
	if p < 0 || p >= len(t.hands) {
		return 0
	}
	return t.hands[p]
}

// Hands returns a copy of every hand's size.
func (t *TurnState) Hands() []int { return append([]int(nil), t.hands...) }

// Out reports whether player p overflowed and left the game.
func (t *TurnState) Out(p int) bool { return p >= 0 && p < len(t.out) && t.out[p] }

// ExchangesLeft is how many hand exchanges player p still has.
func (t *TurnState) ExchangesLeft(p int) int {
	if p < 0 || p >= len(t.exchanges) {
		return 0
	}
	return MaxExchanges - t.exchanges[p]
}

// Owed is what the player on turn must draw unless they answer with a
// follow-up (0 when nothing is owed): the chain, one more on a single card.
func (t *TurnState) Owed() int { return t.owed }

// Chain is where the chain of follow-ups stands for the player on turn,
// behind what they owe or behind a pending skip (0: no chain). A follow-up
// answer makes the next player owe the next amount (CARTS-1).
func (t *TurnState) Chain() int { return t.chain }

// MustSkip reports whether the player on turn must skip unless they answer
// with a follow-up.
func (t *TurnState) MustSkip() bool { return t.skipPending }

// ExtraTurn reports whether the player on turn is taking an extra turn
// (rule of 16).
func (t *TurnState) ExtraTurn() bool { return t.extraTurn }

// Winner returns the winner once the game is over.
func (t *TurnState) Winner() (int, bool) { return t.winner, t.winner >= 0 }

// SoleSurvivor reports whether the winner won by being the last player left
// after the others overflowed.
func (t *TurnState) SoleSurvivor() bool { return t.survivor }

// Finished reports whether the game is over.
func (t *TurnState) Finished() bool { return t.winner >= 0 }

// Warnings returns what the last action raised, in order.
func (t *TurnState) Warnings() []Warning { return append([]Warning{}, t.warnings...) }

// MustDraw is how many cards the player on turn draws when not playing: the
// owed cards, else one.
func (t *TurnState) MustDraw() int {
	if t.owed > 0 {
		return t.owed
	}
	return 1
}

// Situation is what the player on turn faces, for Play.
func (t *TurnState) Situation() Situation {
	return Situation{Top: t.top, Owed: t.owed, SkipPending: t.skipPending, Chain: t.chain, Hand: t.hands[t.turn]}
}

// Clone returns an independent copy of the table, to try actions on.
func (t *TurnState) Clone() *TurnState {
	c := *t
	c.hands = append([]int(nil), t.hands...)
	c.out = append([]bool(nil), t.out...)
	c.exchanges = append([]int(nil), t.exchanges...)
	c.skipNext = append([]bool(nil), t.skipNext...)
	c.announced = append([]bool(nil), t.announced...)
	c.deadline = append([]int(nil), t.deadline...)
	c.warnings = append([]Warning(nil), t.warnings...)
	return &c
}

// Try answers what playing card would do, without playing it: the
// Result (legal or not, with the reason and the steps), the warnings the
// play would raise, and the refusal Play would give. The table does not
// change.
func (t *TurnState) Try(card cards.ElementCard) (Result, []Warning, error) {
	c := t.Clone()
	res, err := c.Play(card)
	if err != nil {
		return res, nil, err
	}
	return res, c.Warnings(), nil
}

// CanPlay reports why the player on turn may not play at all (the round
// is over), or nil; whether a given card may go is Try's answer.
func (t *TurnState) CanPlay() error { return t.ready() }

// CanDraw reports why the player on turn may not draw (the round is over,
// or they must skip unless they answer with a follow-up), or nil. What
// they draw is MustDraw.
func (t *TurnState) CanDraw() error {
	if err := t.ready(); err != nil {
		return err
	}
	if t.skipPending {
		return illegal("", RulingChain, ErrMustSkip, msgSkipNotDraw.With(t.turn))
	}
	return nil
}

// CanSkip reports why the player on turn may not skip (only a player told
// to skip by a same-element follow-up does), or nil.
func (t *TurnState) CanSkip() error {
	if err := t.ready(); err != nil {
		return err
	}
	if !t.skipPending {
		return illegal("", ErrNothingToSkip.With(), ErrNothingToSkip, msgNotToldToSkip.With(t.turn))
	}
	return nil
}

// CanExchange reports why the player on turn may not exchange their hand
// (they owe cards or must skip, have used their three exchanges, or hold
// fewer than 4 cards), or nil.
func (t *TurnState) CanExchange() error {
	if err := t.ready(); err != nil {
		return err
	}
	p := t.turn
	rule := ErrNoExchange.With()
	switch {
	case t.owed > 0:
		return illegal("", RulingChain, ErrNoExchange, msgExchangeOwes.With(p, t.owed))
	case t.skipPending:
		return illegal("", RulingChain, ErrNoExchange, msgExchangeSkip.With(p))
	case t.exchanges[p] >= MaxExchanges:
		return illegal("", rule, ErrNoExchange, msgExchangedThrice.With(p, MaxExchanges))
	case t.hands[p] < MinExchangeHand:
		return illegal("", rule, ErrNoExchange, msgExchangeFew.With(p, t.hands[p], MinExchangeHand))
	}
	return nil
}

// CanAnnounce reports why player p has nothing to announce (no such
// player, or not holding a single card), or nil.
func (t *TurnState) CanAnnounce(p int) error {
	if p < 0 || p >= len(t.hands) {
		return game.Refuse(game.ErrInvalid, ErrNoPlayer, "player", msgNoSuchPlayer.With(p, len(t.hands)-1))
	}
	if t.hands[p] != 1 {
		return illegal("player", ruleAnnounceOne.With(), nil, msgNothingToAnnounce.With(p, t.hands[p]))
	}
	return nil
}

// MustAnnounce reports whether player p holds a single card they have not
// announced yet while the round goes on: the table should ask them, as
// missing it costs penalty cards (CARTS-3) once AnnounceBy's turn ends.
func (t *TurnState) MustAnnounce(p int) bool {
	return t.winner < 0 && p >= 0 && p < len(t.hands) && !t.out[p] && t.hands[p] == 1 && !t.announced[p]
}

// AnnounceBy is the player whose turn's end makes player p's missing
// announcement cost the penalty; ok is false when nothing is pending.
func (t *TurnState) AnnounceBy(p int) (player int, ok bool) {
	if p < 0 || p >= len(t.deadline) || t.deadline[p] < 0 {
		return 0, false
	}
	return t.deadline[p], true
}

// Announced reports whether player p has announced their single card.
func (t *TurnState) Announced(p int) bool {
	return p >= 0 && p < len(t.announced) && t.announced[p] && t.hands[p] == 1
}

func (t *TurnState) ready() error {
	if t.winner >= 0 {
		return illegal("", ruleRoundEnds.With(), ErrGameOver, msgHasWon.With(t.winner))
	}
	return nil
}

// Play plays card from the hand of the player on turn. An illegal card is
// refused (the error wraps the Result's reason) and nothing changes.
func (t *TurnState) Play(card cards.ElementCard) (Result, error) {
	if err := t.ready(); err != nil {
		return Result{}, err
	}
	if !card.Valid() {
		return Result{}, game.Refuse(game.ErrInvalid, cards.ErrNotACard, "card", msgNotAPymthegCard.With())
	}
	if n := t.OnPile(card); n >= t.Decks {
		return Result{Reason: t.onThePile(card)}, t.onThePile(card)
	}
	p := t.turn
	s := t.Situation()
	// After this play the player holds one card fewer; a hand of one
	// anywhere stops skips and the rule of 16 (CARTS-3).
	s.LastCard = t.hands[p]-1 == 1
	for q, h := range t.hands {
		if q != p && !t.out[q] && h == 1 {
			s.LastCard = true
		}
	}
	nxt := t.nextActive(p)
	s.NextHand = t.hands[t.nextTaker(p)]
	res := Play(t.Rules, s, card)
	if !res.Legal {
		return res, game.Prefix(res.Reason, "card")
	}
	t.warnings = t.warnings[:0]
	t.top = card
	t.putOnPile(card)
	t.hands[p]--
	t.chain, t.owed, t.skipPending, t.extraTurn = 0, 0, false, false
	if t.hands[p] == 0 {
		t.winner = p
		t.warn(WarnWinner, p, 0, msgWarnWins.With(p), SecEnd)
		return res, nil
	}
	if t.hands[p] == 1 {
		t.announced[p] = false
		t.deadline[p] = nxt
		t.warn(WarnLastCard, p, 1, msgWarnLastCard.With(p, nxt), SecLastCard)
	}
	switch res.Next {
	case NextSame:
		t.extraTurn = true
		t.warn(WarnExtraTurn, p, 0, msgWarnExtraTurn.With(p), SecOptional)
		return res, nil
	case NextSkip:
		t.skipPending = true
	}
	// The chain's count, without the last-card extra: endTurn adds it (or
	// voids the chain) for whoever actually takes the next turn. After a
	// skip it stays: a follow-up answering the skip carries it on.
	t.chain = res.Chain
	t.endTurn()
	return res, nil
}

// Draw records the player on turn drawing n cards, which must be what the
// rules ask (MustDraw): the owed cards, else one. Drawing ends the turn.
func (t *TurnState) Draw(n int) error {
	if err := t.CanDraw(); err != nil {
		return err
	}
	if want := t.MustDraw(); n != want {
		return illegal("n", ErrWrongDraw.With(), ErrWrongDraw, msgWrongDraw.With(t.turn, want, n))
	}
	t.warnings = t.warnings[:0]
	t.draw(t.turn, n)
	t.chain, t.owed, t.extraTurn = 0, 0, false
	t.endTurn()
	return nil
}

// Skip records the player on turn skipping as a same-element follow-up
// forced them to. It ends the turn.
func (t *TurnState) Skip() error {
	if err := t.CanSkip(); err != nil {
		return err
	}
	t.warnings = t.warnings[:0]
	// Skipping ends the chain: the next player plays normally.
	t.skipPending, t.chain = false, 0
	t.warnRuled(WarnSkipped, t.turn, 0, msgWarnSkips.With(t.turn), SecGameFlow, RulingChain)
	t.endTurn()
	return nil
}

// Exchange records the player on turn discarding their whole hand and
// drawing as many cards: allowed three times per game, with at least 4
// cards, on a turn that owes nothing. The turn ends and the player skips
// their next one.
func (t *TurnState) Exchange() error {
	if err := t.CanExchange(); err != nil {
		return err
	}
	p := t.turn
	t.warnings = t.warnings[:0]
	// The hand goes where the rules do not say and as many cards come
	// from the drawing pile.
	n := t.hands[p]
	t.hands[p] = 0
	t.exchanged += n
	t.draw(p, n)
	t.exchanges[p]++
	t.skipNext[p] = true
	t.extraTurn = false
	t.endTurn()
	return nil
}

// Announce records that player p announced holding a single card.
func (t *TurnState) Announce(p int) error {
	if err := t.CanAnnounce(p); err != nil {
		return err
	}
	t.announced[p] = true
	t.deadline[p] = -1
	return nil
}

func (t *TurnState) warn(k WarningKind, p, n int, said game.Message, section game.Word) {
	ruling := ""
	if section == SecLastCard {
		ruling = RulingLastCard
	}
	t.warnRuled(k, p, n, said, section, ruling)
}

func (t *TurnState) warnRuled(k WarningKind, p, n int, said game.Message, section game.Word, ruling string) {
	var step game.Explanation
	step.Say(said, section, ruling)
	t.warnings = append(t.warnings, Warning{Kind: k, Player: p, Cards: n, Step: step[0]})
}

// nextActive is the first player after p still in the game.
func (t *TurnState) nextActive(p int) int {
	n := len(t.hands)
	for i := 1; i <= n; i++ {
		q := (p + i) % n
		if !t.out[q] {
			return q
		}
	}
	return p
}

// nextTaker is the player who takes the turn after p: the next one still
// in the game who does not sit it out after exchanging their hand. An
// owed chain or a skip passes to them.
func (t *TurnState) nextTaker(p int) int {
	q := p
	for range t.hands {
		q = t.nextActive(q)
		if !t.skipNext[q] || q == p {
			return q
		}
	}
	return t.nextActive(p)
}

func (t *TurnState) active() []int {
	var a []int
	for p := range t.hands {
		if !t.out[p] {
			a = append(a, p)
		}
	}
	return a
}

// endTurn closes the turn of the player on turn: missed announcements,
// overflows, then the next player's turn (skipping exchanged players).
func (t *TurnState) endTurn() {
	ended := t.turn
	for {
		t.closeTurn(ended)
		if t.winner >= 0 {
			return
		}
		t.turn = t.nextActive(ended)
		if t.skipNext[t.turn] {
			t.skipNext[t.turn] = false
			t.warn(WarnSkipped, t.turn, 0, msgWarnSkipsAfterEx.With(t.turn), SecGameFlow)
			// The owed chain or skip waits for the next player who plays.
			ended = t.turn
			continue
		}
		break
	}
	t.owed = 0
	if t.chain > 0 && !t.skipPending {
		owed := OwedWithLastCard(t.chain, t.hands[t.turn])
		switch {
		case owed == 0:
			t.warn(WarnChainVoid, t.turn, t.chain+1, msgWarnVoid.With(t.turn, t.chain+1), SecLastCard)
			t.chain = 0
		case owed != t.chain:
			t.warn(WarnLastCard, t.turn, owed, msgWarnOneMore.With(t.turn, owed), SecLastCard)
		}
		t.owed = owed
	}
}

// closeTurn applies what happens when player p's turn ends.
func (t *TurnState) closeTurn(p int) {
	for q, d := range t.deadline {
		if d != p {
			continue
		}
		t.deadline[q] = -1
		if t.out[q] || t.announced[q] || t.hands[q] != 1 {
			continue
		}
		var others []int
		for r, h := range t.hands {
			if r != q && !t.out[r] {
				others = append(others, h)
			}
		}
		n := LastCardPenalty(others)
		t.draw(q, n)
		t.warn(WarnPenalty, q, n, msgWarnPenalty.With(q, p, n), SecLastCard)
	}
	for q, h := range t.hands {
		if !t.out[q] && Overflowed(h) {
			t.out[q] = true
			t.warn(WarnOverflow, q, h, msgWarnOverflow.With(q, h, OverflowLimit), SecOverflow)
		}
	}
	if a := t.active(); len(a) == 1 {
		t.winner, t.survivor = a[0], true
		t.warn(WarnWinner, a[0], 0, msgWarnLastLeft.With(a[0]), SecOverflow)
	}
}

// onThePile is the refusal of a card whose every copy is on the playing
// pile (CARTS-4: Decks copies of each card; GEN-1: it is in no one's hand).
func (t *TurnState) onThePile(c cards.ElementCard) error {
	said := msgOnThePile
	if c == t.top {
		said = msgOnThePileTop
	}
	return game.Refuse(game.ErrImpossible, &OnThePile{Card: c, Decks: t.Decks, Top: c == t.top}, "card",
		said.With(c, t.Decks, RulingDecks)).Citing(game.RuleImpossible)
}
