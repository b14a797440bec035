package swords

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
	"arbiter/engine/swords"
	"arbiter/scoring"
	sswords "arbiter/scoring/swords"
	"arbiter/session"
)

// Mortal Swords' table. The Strong Suit card, the dealer and the Warrior's
// Vow cards are part of the game's fixed setup, so they are asked on the
// new-game form, before the game is stored; one round is one sword attack
// with its damage choices. Mortal Swords keeps no score: the last knight
// standing wins, and no screen shows points for it.
//
// One source of truth: the screen keeps no copy of the fight. It draws
// from the game's table session (the state before the attack being
// entered, the attacks in force, the entry), which every page of the game
// shares, and never reads or writes the history itself.

const swordsID = sswords.ID

// swordsSession is a fight's table session.
type swordsSession = session.Session[*sswords.Game, sswords.Round, sswords.Result, draft]

// Table is Mortal Swords' table, for the app's list of tables.
var Table = host.Table{
	ID:     swordsID,
	Symbol: "spade",
	Seating: host.Seating{Min: 2, Max: 4, Setup: func(names []string) (json.RawMessage, error) {
		return nil, errors.New(i18n.T("Mortal Swords needs the Strong Suit card: start it from its own new-game form."))
	}},
	Start:     func(u host.Host) host.Page { return swordsNewGame(u) },
	Open:      func(u host.Host, gameID string) host.Page { return openScreen(u, gameID, "") },
	EditRound: openScreen,
	SeatWords: host.SeatWordsOf(seatWords),
	Fates:     fates,
}

// openScreen is the table of a stored fight, with attack roundID in the
// entry when it is set (the game record's "Edit this round").
func openScreen(u host.Host, gameID, roundID string) host.Page {
	return widgets.OpenTable(u, swordsID, gameID, func(cs *swordsSession) widgets.TableView {
		t := newScreen(u, cs)
		v := t.view()
		if roundID != "" {
			t.Edit(roundID)
		}
		return v
	})
}

// entry is an attack as it is tapped in: each knight's card by seat, the
// play's marks, the order of the defenders who played (Hectic Knights)
// and the damage choices. It is the table's own form, kept in the draft;
// the attack saved is the game's Round made from it (round).
type entry struct {
	Cards    map[int]string `json:"cards"`
	Random   map[int]bool   `json:"random,omitempty"`
	FaceDown map[int]bool   `json:"face_down,omitempty"`
	Steal    map[int]bool   `json:"steal,omitempty"`
	// Order are the defenders in the order entered (Hectic Knights: the
	// order of play).
	Order   []int            `json:"order,omitempty"`
	Choices map[int]choiceIn `json:"choices,omitempty"`
}

// choiceIn is a damaged knight's choice as tapped: "hand" (with the card
// laid as armor once tapped), "steal" or "turn_down" (with the armor).
type choiceIn struct {
	Choice string `json:"choice"`
	Card   string `json:"card,omitempty"`
}

func newEntry() entry {
	return entry{Cards: map[int]string{}, Random: map[int]bool{}, FaceDown: map[int]bool{}, Steal: map[int]bool{}, Choices: map[int]choiceIn{}}
}

// fix gives a read-back entry its maps.
func (d *entry) fix() {
	if d.Cards == nil {
		d.Cards = map[int]string{}
	}
	if d.Random == nil {
		d.Random = map[int]bool{}
	}
	if d.FaceDown == nil {
		d.FaceDown = map[int]bool{}
	}
	if d.Steal == nil {
		d.Steal = map[int]bool{}
	}
	if d.Choices == nil {
		d.Choices = map[int]choiceIn{}
	}
}

// empty reports whether nothing is entered.
func (d entry) empty() bool {
	for _, c := range d.Cards {
		if c != "" {
			return false
		}
	}
	for _, f := range d.FaceDown {
		if f {
			return false
		}
	}
	return true
}

// clone is a copy that shares no map with d.
func (d entry) clone() entry {
	c := newEntry()
	for k, v := range d.Cards {
		c.Cards[k] = v
	}
	for k, v := range d.Random {
		c.Random[k] = v
	}
	for k, v := range d.FaceDown {
		c.FaceDown[k] = v
	}
	for k, v := range d.Steal {
		c.Steal[k] = v
	}
	for k, v := range d.Choices {
		c.Choices[k] = v
	}
	c.Order = append([]int(nil), d.Order...)
	return c
}

// entryOf is an attack in force as the table's entry.
func entryOf(r sswords.Round) entry {
	d := newEntry()
	for i, p := range r.Plays {
		if p.Card != (cards.Card{}) {
			d.Cards[p.Seat] = p.Card.String()
		}
		d.Random[p.Seat] = p.Random
		d.FaceDown[p.Seat] = p.FaceDown
		d.Steal[p.Seat] = p.Steal
		if i > 0 {
			d.Order = append(d.Order, p.Seat)
		}
	}
	for _, c := range r.Choices {
		ch := choiceIn{Choice: c.Choice.String()}
		if c.Card != (cards.Card{}) {
			ch.Card = c.Card.String()
		}
		d.Choices[c.Seat] = ch
	}
	return d
}

// draft is what is entered but not saved yet: the attack in the entry,
// the new attack put aside while an attack in force is corrected (it
// comes back when the correction is saved or left), and the tab on
// screen. The session keeps it, with the attack being corrected.
type draft struct {
	entry
	Aside *entry `json:"aside,omitempty"`
	Tab   int    `json:"tab,omitempty"`
}

// Empty reports whether there is nothing to keep.
func (d draft) Empty() bool { return d.entry.empty() && d.Aside == nil && d.Tab == 0 }

// suitName names a suit for people.
func suitName(s cards.Suit) string {
	switch s {
	case cards.Spades:
		return i18n.T("spades")
	case cards.Hearts:
		return i18n.T("hearts")
	case cards.Diamonds:
		return i18n.T("diamonds")
	case cards.Clubs:
		return i18n.T("clubs")
	}
	return "?"
}

func resultWord(r swords.Result) string {
	switch r {
	case swords.Block:
		return i18n.T("blocks")
	case swords.Parry:
		return i18n.T("parries")
	case swords.Dodge:
		return i18n.T("dodges")
	case swords.Damage:
		return i18n.T("takes damage")
	}
	return ""
}

// knightNamer names a fight's seats from the game's seats (each knight is
// its own side, in seat order).
func knightNamer(seats []session.Seat) func(int) string {
	ordered := append([]session.Seat(nil), seats...)
	sort.SliceStable(ordered, func(i, j int) bool { return ordered[i].Position < ordered[j].Position })
	return func(seat int) string {
		if seat >= 0 && seat < len(ordered) {
			return ordered[seat].Player
		}
		return "?"
	}
}

// seatWords says an attack in a few words, the knights named from the
// game's seats (the score sheet, the game record).
func seatWords(seats []session.Seat, r sswords.Round, res sswords.Result) string {
	if w := attackWords(knightNamer(seats), res); w != "" {
		return w
	}
	return playWords(knightNamer(seats), r)
}

// playWords says an attack as entered, when its result is not at hand (a
// past version of it): each knight's card, then the damage choices: "Ann
// ⚔ 5♡ · Bob 9♡ · Cleo 2♤ · Cleo lays 8♢ as armor".
func playWords(name func(int) string, r sswords.Round) string {
	card := widgets.CardText
	var parts []string
	for i, p := range r.Plays {
		what := card(p.Card)
		if p.Card == (cards.Card{}) {
			what = i18n.T("face down")
		}
		if i == 0 {
			parts = append(parts, fmt.Sprintf("%s ⚔ %s", name(p.Seat), what))
		} else {
			parts = append(parts, name(p.Seat)+" "+what)
		}
	}
	for _, c := range r.Choices {
		switch c.Choice {
		case swords.HandToArmor:
			parts = append(parts, i18n.Tf("%s lays %s as armor", name(c.Seat), card(c.Card)))
		case swords.Steal:
			if len(r.Plays) > 0 {
				parts = append(parts, i18n.Tf("%s steals %s", name(c.Seat), card(r.Plays[0].Card)))
			}
		case swords.TurnDown:
			if c.Card != (cards.Card{}) {
				parts = append(parts, i18n.Tf("%s turns %s down", name(c.Seat), card(c.Card)))
			} else {
				parts = append(parts, i18n.Tf("%s turns an armor down", name(c.Seat)))
			}
		}
	}
	return strings.Join(parts, " · ")
}

// attackWords says an attack in a few words from its result: "Ann ⚔ 5♡ ·
// Bob blocks · Cleo takes damage · Cleo lays 8♢ as armor · Cleo dies."
func attackWords(name func(int) string, res sswords.Result) string {
	if res.AttackCard == (cards.Card{}) {
		return ""
	}
	card := widgets.CardText
	parts := []string{fmt.Sprintf("%s ⚔ %s", name(res.Attacker), card(res.AttackCard))}
	for _, d := range res.Defences {
		parts = append(parts, name(d.Seat)+" "+resultWord(d.Result))
	}
	for _, c := range res.Choices {
		switch c.Choice {
		case swords.HandToArmor:
			parts = append(parts, i18n.Tf("%s lays %s as armor", name(c.Seat), card(c.Card)))
		case swords.Steal:
			parts = append(parts, i18n.Tf("%s steals %s", name(c.Seat), card(res.AttackCard)))
		case swords.TurnDown:
			if c.Card != (cards.Card{}) {
				parts = append(parts, i18n.Tf("%s turns %s down", name(c.Seat), card(c.Card)))
			} else {
				parts = append(parts, i18n.Tf("%s turns an armor down", name(c.Seat)))
			}
		}
	}
	for _, d := range res.Died {
		parts = append(parts, i18n.Tf("%s dies.", name(d)))
	}
	return strings.Join(parts, " · ")
}

// fates says what became of each knight, from the fight's state (its
// Fates): in the lists the attack a knight fell at, on the record also
// each knight's hand and armor.
func fates(st scoring.State) []host.Fate {
	g, ok := st.(*sswords.Game)
	if !ok {
		return nil
	}
	var out []host.Fate
	for _, f := range g.Fates() {
		armor := i18n.N(f.Armor, "%d armor card", "%d armor cards")
		switch {
		case f.Armor == 0:
			armor = i18n.T("no armor")
		case f.FaceUp < f.Armor:
			armor += ", " + i18n.N(f.Armor-f.FaceUp, "%d turned down", "%d turned down")
		}
		hand := i18n.N(f.Hand, "%d card in hand", "%d cards in hand")
		fate := host.Fate{Side: f.Name, Long: hand + " · " + armor}
		if !f.Alive {
			fate.Short = fellWords(f.FellAt)
			fate.Long = fate.Short + " · " + armor
		}
		out = append(out, fate)
	}
	return out
}

// fellWords says a death: at which attack, when the fight says.
func fellWords(at int) string {
	if at == 0 {
		return i18n.T("fell")
	}
	return i18n.Tf("fell at attack %d", at)
}
