package webtable

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/session"
)

// phoneWidth is the page width below which the phone layout is used (the
// app's own threshold).
const phoneWidth = 600

// pageHost is what the game tables' entry widgets need of their app
// (host.Host), in a page: one window showing one page at a time, no
// history (the table's result form keeps its session in memory), the UI
// goroutine reached through Do.
type pageHost struct {
	app fyne.App
	win fyne.Window
	do  func(func())

	title   *widget.Label
	actions *fyne.Container
	body    *fyne.Container
	page    host.Page
	phone   bool
	force   *bool // tests fix the layout

	shown    func(title string)
	sessions *session.Set
	layouts  []func(bool)
	changes  []func()
	bg       sync.WaitGroup
}

var _ host.Host = (*pageHost)(nil)

func newPageHost(a fyne.App, w fyne.Window, do func(func()), phone *bool) *pageHost {
	h := &pageHost{app: a, win: w, do: do, force: phone, sessions: session.NewSet()}
	if h.do == nil {
		h.do = fyne.Do
	}
	h.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	h.title.Truncation = fyne.TextTruncateEllipsis
	h.actions = container.NewHBox()
	h.body = container.NewStack()
	head := container.NewBorder(nil, nil, nil, h.actions, h.title)
	w.SetContent(container.NewBorder(container.NewVBox(head, widget.NewSeparator()), nil, nil, nil, newWatchSize(h.body, h.resized)))
	h.phone = h.layoutFor(w.Canvas().Size().Width)
	return h
}

func (h *pageHost) layoutFor(width float32) bool {
	if h.force != nil {
		return *h.force
	}
	return fyne.CurrentDevice().IsMobile() || width < phoneWidth
}

// resized switches the layout when the page crosses the phone width.
func (h *pageHost) resized(s fyne.Size) {
	if phone := h.layoutFor(s.Width); phone != h.phone {
		h.phone = phone
		for _, fn := range h.layouts {
			fn(phone)
		}
	}
}

func (h *pageHost) show(p host.Page) {
	if h.page.OnClose != nil {
		h.page.OnClose()
	}
	h.page = p
	h.layouts = nil // the new page registers its own
	h.title.SetText(p.Title)
	h.actions.Objects = p.Actions
	h.actions.Refresh()
	h.body.Objects = []fyne.CanvasObject{p.Content}
	h.body.Refresh()
	if p.OnShow != nil {
		p.OnShow()
	}
	if h.shown != nil {
		h.shown(p.Title)
	}
}

func (h *pageHost) App() fyne.App                   { return h.app }
func (h *pageHost) Window() fyne.Window             { return h.win }
func (h *pageHost) Games() session.Games            { return nil }
func (h *pageHost) WithGames(func(g session.Games)) {}
func (h *pageHost) Sessions() *session.Set          { return h.sessions }
func (h *pageHost) ShowGame(string)                 {}
func (h *pageHost) Do(fn func())                    { h.do(fn) }
func (h *pageHost) Push(_ string, p host.Page)      { h.show(p) }
func (h *pageHost) Replace(_ string, p host.Page)   { h.show(p) }
func (h *pageHost) Back(string)                     {}
func (h *pageHost) Home(string)                     {}
func (h *pageHost) Current(string) host.Page        { return h.page }
func (h *pageHost) SetTitle(_, title string)        { h.title.SetText(title) }
func (h *pageHost) Visible(section string) bool     { return section == host.SectionPlay }
func (h *pageHost) NewGame(string) host.Page        { return host.Page{} }
func (h *pageHost) Phone() bool                     { return h.phone }
func (h *pageHost) OnLayout(fn func(phone bool))    { h.layouts = append(h.layouts, fn) }
func (h *pageHost) OnChange(fn func())              { h.changes = append(h.changes, fn) }
func (h *pageHost) OnQuit(func())                   {}
func (h *pageHost) Toast(msg string)                { h.say(msg) }
func (h *pageHost) say(msg string)                  { dialog.ShowInformation("Arbiter", msg, h.win) }
func (h *pageHost) ShowErr(err error)               { showErr(err, h.win) }
func (h *pageHost) Changed() {
	for _, fn := range h.changes {
		fn()
	}
}
func (h *pageHost) Background(work, done func()) {
	h.bg.Add(1)
	go func() {
		defer h.bg.Done()
		work()
		if done != nil {
			h.Do(done)
		}
	}()
}

func showErr(err error, w fyne.Window) {
	if err != nil {
		dialog.ShowError(err, w)
	}
}

// watchSize is a stack that tells its owner its size at every layout: a
// browser's window is resized (a phone turned) without the app asking.
type watchSize struct {
	widget.BaseWidget
	content fyne.CanvasObject
	on      func(fyne.Size)
}

func newWatchSize(content fyne.CanvasObject, on func(fyne.Size)) *watchSize {
	w := &watchSize{content: content, on: on}
	w.ExtendBaseWidget(w)
	return w
}

func (w *watchSize) CreateRenderer() fyne.WidgetRenderer {
	return &watchRenderer{w: w}
}

type watchRenderer struct{ w *watchSize }

func (r *watchRenderer) Layout(s fyne.Size) {
	r.w.content.Resize(s)
	r.w.on(s)
}
func (r *watchRenderer) MinSize() fyne.Size           { return r.w.content.MinSize() }
func (r *watchRenderer) Refresh()                     { r.w.content.Refresh() }
func (r *watchRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.w.content} }
func (r *watchRenderer) Destroy()                     {}
