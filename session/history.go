package session

import (
	"errors"
	"time"

	"arbiter/scoring"
)

// History is what a session needs of the place its games are kept: the
// port a history implements (storage does, with SQLite; MemoryHistory
// does, in memory). It keeps records and never decides a rule: the
// session applies every round and hands the history what it computed.
//
// Every method may take a while (a disk, a lock held by another program):
// a session calls them on its own goroutine, never on a screen's.
type History interface {
	// Load reads a game for its table: its record, the state after its
	// rounds in force, those rounds in order, and the game's revision.
	Load(gameID string) (Snapshot, error)
	// StateBefore is the game's state just before one of its rounds in
	// force: what a correction of that round is applied to.
	StateBefore(gameID, roundID string) (scoring.State, error)
	// Commit records one change the session computed, in one write. It is
	// refused with ErrStale when the game's revision is no longer
	// c.Base (something else changed the game since the session read it),
	// and with ErrBusy when another program holds the history for longer
	// than the history waits. A refused change writes nothing.
	Commit(c Change) (Committed, error)
	// Revision is the game's revision: it changes with every write to the
	// game (its rounds, its status, its name) and costs one small read.
	Revision(gameID string) (Revision, error)
	// Draft is the entry kept under key, nil when there is none.
	Draft(key string) ([]byte, error)
	// SaveDraft keeps an entry under key (nil removes it). A draft may be
	// written without waiting for the disk: losing the last second of an
	// entry in a power cut loses no saved round.
	SaveDraft(key string, data []byte) error
	// Versions is a round's history: every version as written, oldest
	// first (corrections and undos are new versions; none is overwritten).
	Versions(gameID, roundID string) ([]Version, error)
}

// Lobby is what the new-game forms need of a history: the players it
// knows, and a new game.
type Lobby interface {
	// Players are the names of the players not archived, by name.
	Players() ([]string, error)
	// CreateGame stores a new game; players named for the first time
	// become players. Nothing is stored when it is refused.
	CreateGame(g NewGame) (GameRecord, error)
}

// Games is a history as the app's tables reach it: their sessions' port
// and the new-game forms'.
type Games interface {
	History
	Lobby
}

// NewGame is a game to be created.
type NewGame struct {
	Kind    string
	Name    string
	Options scoring.Values
	Setup   scoring.Setup
	// Seats by player name, in seat order, each with its side.
	Seats []Seat
}

// Version is one version of a round.
type Version struct {
	Version int
	Action  Action
	// Round is the round as entered in this version, the game's own type;
	// nil for an undo.
	Round  scoring.Round
	At     time.Time
	Engine string
}

// Action is how a version of a round came about.
type Action string

const (
	ActionEntry      Action = "entry"
	ActionCorrection Action = "correction"
	ActionUndo       Action = "undo"
)

// Revision identifies the state of one game in its history: equal
// revisions, same game. A history only ever increases it.
type Revision int64

// Status is a stored game's status.
type Status string

const (
	Active    Status = "active"
	Finished  Status = "finished"
	Abandoned Status = "abandoned"
)

// Seat is one player at a stored game and the side they play for.
type Seat struct {
	PlayerID string
	Player   string
	Side     string
	Position int
}

// GameRecord is what the history knows of a game besides its rounds.
type GameRecord struct {
	ID   string
	Kind string
	Name string
	// Seats in seat order.
	Seats   []Seat
	Options scoring.Values
	Setup   scoring.Setup
	Status  Status
	// FinishedBy is "rules" when the game's rules ended it, "manual" when
	// the players declared it over.
	FinishedBy string
	// Winners are the winning sides of a finished game.
	Winners   []string
	Note      string
	StartedAt time.Time
	UpdatedAt time.Time
}

// StoredRound is one round in force as the history keeps it, in the
// game's own types (scoring.Round and scoring.Result hold the game's
// round and result types).
type StoredRound struct {
	ID string
	// Number is the round's place among the rounds in force, from 1.
	Number int
	// Version counts the round's versions: 1 as first entered, more after
	// corrections (the older ones stay in the round's history).
	Version int
	Round   scoring.Round
	Result  scoring.Result
	// After is the game's standing after this round.
	After     scoring.Standing
	EnteredAt time.Time
	ChangedAt time.Time
}

// Snapshot is a game as Load reads it.
type Snapshot struct {
	Game GameRecord
	// Def is the game's definition (its rules interface).
	Def scoring.Definition
	// State is the game's state after its rounds in force.
	State    scoring.State
	Rounds   []StoredRound
	Revision Revision
}

// ChangeKind says what a Change does.
type ChangeKind int

const (
	// Add appends a new round.
	Add ChangeKind = iota + 1
	// Correct writes a new version of a round in force (or of an undone
	// round, bringing it back) and the rounds after it as replayed.
	Correct
	// Undo takes back the last round in force.
	Undo
)

func (k ChangeKind) String() string {
	switch k {
	case Add:
		return "add"
	case Correct:
		return "correct"
	case Undo:
		return "undo"
	}
	return "change"
}

// Change is one write a session computed.
type Change struct {
	Kind   ChangeKind
	GameID string
	// Base is the revision the change was computed on.
	Base Revision
	// RoundID is the round corrected or undone ("" for Add).
	RoundID string
	// Round is the round as entered (Add, Correct), the game's own type.
	Round scoring.Round
	// Applied holds, for Add, the new round; for Correct, the corrected
	// round and then every later round in force, replayed in order
	// (RoundID set for each); empty for Undo.
	Applied []Applied
	// State and Standing are the game's after the change: what its next
	// round is applied to.
	State    scoring.State
	Standing scoring.Standing
	// DraftKey, when set, is the draft the change saves: its stored entry
	// is replaced by Draft (nil: removed) in the same write, so a saved
	// round never stays in the form after a restart.
	DraftKey string
	Draft    []byte
}

// Applied is what applying one round gave.
type Applied struct {
	RoundID  string
	Result   scoring.Result
	State    scoring.State
	Standing scoring.Standing
}

// Committed is what the history wrote.
type Committed struct {
	Revision Revision
	// Game is the record after the change (a round can finish a game, an
	// undo reopen it).
	Game GameRecord
	// Round is the round added, corrected or undone as stored now: its id,
	// number and version (for an undo, as it was before).
	Round StoredRound
}

var (
	// ErrStale is a Change computed on a revision the game has left:
	// another window or program changed it in between.
	ErrStale = errors.New("the game changed elsewhere since it was read")
	// ErrBusy is a history another program holds for longer than it
	// waits.
	ErrBusy = errors.New("another program is using the history")
	// ErrNotFound is a game or round the history does not have.
	ErrNotFound = errors.New("not in the history")
	// ErrNotActive is a round added to a finished or abandoned game.
	ErrNotActive = errors.New("the game is not being played")
	// ErrNothingToUndo is an undo in a game without rounds.
	ErrNothingToUndo = errors.New("no round to take back")
	// ErrPending is a commit while another one is still being saved.
	ErrPending = errors.New("a round is still being saved")
	// ErrNotReady is a preview of a correction whose state before the
	// round is still being read.
	ErrNotReady = errors.New("the round being corrected is still being read")
	// ErrClosed is a call on a closed session.
	ErrClosed = errors.New("the table is closed")
)
