package storage

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"sort"
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
	size := int64(-1)
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		if st.Size() > MaxImportSize {
			return ImportResult{}, invalidf("%s is %d bytes, more than the %d an import may have", path, st.Size(), MaxImportSize)
		}
		size = st.Size()
	}
	return s.importFrom(f, size)
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
// references, versions, its seats against its setup) and its rounds in
// force are played through its rules, which give its totals, status,
// winners and every version's outcome; any error leaves the database
// unchanged. Ids are kept, so importing a file twice adds nothing the
// second time; a player whose id is unknown but whose name is taken is the
// same person.
//
// Memory is bounded by the file (at most MaxImportSize, held once) and
// does not grow with the number of games or with one game's rounds: the
// games, then each game's rounds, are read one at a time from the file's
// bytes and written as they are played.
func (s *Store) ImportJSON(r io.Reader) (ImportResult, error) {
	size := int64(-1)
	if l, ok := r.(interface{ Len() int }); ok {
		size = int64(l.Len()) // a bytes.Reader, a strings.Reader
	}
	return s.importFrom(r, size)
}

func (s *Store) importFrom(r io.Reader, size int64) (ImportResult, error) {
	b, err := readBounded(r, size)
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
	// A JSON reader turns bytes that are not UTF-8 into U+FFFD without a
	// word: a name would be stored other than the file gives it.
	if err := CheckText("", b); err != nil {
		return ImportResult{}, err
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
	names := make(map[string]string, len(head.Players))
	for _, p := range head.Players {
		names[p.ID] = p.Name
	}
	var res ImportResult
	err = s.write(func(tx *sql.Tx) error {
		res = ImportResult{}
		ids, err := s.importPlayers(tx, head.Players, &res)
		if err != nil {
			return err
		}
		check := v.clone()
		return eachItem(head.games, func(i int, raw []byte) error {
			field := fmt.Sprintf("games[%d]", i)
			g, rounds, err := readGameHead(raw, field)
			if err != nil {
				return err
			}
			sittings, err := g.validate(field, check)
			if err != nil {
				return err
			}
			var exists int
			if err := tx.QueryRow("SELECT count(*) FROM games WHERE id = ?", g.ID).Scan(&exists); err != nil {
				return err
			}
			if exists > 0 {
				// Kept as it is stored; its rounds are still checked, so
				// that a file is taken or refused whole.
				res.GamesSkipped++
				return eachRound(field, rounds, sittings, check, func(int, *ExportRound) error { return nil })
			}
			if err := importGame(tx, field, g, rounds, sittings, check, ids, names, &res); err != nil {
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

// readBounded reads r whole, up to one byte more than MaxImportSize (to
// tell a larger input), into one buffer of the input's size: a buffer grown
// by doubling holds up to three times the input while it grows (the old
// copies wait for the collector), which for 64 MiB on standard input took
// the import to 346 MB. When the size is known (a file) it is read straight
// into such a buffer; otherwise in pieces of a megabyte, copied once into
// it at the end.
func readBounded(r io.Reader, size int64) ([]byte, error) {
	if size < 0 || size > MaxImportSize {
		return readPieces(r)
	}
	b := make([]byte, size+1)
	n, err := io.ReadFull(r, b)
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return b[:n], nil
	case err != nil:
		return nil, err
	}
	// The file grew since it was measured: read on, within the bound.
	rest, err := io.ReadAll(io.LimitReader(r, MaxImportSize+1-int64(n)))
	return append(b[:n], rest...), err
}

// readPieces reads r up to one byte more than MaxImportSize, a megabyte at
// a time, and returns it in one buffer of its size.
func readPieces(r io.Reader) ([]byte, error) {
	var pieces [][]byte
	total := 0
	for int64(total) <= MaxImportSize {
		p := make([]byte, 1<<20)
		n, err := io.ReadFull(r, p)
		pieces = append(pieces, p[:n])
		total += n
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	b := make([]byte, 0, total)
	for i, p := range pieces {
		b = append(b, p...)
		pieces[i] = nil
	}
	if total > 8<<20 {
		// The pieces are garbage now: handed back to the system at once,
		// their pages do not stay counted while the import runs on.
		debug.FreeOSMemory()
	}
	return b, nil
}

// exportHead is an export without its games.
type exportHead struct {
	Format  string
	Version int
	Players []ExportPlayer
	// games is the list of games, as bytes of the file.
	games []byte
}

// readExportHead reads an export's format, version and players, and finds
// its list of games (counting them) without decoding them.
func readExportHead(b []byte) (exportHead, error) {
	var h exportHead
	top := bytes.TrimSpace(b)
	if len(top) == 0 || top[0] != '{' {
		return h, invalidf("import: expected an Arbiter export (a JSON object with format, version, players and games)")
	}
	seen := map[string]bool{}
	err := eachMember(top, func(key string, _, val []byte) error {
		if seen[key] {
			return game.Prefix(&game.Error{Kind: game.ErrInvalid, Sentinel: game.ErrDuplicateKey,
				Msg: fmt.Sprintf("%q is given twice in the same object: give each field once", key)}, key)
		}
		seen[key] = true
		switch key {
		case "format":
			if err := json.Unmarshal(val, &h.Format); err != nil {
				return invalidf("format: %s", jsonProblem(err))
			}
		case "version":
			if err := json.Unmarshal(val, &h.Version); err != nil {
				return invalidf("version: %s", jsonProblem(err))
			}
		case "players":
			return eachListed(val, "players", func(i int, raw []byte) error {
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
		case "games":
			err := eachListed(val, "games", func(i int, _ []byte) error {
				if i >= maxImportGames {
					return invalidf("games: more than %d games in one import", maxImportGames)
				}
				return nil
			})
			if err == nil && val[0] == '[' {
				h.games = val
			}
			return err
		default:
			return invalidf("import: unknown field %q: an export has format, version, players and games", key)
		}
		return nil
	})
	if err != nil {
		return h, err
	}
	if h.Format != ExportFormat {
		return h, invalidf("format: %q is not an Arbiter history export (%q)", h.Format, ExportFormat)
	}
	if h.Version < 1 || h.Version > FormatVersion {
		return h, invalidf("version: %d; this Arbiter reads export versions 1 to %d", h.Version, FormatVersion)
	}
	return h, nil
}

// eachListed calls fn with each element of a list of the export (null is
// an empty list).
func eachListed(val []byte, field string, fn func(i int, raw []byte) error) error {
	switch val[0] {
	case 'n':
		return nil
	case '[':
		return eachItem(val, fn)
	}
	return invalidf("%s: expected a list", field)
}

// readGameHead reads a game of an export but for its rounds, strictly, and
// returns its rounds list as bytes of the file, to be read one round at a
// time: a game of 100,000 rounds is never held whole.
func readGameHead(raw []byte, field string) (ExportGame, []byte, error) {
	var g ExportGame
	if raw[0] != '{' {
		return g, nil, invalidf("%s: expected a game (a JSON object)", field)
	}
	var head bytes.Buffer
	head.WriteByte('{')
	var rounds []byte
	seen := map[string]bool{}
	err := eachMember(raw, func(key string, rawKey, val []byte) error {
		if seen[key] {
			return game.Prefix(&game.Error{Kind: game.ErrInvalid, Sentinel: game.ErrDuplicateKey,
				Msg: fmt.Sprintf("%q is given twice in the same object: give each field once", key)}, field+"."+key)
		}
		seen[key] = true
		if key == "rounds" {
			if val[0] != '[' && val[0] != 'n' {
				return invalidf("%s.rounds: expected a list", field)
			}
			rounds = val
			return nil
		}
		if head.Len() > 1 {
			head.WriteByte(',')
		}
		head.Write(rawKey)
		head.WriteByte(':')
		head.Write(val)
		return nil
	})
	if err != nil {
		return g, nil, err
	}
	head.WriteByte('}')
	if err := strictDecode(head.Bytes(), &g, field); err != nil {
		return g, nil, err
	}
	return g, rounds, nil
}

// eachRound reads a game's rounds one at a time, checks each (ids, seq
// order, versions) and hands it to fn.
func eachRound(field string, rounds []byte, sittings map[string]bool, c *importCheck, fn func(j int, r *ExportRound) error) error {
	if len(rounds) == 0 || rounds[0] == 'n' {
		return nil
	}
	prevSeq := 0
	return eachItem(rounds, func(j int, raw []byte) error {
		rf := fmt.Sprintf("%s.rounds[%d]", field, j)
		var r ExportRound
		if err := strictDecode(raw, &r, rf); err != nil {
			return err
		}
		if err := r.validate(rf, prevSeq, sittings, c); err != nil {
			return err
		}
		prevSeq = r.Seq
		return fn(j, &r)
	})
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
	ids   map[string]place // id -> where it is used
	known map[string]bool  // the file's player ids
}

// place is where an id is used in an export, kept small (an import may
// hold hundreds of thousands of ids) and worded only for a refusal.
type place struct {
	what    uint8
	i, j, k int32
}

const (
	atPlayer uint8 = iota
	atGame
	atSitting
	atRound
	atVersion
)

func (p place) String() string {
	switch p.what {
	case atPlayer:
		return fmt.Sprintf("players[%d].id", p.i)
	case atGame:
		return fmt.Sprintf("games[%d].id", p.i)
	case atSitting:
		return fmt.Sprintf("games[%d].sittings[%d].id", p.i, p.j)
	case atRound:
		return fmt.Sprintf("games[%d].rounds[%d].id", p.i, p.j)
	}
	return fmt.Sprintf("games[%d].rounds[%d].versions[%d].id", p.i, p.j, p.k)
}

func newImportCheck() *importCheck {
	return &importCheck{ids: map[string]place{}, known: map[string]bool{}}
}

// clone copies the check, so a retried transaction starts from the same
// ids.
func (c *importCheck) clone() *importCheck {
	out := &importCheck{ids: make(map[string]place, len(c.ids)), known: make(map[string]bool, len(c.known))}
	for k, v := range c.ids {
		out.ids[k] = v
	}
	for k, v := range c.known {
		out.known[k] = v
	}
	return out
}

// claim takes id for at; field is at's path, worded by the caller.
func (c *importCheck) claim(at place, id string) error {
	if !validID(id) {
		return invalidf("%s: %q is not a valid id (1 to 64 letters, digits, - or _)", at, id)
	}
	if where, dup := c.ids[id]; dup {
		return invalidf("%s: id %q is also used by %s", at, id, where)
	}
	c.ids[id] = at
	return nil
}

// players checks the file's players.
func (c *importCheck) players(h exportHead) error {
	for i, p := range h.Players {
		field := fmt.Sprintf("players[%d]", i)
		if err := c.claim(place{what: atPlayer, i: int32(i)}, p.ID); err != nil {
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

// gameIndex reads i back from a field "games[i]".
func gameIndex(field string) int32 {
	var i int32
	fmt.Sscanf(field, "games[%d]", &i)
	return i
}

// validate checks a game of an export but for its rounds (eachRound checks
// those), and returns the ids of its sittings.
func (g *ExportGame) validate(field string, c *importCheck) (map[string]bool, error) {
	gi := gameIndex(field)
	if err := c.claim(place{what: atGame, i: gi}, g.ID); err != nil {
		return nil, err
	}
	if _, ok := games.InfoFor(g.Kind); !ok {
		return nil, invalidf("%s.kind: %q is not a game (one of %s)", field, g.Kind, games.IDList())
	}
	if !validStatus(g.Status) {
		return nil, invalidf("%s.status: %q is not active, finished or abandoned", field, g.Status)
	}
	if g.FinishedBy != "" && g.FinishedBy != "rules" && g.FinishedBy != "manual" {
		return nil, invalidf("%s.finished_by: %q is not rules or manual", field, g.FinishedBy)
	}
	name, err := cleanGameName(field+".name", g.Name)
	if err != nil {
		return nil, err
	}
	g.Name = name
	for _, x := range []struct {
		name string
		v    json.RawMessage
	}{{"options", g.Options}, {"setup", g.Setup}, {"totals", g.Totals}} {
		if !isObject(x.v) {
			return nil, invalidf("%s.%s must be a JSON object", field, x.name)
		}
	}
	for _, t := range []struct {
		name string
		v    string
	}{{"started_at", g.StartedAt}, {"updated_at", g.UpdatedAt}} {
		if _, err := parseTime(field+"."+t.name, t.v); err != nil {
			return nil, err
		}
	}
	if g.FinishedAt != nil {
		if _, err := parseTime(field+".finished_at", *g.FinishedAt); err != nil {
			return nil, err
		}
	}
	if g.Winners == nil {
		g.Winners = []string{}
	}
	if len(g.Seats) == 0 {
		return nil, invalidf("%s.seats: a game needs at least one player", field)
	}
	seatPlayers := map[string]bool{}
	positions := map[int]bool{}
	for j, st := range g.Seats {
		sf := fmt.Sprintf("%s.seats[%d]", field, j)
		if !c.known[st.PlayerID] {
			return nil, invalidf("%s.player_id: %q is not a player of the file", sf, st.PlayerID)
		}
		if seatPlayers[st.PlayerID] {
			return nil, invalidf("%s.player_id: %q sits twice", sf, st.PlayerID)
		}
		seatPlayers[st.PlayerID] = true
		if positions[st.Position] || st.Position < 0 {
			return nil, invalidf("%s.position: %d is used twice or negative", sf, st.Position)
		}
		positions[st.Position] = true
		if strings.TrimSpace(st.Side) == "" {
			return nil, invalidf("%s.side is empty", sf)
		}
	}
	sittings := map[string]bool{}
	for j, st := range g.Sittings {
		sf := fmt.Sprintf("%s.sittings[%d]", field, j)
		if err := c.claim(place{what: atSitting, i: gi, j: int32(j)}, st.ID); err != nil {
			return nil, err
		}
		sittings[st.ID] = true
		if _, err := parseTime(sf+".started_at", st.StartedAt); err != nil {
			return nil, err
		}
		if _, err := parseTime(sf+".ended_at", st.EndedAt); err != nil {
			return nil, err
		}
	}
	return sittings, nil
}

// validate checks one round of a game (field is its path
// "games[i].rounds[j]"): its ids, its seq (the rounds are listed in seq
// order, as exports write them, each seq once), its versions.
func (r *ExportRound) validate(rf string, prevSeq int, sittings map[string]bool, c *importCheck) error {
	var gi, ri int32
	fmt.Sscanf(rf, "games[%d].rounds[%d]", &gi, &ri)
	if err := c.claim(place{what: atRound, i: gi, j: ri}, r.ID); err != nil {
		return err
	}
	switch {
	case r.Seq < 1:
		return invalidf("%s.seq: %d is below 1", rf, r.Seq)
	case r.Seq <= prevSeq:
		return invalidf("%s.seq: %d after %d: rounds are listed in seq order, each seq once", rf, r.Seq, prevSeq)
	}
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
		if err := c.claim(place{what: atVersion, i: gi, j: ri, k: int32(k)}, v.ID); err != nil {
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
	return nil
}

// checkSeating refuses seats that the game's setup contradicts. Which
// players won is derived from their sides, so a file that moved a player
// to the other side (or two players onto one) would credit a win to the
// wrong people. The seats must be seated as the game seats players: as many
// players on each side as its seating gives it (one red and one black in
// Myre, two on NS and two on EW in Pymtheg, one on each side named after a
// player in Hyrule). Where the setup names the players (Burn's sides,
// Hyrule's and Cârts Tîty's players, Mortal Swords' knights), a player it
// names sits on the side it gives them; a player renamed since is not
// found there and is held to the counts alone. Where it does not (Myre,
// Pymtheg, Yamiro), the file's seat is the only record of who played
// which side.
func checkSeating(field string, g *ExportGame, r gameRules, names map[string]string) error {
	byPos := append([]ExportSeat(nil), g.Seats...)
	sort.Slice(byPos, func(i, j int) bool { return byPos[i].Position < byPos[j].Position })
	named, err := seatWith(r, nil)
	bySetup := err == nil && len(named) > 0
	want := named
	if !bySetup {
		players := make([]string, len(byPos))
		for i, st := range byPos {
			players[i] = names[st.PlayerID]
		}
		if want, err = seatWith(r, players); err != nil {
			return fmt.Errorf("%s.seats: the game cannot seat these players: %w", field, err)
		}
	}
	if len(want) != len(g.Seats) {
		return invalidf("%s.seats: %d players, but this %s game seats %d", field, len(g.Seats), g.Kind, len(want))
	}
	wantOn, gotOn := map[string]int{}, map[string]int{}
	for _, st := range want {
		wantOn[st.Side]++
	}
	for _, st := range g.Seats {
		gotOn[st.Side]++
	}
	for j, st := range g.Seats {
		if n, ok := wantOn[st.Side]; ok && gotOn[st.Side] != n {
			return invalidf("%s.seats[%d].side: %d players on %q, but this %s game seats %d there", field, j, gotOn[st.Side], st.Side, g.Kind, n)
		}
	}
	if a, b := sideSizes(wantOn), sideSizes(gotOn); !slices.Equal(a, b) {
		return invalidf("%s.seats: sides of %v players, but this %s game seats sides of %v", field, b, g.Kind, a)
	}
	if bySetup {
		for j, st := range g.Seats {
			name := names[st.PlayerID]
			for _, w := range named {
				if sameName(w.Player, name) {
					if w.Side != st.Side {
						return invalidf("%s.seats[%d].side: %q, but the game's setup seats %s on %q", field, j, st.Side, name, w.Side)
					}
					break
				}
			}
		}
	}
	return nil
}

// seatWith asks the game how it seats players (nil: those its setup
// names), shielding storage from a game's panic.
func seatWith(r gameRules, players []string) (seats []scoring.Seat, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: internal error in the game's rules: %v", r.info.ID, p)
		}
	}()
	_, seats, err = r.def.Seat(r.setup, players)
	return seats, err
}

// sideSizes are how many players sit on each side, smallest first.
func sideSizes(on map[string]int) []int {
	out := make([]int, 0, len(on))
	for _, n := range on {
		out = append(out, n)
	}
	sort.Ints(out)
	return out
}

// sameName: names are the same person's when they differ only in case and
// spacing (as players are found by name).
func sameName(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
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

// importGame adds one game of an export, reading its rounds one at a time:
// each round in force is played through the rules as it is read, and
// written with what the rules derive from it; nothing of the game's
// standing is taken from the file. Every version's outcome is the rules'
// too: the current version of a round in force gives the standing after
// it, an earlier version (or one of an undone round) the standing its
// input gives on the state before its round, or none when the rules take
// it no more there; an undo has none, as when it is written.
func importGame(tx *sql.Tx, field string, g ExportGame, rounds []byte, sittings map[string]bool, c *importCheck,
	ids, names map[string]string, res *ImportResult) error {
	r, err := rulesOf(g.Kind, g.Setup, g.Options)
	if err != nil {
		return fmt.Errorf("%s (%s): %w", field, g.Kind, err)
	}
	st, err := r.start()
	if err != nil {
		return fmt.Errorf("%s (%s): the rules refuse its setup: %w", field, g.Kind, err)
	}
	if err := checkSeating(field, &g, r, names); err != nil {
		return err
	}
	started, _ := parseTime("", g.StartedAt)
	updated, _ := parseTime("", g.UpdatedAt)
	// The options are stored spelled out, every option the game has with
	// its default when the file leaves it out, as CreateGame stores them:
	// history replays the same if a default changes.
	options := r.def.Options().Encode(r.opts)
	// The standing is filled in once the rounds are played.
	if _, err := tx.Exec(`INSERT INTO games(id, kind, name, options, setup, started_at, note, updated_at, engine_version)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.Kind, g.Name, string(options), string(compactJSON(g.Setup)), started, g.Note, updated, game.Version); err != nil {
		return err
	}
	for _, sit := range g.Sittings {
		a, _ := parseTime("", sit.StartedAt)
		b, _ := parseTime("", sit.EndedAt)
		if _, err := tx.Exec("INSERT INTO sittings(id, game_id, started_at, ended_at) VALUES (?, ?, ?, ?)", sit.ID, g.ID, a, b); err != nil {
			return err
		}
	}
	addRound, err := tx.Prepare(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after, state_after, result, steps)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return err
	}
	defer addRound.Close()
	addVersion, err := tx.Prepare(insertVersionSQL)
	if err != nil {
		return err
	}
	defer addVersion.Close()
	// prev is the state after the last round in force so far (nil: the
	// start): the state before the next round, which earlier versions are
	// played on.
	var prev json.RawMessage
	played := 0
	err = eachRound(field, rounds, sittings, c, func(j int, rd *ExportRound) error {
		before := prev
		var now *encoded
		last := len(rd.Versions) - 1
		if rd.Live {
			cur := rd.Versions[last]
			round, err := r.codec.DecodeRound(cur.Input)
			var result scoring.Result
			if err == nil {
				result, err = r.apply(st, round)
			}
			if err != nil {
				return fmt.Errorf("%s (%s): the rules refuse its round %d (seq %d): %w", field, g.Kind, played+1, rd.Seq, err)
			}
			e, err := r.encode(nil, result, st)
			if err != nil {
				return err
			}
			now, prev = &e, e.state
			played++
		}
		created, _ := parseTime("", rd.CreatedAt)
		var state, result, steps any
		totalsAfter := "{}"
		if now != nil {
			state, result, steps, totalsAfter = string(now.state), string(now.result), string(now.steps), string(now.totals)
		}
		if _, err := addRound.Exec(rd.ID, g.ID, rd.Seq, created, rd.CurrentVersion, rd.Live, totalsAfter, state, result, steps); err != nil {
			return err
		}
		for k, v := range rd.Versions {
			at, _ := parseTime("", v.CreatedAt)
			rv := RoundVersion{ID: v.ID, RoundID: rd.ID, Version: v.Version, Action: v.Action,
				EngineVersion: v.EngineVersion, SittingID: v.SittingID, CreatedAt: fromMS(at)}
			if v.Action != ActionUndo {
				rv.Input = compactJSON(v.Input)
				if now != nil && k == last {
					rv.Outcome = outcomeJSON(now.standing)
				} else {
					rv.Outcome = outcomeOn(r, before, v.Input)
				}
			}
			if _, err := addVersion.Exec(versionArgs(rv)...); err != nil {
				return err
			}
			res.Rounds++
		}
		return nil
	})
	if err != nil {
		return err
	}
	standing := st.Standing()
	status, by := g.Status, g.FinishedBy
	switch {
	case standing.Finished && g.Status != StatusAbandoned:
		status, by = StatusFinished, "rules"
	case g.Status == StatusFinished && g.FinishedBy == "rules":
		return invalidf("%s.status: finished by the rules, but the rules do not end this %s game after its %d rounds", field, g.Kind, played)
	case g.Status == StatusFinished:
		by = "manual"
	default:
		by = ""
	}
	winners := []string{}
	if status == StatusFinished {
		if standing.Finished {
			winners = append(winners, standing.Winners...)
		} else if !standing.Draw {
			winners = standing.Leaders()
		}
	}
	for i, seat := range g.Seats {
		if len(standing.Totals) > 0 {
			if _, ok := standing.Total(seat.Side); !ok {
				return invalidf("%s.seats[%d].side: %q is not a side of this %s game (%s)", field, i, seat.Side, g.Kind, strings.Join(standing.Sides(), ", "))
			}
		}
	}
	var finished any
	if status == StatusFinished || status == StatusAbandoned {
		finished = updated
		if g.FinishedAt != nil {
			finished, _ = parseTime("", *g.FinishedAt)
		}
	}
	wj, _ := json.Marshal(winners)
	if _, err := tx.Exec(`UPDATE games SET status = ?, finished_by = ?, finished_at = ?, winners = ?, totals = ?, rounds_count = ?
		WHERE id = ?`, status, by, finished, string(wj), string(totalsJSON(standing)), played, g.ID); err != nil {
		return err
	}
	won := map[string]bool{}
	for _, w := range winners {
		won[w] = true
	}
	for _, seat := range g.Seats {
		pid := ids[seat.PlayerID]
		// A player merged on this device plays under the one kept.
		if p, err := getPlayer(tx, pid); err == nil {
			pid = p.ID
		}
		var score any
		if p, ok := standing.Total(seat.Side); ok {
			score = float64(p)
		}
		if _, err := tx.Exec("INSERT INTO seats(game_id, position, player_id, side, score, won) VALUES (?, ?, ?, ?, ?, ?)",
			g.ID, seat.Position, pid, seat.Side, score, won[seat.Side]); err != nil {
			if strings.Contains(err.Error(), "UNIQUE") {
				return conflictf("two players of the file are the same stored player %s", pid)
			}
			return err
		}
	}
	return nil
}

// outcomeOn is the outcome of a version that is not the round's version in
// force: the standing its input gives when played on the state before its
// round (before: that state as stored after the round in force before it,
// nil for the start). nil when the rules take the input no more there (a
// round before it was corrected since).
func outcomeOn(r gameRules, before, input json.RawMessage) json.RawMessage {
	var st scoring.State
	var err error
	if before == nil {
		st, err = r.start()
	} else {
		st, err = r.resume(before)
	}
	if err != nil {
		return nil
	}
	round, err := r.codec.DecodeRound(input)
	if err != nil {
		return nil
	}
	if _, err := r.apply(st, round); err != nil {
		return nil
	}
	return outcomeJSON(st.Standing())
}
