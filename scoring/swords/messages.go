package swords

import "arbiter/engine/game"

// The game's sentences over a whole fight and its records: each one's id
// and its English (what arbiter-cli prints);
// assets/catalog/mortal-swords.<lang>.json says them in other languages.
// A knight is a swords.Seat argument, or a name as typed.
var (
	msgSeatDied    = game.Define("mortal-swords.log.seat_died", "%s lost its last hand card: six armor cards and none in hand, the knight is dead.")
	msgKnightDied  = game.Define("mortal-swords.log.knight_died", "%s lost the last hand card and died.")
	msgKnightWins  = game.Define("mortal-swords.log.knight_wins", "%s is the last knight standing and wins.")
	msgFightGoesOn = game.Define("mortal-swords.log.goes_on", "%d knights are still standing: the fight goes on.")
)

// Refusals of a setup, an attack as recorded and a whole log.
var (
	msgStrongSuitMissing = game.Define("mortal-swords.record.strong_suit_missing", "missing: the Strong Suit (S, H, D or C)")
	msgKnightsAlive      = game.Define("mortal-swords.record.knights_alive", "%d, but %d knights are alive at this point of the log")
	msgOtherStrongSuit   = game.Define("mortal-swords.record.other_strong_suit", "%s, but the game's Strong Suit is %s: it is declared once for the whole fight")
	msgOtherStrongCard   = game.Define("mortal-swords.record.other_strong_card", "%s, but the game's Strong Suit card is %s")
	msgFirstAttack       = game.Define("mortal-swords.record.first_attack", "%v does not match the log: %s has attacked before: %v")
	msgPlaysMissing      = game.Define("mortal-swords.record.plays_missing", "missing: the attacker's card first, then each defender's")
	msgMustChoose        = game.Define("mortal-swords.record.must_choose", "%s was damaged and must say how it takes the damage (hand, steal or turn_down)")
	msgOtherDeaths       = game.Define("mortal-swords.record.other_deaths", "[%s], but by the log [%s] died in this attack")
	msgKnightsMissing    = game.Define("mortal-swords.record.knights_missing", "missing: the number of living knights (2–4), seats 0…n−1 clockwise")
	msgLivingKnights     = game.Define("mortal-swords.record.living_knights", "%d: a sword attack has 2 to 4 living knights (Mortal Swords is for 2 to 4, and the fight ends when one is left)")
	msgMissing           = game.Define("mortal-swords.record.missing", "missing")
	msgChoseTwice        = game.Define("mortal-swords.record.chose_twice", "%s already chose: each damaged knight takes its damage once")
	msgNoJokers          = game.Define("mortal-swords.record.no_jokers", "%q: Mortal Swords has no jokers")
	msgNotInHand         = game.Define("mortal-swords.record.not_in_hand", "%s was played in this attack (plays[%d]), so it is not in %s's hand")
	msgNotArmor          = game.Define("mortal-swords.record.not_armor", "%s was played in this attack (plays[%d]), so it is not %s's armor: armor never goes back to the deck")
	msgNamedTwice        = game.Define("mortal-swords.record.named_twice", "%s is also named by choices[%d]: the deck holds each card once")
	msgDiedUndamaged     = game.Define("mortal-swords.record.died_undamaged", "%s was not damaged in this attack: a knight dies only by losing its last hand card to damage")
	msgDiedTwice         = game.Define("mortal-swords.record.died_twice", "%s is listed twice: a knight dies once")
	msgDiedTurnedDown    = game.Define("mortal-swords.record.died_turned_down", "%s turned an armor down and kept its hand cards, so it cannot have died")
	msgNotASuit          = game.Define("mortal-swords.record.not_a_suit", "%q is not a suit: S, H, D or C")
	msgDealerShape       = game.Define("mortal-swords.record.dealer_shape", "expected a seat number or a knight's name, got %.40s")
	msgCardErr           = game.Define("mortal-swords.record.card_err", "%v")
	msgStrongCardBad     = game.Define("mortal-swords.record.strong_card", "%q: the Strong Suit card is one of the 52 cards, no joker")
	msgSuitMismatch      = game.Define("mortal-swords.record.suit_mismatch", "%s does not match the Strong Suit card %s")
	msgChoiceMissing     = game.Define("mortal-swords.record.choice_missing", "missing: hand, steal or turn_down")
	msgPlaysTwice        = game.Define("mortal-swords.record.plays_twice", "%s plays twice: each knight plays one card per attack")
	msgDidNotPlay        = game.Define("mortal-swords.record.did_not_play", "%s did not play in this attack")
	msgAttackerFirst     = game.Define("mortal-swords.record.attacker_first", "the attacker is %s and plays first, not %s")
	msgOtherGame         = game.Define("mortal-swords.record.other_game", "%q: every attack of a Mortal Swords log is mortal-swords")
	msgOptionsPerGame    = game.Define("mortal-swords.record.options_per_game", "options belong to the whole game, not to one attack")
	msgNamePlayers       = game.Define("mortal-swords.record.name_players", "missing: name the knights in seat order, clockwise")
	msgKnightNames       = game.Define("mortal-swords.record.knight_names", "Mortal Swords is for 2 to 4 knights, got %d names")
	msgNeedsAName        = game.Define("mortal-swords.record.needs_a_name", "a knight needs a name")
	msgAlsoKnight        = game.Define("mortal-swords.record.also_knight", "%q is also knights[%d]: names must differ")
	msgShortFormOnly     = game.Define("mortal-swords.record.short_form_only", "only read with a log of \"attacks\"; the short form has knights and deaths only")
	msgNotAKnight        = game.Define("mortal-swords.record.not_a_knight", "%q is not one of the knights")
	msgDiedAlready       = game.Define("mortal-swords.record.died_already", "%q died once already: a knight dies once")
	msgEveryoneDied      = game.Define("mortal-swords.record.everyone_died", "every knight is listed, but the fight ends when one knight is left standing: the last knight cannot die")
	msgDeathsDiffer      = game.Define("mortal-swords.record.deaths_differ", "%q does not match the log of attacks, where %q died")
)

// refuse is malformed input at field, said by a message.
func refuse(field string, said game.Message) error {
	return game.Refuse(game.ErrInvalid, nil, field, said)
}

// impossible is a record that could not have happened at a real table
// (GEN-1), at field.
func impossible(field string, said game.Message) error {
	return game.Refuse(game.ErrImpossible, nil, field, said).Citing(game.RuleImpossible)
}
