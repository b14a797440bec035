// Package players is the Players section: the list of players, a
// player's profile with statistics and head-to-head, rename, archive and
// merge.
package players
