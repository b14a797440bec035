package widgets

import (
	"arbiter/app/i18n"
	"fmt"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Charts are drawn with Fyne's canvas primitives (lines, rectangles,
// circles and text) and laid out again whenever they are resized, so they
// fill a phone column or a desktop pane alike. Every series differs in
// colour, in line style (solid, dashed, dotted…) and in marker shape, so
// the chart reads without colour too.

// chartSeries is one line of a line chart: the value after each step
// (x = 1, 2, …).
type ChartSeries struct {
	Name   string
	Values []float64
	Color  color.Color // optional: nil takes the palette's colour
}

// chartBar is one bar of a bar chart.
type ChartBar struct {
	Label string
	Value float64
	Text  string      // shown after the bar, e.g. "3 / 5 · 60%"
	Color color.Color // optional
}

// chartPalette is the Okabe–Ito palette, readable with colour blindness;
// darker and lighter variants for the light and dark themes.
var (
	chartPaletteLight = []color.NRGBA{
		{0x00, 0x72, 0xb2, 0xff}, {0xd5, 0x5e, 0x00, 0xff}, {0x00, 0x9e, 0x73, 0xff}, {0xcc, 0x79, 0xa7, 0xff},
		{0xb0, 0x7a, 0x00, 0xff}, {0x3d, 0x9c, 0xd6, 0xff}, {0x8c, 0x56, 0x4b, 0xff}, {0x55, 0x55, 0x55, 0xff},
	}
	chartPaletteDark = []color.NRGBA{
		{0x56, 0xb4, 0xe9, 0xff}, {0xff, 0x8c, 0x3a, 0xff}, {0x2e, 0xd1, 0x9f, 0xff}, {0xe6, 0x9f, 0xc8, 0xff},
		{0xf0, 0xc4, 0x3a, 0xff}, {0x9f, 0xd4, 0xff, 0xff}, {0xd0, 0x9a, 0x8a, 0xff}, {0xcc, 0xcc, 0xcc, 0xff},
	}
)

// chartDark reports whether the current theme draws dark: its background
// is darker than middle grey (so a forced light or dark choice counts, not
// only the system's variant).
func chartDark() bool {
	r, g, b, _ := theme.Color(theme.ColorNameBackground).RGBA()
	return 0.2126*float64(r)+0.7152*float64(g)+0.0722*float64(b) < 0x8000
}

func chartColor(i int, c color.Color) color.Color {
	if c != nil {
		return c
	}
	p := chartPaletteLight
	if chartDark() {
		p = chartPaletteDark
	}
	return p[i%len(p)]
}

// dash patterns (drawn, gap, drawn, gap… in pixels); empty is solid.
var chartDashes = [][]float32{nil, {8, 5}, {2, 4}, {10, 4, 2, 4}, {14, 6}, {4, 4}, {6, 3, 2, 3, 2, 3}, {12, 3}}

// Marker shapes, one per series.
const (
	markDisc = iota
	markSquare
	markTriangle
	markDiamond
	markRing
	markCross
	markPlus
	markBox
	markShapes
)

// chartRed is the card red, for Myre's red side.
func ChartRed() color.Color {
	if chartDark() {
		return cardRedDark
	}
	return cardRed
}

func ChartFg() color.Color    { return theme.Color(theme.ColorNameForeground) }
func chartMuted() color.Color { return theme.Color(theme.ColorNamePlaceHolder) }
func chartGrid() color.Color  { return theme.Color(theme.ColorNameSeparator) }
func chartTextSize() float32  { return theme.Size(theme.SizeNameCaptionText) }

func chartText(s string, c color.Color, size float32) *canvas.Text {
	t := canvas.NewText(s, c)
	t.TextSize = size
	return t
}

func textWidth(s string, size float32) float32 {
	return fyne.MeasureText(s, size, fyne.TextStyle{}).Width
}

// fitText shortens s with an ellipsis to fit width.
func fitText(s string, size, width float32) string {
	if textWidth(s, size) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if t := strings.TrimSpace(string(r)) + "…"; textWidth(t, size) <= width {
			return t
		}
	}
	return "…"
}

func line(a, b fyne.Position, c color.Color, w float32) *canvas.Line {
	l := canvas.NewLine(c)
	l.StrokeWidth = w
	l.Position1, l.Position2 = a, b
	return l
}

// dashedLine draws a segment a→b with a dash pattern, continuing the
// pattern from phase; it returns the new phase.
func dashedLine(objs []fyne.CanvasObject, a, b fyne.Position, c color.Color, w float32, pattern []float32, phase float32) ([]fyne.CanvasObject, float32) {
	if len(pattern) == 0 {
		return append(objs, line(a, b, c, w)), 0
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	length := float32(math.Hypot(float64(dx), float64(dy)))
	if length == 0 {
		return objs, phase
	}
	var period float32
	for _, p := range pattern {
		period += p
	}
	pos := float32(0)
	for pos < length {
		// where in the pattern are we?
		ph := float32(math.Mod(float64(phase+pos), float64(period)))
		i, acc := 0, float32(0)
		for i < len(pattern) && acc+pattern[i] <= ph {
			acc += pattern[i]
			i++
		}
		if i >= len(pattern) {
			i = 0
			acc = 0
		}
		step := acc + pattern[i] - ph
		end := min(pos+step, length)
		if i%2 == 0 {
			p1 := fyne.NewPos(a.X+dx*pos/length, a.Y+dy*pos/length)
			p2 := fyne.NewPos(a.X+dx*end/length, a.Y+dy*end/length)
			objs = append(objs, line(p1, p2, c, w))
		}
		if step <= 0.01 {
			step = 0.01
		}
		pos += step
	}
	return objs, float32(math.Mod(float64(phase+length), float64(period)))
}

// marker draws shape k centred on p.
func marker(objs []fyne.CanvasObject, k int, p fyne.Position, c color.Color, r float32) []fyne.CanvasObject {
	bg := theme.Color(theme.ColorNameBackground)
	switch k % markShapes {
	case markDisc, markRing:
		ci := canvas.NewCircle(c)
		if k%markShapes == markRing {
			ci.FillColor = bg
			ci.StrokeColor = c
			ci.StrokeWidth = 2
		}
		ci.Move(fyne.NewPos(p.X-r, p.Y-r))
		ci.Resize(fyne.NewSize(2*r, 2*r))
		return append(objs, ci)
	case markSquare, markBox:
		s := r * 0.85
		re := canvas.NewRectangle(c)
		if k%markShapes == markBox {
			re.FillColor = bg
			re.StrokeColor = c
			re.StrokeWidth = 2
		}
		re.Move(fyne.NewPos(p.X-s, p.Y-s))
		re.Resize(fyne.NewSize(2*s, 2*s))
		return append(objs, re)
	case markTriangle:
		t, l, rt := fyne.NewPos(p.X, p.Y-r), fyne.NewPos(p.X-r, p.Y+r*0.8), fyne.NewPos(p.X+r, p.Y+r*0.8)
		return append(objs, line(t, l, c, 2), line(l, rt, c, 2), line(rt, t, c, 2))
	case markDiamond:
		t, rt, b, l := fyne.NewPos(p.X, p.Y-r), fyne.NewPos(p.X+r, p.Y), fyne.NewPos(p.X, p.Y+r), fyne.NewPos(p.X-r, p.Y)
		return append(objs, line(t, rt, c, 2), line(rt, b, c, 2), line(b, l, c, 2), line(l, t, c, 2))
	case markCross:
		s := r * 0.85
		return append(objs, line(fyne.NewPos(p.X-s, p.Y-s), fyne.NewPos(p.X+s, p.Y+s), c, 2.5),
			line(fyne.NewPos(p.X-s, p.Y+s), fyne.NewPos(p.X+s, p.Y-s), c, 2.5))
	default: // plus
		return append(objs, line(fyne.NewPos(p.X-r, p.Y), fyne.NewPos(p.X+r, p.Y), c, 2.5),
			line(fyne.NewPos(p.X, p.Y-r), fyne.NewPos(p.X, p.Y+r), c, 2.5))
	}
}

// niceTicks returns round tick values covering [lo, hi] with about n ticks.
func niceTicks(lo, hi float64, n int) []float64 {
	if n < 2 {
		n = 2
	}
	if hi <= lo {
		hi = lo + 1
	}
	raw := (hi - lo) / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*mag >= raw {
			step = m * mag
			break
		}
	}
	if step < 1 && hi-lo >= 2 {
		step = 1
	}
	start := math.Floor(lo/step) * step
	var ticks []float64
	for v := start; v <= hi+step*0.5; v += step {
		ticks = append(ticks, math.Round(v/step)*step)
		if len(ticks) > 50 {
			break
		}
	}
	return ticks
}

func fmtTick(v float64) string {
	if math.Abs(v-math.Round(v)) < 1e-9 {
		return fmt.Sprintf("%d", int64(math.Round(v)))
	}
	return fmt.Sprintf("%.1f", v)
}

// ---- line chart ----

// lineChartWidget draws series over rounds with axes, grid, a legend and
// an optional target line.
type LineChartWidget struct {
	widget.BaseWidget
	Series []ChartSeries
	// Target draws a dashed reference line (e.g. the points that end the
	// game); 0: none.
	Target float64
	// XLabel names the x axis ("Round").
	XLabel string
	// Empty is shown when there is nothing to draw.
	Empty string
}

// lineChart makes a line chart of the series (x = 1, 2, …).
func LineChart(series []ChartSeries) *LineChartWidget {
	c := &LineChartWidget{Series: series, XLabel: i18n.T("Round"), Empty: i18n.T("No rounds yet: the chart appears after the first round.")}
	c.ExtendBaseWidget(c)
	return c
}

// SetSeries replaces the data and redraws.
func (c *LineChartWidget) SetSeries(s []ChartSeries) {
	c.Series = s
	c.Refresh()
}

func (c *LineChartWidget) Points() int {
	n := 0
	for _, s := range c.Series {
		n = max(n, len(s.Values))
	}
	return n
}

func (c *LineChartWidget) CreateRenderer() fyne.WidgetRenderer {
	return &lineChartRenderer{c: c}
}

type lineChartRenderer struct {
	c     *LineChartWidget
	objs  []fyne.CanvasObject
	size  fyne.Size
	lastW float32
}

func (r *lineChartRenderer) Destroy() {}

func (r *lineChartRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *lineChartRenderer) Refresh() {
	r.Layout(r.size)
	canvas.Refresh(r.c)
}

func (r *lineChartRenderer) MinSize() fyne.Size {
	w := r.lastW
	if w <= 0 {
		w = 300
	}
	if r.c.Points() == 0 {
		return fyne.NewSize(160, chartTextSize()*3+theme.Padding()*4)
	}
	return fyne.NewSize(220, 200+r.legendHeight(w))
}

// legend items: sample line + marker + name, flowed in rows.
const legendSample = 28

func (r *lineChartRenderer) legendItemWidth(i int, ts float32) float32 {
	return legendSample + 6 + textWidth(r.c.Series[i].Name, ts) + 16
}

func (r *lineChartRenderer) legendHeight(w float32) float32 {
	ts := chartTextSize()
	rows, x := 1, float32(0)
	for i := range r.c.Series {
		iw := min(r.legendItemWidth(i, ts), w)
		if x > 0 && x+iw > w {
			rows++
			x = 0
		}
		x += iw
	}
	return float32(rows) * (ts + 10)
}

func (r *lineChartRenderer) Layout(size fyne.Size) {
	r.size = size
	if size.Width != r.lastW && size.Width > 0 {
		r.lastW = size.Width
	}
	r.objs = r.objs[:0]
	c := r.c
	ts := chartTextSize()
	n := c.Points()
	if n == 0 || size.Width < 10 || size.Height < 10 {
		if n == 0 && c.Empty != "" {
			t := chartText(fitText(c.Empty, ts, max(size.Width-8, 20)), chartMuted(), ts)
			t.Move(fyne.NewPos(4, (size.Height-ts)/2))
			r.objs = append(r.objs, t)
		}
		return
	}
	// value range
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, s := range c.Series {
		for _, v := range s.Values {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	lo, hi = math.Min(lo, 0), math.Max(hi, 0)
	if c.Target != 0 {
		lo, hi = math.Min(lo, c.Target), math.Max(hi, c.Target)
	}
	if hi == lo {
		hi = lo + 1
	}
	legendH := r.legendHeight(size.Width)
	top := ts / 2
	bottom := size.Height - legendH - ts*2 - 14
	plotH := bottom - top
	if plotH < 40 {
		plotH = 40
		bottom = top + plotH
	}
	ticks := niceTicks(lo, hi, int(max(plotH/40, 2)))
	lo, hi = math.Min(lo, ticks[0]), math.Max(hi, ticks[len(ticks)-1])
	labelW := float32(0)
	for _, t := range ticks {
		labelW = max(labelW, textWidth(fmtTick(t), ts))
	}
	left := labelW + 8
	right := size.Width - 10
	plotW := right - left
	if plotW < 40 {
		plotW = 40
	}
	yOf := func(v float64) float32 { return bottom - float32((v-lo)/(hi-lo))*plotH }
	xOf := func(i int) float32 { // i: 0-based point index (round i+1)
		if n == 1 {
			return left + plotW/2
		}
		return left + float32(i)*plotW/float32(n-1)
	}
	// grid and y labels
	for _, t := range ticks {
		y := yOf(t)
		gc := chartGrid()
		if t == 0 {
			gc = chartMuted()
		}
		r.objs = append(r.objs, line(fyne.NewPos(left, y), fyne.NewPos(right, y), gc, 1))
		lab := chartText(fmtTick(t), chartMuted(), ts)
		lab.Move(fyne.NewPos(left-6-textWidth(fmtTick(t), ts), y-ts*0.65))
		r.objs = append(r.objs, lab)
	}
	// axes
	r.objs = append(r.objs, line(fyne.NewPos(left, top), fyne.NewPos(left, bottom), chartMuted(), 1))
	// x labels: round numbers, thinned to fit
	maxLab := textWidth(fmt.Sprint(n), ts) + 14
	step := 1
	for step < n && float32(step)*plotW/float32(max(n-1, 1)) < maxLab {
		step = nextStep(step)
	}
	for i := 0; i < n; i++ {
		num := i + 1
		if n > 1 && num != 1 && num%step != 0 {
			continue
		}
		x := xOf(i)
		r.objs = append(r.objs, line(fyne.NewPos(x, bottom), fyne.NewPos(x, bottom+4), chartMuted(), 1))
		s := fmt.Sprint(num)
		lab := chartText(s, chartMuted(), ts)
		lab.Move(fyne.NewPos(x-textWidth(s, ts)/2, bottom+5))
		r.objs = append(r.objs, lab)
	}
	if c.XLabel != "" {
		xl := chartText(c.XLabel, chartMuted(), ts)
		xl.Move(fyne.NewPos(left+(plotW-textWidth(c.XLabel, ts))/2, bottom+ts+8))
		r.objs = append(r.objs, xl)
	}
	// target
	if c.Target != 0 {
		y := yOf(c.Target)
		r.objs, _ = dashedLine(r.objs, fyne.NewPos(left, y), fyne.NewPos(right, y), ChartFg(), 1, []float32{3, 3}, 0)
		s := i18n.Tf("target %s", fmtTick(c.Target))
		lab := chartText(s, ChartFg(), ts)
		lab.Move(fyne.NewPos(right-textWidth(s, ts)-2, y-ts-3))
		r.objs = append(r.objs, lab)
	}
	// series
	every := 1
	if n > 1 {
		gap := plotW / float32(n-1)
		for gap*float32(every) < 10 {
			every++
		}
	}
	for si, s := range c.Series {
		col := chartColor(si, s.Color)
		var phase float32
		for i := 1; i < len(s.Values); i++ {
			r.objs, phase = dashedLine(r.objs, fyne.NewPos(xOf(i-1), yOf(s.Values[i-1])), fyne.NewPos(xOf(i), yOf(s.Values[i])), col, 2, chartDashes[si%len(chartDashes)], phase)
		}
		for i, v := range s.Values {
			if i%every == 0 || i == len(s.Values)-1 {
				r.objs = marker(r.objs, si, fyne.NewPos(xOf(i), yOf(v)), col, 4)
			}
		}
	}
	// legend
	y := size.Height - legendH + 4
	x := float32(0)
	for si, s := range c.Series {
		iw := min(r.legendItemWidth(si, ts), size.Width)
		if x > 0 && x+iw > size.Width {
			x = 0
			y += ts + 10
		}
		col := chartColor(si, s.Color)
		cy := y + ts*0.6
		r.objs, _ = dashedLine(r.objs, fyne.NewPos(x, cy), fyne.NewPos(x+legendSample, cy), col, 2, chartDashes[si%len(chartDashes)], 0)
		r.objs = marker(r.objs, si, fyne.NewPos(x+legendSample/2, cy), col, 4)
		name := fitText(s.Name, ts, iw-legendSample-22)
		t := chartText(name, ChartFg(), ts)
		t.Move(fyne.NewPos(x+legendSample+6, y-1))
		r.objs = append(r.objs, t)
		x += iw
	}
}

// nextStep walks 1, 2, 5, 10, 20, 50…
func nextStep(s int) int {
	switch {
	case s < 2:
		return 2
	case s < 5:
		return 5
	}
	for m := 10; ; m *= 10 {
		for _, k := range []int{1, 2, 5} {
			if k*m > s {
				return k * m
			}
		}
	}
}

// ---- bar chart ----

// barChartWidget draws horizontal bars with their labels on the left and
// their values on the right: long labels fit a phone better this way.
type BarChartWidget struct {
	widget.BaseWidget
	Bars []ChartBar
	// Max is the full length of a bar; 0: the largest value.
	Max float64
	// Percent draws a 0–100 % scale.
	Percent bool
	Empty   string
}

// barChart makes a bar chart.
func BarChart(bars []ChartBar) *BarChartWidget {
	c := &BarChartWidget{Bars: bars, Empty: i18n.T("Nothing to show yet.")}
	c.ExtendBaseWidget(c)
	return c
}

// SetBars replaces the bars and redraws.
func (c *BarChartWidget) SetBars(b []ChartBar) {
	c.Bars = b
	c.Refresh()
}

func (c *BarChartWidget) CreateRenderer() fyne.WidgetRenderer { return &barChartRenderer{c: c} }

type barChartRenderer struct {
	c    *BarChartWidget
	objs []fyne.CanvasObject
	size fyne.Size
}

func (r *barChartRenderer) Destroy() {}

func (r *barChartRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *barChartRenderer) Refresh() {
	r.Layout(r.size)
	canvas.Refresh(r.c)
}

func barTextSize() float32 { return theme.Size(theme.SizeNameText) }

func barRowHeight() float32 { return max(barTextSize()+16, 32) }

func (r *barChartRenderer) MinSize() fyne.Size {
	ts := chartTextSize()
	if len(r.c.Bars) == 0 {
		return fyne.NewSize(160, barTextSize()*3+theme.Padding()*4)
	}
	h := float32(len(r.c.Bars)) * barRowHeight()
	if r.c.Percent {
		h += ts + 10
	}
	return fyne.NewSize(220, h+4)
}

func (r *barChartRenderer) Layout(size fyne.Size) {
	r.size = size
	r.objs = r.objs[:0]
	c := r.c
	ts, bs := chartTextSize(), barTextSize()
	if len(c.Bars) == 0 {
		if c.Empty != "" {
			t := chartText(fitText(c.Empty, bs, max(size.Width-8, 20)), chartMuted(), bs)
			t.Move(fyne.NewPos(4, (size.Height-bs)/2))
			r.objs = append(r.objs, t)
		}
		return
	}
	maxV := c.Max
	if maxV <= 0 {
		for _, b := range c.Bars {
			maxV = math.Max(maxV, b.Value)
		}
	}
	if maxV <= 0 {
		maxV = 1
	}
	labelW, textW := float32(0), float32(0)
	for _, b := range c.Bars {
		labelW = max(labelW, textWidth(b.Label, bs))
		textW = max(textW, textWidth(b.Text, bs))
	}
	labelW = min(labelW+8, size.Width*0.35)
	textW = min(textW+8, size.Width*0.35)
	left := labelW
	right := size.Width - textW
	barW := max(right-left, 20)
	rowH := barRowHeight()
	track := theme.Color(theme.ColorNameInputBackground)
	// percent grid
	scaleY := float32(len(c.Bars)) * rowH
	if c.Percent {
		for _, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
			x := left + float32(p/maxV*1)*barW
			if p > maxV {
				continue
			}
			r.objs = append(r.objs, line(fyne.NewPos(x, 0), fyne.NewPos(x, scaleY), chartGrid(), 1))
			s := fmt.Sprintf("%d%%", int(p*100))
			t := chartText(s, chartMuted(), ts)
			tx := x - textWidth(s, ts)/2
			tx = min(max(tx, left), size.Width-textWidth(s, ts))
			t.Move(fyne.NewPos(tx, scaleY+4))
			r.objs = append(r.objs, t)
		}
	}
	for i, b := range c.Bars {
		y := float32(i) * rowH
		lab := chartText(fitText(b.Label, bs, labelW-8), ChartFg(), bs)
		lab.Move(fyne.NewPos(0, y+(rowH-bs)/2-2))
		bg := canvas.NewRectangle(track)
		bh := rowH - 12
		bg.Move(fyne.NewPos(left, y+6))
		bg.Resize(fyne.NewSize(barW, bh))
		bg.CornerRadius = 3
		w := float32(math.Max(0, math.Min(b.Value/maxV, 1))) * barW
		fill := canvas.NewRectangle(chartColor(i, b.Color))
		fill.Move(fyne.NewPos(left, y+6))
		fill.Resize(fyne.NewSize(w, bh))
		fill.CornerRadius = 3
		val := chartText(fitText(b.Text, bs, textW-6), ChartFg(), bs)
		val.Move(fyne.NewPos(right+6, y+(rowH-bs)/2-2))
		r.objs = append(r.objs, lab, bg, fill, val)
	}
}
