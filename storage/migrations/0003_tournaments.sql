-- Schema version 3: tournament evenings (issue 18, docs/tournament.md).
-- On the director's device: the events, and the log of every entry a
-- table sent and every correction the director made, in the order they
-- were applied (the audit trail; an entry's id is its UUID, so an entry
-- received twice is stored once). On a table's device: the outbox of
-- entries not yet acknowledged by the director.

CREATE TABLE tournament_events (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL DEFAULT '',
    kind       TEXT NOT NULL CHECK (kind IN ('pymtheg', 'burn')),
    form       TEXT NOT NULL CHECK (form IN ('league', 'knockout')),
    setup      TEXT NOT NULL,              -- the event's setup (JSON)
    join_code  TEXT NOT NULL,
    secret     TEXT NOT NULL DEFAULT '',   -- the director's own key, never sent
    status     TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE tournament_log (
    id          TEXT PRIMARY KEY,          -- the entry's or correction's UUID
    event_id    TEXT NOT NULL REFERENCES tournament_events(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('entry', 'correction')),
    round       INTEGER NOT NULL,
    tbl         INTEGER NOT NULL,
    role        TEXT NOT NULL DEFAULT '',  -- north | east for an entry
    body        TEXT NOT NULL,             -- the entry or correction (JSON)
    sender      TEXT NOT NULL DEFAULT '',  -- who sent it (table-7, director)
    stream_seq  INTEGER NOT NULL DEFAULT 0,
    received_at INTEGER NOT NULL
);
CREATE INDEX tournament_log_event ON tournament_log(event_id, round, tbl);

-- Entries the director refused (malformed, for another table, against the
-- rules): only the id, who sent it and why, so a table that sends it again
-- after the director restarted gets the same answer. The entry itself is
-- not kept.
CREATE TABLE tournament_refusals (
    id          TEXT PRIMARY KEY,
    event_id    TEXT NOT NULL REFERENCES tournament_events(id) ON DELETE CASCADE,
    tbl         INTEGER NOT NULL,          -- the table whose key sent it
    reason      TEXT NOT NULL,
    received_at INTEGER NOT NULL
);

CREATE TABLE tournament_outbox (
    id         TEXT PRIMARY KEY,           -- the entry's UUID (its message id)
    event      TEXT NOT NULL,              -- the event's name space on the director
    tbl        INTEGER NOT NULL,
    subject    TEXT NOT NULL,
    payload    BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER,                    -- the director's stream stored it
    acked_at   INTEGER,                    -- the director applied (or refused) it
    attempts   INTEGER NOT NULL DEFAULT 0,
    refused    TEXT NOT NULL DEFAULT ''    -- the director's reason, when refused
);
CREATE INDEX tournament_outbox_pending ON tournament_outbox(event, acked_at);
