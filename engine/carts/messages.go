package carts

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences: each one's id and its English (what arbiter-cli
// prints); assets/catalog/carts-tity.<lang>.json says them in other
// languages.

// Rulebook sections cited by explanations.
var (
	SecGameFlow = game.W("carts-tity.sec.game_flow", "Cârts Tîty: Game flow")
	SecOptional = game.W("carts-tity.sec.optional", "Cârts Tîty: Optional rule")
	SecLastCard = game.W("carts-tity.sec.last_card", "Cârts Tîty: Last card")
	SecOverflow = game.W("carts-tity.sec.overflow", "Cârts Tîty: Overflow")
	SecEnd      = game.W("carts-tity.sec.end", "Cârts Tîty: End of the game")
	SecScoring  = game.W("carts-tity.sec.scoring", "Cârts Tîty: Optional scoring system")
	SecLarge    = game.W("carts-tity.sec.large", "Cârts Tîty: Large number of players")
)

// The chain rules and the elements as the steps name them ("chain rule
// plus_two", "by element (fire)").
var (
	wordPlusTwo = game.W("carts-tity.chain.plus_two", "plus_two")
	wordDouble  = game.W("carts-tity.chain.doubling", "doubling")
	elements    = map[cards.Element]game.Word{
		cards.Fire:  game.W("carts-tity.element.fire", "fire"),
		cards.Water: game.W("carts-tity.element.water", "water"),
		cards.Wind:  game.W("carts-tity.element.wind", "wind"),
		cards.Earth: game.W("carts-tity.element.earth", "earth"),
	}
)

// elementWord is an element as the steps name it: "fire".
func elementWord(e cards.Element) game.Word {
	if w, ok := elements[e]; ok {
		return w
	}
	return game.W("", e.Name())
}

// Explanations of one card played.
var (
	msgMayNotPlay      = game.Define("carts-tity.play.may_not", "%s may not be played: %s.")
	msgByValue         = game.Define("carts-tity.play.by_value", "%s matches %s by value.")
	msgByElement       = game.Define("carts-tity.play.by_element", "%s matches %s by element (%s).")
	msgFollowsUpAbove  = game.Define("carts-tity.play.follows_up_above", "%s follows up %s: one value above, any element.")
	msgFollowsUpBelow  = game.Define("carts-tity.play.follows_up_below", "%s follows up %s: one value below, any element.")
	msgLastCardWins    = game.Define("carts-tity.play.last_card_wins", "That was the player's last card: they win and the round ends at once, so nobody owes, skips or plays again.")
	msg16NoExtraTurn   = game.Define("carts-tity.play.16_no_extra_turn", "%d + %d = 16 in one element, but a player holds a single card, so the rule of 16 gives no extra turn.")
	msg16ExtraTurn     = game.Define("carts-tity.play.16_extra_turn", "%d + %d = 16 in one element (%s): the player takes an extra turn at once.")
	msgNextNormal      = game.Define("carts-tity.play.next_normal", "The next player plays normally.")
	msgAnswerSkip      = game.Define("carts-tity.play.answer_skip", "Answering a skip with a follow-up: the same-element follow-up counted in the chain, which stands at %d.")
	msgAnswerChain     = game.Define("carts-tity.play.answer_chain", "Answering a chain of %d with a follow-up.")
	msgChainBreaks     = game.Define("carts-tity.play.chain_breaks", "The chain would reach %d cards, more than %d: it breaks and the next player plays normally (chain rule %s).")
	msgNoSkipLastCard  = game.Define("carts-tity.play.no_skip_last_card", "A same-element follow-up would make the next player skip, but a player holds a single card and nobody can be made to skip: the next player owes the cards instead.")
	msgSameElementSkip = game.Define("carts-tity.play.same_element_skip", "Same element (%s): the next player skips the turn instead of drawing, unless they answer with a follow-up; nothing is owed, but the chain stands at %d: %s.")
	msgAfterOwes       = game.Define("carts-tity.play.after_owes", "an answer with a follow-up would make the player after them owe %d (or skip, if of the same element)")
	msgAfterBreaks     = game.Define("carts-tity.play.after_breaks", "an answer with a follow-up would take it above %d and break it")
	msgNextOwes        = game.Define("carts-tity.play.next_owes", "The next player owes %d cards (chain rule %s): they draw them unless they answer with a follow-up.")
	msgChainReaches    = game.Define("carts-tity.play.chain_reaches", "The chain reaches %d cards (chain rule %s).")
	msgNextVoid        = game.Define("carts-tity.play.next_void", "The next player holds a single card and would owe one more, %d: 11 or more voids the obligation, the chain ends and they play normally.")
	msgNextOneMore     = game.Define("carts-tity.play.next_one_more", "The next player holds a single card, so they owe one card more: %d; they draw them unless they answer with a follow-up.")
)

// Refusals of one card played, and of a chain rule.
var (
	msgNoMatch       = game.Define("carts-tity.refuse.no_match", "%s on %s: neither the same value nor the same element, and not one value above or below (15 and 1 are no neighbours)")
	msgMustAnswer    = game.Define("carts-tity.refuse.must_answer", "%s on %s: the player owes %d cards and %s is no follow-up: they answer with a follow-up or draw them")
	msgMustSkip      = game.Define("carts-tity.refuse.must_skip", "%s on %s: the player must skip this turn and %s is no follow-up: they answer with a follow-up or skip")
	msgNotAChainRule = game.Define("carts-tity.refuse.not_a_chain_rule", "%q is not a chain rule: plus_two or doubling")
)

// Refusals of the table followed turn by turn (TurnState), and the rules
// they cite in words.
var (
	msgTooFewPlayers     = game.Define("carts-tity.turn.too_few_players", "%d: Cârts Tîty needs at least 2 players")
	msgNotAPymthegCard   = game.Define("carts-tity.turn.not_a_card", "not a card of the Pymtheg deck")
	msgCannotDeal        = game.Define("carts-tity.turn.cannot_deal", "%d decks of %d cards cannot deal %d cards to each of %d players and turn up the first card")
	msgDrawPileLeft      = game.Define("carts-tity.turn.draw_pile_left", "at least %d cards are still in the drawing pile: it is rebuilt once it is empty")
	msgSkipNotDraw       = game.Define("carts-tity.turn.skip_not_draw", "player %d must skip this turn (or answer with a follow-up), not draw")
	msgNotToldToSkip     = game.Define("carts-tity.turn.not_told_to_skip", "player %d was not told to skip")
	msgExchangeOwes      = game.Define("carts-tity.turn.exchange_owes", "player %d owes %d cards and must answer with a follow-up or draw them")
	msgExchangeSkip      = game.Define("carts-tity.turn.exchange_skip", "player %d must skip this turn or answer with a follow-up")
	msgExchangedThrice   = game.Define("carts-tity.turn.exchanged_thrice", "player %d has exchanged their hand %d times already")
	msgExchangeFew       = game.Define("carts-tity.turn.exchange_few", "player %d holds %d cards, fewer than %d")
	msgNoSuchPlayer      = game.Define("carts-tity.turn.no_such_player", "%d: no such player (0 to %d)")
	msgNothingToAnnounce = game.Define("carts-tity.turn.nothing_to_announce", "player %d holds %d cards, not one: nothing to announce")
	msgHasWon            = game.Define("carts-tity.turn.has_won", "player %d has won")
	msgWrongDraw         = game.Define("carts-tity.turn.wrong_draw", "player %d must draw %d, not %d")
	msgOnThePile         = game.Define("carts-tity.turn.on_the_pile", "%s: every copy the decks hold (%d) is on the playing pile since it was last rebuilt, so none is in anyone's hand (%s)")
	msgOnThePileTop      = game.Define("carts-tity.turn.on_the_pile_top", "%s: every copy the decks hold (%d) is on the playing pile since it was last rebuilt, the top card among them, so none is in anyone's hand (%s)")

	ruleAnnounceOne = game.Define("carts-tity.rule.announce_one", "only a player holding a single card announces it")
	ruleRoundEnds   = game.Define("carts-tity.rule.round_ends", "the round ends once a hand is empty or one player is left")
)

// What the table is told after an action (Warning.Step).
var (
	msgWarnRebuilt      = game.Define("carts-tity.warn.rebuilt", "The drawing pile ran out while player %d drew: the playing pile but its top card is shuffled into a new drawing pile, and the cards played before may come back.")
	msgWarnWins         = game.Define("carts-tity.warn.wins", "Player %d played their last card and wins.")
	msgWarnLastCard     = game.Define("carts-tity.warn.last_card", "Player %d holds one card and must announce it before player %d's turn ends.")
	msgWarnExtraTurn    = game.Define("carts-tity.warn.extra_turn", "Player %d takes an extra turn (rule of 16); the turn has not ended yet.")
	msgWarnSkips        = game.Define("carts-tity.warn.skips", "Player %d skips the turn (same-element follow-up); the chain ends there.")
	msgWarnSkipsAfterEx = game.Define("carts-tity.warn.skips_after_exchange", "Player %d skips this turn after exchanging their hand.")
	msgWarnVoid         = game.Define("carts-tity.warn.void", "Player %d holds a single card: %d owed cards would be 11 or more, so the obligation is void and the chain ends.")
	msgWarnOneMore      = game.Define("carts-tity.warn.one_more", "Player %d holds a single card and owes one more: %d.")
	msgWarnPenalty      = game.Define("carts-tity.warn.penalty", "Player %d did not announce their last card before player %d's turn ended: %d penalty cards.")
	msgWarnOverflow     = game.Define("carts-tity.warn.overflow", "Player %d ends a turn with %d cards, more than %d: out of the game.")
	msgWarnLastLeft     = game.Define("carts-tity.warn.last_left", "Player %d is the last player left and wins.")
)
