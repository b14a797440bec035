package pymtheg

import (
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
func (o Offence) Describe() string { return o.Said().String() }

// Said is the offence in a sentence, in any language.
func (o Offence) Said() game.Message {
	if o.Kind == "revoke" {
		return msgRevoke.With(o.Seat.Word(), o.Card, o.Trick, elementWord(o.Element), o.ProofCard, o.ProofTrick, o.Seat.Word(), elementWord(o.Element))
	}
	return msgUnderTrump.With(o.Seat.Word(), o.Card, o.Over, o.Trick, o.ProofCard, o.ProofTrick)
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
		return r, game.Refuse(game.ErrInvalid, nil, "tricks", msgNoTrick.With())
	}
	if len(ts) > 15 {
		return r, game.Refuse(game.ErrImpossible, nil, "tricks", msgTooManyTricks.With(len(ts))).Citing(game.RuleImpossible)
	}
	if !ts[0].HasLeader {
		return r, game.Refuse(game.ErrInvalid, nil, "tricks[0].leader", msgFirstLeader.With())
	}
	for i, t := range ts {
		field := fmt.Sprintf("tricks[%d]", i)
		leader := t.Leader
		if !t.HasLeader {
			leader = Seat(d.NextLeader())
		}
		if leader > West {
			return r, game.Refuse(game.ErrInvalid, nil, field+".leader", msgNotASeat.With())
		}
		if i > 0 && t.HasLeader && int(leader) != d.NextLeader() {
			return r, game.Refuse(game.ErrIllegal, nil, field+".leader", msgLedButWon.With(leader.Word(), Seat(d.NextLeader()).Word(), i)).Citing(tricks.ErrLeader.With())
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
			return r, game.Refuse(game.ErrImpossible, nil, fmt.Sprintf("tricks[%d]", i+1), msgRyLostEarlier.With(w.Word(), c.Word(), i+1)).Citing(game.RuleImpossible)
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
	lead := msgLedEach.With()
	if len(r.Tricks) == 1 {
		lead = msgLedBySeat.With(Seat(r.Tricks[0].Leader).Word())
	}
	e.Say(msgCounted.With(nounTrick.Of(len(r.Tricks)), lead, r.TricksWon[0], r.TricksWon[1], r.TricksWon[2], r.TricksWon[3]), SecTricks, "")
	switch r.Ended {
	case "offence":
		o := r.Offences[0]
		r.Ended = o.Kind
		ruling := ""
		if o.Kind == "under-trump" {
			ruling = "PYM-9"
		}
		e.Say(msgEndsHere.With(o.Said()), SecTricks, ruling)
	case "ry":
		last := r.Tricks[len(r.Tricks)-1]
		w := Seat(last.Winner)
		if c == Ry3 {
			e.Say(msgRy3Lost.With(len(r.Tricks), w.Word()), SecBidding, "")
		} else {
			e.Say(msgRyLost.With(len(r.Tricks), w.Word(), c.Word()), SecBidding, "")
		}
	case "":
		if len(r.Tricks) < 15 {
			return r, game.Refuse(game.ErrImpossible, ErrUnfinished, "tricks", msgUnfinished.With(nounTrick.Of(len(r.Tricks)))).Citing(game.RuleImpossible)
		}
	}
	if r.Ignored > 0 {
		later := msgLaterTricks.With(r.Ignored)
		if r.Ignored == 1 {
			later = msgLaterTrick.With()
		}
		e.Say(later, SecTricks, "PYM-6")
	}
	return r, nil
}
