package swords

import (
	"errors"
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	sswords "arbiter/scoring/swords"
	"arbiter/session"
)

// refusal says in words why the engine refuses a card or an attack, with
// the rule: the refusal's sentinel picks the words, and what they name
// comes from typed values (the slot the card was meant for, the card, a
// *swords.HandsNowhere), never from the refusal's text. key is the slot
// the card was meant for ("a<seat>", "h<seat>"; "" for none), code the
// card.
func (t *screen) refusal(err error, key, code string) string {
	card := widgets.CardCodeText(code)
	name := "?"
	if key != "" {
		name = t.name(keySeat(key))
	}
	var nowhere *swords.HandsNowhere
	switch {
	case errors.As(err, &nowhere):
		return t.nowhereWords(nowhere)
	case errors.Is(err, swords.ErrStrongFace):
		return i18n.Tf("%s cannot attack with %s from hand: the Strong Suit's J, Q and K attack only as a random card (SWORDS-5).", name, card)
	case errors.Is(err, swords.ErrGentlemanStrong):
		return i18n.Tf("Gentleman Rule: %s's first attack cannot be a Strong Suit card from hand, only a random card (SWORDS-5).", name)
	case errors.Is(err, swords.ErrGentlemanFace):
		return i18n.Tf("Gentleman Rule: %s's first attack cannot be a J, Q or K from hand, only a random card (SWORDS-5).", name)
	case errors.Is(err, swords.ErrIsArmor):
		if owner := t.armorOwner(code); owner != "" {
			return i18n.Tf("%s is %s's armor: armor never goes back into a hand or the deck (GEN-1).", card, owner)
		}
		return i18n.Tf("%s is a knight's armor: armor never goes back into a hand or the deck (GEN-1).", card)
	case errors.Is(err, swords.ErrDiscarded):
		return i18n.Tf("%s lies on the discard pile: it comes back only when the deck is reshuffled (GEN-1).", card)
	case errors.Is(err, swords.ErrUnderDeck):
		return i18n.Tf("%s is the Strong Suit card under the deck: it is drawn only as the last card (GEN-1).", card)
	case errors.Is(err, swords.ErrOnTable):
		return i18n.Tf("%s is already played in this attack (GEN-1).", card)
	case errors.Is(err, swords.ErrStopped):
		return i18n.T("The attack has stopped: the knights after it do not play.")
	case errors.Is(err, swords.ErrSteal):
		return i18n.T("This steal or face-down defence is not allowed by the house rules in use.")
	case errors.Is(err, swords.ErrGameOver), errors.Is(err, session.ErrNotActive):
		return i18n.T("The fight is over: no attack is left to enter.")
	case errors.Is(err, swords.ErrChoice):
		return i18n.Tf("%s cannot take the damage that way (%s).", name, ruleWords(err))
	case errors.Is(err, swords.ErrOrder):
		return i18n.Tf("It is not %s's turn to attack (%s).", name, ruleWords(err))
	case errors.Is(err, swords.ErrPlay):
		return i18n.Tf("%s cannot play %s here.", name, card)
	}
	if i18n.Typed(err) {
		// The engine's own reason, said from its typed message with the
		// knights' names for their seats.
		return i18n.Tf("This cannot be entered: %s", widgets.RefusalText(namedRefusal(err, t.name)))
	}
	if r := game.RuleOf(err); r != "" {
		return i18n.Tf("This cannot be entered: the rules refuse it (%s).", ruleWords(err))
	}
	return i18n.T("This cannot be entered.")
}

// namedRefusal is a refusal whose typed message says the knights' names
// where it says their seats.
func namedRefusal(err error, name func(int) string) error {
	var e *game.Error
	if !errors.As(err, &e) || e.Said == nil {
		return err
	}
	c := *e
	m := withNames(*e.Said, name)
	c.Said, c.Msg = &m, m.String()
	return &c
}

// ruleWords is the rule a refusal names, as people read it.
func ruleWords(err error) string { return widgets.RuleText(err) }

// nowhereWords says why an attack leaves a knight's hand cards nowhere
// (GEN-1), from the knights and counts the refusal carries.
func (t *screen) nowhereWords(h *swords.HandsNowhere) string {
	names := make([]string, len(h.Seats))
	for i, s := range h.Seats {
		names[i] = t.name(s)
	}
	who := strings.Join(names, " & ")
	if len(names) == 1 {
		return i18n.Tf("After this attack %[1]s would hold %[2]d hand cards, but only %[3]d cards could still be in that hand: every other card was shown since %[1]s last drew from a deck that had it. This attack cannot have happened (GEN-1).", who, h.Hands, h.Cards)
	}
	return i18n.Tf("After this attack %s would hold %d hand cards between them, but only %d different cards could be in their hands: every other card was shown since they last drew from a deck that had it. This attack cannot have happened (GEN-1).", who, h.Hands, h.Cards)
}

// armorOwner names the knight whose armor a card is.
func (t *screen) armorOwner(code string) string {
	base, ok := t.cs.Base()
	if !ok {
		return ""
	}
	for _, k := range base.Knights() {
		for _, a := range k.Armor {
			if a.Card.String() == code {
				return base.Name(k.Seat)
			}
		}
	}
	return ""
}

// named puts the knights' names in the explanation where its typed
// messages name their seats (swords.SeatOf: "seat 2", "Seat 2", "seats
// 0, 1"), so the Why? panel says "Ann blocks with …" in the reader's
// language from the message's id, the name in the seat's place.
func named(name func(int) string, steps []game.Step) []game.Step {
	out := make([]game.Step, len(steps))
	for i, st := range steps {
		if st.Said != nil {
			m := withNames(*st.Said, name)
			st.Said, st.Text = &m, m.String()
		}
		out[i] = st
	}
	return out
}

// seatsID is the message of several seats together ("seats 0, 1"), said
// as the knights' names instead.
const seatsID = "mortal-swords.seats"

// withNames is a message with the knights' names for the seats it says.
func withNames(m game.Message, name func(int) string) game.Message {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = nameArg(a, name)
	}
	m.Args = args
	return m
}

// nameArg is an argument of a message with the names for the seats it
// says: a seat said ("seat 2") becomes the name, seats said together
// their names in a list; a bare number stays (a verb of a number takes
// it).
func nameArg(a any, name func(int) string) any {
	switch v := a.(type) {
	case game.Message:
		if seat, ok := swords.SeatOf(v); ok {
			return name(int(seat))
		}
		if v.ID == seatsID && len(v.Args) == 1 {
			if l, ok := v.Args[0].(game.List); ok {
				items := make([]any, len(l.Items))
				for i, it := range l.Items {
					items[i] = it
					if seat, ok := swords.SeatOf(it); ok {
						items[i] = name(int(seat))
					}
				}
				return game.List{Items: items, Join: l.Join}
			}
		}
		return withNames(v, name)
	case game.List:
		items := make([]any, len(v.Items))
		for i, it := range v.Items {
			items[i] = nameArg(it, name)
		}
		return game.List{Items: items, Join: v.Join}
	}
	return a
}

// resultSteps are a saved attack's explanation: how each card fared,
// then how the damage was taken, who died and who attacks next.
func resultSteps(res sswords.Result) []game.Step {
	return append(append([]game.Step{}, res.Steps...), res.After...)
}
