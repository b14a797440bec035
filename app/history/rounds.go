package history

import (
	"arbiter/scoring/all"
	"encoding/json"
	"io"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/session"
	"arbiter/storage"
)

// A stored round's versions, said in its table's words: the game record
// shows them (the tables show their rounds' versions through their
// sessions, widgets.TableSheet).

// ShowRoundVersions is ShowRound with the round's game and versions
// already read (the game record reads them off the UI goroutine with the
// rounds).
func ShowRoundVersions(u hoststore.Host, g storage.Game, r storage.Round, versions []storage.RoundVersion, edit func(r storage.Round)) {
	said := VersionWords(g)
	box := container.NewVBox()
	for _, v := range versions {
		l := widgets.Wrapped(i18n.Tf("v%d · %s · %s · engine %s", v.Version, widgets.ActionName(v.Action), i18n.DateTime(v.CreatedAt.Local()), v.EngineVersion))
		l.TextStyle.Bold = v.Version == r.Version
		box.Add(container.NewVBox(l, widgets.Wrapped(said(v.Input))))
	}
	var d dialog.Dialog
	buttons := []fyne.CanvasObject{}
	if edit != nil {
		b := widget.NewButtonWithIcon(i18n.T("Edit this round"), theme.DocumentCreateIcon(), func() {
			d.Hide()
			edit(r)
		})
		b.Importance = widget.HighImportance
		buttons = append(buttons, b)
	}
	content := container.NewBorder(nil, container.NewHBox(buttons...), nil, nil, widgets.NewScroll(box))
	d = dialog.NewCustom(i18n.Tf("Round %d", r.Number), i18n.T("Close"), content, u.Window())
	d.Resize(fyne.NewSize(widgets.Minf(u.Window().Canvas().Size().Width-20, 560), widgets.Minf(u.Window().Canvas().Size().Height-40, 480)))
	d.Show()
}

// VersionWords says a stored round's input of a game in the words of its
// table when the table says its rounds from their typed values (Words,
// SeatWords), else field by field (RoundWords).
func VersionWords(g storage.Game) func(json.RawMessage) string {
	t, ok := host.Lookup(g.Kind)
	def, derr := all.Lookup(g.Kind)
	if !ok || (t.Words == nil && t.SeatWords == nil) || derr != nil {
		return widgets.RoundWords
	}
	seats := make([]session.Seat, len(g.Seats))
	for i, st := range g.Seats {
		seats[i] = session.Seat{PlayerID: st.PlayerID, Player: st.Name, Side: st.Side, Position: st.Position}
	}
	return func(raw json.RawMessage) string {
		if len(raw) == 0 || string(raw) == "null" {
			return i18n.T("taken back")
		}
		round, err := def.Codec().DecodeRound(raw)
		if err != nil {
			return widgets.RoundWords(raw)
		}
		w := ""
		if t.Words != nil {
			w = t.Words(round, nil)
		} else {
			w = t.SeatWords(seats, round, nil)
		}
		if w != "" {
			return w
		}
		return widgets.RoundWords(raw)
	}
}

// ExportTo writes an export to a file the user picks, name offered. The
// history is read off the UI goroutine; status says where it went.
func ExportTo(u hoststore.Host, name string, status *widget.Label, export func(*storage.Store, io.Writer, string) error) {
	d := widgets.FileSaveDialog(u, func(w fyne.URIWriteCloser, err error) {
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
				status.SetText(i18n.Tf("Exported to %s at %s", w.URI().Path(), time.Now().Format("15:04")))
			})
		})
	})
	d.SetTitleText(i18n.T("Export to a file"))
	d.SetFileName(name)
	d.Show()
}
