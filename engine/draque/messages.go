package draque

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences: each one's id and its English (what arbiter-cli
// prints); assets/catalog/draque-yirken.<lang>.json says them in other
// languages.

// Rulebook sections cited by explanations.
var (
	SecGoal       = game.W("draque-yirken.sec.goal", "Draque & Yirken: Goal of the game")
	SecFlow       = game.W("draque-yirken.sec.flow", "Draque & Yirken: Flow of the game")
	SecSeries     = game.W("draque-yirken.sec.series", "Draque & Yirken: What is a series?")
	SecNotes      = game.W("draque-yirken.sec.notes", "Draque & Yirken: A few notes")
	SecExhaustion = game.W("draque-yirken.sec.exhaustion", "Draque & Yirken: Out of cards in the drawing pile")
)

// The elements as the steps name them ("all of fire").
var elements = map[cards.Element]game.Word{
	cards.Fire:  game.W("draque-yirken.element.fire", "fire"),
	cards.Water: game.W("draque-yirken.element.water", "water"),
	cards.Wind:  game.W("draque-yirken.element.wind", "wind"),
	cards.Earth: game.W("draque-yirken.element.earth", "earth"),
}

// elementWord is an element as the steps name it: "fire".
func elementWord(e cards.Element) game.Word {
	if w, ok := elements[e]; ok {
		return w
	}
	return game.W("", e.Name())
}

// Explanations of a claimed win.
var (
	msgDiscardNotInHand = game.Define("draque-yirken.claim.discard_not_in_hand", "The discard %s is not one of the claimant's cards.")
	msgToCheck          = game.Define("draque-yirken.claim.to_check", "%s is discarded; the series to check is %s.")
	msgBetterDiscard    = game.Define("draque-yirken.claim.better_discard", "Discarding %s instead would have made a winning series.")
	msgWinningSeries    = game.Define("draque-yirken.claim.winning_series", "%s runs %d to %d without a gap (%s): a winning series of %d cards.")
	msgAllOf            = game.Define("draque-yirken.claim.all_of", "all of %s")
	wordIgnored         = game.W("draque-yirken.claim.elements_ignored", "elements ignored by agreement")
)

// Why cards are no winning series (a Claim's Reason: what is wrong, then
// the rule as the sentinel says it), and the step that says it with the
// rule first. Each step's English is its sentinel's, capitalized, then
// ": %s." (TestReasonSteps).
var (
	msgReason          = game.Define("draque-yirken.reason", "%s: %v")
	msgDiscardNotHeld  = game.Define("draque-yirken.reason.discard_not_held", "discard %s is not in the hand")
	msgDiscardOut      = game.Define("draque-yirken.reason.discard_out", "discard %s was put out of game and is in no one's hand")
	msgWasPutOut       = game.Define("draque-yirken.reason.was_put_out", "%s was put out of game")
	msgTooFew          = game.Define("draque-yirken.reason.too_few", "%d cards left for the series, fewer than %d")
	msgSameValue       = game.Define("draque-yirken.reason.same_value", "%s and %s have the same value")
	msgGap             = game.Define("draque-yirken.reason.gap", "%s is not followed by %d but by %s")
	msgMixed           = game.Define("draque-yirken.reason.mixed", "%s is %s while %s is %s")
	stepOutOfGame      = game.Define("draque-yirken.step.out_of_game", "A card put out of game can never be part of a series: %s.")
	stepTooShort       = game.Define("draque-yirken.step.too_short", "A series has at least 3 cards: %s.")
	stepNotConsecutive = game.Define("draque-yirken.step.not_consecutive", "A series is a run of consecutive values: %s.")
	stepMixedElements  = game.Define("draque-yirken.step.mixed_elements", "A series is of one element (unless ignore_element is agreed): %s.")
)

// Refusals of cards out of game and of a put-out, and the rule they cite
// in words.
var (
	msgAllListed = game.Define("draque-yirken.out.all_listed", "all %d cards are listed: a card is put out from a hand, and the last discard stays in game")
	msgNoOrder   = game.Define("draque-yirken.out.no_order", "%s could not have been put out in any order: a card leaves only while its value is the lowest or highest still in game, and values below and above %d are still in game (lowest %d, highest %d)")
	msgTwice     = game.Define("draque-yirken.out.twice", "%q appears twice (also at %d): the one deck holds every card once")
	msgNotInHand = game.Define("draque-yirken.out.not_in_hand", "%s is not in the hand")
	msgNotEnd    = game.Define("draque-yirken.out.not_an_end", "%s: the lowest value in game is %d and the highest %d")
	ruleOwnHand  = game.Define("draque-yirken.rule.own_hand", "a player puts out a card of their own hand")
)

// The checklist of an empty drawing pile.
var (
	msgCheckChoose   = game.Define("draque-yirken.check.choose", "The player on turn chooses: take the top card of the discard pile and play the turn as usual (take_discard), or have the drawing pile rebuilt (rebuild).")
	msgCheckAside    = game.Define("draque-yirken.check.aside", "Set the top card of the discard pile aside.")
	msgCheckShuffle  = game.Define("draque-yirken.check.shuffle", "Shuffle the rest of the discard pile.")
	msgCheckAdd      = game.Define("draque-yirken.check.add", "Every player adds one card from their hand to that pile. A player holding a card of the lowest or highest value still in game may instead put that card out of game.")
	msgCheckAddAt    = game.Define("draque-yirken.check.add_at", "Every player adds one card from their hand to that pile. A player holding a card of the lowest (%d) or highest (%d) value still in game may instead put that card out of game.")
	msgCheckAgain    = game.Define("draque-yirken.check.again", "Shuffle the pile again: it is the new drawing pile.")
	msgCheckSetAside = game.Define("draque-yirken.check.set_aside", "The card set aside starts the new discard pile.")
	msgCheckDraw     = game.Define("draque-yirken.check.draw", "Every player draws one card from the new drawing pile.")
	msgCheckPlay     = game.Define("draque-yirken.check.play", "The player on turn now plays their turn as usual: draw from either pile, then discard.")
)
