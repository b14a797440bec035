// Package tournament holds the app's two screens of a tournament evening
// on the club's network (docs/tournament.md):
//
//   - Host a tournament (HostPage), on the director's device: the event's
//     setup (game, league or knock-out, the teams and their players; the
//     tables and the schedule follow from scoring/event), the director
//     started on the LAN, its join code as text and as a QR code, the live
//     result matrix (rounds × tables, each result's state), the standings
//     (the numbers `arbiter-cli tournament status` prints), the disputes,
//     the refused entries, and a result's audit trail with the director's
//     correction.
//   - Join a tournament (JoinPage), on a table's device: the join code, the
//     table number and the director's address; who sits at the table and
//     what it plays this round; the result entered by North and verified by
//     East (on this device passed across, or East's own); the table's rank
//     after each round and the standings; and the connection in words (an
//     outbox that waits says how many results wait).
//
// The network is package arbiter/tournament; its callbacks arrive on its own
// goroutines and are handed to the UI thread (Options.Do, the host's Do by
// default). A running director or table outlives its page: leaving the
// screen and coming back shows it again, until it is stopped.
package tournament
