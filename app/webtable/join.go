package webtable

import (
	"encoding/json"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/tournament/wire"
)

// Join are what a page joins a table with: from the address the director's
// QR code holds (#event=…&table=…&code=…), or typed in.
type Join struct {
	// Event is the event's id on the director (the link's; the page checks
	// that the director it reaches runs that event).
	Event string `json:"event,omitempty"`
	Code  string `json:"code"`
	Table int    `json:"table"`
	// Seat is whose device this is: "north" (North enters, East checks
	// on the same device passed across) or "east" (East's own).
	Seat string `json:"seat"`
}

// ParseFragment reads a page address's fragment (with or without its
// "#"): event, table, code, and seat ("north" or "east", default north).
// What is missing stays empty: the form asks for it.
func ParseFragment(fragment string) Join {
	q, err := url.ParseQuery(strings.TrimPrefix(fragment, "#"))
	if err != nil {
		return Join{}
	}
	j := Join{Event: q.Get("event"), Code: strings.TrimSpace(q.Get("code")), Seat: "north"}
	if n, err := strconv.Atoi(q.Get("table")); err == nil && n > 0 {
		j.Table = n
	}
	if q.Get("seat") == "east" {
		j.Seat = "east"
	}
	return j
}

// Fragment is the page address's fragment for a table (what the QR code
// holds after the director's address).
func Fragment(event, code string, table int) string { return wire.TableFragment(event, code, table) }

// check says what is wrong with a join as typed.
func (j Join) check() error {
	if _, err := wire.NormalizeCode(j.Code); err != nil {
		return errors.New(i18n.T("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen."))
	}
	if j.Table < 1 {
		return errors.New(i18n.T("The table number is a whole number from 1, as the director's screen numbers the tables."))
	}
	return nil
}

// lastJoinKey keeps, in the page's preferences (localStorage), what the
// page last joined with: a reload joins again at once and sends what waits.
const lastJoinKey = "arbiter.tournament.last_join"

func lastJoin(p fyne.Preferences) (Join, bool) {
	var j Join
	if s := p.String(lastJoinKey); s != "" && json.Unmarshal([]byte(s), &j) == nil && j.check() == nil {
		return j, true
	}
	return Join{}, false
}

func keepJoin(p fyne.Preferences, j Join) {
	if b, err := json.Marshal(j); err == nil {
		p.SetString(lastJoinKey, string(b))
	}
}

// joinForm asks for the code, the table and whose device this is; prefill
// fills it in, problem says why the last try was refused.
func (pg *Page) joinForm(prefill Join, problem string) host.Page {
	status := widgets.NewStatusLine(2)
	code := widget.NewEntry()
	code.SetPlaceHolder(i18n.T("like K4F9Q-2MXR7"))
	code.SetText(prefill.Code)
	tbl := widget.NewEntry()
	tbl.SetPlaceHolder("1, 2, 3")
	if prefill.Table > 0 {
		tbl.SetText(strconv.Itoa(prefill.Table))
	}
	seats := []string{i18n.T("North's device"), i18n.T("East's own device")}
	seat := widget.NewRadioGroup(seats, nil)
	seat.Required = true
	seat.SetSelected(seats[0])
	if prefill.Seat == "east" {
		seat.SetSelected(seats[1])
	}
	if problem != "" {
		status.Set(problem, widgets.StatusProblem)
	} else {
		status.Set(i18n.T("The director's screen shows the join code and the address."), widgets.StatusInfo)
	}
	join := widget.NewButtonWithIcon(i18n.T("Join"), theme.LoginIcon(), func() {
		j := Join{Event: prefill.Event, Code: strings.TrimSpace(code.Text), Seat: "north"}
		if seat.Selected == seats[1] {
			j.Seat = "east"
		}
		j.Table, _ = strconv.Atoi(strings.TrimSpace(tbl.Text))
		if err := j.check(); err != nil {
			status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		pg.join(j)
	})
	join.Importance = widget.HighImportance
	pg.joinButton, pg.problem = join, problem
	form := container.NewVBox(
		widgets.Wrapped(i18n.T("This device sends its table's results to the director's device, on the club's Wi-Fi.")),
		widget.NewLabelWithStyle(i18n.T("Join code"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		code,
		widget.NewLabelWithStyle(i18n.T("Table number"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		tbl,
		widget.NewLabelWithStyle(i18n.T("Whose device is this?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		seat,
		widgets.PymCaption(i18n.T("North enters each result and East checks it: on North's device passed across the table, or on East's own device, which shows North's entry.")),
	)
	return host.Page{Title: i18n.T("Join a tournament"), Content: widgets.TableLayout(status, container.NewPadded(form), widgets.ActionBar(join))}
}
