package carts

import "arbiter/engine/game"

// The game's sentences over a play and a scored game: each one's id and
// its English (what arbiter-cli prints); assets/catalog/carts-tity.<lang>.json
// says them in other languages.

// Counted things.
var (
	nounCard  = game.N("carts-tity.noun.card", "card", "cards")
	nounDeck  = game.N("carts-tity.noun.deck", "deck", "decks")
	nounRound = game.N("carts-tity.noun.round", "round", "rounds")
)

// Explanations of a scored round and of the game's end.
var (
	msgRoundStep     = game.Define("carts-tity.score.round_step", "Round %d: %s")
	msgOverflowed    = game.Define("carts-tity.score.overflowed", "%s overflowed: %d points.")
	msgSurvivorBonus = game.Define("carts-tity.score.survivor_bonus", "%s is the only player left after the others overflowed, at a table of %d: 20 points off, cards not counted (not below 0).")
	msgSurvivorCount = game.Define("carts-tity.score.survivor_counts", "%s is the only player left after the others overflowed; with fewer than %d players they still count their %s.")
	msgEmptied       = game.Define("carts-tity.score.emptied", "%s emptied their hand and ends the round: 0 points.")
	msgHolds         = game.Define("carts-tity.score.holds", "%s holds %s: %d points.")
	msgStaysAtZero   = game.Define("carts-tity.score.stays_at_zero", "%s's total would be %d: it stays at 0.")
	msgReachedLimit  = game.Define("carts-tity.score.reached_limit", "After round %d %s reached %d points or more: the game ends.")
	msgAgreedRounds  = game.Define("carts-tity.score.agreed_rounds", "The agreed %s are played: the game ends.")
	msgLowestWins    = game.Define("carts-tity.score.lowest_wins", "%s has the lowest total, %d, and wins.")
	msgShareTheWin   = game.Define("carts-tity.score.share_the_win", "%s share the lowest total, %d, and share the win.")
)

// Refusals of the players, the options, a round and a table's round.
var (
	msgNamePlayers     = game.Define("carts-tity.setup.name_players", "missing: name the players in seat order")
	msgTooFewPlayers   = game.Define("carts-tity.setup.too_few_players", "%d given: Cârts Tîty needs at least 2 players")
	msgTooManyPlayers  = game.Define("carts-tity.setup.too_many_players", "%d given: at most %d")
	msgNeedsAName      = game.Define("carts-tity.setup.needs_a_name", "a player needs a name")
	msgNamedTwice      = game.Define("carts-tity.setup.named_twice", "%q appears twice")
	msgChainOption     = game.Define("carts-tity.options.chain", "must be %q or %q (%s)")
	msgCannotDeal      = game.Define("carts-tity.options.cannot_deal", "%d: %s of %d cards cannot deal %d cards to each of %d players and turn up the first card (%d cards)")
	msgGameWasOver     = game.Define("carts-tity.round.game_was_over", "the game was over after round %d")
	msgNotAPlayer      = game.Define("carts-tity.round.not_a_player", "%q is not one of the players")
	msgNotOneOfPlayers = game.Define("carts-tity.round.not_one_of_players", "not one of the players")
	msgBelowZero       = game.Define("carts-tity.round.below_zero", "%d: a hand holds 0 cards or more")
	msgNotOverflowed   = game.Define("carts-tity.round.not_overflowed", "%d: %s overflowed, so they went out with more than %d cards")
	msgOverflowTooBig  = game.Define("carts-tity.round.overflow_too_big", "%d: a player goes out with at most %d cards (%d when the turn began, plus at most %d owed)")
	msgMustOverflow    = game.Define("carts-tity.round.must_overflow", "%d cards is more than %d: a player ending a turn with that many overflows; list the player under overflowed")
	msgCardsLeftMiss   = game.Define("carts-tity.round.cards_left_missing", "missing: every player still in the game counts the cards left")
	msgAllOverflowed   = game.Define("carts-tity.round.all_overflowed", "every player overflowed, but the round ends when one player is left")
	msgSeveralEmpty    = game.Define("carts-tity.round.several_empty", "%s all have 0 cards: the first to empty their hand ends the round at once")
	msgLastLeftEmpty   = game.Define("carts-tity.round.last_left_empty", "0 cards, but the others overflowed: the last player left still holds cards (had %s emptied their hand first, the round would have ended before the last overflow)")
	msgNoRoundEnd      = game.Define("carts-tity.round.no_round_end", "nobody has 0 cards and %d players are still in: a round ends only when a hand is empty or one player is left")
	msgTooManyOneDeck  = game.Define("carts-tity.round.too_many_one_deck", "the hands hold %d cards, overflowed hands included (an overflowed player is out with their cards, %s), but %d deck holds %d and one of them is the top card of the playing pile: at most %d")
	msgTooManyDecks    = game.Define("carts-tity.round.too_many_decks", "the hands hold %d cards, overflowed hands included (an overflowed player is out with their cards, %s), but %d decks hold %d and one of them is the top card of the playing pile: at most %d")
	msgNamesForTable   = game.Define("carts-tity.table.names", "%d names for a table of %d players")
	msgOnTurn          = game.Define("carts-tity.table.on_turn", "%s is on turn and nobody has won yet")
)

// Explanations and refusals of one play (resolve).
var (
	msgNothingChanges = game.Define("carts-tity.resolve.nothing_changes", "Nothing changes: the player still faces the same choice.")
	msgAnnounce       = game.Define("carts-tity.resolve.announce", "The player holds one card now and must announce it before the next player's turn ends, or draw 5 penalty cards (7 when another player holds more than 10).")
	msgAnnounce5      = game.Define("carts-tity.resolve.announce_5", "The player holds one card now and must announce it before the next player's turn ends, or draw 5 penalty cards.")
	msgAnnounce7      = game.Define("carts-tity.resolve.announce_7", "The player holds one card now and must announce it before the next player's turn ends, or draw 7 penalty cards, as another player holds more than 10.")
	msgOddDebt        = game.Define("carts-tity.resolve.odd_debt", "An odd debt of %d is a chain plus the extra card of a player on a single card: the player holds one card.")
	msgOwnVoid        = game.Define("carts-tity.resolve.own_void", "The player holds a single card, so the %d owed would be %d: 11 or more voids the obligation, the chain ends and the player plays freely.")
	msgOwnOneMore     = game.Define("carts-tity.resolve.own_one_more", "The player holds a single card, so they owe one card more: %d.")

	msgInsteadDraw     = game.Define("carts-tity.instead.draw_owed", "draw the %s owed")
	msgInsteadFollowUp = game.Define("carts-tity.instead.follow_up", "answer with a follow-up (a value one above or below)")
	msgInsteadSkip     = game.Define("carts-tity.instead.skip", "skip the turn")
	msgInsteadMatch    = game.Define("carts-tity.instead.match", "play a card of the same value or element, or one value above or below")
	msgInsteadDrawOne  = game.Define("carts-tity.instead.draw_one", "draw one card (ends the turn)")
	msgInsteadExchange = game.Define("carts-tity.instead.exchange", "exchange the whole hand (4+ cards, 3 times a game; skips the next turn)")

	msgTopMissing      = game.Define("carts-tity.resolve.top_missing", "missing: the top card of the playing pile, e.g. \"Fi7\"")
	msgPlayMissing     = game.Define("carts-tity.resolve.play_missing", "missing: the card played, e.g. \"Wa8\"")
	msgCardErr         = game.Define("carts-tity.resolve.card_err", "%v")
	msgTopAlready      = game.Define("carts-tity.resolve.top_already", "%s is the top card already: one deck holds one %s (2 decks are used from 6 players)")
	msgPlayersTwoUp    = game.Define("carts-tity.resolve.players_two_up", "%d: Cârts Tîty is played by 2 players or more")
	msgPlayersFollowed = game.Define("carts-tity.resolve.players_followed", "%d: Arbiter follows tables of 2 to %d players")
	msgHandsFollowed   = game.Define("carts-tity.resolve.hands_followed", "%d given: Arbiter follows tables of 2 to %d players")
	msgHandInGame      = game.Define("carts-tity.resolve.hand_in_game", "%d: a player in the game holds 1 to %d cards when a turn comes (more at the end of a turn is an overflow, and the player is out)")
	msgHandsTwoUp      = game.Define("carts-tity.resolve.hands_two_up", "%d given: a round goes on while 2 players or more are in the game")
	msgHandsPlayers    = game.Define("carts-tity.resolve.hands_players", "%d players in the game, but players is %d")
	msgHandEmpty       = game.Define("carts-tity.resolve.hand_empty", "0 cards: a player whose hand is empty has won, and the round is over")
	msgHandNotHands0   = game.Define("carts-tity.resolve.hand_not_hands0", "%d, but hands[0], the same player, holds %d")
	msgNextNotHands1   = game.Define("carts-tity.resolve.next_not_hands1", "%d, but hands[1], the same player, holds %d")
	msgNoOneCard       = game.Define("carts-tity.resolve.no_one_card", "no other player in hands holds a single card")
	msgResolveNoDeal   = game.Define("carts-tity.resolve.cannot_deal", "%d: %s of %d cards cannot deal %d cards to each of %d players and turn up the first card")
	msgHandsTooMany    = game.Define("carts-tity.resolve.hands_too_many", "the hands hold %d cards and the top card is one more: %s hold %d")
	msgOwedRange       = game.Define("carts-tity.resolve.owed_range", "%d: a player owes 0 to %d cards: a longer chain breaks (CARTS-1), and a player on one card whose debt would reach 11 owes nothing (CARTS-3)")
	msgChainStands     = game.Define("carts-tity.resolve.chain_stands", "%d: the chain (%s) only stands at %s")
	msgSkipOwes        = game.Define("carts-tity.resolve.skip_owes", "a player told to skip owes nothing, but owed is %d (CARTS-1)")
	msgSkipOneCard     = game.Define("carts-tity.resolve.skip_one_card", "nobody can be made to skip while a player holds a single card (CARTS-3)")
	msgNoChain         = game.Define("carts-tity.resolve.no_chain", "%d, but the player owes nothing and was not told to skip: no chain stands")
	msgNoChainAt       = game.Define("carts-tity.resolve.no_chain_at", "%d: no chain (%s) stands at %d: it goes %s")
	msgChainNotOwed    = game.Define("carts-tity.resolve.chain_not_owed", "%d, but the player owes %d")
	msgOneCardOwes     = game.Define("carts-tity.resolve.one_card_owes", "%d: a player on one card owes a chain (%s: %s) plus one, below 11")
	msgOneCardChain    = game.Define("carts-tity.resolve.one_card_chain", "%d, but a player on one card who owes %d owes a chain of %d plus one")
	msgChainOwes       = game.Define("carts-tity.resolve.chain_owes", "%d: a chain (%s) makes a player owe %s")
	msgChainOwesOdd    = game.Define("carts-tity.resolve.chain_owes_odd", "%d: a chain (%s) makes a player owe %s, and only a player on a single card owes one more")
)
