// Package carts is the game table of Cârts Tîty. Its Table is registered
// with host.RegisterTable; the table draws from the game's table session
// (package session) and never reaches the history itself.
package carts
