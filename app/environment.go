package app

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// PrepareEnvironment gives Fyne's desktop driver what a desktop session
// normally sets, so that a start outside one (a bare X server, Xvfb,
// ssh -X) prints no error lines. Call it before the Fyne app is made. On
// a desktop session, and on other systems than the Unix desktops, it
// changes nothing.
//
//   - XDG_RUNTIME_DIR: GLFW looks for a Wayland display first, and
//     libwayland-client prints "error: XDG_RUNTIME_DIR is invalid or not
//     set in the environment" when that variable is missing. It is set
//     to /run/user/UID when that exists, else to a private (0700) folder
//     in the temporary directory.
//   - The session bus: Fyne follows the desktop's light/dark choice over
//     D-Bus. With DBUS_SESSION_BUS_ADDRESS unset but a bus socket in the
//     runtime folder, the variable is pointed at it. With no session bus
//     at all there is no desktop choice to follow; Fyne would try
//     dbus-launch and log "failed to watch theme settings", so it is told
//     the variant it would fall back to anyway (FYNE_THEME=dark, Fyne's
//     default without a desktop; the player's own choice in Settings still
//     applies on top).
//   - The cache folder: Fyne makes its cache in the user's cache folder
//     (~/.cache/fyne/APP) one level at a time and logs "Failed to create
//     fyne cache space" when that folder does not exist yet, as on a
//     new account. The folders above it are made first (on every system).
func PrepareEnvironment() {
	if d, err := os.UserCacheDir(); err == nil {
		os.MkdirAll(d, 0o700)
	}
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
	default:
		return
	}
	uid := os.Getuid()
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if !privateDir(dir, uid) {
		dir = ""
		if d := fmt.Sprintf("/run/user/%d", uid); privateDir(d, uid) {
			dir = d
		} else if d := filepath.Join(os.TempDir(), fmt.Sprintf("arbiter-runtime-%d", uid)); os.MkdirAll(d, 0o700) == nil && privateDir(d, uid) {
			dir = d
		}
		if dir != "" {
			os.Setenv("XDG_RUNTIME_DIR", dir)
		}
	}
	if os.Getenv("DBUS_SESSION_BUS_ADDRESS") != "" {
		return
	}
	if bus := filepath.Join(dir, "bus"); dir != "" && isSocket(bus) {
		os.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+bus)
		return
	}
	if os.Getenv("FYNE_THEME") == "" {
		os.Setenv("FYNE_THEME", "dark")
	}
}

// privateDir reports whether dir is a folder only its owner, uid, can use,
// as libwayland requires of XDG_RUNTIME_DIR.
func privateDir(dir string, uid int) bool {
	if dir == "" || !filepath.IsAbs(dir) {
		return false
	}
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() || fi.Mode().Perm()&0o077 != 0 {
		return false
	}
	return ownedBy(fi, uid)
}

func isSocket(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode()&os.ModeSocket != 0
}
