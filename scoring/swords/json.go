package swords

import (
	"bytes"
	"encoding/json"
	"strconv"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// GameID is the plugin id.
const GameID = "mortal-swords"

// suitText is a suit in JSON: "S", "spades", "♠".
type suitText struct{ cards.Suit }

func (s *suitText) UnmarshalText(b []byte) error {
	p, err := cards.ParseSuit(string(b))
	if err != nil {
		return game.Invalidf("strong_suit: %q is not a suit: S, H, D or C", string(b))
	}
	s.Suit = p
	return nil
}

// seatRef is a knight named by seat number or by name.
type seatRef struct {
	seat   int
	name   string
	byName bool
	set    bool
}

func (r *seatRef) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		return nil
	}
	r.set = true
	if len(b) > 0 && b[0] == '"' {
		r.byName = true
		return json.Unmarshal(b, &r.name)
	}
	n, err := strconv.Atoi(string(b))
	if err != nil {
		return game.Invalidf("dealer: expected a seat number or a knight's name, got %.40s", string(b))
	}
	r.seat = n
	return nil
}

// cardIn is a card as written; it is read with its field path, so that a
// card that does not exist names where it is.
type cardIn struct{ text string }

func (c *cardIn) UnmarshalText(b []byte) error {
	c.text = string(b)
	return nil
}

// parse reads the card; field names it in a refusal.
func (c cardIn) parse(field string) (cards.Card, error) {
	p, err := cards.Parse(c.text)
	if err != nil {
		return cards.Card{}, game.Invalidf("%s: %v", field, err)
	}
	return p, nil
}

// parseCard reads an optional card (nil: the zero Card).
func parseCard(field string, c *cardIn) (cards.Card, error) {
	if c == nil {
		return cards.Card{}, nil
	}
	return c.parse(field)
}

// resolve (one sword attack) input.
type playIn struct {
	Seat     *int    `json:"seat"`
	Card     *cardIn `json:"card"`
	Random   bool    `json:"random"`
	FaceDown bool    `json:"face_down"`
	Steal    bool    `json:"steal"`
}

type choiceIn struct {
	Seat   *int    `json:"seat"`
	Choice *string `json:"choice"`
	Card   *cardIn `json:"card"`
}

// choice reads the damage choice of choices[i] (field: its path).
func (c choiceIn) choice(field string) (swords.Choice, error) {
	if c.Choice == nil {
		return swords.NoChoice, game.Invalidf("%s.choice: missing: hand, steal or turn_down", field)
	}
	ch, err := swords.ParseChoice(*c.Choice)
	if err != nil {
		return swords.NoChoice, game.Prefix(err, field)
	}
	return ch, nil
}

type attackIn struct {
	Game        string         `json:"game"`
	StrongSuit  *suitText      `json:"strong_suit"`
	StrongCard  *cardIn        `json:"strong_card"`
	Knights     *int           `json:"knights"`
	Attacker    *int           `json:"attacker"`
	Plays       []playIn       `json:"plays"`
	Random      []int          `json:"random"`
	FaceDown    []int          `json:"face_down"`
	Steal       *int           `json:"steal"`
	Died        []int          `json:"died"`
	FirstAttack *bool          `json:"first_attack"`
	Choices     []choiceIn     `json:"choices"`
	Options     swords.Options `json:"options"`
}

// resolve output.
type resultOut struct {
	Seat   int           `json:"seat"`
	Result swords.Result `json:"result"`
}

// defenceOut is a result with its details, for the app.
type defenceOut struct {
	Seat         int           `json:"seat"`
	Result       swords.Result `json:"result"`
	Card         string        `json:"card,omitempty"`
	Position     int           `json:"position"`
	Random       bool          `json:"random,omitempty"`
	FaceDown     bool          `json:"face_down,omitempty"`
	Stole        bool          `json:"stole,omitempty"`
	DodgeNumbers []int         `json:"dodge_numbers,omitempty"`
	Why          string        `json:"why"`
}

type damageOut struct {
	Seat        int             `json:"seat"`
	Choices     []swords.Choice `json:"choices"`
	ArmorNeeded string          `json:"armor_needed"`
	Chosen      *choiceOut      `json:"chosen,omitempty"`
}

type choiceOut struct {
	Seat   int           `json:"seat"`
	Choice swords.Choice `json:"choice"`
	Card   string        `json:"card,omitempty"`
}

type attackOut struct {
	Game         string           `json:"game,omitempty"`
	StrongSuit   string           `json:"strong_suit"`
	Attacker     int              `json:"attacker"`
	AttackCard   string           `json:"attack_card"`
	AttackRandom bool             `json:"attack_random"`
	Results      []resultOut      `json:"results"`
	Defences     []defenceOut     `json:"defences"`
	Damaged      []int            `json:"damaged"`
	MaySteal     *int             `json:"may_steal"`
	StoppedBy    *int             `json:"stopped_by"`
	Damage       []damageOut      `json:"damage"`
	Died         []int            `json:"died"`
	NextAttacker int              `json:"next_attacker"`
	Finished     bool             `json:"finished"`
	Winner       *int             `json:"winner"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

func intPtr(n int) *int {
	if n < 0 {
		return nil
	}
	return &n
}

func cardText(c cards.Card) string {
	if c == (cards.Card{}) {
		return ""
	}
	return c.String()
}
