package widgets

import (
	"regexp"

	"arbiter/app/i18n"
)

// Card codes as the engines write them in explanations ("QS", "10H", "2C",
// "RJ", "Fi15") and as people say them ("Q♤", "10♡", "2♧", "red joker",
// "Fire 15").
var (
	standardCode = regexp.MustCompile(`\b(10|[2-9AJQK])([SHDC])\b`)
	jokerCode    = regexp.MustCompile(`\b(RJ|BJ)\b`)
	elementCode  = regexp.MustCompile(`\b(Fi|Wa|Wi|Ea)(1[0-5]|[1-9])\b`)
	// The white suit symbols: the text font draws them in the text colour
	// (so they keep the theme's contrast); the black ones come from the
	// colour-emoji font, black on the dark theme's background.
	suitSymbols  = map[string]string{"S": "♤", "H": "♡", "D": "♢", "C": "♧"}
	elementWords = map[string]string{"Fi": "Fire", "Wa": "Water", "Wi": "Wind", "Ea": "Earth"}
)

// CardWords rewrites the card codes in an engine's text the way people say
// the cards, in the current language: "QS" becomes "Q♤", "Fi15" "Fire 15"
// ("Vuur 15" in Dutch), "RJ" "red joker". Everything else is left as it is.
// It is only the fallback for a step that has no typed message
// (asWritten): a round a history stored before it kept steps typed, whose
// replay did not give its stored result again or that was opened only to
// be read (storage's migration 6). Everything else is said from typed
// values.
func CardWords(s string) string {
	s = elementCode.ReplaceAllStringFunc(s, func(m string) string {
		p := elementCode.FindStringSubmatch(m)
		return i18n.T(elementWords[p[1]]) + " " + p[2]
	})
	s = standardCode.ReplaceAllStringFunc(s, func(m string) string {
		p := standardCode.FindStringSubmatch(m)
		return p[1] + suitSymbols[p[2]]
	})
	return jokerCode.ReplaceAllStringFunc(s, func(m string) string {
		if m == "RJ" {
			return i18n.T("red joker")
		}
		return i18n.T("black joker")
	})
}
