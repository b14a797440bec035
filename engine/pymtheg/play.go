package pymtheg

import (
	"errors"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// PlayedTrick is one trick as recorded at the table: the cards in play
// order from the leader. The leader may be left out after the first trick:
// it is the previous winner.
type PlayedTrick struct {
	Leader    Seat
	HasLeader bool
	Cards     []cards.ElementCard
}

// Offence is a proven revoke or under-trump, for reports.
type Offence struct {
	Kind    string // "revoke" or "under-trump"
	Seat    Seat
	Element cards.Element // the element not followed (revoke)
	// Trick and Card: where the offence was committed; ProofTrick and
	// ProofCard: the later card that proves it. Tricks count from 1.
	Trick      int
	Card       cards.ElementCard
	ProofTrick int
	ProofCard  cards.ElementCard
	Over       cards.ElementCard // under-trump: the earlier, higher trump
}

// Describe writes the offence in a sentence.
func (o Offence) Describe() string {
	if o.Kind == "revoke" {
		return fmt.Sprintf("%s played %s to trick %d, led in %s, but played %s in trick %d: %s held %s and did not follow", o.Seat.Name(), o.Card, o.Trick, o.Element.Name(), o.ProofCard, o.ProofTrick, o.Seat.Name(), o.Element.Name())
	}
	return fmt.Sprintf("%s under-trumped with %s under %s in trick %d, but played %s in trick %d, so had another card to play", o.Seat.Name(), o.Card, o.Over, o.Trick, o.ProofCard, o.ProofTrick)
}

// PlayResult is a deal counted from its tricks.
type PlayResult struct {
	Tricks    []tricks.TrickResult // the tricks counted
	TricksWon [4]int
	Burn      [2]FireWater
	Offences  []Offence // revokes and under-trumps, in the order proven
	// Ended is why the deal stopped before its 15th trick ("" when all 15
	// were played): "revoke", "under-trump" or "ry".
	Ended   string
	Ignored int // tricks recorded after the deal had ended
	Steps   game.Explanation
}

// First returns the first proven offence, which ends the deal.
func (p PlayResult) First() (Offence, bool) {
	if len(p.Offences) == 0 {
		return Offence{}, false
	}
	return p.Offences[0], true
}

// PlayDeal counts a deal from its tricks: the leader of each trick must be
// the previous winner; a proven revoke or under-trump ends the deal, and so
// does a trick that loses a Ry (Ry and Ry 2: the Ry player; Ry 3: the Ry
// side). Otherwise all 15 tricks must be there. Errors name tricks[i].
func PlayDeal(c Contract, declarer Seat, trump cards.Element, dir tricks.Direction, ts []PlayedTrick) (PlayResult, error) {
	var r PlayResult
	r.Tricks = []tricks.TrickResult{}
	r.Offences = []Offence{}
	d, err := tricks.NewDeal(tricks.Table{Seats: 4, Dir: dir}, trump)
	if err != nil {
		return r, err
	}
	if len(ts) == 0 {
		return r, game.Invalidf("tricks: no trick recorded")
	}
	if len(ts) > 15 {
		return r, game.Invalidf("tricks: %d tricks, a deal has 15", len(ts))
	}
	if !ts[0].HasLeader {
		return r, game.Invalidf("tricks[0].leader is missing: who led the first trick")
	}
	for i, t := range ts {
		leader := t.Leader
		if !t.HasLeader {
			leader = Seat(d.NextLeader())
		}
		if leader > West {
			return r, game.Invalidf("tricks[%d].leader: not a seat", i)
		}
		if i > 0 && t.HasLeader && int(leader) != d.NextLeader() {
			return r, game.Illegalf("the winner of a trick leads the next", "tricks[%d].leader: %s led, but %s won trick %d", i, leader.Name(), Seat(d.NextLeader()).Name(), i)
		}
		res, err := d.Play(tricks.Trick{Leader: int(leader), Cards: t.Cards})
		if err != nil {
			return r, playError(i, err)
		}
		r.Tricks = append(r.Tricks, res)
		w := Seat(res.Winner)
		if d.Offences() > 0 {
			r.Ended = "offence"
		} else if (c == Ry || c == Ry2) && w == declarer {
			r.Ended = "ry"
		} else if c == Ry3 && w.Team() == declarer.Team() {
			r.Ended = "ry"
		}
		if r.Ended != "" {
			r.Ignored = len(ts) - i - 1
			break
		}
	}
	res := d.Result()
	for s := range 4 {
		r.TricksWon[s] = res.TricksWon[s]
		t := Seat(s).Team()
		r.Burn[t].Fire += tricks.Count(res.CardsWon[s], cards.Fire)
		r.Burn[t].Water += tricks.Count(res.CardsWon[s], cards.Water)
	}
	for _, v := range res.Revokes {
		r.Offences = append(r.Offences, Offence{Kind: "revoke", Seat: Seat(v.Seat), Element: v.Element,
			Trick: v.ShowedOut.Trick + 1, Card: v.ShowedOut.Card, ProofTrick: v.Proof.Trick + 1, ProofCard: v.Proof.Card})
	}
	for _, u := range res.UnderTrumps {
		r.Offences = append(r.Offences, Offence{Kind: "under-trump", Seat: Seat(u.Seat), Element: trump,
			Trick: u.Offence.Trick + 1, Card: u.Offence.Card, ProofTrick: u.Proof.Trick + 1, ProofCard: u.Proof.Card, Over: u.Over})
	}
	// Order by the trick of the proof, then the offence's trick.
	for i := 1; i < len(r.Offences); i++ {
		for j := i; j > 0 && r.Offences[j].ProofTrick < r.Offences[j-1].ProofTrick; j-- {
			r.Offences[j], r.Offences[j-1] = r.Offences[j-1], r.Offences[j]
		}
	}
	e := &r.Steps
	e.Add(fmt.Sprintf("%d tricks counted, each led by the winner of the one before: N %d, E %d, S %d, W %d.", len(r.Tricks), r.TricksWon[0], r.TricksWon[1], r.TricksWon[2], r.TricksWon[3]), secTricks, "")
	switch r.Ended {
	case "offence":
		o := r.Offences[0]
		r.Ended = o.Kind
		rule := secTricks
		ruling := ""
		if o.Kind == "under-trump" {
			ruling = "PYM-9"
		}
		e.Add(capital(o.Describe())+": the deal ends here.", rule, ruling)
	case "ry":
		e.Add(fmt.Sprintf("Trick %d went to the Ry side: %s is lost and the deal ends.", len(r.Tricks), c.Name()), secBidding, "")
	case "":
		if len(r.Tricks) < 15 {
			return r, game.Invalidf("tricks: %d tricks recorded, a deal has 15 (fewer only when a Ry was lost or a revoke ended the deal)", len(r.Tricks))
		}
	}
	if r.Ignored > 0 {
		e.Add(fmt.Sprintf("%d later tricks were recorded after the deal had ended; they do not count.", r.Ignored), secTricks, "")
	}
	return r, nil
}

func playError(i int, err error) error {
	switch {
	case errors.Is(err, tricks.ErrLeader):
		return game.Illegalf("the winner of a trick leads the next", "tricks[%d].leader: %v", i, unwrapMsg(err))
	case errors.Is(err, tricks.ErrDuplicate):
		return game.Invalidf("tricks[%d].cards: %v", i, err)
	}
	return game.Invalidf("tricks[%d]: %v", i, err)
}

func unwrapMsg(err error) string {
	s := err.Error()
	if i := len(s) - len(": "+tricks.ErrLeader.Error()); i > 0 && s[i:] == ": "+tricks.ErrLeader.Error() {
		return s[:i]
	}
	return s
}
