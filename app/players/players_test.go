package players

import (
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/samples"
	"arbiter/app/widgets"
	_ "arbiter/scoring/all"
	"arbiter/storage"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestPlayerProfileStatsAndHeadToHead(t *testing.T) {
	u := apptest.NewHost(t, false)
	st := u.Store()
	players, _, err := samples.SampleHistory(st)
	if err != nil {
		t.Fatal(err)
	}
	v := newProfileView(u, st, players["Ann"])
	u.Push("players", v.page())
	u.Settle()
	s := apptest.Labels(v.box)
	for _, want := range []string{"Myre", "Cârts Tîty", "Finished games", "Best score", "Current streak"} {
		if !strings.Contains(s, want) {
			t.Errorf("profile lacks %q:\n%s", want, s)
		}
	}
	var bars *widgets.BarChartWidget
	apptest.Walk(v.box, func(c fyne.CanvasObject) {
		if b, ok := c.(*widgets.BarChartWidget); ok && bars == nil {
			bars = b
		}
	})
	if bars == nil || len(bars.Bars) == 0 {
		t.Fatal("no win-rate chart")
	}
	v.compareWith("Bob")
	u.Settle()
	if s := apptest.Labels(v.h2h); !strings.Contains(s, "finished games against each other") {
		t.Errorf("head to head shows:\n%s", s)
	}
}

func TestPlayerAddRenameArchiveMerge(t *testing.T) {
	u := apptest.NewHost(t, true)
	st := u.Store()

	pv := newPlayersView(u)
	u.Push("players", host.Page{Title: "Players", Content: pv.root, OnShow: pv.show})
	u.Settle()
	if !pv.empty.Visible() {
		t.Error("no player: the empty note should show")
	}
	test.Type(pv.name, "Bobby")
	test.Tap(pv.add)
	u.Settle()
	test.Type(pv.name, "Bob")
	test.Tap(pv.add)
	u.Settle()
	test.Type(pv.name, "bob")
	test.Tap(pv.add)
	u.Settle()
	if !strings.Contains(pv.msg.Text, "already has this name") {
		t.Errorf("duplicate name message: %q", pv.msg.Text)
	}
	if len(pv.players) != 2 || pv.players[0].Name != "Bob" || pv.players[1].Name != "Bobby" {
		t.Fatalf("players listed: %+v", pv.players)
	}
	bobby, bob := pv.players[1], pv.players[0]
	ann := apptest.Must[storage.Player](t)(st.CreatePlayer("Ann"))
	g := myreGame(t, st, bobby, ann, 0)

	// Rename Bobby to Robert through the dialog.
	pv.list.Select(1)
	u.Settle()
	prof := u.Current("players")
	if prof.Title != "Bobby" {
		t.Fatalf("profile title %q", prof.Title)
	}
	test.Tap(apptest.Button(t, prof.Content, "Rename"))
	dlg := apptest.Dialog(t, u.Window())
	var entry *widget.Entry
	apptest.Walk(dlg, func(c fyne.CanvasObject) {
		if e, ok := c.(*widget.Entry); ok && entry == nil {
			entry = e
		}
	})
	entry.SetText("Robert")
	test.Tap(apptest.Button(t, dlg, "Rename"))
	u.Settle()
	if got := apptest.Must[storage.Player](t)(st.Player(bobby.ID)).Name; got != "Robert" {
		t.Fatalf("renamed to %q", got)
	}
	if got := u.Current("players").Title; got != "Robert" {
		t.Errorf("header after rename: %q", got)
	}
	if !strings.Contains(apptest.Labels(u.Current("players").Content), "Robert") {
		t.Error("profile does not show the new name")
	}

	// Archive, then bring back.
	content := u.Current("players").Content
	test.Tap(apptest.Button(t, content, "Archive"))
	u.Settle()
	content = u.Current("players").Content
	if !apptest.Must[storage.Player](t)(st.Player(bobby.ID)).Archived {
		t.Fatal("not archived")
	}
	pv.archived.SetChecked(false)
	pv.reload()
	u.Settle()
	for _, p := range pv.players {
		if p.ID == bobby.ID {
			t.Error("an archived player is listed with the switch off")
		}
	}
	pv.archived.SetChecked(true)
	u.Settle()
	if len(pv.players) != 3 {
		t.Errorf("with archived: %d players", len(pv.players))
	}
	test.Tap(apptest.Button(t, content, "Unarchive"))
	u.Settle()
	if apptest.Must[storage.Player](t)(st.Player(bobby.ID)).Archived {
		t.Fatal("still archived")
	}

	// Merge Robert into Bob: the game moves to Bob.
	test.Tap(apptest.Button(t, content, "Merge…"))
	dlg = apptest.Dialog(t, u.Window())
	var sel *widget.Select
	apptest.Walk(dlg, func(c fyne.CanvasObject) {
		if s, ok := c.(*widget.Select); ok && sel == nil {
			sel = s
		}
	})
	// Ann sat in Robert's game: she is not offered, and the dialog says
	// why before anything is confirmed.
	if !strings.Contains(apptest.Labels(dlg), "Not offered: Ann. They sat in a game with Robert, so they are other people.") {
		t.Errorf("the merge dialog says:\n%s", apptest.Labels(dlg))
	}
	if slices.Contains(sel.Options, "Ann") || !slices.Contains(sel.Options, "Bob") {
		t.Errorf("offered to merge with: %q", sel.Options)
	}
	sel.SetSelected("Bob")
	test.Tap(apptest.Button(t, dlg, "Merge"))
	confirm := apptest.Dialog(t, u.Window())
	if !strings.Contains(apptest.Labels(confirm), "cannot be undone") {
		t.Errorf("confirmation says:\n%s", apptest.Labels(confirm))
	}
	test.Tap(apptest.Button(t, confirm, "Merge"))
	u.Settle()
	games := apptest.Must[[]storage.Game](t)(st.Games(storage.Filter{PlayerID: bob.ID}))
	if len(games) != 1 || games[0].ID != g.ID {
		t.Fatalf("Bob's games after the merge: %+v", games)
	}
	if top := u.Current("players"); top.Title != "Bob" {
		t.Errorf("after merging, the profile shown is %q", top.Title)
	}
	for _, p := range apptest.Must[[]storage.Player](t)(st.Players(true)) {
		if p.Name == "Robert" {
			t.Error("the merged player is still listed")
		}
	}
}

func myreGame(t *testing.T, st *storage.Store, red, black storage.Player, hands ...int) storage.Game {
	t.Helper()
	return apptest.Must[storage.Game](t)(samples.MyreGame(st, red, black, hands...))
}
