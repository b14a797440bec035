package pymtheg

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// The engine's sentences and words: each one's id and its English (what
// arbiter-cli prints); assets/catalog/pymtheg.<lang>.json says them in
// other languages.

// Rulebook sections cited by explanations (Burn's tricks cite SecTricks
// too).
var (
	SecTricks   = game.W("pymtheg.sec.tricks", "Pymtheg: Introduction to making tricks")
	SecBidding  = game.W("pymtheg.sec.bidding", "Pymtheg: Bidding")
	SecRanking  = game.W("pymtheg.sec.ranking", "Pymtheg: Ranking order of bids")
	SecDouble   = game.W("pymtheg.sec.double", "Pymtheg: Double and redouble")
	SecGamTable = game.W("pymtheg.sec.gam_table", "Score table: Gâm")
	SecRyTable  = game.W("pymtheg.sec.ry_table", "Score table: Ry")
	SecLonTable = game.W("pymtheg.sec.lon_table", "Score table: Lon")
	SecBurn     = game.W("pymtheg.sec.burn_table", "Score table: Burn")
	SecBurnGame = game.W("pymtheg.sec.burn", "Pymtheg: Burn")
	SecEnd      = game.W("pymtheg.sec.end", "Pymtheg: End of the game")
	SecTourney  = game.W("pymtheg.sec.tournament", "Pymtheg: Tournament rules")
	SecFlow     = game.W("pymtheg.sec.flow", "Pymtheg: Game Flow")
	SecScore    = game.W("pymtheg.sec.score_table", "Pymtheg: Score table")
)

// Seats, teams, contracts, elements and the other words of the steps.
var (
	seatWords   = [4]game.Word{game.W("pymtheg.seat.north", "North"), game.W("pymtheg.seat.east", "East"), game.W("pymtheg.seat.south", "South"), game.W("pymtheg.seat.west", "West")}
	seatLetters = [4]game.Word{game.W("pymtheg.seat.n", "N"), game.W("pymtheg.seat.e", "E"), game.W("pymtheg.seat.s", "S"), game.W("pymtheg.seat.w", "W")}
	teamWords   = [2]game.Word{game.W("pymtheg.team.ns", "NS"), game.W("pymtheg.team.ew", "EW")}

	contractWords = [...]game.Word{
		game.W("pymtheg.contract.none", "no contract"),
		game.W("pymtheg.contract.gam", "Gâm"),
		game.W("pymtheg.contract.gam1", "Gâm+1"),
		game.W("pymtheg.contract.gam2", "Gâm+2"),
		game.W("pymtheg.contract.gam3", "Gâm+3"),
		game.W("pymtheg.contract.ry", "Ry"),
		game.W("pymtheg.contract.gam4", "Gâm+4"),
		game.W("pymtheg.contract.ry2", "Ry 2"),
		game.W("pymtheg.contract.gam5", "Gâm+5"),
		game.W("pymtheg.contract.ry3", "Ry 3"),
		game.W("pymtheg.contract.gam6", "Gâm+6"),
		game.W("pymtheg.contract.lon", "Lon"),
		game.W("pymtheg.contract.burn", "Burn"),
	}

	// The elements in a sentence ("the highest fire card") and at its
	// start ("Fire is trump").
	elementWords = map[cards.Element]game.Word{
		cards.Fire:  game.W("pymtheg.element.fire", "fire"),
		cards.Water: game.W("pymtheg.element.water", "water"),
		cards.Wind:  game.W("pymtheg.element.wind", "wind"),
		cards.Earth: game.W("pymtheg.element.earth", "earth"),
	}
	elementTitles = map[cards.Element]game.Word{
		cards.Fire:  game.W("pymtheg.element.fire_title", "Fire"),
		cards.Water: game.W("pymtheg.element.water_title", "Water"),
		cards.Wind:  game.W("pymtheg.element.wind_title", "Wind"),
		cards.Earth: game.W("pymtheg.element.earth_title", "Earth"),
	}
	trumpWordsOf = map[cards.Element]game.Word{
		cards.NoElement: game.W("pymtheg.trump.none", "no trump"),
		cards.Fire:      game.W("pymtheg.trump.fire", "fire trump"),
		cards.Water:     game.W("pymtheg.trump.water", "water trump"),
		cards.Wind:      game.W("pymtheg.trump.wind", "wind trump"),
		cards.Earth:     game.W("pymtheg.trump.earth", "earth trump"),
	}
	wordNamedInBid = game.W("pymtheg.named.in_bid", "in the bid")
	wordNamedAfter = game.W("pymtheg.named.after", "after the bidding")

	doublingWords = [3]game.Word{game.W("pymtheg.doubling.none", "none"), game.W("pymtheg.doubling.double", "double"), game.W("pymtheg.doubling.redouble", "redouble")}
	doubledWords  = [3]game.Word{game.W("pymtheg.doubled.none", "undoubled"), game.W("pymtheg.doubled.double", "doubled"), game.W("pymtheg.doubled.redouble", "redoubled")}

	// The offences as a step starts with them.
	offenceWords = map[string]game.Word{
		"revoke":      game.W("pymtheg.offence.revoke", "Revoke"),
		"under-trump": game.W("pymtheg.offence.under_trump", "Under-trump"),
		"cheating":    game.W("pymtheg.offence.cheating", "Cheating"),
	}

	callWords = map[CallKind]game.Word{
		Pass:     game.W("pymtheg.call.pass", "pass"),
		Double:   game.W("pymtheg.call.double", "double"),
		Redouble: game.W("pymtheg.call.redouble", "redouble"),
	}
)

// Counted things.
var (
	nounTrick      = game.N("pymtheg.noun.trick", "trick", "tricks")
	nounOverTrick  = game.N("pymtheg.noun.over_trick", "over-trick", "over-tricks")
	nounUnderTrick = game.N("pymtheg.noun.under_trick", "under-trick", "under-tricks")
)

// Sentinels of the parsers; each says itself in any language.
var (
	// ErrCall is wrapped by call parse errors.
	ErrCall = game.NewSentinel("pymtheg.err.call", "not a call")
	// ErrContract is wrapped by contract parse errors.
	ErrContract = game.NewSentinel("pymtheg.err.contract", "not a contract")
	// ErrSeat is wrapped by seat and team parse errors.
	ErrSeat = game.NewSentinel("pymtheg.err.seat", "not a seat")
)

// Refusals of text that is not a seat, team, contract, call or setting.
var (
	msgNotASeatText     = game.Define("pymtheg.parse.seat", "%q: %v: a seat is N, E, S or W")
	msgNotATeam         = game.Define("pymtheg.parse.team", "%q: %v: a team is NS or EW")
	msgNotAContract     = game.Define("pymtheg.parse.contract", "%q: %v: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn")
	msgNotACall         = game.Define("pymtheg.parse.call", "%q: %v: pass, gam, gam+1 … gam+6, ry, ry2, ry3, lon (a bid may add its trump: \"gam+2 Wa\"), double, redouble, or \"trump Fi\"")
	msgNotWhenNamed     = game.Define("pymtheg.parse.trump_named", "%q is not when trump was named: bidding or after")
	msgNotADoubling     = game.Define("pymtheg.parse.doubling", "%q is not a doubling: none, double or redouble")
	msgNotAScoreTable   = game.Define("pymtheg.parse.score_table", "%q: corrected or as_printed")
	msgCallNotKnown     = game.Define("pymtheg.parse.call_kind", "%s: %v")
	msgLeaderNotASeat   = game.Define("pymtheg.parse.leader_not_a_seat", "leader: not a seat: N, E, S or W")
	msgSeatNotASeat     = game.Define("pymtheg.parse.seat_not_a_seat", "seat: not a seat: N, E, S or W")
	msgNotASeatNESW     = game.Define("pymtheg.parse.not_a_seat_nesw", "not a seat: N, E, S or W")
	msgNotASeat         = game.Define("pymtheg.parse.not_a_seat", "not a seat")
	msgNotAnElement     = game.Define("pymtheg.parse.not_an_element", "not an element")
	msgExpectedCard     = game.Define("pymtheg.parse.expected_card", "expected a card such as \"Wa7\"")
	msgContractMissing  = game.Define("pymtheg.deal.contract_missing", "missing: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn")
	msgDoublingValues   = game.Define("pymtheg.deal.doubling_values", "none, double or redouble")
	msgValue            = game.Define("pymtheg.deal.value", "%s")
	msgNamedFor         = game.Define("pymtheg.deal.named_for", "%s named for %s")
	msgNotACount        = game.Define("pymtheg.deal.not_a_count", "%d is not 0–15")
	msgTooManyTricks    = game.Define("pymtheg.deal.too_many_tricks", "%d tricks, but a deal has 15")
	msgRyHolds          = game.Define("pymtheg.deal.ry_holds", "%s, the Ry player, holds %d tricks, but the first trick they take loses %s and ends the deal: at most 1")
	msgRy3Holds         = game.Define("pymtheg.deal.ry3_holds", "the Ry side (%s and %s) holds %d tricks, but its first trick loses Ry 3 and ends the deal: at most 1")
	msgTooFewTricks     = game.Define("pymtheg.deal.too_few_tricks", "%s, but a deal has 15 (%s)")
	whyPlayedOut        = game.Define("pymtheg.deal.why.played_out", "%s is played out unless an offence stops it")
	whyRy2Partner       = game.Define("pymtheg.deal.why.ry2_partner", "the partner's tricks do not end a Ry 2, only the Ry player's first trick does")
	whyRyPartner        = game.Define("pymtheg.deal.why.ry_partner", "the partner's tricks do not end a Ry, only the Ry player's first trick does")
	whyRySide           = game.Define("pymtheg.deal.why.ry_side", "the Ry side took no trick that ends the deal, and no offence stopped it")
	msgNotARy           = game.Define("pymtheg.deal.not_a_ry", "%q is not a Ry: ry, ry2 or ry3")
	msgOverRyNotGam     = game.Define("pymtheg.deal.over_ry_not_gam", "only a Gâm can be bid over a Ry, this deal is %s")
	msgOverRyRank       = game.Define("pymtheg.deal.over_ry_rank", "%s does not outrank %s")
	msgBurnCountRange   = game.Define("pymtheg.deal.burn_count_range", "fire and water counts are 0–15, got fire %d, water %d")
	msgBurnCountDeck    = game.Define("pymtheg.deal.burn_count_deck", "fire %d, water %d, but the deck has 15 of each")
	msgBurnSumDeck      = game.Define("pymtheg.deal.burn_sum_deck", "the counts add up to %d fire and %d water, but the deck has 15 of each")
	msgBurnSumPlayedOut = game.Define("pymtheg.deal.burn_sum_played_out", "the counts add up to %d fire and %d water, but a Burn deal is played out and the deck has 15 of each")
)

// The rules the auction's and a deal's refusals cite, in words.
var (
	ruleOutrank      = game.Define("pymtheg.rule.outrank", "a bid must outrank the highest bid so far (ranking order of bids)").Cites(SecRanking)
	rulePym8         = game.Define("pymtheg.rule.pym8", "Gâm+N may only be bid after Gâm+(N−1) (PYM-8)").Cites("PYM-8")
	rulePassed       = game.Define("pymtheg.rule.passed", "a player who passed may not bid again")
	ruleTurn         = game.Define("pymtheg.rule.turn", "players bid in turn from the player after the dealer")
	ruleRyTrump      = game.Define("pymtheg.rule.ry_trump", "every Ry is played without trump")
	ruleDblWhen      = game.Define("pymtheg.rule.double_when", "doubling is only possible once the highest bid is known")
	ruleDblWho       = game.Define("pymtheg.rule.double_who", "only the opponents of the playing side may double")
	ruleDblOnce      = game.Define("pymtheg.rule.double_once", "a deal is doubled at most once")
	ruleDblTrump     = game.Define("pymtheg.rule.double_trump", "a double must come before the trump is named after the bidding")
	ruleRdbl         = game.Define("pymtheg.rule.redouble", "a redouble is the playing side's direct answer to a double")
	ruleRdblWho      = game.Define("pymtheg.rule.redouble_who", "only the playing side may redouble")
	ruleBurn         = game.Define("pymtheg.rule.burn", "everyone passed: Burn is played without bids, trump or doubling (PYM-3)").Cites("PYM-3")
	ruleOver         = game.Define("pymtheg.rule.over", "the bidding is over: only double, redouble and naming the trump remain")
	ruleTrumpNow     = game.Define("pymtheg.rule.trump_now", "the trump is named with the bid or by the declarer once the bidding is over")
	ruleTrumpWho     = game.Define("pymtheg.rule.trump_who", "only the declarer names the trump")
	ruleTrumpSet     = game.Define("pymtheg.rule.trump_set", "the trump is named once")
	ruleNotABid      = game.Define("pymtheg.rule.not_a_bid", "Burn is not a bid")
	ruleNoDoubleBurn = game.Define("pymtheg.rule.no_double_burn", "no double or redouble in Burn (PYM-3)").Cites("PYM-3")
	ruleBurnNoTrump  = game.Define("pymtheg.rule.burn_no_trump", "Burn is played without trump")
	ruleRankingOrder = game.Define("pymtheg.rule.ranking_order", "ranking order of bids (PYM-8)").Cites("PYM-8")
)

// The auction's refusals carry one of these sentinels, one per rule, so
// that a caller (a form greying out a bid) can say why a call is not
// allowed with errors.Is, without reading the message.
var (
	ErrOutrank       = game.NewSentinel("pymtheg.err.outrank", "the bid does not outrank the highest bid")
	ErrGamOrder      = game.NewSentinel("pymtheg.err.gam_order", "Gâm+N comes only after Gâm+(N−1) (PYM-8)")
	ErrPassed        = game.NewSentinel("pymtheg.err.passed", "the player passed and may not bid again")
	ErrNotTheirTurn  = game.NewSentinel("pymtheg.err.not_their_turn", "it is another player's turn")
	ErrRyTrump       = game.NewSentinel("pymtheg.err.ry_trump", "a Ry has no trump")
	ErrDoubleEarly   = game.NewSentinel("pymtheg.err.double_early", "a double only comes once the bidding is over")
	ErrDoubleSide    = game.NewSentinel("pymtheg.err.double_side", "the playing side may not double")
	ErrDoubledTwice  = game.NewSentinel("pymtheg.err.doubled_twice", "the deal is already doubled")
	ErrDoubleLate    = game.NewSentinel("pymtheg.err.double_late", "the trump was already named after the bidding")
	ErrRedoubleWhen  = game.NewSentinel("pymtheg.err.redouble_when", "a redouble only answers a double, at once")
	ErrRedoubleSide  = game.NewSentinel("pymtheg.err.redouble_side", "only the playing side may redouble")
	ErrBurnCall      = game.NewSentinel("pymtheg.err.burn_call", "everyone passed: Burn has no bids, trump or doubling")
	ErrBiddingOver   = game.NewSentinel("pymtheg.err.bidding_over", "the bidding is over")
	ErrTrumpEarly    = game.NewSentinel("pymtheg.err.trump_early", "the trump is named once the bidding is over")
	ErrTrumpNotTheir = game.NewSentinel("pymtheg.err.trump_not_theirs", "only the declarer names the trump")
	ErrTrumpKnown    = game.NewSentinel("pymtheg.err.trump_known", "the trump is already known")
	ErrNotABid       = game.NewSentinel("pymtheg.err.not_a_bid", "Burn is not a bid")

	// ErrOverRyNotGam: only a Gâm is bid directly over the opponents' Ry
	// (PYM-4).
	ErrOverRyNotGam = game.NewSentinel("pymtheg.err.over_ry_not_gam", "only a Gâm can outbid a Ry")
	// ErrOverRyRank: the Gâm does not outrank that Ry.
	ErrOverRyRank = game.NewSentinel("pymtheg.err.over_ry_rank", "the Gâm does not outrank the Ry")

	// ErrUnfinished is wrapped by the refusal of a deal's play that stops
	// before its 15th trick although nothing in it ended the deal: no Ry
	// lost, no offence proven. A caller that knows of an offence the
	// cards do not show (a revoke the table saw) may accept the
	// PlayResult returned with it.
	ErrUnfinished = game.NewSentinel("pymtheg.err.unfinished", "the deal is not finished")
)

// The auction: its refusals (what names the caller and the call,
// "East: gam+2") and its steps.
var (
	msgWhat            = game.Define("pymtheg.auction.what", "%s: %s")
	msgCall            = game.Define("pymtheg.auction.call", "%s")
	msgAlreadyPassed   = game.Define("pymtheg.auction.already_passed", "%s: %s already passed")
	msgTheirTurn       = game.Define("pymtheg.auction.their_turn", "%s: it is %s's turn")
	msgNoOutrank       = game.Define("pymtheg.auction.no_outrank", "%s: %s does not outrank %s")
	msgNotBidYet       = game.Define("pymtheg.auction.not_bid_yet", "%s: %s has not been bid")
	msgDuringBidding   = game.Define("pymtheg.auction.during_bidding", "%s during the bidding")
	msgOnPlayingSide   = game.Define("pymtheg.auction.on_playing_side", "%s: %s is on the playing side")
	msgAlready         = game.Define("pymtheg.auction.already", "%s: already %s")
	msgAfterNamed      = game.Define("pymtheg.auction.after_named", "%s after %s was named")
	msgLastNotDouble   = game.Define("pymtheg.auction.last_not_double", "%s: the last call was not a double")
	msgNotPlayingSide  = game.Define("pymtheg.auction.not_playing_side", "%s: %s is not on the playing side")
	msgCallFor         = game.Define("pymtheg.auction.call_for", "%s for %s")
	msgAlreadyNamed    = game.Define("pymtheg.auction.already_named", "%s: %s was already named")
	msgIsDeclarer      = game.Define("pymtheg.auction.is_declarer", "%s: %s is the declarer")
	msgPasses          = game.Define("pymtheg.auction.passes", "%s passes, and may not bid again.")
	msgBids            = game.Define("pymtheg.auction.bids", "%s bids %s.")
	msgBidWith         = game.Define("pymtheg.auction.bid_with", "%s with %s")
	msgBidNoTrump      = game.Define("pymtheg.auction.bid_no_trump", "%s with no trump")
	msgBidPlain        = game.Define("pymtheg.auction.bid", "%s")
	msgNamesTrump      = game.Define("pymtheg.auction.names", "names %s")
	msgDoubles         = game.Define("pymtheg.auction.doubles", "%s doubles: every point of the deal ×2.")
	msgOpponentsDouble = game.Define("pymtheg.auction.opponents_double", "The opponents double: every point of the deal ×2.")
	msgRedoubles       = game.Define("pymtheg.auction.redoubles", "%s redoubles: every point of the deal ×4.")
	msgSideRedoubles   = game.Define("pymtheg.auction.side_redoubles", "The playing side redoubles: every point of the deal ×4.")
	msgNamesAfter      = game.Define("pymtheg.auction.names_after", "%s names %s after the bidding.")
	msgEveryonePassed  = game.Define("pymtheg.auction.everyone_passed", "Everyone passed: the deal is played as Burn.")
	msgBiddingIsOver   = game.Define("pymtheg.auction.bidding_over", "The bidding is over: %s plays %s.")
	msgOutbidRy        = game.Define("pymtheg.auction.outbid_ry", "%s directly outbid the opponents' %s: if it is lost, %s also loses %d (no bonus if it is won).")
)

// A trick resolved on its own.
var (
	msgFourCards      = game.Define("pymtheg.trick.four_cards", "%d cards, a trick has one card from each of the 4 players")
	msgAppearsTwice   = game.Define("pymtheg.trick.appears_twice", "%s appears twice: the deck holds one of each card")
	msgPlay           = game.Define("pymtheg.trick.play", "%s %s")
	msgLeads          = game.Define("pymtheg.trick.leads", "%s leads %s; play goes %s: %s.")
	msgTrumpLedMany   = game.Define("pymtheg.trick.trump_led_many", "%s is trump and was led: %d trumps were played, and the highest, %s, wins for %s; other elements cannot win.")
	msgTrumpLedOne    = game.Define("pymtheg.trick.trump_led_one", "%s is trump and was led: %s is the only trump in the trick and wins for %s; other elements cannot win.")
	msgTrumpWins      = game.Define("pymtheg.trick.trump_wins", "%s is trump: the highest trump, %s, wins for %s.")
	msgNoTrumpPlayed  = game.Define("pymtheg.trick.no_trump_played", "No trump was played: the highest %s card, %s, wins for %s; other elements cannot win.")
	msgNoTrumpThisDel = game.Define("pymtheg.trick.no_trump_this_deal", "No trump this deal: the highest %s card, %s, wins for %s; other elements cannot win.")
)

// A deal's play counted from its tricks.
var (
	msgRevoke        = game.Define("pymtheg.play.revoke", "%s played %s to trick %d, led in %s, but played %s in trick %d: %s held %s and did not follow")
	msgUnderTrump    = game.Define("pymtheg.play.under_trump", "%s under-trumped with %s under %s in trick %d, but played %s in trick %d, so had another card to play")
	msgNoTrick       = game.Define("pymtheg.play.no_trick", "no trick recorded")
	msgFirstLeader   = game.Define("pymtheg.play.first_leader", "missing: who led the first trick")
	msgLedButWon     = game.Define("pymtheg.play.led_but_won", "%s led, but %s won trick %d")
	msgRyLostEarlier = game.Define("pymtheg.play.ry_lost_earlier", "%s lost %s by taking trick %d, which ends the deal at once: no later trick was played")
	msgCounted       = game.Define("pymtheg.play.counted", "%s counted, %s: N %d, E %d, S %d, W %d.")
	msgLedEach       = game.Define("pymtheg.play.led_each", "each led by the winner of the one before")
	msgLedBySeat     = game.Define("pymtheg.play.led_by", "led by %s")
	msgEndsHere      = game.Define("pymtheg.play.ends_here", "%s: the deal ends here.")
	msgRy3Lost       = game.Define("pymtheg.play.ry3_lost", "Trick %d went to %s, on the Ry side: Ry 3 is lost and the deal ends.")
	msgRyLost        = game.Define("pymtheg.play.ry_lost", "Trick %d went to %s, the Ry player: %s is lost and the deal ends.")
	msgUnfinished    = game.Define("pymtheg.play.unfinished", "%s recorded, a deal has 15 (fewer only when a Ry was lost or an offence ended the deal)")
	msgLaterTricks   = game.Define("pymtheg.play.later_tricks", "The %d tricks recorded after it do not count: the offence ends the deal where it is proven.")
	msgLaterTrick    = game.Define("pymtheg.play.later_trick", "The trick recorded after it does not count: the offence ends the deal where it is proven.")
)

// A deal scored by the score table.
var (
	msgGamBase        = game.Define("pymtheg.score.gam_base", "%s, %s named %s: base %d, %d per over- or under-trick.")
	msgPrinted        = game.Define("pymtheg.score.printed", "The rulebook prints %d here; Arbiter uses the corrected %d.")
	msgAsPrinted      = game.Define("pymtheg.score.as_printed", "Score table as printed (%d; the corrected value is %d).")
	msgGamMade        = game.Define("pymtheg.score.gam_made", "%s made %d of %d needed: %s → %d.")
	msgGamLost        = game.Define("pymtheg.score.gam_lost", "%s made %d of %d needed: lost, %s → %d.")
	msgNoOverTricks   = game.Define("pymtheg.score.no_over_tricks", "no over-tricks")
	msgNoUnderTricks  = game.Define("pymtheg.score.no_under_tricks", "no under-tricks")
	msgOverTricks     = game.Define("pymtheg.score.over_tricks", "+%d (%s × %d)")
	msgUnderTricks    = game.Define("pymtheg.score.under_tricks", "−%d (%s × %d)")
	msgOverRyLost     = game.Define("pymtheg.score.over_ry_lost", "This Gâm outbid the opponents' %s and was lost: −%d more → %d.")
	msgOverRyWon      = game.Define("pymtheg.score.over_ry_won", "It outbid the opponents' %s, but a won Gâm earns no bonus for that.")
	msgRyBase         = game.Define("pymtheg.score.ry_base", "%s by %s, played without trump: %d won or lost.")
	msgRy3SideTook    = game.Define("pymtheg.score.ry3_side_took", "The Ry side took %s: Ry 3 is lost → %d.")
	msgRyTook         = game.Define("pymtheg.score.ry_took", "%s took %s: lost → %d.")
	msgRy2Partner     = game.Define("pymtheg.score.ry2_partner", "%s took no trick: won; the partner took %s, −%d each → %d.")
	msgRy2Clean       = game.Define("pymtheg.score.ry2_clean", "No trick for %s nor the partner: won → %d.")
	msgRyPartnerFree  = game.Define("pymtheg.score.ry_partner_free", "%s took no trick (the partner's %s do not count): won → %d.")
	msgRySideClean    = game.Define("pymtheg.score.ry_side_clean", "The Ry side took no trick: won → %d.")
	msgLonBase        = game.Define("pymtheg.score.lon_base", "Lon by %s, %s: %d if %s takes all 15 tricks alone, else −%d and −%d per trick of the opponents.")
	msgLonBonus       = game.Define("pymtheg.score.lon_bonus", "House rule: a Lon with its trump named in the bid plays for %d.")
	msgLonNoExtra     = game.Define("pymtheg.score.lon_no_extra", "No extra value for a trump named in the bid.")
	msgLonBonusNot    = game.Define("pymtheg.score.lon_bonus_not", "The house rule's %d is for a Lon whose trump was named in the bid: this one plays for %d.")
	msgLonMade        = game.Define("pymtheg.score.lon_made", "%s took all 15 tricks → %d.")
	msgLonLost        = game.Define("pymtheg.score.lon_lost", "%s took %d: lost; the opponents took %s → %d.")
	msgLonLostPartner = game.Define("pymtheg.score.lon_lost_partner", "%s took %d: lost; the opponents took %s → %d (the partner's %s cost nothing).")
	msgDoubledTimes   = game.Define("pymtheg.score.doubled", "Doubled: ×%d → %d.")
	msgRedoubledTimes = game.Define("pymtheg.score.redoubled", "Redoubled: ×%d → %d.")
	msgOnlyPlaying    = game.Define("pymtheg.score.only_playing", "%s %+d, %s 0: only the playing side scores.")
)

// The cheating penalty (PYM-6) and the Burn sub-game.
var (
	howGamWorst      = game.Define("pymtheg.cheat.gam_worst", "the worst result, all %d needed tricks missed: %d + %d × %d = %d")
	howGamWorstOvRy  = game.Define("pymtheg.cheat.gam_worst_over_ry", "the worst result, all %d needed tricks missed: %d + %d × %d = %d, and the outbid %s's %d (PYM-4): %d")
	howGamBest       = game.Define("pymtheg.cheat.gam_best", "the best result, all 15 tricks: %d + %d over-tricks × %d = %d")
	howRyWorst       = game.Define("pymtheg.cheat.ry_worst", "the worst result, %s lost: %d")
	howRyBest        = game.Define("pymtheg.cheat.ry_best", "the best result, %s won: %d")
	howLonWorst      = game.Define("pymtheg.cheat.lon_worst", "the worst result, a Lon lost with all 15 tricks to the opponents: %d + 15 × %d = %d")
	howLonWorstNT    = game.Define("pymtheg.cheat.lon_worst_no_trump", "the worst result, a Lon lost with all 15 tricks to the opponents: %d + 15 × %d = %d (doubled without trump)")
	howLonBest       = game.Define("pymtheg.cheat.lon_best", "the best result, a Lon made: %d")
	howLonBestNT     = game.Define("pymtheg.cheat.lon_best_no_trump", "the best result, a Lon made: %d (doubled without trump)")
	msgCheatPlaying  = game.Define("pymtheg.cheat.playing_side", "%s by %s, on the playing side, was caught: the deal ends at once and %s takes %s, and %d more → %d.")
	msgCheatDefender = game.Define("pymtheg.cheat.defender", "%s by %s, a defender, was caught: the deal ends at once and %s, the playing side, gets %s, and %d more → %+d.")
	msgBurnPlayed    = game.Define("pymtheg.burn.played", "Everyone passed: the Burn sub-game is played, without trump and without doubling.")
	msgBurnCheat     = game.Define("pymtheg.burn.cheat", "%s (%s) was caught: the deal ends; %s takes the worst Burn result, 15 fire × 5, plus %d → %d.")
	msgBurnSweep     = game.Define("pymtheg.burn.sweep", "%s took every fire and water card: +%d, no minus points.")
	msgBurnWaterWins = game.Define("pymtheg.burn.water_wins", "%s took %d fire and %d water: more water than fire puts the fire out → 0.")
	msgBurnFire      = game.Define("pymtheg.burn.fire", "%s took %d fire and %d water: %d × −%d → %d.")
)

// Word is the seat in words ("North"), in any language.
func (s Seat) Word() game.Word {
	if s <= West {
		return seatWords[s]
	}
	return game.W("", s.Name())
}

// Letter is the seat's letter ("N"), in any language.
func (s Seat) Letter() game.Word {
	if s <= West {
		return seatLetters[s]
	}
	return game.W("", s.String())
}

// Word is the team as the steps name it ("NS"), in any language.
func (t Team) Word() game.Word { return teamWords[t%2] }

// Word is the contract as the rulebook writes it ("Gâm+2"), in any
// language.
func (c Contract) Word() game.Word {
	if int(c) < len(contractWords) {
		return contractWords[c]
	}
	return game.W("", c.Name())
}

// Word is the doubling as the CLI writes it ("double"), in any language.
func (d Doubling) Word() game.Word { return doublingWords[d%3] }

// Word is when the trump was named, in any language.
func (t TrumpNamed) Word() game.Word {
	if t == NamedInBid {
		return wordNamedInBid
	}
	return wordNamedAfter
}

// ElementWord is an element in a sentence ("fire"), in any language:
// Burn's steps name elements as Pymtheg's do.
func ElementWord(e cards.Element) game.Word { return elementWord(e) }

// elementWord is an element in a sentence: "fire".
func elementWord(e cards.Element) game.Word {
	if w, ok := elementWords[e]; ok {
		return w
	}
	return game.W("", e.Name())
}

// elementTitle is an element starting a sentence: "Fire".
func elementTitle(e cards.Element) game.Word {
	if w, ok := elementTitles[e]; ok {
		return w
	}
	return game.W("", capital(e.Name()))
}

// trumpWord is a deal's trump: "fire trump", "no trump".
func trumpWord(e cards.Element) game.Word {
	if w, ok := trumpWordsOf[e]; ok {
		return w
	}
	return game.W("", e.Name()+" trump")
}

// offenceWord is an offence starting a sentence: "Revoke".
func offenceWord(kind string) game.Word {
	if w, ok := offenceWords[kind]; ok {
		return w
	}
	return game.W("", capital(kind))
}
