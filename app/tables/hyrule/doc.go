// Package hyrule is the game table of Hyrule: it registers itself with
// host.RegisterTable and reads the game's state from the store.
package hyrule
