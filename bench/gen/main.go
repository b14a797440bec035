// Command gen creates a synthetic Arbiter history for the benchmarks with
// storage.Generate (50 players by default), unless the file already holds
// one: the start-up benchmark uses 100,000 rounds (2,000 games), the
// history benchmark 1,000,000 rounds (20,000 games). Keep the files under
// /tmp; they are never committed. It prints the file's size per round.
package main

import (
	"database/sql"
	"flag"
	"fmt"
	"os"
	"time"

	_ "arbiter/scoring/all" // the generator picks game kinds from the registry
	"arbiter/storage"
)

func main() {
	path := flag.String("db", "", "database file to create")
	games := flag.Int("games", 20000, "games")
	rpg := flag.Int("rounds-per-game", 50, "average rounds per game")
	players := flag.Int("players", 50, "players")
	seed := flag.Uint64("seed", 11, "random seed")
	flag.Parse()
	if *path == "" {
		fmt.Fprintln(os.Stderr, "gen: -db PATH is required")
		os.Exit(2)
	}
	if _, err := os.Stat(*path); err == nil {
		report(*path)
		return
	}
	start := time.Now()
	s, err := storage.Open(*path + ".part")
	if err != nil {
		fail(err)
	}
	if _, err := s.Generate(storage.GenerateOptions{Players: *players, Games: *games, RoundsPerGame: *rpg, Seed: *seed}); err != nil {
		fail(err)
	}
	if err := s.Close(); err != nil {
		fail(err)
	}
	// Closing the last connection checkpoints the WAL into the file.
	if err := os.Rename(*path+".part", *path); err != nil {
		fail(err)
	}
	fmt.Printf("gen: generated in %.1f s\n", time.Since(start).Seconds())
	report(*path)
}

func report(path string) {
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		fail(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM rounds").Scan(&n); err != nil {
		fail(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		fail(err)
	}
	fmt.Printf("gen: %s: %d rounds, %d bytes, %.0f bytes per round\n", path, n, st.Size(), float64(st.Size())/float64(max(n, 1)))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}
