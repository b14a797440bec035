package gen

import (
	"math/rand/v2"

	"arbiter/engine/cards"
	engine "arbiter/engine/yamiro"
	"arbiter/scoring"
	"arbiter/scoring/yamiro"
)

// yamiroGame seats two players (most seeds), two teams of two or one
// player against the deck, with the Railog deck or a standard deck, and
// must_have_winner by seed. The rules fix the number of hands (8, or 4
// for teams): no option makes a game longer.
func yamiroGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	players := names("P", pick(rng, []int{2, 2, 2, 4, 1}))
	deck := engine.Deck{Kind: engine.Railog}
	if chance(rng, 0.3) {
		deck = engine.Deck{Kind: engine.Standard, Map: engine.DefaultStandardMap()}
	}
	return yamiro.Setup{}, scoring.Values{"must_have_winner": chance(rng, 0.4), "deck": deck}, players
}

// yamiroNext plays a hand: the side whose turn it is starts and the sides
// alternate, each card one the deck can still show (CanAdd: the copies
// played, those captured for good, the discards back in play only once
// the pile can have run out). Under must_have_winner a tied hand goes on a card
// per player at a time until the tie breaks.
func yamiroNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*yamiro.Game)
	if game.OpenHand() {
		return nil, false // a tied hand waits for more cards: no new hand
	}
	form := game.Form()
	sides := game.Sides()
	if len(sides) == 0 {
		sides = []string{yamiro.SideA, yamiro.SideB}
		if form == engine.Solitaire {
			sides = []string{yamiro.SideDeck, yamiro.SideA}
		}
	}
	attacker, _ := game.NextAttacker()
	if attacker == "" {
		attacker = sides[0]
		if form != engine.Solitaire && chance(rng, 0.5) {
			attacker = sides[1]
		}
	}
	defender := sides[0]
	if defender == attacker {
		defender = sides[1]
	}
	all := yamiroCards(game.Options().Deck)
	for range tries {
		var r yamiro.Round
		add := func(n int) bool {
			for range n {
				side := attacker
				if len(r.Plays)%2 == 1 {
					side = defender
				}
				var can []yamiro.Play
				for _, text := range all {
					p := yamiro.Play{Side: side, Card: yamiro.Text(text)}
					if game.CanAdd(r, p) == nil {
						can = append(can, p)
					}
				}
				if len(can) == 0 {
					return false
				}
				r.Plays = append(r.Plays, pick(rng, can))
			}
			return true
		}
		if !add(2 * form.PerSide()) {
			continue
		}
		for range 20 {
			res, err := game.Try(r)
			if err != nil {
				break
			}
			if res.Complete {
				return r, true
			}
			if !add(form.Round()) {
				break
			}
		}
	}
	return nil, false
}

// yamiroCards lists the cards of a deck as a table writes them: the
// Railog values, or the standard cards the deck maps.
func yamiroCards(deck engine.Deck) []string {
	var out []string
	if deck.Kind == engine.Railog {
		for _, v := range cards.RailogValues {
			out = append(out, v.String())
		}
		return out
	}
	for _, c := range cards.StandardDeck(true) {
		if _, ok := deck.Value(c); ok {
			out = append(out, c.String())
		}
	}
	return out
}
