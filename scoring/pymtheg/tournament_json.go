package pymtheg

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/game"
)

// TournamentInput is the JSON of `arbiter-cli tournament` for Pymtheg: a
// league or a knock-out (docs/tournament.md). RunTournament turns it into
// the typed League or KnockOut.
type TournamentInput struct {
	Game        string          `json:"game"`
	Options     Options         `json:"options"`
	Form        string          `json:"form"` // league | knockout
	Teams       []string        `json:"teams"`
	Tables      []LeagueTable   `json:"tables"`
	MatchLength json.RawMessage `json:"match_length,omitempty"`
	Rounds      []KORound       `json:"rounds"`
}

// Tournament reads a tournament's JSON and ranks it (the app's league
// page; the CLI decodes it itself and calls RunTournament).
func Tournament(input []byte) (any, error) {
	var in TournamentInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return RunTournament(in)
}

// RunTournament ranks a league (ScoreLeague) or follows a knock-out
// (ScoreKnockOut) read from JSON. The result is a LeagueOut or a
// KnockOutOut.
func RunTournament(in TournamentInput) (any, error) {
	if _, err := in.Options.Settings(); err != nil {
		return nil, err
	}
	switch in.Form {
	case "league":
		if in.Rounds != nil || in.MatchLength != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgKnockoutOnly.With())
		}
		out, err := ScoreLeague(League{Options: in.Options, Teams: in.Teams, Tables: in.Tables})
		if err != nil {
			return nil, err
		}
		return out, nil
	case "knockout", "knock-out":
		if in.Tables != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgLeagueOnly.With())
		}
		if len(in.Rounds) == 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, "", msgRoundsMissing.With())
		}
		lengths, err := matchLengths(in.MatchLength, len(in.Rounds))
		if err != nil {
			return nil, err
		}
		out, err := ScoreKnockOut(KnockOut{Options: in.Options, Teams: in.Teams, Lengths: lengths, Rounds: in.Rounds})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
	return nil, game.Refuse(game.ErrInvalid, nil, "form", msgFormValues.With(in.Form))
}

// matchLengths reads match_length: a list (one per round, the last one
// repeating) or {"first":5,"step":2}, and gives one length per round.
func matchLengths(raw json.RawMessage, rounds int) ([]int, error) {
	if raw == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "", msgLengthMissing.With())
	}
	var list []int
	if err := json.Unmarshal(raw, &list); err == nil {
		if len(list) == 0 {
			return nil, game.Refuse(game.ErrInvalid, nil, "match_length", msgLengthEmpty.With())
		}
		for i, n := range list {
			if n < 1 || n > 1000 {
				return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("match_length[%d]", i), msgLengthRange.With(n))
			}
		}
		return lengthsPerRound(list, rounds)
	}
	var obj struct {
		First *int `json:"first"`
		Step  int  `json:"step"`
	}
	if err := game.Decode(raw, &obj); err != nil || obj.First == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "match_length", msgLengthShape.With())
	}
	if *obj.First < 1 || *obj.First > 1000 || obj.Step < 0 || obj.Step > 100 {
		return nil, game.Refuse(game.ErrInvalid, nil, "match_length", msgLengthFirstStep.With())
	}
	out := make([]int, rounds)
	for i := range out {
		out[i] = *obj.First + i*obj.Step
	}
	return out, nil
}
