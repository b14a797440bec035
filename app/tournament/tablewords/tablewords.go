// Package tablewords says a tournament table's standing in the app's words:
// a result's status, the event's game, a pair's score, the connection.
// The app's table screen (app/tournament, which keeps its outbox in the
// SQLite history) and the browser's table page (app/webtable, built
// without cgo) both say them from here.
package tablewords

import (
	"fmt"
	"sort"

	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/tournament/table"
)

// Status says where a result stands, and the colour of its kind.
func Status(s event.Status) (string, widget.Importance) {
	switch s {
	case event.AwaitingEast:
		return i18n.T("Waiting for East"), widgets.StatusWarning
	case event.AwaitingNorth:
		return i18n.T("Waiting for North"), widgets.StatusWarning
	case event.Confirmed:
		return i18n.T("Counted"), widgets.StatusDone
	case event.Disputed:
		return i18n.T("Disputed"), widgets.StatusProblem
	case event.Corrected:
		return i18n.T("Corrected"), widgets.StatusDone
	}
	return i18n.T("Nothing yet"), widget.LowImportance
}

// Game names the event's game and form ("Pymtheg league").
func Game(s event.Setup) string {
	g := "Pymtheg"
	if s.Game == event.Burn {
		g = "Burn"
	}
	if s.Form == event.KnockOut {
		return i18n.Tf("%s knock-out", g)
	}
	return i18n.Tf("%s league", g)
}

// PairScore is the one way a result's points are said, whatever was
// entered (a deal, its score, a match, a Burn session): "Owls 22 · Hawks
// 0", North-South first, a minus only where a score is below zero.
func PairScore(s event.Session, ns, ew int) string {
	return fmt.Sprintf("%s %d · %s %d", s.NS, ns, s.EW, ew)
}

// Connection says how the table's device stands with the director.
func Connection(v table.View, address string) (string, widget.Importance) {
	switch {
	case v.DeviceRefused:
		return i18n.T("The director does not let this device in: the join code or the table number is wrong. Check both and join again."), widgets.StatusProblem
	case !v.Connected && v.Pending > 0:
		return i18n.N(v.Pending, "Offline: %d result waits on this device and is sent when the director can be reached again.",
			"Offline: %d results wait on this device and are sent when the director can be reached again."), widgets.StatusWarning
	case !v.Connected && v.Setup == nil:
		return i18n.Tf("Looking for the director at %s… Check the Wi-Fi and the address.", address), widgets.StatusWarning
	case !v.Connected:
		return i18n.T("Offline: the director cannot be reached. Entries are kept on this device and sent when it is back."), widgets.StatusWarning
	case v.Pending > 0:
		return i18n.N(v.Pending, "Connected: sending %d result…", "Connected: sending %d results…"), widgets.StatusInfo
	case v.Setup == nil:
		return i18n.T("Connected: reading the event…"), widgets.StatusInfo
	}
	return i18n.T("Connected to the director: every result is in."), widgets.StatusDone
}

// SortedPoints lists teams by their points, fewest first (then by name).
func SortedPoints(m map[string]int) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] < m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys
}
