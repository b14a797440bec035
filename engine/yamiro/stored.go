package yamiro

import (
	"strconv"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// A played card is an argument of the engine's messages; a stored
// explanation keeps it typed, so that a reader's language says it again:
// its Railog value, and for a standard deck the physical card after a
// "/" ("11/JH").
func init() {
	game.StoredArg("yamiro.card", func(c Card) string {
		s := strconv.Itoa(int(c.Value))
		if c.Physical.Valid() {
			s += "/" + c.Physical.String()
		}
		return s
	}, func(s string) (Card, error) {
		value, physical, standard := strings.Cut(s, "/")
		n, err := strconv.ParseUint(value, 10, 8)
		if err != nil {
			return Card{}, err
		}
		c := Card{Value: cards.RailogCard(n)}
		if standard {
			c.Physical, err = cards.Parse(physical)
		}
		return c, err
	})
}
