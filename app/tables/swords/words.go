package swords

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// refusal says in words why the engine refuses a card or an attack, with
// the rule: the engine's sentinel picks the words (never its text). key is
// the slot the card was meant for ("a<seat>", "h<seat>"), code the card.
func (t *swordsTable) refusal(err error, key, code string) string {
	card := widgets.CardWords(code)
	name := "?"
	if key != "" {
		name = t.name(keySeat(key))
	}
	data := map[string]any{"Name": name, "Card": card}
	switch {
	case errors.Is(err, swords.ErrStrongFace):
		return i18n.T("{{.Name}} cannot attack with {{.Card}} from hand: the Strong Suit's J, Q and K attack only as a random card (SWORDS-5).", data)
	case errors.Is(err, swords.ErrGentlemanStrong):
		return i18n.T("Gentleman Rule: {{.Name}}'s first attack cannot be a Strong Suit card from hand, only a random card (SWORDS-5).", data)
	case errors.Is(err, swords.ErrGentlemanFace):
		return i18n.T("Gentleman Rule: {{.Name}}'s first attack cannot be a J, Q or K from hand, only a random card (SWORDS-5).", data)
	case errors.Is(err, swords.ErrIsArmor):
		if owner := t.armorOwner(code); owner != "" {
			data["Owner"] = owner
			return i18n.T("{{.Card}} is {{.Owner}}'s armor: armor never goes back into a hand or the deck (GEN-1).", data)
		}
		return i18n.T("{{.Card}} is a knight's armor: armor never goes back into a hand or the deck (GEN-1).", data)
	case errors.Is(err, swords.ErrDiscarded):
		return i18n.T("{{.Card}} lies on the discard pile: it comes back only when the deck is reshuffled (GEN-1).", data)
	case errors.Is(err, swords.ErrUnderDeck):
		return i18n.T("{{.Card}} is the Strong Suit card under the deck: it is drawn only as the last card (GEN-1).", data)
	case errors.Is(err, swords.ErrOnTable):
		return i18n.T("{{.Card}} is already played in this attack (GEN-1).", data)
	case errors.Is(err, swords.ErrStopped):
		return i18n.T("The attack has stopped: the knights after it do not play.")
	case errors.Is(err, swords.ErrSteal):
		return i18n.T("This steal or face-down defence is not allowed by the house rules in use.")
	case errors.Is(err, swords.ErrGameOver):
		return i18n.T("The fight is over: no attack is left to enter.")
	}
	return fmt.Sprintf(i18n.T("This cannot be entered: %s"), t.engineWords(err))
}

// engineWords is an engine refusal without its field, with the knights'
// names and the cards as people say them.
func (t *swordsTable) engineWords(err error) string {
	var e *game.Error
	if !errors.As(err, &e) {
		return err.Error()
	}
	msg := e.Msg
	if e.Rule != "" {
		msg += " (" + e.Rule + ")"
	}
	return widgets.CardWords(t.seatNames(msg))
}

// armorOwner names the knight whose armor a card is.
func (t *swordsTable) armorOwner(code string) string {
	if t.base == nil {
		return ""
	}
	for _, k := range t.base.Knights() {
		for _, a := range k.Armor {
			if a.Card.String() == code {
				return k.Name
			}
		}
	}
	return ""
}

// seatRe is a seat in an engine's text, in English or as assets/prose
// says it in Dutch ("plaats 2").
var seatRe = regexp.MustCompile(`(?:[Ss]eat|[Pp]laats) [0-9]`)

// seatNames puts the knights' names for "seat N" in an engine's text.
func (t *swordsTable) seatNames(s string) string {
	return seatRe.ReplaceAllStringFunc(s, func(m string) string {
		var n int
		fmt.Sscanf(m[strings.LastIndexByte(m, ' ')+1:], "%d", &n)
		return t.name(n)
	})
}

// named puts the explanation in the reader's language and the knights'
// names in it. The engine's sentence is said first, while it still reads
// "Seat 2 blocks with …" as the explanation formats of assets/prose do;
// the names go into the said sentence after (the Why? panel's own
// i18n.Prose then finds nothing left to say).
func (t *swordsTable) named(steps []game.Step) []game.Step {
	out := make([]game.Step, len(steps))
	for i, st := range steps {
		st.Text = t.seatNames(i18n.Prose(st.Text))
		out[i] = st
	}
	return out
}
