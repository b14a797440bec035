// Package pymtheg keeps Pymtheg games and adapts the CLI contract's JSON to
// engine/pymtheg: one trick, one auction or one deal (resolve), a whole
// game with totals and the end conditions of PYM-10 (score), and league
// and knock-out tournaments (Tournament). It registers the "pymtheg"
// plugin.
package pymtheg
