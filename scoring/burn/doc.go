// Package burn keeps stand-alone Burn games and adapts the CLI contract's
// JSON to engine/burn and engine/tricks: one trick or one round (resolve),
// a whole game with totals, the pit and the end (score), and league and
// knock-out tournaments (Tournament). It registers the "burn" plugin.
package burn
