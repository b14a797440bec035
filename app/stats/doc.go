// Package stats draws a player's statistics: win rates, per-game
// figures, streaks and head-to-head.
package stats
