// Package storage keeps Arbiter's history in SQLite so that no hand is ever
// lost: players, games with their rule set and seats, the evenings
// (sittings) a game was played in, and every round as entered, with the
// outcome the engine computed and the engine version that computed it.
//
// Corrections never destroy: correcting or undoing a round writes a new
// version of it and keeps the old ones (RoundHistory shows the audit
// trail); a game's totals are always recomputed from the rounds in force by
// the game's own Score function, found through the engine/game registry.
//
// The database is opened with Open (or OpenWith): WAL journal, foreign keys,
// a busy timeout, synchronous=FULL so a committed round survives a power
// cut, one writer connection and a pool of readers, all configured in the
// DSN so every pooled connection has them. Before anything is written the
// file is identified positively as an Arbiter history (application id
// ApplicationID and the schema, or the schema alone for files written
// before the application id): anything else (ErrNotArbiter, ErrNotSQLite),
// a damaged file (ErrCorrupt), one written by a newer Arbiter
// (ErrNewerSchema) or one that cannot be read (ErrPermission) is refused,
// byte-identical, with nothing created beside it. Opening costs the same at
// any size: PRAGMA quick_check runs when a session that wrote did not close,
// before an upgrade, and on Check, Backup, Restore. A read-only place gives
// a read-only Store (ErrReadOnly on writes). Numbered SQL migrations
// (migrations/*.sql, embedded) are applied one transaction each, tracked by
// PRAGMA user_version, after an automatic backup.
//
// History can be exported as versioned JSON (ExportJSON, ImportJSON: all or
// nothing, stable ids so a second import duplicates nothing) or CSV (one row
// per round), and copied with SQLite's online backup API (Backup, Restore).
// docs/storage.md documents the data model and the formats.
//
// Statistics (PlayerStats, HeadToHead, ScoreProgression) and the history
// list (Games) are indexed queries; Generate fills a database with a
// synthetic history to measure them.
package storage
