// Package draque is the game table of Draque & Yirken: a stored game of
// claims (the game keeps no score, but its winner counts). It registers
// itself with host.RegisterTable and reads the game's state from the
// store.
package draque
