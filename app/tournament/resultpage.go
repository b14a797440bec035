package tournament

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tournament/resultform"
	"arbiter/app/tournament/tablewords"
	"arbiter/app/widgets"
	"arbiter/scoring/event"
	"arbiter/storage"
	"arbiter/tournament/director"
)

// canvasCard is the background of a tile: the theme's input background,
// rounded (text on it keeps the page's contrast).
func canvasCard() *canvas.Rectangle {
	r := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	r.CornerRadius = theme.InputRadiusSize()
	r.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.StrokeWidth = 1
	return r
}

// resultPage is one result on the director's device: who played, what
// North and East entered, what counts, every entry and correction in the
// order applied, and the director's correction. The round's plan and the
// result's history are read off the UI goroutine (the director holds its
// lock while it counts a batch); the page says so until they are in.
func resultPage(s *directorScreen, k event.Key) host.Page {
	status := widgets.NewStatusLine(2)
	body := container.NewVBox(widgets.Wrapped(i18n.T("Reading the result…")))
	// The actions are in place from the start (the frame keeps their
	// height), off until the result is read.
	count := widget.NewButtonWithIcon(i18n.T("Count this result"), theme.ConfirmIcon(), nil)
	count.Importance = widget.HighImportance
	clear := widget.NewButtonWithIcon(i18n.T("No result here"), theme.ContentClearIcon(), nil)
	count.Disable()
	clear.Disable()
	bar := container.NewStack(widgets.ActionBar(count, clear))
	fr := resultform.NewFrame(status, container.NewPadded(body), bar)
	v := s.r.view
	plan := event.RoundPlan{Round: k.Round}
	var audit []event.AuditItem
	read := func(st *storage.Store) func() {
		return func() {
			if st != nil {
				if ev, err := director.LoadEvent(st, v.EventID); err == nil {
					if p, ok := ev.Plan(k.Round); ok {
						plan = p
					}
				}
			}
			audit = s.r.d.Audit(k.Round, k.Table)
		}
	}
	var form *resultform.Form
	closed := false
	s.h.Background(read(s.h.Store()), func() {
		if !closed {
			form = fillResult(s, k, plan, audit, status, body, bar, count, clear, fr)
			s.r.form = form
		}
	})
	return host.Page{Title: i18n.Tf("Round %d, table %d", k.Round, k.Table), Content: fr.Object(),
		OnClose: func() {
			closed = true
			if form != nil {
				form.Close()
				if s.r.form == form {
					s.r.form = nil
				}
			}
		}}
}

// fillResult draws the result page from what was read; the correction is
// entered in the table's result form, which it returns.
func fillResult(s *directorScreen, k event.Key, plan event.RoundPlan, audit []event.AuditItem, status *widgets.StatusLine, page, bar *fyne.Container, count, clear *widget.Button, fr *resultform.Frame) *resultform.Form {
	v := s.r.view
	var res event.Result
	for _, r := range v.Results {
		if r.Session.Key() == k {
			res = r
		}
	}
	sess := res.Session
	say := func(c *event.Content) string {
		if c == nil {
			return i18n.T("no result")
		}
		return resultform.ContentWords(v.Setup, sess, plan, *c)
	}
	word, kind := tablewords.Status(res.Status)
	status.Set(word, kind)

	body := container.NewVBox(
		widgets.Heading(i18n.Tf("Round %d, table %d", k.Round, k.Table)),
		widgets.Wrapped(i18n.Tf("North-South %s against East-West %s", sess.NS, sess.EW)),
	)
	if res.North != nil {
		body.Add(widgets.Wrapped(i18n.Tf("North entered: %s", say(&res.North.Content))))
	}
	if res.East != nil {
		body.Add(widgets.Wrapped(eastWords(res.East, say)))
	}
	if res.Counted != nil {
		l := widgets.Wrapped(i18n.Tf("Counts: %s", say(res.Counted)))
		l.TextStyle.Bold = true
		body.Add(l)
	}

	body.Add(widget.NewSeparator())
	body.Add(widgets.Heading(i18n.T("History")))
	if len(audit) == 0 {
		body.Add(widgets.Wrapped(i18n.T("Nothing was entered for this result yet.")))
	}
	for _, it := range audit {
		w, _ := tablewords.Status(it.Status)
		var line string
		switch {
		case it.Entry != nil:
			who := i18n.T("North")
			if it.Entry.Role == event.East {
				who = i18n.T("East")
			}
			what := ""
			switch {
			case it.Entry.Role == event.North:
				what = say(&it.Entry.Content)
			default:
				what = eastWords(it.Entry, say)
			}
			line = fmt.Sprintf("%s · %s (%s): %s — %s", it.Entry.At.Local().Format("15:04:05"), who, it.Entry.Device, what, w)
		case it.Correction != nil:
			c := it.Correction
			line = i18n.Tf("%s · the director: %s, because %q (before: %s) — %s", c.At.Local().Format("15:04:05"), say(c.Content), c.Reason, say(it.Previous), w)
		}
		body.Add(widgets.Wrapped(line))
	}

	body.Add(widget.NewSeparator())
	body.Add(widgets.Heading(i18n.T("Correct this result")))
	body.Add(widgets.PymCaption(i18n.T("What you enter here counts, whatever the table enters afterwards. The table's entries stay in the history.")))
	reason := widget.NewMultiLineEntry()
	reason.SetPlaceHolder(i18n.T("The reason, for the history (needed)"))
	reason.Wrapping = fyne.TextWrapWord
	reason.SetMinRowsVisible(2)
	body.Add(reason)

	var entry *resultform.Form
	correct := func(c *event.Content) {
		why := strings.TrimSpace(reason.Text)
		if why == "" {
			status.Set(i18n.T("Say why: the reason is kept with the correction."), widgets.StatusProblem)
			if c != nil && entry != nil {
				entry.TakeBack() // a deal committed by the entry's own save
			}
			return
		}
		count.Disable()
		clear.Disable()
		status.Set(i18n.T("Saving the correction…"), widgets.StatusInfo)
		go func() {
			_, err := s.r.d.Correct(k.Round, k.Table, c, why, "director")
			var view director.View
			var st event.Standings
			var stErr error
			if err == nil {
				view = s.r.d.View()
				st, stErr = s.r.d.Standings()
			}
			s.r.opts.do(func() {
				count.Enable()
				clear.Enable()
				if err != nil {
					status.Set(correctionRefused(err), widgets.StatusProblem)
					if c != nil && entry != nil {
						entry.TakeBack()
					}
					return
				}
				s.note = i18n.Tf("Round %d, table %d corrected.", k.Round, k.Table)
				s.h.Back(host.SectionPlay)
				s.r.view = view
				if stErr == nil {
					s.r.standings, s.r.stErr = st, nil
				}
				// The view read when the correction ended may be older
				// than the watcher's last read: show its next one.
				s.r.w.Refresh()
				s.draw()
			})
		}()
	}
	countIt := func() {
		c, err := entry.Content()
		if err != nil {
			status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		correct(&c)
	}
	count.OnTapped = countIt
	clear.OnTapped = func() { correct(nil) }
	// The actions follow the form: a league's deal is counted by the
	// deal entry's own save; rounds and games are saved in the entry,
	// then counted.
	actions := func() {
		bar.Objects = []fyne.CanvasObject{widgets.ActionBar(append(entry.Actions(count), clear)...)}
		bar.Refresh()
		fr.Refresh()
	}
	var err error
	entry, err = resultform.New(s.h, v.Setup, sess, plan, resultform.Options{
		Say:     func(msg string, kind widget.Importance) { status.Set(msg, kind) },
		Changed: actions,
		Done:    countIt,
		Action:  i18n.T("Count this result"),
		Grew:    fr.Refresh,
	})
	if err != nil {
		status.Set(resultform.RefusalText(err), widgets.StatusProblem)
		body.Add(widgets.ErrorLabel(resultform.RefusalText(err)))
	} else {
		switch {
		case res.Counted != nil:
			entry.Set(*res.Counted)
		case res.North != nil:
			entry.Set(res.North.Content)
		case res.East != nil && !res.East.Content.IsZero():
			entry.Set(res.East.Content)
		}
		// The entry after the reason: a league's deal is counted at the
		// entry's save, with the reason already given.
		body.Add(entry.Root)
		entry.SetPhone(s.h.Phone())
		actions()
		s.h.OnLayout(func(phone bool) {
			if !entry.Closed() {
				entry.SetPhone(phone)
				actions()
			}
		})
	}
	count.Enable()
	clear.Enable()
	page.Objects = []fyne.CanvasObject{body}
	page.Refresh()
	fr.Refresh()
	return entry
}

// eastWords says East's part: agreeing with North's entry, disagreeing
// (with the note), or the result East entered.
func eastWords(en *event.Entry, say func(*event.Content) string) string {
	switch {
	case en.Disagree && en.Note != "":
		return i18n.Tf("East disagrees: %s", en.Note)
	case en.Disagree:
		return i18n.T("East disagrees")
	case en.Verifies != "":
		return i18n.T("East agrees")
	}
	return i18n.Tf("East entered: %s", say(&en.Content))
}

// correctionRefused says why a correction was not kept: the history or the
// director could not keep it (said in the reader's language), or the
// rules' refusal.
func correctionRefused(err error) string {
	switch {
	case errors.Is(err, storage.ErrBusy):
		return i18n.T("Another program is using the history: the correction was not kept. Try again.")
	case errors.Is(err, director.ErrNotStored):
		return i18n.T("The history could not keep a result that came in just before: the correction was not kept. Try again.")
	case errors.Is(err, director.ErrClosed):
		return i18n.T("The event is no longer hosted here: the correction was not kept.")
	}
	return resultform.RefusalText(err)
}
