package yamiro

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	eyam "arbiter/engine/yamiro"
	syam "arbiter/scoring/yamiro"
	"arbiter/session"
)

// Yamiro's table: its own new-game form (two players, two teams of two or
// solitaire; the house rule; the deck and its mapping onto a standard
// deck), then each hand tapped in play order with the live count
// (alak/arl multipliers, arlas and deiskatun cancellations), the hand's
// result with its capture points, and the score sheet. The screen draws
// from the game's table session and keeps no copy of the game.

const yamID = "yamiro"

// Sides of a stored Yamiro game: "A" and "B", and in solitaire the deck.
const (
	yamA    = "A"
	yamB    = "B"
	yamDeck = "deck"
)

// yamSession is a game's table session.
type yamSession = session.Session[*syam.Game, syam.Round, syam.Result, draft]

// Table is Yamiro's table, for the app's list of tables.
var Table = host.Table{
	ID:        yamID,
	Symbol:    "club",
	Seating:   yamSeating(eyam.Duel),
	Start:     func(u host.Host) host.Page { return yamStartPage(u) },
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	SeatWords: host.SeatWordsOf(func(seats []session.Seat, r syam.Round, res syam.Result) string {
		return handWords(seatsOf(seats), r, res)
	}),
}

// openScreen is the table of a stored game, with hand roundID in the
// entry when it is set (the game record's "Edit this round").
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, yamID, gameID, func(cs *yamSession) widgets.TableView {
		s := newYamScreen(u, cs)
		v := s.view()
		if roundID != "" {
			s.edit(roundID)
		}
		return v
	})
}

// yamSeating seats a form: A against B (one player or a team of two
// each), or one player against the deck. The form is kept in the setup.
func yamSeating(f eyam.Form) host.Seating {
	s := host.Seating{Setup: func([]string) (json.RawMessage, error) {
		return json.Marshal(map[string]string{"form": f.String()})
	}}
	switch f {
	case eyam.Teams:
		s.Sides = []host.SideSeats{{Side: yamA, Label: "Team A", Players: 2}, {Side: yamB, Label: "Team B", Players: 2}}
	case eyam.Solitaire:
		s.Sides = []host.SideSeats{{Side: yamA, Label: "Player", Players: 1}}
	default:
		s.Sides = []host.SideSeats{{Side: yamA, Label: "Player A", Players: 1}, {Side: yamB, Label: "Player B", Players: 1}}
	}
	return s
}

// seats are the players of a stored game: each side's in seat order, and
// at a table of four the order of play round the table (partners sit
// opposite: Team A's first, Team B's first, Team A's second, Team B's
// second).
type seats struct {
	names map[string][]string
	round []string
	side  map[string]string // player -> side
}

func seatsOf(game []session.Seat) seats {
	st := append([]session.Seat(nil), game...)
	sort.SliceStable(st, func(i, j int) bool { return st[i].Position < st[j].Position })
	s := seats{names: map[string][]string{}, side: map[string]string{}}
	for _, seat := range st {
		s.names[seat.Side] = append(s.names[seat.Side], seat.Player)
		s.side[seat.Player] = seat.Side
	}
	if a, b := s.names[yamA], s.names[yamB]; len(a) == 2 && len(b) == 2 {
		s.round = []string{a[0], b[0], a[1], b[1]}
	}
	return s
}

// team reports whether a side is played by two (a table of four): its
// words say "they".
func (s seats) team(side string) bool { return len(s.names[side]) > 1 }

// label names a side for people: "Ann", "Ann & Cato", "The deck".
func (s seats) label(side string) string {
	if side == yamDeck {
		return i18n.T("The deck")
	}
	if n := s.names[side]; len(n) > 0 {
		return strings.Join(n, " & ")
	}
	return side
}

// player is who plays card i (from 0) of a hand that first starts, at a
// table of four; "" when not known.
func (s seats) player(first string, i int) string {
	for k, p := range s.round {
		if p == first {
			return s.round[(k+i)%len(s.round)]
		}
	}
	return ""
}

// yamDeckError words a refused deck mapping.
func yamDeckError(err error) string {
	if errors.Is(err, eyam.ErrDeck) {
		return i18n.T("Each face needs its own card: two faces cannot share a rank.")
	}
	return widgets.ErrText(err)
}

func yamDeckText(d eyam.Deck) string {
	if d.Kind == eyam.Railog {
		return i18n.T("Railog cards")
	}
	parts := []string{i18n.T("standard deck, A–8 as 1–8")}
	for _, f := range eyam.Faces {
		r := "JK"
		if d.Map[f] != cards.NoRank {
			r = d.Map[f].String()
		}
		parts = append(parts, r+" = "+f.String())
	}
	return strings.Join(parts, ", ")
}

// yamSpec draws a Railog card: the faces get a short name that fits the
// card and a colour of their own, so an arlas is told from an alak at a
// glance (the code stays the full name).
func yamSpec(v cards.RailogCard) widgets.CardSpec {
	sp := widgets.SpecRailog(v)
	switch v {
	case cards.Alak:
		sp.Label, sp.Tone = "alak", widgets.ToneWater
	case cards.Arl:
		sp.Label, sp.Tone = "arl", widgets.ToneWind
	case cards.Deiskatun:
		sp.Label, sp.Tone = "deis", widgets.ToneBlack
	case cards.Arlas:
		sp.Label, sp.Tone = "arlas", widgets.ToneFire
	}
	return sp
}

func joinYamCards(cs []eyam.Card) string {
	var out []string
	for _, c := range cs {
		out = append(out, widgets.CardCodeText(c.String()))
	}
	return strings.Join(out, ", ")
}

// yamTallyText is a side's running count: "16 · alak + arl ×4 = 64".
func yamTallyText(t eyam.Tally) string {
	if t.Multiplier == 1 {
		return fmt.Sprint(t.Score)
	}
	mult := i18n.T("alak ×2")
	if t.Multiplier == 4 {
		mult = i18n.T("alak + arl ×4")
	}
	return fmt.Sprintf("%d · %s = %d", t.Numbers, mult, t.Score)
}

// handWords says a hand in a few words from its result as the hands in
// force give it: "Ann 64–10, +10", "Bram by arlas, +14", "tie"; without
// a result (a past version of it), the cards as entered: "Ann: 8, 1, 8,
// 2, alak, 3, arl, 4".
func handWords(s seats, r syam.Round, res syam.Result) string {
	switch {
	case res.Hand == 0 && len(r.Plays) > 0:
		cs := make([]string, len(r.Plays))
		for i, p := range r.Plays {
			cs[i] = widgets.CardCodeText(p.Card.Text)
		}
		lead := s.label(r.Plays[0].Side)
		if r.Plays[0].Player != "" {
			lead = r.Plays[0].Player
		}
		return lead + ": " + strings.Join(cs, ", ")
	case !res.Complete:
		return i18n.T("tied, goes on")
	case res.Winner == "":
		return i18n.T("tie, both hands discarded")
	case res.DecidedBy == eyam.ByArlas:
		return i18n.Tf("%s by arlas, +%d", s.label(res.Winner), res.Points)
	}
	sc := res.Scores()
	return i18n.Tf("%s %d–%d, +%d", s.label(res.Winner), sc[res.Winner], sc[res.Loser], res.Points)
}
