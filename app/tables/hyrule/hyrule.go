package hyrule

import (
	"encoding/json"
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring"
	shyrule "arbiter/scoring/hyrule"
	"arbiter/session"
)

// Hyrule's table: one stored game is one round of seven turns, and the
// run-off games that decide a level round (HYRULE-4). The setup (turn
// rules, and under strategy rules the tallest player) is asked once, on
// the new-game form, because it is part of the game's fixed setup.
//
// One source of truth: the table keeps no copy of the game. It draws from
// the game's table session, shared by every page of the game: the state
// the entry plays on (Base: after the turns in force, or before the turn
// being corrected), the turns in force and the entry (the draft).
// Everything the rules say (who goes first and why, whether a swap is
// allowed, which cards are gone, the standoff, the round's end and its
// run-off game) is the state's answer (*shyrule.Game); a tap asks it in
// memory and keeps the entry in the session, and Save commits the turn
// the session previewed. The table never reads or writes the history.
//
// A run-off game is a game of its own: its turns are numbered from 1, its
// captured cards are counted apart and decide the round, and the round's
// captured cards stay the game's totals (HYRULE-4).
//
// A layout that does not move under the finger: the status line at the
// top, the actions (Save the turn, Cancel the correction, Undo last turn)
// in a bar always in view, one row per player (a run-off card goes beside
// the player's card, never in a new row), the turn's result in a line of
// fixed height with its Why?, and the deck in one fixed order.

const hyID = shyrule.ID

// hySession is a game of Hyrule's table session.
type hySession = session.Session[*shyrule.Game, shyrule.Turn, shyrule.TurnResult, draft]

// Table is Hyrule's table, for the app's list of tables.
var Table = host.Table{
	ID:     hyID,
	Symbol: "diamond",
	Seating: host.Seating{Min: 2, Max: 7, Setup: func(names []string) (json.RawMessage, error) {
		return json.Marshal(hySetup{Players: names, TurnRules: "chance"})
	}},
	Start:      func(u host.Host) host.Page { return hyruleNewGame(u, nil, "") },
	Open:       func(u host.Host, gameID string) host.Page { return openTable(u, gameID, "", nil) },
	EditRound:  func(u host.Host, gameID, roundID string) host.Page { return openTable(u, gameID, roundID, nil) },
	Words:      host.WordsOf(words),
	RoundTitle: host.TitleOf(roundTitle),
}

// openTable is the table of a stored game, with turn roundID in the entry
// when it is set; built, when set, hears the table once it is built (the
// tests reach the table through it).
func openTable(u host.Host, gameID, roundID string, built func(*hyruleTable)) host.Page {
	return widgets.OpenTable(u, hyID, gameID, func(cs *hySession) widgets.TableView {
		t := newHyruleTable(u, cs)
		v := t.view()
		if roundID != "" {
			t.startEdit(roundID)
		}
		if built != nil {
			built(t)
		}
		return v
	})
}

// hySetup is the stored setup of a Hyrule game (its Score input without
// the turns).
type hySetup struct {
	Players   []string `json:"players"`
	TurnRules string   `json:"turn_rules,omitempty"`
	Tallest   *string  `json:"tallest,omitempty"`
}

// hyTurn is the entry of one turn, in the record's words: one element of
// "turns".
type hyTurn struct {
	Cards   []string `json:"cards"`
	First   *int     `json:"first,omitempty"`
	Swaps   []string `json:"swaps,omitempty"`
	Runoff  []string `json:"runoff,omitempty"`
	Tallest string   `json:"tallest,omitempty"` // the run-off game's, when the table says
}

func (d hyTurn) empty() bool {
	return !slices.ContainsFunc(d.Cards, func(c string) bool { return c != "" }) && len(d.Swaps) == 0 && len(d.Runoff) == 0 && d.Tallest == ""
}

// draft is the entry as it stands, which the session keeps: the turn and
// the new turn put aside while a past one is corrected. (A draft kept
// before sessions has the same fields.)
type draft struct {
	hyTurn
	Stash *hyTurn `json:"stash,omitempty"`
}

// Empty reports whether nothing is entered: the session keeps no such
// draft.
func (d draft) Empty() bool { return d.hyTurn.empty() && d.Stash == nil }

// key is the draft as a comparable string ("" when empty).
func (d draft) key() string {
	if d.Empty() {
		return ""
	}
	b, _ := json.Marshal(d)
	return string(b)
}

// hyruleNewGame asks the players, the house rules and the turn rules (with
// the tallest player for strategy rules). prefill and rules preset a new
// round of the same players.
func hyruleNewGame(u host.Host, prefill []string, rules string) host.Page {
	rulesRadio := widget.NewRadioGroup([]string{i18n.T("Chance rules"), i18n.T("Strategy rules")}, nil)
	rulesRadio.Required = true
	rulesRadio.SetSelected(i18n.T("Chance rules"))
	if rules == "strategy" {
		rulesRadio.SetSelected(i18n.T("Strategy rules"))
	}
	rulesHelp := widgets.Wrapped("")
	rulesHelp.SizeName = theme.SizeNameCaptionText
	// The tallest player is chosen among the names, one a line: the
	// choice reads in the text's own colour (issue 16 #15).
	tallest := widget.NewRadioGroup(nil, nil)
	tallestBox := container.NewVBox(widget.NewLabelWithStyle(i18n.T("Tallest player"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		tallest, widgets.CaptionLabel(i18n.T("The tallest player goes first on the first turn and whenever everyone has captured the same number of cards.")))
	update := func() {
		if rulesRadio.Selected == i18n.T("Strategy rules") {
			rulesHelp.SetText(i18n.T("One player goes first each turn and may swap a card with the stock instead of playing. Seat the players in counter-clockwise order."))
			tallestBox.Show()
		} else {
			rulesHelp.SetText(i18n.T("Everyone picks a card face down and all are turned over together."))
			tallestBox.Hide()
		}
	}
	rulesRadio.OnChanged = func(string) { update() }
	update()
	box := container.NewVBox(widgets.Heading(i18n.T("Turn rules")), rulesRadio, rulesHelp, tallestBox)
	return widgets.SetupForm(u, hyID, prefill, widgets.SetupExtra{
		Box: box,
		Names: func(n []string) {
			var opts []string
			for _, s := range n {
				if s != "" && !slices.Contains(opts, s) {
					opts = append(opts, s)
				}
			}
			keep := tallest.Selected
			tallest.Options = opts
			if !slices.Contains(opts, keep) {
				tallest.Selected = ""
			}
			tallest.Refresh()
		},
		Setup: func(n []string, _ scoring.Values) (json.RawMessage, error) {
			s := hySetup{Players: n, TurnRules: "chance"}
			if rulesRadio.Selected == i18n.T("Strategy rules") {
				s.TurnRules = "strategy"
				if tallest.Selected == "" {
					return nil, errors.New(i18n.T("Strategy rules: choose the tallest player."))
				}
				t := tallest.Selected
				s.Tallest = &t
			}
			return json.Marshal(s)
		},
	})
}
