package swords

import (
	"slices"

	"arbiter/engine/game"
)

// Why is the rule that picks the next attacker.
type Why uint8

// The reasons a knight attacks next (Start Up, SWORDS-4, SWORDS-7, Basic
// Idea).
const (
	WhyNone    Why = iota
	WhyStart       // the knight on the dealer's left makes the first attack
	WhyStole       // the thief of Steal-To-Stop (SWORDS-7)
	WhyDamaged     // the first damaged defender left standing (SWORDS-4)
	WhyBlocked     // nobody left standing was damaged: the highest blocker
	WhyAgain       // nobody damaged or blocking: the attacker again
	WhyWins        // the last knight standing: nobody attacks, it wins
)

var whyNames = [...]string{"", "start", "stole", "damaged", "blocked", "again", "wins"}

// String is the reason's name in a stored fight: "damaged".
func (w Why) String() string {
	if int(w) < len(whyNames) {
		return whyNames[w]
	}
	return ""
}

// ParseWhy reads a reason's name; false when it is none of them.
func ParseWhy(s string) (Why, bool) {
	if i := slices.Index(whyNames[:], s); i > 0 {
		return Why(i), true
	}
	return WhyNone, false
}

// NextReason is who attacks next and why, as data rather than a sentence:
// a fight kept between attacks (Snapshot) keeps it, so that once restored
// it still says its reason typed, in the reader's language (Step).
type NextReason struct {
	Why  Why
	Seat int
	// Died are the knights that died in the attack, passed over.
	Died []int
	// Value is the highest blocking number (WhyBlocked).
	Value int
	// InPlay: the defenders are taken in order of play (Hectic Knights),
	// not clockwise.
	InPlay bool
}

// Step says the reason, with the rule's section and ruling.
func (r NextReason) Step() game.Step {
	order := wordClock
	if r.InPlay {
		order = wordPlayed
	}
	// The dead were damaged: say so rather than "no one was damaged".
	firstDamaged, noDamage := msgNextDamaged, msgNoDamage.With()
	switch len(r.Died) {
	case 0:
	case 1:
		firstDamaged, noDamage = msgNextDamagedOneDied, msgNoDamageOneDied.With(seatList(r.Died))
	default:
		firstDamaged, noDamage = msgNextDamagedSomeDied, msgNoDamageSomeDied.With(seatList(r.Died))
	}
	switch r.Why {
	case WhyStart:
		return step(msgStartFirst.With(Seat(r.Seat).Start()), SecStart, "")
	case WhyWins:
		return WinnerStep(r.Seat)
	case WhyStole:
		return step(msgNextStole.With(Seat(r.Seat).Start()), SecStealSt, "SWORDS-7")
	case WhyDamaged:
		args := []any{Seat(r.Seat).Start(), order}
		if len(r.Died) > 0 {
			args = append(args, seatList(r.Died))
		}
		return step(firstDamaged.With(args...), SecAttack, "SWORDS-4")
	case WhyBlocked:
		return step(msgNextBlocker.With(noDamage, Seat(r.Seat).Said(), r.Value, order), SecAttack, "SWORDS-4")
	case WhyAgain:
		if len(r.Died) > 0 {
			return step(msgNextAgainDied.With(noDamage, Seat(r.Seat).Said()), SecAttack, "SWORDS-4")
		}
		return step(msgNextAgain.With(Seat(r.Seat).Said()), SecAttack, "SWORDS-4")
	}
	return game.Step{}
}

// WinnerStep says that seat is the last knight standing and wins (Basic
// Idea).
func WinnerStep(seat int) game.Step { return step(msgWins.With(Seat(seat).Start()), SecBasic, "") }
