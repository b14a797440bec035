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
	return nil, game.Refuse(game.ErrInvalid, ErrUnknownGame, "game", msgNotAGame.With(id, c.idWords()))
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

// idWords are the ids as a refusal lists them, the way IDList joins them
// in English; an id is the same in every language.
func (c *Catalog) idWords() game.List { return game.ListOf(game.JoinComma, c.IDs()) }

// ReadHeader returns the "game" of an input, which must be a JSON object
// naming one; the refusals list the known ids.
func (c *Catalog) ReadHeader(input []byte) (string, error) {
	raw, err := game.DecodeObject(input)
	if err != nil {
		return "", err
	}
	g, ok := raw["game"]
	if !ok {
		return "", game.Refuse(game.ErrInvalid, nil, "game", msgGameMissing.With(c.idWords()))
	}
	var id string
	if err := json.Unmarshal(g, &id); err != nil {
		return "", game.Refuse(game.ErrInvalid, nil, "game", msgGameNotString.With(c.idWords()))
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

// TournamentFor is the tournament ranking of a game of the catalog, or a
// refusal: a game that is not in it, or one that tournament evenings are
// not played in (the refusal names the games they are played in).
func (c *Catalog) TournamentFor(id string) (Tournament, error) {
	d, err := c.Lookup(id)
	if err != nil {
		return nil, err
	}
	t, ok := TournamentOf(d)
	if !ok {
		// The game id stands where a field would: "myre: tournaments are
		// for pymtheg and burn".
		return nil, game.Refuse(game.ErrInvalid, nil, id, msgNoTournaments.With(game.ListOf(game.JoinAnd, c.Tournaments())))
	}
	return t, nil
}

// A catalog's refusals.
var (
	msgGameMissing   = game.Define("scoring.game.missing", "missing: one of %s")
	msgGameNotString = game.Define("scoring.game.not_string", "must be a string: one of %s")
	msgNotAGame      = game.Define("scoring.game.not_a_game", "%q is not a game (one of %s)")
	msgNoTournaments = game.Define("scoring.game.no_tournaments", "tournaments are for %s")
)
