package main

import (
	"bytes"
	"io"
	"runtime"

	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/all" // every game registers itself
)

func init() {
	commands["resolve"] = command{"[FILE|-]   one table event -> its outcome (JSON)", func(a []string, in io.Reader, out, errw io.Writer) int {
		return runGame("resolve", a, in, out, errw)
	}}
	commands["score"] = command{"[FILE|-]   a game's record -> totals and winner (JSON)", func(a []string, in io.Reader, out, errw io.Writer) int {
		return runGame("score", a, in, out, errw)
	}}
	commands["rules"] = command{"[GAME]     the rules and rulings Arbiter applies", runRules}
	commands["version"] = command{"           versions of Arbiter and its engines", runVersion}
}

// runGame reads an input, finds its game and runs the game's resolver or
// scorer. Every refusal is one line on stderr with exit 2.
func runGame(verb string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags(verb)
	pretty := fs.Bool("pretty", false, "indent the JSON output")
	if err := parseFlags(fs, args); err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	input, err := readInput(fs.Args(), stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	id, err := all.ReadHeader(input)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	d, err := all.Lookup(id)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	codec := d.Codec()
	fn := codec.Resolve
	if verb == "score" {
		fn = codec.Score
	}
	result, err := fn(input)
	if err != nil {
		code := exitBadInput
		if !game.IsRefusal(err) {
			code = exitFailure
		}
		return fail(stderr, code, "%v", err)
	}
	// Encode fully before printing, so a failure leaves stdout empty.
	var buf bytes.Buffer
	if err := writeJSON(&buf, result, *pretty); err != nil {
		return fail(stderr, exitInternal, "cannot write the result: %v", err)
	}
	_, _ = stdout.Write(buf.Bytes())
	return exitOK
}

func runRules(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("rules")
	if err := parseFlags(fs, args); err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	switch fs.NArg() {
	case 0:
		type entry struct {
			scoring.Info
			Implemented bool `json:"implemented"`
		}
		var list []entry
		for _, d := range all.All() {
			list = append(list, entry{d.Info(), true})
		}
		return printJSON(stdout, stderr, map[string]any{"games": list})
	case 1:
		d, err := all.Lookup(fs.Arg(0))
		if err != nil {
			return fail(stderr, exitBadInput, "%v", err)
		}
		return printJSON(stdout, stderr, d.Rules())
	}
	return fail(stderr, exitBadInput, "rules takes at most one game, got %d", fs.NArg())
}

func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("version")
	if err := parseFlags(fs, args); err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if fs.NArg() > 0 {
		return fail(stderr, exitBadInput, "version takes no arguments")
	}
	return printJSON(stdout, stderr, map[string]any{
		"arbiter": appVersion,
		"engine":  game.Version,
		"go":      runtime.Version(),
		"games":   all.IDs(),
	})
}

func printJSON(stdout, stderr io.Writer, v any) int {
	var buf bytes.Buffer
	if err := writeJSON(&buf, v, true); err != nil {
		return fail(stderr, exitInternal, "cannot write the result: %v", err)
	}
	_, _ = stdout.Write(buf.Bytes())
	return exitOK
}
