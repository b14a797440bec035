package burn

import (
	"arbiter/engine/burn"
	"arbiter/engine/game"
)

// TournamentInput is the JSON of `arbiter-cli tournament` for Burn: a
// league or a knock-out (docs/tournament.md). RunTournament turns it into
// the typed League or KnockOut.
type TournamentInput struct {
	Game    string        `json:"game"`
	Options Options       `json:"options"`
	Form    string        `json:"form"` // league | knockout
	Teams   []string      `json:"teams"`
	Tables  []LeagueTable `json:"tables"`
	Cap     string        `json:"cap"` // plus100 | by_size (knock-out)
	Rounds  []KORound     `json:"rounds"`
}

// Tournament reads a tournament's JSON and ranks it.
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
		if in.Rounds != nil || in.Cap != "" {
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
		scheme, err := burn.ParseCapScheme(in.Cap)
		if err != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, "cap", game.Said(err))
		}
		out, err := ScoreKnockOut(KnockOut{Options: in.Options, Cap: scheme, Teams: in.Teams, Rounds: in.Rounds})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
	return nil, game.Refuse(game.ErrInvalid, nil, "form", msgFormValues.With(in.Form))
}
