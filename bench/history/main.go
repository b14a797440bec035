// Command history measures the history at scale on a generated database
// (bench/gen: 1,000,000 rounds over 20,000 games and 50 players): opening
// the history list (Store.Games, first page of 50 with their seats), one
// player's statistics (Store.PlayerStats) and one game's score
// progression (Store.ScoreProgression), each against the same SQL
// statements run by the sqlite3 shell on the same file. Both sides keep one
// warm connection (the store its reader pool, the shell one process fed
// the statements through a pipe); runs alternate between them, and the
// shell's time is the wall time to its end marker minus that of an empty
// statement measured the same way. It also prints each query's plan.
package main

import (
	"bufio"
	"database/sql"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/pprof"
	"strings"
	"time"

	"arbiter/bench/internal/stat"
	_ "arbiter/scoring/all"
	"arbiter/storage"
)

// The statements the store runs (storage/games.go, players.go, stats.go),
// with the ids filled in for the shell.
const (
	gameCols = `g.id, g.kind, g.name, g.options, g.setup, g.status, g.finished_by, g.started_at,
	g.finished_at, g.winners, g.totals, g.rounds_count, g.note, g.updated_at, g.engine_version`
	pageSQL      = "SELECT " + gameCols + " FROM games g ORDER BY g.started_at DESC, g.id LIMIT 50 OFFSET 0"
	seatsSQL     = "SELECT s.player_id, p.name, s.side, s.position, s.score, s.won FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = '%s' ORDER BY s.position"
	pageSeatsSQL = "SELECT s.game_id, s.player_id, p.name, s.side, s.position, s.score, s.won FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id IN (%s) ORDER BY s.game_id, s.position"
	playerSQL    = "SELECT id, name, archived, created_at, merged_into FROM players WHERE id = '%s'"
	statsSQL     = "SELECT g.kind, g.status, s.score, s.won, coalesce(g.finished_at, g.started_at) FROM seats s JOIN games g ON g.id = s.game_id WHERE s.player_id = '%s' ORDER BY g.kind, coalesce(g.finished_at, g.started_at), g.id"
	gameSQL      = "SELECT " + gameCols + " FROM games g WHERE g.id = '%s'"
	progressSQL  = "SELECT id, totals_after FROM rounds WHERE game_id = '%s' AND live = 1 ORDER BY seq"
)

type shell struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	n   int
}

func newShell(path string) *shell {
	cmd := exec.Command("sqlite3", "-readonly", "-batch", path)
	in, err := cmd.StdinPipe()
	check(err)
	out, err := cmd.StdoutPipe()
	check(err)
	cmd.Stderr = os.Stderr
	check(cmd.Start())
	return &shell{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
}

// run sends the statements and waits for the end marker; it returns the
// wall time.
func (s *shell) run(script string) time.Duration {
	s.n++
	marker := fmt.Sprintf("END-%d", s.n)
	t := time.Now()
	_, err := io.WriteString(s.in, script+"\n.print "+marker+"\n")
	check(err)
	for {
		l, err := s.out.ReadString('\n')
		check(err)
		if strings.TrimSpace(l) == marker {
			break
		}
	}
	return time.Since(t)
}

type query struct {
	name   string
	store  func()
	script string
	plans  []string
	tStore []float64
	tShell []float64
}

func main() {
	path := flag.String("db", "/tmp/arbiter-bench-1m.db", "generated history (bench/gen)")
	runs := flag.Int("runs", 9, "measured runs of each query each way")
	iters := flag.Int("iters", 10, "calls per run (a run's time is their mean)")
	cli := flag.String("cli", "bin/arbiter-cli", "arbiter-cli to time as a whole process against the sqlite3 shell")
	goFloor := flag.String("go-floor", "bin/bench-pageproc", "bench/pageproc: a bare Go process with go-sqlite3 running the same statements (skipped when not built)")
	profile := flag.String("profile", "", "instead of measuring, write a CPU profile of 3 s of the query named by -only to this file")
	only := flag.String("only", "score progression", "query to profile")
	flag.Parse()

	t0 := time.Now()
	s, err := storage.Open(*path)
	check(err)
	defer s.Close()
	openTime := time.Since(t0)
	db, err := sql.Open("sqlite3", "file:"+*path+"?mode=ro")
	check(err)
	defer db.Close()
	var nRounds, nGames, nPlayers int
	check(db.QueryRow("SELECT (SELECT count(*) FROM rounds), (SELECT count(*) FROM games), (SELECT count(*) FROM players)").Scan(&nRounds, &nGames, &nPlayers))
	var player, gameID string
	check(db.QueryRow("SELECT id FROM players ORDER BY created_at, id LIMIT 1").Scan(&player))
	check(db.QueryRow("SELECT id FROM games ORDER BY rounds_count DESC, id LIMIT 1").Scan(&gameID))
	var stat1 int
	db.QueryRow("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'").Scan(&stat1)
	st, err := os.Stat(*path)
	check(err)
	fmt.Printf("history: %s: %d rounds, %d games, %d players, %d bytes (%.0f bytes per round); sqlite_stat1 present: %v; Open took %.0f ms\n",
		*path, nRounds, nGames, nPlayers, st.Size(), float64(st.Size())/float64(nRounds), stat1 > 0, stat.MS(openTime))

	first, err := s.Games(storage.Filter{Limit: 50})
	check(err)
	// The page, then its seats in one query (storage's fillSeats).
	ids := make([]string, len(first))
	for i, g := range first {
		ids[i] = "'" + g.ID + "'"
	}
	pageSeats := fmt.Sprintf(pageSeatsSQL, strings.Join(ids, ","))
	qs := []*query{
		{name: "history first page", store: func() { _, err := s.Games(storage.Filter{Limit: 50}); check(err) },
			script: pageSQL + ";\n" + pageSeats + ";", plans: []string{pageSQL, pageSeats}},
		{name: "player statistics", store: func() { _, err := s.PlayerStats(player); check(err) },
			script: fmt.Sprintf(playerSQL+";\n"+statsSQL+";", player, player), plans: []string{fmt.Sprintf(statsSQL, player)}},
		{name: "score progression", store: func() { _, err := s.ScoreProgression(gameID); check(err) },
			script: fmt.Sprintf(gameSQL+";\n"+seatsSQL+";\n"+progressSQL+";", gameID, gameID, gameID), plans: []string{fmt.Sprintf(progressSQL, gameID)}},
	}
	for _, q := range qs {
		for _, p := range q.plans {
			fmt.Printf("history: plan of %s: %s\n", q.name, plan(db, p))
		}
	}

	if *profile != "" {
		f, err := os.Create(*profile)
		check(err)
		check(pprof.StartCPUProfile(f))
		for _, q := range qs {
			for t := time.Now(); q.name == *only && time.Since(t) < 3*time.Second; {
				q.store()
			}
		}
		pprof.StopCPUProfile()
		return
	}
	sh := newShell(*path)
	defer func() { sh.in.Close(); sh.cmd.Wait() }()
	var empty []float64
	// Warm-up: each query once each way (page cache, statement parsing).
	for _, q := range qs {
		q.store()
		sh.run(q.script)
	}
	sh.run("SELECT 1;")
	for i := range *runs {
		e := stat.MS(sh.run(strings.Repeat("SELECT 1;\n", *iters))) / float64(*iters)
		empty = append(empty, e)
		for _, q := range qs {
			a := func() {
				t := time.Now()
				for range *iters {
					q.store()
				}
				q.tStore = append(q.tStore, stat.MS(time.Since(t))/float64(*iters))
			}
			b := func() {
				d := stat.MS(sh.run(strings.Repeat(q.script+"\n", *iters))) / float64(*iters)
				q.tShell = append(q.tShell, max(d-e, 0.001))
			}
			if i%2 == 0 {
				a()
				b()
			} else {
				b()
				a()
			}
		}
	}
	fmt.Printf("history: sqlite3 shell empty statement %s ms (subtracted)\n", stat.Of(empty).Format("%.2f"))
	for _, q := range qs {
		a, b, r := stat.Of(q.tStore), stat.Of(q.tShell), stat.Of(stat.Ratios(q.tStore, q.tShell))
		fmt.Printf("history: %-19s store %s ms; sqlite3 %s ms\n", q.name, a.Format("%.2f"), b.Format("%.2f"))
		fmt.Printf("history: %-19s RATIO store/sqlite3 %s (targets <= 50 ms: %s, <= 1.5x: %s)\n", q.name, r.Format("%.2f"),
			verdict(a.Median <= 50), verdict(a.Median/b.Median <= 1.5))
	}
	processes(*path, *cli, *goFloor, *runs)
}

// processes times the first page of the history list as whole processes:
// `arbiter-cli games --json` (opening the history included) against the
// sqlite3 shell running the same two statements on the same file, and
// against a bare Go process with go-sqlite3 running them too (the floor of
// any Go program on this stack), runs alternating.
func processes(path, cli, goFloor string, runs int) {
	if _, err := os.Stat(cli); err != nil {
		fmt.Printf("history: %s not built, whole-process step skipped\n", cli)
		return
	}
	seats := strings.Replace(pageSeatsSQL, "%s", "SELECT id FROM games ORDER BY started_at DESC, id LIMIT 50", 1)
	page := pageSQL + ";\n" + seats + ";"
	_, err := os.Stat(goFloor)
	haveGo := err == nil
	timeIt := func(name string, args ...string) float64 {
		cmd := exec.Command(name, args...)
		cmd.Stdout = io.Discard
		t := time.Now()
		check(cmd.Run())
		return stat.MS(time.Since(t))
	}
	var tCLI, tShell, tGo []float64
	for i := range runs + 1 {
		a := func() float64 { return timeIt(cli, "games", "--db", path, "--json") }
		b := func() float64 { return timeIt("sqlite3", "-readonly", path, page) }
		c := func() float64 {
			if !haveGo {
				return 0
			}
			return timeIt(goFloor, path, pageSQL, seats)
		}
		var x, y, z float64
		if i%2 == 0 {
			x, y, z = a(), b(), c()
		} else {
			z, y, x = c(), b(), a()
		}
		if i > 0 { // the first run warms the page cache
			tCLI, tShell, tGo = append(tCLI, x), append(tShell, y), append(tGo, z)
		}
	}
	a, b := stat.Of(tCLI), stat.Of(tShell)
	fmt.Printf("history: first page as processes: arbiter-cli games %s ms; sqlite3 shell %s ms\n", a.Format("%.1f"), b.Format("%.1f"))
	fmt.Printf("history: first page as processes RATIO arbiter-cli/sqlite3 %s (target <= 1.5: %s)\n",
		stat.Of(stat.Ratios(tCLI, tShell)).Format("%.2f"), verdict(a.Median/b.Median <= 1.5))
	if haveGo {
		g := stat.Of(tGo)
		fmt.Printf("history: first page as processes: bare Go + go-sqlite3 (bench/pageproc) %s ms\n", g.Format("%.1f"))
		fmt.Printf("history: first page as processes RATIO bare Go/sqlite3 %s (the floor of any Go process here); RATIO arbiter-cli/bare Go %s\n",
			stat.Of(stat.Ratios(tGo, tShell)).Format("%.2f"), stat.Of(stat.Ratios(tCLI, tGo)).Format("%.2f"))
	}
}

func plan(db *sql.DB, q string) string {
	rows, err := db.Query("EXPLAIN QUERY PLAN " + q)
	check(err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		check(rows.Scan(&id, &parent, &notused, &detail))
		out = append(out, detail)
	}
	return strings.Join(out, "; ")
}

func verdict(ok bool) string {
	if ok {
		return "met"
	}
	return "MISSED"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "history:", err)
		os.Exit(1)
	}
}
