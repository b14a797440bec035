// Package draque is the game table of Draque & Yirken (a helper; the game
// keeps no score): it registers itself with host.RegisterTable and reads the
// game's state from the store.
package draque
