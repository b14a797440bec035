// Package carts is the game table of Cârts Tîty: it registers itself with
// host.RegisterTable and reads the game's state from the store.
package carts
