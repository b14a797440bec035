package yamiro

import (
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
)

// The game's sentences over a whole game: each one's id and its English
// (what arbiter-cli prints); assets/catalog/yamiro.<lang>.json says them
// in other languages.
var (
	msgNoHandYet      = game.Define("yamiro.game.no_hand_yet", "No hand played yet.")
	msgCapturePoints  = game.Define("yamiro.game.capture_points", "Capture points after %d of %d hands: %s %d, %s %d.")
	msgSolitaireScore = game.Define("yamiro.game.solitaire_score", "Solitaire score: %s's captures minus the deck's, %d.")
	msgDrawn          = game.Define("yamiro.game.drawn", "The capture piles are level: the game is drawn.")
	msgWinsTheGame    = game.Define("yamiro.game.wins", "%s wins the game on capture points.")

	msgFormInGame    = game.Define("yamiro.game.form_in_game", "%s in a %s game")
	msgStillTied     = game.Define("yamiro.game.still_tied", "hand %d is still tied and not over: %v")
	msgOtherSides    = game.Define("yamiro.game.other_sides", "sides %q and %q, but this game is %q against %q: %v")
	msgWrongAttacker = game.Define("yamiro.game.wrong_attacker", "%s starts hand %d, but %s must: %v")
	msgCardMissing   = game.Define("yamiro.game.card_missing", "missing")
	msgWriteAsText   = game.Define("yamiro.game.write_as_text", "with a standard deck write cards as text: \"8H\", \"JS\", \"JK\"")
	msgCardErr       = game.Define("yamiro.game.card_err", "%v")
	msgAfterTheGame  = game.Define("yamiro.game.after_the_game", "hand %d: a %s game is %d hands, and the capture piles were counted after the last: %v")

	ruleTiedGoesOn     = game.Define("yamiro.rule.tied_goes_on", "a tied hand goes on until the tie breaks (There Must Be A Winner; YAM-3)").Cites(yamiro.SecWinner, "YAM-3")
	ruleEitherStarts   = game.Define("yamiro.rule.either_starts", "either side may start the first hand (the dealer defends it) (Hands)").Cites(yamiro.SecHand)
	ruleAllPlayed      = game.Define("yamiro.rule.all_played", "every hand of the game is played (End of the game)").Cites(yamiro.SecGame)
	ruleDeckStarts     = game.Define("yamiro.rule.deck_starts", "each solitaire hand starts with the deck's top card turned over (Solitaire Play)").Cites(yamiro.SecSolitaire)
	ruleTeamsTakeTurns = game.Define("yamiro.rule.teams_take_turns", "the first player moves one seat left each hand, so the teams take turns starting (Four Players)").Cites(yamiro.SecFour)
	ruleTakeTurns      = game.Define("yamiro.rule.take_turns", "the players take turns starting a hand (Hands)").Cites(yamiro.SecHand)
)

// Refusals of a game's setup, options and records.
var (
	nounPlayer        = game.N("yamiro.noun.player", "player", "players")
	msgNamePlayers    = game.Define("yamiro.setup.name_players", "missing: name the players in seat order (one for solitaire, two, or four in teams)")
	msgPlayerCount    = game.Define("yamiro.setup.player_count", "%d players: Yamiro is played alone against the deck, by two players or by two teams of two")
	msgPlayersForForm = game.Define("yamiro.setup.players_for_form", "%d players, but this is a %s game (%s)")
	msgNeedsAName     = game.Define("yamiro.setup.needs_a_name", "a player needs a name")
	msgNamedTwice     = game.Define("yamiro.setup.named_twice", "%q is also players[%d]")
	msgOtherGame      = game.Define("yamiro.record.other_game", "%q in a Yamiro game")
	msgOptionsOnce    = game.Define("yamiro.record.options_once", "options are set once, for the whole game")
	msgDeckExpected   = game.Define("yamiro.options.deck_expected", "expected the Railog deck or a standard deck with its faces mapped")
)
