package app

import (
	"fmt"
	"math"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/storage"
)

// winRateChart: a bar per game kind the player finished at least once.
func winRateChart(ps storage.PlayerStats) fyne.CanvasObject {
	var bars []chartBar
	for _, k := range ps.Kinds {
		if k.Played == 0 {
			continue
		}
		bars = append(bars, chartBar{
			Label: kindName(k.Kind),
			Value: k.WinRate,
			Text:  fmt.Sprintf("%d/%d · %s", k.Won, k.Played, percent(k.WinRate)),
		})
	}
	c := barChart(bars)
	c.Max = 1
	c.Percent = true
	c.Empty = T("No finished game yet: win rates appear here.")
	return c
}

func percent(f float64) string { return fmt.Sprintf("%d%%", int(math.Round(f*100))) }

// statsCards: the player's numbers for each game kind, as tiles in cols
// columns.
func statsCards(ps storage.PlayerStats, cols int) fyne.CanvasObject {
	box := container.NewVBox()
	if len(ps.Kinds) == 0 {
		box.Add(wrapped(T("No games yet. Statistics appear once this player has played.")))
		return box
	}
	kinds := append([]storage.KindStats(nil), ps.Kinds...)
	sort.SliceStable(kinds, func(i, j int) bool {
		if kinds[i].Played+kinds[i].InProgress != kinds[j].Played+kinds[j].InProgress {
			return kinds[i].Played+kinds[i].InProgress > kinds[j].Played+kinds[j].InProgress
		}
		return kindName(kinds[i].Kind) < kindName(kinds[j].Kind)
	})
	for _, k := range kinds {
		name := widget.NewLabelWithStyle(kindName(k.Kind), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		box.Add(name)
		box.Add(kindStatsGrid(k, cols))
	}
	return box
}

// kindStatsGrid lays out the numbers as tiles: the value large, what it
// is below.
func kindStatsGrid(k storage.KindStats, cols int) fyne.CanvasObject {
	grid := container.NewGridWithColumns(cols)
	add := func(label, value string) {
		val := widget.NewLabelWithStyle(value, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		val.SizeName = theme.SizeNameSubHeadingText
		val.Truncation = fyne.TextTruncateEllipsis
		l := widget.NewLabel(label)
		l.SizeName = theme.SizeNameCaptionText
		l.Truncation = fyne.TextTruncateEllipsis
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
		tile := container.New(layout.NewCustomPaddedVBoxLayout(-theme.Padding()*2.5), val, l)
		grid.Add(container.NewStack(bg, container.NewPadded(tile)))
	}
	add(T("Finished games"), fmt.Sprint(k.Played))
	if k.Played > 0 {
		add(T("Won"), fmt.Sprintf("%d (%s)", k.Won, percent(k.WinRate)))
	}
	if k.InProgress > 0 {
		add(T("In progress"), fmt.Sprint(k.InProgress))
	}
	if k.Abandoned > 0 {
		add(T("Abandoned"), fmt.Sprint(k.Abandoned))
	}
	if k.AvgScore != nil {
		add(T("Average score"), trimFloat(math.Round(*k.AvgScore*10)/10))
	}
	if k.BestScore != nil {
		best := trimFloat(*k.BestScore)
		if k.LowerIsBetter {
			best += " " + T("(lowest)")
		}
		add(T("Best score"), best)
	}
	if k.Played > 0 {
		add(T("Current streak"), streakText(k.CurrentStreak))
		add(T("Longest winning streak"), fmt.Sprint(k.LongestWinStreak))
		add(T("Longest losing streak"), fmt.Sprint(k.LongestLossStreak))
	}
	if k.LastPlayed != nil {
		add(T("Last played"), k.LastPlayed.Local().Format("2 Jan 2006"))
	}
	return grid
}

func streakText(n int) string {
	switch {
	case n == 1:
		return T("1 win")
	case n > 1:
		return fmt.Sprintf(T("%d wins"), n)
	case n == -1:
		return T("1 loss")
	case n < -1:
		return fmt.Sprintf(T("%d losses"), -n)
	}
	return "—"
}

// headToHeadView: how two players fared against each other (and together
// on one side), with a bar chart of the wins.
func headToHeadView(h storage.HeadToHead) fyne.CanvasObject {
	a, b := h.PlayerA.Name, h.PlayerB.Name
	box := container.NewVBox()
	if h.Against == 0 && h.Together == 0 {
		box.Add(wrapped(fmt.Sprintf(T("%s and %s have not finished a game together yet."), a, b)))
		return box
	}
	if h.Against > 0 {
		box.Add(wrapped(fmt.Sprintf(T("%d finished games against each other."), h.Against)))
		c := barChart([]chartBar{
			{Label: a, Value: float64(h.AWins), Text: fmt.Sprint(h.AWins)},
			{Label: b, Value: float64(h.BWins), Text: fmt.Sprint(h.BWins)},
			{Label: T("Neither"), Value: float64(h.Neither), Text: fmt.Sprint(h.Neither)},
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
			l := widget.NewLabelWithStyle(kindName(k), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			val := wrapped(fmt.Sprintf(T("%s %d · %s %d · neither %d"), a, w[0], b, w[1], w[2]))
			grid.Add(l)
			grid.Add(val)
		}
		box.Add(grid)
	}
	if h.Together > 0 {
		box.Add(wrapped(fmt.Sprintf(T("On the same side: %d games, %d won."), h.Together, h.TogetherWins)))
	}
	return box
}
