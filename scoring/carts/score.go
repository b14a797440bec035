package carts

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/carts"
	"arbiter/engine/game"
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

// Round is how one round ended: the cards every player still held, and who
// overflowed.
type Round struct {
	CardsLeft  map[string]int `json:"cards_left"`
	Overflowed []string       `json:"overflowed"`
}

// RoundResult is a round's points and how they came about.
type RoundResult struct {
	Points map[string]int `json:"points"`
	// Winner emptied their hand, or is the sole survivor.
	Winner       string           `json:"winner"`
	SoleSurvivor bool             `json:"sole_survivor"`
	Overflowed   []string         `json:"overflowed"`
	Steps        game.Explanation `json:"steps"`
}

// ScoreInput is the contract's score input.
type ScoreInput struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Players []string        `json:"players"`
	Rounds  []Round         `json:"rounds"`
}

// ScoreOutput is the contract's totals, finished and winner, plus details.
type ScoreOutput struct {
	Game         string           `json:"game"`
	Totals       map[string]int   `json:"totals"`
	Rounds       []map[string]int `json:"rounds"`
	RoundDetails []RoundResult    `json:"round_details"`
	Finished     bool             `json:"finished"`
	Winner       *string          `json:"winner"`
	Winners      []string         `json:"winners"`
	Leaders      []string         `json:"leaders"`
	Options      Options          `json:"options"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

// Score totals a game under the optional scoring system.
func Score(input []byte) (any, error) {
	var in ScoreInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opts, err := DecodeOptions(in.Options)
	if err != nil {
		return nil, err
	}
	return ScoreGame(in.Players, in.Rounds, opts)
}

// CheckPlayers refuses an empty, duplicated or too short list of names.
func CheckPlayers(players []string) error {
	if len(players) < 2 {
		return game.Impossiblef("players", "%d given: Cârts Tîty needs at least 2 players", len(players))
	}
	if len(players) > maxPlayers {
		return game.Invalidf("players: %d given: at most %d", len(players), maxPlayers)
	}
	seen := map[string]bool{}
	for i, p := range players {
		if strings.TrimSpace(p) == "" {
			return game.Invalidf("players[%d]: a player needs a name", i)
		}
		if seen[p] {
			return game.Invalidf("players[%d]: %q appears twice", i, p)
		}
		seen[p] = true
	}
	return nil
}

// ScoreRound scores one round: each card left is a point, an overflow 30,
// and at a table of 4 or more the sole survivor of overflows gets −20
// instead of counting cards (the total's floor of 0 is applied by
// ScoreGame). field names the round in errors ("rounds[2]").
func ScoreRound(field string, players []string, r Round, decks int) (RoundResult, error) {
	res := RoundResult{Points: map[string]int{}, Overflowed: []string{}, Steps: game.Explanation{}}
	known := map[string]bool{}
	for _, p := range players {
		known[p] = true
	}
	over := map[string]bool{}
	for i, p := range r.Overflowed {
		if !known[p] {
			return res, game.Invalidf("%s.overflowed[%d]: %q is not one of the players", field, i, p)
		}
		if over[p] {
			return res, game.Invalidf("%s.overflowed[%d]: %q appears twice", field, i, p)
		}
		over[p] = true
	}
	names := make([]string, 0, len(r.CardsLeft))
	for p := range r.CardsLeft {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		n := r.CardsLeft[p]
		f := field + ".cards_left." + p
		switch {
		case !known[p]:
			return res, game.Invalidf("%s: not one of the players", f)
		case n < 0:
			return res, game.Impossiblef(f, "%d: a hand holds 0 cards or more", n)
		case over[p] && !carts.Overflowed(n):
			return res, game.Impossiblef(f, "%d: %s overflowed, so they went out with more than %d cards", n, p, carts.OverflowLimit)
		case over[p] && n > MaxOverflowHand:
			return res, game.Impossiblef(f, "%d: a player goes out with at most %d cards (%d when the turn began, plus at most %d owed)", n, MaxOverflowHand, carts.OverflowLimit, carts.ChainLimit)
		case !over[p] && carts.Overflowed(n):
			return res, game.Impossiblef(f, "%d cards is more than %d: a player ending a turn with that many overflows; list the player under overflowed", n, carts.OverflowLimit)
		}
	}
	var left []string
	for _, p := range players {
		if over[p] {
			res.Overflowed = append(res.Overflowed, p)
			continue
		}
		if _, ok := r.CardsLeft[p]; !ok {
			return res, game.Invalidf("%s.cards_left.%s: missing: every player still in the game counts the cards left", field, p)
		}
		left = append(left, p)
	}
	if len(left) == 0 {
		return res, game.Impossiblef(field+".overflowed", "every player overflowed, but the round ends when one player is left")
	}
	var empty []string
	held := 0
	for _, p := range left {
		if r.CardsLeft[p] == 0 {
			empty = append(empty, p)
		}
		held += r.CardsLeft[p]
	}
	switch {
	case len(empty) > 1:
		return res, game.Impossiblef(field+".cards_left", "%s all have 0 cards: the first to empty their hand ends the round at once", strings.Join(empty, ", "))
	case len(left) == 1 && len(empty) == 1:
		return res, game.Impossiblef(field+".cards_left."+left[0], "0 cards, but the others overflowed: the last player left still holds cards (had %s emptied their hand first, the round would have ended before the last overflow)", left[0])
	case len(left) == 1:
		res.Winner = left[0]
		res.SoleSurvivor = true
	case len(empty) == 1:
		res.Winner = empty[0]
	default:
		return res, game.Impossiblef(field+".cards_left", "nobody has 0 cards and %d players are still in: a round ends only when a hand is empty or one player is left", len(left))
	}
	// The players still in hold at most the decks less the top card of the
	// playing pile (an overflowed hand's cards are not counted: the rules
	// do not say where they go, and the drawing pile is rebuilt from played
	// cards anyway).
	if limit := carts.DeckCards*decks - 1; held > limit {
		return res, game.Impossiblef(field+".cards_left", "the players still in hold %d cards, but %s hold %d and one is the top card of the playing pile", held, plural(decks, "deck", "decks"), carts.DeckCards*decks)
	}
	for _, p := range players {
		switch {
		case over[p]:
			res.Points[p] = OverflowPoints
			res.Steps.Add(fmt.Sprintf("%s overflowed: %d points.", p, OverflowPoints), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor && len(players) >= SurvivorMin:
			res.Points[p] = SurvivorBonus
			res.Steps.Add(fmt.Sprintf("%s is the only player left after the others overflowed, at a table of %d: 20 points off, cards not counted (not below 0).", p, len(players)), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner && res.SoleSurvivor:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Add(fmt.Sprintf("%s is the only player left after the others overflowed; with fewer than %d players they still count their %s.", p, SurvivorMin, plural(r.CardsLeft[p], "card", "cards")), carts.SecScoring, carts.RulingScoring)
		case p == res.Winner:
			res.Points[p] = 0
			res.Steps.Add(fmt.Sprintf("%s emptied their hand and ends the round: 0 points.", p), carts.SecScoring, carts.RulingScoring)
		default:
			res.Points[p] = r.CardsLeft[p]
			res.Steps.Add(fmt.Sprintf("%s holds %s: %d points.", p, plural(r.CardsLeft[p], "card", "cards"), r.CardsLeft[p]), carts.SecScoring, carts.RulingScoring)
		}
	}
	return res, nil
}

// ScoreGame totals the rounds: lowest total wins once a total reaches the
// limit or the agreed number of rounds is played; equal lowest totals
// share the win.
func ScoreGame(players []string, rounds []Round, opts Options) (*ScoreOutput, error) {
	if err := CheckPlayers(players); err != nil {
		return nil, err
	}
	out := &ScoreOutput{
		Game: "carts-tity", Totals: map[string]int{}, Rounds: []map[string]int{}, RoundDetails: []RoundResult{},
		Winners: []string{}, Leaders: []string{}, Options: opts, Steps: game.Explanation{},
	}
	for _, p := range players {
		out.Totals[p] = 0
	}
	decks := opts.DecksFor(len(players))
	if need := carts.StartHand*len(players) + 1; need > carts.DeckCards*decks {
		return nil, game.Impossiblef("options.decks", "%d: %s of %d cards cannot deal %d cards to each of %d players and turn up the first card (%d cards)", opts.Decks, plural(decks, "deck", "decks"), carts.DeckCards, carts.StartHand, len(players), need)
	}
	for i, r := range rounds {
		field := fmt.Sprintf("rounds[%d]", i)
		if out.Finished {
			return nil, game.Impossiblef(field, "the game was over after round %d", i)
		}
		rr, err := ScoreRound(field, players, r, decks)
		if err != nil {
			return nil, err
		}
		for _, p := range players {
			t := out.Totals[p] + rr.Points[p]
			if t < 0 {
				rr.Steps.Add(fmt.Sprintf("%s's total would be %d: it stays at 0.", p, t), carts.SecScoring, carts.RulingScoring)
				t = 0
			}
			out.Totals[p] = t
		}
		out.Rounds = append(out.Rounds, rr.Points)
		out.RoundDetails = append(out.RoundDetails, rr)
		for _, s := range rr.Steps {
			s.Text = fmt.Sprintf("Round %d: %s", i+1, s.Text)
			out.Steps = append(out.Steps, s)
		}
		var reached []string
		if opts.Limit > 0 {
			for _, p := range players {
				if out.Totals[p] >= opts.Limit {
					reached = append(reached, p)
				}
			}
		}
		switch {
		case len(reached) > 0:
			out.Finished = true
			out.Steps.Add(fmt.Sprintf("After round %d %s reached %d points or more: the game ends.", i+1, strings.Join(reached, ", "), opts.Limit), carts.SecScoring, carts.RulingScoring)
		case opts.Rounds > 0 && i+1 == opts.Rounds:
			out.Finished = true
			out.Steps.Add(fmt.Sprintf("The agreed %s are played: the game ends.", plural(opts.Rounds, "round", "rounds")), carts.SecScoring, carts.RulingScoring)
		}
	}
	low := -1
	for _, p := range players {
		if low < 0 || out.Totals[p] < low {
			low = out.Totals[p]
		}
	}
	for _, p := range players {
		if out.Totals[p] == low {
			out.Leaders = append(out.Leaders, p)
		}
	}
	if out.Finished {
		out.Winners = append(out.Winners, out.Leaders...)
		if len(out.Winners) == 1 {
			w := out.Winners[0]
			out.Winner = &w
			out.Steps.Add(fmt.Sprintf("%s has the lowest total, %d, and wins.", w, low), carts.SecScoring, carts.RulingScoring)
		} else {
			out.Steps.Add(fmt.Sprintf("%s share the lowest total, %d, and share the win.", strings.Join(out.Winners, ", "), low), carts.SecScoring, carts.RulingScoring)
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}
