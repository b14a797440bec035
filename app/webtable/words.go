package webtable

import (
	"fmt"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/widgets"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/tournament/table"
)

// The page says things in the app's words (the same English keys, so the
// same Dutch): the app's table screen (app/tournament) cannot be linked
// into the page, as it keeps its outbox in the SQLite history.

func statusWords(s event.Status) (string, widget.Importance) {
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

func gameWords(s event.Setup) string {
	g := "Pymtheg"
	if s.Game == event.Burn {
		g = "Burn"
	}
	if s.Form == event.KnockOut {
		return fmt.Sprintf(i18n.T("%s knock-out"), g)
	}
	return fmt.Sprintf(i18n.T("%s league"), g)
}

func pairScore(s event.Session, ns, ew int) string {
	return fmt.Sprintf("%s %d · %s %d", s.NS, ns, s.EW, ew)
}

// contentWords says a result: what was played, then its score.
func contentWords(setup event.Setup, s event.Session, c event.Content) string {
	set, _ := setup.Pymtheg.Settings()
	switch {
	case c.Passed:
		return i18n.T("Everyone passed")
	case c.Score != nil:
		return pairScore(s, c.Score.NS, c.Score.EW)
	case c.Points != nil:
		return pairScore(s, c.Points[s.NS], c.Points[s.EW])
	case c.Deal != nil:
		d, err := convert[pymscore.Deal](*c.Deal)
		if err != nil {
			return err.Error()
		}
		res, err := pymscore.ScoreDeal(d, set)
		if err != nil {
			return err.Error()
		}
		names := seatNames(setup, s)
		return dealentry.DealWords(&names, d, pymscore.DealResult{}) + " — " + pairScore(s, res.Score.NS, res.Score.EW)
	case c.Deals != nil || c.Scores != nil:
		var ns, ew, n int
		for _, sc := range c.Scores {
			ns, ew, n = ns+sc.NS, ew+sc.EW, n+1
		}
		for _, in := range c.Deals {
			d, err := convert[pymscore.Deal](in)
			if err != nil {
				return err.Error()
			}
			res, err := pymscore.ScoreDeal(d, set)
			if err != nil {
				return err.Error()
			}
			ns, ew, n = ns+res.Score.NS, ew+res.Score.EW, n+1
		}
		return i18n.N(n, "%d game", "%d games") + ": " + pairScore(s, ns, ew)
	case c.Rounds != nil:
		opt, err := setup.Burn.Settings()
		if err != nil {
			return err.Error()
		}
		t, err := burnscore.NewTable(map[string][]string{s.NS: members(setup, s.NS), s.EW: members(setup, s.EW)}, nil)
		if err != nil {
			return err.Error()
		}
		g := burnscore.NewGame(t, opt)
		for _, in := range c.Rounds {
			r, err := in.Typed()
			if err == nil {
				_, err = g.Play(r)
			}
			if err != nil {
				return err.Error()
			}
		}
		tot := g.Totals()
		return i18n.N(len(c.Rounds), "%d round", "%d rounds") + ": " + pairScore(s, tot[s.NS], tot[s.EW])
	}
	return i18n.T("Nothing entered yet.")
}

// seating says who sits here this round.
func seating(setup event.Setup, sess event.Session) fyne.CanvasObject {
	players := func(team string) string {
		for _, t := range setup.Teams {
			if t.Name == team && len(t.Players) > 0 {
				return team + " (" + strings.Join(t.Players, " & ") + ")"
			}
		}
		return team
	}
	box := container.NewVBox()
	if setup.Game == event.Pymtheg {
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("North-South: %s"), players(sess.NS))))
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("East-West: %s"), players(sess.EW))))
	} else {
		box.Add(widgets.Wrapped(fmt.Sprintf(i18n.T("%s against %s"), players(sess.NS), players(sess.EW))))
	}
	return box
}

// connectionWords says how the page stands with the director.
func connectionWords(v table.View, address string) (string, widget.Importance) {
	switch {
	case v.DeviceRefused:
		return i18n.T("The director does not let this device in: the join code or the table number is wrong. Check both and join again."), widgets.StatusProblem
	case !v.Connected && v.Pending > 0:
		return i18n.N(v.Pending, "Offline: %d result waits on this device and is sent when the director can be reached again.",
			"Offline: %d results wait on this device and are sent when the director can be reached again."), widgets.StatusWarning
	case !v.Connected && v.Setup == nil:
		return fmt.Sprintf(i18n.T("Looking for the director at %s… Check the Wi-Fi and the address."), address), widgets.StatusWarning
	case !v.Connected:
		return i18n.T("Offline: the director cannot be reached. Entries are kept on this device and sent when it is back."), widgets.StatusWarning
	case v.Pending > 0:
		return i18n.N(v.Pending, "Connected: sending %d result…", "Connected: sending %d results…"), widgets.StatusInfo
	case v.Setup == nil:
		return i18n.T("Connected: reading the event…"), widgets.StatusInfo
	}
	return i18n.T("Connected to the director: every result is in."), widgets.StatusDone
}

func sortedPoints(m map[string]int) []string {
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
