// Package game is the small registry through which Arbiter's games plug into
// the command-line tool and the app, plus what every game shares: the list
// of games, strict JSON decoding of table events, house-rule options, the
// explanation steps that cite rule sections and ruling ids, and the two
// kinds of refusal (bad input, illegal play).
//
// A game package registers itself in an init function:
//
//	func init() { game.Register(game.Plugin{ID: "myre", Resolve: resolve, Score: score, ...}) }
//
// so adding a game touches no dispatch code: cmd/arbiter-cli imports
// arbiter/scoring/all, which imports every game.
package game
