package carts

import (
	"errors"
	"sort"
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	ecarts "arbiter/engine/carts"
	"arbiter/engine/game"
	scarts "arbiter/scoring/carts"
)

// The engine's answers in people's words: the refusals are told apart by
// their sentinels (errors.Is) and fields, never by their text, and the
// ruling they cite is named when there is one.

// stepWords are the engine's steps as people read them: the chain rule
// by its name in the house rules ("two more each time"), not its value
// in the options ("plus_two"): the step's typed message names it by a
// word, which becomes the option's label.
func stepWords(steps game.Explanation) game.Explanation {
	labels := map[string]string{}
	for _, c := range scarts.Schema.Options {
		for _, ch := range c.Choices {
			labels["carts-tity.chain."+ch.Value] = ch.Label
		}
	}
	return widgets.MapSteps(steps, func(a any) (any, bool) {
		if w, ok := a.(game.Word); ok && labels[w.ID] != "" {
			return strings.ToLower(i18n.T(labels[w.ID])), true
		}
		return nil, false
	})
}

// cardName is a card as people say it: "Fire 8" ("Vuur 8").
func cardName(c cards.ElementCard) string { return widgets.ElementCardText(c) }

// ruling is " (CARTS-1)" when a refusal cites one of the game's rulings,
// else "": the words already say the rule.
func ruling(err error) string {
	switch r := game.RuleOf(err); r {
	case ecarts.RulingChain, ecarts.RulingLastCard, ecarts.RulingScoring, ecarts.RulingDecks:
		return " (" + r + ")"
	}
	return ""
}

// roundProblem says why the round in the form cannot be scored: the
// scoring's refusal (Preview or the store) in words.
func roundProblem(err error, players []string, r scarts.Round) string {
	field := game.FieldOf(err)
	name := strings.TrimPrefix(field, "cards_left.")
	// The numbers come with the refusal: the form does not count them.
	var decks *scarts.DeckLimit
	switch {
	case errors.As(err, &decks):
		if decks.Decks == 1 {
			return i18n.Tf("%d cards in the hands, overflowed ones included, but one deck leaves only %d (CARTS-4).", decks.Held, decks.Limit)
		}
		return i18n.Tf("%d cards in the hands, overflowed ones included, but %d decks leave only %d (CARTS-4).", decks.Held, decks.Decks, decks.Limit)
	case errors.Is(err, scarts.ErrMustOverflow):
		return i18n.Tf("%s holds more than 25 cards: a hand that large at the end of a turn overflows. Tick Overflow.", name)
	case errors.Is(err, scarts.ErrAllOverflowed):
		return i18n.T("Not everyone can overflow: the round ends when one player is left.")
	case errors.Is(err, scarts.ErrSeveralEmpty):
		var empty []string
		for _, p := range players {
			if n, ok := r.CardsLeft[p]; ok && n == 0 {
				empty = append(empty, p)
			}
		}
		if len(empty) == 2 {
			return i18n.Tf("Only one player goes out: %s both show 0 cards.", nameList(empty))
		}
		return i18n.Tf("Only one player goes out: %s all show 0 cards.", nameList(empty))
	case errors.Is(err, scarts.ErrNoRoundEnd) && field == "cards_left":
		return i18n.T("Nobody shows 0 cards: tap 0 for the player who emptied their hand.")
	case errors.Is(err, scarts.ErrNoRoundEnd):
		return i18n.Tf("%s is the only player left after the others overflowed, so they still hold cards: set how many.", name)
	case errors.Is(err, scarts.ErrGameOver):
		return i18n.T("The game is over.")
	}
	var e *game.Error
	if errors.As(err, &e) {
		return i18n.Tf("This round cannot be scored: %s", widgets.MessageText(game.Said(e)))
	}
	return widgets.ErrText(err)
}

// nameList says names as people list them: "Ann", "Ann and Bo", "Ann,
// Bo and Cy" ("Ann, Bo en Cy").
func nameList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return i18n.Tf("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// words says a round in a few words: who went out, who overflowed.
func words(cr scarts.Round, _ scarts.Result) string {
	var parts, in []string
	names := make([]string, 0, len(cr.CardsLeft))
	for p := range cr.CardsLeft {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range names {
		in = append(in, p)
		if cr.CardsLeft[p] == 0 {
			parts = append(parts, i18n.Tf("%s went out", p))
		}
	}
	over := append([]string(nil), cr.Overflowed...)
	sort.Strings(over)
	for _, p := range over {
		parts = append(parts, i18n.Tf("%s overflowed", p))
	}
	if len(parts) == 0 && len(in) == 1 {
		parts = append(parts, i18n.Tf("%s was the last left", in[0]))
	}
	return strings.Join(parts, ", ")
}
