package hyrule

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/hyrule"
)

// Deal sizes.
const (
	HandSize  = 7  // cards dealt to each player, and turns in a round
	DeckSize  = 54 // the standard deck with both jokers
	maxJokers = 2
)

// Sentinel errors carried by round refusals (in game.Error.Sentinel).
var (
	ErrRoundOver   = errors.New("the round is over")
	ErrOpenTurn    = errors.New("a joker standoff is waiting for its run-off")
	ErrSeenCard    = errors.New("card already used this round")
	ErrStockEmpty  = errors.New("the stock is empty")
	ErrNoStandoff  = errors.New("no standoff to settle")
	ErrWrongLeader = errors.New("wrong player to go first")
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

// ParseTurnRules reads "chance" (also "") or "strategy".
func ParseTurnRules(s string) (TurnRules, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "chance":
		return Chance, nil
	case "strategy":
		return Strategy, nil
	}
	return Chance, game.Invalidf("turn_rules: %q is not a turn system: chance or strategy", s)
}

// TurnInput is what a table reports for one turn.
type TurnInput struct {
	Cards []cards.Card // one per player, in the round's player order
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
}

// TurnRecord is a played turn.
type TurnRecord struct {
	Number  int // 1-based
	Due     int // strategy: the player due to go first; -1 under chance rules
	Swapper int // the player who swapped; -1 when nobody did
	Lead    int // the player who led the play; -1 under chance rules
	Swapped []cards.Card
	Result  hyrule.Result
	Stock   int // cards left in the stock after the turn
	Steps   game.Explanation
	input   TurnInput
	pre     game.Explanation // turn-order steps before precedence
}

// Round is the state of one round of Hyrule.
type Round struct {
	Players  []string
	Rules    TurnRules
	Tallest  int // strategy: the tallest player, asked once per game; -1 unknown
	Options  hyrule.Options
	Turns    []TurnRecord
	Discards []cards.Card // the face-up discard pile, oldest first
	Stock    int          // cards left face down in the stock

	captured []int
	seen     map[cards.Card]string // suited card -> where it was used
	jokers   []cards.Card
}

// NewRound starts a round for 2–7 players. tallest is needed (>= 0) under
// strategy rules; pass -1 under chance rules.
func NewRound(players []string, rules TurnRules, tallest int, opts hyrule.Options) (*Round, error) {
	n := len(players)
	switch {
	case n == 0:
		return nil, hyrule.Invalid("players", hyrule.ErrPlayers, "missing: the names of the 2 to 7 players, in counter-clockwise seating order")
	case n < hyrule.MinPlayers || n > hyrule.MaxPlayers:
		return nil, hyrule.Impossible("players", hyrule.ErrPlayers, "%d player(s): Hyrule is for 2 to 7 players (Hyrule)", n)
	}
	seen := map[string]int{}
	for i, p := range players {
		if strings.TrimSpace(p) == "" {
			return nil, game.Invalidf("players[%d]: a player needs a name", i)
		}
		if j, dup := seen[p]; dup {
			return nil, game.Invalidf("players[%d]: %q is also players[%d]: names must differ", i, p, j)
		}
		seen[p] = i
	}
	if rules == Strategy && (tallest < 0 || tallest >= n) {
		return nil, game.Invalidf("tallest: strategy rules need the tallest player, who goes first on the first turn and whenever captures are level")
	}
	if rules == Chance {
		tallest = -1
	}
	return &Round{
		Players: append([]string(nil), players...), Rules: rules, Tallest: tallest, Options: opts,
		Turns: []TurnRecord{}, Discards: []cards.Card{}, Stock: DeckSize - HandSize*n,
		captured: make([]int, n), seen: map[cards.Card]string{},
	}, nil
}

// Captured returns the number of cards each player has captured, in player
// order.
func (r *Round) Captured() []int { return append([]int(nil), r.captured...) }

// Open reports whether the last turn is a standoff waiting for its run-off.
func (r *Round) Open() bool {
	return len(r.Turns) > 0 && r.Turns[len(r.Turns)-1].Result.Open()
}

// Finished reports whether every player has played their 7 cards and no
// standoff is open.
func (r *Round) Finished() bool { return len(r.Turns) == HandSize && !r.Open() }

// Due returns who goes first on the next turn under strategy rules, with
// the reason; -1 under chance rules.
func (r *Round) Due() (int, game.Step) {
	if r.Rules != Strategy {
		return -1, game.Step{Text: "Under chance rules everyone turns a card over at once.", Section: hyrule.SecChance}
	}
	n := len(r.Players)
	best, level := 0, true
	for i := 1; i < n; i++ {
		if r.captured[i] != r.captured[0] {
			level = false
		}
		if r.captured[i] > r.captured[best] {
			best = i
		}
	}
	if len(r.Turns) == 0 {
		return r.Tallest, game.Step{Text: fmt.Sprintf("First turn: %s, the tallest player, goes first.", r.Players[r.Tallest]), Section: hyrule.SecStrategy}
	}
	if level {
		return r.Tallest, game.Step{Text: fmt.Sprintf("Everyone has captured %d cards, so %s, the tallest player, goes first.", r.captured[0], r.Players[r.Tallest]), Section: hyrule.SecStrategy}
	}
	var leaders []int
	for i := 0; i < n; i++ {
		if r.captured[i] == r.captured[best] {
			leaders = append(leaders, i)
		}
	}
	if len(leaders) == 1 {
		return best, game.Step{Text: fmt.Sprintf("%s has the most captured cards (%d) and goes first.", r.Players[best], r.captured[best]), Section: hyrule.SecStrategy}
	}
	// Several players share the most captures: the first of them going
	// counter-clockwise from the tallest player.
	for k := 0; k < n; k++ {
		i := (r.Tallest + k) % n
		if r.captured[i] == r.captured[best] {
			names := make([]string, len(leaders))
			for j, l := range leaders {
				names[j] = r.Players[l]
			}
			return i, game.Step{Text: fmt.Sprintf("%s share the most captured cards (%d); of them %s comes first counter-clockwise from the tallest player, %s, and goes first.",
				strings.Join(names, " and "), r.captured[best], r.Players[i], r.Players[r.Tallest]), Section: hyrule.SecStrategy}
		}
	}
	return best, game.Step{}
}

// use records a card as used this round, refusing a second use.
func (r *Round) use(c cards.Card, where string, pending map[cards.Card]string, jokers *[]cards.Card) error {
	if c.IsJoker() {
		red, black := 0, 0
		all := append(append([]cards.Card(nil), r.jokers...), *jokers...)
		all = append(all, c)
		for _, j := range all {
			switch j.Joker {
			case cards.RedJoker:
				red++
			case cards.BlackJoker:
				black++
			}
		}
		if len(all) > maxJokers || red > 1 || black > 1 {
			return hyrule.Impossible(where, ErrSeenCard, "%q is one joker too many this round: %s", c, hyrule.RuleDeck)
		}
		*jokers = append(*jokers, c)
		return nil
	}
	prev, ok := r.seen[c]
	if !ok {
		prev, ok = pending[c]
	}
	if ok {
		return hyrule.Impossible(where, ErrSeenCard, "%q was already used this round (%s): one deck, and played, swapped and run-off cards never go back into the stock (%s)", c, prev, "Requirements; Turns")
	}
	pending[c] = where
	return nil
}

func (r *Round) commit(pending map[cards.Card]string, jokers []cards.Card) {
	for c, w := range pending {
		r.seen[c] = w
	}
	r.jokers = append(r.jokers, jokers...)
}

// Play records the next turn. field prefixes error messages ("turns[3]").
func (r *Round) Play(in TurnInput, field string) (TurnRecord, error) {
	n := len(r.Players)
	if field == "" {
		field = fmt.Sprintf("turns[%d]", len(r.Turns))
	}
	if r.Open() {
		return TurnRecord{}, hyrule.Illegal("a standoff is settled by its run-off before play goes on (HYRULE-3)",
			field, ErrOpenTurn, "turn %d is a joker standoff still waiting for its run-off", len(r.Turns))
	}
	if len(r.Turns) >= HandSize {
		return TurnRecord{}, hyrule.Impossible(field, ErrRoundOver,
			"turn %d: every player has already played the 7 cards dealt (Dealing; Scoring)", len(r.Turns)+1)
	}
	switch {
	case len(in.Cards) == 0:
		return TurnRecord{}, hyrule.Invalid(field+".cards", hyrule.ErrPlayers, "missing: one card per player, in the order of players")
	case len(in.Cards) != n:
		return TurnRecord{}, hyrule.Impossible(field+".cards", hyrule.ErrPlayers,
			"%d card(s) for %d players: every player puts one card on the table each turn, listed in the order of players (Turns)", len(in.Cards), n)
	}
	rec := TurnRecord{Number: len(r.Turns) + 1, Due: -1, Swapper: -1, Lead: -1, Swapped: []cards.Card{}, input: in}
	pending := map[cards.Card]string{}
	var jokers []cards.Card
	for i, c := range in.Cards {
		if !c.Valid() {
			return TurnRecord{}, hyrule.Invalid(fmt.Sprintf("%s.cards[%d]", field, i), cards.ErrNotACard, "not a card of the standard deck")
		}
	}
	stock := r.Stock
	switch r.Rules {
	case Chance:
		if len(in.Swaps) > 0 {
			return TurnRecord{}, game.Invalidf("%s.swaps: swapping is part of strategy rules; this round uses chance rules", field)
		}
		if in.First >= 0 {
			return TurnRecord{}, game.Invalidf("%s.first: under chance rules the cards are turned over together: nobody plays first", field)
		}
		rec.Steps.Add("Chance rules: everyone chooses a card face down and all are turned over on the count of three.", hyrule.SecChance, "")
	case Strategy:
		due, why := r.Due()
		rec.Due, rec.Lead = due, due
		rec.Steps = append(rec.Steps, why)
		for k, c := range in.Swaps {
			w := fmt.Sprintf("%s.swaps[%d]", field, k)
			if !c.Valid() {
				return TurnRecord{}, hyrule.Invalid(w, cards.ErrNotACard, "not a card of the standard deck")
			}
			swapper := (due + k) % n
			if k > 0 {
				return TurnRecord{}, hyrule.Illegal("a player may swap only if the player before them did not swap (Turns: strategy swap)",
					w, nil, "%s cannot swap %s right after %s swapped", r.Players[swapper], c, r.Players[(swapper-1+n)%n])
			}
			if stock <= 0 {
				return TurnRecord{}, hyrule.Impossible(w, ErrStockEmpty,
					"%s cannot swap %s: a swap draws a card from the stock, and the stock is empty (Turns: strategy swap)", r.Players[swapper], c)
			}
			if err := r.use(c, w, pending, &jokers); err != nil {
				return TurnRecord{}, err
			}
			stock--
			rec.Swapper, rec.Lead = swapper, (swapper+1)%n
			rec.Swapped = append(rec.Swapped, c)
			rec.Steps.Add(fmt.Sprintf("%s swaps: %s goes face up on the discard pile and a card is drawn from the stock (%d left). %s may not swap in return and must play.",
				r.Players[swapper], c, stock, r.Players[rec.Lead]), hyrule.SecSwap, "")
		}
		if in.First >= 0 && in.First != rec.Lead {
			if in.First >= n {
				return TurnRecord{}, hyrule.Invalid(field+".first", nil, "%d is not a player (0 to %d)", in.First, n-1)
			}
			return TurnRecord{}, hyrule.Illegal("the player with the most captured cards goes first, the tallest when captures are level; after a swap the next player counter-clockwise plays (Turns: strategy rules)",
				field+".first", ErrWrongLeader, "%s cannot lead this turn, %s does", r.Players[in.First], r.Players[rec.Lead])
		}
	}
	for i, c := range in.Cards {
		if err := r.use(c, fmt.Sprintf("%s.cards[%d]", field, i), pending, &jokers); err != nil {
			return TurnRecord{}, err
		}
	}
	res, err := hyrule.Resolve(hyrule.Turn{Cards: in.Cards, First: rec.Lead, Names: r.Players}, r.Options)
	if err != nil {
		return TurnRecord{}, game.Prefix(err, field)
	}
	if !res.Open() && len(in.Runoff) > 0 {
		rule := "a run-off is played only after a joker standoff (HYRULE-3)"
		if res.DecidedBy == hyrule.ByFirstPlayed {
			rule = "with joker_tie first_played the joker played first wins the standoff, without a run-off (HYRULE-3)"
		}
		return TurnRecord{}, hyrule.Illegal(rule, field+".runoff", ErrNoStandoff, "this turn was decided by %s", res.DecidedBy)
	}
	rec.Result = res
	rec.pre = rec.Steps
	rec.Steps = append(rec.Steps[:len(rec.Steps):len(rec.Steps)], res.Steps...)
	snap := r.snapshot()
	r.commit(pending, jokers)
	r.Discards = append(r.Discards, rec.Swapped...)
	r.Stock = stock
	rec.Stock = stock
	r.Turns = append(r.Turns, rec)
	if res.Open() && len(in.Runoff) > 0 {
		out, err := r.settle(in.Runoff, field+".runoff")
		if err != nil {
			r.restore(snap)
		}
		return out, err
	}
	if !res.Open() {
		r.captured[res.Winner] += len(res.Captured)
	}
	return r.Turns[len(r.Turns)-1], nil
}

type snapshot struct {
	turns, discards, stock int
	captured               []int
	seen                   map[cards.Card]string
	jokers                 []cards.Card
}

func (r *Round) snapshot() snapshot {
	seen := make(map[cards.Card]string, len(r.seen))
	for c, w := range r.seen {
		seen[c] = w
	}
	return snapshot{len(r.Turns), len(r.Discards), r.Stock, r.Captured(), seen, append([]cards.Card(nil), r.jokers...)}
}

func (r *Round) restore(s snapshot) {
	r.Turns, r.Discards, r.Stock = r.Turns[:s.turns], r.Discards[:s.discards], s.stock
	r.captured, r.seen, r.jokers = s.captured, s.seen, s.jokers
}

// Settle plays the run-off of the last turn's joker standoff: one card per
// tied player in ascending player order. Each tied player plays the card
// from hand and draws a replacement from the stock, so every player still
// has a card for each of the 7 turns.
func (r *Round) Settle(runoff []cards.Card) (TurnRecord, error) {
	return r.settle(runoff, "runoff")
}

func (r *Round) settle(runoff []cards.Card, field string) (TurnRecord, error) {
	if !r.Open() {
		return TurnRecord{}, hyrule.Illegal("a run-off is played only after a joker standoff (HYRULE-3)", field, ErrNoStandoff, "no joker standoff is waiting for its run-off")
	}
	last := &r.Turns[len(r.Turns)-1]
	tied := last.Result.Tied
	if len(runoff) != len(tied) {
		return TurnRecord{}, hyrule.Illegal("the two joker players of a standoff each play one run-off card, in player order (HYRULE-3)", field, hyrule.ErrRunoff,
			"%d card(s) for %d tied players", len(runoff), len(tied))
	}
	pending := map[cards.Card]string{}
	var jokers []cards.Card
	for k, c := range runoff {
		w := fmt.Sprintf("%s[%d]", field, k)
		if !c.Valid() {
			return TurnRecord{}, hyrule.Invalid(w, cards.ErrNotACard, "not a card of the standard deck")
		}
		if err := r.use(c, w, pending, &jokers); err != nil {
			return TurnRecord{}, err
		}
	}
	if r.Stock < len(runoff) {
		return TurnRecord{}, hyrule.Illegal("run-off players replace their run-off card from the stock (HYRULE-3)",
			field, ErrStockEmpty, "the stock has %d card(s), the run-off needs %d", r.Stock, len(runoff))
	}
	in := last.input
	in.Runoff = runoff
	res, err := hyrule.Resolve(hyrule.Turn{Cards: in.Cards, First: last.Lead, Runoff: runoff, Names: r.Players}, r.Options)
	if err != nil {
		return TurnRecord{}, game.Prefix(err, strings.TrimSuffix(strings.TrimSuffix(field, "runoff"), "."))
	}
	r.commit(pending, jokers)
	r.Stock -= len(runoff)
	last.input = in
	last.Result = res
	last.Stock = r.Stock
	last.Steps = append(last.pre[:len(last.pre):len(last.pre)], res.Steps...)
	last.Steps.Add(fmt.Sprintf("The run-off players draw a replacement card each from the stock (%d left).", r.Stock), hyrule.SecJokersFives, "HYRULE-3")
	r.captured[res.Winner] += len(res.Captured)
	return *last, nil
}

// Outcome is the standing of a round.
type Outcome struct {
	Finished     bool
	Winner       int   // -1 when none (yet)
	Tied         []int // players level on the most captures at the end
	Draw         bool  // recorded as a draw (draw option)
	RunoffNeeded bool  // a run-off game among Tied decides (default)
	Steps        game.Explanation
}

// Outcome returns the round's standing: the player with the most captured
// cards once all 7 turns are played, or the tied players (HYRULE-4).
func (r *Round) Outcome() Outcome {
	o := Outcome{Winner: -1, Tied: []int{}}
	if !r.Finished() {
		o.Steps.Add(fmt.Sprintf("%d of 7 turns played: the round goes on.", len(r.Turns)), hyrule.SecScoring, "")
		return o
	}
	o.Finished = true
	best := 0
	for i, c := range r.captured {
		if c > r.captured[best] {
			best = i
		}
	}
	for i, c := range r.captured {
		if c == r.captured[best] {
			o.Tied = append(o.Tied, i)
		}
	}
	if len(o.Tied) == 1 {
		o.Winner, o.Tied = best, []int{}
		o.Steps.Add(fmt.Sprintf("After 7 turns %s has captured the most cards (%d) and wins the round; face values do not count.", r.Players[best], r.captured[best]), hyrule.SecScoring, "HYRULE-4")
		return o
	}
	names := make([]string, len(o.Tied))
	for k, i := range o.Tied {
		names[k] = r.Players[i]
	}
	if r.Options.Draw == hyrule.DrawDraw {
		o.Draw = true
		o.Steps.Add(fmt.Sprintf("%s are level on %d captured cards: by house rule the round is a draw.", strings.Join(names, " and "), r.captured[best]), hyrule.SecScoring, "HYRULE-4")
		return o
	}
	o.RunoffNeeded = true
	o.Steps.Add(fmt.Sprintf("%s are level on %d captured cards: they play a run-off game to decide the round.", strings.Join(names, " and "), r.captured[best]), hyrule.SecScoring, "HYRULE-4")
	return o
}
