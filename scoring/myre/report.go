package myre

import (
	"arbiter/engine/cards"
	engine "arbiter/engine/myre"
)

// RankCount is how many cards of a rank an army still has (0–2: a colour
// holds two cards of each rank).
type RankCount struct {
	Rank  string      `json:"rank"`
	Count int         `json:"count"`
	Cards cards.Cards `json:"cards"`
}

// DeckReport describes an army's deck for strategy (the rulebook's tips):
// pairs win battles, so every rank that lost one card to the enemy jail is
// a "broken soldier" that can no longer pair.
type DeckReport struct {
	Side   engine.Side `json:"side"`
	Cards  int         `json:"cards"` // suited cards and jokers in the deck
	Jokers cards.Cards `json:"jokers"`
	Ranks  []RankCount `json:"ranks"` // A high first, then K … 2
	// Pairs is the number of pairs the deck can still form.
	Pairs int `json:"pairs"`
	// Broken lists the ranks with one card left (a broken soldier each);
	// Lost the ranks with none.
	Broken []string `json:"broken"`
	Lost   []string `json:"lost"`
	// SafeToRisk are the broken soldiers' remaining cards: losing one of
	// them breaks no pair.
	SafeToRisk cards.Cards `json:"safe_to_risk"`
	// AtRisk is what the deck's cards are worth to the opponent's jail.
	AtRisk int `json:"at_risk"`
	// Jailed counts this army's cards in the opponent's jail.
	Jailed int `json:"jailed"`
}

// DeckReport returns the strategy report of a side's deck.
func (g *Game) DeckReport(s engine.Side) DeckReport {
	return ReportDeck(s, g.Deck(s))
}

// ReportDeck builds the strategy report of an army deck.
func ReportDeck(s engine.Side, deck []cards.Card) DeckReport {
	r := DeckReport{Side: s, Jokers: cards.Cards{}, Ranks: []RankCount{}, Broken: []string{}, Lost: []string{}, SafeToRisk: cards.Cards{}}
	var byRank [14]cards.Cards
	suited := 0
	for _, c := range deck {
		if c.IsJoker() {
			r.Jokers = append(r.Jokers, c)
			continue
		}
		if c.Valid() {
			byRank[c.Rank] = append(byRank[c.Rank], c)
			r.AtRisk += engine.Points(c)
			suited++
		}
	}
	r.Cards = suited + len(r.Jokers)
	r.Jailed = 26 - suited
	if r.Jailed < 0 {
		r.Jailed = 0
	}
	for _, rank := range []cards.Rank{cards.Ace, cards.King, cards.Queen, cards.Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2} {
		cs := append(cards.Cards{}, byRank[rank]...)
		engine.SortForDisplay(cs)
		r.Ranks = append(r.Ranks, RankCount{Rank: rank.String(), Count: len(cs), Cards: cs})
		switch len(cs) {
		case 0:
			r.Lost = append(r.Lost, rank.String())
		case 1:
			r.Broken = append(r.Broken, rank.String())
			r.SafeToRisk = append(r.SafeToRisk, cs[0])
		default:
			r.Pairs += len(cs) / 2
		}
	}
	return r
}
