-- Arbiter history, schema version 1: players, games, seats, sittings and
-- rounds with their versions (the audit trail). Times are Unix milliseconds
-- (UTC); JSON columns hold compact JSON text.

CREATE TABLE players (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL COLLATE NOCASE,
    archived    INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    merged_into TEXT REFERENCES players(id),
    created_at  INTEGER NOT NULL
);
-- A name belongs to one player at a time; merged players free their name.
CREATE UNIQUE INDEX players_name ON players(name) WHERE merged_into IS NULL;

CREATE TABLE games (
    id            TEXT PRIMARY KEY,
    kind          TEXT NOT NULL,
    name          TEXT NOT NULL DEFAULT '',
    options       TEXT NOT NULL DEFAULT '{}',
    setup         TEXT NOT NULL DEFAULT '{}',
    status        TEXT NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'finished', 'abandoned')),
    finished_by   TEXT NOT NULL DEFAULT '' CHECK (finished_by IN ('', 'rules', 'manual')),
    started_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    winners       TEXT NOT NULL DEFAULT '[]',
    totals        TEXT NOT NULL DEFAULT '{}',
    rounds_count  INTEGER NOT NULL DEFAULT 0,
    note          TEXT NOT NULL DEFAULT '',
    updated_at    INTEGER NOT NULL
);
CREATE INDEX games_started ON games(started_at DESC, id);

CREATE TABLE seats (
    game_id   TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    player_id TEXT NOT NULL REFERENCES players(id),
    side      TEXT NOT NULL,
    score     REAL,
    won       INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, position),
    UNIQUE (game_id, player_id)
);
CREATE INDEX seats_player ON seats(player_id, game_id);

CREATE TABLE sittings (
    id         TEXT PRIMARY KEY,
    game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    started_at INTEGER NOT NULL,
    ended_at   INTEGER NOT NULL
);
CREATE INDEX sittings_game ON sittings(game_id, started_at);

-- A round is one entry of the game's rounds list; its content lives in
-- versions, never overwritten. current_version points at the one in force;
-- totals_after is derived (recomputed after every change).
CREATE TABLE rounds (
    id              TEXT PRIMARY KEY,
    game_id         TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    current_version INTEGER NOT NULL DEFAULT 1,
    live            INTEGER NOT NULL DEFAULT 1 CHECK (live IN (0, 1)),
    totals_after    TEXT NOT NULL DEFAULT '{}',
    UNIQUE (game_id, seq)
);

CREATE TABLE round_versions (
    id             TEXT PRIMARY KEY,
    round_id       TEXT NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    version        INTEGER NOT NULL,
    action         TEXT NOT NULL CHECK (action IN ('entry', 'correction', 'undo')),
    input          TEXT,
    outcome        TEXT,
    engine_version TEXT NOT NULL,
    sitting_id     TEXT REFERENCES sittings(id),
    created_at     INTEGER NOT NULL,
    UNIQUE (round_id, version)
);
