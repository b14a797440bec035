package main

import (
	"arbiter/scoring/all"
	"encoding/json"
	"strings"
	"testing"

	"arbiter/engine/game"
)

// Issue 28 #6: every house rule names the ruling it switches, and
// `arbiter-cli rules GAME` shows it beside the option, with the ruling
// itself among the game's rulings, naming the option back: direction
// (GEN-2), rule_16 and decks (CARTS-4) named none before.
func TestEveryOptionNamesItsRuling(t *testing.T) {
	want := map[string]string{"burn.direction": "GEN-2", "pymtheg.direction": "GEN-2", "carts-tity.rule_16": "CARTS-4", "carts-tity.decks": "CARTS-4"}
	seen := 0
	for _, d := range all.All() {
		id := d.Info().ID
		code, out, errw := call(t, "", "rules", id)
		if code != exitOK {
			t.Fatalf("rules %s: %d %s", id, code, errw)
		}
		var r game.Rules
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("rules %s: %v", id, err)
		}
		rulings := map[string]game.Ruling{}
		for _, rl := range r.Rulings {
			rulings[rl.ID] = rl
		}
		if len(r.Options) != len(d.Options().Options) {
			t.Errorf("%s: the rules list %d options, the schema has %d", id, len(r.Options), len(d.Options().Options))
		}
		for _, o := range r.Options {
			seen++
			key := id + "." + o.Name
			if o.Ruling == "" {
				t.Errorf("%s: names no ruling", key)
				continue
			}
			if w, ok := want[key]; ok && o.Ruling != w {
				t.Errorf("%s: ruling %s, want %s", key, o.Ruling, w)
			}
			rl, ok := rulings[o.Ruling]
			if !ok {
				t.Errorf("%s: ruling %s is not among the game's rulings", key, o.Ruling)
				continue
			}
			named := false
			for _, n := range strings.Split(rl.Option, ",") {
				named = named || strings.TrimSpace(n) == o.Name
			}
			// An option that sets a number for another one of its ruling
			// (Pymtheg's deals under end, Cârts Tîty's rounds beside
			// limit) shares the ruling; a ruling that names no option
			// at all would say no house rule changes it.
			if !named && rl.Option == "" {
				t.Errorf("%s: ruling %s names no house rule, though %s switches it", key, o.Ruling, o.Name)
			}
		}
	}
	if seen < 25 {
		t.Errorf("only %d options seen", seen)
	}
}
