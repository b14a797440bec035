package swords

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/tablestore"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/swords"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

// Mortal Swords' table. The Strong Suit card, the dealer and the Warrior's
// Vow cards are part of the game's fixed setup, so they are asked on the
// new-game form, before the game is stored; one stored round is one sword
// attack with its damage choices. Mortal Swords keeps no score: the last
// knight standing wins, and no screen shows points for it.

const swordsID = "mortal-swords"

func init() {
	host.RegisterTable(host.Table{
		ID: swordsID,
		Seating: host.Seating{Min: 2, Max: 4, Setup: func(names []string) (json.RawMessage, error) {
			return nil, errors.New(i18n.T("Mortal Swords needs the Strong Suit card: start it from its own new-game form."))
		}},
		Screen: func(u host.Host, st *storage.Store, g storage.Game) host.Page { return newSwordsTable(u, st, g).page() },
		Start:  func(u host.Host) host.Page { return swordsNewGame(u) },
		Describe: func(g storage.Game, r storage.Round) string {
			return describeAttack(knightNames(g), r)
		},
		// The game record's "Edit this round": the table opened with the
		// attack in its entry.
		Edit: func(u host.Host, st *storage.Store, g storage.Game, r storage.Round) host.Page {
			t := newSwordsTable(u, st, g)
			p := t.page()
			t.edit(r)
			return p
		},
	})
}

// knightNames names the seats of a stored fight, from its setup (else its
// seats in order).
func knightNames(g storage.Game) func(int) string {
	var s swSetup
	_ = json.Unmarshal(g.Setup, &s)
	names := s.Knights
	if len(names) == 0 {
		for _, st := range g.Seats {
			names = append(names, st.Name)
		}
	}
	return func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return "?"
	}
}

// swSetup is the stored setup: the Score input without the attacks.
type swSetup struct {
	Knights    []string `json:"knights"`
	Dealer     string   `json:"dealer,omitempty"`
	StrongCard string   `json:"strong_card,omitempty"`
	StrongSuit string   `json:"strong_suit,omitempty"`
	Vow        []string `json:"vow,omitempty"`
}

// swAttack is one stored attack: one element of the Score input's
// "attacks".
type swAttack struct {
	Plays   []swPlay   `json:"plays"`
	Choices []swChoice `json:"choices,omitempty"`
}

type swPlay struct {
	Seat     int    `json:"seat"`
	Card     string `json:"card,omitempty"`
	Random   bool   `json:"random,omitempty"`
	FaceDown bool   `json:"face_down,omitempty"`
	Steal    bool   `json:"steal,omitempty"`
}

type swChoice struct {
	Seat   int    `json:"seat"`
	Choice string `json:"choice"`
	Card   string `json:"card,omitempty"`
}

// swDraft is the attack being entered.
type swDraft struct {
	Cards    map[int]string   `json:"cards"`
	Random   map[int]bool     `json:"random,omitempty"`
	FaceDown map[int]bool     `json:"face_down,omitempty"`
	Steal    map[int]bool     `json:"steal,omitempty"`
	Order    []int            `json:"order,omitempty"` // defenders in the order entered (Hectic Knights)
	Choices  map[int]swChoice `json:"choices,omitempty"`
}

func newSwDraft() swDraft {
	return swDraft{Cards: map[int]string{}, Random: map[int]bool{}, FaceDown: map[int]bool{}, Steal: map[int]bool{}, Choices: map[int]swChoice{}}
}

func (d *swDraft) fix() {
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
		d.Choices = map[int]swChoice{}
	}
}

func (d swDraft) empty() bool {
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

// swordsSuitName names a suit for people.
func swordsSuitName(s cards.Suit) string {
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

// describe summarises a stored attack for the score sheet.
func (t *swordsTable) describe(r storage.Round) string { return describeAttack(t.name, r) }

// describeAttack says a stored attack in a few words from its result as
// the rounds in force give it: "Ann ⚔ 5♡ · Bob blocks · Cleo takes damage ·
// Cleo lays 8♢ as armor · Cleo dies."
func describeAttack(name func(int) string, r storage.Round) string {
	res, ok := tablestore.Result[sswords.Result](swordsID, r)
	if !ok {
		return ""
	}
	card := func(c cards.Card) string { return widgets.CardWords(c.String()) }
	parts := []string{fmt.Sprintf("%s ⚔ %s", name(res.Attacker), card(res.AttackCard))}
	for _, d := range res.Defences {
		parts = append(parts, name(d.Seat)+" "+resultWord(d.Result))
	}
	for _, c := range res.Choices {
		switch c.Choice {
		case swords.HandToArmor:
			parts = append(parts, fmt.Sprintf(i18n.T("%s lays %s as armor"), name(c.Seat), card(c.Card)))
		case swords.Steal:
			parts = append(parts, fmt.Sprintf(i18n.T("%s steals %s"), name(c.Seat), card(res.AttackCard)))
		case swords.TurnDown:
			if c.Card != (cards.Card{}) {
				parts = append(parts, fmt.Sprintf(i18n.T("%s turns %s down"), name(c.Seat), card(c.Card)))
			} else {
				parts = append(parts, fmt.Sprintf(i18n.T("%s turns an armor down"), name(c.Seat)))
			}
		}
	}
	for _, d := range res.Died {
		parts = append(parts, fmt.Sprintf(i18n.T("%s dies."), name(d)))
	}
	return strings.Join(parts, " · ")
}
