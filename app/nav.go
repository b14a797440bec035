package app

import (
	"arbiter/app/host"

	"fyne.io/fyne/v2"
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
		s.pages = s.pages[:len(s.pages)-1]
	}
	s.push(p)
}

func (s *stack) pop() {
	if len(s.pages) <= 1 {
		return
	}
	s.pages = s.pages[:len(s.pages)-1]
	s.show()
}

// home drops every page but the first.
func (s *stack) home() {
	if len(s.pages) > 1 {
		s.pages = s.pages[:1]
	}
	s.show()
}

func (s *stack) top() host.Page { return s.pages[len(s.pages)-1] }

func (s *stack) show() {
	p := s.top()
	s.title.SetText(p.Title)
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
	item   *container.TabItem
	holder *fyne.Container // the tab's content
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

// shell is the app's frame: the sections as tabs that sit at the bottom on
// a phone and at the side on a desktop, switching as the window is resized.
type shell struct {
	tabs     *container.AppTabs
	sections []*section
	phone    bool
	placed   bool // the tab location has been set once
	onMode   func(phone bool)
	root     fyne.CanvasObject
}

func newShell(sections []*section, forcePhone bool, onMode func(bool)) *shell {
	sh := &shell{sections: sections, onMode: onMode}
	items := make([]*container.TabItem, len(sections))
	for i, s := range sections {
		s.holder = container.NewStack()
		s.item = container.NewTabItemWithIcon(s.label, s.icon, s.holder)
		items[i] = s.item
	}
	sh.tabs = container.NewAppTabs(items...)
	sh.tabs.OnSelected = func(it *container.TabItem) {
		for _, s := range sh.sections {
			if s.item != it {
				continue
			}
			if s.stack == nil {
				s.ensure() // the first page's onShow runs as it is shown
				continue
			}
			if p := s.stack.top(); p.OnShow != nil {
				p.OnShow()
			}
		}
	}
	if len(sections) > 0 {
		sections[0].ensure()
	}
	sh.root = container.New(&adaptiveLayout{shell: sh, force: forcePhone}, sh.tabs)
	sh.setPhone(forcePhone || fyne.CurrentDevice().IsMobile())
	return sh
}

func (sh *shell) setPhone(phone bool) {
	if phone == sh.phone && sh.placed {
		return
	}
	sh.phone, sh.placed = phone, true
	sh.tabs.SetTabLocation(locationFor(phone))
	if sh.onMode != nil {
		sh.onMode(phone)
	}
}

func locationFor(phone bool) container.TabLocation {
	if phone {
		return container.TabLocationBottom
	}
	return container.TabLocationLeading
}

// selectSection shows a section by key and returns it.
func (sh *shell) selectSection(key string) *section {
	for _, s := range sh.sections {
		if s.key == key {
			s.ensure()
			sh.tabs.Select(s.item)
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

// adaptiveLayout fills its one child and picks the phone or desktop
// navigation from the width it is given.
type adaptiveLayout struct {
	shell *shell
	force bool
}

func (l *adaptiveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	phone := l.force || fyne.CurrentDevice().IsMobile() || size.Width < phoneWidth
	if phone != l.shell.phone {
		l.shell.setPhone(phone)
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *adaptiveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return layout.NewStackLayout().MinSize(objs)
}
