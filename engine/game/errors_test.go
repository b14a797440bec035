package game

import (
	"errors"
	"testing"
)

func TestRefusalsCarryFieldAndRule(t *testing.T) {
	tests := []struct {
		err                error
		kind               error
		field, rule, whole string
	}{
		{Invalidf("options.deals: %d: must be 1–100000", 0), ErrInvalid, "options.deals", "", "options.deals: 0: must be 1–100000"},
		{Illegalf("PYM-8", "bids[3]: gam+2 has not been bid"), ErrIllegal, "bids[3]", "PYM-8", "bids[3]: gam+2 has not been bid: PYM-8"},
		{Invalidf("input is not valid JSON at byte 3: x"), ErrInvalid, "", "", "input is not valid JSON at byte 3: x"},
		{Impossiblef("deals[0].tricks_won", "the Ry player holds 2 tricks"), ErrImpossible, "deals[0].tricks_won", "GEN-1",
			"deals[0].tricks_won: the Ry player holds 2 tricks: GEN-1"},
	}
	for _, tt := range tests {
		if !errors.Is(tt.err, tt.kind) || !IsRefusal(tt.err) {
			t.Errorf("%v: not %v", tt.err, tt.kind)
		}
		if FieldOf(tt.err) != tt.field || RuleOf(tt.err) != tt.rule || tt.err.Error() != tt.whole {
			t.Errorf("%q: field %q rule %q, want %q %q %q", tt.err, FieldOf(tt.err), RuleOf(tt.err), tt.field, tt.rule, tt.whole)
		}
	}
	if !errors.Is(Impossiblef("x", "y"), ErrInvalid) {
		t.Error("an impossible table is bad input too")
	}
}

func TestPrefixBuildsThePath(t *testing.T) {
	sentinel := errors.New("jailed")
	base := &Error{Kind: ErrIllegal, Field: "red[1]", Msg: "8H is in Red's jail", Rule: "MYRE-12", Sentinel: sentinel}
	err := Prefix(Prefix(base, "battles[2]"), "hands[0]")
	if got := FieldOf(err); got != "hands[0].battles[2].red[1]" {
		t.Errorf("field %q", got)
	}
	if !errors.Is(err, sentinel) || !errors.Is(err, ErrIllegal) {
		t.Error("prefix lost the sentinel or kind")
	}
	if base.Field != "red[1]" {
		t.Error("prefix changed the original")
	}
	if got := FieldOf(Prefix(Invalidf("[2]: not a card"), "hand")); got != "hand[2]" {
		t.Errorf("index field %q", got)
	}
	plain := errors.New("disk full")
	if Prefix(plain, "x") != plain {
		t.Error("a non-refusal must pass through")
	}
}

func TestDuplicateKeysAreRefused(t *testing.T) {
	tests := []struct{ in, field string }{
		{`{"red":"Ann","red":"Eve"}`, "red"},
		{`{"players":{"red":"Ann","black":"Bo","red":"Eve"}}`, "players.red"},
		{`{"hands":[{"battles":[{"scout":["6H"]},{"scout":["7H"],"scout":["8H"]}]}]}`, "hands[0].battles[1].scout"},
		{`[{"a":1},{"b":2,"b":3}]`, "[1].b"},
	}
	for _, tt := range tests {
		err := CheckDuplicateKeys([]byte(tt.in))
		if !errors.Is(err, ErrDuplicateKey) || !errors.Is(err, ErrInvalid) || FieldOf(err) != tt.field {
			t.Errorf("%s: %v (field %q), want %q", tt.in, err, FieldOf(err), tt.field)
		}
		var v any
		if err := Decode([]byte(tt.in), &v); !errors.Is(err, ErrDuplicateKey) {
			t.Errorf("Decode(%s) = %v", tt.in, err)
		}
	}
	for _, ok := range []string{`{"a":{"x":1},"b":{"x":2}}`, `[{"a":1},{"a":2}]`, `{"a":[1,{"a":2}]}`, `{`} {
		if err := CheckDuplicateKeys([]byte(ok)); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
}

func TestDecodeNamesTheFieldOfAWrongType(t *testing.T) {
	var v struct {
		First string `json:"first"`
		Hands []struct {
			N int `json:"n"`
		} `json:"hands"`
	}
	for in, field := range map[string]string{
		`{"first":3}`:                   "first",
		`{"hands":[{"n":1},{"n":"x"}]}`: "hands[1].n",
		`{"hands":{"n":1}}`:             "hands",
		`{"first":"a","first":"b"}`:     "first",
		`{"first":"a","colour":"b"}`:    "colour",
	} {
		err := Decode([]byte(in), &v)
		if !errors.Is(err, ErrInvalid) || FieldOf(err) != field {
			t.Errorf("%s: %v (field %q), want %q", in, err, FieldOf(err), field)
		}
	}
}
