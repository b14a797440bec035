package yamiro

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"arbiter/engine/game"
)

// Options are Yamiro's house rules and deck; the zero value is the default
// rule set (Railog deck, four-card hands that may end tied).
type Options struct {
	MustHaveWinner bool `json:"must_have_winner"` // YAM-3: a tied hand goes on until the tie breaks
	Deck           Deck `json:"deck"`             // YAM-1
}

// OptionNames lists the option names ParseOptions accepts.
var OptionNames = []string{"must_have_winner", "deck"}

// ParseOptions reads an input's "options" object strictly.
func ParseOptions(raw json.RawMessage) (Options, error) {
	o := Options{}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return o, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return o, game.Invalidf("options: expected an object of house rules (%s)", strings.Join(OptionNames, ", "))
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch k {
		case "must_have_winner":
			if err := json.Unmarshal(m[k], &o.MustHaveWinner); err != nil {
				return o, game.Invalidf("options.must_have_winner: expected true or false (YAM-3)")
			}
		case "deck":
			d, err := ParseDeck(m[k])
			if err != nil {
				return o, err
			}
			o.Deck = d
		default:
			return o, game.Invalidf("options.%s: unknown option: Yamiro's house rules are %s", k, strings.Join(OptionNames, ", "))
		}
	}
	return o, nil
}
