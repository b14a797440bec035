package main

import (
	"encoding/json"
	"fmt"
	"io"
)

func init() {
	commands["add-round"] = command{"GAME_ID [FILE|-]  add one round to a stored game; prints its number and the totals after it", runAddRound}
}

// runAddRound appends one round (one element of the game's rounds list, in
// the game's JSON) to a stored game: only that round is applied, to the
// state stored with the round before it, so the 1,000th round costs what
// the first does.
func runAddRound(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("add-round")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) < 1 || len(pos) > 2 {
		return fail(stderr, exitBadInput, "add-round takes a game id and a file (or - for standard input), got %d arguments", len(pos))
	}
	input, err := readInput(pos[1:], stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	res, err := s.AddRoundJSON(pos[0], json.RawMessage(input))
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{
			"game_id":  pos[0],
			"round_id": res.Round.ID,
			"number":   res.Round.Number,
			"result":   res.Round.Result,
			"totals":   res.Totals.Totals,
			"finished": res.Standing.Finished,
			"winners":  res.Totals.Winners,
		})
	}
	fmt.Fprintf(stdout, "round %d: %s", res.Round.Number, res.Totals.Totals)
	if res.Totals.Status == "finished" {
		fmt.Fprintf(stdout, " (finished: %s)", joinOr(res.Totals.Winners, "no winner"))
	}
	fmt.Fprintln(stdout)
	return exitOK
}

func joinOr(list []string, none string) string {
	if len(list) == 0 {
		return none
	}
	out := list[0]
	for _, s := range list[1:] {
		out += ", " + s
	}
	return out
}
