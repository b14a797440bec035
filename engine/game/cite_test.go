package game

import (
	"errors"
	"reflect"
	"testing"
)

var (
	testSecJokers = W("test.sec.jokers", "Jokers and double-scouts")
	testRuleSize  = Define("test.rule.size", "a scouting pile holds %d card (Jokers and Double-Scouts; MYRE-8)").Cites(testSecJokers, "MYRE-8")
	testRuleOff   = Define("test.rule.off", "double-scouts are off (option double_scouts; MYRE-8)").Cites(HouseRule("double_scouts"), "MYRE-8")
	testRuleBare  = Define("test.rule.bare", "the winner of a trick leads the next")
	testMsg       = Define("test.refuse", "%d cards")
)

func TestRefusalsCarryTheirTypedCitation(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want Citation
	}{
		{"a rule with a section and a ruling", Refuse(ErrIllegal, nil, "piles[0]", testMsg.With(3)).Citing(testRuleSize.With(1)),
			Citation{Sections: []Word{testSecJokers}, Rulings: []string{"MYRE-8"}}},
		{"a house rule", Refuse(ErrIllegal, nil, "", testMsg.With(2)).Citing(testRuleOff.With()),
			Citation{Options: []string{"double_scouts"}, Rulings: []string{"MYRE-8"}}},
		{"a ruling id", Refuse(ErrIllegal, nil, "", testMsg.With(2)).Citing("PYM-6"), Citation{Rulings: []string{"PYM-6"}}},
		{"GEN-1", Impossiblef("deals[0]", "x"), Citation{Rulings: []string{RuleImpossible}}},
		{"a ruling id by Illegalf", Illegalf("PYM-8", "bids[3]: x"), Citation{Rulings: []string{"PYM-8"}}},
		{"a rule that cites nothing", Refuse(ErrIllegal, nil, "", testMsg.With(2)).Citing(testRuleBare.With()), Citation{}},
		{"a rule in words without a message", Illegalf("the game is over", "x"), Citation{}},
		{"no rule", Refuse(ErrInvalid, nil, "x", testMsg.With(1)), Citation{}},
		{"not a refusal", errors.New("x"), Citation{}},
	}
	for _, tt := range tests {
		got := CitationOf(tt.err)
		if !reflect.DeepEqual(got, tt.want) && !(got.Empty() && tt.want.Empty()) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
		if got.Empty() != tt.want.Empty() {
			t.Errorf("%s: Empty", tt.name)
		}
	}
	// The citation travels with the refusal when its field is prefixed,
	// and the CLI's English is the rule's own.
	err := Prefix(Refuse(ErrIllegal, nil, "scout", testMsg.With(3)).Citing(testRuleSize.With(1)), "piles[0]")
	if c := CitationOf(err); len(c.Sections) != 1 || c.Sections[0] != testSecJokers || c.Rulings[0] != "MYRE-8" {
		t.Errorf("prefixed: %+v", c)
	}
	if RuleOf(err) != "a scouting pile holds 1 card (Jokers and Double-Scouts; MYRE-8)" {
		t.Errorf("rule %q", RuleOf(err))
	}
	// Citing again replaces the citation with the new rule's.
	if c := CitationOf(Refuse(ErrIllegal, nil, "", testMsg.With(1)).Citing(testRuleSize.With(1)).Citing("GEN-1")); !reflect.DeepEqual(c, Citation{Rulings: []string{"GEN-1"}}) {
		t.Errorf("cited again: %+v", c)
	}
}

func TestCitesRefusesWhatIsNotACitation(t *testing.T) {
	for _, parts := range [][]any{{"Jokers and double-scouts"}, {3}, {Define("x", "y")}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v: no panic", parts)
				}
			}()
			Define("test.rule.bad", "x").Cites(parts...)
		}()
	}
}
