package hyrule

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/session"
)

func parseCards(codes []string) ([]cards.Card, error) {
	out := make([]cards.Card, 0, len(codes))
	for _, c := range codes {
		card, err := cards.Parse(c)
		if err != nil {
			return nil, err
		}
		out = append(out, card)
	}
	return out, nil
}

func cardCodes(cs []cards.Card) []string { return cards.Cards(cs).Strings() }

// turn is the entry as the game's turn.
func (d hyTurn) turn() (shyrule.Turn, error) {
	tr := shyrule.Turn{First: -1}
	var err error
	if tr.Cards, err = parseCards(d.Cards); err != nil {
		return tr, err
	}
	if tr.Swaps, err = parseCards(d.Swaps); err != nil {
		return tr, err
	}
	if tr.Runoff, err = parseCards(d.Runoff); err != nil {
		return tr, err
	}
	if d.First != nil {
		tr.First = *d.First
	}
	if d.Tallest != "" {
		tr.RunoffGame = &shyrule.RunoffSetup{Tallest: d.Tallest}
	}
	return tr, nil
}

// words says a turn in a few words for the score sheet and the game
// record, from the turn and its result as the game typed them: the cards,
// the swap, who took them with what.
func words(tr shyrule.Turn, res shyrule.TurnResult) string {
	s := widgets.CardsText(tr.Cards)
	if len(tr.Swaps) > 0 {
		s = i18n.Tf("swap %s", widgets.CardText(tr.Swaps[0])) + " · " + s
	}
	if len(tr.Runoff) > 0 {
		s += " · " + i18n.Tf("standoff settled by %s", widgets.CardsText(tr.Runoff))
	}
	if !res.Open() && res.Winner < len(res.Players) && res.Players != nil {
		s += " · " + i18n.Tf("%s takes them with %s", res.Players[res.Winner], widgets.CardText(res.WinningCard))
	}
	return s
}

// roundTitle numbers a stored turn as its own game does: the round's turns
// 1 to 7, and a run-off game's again from 1 (HYRULE-4), never 8 to 14.
func roundTitle(number int, _ shyrule.Turn, res shyrule.TurnResult) string {
	switch {
	case res.Turn == 0:
		// A version taken back keeps no result: its stored number.
		return i18n.Tf("Round %d", number)
	case res.RunoffGame == 1:
		return i18n.Tf("Run-off game, turn %d", res.Turn)
	case res.RunoffGame > 1:
		return i18n.Tf("Run-off game %d, turn %d", res.RunoffGame, res.Turn)
	}
	return i18n.Tf("Turn %d", res.Turn)
}

// countsWords says captured cards of the players of one game: "Ann 8 ·
// Cy 6".
func countsWords(players []string, counts []int) string {
	parts := make([]string, 0, len(players))
	for i, p := range players {
		if i < len(counts) {
			parts = append(parts, fmt.Sprintf("%s %d", p, counts[i]))
		}
	}
	return strings.Join(parts, " · ")
}

// outcomeWords says how the round ended: its winner with the round's
// captured cards; or, after a run-off game, who were level in the round
// and who won the run-off game, with that game's counts said apart
// (HYRULE-4); a draw; or the run-off game still to play.
func outcomeWords(g *shyrule.Game) string {
	end := g.End()
	st := g.Standing()
	tied := make([]string, len(end.Tied))
	for k, p := range end.Tied {
		tied[k] = end.Players[p]
	}
	level := func() (string, int) {
		// The players level in the round, and their count there.
		var names []string
		count := 0
		for _, s := range st.Totals {
			if slices.Contains(end.Players, s.Side) {
				names = append(names, s.Side)
				count = s.Points
			}
		}
		return strings.Join(names, " & "), count
	}
	switch {
	case len(st.Winners) == 1 && end.RunoffGame > 0:
		names, count := level()
		return i18n.Tf("Round over: %s were level on %d captured cards; %s wins the run-off game (%s).",
			names, count, st.Winners[0], countsWords(end.Players, end.Captured))
	case len(st.Winners) == 1:
		w := st.Winners[0]
		n, _ := st.Total(w)
		return i18n.Tf("Round over: %s wins with %d captured cards.", w, n)
	case st.Draw:
		return i18n.T("Round over: a draw.")
	case end.RunoffGame > 0:
		return i18n.Tf("The run-off game ended level (%s): %s play another run-off game.", countsWords(end.Players, end.Captured), strings.Join(tied, " & "))
	}
	return i18n.Tf("Round over: %s are level and play a run-off game.", strings.Join(tied, " & "))
}

// why says a refusal of the game in a sentence with what its rule cites;
// c is the card tapped, when one was.
func (t *hyruleTable) why(err error, c *cards.Card) string {
	switch {
	case errors.Is(err, session.ErrNotReady):
		row, _ := t.correcting()
		return i18n.Tf("Reading turn %d…", row.Result.Turn)
	case errors.Is(err, session.ErrNotActive):
		return i18n.T("The round is over.")
	}
	var ge *game.Error
	if !errors.As(err, &ge) {
		return err.Error()
	}
	s := ""
	switch {
	case errors.Is(err, shyrule.ErrSeenCard) && c != nil:
		if u, ok := t.table().Used(*c); ok {
			card := widgets.CardText(*c)
			switch u.How {
			case "swapped":
				s = i18n.Tf("%s was discarded by a swap in turn %d: it is out of this round.", card, u.Turn)
			case "runoff":
				s = i18n.Tf("%s was played in the run-off of turn %d: it is out of this round.", card, u.Turn)
			default:
				s = i18n.Tf("%s was played in turn %d: it is out of this round.", card, u.Turn)
			}
		}
	case errors.Is(err, shyrule.ErrStockEmpty):
		s = i18n.T("The stock is empty: there is no card to swap with.")
	case errors.Is(err, shyrule.ErrRoundOver):
		s = i18n.T("The round is over.")
	}
	if s == "" {
		return widgets.RefusalText(err)
	}
	return widgets.WithCited(s, err)
}
