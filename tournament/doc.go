// Package tournament carries a tournament evening over the club's LAN on
// NATS JetStream: the director's program (Director) embeds a NATS server
// with JetStream's file store in the app's data folder, takes every
// table's results from a stream through a durable consumer, applies them
// to the event (scoring/event) and keeps them in its history (storage),
// and publishes the standings, the movement and each table's feed back to
// a stream the tables read. A table (Table) enters results into an outbox
// in its own history and sends each with its UUID as the message id
// until the director acknowledges it, so a result is counted once however
// often it is sent, and a table that loses the network catches up.
//
// Who may write what: the join code gives every table its own NATS key
// (an nkey derived from the code and the table number), and the server
// lets table 7 publish only table 7's results and read only the board and
// its own feed. docs/tournament.md says how a club runs an evening and
// what the LAN traffic does and does not protect.
package tournament
