// Package swords is the game table of Mortal Swords: it registers itself with
// host.RegisterTable (and is the package's Table) and draws each game
// from its table session (arbiter/session), never from the history
// itself.
package swords
