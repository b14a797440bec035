-- Schema version 2: indexes for the history list, statistics and charts on
-- a large history, and the app's resume state (drafts, key/value state).

CREATE INDEX games_kind_started ON games(kind, started_at DESC, id);
CREATE INDEX games_status_started ON games(status, started_at DESC, id);
CREATE INDEX rounds_live ON rounds(game_id, live, seq);
CREATE INDEX round_versions_sitting ON round_versions(sitting_id);
CREATE INDEX players_merged ON players(merged_into) WHERE merged_into IS NOT NULL;

-- A draft is whatever the app needs to resume an unfinished entry.
CREATE TABLE drafts (
    key        TEXT PRIMARY KEY,
    data       BLOB NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Small app state ("last screen", last used options...).
CREATE TABLE app_state (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
