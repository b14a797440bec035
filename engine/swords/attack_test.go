package swords

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/game"
)

func TestResolve(t *testing.T) {
	dodge := Options{ExpandedDodging: true}
	tests := []struct {
		name    string
		strong  string
		n       int
		plays   string
		opt     Options
		died    []int
		results string
		next    int
	}{
		{"block", "S", 2, "0:7H 1:9D", Options{}, nil, "block", 1},
		{"neighbour blocked by Strong Suit", "S", 2, "0:7C 1:9S", Options{}, nil, "block", 1},
		{"Strong Suit not blocked by neighbour", "S", 2, "0:7S 1:9C", Options{}, nil, "damage", 1},
		{"parry: attacker again", "S", 2, "0:7S 1:7D", Options{}, nil, "parry", 0},
		{"first damaged clockwise", "S", 4, "0:5H 1:9H 2:2S 3:QD", Options{}, nil, "block damage block", 2},
		{"two damaged: the first", "S", 4, "0:5H 1:2S 2:9H 3:3C", Options{}, nil, "damage block damage", 1},
		{"highest blocker", "S", 4, "0:5H 1:9H 2:5S 3:QD", Options{}, nil, "block parry block", 3},
		{"tied blockers: first clockwise", "S", 4, "0:5H 1:9H 2:5S 3:9D", Options{}, nil, "block parry block", 1},
		{"defending ace is the highest blocker", "S", 3, "0:5H 1:KH 2:AD", Options{}, nil, "block block", 2},
		{"all parried", "S", 4, "0:5H 1:5S 2:5C 3:5D", Options{}, nil, "parry parry parry", 0},
		{"attacker in the middle, wraps", "D", 4, "2:5S 3:9C 0:2H 1:KS", Options{}, nil, "block damage block", 0},
		{"first damaged died: next damaged", "S", 4, "0:5H 1:2S 2:9H 3:3C", Options{}, []int{1}, "damage block damage", 3},
		{"all damaged died: highest blocker", "S", 4, "0:5H 1:2S 2:9H 3:3C", Options{}, []int{1, 3}, "damage block damage", 2},
		{"damaged died, no blocker: attacker", "S", 3, "0:5H 1:2S 2:5C", Options{}, []int{1}, "damage parry", 0},
		{"two knights, defender died: attacker", "S", 2, "0:5H 1:2S", Options{}, []int{1}, "damage", 0},
		// Expanded Dodging (SWORDS-8)
		{"dodge with a blocker's number", "H", 4, "0:4S 1:7S 2:7H 3:4D", dodge, nil, "block dodge parry", 1},
		{"rulebook example: 4th dodges with 8", "H", 4, "0:4S 1:7S 2:8C 3:8D", dodge, nil, "block block dodge", 2},
		{"rulebook example: 4th dodges with 7", "H", 4, "0:4S 1:7S 2:8C 3:7D", dodge, nil, "block block dodge", 2},
		{"2nd knight never dodges", "H", 4, "0:4S 1:7S 2:8C 3:3D", dodge, nil, "block block damage", 3},
		{"no dodge without the option", "H", 4, "0:4S 1:7S 2:7H 3:4D", Options{}, nil, "block damage parry", 2},
		{"dodge needs an earlier block", "H", 4, "0:4S 1:7H 2:7D 3:4D", dodge, nil, "damage damage parry", 1},
		{"a parry's number is no dodge", "H", 4, "0:4S 1:4C 2:9H 3:QS", dodge, nil, "parry damage block", 2},
		{"3 knights: the 3rd dodges", "S", 3, "1:4D 2:JD 0:JS", dodge, nil, "block dodge", 2},
		{"2 knights: no dodge at all", "S", 2, "0:4D 1:4S", dodge, nil, "parry", 0},
		{"dodging ace after a blocking ace", "S", 4, "0:4D 1:AD 2:AS 3:2C", dodge, nil, "block dodge damage", 3},
		{"a blocking card stays a block", "S", 4, "0:4D 1:7D 2:8H 3:7H", dodge, nil, "block block block", 2},
		// Damage-To-Stop
		{"damage stops the attack", "S", 4, "0:5H 1:9H 2:2S", Options{DamageToStop: true}, nil, "block damage", 2},
		{"damage-to-stop without damage", "S", 3, "0:5H 1:9H 2:QH", Options{DamageToStop: true}, nil, "block block", 2},
		{"damage-to-stop, the damaged died", "S", 4, "0:5H 1:9H 2:2S", Options{DamageToStop: true}, []int{2}, "block damage", 1},
		// Steal-To-Stop (SWORDS-7)
		{"steal stops the attack", "S", 4, "0:5H 1:2S! ", Options{StealToStop: true}, nil, "damage", 1},
		{"damage without steal goes on", "S", 3, "0:5H 1:2S 2:3S", Options{StealToStop: true}, nil, "damage damage", 1},
		// Stealing Costs
		{"face-down defence is damage", "S", 3, "0:5H 1:~ 2:9H", Options{StealingCosts: true}, nil, "damage block", 1},
		{"face-down with the card shown", "S", 2, "0:5H 1:~KH", Options{StealingCosts: true}, nil, "damage", 1},
		{"stealing costs + steal-to-stop", "S", 3, "0:5H 1:~", Options{StealingCosts: true, StealToStop: true}, nil, "damage", 1},
		// Hectic Knights: free order, next attacker by order of play
		{"hectic: first damaged in play order", "S", 4, "0:5H 3:2S 1:3C 2:9H", Options{HecticKnights: true}, nil, "damage damage block", 3},
		{"hectic: tied blockers, first played", "S", 4, "0:5H 3:9D 1:9H 2:5C", Options{HecticKnights: true}, nil, "block block parry", 3},
		{"hectic: face-down steals", "S", 4, "0:5H 2:~ 1:3C 3:9H", Options{HecticKnights: true}, nil, "damage damage block", 2},
		{"hectic: a second face-down is judged by its card", "S", 4, "0:5H 2:~ 1:~9H 3:9D", Options{HecticKnights: true}, nil, "damage block block", 2},
		{"hectic + dodging: dodge by seat distance", "H", 4, "0:4S 3:7S 2:7H 1:2D", Options{HecticKnights: true, ExpandedDodging: true}, nil, "block dodge damage", 1},
		{"hectic + dodging: the 2nd knight may not dodge", "H", 4, "0:4S 3:7S 1:7H 2:QC", Options{HecticKnights: true, ExpandedDodging: true}, nil, "block damage block", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Resolve(attack(t, tt.strong, tt.n, tt.plays, tt.opt))
			if err != nil {
				t.Fatal(err)
			}
			if got := results(o); got != tt.results {
				t.Errorf("results %q, want %q", got, tt.results)
			}
			next, step := o.NextAttacker(tt.died)
			if next != tt.next {
				t.Errorf("next attacker %d, want %d (%s)", next, tt.next, step)
			}
			if step.Ruling == "" || len(o.Steps) == 0 {
				t.Errorf("explanation missing: %v %v", step, o.Steps)
			}
		})
	}
}

func TestResolveThief(t *testing.T) {
	tests := []struct {
		name  string
		plays string
		n     int
		opt   Options
		thief int
		stop  int
	}{
		{"first damaged clockwise may steal", "0:5H 1:9H 2:2S 3:3S", 4, Options{}, 2, -1},
		{"nobody damaged", "0:5H 1:9H", 2, Options{}, -1, -1},
		{"stealing costs: a face-up failure may not steal", "0:5H 1:2S 2:3S", 3, Options{StealingCosts: true}, -1, -1},
		{"stealing costs: face-down first", "0:5H 1:~ 2:3S", 3, Options{StealingCosts: true}, 1, -1},
		{"steal-to-stop", "0:5H 1:9H 2:2S!", 4, Options{StealToStop: true}, 2, 2},
		{"steal-to-stop, last may steal later", "0:5H 1:9H 2:2S", 3, Options{StealToStop: true}, 2, -1},
		{"steal-to-stop, not last: no later steal", "0:5H 1:2S 2:3S", 3, Options{StealToStop: true}, -1, -1},
		{"damage-to-stop: the damaged may steal", "0:5H 1:2S", 4, Options{DamageToStop: true}, 1, 1},
		{"hectic: first face-down", "0:5H 3:~ 1:~2H 2:9H", 4, Options{HecticKnights: true}, 3, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := attack(t, "S", tt.n, tt.plays, tt.opt)
			o, err := Resolve(a)
			if err != nil {
				t.Fatal(err)
			}
			if o.Thief != tt.thief {
				t.Errorf("thief %d, want %d", o.Thief, tt.thief)
			}
			if o.StoppedBy != tt.stop {
				t.Errorf("stopped by %d, want %d", o.StoppedBy, tt.stop)
			}
		})
	}
}

func TestResolveRefusals(t *testing.T) {
	tests := []struct {
		name    string
		strong  string
		n       int
		plays   string
		opt     Options
		first   bool
		illegal bool
		kind    error
		mention string
		field   string
	}{
		{"K of the Strong Suit from hand", "S", 2, "0:KS 1:AS", Options{}, false, true, ErrForbiddenAttack, `"KS"`, "plays[0].card"},
		{"J of the Strong Suit from hand", "H", 2, "0:JH 1:AS", Options{}, false, true, ErrForbiddenAttack, "SWORDS-5", "plays[0].card"},
		{"Q of the Strong Suit from hand", "D", 3, "1:QD 2:AS 0:2C", Options{}, false, true, ErrForbiddenAttack, "random card", "plays[0].card"},
		{"gentleman: Strong Suit", "S", 2, "0:5S 1:AS", Options{GentlemanRule: true}, true, true, ErrForbiddenAttack, "Gentleman Rule", "plays[0].card"},
		{"gentleman: Strong Suit ace", "S", 2, "0:AS 1:2S", Options{GentlemanRule: true}, true, true, ErrForbiddenAttack, "Strong Suit", "plays[0].card"},
		{"gentleman: any J", "S", 2, "0:JH 1:AS", Options{GentlemanRule: true}, true, true, ErrForbiddenAttack, "high card", "plays[0].card"},
		{"plays out of order", "S", 3, "0:5H 2:9H 1:3S", Options{}, false, true, ErrOrder, "out of turn", "plays[1]"},
		{"seat twice", "S", 3, "0:5H 1:9H 1:3S", Options{}, false, false, ErrPlay, "seat 1 already played", "plays[2].seat"},
		{"unknown seat", "S", 3, "0:5H 5:9H 1:3S", Options{}, false, false, ErrPlay, "plays[1].seat", "plays[1].seat"},
		{"card twice", "S", 3, "0:5H 1:5H 2:3S", Options{}, false, false, ErrPlay, `"5H" was already played`, "plays[1].card"},
		{"joker", "S", 2, "0:5H 1:JK", Options{}, false, false, ErrPlay, "without jokers", "plays[1].card"},
		{"missing defender", "S", 3, "0:5H 1:9H", Options{}, false, false, ErrPlay, "seat 2 has not played", "plays"},
		{"too many plays", "S", 2, "0:5H 1:9H 2:3C", Options{}, false, false, ErrPlay, "3 plays for 2 knights", "plays"},
		{"after damage-to-stop", "S", 3, "0:5H 1:2S 2:9H", Options{DamageToStop: true}, false, true, ErrStopped, "Damage-To-Stop", "plays[2]"},
		{"after a steal-to-stop", "S", 3, "0:5H 1:2S! 2:9H", Options{StealToStop: true}, false, true, ErrStopped, "Steal-To-Stop", "plays[2]"},
		{"steal without the option", "S", 2, "0:5H 1:2S!", Options{}, false, false, ErrSteal, "steal_to_stop", "plays[1].steal"},
		{"steal after a block", "S", 2, "0:5H 1:9H!", Options{StealToStop: true}, false, true, ErrSteal, "only a damaged defender", "plays[1]"},
		{"steal not first damaged", "S", 3, "0:5H 1:2S 2:3S!", Options{StealToStop: true}, false, true, ErrSteal, "SWORDS-6", "plays[2]"},
		{"face-down without the options", "S", 2, "0:5H 1:~", Options{}, false, false, ErrSteal, "stealing_costs", "plays[1].face_down"},
		{"face-down random", "S", 2, "0:5H 1:~2C*", Options{StealingCosts: true}, false, true, ErrSteal, "never the deck's top card", "plays[1]"},
		{"face-down after a damage", "S", 3, "0:5H 1:2S 2:~", Options{StealingCosts: true}, false, true, ErrSteal, "SWORDS-6", "plays[2]"},
		{"hectic: 2nd face-down unshown", "S", 3, "0:5H 2:~ 1:~", Options{HecticKnights: true}, false, false, ErrSteal, "only the first", "plays[2].card"},
		{"hectic + steal-to-stop: steal needs face-down", "S", 3, "0:5H 2:2S! 1:9H", Options{HecticKnights: true, StealToStop: true}, false, true, ErrSteal, "face down", "plays[1]"},
		{"attacker face-down", "S", 2, "0:~5H 1:2S", Options{StealingCosts: true}, false, false, ErrPlay, "attacker", "plays[0]"},
		{"no card", "S", 2, "0:5H 1:", Options{}, false, false, ErrPlay, "plays[1].card: missing", "plays[1].card"},
		{"no plays", "S", 2, "", Options{}, false, false, ErrPlay, "plays", "plays"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := attack(t, tt.strong, tt.n, tt.plays, tt.opt)
			a.FirstAttack = tt.first
			_, err := Resolve(a)
			if err == nil {
				t.Fatal("accepted")
			}
			if !errors.Is(err, tt.kind) {
				t.Errorf("error %v is not %v", err, tt.kind)
			}
			wantKind := game.ErrInvalid
			if tt.illegal {
				wantKind = game.ErrIllegal
			}
			if !errors.Is(err, wantKind) || !game.IsRefusal(err) {
				t.Errorf("error %v is not %v", err, wantKind)
			}
			if !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("error %q does not mention %q", err, tt.mention)
			}
			if f := game.FieldOf(err); f != tt.field {
				t.Errorf("error %q names field %q, want %q", err, f, tt.field)
			}
		})
	}
}

func TestRandomAttackAllowed(t *testing.T) {
	for _, ps := range []string{"0:KS* 1:AS", "0:QS* 1:2S"} {
		a := attack(t, "S", 2, ps, Options{GentlemanRule: true})
		a.FirstAttack = true
		if _, err := Resolve(a); err != nil {
			t.Errorf("%s: %v", ps, err)
		}
	}
	// Gentleman Rule only on the first attack; an ace of another suit is fine.
	for _, ps := range []string{"0:JH 1:AS", "0:5S 1:AS"} {
		if _, err := Resolve(attack(t, "S", 2, ps, Options{GentlemanRule: true})); err != nil {
			t.Errorf("%s later: %v", ps, err)
		}
	}
	a := attack(t, "S", 2, "0:AH 1:2S", Options{GentlemanRule: true})
	a.FirstAttack = true
	if _, err := Resolve(a); err != nil {
		t.Errorf("gentleman ace of hearts: %v", err)
	}
}

func TestChoices(t *testing.T) {
	o, err := Resolve(attack(t, "S", 4, "0:5H 1:2S 2:9H 3:3C", Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if got := o.Choices(1); len(got) != 3 {
		t.Errorf("first damaged: %v", got)
	}
	if got := o.Choices(3); len(got) != 2 || got[0] != HandToArmor || got[1] != TurnDown {
		t.Errorf("second damaged: %v", got)
	}
	if got := o.Choices(2); len(got) != 0 {
		t.Errorf("blocker: %v", got)
	}
	if err := o.CheckChoice(3, Steal, cardsZero); !errors.Is(err, ErrChoice) || !strings.Contains(err.Error(), "SWORDS-6") {
		t.Errorf("second damaged steals: %v", err)
	}
	if err := o.CheckChoice(2, HandToArmor, cardsZero); err == nil {
		t.Error("blocker chooses")
	}
	if err := o.CheckChoice(1, TurnDown, mustCard("2S")); err == nil || !strings.Contains(err.Error(), "SWORDS-3") {
		t.Errorf("black armor against a heart: %v", err)
	}
	if err := o.CheckChoice(1, TurnDown, mustCard("2D")); err != nil {
		t.Errorf("red armor against a heart: %v", err)
	}
}

// Issue 28 #5 (SWORDS-7): with Steal-To-Stop a steal named among the
// damage choices of an attack stopped at the thief is refused at the
// choice, naming the play's steal flag (face-down with Hectic Knights or
// Stealing Costs) and the ruling; the flagged play, a complete attack's
// last knight, and games without the option are not refused here.
func TestCheckStealChoice(t *testing.T) {
	stop := Options{StealToStop: true}
	tests := []struct {
		name   string
		opt    Options
		plays  string
		living int
		seat   int
		says   string // "" when accepted
	}{
		{"stopped at the thief", stop, "3:5H 0:9H 1:2S", 4, 1, `mark plays[2] with "steal": true`},
		{"stopped at the first defender", stop, "0:5H 1:2S", 3, 1, `mark plays[1] with "steal": true`},
		{"Stealing Costs: face down", Options{StealToStop: true, StealingCosts: true}, "0:5H 1:2S", 3, 1, `play plays[1] face down ("face_down": true)`},
		{"the play carries the flag", stop, "3:5H 0:9H 1:2S!", 4, 1, ""},
		{"every knight played: the outcome decides", stop, "0:5H 1:2S 2:3S", 3, 1, ""},
		{"without Steal-To-Stop", Options{}, "0:5H 1:2S", 3, 1, ""},
		{"the attacker", stop, "0:5H 1:2S", 3, 0, ""},
		{"a seat that did not play", stop, "0:5H 1:2S", 3, 2, ""},
	}
	for _, tt := range tests {
		err := CheckStealChoice(tt.opt, plays(t, tt.plays), tt.living, tt.seat)
		if tt.says == "" {
			if err != nil {
				t.Errorf("%s: refused: %v", tt.name, err)
			}
			continue
		}
		var e *game.Error
		if !errors.As(err, &e) || e.Field != "choice" || !errors.Is(err, ErrChoice) || !errors.Is(err, game.ErrIllegal) ||
			!strings.Contains(e.Rule, "SWORDS-7") || !strings.Contains(e.Rule, "steal flag") || !strings.Contains(e.Msg, tt.says) {
			t.Errorf("%s: %v (field %q, rule %q), want an illegal choice saying %q, citing SWORDS-7", tt.name, err, game.FieldOf(err), game.RuleOf(err), tt.says)
		}
	}
}
