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

// pickOpenPath asks for an existing file and hands over its path.
func PickOpenPath(u host.Host, then func(path string)) {
	dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			u.ShowErr(err)
			return
		}
		path := r.URI().Path()
		_ = r.Close()
		then(path)
	}, u.Window())
}

// pickSavePath asks where to write a file and hands over its path.
func PickSavePath(u host.Host, then func(path string)) {
	dialog.ShowFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			u.ShowErr(err)
			return
		}
		path := w.URI().Path()
		_ = w.Close()
		then(path)
	}, u.Window())
}

// exportTo writes an export to a file the user picks.
func ExportTo(u host.Host, name string, status *widget.Label, export func(*storage.Store, io.Writer, string) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			u.ShowErr(err)
			return
		}
		u.WithStore(func(st *storage.Store) {
			err := export(st, w, "")
			if cerr := w.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				u.ShowErr(err)
				return
			}
			status.SetText(fmt.Sprintf(i18n.T("Exported to %s at %s"), w.URI().Path(), time.Now().Format("15:04")))
		})
	}, u.Window())
	d.SetFileName(name)
	d.Show()
}
