// Command longgame measures what a long game costs (issue 15's targets): a
// Pymtheg game grown to 1,000 deals one Store.AddRound at a time, where
// adding deal 1,000 must cost what adding deal 1 does; reading that game's
// totals; and `arbiter-cli add-round` as a whole process at deal 1 and at
// deal 1,000. Deals 1-20 and 981-1,000 give the medians of 20; the CLI
// side runs interleaved on a fresh game and on the long game.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"arbiter/bench/internal/stat"
	_ "arbiter/scoring/all"
	"arbiter/storage"
)

var seats = []string{"N", "E", "S", "W"}

// deal is a made Gâm+2 by the k-th declarer in turn, in the game's JSON.
func deal(k int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"contract":"gam+2","declarer":%q,"trump":"Wa","trump_named":"bidding","doubling":"none","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`,
		seats[[]int{0, 2}[k%2]]))
}

func main() {
	n := flag.Int("deals", 1000, "deals in the long game")
	cli := flag.String("cli", "bin/arbiter-cli", "arbiter-cli to time as a whole process")
	runs := flag.Int("runs", 20, "samples per side")
	flag.Parse()
	dir, err := os.MkdirTemp("", "arbiter-longgame")
	check(err)
	defer os.RemoveAll(dir)
	db := filepath.Join(dir, "long.db")
	s, err := storage.Open(db)
	check(err)
	newGame := func() storage.Game {
		g, err := s.Record([]byte(`{"game":"pymtheg","players":["Ann","Bo","Cy","Di"],"deals":[]}`))
		check(err)
		return g
	}
	long := newGame()
	var add []float64
	for k := range *n {
		t := time.Now()
		_, err := s.AddRoundJSON(long.ID, deal(k))
		add = append(add, stat.MS(time.Since(t)))
		check(err)
	}
	first, last := stat.Of(add[:*runs]), stat.Of(add[len(add)-*runs:])
	fmt.Printf("longgame: Store.AddRound deal 1-%d    %s ms\n", *runs, first.Format("%.3f"))
	fmt.Printf("longgame: Store.AddRound deal %d-%d %s ms\n", *n-*runs+1, *n, last.Format("%.3f"))
	fmt.Printf("longgame: RATIO add deal %d / deal 1: %.2f (target <= 1.3)\n", *n, last.Median/first.Median)
	var tot []float64
	for range *runs {
		t := time.Now()
		_, err := s.Totals(long.ID)
		tot = append(tot, stat.MS(time.Since(t)))
		check(err)
	}
	fmt.Printf("longgame: Store.Totals of the %d-deal game %s ms (target <= 5 ms)\n", *n, stat.Of(tot).Format("%.3f"))
	check(s.Close())

	// The CLI as a whole process: a fresh game at deal 1 against the long
	// game at deal n+1, interleaved.
	if _, err := os.Stat(*cli); err != nil {
		fmt.Printf("longgame: %s not built, CLI step skipped\n", *cli)
		return
	}
	s, err = storage.Open(db)
	check(err)
	var fresh []string
	for range *runs {
		fresh = append(fresh, newGame().ID)
	}
	check(s.Close())
	run := func(id string, k int) float64 {
		cmd := exec.Command(*cli, "add-round", "--db", db, id, "-")
		cmd.Stdin = strings.NewReader(string(deal(k)))
		t := time.Now()
		out, err := cmd.CombinedOutput()
		d := stat.MS(time.Since(t))
		if err != nil {
			check(fmt.Errorf("%s: %v", out, err))
		}
		return d
	}
	var atOne, atN []float64
	for i := range *runs {
		if i%2 == 0 {
			atOne = append(atOne, run(fresh[i], 0))
			atN = append(atN, run(long.ID, *n+i))
		} else {
			atN = append(atN, run(long.ID, *n+i))
			atOne = append(atOne, run(fresh[i], 0))
		}
	}
	a, b := stat.Of(atOne), stat.Of(atN)
	fmt.Printf("longgame: arbiter-cli add-round at deal 1    %s ms\n", a.Format("%.2f"))
	fmt.Printf("longgame: arbiter-cli add-round at deal %d %s ms\n", *n+1, b.Format("%.2f"))
	fmt.Printf("longgame: RATIO cli add-round deal %d / deal 1: %.2f (target <= 1.3)\n", *n+1, b.Median/a.Median)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "longgame:", err)
		os.Exit(1)
	}
}
