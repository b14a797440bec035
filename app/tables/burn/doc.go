// Package burn is the game table of Burn: it registers itself with
// host.RegisterTable and reads the game's state from the store.
package burn
