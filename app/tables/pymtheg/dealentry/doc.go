// Package dealentry is Pymtheg's deal entry: the widget that enters one
// deal on a table session (the contract bid by bid or picked at once, the
// tricks per seat or trick by trick, a revoke asked at the tap, the score
// with its explanation) and commits it to the session. Pymtheg's table
// (app/tables/pymtheg) shows it beside the score sheet; a tournament's
// table (app/tournament) shows the same widget on a session kept in
// memory and sends what it commits. It imports neither the shell nor
// storage.
package dealentry
