//go:build unix

package storage

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// canWrite says whether this process may write path (a file or a folder),
// without opening it: nil, or why not (EROFS, EACCES, EPERM...).
func canWrite(path string) error {
	if err := syscall.Access(path, 2); err != nil {
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}

// canRead says whether this process may read path, without opening it.
func canRead(path string) error {
	if err := syscall.Access(path, 4); err != nil {
		return &os.PathError{Op: "read", Path: path, Err: err}
	}
	return nil
}

// fileKey identifies a file whatever the path it is reached by.
func fileKey(path string) (any, bool) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, false
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return path, true
	}
	return [2]uint64{uint64(sys.Dev), uint64(sys.Ino)}, true
}

// processAlive says whether process pid still runs and is the one that
// started at start (0: unknown). A zombie is dead.
func processAlive(pid int, start int64) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	if errors.Is(err, syscall.ESRCH) {
		return false
	}
	st, state, ok := procStat(pid)
	if !ok {
		return true // no /proc: kill says it exists
	}
	if state == "Z" || state == "X" {
		return false
	}
	return start == 0 || st == start
}

// processStart is when process pid started (clock ticks since boot on
// Linux), 0 when it cannot be told.
func processStart(pid int) int64 {
	st, _, _ := procStat(pid)
	return st
}

func procStat(pid int) (start int64, state string, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, "", false
	}
	// pid (comm) state ppid ...: comm may hold spaces and parentheses.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, "", false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 20 {
		return 0, "", false
	}
	start, _ = strconv.ParseInt(f[19], 10, 64)
	return start, f[0], true
}

// bootID tells one boot of the machine from another ("" when unknown).
func bootID() string {
	b, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// holdFile locks a temporary file of ours for as long as f is open: a
// sweep of another process sees it is still at work. flock locks belong to
// the open file, so they never meet the fcntl locks SQLite takes.
func holdFile(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// heldElsewhere says whether another process holds the temporary file f
// (its writer is alive). When it does not, f now holds it.
func heldElsewhere(f *os.File) (bool, error) {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return true, nil
	}
	return false, err
}
