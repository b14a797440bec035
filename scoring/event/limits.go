package event

import (
	"encoding/json"
	"unicode/utf8"

	"arbiter/engine/game"
)

// MaxBoardBytes bounds each message the director publishes whole on the
// board: the setup (every team and player), the standings (every team)
// and the movement (a league's every session of every round; a
// knock-out's rounds so far). The tournament server carries messages of
// up to 8 MiB (NATS's recommended largest); this leaves room for the
// message's envelope.
const MaxBoardBytes = 8<<20 - 64<<10

// checkBoard refuses a setup whose board messages would not fit
// MaxBoardBytes, worked out from the names as given (a name's JSON can be
// up to six times its bytes), naming teams or rounds.
func (s Setup) checkBoard() error {
	b, err := json.Marshal(s)
	if err != nil {
		return game.Refuse(game.ErrInvalid, nil, "setup", game.Said(err))
	}
	if n := len(b) + 200; n > MaxBoardBytes {
		return game.Refuse(game.ErrInvalid, nil, "teams", msgBoardSetup.With(len(s.Teams), mb(n), mb(MaxBoardBytes)))
	}
	names := 0 // the teams' names as JSON strings, with a comma each
	for _, t := range s.Teams {
		names += jsonLen(t.Name) + 1
	}
	// The standings: each team's place (at most {"team":…,"points":…,
	// "place":…} with seven-digit numbers), and the champions or the
	// teams still in, which can be every team.
	if n := names + len(s.Teams)*45 + names + 300; n > MaxBoardBytes {
		return game.Refuse(game.ErrInvalid, nil, "teams", msgBoardStandings.With(len(s.Teams), mb(n), mb(MaxBoardBytes)))
	}
	// The movement: every round names every team once (at a table or
	// sitting out) and lists its tables ({"round":…,"table":…,"NS":…,
	// "EW":…} with seven-digit numbers); a knock-out's rounds hold fewer
	// teams each, so a league's bound covers them.
	rounds, tables := s.Rounds, (len(s.Teams)+1)/2
	if s.Form == KnockOut {
		rounds = koRounds(len(s.Teams))
	} else if rounds == 0 {
		rounds = fullRounds(len(s.Teams))
	}
	perRound := names + tables*50 + 100
	if perRound+100 > MaxBoardBytes {
		return game.Refuse(game.ErrInvalid, nil, "teams", msgBoardMovement.With(len(s.Teams), tables, mb(perRound+100), mb(MaxBoardBytes)))
	}
	if n := rounds*perRound + 100; n > MaxBoardBytes {
		return game.Refuse(game.ErrInvalid, nil, "rounds", msgBoardRounds.With(rounds, tables, mb(n), mb(MaxBoardBytes), max(1, (MaxBoardBytes-100)/perRound)))
	}
	return nil
}

// jsonLen is the length of s written as a JSON string (as encoding/json
// writes it: quotes, escapes, and <, > and & as \u00XX).
func jsonLen(s string) int {
	n := 2
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"' || r == '\\':
			n += 2
		case r < 0x20 || r == '<' || r == '>' || r == '&' || r == 0x2028 || r == 0x2029 || (r == utf8.RuneError && size == 1):
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// mb says a size in megabytes.
func mb(n int) game.Message { return msgMB.With(float64(n) / (1 << 20)) }
