package gen

import (
	"math/rand/v2"
	"slices"

	"arbiter/engine/cards"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
	"arbiter/scoring/myre"
)

// myreGame plays to the highest target (188, a whole army) with jokers,
// which can change hands for ever; double scouts, the tie-break reading
// and who opens vary by seed, and the box is recorded on most seeds.
func myreGame(rng *rand.Rand) (scoring.Setup, scoring.Values, []string) {
	opts := scoring.Values{"target": myre.MaxPoints, "jokers": true, "double_scouts": chance(rng, 0.5),
		"scout_in_tiebreak": pick(rng, []string{"formation_only", "always"}), "first_player": pick(rng, []string{"higher_scout", "box"})}
	var setup myre.Setup
	if opts.String("first_player") == "box" || chance(rng, 0.7) {
		setup.Box = pick(rng, []engine.Side{engine.Red, engine.Black})
	}
	return setup, opts, []string{"Red", "Black"}
}

// The kinds of hand myreNext plays.
const (
	myreGuard = iota // each side positions behind its own piles: no capture
	myreRaid         // a joker scouted alone is taken by the other side: 0 points
	myreOpen         // cards go behind any pile: captures and points
)

// myreNext plays a hand from the state: the face-up scouts due (the ones
// kept after a hand without captures and a new one each, MYRE-12), piles
// scouted from the armies' decks (the cards not jailed, and the jokers
// each side holds now), and at most a hand's cards positioned by each
// side, one side positioning a whole hand (it is out). A hand is mostly
// one that captures nothing or a joker only (so that the face-up scouts
// kept pile up, and start again, before an army has no card left in
// hand); a quarter of the hands at first, fewer as the leader nears the
// target, fight over anything and jail cards. A hand that ends the game
// is taken only when nothing else is found.
func myreNext(g Game, st scoring.State, rng *rand.Rand) (scoring.Round, bool) {
	game := st.(*myre.Game)
	var ending *myre.Hand
	// room is the share of points the side nearer the target can still
	// jail without reaching it: the less room, the rarer the hands that
	// jail cards, so that both armies keep cards to play for thousands of
	// hands.
	t, target := game.Totals(), game.Options().Target
	room := float64(max(min(target-1-t.Red, target-1-t.Black), 0)) / float64(target-1)
	// stale: the face-up scouts kept after hands without captures take a
	// good part of an army, so that a hand must capture before no card is
	// left in hand.
	kept, stale := game.FaceUpStaying(), false
	for _, s := range []engine.Side{engine.Red, engine.Black} {
		if n := len(kept.Of(s)); n >= 3 || n > 0 && len(game.Deck(s)) <= 2*(n+1) {
			stale = true
		}
	}
	for try := range tries {
		kind := myreGuard
		switch x := rng.Float64(); {
		case x < 0.25*room*room:
			kind = myreOpen
		case x < 0.25*room*room+0.4 || stale:
			kind = myreRaid
		}
		h, ok := myreHand(game, rng, kind)
		if !ok {
			continue
		}
		res, err := game.Clone().Play(h)
		switch {
		case err != nil:
		case stale && !res.Captures && try < tries/8:
		case kind == myreOpen && res.Points.Red+res.Points.Black > 15:
		case res.Finished:
			if ending == nil {
				ending = &h
			}
		default:
			return h, true
		}
	}
	if ending != nil {
		return *ending, true
	}
	return nil, false
}

// myrePile is a pile of the scouting row and the cards behind it.
type myrePile struct {
	owner  engine.Side
	scout  []cards.Card
	behind [2][]cards.Card // by side: red, black
}

func sideIndex(s engine.Side) int {
	if s == engine.Black {
		return 1
	}
	return 0
}

// myreHand draws one hand of the given kind.
func myreHand(game *myre.Game, rng *rand.Rand, kind int) (myre.Hand, bool) {
	sides := []engine.Side{engine.Red, engine.Black}
	opt := game.Options()
	due, kept := game.FaceUpDue(), game.FaceUpStaying()
	var faceUp myre.FaceUp
	var piles []*myrePile
	var pool [2][]cards.Card // the cards each side can scout or position
	for _, s := range sides {
		deck := shuffled(rng, game.Deck(s))
		up := append(cards.Cards{}, kept.Of(s)...)
		var rest []cards.Card
		for _, c := range deck {
			switch {
			case slices.Contains(up, c):
			case len(up) < *due.Of(s):
				up = append(up, c)
			default:
				rest = append(rest, c)
			}
		}
		if s == engine.Red {
			faceUp.Red = up
		} else {
			faceUp.Black = up
		}
		for _, c := range up {
			piles = append(piles, &myrePile{owner: s, scout: []cards.Card{c}})
		}
		pool[sideIndex(s)] = rest
	}
	// How many cards each side positions: one side goes out with its
	// whole hand, the other positions some of its hand.
	var hand, positioned [2]int
	for i := range sides {
		hand[i] = min(len(pool[i]), engine.MaxPositioned)
	}
	out := rng.IntN(2)
	positioned[out] = hand[out]
	positioned[1-out] = rng.IntN(hand[1-out] + 1)
	// Scouting: each scout lays one card (two with double scouts) from the
	// hand and draws as many, so the cards positioned and scouted come out
	// of the army's deck.
	for i, s := range sides {
		for range rng.IntN(3) {
			n := 1
			if opt.DoubleScouts && chance(rng, 0.3) {
				n = 2
			}
			if len(pool[i])-positioned[i] < n {
				break
			}
			piles = append(piles, &myrePile{owner: s, scout: pool[i][:n]})
			pool[i] = pool[i][n:]
		}
	}
	// The raid: a joker alone in a pile (face up, or scouted now), the
	// other side behind it, its holder not.
	var raided *myrePile
	if kind == myreRaid {
		for _, s := range shuffled(rng, sides) {
			k, o := sideIndex(s), 1-sideIndex(s)
			if positioned[o] == 0 {
				continue
			}
			for _, p := range piles {
				if p.owner == s && len(p.scout) == 1 && p.scout[0].IsJoker() {
					raided = p
					break
				}
			}
			if j := slices.IndexFunc(pool[k], cards.Card.IsJoker); raided == nil && j >= 0 && len(pool[k])-positioned[k] >= 1 {
				joker := pool[k][j]
				pool[k] = slices.Delete(slices.Clone(pool[k]), j, j+1)
				raided = &myrePile{owner: s, scout: []cards.Card{joker}}
				piles = append(piles, raided)
			}
			if raided == nil {
				continue
			}
			// One or two cards behind it: a card, or a joker face up,
			// beats nothing.
			n := 1 + rng.IntN(min(2, positioned[o]))
			raided.behind[o] = append(raided.behind[o], pool[o][:n]...)
			pool[o] = pool[o][n:]
			positioned[o] -= n
			break
		}
		if raided == nil {
			kind = myreGuard
		}
	}
	for i, s := range sides {
		var own, any []*myrePile
		for _, p := range piles {
			if p == raided {
				continue
			}
			any = append(any, p)
			if p.owner == s {
				own = append(own, p)
			}
		}
		targets := own
		if kind == myreOpen {
			targets = any
		}
		if len(targets) == 0 {
			continue
		}
		for _, c := range pool[i][:positioned[i]] {
			p := pick(rng, targets)
			p.behind[i] = append(p.behind[i], c)
		}
	}
	h := myre.Hand{FaceUp: faceUp}
	for _, p := range shuffled(rng, piles) {
		if len(p.behind[0])+len(p.behind[1]) == 0 {
			continue
		}
		b := engine.Battle{Scout: p.scout}
		for i, cs := range p.behind {
			for _, c := range cs {
				played := engine.Played{Card: c, FaceDown: c.IsJoker() && p != raided && chance(rng, 0.1)}
				if i == 0 {
					b.Red = append(b.Red, played)
				} else {
					b.Black = append(b.Black, played)
				}
			}
		}
		h.Battles = append(h.Battles, b)
	}
	return h, true
}
