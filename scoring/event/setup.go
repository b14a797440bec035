package event

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/burn"
	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
	pymscore "arbiter/scoring/pymtheg"
)

// Game is the card game of an event.
type Game string

// The games with tournament rules.
const (
	Pymtheg Game = "pymtheg"
	Burn    Game = "burn"
)

// Form is how an event is played.
type Form string

// The two forms of the rulebook.
const (
	// League: every team plays the hands of every table once; at each
	// table results are ranked, fewest ranking points overall wins.
	League Form = "league"
	// KnockOut: matches of one team against one, the winner moves on.
	KnockOut Form = "knockout"
)

// Team is a team (or, in Burn, possibly a single player) of an event.
type Team struct {
	Name string `json:"name"`
	// Players: Pymtheg, the pair (North or East first, then South or
	// West), or none when the club does not name them; Burn, the team's
	// players, the same number in every team (none: the team is one
	// player of that name).
	Players []string `json:"players,omitempty"`
}

// Setup is what the director decides before the first round.
type Setup struct {
	Name  string `json:"name"`
	Game  Game   `json:"game"`
	Form  Form   `json:"form"`
	Teams []Team `json:"teams"`
	// Rounds a league plays; 0 plays them all (every team at every
	// table). A knock-out has as many rounds as its bracket needs.
	Rounds int `json:"rounds,omitempty"`
	// Options of the game's rules (house rules).
	Pymtheg pymscore.Options  `json:"pymtheg,omitempty"`
	Burn    burnscore.Options `json:"burn,omitempty"`
	// MatchLengths: Pymtheg knock-out, the games a match lasts in each
	// round (the last repeating); empty means 5, 7, 9 … (the rulebook's
	// usual start, two more each round).
	MatchLengths []int `json:"match_lengths,omitempty"`
	// Cap: Burn knock-out, how the score cap rises each round: plus100
	// (the default) or by_size.
	Cap string `json:"cap,omitempty"`
}

// Limits of an event. The schedule itself has none: LeagueSchedule moves
// any number of teams round any number of tables, and a bracket grows by
// doubling. What bounds an event is what its director sends (limits.go):
// the setup, the standings and the movement each travel whole, as one
// message of at most MaxBoardBytes, and the standings go out after every
// batch of results, so a batch costs more the more teams there are.
// MaxTeams (10,000 tables) keeps that share of a batch small (the
// standings of 20,000 teams take about 12 ms of CPU a batch,
// docs/performance.md §6);
// MaxRounds keeps a league's schedule, which every table works out
// itself, small: a full league of more than 2,000 teams names its rounds.
const (
	MaxTeams   = 20000
	MaxRounds  = 1000
	maxNameLen = 100
)

// Check refuses a setup Arbiter cannot run, naming the field.
func (s Setup) Check() error {
	switch s.Game {
	case Pymtheg, Burn:
	default:
		return game.Refuse(game.ErrInvalid, nil, "game", msgGameValues.With(s.Game))
	}
	switch s.Form {
	case League, KnockOut:
	default:
		return game.Refuse(game.ErrInvalid, nil, "form", msgFormValues.With(s.Form))
	}
	if len(s.Name) > maxNameLen {
		return game.Refuse(game.ErrInvalid, nil, "name", msgNameTooLong.With(maxNameLen))
	}
	if len(s.Teams) < 2 || len(s.Teams) > MaxTeams {
		return game.Refuse(game.ErrInvalid, nil, "teams", msgTeamCount.With(len(s.Teams), MaxTeams))
	}
	seen := map[string]bool{}
	players := map[string]string{}
	size := -1
	for i, t := range s.Teams {
		f := fmt.Sprintf("teams[%d]", i)
		if err := checkName(t.Name); err != nil {
			return game.Refuse(game.ErrInvalid, nil, f+".name", game.Said(err))
		}
		if seen[t.Name] {
			return game.Refuse(game.ErrInvalid, nil, f+".name", msgListedTwice.With(t.Name))
		}
		seen[t.Name] = true
		for j, p := range t.Players {
			if err := checkName(p); err != nil {
				return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("%s.players[%d]", f, j), game.Said(err))
			}
		}
		members := t.Players
		if s.Game == Burn {
			members = t.Members()
		}
		for j, p := range members {
			if other, dup := players[p]; dup {
				return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("%s.players[%d]", f, j), msgAlsoPlaysFor.With(p, other))
			}
			players[p] = t.Name
		}
		n := len(t.Players)
		switch s.Game {
		case Pymtheg:
			if n != 0 && n != 2 {
				return game.Refuse(game.ErrInvalid, nil, f+".players", msgPymthegPair.With(n))
			}
		case Burn:
			if n == 0 {
				n = 1
			}
			if size >= 0 && n != size {
				return game.Refuse(game.ErrIllegal, nil, f+".players", msgFirstTeamHas.With(n, size)).Citing(ruleSameTables.With())
			}
			size = n
		}
	}
	if s.Game == Burn {
		if err := burn.CheckFormat(burn.Format{Sides: 2, Size: size}); err != nil {
			// Said as the seating's refusal with its rule, as an
			// invalid setup of the event.
			said := game.Said(err)
			var e *game.Error
			switch {
			case errors.As(err, &e) && e.RuleSaid != nil:
				// The rule typed, for other languages than the CLI's.
				said = msgRefusedRule.With(said, *e.RuleSaid)
			case game.RuleOf(err) != "":
				said = msgRefusedRule.With(said, game.RuleOf(err))
			}
			return game.Refuse(game.ErrInvalid, nil, "teams", said)
		}
		if _, err := s.Burn.Settings(); err != nil {
			return game.Prefix(err, "burn")
		}
		if s.MatchLengths != nil {
			return game.Refuse(game.ErrInvalid, nil, "match_lengths", msgLengthsPymKO.With())
		}
		if s.Form == League && s.Cap != "" {
			return game.Refuse(game.ErrInvalid, nil, "cap", msgCapKnockOut.With())
		}
		if _, err := burn.ParseCapScheme(s.Cap); err != nil {
			return game.Refuse(game.ErrInvalid, nil, "cap", game.Said(err))
		}
	} else {
		if _, err := s.Pymtheg.Settings(); err != nil {
			return game.Prefix(err, "pymtheg")
		}
		if s.Cap != "" {
			return game.Refuse(game.ErrInvalid, nil, "cap", msgCapBurnKO.With())
		}
		if s.Form == League && s.MatchLengths != nil {
			return game.Refuse(game.ErrInvalid, nil, "match_lengths", msgLengthsKO.With())
		}
		for i, n := range s.MatchLengths {
			if n < 1 || n > 1000 {
				return game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("match_lengths[%d]", i), msgLengthRange.With(n))
			}
		}
	}
	if s.Rounds < 0 || s.Rounds > MaxRounds {
		return game.Refuse(game.ErrInvalid, nil, "rounds", msgRoundsRange.With(s.Rounds, MaxRounds))
	}
	if s.Form == KnockOut && s.Rounds != 0 {
		return game.Refuse(game.ErrInvalid, nil, "rounds", msgKnockOutRounds.With())
	}
	if s.Form == League {
		full := fullRounds(len(s.Teams))
		if s.Rounds > full {
			return game.Refuse(game.ErrInvalid, nil, "rounds", msgRoundsTooMany.With(s.Rounds, len(s.Teams), full))
		}
		if s.Rounds == 0 && full > MaxRounds {
			return game.Refuse(game.ErrInvalid, nil, "rounds", msgRoundsAllTooBig.With(len(s.Teams), full, MaxRounds))
		}
	}
	return s.checkBoard()
}

// checkName accepts a printable name of 1 to 100 bytes.
func checkName(s string) error {
	if strings.TrimSpace(s) == "" {
		return game.Refuse(game.ErrInvalid, nil, "", msgNameNeeded.With())
	}
	if len(s) > maxNameLen {
		return game.Refuse(game.ErrInvalid, nil, "", msgNameTooLong.With(maxNameLen))
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			return game.Refuse(game.ErrInvalid, nil, "", msgControlChar.With(s))
		}
	}
	return nil
}

// TeamNames lists the teams' names in seeding order.
func (s Setup) TeamNames() []string {
	out := make([]string, len(s.Teams))
	for i, t := range s.Teams {
		out[i] = t.Name
	}
	return out
}

// team finds a team by name.
func (s Setup) team(name string) (Team, bool) {
	for _, t := range s.Teams {
		if t.Name == name {
			return t, true
		}
	}
	return Team{}, false
}

// Members are a Burn team's players (the team's own name for a team of
// one nobody named).
func (t Team) Members() []string {
	if len(t.Players) == 0 {
		return []string{t.Name}
	}
	return t.Players
}

// lengths gives the Pymtheg knock-out's match length of every round.
func (s Setup) lengths(rounds int) []int {
	out := make([]int, rounds)
	for i := range out {
		if len(s.MatchLengths) == 0 {
			out[i] = 5 + 2*i
		} else {
			out[i] = s.MatchLengths[min(i, len(s.MatchLengths)-1)]
		}
	}
	return out
}

// capScheme is the Burn knock-out's cap scheme (Check has accepted it).
func (s Setup) capScheme() burn.CapScheme {
	c, _ := burn.ParseCapScheme(s.Cap)
	return c
}
