package roundentry

import (
	"errors"
	"fmt"

	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
	burnscore "arbiter/scoring/burn"
)

// The round being entered (the draft the session keeps) and what follows
// from it: the round as the engine takes it, the tricks the cards give,
// a card that proves a revoke. Nothing here draws or reads the history;
// the engine answers every rule.

// Draft is everything entered for the round in progress (the round
// entry's draft, which the table session keeps). The zero draft
// is a fresh round: the dealer the game says, nothing counted.
type Draft struct {
	// Dealer is the player who deals; "" the one the game says.
	Dealer  string `json:"dealer,omitempty"`
	ByTrick bool   `json:"by_trick,omitempty"`
	// The fire and water each side took, as entered: a side left out is
	// not entered yet, which is not 0.
	Fire  map[string]int `json:"fire,omitempty"`
	Water map[string]int `json:"water,omitempty"`
	Pit   string         `json:"pit,omitempty"` // subtract | add
	// Revoke is the player caught not following the element led (PYM-6);
	// Proven says it was applied when the last card of Current proved it.
	Revoke  string   `json:"revoke,omitempty"`
	Proven  bool     `json:"proven,omitempty"`
	Played  []Trick  `json:"played,omitempty"`
	Current []string `json:"current,omitempty"` // the trick being entered, by place ("" empty)
}

type Trick struct {
	Leader string   `json:"leader"`
	Cards  []string `json:"cards"`
}

// Empty reports a fresh round: the session keeps no draft for it.
func (d Draft) Empty() bool {
	return d.Dealer == "" && !d.ByTrick && len(d.Fire) == 0 && len(d.Water) == 0 && d.Pit == "" && d.Revoke == "" &&
		len(d.Played) == 0 && len(d.Current) == 0
}

// errIncomplete: the round is not entered yet (a count left empty, no
// trick yet); the form says what it needs instead of a refusal.
var errIncomplete = errors.New("the round is not entered yet")

// countsDone is how many of the sides' fire and water counts are entered.
func (d Draft) countsDone(Sides []string) (entered, of int) {
	for _, s := range Sides {
		if _, ok := d.Fire[s]; ok {
			entered++
		}
		if _, ok := d.Water[s]; ok {
			entered++
		}
	}
	return entered, 2 * len(Sides)
}

// round is the round as it will be saved, dealt by dealer, or
// errIncomplete while it is still being entered.
func (d Draft) round(Sides []string, dealer string) (burnscore.Round, error) {
	r := burnscore.Round{Dealer: dealer, Revoke: d.Revoke}
	if d.Pit != "" {
		c, err := burn.ParsePitChoice(d.Pit)
		if err != nil {
			return r, err
		}
		r.PitChoice = c
	}
	if d.ByTrick {
		if len(d.Played) == 0 && d.Revoke == "" {
			return r, errIncomplete
		}
		r.Tricks = []burnscore.Trick{}
		for i, p := range d.Played {
			cs, err := cards.ParseElementCards("cards", p.Cards)
			if err != nil {
				return r, game.Prefix(err, fmt.Sprintf("tricks[%d]", i))
			}
			r.Tricks = append(r.Tricks, burnscore.Trick{Leader: p.Leader, Cards: cs})
		}
		return r, nil
	}
	n, of := d.countsDone(Sides)
	switch {
	case n == 0 && d.Revoke != "":
		// Caught at once: the round stopped before anything counts.
		return r, nil
	case n < of:
		return r, errIncomplete
	}
	r.Won = map[string]burn.FireWater{}
	for _, s := range Sides {
		r.Won[s] = burn.FireWater{Fire: d.Fire[s], Water: d.Water[s]}
	}
	return r, nil
}

// play is the tricks entered card by card as the engine counts them.
type play struct {
	deal    *tricks.Deal
	results []tricks.TrickResult
	// won is the fire and water each side took in them.
	won map[string]burn.FireWater
}

// play counts the tricks entered card by card at table tb (the leaders as
// entered).
func (d Draft) play(tb *burnscore.Table, dir tricks.Direction) (play, error) {
	dl, err := tricks.NewDeal(tricks.Table{Seats: len(tb.Seats), Dir: dir}, cards.NoElement)
	if err != nil {
		return play{}, err
	}
	p := play{deal: dl, won: map[string]burn.FireWater{}}
	for i, t := range d.Played {
		cs, err := cards.ParseElementCards("cards", t.Cards)
		if err != nil {
			return p, game.Prefix(err, fmt.Sprintf("tricks[%d]", i))
		}
		r, err := dl.Play(tricks.Trick{Leader: tb.SeatOf[t.Leader], Cards: cs})
		if err != nil {
			return p, game.Prefix(err, fmt.Sprintf("tricks[%d]", i))
		}
		p.results = append(p.results, r)
	}
	res := dl.Result()
	for s, player := range tb.Seats {
		side := tb.Sides[tb.SideOf[player]]
		fw := p.won[side]
		fw.Fire += tricks.Count(res.CardsWon[s], cards.Fire)
		fw.Water += tricks.Count(res.CardsWon[s], cards.Water)
		p.won[side] = fw
	}
	return p, nil
}

// proven is the first revoke the tricks counted prove: the round ended
// there (PYM-6).
func (p play) proven() (tricks.Revoke, bool) {
	if p.deal == nil {
		return tricks.Revoke{}, false
	}
	if r := p.deal.Result().Revokes; len(r) > 0 {
		return r[0], true
	}
	return tricks.Revoke{}, false
}

// toCounts carries the tricks entered card by card over to the counts:
// each side holds at least what the cards give it; counts entered that
// agree stay. Nothing else is filled in.
func (d *Draft) toCounts(p play) {
	if len(p.results) == 0 {
		return
	}
	for side, fw := range p.won {
		d.Fire = atLeast(d.Fire, side, fw.Fire)
		d.Water = atLeast(d.Water, side, fw.Water)
	}
}

func atLeast(m map[string]int, k string, v int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	if n, ok := m[k]; !ok || n < v {
		m[k] = v
	}
	return m
}

// current is the trick being entered, as codes in play order.
func (d Draft) current() []string {
	out := make([]string, 0, len(d.Current))
	for _, c := range d.Current {
		if c != "" {
			out = append(out, c)
		}
	}
	return out
}
