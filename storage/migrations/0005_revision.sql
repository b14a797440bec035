-- Schema version 5: each game has a revision that every write to it (a
-- round added, corrected or undone; its status, name or note) increases,
-- so a table session notices a change made elsewhere with one small read
-- and a write computed on an older revision is refused instead of
-- overwriting it.

ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
