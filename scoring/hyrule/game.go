package hyrule

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
	"arbiter/scoring"
)

// Deal sizes.
const (
	HandSize  = 7  // cards dealt to each player, and turns in a round
	DeckSize  = 54 // the standard deck with both jokers
	maxJokers = 2
)

// TurnRules is how a round's turns are taken.
type TurnRules uint8

// The two turn systems of the rulebook.
const (
	Chance   TurnRules = iota // everyone turns a card over at once
	Strategy                  // a first player, play or swap, counter-clockwise
)

// String returns "chance" or "strategy".
func (t TurnRules) String() string {
	if t == Strategy {
		return "strategy"
	}
	return "chance"
}

// MarshalText writes String.
func (t TurnRules) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads ParseTurnRules' spellings.
func (t *TurnRules) UnmarshalText(b []byte) error {
	v, err := ParseTurnRules(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// ParseTurnRules reads "chance" (also "") or "strategy".
func ParseTurnRules(s string) (TurnRules, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "chance":
		return Chance, nil
	case "strategy":
		return Strategy, nil
	}
	return Chance, game.Refuse(game.ErrInvalid, nil, "turn_rules", msgNotATurnSystem.With(s))
}

// Setup is a Hyrule game's fixed setup: the players in counter-clockwise
// seating order, the turn rules, and under strategy rules the tallest
// player (by name), who goes first on the first turn and whenever captures
// are level.
type Setup struct {
	Players   []string  `json:"players"`
	TurnRules TurnRules `json:"turn_rules"`
	Tallest   string    `json:"tallest,omitempty"`
}

// Turn is what a table reports for one turn.
type Turn struct {
	Cards []cards.Card // one per player of the game being played, in its order
	// Swaps are the cards discarded by swapping players before the play,
	// in order: the first by the player due to go first, the next by the
	// player after them (which the no-swap-after-swap rule refuses).
	// Strategy rules only.
	Swaps []cards.Card
	// First, when >= 0, is the player the table says led the play; it is
	// checked against the rules (strategy only). -1: not given.
	First int
	// Runoff settles a joker standoff: one card per tied player in
	// ascending player order.
	Runoff []cards.Card
	// RunoffGame sets up the run-off game this turn opens (its first turn
	// only, optional): see RunoffSetup.
	RunoffGame *RunoffSetup
}

// RunoffSetup is how a run-off game is played, when it differs from what
// the round implies: its players (the players level at the top, in any
// order; by default in the round's order), its turn rules (by default the
// round's) and its tallest player (by default the round's, when among
// them; strategy rules need one).
type RunoffSetup struct {
	Players   []string   `json:"players,omitempty"`
	TurnRules *TurnRules `json:"turn_rules,omitempty"`
	Tallest   string     `json:"tallest,omitempty"`
}

// Use says where a card was used in the game being played.
type Use struct {
	Turn int    // 1-based turn of the current game
	How  string // "played", "swapped" or "runoff"
	at   string // the field, for refusals ("cards[1]")
}

// GameEnd is how a game ended: the round, or one of its run-off games.
type GameEnd struct {
	RunoffGame int      `json:"runoff_game"` // 0: the round itself
	Players    []string `json:"players"`
	Captured   []int    `json:"captured"` // per player of that game
	// Winner is the player (index into Players) with the most captured
	// cards, -1 when several are level; Tied lists those.
	Winner int   `json:"winner"`
	Tied   []int `json:"tied"`
	// Draw: level, and the draw option makes it a draw. RunoffNeeded:
	// level, and the level players play a run-off game (HYRULE-4).
	Draw         bool             `json:"draw"`
	RunoffNeeded bool             `json:"runoff_needed"`
	Stock        int              `json:"stock"`
	Discards     cards.Cards      `json:"discard_pile"`
	Steps        game.Explanation `json:"steps"`
}

// TurnResult is a played turn.
type TurnResult struct {
	RunoffGame int      // 0: a turn of the round; k: of its k-th run-off game
	Turn       int      // 1-based within its game
	Players    []string // the players of its game, in order: the indices below are theirs
	Due        int      // strategy: the player due to go first; -1 under chance rules
	Swapper    int      // the player who swapped; -1 when nobody did
	Lead       int      // the player who led the play; -1 under chance rules
	Swapped    []cards.Card
	// Winner takes Captured with WinningCard; -1 while a standoff waits
	// for its run-off (Tied are its joker players).
	Winner      int
	WinningCard cards.Card
	Tied        []int
	DecidedBy   hyrule.Decision
	Captured    []cards.Card
	Runoff      []cards.Card // the run-off cards of a settled standoff
	Stock       int          // cards left in the stock after the turn
	Steps       game.Explanation
	// End is set on the turn that ended its game.
	End *GameEnd
}

// Open reports whether the turn is a standoff still waiting for its run-off.
func (r TurnResult) Open() bool { return r.Winner < 0 }

// Standoff is a turn whose joker standoff waits for its run-off (HYRULE-3).
type Standoff struct {
	Turn int   // 1-based, in the current game
	Tied []int // its joker players, indices into the current game's players
}

// stage is one game being played: the round, or a run-off game.
type stage struct {
	runoff  int   // 0: the round; k: its k-th run-off game
	players []int // indices into Game.players, in this game's order
	rules   TurnRules
	// tallest is the tallest player as given or inherited (an index into
	// Game.players), whatever the turn rules; -1: not known.
	tallest  int
	turns    int // turns played
	captured []int
	seen     map[cards.Card]Use // suited cards used
	jokers   []cards.Card       // jokers used ("JK" is either)
	jokerUse []Use
	discards []cards.Card
	stock    int
	open     *openTurn
}

// openTurn is a standoff waiting for its run-off: pre are the steps of
// the turn before its cards were compared (who went first, a swap), said
// again when the run-off settles it.
type openTurn struct {
	turn    int
	cards   []cards.Card
	lead    int
	due     int
	tied    []int
	swapped []cards.Card
	pre     game.Explanation
}

// preSteps says again what came before an open turn's cards were
// compared, from what the open turn keeps: the turn rules, who was due to
// go first and why (the captures have not changed since), and the swap,
// after which the stock has not changed either. ok is false when it
// cannot be said again: a swap not kept (a state stored before swaps
// were).
func (g *Game) preSteps(o *openTurn) (steps game.Explanation, ok bool) {
	s := &g.cur
	if s.rules == Chance {
		steps.Say(msgChanceRules.With(), hyrule.SecChance, "")
		return steps, true
	}
	_, why := g.due(o.turn == 1)
	steps = append(steps, why)
	if o.lead != o.due {
		if len(o.swapped) == 0 {
			return nil, false
		}
		names := g.Table()
		steps.Say(msgSwaps.With(names[o.due], o.swapped[0], s.stock, names[o.lead]), hyrule.SecSwap, "")
	}
	return steps, true
}

func (s stage) clone() stage {
	c := s
	c.players = slices.Clone(s.players)
	c.captured = slices.Clone(s.captured)
	c.seen = make(map[cards.Card]Use, len(s.seen))
	for k, v := range s.seen {
		c.seen[k] = v
	}
	c.jokers = slices.Clone(s.jokers)
	c.jokerUse = slices.Clone(s.jokerUse)
	c.discards = slices.Clone(s.discards)
	if s.open != nil {
		o := *s.open
		c.open = &o
	}
	return c
}

// Game is a game of Hyrule: one round of seven turns and, when it ends
// level and the draw option says so, the run-off games of the level
// players (HYRULE-4), turn after turn. It keeps what the next turn needs
// (the current game's players, captures, used cards, stock, an open
// standoff) and how the last game ended, never the list of turns. It is
// the game's scoring.State; the table screen renders from its methods.
type Game struct {
	players []string
	rules   TurnRules
	tallest int // index into players, as the setup gives it; -1
	opts    hyrule.Options

	cur stage
	// pending: cur is a run-off game whose first turn is still to come
	// (its setup may still be given).
	pending bool
	// round is what each player captured in the round itself: the
	// round's totals (HYRULE-4). runoff is what each captured in the
	// run-off games, kept apart: those counts only decide the winner.
	round    []int
	runoff   []int
	played   int
	last     *GameEnd
	finished bool
	winner   int // index into players; -1
	draw     bool
}

// checkPlayers refuses a table Hyrule cannot seat: 2 to 7 named players,
// names distinct.
func checkPlayers(players []string) error {
	n := len(players)
	switch {
	case n == 0:
		return hyrule.Invalid("players", hyrule.ErrPlayers, msgNamePlayers.With())
	case n < hyrule.MinPlayers || n > hyrule.MaxPlayers:
		return hyrule.Impossible("players", hyrule.ErrPlayers, msgPlayerCount.With(n))
	}
	seen := map[string]int{}
	for i, p := range players {
		if strings.TrimSpace(p) == "" {
			return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("players[%d]", i), msgNeedsAName.With())
		}
		if j, dup := seen[p]; dup {
			return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("players[%d]", i), msgNamedTwice.With(p, j))
		}
		seen[p] = i
	}
	return nil
}

// NewGame starts a game: the players of the setup, in counter-clockwise
// order, each with 7 cards; the rest of the deck is the stock. Strategy
// rules need the tallest player.
func NewGame(s Setup, opts hyrule.Options) (*Game, error) {
	tallest := -1
	if s.Tallest != "" {
		tallest = slices.Index(s.Players, s.Tallest)
		if tallest < 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, "tallest", msgNotAPlayer.With(s.Tallest))
		}
	}
	if err := checkPlayers(s.Players); err != nil {
		return nil, err
	}
	if s.TurnRules == Strategy && tallest < 0 {
		return nil, game.Refuse(game.ErrInvalid, nil, "tallest", msgNeedsTallest.With())
	}
	n := len(s.Players)
	g := &Game{players: slices.Clone(s.Players), rules: s.TurnRules, tallest: tallest, opts: opts, round: make([]int, n), runoff: make([]int, n), winner: -1}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	g.cur = newStage(0, idx, s.TurnRules, tallest)
	return g, nil
}

func newStage(runoff int, players []int, rules TurnRules, tallest int) stage {
	return stage{runoff: runoff, players: players, rules: rules, tallest: tallest, captured: make([]int, len(players)),
		seen: map[cards.Card]Use{}, jokers: []cards.Card{}, jokerUse: []Use{}, discards: []cards.Card{}, stock: DeckSize - HandSize*len(players)}
}

// clone returns an independent copy.
func (g *Game) clone() *Game {
	c := *g
	c.players = slices.Clone(g.players)
	c.round = slices.Clone(g.round)
	c.runoff = slices.Clone(g.runoff)
	c.cur = g.cur.clone()
	return &c
}

// Clone returns an independent copy of the state: play a turn on it to
// see its result without changing the game.
func (g *Game) Clone() *Game { return g.clone() }

// Options returns the game's house rules.
func (g *Game) Options() hyrule.Options { return g.opts }

// Players returns every player of the game, in seating order.
func (g *Game) Players() []string { return slices.Clone(g.players) }

// Setup returns the game's setup.
func (g *Game) Setup() Setup {
	s := Setup{Players: g.Players(), TurnRules: g.rules}
	if g.tallest >= 0 {
		s.Tallest = g.players[g.tallest]
	}
	return s
}

// RunoffGame returns 0 while the round is played, k during (or before the
// first turn of) its k-th run-off game.
func (g *Game) RunoffGame() int { return g.cur.runoff }

// Table returns the players of the game being played (the round, or a
// run-off game), in order: a turn lists their cards in this order.
func (g *Game) Table() []string {
	out := make([]string, len(g.cur.players))
	for i, p := range g.cur.players {
		out[i] = g.players[p]
	}
	return out
}

// TurnRules returns the turn rules of the game being played.
func (g *Game) TurnRules() TurnRules { return g.cur.rules }

// Tallest returns the tallest player of the game being played (an index
// into Table), -1 under chance rules or while not known.
func (g *Game) Tallest() int { return g.cur.tallestAt() }

// tallestAt is the tallest player's index among the stage's players under
// strategy rules, -1 under chance rules or when not among them.
func (s *stage) tallestAt() int {
	if s.rules != Strategy {
		return -1
	}
	return slices.Index(s.players, s.tallest)
}

// RunoffPending reports whether the next turn opens a run-off game: it may
// carry the run-off game's setup (Turn.RunoffGame), and must name its
// tallest player under strategy rules when the last game's tallest is not
// among its players (Tallest returns -1 then).
func (g *Game) RunoffPending() bool { return g.pending }

// WithRunoff returns a copy of the game with the pending run-off game set
// up as r says (the table's choice of its tallest player, say), to read
// its Table, Due and Tallest before its first turn is played. Refusals
// name fields of r ("tallest"); without a pending run-off game it
// refuses runoff_game.
func (g *Game) WithRunoff(r *RunoffSetup) (*Game, error) {
	if !g.pending {
		return nil, hyrule.Invalid("runoff_game", ErrRunoffGame, msgRunoffSetsUp.With())
	}
	c := g.clone()
	if err := c.startRunoff(r); err != nil {
		return nil, err
	}
	return c, nil
}

// Turn returns the number of the next turn of the game being played (1 to
// 7); while a standoff waits for its run-off, the standoff's turn.
func (g *Game) Turn() int {
	if g.cur.open != nil {
		return g.cur.open.turn
	}
	return g.cur.turns + 1
}

// Played returns the number of turns played, run-off games included.
func (g *Game) Played() int { return g.played }

// Captured returns the cards each player of the game being played has
// captured in it, in Table order.
func (g *Game) Captured() []int { return slices.Clone(g.cur.captured) }

// Stock returns the cards left face down in the stock of the game being
// played.
func (g *Game) Stock() int { return g.cur.stock }

// Discards returns the face-up discard pile of the game being played,
// oldest first.
func (g *Game) Discards() []cards.Card { return slices.Clone(g.cur.discards) }

// Standoff returns the last turn's joker standoff while it waits for its
// run-off (HYRULE-3).
func (g *Game) Standoff() (Standoff, bool) {
	if g.cur.open == nil {
		return Standoff{}, false
	}
	return Standoff{Turn: g.cur.open.turn, Tied: slices.Clone(g.cur.open.tied)}, true
}

// End returns how the last game ended (the round, or a run-off game), nil
// before the round's end. While a run-off game is played it is the level
// round (or run-off game) that called for it.
func (g *Game) End() *GameEnd { return g.last }

// Used returns where a card was used in the game being played, if it was.
// "JK" is used once both jokers are.
func (g *Game) Used(c cards.Card) (Use, bool) {
	if !c.IsJoker() {
		u, ok := g.cur.seen[c]
		return u, ok
	}
	for i, j := range g.cur.jokers {
		if j.Joker == c.Joker && c.Joker != cards.AnyJoker {
			return g.cur.jokerUse[i], true
		}
	}
	if len(g.cur.jokers) >= maxJokers {
		return g.cur.jokerUse[len(g.cur.jokerUse)-1], true
	}
	return Use{}, false
}

// CanPlay says whether a card can still be put on the table in the game
// being played: nil, or a refusal (GEN-1, ErrSeenCard) saying in which
// turn it was played, swapped away or used in a run-off (played, swapped
// and run-off cards never go back into the stock). The app dims the cards
// this refuses.
func (g *Game) CanPlay(c cards.Card) error {
	if !c.Valid() {
		return hyrule.Invalid("", cards.ErrNotACard, msgNotStandard.With())
	}
	u, used := g.Used(c)
	if !used {
		return nil
	}
	what := map[string]game.Def{"played": msgPlayedIn, "swapped": msgSwappedIn, "runoff": msgRunoffIn}[u.How]
	return hyrule.Impossible("", ErrSeenCard, what.With(c, u.Turn))
}

// Due returns who goes first on the next turn under strategy rules (an
// index into Table), with the reason; -1 under chance rules, and while a
// run-off game's tallest player is not known.
func (g *Game) Due() (int, game.Step) { return g.due(g.cur.turns == 0 && g.cur.open == nil) }

// due is Due, first saying whether the turn is the game's first.
func (g *Game) due(first bool) (int, game.Step) {
	s := &g.cur
	if s.rules != Strategy {
		return -1, hyrule.Step(msgChanceAtOnce.With(), hyrule.SecChance, "")
	}
	tallest := s.tallestAt()
	if tallest < 0 {
		return -1, hyrule.Step(msgTallestUnknown.With(), hyrule.SecStrategy, "HYRULE-4")
	}
	names := g.Table()
	n := len(names)
	best, level := 0, true
	for i := 1; i < n; i++ {
		if s.captured[i] != s.captured[0] {
			level = false
		}
		if s.captured[i] > s.captured[best] {
			best = i
		}
	}
	if first {
		return tallest, hyrule.Step(msgFirstTurn.With(names[tallest]), hyrule.SecStrategy, "")
	}
	if level {
		return tallest, hyrule.Step(msgEveryoneLevel.With(s.captured[0], names[tallest]), hyrule.SecStrategy, "")
	}
	var leaders []any
	for i := 0; i < n; i++ {
		if s.captured[i] == s.captured[best] {
			leaders = append(leaders, names[i])
		}
	}
	if len(leaders) == 1 {
		return best, hyrule.Step(msgMostCaptured.With(names[best], s.captured[best]), hyrule.SecStrategy, "")
	}
	// Several players share the most captures: the first of them going
	// counter-clockwise from the tallest player.
	for k := 0; k < n; k++ {
		i := (tallest + k) % n
		if s.captured[i] == s.captured[best] {
			return i, hyrule.Step(msgShareMost.With(hyrule.JoinAnd(leaders), s.captured[best], names[i], names[tallest]), hyrule.SecStrategy, "")
		}
	}
	return best, game.Step{}
}

// CanSwap says whether the player due to go first may swap a card with
// the stock now (strategy rules, a card left in the stock, no standoff
// waiting, the game not over): nil, or why not.
func (g *Game) CanSwap() error {
	switch {
	case g.finished:
		return hyrule.Impossible("swaps", ErrRoundOver, msgGameOver.With())
	case g.cur.rules != Strategy:
		return hyrule.Invalid("swaps", ErrNoSwap, msgChanceNoSwap.With())
	case g.cur.open != nil:
		return hyrule.Illegal(ruleSettleFirst.With(), "swaps", ErrOpenTurn, msgStandoffWaiting.With(g.cur.open.turn))
	case g.cur.stock <= 0:
		return hyrule.Impossible("swaps", ErrStockEmpty, msgStockEmpty.With())
	}
	return nil
}

// Standing implements scoring.State: every player's captured cards in the
// round (HYRULE-4: a run-off game's counts are kept apart and only decide
// the winner, so after one the winner may show no more than the others),
// the winner once a game ends with one, or the draw.
func (g *Game) Standing() scoring.Standing {
	st := scoring.Standing{Rounds: g.played, Winners: []string{}, Finished: g.finished, Draw: g.draw}
	for i, p := range g.players {
		st.Totals = append(st.Totals, scoring.SideTotal{Side: p, Points: g.round[i]})
	}
	if g.winner >= 0 {
		st.Winners = []string{g.players[g.winner]}
	}
	return st
}

// Apply implements scoring.State with Play.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Play records the next turn of the game being played. It is atomic: a
// refused turn leaves the game as it was. Refusals are *game.Error values
// naming fields within the turn ("cards[1]", "swaps[0]", "runoff").
func (g *Game) Play(t Turn) (TurnResult, error) {
	c := g.clone()
	res, err := c.play(t)
	if err != nil {
		return TurnResult{}, err
	}
	*g = *c
	return res, nil
}

// use records a card as used in this game, refusing a second use.
func (s *stage) use(c cards.Card, u Use) error {
	if c.IsJoker() {
		red, black := 0, 0
		for _, j := range append(slices.Clone(s.jokers), c) {
			switch j.Joker {
			case cards.RedJoker:
				red++
			case cards.BlackJoker:
				black++
			}
		}
		if len(s.jokers)+1 > maxJokers || red > 1 || black > 1 {
			return hyrule.Impossible(u.at, ErrSeenCard, msgJokerTooMany.With(c, hyrule.RuleDeck.With()))
		}
		s.jokers = append(s.jokers, c)
		s.jokerUse = append(s.jokerUse, u)
		return nil
	}
	if prev, ok := s.seen[c]; ok {
		return hyrule.Impossible(u.at, ErrSeenCard, msgUsedThisRound.With(c, prev.where(s.runoff)))
	}
	s.seen[c] = u
	return nil
}

// where names a use for refusals as the score input's field:
// "turns[0].cards[1]" in the round, "runoff.turns[0].cards[1]" in its
// first run-off game.
func (u Use) where(runoff int) string {
	return fmt.Sprintf("%sturns[%d].%s", strings.Repeat("runoff.", runoff), u.Turn-1, u.at)
}

func (g *Game) play(t Turn) (TurnResult, error) {
	if g.finished {
		return TurnResult{}, hyrule.Impossible("", ErrRoundOver, msgTurnAfterEnd.With(g.cur.turns+1, g.overWords()))
	}
	if t.RunoffGame != nil && !g.pending {
		return TurnResult{}, hyrule.Invalid("runoff_game", ErrRunoffGame, msgRunoffSetsUp.With())
	}
	if g.pending {
		if err := g.startRunoff(t.RunoffGame); err != nil {
			return TurnResult{}, game.Prefix(err, "runoff_game")
		}
	}
	s := &g.cur
	names := g.Table()
	n := len(names)
	if s.open != nil {
		return TurnResult{}, hyrule.Illegal(ruleSettleFirst.With(), "", ErrOpenTurn, msgStillWaiting.With(s.open.turn))
	}
	if s.turns >= HandSize {
		return TurnResult{}, hyrule.Impossible("", ErrRoundOver, msgSevenPlayed.With(s.turns+1))
	}
	switch {
	case len(t.Cards) == 0:
		return TurnResult{}, hyrule.Invalid("cards", hyrule.ErrPlayers, msgCardPerPlayer.With())
	case len(t.Cards) != n:
		return TurnResult{}, hyrule.Impossible("cards", hyrule.ErrPlayers, msgCardsForPlayers.With(len(t.Cards), n))
	}
	if t.First >= n {
		return TurnResult{}, game.Refuse(game.ErrInvalid, nil, "first", msgNotAPlayerRange.With(t.First, n-1))
	}
	number := s.turns + 1
	res := TurnResult{RunoffGame: s.runoff, Turn: number, Players: names, Due: -1, Swapper: -1, Lead: -1, Swapped: []cards.Card{}, Tied: []int{}, Captured: []cards.Card{}, Runoff: []cards.Card{}}
	for i, c := range t.Cards {
		if !c.Valid() {
			return TurnResult{}, hyrule.Invalid(fmt.Sprintf("cards[%d]", i), cards.ErrNotACard, msgNotStandard.With())
		}
	}
	var steps game.Explanation
	switch s.rules {
	case Chance:
		if len(t.Swaps) > 0 {
			return TurnResult{}, game.Refuse(game.ErrInvalid, nil, "swaps", msgChanceRoundSwap.With())
		}
		if t.First >= 0 {
			return TurnResult{}, game.Refuse(game.ErrInvalid, nil, "first", msgChanceNoFirst.With())
		}
		steps.Say(msgChanceRules.With(), hyrule.SecChance, "")
	case Strategy:
		due, why := g.Due()
		res.Due, res.Lead = due, due
		steps = append(steps, why)
		for k, c := range t.Swaps {
			w := fmt.Sprintf("swaps[%d]", k)
			if !c.Valid() {
				return TurnResult{}, hyrule.Invalid(w, cards.ErrNotACard, msgNotStandard.With())
			}
			swapper := (due + k) % n
			if k > 0 {
				return TurnResult{}, hyrule.Illegal(ruleSwapAfterSwap.With(), w, nil, msgSwapAfterSwap.With(names[swapper], c, names[(swapper-1+n)%n]))
			}
			if s.stock <= 0 {
				return TurnResult{}, hyrule.Impossible(w, ErrStockEmpty, msgSwapStockEmpty.With(names[swapper], c))
			}
			if err := s.use(c, Use{Turn: number, How: "swapped", at: w}); err != nil {
				return TurnResult{}, err
			}
			s.stock--
			s.discards = append(s.discards, c)
			res.Swapper, res.Lead = swapper, (swapper+1)%n
			res.Swapped = append(res.Swapped, c)
			steps.Say(msgSwaps.With(names[swapper], c, s.stock, names[res.Lead]), hyrule.SecSwap, "")
		}
		if t.First >= 0 && t.First != res.Lead {
			return TurnResult{}, hyrule.Illegal(ruleWhoLeads.With(), "first", ErrWrongLeader, msgCannotLead.With(names[t.First], names[res.Lead]))
		}
	}
	for i, c := range t.Cards {
		if err := s.use(c, Use{Turn: number, How: "played", at: fmt.Sprintf("cards[%d]", i)}); err != nil {
			return TurnResult{}, err
		}
	}
	r, err := hyrule.Resolve(hyrule.Turn{Cards: t.Cards, First: res.Lead, Names: names}, g.opts)
	if err != nil {
		return TurnResult{}, err
	}
	if !r.Open() && len(t.Runoff) > 0 {
		rule := ruleRunoffStandoff.With()
		if r.DecidedBy == hyrule.ByFirstPlayed {
			rule = hyrule.RuleFirstPlayed()
		}
		return TurnResult{}, hyrule.Illegal(rule, "runoff", ErrNoStandoff, msgDecidedBy.With(r.DecidedBy.Word()))
	}
	res.Stock = s.stock
	if r.Open() {
		s.open = &openTurn{turn: number, cards: slices.Clone(t.Cards), lead: res.Lead, due: res.Due, tied: slices.Clone(r.Tied), swapped: slices.Clone(res.Swapped), pre: steps}
		if len(t.Runoff) == 0 {
			res.Winner, res.Tied, res.DecidedBy = -1, slices.Clone(r.Tied), r.DecidedBy
			res.Steps = append(steps[:len(steps):len(steps)], r.Steps...)
			s.turns++
			g.played++
			return res, nil
		}
		settled, err := g.settle(t.Runoff)
		if err != nil {
			return TurnResult{}, err
		}
		settled.Due, settled.Swapper, settled.Lead, settled.Swapped = res.Due, res.Swapper, res.Lead, res.Swapped
		s.turns++
		g.played++
		g.afterTurn(&settled)
		return settled, nil
	}
	res.Winner, res.WinningCard, res.Tied, res.DecidedBy = r.Winner, r.WinningCard, slices.Clone(r.Tied), r.DecidedBy
	res.Captured = slices.Clone(r.Captured)
	res.Steps = append(steps[:len(steps):len(steps)], r.Steps...)
	s.captured[r.Winner] += len(r.Captured)
	g.count(s, r.Winner, len(r.Captured))
	s.turns++
	g.played++
	g.afterTurn(&res)
	return res, nil
}

// count adds n captured cards to player k of the game being played: to
// the round's totals in the round, kept apart in a run-off game
// (HYRULE-4).
func (g *Game) count(s *stage, k, n int) {
	if s.runoff == 0 {
		g.round[s.players[k]] += n
		return
	}
	g.runoff[s.players[k]] += n
}

// RoundCaptured is what each player (in the setup's order) captured in the
// round itself: the round's totals, which a run-off game leaves as they
// are (HYRULE-4).
func (g *Game) RoundCaptured() []int { return slices.Clone(g.round) }

// RunoffCaptured is what each player (in the setup's order) captured in
// the round's run-off games, kept apart from the round's totals: those
// counts only decide the winner (HYRULE-4).
func (g *Game) RunoffCaptured() []int { return slices.Clone(g.runoff) }

// settle plays the run-off of the open standoff: one card per tied player
// in ascending player order. Each tied player plays the card from hand and
// draws a replacement from the stock, so every player still has a card
// for each of the 7 turns.
func (g *Game) settle(runoff []cards.Card) (TurnResult, error) {
	s := &g.cur
	o := s.open
	if len(runoff) != len(o.tied) {
		return TurnResult{}, hyrule.Illegal(ruleRunoffPlayers.With(), "runoff", hyrule.ErrRunoff, msgRunoffCards.With(len(runoff), len(o.tied)))
	}
	for k, c := range runoff {
		w := fmt.Sprintf("runoff[%d]", k)
		if !c.Valid() {
			return TurnResult{}, hyrule.Invalid(w, cards.ErrNotACard, msgNotStandard.With())
		}
		if err := s.use(c, Use{Turn: o.turn, How: "runoff", at: w}); err != nil {
			return TurnResult{}, err
		}
	}
	if s.stock < len(runoff) {
		return TurnResult{}, hyrule.Illegal(ruleRunoffStock.With(), "runoff", ErrStockEmpty, msgRunoffStock.With(s.stock, len(runoff)))
	}
	names := g.Table()
	r, err := hyrule.Resolve(hyrule.Turn{Cards: o.cards, First: o.lead, Runoff: runoff, Names: names}, g.opts)
	if err != nil {
		return TurnResult{}, err
	}
	s.stock -= len(runoff)
	res := TurnResult{RunoffGame: s.runoff, Turn: o.turn, Players: names, Due: o.due, Swapper: -1, Lead: o.lead, Swapped: []cards.Card{},
		Winner: r.Winner, WinningCard: r.WinningCard, Tied: slices.Clone(r.Tied), DecidedBy: r.DecidedBy,
		Captured: slices.Clone(r.Captured), Runoff: slices.Clone(runoff), Stock: s.stock}
	res.Steps = append(o.pre[:len(o.pre):len(o.pre)], r.Steps...)
	res.Steps.Say(msgReplacements.With(s.stock), hyrule.SecJokersFives, "HYRULE-3")
	s.captured[r.Winner] += len(r.Captured)
	g.count(s, r.Winner, len(r.Captured))
	s.open = nil
	return res, nil
}

// afterTurn ends the game being played after its seventh turn: the most
// captured cards wins; level players draw or play a run-off game
// (HYRULE-4).
func (g *Game) afterTurn(res *TurnResult) {
	s := &g.cur
	if s.turns < HandSize || s.open != nil {
		return
	}
	end := g.outcome()
	res.End = &end
	g.last = &end
	switch {
	case end.Winner >= 0:
		g.finished, g.winner = true, s.players[end.Winner]
	case end.Draw:
		g.finished, g.draw = true, true
	default:
		tied := make([]int, len(end.Tied))
		for k, i := range end.Tied {
			tied[k] = s.players[i]
		}
		tallest := -1
		if slices.Contains(tied, s.tallest) {
			tallest = s.tallest
		}
		g.cur = newStage(s.runoff+1, tied, s.rules, tallest)
		g.pending = true
	}
}

// outcome is the standing of the game being played: its winner once all 7
// turns are played, or its level players (HYRULE-4).
func (g *Game) outcome() GameEnd {
	s := &g.cur
	names := g.Table()
	o := GameEnd{RunoffGame: s.runoff, Players: names, Captured: slices.Clone(s.captured), Winner: -1, Tied: []int{},
		Stock: s.stock, Discards: slices.Clone(s.discards)}
	if s.turns < HandSize || s.open != nil {
		o.Steps.Say(msgTurnsPlayed.With(s.turns), hyrule.SecScoring, "")
		return o
	}
	best := 0
	for i, c := range s.captured {
		if c > s.captured[best] {
			best = i
		}
	}
	for i, c := range s.captured {
		if c == s.captured[best] {
			o.Tied = append(o.Tied, i)
		}
	}
	switch {
	case len(o.Tied) == 1:
		o.Winner, o.Tied = best, []int{}
	case g.opts.Draw == hyrule.DrawDraw:
		o.Draw = true
	default:
		o.RunoffNeeded = true
	}
	o.Steps, _ = o.endSteps()
	return o
}

// endSteps says how a finished game ended, from what its end keeps: its
// winner, or its level players and whether they draw or play a run-off
// game (HYRULE-4). ok is false when the end does not hold together.
func (o GameEnd) endSteps() (steps game.Explanation, ok bool) {
	in := func(i int) bool { return i >= 0 && i < len(o.Players) && i < len(o.Captured) }
	if o.Winner >= 0 {
		if !in(o.Winner) {
			return nil, false
		}
		steps.Say(msgWinsRound.With(o.Players[o.Winner], o.Captured[o.Winner]), hyrule.SecScoring, "HYRULE-4")
		return steps, true
	}
	if len(o.Tied) == 0 || !in(o.Tied[0]) {
		return nil, false
	}
	tied := make([]any, len(o.Tied))
	for k, i := range o.Tied {
		if !in(i) {
			return nil, false
		}
		tied[k] = o.Players[i]
	}
	level := msgLevelRunoff
	if o.Draw {
		level = msgLevelDraw
	}
	steps.Say(level.With(hyrule.JoinAnd(tied), o.Captured[o.Tied[0]]), hyrule.SecScoring, "HYRULE-4")
	return steps, true
}

// UnmarshalJSON reads a stored end and says its steps again as typed
// messages when they are what its data says; otherwise (a game not
// finished, an end stored in other words) they stay as stored.
func (o *GameEnd) UnmarshalJSON(b []byte) error {
	type stored GameEnd
	var v stored
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*o = GameEnd(v)
	if steps, ok := o.endSteps(); ok && sameSteps(steps, o.Steps) {
		o.Steps = steps
	}
	return nil
}

// sameSteps reports whether two explanations read the same.
func sameSteps(a, b game.Explanation) bool {
	return slices.Equal(a.Strings(), b.Strings())
}

// overWords says how the game ended, for refusing a turn after it.
func (g *Game) overWords() game.Message {
	switch {
	case g.draw:
		return msgOverDraw.With()
	case g.winner >= 0 && g.cur.runoff > 0:
		return msgOverRunoffWon.With(g.players[g.winner])
	}
	return msgOverPlayed.With()
}

// startRunoff sets up the pending run-off game: by default the level
// players in the round's order, the round's turn rules and its tallest
// player when among them. Refusals name fields of the setup ("players",
// "tallest").
func (g *Game) startRunoff(r *RunoffSetup) error {
	s := &g.cur
	tied := s.players
	if r != nil {
		if r.Players != nil {
			if !sameNames(r.Players, g.names(tied)) {
				return hyrule.Illegal(ruleRunoffLevel.With(), "players", nil,
					msgNotTiedPlayers.With(game.ListOf(game.JoinSpace, r.Players), game.ListOf(game.JoinSpace, g.names(tied))))
			}
			if err := checkPlayers(r.Players); err != nil {
				return err
			}
			order := make([]int, len(r.Players))
			for k, p := range r.Players {
				order[k] = slices.Index(g.players, p)
			}
			tied = order
		}
		if r.TurnRules != nil {
			s.rules = *r.TurnRules
		}
	}
	tallest := s.tallest // the last game's, when among the level players
	if r != nil && r.Tallest != "" {
		if !slices.Contains(g.names(tied), r.Tallest) {
			return game.Refuse(game.ErrInvalid, nil, "tallest", msgNotAPlayer.With(r.Tallest))
		}
		tallest = slices.Index(g.players, r.Tallest)
	}
	if s.rules == Strategy && !slices.Contains(tied, tallest) {
		return game.Refuse(game.ErrInvalid, nil, "tallest", msgNeedsTallest.With())
	}
	*s = newStage(s.runoff, slices.Clone(tied), s.rules, tallest)
	g.pending = false
	return nil
}

func (g *Game) names(idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = g.players[i]
	}
	return out
}

func sameNames(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]bool{}
	for _, s := range b {
		m[s] = true
	}
	for _, s := range a {
		if !m[s] {
			return false
		}
	}
	return true
}
