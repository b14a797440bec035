package game

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

func TestParsePath(t *testing.T) {
	tests := []struct {
		field string
		want  Path
	}{
		{"", nil},
		{"piles", Path{{Name: "piles"}}},
		{"piles[2].black", Path{{Name: "piles"}, {Index: 2, IsIndex: true}, {Name: "black"}}},
		{"hands[0].battles[2].red[1]", Path{{Name: "hands"}, {Index: 0, IsIndex: true}, {Name: "battles"}, {Index: 2, IsIndex: true}, {Name: "red"}, {Index: 1, IsIndex: true}}},
		{"[3]", Path{{Index: 3, IsIndex: true}}},
		{"grid[1][4]", Path{{Name: "grid"}, {Index: 1, IsIndex: true}, {Index: 4, IsIndex: true}}},
		{"cards_left.Ann Smith", Path{{Name: "cards_left"}, {Name: "Ann Smith"}}},
		{"deals[2].tricks_won.N", Path{{Name: "deals"}, {Index: 2, IsIndex: true}, {Name: "tricks_won"}, {Name: "N"}}},
	}
	for _, tt := range tests {
		got, err := ParsePath(tt.field)
		if err != nil {
			t.Errorf("%q: %v", tt.field, err)
			continue
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %+v, want %+v", tt.field, got, tt.want)
		}
		if got.String() != tt.field {
			t.Errorf("%q reads back as %q", tt.field, got.String())
		}
	}
	for _, bad := range []string{"piles[", "piles[x]", "piles[-1]", "piles]", ".red", "red.", "a..b", "piles[2]black", "a.[1]"} {
		if p, err := ParsePath(bad); !errors.Is(err, ErrBadPath) {
			t.Errorf("%q: %+v, %v; want ErrBadPath", bad, p, err)
		}
	}
}

func TestPathLookups(t *testing.T) {
	p, err := ParsePath("hands[4].piles[2].black")
	if err != nil {
		t.Fatal(err)
	}
	if i, ok := p.Index("piles"); !ok || i != 2 {
		t.Errorf("Index(piles) = %d, %v", i, ok)
	}
	if i, ok := p.Index("hands"); !ok || i != 4 {
		t.Errorf("Index(hands) = %d, %v", i, ok)
	}
	if _, ok := p.Index("black"); ok {
		t.Error("black has no index")
	}
	if _, ok := p.Index("red"); ok {
		t.Error("the path has no red")
	}
	if s, ok := p.After("piles"); !ok || s != "black" {
		t.Errorf("After(piles) = %q, %v", s, ok)
	}
	if s, ok := p.After("hands"); !ok || s != "piles" {
		t.Errorf("After(hands) = %q, %v", s, ok)
	}
	if _, ok := p.After("black"); ok {
		t.Error("nothing follows black")
	}
	if !p.Has("piles") || p.Has("pile") {
		t.Error("Has")
	}
	if p.Last() != "black" {
		t.Errorf("Last = %q", p.Last())
	}
	if (Path{}).Last() != "" {
		t.Error("the empty path has no last name")
	}
}

func TestPathOfARefusal(t *testing.T) {
	sentinel := errors.New("jailed")
	err := fmt.Errorf("tap: %w", Prefix(&Error{Kind: ErrImpossible, Field: "red[1]", Msg: "in jail", Rule: RuleImpossible, Sentinel: sentinel}, "piles[3]"))
	p := PathOf(err)
	if i, ok := p.Index("piles"); !ok || i != 3 || p.Last() != "red" {
		t.Errorf("path %v", p)
	}
	if PathOf(errors.New("disk full")) != nil {
		t.Error("a failure that is no refusal has no path")
	}
	if PathOf(&Error{Kind: ErrInvalid, Msg: "not JSON"}) != nil {
		t.Error("a refusal of the whole input has the empty path")
	}
}
