package tricks

import "arbiter/engine/game"

// The trick engine's refusals and words: each one's id and its English
// (what arbiter-cli prints); assets/catalog/tricks.<lang>.json says them
// in other languages. Pymtheg and Burn play their tricks here, so these
// reach both games.

// Sentinel errors, wrapped with the details of the fault; each says
// itself in any language.
var (
	ErrDirection = game.NewSentinel("tricks.err.direction", "not a play direction")
	ErrTrickSize = game.NewSentinel("tricks.err.trick_size", "a trick has one card per player")
	ErrLeader    = game.NewSentinel("tricks.err.leader", "the winner of a trick leads the next")
	ErrSeat      = game.NewSentinel("tricks.err.seat", "no such seat")
	ErrDuplicate = game.NewSentinel("tricks.err.duplicate", "a card can be played only once in a deal")
	ErrOver      = game.NewSentinel("tricks.err.over", "every card of the deal has been played")
)

// The directions of play, as explanations name them.
var (
	wordClockwise        = game.W("tricks.direction.clockwise", "clockwise")
	wordCounterClockwise = game.W("tricks.direction.counter_clockwise", "counter-clockwise")
)

// Refusals of a direction, a table and a trick.
var (
	msgNotADirection = game.Define("tricks.not_a_direction", "%q: %v: clockwise or counter-clockwise")
	msgSeats         = game.Define("tricks.seats", "%d seats: a table of the Pymtheg deck seats 2 to 6 players")
	msgOver          = game.Define("tricks.over", "trick %d: %v (a deal of %d players has %d tricks)")
	msgNoSeat        = game.Define("tricks.no_seat", "seat %d: %v")
	msgTrickSize     = game.Define("tricks.trick_size", "%d cards for %d players: %v")
	msgLedBy         = game.Define("tricks.led_by", "led by seat %d, but seat %d won trick %d")
	msgNotACard      = game.Define("tricks.not_a_card", "not a card of the Pymtheg deck")
	msgPlayedBefore  = game.Define("tricks.played_before", "%s was already played in trick %d: the deck holds one of each card")
	msgTwiceInTrick  = game.Define("tricks.twice_in_trick", "%s is played twice in this trick: the deck holds one of each card")
)
