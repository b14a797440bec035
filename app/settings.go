package app

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

// settingsPage: theme, text size, language, where the history lives, and
// export, import, backup and restore through the system's file dialogs.
func (u *UI) settingsPage() Page {
	p := u.app.Preferences()

	themes := []string{themeSystem, themeLight, themeDark}
	themeLabels := []string{T("System"), T("Light"), T("Dark")}
	themeSel := widget.NewRadioGroup(themeLabels, nil)
	themeSel.Horizontal = true
	themeSel.Required = true
	themeSel.SetSelected(themeLabels[indexOf(themes, p.StringWithFallback(prefTheme, themeSystem))])
	themeSel.OnChanged = func(s string) {
		v := themes[indexOf(themeLabels, s)]
		p.SetString(prefTheme, v)
		u.theme.variant = v
		u.app.Settings().SetTheme(&arbiterTheme{variant: u.theme.variant, scale: u.theme.scale})
		u.theme = u.app.Settings().Theme().(*arbiterTheme)
	}

	sizes := []string{"small", "normal", "large", "larger"}
	sizeLabels := []string{T("Small"), T("Normal"), T("Large"), T("Larger")}
	sizeSel := widget.NewSelect(sizeLabels, nil)
	sizeSel.SetSelected(sizeLabels[indexOf(sizes, p.StringWithFallback(prefTextSize, "normal"))])
	sizeSel.OnChanged = func(s string) {
		v := sizes[indexOf(sizeLabels, s)]
		p.SetString(prefTextSize, v)
		u.app.Settings().SetTheme(&arbiterTheme{variant: u.theme.variant, scale: scaleFor(v)})
		u.theme = u.app.Settings().Theme().(*arbiterTheme)
	}

	langLabels := []string{T("System"), "English", "Nederlands"}
	langSel := widget.NewSelect(langLabels, nil)
	langSel.SetSelected(langLabels[indexOf(languages, p.StringWithFallback(prefLanguage, "system"))])
	langSel.OnChanged = func(s string) {
		code := languages[indexOf(langLabels, s)]
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

	exportJSON := widget.NewButton(T("Export history (JSON)"), func() { exportTo(u, "arbiter-history.json", status, (*storage.Store).ExportJSON) })
	exportCSV := widget.NewButton(T("Export rounds (CSV)"), func() { exportTo(u, "arbiter-rounds.csv", status, (*storage.Store).ExportCSV) })
	importBtn := widget.NewButton(T("Import history…"), func() {
		dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				u.ShowErr(err)
				return
			}
			defer r.Close()
			u.WithStore(func(st *storage.Store) {
				res, err := st.ImportJSON(r)
				if err != nil {
					u.ShowErr(fmt.Errorf(T("Nothing was imported: %w"), err))
					return
				}
				status.SetText(fmt.Sprintf(T("Imported %d games (%d already here), %d rounds, %d new players."),
					res.GamesAdded, res.GamesSkipped, res.Rounds, res.PlayersAdded))
				u.Changed()
			})
		}, u.win)
	})
	backupBtn := widget.NewButton(T("Back up now…"), func() {
		pickSavePath(u, func(path string) {
			u.WithStore(func(st *storage.Store) {
				if err := st.Backup(path); err != nil {
					u.ShowErr(err)
					return
				}
				status.SetText(fmt.Sprintf(T("Backup written to %s"), path))
			})
		})
	})
	restoreBtn := widget.NewButton(T("Restore a backup…"), func() {
		pickOpenPath(u, func(path string) {
			dialog.ShowConfirm(T("Restore a backup"), T("Replace the whole history with this backup? The current history is backed up first."), func(ok bool) {
				if !ok {
					return
				}
				u.WithStore(func(st *storage.Store) {
					saved, err := st.Restore(path)
					if err != nil {
						u.ShowErr(err)
						return
					}
					status.SetText(fmt.Sprintf(T("Restored. The previous history was saved as %s"), saved))
					u.Changed()
				})
			}, u.win)
		})
	})
	moveBtn := widget.NewButton(T("Use another history file…"), func() {
		pickSavePath(u, func(path string) {
			p.SetString(prefDBPath, path)
			where.SetText(path)
			status.SetText(T("The new location is used from the next start."))
		})
	})

	form := widget.NewForm(
		widget.NewFormItem(T("Theme"), themeSel),
		widget.NewFormItem(T("Text size"), sizeSel),
		widget.NewFormItem(T("Language"), langSel),
	)
	data := container.NewVBox(
		heading(T("History")),
		widget.NewLabel(T("Stored at:")), where,
		container.NewGridWrap(fyne.NewSize(220, 44), exportJSON, exportCSV, importBtn, backupBtn, restoreBtn, moveBtn),
		status,
	)
	return Page{Title: T("Settings"), Content: container.NewVScroll(container.NewPadded(container.NewVBox(form, widget.NewSeparator(), data)))}
}

// SetLanguage switches the language and rebuilds every screen in it.
func (u *UI) SetLanguage(code string) {
	setLanguage(code)
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
