package main

import (
	"io"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/burn"
	"arbiter/scoring/pymtheg"
)

// tournaments maps a game to its tournament ranking (docs/tournament.md):
// the JSON is read here, at the command's edge, and ranked by the typed
// functions the event model (scoring/event) calls too.
var tournaments = map[string]func([]byte) (any, error){
	"pymtheg": func(input []byte) (any, error) {
		var in pymtheg.TournamentInput
		if err := game.Decode(input, &in); err != nil {
			return nil, err
		}
		return pymtheg.RunTournament(in)
	},
	"burn": func(input []byte) (any, error) {
		var in burn.TournamentInput
		if err := game.Decode(input, &in); err != nil {
			return nil, err
		}
		return burn.RunTournament(in)
	},
}

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
	id, err := scoring.ReadHeader(input)
	if err != nil {
		return nil, err
	}
	fn, ok := tournaments[id]
	if !ok {
		if _, err := scoring.Lookup(id); err != nil {
			return nil, err
		}
		return nil, game.Invalidf("%s: tournaments are for pymtheg and burn", id)
	}
	return fn(input)
}
