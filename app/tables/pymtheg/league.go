package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/widgets"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
)

// The league page keeps a Pymtheg league: teams, tables, the result of
// each pair of teams at each table, and the ranking the game's tournament
// rules give. It lives in a draft, read again each time the page comes on
// screen, so it survives closing the app.

// pymTourney is a league being kept.
type pymTourney struct {
	Teams  []string        `json:"teams"`
	Tables []pymTourneyTab `json:"tables"`
}

type pymTourneyTab struct {
	Name     string              `json:"name"`
	Sessions []pymTourneySession `json:"sessions"`
}

type pymTourneySession struct {
	NS     string          `json:"NS"`
	EW     string          `json:"EW"`
	Score  *pymscore.Score `json:"score,omitempty"`
	Passed bool            `json:"passed,omitempty"`
}

// pymTourneyKey is where the league is kept: a draft of its own in the
// history, next to the games' drafts.
const pymTourneyKey = "tournament/pymtheg"

// leagueStore reads and keeps the league off the UI goroutine: the page
// reads it each time it comes on screen and keeps every change, the
// writes in the order they were made.
type leagueStore struct {
	u       host.Host
	mu      sync.Mutex // guards pending
	pending []byte
	write   sync.Mutex // one write at a time, the newest last
}

// load reads the league, then calls done with it on the UI goroutine.
func (s *leagueStore) load(done func(pymTourney, error)) {
	s.u.WithGames(func(g session.Games) {
		var b []byte
		var err error
		s.u.Background(func() { b, err = g.Draft(pymTourneyKey) }, func() {
			var tr pymTourney
			if err == nil && len(b) > 0 {
				err = json.Unmarshal(b, &tr)
			}
			done(tr, err)
		})
	})
}

// keep writes the league; failed hears of a write that did not happen.
func (s *leagueStore) keep(tr pymTourney, failed func(error)) {
	b, err := json.Marshal(tr)
	if err != nil {
		failed(err)
		return
	}
	s.mu.Lock()
	s.pending = b
	s.mu.Unlock()
	s.u.WithGames(func(g session.Games) {
		var err error
		s.u.Background(func() {
			s.write.Lock()
			defer s.write.Unlock()
			s.mu.Lock()
			b := s.pending
			s.pending = nil
			s.mu.Unlock()
			if b != nil {
				err = g.SaveDraft(pymTourneyKey, b)
			}
		}, func() {
			if err != nil {
				failed(err)
			}
		})
	})
}

// pymTournamentPage is the league page.
func pymTournamentPage(u host.Host) host.Page {
	status := widgets.NewStatusLine(2)
	body := container.NewVBox()
	store := &leagueStore{u: u}
	var tr pymTourney
	var draw func()
	save := func(msg string) {
		store.keep(tr, func(err error) { status.Set(err.Error(), widgets.StatusProblem) })
		draw()
		status.Set(msg, widgets.StatusDone)
	}
	draw = func() {
		body.RemoveAll()
		body.Add(widgets.Wrapped(i18n.T("Every team plays the same hands at each table once. At each table the best result gets 1 ranking point, the next 2, and so on; East-West counts the negative of North-South's score, and a passed deal ranks both teams last. Fewest points wins.")))
		// Teams.
		body.Add(widgets.Heading(i18n.T("Teams")))
		for i, name := range tr.Teams {
			i, name := i, name
			del := widget.NewButtonWithIcon(i18n.T("Remove"), theme.DeleteIcon(), func() {
				tr.Teams = append(tr.Teams[:i], tr.Teams[i+1:]...)
				save(i18n.Tf("%s is removed.", name))
			})
			del.Importance = widget.LowImportance
			body.Add(container.NewBorder(nil, nil, nil, del, widgets.Wrapped(name)))
		}
		newTeam := widget.NewEntry()
		newTeam.SetPlaceHolder(i18n.T("Team name"))
		addTeam := func() {
			n := strings.TrimSpace(newTeam.Text)
			if n == "" {
				status.Set(i18n.T("Type the team's name first."), widgets.StatusWarning)
				return
			}
			for _, x := range tr.Teams {
				if strings.EqualFold(x, n) {
					status.Set(i18n.Tf("%s is in the league already.", n), widgets.StatusWarning)
					return
				}
			}
			tr.Teams = append(tr.Teams, n)
			save(i18n.Tf("%s is added.", n))
		}
		newTeam.OnSubmitted = func(string) { addTeam() }
		body.Add(newTeam)
		body.Add(widget.NewButtonWithIcon(i18n.T("Add the team"), theme.ContentAddIcon(), addTeam))

		// Tables.
		body.Add(widgets.Heading(i18n.T("Tables")))
		for ti := range tr.Tables {
			ti := ti
			tab := &tr.Tables[ti]
			box := container.NewVBox()
			for si, s := range tab.Sessions {
				si := si
				res := i18n.T("everyone passed")
				if !s.Passed && s.Score != nil {
					res = i18n.Tf("North-South %d, East-West %d", s.Score.NS, s.Score.EW)
				}
				del := widget.NewButtonWithIcon(i18n.T("Remove"), theme.DeleteIcon(), func() {
					tab.Sessions = append(tab.Sessions[:si], tab.Sessions[si+1:]...)
					save(i18n.T("The result is removed."))
				})
				del.Importance = widget.LowImportance
				box.Add(container.NewBorder(nil, nil, nil, del, widgets.Wrapped(i18n.Tf("%s (North-South) against %s (East-West): %s", s.NS, s.EW, res))))
			}
			ns := widget.NewSelect(tr.Teams, nil)
			ns.PlaceHolder = i18n.T("North-South team")
			ew := widget.NewSelect(tr.Teams, nil)
			ew.PlaceHolder = i18n.T("East-West team")
			nsPts := widget.NewEntry()
			nsPts.SetPlaceHolder(i18n.T("North-South points"))
			ewPts := widget.NewEntry()
			ewPts.SetPlaceHolder(i18n.T("East-West points"))
			passed := widget.NewCheck(i18n.T("Everyone passed"), nil)
			add := widget.NewButtonWithIcon(i18n.T("Add the result"), theme.ContentAddIcon(), func() {
				if ns.Selected == "" || ew.Selected == "" || ns.Selected == ew.Selected {
					status.Set(i18n.T("Choose two different teams."), widgets.StatusWarning)
					return
				}
				for _, x := range tab.Sessions {
					for _, team := range []string{ns.Selected, ew.Selected} {
						if x.NS == team || x.EW == team {
							status.Set(i18n.Tf("%s has played at table %s already: every team plays each table's hands once.", team, tab.Name), widgets.StatusWarning)
							return
						}
					}
				}
				s := pymTourneySession{NS: ns.Selected, EW: ew.Selected, Passed: passed.Checked}
				if !passed.Checked {
					a, errA := points(nsPts.Text)
					b, errB := points(ewPts.Text)
					if errA != nil || errB != nil {
						status.Set(i18n.T("Points are whole numbers, such as 70 or -50."), widgets.StatusWarning)
						return
					}
					s.Score = &pymscore.Score{NS: a, EW: b}
				}
				tab.Sessions = append(tab.Sessions, s)
				save(i18n.Tf("The result at table %s is added.", tab.Name))
			})
			box.Add(widgets.NewFlowGrid(2, ns, ew))
			box.Add(widgets.NewFlowGrid(2, nsPts, ewPts))
			box.Add(passed)
			box.Add(add)
			body.Add(widget.NewCard(i18n.Tf("Table %s", tab.Name), "", box))
		}
		body.Add(widget.NewButtonWithIcon(i18n.T("Add a table"), theme.ContentAddIcon(), func() {
			tr.Tables = append(tr.Tables, pymTourneyTab{Name: fmt.Sprint(len(tr.Tables) + 1)})
			save(i18n.Tf("Table %d is added.", len(tr.Tables)))
		}))

		// The ranking.
		body.Add(widgets.Heading(i18n.T("Ranking")))
		out, err := pymLeague(tr)
		if err != nil {
			body.Add(widgets.Wrapped(err.Error()))
		} else {
			rows := container.New(layout.NewFormLayout())
			for _, s := range out.Standings {
				l := widgets.Wrapped(i18n.Tf("%s: %s", s.Team, i18n.N(s.Points, "%d ranking point", "%d ranking points")))
				l.TextStyle.Bold = s.Place == 1
				rows.Add(widget.NewLabel(fmt.Sprintf("%d.", s.Place)))
				rows.Add(l)
			}
			body.Add(rows)
			for _, tb := range out.Tables {
				var parts []string
				for _, team := range sortedTeams(tb.Points) {
					parts = append(parts, fmt.Sprintf("%s %d", team, tb.Points[team]))
				}
				body.Add(widgets.Wrapped(i18n.Tf("Table %s: %s", tb.Name, strings.Join(parts, " · "))))
			}
			if !out.Complete {
				body.Add(widgets.PymCaption(i18n.T("Not every team has played every table yet: the ranking is provisional.")))
			}
			why := widget.NewAccordion(widget.NewAccordionItem(i18n.T("Why?"), widgets.ExplanationPanel(u, "pymtheg", widgets.SayableSteps(out.Steps))))
			body.Add(why)
		}
		body.Refresh()
	}
	draw()
	show := func() {
		store.load(func(read pymTourney, err error) {
			if err != nil {
				status.Set(err.Error(), widgets.StatusProblem)
				return
			}
			tr = read
			draw()
		})
	}
	return host.Page{Title: i18n.T("Pymtheg league"), Content: widgets.TableLayout(status, container.NewPadded(body), nil), OnShow: show}
}

// points reads a score typed in ("" is 0).
func points(s string) (int, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "−", "-"))
	if s == "" {
		return 0, nil
	}
	return strconv.Atoi(s)
}

func sortedTeams(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if m[out[i]] != m[out[j]] {
			return m[out[i]] < m[out[j]]
		}
		return out[i] < out[j]
	})
	return out
}

// pymLeague ranks the league with the game's tournament rules.
func pymLeague(tr pymTourney) (pymscore.LeagueOut, error) {
	if len(tr.Teams) < 2 {
		return pymscore.LeagueOut{}, errors.New(i18n.T("Add at least two teams."))
	}
	in := pymscore.League{Teams: tr.Teams}
	for _, t := range tr.Tables {
		if len(t.Sessions) == 0 {
			continue
		}
		lt := pymscore.LeagueTable{Name: t.Name}
		for _, s := range t.Sessions {
			lt.Sessions = append(lt.Sessions, pymscore.LeagueSession{NS: s.NS, EW: s.EW, Score: s.Score, Passed: s.Passed})
		}
		in.Tables = append(in.Tables, lt)
	}
	if len(in.Tables) == 0 {
		return pymscore.LeagueOut{}, errors.New(i18n.T("Add a table and the results played there."))
	}
	out, err := pymscore.ScoreLeague(in)
	if err != nil {
		return pymscore.LeagueOut{}, errors.New(dealentry.RefusalWords(err))
	}
	return out, nil
}
