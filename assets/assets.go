// Package assets holds Arbiter's own art and texts, embedded in the binary:
// the app icon, the suit and element symbols (drawn for this project as
// SVG), and the translations of every user-facing string.
package assets

import (
	"embed"
	_ "embed"
)

// Icon is the app icon, drawn by ./genicon.
//
//go:embed icon.png
var Icon []byte

// Translations holds one JSON file per language (en.json, nl.json) in the
// format of fyne.io/fyne/v2/lang: English text as key, translation as value.
//
//go:embed translations/*.json
var Translations embed.FS

// SVG holds the symbols drawn on cards: suits and elements.
//
//go:embed svg/*.svg
var SVG embed.FS

// Catalog holds, per game and language (catalog/yamiro.nl.json, and the
// words every game shares in catalog/say.nl.json), what package say needs
// to say the engines' typed messages in that language: "messages" maps a
// message id to its format, "words" a word id to the word, "nouns" a noun
// id to its singular and plural. English needs none: it is the engines'
// own.
//
//go:embed catalog/*.json
var Catalog embed.FS
