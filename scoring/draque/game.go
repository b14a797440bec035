package draque

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// Sentinels of the refusals of a claim (errors.Is); every one comes as a
// *game.Error naming the field.
var (
	// ErrGameOver: a claim after the game was won.
	ErrGameOver = game.NewSentinel("draque-yirken.err.game_over", "the game ends with the first valid claim")
	// ErrBackInGame: a card out of game at an earlier claim is missing
	// from a later claim's list.
	ErrBackInGame = game.NewSentinel("draque-yirken.err.back_in_game", "a card put out of game stays out for the rest of the game")
	// ErrNotAPlayer: the claimant is not one of the players.
	ErrNotAPlayer = game.NewSentinel("draque-yirken.err.not_a_player", "the claimant must be one of the players")
)

// Setup is who plays: the players' names in seat order.
type Setup struct {
	Players []string `json:"players"`
}

// Claim is one round of Draque & Yirken: a player lays down their hand and
// claims the win. Hand holds every card of the claimant, the discard
// included; OutOfGame every card any player has put out of game so far.
type Claim struct {
	Claimant  string
	Hand      []cards.ElementCard
	Discard   cards.ElementCard
	OutOfGame []cards.ElementCard
}

// Verdict is the outcome of a claim: valid with the winning series, or
// failed with the reason (and the discards that would have won).
type Verdict struct {
	// Number is the claim's number in the game, from 1.
	Number   int    `json:"number"`
	Claimant string `json:"claimant"`
	Valid    bool   `json:"valid"`
	// Series is the winning series in value order ([] when the claim
	// fails).
	Series        cards.ElementCards `json:"series"`
	Discard       cards.ElementCard  `json:"discard"`
	Reasons       []string           `json:"reasons"`
	BetterDiscard cards.ElementCards `json:"better_discard"`
	// Lowest and Highest are the values still in game at the claim.
	Lowest  int `json:"lowest"`
	Highest int `json:"highest"`
	// Winner is the claimant of a valid claim, "" otherwise.
	Winner string           `json:"winner"`
	Steps  game.Explanation `json:"steps"`
}

// Game is a game of Draque & Yirken: no score, only the claims made so far,
// the cards out of game at the last one, and the winner with their series
// once a claim stands.
type Game struct {
	players       []string
	ignoreElement bool
	claims        int
	out           []cards.ElementCard // out of game at the last claim, in the order given
	winner        string
	series        []cards.ElementCard
	discard       cards.ElementCard
}

// checkPlayers refuses a table that is not 2 to 4 named players.
func checkPlayers(players []string) error {
	if n := len(players); n < draque.MinPlayers || n > draque.MaxPlayers {
		return game.Refuse(game.ErrImpossible, nil, "players", msgPlayerCount.With(n, draque.MinPlayers, draque.MaxPlayers)).Citing(game.RuleImpossible)
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

func newGame(players []string, ignoreElement bool) (*Game, error) {
	if err := checkPlayers(players); err != nil {
		return nil, err
	}
	return &Game{players: slices.Clone(players), ignoreElement: ignoreElement}, nil
}

// Play judges one claim. A valid claim ends the game with the claimant as
// the winner. A failed claim is recorded with its reason and the game goes
// on: the rules name no penalty, and the table plays on (the claimant
// keeps their cards and ends the turn with a discard). A claim that no
// table can make is refused (a *game.Error naming the field of the claim)
// and leaves the game as it was.
func (g *Game) Play(c Claim) (Verdict, error) {
	if g.winner != "" {
		return Verdict{}, game.Refuse(game.ErrImpossible, ErrGameOver, "", msgGameEnded.With(g.winner, g.claims)).Citing(game.RuleImpossible)
	}
	if !slices.Contains(g.players, c.Claimant) {
		return Verdict{}, game.Refuse(game.ErrInvalid, ErrNotAPlayer, "claimant", msgNotAPlayer.With(c.Claimant, game.ListOf(game.JoinComma, g.players)))
	}
	if err := checkTable(c.Hand, c.OutOfGame); err != nil {
		return Verdict{}, err
	}
	if err := g.checkKept(c.OutOfGame); err != nil {
		return Verdict{}, err
	}
	v, err := judge(c.Hand, c.Discard, c.OutOfGame, g.ignoreElement)
	if err != nil {
		return Verdict{}, err
	}
	// Nothing can fail from here on.
	g.claims++
	g.out = slices.Clone(c.OutOfGame)
	v.Number, v.Claimant = g.claims, c.Claimant
	if v.Valid {
		g.winner, g.series, g.discard = c.Claimant, slices.Clone([]cards.ElementCard(v.Series)), c.Discard
		v.Winner = c.Claimant
		v.Steps.Say(msgClaimStands.With(c.Claimant, c.Discard), draque.SecGoal, "")
	} else {
		v.Steps.Say(msgClaimFails.With(c.Claimant), draque.SecGoal, "")
	}
	return v, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Preview judges a claim without recording it: the verdict it would get,
// or the refusal it would meet.
func (g *Game) Preview(c Claim) (Verdict, error) { return g.clone().Play(c) }

func (g *Game) clone() *Game {
	c := *g
	c.out = slices.Clone(g.out)
	c.series = slices.Clone(g.series)
	return &c
}

// CheckOutOfGame refuses a list of cards out of game that could not follow
// the last claim's: cards put out stay out, so every card out then must be
// out now (GEN-1), and the list must be one that some order of put-outs
// reaches.
func (g *Game) CheckOutOfGame(out []cards.ElementCard) error {
	if err := draque.CheckOut("out_of_game", out); err != nil {
		return err
	}
	return g.checkKept(out)
}

// checkKept refuses a list of cards out of game that lacks one of the last
// claim's.
func (g *Game) checkKept(out []cards.ElementCard) error {
	for _, c := range g.out {
		if !slices.Contains(out, c) {
			return game.Refuse(game.ErrImpossible, ErrBackInGame, "out_of_game", msgStaysOut.With(c, g.claims)).Citing(game.RuleImpossible)
		}
	}
	return nil
}

// Standing implements scoring.State. Draque & Yirken keeps no score: every
// player stands at 0, and the game is finished once a claim stands, with
// its claimant the one winner.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Totals: make([]scoring.SideTotal, len(g.players)), Rounds: g.claims, Winners: g.Winners(), Finished: g.winner != ""}
	for i, p := range g.players {
		st.Totals[i] = scoring.SideTotal{Side: p}
	}
	return st
}

// Players are the players in seat order.
func (g *Game) Players() []string { return slices.Clone(g.players) }

// IgnoreElement reports whether a series may mix elements (DRAQUE-1).
func (g *Game) IgnoreElement() bool { return g.ignoreElement }

// Claims is the number of claims made, failed ones included.
func (g *Game) Claims() int { return g.claims }

// Finished reports whether a claim has stood.
func (g *Game) Finished() bool { return g.winner != "" }

// Winner is the player whose claim stood.
func (g *Game) Winner() (string, bool) { return g.winner, g.winner != "" }

// Winners is the winner as a list ([] while the game goes on).
func (g *Game) Winners() []string {
	if g.winner == "" {
		return []string{}
	}
	return []string{g.winner}
}

// Series is the winning series and the card discarded with it, once a
// claim stood.
func (g *Game) Series() ([]cards.ElementCard, cards.ElementCard) {
	return slices.Clone(g.series), g.discard
}

// OutOfGame are the cards out of game at the last claim: a later claim
// lists them all, and more as the table puts them out.
func (g *Game) OutOfGame() []cards.ElementCard { return slices.Clone(g.out) }
