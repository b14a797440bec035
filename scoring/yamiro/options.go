package yamiro

import (
	"encoding/json"

	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring"
)

// Schema is Yamiro's one option schema: the must-have-a-winner variant
// (YAM-3) and the deck (YAM-1), a value of its own read by ParseDeck and
// written in the same JSON form ({"kind":"railog"} or
// {"kind":"standard","map":{"alak":"J",…}}). The new-game form, the parser
// and the stored rule set all use it.
var Schema = scoring.Schema{
	Options: []scoring.Option{
		{Name: "must_have_winner", Ruling: "YAM-3", Kind: scoring.Bool, Default: false,
			Label: "There must be a winner", Help: "A hand still tied after four cards each goes on, one more card per player at a time, until the tie breaks."},
		{Name: "deck", Ruling: "YAM-1", Kind: scoring.Custom, Default: yamiro.Deck{Kind: yamiro.Railog},
			Label: "Deck", Help: "Railog cards, or a standard deck where ace to 8 count 1 to 8 and four chosen ranks (or the jokers) stand for the faces.",
			Choices: []scoring.ChoiceValue{
				{Value: "railog", Label: "Railog cards"},
				{Value: "standard", Label: "Standard deck", Help: "By default jacks are alak, queens arl, kings deiskatun and the jokers arlas."},
			},
			Parse:  parseDeck,
			Format: formatDeck},
	},
	CheckAll: checkDeck,
}

// parseDeck reads the deck option in every form the CLI takes: "railog",
// "standard", {"kind":…, "map":{…}}.
func parseDeck(raw json.RawMessage) (any, error) {
	d, err := yamiro.ParseDeck(raw)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// formatDeck writes a deck in its stored JSON form.
func formatDeck(v any) any {
	if d, ok := deckOf(v); ok {
		b, err := d.MarshalJSON()
		if err == nil {
			return json.RawMessage(b)
		}
	}
	return v
}

func deckOf(v any) (yamiro.Deck, bool) {
	switch d := v.(type) {
	case yamiro.Deck:
		return d, true
	case *yamiro.Deck:
		if d != nil {
			return *d, true
		}
	}
	return yamiro.Deck{}, false
}

// checkDeck refuses a deck value that is not a deck, or a standard deck
// whose mapping ParseDeck would refuse (a form can build one).
func checkDeck(v scoring.Values) error {
	d, ok := deckOf(v["deck"])
	if !ok {
		return game.Refuse(game.ErrInvalid, nil, "options.deck", msgDeckExpected.With())
	}
	b, err := d.MarshalJSON()
	if err != nil {
		return game.Refuse(game.ErrInvalid, nil, "options.deck", msgCardErr.With(err))
	}
	back, err := yamiro.ParseDeck(b)
	if err != nil {
		return err
	}
	v["deck"] = back
	return nil
}

// fromValues turns checked values into the engine's options.
func fromValues(v scoring.Values) yamiro.Options {
	d, _ := deckOf(v["deck"])
	return yamiro.Options{MustHaveWinner: v.Bool("must_have_winner"), Deck: d}
}

// Values returns options as the schema's values (for a form, or to store
// them).
func Values(o yamiro.Options) scoring.Values {
	return scoring.Values{"must_have_winner": o.MustHaveWinner, "deck": o.Deck}
}
