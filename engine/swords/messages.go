package swords

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences: each one's id and its English (what arbiter-cli
// prints); assets/catalog/mortal-swords.<lang>.json says them in other
// languages. A knight is a Seat argument (seat.go), a suit a word, a card
// a card.

// Rulebook sections cited by the explanations.
var (
	SecBasic    = game.W("mortal-swords.sec.basic", "Basic Idea")
	SecAttack   = game.W("mortal-swords.sec.attack", "Sword Attack")
	SecStrong   = game.W("mortal-swords.sec.strong", "Strong Suit")
	SecRestrict = game.W("mortal-swords.sec.restrict", "Attacking Restrictions")
	SecDamage   = game.W("mortal-swords.sec.damage", "Damage & Armors")
	SecStart    = game.W("mortal-swords.sec.start", "Start Up")
	SecVow      = game.W("mortal-swords.sec.vow", "Warrior's Vow")
	SecGentle   = game.W("mortal-swords.sec.gentle", "Gentleman Rule")
	SecDodging  = game.W("mortal-swords.sec.dodging", "Expanded Dodging")
	SecDmgStop  = game.W("mortal-swords.sec.damage_to_stop", "Damage-To-Stop")
	SecStealSt  = game.W("mortal-swords.sec.steal_to_stop", "Steal-To-Stop")
	SecCosts    = game.W("mortal-swords.sec.stealing_costs", "Stealing Costs")
	SecHectic   = game.W("mortal-swords.sec.hectic", "Hectic Knights")
)

// Suits, colours and the other words the sentences put together.
var (
	suitPlural = map[cards.Suit]game.Word{
		cards.Spades:   game.W("mortal-swords.suit.spades", "spades"),
		cards.Hearts:   game.W("mortal-swords.suit.hearts", "hearts"),
		cards.Diamonds: game.W("mortal-swords.suit.diamonds", "diamonds"),
		cards.Clubs:    game.W("mortal-swords.suit.clubs", "clubs"),
	}
	suitSingular = map[cards.Suit]game.Word{
		cards.Spades:   game.W("mortal-swords.suit.spade", "spade"),
		cards.Hearts:   game.W("mortal-swords.suit.heart", "heart"),
		cards.Diamonds: game.W("mortal-swords.suit.diamond", "diamond"),
		cards.Clubs:    game.W("mortal-swords.suit.club", "club"),
	}
	colourWord = map[cards.Color]game.Word{
		cards.Red:   game.W("mortal-swords.colour.red", "red"),
		cards.Black: game.W("mortal-swords.colour.black", "black"),
	}
	eitherColour = map[cards.Color]game.Word{
		cards.Red:   game.W("mortal-swords.cover.either_red", "either red suit"),
		cards.Black: game.W("mortal-swords.cover.either_black", "either black suit"),
	}
	ordinalWords = [...]game.Word{
		1: game.W("mortal-swords.ordinal.1", "1st"),
		2: game.W("mortal-swords.ordinal.2", "2nd"),
		3: game.W("mortal-swords.ordinal.3", "3rd"),
		4: game.W("mortal-swords.ordinal.4", "4th"),
	}
	msgOrdinal  = game.Define("mortal-swords.ordinal.nth", "%dth")
	wordNone    = game.W("mortal-swords.none", "none")
	wordClock   = game.W("mortal-swords.order.clockwise", "clockwise")
	wordPlayed  = game.W("mortal-swords.order.played", "in order of play")
	resultWords = [...]game.Word{
		Block:  game.W("mortal-swords.result.block", "block"),
		Parry:  game.W("mortal-swords.result.parry", "parry"),
		Dodge:  game.W("mortal-swords.result.dodge", "dodge"),
		Damage: game.W("mortal-swords.result.damage", "damage"),
	}
	choiceWords = [...]game.Word{
		HandToArmor: game.W("mortal-swords.choice.hand", "hand"),
		Steal:       game.W("mortal-swords.choice.steal", "steal"),
		TurnDown:    game.W("mortal-swords.choice.turn_down", "turn_down"),
	}

	msgSuitStrong    = game.Define("mortal-swords.suit.is_strong", "%s, the Strong Suit")
	msgSuitNeighbour = game.Define("mortal-swords.suit.is_neighbour", "%s, the Strong Suit's neighbour")
	msgSuitOther     = game.Define("mortal-swords.suit.is_other", "%s, the other colour")
	msgCoverOnly     = game.Define("mortal-swords.cover.only", "only %s")
	msgArmorSuit     = game.Define("mortal-swords.armor.suit", "a face-up %s armor")
	msgArmorColour   = game.Define("mortal-swords.armor.colour", "a face-up %s armor")
)

// The start of a fight.
var (
	msgStartStrong = game.Define("mortal-swords.start.strong_suit", "The Strong Suit is %s; %s is its neighbour, %s the other colour.")
	msgStartVow    = game.Define("mortal-swords.start.vow", "Each knight swore the Warrior's Vow: one hand card laid face up as armor, five left in hand.")
	msgStartFirst  = game.Define("mortal-swords.start.first", "%s, on the dealer's left, attacks first.")
)

// A sword attack: the attacking card and each defence.
var (
	msgAttackRandom        = game.Define("mortal-swords.attack.random", "%s attacks with %s (%s), a random card turned up from the deck; attacking, it counts %d.")
	msgAttackFromHand      = game.Define("mortal-swords.attack.from_hand", "%s attacks with %s (%s); attacking, it counts %d.")
	msgRandomFace          = game.Define("mortal-swords.attack.random_face", "%s may attack only because it is a random card.")
	msgGentleStrongFace    = game.Define("mortal-swords.attack.gentleman_strong_face", "This is %s's first attack under the Gentleman Rule, where a knight with no allowed card attacks at random: a random attack is legal whatever card turns up, so %s stands although it is a high card of the Strong Suit.")
	msgGentleStrong        = game.Define("mortal-swords.attack.gentleman_strong", "This is %s's first attack under the Gentleman Rule, where a knight with no allowed card attacks at random: a random attack is legal whatever card turns up, so %s stands although it is a Strong Suit card.")
	msgGentleFace          = game.Define("mortal-swords.attack.gentleman_face", "This is %s's first attack under the Gentleman Rule, where a knight with no allowed card attacks at random: a random attack is legal whatever card turns up, so %s stands although it is a high card.")
	msgGentleAllowed       = game.Define("mortal-swords.attack.gentleman_allowed", "This is %s's first attack under the Gentleman Rule, where a knight with no allowed card attacks at random: a random attack is legal whatever card turns up (%s would have been allowed from hand as well).")
	msgFaceDown            = game.Define("mortal-swords.defence.face_down", "%s defends face down: it accepts the damage in order to steal the attacking card.")
	msgBlock               = game.Define("mortal-swords.defence.block", "%s blocks with %s: %d beats %d, and against %s %s may block.")
	msgBlockRandom         = game.Define("mortal-swords.defence.block_random", "%s blocks with %s (a random card): %d beats %d, and against %s %s may block.")
	msgParry               = game.Define("mortal-swords.defence.parry", "%s parries with %s: the same number, %d, whatever the suit.")
	msgParryRandom         = game.Define("mortal-swords.defence.parry_random", "%s parries with %s (a random card): the same number, %d, whatever the suit.")
	msgDodge               = game.Define("mortal-swords.defence.dodge", "%s, %s in the cycle, dodges with %s: the same number as a card that blocked before it.")
	msgDodgeRandom         = game.Define("mortal-swords.defence.dodge_random", "%s, %s in the cycle, dodges with %s (a random card): the same number as a card that blocked before it.")
	msgDamage              = game.Define("mortal-swords.defence.damage", "%s takes damage with %s: %s.")
	msgDamageRandom        = game.Define("mortal-swords.defence.damage_random", "%s takes damage with %s (a random card): %s.")
	msgWhyAce              = game.Define("mortal-swords.defence.why_ace", "an ace is never parried (1 attacking, 14 defending) and %s does not match %s")
	msgWhySuit             = game.Define("mortal-swords.defence.why_suit", "%s do not match %s; against it %s may block")
	msgWhyLower            = game.Define("mortal-swords.defence.why_lower", "%d is not higher than %d")
	msgWhyNoDodge          = game.Define("mortal-swords.defence.why_no_dodge", "%s, and it is no blocking card's number (%s)")
	msgStoppedBySteal      = game.Define("mortal-swords.attack.stopped_steal", "%s stole the attacking card, so the attack stops there: the knights after it do not play.")
	msgStoppedByDamage     = game.Define("mortal-swords.attack.stopped_damage", "%s took damage, so the attack stops there: the knights after it do not play.")
	msgHecticDraws         = game.Define("mortal-swords.attack.hectic_draws", "The defenders played in free order; each draws its replacement card only now, in the order they played.")
	msgDamageDelivered     = game.Define("mortal-swords.attack.damage_delivered", "Damage is delivered after all played, clockwise: %s.")
	msgMaySteal            = game.Define("mortal-swords.attack.may_steal", "%s may steal the attacking %s as armor, discarding a hand card.")
	msgOnlyMaySteal        = game.Define("mortal-swords.attack.only_may_steal", "Only %s may steal the attacking %s: there is one attacking card and it goes to the first damaged defender.")
	msgNextStole           = game.Define("mortal-swords.next.stole", "%s stole the attacking card and attacks next, without drawing.")
	msgNextDamaged         = game.Define("mortal-swords.next.first_damaged", "%s is the first damaged defender %s and attacks next.")
	msgNextDamagedOneDied  = game.Define("mortal-swords.next.first_damaged_one_died", "%s is the first damaged defender %s (%s died and is skipped) and attacks next.")
	msgNextDamagedSomeDied = game.Define("mortal-swords.next.first_damaged_some_died", "%s is the first damaged defender %s (%s died and are skipped) and attacks next.")
	msgNoDamage            = game.Define("mortal-swords.next.no_damage", "No one was damaged")
	msgNoDamageOneDied     = game.Define("mortal-swords.next.no_damage_one_died", "No knight left standing was damaged (%s took damage but died and is skipped)")
	msgNoDamageSomeDied    = game.Define("mortal-swords.next.no_damage_some_died", "No knight left standing was damaged (%s took damage but died and are skipped)")
	msgNextBlocker         = game.Define("mortal-swords.next.highest_block", "%s: %s blocked with the highest number, %d (ties go to the first %s), and attacks next.")
	msgNextAgainDied       = game.Define("mortal-swords.next.again_no_block", "%s, and no one blocked (dodges count as parries): %s attacks again.")
	msgNextAgain           = game.Define("mortal-swords.next.again", "No one was damaged or blocked (dodges count as parries): %s attacks again.")
	msgMustChoose          = game.Define("mortal-swords.next.must_choose", "%s must first choose how to take the damage.")
	msgWins                = game.Define("mortal-swords.next.wins", "%s is the last knight standing and wins.")
)

// Damage taken, and the ways to take it.
var (
	msgLaysArmor      = game.Define("mortal-swords.damage.hand_to_armor", "%s lays %s from hand face up as armor and draws nothing.")
	msgTakesCosts     = game.Define("mortal-swords.damage.steal_costs", "%s takes the attacking %s as armor; its face-down card was not replaced, so it discards nothing more.")
	msgTakesAtOnce    = game.Define("mortal-swords.damage.steal_at_once", "%s takes the attacking %s as armor at once and draws no replacement.")
	msgTakesRandom    = game.Define("mortal-swords.damage.steal_at_once_random", "%s takes the attacking %s as armor at once; its defence was a random card, so it discards a hand card.")
	msgStealsDiscards = game.Define("mortal-swords.damage.steal_discards", "%s steals the attacking %s as face-up armor and discards %s from hand.")
	msgSteals         = game.Define("mortal-swords.damage.steal", "%s steals the attacking %s as face-up armor and discards a hand card.")
	msgTurnsDown      = game.Define("mortal-swords.damage.turn_down", "%s turns its armor %s face down to take the hit; it cannot be used again.")
	msgDead           = game.Define("mortal-swords.damage.dead", "%s has lost its last hand card: six armor cards and none in hand, the knight is dead.")
	msgOptionHand     = game.Define("mortal-swords.option.hand", "Lay a hand card face up as armor; no card is drawn.")
	msgOptionSteal    = game.Define("mortal-swords.option.steal", "Take the attacking %s as face-up armor and discard a hand card.")
	msgOptionTurnDown = game.Define("mortal-swords.option.turn_down", "Turn face down %s: %s.")
	msgOptionDies     = game.Define("mortal-swords.option.dies", "%s This is the last hand card: the knight dies.")
)

// Refusals of an attack, and the rules they cite in words.
var (
	msgLivingCount        = game.Define("mortal-swords.refuse.living_count", "a sword attack needs 2 to 4 living knights, got %d: Mortal Swords is for 2 to 4 knights and the fight ends with one left")
	msgNotASeat           = game.Define("mortal-swords.refuse.not_a_seat", "seat %d is not a seat")
	msgLivingOrder        = game.Define("mortal-swords.refuse.living_order", "living seats must be listed once each in clockwise (increasing) order")
	msgStrongSuitMissing  = game.Define("mortal-swords.refuse.strong_suit_missing", "missing: the Strong Suit is S, H, D or C")
	msgNoPlays            = game.Define("mortal-swords.refuse.no_plays", "empty: the attacker's card comes first")
	msgTooManyPlays       = game.Define("mortal-swords.refuse.too_many_plays", "%d plays for %d knights: each knight plays one card")
	msgNotLivingSeat      = game.Define("mortal-swords.refuse.not_living_seat", "%d is not a living knight's seat (%s)")
	msgNoJokers           = game.Define("mortal-swords.refuse.no_jokers", "%q: Mortal Swords uses the 52 cards without jokers")
	msgPlayedTwice        = game.Define("mortal-swords.refuse.played_twice", "%q was already played by %s: a deck has one of each card")
	msgCardMissing        = game.Define("mortal-swords.refuse.card_missing", "missing: only a face-down defence may leave its card unshown")
	msgMayNotPlaySteal    = game.Define("mortal-swords.refuse.stopped_steal", "%s may not play: %s stole the attacking card")
	msgMayNotPlayDamage   = game.Define("mortal-swords.refuse.stopped_damage", "%s may not play: %s took damage")
	msgAlreadyPlayed      = game.Define("mortal-swords.refuse.already_played", "%s already played in this attack")
	msgOutOfTurn          = game.Define("mortal-swords.refuse.out_of_turn", "%s plays out of turn, %s is next")
	msgNotPlayed          = game.Define("mortal-swords.refuse.not_played", "%s has not played: every living knight answers the attack")
	msgStealChoice        = game.Define("mortal-swords.refuse.steal_choice", "%s steals through the damage choices, but the steal is part of its defence: %s; the knights after it do not play")
	msgHowMark            = game.Define("mortal-swords.refuse.how_mark", "mark plays[%d] with \"steal\": true")
	msgHowFaceDown        = game.Define("mortal-swords.refuse.how_face_down", "play plays[%d] face down (\"face_down\": true)")
	msgAttackerFaceDown   = game.Define("mortal-swords.refuse.attacker_face_down", "the attacker's card is played face up and cannot steal")
	msgStrongFace         = game.Define("mortal-swords.refuse.strong_face", "%s attacks from hand with %q, a high card of the Strong Suit")
	msgGentleStrongRefuse = game.Define("mortal-swords.refuse.gentleman_strong", "%s's first attack is %q, a Strong Suit card")
	msgGentleFaceRefuse   = game.Define("mortal-swords.refuse.gentleman_face", "%s's first attack is %q, a high card")
	msgFaceDownOff        = game.Define("mortal-swords.refuse.face_down_off", "%s defends face down, which exists only with the stealing_costs or hectic_knights option")
	msgRandomFaceDown     = game.Define("mortal-swords.refuse.random_face_down", "%s plays a random card face down")
	msgFaceDownUncounted  = game.Define("mortal-swords.refuse.face_down_uncounted", "%s's face-down card does not count as face down (only the first one does, Hectic Knights): give the card so it can be judged")
	msgFaceDownLate       = game.Define("mortal-swords.refuse.face_down_late", "%s defends face down to steal, but %s was already damaged")
	msgStealFlagOff       = game.Define("mortal-swords.refuse.steal_flag_off", "stealing while playing is the steal_to_stop option; otherwise choose steal when the damage is delivered")
	msgStealNotDamaged    = game.Define("mortal-swords.refuse.steal_not_damaged", "%s's %s is a %s")
	msgStealFaceUp        = game.Define("mortal-swords.refuse.steal_face_up", "%s steals without a face-down card")
	msgStealNotFirst      = game.Define("mortal-swords.refuse.steal_not_first", "%s steals, but %s was damaged first")

	ruleStoppedSteal   = game.Define("mortal-swords.rule.stopped_steal", "once a knight stole the attacking card the attack is over and no one plays after it (Steal-To-Stop; SWORDS-7)").Cites(SecStealSt, "SWORDS-7")
	ruleStoppedDamage  = game.Define("mortal-swords.rule.stopped_damage", "once a knight took damage the attack is over and no one plays after it (Damage-To-Stop; SWORDS-8)").Cites(SecDmgStop, "SWORDS-8")
	ruleClockwise      = game.Define("mortal-swords.rule.clockwise", "defenders answer one by one clockwise from the attacker (Sword Attack)").Cites(SecAttack)
	ruleStealAtPlay    = game.Define("mortal-swords.rule.steal_at_play", "with Steal-To-Stop a knight steals as it defends, by its play's steal flag, and the attack stops there (Steal-To-Stop; SWORDS-7)").Cites(SecStealSt, "SWORDS-7")
	ruleStrongFace     = game.Define("mortal-swords.rule.strong_face", "the Strong Suit's J, Q and K may attack only as a random card (Attacking Restrictions; SWORDS-5)").Cites(SecRestrict, "SWORDS-5")
	ruleGentleStrong   = game.Define("mortal-swords.rule.gentleman_strong", "on a knight's first attack no Strong Suit card may be played from hand; play a random card instead (Gentleman Rule; SWORDS-5)").Cites(SecGentle, "SWORDS-5")
	ruleGentleFace     = game.Define("mortal-swords.rule.gentleman_face", "on a knight's first attack no J, Q or K may be played from hand; play a random card instead (Gentleman Rule; SWORDS-5)").Cites(SecGentle, "SWORDS-5")
	ruleFaceDownHand   = game.Define("mortal-swords.rule.face_down_hand", "a face-down steal is a hand card, never the deck's top card (Stealing Costs; SWORDS-8)").Cites(SecCosts, "SWORDS-8")
	ruleFirstDamaged   = game.Define("mortal-swords.rule.first_damaged_steals", "only the first damaged defender may steal the attacking card (SWORDS-6)").Cites("SWORDS-6")
	ruleDamagedSteals  = game.Define("mortal-swords.rule.damaged_steals", "only a damaged defender may steal the attacking card (Steal-To-Stop; SWORDS-7)").Cites(SecStealSt, "SWORDS-7")
	ruleHecticFaceDown = game.Define("mortal-swords.rule.hectic_face_down", "in Hectic Knights a knight who means to steal plays face down (Hectic Knights; SWORDS-8)").Cites(SecHectic, "SWORDS-8")
	ruleCostsFaceDown  = game.Define("mortal-swords.rule.costs_face_down", "with Stealing Costs a steal needs a face-down defence (Stealing Costs; SWORDS-8)").Cites(SecCosts, "SWORDS-8")
)

// Refusals of damage choices.
var (
	msgNotDamaged      = game.Define("mortal-swords.choice.not_damaged", "%s was not damaged in this attack")
	msgNotDamagedLast  = game.Define("mortal-swords.choice.not_damaged_last", "%s was not damaged in the last attack")
	msgNoAttackWaiting = game.Define("mortal-swords.choice.no_attack", "%s: no attack is waiting for damage choices")
	msgChoiceMissing   = game.Define("mortal-swords.choice.missing", "missing: %s takes the damage one of three ways: hand, steal or turn_down")
	msgChoseAfterSteal = game.Define("mortal-swords.choice.after_stealing", "%s chose %s after stealing the attacking card while defending")
	msgOnlyThief       = game.Define("mortal-swords.choice.only_thief", "%s steals %s, but only %s may")
	msgNotFaceDown     = game.Define("mortal-swords.choice.not_face_down", "%s steals %s without having defended face down")
	msgWentOn          = game.Define("mortal-swords.choice.went_on", "%s steals %s after the attack went on: the steal is part of its defence (its play's \"steal\" flag), and the knights after it do not play")
	msgMayNotSteal     = game.Define("mortal-swords.choice.may_not_steal", "%s may not steal %s")
	msgWrongArmor      = game.Define("mortal-swords.choice.wrong_armor", "%s turns down %s against %s: only %s covers %s")
	msgNotAChoice      = game.Define("mortal-swords.choice.not_a_choice", "%q is not a damage choice: one of hand, steal, turn_down")
	msgTakenDamage     = game.Define("mortal-swords.choice.already_taken", "%s has already taken its damage")
	msgNoArmor         = game.Define("mortal-swords.choice.no_armor", "%s has no armor to turn down against %s: it needs %s")
	msgChoiceNoCard    = game.Define("mortal-swords.choice.not_a_card", "%s: %q is not one of the 52 cards")
	msgNameHandCard    = game.Define("mortal-swords.choice.name_hand_card", "missing: %s names the hand card laid as armor (it lies face up)")
	msgNameArmor       = game.Define("mortal-swords.choice.name_armor", "missing: %s names the armor turned down: %s can take the hit")
	msgNotTheirArmor   = game.Define("mortal-swords.choice.not_their_armor", "%s turns down %s, which is not a face-up armor of theirs covering %s")

	ruleDamagedChooses      = game.Define("mortal-swords.rule.damaged_chooses", "only a damaged knight chooses how to take damage (Damage & Armors)").Cites(SecDamage)
	ruleDamagedChoosesPlain = game.Define("mortal-swords.rule.damaged_chooses_plain", "only a damaged knight chooses how to take damage")
	ruleThiefTakes          = game.Define("mortal-swords.rule.thief_takes", "a knight who defends in order to steal takes the attacking card")
	ruleCostsSteals         = game.Define("mortal-swords.rule.costs_steals", "with Stealing Costs only a face-down defence steals (Stealing Costs; SWORDS-8)").Cites(SecCosts, "SWORDS-8")
	ruleHecticSteals        = game.Define("mortal-swords.rule.hectic_steals", "in Hectic Knights only a face-down defence steals (Hectic Knights; SWORDS-8)").Cites(SecHectic, "SWORDS-8")
	ruleArmorCovers         = game.Define("mortal-swords.rule.armor_covers", "only a face-up armor that covers the attack's suit can take the hit (Damage & Armors; SWORDS-3)").Cites(SecDamage, "SWORDS-3")
	ruleArmorCoversPlain    = game.Define("mortal-swords.rule.armor_covers_plain", "only a face-up armor that covers the attack's suit can take the hit (SWORDS-3)").Cites("SWORDS-3")
	ruleOnce                = game.Define("mortal-swords.rule.once", "each damaged knight takes its damage once")
)

// Refusals of a fight: its setup and the cards that cannot be where they
// are said to be (GEN-1).
var (
	msgKnightCount   = game.Define("mortal-swords.setup.knights", "Mortal Swords is for 2 to 4 knights, got %d")
	msgNameCount     = game.Define("mortal-swords.setup.names", "%d names for %d knights")
	msgStrongCardBad = game.Define("mortal-swords.setup.strong_card", "%q: the Strong Suit card is one of the 52 cards, no joker")
	msgSuitMismatch  = game.Define("mortal-swords.setup.suit_mismatch", "%s does not match the Strong Suit card %s")
	msgStrongMissing = game.Define("mortal-swords.setup.strong_missing", "missing: give the Strong Suit (S, H, D or C) or the card that declared it")
	msgSeatRange     = game.Define("mortal-swords.setup.seat_range", "seat %d is not one of seats 0–%d")
	msgVowCount      = game.Define("mortal-swords.setup.vow_count", "Warrior's Vow is on: give one face-up armor card per knight (%d), got %d")
	msgVowCard       = game.Define("mortal-swords.setup.vow_card", "%q is not one of the 52 cards")
	msgVowStrong     = game.Define("mortal-swords.setup.vow_strong", "%s is the Strong Suit card, turned up under the deck after the deal: it was in no knight's hand to swear the vow with")
	msgVowOff        = game.Define("mortal-swords.setup.vow_off", "vow cards are given but the warriors_vow option is off")
	msgIsArmor       = game.Define("mortal-swords.refuse.is_armor", "%q is already %s's armor: armor cards never go back to the deck")
	msgFightOver     = game.Define("mortal-swords.refuse.fight_over", "the fight is over: %s is the last knight standing, no one is left to attack")
	msgDamageFirst   = game.Define("mortal-swords.refuse.damage_first", "%s must first choose how to take the damage")
	msgDeadKnight    = game.Define("mortal-swords.refuse.dead", "%s is dead: a dead knight has no hand card left to play")
	msgNotYourTurn   = game.Define("mortal-swords.refuse.not_your_turn", "%s attacks, but it is %s's turn")
	msgDiscarded     = game.Define("mortal-swords.refuse.discarded", "%s went to the discard pile earlier and %s: discards come back only when the deck runs out and they are shuffled into a new one")
	msgNotReshuffled = game.Define("mortal-swords.refuse.not_reshuffled", "the deck had not run out and been reshuffled when it was turned up")
	msgNoDrawSince   = game.Define("mortal-swords.refuse.no_draw_since", "%s has drawn no card from a reshuffled deck since")
	msgUnderDeck     = game.Define("mortal-swords.refuse.under_deck", "%s is the Strong Suit card, turned up under the deck after the deal: it is the deck's last card, card %d taken after the deal, and %s")
	msgThisIsCard    = game.Define("mortal-swords.refuse.this_is_card", "this is card %d")
	msgLastDrawWas   = game.Define("mortal-swords.refuse.last_draw_was", "%s's last draw was card %d")
	msgOnTable       = game.Define("mortal-swords.refuse.on_table", "%s: %s was played in this attack, it is not in a hand")
	msgHandsOne      = game.Define("mortal-swords.refuse.hands_nowhere_one", "after this attack %s holds %d hand cards, but only %d cards could be in its hand: every other card was played, thrown away or laid as armor since its last draw from a deck that had it")
	msgHandsSome     = game.Define("mortal-swords.refuse.hands_nowhere_some", "after this attack %s hold %d hand cards between them, but only %d different cards could be in their hands: every other card was played, thrown away or laid as armor since their last draws from a deck that had it")

	ruleDamageFirst  = game.Define("mortal-swords.rule.damage_first", "damage is delivered before the next attack")
	ruleNextAttacker = game.Define("mortal-swords.rule.next_attacker", "the next attacker is decided by the last attack (Sword Attack; SWORDS-4)").Cites(SecAttack, "SWORDS-4")
)
