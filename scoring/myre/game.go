package myre

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
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
	Battles []engine.Outcome `json:"-"`
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

// Game is the state of a game of Myre across hands.
type Game struct {
	opt        Options
	box        engine.Side
	hands      []HandResult
	jail       Sides[cards.Cards]
	jailedIn   map[cards.Card]int // card → 1-based hand it was jailed in
	jokerOwner map[cards.Joker]engine.Side
	totals     Sides[int]
	carried    FaceUp // face-up scouts that stay on the board (MYRE-12)
	nextFirst  engine.Side
	finished   bool
	winner     engine.Side
}

// NewGame starts a game with the given house rules: Red holds the red
// cards and the red joker, Black the black ones (Game setup).
func NewGame(opt Options) *Game {
	g := &Game{opt: opt, jailedIn: map[cards.Card]int{}, jokerOwner: map[cards.Joker]engine.Side{}}
	if opt.Jokers {
		g.jokerOwner[cards.RedJoker] = engine.Red
		g.jokerOwner[cards.BlackJoker] = engine.Black
	}
	g.jail = Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}}
	return g
}

// Options returns the game's house rules.
func (g *Game) Options() Options { return g.opt }

// SetBox records the player handed the box before the first hand (the box
// rule of MYRE-9). It has no effect once a hand has been played.
func (g *Game) SetBox(s engine.Side) {
	if len(g.hands) == 0 {
		g.box = s
	}
}

// Hands returns the results of the hands played so far.
func (g *Game) Hands() []HandResult { return append([]HandResult(nil), g.hands...) }

// Jail returns the cards a side has captured (its jail: the opponent's
// cards), in the order they were jailed.
func (g *Game) Jail(s engine.Side) cards.Cards { return append(cards.Cards{}, *g.jail.Of(s)...) }

// Totals returns each side's jail points (MYRE-11).
func (g *Game) Totals() Sides[int] { return g.totals }

// Finished reports whether the game has ended and who won (MYRE-10).
func (g *Game) Finished() (bool, engine.Side) { return g.finished, g.winner }

// NextFirst returns who goes first in the next hand (MYRE-9). Before the
// first hand it is known only with first_player=box and the box recorded
// (SetBox); otherwise FirstPlayer decides once the face-up scouts are
// flipped. NoSide while it cannot be known.
func (g *Game) NextFirst() engine.Side {
	if len(g.hands) == 0 {
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
	if opt.FirstPlayer == FirstBox {
		if box == engine.NoSide {
			return engine.NoSide, game.Step{Text: "House rule first_player=box, but who was handed the box is not recorded.", Section: engine.SecHandSetup, Ruling: "MYRE-9"}
		}
		return box, game.Step{Text: fmt.Sprintf("House rule first_player=box: %s was handed the box and goes first.", box.Title()), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
	}
	r, b := highest(faceUp.Red), highest(faceUp.Black)
	switch {
	case r.Valid() && b.Valid() && r.Rank.AceHigh() > b.Rank.AceHigh():
		return engine.Red, game.Step{Text: fmt.Sprintf("Red's face-up %s is higher than Black's %s: Red goes first.", r, b), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
	case r.Valid() && b.Valid() && r.Rank.AceHigh() < b.Rank.AceHigh():
		return engine.Black, game.Step{Text: fmt.Sprintf("Black's face-up %s is higher than Red's %s: Black goes first.", b, r), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
	case r.Valid() && b.Valid() && box != engine.NoSide:
		return box, game.Step{Text: fmt.Sprintf("The face-up scouts %s and %s are equal: %s, handed the box, goes first.", r, b, box.Title()), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
	case r.Valid() && b.Valid():
		return engine.NoSide, game.Step{Text: fmt.Sprintf("The face-up scouts %s and %s are equal: the player handed the box goes first (not recorded).", r, b), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
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

// Apply plays one hand: validates it against the state (jailed cards stay
// out, jokers are played by their holder, at most five positioned per side,
// no card twice), resolves its battles, jails the captures and moves the
// jokers taken, and decides the end of the game. On error the state is
// unchanged. Errors name the field ("battles[1].red[0]") and the rule.
func (g *Game) Apply(h Hand) (HandResult, error) {
	n := len(g.hands) + 1
	if g.finished {
		return HandResult{}, engine.Illegal("", engine.ErrGameOver, fmt.Sprintf("the game ended after hand %d (%s won): no more hands are played (Winning the game; MYRE-10)", len(g.hands), g.winner.Title()))
	}
	res := HandResult{
		Hand:        n,
		Battles:     []engine.Outcome{},
		Jailed:      Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}},
		JokersTaken: Sides[cards.Cards]{Red: cards.Cards{}, Black: cards.Cards{}},
		FaceUpStay:  FaceUp{Red: cards.Cards{}, Black: cards.Cards{}},
	}
	steps := &res.Steps

	// Who goes first (MYRE-9).
	first := g.nextFirst
	if n == 1 {
		var step game.Step
		first, step = FirstPlayer(g.opt, h.FaceUp, g.box)
		if first == engine.NoSide && g.opt.FirstPlayer == FirstHigherScout && h.FaceUp.empty() && g.box != engine.NoSide {
			first = g.box
			step = game.Step{Text: fmt.Sprintf("The face-up scouts are not recorded: %s, handed the box, goes first.", g.box.Title()), Section: engine.SecHandSetup, Ruling: "MYRE-9"}
		}
		if step.Text != "" {
			*steps = append(*steps, step)
		}
	} else if first != engine.NoSide {
		steps.Add(fmt.Sprintf("First play alternates: %s goes first this hand.", first.Title()), engine.SecHandSetup, "MYRE-9")
	}
	if h.First != engine.NoSide {
		if first != engine.NoSide && h.First != first {
			return HandResult{}, engine.Illegal("first", engine.ErrFirstPlayer, fmt.Sprintf("%s is recorded as first, but %s goes first in hand %d (Hand setup; MYRE-9)", h.First.Title(), first.Title(), n))
		}
		if first == engine.NoSide {
			steps.Add(fmt.Sprintf("%s played first, as recorded.", h.First.Title()), engine.SecHandSetup, "MYRE-9")
		}
		first = h.First
	}
	res.First = first

	// Face-up scouts: carried ones stay, one more each (MYRE-12).
	if err := g.checkFaceUp(h.FaceUp); err != nil {
		return HandResult{}, err
	}
	if len(g.carried.Red) > 0 || len(g.carried.Black) > 0 {
		steps.Add(fmt.Sprintf("No captures last hand: the face-up scouts %s stay and each player flips one more.",
			append(append(cards.Cards{}, g.carried.Red...), g.carried.Black...)), engine.SecNoCaptures, "MYRE-12")
	}

	// Battles.
	jokers := map[cards.Joker]engine.Side{}
	for j, s := range g.jokerOwner {
		jokers[j] = s
	}
	seen := map[cards.Card]string{}
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		for i, c := range h.FaceUp.Of(s) {
			seen[c] = fmt.Sprintf("face_up.%s[%d]", s, i)
		}
	}
	positioned := Sides[int]{}
	usedJoker := map[cards.Joker]bool{}
	for bi, b := range h.Battles {
		prefix := fmt.Sprintf("battles[%d]", bi)
		b, err := g.prepare(b, prefix, jokers, usedJoker, seen, h.FaceUp)
		if err != nil {
			return HandResult{}, err
		}
		*positioned.Of(engine.Red) += len(b.Red)
		*positioned.Of(engine.Black) += len(b.Black)
		for _, s := range []engine.Side{engine.Red, engine.Black} {
			if p := *positioned.Of(s); p > engine.MaxPositioned {
				return HandResult{}, engine.Illegal(prefix+"."+s.String(), engine.ErrTooMany,
					fmt.Sprintf("%s has now positioned %d cards this hand: a player positions at most %d cards in a hand (Positioning)", s.Title(), p, engine.MaxPositioned))
			}
		}
		o, err := engine.Resolve(b, g.opt.Engine())
		if err != nil {
			return HandResult{}, engine.Prefix(err, prefix)
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
		summary := fmt.Sprintf("Battle %d over %s: ", bi+1, cards.Cards(o.Scout))
		switch o.Winner {
		case engine.NoSide:
			summary += "inextricable tie, every card goes home."
		default:
			summary += fmt.Sprintf("%s wins by %s", o.Winner.Title(), decidedWords(o.DecidedBy))
			if len(o.Captured) > 0 {
				summary += fmt.Sprintf(" and jails %s (%d points)", o.Captured, o.Points)
			}
			if len(o.JokersTaken) > 0 {
				summary += fmt.Sprintf(", taking %s into its deck", o.JokersTaken)
			}
			summary += "."
		}
		steps.Add(summary, engine.SecBattles, "")
	}

	// Jail, points, the no-captures exception.
	captured := 0
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		captured += len(*res.Jailed.Of(s)) + len(*res.JokersTaken.Of(s))
	}
	res.Totals.Red, res.Totals.Black = g.totals.Red+res.Points.Red, g.totals.Black+res.Points.Black
	res.Captures = captured > 0
	var carried FaceUp
	if res.Captures {
		steps.Add(fmt.Sprintf("Red gains %d, Black gains %d; totals Red %d, Black %d. Every card not captured goes back to its owner's deck.",
			res.Points.Red, res.Points.Black, res.Totals.Red, res.Totals.Black), engine.SecResolution, "MYRE-11")
	} else {
		carried = FaceUp{Red: append(cards.Cards{}, h.FaceUp.Red...), Black: append(cards.Cards{}, h.FaceUp.Black...)}
		if h.FaceUp.empty() {
			steps.Add("No cards captured, so the face-up scouts stay on the board and each player adds one more next hand.", engine.SecNoCaptures, "MYRE-12")
		} else {
			steps.Add(fmt.Sprintf("No cards captured, so the face-up scouts %s stay on the board and each player adds one more next hand.",
				append(append(cards.Cards{}, h.FaceUp.Red...), h.FaceUp.Black...)), engine.SecNoCaptures, "MYRE-12")
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
			steps.Add(fmt.Sprintf("Both players reached %d: the higher total wins, %s %d against %d.", t, w.Title(), *res.Totals.Of(w), *res.Totals.Of(w.Opponent())), engine.SecWinning, "MYRE-10")
		} else {
			steps.Add(fmt.Sprintf("%s reaches %d points (target %d) and wins the game.", w.Title(), *res.Totals.Of(w), t), engine.SecWinning, "MYRE-10")
		}
	case r >= t && b >= t:
		steps.Add(fmt.Sprintf("Both players reached %d with %d each: the game goes on for another hand.", t, r), engine.SecWinning, "MYRE-10")
	}

	if first != engine.NoSide && !res.Finished {
		res.NextFirst = first.Opponent()
		steps.Add(fmt.Sprintf("%s goes first next hand.", res.NextFirst.Title()), engine.SecHandSetup, "MYRE-9")
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
	g.carried = carried
	g.nextFirst = res.NextFirst
	g.finished, g.winner = res.Finished, res.Winner
	g.hands = append(g.hands, res)
	return res, nil
}

func decidedWords(d engine.Decision) string {
	if d == engine.ByStrength {
		return "strength"
	}
	return "high card"
}

// checkFaceUp validates the recorded face-up scouts: one per side, plus
// the ones kept after a hand without captures (MYRE-12); each the side's
// own card (or a joker it holds) and not in jail.
func (g *Game) checkFaceUp(f FaceUp) error {
	if f.empty() {
		return nil
	}
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		field := "face_up." + s.String()
		got, kept := f.Of(s), g.carried.Of(s)
		want := len(kept) + 1
		if len(got) != want {
			return engine.Illegal(field, engine.ErrFaceUp, fmt.Sprintf("%d face-up scouts, want %d: each player flips one per hand, and after a hand without captures the old ones stay (Hand setup; MYRE-12)", len(got), want))
		}
		for _, k := range kept {
			found := false
			for _, c := range got {
				found = found || c == k
			}
			if !found {
				return engine.Illegal(field, engine.ErrFaceUp, fmt.Sprintf("%q is missing: it stays face up after the hand without captures (MYRE-12)", k))
			}
		}
		for i, c := range got {
			cf := fmt.Sprintf("%s[%d]", field, i)
			if err := g.checkOwn(cf, s, c, g.jokerOwner); err != nil {
				return err
			}
			for j := 0; j < i; j++ {
				if got[j] == c {
					return engine.Invalid(cf, engine.ErrDuplicate, fmt.Sprintf("%q appears twice: the deck has one of each card", c))
				}
			}
		}
	}
	for _, c := range f.Red {
		for _, d := range f.Black {
			if c == d {
				return engine.Invalid("face_up.black", engine.ErrDuplicate, fmt.Sprintf("%q is also Red's face-up scout: the deck has one of each card", c))
			}
		}
	}
	return nil
}

// checkOwn refuses a card a side cannot play: another colour, a jailed
// card, a joker it does not hold.
func (g *Game) checkOwn(field string, s engine.Side, c cards.Card, jokers map[cards.Joker]engine.Side) error {
	if c.IsJoker() {
		if !g.opt.Jokers {
			return engine.Illegal(field, engine.ErrJokersOff, fmt.Sprintf("%q is a joker, but this game is played without jokers (option jokers)", c))
		}
		if owner := jokers[c.Joker]; c.Joker != cards.AnyJoker && owner != s {
			return engine.Illegal(field, engine.ErrJokerOwner, fmt.Sprintf("%q is in %s's deck, not %s's: a captured joker joins the captor's deck (Jokers and double-scouts; MYRE-7)", c, owner.Title(), s.Title()))
		}
		return nil
	}
	if c.Color() != s.Color() {
		return engine.Illegal(field, engine.ErrWrongColor, fmt.Sprintf("%q is %s: %s plays %s cards only (Game setup; Positioning)", c, c.Color(), s.Title(), s.Color()))
	}
	if h, jailed := g.jailedIn[c]; jailed {
		return engine.Illegal(field, engine.ErrJailed, fmt.Sprintf("%q is in %s's jail since hand %d: jailed cards stay out for the rest of the game (Jailed cards)", c, s.Opponent().Title(), h))
	}
	return nil
}

// prepare checks a battle against the game state and names its jokers: a
// "JK" becomes the joker the side holds, the pile's owner comes from the
// joker's holder when the pile is jokers only.
func (g *Game) prepare(b engine.Battle, prefix string, jokers map[cards.Joker]engine.Side, used map[cards.Joker]bool, seen map[cards.Card]string, faceUp FaceUp) (engine.Battle, error) {
	out := engine.Battle{ScoutOwner: b.ScoutOwner}
	owner := b.ScoutOwner
	for _, c := range b.Scout {
		if !c.IsJoker() && c.Valid() {
			owner = engine.SideOfColor(c.Color())
			break
		}
	}
	if owner == engine.NoSide {
		for _, c := range b.Scout {
			if c.IsJoker() && c.Joker != cards.AnyJoker && g.opt.Jokers {
				owner = jokers[c.Joker]
				break
			}
		}
	}
	name := func(field string, s engine.Side, c cards.Card, faceUpPile bool) (cards.Card, error) {
		if !c.Valid() {
			return c, engine.Invalid(field, engine.ErrNotACard, "not a card of the standard deck")
		}
		if c.Joker == cards.AnyJoker && g.opt.Jokers && s != engine.NoSide {
			for _, j := range []cards.Joker{cards.RedJoker, cards.BlackJoker} {
				if jokers[j] == s && !used[j] {
					c = cards.Card{Joker: j}
					break
				}
			}
			if c.Joker == cards.AnyJoker {
				return c, engine.Illegal(field, engine.ErrJokerOwner, fmt.Sprintf("\"JK\": %s holds no joker it has not played this hand (Jokers and double-scouts; MYRE-7)", s.Title()))
			}
		}
		if s != engine.NoSide {
			if err := g.checkOwn(field, s, c, jokers); err != nil {
				return c, err
			}
		}
		if c.IsJoker() {
			if used[c.Joker] {
				return c, engine.Invalid(field, engine.ErrDuplicate, fmt.Sprintf("%q is already played this hand: the deck has one of each joker", c))
			}
			used[c.Joker] = true
			return c, nil
		}
		at, dup := seen[c]
		if dup && !(faceUpPile && strings.HasPrefix(at, "face_up.")) {
			return c, engine.Invalid(field, engine.ErrDuplicate, fmt.Sprintf("%q is already at %s: a card is in one place in a hand", c, at))
		}
		seen[c] = field
		return c, nil
	}
	for i, c := range b.Scout {
		field := fmt.Sprintf("%s.scout[%d]", prefix, i)
		// A face-up scout is a pile of its own.
		up := isFaceUp(faceUp, c)
		if up && len(b.Scout) != 1 {
			return out, engine.Illegal(field, engine.ErrFaceUp, fmt.Sprintf("%q is a face-up scout: it is a pile of its own (Scouting)", c))
		}
		nc, err := name(field, owner, c, up)
		if err != nil {
			return out, err
		}
		out.Scout = append(out.Scout, nc)
	}
	if out.ScoutOwner == engine.NoSide && owner != engine.NoSide {
		out.ScoutOwner = owner
	}
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		for i, p := range b.Positioned(s) {
			field := fmt.Sprintf("%s.%s[%d]", prefix, s, i)
			nc, err := name(field, s, p.Card, false)
			if err != nil {
				return out, err
			}
			if s == engine.Red {
				out.Red = append(out.Red, engine.Played{Card: nc, FaceDown: p.FaceDown})
			} else {
				out.Black = append(out.Black, engine.Played{Card: nc, FaceDown: p.FaceDown})
			}
		}
	}
	return out, nil
}

func isFaceUp(f FaceUp, c cards.Card) bool {
	for _, d := range f.Red {
		if d == c {
			return true
		}
	}
	for _, d := range f.Black {
		if d == c {
			return true
		}
	}
	return false
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
