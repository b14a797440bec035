package swords

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring"
)

// codec is Mortal Swords' JSON at the edges. The setup is the record's
// knights, dealer, strong_suit/strong_card and vow; a round is one element
// of the record's "attacks" as the CLI contract has it (the attack's plays
// with their marks and its damage choices); the state is the table between
// attacks.
var codec = scoring.JSONCodec[Setup, Round, Result, *Game]{
	ReadSetup:  readSetup,
	ReadRound:  readRound,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolve,
	ScoreFn:    score,
}

// suitText is a suit in JSON: "S", "spades", "♠".
type suitText struct{ cards.Suit }

func (s *suitText) UnmarshalText(b []byte) error {
	p, err := cards.ParseSuit(string(b))
	if err != nil {
		return refuse("strong_suit", msgNotASuit.With(string(b)))
	}
	s.Suit = p
	return nil
}

// seatRef is a knight named by seat number or by name.
type seatRef struct {
	seat   int
	name   string
	byName bool
	set    bool
}

func (r *seatRef) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		return nil
	}
	r.set = true
	if len(b) > 0 && b[0] == '"' {
		r.byName = true
		return json.Unmarshal(b, &r.name)
	}
	n, err := strconv.Atoi(string(b))
	if err != nil {
		return refuse("dealer", msgDealerShape.With(string(b)))
	}
	r.seat = n
	return nil
}

// cardIn is a card as written; it is read with its field path, so that a
// card that does not exist names where it is.
type cardIn struct{ text string }

func (c *cardIn) UnmarshalText(b []byte) error {
	c.text = string(b)
	return nil
}

// parse reads the card; field names it in a refusal.
func (c cardIn) parse(field string) (cards.Card, error) {
	p, err := cards.Parse(c.text)
	if err != nil {
		return cards.Card{}, refuse(field, msgCardErr.With(err))
	}
	return p, nil
}

// parseCard reads an optional card (nil: the zero Card).
func parseCard(field string, c *cardIn) (cards.Card, error) {
	if c == nil {
		return cards.Card{}, nil
	}
	return c.parse(field)
}

func cardText(c cards.Card) string {
	if c == (cards.Card{}) {
		return ""
	}
	return c.String()
}

func parseCardText(field, s string) (cards.Card, error) {
	if s == "" {
		return cards.Card{}, nil
	}
	c, err := cards.Parse(s)
	if err != nil {
		return cards.Card{}, fmt.Errorf("%s: %w", field, err)
	}
	return c, nil
}

// strongSuit reads strong_suit and/or strong_card, and returns the card
// (zero when not given). Both missing is refused.
func strongSuit(s *suitText, c *cardIn) (cards.Suit, cards.Card, error) {
	card, err := parseCard("strong_card", c)
	if err != nil {
		return cards.NoSuit, card, err
	}
	switch {
	case s == nil && c == nil:
		return cards.NoSuit, card, refuse("strong_suit", msgStrongSuitMissing.With())
	case c != nil && (card.IsJoker() || !card.Valid()):
		return cards.NoSuit, card, refuse("strong_card", msgStrongCardBad.With(card))
	case s != nil && c != nil && s.Suit != card.Suit:
		return cards.NoSuit, card, refuse("strong_suit", msgSuitMismatch.With(s.Suit, card))
	case c != nil:
		return card.Suit, card, nil
	}
	return s.Suit, card, nil
}

// ---------------------------------------------------------------------
// Setup.

// setupIn is a game's setup: the record's fields other than "game",
// "options" and "attacks".
type setupIn struct {
	Knights    []string  `json:"knights"`
	Dealer     seatRef   `json:"dealer"`
	StrongSuit *suitText `json:"strong_suit"`
	StrongCard *cardIn   `json:"strong_card"`
	Vow        []cardIn  `json:"vow"`
}

func readSetup(raw json.RawMessage) (Setup, error) {
	var in setupIn
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = json.RawMessage("{}")
	}
	if err := game.Decode(raw, &in); err != nil {
		return Setup{}, err
	}
	return setupOfIn(in.Knights, in.Dealer, in.StrongSuit, in.StrongCard, in.Vow)
}

// setupOfIn reads a setup's fields; the Strong Suit may be missing (New
// refuses it).
func setupOfIn(knights []string, dealer seatRef, suit *suitText, card *cardIn, vow []cardIn) (Setup, error) {
	s := Setup{Knights: slices.Clone(knights)}
	if suit != nil || card != nil {
		var err error
		if s.StrongSuit, s.StrongCard, err = strongSuit(suit, card); err != nil {
			return Setup{}, err
		}
	}
	for i, c := range vow {
		v, err := c.parse(fmt.Sprintf("vow[%d]", i))
		if err != nil {
			return Setup{}, err
		}
		s.Vow = append(s.Vow, v)
	}
	if dealer.set {
		s.DealerSet = true
		if dealer.byName {
			// Named before the knights are (a record seating its players
			// afterwards): Seat and New find the seat.
			s.DealerSet = false
			s.dealerName = dealer.name
			if len(knights) > 0 {
				var err error
				if s, err = s.seatDealer(); err != nil {
					return Setup{}, err
				}
			}
		} else {
			s.Dealer = dealer.seat
		}
	}
	return s, nil
}

// UnmarshalJSON reads a setup as DecodeSetup does.
func (s *Setup) UnmarshalJSON(b []byte) error {
	x, err := readSetup(b)
	if err != nil {
		return err
	}
	*s = x
	return nil
}

// setupOut is the stored setup: the dealer by name, as the new-game form
// writes it.
type setupOut struct {
	Knights    []string `json:"knights,omitempty"`
	Dealer     any      `json:"dealer,omitempty"`
	StrongSuit string   `json:"strong_suit,omitempty"`
	StrongCard string   `json:"strong_card,omitempty"`
	Vow        []string `json:"vow,omitempty"`
}

// MarshalJSON writes the setup as a record has it.
func (s Setup) MarshalJSON() ([]byte, error) {
	out := setupOut{Knights: s.Knights, StrongCard: cardText(s.StrongCard)}
	if s.StrongSuit != cards.NoSuit {
		out.StrongSuit = s.StrongSuit.String()
	}
	switch {
	case s.dealerName != "":
		out.Dealer = s.dealerName
	case s.DealerSet:
		if s.Dealer >= 0 && s.Dealer < len(s.Knights) {
			out.Dealer = s.Knights[s.Dealer]
		} else {
			out.Dealer = s.Dealer
		}
	}
	for _, c := range s.Vow {
		out.Vow = append(out.Vow, c.String())
	}
	return json.Marshal(out)
}

// ---------------------------------------------------------------------
// Rounds: one attack.

type playIn struct {
	Seat     *int    `json:"seat"`
	Card     *cardIn `json:"card"`
	Random   bool    `json:"random"`
	FaceDown bool    `json:"face_down"`
	Steal    bool    `json:"steal"`
}

type choiceIn struct {
	Seat   *int    `json:"seat"`
	Choice *string `json:"choice"`
	Card   *cardIn `json:"card"`
}

// choice reads the damage choice of choices[i] (field: its path).
func (c choiceIn) choice(field string) (swords.Choice, error) {
	if c.Choice == nil {
		return swords.NoChoice, refuse(field+".choice", msgChoiceMissing.With())
	}
	ch, err := swords.ParseChoice(*c.Choice)
	if err != nil {
		return swords.NoChoice, game.Prefix(err, field)
	}
	return ch, nil
}

// attackIn is the resolve input, and each element of a log's "attacks".
type attackIn struct {
	Game        string          `json:"game"`
	StrongSuit  *suitText       `json:"strong_suit"`
	StrongCard  *cardIn         `json:"strong_card"`
	Knights     *int            `json:"knights"`
	Attacker    *int            `json:"attacker"`
	Plays       []playIn        `json:"plays"`
	Random      []int           `json:"random"`
	FaceDown    []int           `json:"face_down"`
	Steal       *int            `json:"steal"`
	Died        []int           `json:"died"`
	FirstAttack *bool           `json:"first_attack"`
	Choices     []choiceIn      `json:"choices"`
	Options     json.RawMessage `json:"options"`
}

// plays turns the JSON plays (and the top-level seat lists random,
// face_down and steal) into engine plays. Refusals name the field inside
// the attack; a log puts "attacks[i]" in front.
func plays(in *attackIn) ([]swords.Play, error) {
	if len(in.Plays) == 0 {
		return nil, refuse("plays", msgPlaysMissing.With())
	}
	out := make([]swords.Play, len(in.Plays))
	bySeat := map[int]int{}
	for i, p := range in.Plays {
		if p.Seat == nil {
			return nil, refuse(fmt.Sprintf("plays[%d].seat", i), msgMissing.With())
		}
		if _, dup := bySeat[*p.Seat]; dup {
			return nil, refuse(fmt.Sprintf("plays[%d].seat", i), msgPlaysTwice.With(swords.Seat(*p.Seat).Said()))
		}
		bySeat[*p.Seat] = i
		c, err := parseCard(fmt.Sprintf("plays[%d].card", i), p.Card)
		if err != nil {
			return nil, err
		}
		out[i] = swords.Play{Seat: *p.Seat, Card: c, Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal}
	}
	mark := func(name string, seats []int, set func(*swords.Play)) error {
		for j, s := range seats {
			i, ok := bySeat[s]
			if !ok {
				return refuse(fmt.Sprintf("%s[%d]", name, j), msgDidNotPlay.With(swords.Seat(s).Said()))
			}
			set(&out[i])
		}
		return nil
	}
	if err := mark("random", in.Random, func(p *swords.Play) { p.Random = true }); err != nil {
		return nil, err
	}
	if err := mark("face_down", in.FaceDown, func(p *swords.Play) { p.FaceDown = true }); err != nil {
		return nil, err
	}
	if in.Steal != nil {
		if err := mark("steal", []int{*in.Steal}, func(p *swords.Play) { p.Steal = true }); err != nil {
			return nil, err
		}
	}
	if in.Attacker != nil && *in.Attacker != out[0].Seat {
		return nil, refuse("plays[0].seat", msgAttackerFirst.With(swords.Seat(*in.Attacker).Said(), swords.Seat(out[0].Seat).Said()))
	}
	return out, nil
}

// options reads the options of a resolve input.
func options(raw json.RawMessage) (swords.Options, error) {
	v, err := Schema.Parse(raw)
	if err != nil {
		return swords.Options{}, err
	}
	return fromValues(v), nil
}

// readRound reads one element of a log's "attacks". Refusals name the
// field inside the attack.
func readRound(raw json.RawMessage) (Round, error) {
	var in attackIn
	if err := game.Decode(raw, &in); err != nil {
		return Round{}, err
	}
	if in.Game != "" && in.Game != ID {
		return Round{}, refuse("game", msgOtherGame.With(in.Game))
	}
	if in.Options != nil {
		o, err := options(in.Options)
		if err != nil {
			return Round{}, err
		}
		if o != (swords.Options{}) {
			return Round{}, refuse("options", msgOptionsPerGame.With())
		}
	}
	r := Round{Knights: in.Knights, FirstAttack: in.FirstAttack, Died: in.Died}
	if in.StrongSuit != nil || in.StrongCard != nil {
		var err error
		if r.StrongSuit, r.StrongCard, err = strongSuit(in.StrongSuit, in.StrongCard); err != nil {
			return Round{}, err
		}
	}
	ps, err := plays(&in)
	if err != nil {
		return Round{}, err
	}
	r.Plays = ps
	for i, c := range in.Choices {
		field := fmt.Sprintf("choices[%d]", i)
		if c.Seat == nil {
			return Round{}, refuse(field+".seat", msgMissing.With())
		}
		ch, err := c.choice(field)
		if err != nil {
			return Round{}, err
		}
		card, err := parseCard(field+".card", c.Card)
		if err != nil {
			return Round{}, err
		}
		r.Choices = append(r.Choices, Choice{Seat: *c.Seat, Choice: ch, Card: card})
	}
	return r, nil
}

// UnmarshalJSON reads an attack as DecodeRound does.
func (r *Round) UnmarshalJSON(b []byte) error {
	x, err := readRound(b)
	if err != nil {
		return err
	}
	*r = x
	return nil
}

type playOut struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card,omitempty"`
	Random   bool   `json:"random,omitempty"`
	FaceDown bool   `json:"face_down,omitempty"`
	Steal    bool   `json:"steal,omitempty"`
}

type choiceOut struct {
	Seat   int           `json:"seat"`
	Choice swords.Choice `json:"choice"`
	Card   string        `json:"card,omitempty"`
}

// roundOut is an attack as a log records it.
type roundOut struct {
	Plays       []playOut   `json:"plays"`
	Choices     []choiceOut `json:"choices,omitempty"`
	Knights     *int        `json:"knights,omitempty"`
	FirstAttack *bool       `json:"first_attack,omitempty"`
	StrongSuit  string      `json:"strong_suit,omitempty"`
	StrongCard  string      `json:"strong_card,omitempty"`
	Died        *[]int      `json:"died,omitempty"`
}

// MarshalJSON writes the attack as one element of a log's "attacks", each
// play with its own marks.
func (r Round) MarshalJSON() ([]byte, error) {
	out := roundOut{Plays: []playOut{}, Knights: r.Knights, FirstAttack: r.FirstAttack, StrongCard: cardText(r.StrongCard)}
	if r.StrongSuit != cards.NoSuit {
		out.StrongSuit = r.StrongSuit.String()
	}
	for _, p := range r.Plays {
		out.Plays = append(out.Plays, playOut{Seat: p.Seat, Card: cardText(p.Card), Random: p.Random, FaceDown: p.FaceDown, Steal: p.Steal})
	}
	for _, c := range r.Choices {
		out.Choices = append(out.Choices, choiceOut{Seat: c.Seat, Choice: c.Choice, Card: cardText(c.Card)})
	}
	if r.Died != nil {
		// An empty list of deaths is a statement too: nobody died.
		d := r.Died
		out.Died = &d
	}
	return json.Marshal(out)
}

// ---------------------------------------------------------------------
// Results.

type resultOut struct {
	Seat   int           `json:"seat"`
	Result swords.Result `json:"result"`
}

// defenceOut is a result with its details, for the app.
type defenceOut struct {
	Seat         int           `json:"seat"`
	Result       swords.Result `json:"result"`
	Card         string        `json:"card,omitempty"`
	Position     int           `json:"position"`
	Random       bool          `json:"random,omitempty"`
	FaceDown     bool          `json:"face_down,omitempty"`
	Stole        bool          `json:"stole,omitempty"`
	DodgeNumbers []int         `json:"dodge_numbers,omitempty"`
	Why          string        `json:"why"`
}

type damageOut struct {
	Seat        int             `json:"seat"`
	Choices     []swords.Choice `json:"choices"`
	ArmorNeeded string          `json:"armor_needed"`
	Chosen      *choiceOut      `json:"chosen,omitempty"`
}

type attackOut struct {
	Game         string           `json:"game,omitempty"`
	StrongSuit   string           `json:"strong_suit"`
	Attacker     int              `json:"attacker"`
	AttackCard   string           `json:"attack_card"`
	AttackRandom bool             `json:"attack_random"`
	Results      []resultOut      `json:"results"`
	Defences     []defenceOut     `json:"defences"`
	Damaged      []int            `json:"damaged"`
	MaySteal     *int             `json:"may_steal"`
	StoppedBy    *int             `json:"stopped_by"`
	Damage       []damageOut      `json:"damage"`
	Died         []int            `json:"died"`
	NextAttacker int              `json:"next_attacker"`
	Finished     bool             `json:"finished"`
	Winner       *int             `json:"winner"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

// loggedAttack is one attack of a log: the resolve output with the damage
// choices delivered and the steps after the plays (damage taken, deaths,
// next attacker).
type loggedAttack struct {
	attackOut
	Choices     []choiceOut      `json:"choices"`
	DamageSteps game.Explanation `json:"damage_steps"`
}

func intPtr(n int) *int {
	if n < 0 {
		return nil
	}
	return &n
}

func orMinus(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}

// attackOutput writes a result's attack for the contract (explanation
// and choices not set).
func attackOutput(r Result) attackOut {
	out := attackOut{
		StrongSuit: r.StrongSuit.String(), Attacker: r.Attacker, AttackCard: r.AttackCard.String(),
		AttackRandom: r.AttackRandom, Results: []resultOut{}, Defences: []defenceOut{}, Damaged: nonNil(r.Damaged),
		MaySteal: intPtr(r.MaySteal), StoppedBy: intPtr(r.StoppedBy), Damage: []damageOut{}, Died: nonNil(r.Died),
		NextAttacker: r.NextAttacker, Finished: r.Finished, Winner: intPtr(r.Winner), Steps: r.Steps,
	}
	if out.Steps == nil {
		out.Steps = game.Explanation{}
	}
	for _, d := range r.Defences {
		out.Results = append(out.Results, resultOut{Seat: d.Seat, Result: d.Result})
		out.Defences = append(out.Defences, defenceOut{Seat: d.Seat, Result: d.Result, Card: cardText(d.Card),
			Position: d.Position, Random: d.Random, FaceDown: d.FaceDown, Stole: d.Stole,
			DodgeNumbers: d.DodgeNumbers, Why: d.Why})
	}
	for _, d := range r.Damage {
		out.Damage = append(out.Damage, damageOut{Seat: d.Seat, Choices: nonNilChoices(d.Choices), ArmorNeeded: d.ArmorNeeded})
	}
	return out
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}

func nonNilChoices(xs []swords.Choice) []swords.Choice {
	if xs == nil {
		return []swords.Choice{}
	}
	return xs
}

// MarshalJSON writes the result as one attack of the score output.
func (r Result) MarshalJSON() ([]byte, error) {
	out := loggedAttack{attackOut: attackOutput(r), Choices: []choiceOut{}, DamageSteps: r.After}
	if out.DamageSteps == nil {
		out.DamageSteps = game.Explanation{}
	}
	for _, c := range r.Choices {
		out.Choices = append(out.Choices, choiceOut{Seat: c.Seat, Choice: c.Choice, Card: cardText(c.Card)})
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads a stored result back.
func (r *Result) UnmarshalJSON(b []byte) error {
	var in loggedAttack
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	strong, err := cards.ParseSuit(in.StrongSuit)
	if err != nil {
		return fmt.Errorf("strong_suit: %w", err)
	}
	att, err := parseCardText("attack_card", in.AttackCard)
	if err != nil {
		return err
	}
	out := Result{StrongSuit: strong, Attacker: in.Attacker, AttackCard: att, AttackRandom: in.AttackRandom,
		Defences: []Defence{}, Damaged: nonNil(in.Damaged), MaySteal: orMinus(in.MaySteal), StoppedBy: orMinus(in.StoppedBy),
		Damage: []Damage{}, Choices: []Choice{}, Died: nonNil(in.Died), NextAttacker: in.NextAttacker, Finished: in.Finished,
		Winner: orMinus(in.Winner), Steps: in.Steps, After: in.DamageSteps}
	for i, d := range in.Defences {
		c, err := parseCardText(fmt.Sprintf("defences[%d].card", i), d.Card)
		if err != nil {
			return err
		}
		out.Defences = append(out.Defences, Defence{Seat: d.Seat, Result: d.Result, Card: c, Position: d.Position,
			Random: d.Random, FaceDown: d.FaceDown, Stole: d.Stole, DodgeNumbers: d.DodgeNumbers, Why: d.Why})
	}
	for _, d := range in.Damage {
		out.Damage = append(out.Damage, Damage{Seat: d.Seat, Choices: d.Choices, ArmorNeeded: d.ArmorNeeded})
	}
	for i, c := range in.Choices {
		card, err := parseCardText(fmt.Sprintf("choices[%d].card", i), c.Card)
		if err != nil {
			return err
		}
		out.Choices = append(out.Choices, Choice{Seat: c.Seat, Choice: c.Choice, Card: card})
	}
	*r = out
	return nil
}

// ---------------------------------------------------------------------
// State: the table between attacks.

type armorJSON struct {
	Card   string `json:"card"`
	FaceUp bool   `json:"face_up"`
}

type knightJSON struct {
	Hand     int         `json:"hand"`
	Armor    []armorJSON `json:"armor"`
	Attacked bool        `json:"attacked"`
}

type pileJSON struct {
	Deck      int `json:"deck"`
	Discards  int `json:"discards"`
	Taken     int `json:"taken"`
	Shuffles  int `json:"shuffles"`
	FirstDeck int `json:"first_deck"`
}

type goneJSON struct {
	Card     string `json:"card"`
	Shuffles int    `json:"shuffles"`
}

// reasonJSON is why the next attacker attacks, as data (NextReason), so a
// restored fight says it in the reader's language.
type reasonJSON struct {
	Why    string `json:"why"`
	Seat   int    `json:"seat"`
	Died   []int  `json:"died,omitempty"`
	Value  int    `json:"value,omitempty"`
	InPlay bool   `json:"in_play,omitempty"`
}

type markJSON struct {
	Shuffles int `json:"shuffles"`
	Taken    int `json:"taken"`
}

// stateJSON is a fight between attacks: what the setup and the options
// do not already say. Its size is bounded by the table.
type stateJSON struct {
	Dealer  int          `json:"dealer"`
	Knights []knightJSON `json:"knights"`
	Next    int          `json:"next"`
	Why     game.Step    `json:"why"`
	Attacks int          `json:"attacks"`
	// Reason is Why as data; left out in states stored before it was
	// kept (their why is the words alone).
	Reason *reasonJSON `json:"why_reason,omitempty"`
	Pile   pileJSON    `json:"pile"`
	Gone   []goneJSON  `json:"gone"`
	Drew   []markJSON  `json:"drew"`
	// Fell is, by seat, the attack a knight died in (0: alive); left out
	// while nobody died, and in states stored before it was kept.
	Fell []int `json:"fell,omitempty"`
}

func writeState(g *Game) (json.RawMessage, error) {
	snap, err := g.fight.Snapshot()
	if err != nil {
		return nil, fmt.Errorf("mortal-swords: %w", err)
	}
	p := snap.Pile
	out := stateJSON{Dealer: g.dealer, Knights: []knightJSON{}, Next: snap.Next, Why: snap.Why, Attacks: snap.Attacks,
		Pile: pileJSON{p.Deck, p.Discards, p.Taken, p.Shuffles, p.FirstDeck}, Gone: []goneJSON{}, Drew: []markJSON{}}
	for _, k := range snap.Knights {
		kj := knightJSON{Hand: k.Hand, Armor: []armorJSON{}, Attacked: k.Attacked}
		for _, a := range k.Armor {
			kj.Armor = append(kj.Armor, armorJSON{a.Card.String(), a.FaceUp})
		}
		out.Knights = append(out.Knights, kj)
	}
	for _, gc := range snap.Gone {
		out.Gone = append(out.Gone, goneJSON{gc.Card.String(), gc.Shuffles})
	}
	for _, d := range snap.Drew {
		out.Drew = append(out.Drew, markJSON{d.Shuffles, d.Taken})
	}
	if r := snap.Reason; r.Why != swords.WhyNone {
		out.Reason = &reasonJSON{Why: r.Why.String(), Seat: r.Seat, Died: r.Died, Value: r.Value, InPlay: r.InPlay}
	}
	if slices.ContainsFunc(g.fell, func(n int) bool { return n > 0 }) {
		out.Fell = slices.Clone(g.fell)
	}
	return json.Marshal(out)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var in stateJSON
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("%w: %v", errState, err)
	}
	g, err := NewGame(setup, fromValues(opts))
	if err != nil {
		return nil, err
	}
	if setup.DealerSet && in.Dealer != setup.Dealer {
		return nil, fmt.Errorf("%w: dealer %d, the setup's is %d", errState, in.Dealer, setup.Dealer)
	}
	snap := swords.Snapshot{Next: in.Next, Why: in.Why, Attacks: in.Attacks,
		Pile: swords.Pile{Deck: in.Pile.Deck, Discards: in.Pile.Discards, Taken: in.Pile.Taken, Shuffles: in.Pile.Shuffles, FirstDeck: in.Pile.FirstDeck}}
	if r := in.Reason; r != nil {
		why, ok := swords.ParseWhy(r.Why)
		if !ok {
			return nil, fmt.Errorf("%w: why_reason %q", errState, r.Why)
		}
		snap.Reason = swords.NextReason{Why: why, Seat: r.Seat, Died: r.Died, Value: r.Value, InPlay: r.InPlay}
	}
	for _, k := range in.Knights {
		sk := swords.Knight{Alive: k.Hand > 0, Hand: k.Hand, Armor: []swords.Armor{}, Attacked: k.Attacked}
		for _, a := range k.Armor {
			c, err := cards.Parse(a.Card)
			if err != nil {
				return nil, fmt.Errorf("%w: %v", errState, err)
			}
			sk.Armor = append(sk.Armor, swords.Armor{Card: c, FaceUp: a.FaceUp})
		}
		snap.Knights = append(snap.Knights, sk)
	}
	for _, gc := range in.Gone {
		c, err := cards.Parse(gc.Card)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", errState, err)
		}
		snap.Gone = append(snap.Gone, swords.GoneCard{Card: c, Shuffles: gc.Shuffles})
	}
	for _, d := range in.Drew {
		snap.Drew = append(snap.Drew, swords.DeckMark{Shuffles: d.Shuffles, Taken: d.Taken})
	}
	n := len(setup.Knights)
	if in.Dealer < 0 || in.Dealer >= n {
		return nil, fmt.Errorf("%w: dealer %d", errState, in.Dealer)
	}
	fight, err := swords.Restore(g.engineSetup(in.Dealer), snap)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errState, err)
	}
	g.fight, g.dealer = fight, in.Dealer
	if in.Fell != nil {
		if len(in.Fell) != n {
			return nil, fmt.Errorf("%w: fell for %d knights of %d", errState, len(in.Fell), n)
		}
		for i, at := range in.Fell {
			if at < 0 || at > in.Attacks || (at > 0) == snap.Knights[i].Alive {
				return nil, fmt.Errorf("%w: seat %d fell at attack %d of %d", errState, i, at, in.Attacks)
			}
		}
		g.fell = slices.Clone(in.Fell)
	}
	return g, nil
}
