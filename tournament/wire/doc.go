// Package wire is what a tournament's tables and its director say to each
// other over NATS, and how they find and prove who they are: the messages
// (a table's entry, the board the director publishes: setup, movement,
// standings and each table's feed), the subjects and streams of an event,
// and the keys derived from the join code (a table's nkey) and the
// director's secret.
//
// It is pure Go (JSON, HMAC, nkeys) and builds for every front end, the
// browser's (GOOS=js) included: the table client (tournament/table) and
// the director (tournament/director) both speak it.
package wire
