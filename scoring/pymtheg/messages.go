package pymtheg

import (
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// The game's sentences over a deal as recorded, a whole game and a
// tournament: each one's id and its English (what arbiter-cli prints);
// assets/catalog/pymtheg.<lang>.json says them in other languages.

// The contracts by their CLI codes ("gam+2"), as a game's steps name each
// deal's; a language may say them as the rulebook writes them.
var contractCodes = map[pymtheg.Contract]game.Word{
	pymtheg.Gam:  game.W("pymtheg.code.gam", "gam"),
	pymtheg.Gam1: game.W("pymtheg.code.gam1", "gam+1"),
	pymtheg.Gam2: game.W("pymtheg.code.gam2", "gam+2"),
	pymtheg.Gam3: game.W("pymtheg.code.gam3", "gam+3"),
	pymtheg.Ry:   game.W("pymtheg.code.ry", "ry"),
	pymtheg.Gam4: game.W("pymtheg.code.gam4", "gam+4"),
	pymtheg.Ry2:  game.W("pymtheg.code.ry2", "ry2"),
	pymtheg.Gam5: game.W("pymtheg.code.gam5", "gam+5"),
	pymtheg.Ry3:  game.W("pymtheg.code.ry3", "ry3"),
	pymtheg.Gam6: game.W("pymtheg.code.gam6", "gam+6"),
	pymtheg.Lon:  game.W("pymtheg.code.lon", "lon"),
	pymtheg.Burn: game.W("pymtheg.code.burn", "burn"),
}

// contractCode is a contract by its CLI code, in any language.
func contractCode(c pymtheg.Contract) game.Word {
	if w, ok := contractCodes[c]; ok {
		return w
	}
	return game.W("", c.String())
}

// Refusals of a deal object as read and as checked.
var (
	msgExpectedDeal       = game.Define("pymtheg.input.expected_deal", "expected a deal object, {\"contract\": …}")
	msgExpectedDealObject = game.Define("pymtheg.input.expected_deal_object", "expected a deal object")
	msgOverRyValues       = game.Define("pymtheg.input.over_ry", "%q: ry, ry2, ry3 or none")
	msgGivenTwice         = game.Define("pymtheg.input.given_twice", "%s is given twice")
	msgInputObject        = game.Define("pymtheg.input.object", "input must be a JSON object")
	msgDealsMissing       = game.Define("pymtheg.input.deals_missing", "missing: the list of deals played, each a deal object")
	msgContractMissing    = game.Define("pymtheg.input.contract_missing", "missing: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn")
	msgDeclarerMissing    = game.Define("pymtheg.input.declarer_missing", "missing: the seat (N, E, S or W) that made the highest bid")
	msgBurnOnlyForBurn    = game.Define("pymtheg.input.burn_only", "fire and water counts are only for contract burn")
	msgBurnNoDeclarer     = game.Define("pymtheg.input.burn_no_declarer", "Burn has no declarer (everyone passed)")
	msgTrumpMissing       = game.Define("pymtheg.input.trump_missing", "missing: an element (Fi, Wa, Wi, Ea) or none")
	msgTrumpNamedMissing  = game.Define("pymtheg.input.trump_named_missing", "missing: bidding (named with the bid) or after")
	msgBurnNoTricksWon    = game.Define("pymtheg.input.burn_no_tricks_won", "Burn is scored from the fire and water cards (\"burn\") or the tricks")
	msgBurnMissing        = game.Define("pymtheg.input.burn_missing", "missing: the fire and water cards each team took, {\"NS\":{\"fire\":…,\"water\":…},\"EW\":{…}}, or the tricks")
	msgTricksWonMissing   = game.Define("pymtheg.input.tricks_won_missing", "missing: the tricks each seat took, {\"N\":…,\"E\":…,\"S\":…,\"W\":…}, or the tricks")
	msgTrickCardsMissing  = game.Define("pymtheg.input.trick_cards_missing", "missing: the four cards in play order")
	msgLedDealerIs        = game.Define("pymtheg.input.led_dealer_is", "%s led, the dealer is %s")
	msgTricksGive         = game.Define("pymtheg.input.tricks_give", "%d, but the tricks give %s %d")
	msgBurnDiffers        = game.Define("pymtheg.input.burn_differs", "the counts differ from the tricks (NS fire %d water %d, EW fire %d water %d)")
	msgGameEnded          = game.Define("pymtheg.input.game_ended", "the game ended after deal %d")

	ruleAfterDealer = game.Define("pymtheg.rule.after_dealer", "the player after the dealer leads the first trick")
	ruleGameOver    = game.Define("pymtheg.rule.game_over", "the game is over (PYM-10)").Cites("PYM-10")
)

// Refusals of a resolve input, a call and the players.
var (
	msgExactlyOne       = game.Define("pymtheg.resolve.exactly_one", "expected exactly one of \"trick\" (with \"trump\" and \"leader\"), \"deal\" or \"auction\"")
	msgTrumpLeaderDeal  = game.Define("pymtheg.resolve.trump_leader_deal", "trump and leader belong inside \"deal\" for a deal's score")
	msgTrumpLeaderAuct  = game.Define("pymtheg.resolve.trump_leader_auction", "trump and leader are not part of an auction")
	msgLeaderMissing    = game.Define("pymtheg.resolve.leader_missing", "missing: the seat (N, E, S or W) that led the trick")
	msgTrickList        = game.Define("pymtheg.resolve.trick_list", "expected a list of the four cards in play order")
	msgExpectedCard     = game.Define("pymtheg.resolve.expected_card", "expected a card such as \"Wa7\"")
	msgDealerMissing    = game.Define("pymtheg.resolve.dealer_missing", "missing: the seat (N, E, S or W) that dealt")
	msgCallShape        = game.Define("pymtheg.call.shape", "a call is a string such as \"pass\", \"gam+1\", \"double\", \"trump Fi\", or an object {\"seat\",\"bid\",\"trump\"}")
	msgCallObject       = game.Define("pymtheg.call.object", "a call object has \"seat\", \"bid\" (or \"call\") and \"trump\": %v")
	msgCallBidOrCall    = game.Define("pymtheg.call.bid_or_call", "a call object needs one of \"bid\" or \"call\"")
	msgCallTrumpDiffers = game.Define("pymtheg.call.trump_differs", "%q and trump %s disagree")
	msgCallTrumpWithBid = game.Define("pymtheg.call.trump_with_bid", "\"trump\" goes with a bid, not with %q")
	msgPlayersMissing   = game.Define("pymtheg.players.missing", "missing: name the four players in seat order North, East, South, West")
	msgPlayersFour      = game.Define("pymtheg.players.four", "%d players: Pymtheg is for 4, named in seat order North, East, South, West")
)

// Refusals of the house rules.
var (
	msgEndValues    = game.Define("pymtheg.options.end_values", "expected none, deals or points")
	msgEndNotKnown  = game.Define("pymtheg.options.end_not_known", "%q: none, deals (the twenty-round variant; set \"deals\") or points (set \"points_limit\", 100000 by default)")
	msgEndNumber    = game.Define("pymtheg.options.end_number", "%q: the number after %s must be a whole number from 1 to %d")
	msgTableValues  = game.Define("pymtheg.options.score_table_values", "expected corrected or as_printed")
	msgDirectValues = game.Define("pymtheg.options.direction_values", "expected clockwise or counter-clockwise")
)

// Explanations of a game and an auction.
var (
	msgEndDeals      = game.Define("pymtheg.game.end_deals", "The game lasts exactly %d deals.")
	msgEndPoints     = game.Define("pymtheg.game.end_points", "The game ends when a team passes %d points, plus or minus.")
	msgEndNone       = game.Define("pymtheg.game.end_none", "No agreed end: the game goes on until the table stops.")
	msgDealTotals    = game.Define("pymtheg.game.deal_totals", "Deal %d, %s: NS %+d, EW %+d → NS %d, EW %d.")
	msgAtLimit       = game.Define("pymtheg.game.at_limit", "%s is at exactly %d, the points limit: a total must pass it, so the game goes on.")
	msgAtMinusLimit  = game.Define("pymtheg.game.at_minus_limit", "%s is at exactly %d, minus the points limit: a total must pass it, so the game goes on.")
	msgGameWon       = game.Define("pymtheg.game.won", "The game is over: %s wins with the most points.")
	msgGameShared    = game.Define("pymtheg.game.shared", "The game is over with equal totals: no official tie-break, both teams share the result.")
	msgStoppedRevoke = game.Define("pymtheg.game.stopped_revoke", "The deal stopped there: %s was caught revoking.")
	msgRecordNames   = game.Define("pymtheg.game.record_names", "The record names %s as the offender caught at the table; that is the offence scored.")
	msgToBid         = game.Define("pymtheg.auction.to_bid", "%s is to bid or pass.")
	msgToNameTrump   = game.Define("pymtheg.auction.to_name_trump", "%s is to name the trump (or no trump); the opponents may double before that.")
)

// A tournament: its refusals and its explanation.
var (
	msgTooFewTeams     = game.Define("pymtheg.tournament.too_few_teams", "a tournament needs at least 2 teams, got %d")
	msgTeamNeedsName   = game.Define("pymtheg.tournament.team_needs_name", "a team needs a name")
	msgListedTwice     = game.Define("pymtheg.tournament.listed_twice", "%q is listed twice")
	msgScoreTooBig     = game.Define("pymtheg.tournament.score_too_big", "%d points: no deal scores more than %d either way with these options")
	msgTablesMissing   = game.Define("pymtheg.tournament.tables_missing", "tables is missing: each table with the sessions played on its hands")
	msgNotATeam        = game.Define("pymtheg.tournament.not_a_team", "%q is not one of the teams")
	msgAlreadyPlayed   = game.Define("pymtheg.tournament.already_played", "%s already played table %s")
	msgAgainstItself   = game.Define("pymtheg.tournament.against_itself", "%s cannot play against itself")
	msgExactlyResult   = game.Define("pymtheg.tournament.exactly_result", "give exactly one of \"deal\", \"score\" or \"passed\": true")
	msgByeTwice        = game.Define("pymtheg.tournament.bye_twice", "%s already played table %s or has two byes there")
	msgLengthMissing   = game.Define("pymtheg.tournament.length_missing", "match_length is missing: games per round, a list like [5,7,9] or {\"first\":5,\"step\":2}")
	msgLengthAtLeast   = game.Define("pymtheg.tournament.length_at_least", "%d games: a match lasts at least 1")
	msgRoundsMissing   = game.Define("pymtheg.tournament.rounds_missing", "rounds is missing: each knock-out round with its matches")
	msgNameTwoTeams    = game.Define("pymtheg.tournament.name_two_teams", "NS and EW name the two teams")
	msgNotInRound      = game.Define("pymtheg.tournament.not_in_round", "%q is not in this round")
	msgTwoMatches      = game.Define("pymtheg.tournament.two_matches", "%q plays two matches in round %d")
	msgRoundNotDone    = game.Define("pymtheg.tournament.round_not_done", "round %d is not finished, so round %d cannot have started")
	msgPlaysItself     = game.Define("pymtheg.tournament.plays_itself", "a team cannot play itself")
	msgDealsOrScores   = game.Define("pymtheg.tournament.deals_or_scores", "give \"deals\" (each a deal object) or \"scores\" (each {\"NS\":…,\"EW\":…})")
	msgAfterDecided    = game.Define("pymtheg.tournament.after_decided", "%d games recorded after the match was decided after game %d")
	msgKnockoutOnly    = game.Define("pymtheg.tournament.knockout_only", "rounds and match_length belong to form \"knockout\"")
	msgLeagueOnly      = game.Define("pymtheg.tournament.league_only", "tables belong to form \"league\"")
	msgFormValues      = game.Define("pymtheg.tournament.form_values", "%q: league or knockout")
	msgLengthEmpty     = game.Define("pymtheg.tournament.length_empty", "an empty list")
	msgLengthRange     = game.Define("pymtheg.tournament.length_range", "%d games: 1–1000")
	msgLengthShape     = game.Define("pymtheg.tournament.length_shape", "a list like [5,7,9] or {\"first\":5,\"step\":2}")
	msgLengthFirstStep = game.Define("pymtheg.tournament.length_first_step", "first 1–1000 and step 0–100")

	ruleTableOnce = game.Define("pymtheg.rule.table_once", "every team plays each table once")
	ruleByeNoPlay = game.Define("pymtheg.rule.bye_no_play", "a team with a bye does not play the table")
	ruleLoserOut  = game.Define("pymtheg.rule.loser_out", "the loser of a knock-out match is out")
	ruleMatchEnds = game.Define("pymtheg.rule.match_ends", "a match ends once it is decided")

	msgLeagueRanking  = game.Define("pymtheg.tournament.league_ranking", "%d teams: at each table the best result gets 1 ranking point, the next 2 and so on; East-West counts the negative of North-South; a passed deal ranks last (%d) for both teams.")
	msgTablePassed    = game.Define("pymtheg.tournament.table_passed", "Table %s: %s and %s passed the deal: Burn is not played in tournaments, both rank last.")
	msgTableResult    = game.Define("pymtheg.tournament.table_result", "Table %s: %s (NS) %+d, %s (EW) %+d.")
	msgProvisional    = game.Define("pymtheg.tournament.provisional", "Not every team has played every table yet: the standings are provisional.")
	msgFewestPoints   = game.Define("pymtheg.tournament.fewest_points", "Fewest ranking points: %s with %d.")
	msgSharedFewest   = game.Define("pymtheg.tournament.shared_fewest", "%d teams share the fewest ranking points (%d): no official tie-break, they are all champions.")
	msgByeNobodyYet   = game.Define("pymtheg.tournament.bye_nobody_yet", "Table %s: %s sat out (a bye); nobody has played the table yet, so the bye counts 0 for now.")
	msgByeAverage     = game.Define("pymtheg.tournament.bye_average", "Table %s: %s sat out (a bye) and gets the table's average, %d ranking points (Arbiter's reading: the rulebook has no byes).")
	msgKORound        = game.Define("pymtheg.tournament.ko_round", "Round %d: matches of %d games; more points moves on, a tie adds two games.")
	msgMovesOn        = game.Define("pymtheg.tournament.moves_on", "%s %d – %s %d after %d games: %s moves on.")
	msgStillPlaying   = game.Define("pymtheg.tournament.still_playing", "%s against %s: %d of %d games played, %d – %d.")
	msgWinsTournament = game.Define("pymtheg.tournament.wins", "%s wins the final and the tournament.")
)
