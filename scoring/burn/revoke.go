package burn

import (
	"errors"
	"fmt"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// A player caught not following the element led (PYM-6, as Burn plays
// it): the cards recorded prove it (a card of the element led played
// after showing out of it) or the table caught it (Round.Revoke). The
// round stops there, at the trick that proves it, and the offending side
// takes burn.RevokePoints; nothing else of the round counts.

// ErrUnfinished is wrapped by the refusal of a round's tricks that stop
// before the last although no revoke stopped the round (GEN-1): a form
// entering the tricks one by one says how many are in instead.
var ErrUnfinished = errors.New("the round is not finished")

// Penalty is the revoke penalty of a round (PYM-6).
type Penalty struct {
	Player string `json:"player"`
	Side   string `json:"side"`
	Points int    `json:"points"`
	// Proven: the cards recorded prove it; else the table caught it.
	Proven bool `json:"proven"`
}

// caught is the seat of the player the round names as caught revoking,
// −1 when it names none.
func (g *Game) caught(r Round) (int, error) {
	if r.Revoke == "" {
		return -1, nil
	}
	s, ok := g.table.SeatOf[r.Revoke]
	if !ok {
		return -1, game.Invalidf("revoke: %q is not at the table", r.Revoke)
	}
	return s, nil
}

func (g *Game) penaltyOf(seat int, proven bool) *Penalty {
	p := g.table.Seats[seat]
	return &Penalty{Player: p, Side: g.table.Sides[g.table.SideOf[p]], Points: burn.RevokePoints, Proven: proven}
}

// stoppedCounts checks the fire and water each side took before a revoke
// stopped the round: real counts, but not necessarily all 15 of each.
func stoppedCounts(names []string, sides []burn.FireWater) error {
	fire, water := 0, 0
	for i, fw := range sides {
		if fw.Fire < 0 || fw.Water < 0 {
			return &game.Error{Kind: game.ErrInvalid, Field: names[i], Msg: fmt.Sprintf("fire %d, water %d: a count is 0 or more", fw.Fire, fw.Water), Sentinel: burn.ErrCounts}
		}
		fire += fw.Fire
		water += fw.Water
	}
	if fire > burn.FireCards || water > burn.WaterCards {
		return &game.Error{Kind: game.ErrImpossible, Msg: fmt.Sprintf("%d fire and %d water, but the deck has 15 of each", fire, water), Rule: game.RuleImpossible, Sentinel: burn.ErrCounts}
	}
	return nil
}

// stopped checks where a round of tricks stops: at the trick whose cards
// prove a revoke (ended), when the table caught one, or after the last
// trick; any earlier stop is a round that did not happen (GEN-1).
func (g *Game) stopped(r Round, n int, d *tricks.Deal, ended, caught int, out *RoundResult) error {
	if ended >= 0 || caught >= 0 || d.Played() == d.FullTricks() {
		return nil
	}
	return &game.Error{Kind: game.ErrImpossible, Field: "tricks", Rule: game.RuleImpossible, Sentinel: ErrUnfinished,
		Msg: fmt.Sprintf("%d tricks, but a round of %d players has %d: every round is played out unless a revoke stops it", d.Played(), n, d.FullTricks())}
}

// proven records the revokes the cards prove and which one the round is
// scored for, and explains where the round stopped.
func (g *Game) proven(r Round, res tricks.Result, ended, caught int, out *RoundResult) {
	t := g.table
	for _, v := range res.Revokes {
		ro := Revoke{Player: t.Seats[v.Seat], Element: v.Element, Trick: v.ShowedOut.Trick + 1, Card: v.ShowedOut.Card, ProofTrick: v.Proof.Trick + 1, ProofCard: v.Proof.Card}
		out.Revokes = append(out.Revokes, ro)
		out.Steps.Add(fmt.Sprintf("%s did not follow %s in trick %d (played %s) but played %s in trick %d: a revoke, which ends the round there.", ro.Player, v.Element.Name(), ro.Trick, ro.Card, ro.ProofCard, ro.ProofTrick), secTricks, "PYM-6")
	}
	switch {
	case ended >= 0 && (caught < 0 || res.Revokes[0].Seat == caught):
		out.Penalty = g.penaltyOf(res.Revokes[0].Seat, true)
	case ended >= 0:
		out.Steps.Add(fmt.Sprintf("The record names %s as the player caught at the table; that is the offence scored.", t.Seats[caught]), secTricks, "PYM-6")
	case caught >= 0:
		out.Steps.Add(fmt.Sprintf("The round stopped after trick %d: %s was caught not following the element led.", len(res.Tricks), t.Seats[caught]), secTricks, "PYM-6")
	}
	if ended >= 0 {
		if ignored := len(r.Tricks) - ended - 1; ignored == 1 {
			out.Steps.Add("The trick recorded after it does not count: the revoke ends the round where it is proven.", secTricks, "PYM-6")
		} else if ignored > 1 {
			out.Steps.Add(fmt.Sprintf("The %d tricks recorded after it do not count: the revoke ends the round where it is proven.", ignored), secTricks, "PYM-6")
		}
	}
}

// penalize scores the revoke penalty: the offending side's only points
// of the round, every other side 0, no pit.
func (g *Game) penalize(r Round, pts []int, out *RoundResult) error {
	if r.PitChoice != burn.NoChoice {
		return &game.Error{Kind: game.ErrInvalid, Field: "pit_choice", Sentinel: burn.ErrNoPit,
			Msg: "there is no pit this round: it stopped at a revoke"}
	}
	p := out.Penalty
	pts[indexOf(g.table.Sides, p.Side)] = p.Points
	out.Steps.Add(fmt.Sprintf("%s was caught not following the element led: the round ends at once and %s +%d, the worst result a round can give (every fire card, %d) and %d more; no other side scores this round.",
		p.Player, p.Side, p.Points, burn.FireCards, burn.CheatPenalty), secTricks, "PYM-6")
	return nil
}
