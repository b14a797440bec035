// Package all is the list of every game Arbiter knows: one literal
// Catalog. Adding a game is its engine, scoring and table packages, its
// translations, and one line here (docs/adding-a-game.md).
package all

import (
	"arbiter/scoring"
	"arbiter/scoring/burn"
	"arbiter/scoring/carts"
	"arbiter/scoring/draque"
	"arbiter/scoring/hyrule"
	"arbiter/scoring/myre"
	"arbiter/scoring/pymtheg"
	"arbiter/scoring/swords"
	"arbiter/scoring/yamiro"
)

// Games are every game, in menu order (each game's Info.Order).
var Games = scoring.NewCatalog(
	myre.Definition,
	swords.Definition,
	hyrule.Definition,
	pymtheg.Definition,
	burn.Definition,
	carts.Definition,
	draque.Definition,
	yamiro.Definition,
)

// Lookup returns the definition of a game id, or a refusal naming the
// field "game" and the known ids.
func Lookup(id string) (scoring.Definition, error) { return Games.Lookup(id) }

// All returns every game in menu order.
func All() []scoring.Definition { return Games.All() }

// InfoFor returns a game's Info.
func InfoFor(id string) (scoring.Info, bool) { return Games.InfoFor(id) }

// IDs returns the games' ids in menu order.
func IDs() []string { return Games.IDs() }

// IDList returns the games' ids joined for messages.
func IDList() string { return Games.IDList() }

// ReadHeader returns the "game" of an input.
func ReadHeader(input []byte) (string, error) { return Games.ReadHeader(input) }
