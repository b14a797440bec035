package myre

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
)

// FaceUp holds the face-up scouts of a hand, per side: one each, more
// after hands without captures (MYRE-12).
type FaceUp struct {
	Red   cards.Cards `json:"red"`
	Black cards.Cards `json:"black"`
}

// Of returns a side's face-up scouts.
func (f FaceUp) Of(s engine.Side) cards.Cards {
	if s == engine.Red {
		return f.Red
	}
	return f.Black
}

func (f FaceUp) empty() bool { return len(f.Red) == 0 && len(f.Black) == 0 }

// Hand is the record of one hand: its battles and, when the table noted
// them, the face-up scouts and who played first.
type Hand struct {
	Battles []engine.Battle
	FaceUp  FaceUp      // optional: the face-up scouts flipped (or kept) this hand
	First   engine.Side // optional: who played first (NoSide: not recorded)
	// battleOpts are house rules a battle of a record repeats (as a
	// resolve input would give them), by battle: they must be the game's.
	battleOpts map[int]Options
}

// Sides holds one value per side, in the contract's JSON shape.
type Sides[T any] struct {
	Red   T `json:"red"`
	Black T `json:"black"`
}

// Of returns a side's value.
func (s *Sides[T]) Of(side engine.Side) *T {
	if side == engine.Red {
		return &s.Red
	}
	return &s.Black
}

// HandResult is what a hand changed.
type HandResult struct {
	Hand    int              `json:"hand"` // 1-based
	First   engine.Side      `json:"first"`
	Battles []engine.Outcome `json:"battles"`
	// Points gained this hand and the totals after it.
	Points Sides[int] `json:"points"`
	Totals Sides[int] `json:"totals"`
	// Jailed this hand: Red's jail takes black cards and Black's red ones.
	Jailed Sides[cards.Cards] `json:"jailed"`
	// JokersTaken: jokers each side captured into its deck this hand.
	JokersTaken Sides[cards.Cards] `json:"jokers_taken"`
	// Captures is false for a hand without any capture: the face-up scouts
	// stay and one more is added per player next hand (MYRE-12).
	Captures   bool             `json:"captures"`
	FaceUpStay FaceUp           `json:"face_up_stay"`
	NextFirst  engine.Side      `json:"next_first"`
	Finished   bool             `json:"finished"`
	Winner     engine.Side      `json:"winner"`
	Steps      game.Explanation `json:"steps"`
}

// Setup is a game's fixed setup: the player handed the box before the
// first hand (MYRE-9), when the table records it.
type Setup struct {
	Box engine.Side `json:"box,omitempty"`
}

// Game is the state of a game of Myre after its last hand: what the next
// hand needs (the jails, who holds each joker, the face-up scouts that
// stay, who goes first, the totals) and never the list of past hands, so
// that a hand costs the same at any point of a game. It is the game's
// scoring.State; the table screen renders from its methods.
type Game struct {
	opt        Options
	box        engine.Side
	played     int // hands played
	jail       Sides[cards.Cards]
	jailedIn   map[cards.Card]int // card → 1-based hand it was jailed in
	jokerOwner map[cards.Joker]engine.Side
	totals     Sides[int]
	carried    FaceUp // face-up scouts that stay on the board (MYRE-12)
	// hiddenKept counts the face-up scouts that stay on the board but were
	// never recorded (hands recorded without face_up).
	hiddenKept Sides[int]
	nextFirst  engine.Side
	finished   bool
	winner     engine.Side
}

// NewGame starts a game with the given house rules and setup: Red holds
// the red cards and the red joker, Black the black ones (Game setup).
func NewGame(opt Options, setup Setup) *Game {
	g := &Game{opt: opt, box: setup.Box, jailedIn: map[cards.Card]int{}, jokerOwner: map[cards.Joker]engine.Side{}}
	if opt.Jokers {
		g.jokerOwner[cards.RedJoker] = engine.Red
		g.jokerOwner[cards.BlackJoker] = engine.Black
	}
	g.jail = Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}}
	return g
}

// Clone returns an independent copy of the state: play a hand on it to
// see its result without changing the game.
func (g *Game) Clone() *Game {
	c := *g
	c.jail = Sides[cards.Cards]{Red: append(cards.Cards{}, g.jail.Red...), Black: append(cards.Cards{}, g.jail.Black...)}
	c.jailedIn = make(map[cards.Card]int, len(g.jailedIn))
	for k, v := range g.jailedIn {
		c.jailedIn[k] = v
	}
	c.jokerOwner = make(map[cards.Joker]engine.Side, len(g.jokerOwner))
	for k, v := range g.jokerOwner {
		c.jokerOwner[k] = v
	}
	c.carried = g.FaceUpStaying()
	return &c
}

// Options returns the game's house rules.
func (g *Game) Options() Options { return g.opt }

// Box returns the player handed the box before the first hand (NoSide:
// not recorded).
func (g *Game) Box() engine.Side { return g.box }

// Played returns the number of hands played.
func (g *Game) Played() int { return g.played }

// Jail returns the cards a side has captured (its jail: the opponent's
// cards), in the order they were jailed.
func (g *Game) Jail(s engine.Side) cards.Cards { return append(cards.Cards{}, *g.jail.Of(s)...) }

// JailedIn returns the hand a card was jailed in (1-based), 0 when it is
// not in a jail.
func (g *Game) JailedIn(c cards.Card) int { return g.jailedIn[c] }

// Totals returns each side's jail points (MYRE-11).
func (g *Game) Totals() Sides[int] { return g.totals }

// Finished reports whether the game has ended and who won (MYRE-10).
func (g *Game) Finished() (bool, engine.Side) { return g.finished, g.winner }

// Standing implements scoring.State: red then black, the target, the
// winner once a side has reached it (MYRE-10).
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{
		Totals:  []scoring.SideTotal{{Side: engine.Red.String(), Points: g.totals.Red}, {Side: engine.Black.String(), Points: g.totals.Black}},
		Rounds:  g.played,
		Winners: []string{},
		Target:  g.opt.Target,
	}
	if g.finished {
		st.Finished = true
		st.Winners = []string{g.winner.String()}
	}
	return st
}

// Apply implements scoring.State with Play.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// NextFirst returns who goes first in the next hand (MYRE-9). Before the
// first hand it is known only with first_player=box and the box recorded
// in the setup; otherwise FirstPlayer decides once the face-up scouts are
// flipped. NoSide while it cannot be known.
func (g *Game) NextFirst() engine.Side {
	if g.played == 0 {
		if g.opt.FirstPlayer == FirstBox {
			return g.box
		}
		return engine.NoSide
	}
	return g.nextFirst
}

// FirstPlayer decides who goes first in the first hand (MYRE-9): with the
// default higher_scout, the side whose face-up scout ranks higher (Ace
// high); equal ranks, or the box option, go to the player handed the box.
// NoSide when that cannot be known.
func FirstPlayer(opt Options, faceUp FaceUp, box engine.Side) (engine.Side, game.Step) {
	first := func(said game.Message) game.Step { return engine.Step(said, engine.SecHandSetup, "MYRE-9") }
	if opt.FirstPlayer == FirstBox {
		if box == engine.NoSide {
			return engine.NoSide, first(msgBoxNotRecorded.With())
		}
		return box, first(msgBoxGoesFirst.With(box.Word()))
	}
	r, b := highest(faceUp.Red), highest(faceUp.Black)
	red, black := engine.Red.Word(), engine.Black.Word()
	switch {
	case r.Valid() && b.Valid() && r.Rank.AceHigh() > b.Rank.AceHigh():
		return engine.Red, first(msgHigherScout.With(red, r, black, b, red))
	case r.Valid() && b.Valid() && r.Rank.AceHigh() < b.Rank.AceHigh():
		return engine.Black, first(msgHigherScout.With(black, b, red, r, black))
	case r.Valid() && b.Valid() && box != engine.NoSide:
		return box, first(msgEqualScoutsBox.With(r, b, box.Word()))
	case r.Valid() && b.Valid():
		return engine.NoSide, first(msgEqualScouts.With(r, b))
	}
	// A face-up joker has no rank to compare (MYRE-7): the box decides, as
	// for equal scouts.
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		if up := faceUp.Of(s); len(up) > 0 && !highest(up).Valid() {
			if box == engine.NoSide {
				return engine.NoSide, first(msgJokerScout.With(s.Word(), up))
			}
			return box, first(msgJokerScoutBox.With(s.Word(), up, box.Word()))
		}
	}
	return engine.NoSide, game.Step{}
}

// highest returns the highest suited card (zero Card if none).
func highest(cs []cards.Card) cards.Card {
	var h cards.Card
	for _, c := range cs {
		if !c.IsJoker() && c.Valid() && (!h.Valid() || c.Rank.AceHigh() > h.Rank.AceHigh()) {
			h = c
		}
	}
	return h
}

// JokerOwner returns who holds a joker now (NoSide: jokers are off).
func (g *Game) JokerOwner(j cards.Joker) engine.Side { return g.jokerOwner[j] }

// FaceUpStaying returns the face-up scouts that stay on the board for the
// next hand after a hand without captures (MYRE-12); empty otherwise.
func (g *Game) FaceUpStaying() FaceUp {
	return FaceUp{Red: append(cards.Cards{}, g.carried.Red...), Black: append(cards.Cards{}, g.carried.Black...)}
}

// FaceUpDue returns how many face-up scouts each side has on the board in
// the next hand, so how many a hand that records them must list: the ones
// kept after hands without captures, recorded or not, and one new each
// (MYRE-12).
func (g *Game) FaceUpDue() Sides[int] {
	var due Sides[int]
	for _, s := range sides {
		*due.Of(s) = *g.newCheck(Hand{}).faceUps.Of(s)
	}
	return due
}

// Deck returns the cards of a side's army deck: its own colour's cards not
// in the opponent's jail, and the jokers it holds (MYRE-7).
func (g *Game) Deck(s engine.Side) cards.Cards {
	out := cards.Cards{}
	for _, c := range cards.StandardDeck(false) {
		if c.Color() == s.Color() {
			if _, jailed := g.jailedIn[c]; !jailed {
				out = append(out, c)
			}
		}
	}
	for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
		if g.jokerOwner[j] == s {
			out = append(out, cards.Card{Joker: j})
		}
	}
	engine.SortForDisplay(out)
	return out
}

// Play plays one hand: validates it against the state (check.go: jailed
// cards stay out, jokers are played by their holder, no card twice, no more
// positioned than the hand held, face-up scouts as MYRE-12 keeps them),
// resolves its battles, jails the captures and moves the jokers taken, and
// decides the end of the game. On error the state is unchanged. Refusals
// are *game.Error values naming the field ("battles[1].red[0]") and the
// rule; a table that could not have happened cites GEN-1.
func (g *Game) Play(h Hand) (HandResult, error) {
	n := g.played + 1
	if g.finished {
		return HandResult{}, engine.Impossible("", engine.ErrGameOver, msgGameEnded.With(g.played, g.winner.Word()))
	}
	for i := range h.Battles {
		if o, ok := h.battleOpts[i]; ok && o != g.opt {
			return HandResult{}, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("battles[%d].options", i), msgOptionsDiffer.With())
		}
	}
	res := HandResult{
		Hand:        n,
		Battles:     []engine.Outcome{},
		Jailed:      Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}},
		JokersTaken: Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}},
		FaceUpStay:  FaceUp{Red: cards.Cards{}, Black: cards.Cards{}},
	}
	steps := &res.Steps

	// The face-up scouts are checked first: the first player depends on them.
	hc := g.newCheck(h)
	faceUp, err := hc.checkFaceUps(h.FaceUp)
	if err != nil {
		return HandResult{}, err
	}

	// Who goes first (MYRE-9).
	first := g.nextFirst
	if n == 1 {
		var step game.Step
		first, step = FirstPlayer(g.opt, h.FaceUp, g.box)
		if first == engine.NoSide && g.opt.FirstPlayer == FirstHigherScout && h.FaceUp.empty() && g.box != engine.NoSide {
			first = g.box
			step = engine.Step(msgUnrecordedBox.With(g.box.Word()), engine.SecHandSetup, "MYRE-9")
		}
		if step.Text != "" {
			*steps = append(*steps, step)
		}
	} else if first != engine.NoSide {
		steps.Say(msgAlternates.With(first.Word()), engine.SecHandSetup, "MYRE-9")
	}
	if h.First != engine.NoSide {
		if first != engine.NoSide && h.First != first {
			return HandResult{}, engine.Illegal("first", engine.ErrFirstPlayer, ruleFirstAlternates.With(), msgRecordedFirst.With(h.First.Word(), first.Word(), n))
		}
		if first == engine.NoSide {
			steps.Say(msgPlayedFirst.With(h.First.Word()), engine.SecHandSetup, "MYRE-9")
		}
		first = h.First
	}
	res.First = first

	// Face-up scouts: kept ones stay, one more each (MYRE-12).
	if kept := append(append(cards.Cards{}, g.carried.Red...), g.carried.Black...); len(kept) > 0 {
		steps.Say(msgKeptStay.With(kept), engine.SecNoCaptures, "MYRE-12")
	} else if g.hiddenKept.Red+g.hiddenKept.Black > 0 {
		steps.Say(msgKeptStayHidden.With(), engine.SecNoCaptures, "MYRE-12")
	}

	// Battles: every card checked against the state before any is resolved.
	battles := make([]engine.Battle, 0, len(h.Battles))
	for bi, b := range h.Battles {
		nb, err := hc.battle(b, fmt.Sprintf("battles[%d]", bi))
		if err != nil {
			return HandResult{}, err
		}
		battles = append(battles, nb)
	}
	if err := hc.finish(); err != nil {
		return HandResult{}, err
	}
	jokers := map[cards.Joker]engine.Side{}
	for j, s := range g.jokerOwner {
		jokers[j] = s
	}
	for bi, b := range battles {
		o, err := engine.Resolve(b, g.opt.Engine())
		if err != nil {
			return HandResult{}, game.Prefix(err, fmt.Sprintf("battles[%d]", bi))
		}
		res.Battles = append(res.Battles, o)
		if o.Winner != engine.NoSide {
			*res.Jailed.Of(o.Winner) = append(*res.Jailed.Of(o.Winner), o.Captured...)
			*res.JokersTaken.Of(o.Winner) = append(*res.JokersTaken.Of(o.Winner), o.JokersTaken...)
			*res.Points.Of(o.Winner) += o.Points
			for _, j := range o.JokersTaken {
				jokers[j.Joker] = o.Winner
			}
		}
		steps.Say(battleSummary(bi+1, o), engine.SecBattles, "")
	}

	// Jail, points, the no-captures exception.
	captured := 0
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		captured += len(*res.Jailed.Of(s)) + len(*res.JokersTaken.Of(s))
	}
	res.Totals.Red, res.Totals.Black = g.totals.Red+res.Points.Red, g.totals.Black+res.Points.Black
	res.Captures = captured > 0
	var carried FaceUp
	var hidden Sides[int]
	if res.Captures {
		steps.Say(msgGains.With(res.Points.Red, res.Points.Black, res.Totals.Red, res.Totals.Black), engine.SecResolution, "MYRE-11")
	} else {
		if h.FaceUp.empty() {
			// Unrecorded: the kept ones we know stay, and the new ones join
			// the face-up scouts nobody named.
			carried = FaceUp{Red: append(cards.Cards{}, g.carried.Red...), Black: append(cards.Cards{}, g.carried.Black...)}
			for _, s := range sides {
				*hidden.Of(s) = *hc.faceUps.Of(s) - len(carried.Of(s))
			}
			steps.Say(msgNoneCaptured.With(), engine.SecNoCaptures, "MYRE-12")
		} else {
			carried = faceUp
			steps.Say(msgNoneCapturedUp.With(append(append(cards.Cards{}, faceUp.Red...), faceUp.Black...)), engine.SecNoCaptures, "MYRE-12")
		}
	}
	res.FaceUpStay = FaceUp{Red: append(cards.Cards{}, carried.Red...), Black: append(cards.Cards{}, carried.Black...)}

	// End of the game (MYRE-10).
	t := g.opt.Target
	switch r, b := res.Totals.Red, res.Totals.Black; {
	case (r >= t || b >= t) && r != b:
		res.Finished = true
		res.Winner = engine.Red
		if b > r {
			res.Winner = engine.Black
		}
		w := res.Winner
		if r >= t && b >= t {
			steps.Say(msgBothReached.With(t, w.Word(), *res.Totals.Of(w), *res.Totals.Of(w.Opponent())), engine.SecWinning, "MYRE-10")
		} else {
			steps.Say(msgReachesWins.With(w.Word(), *res.Totals.Of(w), t), engine.SecWinning, "MYRE-10")
		}
	case r >= t && b >= t:
		steps.Say(msgBothLevel.With(t, r), engine.SecWinning, "MYRE-10")
	}

	if first != engine.NoSide && !res.Finished {
		res.NextFirst = first.Opponent()
		steps.Say(msgNextFirst.With(res.NextFirst.Word()), engine.SecHandSetup, "MYRE-9")
	}

	// Commit.
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		for _, c := range *res.Jailed.Of(s) {
			g.jailedIn[c] = n
		}
		*g.jail.Of(s) = append(*g.jail.Of(s), *res.Jailed.Of(s)...)
	}
	g.jokerOwner = jokers
	g.totals = res.Totals
	g.carried, g.hiddenKept = carried, hidden
	g.nextFirst = res.NextFirst
	g.finished, g.winner = res.Finished, res.Winner
	g.played = n
	return res, nil
}

// battleSummary is a battle in one step of the hand's explanation:
// "Battle 2 over 7S: Red wins by strength and jails 7S 8S (15 points)."
func battleSummary(n int, o engine.Outcome) game.Message {
	over := cards.Cards(o.Scout)
	if o.Winner == engine.NoSide {
		return msgBattleTie.With(n, over)
	}
	w, by := o.Winner.Word(), engine.ByHighCard.Word()
	if o.DecidedBy == engine.ByStrength {
		by = engine.ByStrength.Word()
	}
	switch jails, jokers := len(o.Captured) > 0, len(o.JokersTaken) > 0; {
	case jails && jokers:
		return msgBattleBoth.With(n, over, w, by, o.Captured, o.Points, o.JokersTaken)
	case jails:
		return msgBattleJails.With(n, over, w, by, o.Captured, o.Points)
	case jokers:
		return msgBattleJoker.With(n, over, w, by, o.JokersTaken)
	}
	return msgBattleWins.With(n, over, w, by)
}

// PileOwner returns whose pile of the scouting row this is: the colour of
// its suited cards, else the holder of its joker (NoSide if unknown).
func (g *Game) PileOwner(pile []cards.Card) engine.Side {
	for _, c := range pile {
		if !c.IsJoker() && c.Valid() {
			return engine.SideOfColor(c.Color())
		}
	}
	for _, c := range pile {
		if s := g.jokerOwner[c.Joker]; c.IsJoker() && s != engine.NoSide {
			return s
		}
	}
	return engine.NoSide
}

// Preview is the live strength display for a side's cards behind a pile
// while they are tapped in: engine.Preview with the pile's owner and the
// house rules taken from the game. It validates nothing.
func (g *Game) Preview(s engine.Side, positioned []engine.Played, pile []cards.Card) engine.Army {
	return engine.Preview(s, positioned, pile, g.PileOwner(pile) == s, g.opt.Engine())
}
