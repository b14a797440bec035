package game

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// Info describes one of Arbiter's games for menus and the rules command.
type Info struct {
	ID         string `json:"id"`      // the "game" value of the CLI contract
	Name       string `json:"name"`    // as the rulebook spells it
	Players    string `json:"players"` // e.g. "2", "2–7"
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	Deck       string `json:"deck"`    // standard, pymtheg or railog
	Summary    string `json:"summary"` // one line, in Arbiter's words
}

// Games lists every game Arbiter knows, in menu order, whether or not its
// engine is registered yet.
var Games = []Info{
	{ID: "myre", Name: "Myre", Players: "2", MinPlayers: 2, MaxPlayers: 2, Deck: "standard",
		Summary: "Red against Black: bluff, scout and position cards, then win battles with runs and pairs."},
	{ID: "mortal-swords", Name: "Mortal Swords", Players: "2–4", MinPlayers: 2, MaxPlayers: 4, Deck: "standard",
		Summary: "Knights trade sword attacks; block, parry or take damage and wear it as armor. Last knight standing wins."},
	{ID: "hyrule", Name: "Hyrule", Players: "2–7", MinPlayers: 2, MaxPlayers: 7, Deck: "standard",
		Summary: "Rupees, bombs, swords and hearts beat each other in a circle; jokers and fives break the rules."},
	{ID: "pymtheg", Name: "Pymtheg", Players: "4", MinPlayers: 4, MaxPlayers: 4, Deck: "pymtheg",
		Summary: "Two teams bid for tricks with the four elements; Gâm, Ry and Lon contracts and a big score table."},
	{ID: "burn", Name: "Burn", Players: "2–6", MinPlayers: 2, MaxPlayers: 6, Deck: "pymtheg",
		Summary: "Avoid the fire: every fire card you take costs a point, unless you took more water. First to 100 loses."},
	{ID: "carts-tity", Name: "Cârts Tîty", Players: "2–8", MinPlayers: 2, MaxPlayers: 8, Deck: "pymtheg",
		Summary: "Shed your hand by matching value or element; follow-ups make the next player draw or skip."},
	{ID: "draque-yirken", Name: "Draque & Yirken", Players: "2–6", MinPlayers: 2, MaxPlayers: 6, Deck: "pymtheg",
		Summary: "Build one run in an element while the lowest and highest values leave the game around you."},
	{ID: "yamiro", Name: "Yamiro", Players: "1, 2 or 4", MinPlayers: 1, MaxPlayers: 4, Deck: "railog",
		Summary: "Four cards each: add up your troops, double them with alak and arl, or let an arlas win outright."},
}

// InfoFor returns the description of a game id.
func InfoFor(id string) (Info, bool) {
	for _, g := range Games {
		if g.ID == id {
			return g, true
		}
	}
	return Info{}, false
}

// Plugin is what a game registers. Resolve and Score read the whole JSON
// input of the CLI contract (the "game" field included) and return a value
// that marshals to the contract's output. Either may be nil while the game
// does not support that command.
type Plugin struct {
	ID      string
	Resolve func(input []byte) (any, error)
	Score   func(input []byte) (any, error)
	// Rules returns the rules Arbiter applies, in its own words.
	Rules func() Rules
	// Rounds names the list in the Score input that holds the game's rounds
	// ("hands", "deals", "rounds", "turns", "attacks"). Storage keeps a game
	// as its Score input without that list plus one record per round, and
	// recomputes totals by putting the list back together.
	Rounds string
}

var (
	mu      sync.RWMutex
	plugins = map[string]Plugin{}
)

// Register makes a game's plugin available. It panics on an unknown id or a
// second registration: both are programming errors caught at start-up.
func Register(p Plugin) {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := InfoFor(p.ID); !ok {
		panic(fmt.Sprintf("game: Register of unknown game %q", p.ID))
	}
	if _, dup := plugins[p.ID]; dup {
		panic(fmt.Sprintf("game: %q registered twice", p.ID))
	}
	plugins[p.ID] = p
}

// ErrUnknownGame is returned by Lookup for an id that is not one of Games.
var ErrUnknownGame = errors.New("unknown game")

// ErrNotImplemented is returned by Lookup for a known game whose engine is
// not registered, and by Command for a command a game does not support.
var ErrNotImplemented = errors.New("not implemented yet")

// Lookup returns the plugin of a game id.
func Lookup(id string) (Plugin, error) {
	if _, ok := InfoFor(id); !ok {
		return Plugin{}, &Error{Kind: ErrInvalid, Field: "game", Msg: fmt.Sprintf("%q is not a game (one of %s)", id, IDList()), Sentinel: ErrUnknownGame}
	}
	mu.RLock()
	p, ok := plugins[id]
	mu.RUnlock()
	if !ok {
		return Plugin{}, fmt.Errorf("%s is %w", id, ErrNotImplemented)
	}
	return p, nil
}

// Registered returns the ids of the registered games, sorted.
func Registered() []string {
	mu.RLock()
	defer mu.RUnlock()
	ids := make([]string, 0, len(plugins))
	for id := range plugins {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// IDList returns the known ids joined for messages.
func IDList() string {
	s := ""
	for i, g := range Games {
		if i > 0 {
			s += ", "
		}
		s += g.ID
	}
	return s
}

// Version is the version of Arbiter's engines. It is stored with every
// computed outcome so history can tell which rules code produced it.
const Version = "0.1.0"
