-- Schema version 6: each round keeps its result's explanation steps typed
-- beside the result (message ids and typed arguments, scoring.ResultSteps),
-- so that a round read back is said in any reader's language. Rounds
-- stored before have none: after this file, the migration asks the rules
-- for them by playing each game's rounds in force again
-- (scoring.ReplaySteps), and keeps them where the replay gives exactly the
-- stored result; the other rounds read back as their text.

ALTER TABLE rounds ADD COLUMN steps TEXT;
