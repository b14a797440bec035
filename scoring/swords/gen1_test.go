package swords

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// TestGen1Refusals: each impossible table names its field and GEN-1, and
// keeps the engine's sentinel through the log's "attacks[i]" prefix.
func TestGen1Refusals(t *testing.T) {
	parries := `{"plays":[{"seat":0,"card":"3S"},{"seat":1,"card":"3H"}]},{"plays":[{"seat":0,"card":"3C"},{"seat":1,"card":"3D"}]}`
	tests := []struct {
		name, command, input, field string
		sentinel                    error
	}{
		{"knights", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":5,"plays":[{"seat":0,"card":"5H"}]}`, "knights", nil},
		{"card twice", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":2,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"5H"}]}`, "plays[1].card", swords.ErrPlay},
		{"died twice", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":3,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"},{"seat":2,"card":"3S"}],"died":[2,2]}`, "died[1]", nil},
		{"attacker died", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":2,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"}],"died":[0]}`, "died[0]", nil},
		{"armor from the table", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":2,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"}],"choices":[{"seat":1,"choice":"turn_down","card":"5H"}]}`, "choices[0].card", nil},
		{"one card, two armors", "resolve", `{"game":"mortal-swords","strong_suit":"S","knights":3,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"},{"seat":2,"card":"3S"}],"choices":[{"seat":1,"choice":"steal","card":"4D"},{"seat":2,"choice":"hand","card":"4D"}]}`, "choices[1].card", nil},
		{"last knight dies", "score", `{"game":"mortal-swords","knights":["A","B"],"deaths":["A","B"]}`, "deaths", nil},
		{"dies twice", "score", `{"game":"mortal-swords","knights":["A","B","C"],"deaths":["A","A"]}`, "deaths[1]", nil},
		{"five knights", "score", `{"game":"mortal-swords","knights":["A","B","C","D","E"]}`, "knights", nil},
		{"card back too soon", "score", `{"game":"mortal-swords","knights":["A","B"],"strong_suit":"H","attacks":[` + parries + `,{"plays":[{"seat":0,"card":"3S"},{"seat":1,"card":"4H"}]}]}`, "attacks[2].plays[0].card", swords.ErrCardOut},
		{"strong card under the deck", "score", `{"game":"mortal-swords","knights":["A","B"],"strong_card":"AH","attacks":[{"plays":[{"seat":0,"card":"AH"},{"seat":1,"card":"2H"}]}]}`, "attacks[0].plays[0].card", swords.ErrCardOut},
		{"armor laid twice", "score", `{"game":"mortal-swords","knights":["A","B"],"strong_suit":"S","attacks":[{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"}],"choices":[{"seat":1,"choice":"hand","card":"4C"}]},{"plays":[{"seat":1,"card":"6H"},{"seat":0,"card":"2C"}],"choices":[{"seat":0,"choice":"hand","card":"4C"}]}]}`, "attacks[1].choices[0].card", swords.ErrCardOut},
		{"vow is the strong card", "score", `{"game":"mortal-swords","knights":["A","B"],"strong_card":"AH","options":{"warriors_vow":true},"vow":["AH","2C"],"attacks":[]}`, "vow[0]", swords.ErrCardOut},
		{"died contradicts the log", "score", `{"game":"mortal-swords","knights":["A","B","C"],"strong_suit":"S","attacks":[{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"},{"seat":2,"card":"9H"}],"choices":[{"seat":1,"choice":"hand","card":"3D"}],"died":[1]}]}`, "attacks[0].died", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := call(tt.command, tt.input)
			var e *game.Error
			if !errors.As(err, &e) {
				t.Fatalf("%v is not a *game.Error", err)
			}
			if e.Field != tt.field || e.Rule != game.RuleImpossible || !errors.Is(err, game.ErrImpossible) {
				t.Errorf("%q: field %q rule %q, want %q and GEN-1", err, e.Field, e.Rule, tt.field)
			}
			if tt.sentinel != nil && !errors.Is(err, tt.sentinel) {
				t.Errorf("%q is not %v", err, tt.sentinel)
			}
			if !strings.HasPrefix(err.Error(), tt.field+": ") {
				t.Errorf("%q does not start with its field", err)
			}
		})
	}
}

// TestPrefixKeepsTheReason: a refusal inside a log keeps its kind, rule
// and sentinel, with the attack in front of its field.
func TestPrefixKeepsTheReason(t *testing.T) {
	_, err := call("score", `{"game":"mortal-swords","knights":["A","B"],"strong_suit":"S","attacks":[
	 {"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"}],"choices":[{"seat":1,"choice":"hand","card":"3D"}]},
	 {"plays":[{"seat":1,"card":"KS"},{"seat":0,"card":"2D"}]}]}`)
	if game.FieldOf(err) != "attacks[1].plays[0].card" || !strings.Contains(game.RuleOf(err), "SWORDS-5") ||
		!errors.Is(err, swords.ErrForbiddenAttack) || !errors.Is(err, game.ErrIllegal) {
		t.Errorf("%v: field %q rule %q", err, game.FieldOf(err), game.RuleOf(err))
	}
	_, err = call("score", `{"game":"mortal-swords","knights":["A","B"],"strong_suit":"S","attacks":[
	 {"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"2S"}],"choices":[{"seat":1,"choice":"parry"}]}]}`)
	if game.FieldOf(err) != "attacks[0].choices[0].choice" || !errors.Is(err, swords.ErrChoice) {
		t.Errorf("%v: field %q", err, game.FieldOf(err))
	}
	_, err = call("resolve", `{"game":"mortal-swords","strong_suit":"S","knights":2,"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"1H"}]}`)
	if game.FieldOf(err) != "plays[1].card" || !errors.Is(err, game.ErrInvalid) {
		t.Errorf("%v: field %q", err, game.FieldOf(err))
	}
}

func call(command, input string) (any, error) {
	if command == "score" {
		return score([]byte(input))
	}
	return resolve([]byte(input))
}
