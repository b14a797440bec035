package app

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// settingsPage: theme, text size, language, where the history lives, and
// export, import, backup and restore through the system's file dialogs.
func (u *UI) settingsPage() host.Page {
	p := u.app.Preferences()

	themes := []string{themeSystem, themeLight, themeDark}
	themeLabels := []string{i18n.T("System"), i18n.T("Light"), i18n.T("Dark")}
	themeSel := widget.NewRadioGroup(themeLabels, nil)
	// One choice a line: three in a row do not fit a phone in Dutch at
	// the larger text sizes.
	themeSel.Horizontal = false
	themeSel.Required = true
	themeSel.SetSelected(themeLabels[indexOf(themes, p.StringWithFallback(prefTheme, themeSystem))])
	themeSel.OnChanged = func(s string) {
		v := themes[indexOf(themeLabels, s)]
		p.SetString(prefTheme, v)
		u.theme.Variant = v
		u.app.Settings().SetTheme(&widgets.Theme{Variant: u.theme.Variant, Scale: u.theme.Scale})
		u.theme = u.app.Settings().Theme().(*widgets.Theme)
	}

	sizes := []string{"small", "normal", "large", "larger"}
	sizeLabels := []string{i18n.T("Small"), i18n.T("Normal"), i18n.T("Large"), i18n.T("Larger")}
	sizeSel := widget.NewSelect(sizeLabels, nil)
	sizeSel.SetSelected(sizeLabels[indexOf(sizes, p.StringWithFallback(prefTextSize, "normal"))])
	sizeSel.OnChanged = func(s string) {
		v := sizes[indexOf(sizeLabels, s)]
		p.SetString(prefTextSize, v)
		u.app.Settings().SetTheme(&widgets.Theme{Variant: u.theme.Variant, Scale: scaleFor(v)})
		u.theme = u.app.Settings().Theme().(*widgets.Theme)
	}

	langLabels := []string{i18n.T("System"), "English", "Nederlands"}
	langSel := widget.NewSelect(langLabels, nil)
	langSel.SetSelected(langLabels[indexOf(i18n.Languages, p.StringWithFallback(prefLanguage, "system"))])
	langSel.OnChanged = func(s string) {
		code := i18n.Languages[indexOf(langLabels, s)]
		if code == p.StringWithFallback(prefLanguage, "system") {
			return
		}
		p.SetString(prefLanguage, code)
		u.SetLanguage(code)
	}

	where := widget.NewLabel("")
	where.Wrapping = fyne.TextWrapBreak
	if path, err := u.dbPath(); err == nil {
		where.SetText(path)
	}
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord

	exportJSON := widget.NewButton(i18n.T("Export history (JSON)"), func() {
		history.ExportTo(u, widgets.ExportName("history", "json", time.Now()), status, (*storage.Store).ExportJSON)
	})
	exportCSV := widget.NewButton(i18n.T("Export rounds (CSV)"), func() {
		history.ExportTo(u, widgets.ExportName("rounds", "csv", time.Now()), status, (*storage.Store).ExportCSV)
	})
	importBtn := widget.NewButton(i18n.T("Import history…"), func() {
		widgets.FileOpenDialog(u, func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				u.ShowErr(err)
				return
			}
			u.WithStore(func(st *storage.Store) {
				// An import reads a whole file into the history: off the
				// UI goroutine, the window saying so meanwhile.
				status.SetText(i18n.T("Importing…"))
				var res storage.ImportResult
				u.Background(func() {
					defer r.Close()
					res, err = st.ImportJSON(r)
				}, func() {
					if err != nil {
						status.SetText("")
						u.ShowErr(fmt.Errorf(i18n.T("Nothing was imported: %w"), err))
						return
					}
					status.SetText(i18n.Tf("Imported %d games (%d already here), %d rounds, %d new players.",
						res.GamesAdded, res.GamesSkipped, res.Rounds, res.PlayersAdded))
					u.Changed()
				})
			})
		}).Show()
	})
	backupBtn := widget.NewButton(i18n.T("Back up now…"), func() {
		// A folder, then a new file name in it: a save dialog empties
		// the file it is given (another history, say) before the backup
		// could refuse it, and a backup never replaces a file.
		dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
			if err != nil || dir == nil {
				u.ShowErr(err)
				return
			}
			u.proposeBackup(dir.Path(), status)
		}, u.win)
	})
	restoreBtn := widget.NewButton(i18n.T("Restore a backup…"), func() {
		widgets.PickOpenPath(u, func(path string) {
			dialog.ShowConfirm(i18n.T("Restore a backup"), i18n.T("Replace the whole history with this backup? The current history is backed up first."), func(ok bool) {
				if !ok {
					return
				}
				u.WithStore(func(st *storage.Store) {
					status.SetText(i18n.T("Restoring…"))
					var saved string
					var err error
					u.Background(func() { saved, err = st.Restore(path) }, func() {
						if err != nil {
							status.SetText("")
							u.ShowErr(err)
							return
						}
						status.SetText(i18n.Tf("Restored. The previous history was saved as %s", saved))
						u.Changed()
					})
				})
			}, u.win)
		})
	})
	moveBtn := widget.NewButton(i18n.T("Use another history file…"), func() {
		use := func(path string) {
			p.SetString(prefDBPath, path)
			where.SetText(path)
			status.SetText(i18n.T("The new location is used from the next start."))
		}
		// Not a save dialog: it empties (truncates) the file it is given,
		// which would destroy a history chosen there. An existing history
		// is opened for reading; a new one is made in a chosen folder.
		var d dialog.Dialog
		existing := widget.NewButton(i18n.T("Open an existing history…"), func() {
			d.Hide()
			widgets.PickOpenPath(u, use)
		})
		fresh := widget.NewButton(i18n.T("Start a new history in a folder…"), func() {
			d.Hide()
			widgets.FolderOpenDialog(u, func(dir fyne.ListableURI, err error) {
				if err != nil || dir == nil {
					u.ShowErr(err)
					return
				}
				use(filepath.Join(dir.Path(), "arbiter.db"))
			}).Show()
		})
		d = dialog.NewCustom(i18n.T("Use another history file…"), i18n.T("Cancel"),
			container.NewVBox(widgets.Wrapped(i18n.T("Open a history kept elsewhere, or start a new one in a folder of your choice (an arbiter.db already there is opened as it is).")), existing, fresh), u.win)
		d.Show()
	})

	// Each setting's name above its control: a name beside it leaves too
	// little room on a phone at the larger text sizes.
	setting := func(name string, o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewVBox(widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), o)
	}
	form := widgets.NewFlowGrid(3,
		setting(i18n.T("Theme"), themeSel),
		setting(i18n.T("Text size"), sizeSel),
		setting(i18n.T("Language"), langSel),
	)
	data := container.NewVBox(
		widgets.Heading(i18n.T("History")),
		widget.NewLabel(i18n.T("Stored at:")), where,
		widgets.NewFlowGrid(3, exportJSON, exportCSV, importBtn, backupBtn, restoreBtn, moveBtn),
		status,
	)
	return host.Page{Title: i18n.T("Settings"), Content: widgets.NewScroll(container.NewPadded(container.NewVBox(form, widget.NewSeparator(), data)))}
}

// proposeBackup offers a backup into dir under a name no file there has
// (arbiter-backup-DATE-TIME.db), which the user may change, and writes it
// off the UI goroutine: a backup reads the whole history.
func (u *UI) proposeBackup(dir string, status *widget.Label) {
	name := widget.NewEntry()
	name.SetText(newBackupName(dir, time.Now()))
	dialog.ShowForm(i18n.T("Back up now…"), i18n.T("Back up"), i18n.T("Cancel"),
		[]*widget.FormItem{widget.NewFormItem(i18n.T("File name"), name)}, func(ok bool) {
			if !ok {
				return
			}
			path := filepath.Join(dir, filepath.Base(strings.TrimSpace(name.Text)))
			u.WithStore(func(st *storage.Store) {
				var err error
				u.Background(func() {
					err = st.Backup(path)
					backgroundDone("backup")
				}, func() {
					if err != nil {
						u.ShowErr(err)
						return
					}
					status.SetText(i18n.Tf("Backup written to %s", path))
				})
			})
		}, u.win)
}

// newBackupName is a backup file name that nothing in dir has yet.
func newBackupName(dir string, now time.Time) string {
	base := "arbiter-backup-" + now.Format("2006-01-02-1504")
	name := base + ".db"
	for n := 2; ; n++ {
		if _, err := os.Lstat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			return name
		}
		name = fmt.Sprintf("%s-%d.db", base, n)
	}
}

// SetLanguage switches the language and rebuilds every screen in it.
func (u *UI) SetLanguage(code string) {
	i18n.SetLanguage(code)
	u.build()
	u.shell.selectSection("settings")
	u.Changed()
}

func indexOf(list []string, v string) int {
	for i, s := range list {
		if s == v {
			return i
		}
	}
	return 0
}
