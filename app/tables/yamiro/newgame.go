package yamiro

import (
	"encoding/json"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	eyam "arbiter/engine/yamiro"
	"arbiter/session"
)

var yamFaceRanks = []string{"9", "10", "J", "Q", "K", "JK"}

// yamStartPage is the new-game form of Yamiro: how many play (the seats
// follow), the players, the house rule and the deck; "Start the game" in
// the bar that is always in view, and why it cannot start above it.
func yamStartPage(u host.Host) host.Page {
	info, _ := host.Catalog().InfoFor(yamID)
	forms := []eyam.Form{eyam.Duel, eyam.Teams, eyam.Solitaire}
	formNames := []string{i18n.T("Two players"), i18n.T("Two teams of two"), i18n.T("Solitaire")}
	formHelp := []string{
		i18n.T("Eight hands; players take turns leading."),
		i18n.T("Four hands; partners sit opposite and every player plays four cards a hand."),
		i18n.T("You against the deck's turned-over cards; eight hands, scored by your margin."),
	}
	name := widget.NewEntry()
	name.SetPlaceHolder(i18n.T("Name of the game (optional)"))

	var known []string
	var seatEntries []*widget.SelectEntry
	seatsBox := container.NewVBox()
	helpLbl := widgets.CaptionLabel("")
	form := eyam.Duel
	var root fyne.CanvasObject
	// Why the game cannot start, above Start the game; it goes as soon as
	// the form changes.
	problem := widgets.NewStatusLine(2)
	changed := func() { problem.Set("", widgets.StatusInfo) }
	// At a table of four the seats are asked in the order of play round
	// the table, partners opposite: Team A, Team B, Team A, Team B.
	seatLabel := func(i int) string {
		if form == eyam.Teams {
			return []string{i18n.T("Team A"), i18n.T("Team B"), i18n.T("Team A"), i18n.T("Team B")}[i]
		}
		return yamSeating(form).SeatLabel(i)
	}
	buildSeats := func() {
		old := seatEntries
		seatEntries = nil
		seatsBox.RemoveAll()
		n, _ := yamSeating(form).PlayerCount()
		for i := 0; i < n; i++ {
			e := widget.NewSelectEntry(known)
			e.SetPlaceHolder(i18n.T("Player name"))
			if i < len(old) {
				e.SetText(old[i].Text)
			} else if i < len(known) {
				e.SetText(known[i])
			}
			e.OnChanged = func(string) { changed() }
			seatEntries = append(seatEntries, e)
			seatsBox.Add(container.NewBorder(nil, nil, widget.NewLabel(seatLabel(i)), nil, e))
		}
		if form == eyam.Teams {
			seatsBox.Add(widgets.CaptionLabel(i18n.T("In the order you sit round the table, clockwise: partners sit opposite each other.")))
		}
		if root != nil {
			root.Refresh()
		}
	}
	formRadio := widget.NewRadioGroup(formNames, func(sel string) {
		for i, n := range formNames {
			if n == sel {
				form = forms[i]
				helpLbl.SetText(formHelp[i])
				changed()
			}
		}
		buildSeats()
	})
	formRadio.Required = true
	// The players the history knows, read off the UI goroutine, offered
	// in each seat.
	u.WithGames(func(g session.Games) {
		var players []string
		var err error
		u.Background(func() { players, err = g.Players() }, func() {
			if err != nil {
				return
			}
			known = players
			for i, e := range seatEntries {
				e.SetOptions(known)
				if e.Text == "" && i < len(known) {
					e.SetText(known[i])
				}
			}
		})
	})
	formRadio.SetSelected(formNames[0])

	mustWin := widget.NewCheck(i18n.T("There must be a winner (YAM-3)"), nil)
	mustHelp := widgets.CaptionLabel(i18n.T("A hand still tied after four cards each goes on, one card per player at a time, until the tie breaks."))

	// The deck: Railog cards, or a standard deck with chosen face ranks.
	mapBox := container.NewVBox()
	faceSel := map[cards.RailogCard]*widget.Select{}
	def := eyam.DefaultStandardMap()
	for _, f := range eyam.Faces {
		sel := widget.NewSelect(yamFaceRanks, func(string) { changed() })
		r := def[f]
		if r == cards.NoRank {
			sel.SetSelected("JK")
		} else {
			sel.SetSelected(r.String())
		}
		faceSel[f] = sel
		mapBox.Add(container.NewBorder(nil, nil, widgets.CdySized(widget.NewLabel(f.String()), fyne.NewSize(110, 40)), nil, sel))
	}
	mapBox.Add(widgets.CaptionLabel(i18n.T("A to 8 count as 1 to 8. Pick the card that stands for each face; JK means the jokers.")))
	mapBox.Hide()
	deckNames := []string{i18n.T("Railog cards"), i18n.T("Standard deck")}
	deckRadio := widget.NewRadioGroup(deckNames, func(sel string) {
		changed()
		if sel == deckNames[1] {
			mapBox.Show()
		} else {
			mapBox.Hide()
		}
		if root != nil {
			root.Refresh()
		}
	})
	deckRadio.Required = true
	deckRadio.SetSelected(deckNames[0])

	start := widget.NewButtonWithIcon(i18n.T("Start the game"), theme.MediaPlayIcon(), nil)
	start.Importance = widget.HighImportance
	start.OnTapped = func() {
		s := yamSeating(form)
		var entered []string
		for i, e := range seatEntries {
			n := strings.TrimSpace(e.Text)
			if n == "" {
				problem.Set(i18n.Tf("%s has no player yet.", seatLabel(i)), widgets.StatusProblem)
				return
			}
			for _, m := range entered {
				if strings.EqualFold(m, n) {
					problem.Set(i18n.Tf("%s is seated twice.", n), widgets.StatusProblem)
					return
				}
			}
			entered = append(entered, n)
		}
		names := entered
		if form == eyam.Teams {
			// Round the table A, B, A, B; stored side by side.
			names = []string{entered[0], entered[2], entered[1], entered[3]}
		}
		deck := map[string]any{"kind": "railog"}
		if deckRadio.Selected == deckNames[1] {
			m := map[string]string{}
			for _, f := range eyam.Faces {
				m[f.String()] = faceSel[f].Selected
			}
			deck = map[string]any{"kind": "standard", "map": m}
		}
		opts, _ := json.Marshal(map[string]any{"must_have_winner": mustWin.Checked, "deck": deck})
		def, err := host.Catalog().Lookup(yamID)
		if err != nil {
			problem.Set(widgets.ErrText(err), widgets.StatusProblem)
			return
		}
		values, err := def.Options().Parse(opts)
		if err != nil {
			problem.Set(yamDeckError(err), widgets.StatusProblem)
			return
		}
		ng, err := host.NewGame(yamID, strings.TrimSpace(name.Text), names, values, s)
		if err != nil {
			problem.Set(widgets.ErrText(err), widgets.StatusProblem)
			return
		}
		widgets.StartGame(u, ng, start, problem)
	}

	box := container.NewVBox(
		widgets.Heading(info.Name), widgets.Wrapped(i18n.T(info.Summary)), name,
		widgets.Heading(i18n.T("How many play?")), formRadio, helpLbl,
		widgets.Heading(i18n.T("Players")), seatsBox,
		widgets.Heading(i18n.T("House rules")), mustWin, mustHelp,
		widgets.Heading(i18n.T("Deck")), deckRadio, mapBox,
	)
	root = widgets.TableLayout(nil, container.NewPadded(box), container.NewVBox(problem, start))
	return host.Page{Title: i18n.T("New game"), Content: root}
}
