package stats

import (
	"arbiter/scoring/all"
	"fmt"
	"math"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// winRateChart: a bar per game kind the player finished at least once.
func WinRateChart(ps storage.PlayerStats) fyne.CanvasObject {
	var bars []widgets.ChartBar
	for _, k := range ps.Kinds {
		if k.Played == 0 {
			continue
		}
		bars = append(bars, widgets.ChartBar{
			Label: widgets.KindName(k.Kind),
			Value: k.WinRate,
			Text:  fmt.Sprintf("%d/%d · %s", k.Won, k.Played, percent(k.WinRate)),
		})
	}
	c := widgets.BarChart(bars)
	c.Max = 1
	c.Percent = true
	c.Empty = i18n.T("No finished game yet: win rates appear here.")
	return c
}

func percent(f float64) string { return fmt.Sprintf("%d%%", int(math.Round(f*100))) }

// statsCards: the player's numbers for each game kind, as tiles in cols
// columns.
func StatsCards(ps storage.PlayerStats, cols int) fyne.CanvasObject {
	box := container.NewVBox()
	if len(ps.Kinds) == 0 {
		box.Add(widgets.Wrapped(i18n.T("No games yet. Statistics appear once this player has played.")))
		return box
	}
	kinds := append([]storage.KindStats(nil), ps.Kinds...)
	sort.SliceStable(kinds, func(i, j int) bool {
		if kinds[i].Played+kinds[i].InProgress != kinds[j].Played+kinds[j].InProgress {
			return kinds[i].Played+kinds[i].InProgress > kinds[j].Played+kinds[j].InProgress
		}
		return widgets.KindName(kinds[i].Kind) < widgets.KindName(kinds[j].Kind)
	})
	for _, k := range kinds {
		name := widget.NewLabelWithStyle(widgets.KindName(k.Kind), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		box.Add(name)
		box.Add(kindStatsGrid(k, cols))
	}
	return box
}

// statTile is the least width of a statistics tile at the normal text
// size (it grows with the text size).
const statTile = 140

// kindStatsGrid lays out the numbers as tiles: the value large, what it
// is below.
func kindStatsGrid(k storage.KindStats, cols int) fyne.CanvasObject {
	// As many tiles a row as fit (at most cols), laid out again at every
	// resize; their words wrap rather than being cut.
	grid := widgets.NewFlowGridMin(cols, statTile*theme.TextSize()/theme.DefaultTheme().Size(theme.SizeNameText))
	add := func(label, value string) {
		val := widget.NewLabelWithStyle(value, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		val.SizeName = theme.SizeNameSubHeadingText
		val.Wrapping = fyne.TextWrapWord
		l := widget.NewLabel(label)
		l.SizeName = theme.SizeNameCaptionText
		l.Wrapping = fyne.TextWrapWord
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
		tile := container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*2.5), val, l)
		grid.Add(container.NewStack(bg, container.NewPadded(tile)))
	}
	add(i18n.T("Finished games"), fmt.Sprint(k.Played))
	if k.Played > 0 {
		add(i18n.T("Won"), fmt.Sprintf("%d (%s)", k.Won, percent(k.WinRate)))
	}
	if k.InProgress > 0 {
		add(i18n.T("In progress"), fmt.Sprint(k.InProgress))
	}
	if k.Abandoned > 0 {
		add(i18n.T("Abandoned"), fmt.Sprint(k.Abandoned))
	}
	// A game that keeps no score (Draque & Yirken, Mortal Swords) counts
	// its wins only: its totals are all 0.
	info, _ := all.InfoFor(k.Kind)
	if k.AvgScore != nil && !info.Scoreless {
		add(i18n.T("Average score"), widgets.TrimFloat(math.Round(*k.AvgScore*10)/10))
	}
	if k.BestScore != nil && !info.Scoreless {
		best := widgets.TrimFloat(*k.BestScore)
		if k.LowerIsBetter {
			best += " " + i18n.T("(lowest)")
		}
		add(i18n.T("Best score"), best)
	}
	if k.Played > 0 {
		add(i18n.T("Current streak"), streakText(k.CurrentStreak))
		add(i18n.T("Longest winning streak"), fmt.Sprint(k.LongestWinStreak))
		add(i18n.T("Longest losing streak"), fmt.Sprint(k.LongestLossStreak))
	}
	if k.LastPlayed != nil {
		add(i18n.T("Last played"), i18n.Date(k.LastPlayed.Local()))
	}
	return grid
}

func streakText(n int) string {
	switch {
	case n == 1:
		return i18n.T("1 win")
	case n > 1:
		return i18n.Tf("%d wins", n)
	case n == -1:
		return i18n.T("1 loss")
	case n < -1:
		return i18n.Tf("%d losses", -n)
	}
	return "—"
}

// headToHeadView: how two players fared against each other (and together
// on one side), with a bar chart of the wins.
func HeadToHeadView(h storage.HeadToHead) fyne.CanvasObject {
	a, b := h.PlayerA.Name, h.PlayerB.Name
	box := container.NewVBox()
	if h.Against == 0 && h.Together == 0 {
		box.Add(widgets.Wrapped(i18n.Tf("%s and %s have not finished a game together yet.", a, b)))
		return box
	}
	if h.Against > 0 {
		box.Add(widgets.Wrapped(i18n.Tf("%d finished games against each other.", h.Against)))
		c := widgets.BarChart([]widgets.ChartBar{
			{Label: a, Value: float64(h.AWins), Text: fmt.Sprint(h.AWins)},
			{Label: b, Value: float64(h.BWins), Text: fmt.Sprint(h.BWins)},
			{Label: i18n.T("Neither"), Value: float64(h.Neither), Text: fmt.Sprint(h.Neither)},
		})
		c.Max = float64(h.Against)
		box.Add(c)
		kinds := make([]string, 0, len(h.AgainstByKind))
		for k := range h.AgainstByKind {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		grid := container.New(layout.NewFormLayout())
		for _, k := range kinds {
			w := h.AgainstByKind[k]
			l := widget.NewLabelWithStyle(widgets.KindName(k), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			val := widgets.Wrapped(i18n.Tf("%s %d · %s %d · neither %d", a, w[0], b, w[1], w[2]))
			grid.Add(l)
			grid.Add(val)
		}
		box.Add(grid)
	}
	if h.Together > 0 {
		box.Add(widgets.Wrapped(i18n.Tf("On the same side: %d games, %d won.", h.Together, h.TogetherWins)))
	}
	return box
}
