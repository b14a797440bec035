package webtable

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
)

// The page says things in the app's words (the same English keys, so the
// same Dutch). What the app's table screen says too comes from
// app/tournament/tablewords; app/tournament itself cannot be linked into
// the page, as it keeps its outbox in the SQLite history.

// contentWords says a result: what was played, then its score.
func contentWords(setup event.Setup, s event.Session, c event.Content) string {
	set, _ := setup.Pymtheg.Settings()
	switch {
	case c.Passed:
		return i18n.T("Everyone passed")
	case c.Score != nil:
		return tablewords.PairScore(s, c.Score.NS, c.Score.EW)
	case c.Points != nil:
		return tablewords.PairScore(s, c.Points[s.NS], c.Points[s.EW])
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
		return dealentry.DealWords(&names, d, pymscore.DealResult{}) + " — " + tablewords.PairScore(s, res.Score.NS, res.Score.EW)
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
		return i18n.N(n, "%d game", "%d games") + ": " + tablewords.PairScore(s, ns, ew)
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
		return i18n.N(len(c.Rounds), "%d round", "%d rounds") + ": " + tablewords.PairScore(s, tot[s.NS], tot[s.EW])
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
