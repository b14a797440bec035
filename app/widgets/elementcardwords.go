package widgets

import (
	"fmt"

	"arbiter/engine/cards"
)

// ElementCardWords says a card of the element deck as people say it
// ("Water 5"), in the current language: the Burn and Pymtheg tables name
// the cards of a trick, a revoke and a blocked card this way.
func ElementCardWords(c cards.ElementCard) string {
	return fmt.Sprintf("%s %d", ElementWord(c.Element), c.Value)
}

// ElementCodeWords says a card code of the element deck ("Wa5": "Water
// 5"); a code that is not one is said as it is.
func ElementCodeWords(code string) string {
	if c, err := cards.ParseElementCard(code); err == nil {
		return ElementCardWords(c)
	}
	return code
}
