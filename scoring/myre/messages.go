package myre

import (
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

// The game's sentences over hands and a whole game: each one's id and its
// English (what arbiter-cli prints); assets/catalog/myre.<lang>.json says
// them in other languages.

// Who goes first (MYRE-9).
var (
	msgBoxNotRecorded   = game.Define("myre.first.box_not_recorded", "House rule first_player=box, but who was handed the box is not recorded.")
	msgBoxGoesFirst     = game.Define("myre.first.box", "House rule first_player=box: %s was handed the box and goes first.")
	msgHigherScout      = game.Define("myre.first.higher_scout", "%s's face-up %s is higher than %s's %s: %s goes first.")
	msgEqualScoutsBox   = game.Define("myre.first.equal_box", "The face-up scouts %s and %s are equal: %s, handed the box, goes first.")
	msgEqualScouts      = game.Define("myre.first.equal", "The face-up scouts %s and %s are equal: the player handed the box goes first (not recorded).")
	msgJokerScoutBox    = game.Define("myre.first.joker_box", "%s's face-up %s is a joker, which has no rank to compare: %s, handed the box, goes first.")
	msgJokerScout       = game.Define("myre.first.joker", "%s's face-up %s is a joker, which has no rank to compare: the player handed the box goes first (not recorded).")
	msgUnrecordedBox    = game.Define("myre.first.unrecorded_box", "The face-up scouts are not recorded: %s, handed the box, goes first.")
	msgAlternates       = game.Define("myre.first.alternates", "First play alternates: %s goes first this hand.")
	msgPlayedFirst      = game.Define("myre.first.as_recorded", "%s played first, as recorded.")
	msgNextFirst        = game.Define("myre.first.next", "%s goes first next hand.")
	msgOpenerUnknown    = game.Define("myre.first.opener_unknown", "Who opened the first hand is not recorded, so who goes first now is not known.")
	msgHigherGoesBox    = game.Define("myre.first.higher_box", "The higher face-up scout goes first (Ace high); equal scouts go to %s, handed the box.")
	msgHigherGoesEnter  = game.Define("myre.first.higher_enter", "The higher face-up scout goes first (Ace high): enter both face-up scouts.")
	msgRecordedFirst    = game.Define("myre.first.recorded_differs", "%s is recorded as first, but %s goes first in hand %d")
	ruleFirstAlternates = game.Define("myre.rule.first_alternates", "the higher face-up scout opens the first hand, and first play alternates after it (Hand setup; MYRE-9)").Cites(engine.SecHandSetup, "MYRE-9")
)

// Explanations of a hand.
var (
	msgKeptStay       = game.Define("myre.hand.kept_stay", "No captures last hand: the face-up scouts %s stay and each player flips one more.")
	msgKeptStayHidden = game.Define("myre.hand.kept_stay_unrecorded", "No captures last hand: its face-up scouts (not recorded) stay and each player flips one more.")
	msgBattleTie      = game.Define("myre.hand.battle_tie", "Battle %d over %s: inextricable tie, every card goes home.")
	msgBattleWins     = game.Define("myre.hand.battle_wins", "Battle %d over %s: %s wins by %s.")
	msgBattleJails    = game.Define("myre.hand.battle_jails", "Battle %d over %s: %s wins by %s and jails %s (%d points).")
	msgBattleJoker    = game.Define("myre.hand.battle_joker", "Battle %d over %s: %s wins by %s, taking %s into its deck.")
	msgBattleBoth     = game.Define("myre.hand.battle_jails_joker", "Battle %d over %s: %s wins by %s and jails %s (%d points), taking %s into its deck.")
	msgGains          = game.Define("myre.hand.gains", "Red gains %d, Black gains %d; totals Red %d, Black %d. Every card not captured goes back to its owner's deck.")
	msgNoneCaptured   = game.Define("myre.hand.none_captured", "No cards captured, so the face-up scouts stay on the board and each player adds one more next hand.")
	msgNoneCapturedUp = game.Define("myre.hand.none_captured_cards", "No cards captured, so the face-up scouts %s stay on the board and each player adds one more next hand.")
	msgBothReached    = game.Define("myre.hand.both_reached", "Both players reached %d: the higher total wins, %s %d against %d.")
	msgReachesWins    = game.Define("myre.hand.reaches_wins", "%s reaches %d points (target %d) and wins the game.")
	msgBothLevel      = game.Define("myre.hand.both_level", "Both players reached %d with %d each: the game goes on for another hand.")
	msgHandStep       = game.Define("myre.game.hand_step", "Hand %d: %v")
	msgNotFinished    = game.Define("myre.game.not_finished", "Not finished: Red %d, Black %d, target %d.")
)

// Refusals of a hand against the game (GEN-1 and the rules in words).
var (
	msgGameEnded       = game.Define("myre.hand.game_ended", "the game ended after hand %d (%s won): no more hands are played (Winning the game; MYRE-10)")
	msgOptionsDiffer   = game.Define("myre.hand.options_differ", "a battle's options differ from the game's: set house rules once, at the top of the game")
	msgArmyHolds       = game.Define("myre.check.army_holds", "%s's army holds %d cards (its %d %s cards, %d of them in %s's jail, and %d joker(s))")
	msgFaceUpCount     = game.Define("myre.check.face_up_count", "%d face-up scouts, want %d: %s (Hand setup)")
	msgFlipsOne        = game.Define("myre.check.flips_one", "each player flips one face-up scout per hand")
	msgFlipsOneKept    = game.Define("myre.check.flips_one_kept", "each player flips one face-up scout per hand, and the %d kept after hands without captures stay (MYRE-12)")
	msgNoFreeJoker     = game.Define("myre.check.no_free_joker", "\"JK\": %s holds no joker it has not played this hand (Jokers and double-scouts; MYRE-7)")
	msgAlsoAt          = game.Define("myre.check.also_at", "%q is also at %s: the deck has one of each card")
	msgKeptFaceUp      = game.Define("myre.check.kept_face_up", "face up in the scouting row since an earlier hand (MYRE-12)")
	msgKeptMissing     = game.Define("myre.check.kept_missing", "%q is missing: it stays face up after the hand without captures (MYRE-12)")
	msgJokersOff       = game.Define("myre.check.jokers_off", "%q is a joker, but this game is played without jokers (option jokers), so no deck holds one")
	msgJokerInDeck     = game.Define("myre.check.joker_in_deck", "%q is in %s's deck, not %s's: a captured joker joins the captor's deck (Jokers and double-scouts; MYRE-7)")
	msgCardIsColor     = game.Define("myre.check.card_is_color", "%q is %s")
	msgInJail          = game.Define("myre.check.in_jail", "%q is in %s's jail since hand %d: jailed cards stay out for the rest of the game (Jailed cards)")
	msgIsFaceUpScout   = game.Define("myre.check.is_face_up_scout", "%q is a face-up scout")
	msgAlreadyFaceUp   = game.Define("myre.check.already_face_up", "%q is already at %s: a face-up scout stays in the scouting row")
	msgPositionedMost  = game.Define("myre.check.positioned_most", "%s has now positioned %d cards this hand: a player positions at most %d cards in a hand, since a hand holds %d and positioning draws none (Positioning)")
	msgPositionedHand  = game.Define("myre.check.positioned_hand", "%s has now positioned %d cards this hand, but its hand held at most %d: %s and %d lie face up in the scouting row (Hand setup; Jailed cards)")
	msgAlreadyAt       = game.Define("myre.check.already_at", "%q is already at %s: a card is in one place in a hand, and %s")
	msgOneOfEachCard   = game.Define("myre.check.one_of_each_card", "the deck has one of each card")
	msgOneOfEachJoker  = game.Define("myre.check.one_of_each_joker", "the game has one of each joker")
	msgNotStandard     = game.Define("myre.check.not_standard", "not a card of the standard deck")
	msgOnTable         = game.Define("myre.check.on_table", "%s has %d cards on the table this hand, its unrecorded face-up scouts included, but %s (Hand setup; Jailed cards)")
	rulePlaysOnly      = game.Define("myre.rule.plays_only", "%s plays %s cards only (Game setup; Positioning)").Cites(engine.SecSetup, engine.SecPositioning)
	ruleFaceUpOwnPile  = game.Define("myre.rule.face_up_own_pile", "a face-up scout is a pile of its own (Scouting)").Cites(engine.SecScouting)
	ruleDoubleOff      = game.Define("myre.rule.double_off_place", "double-scouts are off (option double_scouts; MYRE-8)").Cites(game.HouseRule("double_scouts"), "MYRE-8")
	rulePileHolds      = game.Define("myre.rule.pile_holds", "a scouting pile holds 1 card, or 2 with double-scouts (Jokers and double-scouts; MYRE-8)").Cites(engine.SecJokers, "MYRE-8")
	ruleDoubleOneArmy  = game.Define("myre.rule.double_one_army", "a double-scout puts two cards of one army into one pile (Jokers and double-scouts; MYRE-8)").Cites(engine.SecJokers, "MYRE-8")
	msgPileFaceUpCards = game.Define("myre.pile.face_up_cards", "pile %d is marked face up but holds %d cards: a face-up scout is one card")
	msgPileNobody      = game.Define("myre.pile.nobody_holds", "pile %d: nobody holds %s")
	msgPileNoScout     = game.Define("myre.pile.no_scout", "pile %d has cards positioned behind it but no scouted card")
	msgMarkFaceUps     = game.Define("myre.pile.mark_face_ups", "Mark the face-up scouts of both players: %d for Red and %d for Black (or none) (Hand setup; MYRE-12).")
)

// Refusals of a card tapped into a pile (CanPlace, CanFaceUp), as the
// table shows them.
var (
	msgNoSuchPile      = game.Define("myre.place.no_such_pile", "no such pile (%d piles)")
	msgNoSuchPileAt    = game.Define("myre.place.no_such_pile_at", "piles[%d]: no such pile (%d piles)")
	msgNotAZone        = game.Define("myre.place.not_a_zone", "%s: not a zone of a pile")
	msgPlaceOver       = game.Define("myre.place.game_over", "The game is over: %s won after hand %d (Winning the game; MYRE-10).")
	msgPlaceNotCard    = game.Define("myre.place.not_a_card", "Not a card of the standard deck.")
	msgPlaceNoJokers   = game.Define("myre.place.no_jokers", "%s: this game is played without jokers (option jokers).")
	msgPlaceJailed     = game.Define("myre.place.jailed", "%s is in %s's jail since hand %d: jailed cards stay out for the rest of the game (Jailed cards).")
	msgPlaceAlready    = game.Define("myre.place.already", "%s is already %s: a card is in one place in a hand.")
	msgInPile          = game.Define("myre.place.in_pile", "in pile %d")
	msgBehindPile      = game.Define("myre.place.behind_pile", "behind pile %d")
	msgPlaceStaysUp    = game.Define("myre.place.stays_face_up", "%s stays face up in the scouting row after the hand without captures (MYRE-12).")
	msgPlaceJokerDeck  = game.Define("myre.place.joker_in_deck", "%s is in %s's deck now: a captured joker joins the captor's deck (Jokers and double-scouts; MYRE-7).")
	msgPlaceNoJoker    = game.Define("myre.place.no_free_joker", "%s holds no joker it has not put on the table this hand (Jokers and double-scouts; MYRE-7).")
	msgPlaceColor      = game.Define("myre.place.wrong_color", "%s is %s: %s positions %s cards only.")
	msgPlaceFive       = game.Define("myre.place.five", "%s has positioned %d cards this hand, the most a player can: a hand holds %d and positioning draws none (Positioning).")
	msgPlaceHandFull   = game.Define("myre.place.hand_full", "%s has positioned %d cards this hand, all its hand could hold: its army is down to %d cards and %d lie face up (Hand setup; Jailed cards).")
	msgPlaceFaceUpOne  = game.Define("myre.place.face_up_one", "A face-up scout is a pile of its own: it takes no second card.")
	msgPlaceOneCard    = game.Define("myre.place.one_card", "A pile holds one card: double scouts are off in this game.")
	msgPlaceTwoCards   = game.Define("myre.place.two_cards", "A double-scout pile holds two cards.")
	msgPlaceSameArmy   = game.Define("myre.place.same_army", "Both cards of a double-scout come from the same army: %s is %s's, %s is %s's.")
	msgPlaceNobody     = game.Define("myre.place.nobody_holds", "Nobody holds %s in this game.")
	msgPlaceSingleCard = game.Define("myre.place.single_card", "A face-up scout is a single card, flipped from the top of the deck.")
	msgPlaceFaceUpRoom = game.Define("myre.place.face_up_room", "%s has %d face-up scout(s) this hand: one flipped per hand, and the ones kept after hands without captures (Hand setup; MYRE-12).")
)

// Refusals of the JSON of a battle, a hand, a record, the options and the
// seating.
var (
	msgOtherGame      = game.Define("myre.input.other_game", "%q, but this is a game of myre")
	msgNotASide       = game.Define("myre.input.not_a_side", "%q is not a side: red or black")
	msgNotJSONString  = game.Define("myre.input.not_json_string", "not a valid JSON string")
	msgCardList       = game.Define("myre.input.card_list", "must be a list of cards such as [\"6H\", \"RJ:down\"], got %s")
	msgWholeDeck      = game.Define("myre.input.whole_deck", "%d cards: more than a whole deck")
	msgTooManyBattles = game.Define("myre.input.too_many_battles", "%d battles: more than the cards of a hand allow")
	msgFaceUpDown     = game.Define("myre.input.face_up_down", "%q: a face-up scout lies face up; :down is for positioned jokers")
	msgTooManyHands   = game.Define("myre.input.too_many_hands", "%d hands: a game of Myre is far shorter")
	msgUnknownOption  = game.Define("myre.options.unknown", "unknown option %q for myre: the options are %s")
	msgBoxNotSide     = game.Define("myre.setup.box_not_side", "not a side: red or black")
	msgNamePlayers    = game.Define("myre.setup.name_players", "missing: name the two players, red then black")
	msgPlayersForTwo  = game.Define("myre.setup.players_for_two", "%d players: Myre is for two, red then black")
)
