package burn

import (
	"arbiter/engine/burn"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
)

// A player caught not following the element led (PYM-6, as Burn plays
// it): the cards recorded prove it (a card of the element led played
// after showing out of it) or the table caught it (Round.Revoke). The
// round stops there, at the trick that proves it, and the offending side
// takes burn.RevokePoints; nothing else of the round counts.

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
		return -1, game.Refuse(game.ErrInvalid, nil, "revoke", msgNotAtTable.With(r.Revoke))
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
			return game.Refuse(game.ErrInvalid, burn.ErrCounts, names[i], msgCountNegative.With(fw.Fire, fw.Water))
		}
		fire += fw.Fire
		water += fw.Water
	}
	if fire > burn.FireCards || water > burn.WaterCards {
		return game.Refuse(game.ErrImpossible, burn.ErrCounts, "", msgStoppedCounts.With(fire, water)).Citing(game.RuleImpossible)
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
	return game.Refuse(game.ErrImpossible, ErrUnfinished, "tricks", msgUnfinished.With(d.Played(), n, d.FullTricks())).Citing(game.RuleImpossible)
}

// proven records the revokes the cards prove and which one the round is
// scored for, and explains where the round stopped.
func (g *Game) proven(r Round, res tricks.Result, ended, caught int, out *RoundResult) {
	t := g.table
	for _, v := range res.Revokes {
		ro := Revoke{Player: t.Seats[v.Seat], Element: v.Element, Trick: v.ShowedOut.Trick + 1, Card: v.ShowedOut.Card, ProofTrick: v.Proof.Trick + 1, ProofCard: v.Proof.Card}
		out.Revokes = append(out.Revokes, ro)
		out.Steps.Say(msgRevokeProven.With(ro.Player, pymtheg.ElementWord(v.Element), ro.Trick, ro.Card, ro.ProofCard, ro.ProofTrick), secTricks, "PYM-6")
	}
	switch {
	case ended >= 0 && (caught < 0 || res.Revokes[0].Seat == caught):
		out.Penalty = g.penaltyOf(res.Revokes[0].Seat, true)
	case ended >= 0:
		out.Steps.Say(msgRecordNames.With(t.Seats[caught]), secTricks, "PYM-6")
	case caught >= 0:
		out.Steps.Say(msgRoundStopped.With(len(res.Tricks), t.Seats[caught]), secTricks, "PYM-6")
	}
	if ended >= 0 {
		if ignored := len(r.Tricks) - ended - 1; ignored == 1 {
			out.Steps.Say(msgLaterTrick.With(), secTricks, "PYM-6")
		} else if ignored > 1 {
			out.Steps.Say(msgLaterTricks.With(ignored), secTricks, "PYM-6")
		}
	}
}

// penalize scores the revoke penalty: the offending side's only points
// of the round, every other side 0, no pit.
func (g *Game) penalize(r Round, pts []int, out *RoundResult) error {
	if r.PitChoice != burn.NoChoice {
		return game.Refuse(game.ErrInvalid, burn.ErrNoPit, "pit_choice", msgNoPitRevoke.With())
	}
	p := out.Penalty
	pts[indexOf(g.table.Sides, p.Side)] = p.Points
	out.Steps.Say(msgRevokePenalty.With(p.Player, p.Side, p.Points, burn.FireCards, burn.CheatPenalty), secTricks, "PYM-6")
	return nil
}
