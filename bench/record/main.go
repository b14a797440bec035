// Command record measures recording a round: Store.AddRound of a real Myre
// hand (resolve and score the game with the new hand, then store the
// round, its version, the sitting, the game's totals and its seats in one
// transaction, synchronous=FULL) against the same writes done with bare
// database/sql on the same schema and DSN settings, in a second file in
// the same directory. The two alternate round by round (A B, B A, ...), so
// the disk and the machine treat them alike. It also times the game's
// Score alone on the same input, to show what the resolve costs.
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"time"

	"arbiter/bench/internal/stat"
	"arbiter/engine/game"
	_ "arbiter/scoring/all"
	"arbiter/storage"
)

// hands are three legal Myre hands of one game (no card is used twice,
// so none is ever in jail): 12 to 40 points each, the game (target 188)
// never ends within them.
func hands() []json.RawMessage {
	ranks := []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
	var out []json.RawMessage
	for h := range 3 {
		a, b, c, d := ranks[h*4], ranks[h*4+1], ranks[h*4+2], ranks[h*4+3]
		out = append(out, json.RawMessage(fmt.Sprintf(`{"battles":[`+
			`{"scout":[%q],"red":[%q,%q],"black":[%q]},`+
			`{"scout":[%q],"red":[%q],"black":[%q,%q]},`+
			`{"scout":[%q],"red":[%q],"black":[%q]}]}`,
			d+"S", a+"H", a+"D", a+"S",
			d+"H", b+"H", b+"S", b+"C",
			d+"D", c+"H", c+"S")))
	}
	return out
}

// dsn is storage's DSN for the writer connection (storage/open.go).
func dsn(path string) string {
	return "file:" + path + "?_foreign_keys=on&_busy_timeout=5000&_synchronous=FULL&_txlock=immediate&_journal_mode=WAL"
}

type side struct {
	s       *storage.Store
	players []storage.Player
}

func (sd *side) newGame() storage.Game {
	ng, err := storage.NewGameJSON("myre", "", json.RawMessage(`{"target":188}`), nil,
		[]storage.Seat{{PlayerID: sd.players[0].ID, Side: "red"}, {PlayerID: sd.players[1].ID, Side: "black"}})
	check(err)
	g, err := sd.s.CreateGame(ng)
	check(err)
	return g
}

func open(path string) *side {
	s, err := storage.Open(path)
	check(err)
	a, err := s.CreatePlayer("Ann")
	check(err)
	b, err := s.CreatePlayer("Bo")
	check(err)
	return &side{s: s, players: []storage.Player{a, b}}
}

func main() {
	n := flag.Int("rounds", 1000, "rounds recorded each way")
	dir := flag.String("dir", "", "directory for the two databases (default: a new one under $TMPDIR)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		check(err)
		check(pprof.StartCPUProfile(f))
		defer pprof.StopCPUProfile()
	}
	if *dir == "" {
		d, err := os.MkdirTemp("", "arbiter-record")
		check(err)
		defer os.RemoveAll(d)
		*dir = d
	}
	hs := hands()

	// A: the store. B: the same schema (made by the store, then closed) and
	// its games and seats, written to with bare database/sql.
	apath := filepath.Join(*dir, "store.db")
	a := open(apath)
	bpath := filepath.Join(*dir, "bare.db")
	bs := open(bpath)
	var bgames []storage.Game
	for range *n/len(hs) + 1 {
		bgames = append(bgames, bs.newGame())
	}
	check(bs.s.Close())
	bare, err := sql.Open("sqlite3", dsn(bpath))
	check(err)
	bare.SetMaxOpenConns(1)
	defer bare.Close()
	var sittings = map[string]string{}
	rows, err := bare.Query("SELECT game_id, id FROM sittings")
	check(err)
	for rows.Next() {
		var g, s string
		check(rows.Scan(&g, &s))
		sittings[g] = s
	}
	check(rows.Err())

	// The rows the bare side writes are those AddRound wrote for the same
	// hand of a game (the same in every game): one game, not timed, gives
	// them for the rounds where the bare side goes first.
	rowsFor := make([]storedRound, len(hs))
	warm := a.newGame()
	peek, err := sql.Open("sqlite3", "file:"+apath+"?mode=ro")
	check(err)
	for k, h := range hs {
		res, err := a.s.AddRoundJSON(warm.ID, h)
		check(err)
		rowsFor[k].Round = res.Round
		check(peek.QueryRow("SELECT state_after, result FROM rounds WHERE id = ?", res.Round.ID).Scan(&rowsFor[k].state, &rowsFor[k].result))
	}
	check(peek.Close())
	var tStore, tBare []float64
	var ag storage.Game
	for i := range *n {
		k := i % len(hs)
		if k == 0 {
			ag = a.newGame()
		}
		runA := func() {
			t := time.Now()
			_, err := a.s.AddRoundJSON(ag.ID, hs[k])
			tStore = append(tStore, stat.MS(time.Since(t)))
			check(err)
		}
		runB := func() {
			g := bgames[i/len(hs)]
			tBare = append(tBare, stat.MS(bareRound(bare, g, sittings[g.ID], k+1, rowsFor[k])))
		}
		if i%2 == 0 {
			runA()
			runB()
		} else {
			runB()
			runA()
		}
	}
	check(a.s.Close()) // the last connection checkpoints the WAL into the file
	size := int64(0)
	if st, err := os.Stat(apath); err == nil {
		size = st.Size()
	}
	s, b := stat.Of(tStore), stat.Of(tBare)
	fmt.Printf("record: %d Myre rounds each way, interleaved, in %s\n", *n, *dir)
	fmt.Printf("record: Store.AddRound     p50 %.2f ms, p99 %.2f ms (min %.2f, max %.2f)\n", s.P50, s.P99, s.Min, s.Max)
	fmt.Printf("record: bare database/sql  p50 %.2f ms, p99 %.2f ms (min %.2f, max %.2f)\n", b.P50, b.P99, b.Min, b.Max)
	fmt.Printf("record: the store's file holds %d real Myre rounds (%d games of 3 hands) in %d bytes: %.0f bytes per round\n",
		*n+len(hs), (*n+len(hs)-1)/len(hs)+1, size, float64(size)/float64(*n+len(hs)))
	r50, r99 := s.P50/b.P50, s.P99/b.P99
	fmt.Printf("record: RATIO AddRound/bare p50 %.2f, p99 %.2f (target <= 1.5: %s)\n", r50, r99, verdict(r50 <= 1.5))
	// Per block of 100 rounds, to give a median with min and max.
	var ratios []float64
	for i := 0; i+100 <= len(tStore); i += 100 {
		ratios = append(ratios, stat.Of(tStore[i:i+100]).P50/stat.Of(tBare[i:i+100]).P50)
	}
	fmt.Printf("record: RATIO of p50s per block of 100 rounds %s\n", stat.Of(ratios).Format("%.2f"))
}

// storedRound is what AddRound stored for a hand: the round and the
// state and result kept with it.
type storedRound struct {
	storage.Round
	state, result string
}

// bareRound writes what AddRound writes, in one transaction: the sitting's
// last activity, the round with the state after it and its result, its
// first version, the game's totals and both seats' scores. It returns how
// long it took.
func bareRound(db *sql.DB, g storage.Game, sitting string, seq int, r storedRound) time.Duration {
	t := time.Now()
	now := time.Now().UnixMilli()
	tx, err := db.Begin()
	check(err)
	exec := func(q string, args ...any) {
		_, err := tx.Exec(q, args...)
		check(err)
	}
	exec("UPDATE sittings SET ended_at = ? WHERE id = ?", now, sitting)
	rid := fmt.Sprintf("r%d-%d", now, seq) + g.ID[:8]
	exec(`INSERT INTO rounds(id, game_id, seq, created_at, current_version, live, totals_after, state_after, result) VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?)`,
		rid, g.ID, seq, now, string(r.TotalsAfter), r.state, r.result)
	exec(`INSERT INTO round_versions(id, round_id, version, action, input, outcome, engine_version, sitting_id, created_at)
		VALUES (?, ?, 1, 'entry', ?, ?, ?, ?, ?)`, "v"+rid, rid, string(r.Input), string(r.Outcome), game.Version, sitting, now)
	exec(`UPDATE games SET totals = ?, rounds_count = ?, status = 'active', finished_by = '', finished_at = NULL, winners = '[]', engine_version = ?, updated_at = ? WHERE id = ?`,
		string(r.TotalsAfter), seq, game.Version, now, g.ID)
	for pos, sc := range []float64{float64(seq), float64(seq * 2)} {
		exec("UPDATE seats SET score = ?, won = 0 WHERE game_id = ? AND position = ?", sc, g.ID, pos)
	}
	check(tx.Commit())
	return time.Since(t)
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "record:", err)
		os.Exit(1)
	}
}
