package app

import (
	"errors"
	"fmt"
	"io"
	"time"

	"fyne.io/fyne/v2/dialog"

	"arbiter/app/i18n"
	"arbiter/storage"
)

// ReportStarted prints "started-ms N" when Fyne reports the app running
// (its window shown), measured from start. The smoke test and the start-up
// benchmark pair it with a screen capture from outside the app, since the
// first painted frame is only visible there.
func (u *UI) ReportStarted(start time.Time, out io.Writer) {
	u.whenStarted(func() {
		fmt.Fprintf(out, "started-ms %.1f\n", float64(time.Since(start).Microseconds())/1000)
	})
}

// checkHistory looks for damage in the open history in the background.
// Opening does not look for it (its cost must not grow with the history),
// and it never competes with the first frame: the history is opened once
// the window is up, and this starts only after that. A damaged history is
// written to no more (the Store refuses every write from then on), the
// app says so above every section, and offers the latest backup.
func (u *UI) checkHistory(st *storage.Store, path string) {
	var err error
	u.Background(func() {
		err = st.QuickCheck()
		backgroundDone("history checked")
	}, func() {
		if !errors.Is(err, storage.ErrCorrupt) {
			return // an unreadable page is reported by the read that meets it
		}
		if u.Store() != st {
			return // closed or replaced meanwhile
		}
		u.showDamaged(path, err)
	})
}

// backgroundDone is called when work the app does off the UI goroutine
// (the history's check, a backup) has ended and what it found is shown;
// tests wait for it instead of polling widgets another goroutine changes.
var backgroundDone = func(what string) {}

// showDamaged says the history is damaged and offers to restore its latest
// backup (the damaged file is set aside, never deleted).
func (u *UI) showDamaged(path string, err error) {
	u.readOnly = i18n.T("a check after start-up found the file damaged, so nothing more is written to it")
	u.showReadOnly()
	msg := i18n.Tf("A check of the history at %s found it damaged.", path) + "\n\n" + err.Error()
	var fe *storage.FileError
	if !errors.As(err, &fe) || fe.LatestBackup == "" {
		dialog.ShowError(errors.New(msg+"\n\n"+i18n.T("Nothing more is written to it, and there is no backup to restore: choose another history in Settings.")), u.win)
		return
	}
	latest := fe.LatestBackup
	dialog.ShowConfirm(i18n.T("The history is damaged"),
		msg+"\n\n"+i18n.T("Nothing more is written to it. Restore the latest backup? The damaged file is kept beside it under another name.")+"\n"+latest,
		func(ok bool) {
			if ok {
				u.restoreDamaged(path, latest)
			}
		}, u.win)
}

// restoreDamaged closes the damaged history, restores the backup in its
// place off the UI goroutine (storage.RestoreFile checks the backup first
// and sets the damaged file aside with its -wal and -shm), and opens the
// restored history.
func (u *UI) restoreDamaged(path, backup string) {
	u.closeStore()
	var res storage.RestoreResult
	var err error
	u.Background(func() { res, err = storage.RestoreFile(path, backup, storage.Options{}) }, func() {
		if err != nil {
			dialog.ShowError(err, u.win)
			return
		}
		if res.DamagedKept != "" {
			u.Toast(i18n.Tf("The damaged history was kept as %s.", res.DamagedKept))
		}
		u.readOnly = ""
		u.showReadOnly()
		u.mu.Lock()
		u.ready = make(chan struct{})
		u.storeErr, u.opened = nil, false
		u.mu.Unlock()
		u.Background(u.openStore, nil)
	})
}
