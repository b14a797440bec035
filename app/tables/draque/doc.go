// Package draque is the game table of Draque & Yirken: a stored game of
// claims (the game keeps no score, but its winner counts). Its Table is
// registered with host.RegisterTable; the table draws from the game's
// table session (package session) and never reaches the history itself.
package draque
