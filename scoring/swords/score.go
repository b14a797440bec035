package swords

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring"
)

// scoreIn is a whole fight: the short form (knights + deaths) or a log of
// attacks, each a resolve-shaped record with the damage choices.
type scoreIn struct {
	Game       string             `json:"game"`
	Knights    []string           `json:"knights"`
	Deaths     []string           `json:"deaths"`
	Dealer     seatRef            `json:"dealer"`
	StrongSuit *suitText          `json:"strong_suit"`
	StrongCard *cardIn            `json:"strong_card"`
	Vow        []cardIn           `json:"vow"`
	Attacks    *[]json.RawMessage `json:"attacks"`
	Options    json.RawMessage    `json:"options"`
}

// knightOut is a knight in the short form: who is alive.
type knightOut struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Alive bool   `json:"alive"`
}

// knightState is a knight of a log: hand, armor, weak suits.
type knightState struct {
	knightOut
	Hand      int         `json:"hand"`
	Armor     []armorJSON `json:"armor"`
	FaceUp    int         `json:"face_up"`
	FaceDown  int         `json:"face_down"`
	WeakSuits []string    `json:"weak_suits"`
}

type scoreOut struct {
	Game         string           `json:"game"`
	Finished     bool             `json:"finished"`
	Winner       *string          `json:"winner"`
	Knights      any              `json:"knights"`
	Alive        []string         `json:"alive"`
	Deaths       []string         `json:"deaths"`
	NextAttacker *string          `json:"next_attacker,omitempty"`
	Dealer       *string          `json:"dealer,omitempty"`
	StrongSuit   string           `json:"strong_suit,omitempty"`
	StrongCard   string           `json:"strong_card,omitempty"`
	Attacks      []Result         `json:"attacks,omitempty"`
	Options      []string         `json:"options"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

// score answers `arbiter-cli score`: the short form (knights and deaths,
// read here only) or a log of attacks played through the Game.
func score(input []byte) (any, error) {
	var in scoreIn
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	vals, err := Schema.Parse(in.Options)
	if err != nil {
		return nil, err
	}
	if err := checkKnights(in.Knights); err != nil {
		return nil, err
	}
	if in.Attacks == nil {
		return shortScore(in, vals)
	}
	return logScore(in, vals)
}

// shortScore is the contract's minimal form: who died, in order.
func shortScore(in scoreIn, vals scoring.Values) (any, error) {
	if in.Dealer.set || in.StrongSuit != nil || in.StrongCard != nil || len(in.Vow) > 0 {
		field := "dealer"
		switch {
		case in.StrongSuit != nil:
			field = "strong_suit"
		case in.StrongCard != nil:
			field = "strong_card"
		case len(in.Vow) > 0:
			field = "vow"
		}
		return nil, refuse(field, msgShortFormOnly.With())
	}
	seatOf := map[string]int{}
	for i, name := range in.Knights {
		seatOf[name] = i
	}
	out := scoreOut{Game: ID, Alive: []string{}, Deaths: []string{}, Options: On(fromValues(vals))}
	knights := []knightOut{}
	dead := map[string]bool{}
	for i, name := range in.Deaths {
		if _, ok := seatOf[name]; !ok {
			return nil, refuse(fmt.Sprintf("deaths[%d]", i), msgNotAKnight.With(name))
		}
		if dead[name] {
			return nil, impossible(fmt.Sprintf("deaths[%d]", i), msgDiedAlready.With(name))
		}
		dead[name] = true
		out.Deaths = append(out.Deaths, name)
		out.Steps.Say(msgKnightDied.With(name), swords.SecDamage, "")
	}
	if len(dead) == len(in.Knights) {
		return nil, impossible("deaths", msgEveryoneDied.With())
	}
	for i, name := range in.Knights {
		knights = append(knights, knightOut{Seat: i, Name: name, Alive: !dead[name]})
		if !dead[name] {
			out.Alive = append(out.Alive, name)
		}
	}
	out.Knights = knights
	if len(out.Alive) == 1 {
		w := out.Alive[0]
		out.Finished, out.Winner = true, &w
		out.Steps.Say(msgKnightWins.With(w), swords.SecBasic, "")
	} else {
		out.Steps.Say(msgFightGoesOn.With(len(out.Alive)), swords.SecBasic, "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// logScore plays a log of attacks through a Game.
func logScore(in scoreIn, vals scoring.Values) (any, error) {
	if _, _, err := strongSuit(in.StrongSuit, in.StrongCard); err != nil {
		return nil, err
	}
	setup, err := setupOfIn(in.Knights, in.Dealer, in.StrongSuit, in.StrongCard, in.Vow)
	if err != nil {
		return nil, err
	}
	rounds := make([]Round, len(*in.Attacks))
	for i, raw := range *in.Attacks {
		if rounds[i], err = readRound(raw); err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("attacks[%d]", i))
		}
	}
	n := len(in.Knights)
	if !setup.DealerSet && len(rounds) > 0 {
		// The first attacker sits on the dealer's left.
		setup.Dealer, setup.DealerSet = ((rounds[0].Plays[0].Seat)%n+2*n-1)%n, true
	}
	g, err := NewGame(setup, fromValues(vals))
	if err != nil {
		return nil, err
	}
	out := scoreOut{Game: ID, Alive: []string{}, Deaths: []string{}, Attacks: []Result{},
		StrongSuit: g.StrongSuit().String(), StrongCard: cardText(setup.StrongCard), Options: On(g.Options())}
	d, _ := g.Dealer()
	dealer := g.Name(d)
	out.Dealer = &dealer
	out.Steps = g.StartSteps()
	for i, r := range rounds {
		res, err := g.Play(r)
		if err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("attacks[%d]", i))
		}
		out.Attacks = append(out.Attacks, res)
		for _, s := range res.Died {
			out.Deaths = append(out.Deaths, g.Name(s))
		}
		out.Steps = append(out.Steps, res.Steps...)
		out.Steps = append(out.Steps, res.After...)
	}
	if len(in.Deaths) > 0 && strings.Join(in.Deaths, "\x00") != strings.Join(out.Deaths, "\x00") {
		return nil, impossible("deaths", msgDeathsDiffer.With(in.Deaths, out.Deaths))
	}
	knights := []knightState{}
	for _, k := range g.Knights() {
		ko := knightState{knightOut: knightOut{Seat: k.Seat, Name: k.Name, Alive: k.Alive}, Hand: k.Hand, Armor: []armorJSON{}, WeakSuits: []string{}}
		for _, a := range k.Armor {
			ko.Armor = append(ko.Armor, armorJSON{Card: a.Card.String(), FaceUp: a.FaceUp})
			if a.FaceUp {
				ko.FaceUp++
			} else {
				ko.FaceDown++
			}
		}
		weak, _ := g.WeakSuits(k.Seat)
		for _, s := range weak {
			ko.WeakSuits = append(ko.WeakSuits, s.String())
		}
		knights = append(knights, ko)
		if k.Alive {
			out.Alive = append(out.Alive, k.Name)
		}
	}
	out.Knights = knights
	if w, over := g.Winner(); over {
		out.Finished, out.Winner = true, &w
	} else if next, _ := g.NextAttacker(); next >= 0 {
		name := g.Name(next)
		out.NextAttacker = &name
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}
