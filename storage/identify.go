package storage

import (
	"bytes"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// ApplicationID is Arbiter's mark in the SQLite header (PRAGMA
// application_id, bytes 68-71): "ARBT". Every history this build creates or
// upgrades carries it; files written before it existed (application id 0,
// user_version 1 or 2) are recognised by their schema and given it.
const ApplicationID = 0x41524254

// fileState is what an inspection found out about a history file. It only
// reads: nothing is created beside the file (no -wal, no -shm).
type fileState struct {
	path     string
	exists   bool
	walSize  int64 // size of the -wal beside the file, -1 when there is none
	shm      bool  // a -shm is beside the file
	version  int   // PRAGMA user_version
	appID    int32 // PRAGMA application_id
	legacy   bool  // no application id yet: recognised by its schema
	checked  bool  // quick_check passed during the inspection
	stale    []string
	readOnly string // why the place cannot be written, "" if it can
}

// lookMode says how deep an inspection goes.
type lookMode int

const (
	// lookOpen identifies the file (header, application id, schema) and
	// runs quick_check only when an earlier session did not close.
	lookOpen lookMode = iota
	// lookFull also runs integrity_check (quick_check and more: every
	// index against its table) and foreign_key_check: check, restore
	// sources.
	lookFull
	// lookQuick runs quick_check whatever the session marks say: a
	// history about to be replaced, which must be backed up first unless
	// it is damaged.
	lookQuick
)

var sqliteMagic = []byte("SQLite format 3\x00")

// inspect looks at the file at path; see look.
func inspect(path string, mode lookMode) (*fileState, error) {
	st, db, err := look(path, mode)
	if db != nil {
		db.Close()
	}
	return st, err
}

// look inspects path without writing anything, and returns what it found
// with the read-only connection it used (nil for a missing file; the
// caller closes it). A file that is not positively an Arbiter history, a
// damaged one, a newer one or one that cannot be read is a *FileError.
//
// The main file is read with immutable=1 (no locks, no side files) when no
// write-ahead log is beside it, since then the file holds everything; when
// a -wal with content is there (a session is running or did not close),
// through an ordinary read-only connection so the log is read too.
func look(path string, mode lookMode) (*fileState, *sql.DB, error) {
	var st *fileState
	var db *sql.DB
	var err error
	// A writer may change the file while it is read without locks; when
	// the verdict is bad and the file moved meanwhile, look again.
	for attempt := 0; attempt < 3; attempt++ {
		before := statSig(path)
		st, db, err = lookOnce(path, mode)
		if err == nil || statSig(path) == before {
			break
		}
		if db != nil {
			db.Close()
			db = nil
		}
	}
	return st, db, err
}

// statSig is a cheap signature of the file and its -wal.
func statSig(path string) string {
	var b strings.Builder
	for _, p := range []string{path, path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			fmt.Fprintf(&b, "%d/%d;", fi.Size(), fi.ModTime().UnixNano())
		} else {
			b.WriteString("-;")
		}
	}
	return b.String()
}

func lookOnce(path string, mode lookMode) (*fileState, *sql.DB, error) {
	st := &fileState{path: path, walSize: -1}
	if fi, err := os.Stat(path + "-wal"); err == nil {
		st.walSize = fi.Size()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return st, nil, accessError(path, path+"-wal", err)
	}
	if _, err := os.Stat(path + "-shm"); err == nil {
		st.shm = true
	}
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if st.walSize > 0 {
			return st, nil, &FileError{Path: path, Err: ErrCorrupt,
				Info: "the history is missing but its write-ahead log " + path + "-wal is there and may hold rounds: put the history back, or move the -wal away"}
		}
		return st, nil, nil
	case err != nil:
		return st, nil, accessError(path, path, err)
	case fi.IsDir():
		return st, nil, &FileError{Path: path, Err: ErrNotArbiter, Info: "it is a folder"}
	case !fi.Mode().IsRegular():
		return st, nil, &FileError{Path: path, Err: ErrNotArbiter, Info: "it is not a regular file"}
	case fi.Size() == 0:
		return st, nil, &FileError{Path: path, Err: ErrNotArbiter, Info: "the file is empty (0 bytes)"}
	}
	st.exists = true
	files := []string{path}
	if st.walSize >= 0 {
		files = append(files, path+"-wal")
	}
	if st.shm {
		files = append(files, path+"-shm")
	}
	for _, p := range files {
		if err := canRead(p); err != nil {
			return st, nil, accessError(path, p, err)
		}
	}
	st.readOnly = placeReadOnly(path, st.walSize >= 0, st.shm)

	// The header, read directly unless this process has the file open
	// through SQLite (closing another descriptor of the file would drop
	// the POSIX locks SQLite holds on it).
	magicOK := false
	if !openHere(path) {
		h, err := readHeader(path)
		if err != nil {
			return st, nil, accessError(path, path, err)
		}
		if err := checkHeader(path, h, fi.Size(), st.walSize > 0); err != nil {
			return st, nil, err
		}
		magicOK = true
	}

	var dsn string
	switch {
	case st.walSize <= 0:
		dsn = inspectDSN(path, true)
	case st.shm || st.readOnly == "":
		dsn = inspectDSN(path, false)
	default:
		return st, nil, &FileError{Path: path, Err: ErrReadOnly,
			Info: "its write-ahead log " + path + "-wal holds changes that cannot be read without " + path + "-shm, which cannot be created here: " + st.readOnly}
	}
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return st, nil, err
	}
	db.SetMaxOpenConns(1)
	fail := func(err error) (*fileState, *sql.DB, error) {
		db.Close()
		err = classify(path, err)
		var fe *FileError
		if magicOK && errors.As(err, &fe) && fe.Err == ErrNotSQLite {
			fe.Err = ErrCorrupt // it starts like SQLite: a damaged one
		}
		return st, nil, err
	}
	if err := identify(db, st); err != nil {
		return fail(err)
	}
	if st.version >= 2 {
		marks, err := readSessions(db)
		if err != nil {
			return fail(err)
		}
		for key, m := range marks {
			if m.stale() {
				st.stale = append(st.stale, key)
			}
		}
		sort.Strings(st.stale)
	}
	// A file about to be upgraded (written) is checked first, as is one
	// whose last session did not close.
	switch {
	case mode == lookFull:
		if err := integrityCheck(db); err != nil {
			return fail(err)
		}
		st.checked = true
	case mode == lookQuick || len(st.stale) > 0 || st.legacy || st.version < SchemaVersion:
		if err := quickCheck(db); err != nil {
			return fail(err)
		}
		st.checked = true
	}
	if mode == lookFull {
		if err := foreignKeyCheck(db); err != nil {
			return fail(err)
		}
		if err := contentCheck(db); err != nil {
			return fail(err)
		}
	}
	return st, db, nil
}

// inspectDSN opens a file read-only for inspection; immutable also means
// no locks and no -wal/-shm created.
func inspectDSN(path string, immutable bool) string {
	q := "mode=ro&_busy_timeout=5000"
	if immutable {
		q = "mode=ro&immutable=1"
	}
	return "file:" + escapePath(path) + "?" + q
}

func escapePath(path string) string {
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
}

// header is what the first 100 bytes of a file say.
type header []byte

func readHeader(path string) (header, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := make([]byte, 100)
	n, err := io.ReadFull(f, b)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return header(b[:n]), nil
}

func (h header) u32(at int) uint32 { return binary.BigEndian.Uint32(h[at : at+4]) }

// checkHeader refuses, from the header alone, what is plainly not an
// Arbiter history or plainly damaged.
func checkHeader(path string, h header, size int64, walHasData bool) error {
	if len(h) < len(sqliteMagic) || !bytes.Equal(h[:len(sqliteMagic)], sqliteMagic) {
		return &FileError{Path: path, Err: ErrNotSQLite, Info: "the file does not start with the SQLite header"}
	}
	if len(h) < 100 {
		return &FileError{Path: path, Err: ErrCorrupt, Info: fmt.Sprintf("the file is truncated (%d bytes)", size)}
	}
	app := int32(h.u32(68))
	if app != 0 && app != ApplicationID {
		return &FileError{Path: path, Err: ErrNotArbiter,
			Info: fmt.Sprintf("its application id 0x%08x is another application's", uint32(app))}
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize < 512 || pageSize&(pageSize-1) != 0 || (h[18] != 1 && h[18] != 2) || (h[19] != 1 && h[19] != 2) {
		return &FileError{Path: path, Err: ErrCorrupt, Info: "its SQLite header is damaged"}
	}
	if v := int(int32(h.u32(60))); app == ApplicationID && v > SchemaVersion {
		return newerError(path, v)
	}
	// The page count in the header is valid when the change counter
	// matches "version-valid-for"; a checkpoint in progress may leave the
	// file shorter while the -wal still holds the pages.
	pages := int64(h.u32(28))
	if !walHasData && pages > 0 && h.u32(24) == h.u32(92) && size < pages*pageSize {
		return &FileError{Path: path, Err: ErrCorrupt,
			Info: fmt.Sprintf("the file is truncated: %d bytes, its header says %d", size, pages*pageSize)}
	}
	return nil
}

// identify reads the application id, the schema version and the schema,
// and says whether they are Arbiter's.
func identify(q querier, st *fileState) error {
	var app int64
	if err := q.QueryRow("PRAGMA application_id").Scan(&app); err != nil {
		return err
	}
	st.appID = int32(app)
	if err := q.QueryRow("PRAGMA user_version").Scan(&st.version); err != nil {
		return err
	}
	ours := st.appID == ApplicationID
	switch {
	case st.appID != 0 && !ours:
		return &FileError{Err: ErrNotArbiter, Info: fmt.Sprintf("its application id 0x%08x is another application's", uint32(st.appID))}
	case st.version > SchemaVersion && ours:
		return newerError("", st.version)
	case st.version > SchemaVersion || st.version < 1:
		if ours {
			return &FileError{Err: ErrCorrupt, Info: fmt.Sprintf("Arbiter's application id with schema version %d", st.version)}
		}
		return &FileError{Err: ErrNotArbiter, Info: fmt.Sprintf("no Arbiter application id, and schema version %d is not one Arbiter wrote%s", st.version, tablesHint(q))}
	}
	want, err := expectedSchema(st.version)
	if err != nil {
		return err
	}
	got, err := readSchema(q, want)
	if err != nil {
		return err
	}
	if diff := schemaDiff(got, want); diff != "" {
		if ours {
			return &FileError{Err: ErrCorrupt, Info: fmt.Sprintf("its schema is not Arbiter's schema %d: %s", st.version, diff)}
		}
		return &FileError{Err: ErrNotArbiter, Info: fmt.Sprintf("no Arbiter application id and its schema is not Arbiter's: %s", diff)}
	}
	st.legacy = !ours
	return nil
}

// tablesHint names a few tables of a foreign file, for the message.
func tablesHint(q querier) string {
	rows, err := q.Query("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name LIMIT 6")
	if err != nil {
		return ""
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if rows.Scan(&n) == nil {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "; it has no tables"
	}
	return "; its tables: " + strings.Join(names, ", ")
}

// schemaSig is a schema: object name -> its signature (kind, columns).
type schemaSig map[string]string

var (
	schemaMu    sync.Mutex
	schemaCache = map[int]schemaSig{}
)

// expectedSchema is the schema migrations 1..v produce. The schemas of
// this build's migrations are written out in schema_expected.go (a test
// checks they are what the migrations give), so a one-shot command does
// not build them in memory at every open; anything else is built once in
// memory from the embedded files.
func expectedSchema(v int) (schemaSig, error) {
	if s, ok := expectedSchemas[v]; ok && v <= SchemaVersion {
		return s, nil
	}
	schemaMu.Lock()
	defer schemaMu.Unlock()
	if s, ok := schemaCache[v]; ok {
		return s, nil
	}
	s, err := buildSchema(v)
	if err != nil {
		return nil, err
	}
	schemaCache[v] = s
	return s, nil
}

// buildSchema runs migrations 1..v on an empty database in memory and
// reads the schema they leave.
func buildSchema(v int) (schemaSig, error) {
	db, err := sql.Open("sqlite3", "file::memory:?mode=memory")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, m := range migrations[:v] {
		if _, err := db.Exec(m.SQL); err != nil {
			return nil, fmt.Errorf("storage: migration %s: %w", m.Name, err)
		}
	}
	return readSchema(db, nil)
}

// readSchema reads the tables and indexes of a database (not SQLite's
// own), with their columns, in one query. want is not needed any more (it
// saved queries when the columns took one each) and is ignored.
func readSchema(q querier, _ schemaSig) (schemaSig, error) {
	rows, err := q.Query(`
		SELECT m.type, m.name, m.tbl_name, coalesce(c.cols, '') FROM sqlite_schema m
		LEFT JOIN (
			SELECT t.name AS obj, group_concat(p.name || ' ' || upper(p.type) || ' ' || p."notnull" || ' ' || p.pk, ', ' ORDER BY p.cid) AS cols
			FROM (SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\') t,
				pragma_table_info(t.name) p
			GROUP BY t.name
			UNION ALL
			SELECT i.name, group_concat(coalesce(x.name, ''), ', ' ORDER BY x.seqno)
			FROM (SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite\_%' ESCAPE '\') i,
				pragma_index_info(i.name) x
			GROUP BY i.name
		) c ON c.obj = m.name
		WHERE m.name NOT LIKE 'sqlite\_%' ESCAPE '\' ORDER BY m.name`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	s := schemaSig{}
	for rows.Next() {
		var typ, name, tbl, cols string
		if err := rows.Scan(&typ, &name, &tbl, &cols); err != nil {
			return nil, err
		}
		if typ == "table" || typ == "index" {
			s[name] = typ + " " + tbl + "(" + cols + ")"
		} else {
			s[name] = typ
		}
	}
	return s, rows.Err()
}

// schemaDiff says how got differs from want ("" when equal), in a few
// words.
func schemaDiff(got, want schemaSig) string {
	var missing, extra, changed []string
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			missing = append(missing, name)
		case !strings.Contains(g, " ") || !strings.Contains(w, " "):
			if strings.Fields(g)[0] != strings.Fields(w)[0] {
				changed = append(changed, name)
			}
		case g != w:
			changed = append(changed, name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			extra = append(extra, name)
		}
	}
	var parts []string
	for _, l := range []struct {
		what  string
		names []string
	}{{"missing", missing}, {"not Arbiter's", extra}, {"different", changed}} {
		if len(l.names) == 0 {
			continue
		}
		sort.Strings(l.names)
		if len(l.names) > 6 {
			l.names = append(l.names[:6], "…")
		}
		parts = append(parts, l.what+": "+strings.Join(l.names, ", "))
	}
	return strings.Join(parts, "; ")
}

func newerError(path string, v int) error {
	return &FileError{Path: path, Err: ErrNewerSchema,
		Info: fmt.Sprintf("schema %d, this Arbiter knows up to %d: update Arbiter to open it", v, SchemaVersion)}
}

// quickChecks counts the whole-file checks run (the tests watch that
// opening does not run one).
var quickChecks atomic.Int64

// quickCheck runs PRAGMA quick_check and returns its report as an error
// unless it is "ok".
func quickCheck(q querier) error {
	return runCheck(q, "quick_check")
}

// integrityCheck runs PRAGMA integrity_check: quick_check, and every index
// checked against its table.
func integrityCheck(q querier) error {
	return runCheck(q, "integrity_check")
}

func runCheck(q querier, pragma string) error {
	quickChecks.Add(1)
	lines, err := checkLines(q, pragma)
	if err != nil {
		var se sqlite3.Error
		if errors.As(err, &se) && (se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB) {
			return &FileError{Err: ErrCorrupt, Info: pragma + ": " + se.Error()}
		}
		return err
	}
	if len(lines) == 1 && lines[0] == "ok" {
		return nil
	}
	return &FileError{Err: ErrCorrupt, Info: pragma + ": " + strings.Join(lines, "; ")}
}

func checkLines(q querier, pragma string) ([]string, error) {
	rows, err := q.Query("PRAGMA " + pragma + "(20)")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return nil, err
		}
		lines = append(lines, l)
	}
	return lines, rows.Err()
}

// foreignKeyCheck refuses a history whose rows point at rows that are not
// there (a seat without its player...): commands would fail on it.
func foreignKeyCheck(q querier) error {
	rows, err := q.Query("PRAGMA foreign_key_check")
	if err != nil {
		return err
	}
	defer rows.Close()
	var found []string
	for rows.Next() && len(found) < 5 {
		var table, parent string
		var rowid sql.NullInt64
		var fkid int
		if err := rows.Scan(&table, &rowid, &parent, &fkid); err != nil {
			return err
		}
		found = append(found, fmt.Sprintf("a row of %s points at a missing %s", table, parent))
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if len(found) > 0 {
		return &FileError{Err: ErrCorrupt, Info: "foreign_key_check: " + strings.Join(found, "; ")}
	}
	return nil
}

// jsonColumns are the columns Arbiter stores JSON in, with the JSON type
// its code reads there ("" for any). A column a later schema drops is
// skipped; a new JSON column belongs here.
var jsonColumns = map[string]map[string]string{
	"games":          {"options": "object", "setup": "object", "winners": "array", "totals": "object"},
	"rounds":         {"totals_after": "object", "state_after": "object", "result": ""},
	"round_versions": {"input": "", "outcome": ""},
}

// contentCheck refuses rows the commands could not read: a value whose
// storage class is not its column's declared type (SQLite keeps text in an
// INTEGER column), or a JSON column holding invalid JSON or JSON of the
// wrong type. It reads every row once.
func contentCheck(q querier) error {
	rows, err := q.Query("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, n)
	}
	rows.Close()
	for _, table := range tables {
		crows, err := q.Query(`SELECT name, upper(type) FROM pragma_table_info(?)`, table)
		if err != nil {
			return err
		}
		var cases []string
		for crows.Next() {
			var col, typ string
			if err := crows.Scan(&col, &typ); err != nil {
				crows.Close()
				return err
			}
			c := `"` + strings.ReplaceAll(col, `"`, `""`) + `"`
			allowed := ""
			switch typ {
			case "INTEGER":
				allowed = "'integer', 'null'"
			case "TEXT":
				allowed = "'text', 'null'"
			case "REAL":
				allowed = "'real', 'integer', 'null'"
			}
			if allowed != "" {
				cases = append(cases, fmt.Sprintf("WHEN typeof(%s) NOT IN (%s) THEN '%s holds ' || typeof(%s) || ', not %s'", c, allowed, col, c, strings.ToLower(typ)))
			}
			if want, ok := jsonColumns[table][col]; ok {
				cond := fmt.Sprintf("%s IS NOT NULL AND NOT json_valid(%s)", c, c)
				if want != "" {
					cond = fmt.Sprintf("%s IS NOT NULL AND (NOT json_valid(%s) OR json_type(%s) <> '%s')", c, c, c, want)
				}
				what := "JSON"
				if want != "" {
					what = "a JSON " + want
				}
				cases = append(cases, fmt.Sprintf("WHEN %s THEN '%s is not %s'", cond, col, what))
			}
		}
		crows.Close()
		if len(cases) == 0 {
			continue
		}
		t := `"` + strings.ReplaceAll(table, `"`, `""`) + `"`
		var bad string
		err = q.QueryRow(fmt.Sprintf("SELECT bad FROM (SELECT CASE %s END AS bad FROM %s) WHERE bad IS NOT NULL LIMIT 1",
			strings.Join(cases, " "), t)).Scan(&bad)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return err
		}
		return &FileError{Err: ErrCorrupt, Info: fmt.Sprintf("a row of %s cannot be read: %s", table, bad)}
	}
	return nil
}

// classify turns an error met on a history file into what it means:
// a *FileError (damaged, not SQLite, permission, read-only, disk full), an
// ErrBusy, or the error with the path.
func classify(path string, err error) error {
	if err == nil {
		return nil
	}
	var fe *FileError
	if errors.As(err, &fe) {
		if fe.Path == "" {
			fe.Path = path
		}
		return fe
	}
	if errors.Is(err, ErrBusy) {
		return err
	}
	var se sqlite3.Error
	if errors.As(err, &se) {
		switch se.Code {
		case sqlite3.ErrNotADB:
			return &FileError{Path: path, Err: ErrNotSQLite, Info: se.Error()}
		case sqlite3.ErrCorrupt:
			return &FileError{Path: path, Err: ErrCorrupt, Info: se.Error()}
		case sqlite3.ErrBusy, sqlite3.ErrLocked:
			return fmt.Errorf("%s: %w", path, ErrBusy)
		case sqlite3.ErrReadonly:
			return &FileError{Path: path, Err: ErrReadOnly, Info: se.Error()}
		case sqlite3.ErrPerm, sqlite3.ErrAuth:
			return &FileError{Path: path, Err: ErrPermission, Info: se.Error()}
		case sqlite3.ErrFull:
			return &FileError{Path: path, Err: ErrDiskFull, Info: se.Error()}
		}
		if e := errnoError(path, se.SystemErrno, se.Error()); e != nil {
			return e
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		if e := errnoError(path, errno, err.Error()); e != nil {
			return e
		}
	}
	return fmt.Errorf("%s: %w", path, err)
}

// errnoError words a system error of the file or its place.
func errnoError(path string, errno syscall.Errno, info string) error {
	switch errno {
	case syscall.ENOSPC:
		return &FileError{Path: path, Err: ErrDiskFull, Info: info}
	case syscall.EROFS:
		return &FileError{Path: path, Err: ErrReadOnly, Info: info}
	case syscall.EACCES, syscall.EPERM:
		return &FileError{Path: path, Err: ErrPermission, Info: info}
	}
	return nil
}

// accessError words a failure to read file (the history at path, or one
// of its side files).
func accessError(path, file string, err error) error {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		switch errno {
		case syscall.EACCES, syscall.EPERM:
			return &FileError{Path: path, Err: ErrPermission, Info: "cannot read " + file}
		}
	}
	if errors.Is(err, fs.ErrPermission) {
		return &FileError{Path: path, Err: ErrPermission, Info: "cannot read " + file}
	}
	return fmt.Errorf("cannot read %s: %w", file, err)
}

// placeReadOnly says why the history at path cannot be written ("" when
// it can): the file, its -wal and -shm and its folder must be writable.
func placeReadOnly(path string, wal, shm bool) string {
	files := []string{path}
	if wal {
		files = append(files, path+"-wal")
	}
	if shm {
		files = append(files, path+"-shm")
	}
	files = append(files, filepath.Dir(path))
	for _, f := range files {
		if err := canWrite(f); err != nil {
			return whyReadOnly(f, err)
		}
	}
	return ""
}

func whyReadOnly(file string, err error) string {
	what := "the file " + file
	if fi, e := os.Stat(file); e == nil && fi.IsDir() {
		what = "the folder " + file
	}
	var errno syscall.Errno
	if errors.As(err, &errno) && errno == syscall.EROFS {
		return what + " is on a read-only file system"
	}
	return what + " cannot be written (" + errText(err) + ")"
}

// errText is the system's words for err, without the path.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// The files this process holds open through a Store: reading their header
// with a plain descriptor would drop SQLite's POSIX locks when closed.
var (
	openMu    sync.Mutex
	openFiles = map[any]int{}
)

func openHere(path string) bool {
	key, ok := fileKey(path)
	if !ok {
		return false
	}
	openMu.Lock()
	defer openMu.Unlock()
	return openFiles[key] > 0
}

// markOpen records that a Store holds path open and returns the key to
// give to unmarkOpen.
func markOpen(path string) any {
	key, ok := fileKey(path)
	if !ok {
		return nil
	}
	openMu.Lock()
	defer openMu.Unlock()
	openFiles[key]++
	return key
}

func unmarkOpen(key any) {
	if key == nil {
		return
	}
	openMu.Lock()
	defer openMu.Unlock()
	openFiles[key]--
	if openFiles[key] <= 0 {
		delete(openFiles, key)
	}
}

// sessionMark is the app_state row a Store writes with its first write
// and deletes when it closes: one left behind means that session did not
// close cleanly, and the next open runs quick_check.
type sessionMark struct {
	PID   int    `json:"pid"`
	Host  string `json:"host"`
	Boot  string `json:"boot,omitempty"`
	Start int64  `json:"start,omitempty"`
	Since int64  `json:"since"`
}

// sessionPrefix starts the app_state keys of session marks.
const sessionPrefix = "arbiter.storage.session."

func readSessions(q querier) (map[string]sessionMark, error) {
	rows, err := q.Query("SELECT key, value FROM app_state WHERE key >= ? AND key < ?", sessionPrefix, sessionPrefix+"\xff")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	marks := map[string]sessionMark{}
	for rows.Next() {
		var key, value string
		if err := rows.Scan(&key, &value); err != nil {
			return nil, err
		}
		var m sessionMark
		json.Unmarshal([]byte(value), &m) // unreadable: PID 0, stale
		marks[key] = m
	}
	return marks, rows.Err()
}

// stale: the process that wrote the mark is gone (or was on another
// machine, or before a reboot: WAL mode needs every process on one host).
func (m sessionMark) stale() bool {
	host, _ := os.Hostname()
	if m.Host != host {
		return true
	}
	if b := bootID(); m.Boot != "" && b != "" && m.Boot != b {
		return true
	}
	return !processAlive(m.PID, m.Start)
}

func newSessionMark(now int64) sessionMark {
	host, _ := os.Hostname()
	pid := os.Getpid()
	return sessionMark{PID: pid, Host: host, Boot: bootID(), Start: processStart(pid), Since: now}
}
