// Package resultform is a tournament table's result form: one session's
// result as North enters it, as East enters it on a device of its own, and
// as the director corrects it. It is the one form of the app's tournament
// screens (app/tournament) and of the browser's table page (app/webtable):
// it builds without cgo, and what it needs of its page is a host.Host and
// its Options (what to say, what to do when the form changes shape or a
// league's deal is saved).
//
// The result is entered with the game's own entry: Pymtheg's deal entry
// and Burn's round entry (app/tables/pymtheg/dealentry and
// app/tables/burn/roundentry: the widgets of the game's own table), each
// on a table session of its own, kept in memory, whose game is the event's
// table — the session's teams and players, the event's options, a
// knock-out's cap. What that session commits is what the table sends: a
// league's deal, a match's deals, a Burn session's rounds and deciding
// games. A deal's score, a deal everyone passed, a match entered game by
// game as scores and a Burn session's points are entries of their own:
// they are not a round of the game.
//
// Its words (ContentScore, ContentWords, PairWords) say a result the same
// way on every screen.
package resultform
