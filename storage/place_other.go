//go:build !unix

package storage

import (
	"os"
	"time"
)

// canWrite says whether this process may write path. Without access(2),
// a file marked read-only is the only sign.
func canWrite(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !st.IsDir() && st.Mode().Perm()&0o200 == 0 {
		return &os.PathError{Op: "write", Path: path, Err: os.ErrPermission}
	}
	return nil
}

// canRead says whether this process may read path. There are no POSIX
// locks to lose here, so opening and closing it is harmless.
func canRead(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	return f.Close()
}

func fileKey(path string) (any, bool) { return path, true }

// processAlive: a process that cannot be found is dead.
func processAlive(pid int, start int64) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}

func processStart(pid int) int64 { return 0 }

func bootID() string { return "" }

// holdFile: without flock, a temporary file is known to be at work only by
// its age (heldElsewhere).
func holdFile(f *os.File) error { return nil }

// heldElsewhere: without flock, a temporary file written to in the last
// hour may still be at work; an older one is a leftover.
func heldElsewhere(f *os.File) (bool, error) {
	st, err := f.Stat()
	if err != nil {
		return false, err
	}
	return time.Since(st.ModTime()) < time.Hour, nil
}
