package swords

import (
	"fmt"
	"strings"

	"arbiter/engine/game"
)

// Result is what happened to one defender in a sword attack.
type Result uint8

// The results of a defence.
const (
	NoResult Result = iota
	Block           // a higher card that covers the attack's suit
	Parry           // the same number
	Dodge           // Expanded Dodging: the number of an earlier blocking card
	Damage          // anything else, or a face-down defence
)

var resultNames = [...]string{"none", "block", "parry", "dodge", "damage"}

// String returns "block", "parry", "dodge" or "damage".
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return fmt.Sprintf("Result(%d)", r)
}

// Word is the result as a word a message says in the reader's language.
func (r Result) Word() game.Word {
	if int(r) < len(resultWords) && resultWords[r].ID != "" {
		return resultWords[r]
	}
	return game.W("", r.String())
}

// MarshalText writes the result's name.
func (r Result) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads "block", "parry", "dodge" or "damage".
func (r *Result) UnmarshalText(b []byte) error {
	for i, n := range resultNames {
		if i > 0 && n == string(b) {
			*r = Result(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a result: block, parry, dodge or damage", b)
}

// Choice is how a damaged knight takes the damage (Damage & Armors).
type Choice uint8

// The three ways to take damage.
const (
	NoChoice Choice = iota
	// HandToArmor: a hand card goes face up as armor; no card is drawn.
	HandToArmor
	// Steal: the attacking card becomes face-up armor; a hand card is
	// discarded (or, with Stealing Costs and Steal-To-Stop, was already
	// given up when defending).
	Steal
	// TurnDown: a face-up armor that covers the attack's suit is turned
	// face down and can never be used again.
	TurnDown
)

var choiceNames = [...]string{"none", "hand", "steal", "turn_down"}

// String returns "hand", "steal" or "turn_down".
func (c Choice) String() string {
	if int(c) < len(choiceNames) {
		return choiceNames[c]
	}
	return fmt.Sprintf("Choice(%d)", c)
}

// Word is the choice as a word a message says in the reader's language.
func (c Choice) Word() game.Word {
	if int(c) < len(choiceWords) && choiceWords[c].ID != "" {
		return choiceWords[c]
	}
	return game.W("", c.String())
}

// ParseChoice reads "hand", "steal" or "turn_down" (also "armor" for
// turn_down and "turn-down", any case).
func ParseChoice(s string) (Choice, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "hand":
		return HandToArmor, nil
	case "steal":
		return Steal, nil
	case "turn_down", "turn-down", "turndown", "armor":
		return TurnDown, nil
	}
	return NoChoice, invalid(ErrChoice, "choice", msgNotAChoice.With(s))
}

// MarshalText writes the choice's name.
func (c Choice) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads what ParseChoice accepts.
func (c *Choice) UnmarshalText(b []byte) error {
	p, err := ParseChoice(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}
