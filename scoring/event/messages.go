package event

import "arbiter/engine/game"

// The event's refusals: each one's id and its English (what arbiter-cli
// prints when it serves or joins an event); assets/catalog/event.<lang>.json
// says them in other languages.

// The games and forms as the refusals name them.
var (
	gameWords = map[Game]game.Word{Pymtheg: game.W("event.game.pymtheg", "pymtheg"), Burn: game.W("event.game.burn", "burn")}
	formWords = map[Form]game.Word{League: game.W("event.form.league", "league"), KnockOut: game.W("event.form.knockout", "knockout")}
)

// Word is the game as the refusals name it, in any language.
func (g Game) Word() game.Word {
	if w, ok := gameWords[g]; ok {
		return w
	}
	return game.W("", string(g))
}

// Word is the form as the refusals name it, in any language.
func (f Form) Word() game.Word {
	if w, ok := formWords[f]; ok {
		return w
	}
	return game.W("", string(f))
}

// Refusals of a setup.
var (
	msgGameValues      = game.Define("event.setup.game_values", "%q: pymtheg or burn (the games with tournament rules)")
	msgFormValues      = game.Define("event.setup.form_values", "%q: league or knockout")
	msgNameTooLong     = game.Define("event.setup.name_too_long", "longer than %d bytes")
	msgTeamCount       = game.Define("event.setup.team_count", "%d teams: an event needs 2 to %d")
	msgNameNeeded      = game.Define("event.setup.name_needed", "a name is needed")
	msgControlChar     = game.Define("event.setup.control_char", "%q holds a control character")
	msgListedTwice     = game.Define("event.setup.listed_twice", "%q is listed twice")
	msgAlsoPlaysFor    = game.Define("event.setup.also_plays_for", "%q also plays for %s")
	msgPymthegPair     = game.Define("event.setup.pymtheg_pair", "%d names: a Pymtheg team is a pair (or leave the players out)")
	msgFirstTeamHas    = game.Define("event.setup.first_team_has", "%d players, the first team has %d")
	msgRefusedRule     = game.Define("event.setup.refused_rule", "%v: %s")
	msgLengthsPymKO    = game.Define("event.setup.lengths_pymtheg_ko", "only for a Pymtheg knock-out")
	msgCapKnockOut     = game.Define("event.setup.cap_knockout", "only for a knock-out")
	msgCapBurnKO       = game.Define("event.setup.cap_burn_ko", "only for a Burn knock-out")
	msgLengthsKO       = game.Define("event.setup.lengths_knockout", "only for a knock-out")
	msgLengthRange     = game.Define("event.setup.length_range", "%d games: 1–1000")
	msgRoundsRange     = game.Define("event.setup.rounds_range", "%d: 0 (all) to %d")
	msgKnockOutRounds  = game.Define("event.setup.knockout_rounds", "a knock-out plays until one team is left")
	msgRoundsTooMany   = game.Define("event.setup.rounds_too_many", "%d: %d teams play every table in %d rounds")
	msgRoundsAllTooBig = game.Define("event.setup.rounds_all_too_big", "0 (all): %d teams play every table in %d rounds, more than the %d an event may have: give the rounds")
	msgMB              = game.Define("event.setup.mb", "%.1f MB")
	msgBoardSetup      = game.Define("event.setup.board_setup", "the setup of %d teams takes %s, more than the %s a message of the board carries")
	msgBoardStandings  = game.Define("event.setup.board_standings", "the standings of %d teams take %s, more than the %s a message of the board carries")
	msgBoardMovement   = game.Define("event.setup.board_movement", "one round of %d teams at %d tables makes a movement of %s, more than the %s a message of the board carries")
	msgBoardRounds     = game.Define("event.setup.board_rounds", "%d rounds at %d tables make a movement of %s, more than the %s a message of the board carries: at most %d rounds")

	ruleSameTables = game.Define("event.rule.same_tables", "every table seats the same number of players and teams")
)

// Refusals of an entry, a correction and a result's content.
var (
	msgBadID         = game.Define("event.entry.bad_id", "%q: 1 to 64 letters, digits, '-' or '_'")
	msgRoleValues    = game.Define("event.entry.role_values", "%q: north (enters the result) or east (verifies it)")
	msgSeqNegative   = game.Define("event.entry.seq_negative", "%d: 0 or more")
	msgNoteTooLong   = game.Define("event.entry.note_too_long", "at most 1000 bytes (device: 200)")
	msgOnlyEast      = game.Define("event.entry.only_east", "only East verifies North's entry")
	msgNothing       = game.Define("event.entry.nothing", "nothing reported: give the result of table %d in round %d")
	msgRoundRange    = game.Define("event.entry.round_range", "%d: the event has rounds 1 to %d")
	msgTableRange    = game.Define("event.entry.table_range", "%d: the event has tables 1 to %d")
	msgNotStarted    = game.Define("event.entry.not_started", "%d has not started")
	msgNobodyAtTable = game.Define("event.entry.nobody_at_table", "%d: nobody plays at table %d in round %d")
	msgNobodyPlays   = game.Define("event.entry.nobody_plays", "nobody plays at table %d in round %d")
	msgReasonMissing = game.Define("event.correction.reason_missing", "missing: a correction says why")
	msgReasonTooLong = game.Define("event.correction.reason_too_long", "at most 1000 bytes (by: 200)")
	msgContentEmpty  = game.Define("event.correction.content_empty", "empty; leave it out to clear the result")
	msgLaterResults  = game.Define("event.correction.later_results", "round %d has results already (table %d): clear them before changing round %d")
	msgNotPartOf     = game.Define("event.content.not_part_of", "not part of a %s %s result (%s)")

	ruleRoundStarts  = game.Define("event.rule.round_starts", "a knock-out round starts once the round before is decided")
	ruleRoundFollows = game.Define("event.rule.round_follows", "a knock-out round follows from the one before")
)
