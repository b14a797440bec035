// Package table is a tournament table's client: it joins an event with
// the join code and the table's number (an nkey derived from both,
// tournament/wire), reads what the director publishes (the setup, the
// movement, the standings and the table's own feed), and enters the
// table's results: each checked against the event's rules, kept in the
// device's Outbox and sent with its UUID as the message id until the
// director acknowledges it, so a result counts once however often it is
// sent, and a table that loses the network catches up.
//
// It speaks NATS through nats.go and JetStream and keeps its outbox
// behind the Outbox port declared here (storage's SQLite history
// implements it natively, MemoryOutbox in memory): it imports neither
// storage nor the NATS server and builds for the browser (GOOS=js
// GOARCH=wasm), where the connection goes through a WebSocket dialer
// (Config.Dialer).
package table
