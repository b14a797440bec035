package burn

import (
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/burn"
	"arbiter/engine/game"
)

// Teams seats players in the order given: partners sit apart, each side
// named after its players, and the setup is one NewTable accepts.
func TestTeams(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}
	tests := []struct {
		n     int
		f     burn.Format
		sides map[string][]string
		order []string
	}{
		{4, burn.Format{Sides: 2, Size: 2}, map[string][]string{"Ann & Cy": {"Ann", "Cy"}, "Bo & Di": {"Bo", "Di"}}, []string{"Ann & Cy", "Bo & Di"}},
		{6, burn.Format{Sides: 3, Size: 2}, map[string][]string{"Ann & Di": {"Ann", "Di"}, "Bo & Ed": {"Bo", "Ed"}, "Cy & Flo": {"Cy", "Flo"}}, []string{"Ann & Di", "Bo & Ed", "Cy & Flo"}},
		{6, burn.Format{Sides: 2, Size: 3}, map[string][]string{"Ann & Cy & Ed": {"Ann", "Cy", "Ed"}, "Bo & Di & Flo": {"Bo", "Di", "Flo"}}, []string{"Ann & Cy & Ed", "Bo & Di & Flo"}},
		{3, burn.Format{Sides: 3, Size: 1}, map[string][]string{"Ann": {"Ann"}, "Bo": {"Bo"}, "Cy": {"Cy"}}, []string{"Ann", "Bo", "Cy"}},
	}
	for _, tt := range tests {
		s, err := Teams(names[:tt.n], tt.f)
		if err != nil {
			t.Fatalf("%v: %v", tt.f, err)
		}
		if !reflect.DeepEqual(s.Sides, tt.sides) || !reflect.DeepEqual(s.Seating, names[:tt.n]) {
			t.Errorf("%v: %+v", tt.f, s)
		}
		if got := s.SidesInSeatOrder(); !reflect.DeepEqual(got, tt.order) {
			t.Errorf("%v: sides in seat order %v, want %v", tt.f, got, tt.order)
		}
		if _, err := NewTable(s.Sides, s.Seating); err != nil {
			t.Errorf("%v: the table refuses the setup: %v", tt.f, err)
		}
	}
}

// A seating that cannot be played is refused before anything is stored,
// naming the field and the rule.
func TestTeamsRefused(t *testing.T) {
	tests := []struct {
		names []string
		f     burn.Format
		field string
		kind  error
	}{
		// 5 players cannot be 2 teams of 2.
		{[]string{"Ann", "Bo", "Cy", "Di", "Ed"}, burn.Format{Sides: 2, Size: 2}, "seating", game.ErrImpossible},
		// 4 teams of 2 is no variant of the game.
		{[]string{"a", "b", "c", "d", "e", "f", "g", "h"}, burn.Format{Sides: 4, Size: 2}, "sides", game.ErrImpossible},
		// A player seated twice.
		{[]string{"Ann", "Bo", "ann", "Di"}, burn.Format{Sides: 4, Size: 1}, "seating[2]", game.ErrImpossible},
	}
	for _, tt := range tests {
		_, err := Teams(tt.names, tt.f)
		var ge *game.Error
		if !errors.As(err, &ge) || !errors.Is(err, tt.kind) || ge.Field != tt.field {
			t.Errorf("%v %v: %v (field %q)", tt.names, tt.f, err, game.FieldOf(err))
			continue
		}
		if ge.Rule != game.RuleImpossible {
			t.Errorf("%v: rule %q", tt.names, ge.Rule)
		}
	}
}
