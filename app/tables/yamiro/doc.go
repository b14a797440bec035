// Package yamiro is the game table of Yamiro: it registers itself with
// host.RegisterTable and reads the game's state from the store.
package yamiro
