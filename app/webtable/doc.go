// Package webtable is a tournament table's client as a page in a browser
// (cmd/arbiter-web, Go compiled to WebAssembly and served by the
// director): the join from the page's address (#event=…&table=…&code=…)
// or typed in, who sits at the table, the result entered by North and
// verified by East with the game's own entry widgets on a table session
// (app/tables' Pymtheg deal entry and Burn round entry), the table's rank
// and the live standings.
//
// It builds without cgo: the table client (tournament/table) speaks to
// the director's WebSocket listener, and its outbox lives in the app's
// preferences (PrefsOutbox: the browser's localStorage), not in the
// app's SQLite history.
package webtable
