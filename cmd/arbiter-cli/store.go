package main

import (
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

	"arbiter/engine/game"
	"arbiter/storage"
)

// The history commands: every one takes --db PATH (default: $ARBITER_DB,
// then the XDG data folder) and --json; flags may come before or after the
// arguments.
func init() {
	commands["record"] = command{"[FILE|-]   store a game (score input + \"players\", \"name\"); prints its id", runRecord}
	commands["games"] = command{"           list the stored games (--kind, --player, --status, --limit)", runGames}
	commands["show"] = command{"ID         one stored game: seats, rounds, totals, corrections", runShow}
	commands["stats"] = command{"[--player NAME]  statistics per player and game kind", runStats}
	commands["export"] = command{"--format json|csv [--game ID]  the history (or one game) on stdout", runExport}
	commands["import"] = command{"FILE|-     add an exported history (all or nothing, no duplicates)", runImport}
	commands["backup"] = command{"DEST       copy the database (SQLite online backup)", runBackup}
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

func (f storeFlags) path() (string, error) {
	if *f.db != "" {
		return *f.db, nil
	}
	return storage.DefaultPath()
}

// open opens the history; while another process writes, the user is told
// once that Arbiter is retrying.
func (f storeFlags) open(stderr io.Writer) (*storage.Store, int) {
	path, err := f.path()
	if err != nil {
		return nil, fail(stderr, exitFailure, "%v", err)
	}
	s, err := storage.OpenWith(path, storage.Options{OnBusy: func() {
		fmt.Fprintln(stderr, "arbiter: the database is busy (another Arbiter is writing), retrying…")
	}})
	if err != nil {
		return nil, storeFail(stderr, err)
	}
	return s, exitOK
}

// storeFail words a storage error: refusals of the input exit 2, problems
// of the database exit 1.
func storeFail(stderr io.Writer, err error) int {
	code := exitFailure
	if game.IsRefusal(err) || errors.Is(err, storage.ErrInvalid) || errors.Is(err, storage.ErrNotFound) ||
		errors.Is(err, storage.ErrConflict) {
		code = exitBadInput
	}
	var fe *storage.FileError
	if errors.As(err, &fe) && fe.LatestBackup != "" {
		return fail(stderr, code, "%v (to go back to it: arbiter-cli restore %s)", err, fe.LatestBackup)
	}
	return fail(stderr, code, "%v", err)
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
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	g, err := s.Record(input)
	if err != nil {
		return storeFail(stderr, err)
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
	limit := f.fs.Int("limit", 0, "at most this many (newest first); 0: all")
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
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	filter := storage.Filter{Kind: *kind, Status: *status}
	if *player != "" {
		p, err := s.PlayerByName(*player)
		if err != nil {
			return storeFail(stderr, err)
		}
		filter.PlayerID = p.ID
	}
	list := []gameListEntry{}
	for {
		filter.Limit = 1000
		if *limit > 0 {
			filter.Limit = min(1000, *limit-len(list))
		}
		page, err := s.Games(filter)
		if err != nil {
			return storeFail(stderr, err)
		}
		for _, g := range page {
			list = append(list, gameSummary(g))
		}
		filter.Offset += len(page)
		if len(page) < filter.Limit || (*limit > 0 && len(list) >= *limit) {
			break
		}
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{"games": list})
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "ID\tSTARTED\tGAME\tSTATUS\tROUNDS\tPLAYERS\tTOTALS\tNAME")
	for _, g := range list {
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", g.ID, g.StartedAt.Local().Format("2006-01-02 15:04"),
			g.Kind, statusText(g.Status, g.Winners), g.Rounds, seatsText(g.Players), g.Totals, g.Name)
	}
	w.Flush()
	return exitOK
}

func statusText(status string, winners []string) string {
	if status == storage.StatusFinished && len(winners) > 0 {
		return "won by " + strings.Join(winners, "+")
	}
	return status
}

func seatsText(seats []storage.Seat) string {
	parts := make([]string, len(seats))
	for i, st := range seats {
		parts[i] = st.Name
		if st.Side != st.Name {
			parts[i] += " (" + st.Side + ")"
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
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	g, err := s.Game(pos[0])
	if err != nil {
		return storeFail(stderr, err)
	}
	rounds, err := s.Rounds(g.ID, true)
	if err != nil {
		return storeFail(stderr, err)
	}
	shown := make([]shownRound, len(rounds))
	for i, r := range rounds {
		shown[i].Round = r
		if r.Version > 1 {
			if shown[i].History, err = s.RoundHistory(r.ID); err != nil {
				return storeFail(stderr, err)
			}
		}
	}
	sittings, err := s.Sittings(g.ID)
	if err != nil {
		return storeFail(stderr, err)
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{"game": g, "rounds": shown, "sittings": sittings})
	}
	w := bufio.NewWriter(stdout)
	name := g.Name
	if name == "" {
		name = "(no name)"
	}
	fmt.Fprintf(w, "%s — %s %s\n", g.ID, g.Kind, name)
	fmt.Fprintf(w, "started %s, %s, %d rounds in %d sittings\n", g.StartedAt.Local().Format("2006-01-02 15:04"),
		statusText(g.Status, g.Winners), g.Rounds, len(sittings))
	fmt.Fprintf(w, "players: %s\n", seatsText(g.Seats))
	fmt.Fprintf(w, "options: %s\n", g.Options)
	fmt.Fprintf(w, "totals:  %s\n", g.Totals)
	if g.Note != "" {
		fmt.Fprintf(w, "note:    %s\n", g.Note)
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
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	var players []storage.Player
	if *player != "" {
		p, err := s.PlayerByName(*player)
		if err != nil {
			return storeFail(stderr, err)
		}
		players = []storage.Player{p}
	} else if players, err = s.Players(false); err != nil {
		return storeFail(stderr, err)
	}
	stats := []storage.PlayerStats{}
	for _, p := range players {
		st, err := s.PlayerStats(p.ID)
		if err != nil {
			return storeFail(stderr, err)
		}
		stats = append(stats, st)
	}
	h2h := []storage.HeadToHead{}
	if *player != "" {
		others, err := s.Players(true)
		if err != nil {
			return storeFail(stderr, err)
		}
		for _, o := range others {
			if o.ID == players[0].ID {
				continue
			}
			h, err := s.HeadToHead(players[0].ID, o.ID)
			if err != nil {
				return storeFail(stderr, err)
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
			fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%.0f%%\t%s\t%s\t%+d\t%d\n", st.Player.Name, k.Kind, k.Played, k.Won,
				100*k.WinRate, num(k.AvgScore), num(k.BestScore), k.CurrentStreak, k.LongestWinStreak)
		}
	}
	for _, h := range h2h {
		fmt.Fprintf(w, "vs %s\t\t%d\t%d\t(lost %d)\ttogether %d, won %d\t\t\t\n", h.PlayerB.Name, h.Against, h.AWins, h.BWins, h.Together, h.TogetherWins)
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
	s, code := f.open(stderr)
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
		return storeFail(stderr, err)
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
	s, code := f.open(stderr)
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
		return storeFail(stderr, fmt.Errorf("nothing imported: %w", err))
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
	pos, err := f.parse(args)
	if err != nil {
		return fail(stderr, exitBadInput, "%v", err)
	}
	if len(pos) != 1 {
		return fail(stderr, exitBadInput, "backup takes one destination file")
	}
	s, code := f.open(stderr)
	if s == nil {
		return code
	}
	defer s.Close()
	if err := s.Backup(pos[0]); err != nil {
		return storeFail(stderr, err)
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
	if len(pos) != 1 {
		return fail(stderr, exitBadInput, "restore takes one backup file")
	}
	if _, err := os.Stat(pos[0]); err != nil {
		return fail(stderr, exitBadInput, "cannot restore from %s: %v", pos[0], errors.Unwrap(err))
	}
	path, err := f.path()
	if err != nil {
		return fail(stderr, exitFailure, "%v", err)
	}
	// A damaged history is set aside (never modified) and the backup
	// becomes the history.
	s, err := storage.Open(path)
	var fe *storage.FileError
	if errors.As(err, &fe) {
		aside := path + ".damaged-" + time.Now().UTC().Format("20060102-150405")
		if err := os.Rename(path, aside); err != nil {
			return fail(stderr, exitFailure, "cannot set the damaged history aside: %v", err)
		}
		os.Remove(path + "-wal")
		os.Remove(path + "-shm")
		fmt.Fprintf(stderr, "arbiter: the damaged history was moved to %s\n", aside)
		s, err = storage.Open(path)
	}
	if err != nil {
		return storeFail(stderr, err)
	}
	defer s.Close()
	saved, err := s.Restore(pos[0])
	if err != nil {
		return storeFail(stderr, err)
	}
	if *f.json {
		return printJSON(stdout, stderr, map[string]any{"restored": pos[0], "previous_saved_to": saved})
	}
	fmt.Fprintf(stdout, "restored %s from %s (the previous history was saved to %s)\n", s.Path(), pos[0], saved)
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
	}
	if err != nil {
		return fail(stderr, exitFailure, "%v", err)
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
	fmt.Fprintf(stdout, "ok: %s (schema %d, %d players, %d games, %d rounds)\n", rep.Path, rep.SchemaVersion, rep.Players, rep.Games, rep.Rounds)
	return exitOK
}
