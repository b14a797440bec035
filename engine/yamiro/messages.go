package yamiro

import "arbiter/engine/game"

// The engine's sentences: each one's id and its English (what arbiter-cli
// prints); assets/catalog/yamiro.<lang>.json says them in other languages.

// Explanations of a hand.
var (
	msgDuel          = game.Define("yamiro.hand.duel", "%s attacks and %s defends: they alternate, four cards each.")
	msgTeams         = game.Define("yamiro.hand.teams", "Team %s starts and the teams alternate round the table: four cards per player, counted by team.")
	msgSolitaire     = game.Define("yamiro.hand.solitaire", "%s plays alone against the cards turned over from the deck (side %q), four cards each.")
	msgLevelGoesOn   = game.Define("yamiro.hand.level_goes_on", "Level at %d each after four cards per player: by house rule play goes on, one more card per player, until the tie breaks.")
	msgCancels       = game.Define("yamiro.hand.cancels", "%s's deiskatun (play %d) cancels %s's arlas (play %d).")
	msgArlasWins     = game.Define("yamiro.hand.arlas_wins", "%s's arlas (play %d) is the first one left standing: it wins the hand whatever the score.")
	msgAllCancelled  = game.Define("yamiro.hand.all_cancelled", "Every arlas is cancelled, so the score decides.")
	msgHigherScore   = game.Define("yamiro.hand.higher_score", "%s has the higher score, %d to %d.")
	msgTie           = game.Define("yamiro.hand.tie", "Level at %d each with no arlas standing: a tie, both hands are discarded.")
	msgStillLevel    = game.Define("yamiro.hand.still_level", "Still level: the hand goes on until the tie breaks.")
	msgCaptures      = game.Define("yamiro.hand.captures", "%s captures %s's %d cards (%s), worth %d: numbers at face value, every face card 8; %s's own cards are discarded.")
	msgTally         = game.Define("yamiro.tally", "%s: numbers add up to %d.")
	msgTallyAlak     = game.Define("yamiro.tally.alak", "%s: numbers add up to %d, ×2 for the alak = %d.")
	msgTallyAlakArl  = game.Define("yamiro.tally.alak_arl", "%s: numbers add up to %d, ×2 for the alak and ×2 again for alak with arl = %d.")
	msgTallyArlAlone = game.Define("yamiro.tally.arl_alone", "%s: numbers add up to %d (an arl without an alak doubles nothing).")
)

// Refusals of a hand, and the rules they cite in words.
var (
	msgNotAForm      = game.Define("yamiro.refuse.not_a_form", "%q is not a form of Yamiro: duel, teams or solitaire")
	msgUnknownForm   = game.Define("yamiro.refuse.unknown_form", "unknown form %d")
	msgNoCards       = game.Define("yamiro.refuse.no_cards", "no cards: a hand is %d plays, %d per side")
	msgNoSide        = game.Define("yamiro.refuse.no_side", "missing: every play names its side")
	msgNoCard        = game.Define("yamiro.refuse.no_card", "missing or not a card")
	msgThirdSide     = game.Define("yamiro.refuse.third_side", "%q is a third side after %q and %q: %v")
	msgTwiceInARow   = game.Define("yamiro.refuse.twice_in_a_row", "%s plays twice in a row (%s): %v")
	msgOnlyOneSide   = game.Define("yamiro.refuse.only_one_side", "only %q plays: %v")
	msgBeforeTheDeck = game.Define("yamiro.refuse.before_the_deck", "%s plays before the deck's first turned-over card")
	msgShortHand     = game.Define("yamiro.refuse.short_hand", "%d cards: a hand is %d, %d per side: %v")
	msgAfterTheHand  = game.Define("yamiro.refuse.after_the_hand", "%s is played after the hand ended at play %d (%s): %v")

	whyFourCards = game.Define("yamiro.why.four_cards", "a hand is four cards per player")
	whyTieBroken = game.Define("yamiro.why.tie_broken", "the extra round broke the tie")
	whyTiesStand = game.Define("yamiro.why.ties_stand", "a hand is four cards per player and ties stand without must_have_winner")

	ruleDeckFirst           = game.Define("yamiro.rule.deck_first", "each solitaire hand starts with the deck's top card turned over (Solitaire Play)").Cites(SecSolitaire)
	ruleHandOver            = game.Define("yamiro.rule.hand_over", "the hand is over once it is decided (Hands; YAM-3)").Cites(SecHand, "YAM-3")
	ruleTeamsAlternate      = game.Define("yamiro.rule.teams_alternate", "players play in turn round the table, so the teams alternate (Four Players)").Cites(SecFour)
	ruleSolitaireAlternates = game.Define("yamiro.rule.solitaire_alternates", "a turned-over card and a played card alternate (Solitaire Play)").Cites(SecSolitaire)
	rulePlayersAlternate    = game.Define("yamiro.rule.players_alternate", "the players alternate, one card at a time (Hands)").Cites(SecHand)
)

// Refusals of a deck mapping (house rule "deck").
var (
	msgNotADeck         = game.Define("yamiro.deck.not_a_deck", "%q is not a deck: railog or standard: %v")
	msgDeckShape        = game.Define("yamiro.deck.shape", "expected {\"kind\":\"railog\"} or {\"kind\":\"standard\",\"map\":{\"alak\":\"J\",\"arl\":\"Q\",\"deiskatun\":\"K\",\"arlas\":\"JK\"}}: %v")
	msgMapNeedsStandard = game.Define("yamiro.deck.map_needs_standard", "a mapping is for a standard deck; set kind to standard: %v")
	msgNotAFace         = game.Define("yamiro.deck.not_a_face", "not a face card: the map names alak, arl, deiskatun and arlas: %v")
	msgMappedTwice      = game.Define("yamiro.deck.mapped_twice", "%s is mapped twice: %v")
	msgErr              = game.Define("yamiro.deck.err", "%v")
	msgDeckUses         = game.Define("yamiro.deck.uses", "this table's standard deck uses %s")
	msgNumbersAs        = game.Define("yamiro.deck.numbers_as", "A–8 as 1–8")
	msgRankAs           = game.Define("yamiro.deck.rank_as", "%s as %s")
	msgRailogDeck       = game.Define("yamiro.deck.railog", "the Railog deck: 1–8, alak, arl, deiskatun, arlas")
	wordJokers          = game.W("yamiro.deck.jokers", "jokers")
	msgFaceUnmapped     = game.Define("yamiro.deck.face_unmapped", "%s has no card: map all four faces (alak, arl, deiskatun, arlas): %v")
	msgRankTaken        = game.Define("yamiro.deck.rank_taken", "%s already stands for %s: each face needs its own card: %v")
	msgNumberRank       = game.Define("yamiro.deck.number_rank", "%q is a number card (A–8 are 1–8): choose 9, 10, J, Q, K or JK")
	msgNotARank         = game.Define("yamiro.deck.not_a_rank", "%q is not a rank: choose 9, 10, J, Q, K or JK (jokers)")
	msgRankErr          = game.Define("yamiro.deck.rank_err", "%v: %v")
)

// Refusals of cards and players that could not have been there (GEN-1).
var (
	msgRailogHolds      = game.Define("yamiro.copies.railog_holds", "the Railog deck holds %d of each value")
	msgTwoJokers        = game.Define("yamiro.copies.two_jokers", "a standard deck has two jokers")
	msgRedAndBlackJoker = game.Define("yamiro.copies.red_and_black", "a standard deck has one red and one black joker")
	msgOneOfEach        = game.Define("yamiro.copies.one_of_each", "a standard deck has one of each card")
	msgAlreadyOnTable   = game.Define("yamiro.copies.already_on_table", "%s is already on the table in this hand (%s): %s")
	msgCopyInHand       = game.Define("yamiro.copies.copy_in_hand", "%s is copy %d of %s in this hand (%s): %s, and a hand's cards are all on the table")
	msgTheValue         = game.Define("yamiro.copies.the_value", "the value %s")
	wordTheJokers       = game.W("yamiro.copies.the_jokers", "the jokers")
	msgCopyInGame       = game.Define("yamiro.copies.copy_in_game", "%s is copy %d of %s in this game")
	msgPlayedEarlier    = game.Define("yamiro.copies.played_earlier", "%s was played earlier in this game")
	msgTooSoon          = game.Define("yamiro.copies.too_soon", "%s, and %s: the discards go back into play only when the pile runs out, and by this play, the game's %d, at most %d of the deck's %d cards have been dealt and drawn")
	msgCapturedEarlier  = game.Define("yamiro.copies.captured_earlier", "%s was captured in an earlier hand, and captured cards stay in the capture piles to be counted: they are never shuffled back (%s)")
	msgCapturedCopies   = game.Define("yamiro.copies.captured_copies", "%s: %d of %s were captured in earlier hands and stay in the capture piles, never shuffled back, so with this hand's %d there would be more than the deck's %d (%s)")
	msgTwoSides         = game.Define("yamiro.seats.two_sides", "%q plays for %q, but also for %q: a player sits on one side")
	msgThirdPlayer      = game.Define("yamiro.seats.third_player", "%q is a third player for %q after %s: %s")
	whyDuelSide         = game.Define("yamiro.seats.why_duel", "a side of the two-player game is one player")
	whyTeamOfTwo        = game.Define("yamiro.seats.why_team", "a team is two players")
	whySolitaireOne     = game.Define("yamiro.seats.why_solitaire", "solitaire is one player against the deck")
	msgPlaysAgain       = game.Define("yamiro.seats.plays_again", "%q plays again before the others had their turn: partners take turns (plays[%d] was %s's too)")
	msgOutOfTurn        = game.Define("yamiro.seats.out_of_turn", "%q plays where %q's turn comes round again (plays[%d])")
	msgWrongStarter     = game.Define("yamiro.seats.wrong_starter", "%q starts this hand, but %q, on the left of the last hand's first player, must")
	ruleInTurn          = game.Define("yamiro.rule.in_turn", "the players play in turn round the table, partners sitting opposite (Four Players)").Cites(SecFour)
	ruleFirstMoves      = game.Define("yamiro.rule.first_moves", "the first player moves one seat left each hand (Four Players)").Cites(SecFour)
)
