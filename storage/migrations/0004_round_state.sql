-- Schema version 4: each round keeps the game's state after it and its
-- current result, so a new round applies only itself and a correction
-- replays only from the corrected round (both derived, refreshed by every
-- change); each game records the engine version that computed its totals
-- and states, so a newer engine can replay it once.

ALTER TABLE rounds ADD COLUMN state_after TEXT;
ALTER TABLE rounds ADD COLUMN result TEXT;
ALTER TABLE games ADD COLUMN engine_version TEXT NOT NULL DEFAULT '';
