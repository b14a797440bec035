package main

import (
	"io"
	"strings"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/all"
)

func init() {
	commands["tournament"] = command{"[FILE|-]   a Pymtheg or Burn league or knock-out -> standings (JSON); serve | join | status: an evening on the LAN", runTournament}
}

func runTournament(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// serve, join and status are verbs; a file of that name is read as
	// ./serve.
	if len(args) > 0 {
		if verb, ok := tournamentVerbs[args[0]]; ok {
			return verb(args[1:], stdin, stdout, stderr)
		}
	}
	fs := newFlags("tournament")
	if err := parseFlags(fs, args); err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	input, err := readInput(fs.Args(), stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	result, err := rankTournament(input)
	if err != nil {
		code := exitBadInput
		if !game.IsRefusal(err) {
			code = exitFailure
		}
		return fail(stderr, code, "%v", err)
	}
	return printJSON(stdout, stderr, result)
}

// rankTournament ranks a tournament's JSON: a LeagueOut or KnockOutOut of
// the game.
func rankTournament(input []byte) (any, error) {
	id, err := all.ReadHeader(input)
	if err != nil {
		return nil, err
	}
	d, err := all.Lookup(id)
	if err != nil {
		return nil, err
	}
	t, ok := scoring.TournamentOf(d)
	if !ok {
		return nil, game.Invalidf("%s: tournaments are for %s", id, strings.Join(all.Games.Tournaments(), " and "))
	}
	return t.RankTournament(input)
}
