// Package history is the History section: the paged list of games with
// its filters, and a game's record (rounds, versions, totals, notes,
// export).
package history
