// Package director runs a tournament evening's director and the NATS
// servers of its cluster, over the club's LAN: the director's program
// (Director) embeds a NATS server (Node) with JetStream's file store in
// the app's data folder, takes every table's results from a stream
// through a durable consumer, applies them to the event (scoring/event)
// and keeps them in its history (storage), and publishes the standings,
// the movement and each table's feed back to a stream the tables read.
// The tables are package tournament/table; what both say is package
// tournament/wire.
//
// Who may write what: the join code gives every table its own NATS key
// (an nkey derived from the code and the table number, wire.TableKey),
// and the server lets table 7 publish only table 7's results and read
// only the board and its own feed. docs/tournament.md says how a club
// runs an evening and what the LAN traffic does and does not protect.
//
// It needs cgo (storage's SQLite) and the NATS server: it is the one
// tournament package that does not build for the browser.
package director
