// Package webtable is a tournament table's client as a page in a browser
// (cmd/arbiter-web, Go compiled to WebAssembly and served by the
// director): the join from the page's address (#event=…&table=…&code=…)
// or typed in, then the table's screen that the app's "Join a tournament"
// shows too (app/tournament/tablescreen): who sits at the table, the
// result entered by North and checked by East with the result form
// (app/tournament/resultform) and the game's own entry widgets on a table
// session, the table's rank and the live standings.
//
// It builds without cgo: the table client (tournament/table) speaks to
// the director's NATS over WebSocket at the page's own address, and its
// outbox lives in the app's preferences (PrefsOutbox: the browser's
// localStorage), not in the app's SQLite history.
package webtable
