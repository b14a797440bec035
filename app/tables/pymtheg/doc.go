// Package pymtheg is the game table of Pymtheg (with its tournament page):
// it registers itself with host.RegisterTable and reads the game's state
// from the store.
package pymtheg
