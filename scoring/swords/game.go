package swords

import (
	"errors"
	"fmt"
	"slices"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring"
)

// Setup is how a fight starts (Start Up).
type Setup struct {
	// Knights are the knights' names in seat order, clockwise: seat 0 is
	// Knights[0].
	Knights []string
	// Dealer is the dealer's seat when DealerSet; the knight on the
	// dealer's left makes the first attack. Without a dealer on record,
	// the first attack's attacker is taken to sit on the dealer's left.
	Dealer    int
	DealerSet bool
	// dealerName is a dealer named before the knights were (a record
	// whose players are seated afterwards): Seat and New find its seat.
	dealerName string
	// StrongSuit is the Strong Suit; StrongCard the card the dealer turned
	// up under the deck to declare it (zero when only the suit is known).
	StrongSuit cards.Suit
	StrongCard cards.Card
	// Vow is each seat's Warrior's Vow armor card (with warriors_vow).
	Vow []cards.Card
}

// Round is one sword attack as a log records it: the plays in the order
// they were made, the attacker's first, then how each damaged knight took
// the damage. The optional statements a log may make about the attack
// (Knights alive, FirstAttack, the Strong Suit, Died) are checked against
// the fight.
type Round struct {
	Plays   []swords.Play
	Choices []Choice
	// Knights, when stated, is the number of living knights.
	Knights *int
	// FirstAttack, when stated, is whether this is the attacker's first.
	FirstAttack *bool
	// StrongSuit and StrongCard, when stated, must be the fight's.
	StrongSuit cards.Suit
	StrongCard cards.Card
	// Died, when not nil, lists the seats that died in this attack.
	Died []int
}

// Choice is how a damaged knight takes the damage: HandToArmor with the
// hand card laid face up, Steal (optionally naming the hand card thrown
// away), TurnDown with the armor turned (optional when only one can take
// the hit).
type Choice struct {
	Seat   int
	Choice swords.Choice
	Card   cards.Card
}

// Result is one attack once played: how each defender fared, who took
// damage and how, who died, and who attacks next.
type Result struct {
	StrongSuit   cards.Suit
	Attacker     int
	AttackCard   cards.Card
	AttackRandom bool
	// Defences in play order.
	Defences []Defence
	// Damaged are the damaged defenders, clockwise from the attacker.
	Damaged []int
	// MaySteal is the one defender who may steal the attacking card, -1.
	MaySteal int
	// StoppedBy is the seat whose damage or steal ended the attack early,
	// -1.
	StoppedBy int
	// Damage is each damaged knight's choices as the attack allows them.
	Damage []Damage
	// Choices are the damage choices delivered: steals made while
	// defending first, then the log's choices in order.
	Choices []Choice
	Died    []int
	// NextAttacker attacks next (the winner once the fight is over).
	NextAttacker int
	Finished     bool
	Winner       int // -1 until the fight is over
	// Steps explain how each card fared; After how the damage was taken,
	// who died and who attacks next.
	Steps game.Explanation
	After game.Explanation
}

// Defence is one defender's card and how it fared.
type Defence struct {
	Seat         int
	Result       swords.Result
	Card         cards.Card // zero for a face-down card not shown
	Position     int        // 2, 3, 4 clockwise from the attacker, who is 1st
	Random       bool
	FaceDown     bool
	Stole        bool
	DodgeNumbers []int
	Why          string
}

// Damage is a damaged knight's ways to take the damage, as the attack
// allows them (turn_down is listed whenever some armor could take it).
type Damage struct {
	Seat        int
	Choices     []swords.Choice
	ArmorNeeded string
}

// Game is a Mortal Swords fight in progress: the table as the last attack
// left it (the knights' hands, armor and first attacks, the deck and the
// discard pile, the next attacker and why), never the attacks before it.
type Game struct {
	setup Setup
	opts  swords.Options
	fight *swords.Game
	// dealer is the dealer's seat: the setup's, or the one the first
	// attack showed when none was recorded.
	dealer int
	// fell is, by seat, the attack a knight died in (from 1): 0 while it
	// lives, or when a state stored before deaths were kept does not say.
	fell []int
}

// NewGame checks a setup and starts the fight.
func NewGame(s Setup, opts swords.Options) (*Game, error) {
	if err := checkKnights(s.Knights); err != nil {
		return nil, err
	}
	s, err := s.seatDealer()
	if err != nil {
		return nil, err
	}
	if s.StrongSuit == cards.NoSuit && s.StrongCard == (cards.Card{}) {
		return nil, refuse("strong_suit", msgStrongSuitMissing.With())
	}
	n := len(s.Knights)
	dealer := n - 1 // by default seat 0 attacks first
	if s.DealerSet {
		dealer = s.Dealer
	}
	g := &Game{setup: cloneSetup(s), opts: opts, dealer: dealer, fell: make([]int, n)}
	fight, err := swords.NewGame(g.engineSetup(dealer))
	if err != nil {
		return nil, err
	}
	g.fight = fight
	return g, nil
}

// seatDealer finds the seat of a dealer named before the knights were.
func (s Setup) seatDealer() (Setup, error) {
	if s.dealerName == "" {
		return s, nil
	}
	i := slices.Index(s.Knights, s.dealerName)
	if i < 0 {
		return s, refuse("dealer", msgNotAKnight.With(s.dealerName))
	}
	s.Dealer, s.DealerSet, s.dealerName = i, true, ""
	return s, nil
}

func cloneSetup(s Setup) Setup {
	s.Knights = slices.Clone(s.Knights)
	s.Vow = slices.Clone(s.Vow)
	return s
}

func (g *Game) engineSetup(dealer int) swords.Setup {
	return swords.Setup{Knights: len(g.setup.Knights), Names: slices.Clone(g.setup.Knights), Dealer: dealer,
		StrongCard: g.setup.StrongCard, StrongSuit: g.setup.StrongSuit, Vow: slices.Clone(g.setup.Vow), Options: g.opts}
}

func (g *Game) clone() *Game {
	c := *g
	c.fight = g.fight.Clone()
	c.fell = slices.Clone(g.fell)
	return &c
}

// Play applies one attack and its damage choices. A refusal (a
// *game.Error naming the field inside the attack, "plays[1].card",
// "choices[0].choice") leaves the game as it was.
func (g *Game) Play(r Round) (Result, error) {
	c := g.clone()
	res, err := c.play(r)
	if err != nil {
		return Result{}, err
	}
	*g = *c
	return res, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Try plays an attack on a copy of the game: what saving it would give,
// or the refusal it would meet.
func (g *Game) Try(r Round) (Result, error) { return g.clone().Play(r) }

func (g *Game) play(r Round) (Result, error) {
	n := len(g.setup.Knights)
	if g.DealerFree() && len(r.Plays) > 0 && r.Plays[0].Seat >= 0 && r.Plays[0].Seat < n {
		// No dealer on record: the first attacker sits on its left.
		d := (r.Plays[0].Seat + n - 1) % n
		fight, err := swords.NewGame(g.engineSetup(d))
		if err != nil {
			return Result{}, err
		}
		g.fight, g.dealer = fight, d
	}
	f := g.fight
	if r.Knights != nil && *r.Knights != len(f.Living()) {
		return Result{}, impossible("knights", msgKnightsAlive.With(*r.Knights, len(f.Living())))
	}
	if r.StrongSuit != cards.NoSuit && r.StrongSuit != f.StrongSuit() {
		return Result{}, impossible("strong_suit", msgOtherStrongSuit.With(r.StrongSuit, f.StrongSuit()))
	}
	if sc := g.setup.StrongCard; r.StrongCard != (cards.Card{}) && sc != (cards.Card{}) && r.StrongCard != sc {
		return Result{}, impossible("strong_card", msgOtherStrongCard.With(r.StrongCard, sc))
	}
	if r.FirstAttack != nil && len(r.Plays) > 0 {
		if s := r.Plays[0].Seat; s >= 0 && s < n && *r.FirstAttack != f.FirstAttack(s) {
			return Result{}, impossible("first_attack", msgFirstAttack.With(*r.FirstAttack, swords.Seat(s).Said(), !f.FirstAttack(s)))
		}
	}
	if len(r.Plays) == 0 {
		return Result{}, refuse("plays", msgPlaysMissing.With())
	}
	for i, c := range r.Choices {
		if c.Choice != swords.Steal {
			continue
		}
		if err := swords.CheckStealChoice(f.Setup().Options, r.Plays, len(f.Living()), c.Seat); err != nil {
			return Result{}, game.Prefix(err, fmt.Sprintf("choices[%d]", i))
		}
	}
	o, err := f.Attack(r.Plays)
	if err != nil {
		return Result{}, err
	}
	res := resultOf(o)
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			res.Choices = append(res.Choices, Choice{Seat: s, Choice: swords.Steal})
		}
	}
	for i, c := range r.Choices {
		field := fmt.Sprintf("choices[%d]", i)
		if d, _ := o.Defence(c.Seat); d.Stole {
			if err := o.CheckChoice(c.Seat, c.Choice, cards.Card{}); err != nil {
				return Result{}, game.Prefix(err, field)
			}
			continue // the steal made while defending, already delivered
		}
		card := c.Card
		if c.Choice == swords.TurnDown && card == (cards.Card{}) {
			// When one armor only can take the hit, it need not be named.
			opts, _ := f.Options(c.Seat)
			for _, opt := range opts {
				if opt.Choice == swords.TurnDown && len(opt.Cards) == 1 {
					card = opt.Cards[0]
				}
			}
		}
		if err := f.Choose(c.Seat, c.Choice, card); err != nil {
			return Result{}, game.Prefix(err, field)
		}
		res.Choices = append(res.Choices, Choice{Seat: c.Seat, Choice: c.Choice, Card: card})
	}
	if p := f.Pending(); len(p) > 0 {
		return Result{}, refuse("choices", msgMustChoose.With(swords.Seat(p[0]).Said()))
	}
	// The cards this attack showed may leave a knight that has not drawn
	// since holding cards that can be nowhere (GEN-1).
	if err := f.CheckHands("plays"); err != nil {
		return Result{}, err
	}
	died := f.Died()
	if r.Died != nil && fmt.Sprint(sorted(r.Died)) != fmt.Sprint(sorted(died)) {
		return Result{}, impossible("died", msgOtherDeaths.With(seats(r.Died), seats(died)))
	}
	res.Died = died
	for _, s := range died {
		g.fell[s] = f.Attacks()
	}
	if w, over := f.Winner(); over {
		res.Finished, res.Winner, res.NextAttacker = true, w, w
	} else {
		res.NextAttacker = f.NextAttacker()
	}
	res.After = f.Steps()[len(o.Steps):]
	return res, nil
}

// resultOf is an outcome before its damage choices.
func resultOf(o *swords.Outcome) Result {
	res := Result{StrongSuit: o.StrongSuit, Attacker: o.Attacker, AttackCard: o.AttackCard, AttackRandom: o.AttackRandom,
		Defences: []Defence{}, Damaged: slices.Clone(o.Damaged), MaySteal: o.Thief, StoppedBy: o.StoppedBy,
		Damage: []Damage{}, Choices: []Choice{}, Died: []int{}, Winner: -1, Steps: slices.Clone(o.Steps), After: game.Explanation{}}
	if res.Damaged == nil {
		res.Damaged = []int{}
	}
	if res.Steps == nil {
		res.Steps = game.Explanation{}
	}
	for _, d := range o.Defences {
		res.Defences = append(res.Defences, Defence{Seat: d.Seat, Result: d.Result, Card: d.Card, Position: d.Position,
			Random: d.Random, FaceDown: d.FaceDown, Stole: d.Stole, DodgeNumbers: slices.Clone(d.DodgeNumbers), Why: d.Why.String()})
	}
	for _, s := range o.Damaged {
		res.Damage = append(res.Damage, Damage{Seat: s, Choices: o.Choices(s), ArmorNeeded: o.ArmorNeeded()})
	}
	return res
}

// seats are seat numbers said one after the other, as a log lists them:
// "1 2".
func seats(xs []int) game.List {
	out := make([]swords.Seat, len(xs))
	for i, x := range xs {
		out[i] = swords.Seat(x)
	}
	return game.ListOf(game.JoinSpace, out)
}

func sorted(xs []int) []int {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}

// Standing implements scoring.State: the knights in seat order (Mortal
// Swords keeps no score: every total is 0), the attacks made, and the
// last knight standing once there is one.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Totals: make([]scoring.SideTotal, len(g.setup.Knights)), Rounds: g.fight.Attacks(), Winners: []string{}}
	for i, k := range g.setup.Knights {
		st.Totals[i] = scoring.SideTotal{Side: k}
	}
	if w, ok := g.Winner(); ok {
		st.Finished, st.Winners = true, []string{w}
	}
	return st
}

// Setup is how the fight started.
func (g *Game) Setup() Setup { return cloneSetup(g.setup) }

// Options are the fight's variants.
func (g *Game) Options() swords.Options { return g.opts }

// Name is the name of the knight at seat ("?" for no seat).
func (g *Game) Name(seat int) string {
	if seat >= 0 && seat < len(g.setup.Knights) {
		return g.setup.Knights[seat]
	}
	return "?"
}

// Seat is the seat of a knight by name, -1 when there is none.
func (g *Game) Seat(name string) int { return slices.Index(g.setup.Knights, name) }

// StrongSuit is the fight's Strong Suit; StrongCard the card that declared
// it (zero when only the suit was recorded).
func (g *Game) StrongSuit() cards.Suit { return g.fight.StrongSuit() }

// StrongCard is the card the dealer turned up under the deck, if recorded.
func (g *Game) StrongCard() cards.Card { return g.setup.StrongCard }

// Dealer is the dealer's seat; known is false while no dealer was recorded
// and no attack has shown it.
func (g *Game) Dealer() (seat int, known bool) { return g.dealer, !g.DealerFree() }

// DealerFree reports whether the first attack may come from any knight:
// no dealer was recorded and no attack was made yet.
func (g *Game) DealerFree() bool { return !g.setup.DealerSet && g.fight.Attacks() == 0 }

// Knights are the knights by seat: alive, hand cards (their number; the
// faces are secret), armor face up or turned down, whether they attacked
// yet.
func (g *Game) Knights() []swords.Knight { return g.fight.Knights() }

// Living are the living knights' seats, clockwise.
func (g *Game) Living() []int { return g.fight.Living() }

// WeakSuits are the suits no face-up armor of seat covers: an attack of
// one of them costs the knight a hand card.
func (g *Game) WeakSuits(seat int) ([]cards.Suit, error) { return g.fight.WeakSuits(seat) }

// NextAttacker is the seat that attacks next and the rule that says so
// (SWORDS-4 after an attack, the dealer's left before the first), or -1
// with the reason once the fight is over.
func (g *Game) NextAttacker() (int, game.Step) { return g.fight.NextAttackerWhy() }

// Defenders are the living knights who answer the next attack, clockwise
// from the attacker (the order of play unless Hectic Knights).
func (g *Game) Defenders() []int {
	att, _ := g.NextAttacker()
	living := g.Living()
	i := slices.Index(living, att)
	if i < 0 {
		return []int{}
	}
	out := make([]int, 0, len(living)-1)
	for k := 1; k < len(living); k++ {
		out = append(out, living[(i+k)%len(living)])
	}
	return out
}

// Attacks is the number of attacks made.
func (g *Game) Attacks() int { return g.fight.Attacks() }

// Pile is the count of the deck and the discard pile (GEN-1).
func (g *Game) Pile() swords.Pile { return g.fight.Pile() }

// Winner is the last knight standing, once there is one.
func (g *Game) Winner() (string, bool) {
	w, over := g.fight.Winner()
	if !over {
		return "", false
	}
	return g.Name(w), true
}

// Fate is a knight as the fight has left it: its hand cards and armor,
// the attack it fell at, whether it won.
type Fate struct {
	Seat  int
	Name  string
	Alive bool
	// Hand is the number of hand cards (their faces are secret); Armor
	// the armor cards, FaceUp how many of them are face up.
	Hand, Armor, FaceUp int
	// FellAt is the attack the knight died in (from 1); 0 while it lives,
	// or for a fight stored before deaths were kept.
	FellAt int
	Winner bool
}

// Fates are the knights by seat as the fight has left them: what the
// game's record says of each knight, and the lists of who fell and who
// won.
func (g *Game) Fates() []Fate {
	w, over := g.fight.Winner()
	out := make([]Fate, 0, len(g.setup.Knights))
	for _, k := range g.fight.Knights() {
		f := Fate{Seat: k.Seat, Name: g.Name(k.Seat), Alive: k.Alive, Hand: k.Hand, Armor: len(k.Armor),
			FaceUp: len(k.FaceUp()), Winner: over && w == k.Seat}
		if !k.Alive && k.Seat < len(g.fell) {
			f.FellAt = g.fell[k.Seat]
		}
		out = append(out, f)
	}
	return out
}

// Finished reports whether one knight is left standing.
func (g *Game) Finished() bool { _, over := g.fight.Winner(); return over }

// CanAttack returns nil when the next attacker may attack with card c
// (random: turned up from the deck), or the refusal the attack would meet,
// naming its rule: SWORDS-5 (the Strong Suit's J, Q, K from hand; with the
// Gentleman Rule any Strong Suit card or J, Q, K on a knight's first
// attack) or GEN-1 (armor, a discard not yet reshuffled, the Strong Suit
// card still under the deck).
func (g *Game) CanAttack(c cards.Card, random bool) error { return g.fight.CanAttack(c, random) }

// CanHold returns nil when card c can be in seat's hand now, or why not
// (GEN-1): a table can refuse a defence or a card laid as armor at the
// tap.
func (g *Game) CanHold(seat int, c cards.Card) error { return g.fight.CanHold(seat, c) }

// Attack plays the plays of an attack on a copy of the fight and returns
// it mid-attack: its outcome, the knights still to choose how they take
// the damage (Pending) and each one's options with what each leads to
// (Options: hand cards and armor after it, whether the knight dies);
// Choose on the copy previews a choice. The game is unchanged.
func (g *Game) Attack(plays []swords.Play) (*swords.Game, *swords.Outcome, error) {
	f := g.fight
	if g.DealerFree() && len(plays) > 0 {
		n := len(g.setup.Knights)
		if s := plays[0].Seat; s >= 0 && s < n {
			nf, err := swords.NewGame(g.engineSetup((s + n - 1) % n))
			if err != nil {
				return nil, nil, err
			}
			f = nf
		}
	}
	f = f.Clone()
	o, err := f.Attack(plays)
	if err != nil {
		return nil, nil, err
	}
	return f, o, nil
}

// StartSteps explain how the fight started: the Strong Suit and its
// neighbours, the vow, who attacked first.
func (g *Game) StartSteps() game.Explanation { return g.fight.StartSteps() }

// errState is wrapped by a stored state that does not fit its game.
var errState = errors.New("mortal-swords: stored state does not fit the game")
