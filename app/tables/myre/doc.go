// Package myre is the game table of Myre: it registers itself with
// host.RegisterTable and reads the game's state from the store.
package myre
