package carts

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// Options are the house-rule switches of Cârts Tîty, stored with a game.
type Options struct {
	Chain  carts.ChainRule `json:"chain"`   // CARTS-1: plus_two (default) or doubling
	Rule16 bool            `json:"rule_16"` // optional extra turn on a same-element total of 16
	Decks  int             `json:"decks"`   // 0: by the number of players (2 from 6, 3 from 12…)
	Limit  int             `json:"limit"`   // CARTS-2: the score that ends the game (100); 0: no limit
	Rounds int             `json:"rounds"`  // CARTS-2: an agreed number of rounds; 0: none
}

// DefaultOptions are the rulings' defaults.
func DefaultOptions() Options { return Options{Chain: carts.PlusTwo, Limit: 100} }

// MaxDecks bounds the decks option (4 decks serve 18–23 players).
const MaxDecks = 20

// maxRounds bounds the rounds option.
const maxRounds = 10000

// maxLimit bounds the limit option.
const maxLimit = 1000000

var optionNames = []string{"chain", "decks", "limit", "rounds", "rule_16"}

// DecodeOptions reads an "options" object strictly over the defaults: an
// unknown option or a bad value is refused, naming it.
func DecodeOptions(raw json.RawMessage) (Options, error) {
	o := DefaultOptions()
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return o, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return o, game.Invalidf("options: expected an object of house rules (%s)", strings.Join(optionNames, ", "))
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := m[k]
		var err error
		switch k {
		case "chain":
			var s string
			if err = json.Unmarshal(v, &s); err == nil {
				o.Chain, err = carts.ParseChainRule(s)
			}
			if err != nil {
				return o, game.Invalidf("options.chain: must be \"plus_two\" or \"doubling\" (CARTS-1)")
			}
		case "rule_16":
			if json.Unmarshal(v, &o.Rule16) != nil {
				return o, game.Invalidf("options.rule_16: must be true or false")
			}
		case "decks":
			if json.Unmarshal(v, &o.Decks) != nil || o.Decks < 0 || o.Decks > MaxDecks {
				return o, game.Invalidf("options.decks: must be a whole number of decks from 1 to %d (0: one per started 6 players)", MaxDecks)
			}
		case "limit":
			if json.Unmarshal(v, &o.Limit) != nil || o.Limit < 0 || o.Limit > maxLimit {
				return o, game.Invalidf("options.limit: must be a whole number of points from 1 to %d, or 0 for no limit (CARTS-2)", maxLimit)
			}
		case "rounds":
			if json.Unmarshal(v, &o.Rounds) != nil || o.Rounds < 0 || o.Rounds > maxRounds {
				return o, game.Invalidf("options.rounds: must be a whole number of rounds from 1 to %d, or 0 when not agreed (CARTS-2)", maxRounds)
			}
		default:
			return o, game.Invalidf("options.%s: unknown option for carts-tity: the options are %s", k, strings.Join(optionNames, ", "))
		}
	}
	return o, nil
}

// DecksFor is the decks option, or the number the rules give for players.
func (o Options) DecksFor(players int) int {
	if o.Decks > 0 {
		return o.Decks
	}
	return carts.DecksFor(players)
}

func (o Options) engineRules() carts.Rules { return carts.Rules{Chain: o.Chain, Rule16: o.Rule16} }

// MarshalJSON writes every option, for storage and outputs.
func (o Options) MarshalJSON() ([]byte, error) {
	type plain Options
	return json.Marshal(plain(o))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
