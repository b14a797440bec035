// Package myre is the game table of Myre: the hand entered pile by pile,
// resolved and saved through the game's table session (package session),
// which keeps the game and the entry; the table never reads or writes the
// history itself. It registers itself with host.RegisterTable and exports
// Table for the app's list of tables.
package myre
