package myre

import (
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	mscore "arbiter/scoring/myre"
)

// words says a hand in a few words for the score sheet and the game
// record, from the hand and its result as the game typed them: the piles
// fought over, or none.
func words(h mscore.Hand, _ mscore.HandResult) string {
	var scouts []string
	for _, b := range h.Battles {
		var scout []string
		for _, c := range b.Scout {
			scout = append(scout, widgets.CardText(c))
		}
		scouts = append(scouts, strings.Join(scout, "+"))
	}
	if len(scouts) == 0 {
		return i18n.T("no battle")
	}
	return i18n.Tf("battles over %s", strings.Join(scouts, ", "))
}
