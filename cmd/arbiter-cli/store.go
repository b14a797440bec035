package main

import (
	"arbiter/scoring/all"
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"
	"unicode"

	"arbiter/engine/game"
	"arbiter/storage"
)

// The history commands: every one takes --db PATH (default: $ARBITER_DB,
// then the XDG data folder) and --json; flags may come before or after the
// arguments.
func init() {
	commands["record"] = command{"[FILE|-]   store a game (score input + \"players\", \"name\"); prints its id", runRecord}
	commands["games"] = command{"           list the stored games, newest first, 50 a page (--kind, --player, --status, --limit, --offset, --all)", runGames}
	commands["show"] = command{"ID         one stored game: seats, rounds, totals, corrections", runShow}
	commands["stats"] = command{"[--player NAME]  statistics per player and game kind", runStats}
	commands["export"] = command{"--format json|csv [--game ID]  the history (or one game) on stdout", runExport}
	commands["import"] = command{"FILE|-     add an exported history (all or nothing, no duplicates)", runImport}
	commands["backup"] = command{"DEST       copy the database to a new file (SQLite online backup; --force to replace a file)", runBackup}
	commands["restore"] = command{"SRC        replace the history with a backup (the current one is backed up)", runRestore}
	commands["check"] = command{"           check the database file without modifying it", runCheck}
}

// storeFlags are the flags every history command takes.
type storeFlags struct {
	fs   *flag.FlagSet
	db   *string
	json *bool
}

func newStoreFlags(name string) storeFlags {
	fs := newFlags(name)
	return storeFlags{fs: fs,
		db:   fs.String("db", "", "the history database (default $ARBITER_DB or the XDG data folder)"),
		json: fs.Bool("json", false, "JSON output")}
}

// parse reads flags anywhere among the arguments and returns the
// positional ones.
func (f storeFlags) parse(args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseFlags(f.fs, args); err != nil {
			return nil, err
		}
		args = f.fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// path is the history to use: --db (which may not be empty), else the
// default.
func (f storeFlags) path() (string, error) {
	set := false
	f.fs.Visit(func(fl *flag.Flag) { set = set || fl.Name == "db" })
	if set && strings.TrimSpace(*f.db) == "" {
		return "", errEmptyDB
	}
	if *f.db != "" {
		return *f.db, nil
	}
	return storage.DefaultPath()
}

var errEmptyDB = errors.New("--db: the path is empty (leave --db out to use the default history)")

// pathFail words a failure to find the history's path: an empty --db is
// bad input.
func pathFail(stderr io.Writer, err error) int {
	if errors.Is(err, errEmptyDB) {
		return fail(stderr, exitBadInput, "%v", err)
	}
	return fail(stderr, exitFailure, "%v", err)
}

func (f storeFlags) options(stderr io.Writer) storage.Options {
	return storage.Options{OnBusy: func() {
		fmt.Fprintln(stderr, "arbiter: the database is busy (another Arbiter is writing), retrying…")
	}}
}

// open opens the history; while another process writes, the user is told
// once that Arbiter is retrying.
func (f storeFlags) open(stderr io.Writer) (*storage.Store, int) {
	return f.openWith(stderr, storage.OpenWith)
}

// openWith opens the history with open (storage.OpenWith, or
// storage.OpenReader for a command that only reads).
func (f storeFlags) openWith(stderr io.Writer, open func(string, storage.Options) (*storage.Store, error)) (*storage.Store, int) {
	path, err := f.path()
	if err != nil {
		return nil, pathFail(stderr, err)
	}
	s, err := open(path, f.options(stderr))
	if err != nil {
		return nil, storeFail(stderr, err)
	}
	return s, exitOK
}

// openToRead opens the history for a command that only reads it: in a
// read-only place it works, and says so once on stderr.
func (f storeFlags) openToRead(stderr io.Writer) (*storage.Store, int) {
	s, code := f.openWith(stderr, storage.OpenReader)
	if s != nil && s.ReadOnly() != "" {
		fmt.Fprintf(stderr, "arbiter: note: %s is read-only (%s): it can be read, not changed\n", s.Path(), oneLine(s.ReadOnly()))
	}
	return s, code
}

// openToWrite opens the history for a command that changes it: a
// read-only place is refused at once, naming it.
func (f storeFlags) openToWrite(stderr io.Writer) (*storage.Store, int) {
	s, code := f.open(stderr)
	if s != nil && s.ReadOnly() != "" {
		err := &storage.FileError{Path: s.Path(), Err: storage.ErrReadOnly, Info: s.ReadOnly()}
		s.Close()
		return nil, storeFail(stderr, err)
	}
	return s, code
}

// storeFail words a storage error: refusals of the input exit 2, problems
// of the database exit 1.
func storeFail(stderr io.Writer, err error) int {
	code := exitFailure
	if game.IsRefusal(err) || errors.Is(err, storage.ErrInvalid) || errors.Is(err, storage.ErrNotFound) ||
		errors.Is(err, storage.ErrConflict) || errors.Is(err, storage.ErrExists) {
		code = exitBadInput
	}
	var fe *storage.FileError
	if errors.As(err, &fe) && fe.LatestBackup != "" {
		// The advice names the history: typed as it is printed, it
		// restores this one, not the default history.
		return fail(stderr, code, "%v (to go back to it: arbiter-cli restore --db %s %s)", err, shellQuote(fe.Path), shellQuote(fe.LatestBackup))
	}
	return fail(stderr, code, "%v", err)
}

// shellQuote writes a path so that a shell reads it back as it is.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:+,=@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// printable shows text from the history safely on a terminal: control and
// invisible format characters (which newer Arbiters refuse in names) are
// written as \u escapes.
func printable(s string) string { return escapeUnsafe(s) }

func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || (unicode.Is(unicode.Cf, r) && r != 0x200C && r != 0x200D)
}

func runRecord(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("record")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	input, err := readInput(pos, stdin)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	s, code := f.openToWrite(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	g, err := s.Record(input)
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	// Record has committed: only now is the id printed.
	if *f.json {
		return printJSON(stdout, stderr, gameSummary(g))
	}
	fmt.Fprintln(stdout, g.ID)
	return exitOK
}

// gameListEntry is a game in `games --json`.
type gameListEntry struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	Name       string          `json:"name"`
	Status     string          `json:"status"`
	StartedAt  time.Time       `json:"started_at"`
	FinishedAt *time.Time      `json:"finished_at"`
	Rounds     int             `json:"rounds"`
	Totals     json.RawMessage `json:"totals"`
	Winners    []string        `json:"winners"`
	Players    []storage.Seat  `json:"players"`
}

func gameSummary(g storage.Game) gameListEntry {
	return gameListEntry{ID: g.ID, Kind: g.Kind, Name: g.Name, Status: g.Status, StartedAt: g.StartedAt,
		FinishedAt: g.FinishedAt, Rounds: g.Rounds, Totals: g.Totals, Winners: g.Winners, Players: g.Seats}
}

func runGames(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("games")
	kind := f.fs.String("kind", "", "only this game")
	player := f.fs.String("player", "", "only games of this player")
	status := f.fs.String("status", "", "active, finished or abandoned")
	limit := f.fs.Int("limit", 50, "at most this many, newest first: the first page (0: all)")
	offset := f.fs.Int("offset", 0, "skip this many of the newest (the next page)")
	every := f.fs.Bool("all", false, "every game (the same as --limit 0)")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) > 0 {
		return fail(stderr, exitBadInput, "games takes no arguments, got %q", pos[0])
	}
	if *limit < 0 {
		return fail(stderr, exitBadInput, "--limit must not be negative")
	}
	if *offset < 0 {
		return fail(stderr, exitBadInput, "--offset must not be negative")
	}
	if *every {
		*limit = 0
	}
	if *kind != "" {
		if _, ok := all.InfoFor(*kind); !ok {
			return fail(stderr, exitBadInput, "--kind: %q is not a game: one of %s", *kind, all.IDList())
		}
	}
	s, code := f.openToRead(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	filter := storage.Filter{Kind: *kind, Status: *status}
	if *player != "" {
		p, err := s.PlayerByName(*player)
		if err != nil {
			return storeFail(stderr, s.Explain(err))
		}
		filter.PlayerID = p.ID
	}
	filter.Offset = *offset
	list := []gameListEntry{}
	more := false // whether games come after the page
	for {
		filter.Limit = 1000
		if *limit > 0 {
			// One more than the page tells whether there is a next one.
			filter.Limit = min(1000, *limit-len(list)+1)
		}
		page, err := s.Games(filter)
		if err != nil {
			return storeFail(stderr, s.Explain(err))
		}
		for _, g := range page {
			if *limit > 0 && len(list) == *limit {
				more = true
				break
			}
			list = append(list, gameSummary(g))
		}
		filter.Offset += len(page)
		if more || len(page) < filter.Limit || (*limit > 0 && len(list) >= *limit) {
			break
		}
	}
	next := 0
	if more {
		next = *offset + len(list)
	}
	if *f.json {
		out := map[string]any{"games": list, "offset": *offset}
		if more {
			out["next_offset"] = next
		}
		return printJSON(stdout, stderr, out)
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tSTARTED\tGAME\tSTATUS\tROUNDS\tPLAYERS\tTOTALS\tNAME")
	for _, g := range list {
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", g.ID, g.StartedAt.Local().Format("2006-01-02 15:04"),
			g.Kind, statusText(g.Status, g.Winners), g.Rounds, seatsText(g.Players), g.Totals, printable(g.Name))
	}
	w.Flush()
	if more {
		fmt.Fprintf(stdout, "(games %d to %d, newest first; more with --offset %d, or --all)\n", *offset+1, next, next)
	}
	return exitOK
}

func statusText(status string, winners []string) string {
	if status == storage.StatusFinished && len(winners) > 0 {
		return "won by " + printable(strings.Join(winners, "+"))
	}
	return status
}

func seatsText(seats []storage.Seat) string {
	parts := make([]string, len(seats))
	for i, st := range seats {
		parts[i] = printable(st.Name)
		if st.Side != st.Name {
			parts[i] += " (" + printable(st.Side) + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// shownRound is a round in `show --json`, with its audit trail when it
// was corrected or undone.
type shownRound struct {
	storage.Round
	History []storage.RoundVersion `json:"history,omitempty"`
}

func runShow(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("show")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) != 1 {
		return fail(stderr, exitBadInput, "show takes one game id (see arbiter-cli games)")
	}
	s, code := f.openToRead(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	g, err := s.Game(pos[0])
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	rounds, err := s.Rounds(g.ID, true)
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	shown := make([]shownRound, len(rounds))
	for i, r := range rounds {
		shown[i].Round = r
		if r.Version > 1 {
			if shown[i].History, err = s.RoundHistory(r.ID); err != nil {
				return storeFail(stderr, s.Explain(err))
			}
		}
	}
	sittings, err := s.Sittings(g.ID)
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{"game": g, "rounds": shown, "sittings": sittings})
	}
	w := bufio.NewWriter(stdout)
	name := g.Name
	if name == "" {
		name = "(no name)"
	}
	fmt.Fprintf(w, "%s — %s %s\n", g.ID, g.Kind, printable(name))
	fmt.Fprintf(w, "started %s, %s, %d rounds in %d sittings\n", g.StartedAt.Local().Format("2006-01-02 15:04"),
		statusText(g.Status, g.Winners), g.Rounds, len(sittings))
	fmt.Fprintf(w, "players: %s\n", seatsText(g.Seats))
	fmt.Fprintf(w, "options: %s\n", g.Options)
	fmt.Fprintf(w, "totals:  %s\n", g.Totals)
	if g.Note != "" {
		fmt.Fprintf(w, "note:    %s\n", printable(g.Note))
	}
	for _, r := range shown {
		label := fmt.Sprintf("round %d", r.Number)
		if !r.Live {
			label = "undone"
		}
		extra := ""
		if r.Version > 1 {
			extra = fmt.Sprintf(" (version %d, %s)", r.Version, r.Action)
		}
		fmt.Fprintf(w, "  %-9s %s  totals %s%s\n", label, r.Input, r.TotalsAfter, extra)
	}
	if err := w.Flush(); err != nil {
		return fail(stderr, exitFailure, "%v", err)
	}
	return exitOK
}

func runStats(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("stats")
	player := f.fs.String("player", "", "one player, with head-to-head records")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) > 0 {
		return fail(stderr, exitBadInput, "stats takes no arguments (use --player NAME)")
	}
	s, code := f.openToRead(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	var players []storage.Player
	if *player != "" {
		p, err := s.PlayerByName(*player)
		if err != nil {
			return storeFail(stderr, s.Explain(err))
		}
		players = []storage.Player{p}
	} else if players, err = s.Players(false); err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	stats := []storage.PlayerStats{}
	for _, p := range players {
		st, err := s.PlayerStats(p.ID)
		if err != nil {
			return storeFail(stderr, s.Explain(err))
		}
		stats = append(stats, st)
	}
	h2h := []storage.HeadToHead{}
	if *player != "" {
		others, err := s.Players(true)
		if err != nil {
			return storeFail(stderr, s.Explain(err))
		}
		for _, o := range others {
			if o.ID == players[0].ID {
				continue
			}
			h, err := s.HeadToHead(players[0].ID, o.ID)
			if err != nil {
				return storeFail(stderr, s.Explain(err))
			}
			if h.Against+h.Together > 0 {
				h2h = append(h2h, h)
			}
		}
	}
	if *f.json {
		out := map[string]any{"players": stats}
		if *player != "" {
			out["head_to_head"] = h2h
		}
		return printJSON(stdout, stderr, out)
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "PLAYER\tGAME\tPLAYED\tWON\tWIN RATE\tAVERAGE\tBEST\tSTREAK\tBEST STREAK")
	for _, st := range stats {
		for _, k := range st.Kinds {
			fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%.0f%%\t%s\t%s\t%+d\t%d\n", printable(st.Player.Name), k.Kind, k.Played, k.Won,
				100*k.WinRate, num(k.AvgScore), num(k.BestScore), k.CurrentStreak, k.LongestWinStreak)
		}
	}
	for _, h := range h2h {
		fmt.Fprintf(w, "vs %s\t\t%d\t%d\t(lost %d)\ttogether %d, won %d\t\t\t\n", printable(h.PlayerB.Name), h.Against, h.AWins, h.BWins, h.Together, h.TogetherWins)
	}
	w.Flush()
	return exitOK
}

func num(v *float64) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f", *v)
}

func runExport(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("export")
	format := f.fs.String("format", "json", "json or csv")
	gameID := f.fs.String("game", "", "one game only")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) > 0 {
		return fail(stderr, exitBadInput, "export writes to stdout and takes no arguments, got %q", pos[0])
	}
	if *format != "json" && *format != "csv" {
		return fail(stderr, exitBadInput, "--format: %q is not json or csv", *format)
	}
	s, code := f.openToRead(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	if *format == "csv" {
		err = s.ExportCSV(stdout, *gameID)
	} else {
		err = s.ExportJSON(stdout, *gameID)
	}
	if err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	return exitOK
}

func runImport(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("import")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) != 1 {
		return fail(stderr, exitBadInput, "import takes one file (or - for standard input)")
	}
	// The file to import is input: one that is missing, a folder or
	// unreadable is refused before the history is opened.
	if pos[0] != "-" {
		st, err := os.Stat(pos[0])
		switch {
		case err != nil:
			return fail(stderr, exitBadInput, "nothing imported: cannot read %s: %v", pos[0], errors.Unwrap(err))
		case st.IsDir():
			return fail(stderr, exitBadInput, "nothing imported: %s is a folder, not an export file", pos[0])
		}
		in, err := os.Open(pos[0])
		if err != nil {
			return fail(stderr, exitBadInput, "nothing imported: cannot read %s: %v", pos[0], errors.Unwrap(err))
		}
		in.Close()
	}
	s, code := f.openToWrite(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	var res storage.ImportResult
	if pos[0] == "-" {
		res, err = s.ImportJSON(stdin)
	} else {
		res, err = s.ImportFile(pos[0])
	}
	if err != nil {
		return storeFail(stderr, fmt.Errorf("nothing imported: %w", s.Explain(err)))
	}
	if *f.json {
		return printJSON(stdout, stderr, res)
	}
	fmt.Fprintf(stdout, "imported %d games (%d already stored), %d players added (%d already known), %d round versions\n",
		res.GamesAdded, res.GamesSkipped, res.PlayersAdded, res.PlayersMatched, res.Rounds)
	return exitOK
}

func runBackup(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("backup")
	force := f.fs.Bool("force", false, "replace a file at DEST (never the history, a -wal/-shm/-journal, or a database in use)")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) != 1 || pos[0] == "" {
		return fail(stderr, exitBadInput, "backup takes one destination file")
	}
	s, code := f.openToRead(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	if err := s.BackupWith(pos[0], storage.BackupOptions{Force: *force}); err != nil {
		return storeFail(stderr, s.Explain(err))
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{"backup": pos[0], "source": s.Path()})
	}
	fmt.Fprintf(stdout, "backed up %s to %s\n", s.Path(), pos[0])
	return exitOK
}

func runRestore(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("restore")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) != 1 || pos[0] == "" {
		return fail(stderr, exitBadInput, "restore takes one backup file")
	}
	if st, err := os.Stat(pos[0]); err != nil {
		return fail(stderr, exitBadInput, "cannot restore from %s: %v", pos[0], errors.Unwrap(err))
	} else if st.IsDir() {
		return fail(stderr, exitBadInput, "cannot restore from %s: it is a folder", pos[0])
	}
	path, err := f.path()
	if err != nil {
		return pathFail(stderr, err)
	}
	// The backup is checked completely before anything is touched; a
	// damaged history is set aside (renamed with its -wal and -shm, never
	// deleted); anything that is not a history is left alone.
	res, err := storage.RestoreFile(path, pos[0], f.options(stderr))
	if err != nil {
		return storeFail(stderr, err)
	}
	if res.DamagedKept != "" {
		fmt.Fprintf(stderr, "arbiter: the damaged history was moved to %s (with its -wal and -shm, if any)\n", res.DamagedKept)
	}
	if *f.json {
		return printJSON(stdout, stderr, res)
	}
	switch {
	case res.Saved != "":
		fmt.Fprintf(stdout, "restored %s from %s (the previous history was saved to %s)\n", res.Path, pos[0], res.Saved)
	case res.DamagedKept != "":
		fmt.Fprintf(stdout, "restored %s from %s (the damaged history was moved to %s)\n", res.Path, pos[0], res.DamagedKept)
	default:
		fmt.Fprintf(stdout, "restored %s from %s (there was no history there before)\n", res.Path, pos[0])
	}
	return exitOK
}

func runCheck(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	f := newStoreFlags("check")
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) > 1 {
		return fail(stderr, exitBadInput, "check takes at most one database file")
	}
	path, err := f.path()
	if len(pos) == 1 {
		path, err = pos[0], nil
		if strings.TrimSpace(path) == "" {
			err = errors.New("check: the path is empty")
		}
	}
	if err != nil {
		if len(pos) == 1 {
			return fail(stderr, exitBadInput, "%v", err)
		}
		return pathFail(stderr, err)
	}
	rep, err := storage.Check(path)
	if err != nil {
		if *f.json {
			var fe *storage.FileError
			if errors.As(err, &fe) {
				rep.QuickCheck = fe.Info
			}
			out := map[string]any{"ok": false, "path": rep.Path, "error": err.Error(), "latest_backup": rep.LatestBackup}
			printJSON(stdout, stderr, out)
		}
		return storeFail(stderr, err)
	}
	if *f.json {
		return printJSON(stdout, stderr, rep)
	}
	extra := ""
	if rep.ReadOnly != "" {
		extra += "; read-only: " + rep.ReadOnly + ", it can be read, not changed"
	}
	if rep.Upgrade != "" {
		extra += "; " + rep.Upgrade
	}
	fmt.Fprintf(stdout, "ok: %s (schema %d, %d players, %d games, %d rounds)%s\n", rep.Path, rep.SchemaVersion, rep.Players, rep.Games, rep.Rounds, oneLine(extra))
	return exitOK
}
