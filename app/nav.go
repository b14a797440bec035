package app

import (
	"arbiter/app/host"
	"arbiter/app/widgets"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// phoneWidth is the window width below which the phone layout is used:
// bottom navigation, one column.
const phoneWidth = 600

// stack is a section's history of pages with a header that offers "back".
type stack struct {
	pages  []host.Page
	title  *widget.Label
	back   *widget.Button
	acts   *fyne.Container
	body   *fyne.Container
	header *fyne.Container
	root   *fyne.Container
}

func newStack(first host.Page) *stack {
	s := &stack{
		title: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		acts:  container.NewHBox(),
		body:  container.NewStack(),
	}
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), s.pop)
	s.back.Importance = widget.LowImportance
	s.header = container.NewBorder(nil, nil, s.back, s.acts, s.title)
	s.root = container.NewBorder(container.NewVBox(s.header, widget.NewSeparator()), nil, nil, nil, s.body)
	s.push(first)
	return s
}

func (s *stack) push(p host.Page) {
	s.pages = append(s.pages, p)
	s.show()
}

// replace swaps the top page, e.g. the new-game form for the game it made.
func (s *stack) replace(p host.Page) {
	if len(s.pages) > 0 {
		s.drop(len(s.pages) - 1)
	}
	s.push(p)
}

func (s *stack) pop() {
	if len(s.pages) <= 1 {
		return
	}
	s.drop(len(s.pages) - 1)
	s.show()
}

// home drops every page but the first.
func (s *stack) home() {
	if len(s.pages) > 1 {
		s.drop(1)
	}
	s.show()
}

// drop removes the pages from i on, telling each it is closed.
func (s *stack) drop(i int) {
	gone := s.pages[i:]
	s.pages = s.pages[:i]
	for k := len(gone) - 1; k >= 0; k-- {
		if gone[k].OnClose != nil {
			gone[k].OnClose()
		}
	}
}

// close tells every page it is closed (the screens are rebuilt).
func (s *stack) close() { s.drop(0) }

func (s *stack) top() host.Page { return s.pages[len(s.pages)-1] }

func (s *stack) show() {
	p := s.top()
	if p.TitleData != nil {
		s.title.Bind(p.TitleData)
	} else {
		s.title.Unbind()
		s.title.SetText(p.Title)
	}
	if len(s.pages) > 1 {
		s.back.Show()
	} else {
		s.back.Hide()
	}
	s.acts.Objects = p.Actions
	s.acts.Refresh()
	// The back button's visibility changes the header's layout.
	s.header.Refresh()
	s.body.Objects = []fyne.CanvasObject{p.Content}
	s.body.Refresh()
	if p.OnShow != nil {
		p.OnShow()
	}
}

// section is one destination of the navigation. Its pages are built on
// its first visit, so start-up builds only the section on screen.
type section struct {
	key    string
	label  string
	icon   fyne.Resource
	first  func() host.Page // the section's first page
	stack  *stack           // nil until the first visit
	item   *navItem
	holder *fyne.Container // the section's content
	making bool            // the first page is being built
}

// ensure builds the section's pages if this is its first visit.
func (s *section) ensure() *stack {
	if s.stack == nil && !s.making {
		// A page under construction may look its own section up; it gets
		// the section without its stack.
		s.making = true
		s.stack = newStack(s.first())
		s.making = false
		s.holder.Objects = []fyne.CanvasObject{s.stack.root}
		s.holder.Refresh()
	}
	return s.stack
}

// navItem is one destination in the navigation bar: its icon over its
// name, the whole of it a tap target, the current one marked. The name is
// drawn at a size that fits its share of a phone's width (see fitNames).
type navItem struct {
	*widgets.TapRow
	bg      *canvas.Rectangle
	label   *canvas.Text
	current bool
}

func newNavItem(label string, icon fyne.Resource, tap func()) *navItem {
	it := &navItem{bg: canvas.NewRectangle(color.Transparent)}
	it.bg.CornerRadius = theme.InputRadiusSize()
	it.label = canvas.NewText(label, theme.Color(theme.ColorNameForeground))
	it.label.Alignment = fyne.TextAlignCenter
	it.label.TextSize = theme.TextSize()
	ic := widget.NewIcon(icon)
	it.TapRow = widgets.NewTapRow(container.NewStack(it.bg,
		container.NewPadded(container.New(layout.NewCustomPaddedVBoxLayout(theme.Padding()/2), container.NewCenter(ic), it.label))), tap)
	return it
}

func (it *navItem) setCurrent(on bool) {
	it.current = on
	if on {
		it.bg.FillColor = theme.Color(theme.ColorNameSelection)
		it.label.Color = theme.Color(theme.ColorNamePrimary)
	} else {
		it.bg.FillColor = color.Transparent
		it.label.Color = theme.Color(theme.ColorNameForeground)
	}
	it.label.TextStyle.Bold = on
	it.bg.Refresh()
	it.label.Refresh()
}

// fitNames sets the names' text size: the theme's (scaled by the text-size
// setting) in the side bar, the caption size on a phone's bottom bar. The
// bottom bar gives each name the width it needs (barLayout), so a long
// name ("Instellingen") takes room from a short one ("Spelen") instead of
// shrinking every name; only when the names together are wider than the
// window are they drawn smaller, just enough to fit, so no name is ever
// cut.
func (sh *shell) fitNames(width float32) {
	size := theme.TextSize()
	if sh.phone {
		size = theme.CaptionTextSize()
		if width > 0 {
			var words float32
			for _, s := range sh.sections {
				words += fyne.MeasureText(s.item.label.Text, size, fyne.TextStyle{Bold: true}).Width
			}
			room := width - float32(len(sh.sections))*navItemPadding()
			if words > room && room > 0 {
				size = size * room / words
			}
		}
	}
	for _, s := range sh.sections {
		if s.item.label.TextSize != size {
			s.item.label.TextSize = size
			s.item.label.Refresh()
		}
	}
}

// navItemPadding is the room a bar item takes beside its name: the padding
// around its content on each side, and a little air.
func navItemPadding() float32 { return 2*theme.Padding() + theme.Padding() }

// barLayout places the bottom bar's items in one row across the width:
// equal cells when every name fits its share, else each item as wide as
// its name needs and the width left shared out evenly. A name is measured
// bold, as it is drawn when its section is on screen, so tapping another
// section moves nothing.
type barLayout struct{ sh *shell }

// need is the width item i takes at least.
func (l barLayout) need(i int, o fyne.CanvasObject) float32 {
	w := o.MinSize().Width
	if i < len(l.sh.sections) {
		t := l.sh.sections[i].item.label
		w = max(w, fyne.MeasureText(t.Text, t.TextSize, fyne.TextStyle{Bold: true}).Width+2*theme.Padding())
	}
	return w + theme.Padding()
}

func (l barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	var total, widest float32
	needs := make([]float32, n)
	for i, o := range objs {
		needs[i] = l.need(i, o)
		total += needs[i]
		widest = max(widest, needs[i])
	}
	widths := make([]float32, n)
	if widest*float32(n) <= size.Width {
		for i := range widths {
			widths[i] = size.Width / float32(n)
		}
	} else {
		extra := max(size.Width-total, 0) / float32(n)
		for i := range widths {
			widths[i] = needs[i] + extra
		}
	}
	var x float32
	for i, o := range objs {
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(widths[i], size.Height))
		x += widths[i]
	}
}

func (l barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		m := o.MinSize()
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
	}
	return s
}

// shell is the app's frame: the sections' navigation bar, at the bottom
// on a phone and at the side on a desktop, switching both ways as the
// window is resized, and the current section's pages. The bar is drawn
// last, over an opaque background, so a tap on it never reaches the page
// underneath; tapping the current section goes back to its first page.
type shell struct {
	sections []*section
	current  *section
	phone    bool
	placed   bool // the layout has been chosen once
	force    bool // the phone layout whatever the width (tests, screenshots)
	onMode   func(phone bool)
	items    *fyne.Container // the nav items
	bar      *fyne.Container // their background and the items
	body     *fyne.Container // the current section's content
	banner   *widget.Label   // a lasting notice above every section (read-only history)
	root     fyne.CanvasObject
}

// setBanner shows a lasting notice above every section ("" hides it).
func (sh *shell) setBanner(text string) {
	sh.banner.SetText(text)
	if text == "" {
		sh.banner.Hide()
	} else {
		sh.banner.Show()
	}
}

func newShell(sections []*section, forcePhone bool, onMode func(bool)) *shell {
	sh := &shell{sections: sections, onMode: onMode, force: forcePhone}
	sh.items = container.NewVBox()
	for _, s := range sections {
		s := s
		s.holder = container.NewStack()
		s.item = newNavItem(s.label, s.icon, func() { sh.tap(s) })
		sh.items.Add(s.item.TapRow)
	}
	sh.bar = container.NewStack(canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), sh.items)
	sh.body = container.NewStack()
	sh.banner = widget.NewLabel("")
	sh.banner.Wrapping = fyne.TextWrapWord
	sh.banner.Importance = widget.WarningImportance
	sh.banner.Hide()
	sh.root = container.NewBorder(sh.banner, nil, nil, nil, container.New(&shellLayout{shell: sh}, sh.body, sh.bar))
	sh.setPhone(forcePhone || fyne.CurrentDevice().IsMobile())
	if len(sections) > 0 {
		sh.show(sections[0])
	}
	return sh
}

// tap is a tap on a section's item: the section, or its first page when
// it is the one on screen.
func (sh *shell) tap(s *section) {
	if s == sh.current && s.stack != nil {
		s.stack.home()
		return
	}
	sh.show(s)
}

// show puts a section on screen, building it on its first visit.
func (sh *shell) show(s *section) {
	first := s.stack == nil
	sh.current = s
	s.ensure()
	sh.body.Objects = []fyne.CanvasObject{s.holder}
	sh.body.Refresh()
	for _, o := range sh.sections {
		o.item.setCurrent(o == s)
	}
	// A section built now ran its first page's onShow as it was shown.
	if !first && s.stack != nil {
		if p := s.stack.top(); p.OnShow != nil {
			p.OnShow()
		}
	}
}

func (sh *shell) setPhone(phone bool) {
	if phone == sh.phone && sh.placed {
		return
	}
	sh.phone, sh.placed = phone, true
	if phone {
		sh.items.Layout = barLayout{sh: sh}
	} else {
		sh.items.Layout = layout.NewVBoxLayout()
	}
	sh.fitNames(0)
	sh.items.Refresh()
	if sh.onMode != nil {
		sh.onMode(phone)
	}
}

// selectSection shows a section by key and returns it.
func (sh *shell) selectSection(key string) *section {
	for _, s := range sh.sections {
		if s.key == key {
			if s != sh.current || s.stack == nil {
				sh.show(s)
			}
			return s
		}
	}
	return nil
}

// section returns a section by key, its pages built.
func (sh *shell) section(key string) *section {
	for _, s := range sh.sections {
		if s.key == key {
			s.ensure()
			return s
		}
	}
	return nil
}

// shellLayout places the navigation bar (objs[1]) at the bottom (phone) or
// the leading side (desktop), picked from the width it is given, and the
// section (objs[0]) in the rest.
type shellLayout struct{ shell *shell }

func (l *shellLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	sh := l.shell
	phone := sh.force || fyne.CurrentDevice().IsMobile() || size.Width < phoneWidth
	if phone != sh.phone {
		sh.setPhone(phone)
	}
	body, bar := objs[0], objs[1]
	if phone {
		sh.fitNames(size.Width)
	}
	if phone {
		h := bar.MinSize().Height
		bar.Move(fyne.NewPos(0, size.Height-h))
		bar.Resize(fyne.NewSize(size.Width, h))
		body.Move(fyne.NewPos(0, 0))
		body.Resize(fyne.NewSize(size.Width, size.Height-h))
		return
	}
	w := bar.MinSize().Width
	bar.Move(fyne.NewPos(0, 0))
	bar.Resize(fyne.NewSize(w, size.Height))
	body.Move(fyne.NewPos(w, 0))
	body.Resize(fyne.NewSize(size.Width-w, size.Height))
}

// MinSize lets the window shrink to a phone's width: the section's own
// minimum, with the bar beside or below it as the layout in use puts it.
func (l *shellLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	body, bar := objs[0].MinSize(), objs[1].MinSize()
	if l.shell.phone {
		return fyne.NewSize(max(body.Width, bar.Width), body.Height+bar.Height)
	}
	return fyne.NewSize(body.Width+bar.Width, max(body.Height, bar.Height))
}

// restyle redraws the bar in the current theme (after the theme, its
// variant or the text size changed).
func (sh *shell) restyle() {
	for _, s := range sh.sections {
		s.item.setCurrent(s == sh.current)
	}
	sh.bar.Objects[0].(*canvas.Rectangle).FillColor = theme.Color(theme.ColorNameBackground)
	sh.bar.Refresh()
	sh.fitNames(sh.bar.Size().Width)
}
