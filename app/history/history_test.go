package history

import (
	_ "arbiter/scoring/all"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/samples"
	"arbiter/app/widgets"
	"arbiter/storage"
)

func TestHistoryFilterByGameAndPlayer(t *testing.T) {
	u := apptest.NewHost(t, true)
	st := u.Store()
	p := apptest.Must[storage.Player](t)
	ann, bob, cas := p(st.CreatePlayer("Ann")), p(st.CreatePlayer("Bob")), p(st.CreatePlayer("Cas"))
	myreGame(t, st, ann, bob, 0, 1)
	myreGame(t, st, bob, ann, 2)
	myreGame(t, st, cas, bob)
	ct := apptest.Must[storage.Game](t)(samples.CreateJSON(st, "carts-tity", "", samples.NextStart(), `{"players":["Ann","Cas"]}`, []storage.Seat{
		{PlayerID: ann.ID, Side: "Ann"}, {PlayerID: cas.ID, Side: "Cas"}}))
	if _, err := st.AddRoundJSON(ct.ID, json.RawMessage(`{"cards_left":{"Ann":0,"Cas":4},"overflowed":[]}`)); err != nil {
		t.Fatal(err)
	}

	v := newHistoryView(u)
	u.Push("history", host.Page{Title: "History", Content: v.root, OnShow: v.show})
	u.Settle()
	if n := len(v.list.games); n != 4 {
		t.Fatalf("all games: %d listed, want 4", n)
	}
	if got := v.list.count.Text; got != "4 games" {
		t.Errorf("count = %q", got)
	}
	row := newGameRow()
	fillGameRow(row, v.list.games[0], nil)
	if s := apptest.Labels(row); !strings.Contains(s, "Cârts Tîty") || !strings.Contains(s, "Ann 0") || !strings.Contains(s, "1 round") {
		t.Errorf("newest row shows:\n%s", s)
	}

	v.gameSel.SetSelected("Myre")
	u.Settle()
	if n := len(v.list.games); n != 3 {
		t.Fatalf("Myre games: %d, want 3", n)
	}
	for _, g := range v.list.games {
		if g.Kind != "myre" {
			t.Errorf("a %s game under the Myre filter", g.Kind)
		}
	}
	v.playerSel.SetSelected("Cas")
	u.Settle()
	if n := len(v.list.games); n != 1 || v.list.games[0].Seats[0].PlayerID != cas.ID {
		t.Fatalf("Myre games of Cas: %d", n)
	}
	v.gameSel.SetSelected("All games")
	u.Settle()
	if n := len(v.list.games); n != 2 {
		t.Fatalf("games of Cas: %d, want 2", n)
	}
	v.statusSel.SetSelected("Finished")
	u.Settle()
	if n := len(v.list.games); n != 0 || !v.list.empty.Visible() {
		t.Fatalf("finished games of Cas: %d, empty note shown %v", n, v.list.empty.Visible())
	}
	v.statusSel.SetSelected("Any status")
	v.playerSel.SetSelected("All players")
	v.dateSel.SetSelected("Last 7 days")
	u.Settle()
	if n := len(v.list.games); n != 4 {
		t.Fatalf("last 7 days: %d games, want 4", n)
	}
	// Tapping a game opens its record.
	v.list.list.Select(0)
	u.Settle()
	if got := u.Current("history").Title; got != "Cârts Tîty" {
		t.Errorf("opened page %q", got)
	}
}

func TestHistoryDateRanges(t *testing.T) {
	now := time.Date(2026, 3, 15, 20, 0, 0, 0, time.Local)
	from, to := dateRange(date7, now, time.Time{}, time.Time{})
	if !from.Equal(time.Date(2026, 3, 9, 0, 0, 0, 0, time.Local)) || !to.IsZero() {
		t.Errorf("last 7 days: %v – %v", from, to)
	}
	from, _ = dateRange(dateYear, now, time.Time{}, time.Time{})
	if !from.Equal(time.Date(2026, 1, 1, 0, 0, 0, 0, time.Local)) {
		t.Errorf("this year from %v", from)
	}
	a, b := time.Date(2026, 2, 1, 13, 0, 0, 0, time.Local), time.Date(2026, 2, 3, 9, 0, 0, 0, time.Local)
	from, to = dateRange(dateCustom, now, a, b)
	if !from.Equal(time.Date(2026, 2, 1, 0, 0, 0, 0, time.Local)) || !to.Equal(time.Date(2026, 2, 4, 0, 0, 0, 0, time.Local)) {
		t.Errorf("custom: %v – %v (the last day counts whole)", from, to)
	}
}

func TestHistoryLoadsPagesAsItScrolls(t *testing.T) {
	u := apptest.NewHost(t, false)
	st := u.Store()
	if _, err := st.Generate(storage.GenerateOptions{Players: 4, Games: 130, RoundsPerGame: 2}); err != nil {
		t.Fatal(err)
	}
	v := newHistoryView(u)
	u.Push("history", host.Page{Title: "History", Content: v.root, OnShow: v.show})
	u.Settle()
	if n := len(v.list.games); n != historyPageSize || v.list.total != 130 {
		t.Fatalf("first page: %d of %d", n, v.list.total)
	}
	if v.list.loading {
		t.Fatal("the second page is asked for before any scrolling")
	}
	for i := 0; i < 10 && len(v.list.games) < 130; i++ {
		v.list.list.ScrollToBottom()
		u.Settle()
	}
	if n := len(v.list.games); n != 130 {
		t.Fatalf("after scrolling to the end: %d games loaded, want 130", n)
	}
}

func TestGameRecordShowsRoundsAndVersions(t *testing.T) {
	u := apptest.NewHost(t, true)
	st := u.Store()
	p := apptest.Must[storage.Player](t)
	ann, bob := p(st.CreatePlayer("Ann")), p(st.CreatePlayer("Bob"))
	g := myreGame(t, st, ann, bob, 0, 1, 2)
	rounds := apptest.Must[[]storage.Round](t)(st.Rounds(g.ID))
	if _, err := st.CorrectRoundJSON(rounds[1].ID, json.RawMessage(samples.SampleMyreHands[3])); err != nil {
		t.Fatal(err)
	}
	if _, err := st.UndoLastRound(g.ID); err != nil {
		t.Fatal(err)
	}
	pg := GameRecordPage(u, st, g)
	u.Push("history", pg)
	// Read off the UI goroutine: a wait until it is in.
	if s := apptest.Labels(pg.Content); !strings.Contains(s, "Reading the game…") {
		t.Errorf("the record while reading shows:\n%s", s)
	}
	u.Settle()
	s := apptest.Labels(pg.Content)
	for _, want := range []string{"Round 1", "Round 2", "Undone round", "v1 · entered", "v2 · corrected", "v2 · undone",
		"Red (Ann)", "Black (Bob)", "Sitting 1", "In progress"} {
		if !strings.Contains(s, want) {
			t.Errorf("record lacks %q:\n%s", want, s)
		}
	}
	var chart *widgets.LineChartWidget
	apptest.Walk(pg.Content, func(c fyne.CanvasObject) {
		if l, ok := c.(*widgets.LineChartWidget); ok {
			chart = l
		}
	})
	if chart == nil || len(chart.Series) != 2 || chart.Points() != 2 {
		t.Fatalf("progression chart: %+v", chart)
	}

	// The note is saved.
	var note *widget.Entry
	apptest.Walk(pg.Content, func(c fyne.CanvasObject) {
		if e, ok := c.(*widget.Entry); ok && e.MultiLine {
			note = e
		}
	})
	test.Type(note, "Bob dealt.")
	test.Tap(apptest.Button(t, pg.Content, "Save note"))
	u.Settle()
	if got := apptest.Must[storage.Game](t)(st.Game(g.ID)).Note; got != "Bob dealt." {
		t.Errorf("note = %q", got)
	}

	// Abandon through the confirmation.
	test.Tap(apptest.Button(t, pg.Content, "Abandon"))
	test.Tap(apptest.Button(t, apptest.Dialog(t, u.Window()), "Yes"))
	u.Settle()
	if got := apptest.Must[storage.Game](t)(st.Game(g.ID)).Status; got != storage.StatusAbandoned {
		t.Fatalf("status = %s", got)
	}
	if s := apptest.Labels(pg.Content); !strings.Contains(s, "Abandoned") {
		t.Errorf("record after abandoning:\n%s", s)
	}
	apptest.Button(t, pg.Content, "Reopen")
}

// inside checks that a chart drew nothing beyond its size.
func inside(t *testing.T, name string, objs []fyne.CanvasObject, size fyne.Size) {
	t.Helper()
	for _, o := range objs {
		var right float32
		switch x := o.(type) {
		case *canvas.Line:
			right = max(x.Position1.X, x.Position2.X)
		case *canvas.Text:
			right = x.Position().X + x.MinSize().Width
		default:
			right = o.Position().X + o.Size().Width
		}
		if right > size.Width+2 {
			t.Errorf("%s at %v: %T reaches x=%.0f", name, size, o, right)
			return
		}
	}
}

func TestChartsWithAndWithoutData(t *testing.T) {
	test.NewTempApp(t)
	for _, size := range []fyne.Size{fyne.NewSize(340, 260), fyne.NewSize(640, 320)} {
		empty := widgets.LineChart(nil)
		r := test.WidgetRenderer(empty)
		r.Layout(size)
		if len(r.Objects()) != 1 {
			t.Errorf("empty line chart draws %d objects, want its one message", len(r.Objects()))
		}
		var series []widgets.ChartSeries
		for i := 0; i < 8; i++ {
			s := widgets.ChartSeries{Name: "Player with a long name " + string(rune('A'+i))}
			for k := 0; k < 40; k++ {
				s.Values = append(s.Values, float64((k*(i+3))%23-4))
			}
			series = append(series, s)
		}
		c := widgets.LineChart(series)
		c.Target = 30
		r = test.WidgetRenderer(c)
		r.Layout(size)
		if len(r.Objects()) < 100 {
			t.Errorf("line chart with 8×40 points draws only %d objects", len(r.Objects()))
		}
		inside(t, "line chart", r.Objects(), size)
		if ms := r.MinSize(); ms.Width > 340 {
			t.Errorf("line chart needs %v: too wide for a phone", ms)
		}
		one := widgets.LineChart([]widgets.ChartSeries{{Name: "Ann", Values: []float64{3}}})
		r = test.WidgetRenderer(one)
		r.Layout(size)
		inside(t, "one point", r.Objects(), size)

		bars := widgets.BarChart(nil)
		r = test.WidgetRenderer(bars)
		r.Layout(size)
		if len(r.Objects()) != 1 {
			t.Errorf("empty bar chart draws %d objects", len(r.Objects()))
		}
		bars.SetBars([]widgets.ChartBar{{Label: "Mortal Swords", Value: 0.4, Text: "2/5 · 40%"}, {Label: "Myre", Value: 1, Text: "3/3 · 100%"}})
		bars.Max, bars.Percent = 1, true
		r.Layout(size)
		if len(r.Objects()) < 8 {
			t.Errorf("bar chart draws %d objects", len(r.Objects()))
		}
		inside(t, "bar chart", r.Objects(), size)
	}
	// In a window the charts take their minimum size and redraw on resize.
	w := test.NewWindow(container.NewVBox(widgets.LineChart([]widgets.ChartSeries{{Name: "Ann", Values: []float64{1, 5, 2}}}), widgets.BarChart(nil)))
	defer w.Close()
	w.Resize(fyne.NewSize(390, 600))
	w.Resize(fyne.NewSize(900, 600))
}

func TestHistoryDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	for en, nl := range map[string]string{"Win rate per game": "Winstpercentage per spel", "Show archived players": "Gearchiveerde spelers tonen"} {
		if got := i18n.T(en); got != nl {
			t.Errorf("T(%q) = %q in Dutch, want %q", en, got, nl)
		}
	}
}

func myreGame(t *testing.T, st *storage.Store, red, black storage.Player, hands ...int) storage.Game {
	t.Helper()
	return apptest.Must[storage.Game](t)(samples.MyreGame(st, red, black, hands...))
}
