package storage

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Temporary files. A backup is written to DEST.part-XXXXXXXX, a restore
// prepares its copy in .NAME.restore-XXXXXXXX beside the history, a new
// history is built in .NAME.new-XXXXXXXX (and SQLite may add -journal,
// -wal or -shm to each). A process killed while writing one leaves it
// behind. Each is created new and locked (flock) for as long as its writer
// works on it; the next backup, restore or open of that history removes
// the ones of our naming that no live process holds, so they never pile
// up (tens of megabytes of .part files beside a history of one).

// tempSuffix makes the name of a temporary file: 8 hex digits.
func tempSuffix() string { return newID()[:8] }

// tempFile is a temporary file of ours, held while it is written.
type tempFile struct {
	path string
	f    *os.File
}

// liveTemps are the temporary files this process holds: a sweep never
// opens them (closing another descriptor of a file drops the locks SQLite
// holds on it in this process).
var (
	liveMu    sync.Mutex
	liveTemps = map[string]bool{}
)

// newTempFile creates path (it must not exist) and holds it.
func newTempFile(path string) (*tempFile, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	if err := holdFile(f); err != nil {
		f.Close()
		os.Remove(path)
		return nil, err
	}
	liveMu.Lock()
	liveTemps[path] = true
	liveMu.Unlock()
	return &tempFile{path: path, f: f}, nil
}

// done removes the temporary file's name and its side files (a name it
// was linked to stays), then lets it go. Call it once every SQLite
// connection to it is closed.
func (t *tempFile) done() {
	if t == nil {
		return
	}
	removeDB(t.path)
	liveMu.Lock()
	delete(liveTemps, t.path)
	liveMu.Unlock()
	t.f.Close()
}

// sideSuffixes are the files SQLite keeps beside a database.
var sideSuffixes = []string{"-journal", "-wal", "-shm"}

// mainOf strips a side file's suffix from name.
func mainOf(name string) string {
	for _, s := range sideSuffixes {
		if strings.HasSuffix(name, s) {
			return strings.TrimSuffix(name, s)
		}
	}
	return name
}

// A matcher says whether a file name is one of our temporary files. Names
// are matched as bytes, not with regular expressions: a file name may be
// any bytes (not UTF-8 at all), which a pattern built from it could not be.
type matcher func(name string) bool

// tempName matches prefix + one of kinds + "-" + 8 lowercase hex digits.
func tempName(prefix string, kinds ...string) matcher {
	return func(name string) bool {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			return false
		}
		for _, k := range kinds {
			if hex, ok := strings.CutPrefix(rest, k+"-"); ok && len(hex) == 8 &&
				strings.Trim(hex, "0123456789abcdef") == "" {
				return true
			}
		}
		return false
	}
}

// historyTemps matches the temporary files beside the history at path:
// a restore's copy and a new history being built.
func historyTemps(path string) matcher {
	return tempName("."+filepath.Base(path)+".", "restore", "new")
}

// backupTemps matches the temporary files of a backup to dest.
func backupTemps(dest string) matcher {
	return tempName(filepath.Base(dest)+".", "part")
}

// autoBackupTemps matches the temporary files of automatic backups
// (arbiter-….db.part-XXXXXXXX).
func autoBackupTemps(name string) bool {
	i := strings.LastIndex(name, ".db.part-")
	return strings.HasPrefix(name, backupPrefix) && i > 0 && tempName(name[:i]+".db.", "part")(name)
}

// sweepLeftovers removes from dir the temporary files whose names ours
// matches (with their side files) that no live process holds, and side
// files whose database is gone. It returns what it removed; what it cannot
// remove stays (a read-only place, a file of another user).
func sweepLeftovers(dir string, ours matcher) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var removed []string
	mains := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		main := mainOf(name)
		if !ours(main) || e.IsDir() {
			continue
		}
		if main != name {
			if _, err := os.Lstat(filepath.Join(dir, main)); err == nil {
				continue // it goes with its database, below
			}
			// A side file whose database is gone: its writer removed the
			// database and died before the rest.
			if os.Remove(filepath.Join(dir, name)) == nil {
				removed = append(removed, name)
			}
			continue
		}
		mains[name] = true
	}
	for name := range mains {
		path := filepath.Join(dir, name)
		liveMu.Lock()
		live := liveTemps[path]
		liveMu.Unlock()
		if live {
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			continue
		}
		if held, err := heldElsewhere(f); err == nil && !held {
			for _, side := range append([]string{""}, sideSuffixes...) {
				if os.Remove(path+side) == nil {
					removed = append(removed, name+side)
				}
			}
		}
		f.Close()
	}
	return removed
}

// sweepHistory removes the leftovers of the history at path: beside it, and
// in its backup folder.
func sweepHistory(path, backupDir string) {
	sweepLeftovers(filepath.Dir(path), historyTemps(path))
	if backupDir != "" {
		sweepLeftovers(backupDir, autoBackupTemps)
	}
}
