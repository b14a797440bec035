package widgets

import (
	"arbiter/app/host"
	"arbiter/app/i18n"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
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

// ExportName is the file name an export offers: what it holds and the
// day, so the exports of two days do not take each other's name
// ("arbiter-history-2026-11-26.json").
func ExportName(what, ext string, day time.Time) string {
	return fmt.Sprintf("arbiter-%s-%s.%s", what, day.Format("2006-01-02"), ext)
}
