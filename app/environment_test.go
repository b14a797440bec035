package app

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Issue 16 #10: outside a desktop session (no XDG_RUNTIME_DIR, no session
// bus) the app sets what GLFW's Wayland probe and Fyne's theme watch look
// for, so a normal start prints no "XDG_RUNTIME_DIR is invalid" or D-Bus
// error line; inside one it changes nothing.
func TestPrepareEnvironment(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the Unix desktops only")
	}
	t.Setenv("TMPDIR", t.TempDir())
	// A new account: no cache folder yet.
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CACHE_HOME", "")
	os.Unsetenv("XDG_CACHE_HOME")
	t.Setenv("XDG_RUNTIME_DIR", "")
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
	t.Setenv("FYNE_THEME", "")
	os.Unsetenv("XDG_RUNTIME_DIR")
	os.Unsetenv("DBUS_SESSION_BUS_ADDRESS")
	os.Unsetenv("FYNE_THEME")
	PrepareEnvironment()
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if !privateDir(dir, os.Getuid()) {
		t.Errorf("XDG_RUNTIME_DIR = %q, not a private folder", dir)
	}
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") == "" && os.Getenv("FYNE_THEME") != "dark" {
		t.Errorf("no session bus and no theme variant: Fyne would try dbus-launch")
	}
	if fi, err := os.Stat(filepath.Join(home, ".cache")); err != nil || !fi.IsDir() {
		t.Errorf("the cache folder Fyne makes its own in was not made: %v", err)
	}

	// Inside a session nothing is touched.
	mine := filepath.Join(t.TempDir(), "run")
	if err := os.Mkdir(mine, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_RUNTIME_DIR", mine)
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/somewhere/bus")
	t.Setenv("FYNE_THEME", "")
	PrepareEnvironment()
	if os.Getenv("XDG_RUNTIME_DIR") != mine || os.Getenv("DBUS_SESSION_BUS_ADDRESS") != "unix:path=/somewhere/bus" || os.Getenv("FYNE_THEME") != "" {
		t.Errorf("a desktop session's environment was changed")
	}
}
