package myre

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Battle is one pile of the scouting row and the cards positioned behind it.
type Battle struct {
	Scout []cards.Card // 1 card, 2 with double-scouts
	// ScoutOwner is the pile's owner; NoSide reads it from the pile's
	// colour (a red or black joker by its printed colour; "JK" needs it).
	ScoutOwner Side
	Red        []Played
	Black      []Played
}

// Positioned returns a side's positioned cards.
func (b Battle) Positioned(s Side) []Played {
	if s == Red {
		return b.Red
	}
	return b.Black
}

// Outcome is a resolved battle.
type Outcome struct {
	Winner     Side        `json:"winner"`
	DecidedBy  Decision    `json:"decided_by"`
	Scout      cards.Cards `json:"scout"`
	ScoutOwner Side        `json:"scout_owner"`
	Red        Army        `json:"red"`
	Black      Army        `json:"black"`
	// TieBreak lists the high-card comparison step by step (empty when
	// strength decided).
	TieBreak []Comparison `json:"tiebreak"`
	// Captured goes to the winner's jail; JokersTaken into the winner's deck.
	Captured    cards.Cards `json:"captured"`
	JokersTaken cards.Cards `json:"jokers_taken"`
	// ReturnedRed and ReturnedBlack go back to each side's deck.
	ReturnedRed   cards.Cards      `json:"returned_red"`
	ReturnedBlack cards.Cards      `json:"returned_black"`
	Points        int              `json:"points"` // the jail value of Captured (MYRE-11)
	Explanation   game.Explanation `json:"steps"`
}

// Army returns a side's army.
func (o *Outcome) Army(s Side) *Army {
	if s == Red {
		return &o.Red
	}
	return &o.Black
}

// Returned returns the cards that go back to a side's deck.
func (o *Outcome) Returned(s Side) cards.Cards {
	if s == Red {
		return o.ReturnedRed
	}
	return o.ReturnedBlack
}

// Resolve validates a battle and decides it: each side's best formations
// (MYRE-4), strength, then the high-card comparison (MYRE-1, MYRE-2),
// captures and points, with an explanation citing every rule applied.
// Refusals are *game.Error values naming the field and card at fault.
func Resolve(b Battle, opt Options) (Outcome, error) {
	owner, err := Validate(b, opt)
	if err != nil {
		return Outcome{}, err
	}
	o := Outcome{
		Scout:         append(cards.Cards{}, b.Scout...),
		ScoutOwner:    owner,
		TieBreak:      []Comparison{},
		Captured:      cards.Cards{},
		JokersTaken:   cards.Cards{},
		ReturnedRed:   cards.Cards{},
		ReturnedBlack: cards.Cards{},
	}
	o.Red = Preview(Red, b.Red, b.Scout, owner == Red, opt)
	o.Black = Preview(Black, b.Black, b.Scout, owner == Black, opt)

	switch {
	case o.Red.Strength > o.Black.Strength:
		o.Winner, o.DecidedBy = Red, ByStrength
	case o.Black.Strength > o.Red.Strength:
		o.Winner, o.DecidedBy = Black, ByStrength
	default:
		o.Winner, o.TieBreak = CompareHighCards(o.Red.TieBreak, o.Black.TieBreak)
		o.DecidedBy = ByHighCard
		if o.Winner == NoSide {
			o.DecidedBy = Tie
		}
	}

	// Every card goes to its owner's deck, except what the winner takes:
	// all the loser's positioned cards, and the pile when it is the loser's.
	send := func(s Side, cs ...cards.Card) {
		for _, c := range cs {
			switch {
			case o.Winner != NoSide && s != o.Winner && c.IsJoker():
				o.JokersTaken = append(o.JokersTaken, c)
			case o.Winner != NoSide && s != o.Winner:
				o.Captured = append(o.Captured, c)
			case s == Red:
				o.ReturnedRed = append(o.ReturnedRed, c)
			default:
				o.ReturnedBlack = append(o.ReturnedBlack, c)
			}
		}
	}
	for _, s := range []Side{Red, Black} {
		for _, p := range b.Positioned(s) {
			send(s, p.Card)
		}
	}
	send(owner, b.Scout...)
	for _, l := range []cards.Cards{o.Captured, o.JokersTaken, o.ReturnedRed, o.ReturnedBlack} {
		SortForDisplay(l)
	}
	o.Points = PointsOf(o.Captured)
	o.Explanation = explain(&o, b, opt)
	return o, nil
}

// Validate checks a battle against the rules and returns the pile's owner:
// a pile of 1 card (2 with double-scouts) of one owner, Red positioning red
// cards and Black black ones (jokers for either), at most five a side, no
// card twice, jokers only when they are in the game, and at least one
// positioned card.
func Validate(b Battle, opt Options) (Side, error) {
	if b.ScoutOwner > Black {
		return NoSide, Invalid("scout_owner", ErrNotASide, msgOwnerNotSide.With())
	}
	switch n := len(b.Scout); {
	case n == 0:
		return NoSide, Invalid("scout", ErrNoScout, msgNoScout.With())
	case n > MaxPile:
		return NoSide, Illegal("scout", ErrPileSize, rulePileSize.With(), msgPileCards.With(n))
	case n == 2 && !opt.DoubleScouts:
		return NoSide, Illegal("scout", ErrDoubleScout, ruleDoubleOff.With(), msgTwoInPile.With(b.Scout[0], b.Scout[1]))
	}
	fields := [3]struct {
		name string
		ps   []Played
		side Side
	}{{"scout", nil, NoSide}, {"red", b.Red, Red}, {"black", b.Black, Black}}
	card := func(f, i int) cards.Card {
		if f == 0 {
			return b.Scout[i]
		}
		return fields[f].ps[i].Card
	}
	size := func(f int) int {
		if f == 0 {
			return len(b.Scout)
		}
		return len(fields[f].ps)
	}
	// Every card must be a card, and a joker only with jokers in the game.
	for f := range fields {
		for i := 0; i < size(f); i++ {
			c := card(f, i)
			if !c.Valid() {
				return NoSide, Invalid(fmt.Sprintf("%s[%d]", fields[f].name, i), ErrNotACard, msgNotStandard.With())
			}
			if c.IsJoker() && opt.NoJokers {
				return NoSide, Impossible(fmt.Sprintf("%s[%d]", fields[f].name, i), ErrJokersOff, msgNoJokers.With(c))
			}
		}
	}
	owner, err := pileOwner(b)
	if err != nil {
		return NoSide, err
	}
	for f := 1; f < len(fields); f++ {
		side := fields[f].side
		if n := size(f); n > MaxPositioned {
			return NoSide, Impossible(fields[f].name, ErrTooMany, msgTooManyCards.With(n, MaxPositioned, MaxPositioned))
		}
		for i := 0; i < size(f); i++ {
			if c := card(f, i); !c.IsJoker() && c.Color() != side.Color() {
				return NoSide, Illegal(fmt.Sprintf("%s[%d]", fields[f].name, i), ErrWrongColor, RulePositions(side), msgCardIsColor.With(c, ColorWord(c.Color())))
			}
		}
	}
	// No card twice; a deck has two jokers, one red and one black ("JK" is either).
	type place struct{ f, i int }
	var seen [5 * 14]place // by suit and rank; f = 0 means not seen (fields are stored +1)
	var jokers [4]int
	nJokers := 0
	for f := range fields {
		for i := 0; i < size(f); i++ {
			c := card(f, i)
			if c.IsJoker() {
				jokers[c.Joker]++
				nJokers++
				if jokers[cards.RedJoker] > 1 || jokers[cards.BlackJoker] > 1 || nJokers > 2 {
					return NoSide, Impossible(fmt.Sprintf("%s[%d]", fields[f].name, i), ErrDuplicate, msgJokerTooMany.With(c))
				}
				continue
			}
			k := int(c.Suit)*14 + int(c.Rank)
			if at := seen[k]; at.f != 0 {
				return NoSide, Impossible(fmt.Sprintf("%s[%d]", fields[f].name, i), ErrDuplicate, msgAppearsTwice.With(c, fields[at.f-1].name, at.i))
			}
			seen[k] = place{f + 1, i}
		}
	}
	if len(b.Red) == 0 && len(b.Black) == 0 {
		return NoSide, Illegal("", ErrNoBattle, ruleNeedsCard.With(), msgNothingBehind.With(cards.Cards(b.Scout)))
	}
	return owner, nil
}

// pileOwner returns the owner of the pile: scout_owner when given, checked
// against the pile's suited cards; else the colour of those cards; a pile
// of jokers alone goes by the printed colour.
func pileOwner(b Battle) (Side, error) {
	owner := b.ScoutOwner
	var first cards.Card
	for i, c := range b.Scout {
		if c.IsJoker() {
			continue
		}
		s := SideOfColor(c.Color())
		switch {
		case owner == NoSide:
			owner, first = s, c
		case s != owner && b.ScoutOwner != NoSide:
			return NoSide, Illegal(fmt.Sprintf("scout[%d]", i), ErrPileOwner, ruleOwnCards.With(), msgNotOwnersPile.With(c, ColorWord(c.Color()), owner.Word()))
		case s != owner:
			return NoSide, Illegal(fmt.Sprintf("scout[%d]", i), ErrPileOwner, ruleOnePlayer.With(), msgMixedPile.With(c, ColorWord(c.Color()), first, owner.ColorWord()))
		}
	}
	if owner != NoSide {
		return owner, nil
	}
	// Jokers only.
	for i, c := range b.Scout {
		s := SideOfColor(c.Color())
		if s == NoSide {
			return NoSide, Invalid("scout_owner", ErrPileOwner, msgJokerNoColor.With(c, i))
		}
		if owner != NoSide && s != owner {
			return NoSide, Invalid("scout_owner", ErrPileOwner, msgBothJokers.With())
		}
		owner = s
	}
	return owner, nil
}

func playedCards(ps []Played) []cards.Card {
	out := make([]cards.Card, len(ps))
	for i, p := range ps {
		out[i] = p.Card
	}
	return out
}
