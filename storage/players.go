package storage

import (
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Player is a person at the table. Names are unique, ignoring case.
type Player struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Archived  bool      `json:"archived"`
	CreatedAt time.Time `json:"created_at"`
}

// maxName bounds names of players and games.
const maxName = 100

// cleanName collapses the spaces of a name and refuses what a name may
// not hold: nothing, invalid UTF-8, more than maxName characters, control
// characters (NUL...) and invisible format characters such as the
// bidirectional overrides (U+202E turns the rest of a line around). The
// zero-width joiner and non-joiner stay allowed: scripts and emoji need
// them.
func cleanName(field, name string) (string, error) {
	clean, err := cleanGameName(field, name)
	if err == nil && clean == "" {
		return "", invalidf("%s is empty", field)
	}
	return clean, err
}

// cleanGameName is cleanName for a name that may be left empty: a game's
// or a tournament event's. The same characters are refused as in a
// player's name.
func cleanGameName(field, name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", invalidf("%s is not valid text", field)
	}
	i := 0
	for _, r := range name {
		i++
		if what := forbiddenInName(r); what != "" {
			return "", invalidf("%s: character %d is U+%04X, %s, which a name may not contain", field, i, r, what)
		}
	}
	name = strings.Join(strings.Fields(name), " ")
	if utf8.RuneCountInString(name) > maxName {
		return "", invalidf("%s is longer than %d characters", field, maxName)
	}
	return name, nil
}

// bidiControls are the format characters that reorder text.
var bidiControls = map[rune]string{
	0x061C: "ARABIC LETTER MARK", 0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
	0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE", 0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE",
}

// forbiddenInName says what r is when a name may not hold it, "" when it
// may. White space (tabs, new lines) is collapsed into one space instead.
func forbiddenInName(r rune) string {
	switch {
	case r == 0:
		return "NUL (a control character)"
	case unicode.IsSpace(r):
		return ""
	case unicode.IsControl(r):
		return "a control character"
	case bidiControls[r] != "":
		return bidiControls[r] + " (a bidirectional control)"
	case r == 0x200C || r == 0x200D:
		return "" // zero-width non-joiner and joiner
	case r == 0xFEFF:
		return "a byte-order mark (an invisible format character)"
	case unicode.Is(unicode.Cf, r):
		return "an invisible format character"
	}
	return ""
}

// CreatePlayer adds a player. A name already used (ignoring case) is
// ErrConflict.
func (s *Store) CreatePlayer(name string) (Player, error) {
	var p Player
	err := s.write(func(tx *sql.Tx) error {
		var err error
		p, err = s.createPlayer(tx, name)
		return err
	})
	return p, err
}

func (s *Store) createPlayer(tx *sql.Tx, name string) (Player, error) {
	name, err := cleanName("player name", name)
	if err != nil {
		return Player{}, err
	}
	if other, err := playerByName(tx, name); err == nil {
		return Player{}, conflictf("player name %q is already taken by %q", name, other.Name)
	} else if !errors.Is(err, ErrNotFound) {
		return Player{}, err
	}
	p := Player{ID: newID(), Name: name, CreatedAt: s.now()}
	_, err = tx.Exec("INSERT INTO players(id, name, created_at) VALUES (?, ?, ?)", p.ID, p.Name, ms(p.CreatedAt))
	return p, err
}

// EnsurePlayer returns the player with that name (ignoring case),
// creating it if needed; an archived player is brought back.
func (s *Store) EnsurePlayer(name string) (Player, error) {
	var p Player
	err := s.write(func(tx *sql.Tx) error {
		var err error
		p, err = s.ensurePlayer(tx, name)
		return err
	})
	return p, err
}

func (s *Store) ensurePlayer(tx *sql.Tx, name string) (Player, error) {
	clean, err := cleanName("player name", name)
	if err != nil {
		return Player{}, err
	}
	p, err := playerByName(tx, clean)
	if errors.Is(err, ErrNotFound) {
		return s.createPlayer(tx, clean)
	}
	if err == nil && p.Archived {
		_, err = tx.Exec("UPDATE players SET archived = 0 WHERE id = ?", p.ID)
		p.Archived = false
	}
	return p, err
}

func scanPlayer(row interface{ Scan(...any) error }) (Player, error) {
	var p Player
	var created int64
	err := row.Scan(&p.ID, &p.Name, &p.Archived, &created)
	p.CreatedAt = fromMS(created)
	return p, err
}

const playerCols = "id, name, archived, created_at"

func playerByName(q querier, name string) (Player, error) {
	p, err := scanPlayer(q.QueryRow("SELECT "+playerCols+" FROM players WHERE name = ? AND merged_into IS NULL", name))
	if errors.Is(err, sql.ErrNoRows) {
		return p, notFoundf("no player named %q", name)
	}
	return p, err
}

// getPlayer finds a player by id; a merged player's id leads to the player
// it was merged into.
func getPlayer(q querier, id string) (Player, error) {
	for range 10 {
		var merged sql.NullString
		var p Player
		var created int64
		err := q.QueryRow("SELECT "+playerCols+", merged_into FROM players WHERE id = ?", id).
			Scan(&p.ID, &p.Name, &p.Archived, &created, &merged)
		if errors.Is(err, sql.ErrNoRows) {
			return p, notFoundf("no player with id %q", id)
		}
		if err != nil {
			return p, err
		}
		if !merged.Valid {
			p.CreatedAt = fromMS(created)
			return p, nil
		}
		id = merged.String
	}
	return Player{}, notFoundf("player %q: merge chain too long", id)
}

// Player returns a player by id (following merges).
func (s *Store) Player(id string) (Player, error) { return getPlayer(s.r, id) }

// PlayerByName returns the player with that name, ignoring case.
func (s *Store) PlayerByName(name string) (Player, error) {
	clean, err := cleanName("player name", name)
	if err != nil {
		return Player{}, err
	}
	return playerByName(s.r, clean)
}

// Players lists the players by name; archived ones only when asked.
func (s *Store) Players(includeArchived bool) ([]Player, error) {
	q := "SELECT " + playerCols + " FROM players WHERE merged_into IS NULL"
	if !includeArchived {
		q += " AND archived = 0"
	}
	rows, err := s.r.Query(q + " ORDER BY name, id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []Player{}
	for rows.Next() {
		p, err := scanPlayer(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, p)
	}
	return list, rows.Err()
}

// RenamePlayer changes a player's name everywhere (games refer to the id).
func (s *Store) RenamePlayer(id, name string) error {
	return s.write(func(tx *sql.Tx) error {
		clean, err := cleanName("player name", name)
		if err != nil {
			return err
		}
		p, err := getPlayer(tx, id)
		if err != nil {
			return err
		}
		if other, err := playerByName(tx, clean); err == nil && other.ID != p.ID {
			return conflictf("player name %q is already taken", clean)
		}
		_, err = tx.Exec("UPDATE players SET name = ? WHERE id = ?", clean, p.ID)
		return err
	})
}

// ArchivePlayer hides (archived true) or shows again a player in pickers;
// their games and statistics stay.
func (s *Store) ArchivePlayer(id string, archived bool) error {
	return s.write(func(tx *sql.Tx) error {
		p, err := getPlayer(tx, id)
		if err != nil {
			return err
		}
		_, err = tx.Exec("UPDATE players SET archived = ? WHERE id = ?", archived, p.ID)
		return err
	})
}

// MergePlayers moves every game of remove to keep (two entries for one
// person). remove is kept as a pointer to keep, so its id still resolves
// (an old export imported later lands on keep). Two players who sat at the
// same game cannot be merged: ErrConflict.
func (s *Store) MergePlayers(keep, remove string) error {
	return s.write(func(tx *sql.Tx) error {
		k, err := getPlayer(tx, keep)
		if err != nil {
			return err
		}
		r, err := getPlayer(tx, remove)
		if err != nil {
			return err
		}
		if k.ID == r.ID {
			return invalidf("cannot merge player %q with itself", k.Name)
		}
		var gameID string
		err = tx.QueryRow(`SELECT a.game_id FROM seats a JOIN seats b ON a.game_id = b.game_id
			WHERE a.player_id = ? AND b.player_id = ? LIMIT 1`, k.ID, r.ID).Scan(&gameID)
		if err == nil {
			return conflictf("%q and %q both sat at game %s: they are two people", k.Name, r.Name, gameID)
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if _, err := tx.Exec("UPDATE seats SET player_id = ? WHERE player_id = ?", k.ID, r.ID); err != nil {
			return err
		}
		if _, err := tx.Exec("UPDATE players SET merged_into = ? WHERE merged_into = ?", k.ID, r.ID); err != nil {
			return err
		}
		_, err = tx.Exec("UPDATE players SET merged_into = ?, archived = 1 WHERE id = ?", k.ID, r.ID)
		return err
	})
}
