package hyrule

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences and words: each one's id and its English (what
// arbiter-cli prints); assets/catalog/hyrule.<lang>.json says them in other
// languages.

// Rulebook section names cited by explanation steps and by rules.
var (
	SecRequirements = game.W("hyrule.sec.requirements", "Requirements")
	SecPrecedence   = game.W("hyrule.sec.precedence", "Precedence")
	SecJokersFives  = game.W("hyrule.sec.jokers_fives", "Precedence: jokers and fives")
	SecNote         = game.W("hyrule.sec.note", "Precedence: note on 3+ cards")
	SecChance       = game.W("hyrule.sec.chance", "Turns: chance rules")
	SecStrategy     = game.W("hyrule.sec.strategy", "Turns: strategy rules")
	SecPlay         = game.W("hyrule.sec.play", "Turns: strategy play")
	SecSwap         = game.W("hyrule.sec.swap", "Turns: strategy swap")
	SecScoring      = game.W("hyrule.sec.scoring", "Scoring")
	SecDealing      = game.W("hyrule.sec.dealing", "Dealing")
)

// The suits by their Hyrule names, one and many, and the fives that beat
// a tingle.
var (
	suitWords = map[cards.Suit]game.Word{
		cards.Diamonds: game.W("hyrule.suit.rupee", "rupee"),
		cards.Clubs:    game.W("hyrule.suit.bomb", "bomb"),
		cards.Spades:   game.W("hyrule.suit.sword", "sword"),
		cards.Hearts:   game.W("hyrule.suit.heart", "heart"),
	}
	suitPlurals = map[cards.Suit]game.Word{
		cards.Diamonds: game.W("hyrule.suits.rupee", "rupees"),
		cards.Clubs:    game.W("hyrule.suits.bomb", "bombs"),
		cards.Spades:   game.W("hyrule.suits.sword", "swords"),
		cards.Hearts:   game.W("hyrule.suits.heart", "hearts"),
	}
	suitNouns = map[cards.Suit]game.Noun{
		cards.Diamonds: game.N("hyrule.noun.rupee", "rupee", "rupees"),
		cards.Clubs:    game.N("hyrule.noun.bomb", "bomb", "bombs"),
		cards.Spades:   game.N("hyrule.noun.sword", "sword", "swords"),
		cards.Hearts:   game.N("hyrule.noun.heart", "heart", "hearts"),
	}
	wordTingle  = game.W("hyrule.suit.tingle", "tingle")
	wordTingles = game.W("hyrule.suits.tingle", "tingles")
	nounTingle  = game.N("hyrule.noun.tingle", "tingle", "tingles")
	fiveWords   = map[cards.Suit]game.Word{
		cards.Hearts:   game.W("hyrule.five.hearts", "5 of hearts"),
		cards.Spades:   game.W("hyrule.five.spades", "5 of spades, the master sword"),
		cards.Clubs:    game.W("hyrule.five.clubs", "5 of clubs, the bomb cluster"),
		cards.Diamonds: game.W("hyrule.five.diamonds", "5 of diamonds, the blue rupee"),
	}
	decisionWords = [...]game.Word{
		ByFaceValue:       game.W("hyrule.decided.face_value", "face_value"),
		BySuit:            game.W("hyrule.decided.suit", "suit"),
		ByHeartsAndRupees: game.W("hyrule.decided.hearts_and_diamonds", "hearts_and_diamonds"),
		ByJoker:           game.W("hyrule.decided.joker", "joker"),
		ByFive:            game.W("hyrule.decided.five", "five"),
		ByStandoff:        game.W("hyrule.decided.standoff", "standoff"),
		ByRunoff:          game.W("hyrule.decided.runoff", "runoff"),
		ByFirstPlayed:     game.W("hyrule.decided.first_played", "first_played"),
	}
)

// NicknameWord is the Hyrule name of a suit (rupee, bomb, sword, heart)
// in any language.
func NicknameWord(s cards.Suit) game.Word {
	if w, ok := suitWords[s]; ok {
		return w
	}
	return wordTingle
}

// NicknamePlural is the Hyrule name of a suit in the plural ("rupees"),
// in any language.
func NicknamePlural(s cards.Suit) game.Word {
	if w, ok := suitPlurals[s]; ok {
		return w
	}
	return wordTingles
}

// NicknameCount is a number of cards of a suit by its Hyrule name ("3
// rupees"), in any language.
func NicknameCount(s cards.Suit, n int) game.Count {
	if noun, ok := suitNouns[s]; ok {
		return noun.Of(n)
	}
	return nounTingle.Of(n)
}

// Word is the decision as the CLI writes it in "decided_by"
// ("face_value"), said in any language.
func (d Decision) Word() game.Word {
	if int(d) < len(decisionWords) {
		return decisionWords[d]
	}
	return game.W("", d.String())
}

// The rulebook's pictures of one suit beating another: lower case inside
// a sentence, capitalised at its start.
var (
	imgRupeeBuys  = [2]game.Def{game.Define("hyrule.image.rupee_buys", "rupee buys %s (money buys a weapon)"), game.Define("hyrule.image.rupee_buys_start", "Rupee buys %s (money buys a weapon)")}
	imgBombSword  = [2]game.Def{game.Define("hyrule.image.bomb_sword", "bomb blows up sword (a ranged weapon beats a blade)"), game.Define("hyrule.image.bomb_sword_start", "Bomb blows up sword (a ranged weapon beats a blade)")}
	imgBombHeart  = [2]game.Def{game.Define("hyrule.image.bomb_heart", "bomb blows up heart (a ranged weapon beats bare hands)"), game.Define("hyrule.image.bomb_heart_start", "Bomb blows up heart (a ranged weapon beats bare hands)")}
	imgSwordHeart = [2]game.Def{game.Define("hyrule.image.sword_heart", "sword cuts heart (a blade beats bare hands)"), game.Define("hyrule.image.sword_heart_start", "Sword cuts heart (a blade beats bare hands)")}
	imgHeartRupee = [2]game.Def{game.Define("hyrule.image.heart_rupee", "heart beats rupee (love is stronger than money)"), game.Define("hyrule.image.heart_rupee_start", "Heart beats rupee (love is stronger than money)")}
)

// imageSaid is the picture of suit a beating suit b (Image), capitalised
// when it starts a sentence; ok is false when a does not beat b.
func imageSaid(a, b cards.Suit, start bool) (m game.Message, ok bool) {
	if !Beats(a, b) {
		return game.Message{}, false
	}
	k := 0
	if start {
		k = 1
	}
	switch a {
	case cards.Diamonds:
		return imgRupeeBuys[k].With(NicknameWord(b)), true
	case cards.Clubs:
		if b == cards.Spades {
			return imgBombSword[k].With(), true
		}
		return imgBombHeart[k].With(), true
	case cards.Spades:
		return imgSwordHeart[k].With(), true
	}
	return imgHeartRupee[k].With(), true
}

// ImageSaid is Image in any language.
func ImageSaid(a, b cards.Suit) (game.Message, bool) { return imageSaid(a, b, false) }

// Players and cards of a turn.
var (
	msgPlayer      = game.Define("hyrule.player", "player %d")
	msgPlayerStart = game.Define("hyrule.player_start", "Player %d")
	wordBothCards  = game.W("hyrule.turn.both_cards", "both cards")
	msgAllCards    = game.Define("hyrule.turn.all_cards", "all %d cards")
	msgNameCard    = game.Define("hyrule.turn.name_card", "%s %s")
	// Names put together with " and " between every two ("Ann and Bo and
	// Cy"); a language may say the joins before the last its own way.
	msgAndMid  = game.Define("hyrule.and.mid", "%v and %v")
	msgAndLast = game.Define("hyrule.and.last", "%v and %v")
)

// JoinAnd says names with " and " between every two, as Hyrule's
// explanations always have ("Ann and Bo and Cy"); a language may say
// "Ann, Bo en Cy".
func JoinAnd(items []any) any {
	if len(items) == 0 {
		return ""
	}
	said := items[0]
	for i := 1; i < len(items); i++ {
		join := msgAndMid
		if i == len(items)-1 {
			join = msgAndLast
		}
		said = join.With(said, items[i])
	}
	return said
}

// Explanations of a turn.
var (
	msgPlayOrder       = game.Define("hyrule.turn.play_order", "Play order, counter-clockwise from %s: %s.")
	msgBothTurnedOver  = game.Define("hyrule.turn.both_turned_over", "Both cards are turned over together.")
	msgAllTurnedOver   = game.Define("hyrule.turn.all_turned_over", "All %d cards are turned over together.")
	msgWinsWith        = game.Define("hyrule.turn.wins_with", "%s wins with %s and takes %s.")
	msgNoLead          = game.Define("hyrule.turn.no_lead", "No player led this turn, so the cards count as played in the order listed, %s first.")
	msgFirstJokerWins  = game.Define("hyrule.turn.first_joker_wins", "House rule: the joker played first wins the standoff, so %s's %s takes %s.")
	msgWaitingRunoff   = game.Define("hyrule.turn.waiting_runoff", "Waiting for the run-off: %s each play one more card.")
	msgRunoffBetween   = game.Define("hyrule.turn.runoff_between", "Run-off between %s.")
	msgRunoffFive      = game.Define("hyrule.turn.runoff_five", "The run-off cards are compared on their own, and no joker is among them, so a five is an ordinary card here.")
	msgWinsRunoff      = game.Define("hyrule.turn.wins_runoff", "%s wins the run-off with %s and takes every card of the turn, run-off included: %d cards.")
	msgFiveBeatsTingle = game.Define("hyrule.precedence.five_beats_tingle", "A tingle (joker) is on the table and so is a five: the tingle is distracted by the %s, which beats it.")
	msgBestFive        = game.Define("hyrule.precedence.best_five", "Among fives facing a tingle the order runs hearts, spades, clubs, diamonds, so %s is the best five.")
	msgTingleTakes     = game.Define("hyrule.precedence.tingle_takes", "%s's tingle (joker) takes anything that is not a five, and no five is on the table.")
	msgStandoff        = game.Define("hyrule.precedence.standoff", "Two tingles (jokers) and no five: neither joker beats the other, a standoff between %s and %s.")
	msgOneSuit         = game.Define("hyrule.precedence.one_suit", "Every card is a %s, so face value decides (ace 1 up to king 13).")
	msgHeartsOutright  = game.Define("hyrule.precedence.hearts_outright", "Three or more cards with both hearts and rupees (diamonds) on the table: hearts win outright.")
	msgSuitBeatsAll    = game.Define("hyrule.precedence.suit_beats_all", "%s: the %s beat every other suit on the table.")
	msgSuitBeatsAll2   = game.Define("hyrule.precedence.suit_beats_all_2", "%s; %s: the %s beat every other suit on the table.")
	msgHeartBeatsRupee = game.Define("hyrule.precedence.heart_beats_rupee", "Heart beats rupee (love is stronger than money).")
	msgHighestOfSuit   = game.Define("hyrule.precedence.highest_of_suit", "Of the %s, %s is the highest by face value (aces count 1).")
)

// Refusals of a turn, and the rules they cite in words.
var (
	msgMissingCards   = game.Define("hyrule.turn.missing_cards", "missing: one card from each player, 2 to 7 players")
	msgPlayerCount    = game.Define("hyrule.turn.player_count", "%d card(s): Hyrule is played by 2 to 7 players, each putting one card on the table per turn (Hyrule; Turns)")
	msgNotStandard    = game.Define("hyrule.turn.not_standard", "not a card of the standard deck")
	msgNotAPlayer     = game.Define("hyrule.turn.not_a_player", "%d is not a player of this turn (0 to %d)")
	msgNoStandoff     = game.Define("hyrule.turn.no_standoff", "there is no joker standoff in this turn to settle (decided by %s)")
	msgRunoffRecorded = game.Define("hyrule.turn.runoff_recorded", "a run-off was recorded")
	msgRunoffCards    = game.Define("hyrule.turn.runoff_cards", "%d card(s) for %d tied players (%s)")
	msgSecondStandoff = game.Define("hyrule.turn.second_standoff", "[%s] is a second standoff, but both jokers are already on the table: %v")
	msgAppearsTwice   = game.Define("hyrule.deck.appears_twice", "%q appears twice (also at %s): %v")
	msgJokerTooMany   = game.Define("hyrule.deck.joker_too_many", "%q is one joker too many: %v")
	msgNotAChoice     = game.Define("hyrule.options.not_a_choice", "%q is not a choice: %s (%s)")

	// RuleDeck is the rule a card seen too often breaks: one standard deck
	// with its two jokers.
	RuleDeck         = game.Define("hyrule.rule.deck", "one standard deck of 52 cards and two jokers, one red and one black (Requirements)").Cites(SecRequirements)
	ruleRunoff       = game.Define("hyrule.rule.runoff", "a run-off is played only after a joker standoff, by its two joker players, one card each in player order (HYRULE-3)").Cites("HYRULE-3")
	ruleFirstPlayed  = game.Define("hyrule.rule.first_played", "with joker_tie first_played the joker played first wins the standoff, without a run-off (HYRULE-3)").Cites("HYRULE-3")
	jokerTieChoices  = game.Define("hyrule.options.joker_tie_choices", "runoff or first_played")
	drawRuleChoices  = game.Define("hyrule.options.draw_choices", "runoff or draw")
	jokerTieRulingID = "HYRULE-3"
	drawRulingID     = "HYRULE-4"
)

// RuleFirstPlayed is the rule a run-off breaks under joker_tie
// first_played, in words.
func RuleFirstPlayed() game.Message { return ruleFirstPlayed.With() }
