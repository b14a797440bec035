// Package swords is the game table of Mortal Swords: it registers itself
// with host.RegisterTable and reads the game's state from the store.
package swords
