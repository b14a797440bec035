// Package event is a tournament evening as data, without I/O: a Pymtheg
// or Burn league or knock-out (Setup), its teams and tables, the schedule
// (LeagueSchedule moves every team to every table once, with byes for an
// odd number of teams; knock-out brackets by seeding with the rounds'
// match lengths or Burn caps), the results the tables report per round
// (Entry: North enters, East verifies; a result counts once both agree),
// the director's corrections with their audit trail, and the standings,
// computed by the game's own tournament scoring (scoring/pymtheg and
// scoring/burn ScoreLeague / ScoreKnockOut).
//
// The director's program (package tournament) feeds an Event every entry
// a table sends and stores them; applying an entry twice counts it once,
// and the order entries arrive in does not change the outcome, so a
// director restarted from its stored entries is where it was.
package event
