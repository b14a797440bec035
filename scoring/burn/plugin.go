package burn

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

func init() {
	game.Register(game.Plugin{ID: "burn", Resolve: Resolve, Score: ScoreGame, Rules: Rules, Rounds: "rounds"})
}

// ScoreInput is a whole game.
type ScoreInput struct {
	Game    string              `json:"game"`
	Options Options             `json:"options"`
	Sides   map[string][]string `json:"sides"`
	Seating []string            `json:"seating"`
	Rounds  []RoundInput        `json:"rounds"`
}

// GameOutput is a game's score.
type GameOutput struct {
	Game        string           `json:"game"`
	Rounds      []map[string]int `json:"rounds"` // points each round added
	Details     []RoundOutput    `json:"details"`
	Totals      map[string]int   `json:"totals"`
	Seating     []string         `json:"seating"`
	Limit       int              `json:"limit"`
	Finished    bool             `json:"finished"`
	Winner      *string          `json:"winner"`
	Winners     []string         `json:"winners"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// ScoreGame scores a Burn game round by round.
func ScoreGame(input []byte) (any, error) {
	var in ScoreInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	set, err := in.Options.Settings()
	if err != nil {
		return nil, err
	}
	t, err := NewTable(in.Sides, in.Seating)
	if err != nil {
		return nil, err
	}
	if in.Rounds == nil {
		return nil, game.Invalidf("rounds: missing: the list of rounds played")
	}
	g := NewGame(t, set)
	return playGame(g, in.Rounds, "rounds")
}

func playGame(g *Game, rounds []RoundInput, field string) (GameOutput, error) {
	t := g.Table
	out := GameOutput{Game: "burn", Rounds: []map[string]int{}, Details: []RoundOutput{}, Seating: t.Seats, Limit: g.Limit, Winners: []string{}}
	e := &out.Steps
	e.Add(fmt.Sprintf("%s; the game ends when a side has %d or more after a round, and the lowest total wins.", capital(t.Format.String()), g.Limit), secFlow, "BURN-2")
	for i, r := range rounds {
		ro, err := g.Play(r, fmt.Sprintf("%s[%d]", field, i))
		if err != nil {
			return out, err
		}
		out.Rounds = append(out.Rounds, ro.Points)
		out.Details = append(out.Details, ro)
		e.Add(fmt.Sprintf("Round %d: %s → totals %s.", i+1, fmtMap(t.Sides, ro.Points, true), fmtMap(t.Sides, ro.Totals, false)), secScoring, "")
	}
	out.Totals = g.sideMap(g.Totals)
	out.Finished = g.Finished
	if g.Finished {
		for _, w := range burn.Winners(g.Totals) {
			out.Winners = append(out.Winners, t.Sides[w])
		}
		if len(out.Winners) == 1 {
			out.Winner = &out.Winners[0]
			e.Add(fmt.Sprintf("A side reached %d: the game is over and %s wins with the lowest total.", g.Limit, *out.Winner), secFlow, "BURN-2")
		} else {
			e.Add(fmt.Sprintf("A side reached %d: the game is over and %s share the win with the lowest total.", g.Limit, joinAnd(out.Winners)), secFlow, "BURN-2")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

func fmtMap(order []string, m map[string]int, sign bool) string {
	s := ""
	for i, k := range order {
		if i > 0 {
			s += ", "
		}
		if sign {
			s += fmt.Sprintf("%s %+d", k, m[k])
		} else {
			s += fmt.Sprintf("%s %d", k, m[k])
		}
	}
	return s
}

func joinAnd(l []string) string {
	s := ""
	for i, x := range l {
		switch {
		case i == 0:
		case i == len(l)-1:
			s += " and "
		default:
			s += ", "
		}
		s += x
	}
	return s
}

// ResolveInput is one table event: a trick, or a round given the totals
// before it.
type ResolveInput struct {
	Game    string              `json:"game"`
	Options Options             `json:"options"`
	Trick   json.RawMessage     `json:"trick"`
	Players []string            `json:"players"`
	Leader  *string             `json:"leader"`
	Sides   map[string][]string `json:"sides"`
	Seating []string            `json:"seating"`
	Round   *RoundInput         `json:"round"`
	Totals  map[string]int      `json:"totals"`
}

// TrickOutput is one trick's winner.
type TrickOutput struct {
	Game           string           `json:"game"`
	Winner         *string          `json:"winner"` // the player, when players were given
	WinnerPosition int              `json:"winner_position"`
	WinningCard    string           `json:"winning_card"`
	Led            string           `json:"led"`
	Explanation    []string         `json:"explanation"`
	Steps          game.Explanation `json:"steps"`
}

// RoundResolveOutput is one round scored on top of the totals before it.
type RoundResolveOutput struct {
	Game string `json:"game"`
	RoundOutput
	Finished bool     `json:"finished"`
	Winner   *string  `json:"winner"`
	Winners  []string `json:"winners"`
}

// Resolve answers a trick or a round.
func Resolve(input []byte) (any, error) {
	var in ResolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	set, err := in.Options.Settings()
	if err != nil {
		return nil, err
	}
	switch {
	case in.Trick != nil && in.Round != nil:
		return nil, game.Invalidf("give \"trick\" or \"round\", not both")
	case in.Trick != nil:
		if in.Sides != nil || in.Totals != nil {
			return nil, game.Invalidf("sides and totals go with \"round\", not with \"trick\"")
		}
		return resolveTrick(in, set)
	case in.Round != nil:
		if in.Players != nil || in.Leader != nil {
			return nil, game.Invalidf("players and leader go with \"trick\"; a round's tricks name their own leaders")
		}
		return resolveRound(in, set)
	}
	return nil, game.Invalidf("expected \"trick\" (the cards in play order) or \"round\" (with \"sides\" and the \"totals\" before it)")
}

func resolveTrick(in ResolveInput, set Settings) (any, error) {
	cs, err := trickCards(in.Trick)
	if err != nil {
		return nil, err
	}
	if len(cs) < 2 || len(cs) > 6 {
		return nil, impossible("trick", burn.ErrFormat, "%d cards: Burn is played by 2 to 6 players, one card each", len(cs))
	}
	for i, c := range cs {
		for j := range i {
			if cs[j] == c {
				return nil, impossible(fmt.Sprintf("trick[%d]", i), tricks.ErrDuplicate, "%s appears twice: the deck holds one of each card", c)
			}
		}
	}
	w := tricks.Winner(cs, cards.NoElement)
	out := TrickOutput{Game: "burn", WinnerPosition: w, WinningCard: cs[w].String(), Led: cs[0].Element.String()}
	who := fmt.Sprintf("the player in position %d", w+1)
	if in.Players != nil {
		if len(in.Players) != len(cs) {
			return nil, impossible("players", nil, "%d names for %d cards: every player plays one card", len(in.Players), len(cs))
		}
		for i, p := range in.Players {
			if indexOf(in.Players[:i], p) >= 0 {
				return nil, impossible(fmt.Sprintf("players[%d]", i), nil, "%q sits twice: a player has one seat", p)
			}
		}
		start := 0
		if in.Leader != nil {
			start = indexOf(in.Players, *in.Leader)
			if start < 0 {
				return nil, game.Invalidf("leader: %q is not one of the players", *in.Leader)
			}
		}
		order := tricks.Table{Seats: len(cs), Dir: set.Direction}.Order(start)
		name := in.Players[order[w]]
		out.Winner = &name
		who = name
	} else if in.Leader != nil {
		return nil, game.Invalidf("leader: give \"players\" (the seating, clockwise) to name the leader")
	}
	out.Steps.Add(fmt.Sprintf("No trump in Burn: the highest %s card, %s, wins for %s; other elements cannot win.", cs[0].Element.Name(), cs[w], who), secTricks, "")
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// trickCards reads a trick's cards, naming the card at fault (trick[2]).
func trickCards(raw json.RawMessage) ([]cards.ElementCard, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil || items == nil {
		return nil, game.Invalidf("trick: expected a list of cards in play order, one per player")
	}
	cs := make([]cards.ElementCard, len(items))
	for i, it := range items {
		err := json.Unmarshal(it, &cs[i])
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &typeErr), err == nil && !cs[i].Valid():
			return nil, game.Invalidf("trick[%d]: expected a card such as \"Wa7\"", i)
		case err != nil:
			return nil, game.Invalidf("trick[%d]: %v", i, err)
		}
	}
	return cs, nil
}

func resolveRound(in ResolveInput, set Settings) (any, error) {
	t, err := NewTable(in.Sides, in.Seating)
	if err != nil {
		return nil, err
	}
	g := NewGame(t, set)
	names := make([]string, 0, len(in.Totals))
	for name := range in.Totals {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := in.Totals[name]
		i := indexOf(t.Sides, name)
		if i < 0 {
			return nil, game.Invalidf("totals.%s: not a side", name)
		}
		// Fire points only add and a pit may not take a side below 0
		// (BURN-1): no real total is negative.
		if v < 0 {
			return nil, game.Impossiblef("totals."+name, "%d: a Burn total is never below 0 (fire points only add, and a pit may not take a side below 0)", v)
		}
		if v >= g.Limit {
			return nil, game.Illegalf("the game ends once a side has reached the limit (BURN-2)", "totals.%s: %d: a side already has %d or more", name, v, g.Limit)
		}
		g.Totals[i] = v
	}
	ro, err := g.Play(*in.Round, "round")
	if err != nil {
		return nil, err
	}
	out := RoundResolveOutput{Game: "burn", RoundOutput: ro, Finished: g.Finished, Winners: []string{}}
	if g.Finished {
		for _, w := range burn.Winners(g.Totals) {
			out.Winners = append(out.Winners, t.Sides[w])
		}
		if len(out.Winners) == 1 {
			out.Winner = &out.Winners[0]
		}
		out.Steps.Add(fmt.Sprintf("A side reached %d: the game is over; lowest total wins: %s.", g.Limit, joinAnd(out.Winners)), secFlow, "BURN-2")
		out.Explanation = out.Steps.Strings()
	}
	return out, nil
}
