package myre

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences and words: each one's id and its English (what
// arbiter-cli prints); assets/catalog/myre.<lang>.json says them in other
// languages.

// Rule sections, as Arbiter's rules screen titles them; explanation steps
// cite them so the app can link each step to its rule.
var (
	SecSetup       = game.W("myre.sec.setup", "Game setup")
	SecHandSetup   = game.W("myre.sec.hand_setup", "Hand setup")
	SecScouting    = game.W("myre.sec.scouting", "Scouting")
	SecPositioning = game.W("myre.sec.positioning", "Positioning")
	SecBattles     = game.W("myre.sec.battles", "Battles")
	SecFormations  = game.W("myre.sec.formations", "Runs and pairs")
	SecDefender    = game.W("myre.sec.defender", "Defender's bonus")
	SecTieBreaks   = game.W("myre.sec.tie_breaks", "Tie-breaks")
	SecJokers      = game.W("myre.sec.jokers", "Jokers and double-scouts")
	SecResolution  = game.W("myre.sec.resolution", "End of the hand")
	SecNoCaptures  = game.W("myre.sec.no_captures", "No captures exception")
	SecWinning     = game.W("myre.sec.winning", "Winning the game")
	SecJail        = game.W("myre.sec.jail", "Jailed cards")
)

// The sides, the colours of their cards, the formations and how a battle
// was decided, as words.
var (
	sideWords = [...]game.Word{
		NoSide: game.W("myre.side.none", "Nobody"),
		Red:    game.W("myre.side.red", "Red"),
		Black:  game.W("myre.side.black", "Black"),
	}
	colorWords = map[cards.Color]game.Word{
		cards.NoColor: game.W("myre.color.none", "none"),
		cards.Red:     game.W("myre.color.red", "red"),
		cards.Black:   game.W("myre.color.black", "black"),
	}
	// colorAdjectives are the colours said before "cards" ("red cards"):
	// a language may inflect them there.
	colorAdjectives = map[cards.Color]game.Word{
		cards.NoColor: game.W("myre.color_adj.none", "none"),
		cards.Red:     game.W("myre.color_adj.red", "red"),
		cards.Black:   game.W("myre.color_adj.black", "black"),
	}
	kindWords = map[Kind]game.Word{
		Run:  game.W("myre.kind.run", "run"),
		Pair: game.W("myre.kind.pair", "pair"),
	}
	decidedWords = map[Decision]game.Word{
		ByStrength: game.W("myre.decided.strength", "strength"),
		ByHighCard: game.W("myre.decided.high_card", "high card"),
		Tie:        game.W("myre.decided.tie", "tie"),
	}
	// rankPlurals are the ranks in the plural, as "pair of 4s" and "Three
	// Kings" say them.
	rankPlurals = [...]game.Word{
		cards.Ace:   game.W("myre.ranks.ace", "Aces"),
		2:           game.W("myre.ranks.2", "2s"),
		3:           game.W("myre.ranks.3", "3s"),
		4:           game.W("myre.ranks.4", "4s"),
		5:           game.W("myre.ranks.5", "5s"),
		6:           game.W("myre.ranks.6", "6s"),
		7:           game.W("myre.ranks.7", "7s"),
		8:           game.W("myre.ranks.8", "8s"),
		9:           game.W("myre.ranks.9", "9s"),
		10:          game.W("myre.ranks.10", "10s"),
		cards.Jack:  game.W("myre.ranks.jack", "Jacks"),
		cards.Queen: game.W("myre.ranks.queen", "Queens"),
		cards.King:  game.W("myre.ranks.king", "Kings"),
	}
)

// Word is the side as explanations name it ("Red", "Black", "Nobody"),
// in any language.
func (s Side) Word() game.Word {
	if int(s) < len(sideWords) {
		return sideWords[s]
	}
	return sideWords[NoSide]
}

// ColorWord is the colour of a side's cards ("red", "black"), in any
// language; it is also how the side's String says it.
func (s Side) ColorWord() game.Word { return ColorWord(s.Color()) }

// ColorWord is a card colour in words ("red", "black", "none").
func ColorWord(c cards.Color) game.Word {
	if w, ok := colorWords[c]; ok {
		return w
	}
	return colorWords[cards.NoColor]
}

// CardsColor is the colour of a side's cards as said before "cards"
// ("red cards"), in any language.
func (s Side) CardsColor() game.Word {
	if w, ok := colorAdjectives[s.Color()]; ok {
		return w
	}
	return colorAdjectives[cards.NoColor]
}

// Word is the formation's kind ("run", "pair"), in any language.
func (k Kind) Word() game.Word {
	if w, ok := kindWords[k]; ok {
		return w
	}
	return game.W("", k.String())
}

// Word is how a battle was decided in words ("strength", "high card"), in
// any language.
func (d Decision) Word() game.Word {
	if w, ok := decidedWords[d]; ok {
		return w
	}
	return game.W("", d.String())
}

// RankPlural is a rank in the plural ("Aces", "4s"), in any language.
func RankPlural(r cards.Rank) game.Word {
	if int(r) < len(rankPlurals) && rankPlurals[r] != (game.Word{}) {
		return rankPlurals[r]
	}
	return game.W("", r.String()+"s")
}

// Positioned cards, parsed.
var (
	msgPlayedDown    = game.Define("myre.played.down", "%v:down")
	msgPlayedNoCard  = game.Define("myre.played.not_a_card", "%q is not a card: %v")
	msgPlayedNoMark  = game.Define("myre.played.no_mark", "%q: only a joker is marked :up or :down (every other positioned card is face down anyway): %v")
	msgPlayedBadMark = game.Define("myre.played.bad_mark", "%q: a joker is marked :up or :down, not :%s: %v")
	msgNotASide      = game.Define("myre.parse.not_a_side", "%q is not a side: red or black: %v")
	msgNotAChoice    = game.Define("myre.parse.not_a_choice", "%q is not a choice: formation_only or always: %v")
)

// Refusals of a battle, and the rules they cite in words.
var (
	msgOwnerNotSide  = game.Define("myre.battle.owner_not_side", "must be red or black")
	msgNoScout       = game.Define("myre.battle.no_scout", "missing: a battle is fought over one pile of the scouting row (1 card, 2 with double-scouts)")
	msgPileCards     = game.Define("myre.battle.pile_cards", "%d cards in one pile")
	msgTwoInPile     = game.Define("myre.battle.two_in_pile", "2 cards (%s %s) in one pile")
	msgNotStandard   = game.Define("myre.battle.not_standard", "not a card of the standard deck")
	msgNoJokers      = game.Define("myre.battle.no_jokers", "%q is a joker, but this game is played without jokers (option jokers), so no deck holds one")
	msgTooManyCards  = game.Define("myre.battle.too_many", "%d cards positioned: a player positions at most %d cards in a hand, since a hand holds %d and positioning draws none (Positioning)")
	msgCardIsColor   = game.Define("myre.battle.card_is_color", "%q is %s")
	msgJokerTooMany  = game.Define("myre.battle.joker_too_many", "%q is one joker too many: the game has two jokers, one red and one black (Jokers and double-scouts)")
	msgAppearsTwice  = game.Define("myre.battle.appears_twice", "%q appears twice (also at %s[%d]): the deck has one of each card")
	msgNothingBehind = game.Define("myre.battle.nothing_behind", "no card is positioned behind the pile %s (red and black are empty)")
	msgNotOwnersPile = game.Define("myre.battle.not_owners_pile", "%q is %s but the pile is %s's (scout_owner)")
	msgMixedPile     = game.Define("myre.battle.mixed_pile", "%q is %s but %q is %s")
	msgJokerNoColor  = game.Define("myre.battle.joker_no_color", "required: the pile's %q (scout[%d]) is a joker of no colour, so say whose pile it is (red or black)")
	msgBothJokers    = game.Define("myre.battle.both_jokers", "required: the pile holds both jokers, so say whose pile it is (red or black)")

	rulePileSize  = game.Define("myre.rule.pile_size", "a scouting pile holds 1 card, or 2 with double-scouts (Jokers and Double-Scouts; MYRE-8)").Cites(SecJokers, "MYRE-8")
	ruleDoubleOff = game.Define("myre.rule.double_off", "double-scouts are off (option double_scouts; MYRE-8)").Cites(game.HouseRule("double_scouts"), "MYRE-8")
	rulePositions = game.Define("myre.rule.positions", "%s positions %s cards only (Game setup; Positioning)").Cites(SecSetup, SecPositioning)
	ruleNeedsCard = game.Define("myre.rule.needs_card", "a battle needs at least one positioned card (Battles)").Cites(SecBattles)
	ruleOwnCards  = game.Define("myre.rule.own_cards", "a player scouts only their own cards (Scouting)").Cites(SecScouting)
	ruleOnePlayer = game.Define("myre.rule.one_player", "one pile holds one player's cards (Scouting; MYRE-8)").Cites(SecScouting, "MYRE-8")
)

// RulePositions is the rule a card of the other army breaks: "Red
// positions red cards only (Game setup; Positioning)".
func RulePositions(s Side) game.Message { return rulePositions.With(s.Word(), s.CardsColor()) }

// Explanations of a battle.
var (
	msgBattlePile     = game.Define("myre.explain.battle_pile", "Battle over %s's pile %s: Red positioned %s; Black positioned %s.")
	msgBattleDouble   = game.Define("myre.explain.battle_double", "Battle over %s's double-scout pile %s: Red positioned %s; Black positioned %s.")
	wordNothing       = game.W("myre.explain.nothing", "nothing")
	msgBeatsStrength  = game.Define("myre.explain.beats_strength", "%s %d beats %s %d on strength.")
	msgTieNoRank      = game.Define("myre.explain.tie_no_rank", "Equal strength (%d each), so the highest cards decide, Ace high: neither side has a card with a rank to compare (Red: %s; Black: %s), an inextricable tie.")
	msgTieEqual       = game.Define("myre.explain.tie_equal", "Equal strength (%d each), so the highest cards decide, Ace high: Red %s and Black %s are equal card for card, an inextricable tie.")
	msgTieCompare     = game.Define("myre.explain.tie_compare", "Equal strength (%d each), so the highest cards decide, Ace high: %s.")
	wordNoCards       = game.W("myre.explain.no_cards", "(no cards)")
	msgAceHigh        = game.Define("myre.explain.ace_high", "%s's Ace counts high here even though it sits low in its run.")
	msgNobodyCaptures = game.Define("myre.explain.nobody_captures", "Nobody captures: every card goes back to its owner's deck.")
	msgNobodyPile     = game.Define("myre.explain.nobody_captures_pile", "Nobody captures: every card goes back to its owner's deck, %s's pile %s included.")
	msgNothingToTake  = game.Define("myre.explain.nothing_to_take", "%s wins the battle, but %s has no card in it to capture.")
	msgCaptures       = game.Define("myre.explain.captures", "%s captures %s into its jail: %d points.")
	msgJokerTaken     = game.Define("myre.explain.joker_taken", "%s takes %s into its own deck: a captured joker scores nothing and skips the jail.")
	msgOwnBack        = game.Define("myre.explain.own_back", "%s's own cards %s go back to its deck.")
)

// Explanations of an army's strength.
var (
	msgArmyNone        = game.Define("myre.army.none", "%s: no cards positioned = 0.")
	msgArmyNoneLoose   = game.Define("myre.army.none_loose", "%s: no cards positioned = 0 (%s in no formation).")
	msgArmyNoForm      = game.Define("myre.army.no_formation", "%s: no formation = 0.")
	msgArmyNoFormLoose = game.Define("myre.army.no_formation_loose", "%s: no formation = 0 (%s in no formation).")
	msgArmySum         = game.Define("myre.army.sum", "%s: %s = %d.")
	msgArmySumLoose    = game.Define("myre.army.sum_loose", "%s: %s = %d (%s in no formation).")
	msgPlus            = game.Define("myre.army.plus", "%v + %v")
	msgFaceUpJoker     = game.Define("myre.army.face_up_joker", "face-up joker %s")
	msgScoutedJoker    = game.Define("myre.army.scouted_joker", "scouted joker %s")
	msgRun             = game.Define("myre.formation.run", "run %s")
	msgPair            = game.Define("myre.formation.pair", "pair of %s")
	msgKind            = game.Define("myre.formation.kind", "%s")
	msgDefender        = game.Define("myre.army.defender", "%s brings its scouted %s into the %s (defender's bonus).")
	msgOnlyOneOfDouble = game.Define("myre.army.only_one_of_double", "Only one card of a double-scout pile may join a formation, so %s uses one.")
	msgThreeOfRank     = game.Define("myre.army.three_of_rank", "Three %s: a pair is exactly two cards, the third is not part of that pair.")
	msgFourOfRank      = game.Define("myre.army.four_of_rank", "Four %s make two pairs.")
	msgOneRun          = game.Define("myre.army.one_run", "Only one run counts for %s: the other consecutive cards add nothing.")
	msgJokersUp        = game.Define("myre.army.jokers_up", "%s's face-up %s adds %d strength, 1 per joker; a joker never joins a formation.")
	msgJokersDown      = game.Define("myre.army.jokers_down", "%s positioned %s face down: a face-down joker is worth 0.")
	msgScoutJokers     = game.Define("myre.army.scout_jokers", "%s defended its scouted %s, which adds %d strength, 1 per joker.")
	msgScoutJokerIdle  = game.Define("myre.army.scout_joker_idle", "%s positioned nothing behind its scouted %s, so the joker adds nothing.")
)

// Explanations of the high-card comparison.
var (
	msgScoutAlways      = game.Define("myre.tiebreak.scout_always", "House rule scout_in_tiebreak=always: %s's scouted %s counts among %s's cards.")
	msgScoutInForm      = game.Define("myre.tiebreak.scout_in_formation", "%s's scouted %s is in one of its formations, so it counts among %s's cards.")
	msgScoutInFormRest  = game.Define("myre.tiebreak.scout_in_formation_rest", "%s's scouted %s is in one of its formations, so it counts among %s's cards; the other scouted %s is in no formation and does not.")
	msgScoutNoForm      = game.Define("myre.tiebreak.scout_no_formation", "%s's scouted %s is in no formation, so it is not one of %s's cards for the high card.")
	msgRanksEqual       = game.Define("myre.tiebreak.equal", "%s and %s are equal")
	msgRankBeats        = game.Define("myre.tiebreak.beats", "%s %s beats %s %s")
	msgRankBeatsFurther = game.Define("myre.tiebreak.beats_no_further", "%s %s beats no further card from %s")
	msgRankBeatsNothing = game.Define("myre.tiebreak.beats_nothing", "%s %s beats no card from %s (nothing positioned)")
	msgRankBeatsNoRank  = game.Define("myre.tiebreak.beats_no_rank", "%s %s beats no card with a rank from %s (%s)")
	// The comparison's steps are put together with ", then "; a language
	// may say the last join its own way.
	msgThen            = game.Define("myre.tiebreak.then", "%v, then %v")
	msgThenLast        = game.Define("myre.tiebreak.then_last", "%v, then %v")
	wordNothingPlaced  = game.W("myre.tiebreak.nothing_positioned", "nothing positioned")
	wordNoRankedCard   = game.W("myre.tiebreak.no_ranked_card", "no ranked card")
	msgOnlyJoker       = game.Define("myre.tiebreak.only_joker", "only %s, which has no rank")
	msgOnlyJokers      = game.Define("myre.tiebreak.only_jokers", "only %s, which have no rank")
	msgTheJokerDown    = game.Define("myre.tiebreak.joker_down", "the face-down joker %s")
	msgTheJokerUp      = game.Define("myre.tiebreak.joker_up", "the face-up joker %s")
	msgJokerNoRankStep = game.Define("myre.tiebreak.joker_no_rank", "The joker %s has no rank, so it takes no part in the high-card comparison.")
	msgJokersNoRank    = game.Define("myre.tiebreak.jokers_no_rank", "The jokers %s have no rank, so they take no part in the high-card comparison.")
)
