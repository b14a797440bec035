package tablescreen

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/pymtheg"
	"arbiter/scoring/event"
	"arbiter/tournament/wire"
)

// standings are the event's standings as the board has them.
func (s *Screen) standings(st wire.Standings, setup event.Setup) fyne.CanvasObject {
	box := container.NewVBox(boldLabel(i18n.Tf("Standings · %d of %d results counted", st.Counted, st.Expected)))
	if setup.Form == event.League {
		box.Add(Places(st.Places))
	} else if len(st.Remaining) > 0 {
		box.Add(widgets.Wrapped(i18n.Tf("Still in: %s", strings.Join(st.Remaining, ", "))))
	}
	if st.Complete && len(st.Champions) > 0 {
		box.Add(Champions(st.Champions))
	}
	return box
}

// Places is a league's places: each team's place and ranking points (the
// table's screen and the director's show the same grid).
func Places(places []pymtheg.Standing) fyne.CanvasObject {
	grid := widgets.NewTableGrid(3, -1, boldLabel(i18n.T("Place")), boldLabel(i18n.T("Team")), boldLabel(i18n.T("Ranking points")))
	for _, p := range places {
		grid.Add(widget.NewLabel(strconv.Itoa(p.Place)))
		grid.Add(widget.NewLabel(p.Team))
		grid.Add(widget.NewLabel(strconv.Itoa(p.Points)))
	}
	return grid
}

// Champions names the event's champion (or champions, a shared first
// place), in bold.
func Champions(names []string) *widget.Label {
	format := i18n.T("Champion: %s")
	if len(names) > 1 {
		format = i18n.T("Champions: %s")
	}
	l := widgets.Wrapped(fmt.Sprintf(format, strings.Join(names, ", ")))
	l.TextStyle.Bold = true
	return l
}

func boldLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}
