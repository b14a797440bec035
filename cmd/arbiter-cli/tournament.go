package main

import (
	"io"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/burn"
	"arbiter/scoring/pymtheg"
)

// tournaments maps a game to its tournament ranking (docs/tournament.md).
var tournaments = map[string]func([]byte) (any, error){
	"pymtheg": pymtheg.Tournament,
	"burn":    burn.Tournament,
}

func init() {
	commands["tournament"] = command{"[FILE|-]   a Pymtheg or Burn league or knock-out -> standings (JSON)", runTournament}
}

func runTournament(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("tournament")
	if err := parseFlags(fs, args); err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	input, err := readInput(fs.Args(), stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	id, err := scoring.ReadHeader(input)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	fn, ok := tournaments[id]
	if !ok {
		if _, err := scoring.Lookup(id); err != nil {
			return fail(stderr, exitBadInput, "%v", err)
		}
		return fail(stderr, exitBadInput, "%s: tournaments are for pymtheg and burn", id)
	}
	result, err := fn(input)
	if err != nil {
		code := exitBadInput
		if !game.IsRefusal(err) {
			code = exitFailure
		}
		return fail(stderr, code, "%v", err)
	}
	return printJSON(stdout, stderr, result)
}
