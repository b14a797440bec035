package session

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"arbiter/scoring"
)

// MemoryHistory is a History kept in memory: for tests, and for a table
// that keeps nothing between runs. Like a real history it keeps rounds,
// states and results in the game's JSON, so what a session reads back is
// never the value it wrote.
type MemoryHistory struct {
	catalog *scoring.Catalog
	mu      sync.Mutex
	games   map[string]*memGame
	drafts  map[string][]byte
	seq     int
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Hold, when set, is called at the start of every write: a test makes
	// the history busy by returning ErrBusy from it.
	Hold func() error
}

type memGame struct {
	rec    GameRecord
	def    scoring.Definition
	start  json.RawMessage
	rounds []*memRound // in force, in order
	undone []*memRound
	rev    Revision
}

type memRound struct {
	round, result, state json.RawMessage
	// steps are the result's steps typed, kept beside it as a history
	// keeps them (scoring.ResultSteps).
	steps            json.RawMessage
	versions         []memVersion
	rid              string
	version          int
	after            scoring.Standing
	entered, changed time.Time
}

type memVersion struct {
	action Action
	round  json.RawMessage
	at     time.Time
}

// NewMemoryHistory returns an empty history of the games of a catalog
// (CreateGame looks a new game's kind up in it).
func NewMemoryHistory(catalog *scoring.Catalog) *MemoryHistory {
	return &MemoryHistory{catalog: catalog, games: map[string]*memGame{}, drafts: map[string][]byte{}}
}

func (h *MemoryHistory) now() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

// Create starts a game of def with a setup, options and seats; it returns
// the game's id.
func (h *MemoryHistory) Create(def scoring.Definition, name string, setup scoring.Setup, opts scoring.Values, seats []Seat) (string, error) {
	checked, err := def.Options().Check(opts)
	if err != nil {
		return "", err
	}
	st, err := def.New(setup, checked)
	if err != nil {
		return "", err
	}
	raw, err := def.Codec().EncodeState(st)
	if err != nil {
		return "", err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.seq++
	id := "g" + strconv.Itoa(h.seq)
	now := h.now()
	h.games[id] = &memGame{def: def, start: raw, rev: 1, rec: GameRecord{ID: id, Kind: def.Info().ID, Name: name,
		Seats: append([]Seat(nil), seats...), Options: checked, Setup: setup, Status: Active, StartedAt: now, UpdatedAt: now}}
	return id, nil
}

// Touch changes a game's revision as a write by another program would.
func (h *MemoryHistory) Touch(gameID string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if g, ok := h.games[gameID]; ok {
		g.rev++
	}
}

func (h *MemoryHistory) game(id string) (*memGame, error) {
	g, ok := h.games[id]
	if !ok {
		return nil, fmt.Errorf("game %q: %w", id, ErrNotFound)
	}
	return g, nil
}

func (g *memGame) decodeState(raw json.RawMessage) (scoring.State, error) {
	return g.def.Codec().DecodeState(raw, g.rec.Setup, g.rec.Options)
}

// Load implements History.
func (h *MemoryHistory) Load(gameID string) (Snapshot, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	g, err := h.game(gameID)
	if err != nil {
		return Snapshot{}, err
	}
	raw := g.start
	if n := len(g.rounds); n > 0 {
		raw = g.rounds[n-1].state
	}
	st, err := g.decodeState(raw)
	if err != nil {
		return Snapshot{}, err
	}
	c := g.def.Codec()
	snap := Snapshot{Game: g.rec, Def: g.def, State: st, Revision: g.rev}
	for i, r := range g.rounds {
		round, err := c.DecodeRound(r.round)
		if err != nil {
			return Snapshot{}, err
		}
		res, err := c.DecodeResult(r.result)
		if err != nil {
			return Snapshot{}, err
		}
		res = scoring.WithResultSteps(res, r.steps)
		snap.Rounds = append(snap.Rounds, StoredRound{ID: r.rid, Number: i + 1, Version: r.version, Round: round,
			Result: res, After: r.after, EnteredAt: r.entered, ChangedAt: r.changed})
	}
	return snap, nil
}

// StateBefore implements History.
func (h *MemoryHistory) StateBefore(gameID, roundID string) (scoring.State, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	g, err := h.game(gameID)
	if err != nil {
		return nil, err
	}
	raw := g.start
	for _, r := range g.rounds {
		if r.rid == roundID {
			return g.decodeState(raw)
		}
		raw = r.state
	}
	return nil, fmt.Errorf("round %q: %w", roundID, ErrNotFound)
}

// Revision implements History.
func (h *MemoryHistory) Revision(gameID string) (Revision, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	g, err := h.game(gameID)
	if err != nil {
		return 0, err
	}
	return g.rev, nil
}

// Commit implements History.
func (h *MemoryHistory) Commit(c Change) (Committed, error) {
	if h.Hold != nil {
		if err := h.Hold(); err != nil {
			return Committed{}, err
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	g, err := h.game(c.GameID)
	if err != nil {
		return Committed{}, err
	}
	if c.Base != g.rev {
		return Committed{}, ErrStale
	}
	codec := g.def.Codec()
	enc := func(a Applied) (res, steps, st json.RawMessage, err error) {
		if res, err = codec.EncodeResult(a.Result); err == nil {
			steps, _ = scoring.ResultSteps(a.Result)
			st, err = codec.EncodeState(a.State)
		}
		return res, steps, st, err
	}
	now := h.now()
	var out StoredRound
	switch c.Kind {
	case Add:
		if g.rec.Status != Active {
			return Committed{}, fmt.Errorf("game %s is %s: %w", g.rec.ID, g.rec.Status, ErrNotActive)
		}
		in, err := codec.EncodeRound(c.Round)
		if err != nil {
			return Committed{}, err
		}
		res, steps, st, err := enc(c.Applied[0])
		if err != nil {
			return Committed{}, err
		}
		h.seq++
		r := &memRound{rid: "r" + strconv.Itoa(h.seq), round: in, result: res, steps: steps, state: st, version: 1,
			after: c.Applied[0].Standing, entered: now, changed: now,
			versions: []memVersion{{action: ActionEntry, round: in, at: now}}}
		g.rounds = append(g.rounds, r)
		out = StoredRound{ID: r.rid, Number: len(g.rounds), Version: 1, EnteredAt: now, ChangedAt: now}
	case Correct:
		at := -1
		for i, r := range g.rounds {
			if r.rid == c.RoundID {
				at = i
			}
		}
		if at < 0 || len(c.Applied) != len(g.rounds)-at {
			return Committed{}, ErrStale
		}
		in, err := codec.EncodeRound(c.Round)
		if err != nil {
			return Committed{}, err
		}
		type update struct{ res, steps, st json.RawMessage }
		ups := make([]update, len(c.Applied))
		for k, a := range c.Applied {
			if a.RoundID != g.rounds[at+k].rid {
				return Committed{}, ErrStale
			}
			if ups[k].res, ups[k].steps, ups[k].st, err = enc(a); err != nil {
				return Committed{}, err
			}
		}
		for k, a := range c.Applied {
			r := g.rounds[at+k]
			r.result, r.steps, r.state, r.after = ups[k].res, ups[k].steps, ups[k].st, a.Standing
		}
		r := g.rounds[at]
		r.round, r.version, r.changed = in, r.version+1, now
		r.versions = append(r.versions, memVersion{action: ActionCorrection, round: in, at: now})
		out = StoredRound{ID: r.rid, Number: at + 1, Version: r.version, EnteredAt: r.entered, ChangedAt: now}
	case Undo:
		n := len(g.rounds)
		if n == 0 {
			return Committed{}, ErrNothingToUndo
		}
		if g.rounds[n-1].rid != c.RoundID {
			return Committed{}, ErrStale
		}
		r := g.rounds[n-1]
		g.rounds = g.rounds[:n-1]
		r.versions = append(r.versions, memVersion{action: ActionUndo, at: now})
		g.undone = append(g.undone, r)
		out = StoredRound{ID: r.rid, Number: n, Version: r.version + 1, EnteredAt: r.entered, ChangedAt: now}
	default:
		return Committed{}, fmt.Errorf("session: a change of kind %d", c.Kind)
	}
	switch {
	case g.rec.Status == Active && c.Standing.Finished:
		g.rec.Status, g.rec.FinishedBy, g.rec.Winners = Finished, "rules", append([]string(nil), c.Standing.Winners...)
	case g.rec.Status == Finished && g.rec.FinishedBy == "rules" && !c.Standing.Finished:
		g.rec.Status, g.rec.FinishedBy, g.rec.Winners = Active, "", nil
	}
	g.rec.UpdatedAt = now
	g.rev++
	if c.DraftKey != "" {
		if c.Draft == nil {
			delete(h.drafts, c.DraftKey)
		} else {
			h.drafts[c.DraftKey] = append([]byte(nil), c.Draft...)
		}
	}
	return Committed{Revision: g.rev, Game: g.rec, Round: out}, nil
}

// Draft implements History.
func (h *MemoryHistory) Draft(key string) ([]byte, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.drafts[key], nil
}

// SaveDraft implements History.
func (h *MemoryHistory) SaveDraft(key string, data []byte) error {
	if h.Hold != nil {
		if err := h.Hold(); err != nil {
			return err
		}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if data == nil {
		delete(h.drafts, key)
	} else {
		h.drafts[key] = append([]byte(nil), data...)
	}
	return nil
}

// Versions implements History.
func (h *MemoryHistory) Versions(gameID, roundID string) ([]Version, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	g, err := h.game(gameID)
	if err != nil {
		return nil, err
	}
	for _, r := range append(append([]*memRound(nil), g.rounds...), g.undone...) {
		if r.rid != roundID {
			continue
		}
		var out []Version
		for i, v := range r.versions {
			ver := Version{Version: i + 1, Action: v.action, At: v.at}
			if v.round != nil {
				if ver.Round, err = g.def.Codec().DecodeRound(v.round); err != nil {
					return nil, err
				}
			}
			out = append(out, ver)
		}
		return out, nil
	}
	return nil, fmt.Errorf("round %q: %w", roundID, ErrNotFound)
}

// Players implements Lobby: every name seated in a game so far.
func (h *MemoryHistory) Players() ([]string, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, g := range h.games {
		for _, st := range g.rec.Seats {
			if !seen[st.Player] {
				seen[st.Player] = true
				out = append(out, st.Player)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}

// CreateGame implements Lobby.
func (h *MemoryHistory) CreateGame(ng NewGame) (GameRecord, error) {
	def, err := h.catalog.Lookup(ng.Kind)
	if err != nil {
		return GameRecord{}, err
	}
	id, err := h.Create(def, ng.Name, ng.Setup, ng.Options, ng.Seats)
	if err != nil {
		return GameRecord{}, err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.games[id].rec, nil
}
