// Package draque referees Draque & Yirken, the rummy-like game of the
// Pymtheg rulebook: checking a claimed win (every card but the discard in
// one series of at least 3 consecutive values, of one element unless the
// table ignores elements, DRAQUE-1), the out-of-game rule (which values are
// the lowest and highest still in game as all four copies of a value leave,
// which cards of a hand may be put out, and that such a card never counts
// in a series), and the checklist for an exhausted drawing pile.
package draque
