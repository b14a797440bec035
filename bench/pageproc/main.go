// Command pageproc is the floor of a Go process that answers from the
// history: the Go runtime and go-sqlite3, opening the file read-only and
// running the statements it is given, each row printed as a JSON list.
// bench/history times it beside `arbiter-cli games` and the sqlite3 shell,
// to tell what a Go process costs on its own from what Arbiter adds.
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"

	_ "github.com/mattn/go-sqlite3"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: pageproc DB STATEMENT...")
		os.Exit(2)
	}
	db, err := sql.Open("sqlite3", "file:"+os.Args[1]+"?mode=ro")
	check(err)
	defer db.Close()
	enc := json.NewEncoder(os.Stdout)
	for _, q := range os.Args[2:] {
		rows, err := db.Query(q)
		check(err)
		cols, err := rows.Columns()
		check(err)
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			check(rows.Scan(ptrs...))
			check(enc.Encode(vals))
		}
		check(rows.Err())
		rows.Close()
	}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "pageproc:", err)
		os.Exit(1)
	}
}
