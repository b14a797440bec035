// Package hyrule is the game table of Hyrule: a round's turns (and the
// run-off games of a level round) entered card by card and saved through
// the game's table session (package session), which keeps the game and
// the entry; the table never reads or writes the history itself. It
// registers itself with host.RegisterTable and exports Table for the
// app's list of tables.
package hyrule
