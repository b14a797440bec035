// Package roundentry is Burn's round entry: the widget that enters one
// round on a table session (the fire and water cards each side took, or
// the tricks card by card with a revoke asked at the tap, the pit side's
// choice, the score with its explanation) and commits it to the session.
// Burn's table (app/tables/burn) shows it beside the score sheet; a
// tournament's table (app/tournament) shows the same widget on a session
// kept in memory and sends the rounds it commits. It imports neither the
// shell nor storage.
package roundentry
