package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// MaxRecordSize bounds the input of Record (a whole game).
const MaxRecordSize = 4 << 20

// Record stores a whole game at once, in one transaction: input is the
// game's record (as for `arbiter-cli score`) plus "players" and an
// optional "name". "players" is one of
//
//	["Ann", "Bo"]                               names in seat order: the game seats them
//	{"red": "Ann", "black": "Bo"}               side -> player
//	{"NS": ["Ann", "Cy"], "EW": ["Bo", "Di"]}   side -> team
//	[{"name": "Ann", "side": "red"}, ...]
//
// and may be left out when the record names the players itself (Burn's
// "sides", Mortal Swords' "knights", Hyrule's "players"). Players are
// found by name (ignoring case) or created. Every round is applied as if
// entered one by one; nothing is stored unless all are.
func (s *Store) Record(input []byte) (Game, error) {
	if len(input) > MaxRecordSize {
		return Game{}, invalidf("input is larger than %d bytes", MaxRecordSize)
	}
	in, err := checkJSON("input", input)
	if err != nil {
		return Game{}, err
	}
	kind, err := games.ReadHeader(in)
	if err != nil {
		return Game{}, err
	}
	def, err := games.Lookup(kind)
	if err != nil {
		return Game{}, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(in, &m); err != nil {
		return Game{}, invalidf("input must be a JSON object")
	}
	var name string
	if raw, ok := m["name"]; ok {
		if err := json.Unmarshal(raw, &name); err != nil {
			return Game{}, invalidf("name must be a string")
		}
	}
	delete(m, "name")
	playersRaw, given := m["players"]
	delete(m, "players")
	rest, _ := json.Marshal(m)
	rec, err := scoring.DecodeRecord(def, rest)
	if err != nil {
		return Game{}, err
	}
	setup := rec.Setup
	var seats []namedSeat
	var names []string
	if given {
		if names, seats, err = parsePlayers(playersRaw); err != nil {
			return Game{}, err
		}
	}
	if seats == nil {
		var placed []scoring.Seat
		if setup, placed, err = def.Seat(setup, names); err != nil {
			return Game{}, err
		}
		for _, p := range placed {
			seats = append(seats, namedSeat{p.Player, p.Side})
		}
	} else {
		// Sides given: the game still learns its players' names (Hyrule
		// and Cârts Tîty keep them in their setup); the sides stay as
		// given and the game checks them.
		inOrder := make([]string, len(seats))
		for i, st := range seats {
			inOrder[i] = st.name
		}
		if seated, _, err := def.Seat(setup, inOrder); err == nil {
			setup = seated
		}
	}
	var g Game
	err = s.write(func(tx *sql.Tx) error {
		ng := NewGame{Kind: kind, Name: name, Options: rec.Options, Setup: setup}
		for i, st := range seats {
			pl, err := s.ensurePlayer(tx, st.name)
			if err != nil {
				return game.Prefix(err, fmt.Sprintf("players[%d]", i))
			}
			ng.Seats = append(ng.Seats, Seat{PlayerID: pl.ID, Side: st.side})
		}
		var err error
		if g, err = s.createGame(tx, ng); err != nil {
			return err
		}
		key := def.Info().RoundsKey
		for i, round := range rec.Rounds {
			cur, r, err := s.forWrite(tx, g.ID)
			if err != nil {
				return err
			}
			if _, err := s.addRound(tx, cur, r, round, nil, -1); err != nil {
				if game.IsRefusal(err) {
					return game.Prefix(err, fmt.Sprintf("%s[%d]", key, i))
				}
				return fmt.Errorf("%s[%d]: %w", key, i, err)
			}
		}
		g, err = getGame(tx, g.ID)
		return err
	})
	return g, err
}

type namedSeat struct{ name, side string }

// parsePlayers reads the "players" of a record, keeping the order given:
// a list of names (for the game to seat), or seats with their sides.
func parsePlayers(raw json.RawMessage) ([]string, []namedSeat, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return nil, nil, invalidf("players is empty")
	}
	var seats []namedSeat
	switch raw[0] {
	case '[':
		var names []string
		if json.Unmarshal(raw, &names) == nil {
			if len(names) == 0 {
				return nil, nil, invalidf("players: no player")
			}
			for i, n := range names {
				names[i] = strings.Join(strings.Fields(n), " ")
			}
			return names, nil, nil
		}
		var objs []struct {
			Name string `json:"name"`
			Side string `json:"side"`
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&objs); err != nil {
			return nil, nil, invalidf("players: a list of names or of {\"name\", \"side\"}")
		}
		for i, o := range objs {
			if o.Side == "" {
				return nil, nil, invalidf("players[%d]: side is missing", i)
			}
			seats = append(seats, namedSeat{o.Name, o.Side})
		}
	case '{':
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.Token() // {
		for dec.More() {
			t, err := dec.Token()
			if err != nil {
				return nil, nil, invalidf("players: %v", err)
			}
			side := t.(string)
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				return nil, nil, invalidf("players.%s: %v", side, err)
			}
			var one string
			var many []string
			switch {
			case json.Unmarshal(v, &one) == nil:
				seats = append(seats, namedSeat{one, side})
			case json.Unmarshal(v, &many) == nil:
				if len(many) == 0 {
					return nil, nil, invalidf("players.%s: no player", side)
				}
				for _, n := range many {
					seats = append(seats, namedSeat{n, side})
				}
			default:
				return nil, nil, invalidf("players.%s: a name or a list of names", side)
			}
		}
	default:
		return nil, nil, invalidf("players: a list of names or an object side -> name(s)")
	}
	if len(seats) == 0 {
		return nil, nil, invalidf("players: no player")
	}
	return nil, seats, nil
}
