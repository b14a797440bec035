// Command bigimport writes the export of one long game, as `arbiter-cli
// export` writes it, for measuring what an import of it costs (issue 26,
// item 10: the memory of `arbiter-cli import` must not grow with one game's
// size; the bound is 256 MB of RSS for any input up to 64 MiB). The game is
// a Pymtheg game of -deals deals (no end: the deals go on), played through
// the game's own rules, so every totals_after and outcome in the file is the
// one Arbiter would have stored; ids are fresh UUIDs, times a minute apart.
//
//	go run ./bench/bigimport -deals 100000 -out /tmp/long-game.json
//	/usr/bin/time -v bin/arbiter-cli import /tmp/long-game.json --db /tmp/import.db
package main

import (
	"bufio"
	"crypto/rand"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring/all"
)

var seats = []string{"N", "E", "S", "W"}

// deal is a made Gâm+2 by the k-th declarer in turn, in the game's JSON.
func deal(k int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"contract":"gam+2","declarer":%q,"trump":"Wa","trump_named":"bidding","doubling":"none","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`,
		seats[[]int{0, 1, 2, 3}[k%4]]))
}

func uuid() string {
	var b [16]byte
	rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func main() {
	n := flag.Int("deals", 100_000, "deals in the game")
	out := flag.String("out", "long-game.json", "the export to write")
	flag.Parse()
	def, err := all.Lookup("pymtheg")
	check(err)
	codec := def.Codec()
	setup, err := codec.DecodeSetup(json.RawMessage(`{}`))
	check(err)
	opts, err := def.Options().Parse(nil)
	check(err)
	st, err := def.New(setup, opts)
	check(err)
	f, err := os.Create(*out)
	check(err)
	w := bufio.NewWriterSize(f, 1<<20)
	start := time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC)
	at := func(i int) string {
		return start.Add(time.Duration(i) * time.Minute).Format("2006-01-02T15:04:05.000Z")
	}
	players := []string{uuid(), uuid(), uuid(), uuid()}
	names := []string{"Ann", "Bo", "Cy", "Di"}
	sitting := uuid()
	fmt.Fprintln(w, `{"format":"arbiter-history","version":1,"players":[`)
	for i, id := range players {
		sep := ","
		if i == len(players)-1 {
			sep = ""
		}
		fmt.Fprintf(w, `{"id":%q,"name":%q,"archived":false,"created_at":%q}%s`+"\n", id, names[i], at(0), sep)
	}
	optJSON := def.Options().Encode(opts)
	fmt.Fprintf(w, `],"games":[`+"\n"+`{"id":%q,"kind":"pymtheg","name":"The long evening","options":%s,"setup":{},"status":"active","finished_by":"","started_at":%q,"finished_at":null,"winners":[],"totals":{},"note":"","updated_at":%q,"seats":[`,
		uuid(), optJSON, at(0), at(*n))
	for i, id := range players {
		sep := ","
		if i == len(players)-1 {
			sep = ""
		}
		fmt.Fprintf(w, `{"player_id":%q,"side":%q,"position":%d,"score":0,"won":false}%s`, id, []string{"NS", "EW"}[i%2], i, sep)
	}
	fmt.Fprintf(w, `],"sittings":[{"id":%q,"started_at":%q,"ended_at":%q}],"rounds":[`, sitting, at(0), at(*n))
	for k := 0; k < *n; k++ {
		in := deal(k)
		round, err := codec.DecodeRound(in)
		check(err)
		if _, err := st.Apply(round); err != nil {
			check(fmt.Errorf("deal %d: %w", k+1, err))
		}
		canonical, err := codec.EncodeRound(round)
		check(err)
		standing := st.Standing()
		totals := map[string]int{}
		for _, t := range standing.Totals {
			totals[t.Side] = t.Points
		}
		tj, _ := json.Marshal(totals)
		winners := standing.Winners
		if winners == nil {
			winners = []string{}
		}
		wj, _ := json.Marshal(winners)
		sep := ","
		if k == *n-1 {
			sep = ""
		}
		fmt.Fprintf(w, `{"id":%q,"seq":%d,"created_at":%q,"current_version":1,"live":true,"totals_after":%s,"versions":[{"id":%q,"version":1,"action":"entry","input":%s,"outcome":{"totals":%s,"finished":%v,"winners":%s},"engine_version":%q,"sitting_id":%q,"created_at":%q}]}%s`,
			uuid(), k+1, at(k+1), tj, uuid(), canonical, tj, standing.Finished, wj, game.Version, sitting, at(k+1), sep)
	}
	fmt.Fprintln(w, "]}\n]}")
	check(w.Flush())
	check(f.Close())
	fi, err := os.Stat(*out)
	check(err)
	fmt.Printf("bigimport: %s: one Pymtheg game of %d deals, %d bytes (%.1f MiB)\n", *out, *n, fi.Size(), float64(fi.Size())/(1<<20))
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bigimport:", err)
		os.Exit(1)
	}
}
