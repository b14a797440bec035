package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/game"
)

// MaxRecordSize bounds the input of Record (a whole game).
const MaxRecordSize = 4 << 20

// Record stores a whole game at once, in one transaction: input is the
// game's Score input (as for `arbiter-cli score`) plus "players" and an
// optional "name". "players" is one of
//
//	["Ann", "Bo"]                               each player is a side (Hyrule, Cârts Tîty...)
//	{"red": "Ann", "black": "Bo"}               side -> player
//	{"NS": ["Ann", "Cy"], "EW": ["Bo", "Di"]}   side -> team
//	[{"name": "Ann", "side": "red"}, ...]
//
// and may be left out when the input names the players itself (Burn's
// "sides", Mortal Swords' "knights", Hyrule's "players"). Players are
// found by name (ignoring case) or created. Every round is checked and
// scored as if entered one by one; nothing is stored unless all are.
func (s *Store) Record(input []byte) (Game, error) {
	if len(input) > MaxRecordSize {
		return Game{}, invalidf("input is larger than %d bytes", MaxRecordSize)
	}
	in, err := checkJSON("input", input)
	if err != nil {
		return Game{}, err
	}
	kind, err := game.ReadHeader(in)
	if err != nil {
		return Game{}, err
	}
	p, err := plugin(kind)
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
	var seats []namedSeat
	if raw, ok := m["players"]; ok {
		if seats, err = parsePlayers(raw); err != nil {
			return Game{}, err
		}
	} else if seats, err = derivePlayers(m); err != nil {
		return Game{}, err
	}
	var rounds []json.RawMessage
	if p.Rounds != "" {
		if raw, ok := m[p.Rounds]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, &rounds); err != nil {
				return Game{}, invalidf("%q must be a list", p.Rounds)
			}
		}
		delete(m, p.Rounds)
	}
	options := m["options"]
	for _, k := range []string{"game", "name", "options", "players"} {
		delete(m, k)
	}
	if nativePlayers[kind] {
		names := make([]string, len(seats))
		for i, st := range seats {
			names[i] = st.name
		}
		m["players"], _ = json.Marshal(names)
	}
	setup, _ := json.Marshal(m)
	var g Game
	err = s.write(func(tx *sql.Tx) error {
		ng := NewGame{Kind: kind, Name: name, Options: options, Setup: setup}
		for i, st := range seats {
			pl, err := s.ensurePlayer(tx, st.name)
			if err != nil {
				return fmt.Errorf("players[%d]: %w", i, err)
			}
			ng.Seats = append(ng.Seats, Seat{PlayerID: pl.ID, Side: st.side})
		}
		var err error
		if g, err = s.createGame(tx, ng); err != nil {
			return err
		}
		for i, r := range rounds {
			if _, err := s.addRound(tx, g.ID, r); err != nil {
				if game.IsRefusal(err) {
					return err // the game's message names the round's field
				}
				return fmt.Errorf("%s[%d]: %w", p.Rounds, i, err)
			}
		}
		g, err = getGame(tx, g.ID)
		return err
	})
	return g, err
}

type namedSeat struct{ name, side string }

// parsePlayers reads the "players" of a record, keeping the order given.
func parsePlayers(raw json.RawMessage) ([]namedSeat, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return nil, invalidf("players is empty")
	}
	var seats []namedSeat
	switch raw[0] {
	case '[':
		var names []string
		if json.Unmarshal(raw, &names) == nil {
			for _, n := range names {
				seats = append(seats, namedSeat{n, strings.Join(strings.Fields(n), " ")})
			}
			break
		}
		var objs []struct {
			Name string `json:"name"`
			Side string `json:"side"`
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&objs); err != nil {
			return nil, invalidf("players: a list of names or of {\"name\", \"side\"}")
		}
		for i, o := range objs {
			if o.Side == "" {
				return nil, invalidf("players[%d]: side is missing", i)
			}
			seats = append(seats, namedSeat{o.Name, o.Side})
		}
	case '{':
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.Token() // {
		for dec.More() {
			t, err := dec.Token()
			if err != nil {
				return nil, invalidf("players: %v", err)
			}
			side := t.(string)
			var v json.RawMessage
			if err := dec.Decode(&v); err != nil {
				return nil, invalidf("players.%s: %v", side, err)
			}
			var one string
			var many []string
			switch {
			case json.Unmarshal(v, &one) == nil:
				seats = append(seats, namedSeat{one, side})
			case json.Unmarshal(v, &many) == nil:
				if len(many) == 0 {
					return nil, invalidf("players.%s: no player", side)
				}
				for _, n := range many {
					seats = append(seats, namedSeat{n, side})
				}
			default:
				return nil, invalidf("players.%s: a name or a list of names", side)
			}
		}
	default:
		return nil, invalidf("players: a list of names or an object side -> name(s)")
	}
	if len(seats) == 0 {
		return nil, invalidf("players: no player")
	}
	return seats, nil
}

// derivePlayers finds the players in a score input that names them.
func derivePlayers(m map[string]json.RawMessage) ([]namedSeat, error) {
	if raw, ok := m["sides"]; ok {
		return parsePlayers(raw)
	}
	for _, k := range []string{"knights", "players"} {
		if raw, ok := m[k]; ok {
			var names []string
			if json.Unmarshal(raw, &names) == nil {
				return parsePlayers(raw)
			}
		}
	}
	return nil, invalidf("players is missing: name the players, e.g. {\"red\": \"Ann\", \"black\": \"Bo\"}")
}
