package tournament

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/tournament/tablescreen"
	"arbiter/app/widgets"
	"arbiter/storage"
	"arbiter/tournament/wire"
)

// lastJoinKey keeps, in the device's history, what the table last joined
// with: the app reopened joins again with one tap (and sends what waits in
// its outbox).
const lastJoinKey = "tournament/last_join"

// JoinPage is "Join a tournament": this device's table when it has joined
// one, else the form to join.
func JoinPage(h hoststore.Host) host.Page { return JoinPageWith(h, Options{}) }

// JoinPageWith is JoinPage with its options.
func JoinPageWith(h hoststore.Host, o Options) host.Page {
	o = o.on(h)
	if r := liveOf(h).table; r != nil {
		return tablePage(h, r)
	}
	return joinFormPage(h, o, nil, "")
}

// joinFormPage asks for the code, the table number and the director's
// address; prefill (or the last join) fills it in, problem says why the
// last try was refused.
func joinFormPage(h hoststore.Host, o Options, prefill *joinDetails, problem string) host.Page {
	status := widgets.NewStatusLine(2)
	code := widget.NewEntry()
	code.SetPlaceHolder(i18n.T("like K4F9Q-2MXR7"))
	table := widget.NewEntry()
	table.SetPlaceHolder("1, 2, 3")
	addr := widget.NewEntry()
	addr.SetPlaceHolder(i18n.T("like 192.168.1.20:4222"))
	seats := []string{i18n.T("North's device"), i18n.T("East's own device")}
	seat := widget.NewRadioGroup(seats, nil)
	seat.Required = true
	seat.SetSelected(seats[0])
	fill := func(j joinDetails) {
		code.SetText(j.Code)
		if j.Table > 0 {
			table.SetText(strconv.Itoa(j.Table))
		}
		addr.SetText(j.Address)
		if j.Seat == "east" {
			seat.SetSelected(seats[1])
		}
	}
	if prefill != nil {
		fill(*prefill)
	} else {
		// What this device last joined with, read off the UI goroutine;
		// nothing typed meanwhile is overwritten.
		h.WithStore(func(st *storage.Store) {
			var v string
			var ok bool
			h.Background(func() { v, ok, _ = st.State(lastJoinKey) }, func() {
				var j joinDetails
				if ok && json.Unmarshal([]byte(v), &j) == nil && code.Text == "" && table.Text == "" && addr.Text == "" {
					fill(j)
				}
			})
		})
	}
	code.OnChanged = func(s string) {
		// The QR code's link, pasted: the code and the address in one.
		if c, servers, ok := parseJoinLink(s); ok && len(servers) > 0 {
			code.SetText(c)
			if len(servers) > 0 {
				var hosts []string
				for _, sv := range servers {
					hosts = append(hosts, strings.TrimPrefix(sv, "nats://"))
				}
				addr.SetText(strings.Join(hosts, ", "))
			}
		}
	}
	if problem != "" {
		status.Set(problem, widgets.StatusProblem)
	} else {
		status.Set(i18n.T("The director's screen shows the join code and the address."), widgets.StatusInfo)
	}
	var joinBtn *widget.Button
	joinBtn = widget.NewButtonWithIcon(i18n.T("Join"), theme.LoginIcon(), func() {
		j := joinDetails{Code: strings.TrimSpace(code.Text), Address: strings.TrimSpace(addr.Text), Seat: "north"}
		if seat.Selected == seats[1] {
			j.Seat = "east"
		}
		if _, err := wire.NormalizeCode(j.Code); err != nil {
			status.Set(i18n.T("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen."), widgets.StatusProblem)
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(table.Text))
		if err != nil || n < 1 {
			status.Set(i18n.T("The table number is a whole number from 1, as the director's screen numbers the tables."), widgets.StatusProblem)
			return
		}
		j.Table = n
		servers, err := serversOf(j.Address)
		if err != nil {
			status.Set(err.Error(), widgets.StatusProblem)
			return
		}
		st := h.Store()
		if st == nil {
			status.Set(i18n.T("The history is not open yet."), widgets.StatusProblem)
			return
		}
		// Joining opens the table's outbox in the history and reaches for
		// the director: off the UI goroutine, Join off meanwhile.
		joinBtn.Disable()
		status.Set(i18n.T("Joining…"), widgets.StatusInfo)
		var r *tableRun
		h.Background(func() {
			r, err = joinTable(h, st, o, j, servers)
			if err == nil {
				if b, merr := json.Marshal(j); merr == nil {
					_ = st.SetState(lastJoinKey, string(b))
				}
			}
		}, func() {
			joinBtn.Enable()
			if err != nil {
				if errors.Is(err, wire.ErrBadCode) {
					status.Set(i18n.T("The join code is ten letters and digits, like K4F9Q-2MXR7: check it on the director's screen."), widgets.StatusProblem)
					return
				}
				status.Set(err.Error(), widgets.StatusProblem)
				return
			}
			quitCleanly(h, r)
			liveOf(h).table = r
			h.Replace(host.SectionPlay, tablePage(h, r))
		})
	})
	joinBtn.Importance = widget.HighImportance
	form := container.NewVBox(
		widgets.Wrapped(i18n.T("This device sends its table's results to the director's device, on the club's Wi-Fi.")),
		boldLabel(i18n.T("Join code")),
		code,
		widgets.PymCaption(i18n.T("Or paste the link the director's QR code holds: it fills in the address too.")),
		boldLabel(i18n.T("Table number")),
		table,
		boldLabel(i18n.T("Director's address")),
		addr,
		boldLabel(i18n.T("Whose device is this?")),
		seat,
		widgets.PymCaption(i18n.T("North enters each result and East checks it: on North's device passed across the table, or on East's own device, which shows North's entry.")),
	)
	return host.Page{Title: i18n.T("Join a tournament"), Content: widgets.TableLayout(status, container.NewPadded(form), widgets.ActionBar(joinBtn))}
}

// serversOf reads the director's address as typed: host or host:port, or
// nats://host:port; several separated by commas (a cluster).
func serversOf(s string) ([]string, error) {
	var out []string
	for _, a := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		a = strings.TrimPrefix(a, "nats://")
		if _, _, err := net.SplitHostPort(a); err != nil {
			a = net.JoinHostPort(a, strconv.Itoa(wire.DefaultPort))
		}
		if _, p, err := net.SplitHostPort(a); err != nil || p == "" {
			return nil, fmt.Errorf(i18n.T("%q is not an address: give it as the director's screen shows it (192.168.1.20:4222)."), a)
		}
		out = append(out, "nats://"+a)
	}
	if len(out) == 0 {
		return nil, errors.New(i18n.T("Give the director's address, as its screen shows it (192.168.1.20:4222)."))
	}
	return out, nil
}

// --- the table ---

// tablePage shows the table's screen (app/tournament/tablescreen, the
// browser's page shows the same) on its client. Leaving stops the client
// and shows the join form again, with why when the director refused it.
func tablePage(h hoststore.Host, r *tableRun) host.Page {
	if r.screen != nil {
		r.screen.Close()
	}
	seat := tablescreen.Seat{Table: r.join.Table, East: r.join.Seat == "east", Code: r.join.Code, Address: r.join.Address}
	var s *tablescreen.Screen
	s, page := tablescreen.New(tablescreen.Config{Host: h, Client: r.t, Seat: seat, View: r.view, Do: r.opts.do, Answered: r.answered, Refresh: r.w.Refresh,
		Leave: func(problem string) {
			if r.screen == s {
				r.screen = nil
			}
			r.Close()
			if l := liveOf(h); l.table == r {
				l.table = nil
			}
			j := r.join
			h.Replace(host.SectionPlay, joinFormPage(h, r.opts, &j, problem))
		}})
	r.screen = s
	return page
}
