package scoring

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/game"
)

// Catalog is a list of games, looked up by id: scoring/all.Games is every
// game Arbiter knows, in one literal list; a test may make one of its own.
// A Catalog is built once and only read after.
type Catalog struct {
	byID  map[string]Definition
	order []Definition
}

// NewCatalog lists games. It panics on a game without an id or an id given
// twice: both are programming errors, caught where the list is built.
func NewCatalog(defs ...Definition) *Catalog {
	c := &Catalog{byID: map[string]Definition{}}
	for _, d := range defs {
		id := d.Info().ID
		if id == "" {
			panic("scoring: a game without an id")
		}
		if _, dup := c.byID[id]; dup {
			panic(fmt.Sprintf("scoring: %q listed twice", id))
		}
		c.byID[id] = d
		c.order = append(c.order, d)
	}
	slices.SortStableFunc(c.order, func(a, b Definition) int {
		if a.Info().Order != b.Info().Order {
			return a.Info().Order - b.Info().Order
		}
		return strings.Compare(a.Info().ID, b.Info().ID)
	})
	return c
}

// With is the catalog with more games (tests add games of their own).
func (c *Catalog) With(defs ...Definition) *Catalog {
	return NewCatalog(append(slices.Clone(c.order), defs...)...)
}

// Lookup returns the definition of a game id, or a refusal naming the
// field "game" and the known ids.
func (c *Catalog) Lookup(id string) (Definition, error) {
	if d, ok := c.byID[id]; ok {
		return d, nil
	}
	return nil, &game.Error{Kind: game.ErrInvalid, Field: "game", Sentinel: ErrUnknownGame,
		Msg: fmt.Sprintf("%q is not a game (one of %s)", id, c.IDList())}
}

// All returns every game in menu order.
func (c *Catalog) All() []Definition { return slices.Clone(c.order) }

// InfoFor returns a game's Info.
func (c *Catalog) InfoFor(id string) (Info, bool) {
	if d, ok := c.byID[id]; ok {
		return d.Info(), true
	}
	return Info{}, false
}

// IDs returns the ids in menu order.
func (c *Catalog) IDs() []string {
	out := make([]string, len(c.order))
	for i, d := range c.order {
		out[i] = d.Info().ID
	}
	return out
}

// IDList returns the ids joined for messages.
func (c *Catalog) IDList() string { return strings.Join(c.IDs(), ", ") }

// ReadHeader returns the "game" of an input, which must be a JSON object
// naming one; the refusals list the known ids.
func (c *Catalog) ReadHeader(input []byte) (string, error) {
	raw, err := game.DecodeObject(input)
	if err != nil {
		return "", err
	}
	g, ok := raw["game"]
	if !ok {
		return "", game.Invalidf("game: missing: one of %s", c.IDList())
	}
	var id string
	if err := json.Unmarshal(g, &id); err != nil {
		return "", game.Invalidf("game: must be a string: one of %s", c.IDList())
	}
	return id, nil
}

// Tournaments are the ids of the games tournament evenings are played in
// (the games with the Tournament capability), in menu order.
func (c *Catalog) Tournaments() []string {
	var out []string
	for _, d := range c.order {
		if _, ok := TournamentOf(d); ok {
			out = append(out, d.Info().ID)
		}
	}
	return out
}
