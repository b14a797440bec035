//go:build screenshots

package tournament

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
	"arbiter/tournament/table"
	"arbiter/tournament/wire"
)

func init() {
	hoststore.Scenes = append(hoststore.Scenes,
		hoststore.Scene{Name: "tournament-setup", Section: host.SectionPlay, Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return HostPage(u), nil
		}},
		hoststore.Scene{Name: "tournament-host", Section: host.SectionPlay, Build: sampleHost},
		hoststore.Scene{Name: "tournament-join", Section: host.SectionPlay, Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			return JoinPage(u), nil
		}},
		hoststore.Scene{Name: "tournament-table", Section: host.SectionPlay, Build: sampleTable},
		hoststore.Scene{Name: "tournament-result", Section: host.SectionPlay, Build: func(u hoststore.Host, st *storage.Store) (host.Page, error) {
			if _, err := sampleHost(u, st); err != nil {
				return host.Page{}, err
			}
			s, _ := newDirectorScreen(u, liveOf(u).director)
			return resultPage(s, event.Key{Round: 1, Table: 2}), nil
		}},
	)
}

// sampleSetup is a club evening of six teams on three tables.
var sampleSetup = event.Setup{Name: "Tuesday club night", Game: event.Pymtheg, Form: event.League, Teams: []event.Team{
	{Name: "Owls", Players: []string{"Ann", "Cy"}}, {Name: "Hawks", Players: []string{"Bo", "Di"}},
	{Name: "Foxes", Players: []string{"Ed", "Fay"}}, {Name: "Bees", Players: []string{"Gil", "Hal"}},
	{Name: "Wolves", Players: []string{"Ivy", "Jo"}}, {Name: "Crows", Players: []string{"Kim", "Lou"}},
}}

// sampleDeals are the results the sample tables enter in round 1.
var sampleDeals = []string{
	`{"deal":{"contract":"gam+1","declarer":"N","trump":"Wa","trump_named":"after","tricks_won":{"N":5,"E":2,"S":6,"W":2}}}`,
	`{"score":{"NS":60,"EW":0}}`,
	`{"deal":{"contract":"gam","declarer":"E","trump":"none","trump_named":"after","tricks_won":{"N":3,"E":5,"S":2,"W":5}}}`,
}

func content(s string) event.Content {
	var c event.Content
	if err := json.Unmarshal([]byte(s), &c); err != nil {
		panic(err)
	}
	return c
}

// sampleEvening starts a director on loopback for the sample evening and
// joins its tables; tables[i] is table i+1, the first on st when given.
func sampleEvening(st *storage.Store) (*director.Director, []*table.Table, error) {
	dir, err := os.MkdirTemp("", "arbiter-scene-")
	if err != nil {
		return nil, nil, err
	}
	dst, err := storage.Open(filepath.Join(dir, "director.db"))
	if err != nil {
		return nil, nil, err
	}
	b, _ := json.Marshal(sampleSetup)
	// A fixed join code, so that the pictures do not change from run to
	// run.
	rec, err := dst.CreateTournamentEvent(storage.TournamentEvent{Name: sampleSetup.Name, Game: "pymtheg", Form: "league",
		Setup: b, JoinCode: "K4F9Q2MXR7", Secret: wire.NewSecret()})
	if err != nil {
		return nil, nil, err
	}
	d, err := director.Start(context.Background(), director.Config{Store: dst, EventID: rec.ID,
		DataDir: filepath.Join(dir, "server"), Host: "127.0.0.1", Port: -1})
	if err != nil {
		return nil, nil, err
	}
	var tables []*table.Table
	for i := 1; i <= 3; i++ {
		ts := st
		if i > 1 || st == nil {
			if ts, err = storage.Open(filepath.Join(dir, fmt.Sprintf("table%d.db", i))); err != nil {
				return nil, nil, err
			}
		}
		t, err := table.Join(context.Background(), table.Config{Servers: []string{d.ClientURL()}, Code: rec.JoinCode,
			Table: i, Outbox: ts, Device: fmt.Sprintf("app, table %d", i)})
		if err != nil {
			return nil, nil, err
		}
		tables = append(tables, t)
	}
	for _, t := range tables {
		if err := waitFor(func() bool { v := t.View(); return v.Setup != nil && v.Movement != nil }); err != nil {
			return nil, nil, err
		}
	}
	return d, tables, nil
}

func waitFor(cond func() bool) error {
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			return fmt.Errorf("the sample evening did not settle")
		}
	}
	return nil
}

func idle(tables []*table.Table) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, t := range tables {
		if err := t.WaitIdle(ctx); err != nil {
			return err
		}
	}
	return nil
}

// sampleHost is the director's screen in round 1: table 1 counted, table
// 2 disputed, table 3 waiting for East.
func sampleHost(u hoststore.Host, st *storage.Store) (host.Page, error) {
	d, tables, err := sampleEvening(nil)
	if err != nil {
		return host.Page{}, err
	}
	for i, t := range tables {
		if _, err := t.Enter(1, content(sampleDeals[i])); err != nil {
			return host.Page{}, err
		}
	}
	if _, err := tables[0].Verify(1, true, ""); err != nil {
		return host.Page{}, err
	}
	if _, err := tables[1].Verify(1, false, "we took 6 tricks: 50"); err != nil {
		return host.Page{}, err
	}
	if err := idle(tables); err != nil {
		return host.Page{}, err
	}
	if err := waitFor(func() bool { return d.View().Stats.Applied == 5 }); err != nil {
		return host.Page{}, err
	}
	r := &directorRun{h: u, opts: Options{Do: func(fn func()) { fn() }}, d: d, w: newWatcher(), view: d.View()}
	r.standings, r.stErr = d.Standings()
	liveOf(u).director = r
	return directorPage(u, r), nil
}

// sampleTable is table 1's screen in round 2, round 1 counted at every
// table: its rank, the standings, and the deal entry.
func sampleTable(u hoststore.Host, st *storage.Store) (host.Page, error) {
	_, tables, err := sampleEvening(st)
	if err != nil {
		return host.Page{}, err
	}
	for i, t := range tables {
		if _, err := t.Enter(1, content(sampleDeals[i])); err != nil {
			return host.Page{}, err
		}
		if _, err := t.Verify(1, true, ""); err != nil {
			return host.Page{}, err
		}
	}
	if err := idle(tables); err != nil {
		return host.Page{}, err
	}
	t := tables[0]
	if err := waitFor(func() bool { return t.View().Round == 2 }); err != nil {
		return host.Page{}, err
	}
	if err := waitFor(func() bool { s, err := t.Standings(); return err == nil && s.Counted == 3 }); err != nil {
		return host.Page{}, err
	}
	r := &tableRun{h: u, opts: Options{Do: func(fn func()) { fn() }}, t: t, w: newWatcher(), answered: map[string]bool{},
		join: joinDetails{Code: "K4F9Q-2MXR7", Table: 1, Address: "127.0.0.1", Seat: "north"}, view: t.View()}
	liveOf(u).table = r
	return tablePage(u, r), nil
}
