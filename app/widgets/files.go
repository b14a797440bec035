package widgets

import (
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/storage"
	"fmt"
	"io"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Fyne titles its file dialogs by putting two words side by side ("Save"
// and "File"), which reads "Opslaan Bestand" in Dutch; every file dialog
// of the app is given a title of its own, said whole in the language
// shown.

// FileOpenDialog is Fyne's file-open dialog titled "Open a file" in the
// language shown.
func FileOpenDialog(u host.Host, done func(fyne.URIReadCloser, error)) *dialog.FileDialog {
	d := dialog.NewFileOpen(done, u.Window())
	d.SetTitleText(i18n.T("Open a file"))
	return d
}

// FileSaveDialog is Fyne's file-save dialog titled "Save a file" in the
// language shown.
func FileSaveDialog(u host.Host, done func(fyne.URIWriteCloser, error)) *dialog.FileDialog {
	d := dialog.NewFileSave(done, u.Window())
	d.SetTitleText(i18n.T("Save a file"))
	return d
}

// FolderOpenDialog is Fyne's folder dialog titled "Choose a folder" in the
// language shown.
func FolderOpenDialog(u host.Host, done func(fyne.ListableURI, error)) *dialog.FileDialog {
	d := dialog.NewFolderOpen(done, u.Window())
	d.SetTitleText(i18n.T("Choose a folder"))
	return d
}

// pickOpenPath asks for an existing file and hands over its path.
func PickOpenPath(u host.Host, then func(path string)) {
	FileOpenDialog(u, func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			u.ShowErr(err)
			return
		}
		path := r.URI().Path()
		_ = r.Close()
		then(path)
	}).Show()
}

// ExportTo writes an export to a file the user picks, name offered. The
// history is read off the UI goroutine; status says where it went.
func ExportTo(u host.Host, name string, status *widget.Label, export func(*storage.Store, io.Writer, string) error) {
	d := FileSaveDialog(u, func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			u.ShowErr(err)
			return
		}
		u.WithStore(func(st *storage.Store) {
			status.SetText(i18n.T("Exporting…"))
			var err error
			u.Background(func() {
				err = export(st, w, "")
				if cerr := w.Close(); err == nil {
					err = cerr
				}
			}, func() {
				if err != nil {
					status.SetText("")
					u.ShowErr(err)
					return
				}
				status.SetText(fmt.Sprintf(i18n.T("Exported to %s at %s"), w.URI().Path(), time.Now().Format("15:04")))
			})
		})
	})
	d.SetTitleText(i18n.T("Export to a file"))
	d.SetFileName(name)
	d.Show()
}

// ExportName is the file name an export offers: what it holds and the
// day, so the exports of two days do not take each other's name
// ("arbiter-history-2026-11-26.json").
func ExportName(what, ext string, day time.Time) string {
	return fmt.Sprintf("arbiter-%s-%s.%s", what, day.Format("2006-01-02"), ext)
}
