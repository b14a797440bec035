package yamiro

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// ErrDeck is wrapped by refusals of a deck mapping.
var ErrDeck = game.NewSentinel("yamiro.err.deck", "bad deck mapping")

// DeckKind says which physical cards a table plays with.
type DeckKind uint8

// The decks Yamiro can be played with (YAM-1).
const (
	Railog   DeckKind = iota // the published Railog deck (default)
	Standard                 // a standard deck: A–8 are 1–8, chosen cards are the faces
)

// String returns "railog" or "standard".
func (k DeckKind) String() string {
	if k == Standard {
		return "standard"
	}
	return "railog"
}

// Faces lists the four face cards in the order of the rulebook.
var Faces = []cards.RailogCard{cards.Alak, cards.Arl, cards.Deiskatun, cards.Arlas}

// Deck is the physical deck of a table's rule set. For a standard deck, Map
// gives each face the standard rank that stands for it, cards.NoRank
// meaning the jokers.
type Deck struct {
	Kind DeckKind
	Map  map[cards.RailogCard]cards.Rank
}

// DefaultStandardMap is the standard-deck mapping used when a table asks
// for a standard deck without naming its faces: jack alak, queen arl, king
// deiskatun, joker arlas.
func DefaultStandardMap() map[cards.RailogCard]cards.Rank {
	return map[cards.RailogCard]cards.Rank{cards.Alak: cards.Jack, cards.Arl: cards.Queen, cards.Deiskatun: cards.King, cards.Arlas: cards.NoRank}
}

// Card is a played card: its Railog value and, for a standard deck, the
// physical card.
type Card struct {
	Value    cards.RailogCard
	Physical cards.Card // the zero Card for the Railog deck
}

// String writes the card as it was on the table: "8", "alak", or "8H".
func (c Card) String() string {
	if c.Physical.Valid() {
		return c.Physical.String()
	}
	return c.Value.String()
}

// StandardCard is the card of the standard deck it was on the table, if
// any: a reader says it as that card ("8♡" for 8H; package say).
func (c Card) StandardCard() (cards.Card, bool) { return c.Physical, c.Physical.Valid() }

// ParseCard reads a card in the deck's notation.
func (d Deck) ParseCard(s string) (Card, error) {
	if d.Kind == Railog {
		v, err := cards.ParseRailogCard(s)
		return Card{Value: v}, err
	}
	c, err := cards.Parse(s)
	if err != nil {
		return Card{}, err
	}
	if v, ok := d.Value(c); ok {
		return Card{Value: v, Physical: c}, nil
	}
	return Card{}, cards.NotACard(s, msgDeckUses.With(d.mapping()))
}

// Value returns the Railog value a standard card stands for.
func (d Deck) Value(c cards.Card) (cards.RailogCard, bool) {
	if !c.Valid() {
		return 0, false
	}
	if !c.IsJoker() && c.Rank >= cards.Ace && c.Rank <= 8 {
		return cards.RailogCard(c.Rank), true
	}
	for _, f := range Faces {
		r, ok := d.Map[f]
		if !ok {
			continue
		}
		if (r == cards.NoRank && c.IsJoker()) || (r != cards.NoRank && !c.IsJoker() && c.Rank == r) {
			return f, true
		}
	}
	return 0, false
}

// Describe explains the mapping in one line.
func (d Deck) Describe() string {
	if d.Kind == Railog {
		return msgRailogDeck.With().String()
	}
	return d.mapping().String()
}

// mapping is a standard deck's mapping as a list: "A–8 as 1–8, J as
// alak, …".
func (d Deck) mapping() game.List {
	parts := []any{msgNumbersAs.With()}
	for _, f := range Faces {
		parts = append(parts, msgRankAs.With(rankText(d.Map[f]), f))
	}
	return game.L(game.JoinComma, parts...)
}

// rankText is the rank a face stands for: its notation, or the jokers.
func rankText(r cards.Rank) any {
	if r == cards.NoRank {
		return wordJokers
	}
	return r.String()
}

// MarshalJSON writes {"kind":"railog"} or {"kind":"standard","map":{...}}.
func (d Deck) MarshalJSON() ([]byte, error) {
	if d.Kind == Railog {
		return []byte(`{"kind":"railog"}`), nil
	}
	m := map[string]string{}
	for _, f := range Faces {
		if d.Map[f] == cards.NoRank {
			m[f.String()] = "JK"
		} else {
			m[f.String()] = d.Map[f].String()
		}
	}
	return json.Marshal(map[string]any{"kind": "standard", "map": m})
}

// ParseDeck reads the "deck" option: {"kind":"railog"} or
// {"kind":"standard","map":{"alak":"J","arl":"Q","deiskatun":"K","arlas":"JK"}}.
// The map may be left out for the default J/Q/K/joker mapping. Each face
// needs its own rank among 9, 10, J, Q, K or the jokers; A–8 are always the
// numbers.
func ParseDeck(raw json.RawMessage) (Deck, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return Deck{Kind: Railog}, nil
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "railog":
			return Deck{Kind: Railog}, nil
		case "standard":
			return Deck{Kind: Standard, Map: DefaultStandardMap()}, nil
		}
		return Deck{}, deckError("options.deck", msgNotADeck.With(s, ErrDeck))
	}
	var in struct {
		Kind string            `json:"kind"`
		Map  map[string]string `json:"map"`
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return Deck{}, deckError("options.deck", msgDeckShape.With(ErrDeck))
	}
	switch strings.ToLower(strings.TrimSpace(in.Kind)) {
	case "railog", "":
		if len(in.Map) > 0 {
			return Deck{}, deckError("options.deck.map", msgMapNeedsStandard.With(ErrDeck))
		}
		return Deck{Kind: Railog}, nil
	case "standard":
	default:
		return Deck{}, deckError("options.deck.kind", msgNotADeck.With(in.Kind, ErrDeck))
	}
	d := Deck{Kind: Standard, Map: DefaultStandardMap()}
	if in.Map == nil {
		return d, nil
	}
	keys := make([]string, 0, len(in.Map))
	for k := range in.Map {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	got := map[cards.RailogCard]cards.Rank{}
	for _, k := range keys {
		f, err := cards.ParseRailogCard(k)
		if err != nil || !f.IsFace() {
			return Deck{}, deckError("options.deck.map."+k, msgNotAFace.With(ErrDeck))
		}
		if _, dup := got[f]; dup {
			return Deck{}, deckError("options.deck.map."+k, msgMappedTwice.With(f, ErrDeck))
		}
		r, err := parseMapRank(in.Map[k])
		if err != nil {
			return Deck{}, deckError("options.deck.map."+k, msgErr.With(err))
		}
		got[f] = r
	}
	for _, f := range Faces {
		if _, ok := got[f]; !ok {
			return Deck{}, deckError("options.deck.map", msgFaceUnmapped.With(f, ErrDeck))
		}
	}
	by := map[cards.Rank]cards.RailogCard{}
	for _, f := range Faces {
		if other, dup := by[got[f]]; dup {
			return Deck{}, deckError("options.deck.map."+f.String(), msgRankTaken.With(rankText(got[f]), other, ErrDeck))
		}
		by[got[f]] = f
	}
	d.Map = got
	return d, nil
}

func parseMapRank(s string) (cards.Rank, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "JK", "JOKER", "JOKERS", "RJ", "BJ":
		return cards.NoRank, nil
	case "9":
		return 9, nil
	case "10", "T":
		return 10, nil
	case "J":
		return cards.Jack, nil
	case "Q":
		return cards.Queen, nil
	case "K":
		return cards.King, nil
	case "A", "2", "3", "4", "5", "6", "7", "8":
		return 0, &rankError{msgNumberRank.With(s)}
	}
	return 0, &rankError{msgNotARank.With(s)}
}

// deckError refuses a deck mapping at field; errors.Is finds ErrDeck.
func deckError(field string, said game.Message) error {
	return game.Refuse(game.ErrInvalid, ErrDeck, field, said)
}

// rankError is a rank the map cannot take, said by a message; errors.Is
// finds ErrDeck.
type rankError struct{ said game.Message }

func (e *rankError) Error() string         { return e.said.String() + ": " + ErrDeck.Error() }
func (e *rankError) Unwrap() error         { return ErrDeck }
func (e *rankError) Message() game.Message { return msgRankErr.With(e.said, ErrDeck) }
