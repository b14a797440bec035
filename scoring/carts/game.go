package carts

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/carts"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// Points of the optional scoring system (CARTS-2).
const (
	// MaxOverflowHand is the most cards a player can go out with: 25 when
	// the turn began, plus a chain of 10 drawn.
	MaxOverflowHand = carts.OverflowLimit + carts.ChainLimit

	OverflowPoints = 30  // a player out by overflow
	SurvivorBonus  = -20 // the sole survivor of a table of 4 or more
	SurvivorMin    = 4   // players needed for the survivor bonus
)

// maxPlayers bounds the players of a table.
const maxPlayers = 200

// Sentinels of the refusals of a round, so that a form can word them
// (errors.Is); every one comes as a *game.Error naming the field.
var (
	// ErrGameOver: the game ended at an earlier round.
	ErrGameOver = game.NewSentinel("carts-tity.score.err.game_over", "the game is over")
	// ErrMustOverflow: a player still in shows more than 25 cards.
	ErrMustOverflow = game.NewSentinel("carts-tity.score.err.must_overflow", "a hand of more than 25 cards at the end of a turn overflows")
	// ErrAllOverflowed: nobody is left in the round.
	ErrAllOverflowed = game.NewSentinel("carts-tity.score.err.all_overflowed", "the round ends when one player is left, so not everyone can overflow")
	// ErrSeveralEmpty: more than one empty hand.
	ErrSeveralEmpty = game.NewSentinel("carts-tity.score.err.several_empty", "the first player to empty their hand ends the round at once")
	// ErrNoRoundEnd: nobody emptied their hand and several players are in.
	ErrNoRoundEnd = game.NewSentinel("carts-tity.score.err.no_round_end", "a round ends when a hand is empty or one player is left")
	// ErrTooManyCards: the hands of a round, overflowed ones included,
	// hold more cards than the decks less the top card of the playing pile
	// (CARTS-4). The refusal's sentinel is a *DeckLimit, which matches it.
	ErrTooManyCards = game.NewSentinel("carts-tity.score.err.too_many_cards", "the hands of a round hold at most the decks' cards less the one on the playing pile")
)

// DeckLimit is the sentinel of the refusal of a round whose hands hold
// more cards than the decks can have dealt them (CARTS-4): an overflowed
// player is out with the cards in hand, so those cards leave play and
// count too. A form reads the numbers with errors.As instead of counting
// them again; errors.Is(err, ErrTooManyCards) holds.
type DeckLimit struct {
	Held  int // cards in every hand of the round, overflowed ones included
	Decks int // decks in play
	Limit int // the decks' cards less the top card of the playing pile
}

// Error says what is wrong in the rule's words.
func (d *DeckLimit) Error() string { return ErrTooManyCards.Error() }

// Is makes errors.Is(err, ErrTooManyCards) hold.
func (d *DeckLimit) Is(target error) bool { return target == ErrTooManyCards }

// Message says what is wrong in the rule's words, in any language.
func (d *DeckLimit) Message() game.Message { return ErrTooManyCards.With() }

// Setup is who plays: the players' names in seat order.
type Setup struct {
	Players []string `json:"players"`
}

// Round is how one round ended: the cards every player still in holds,
// and who overflowed. It is one element of the record's "rounds".
type Round struct {
	CardsLeft  map[string]int `json:"cards_left"`
	Overflowed []string       `json:"overflowed"`
}

// Result is what a round scored and where it left the game.
type Result struct {
	// Number is the round's number, from 1.
	Number int `json:"number"`
	// Points are the round's points per player (before a total's floor
	// of 0).
	Points map[string]int `json:"points"`
	// Winner emptied their hand, or is the sole survivor.
	Winner       string   `json:"winner"`
	SoleSurvivor bool     `json:"sole_survivor"`
	Overflowed   []string `json:"overflowed"`
	// Steps explain the round's points.
	Steps game.Explanation `json:"steps"`
	// Totals, Finished and Winners are the game after the round.
	Totals   map[string]int `json:"totals"`
	Finished bool           `json:"finished"`
	Winners  []string       `json:"winners"`
	// End explains why the game ended after this round and who won.
	End game.Explanation `json:"end,omitempty"`
}

// Game is a game of Cârts Tîty scored with the optional scoring system:
// the players, the house rules, every player's running total and the
// number of rounds played.
type Game struct {
	players []string
	opts    Options
	decks   int
	totals  []int // in players' order
	rounds  int
}

// newGame checks the players and the decks and starts a game.
func newGame(players []string, opts Options) (*Game, error) {
	if err := CheckPlayers(players); err != nil {
		return nil, err
	}
	if err := opts.checkDeal(len(players)); err != nil {
		return nil, err
	}
	return &Game{players: slices.Clone(players), opts: opts, decks: opts.DecksFor(len(players)), totals: make([]int, len(players))}, nil
}

// CheckPlayers refuses an empty, duplicated or too short list of names.
func CheckPlayers(players []string) error {
	if len(players) < 2 {
		return game.Refuse(game.ErrImpossible, nil, "players", msgTooFewPlayers.With(len(players))).Citing(game.RuleImpossible)
	}
	if len(players) > maxPlayers {
		return game.Refuse(game.ErrInvalid, nil, "players", msgTooManyPlayers.With(len(players), maxPlayers))
	}
	seen := map[string]bool{}
	for i, p := range players {
		if strings.TrimSpace(p) == "" {
			return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("players[%d]", i), msgNeedsAName.With())
		}
		if seen[p] {
			return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("players[%d]", i), msgNamedTwice.With(p))
		}
		seen[p] = true
	}
	return nil
}

// Play scores one round. A refusal (a *game.Error naming the field of the
// round, "cards_left.B") leaves the game as it was.
func (g *Game) Play(r Round) (Result, error) {
	if g.Finished() {
		return Result{}, game.Refuse(game.ErrImpossible, ErrGameOver, "", msgGameWasOver.With(g.rounds)).Citing(game.RuleImpossible)
	}
	res, err := scoreRound(g.players, r, g.decks)
	if err != nil {
		return Result{}, err
	}
	totals := make([]int, len(g.totals))
	for i, p := range g.players {
		t := g.totals[i] + res.Points[p]
		if t < 0 {
			res.Steps.Say(msgStaysAtZero.With(p, t), carts.SecScoring, carts.RulingScoring)
			t = 0
		}
		totals[i] = t
	}
	// Nothing can fail from here on.
	g.totals = totals
	g.rounds++
	res.Number = g.rounds
	res.Totals = g.Totals()
	res.Finished = g.Finished()
	res.Winners = g.Winners()
	if res.Finished {
		res.End = g.endSteps()
	}
	return res, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Preview scores a round without playing it: what saving it would give
// (the round's points, the totals after it, whether it ends the game), or
// the refusal it would meet.
func (g *Game) Preview(r Round) (Result, error) { return g.clone().Play(r) }

func (g *Game) clone() *Game {
	c := *g
	c.totals = slices.Clone(g.totals)
	return &c
}

// Standing implements scoring.State: totals in seat order, the lowest
// total wins.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Totals: make([]scoring.SideTotal, len(g.players)), Rounds: g.rounds, Finished: g.Finished(),
		Winners: g.Winners(), Target: g.opts.Limit, LowerWins: true}
	for i, p := range g.players {
		st.Totals[i] = scoring.SideTotal{Side: p, Points: g.totals[i]}
	}
	return st
}

// Players are the players in seat order.
func (g *Game) Players() []string { return slices.Clone(g.players) }

// Options are the game's house rules.
func (g *Game) Options() Options { return g.opts }

// Decks is the number of decks in play.
func (g *Game) Decks() int { return g.decks }

// Rounds is the number of rounds scored.
func (g *Game) Rounds() int { return g.rounds }

// Total is a player's total.
func (g *Game) Total(player string) (int, bool) {
	i := slices.Index(g.players, player)
	if i < 0 {
		return 0, false
	}
	return g.totals[i], true
}

// Totals are every player's total.
func (g *Game) Totals() map[string]int {
	m := make(map[string]int, len(g.players))
	for i, p := range g.players {
		m[p] = g.totals[i]
	}
	return m
}

// Finished reports whether the game is over: someone reached the points
// limit, or the agreed rounds are played.
func (g *Game) Finished() bool {
	if g.opts.Rounds > 0 && g.rounds >= g.opts.Rounds {
		return true
	}
	if g.opts.Limit > 0 {
		for _, t := range g.totals {
			if t >= g.opts.Limit {
				return true
			}
		}
	}
	return false
}

// Leaders are the players with the lowest total (all of them before the
// first round).
func (g *Game) Leaders() []string {
	out := []string{}
	low := -1
	for i, p := range g.players {
		switch t := g.totals[i]; {
		case low < 0 || t < low:
			low, out = t, []string{p}
		case t == low:
			out = append(out, p)
		}
	}
	return out
}

// Winners are the leaders once the game is over (several share a win),
// none before.
func (g *Game) Winners() []string {
	if !g.Finished() {
		return []string{}
	}
	return g.Leaders()
}

// RoundsLeft is the number of rounds still to play when a number was
// agreed; ok is false when none was.
func (g *Game) RoundsLeft() (n int, ok bool) {
	if g.opts.Rounds == 0 {
		return 0, false
	}
	return max(g.opts.Rounds-g.rounds, 0), true
}

// ToLimit is how many points a player can still take before reaching the
// points limit; ok is false without a limit.
func (g *Game) ToLimit(player string) (n int, ok bool) {
	t, known := g.Total(player)
	if g.opts.Limit == 0 || !known {
		return 0, false
	}
	return max(g.opts.Limit-t, 0), true
}

// endSteps explain why the game is over and who won.
func (g *Game) endSteps() game.Explanation {
	var ex game.Explanation
	var reached []string
	if g.opts.Limit > 0 {
		for i, p := range g.players {
			if g.totals[i] >= g.opts.Limit {
				reached = append(reached, p)
			}
		}
	}
	if len(reached) > 0 {
		ex.Say(msgReachedLimit.With(g.rounds, game.ListOf(game.JoinComma, reached), g.opts.Limit), carts.SecScoring, carts.RulingScoring)
	} else {
		ex.Say(msgAgreedRounds.With(nounRound.Of(g.opts.Rounds)), carts.SecScoring, carts.RulingScoring)
	}
	w := g.Leaders()
	low, _ := g.Total(w[0])
	if len(w) == 1 {
		ex.Say(msgLowestWins.With(w[0], low), carts.SecScoring, carts.RulingScoring)
	} else {
		ex.Say(msgShareTheWin.With(game.ListOf(game.JoinComma, w), low), carts.SecScoring, carts.RulingScoring)
	}
	return ex
}
