package i18n

import (
	"sync"

	"arbiter/engine/game"
	"arbiter/say"
)

// printers are the say printers made so far, one per language: a printer
// builds its catalog once, and a table says every step with it.
var (
	printersMu sync.Mutex
	printers   = map[string]*say.Printer{}
)

// Say is the printer of the engines' typed messages (explanations,
// refusals, rules) in the app's language, cards said in words ("Q♤",
// "Vuur 7"), from the catalogs of assets/catalog.
func Say() *say.Printer {
	code := Language()
	printersMu.Lock()
	defer printersMu.Unlock()
	p, ok := printers[code]
	if !ok {
		p = say.For(code, say.Words)
		printers[code] = p
	}
	return p
}

// Typed reports whether a refusal carries a typed message (an id a
// catalog says), rather than only its English.
func Typed(err error) bool { return game.Said(err).ID != "" }
