package pymtheg

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

// CardProves reports the offence that card, played by seat to the trick
// after the tricks ts (complete, as PlayDeal takes them), proves: a revoke
// when seat showed out of the card's element earlier (PYM-6), else an
// under-trump the card shows was avoidable (PYM-9). A table that enters
// the play card by card asks it at each card, while the trick is still
// being played: a proven offence ends the deal at that trick (PYM-6), and
// the table asks whether to apply it there rather than count the card.
// Tricks are counted from 1; ProofTrick is the trick being played. The
// tricks are refused as PlayDeal refuses them.
func CardProves(trump cards.Element, dir tricks.Direction, ts []PlayedTrick, seat Seat, card cards.ElementCard) (Offence, bool, error) {
	if seat > West {
		return Offence{}, false, invalid(ErrSeat, msgSeatNotASeat.With())
	}
	if !card.Valid() {
		return Offence{}, false, game.Refuse(game.ErrInvalid, nil, "card", msgExpectedCard.With())
	}
	d, err := tricks.NewDeal(tricks.Table{Seats: 4, Dir: dir}, trump)
	if err != nil {
		return Offence{}, false, err
	}
	for i, t := range ts {
		leader := t.Leader
		if !t.HasLeader {
			if i == 0 {
				return Offence{}, false, game.Refuse(game.ErrInvalid, nil, "tricks[0].leader", msgFirstLeader.With())
			}
			leader = Seat(d.NextLeader())
		}
		if _, err := d.Play(tricks.Trick{Leader: int(leader), Cards: t.Cards}); err != nil {
			return Offence{}, false, game.Prefix(err, fmt.Sprintf("tricks[%d]", i))
		}
	}
	p, ok := d.Proves(int(seat), card)
	switch {
	case !ok:
		return Offence{}, false, nil
	case p.Revoke != nil:
		v := p.Revoke
		return Offence{Kind: "revoke", Seat: seat, Element: v.Element, Trick: v.ShowedOut.Trick + 1, Card: v.ShowedOut.Card,
			ProofTrick: v.Proof.Trick + 1, ProofCard: v.Proof.Card}, true, nil
	}
	u := p.UnderTrumps[0]
	return Offence{Kind: "under-trump", Seat: seat, Element: trump, Trick: u.Offence.Trick + 1, Card: u.Offence.Card,
		ProofTrick: u.Proof.Trick + 1, ProofCard: u.Proof.Card, Over: u.Over}, true, nil
}
