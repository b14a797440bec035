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

// ErrUnfinished is wrapped by the refusal of a deal's play that stops
// before its 15th trick although nothing in it ended the deal: no Ry lost,
// no offence proven. A caller that knows of an offence the cards do not
// show (a revoke the table saw) may accept the PlayResult returned with it.
var ErrUnfinished = errors.New("the deal is not finished")

// PlayDeal counts a deal from its tricks: the leader of each trick must be
// the previous winner; a proven revoke or under-trump ends the deal, and so
// does a trick that loses a Ry (Ry and Ry 2: the Ry player; Ry 3: the Ry
// side). Otherwise all 15 tricks must be there. Refusals name tricks[i].
//
// A trick recorded after a lost Ry is refused (GEN-1): everyone sees who
// takes a trick, so play stops there. Tricks recorded after a proven
// offence are counted out but accepted: the table may only have noticed
// the offence later.
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
		return r, game.Impossiblef("tricks", "%d tricks, but a deal has 15", len(ts))
	}
	if !ts[0].HasLeader {
		return r, game.Invalidf("tricks[0].leader: missing: who led the first trick")
	}
	for i, t := range ts {
		field := fmt.Sprintf("tricks[%d]", i)
		leader := t.Leader
		if !t.HasLeader {
			leader = Seat(d.NextLeader())
		}
		if leader > West {
			return r, game.Invalidf("%s.leader: not a seat", field)
		}
		if i > 0 && t.HasLeader && int(leader) != d.NextLeader() {
			return r, game.Illegalf("the winner of a trick leads the next", "%s.leader: %s led, but %s won trick %d", field, leader.Name(), Seat(d.NextLeader()).Name(), i)
		}
		res, err := d.Play(tricks.Trick{Leader: int(leader), Cards: t.Cards})
		if err != nil {
			return r, game.Prefix(err, field)
		}
		r.Tricks = append(r.Tricks, res)
		w := Seat(res.Winner)
		switch {
		case d.Offences() > 0:
			r.Ended = "offence"
		case (c == Ry || c == Ry2) && w == declarer, c == Ry3 && w.Team() == declarer.Team():
			r.Ended = "ry"
		}
		if r.Ended == "ry" && i+1 < len(ts) {
			return r, game.Impossiblef(fmt.Sprintf("tricks[%d]", i+1), "%s lost %s by taking trick %d, which ends the deal at once: no later trick was played", w.Name(), c.Name(), i+1)
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
	lead := "each led by the winner of the one before"
	if len(r.Tricks) == 1 {
		lead = "led by " + Seat(r.Tricks[0].Leader).Name()
	}
	e.Add(fmt.Sprintf("%s counted, %s: N %d, E %d, S %d, W %d.", countWord(len(r.Tricks), "trick"), lead, r.TricksWon[0], r.TricksWon[1], r.TricksWon[2], r.TricksWon[3]), secTricks, "")
	switch r.Ended {
	case "offence":
		o := r.Offences[0]
		r.Ended = o.Kind
		ruling := ""
		if o.Kind == "under-trump" {
			ruling = "PYM-9"
		}
		e.Add(capital(o.Describe())+": the deal ends here.", secTricks, ruling)
	case "ry":
		last := r.Tricks[len(r.Tricks)-1]
		w := Seat(last.Winner)
		if c == Ry3 {
			e.Add(fmt.Sprintf("Trick %d went to %s, on the Ry side: Ry 3 is lost and the deal ends.", len(r.Tricks), w.Name()), secBidding, "")
		} else {
			e.Add(fmt.Sprintf("Trick %d went to %s, the Ry player: %s is lost and the deal ends.", len(r.Tricks), w.Name(), c.Name()), secBidding, "")
		}
	case "":
		if len(r.Tricks) < 15 {
			return r, &game.Error{Kind: game.ErrImpossible, Field: "tricks",
				Msg:  fmt.Sprintf("%s recorded, a deal has 15 (fewer only when a Ry was lost or an offence ended the deal)", countWord(len(r.Tricks), "trick")),
				Rule: game.RuleImpossible, Sentinel: ErrUnfinished}
		}
	}
	if r.Ignored > 0 {
		later := fmt.Sprintf("The %d tricks recorded after it do not count", r.Ignored)
		if r.Ignored == 1 {
			later = "The trick recorded after it does not count"
		}
		e.Add(later+": the offence ends the deal where it is proven.", secTricks, "PYM-6")
	}
	return r, nil
}
