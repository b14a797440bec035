package draque

import "arbiter/engine/game"

// The game's sentences over a question and a recorded game: each one's id
// and its English (what arbiter-cli prints);
// assets/catalog/draque-yirken.<lang>.json says them in other languages.

// Explanations of a claim, a question and a record.
var (
	msgInGame       = game.Define("draque-yirken.game.in_game", "Lowest value still in game: %d; highest: %d (a value leaves once all four of its cards are out).")
	msgClaimStands  = game.Define("draque-yirken.game.claim_stands", "The claim stands: %s lays down the series, discards %s and wins the game.")
	msgClaimFails   = game.Define("draque-yirken.game.claim_fails", "The claim fails: %s has no winning hand. The rules name no penalty, so the game goes on.")
	msgClaimStep    = game.Define("draque-yirken.game.claim_step", "Claim %d (%s): %s")
	msgNoClaimYet   = game.Define("draque-yirken.game.no_claim_yet", "No claim yet: the game goes on until a player lays down a winning series.")
	msgNothingOut   = game.Define("draque-yirken.resolve.nothing_out", "No card of the hand has the lowest or highest value in game: nothing may be put out.")
	msgMayPutOut    = game.Define("draque-yirken.resolve.may_put_out", "May be put out (one, then the turn ends with a discard; never after laying the winning series): %s.")
	msgNeverCounts  = game.Define("draque-yirken.resolve.never_counts", "A card put out of game never counts in a series.")
	msgChecklistFor = game.Define("draque-yirken.resolve.checklist_step", "%d. %s")
)

// Refusals of the players, a claim, a question and a record.
var (
	msgNamePlayers   = game.Define("draque-yirken.setup.name_players", "missing: name the 2 to 4 players in seat order")
	msgPlayerCount   = game.Define("draque-yirken.setup.player_count", "%d given: Draque & Yirken is played by %d to %d players")
	msgNeedsAName    = game.Define("draque-yirken.setup.needs_a_name", "a player needs a name")
	msgNamedTwice    = game.Define("draque-yirken.setup.named_twice", "%q appears twice")
	msgGameEnded     = game.Define("draque-yirken.claim.game_ended", "the game ended when %s won with claim %d")
	msgNotAPlayer    = game.Define("draque-yirken.claim.not_a_player", "%q is not one of the players (%s)")
	msgStaysOut      = game.Define("draque-yirken.claim.stays_out", "%s was out of game at claim %d and is missing: a card put out of game stays out")
	msgHandTooBig    = game.Define("draque-yirken.claim.hand_too_big", "%d cards, more than the %d a player can hold (the %d dealt plus the one drawn this turn)")
	msgAlsoInHand    = game.Define("draque-yirken.claim.also_in_hand", "%q is also in the hand: the deck has one of each card, so a card put out of game is in no one's hand")
	msgNoHand        = game.Define("draque-yirken.claim.no_hand", "missing: the claimant's cards, the discard included")
	msgNoDiscard     = game.Define("draque-yirken.claim.no_discard", "missing: the card the claimant discards to end the game")
	msgDiscardAbsent = game.Define("draque-yirken.claim.discard_absent", "%s is not in the hand: the hand lists the claimant's cards, the discard included")
	msgNoClaimant    = game.Define("draque-yirken.claim.no_claimant", "missing: the player who claims the win")
	msgCardErr       = game.Define("draque-yirken.claim.card_err", "%v")
	msgNotAQuestion  = game.Define("draque-yirken.resolve.not_a_question", "%q is not a question: win (the default), out_of_game or exhaustion")
	msgPlayersRange  = game.Define("draque-yirken.resolve.players_range", "%d: Draque & Yirken is played by %d to %d players")
)
