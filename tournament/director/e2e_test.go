package director

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
	"testing"
	"time"

	"arbiter/engine/game"
	"arbiter/scoring/event"
	"arbiter/scoring/event/eventtest"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/tournament/table"
)

// commandInput builds the input of `arbiter-cli tournament` for a Pymtheg
// league from what the tables entered (the sessions as each table's screen
// showed them), without the event package's help.
func commandInput(t testing.TB, setup event.Setup, tables int, entered map[event.Key]event.Session, contents map[event.Key]event.Content) []byte {
	t.Helper()
	type session struct {
		NS     string              `json:"NS"`
		EW     string              `json:"EW"`
		Deal   *pymscore.DealInput `json:"deal,omitempty"`
		Score  *pymscore.Score     `json:"score,omitempty"`
		Passed bool                `json:"passed,omitempty"`
	}
	type table struct {
		Name     string    `json:"name"`
		Sessions []session `json:"sessions"`
	}
	in := struct {
		Game   string   `json:"game"`
		Form   string   `json:"form"`
		Teams  []string `json:"teams"`
		Tables []table  `json:"tables"`
	}{Game: "pymtheg", Form: "league", Teams: setup.TeamNames()}
	var keys []event.Key
	for k := range entered {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Round < keys[j].Round })
	for tb := 1; tb <= tables; tb++ {
		tab := table{Name: fmt.Sprint(tb), Sessions: []session{}}
		for _, k := range keys {
			if k.Table != tb {
				continue
			}
			s, c := entered[k], contents[k]
			tab.Sessions = append(tab.Sessions, session{NS: s.NS, EW: s.EW, Deal: c.Deal, Score: c.Score, Passed: c.Passed})
		}
		in.Tables = append(in.Tables, tab)
	}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// runCommand ranks a tournament's JSON the way `arbiter-cli tournament`
// does: decoded strictly at the edge, then the typed scoring.
func runCommand(t testing.TB, input []byte) string {
	t.Helper()
	var in pymscore.TournamentInput
	if err := game.Decode(input, &in); err != nil {
		t.Fatal(err)
	}
	out, err := pymscore.RunTournament(in)
	if err != nil {
		t.Fatal(err)
	}
	return jsonOf(t, out)
}

// sessionFor waits until a table's screen shows its session of a round.
func sessionFor(t testing.TB, tb *table.Table, round int) event.Session {
	t.Helper()
	var s event.Session
	waitFor(t, fmt.Sprintf("table %d to reach round %d", tb.Number(), round), 30*time.Second, func() bool {
		v := tb.View()
		if v.Round == round && v.Session != nil {
			s = *v.Session
			return true
		}
		return false
	})
	return s
}

// End to end: 16 tables, 6 rounds of a 32-team Pymtheg league through the
// table client (tables 1–4 with a second device for East), and the
// director's standings equal the tournament command's on the same
// results.
func TestSixteenTablesSixRounds(t *testing.T) {
	const tables, rounds = 16, 6
	dst := openStore(t, "director")
	setup := event.Setup{Name: "Club night", Game: event.Pymtheg, Form: event.League, Teams: eventtest.Teams(2*tables, 2), Rounds: rounds}
	rec := newEvent(t, dst, setup)
	d := startDirector(t, dst, rec.ID, t.TempDir(), -1)
	defer d.Close()
	urls := []string{d.ClientURL()}
	north := make([]*table.Table, tables+1)
	east := make([]*table.Table, tables+1)
	for i := 1; i <= tables; i++ {
		north[i] = joinTable(t, urls, rec.JoinCode, i)
		if i <= 4 {
			east[i] = joinTable(t, urls, rec.JoinCode, i)
		}
	}
	for i := 1; i <= tables; i++ {
		joined(t, north[i])
	}
	var mu sync.Mutex
	entered := map[event.Key]event.Session{}
	contents := map[event.Key]event.Content{}
	for round := 1; round <= rounds; round++ {
		var wg sync.WaitGroup
		for i := 1; i <= tables; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				tb := north[i]
				s := sessionFor(t, tb, round)
				c, err := eventtest.Content(rng(uint64(100*round+i)), eventOf(t, tb), s.Key())
				if err != nil {
					t.Error(err)
					return
				}
				n, err := tb.Enter(round, c)
				if err != nil {
					t.Error(err)
					return
				}
				if e := east[i]; e != nil {
					// East's own device reads North's entry from the feed.
					waitFor(t, "North's entry on East's device", 20*time.Second, func() bool {
						got, ok := e.NorthEntry(round)
						return ok && got.ID == n.ID
					})
					if _, err := e.Verify(round, true, ""); err != nil {
						t.Error(err)
						return
					}
				} else if _, err := tb.Verify(round, true, ""); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				entered[s.Key()], contents[s.Key()] = s, c
				mu.Unlock()
			}(i)
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
	}
	for i := 1; i <= tables; i++ {
		for _, tb := range []*table.Table{north[i], east[i]} {
			if tb == nil {
				continue
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			if err := tb.WaitIdle(ctx); err != nil {
				t.Fatalf("table %d: %v", i, err)
			}
			cancel()
		}
	}
	st, err := d.Standings()
	if err != nil {
		t.Fatal(err)
	}
	stats := d.Stats()
	if st.Counted != tables*rounds || stats.Applied != 2*tables*rounds || stats.Refused != 0 {
		t.Fatalf("counted %d of %d; stats %+v", st.Counted, tables*rounds, stats)
	}
	if n, _, _ := dst.TournamentRecordCount(rec.ID); n != 2*tables*rounds {
		t.Fatalf("%d entries stored, want %d", n, 2*tables*rounds)
	}
	want := runCommand(t, commandInput(t, setup, tables, entered, contents))
	full, err := d.FullStandings()
	if err != nil {
		t.Fatal(err)
	}
	if got := jsonOf(t, full); got != want {
		t.Fatalf("director's standings differ from the tournament command's:\n%s\n%s", got, want)
	}
	if got := jsonOf(t, st.Output()); got != want {
		t.Fatalf("live standings differ from the tournament command's")
	}
	// Every table sees the same standings, and its rank after each round.
	ts, err := north[7].Standings()
	if err != nil || ts.Counted != tables*rounds || jsonOf(t, ts.Places) != jsonOf(t, st.Places) {
		t.Fatalf("table 7 reads %+v %v", ts, err)
	}
	f := north[7].View().Feed
	if f == nil || len(f.Results) != rounds || f.Results[rounds-1].Status != event.Confirmed {
		t.Fatalf("table 7's feed %+v", f)
	}
	d.mu.Lock()
	want7 := d.ev.TablePoints(7)
	d.mu.Unlock()
	if jsonOf(t, f.Points) != jsonOf(t, want7) {
		t.Fatalf("table 7's points %v, the director's %v", f.Points, want7)
	}
	for _, r := range f.Results {
		if _, ok := f.Points[r.Session.NS]; !ok {
			t.Fatalf("table 7's points %v lack round %d's %s", f.Points, r.Session.Round, r.Session.NS)
		}
	}
}
