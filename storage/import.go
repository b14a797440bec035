package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// MaxImportSize bounds an import file (64 MiB: tens of thousands of games).
var MaxImportSize int64 = 64 << 20

// ImportResult says what an import did.
type ImportResult struct {
	PlayersAdded   int `json:"players_added"`
	PlayersMatched int `json:"players_matched"` // already stored (same id or same name)
	GamesAdded     int `json:"games_added"`
	GamesSkipped   int `json:"games_skipped"` // already stored (same id)
	Rounds         int `json:"rounds"`        // round versions added
}

// ImportFile imports a JSON export file; see ImportJSON.
func (s *Store) ImportFile(path string) (ImportResult, error) {
	f, err := os.Open(path)
	if err != nil {
		return ImportResult{}, fmt.Errorf("cannot read %s: %w", path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > MaxImportSize {
		return ImportResult{}, invalidf("%s is %d bytes, more than the %d an import may have", path, st.Size(), MaxImportSize)
	}
	return s.ImportJSON(f)
}

// Import limits: far more than any real history holds (a 64 MiB export has
// room for some tens of thousands of games), few enough that a file of
// empty objects cannot make an import take minutes or gigabytes.
const (
	maxImportPlayers = 100_000
	maxImportGames   = 100_000
)

// ImportJSON reads an export (ExportJSON's format) and adds what is not
// stored yet, all or nothing: every game is checked (types, ids,
// references, versions) and its rounds in force are played through its
// rules, which give its totals, status and winners; any error leaves the
// database unchanged. Ids are kept, so importing a file twice adds nothing
// the second time; a player whose id is unknown but whose name is taken is
// the same person. Games are read one at a time inside the one
// transaction, so memory does not grow with the number of games.
func (s *Store) ImportJSON(r io.Reader) (ImportResult, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxImportSize+1))
	if err != nil {
		return ImportResult{}, err
	}
	if int64(len(b)) > MaxImportSize {
		return ImportResult{}, invalidf("import is larger than %d bytes", MaxImportSize)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return ImportResult{}, invalidf("import is empty")
	}
	if err := checkDepth(b, maxDepth); err != nil {
		return ImportResult{}, invalidf("import: %v", err)
	}
	if !json.Valid(b) {
		var v any
		return ImportResult{}, invalidf("import: %s", jsonProblem(json.Unmarshal(b, &v)))
	}
	head, err := readExportHead(b)
	if err != nil {
		return ImportResult{}, err
	}
	// An import writes a lot at once: the file is checked first, so that
	// damage is reported, not built upon.
	if err := s.QuickCheck(); err != nil {
		return ImportResult{}, err
	}
	v := newImportCheck()
	if err := v.players(head); err != nil {
		return ImportResult{}, err
	}
	var res ImportResult
	err = s.write(func(tx *sql.Tx) error {
		res = ImportResult{}
		ids, err := s.importPlayers(tx, head.Players, &res)
		if err != nil {
			return err
		}
		check := v.clone()
		return eachExportGame(b, func(i int, g *ExportGame) error {
			field := fmt.Sprintf("games[%d]", i)
			if err := g.validate(field, check.claim, check.known); err != nil {
				return err
			}
			var exists int
			if err := tx.QueryRow("SELECT count(*) FROM games WHERE id = ?", g.ID).Scan(&exists); err != nil {
				return err
			}
			if exists > 0 {
				res.GamesSkipped++
				return nil
			}
			if err := importGame(tx, field, *g, ids, &res); err != nil {
				if game.IsRefusal(err) || errors.Is(err, ErrInvalid) {
					return err
				}
				return fmt.Errorf("%s (%s): %w", field, g.ID, err)
			}
			res.GamesAdded++
			return nil
		})
	})
	return res, err
}

// exportHead is an export without its games.
type exportHead struct {
	Format  string
	Version int
	Players []ExportPlayer
	Games   int // how many games it holds
}

// readExportHead reads an export's format, version and players, counting
// its games without keeping them.
func readExportHead(b []byte) (exportHead, error) {
	var h exportHead
	dec := json.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return h, invalidf("import: expected an Arbiter export (a JSON object with format, version, players and games)")
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return h, invalidf("import: %s", jsonProblem(err))
		}
		key, _ := tok.(string)
		if seen[key] {
			return h, game.Prefix(&game.Error{Kind: game.ErrInvalid, Sentinel: game.ErrDuplicateKey,
				Msg: fmt.Sprintf("%q is given twice in the same object: give each field once", key)}, key)
		}
		seen[key] = true
		switch key {
		case "format":
			if err := dec.Decode(&h.Format); err != nil {
				return h, invalidf("format: %s", jsonProblem(err))
			}
		case "version":
			if err := dec.Decode(&h.Version); err != nil {
				return h, invalidf("version: %s", jsonProblem(err))
			}
		case "players":
			n, err := eachElement(dec, "players", func(i int, raw json.RawMessage) error {
				if i >= maxImportPlayers {
					return invalidf("players: more than %d players in one import", maxImportPlayers)
				}
				var p ExportPlayer
				if err := strictDecode(raw, &p, fmt.Sprintf("players[%d]", i)); err != nil {
					return err
				}
				h.Players = append(h.Players, p)
				return nil
			})
			if err != nil {
				return h, err
			}
			_ = n
		case "games":
			n, err := eachElement(dec, "games", func(i int, _ json.RawMessage) error {
				if i >= maxImportGames {
					return invalidf("games: more than %d games in one import", maxImportGames)
				}
				return nil
			})
			if err != nil {
				return h, err
			}
			h.Games = n
		default:
			return h, invalidf("import: unknown field %q: an export has format, version, players and games", key)
		}
	}
	if h.Format != ExportFormat {
		return h, invalidf("format: %q is not an Arbiter history export (%q)", h.Format, ExportFormat)
	}
	if h.Version < 1 || h.Version > FormatVersion {
		return h, invalidf("version: %d; this Arbiter reads export versions 1 to %d", h.Version, FormatVersion)
	}
	return h, nil
}

// eachElement reads the list that comes next in dec one element at a
// time.
func eachElement(dec *json.Decoder, field string, fn func(i int, raw json.RawMessage) error) (int, error) {
	tok, err := dec.Token()
	if err != nil {
		return 0, invalidf("%s: %s", field, jsonProblem(err))
	}
	if tok == nil {
		return 0, nil
	}
	if tok != json.Delim('[') {
		return 0, invalidf("%s: expected a list", field)
	}
	i := 0
	for dec.More() {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return i, invalidf("%s[%d]: %s", field, i, jsonProblem(err))
		}
		if err := fn(i, raw); err != nil {
			return i, err
		}
		i++
	}
	if _, err := dec.Token(); err != nil {
		return i, invalidf("%s: %s", field, jsonProblem(err))
	}
	return i, nil
}

// eachExportGame reads an export's games one at a time.
func eachExportGame(b []byte, fn func(i int, g *ExportGame) error) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		return err
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return invalidf("import: %s", jsonProblem(err))
		}
		if tok != "games" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return invalidf("import: %s", jsonProblem(err))
			}
			continue
		}
		_, err = eachElement(dec, "games", func(i int, raw json.RawMessage) error {
			var g ExportGame
			if err := strictDecode(raw, &g, fmt.Sprintf("games[%d]", i)); err != nil {
				return err
			}
			return fn(i, &g)
		})
		return err
	}
	return nil
}

// strictDecode reads one element of an export: unknown fields and keys
// given twice are refused, naming the path under field.
func strictDecode(raw json.RawMessage, v any, field string) error {
	if err := game.CheckDuplicateKeys(raw); err != nil {
		return game.Prefix(err, field)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return invalidf("%s: %s", field, jsonProblem(err))
	}
	return nil
}

// jsonProblem words a decoding error with the field at fault.
func jsonProblem(err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			field = "the file"
		}
		return fmt.Sprintf("%s: expected %s, got a JSON %s", field, te.Type.Kind(), te.Value)
	case errors.As(err, &se) && se.Offset >= 0 && strings.Contains(se.Error(), "unexpected end"):
		return "the file ends in the middle of the JSON"
	case errors.As(err, &se):
		return fmt.Sprintf("not valid JSON at byte %d: %v", se.Offset, se)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the file ends in the middle of the JSON"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// importCheck is what the checks of one import share: every id claimed
// so far (an id is used once in a file), and the file's players.
type importCheck struct {
	ids   map[string]string // id -> where it is used
	known map[string]bool   // the file's player ids
}

func newImportCheck() *importCheck {
	return &importCheck{ids: map[string]string{}, known: map[string]bool{}}
}

// clone copies the check, so a retried transaction starts from the same
// ids.
func (c *importCheck) clone() *importCheck {
	out := newImportCheck()
	for k, v := range c.ids {
		out.ids[k] = v
	}
	for k, v := range c.known {
		out.known[k] = v
	}
	return out
}

func (c *importCheck) claim(field, id string) error {
	if !validID(id) {
		return invalidf("%s: %q is not a valid id (1 to 64 letters, digits, - or _)", field, id)
	}
	if where, dup := c.ids[id]; dup {
		return invalidf("%s: id %q is also used by %s", field, id, where)
	}
	c.ids[id] = field
	return nil
}

// players checks the file's players.
func (c *importCheck) players(h exportHead) error {
	for i, p := range h.Players {
		field := fmt.Sprintf("players[%d]", i)
		if err := c.claim(field+".id", p.ID); err != nil {
			return err
		}
		c.known[p.ID] = true
		if _, err := cleanName(field+".name", p.Name); err != nil {
			return err
		}
		if _, err := parseTime(field+".created_at", p.CreatedAt); err != nil {
			return err
		}
	}
	for i, p := range h.Players {
		if p.MergedInto != "" && (!c.known[p.MergedInto] || p.MergedInto == p.ID) {
			return invalidf("players[%d].merged_into: %q is not another player of the file", i, p.MergedInto)
		}
	}
	return nil
}

func isObject(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && b[0] == '{'
}

func (g *ExportGame) validate(field string, claim func(string, string) error, players map[string]bool) error {
	if err := claim(field+".id", g.ID); err != nil {
		return err
	}
	if _, ok := scoring.InfoFor(g.Kind); !ok {
		return invalidf("%s.kind: %q is not a game (one of %s)", field, g.Kind, scoring.IDList())
	}
	if !validStatus(g.Status) {
		return invalidf("%s.status: %q is not active, finished or abandoned", field, g.Status)
	}
	if g.FinishedBy != "" && g.FinishedBy != "rules" && g.FinishedBy != "manual" {
		return invalidf("%s.finished_by: %q is not rules or manual", field, g.FinishedBy)
	}
	if len([]rune(g.Name)) > maxName {
		return invalidf("%s.name is longer than %d characters", field, maxName)
	}
	for _, x := range []struct {
		name string
		v    json.RawMessage
	}{{"options", g.Options}, {"setup", g.Setup}, {"totals", g.Totals}} {
		if !isObject(x.v) {
			return invalidf("%s.%s must be a JSON object", field, x.name)
		}
	}
	for _, t := range []struct {
		name string
		v    string
	}{{"started_at", g.StartedAt}, {"updated_at", g.UpdatedAt}} {
		if _, err := parseTime(field+"."+t.name, t.v); err != nil {
			return err
		}
	}
	if g.FinishedAt != nil {
		if _, err := parseTime(field+".finished_at", *g.FinishedAt); err != nil {
			return err
		}
	}
	if g.Winners == nil {
		g.Winners = []string{}
	}
	if len(g.Seats) == 0 {
		return invalidf("%s.seats: a game needs at least one player", field)
	}
	seatPlayers := map[string]bool{}
	positions := map[int]bool{}
	for j, st := range g.Seats {
		sf := fmt.Sprintf("%s.seats[%d]", field, j)
		if !players[st.PlayerID] {
			return invalidf("%s.player_id: %q is not a player of the file", sf, st.PlayerID)
		}
		if seatPlayers[st.PlayerID] {
			return invalidf("%s.player_id: %q sits twice", sf, st.PlayerID)
		}
		seatPlayers[st.PlayerID] = true
		if positions[st.Position] || st.Position < 0 {
			return invalidf("%s.position: %d is used twice or negative", sf, st.Position)
		}
		positions[st.Position] = true
		if strings.TrimSpace(st.Side) == "" {
			return invalidf("%s.side is empty", sf)
		}
	}
	sittings := map[string]bool{}
	for j, st := range g.Sittings {
		sf := fmt.Sprintf("%s.sittings[%d]", field, j)
		if err := claim(sf+".id", st.ID); err != nil {
			return err
		}
		sittings[st.ID] = true
		if _, err := parseTime(sf+".started_at", st.StartedAt); err != nil {
			return err
		}
		if _, err := parseTime(sf+".ended_at", st.EndedAt); err != nil {
			return err
		}
	}
	seqs := map[int]bool{}
	var live []json.RawMessage
	for j, r := range g.Rounds {
		rf := fmt.Sprintf("%s.rounds[%d]", field, j)
		if err := claim(rf+".id", r.ID); err != nil {
			return err
		}
		if r.Seq < 1 || seqs[r.Seq] {
			return invalidf("%s.seq: %d is used twice or below 1", rf, r.Seq)
		}
		seqs[r.Seq] = true
		if _, err := parseTime(rf+".created_at", r.CreatedAt); err != nil {
			return err
		}
		if !isObject(r.TotalsAfter) {
			return invalidf("%s.totals_after must be a JSON object", rf)
		}
		if len(r.Versions) == 0 {
			return invalidf("%s.versions: a round has at least one version", rf)
		}
		if r.CurrentVersion != len(r.Versions) {
			return invalidf("%s.current_version: %d, but the round has %d versions", rf, r.CurrentVersion, len(r.Versions))
		}
		for k, v := range r.Versions {
			vf := fmt.Sprintf("%s.versions[%d]", rf, k)
			if err := claim(vf+".id", v.ID); err != nil {
				return err
			}
			if v.Version != k+1 {
				return invalidf("%s.version: %d, expected %d (versions are numbered 1, 2, ...)", vf, v.Version, k+1)
			}
			switch v.Action {
			case ActionEntry, ActionCorrection:
				if len(v.Input) == 0 || string(v.Input) == "null" {
					return invalidf("%s.input is missing", vf)
				}
			case ActionUndo:
				if len(v.Input) > 0 && string(v.Input) != "null" {
					return invalidf("%s.input: an undo has no input", vf)
				}
			default:
				return invalidf("%s.action: %q is not entry, correction or undo", vf, v.Action)
			}
			if (k == 0) != (v.Action == ActionEntry) {
				return invalidf("%s.action: the first version is the entry, and only the first", vf)
			}
			if v.EngineVersion == "" {
				return invalidf("%s.engine_version is empty", vf)
			}
			if v.SittingID != "" && !sittings[v.SittingID] {
				return invalidf("%s.sitting_id: %q is not a sitting of this game", vf, v.SittingID)
			}
			if _, err := parseTime(vf+".created_at", v.CreatedAt); err != nil {
				return err
			}
		}
		cur := r.Versions[len(r.Versions)-1]
		if r.Live != (cur.Action != ActionUndo) {
			return invalidf("%s.live: %v does not match its last version (%s)", rf, r.Live, cur.Action)
		}
		if r.Live {
			live = append(live, cur.Input)
		}
	}
	return nil
}

// imported is what the rules derive from an imported game's rounds in
// force: nothing of it is taken from the file.
type imported struct {
	rounds   map[string]encoded // round id -> its state, result and totals
	standing scoring.Standing
	status   string
	by       string
	winners  []string
}

// replayImport plays an imported game's rounds in force (in seq order)
// through its rules and derives its totals, status and winners: a file
// cannot say a game is finished, or won by someone, when its rounds say
// otherwise. A file whose status the rounds contradict (finished by the
// rules when the rules do not end it) is refused, naming the field.
func replayImport(field string, g *ExportGame) (imported, error) {
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return imported{}, fmt.Errorf("%s (%s): %w", field, g.Kind, err)
	}
	st, err := r.start()
	if err != nil {
		return imported{}, fmt.Errorf("%s (%s): the rules refuse its setup: %w", field, g.Kind, err)
	}
	out := imported{rounds: map[string]encoded{}}
	n := 0
	for _, rd := range sortBySeq(g.Rounds) {
		if !rd.Live {
			continue
		}
		cur := rd.Versions[len(rd.Versions)-1]
		round, err := r.codec.DecodeRound(cur.Input)
		if err == nil {
			var res scoring.Result
			if res, err = r.apply(st, round); err == nil {
				var e encoded
				if e, err = r.encode(nil, res, st); err != nil {
					return imported{}, err
				}
				out.rounds[rd.ID] = e
				n++
				continue
			}
		}
		return imported{}, fmt.Errorf("%s (%s): the rules refuse its round %d (seq %d): %w", field, g.Kind, n+1, rd.Seq, err)
	}
	out.standing = st.Standing()
	out.status, out.by = g.Status, g.FinishedBy
	switch {
	case out.standing.Finished && g.Status != StatusAbandoned:
		out.status, out.by = StatusFinished, "rules"
	case g.Status == StatusFinished && g.FinishedBy == "rules":
		return imported{}, invalidf("%s.status: finished by the rules, but the rules do not end this %s game after its %d rounds", field, g.Kind, n)
	case g.Status == StatusFinished:
		out.by = "manual"
	default:
		out.by = ""
	}
	out.winners = []string{}
	if out.status == StatusFinished {
		if out.standing.Finished {
			out.winners = append(out.winners, out.standing.Winners...)
		} else if !out.standing.Draw {
			out.winners = out.standing.Leaders()
		}
	}
	for i, seat := range g.Seats {
		if len(out.standing.Totals) > 0 {
			if _, ok := out.standing.Total(seat.Side); !ok {
				return imported{}, invalidf("%s.seats[%d].side: %q is not a side of this %s game (%s)", field, i, seat.Side, g.Kind, strings.Join(out.standing.Sides(), ", "))
			}
		}
	}
	return out, nil
}

func sortBySeq(rs []ExportRound) []ExportRound {
	out := append([]ExportRound(nil), rs...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Seq < out[j-1].Seq; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// importPlayers adds the file's players that are not stored yet and
// returns, for each file player id, the stored player it is.
func (s *Store) importPlayers(tx *sql.Tx, players []ExportPlayer, res *ImportResult) (map[string]string, error) {
	if _, err := tx.Exec("PRAGMA defer_foreign_keys = ON"); err != nil {
		return nil, err
	}
	ids := map[string]string{} // file player id -> stored id
	for _, p := range players {
		var exists int
		if err := tx.QueryRow("SELECT count(*) FROM players WHERE id = ?", p.ID).Scan(&exists); err != nil {
			return nil, err
		}
		if exists > 0 {
			ids[p.ID] = p.ID
			res.PlayersMatched++
			continue
		}
		name, _ := cleanName("name", p.Name)
		if p.MergedInto == "" {
			if other, err := playerByName(tx, name); err == nil {
				ids[p.ID] = other.ID
				res.PlayersMatched++
				continue
			}
		}
		ids[p.ID] = p.ID
		created, _ := parseTime("created_at", p.CreatedAt)
		var merged any
		if p.MergedInto != "" {
			merged = p.MergedInto
		}
		if _, err := tx.Exec("INSERT INTO players(id, name, archived, merged_into, created_at) VALUES (?, ?, ?, ?, ?)",
			p.ID, name, p.Archived, merged, created); err != nil {
			return nil, fmt.Errorf("player %q: %w", p.Name, err)
		}
		res.PlayersAdded++
	}
	// A merged player of the file may point at one that matched by name.
	for _, p := range players {
		if p.MergedInto != "" && ids[p.ID] == p.ID && ids[p.MergedInto] != p.MergedInto {
			if _, err := tx.Exec("UPDATE players SET merged_into = ? WHERE id = ?", ids[p.MergedInto], p.ID); err != nil {
				return nil, err
			}
		}
	}
	return ids, nil
}

func importGame(tx *sql.Tx, field string, g ExportGame, ids map[string]string, res *ImportResult) error {
	d, err := replayImport(field, &g)
	if err != nil {
		return err
	}
	started, _ := parseTime("", g.StartedAt)
	updated, _ := parseTime("", g.UpdatedAt)
	var finished any
	if d.status == StatusFinished || d.status == StatusAbandoned {
		finished = updated
		if g.FinishedAt != nil {
			finished, _ = parseTime("", *g.FinishedAt)
		}
	}
	wj, _ := json.Marshal(d.winners)
	totals := totalsJSON(d.standing)
	if _, err := tx.Exec(`INSERT INTO games(id, kind, name, options, setup, status, finished_by, started_at,
		finished_at, winners, totals, rounds_count, note, updated_at, engine_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Kind, g.Name, string(compactJSON(g.Options)), string(compactJSON(g.Setup)), d.status, d.by,
		started, finished, string(wj), string(totals), len(d.rounds), g.Note, updated, game.Version); err != nil {
		return err
	}
	won := map[string]bool{}
	for _, w := range d.winners {
		won[w] = true
	}
	for _, st := range g.Seats {
		pid := ids[st.PlayerID]
		// A player merged on this device plays under the one kept.
		if p, err := getPlayer(tx, pid); err == nil {
			pid = p.ID
		}
		var score any
		if p, ok := d.standing.Total(st.Side); ok {
			score = float64(p)
		}
		if _, err := tx.Exec("INSERT INTO seats(game_id, position, player_id, side, score, won) VALUES (?, ?, ?, ?, ?, ?)",
			g.ID, st.Position, pid, st.Side, score, won[st.Side]); err != nil {
			if strings.Contains(err.Error(), "UNIQUE") {
				return conflictf("two players of the file are the same stored player %s", pid)
			}
			return err
		}
	}
	for _, st := range g.Sittings {
		a, _ := parseTime("", st.StartedAt)
		b, _ := parseTime("", st.EndedAt)
		if _, err := tx.Exec("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)", st.ID, g.ID, a, b); err != nil {
			return err
		}
	}
	for _, r := range g.Rounds {
		created, _ := parseTime("", r.CreatedAt)
		// Derived: the state, result and totals after the round come from
		// the rules, not from the file.
		var state, result any
		totalsAfter := "{}"
		if e, ok := d.rounds[r.ID]; ok {
			state, result, totalsAfter = string(e.state), string(e.result), string(e.totals)
		}
		if _, err := tx.Exec(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after, state_after, result)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.ID, g.ID, r.Seq, created, r.CurrentVersion, r.Live, totalsAfter, state, result); err != nil {
			return err
		}
		for _, v := range r.Versions {
			at, _ := parseTime("", v.CreatedAt)
			rv := RoundVersion{ID: v.ID, RoundID: r.ID, Version: v.Version, Action: v.Action,
				EngineVersion: v.EngineVersion, SittingID: v.SittingID, CreatedAt: fromMS(at)}
			if len(v.Input) > 0 && string(v.Input) != "null" {
				rv.Input = compactJSON(v.Input)
			}
			if len(v.Outcome) > 0 && string(v.Outcome) != "null" {
				rv.Outcome = compactJSON(v.Outcome)
			}
			if err := insertVersion(tx, rv); err != nil {
				return err
			}
			res.Rounds++
		}
	}
	return nil
}
