package swords

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
)

// scoreIn is a whole fight: the short form (knights + deaths) or a log of
// attacks, each a resolve-shaped record with the damage choices.
type scoreIn struct {
	Game       string         `json:"game"`
	Knights    []string       `json:"knights"`
	Deaths     []string       `json:"deaths"`
	Dealer     seatRef        `json:"dealer"`
	StrongSuit *suitText      `json:"strong_suit"`
	StrongCard *cardIn        `json:"strong_card"`
	Vow        []cardIn       `json:"vow"`
	Attacks    *[]attackIn    `json:"attacks"`
	Options    swords.Options `json:"options"`
}

type armorOut struct {
	Card   string `json:"card"`
	FaceUp bool   `json:"face_up"`
}

// knightOut is a knight in the short form: who is alive.
type knightOut struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Alive bool   `json:"alive"`
}

// knightState is a knight replayed from a log: hand, armor, weak suits.
type knightState struct {
	knightOut
	Hand      int        `json:"hand"`
	Armor     []armorOut `json:"armor"`
	FaceUp    int        `json:"face_up"`
	FaceDown  int        `json:"face_down"`
	WeakSuits []string   `json:"weak_suits"`
}

type loggedAttack struct {
	attackOut
	Choices []choiceOut `json:"choices"`
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
	Attacks      []loggedAttack   `json:"attacks,omitempty"`
	Options      []string         `json:"options"`
	Explanation  []string         `json:"explanation"`
	Steps        game.Explanation `json:"steps"`
}

func score(input []byte) (any, error) {
	var in scoreIn
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	n := len(in.Knights)
	if n < 2 || n > 4 {
		return nil, game.Impossiblef("knights", "Mortal Swords is for 2 to 4 knights, got %d names", n)
	}
	seatOf := map[string]int{}
	for i, name := range in.Knights {
		if strings.TrimSpace(name) == "" {
			return nil, game.Invalidf("knights[%d]: a knight needs a name", i)
		}
		if j, dup := seatOf[name]; dup {
			return nil, game.Invalidf("knights[%d]: %q is also knights[%d]: names must differ", i, name, j)
		}
		seatOf[name] = i
	}
	if in.Attacks == nil {
		return shortScore(in, seatOf)
	}
	return logScore(in, seatOf)
}

// shortScore is the contract's minimal form: who died, in order.
func shortScore(in scoreIn, seatOf map[string]int) (any, error) {
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
		return nil, game.Invalidf("%s: only read with a log of \"attacks\"; the short form has knights and deaths only", field)
	}
	out := scoreOut{Game: GameID, Alive: []string{}, Deaths: []string{}, Options: in.Options.On()}
	knights := []knightOut{}
	dead := map[string]bool{}
	for i, name := range in.Deaths {
		if _, ok := seatOf[name]; !ok {
			return nil, game.Invalidf("deaths[%d]: %q is not one of the knights", i, name)
		}
		if dead[name] {
			return nil, game.Impossiblef(fmt.Sprintf("deaths[%d]", i), "%q died once already: a knight dies once", name)
		}
		dead[name] = true
		out.Deaths = append(out.Deaths, name)
		out.Steps.Add(fmt.Sprintf("%s lost the last hand card and died.", name), "Damage & Armors", "")
	}
	if len(dead) == len(in.Knights) {
		return nil, game.Impossiblef("deaths", "every knight is listed, but the fight ends when one knight is left standing: the last knight cannot die")
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
		out.Steps.Add(fmt.Sprintf("%s is the last knight standing and wins.", w), "Basic Idea", "")
	} else {
		out.Steps.Add(fmt.Sprintf("%d knights are still standing: the fight goes on.", len(out.Alive)), "Basic Idea", "")
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// logScore replays a log of attacks through a Game.
func logScore(in scoreIn, seatOf map[string]int) (any, error) {
	n := len(in.Knights)
	strong, strongCard, err := strongSuit(in.StrongSuit, in.StrongCard)
	if err != nil {
		return nil, err
	}
	vow := make([]cards.Card, len(in.Vow))
	for i, c := range in.Vow {
		if vow[i], err = c.parse(fmt.Sprintf("vow[%d]", i)); err != nil {
			return nil, err
		}
	}
	dealer := n - 1 // by default seat 0 attacks first
	if in.Dealer.set {
		if in.Dealer.byName {
			s, ok := seatOf[in.Dealer.name]
			if !ok {
				return nil, game.Invalidf("dealer: %q is not one of the knights", in.Dealer.name)
			}
			dealer = s
		} else {
			dealer = in.Dealer.seat
		}
	} else if len(*in.Attacks) > 0 && len((*in.Attacks)[0].Plays) > 0 && (*in.Attacks)[0].Plays[0].Seat != nil {
		dealer = ((*(*in.Attacks)[0].Plays[0].Seat)%n + 2*n - 1) % n
	}
	setup := swords.Setup{Knights: n, Names: in.Knights, Dealer: dealer, StrongSuit: strong, StrongCard: strongCard, Vow: vow, Options: in.Options}
	g, err := swords.NewGame(setup)
	if err != nil {
		return nil, err
	}
	out := scoreOut{Game: GameID, Alive: []string{}, Deaths: []string{},
		Attacks: []loggedAttack{}, StrongSuit: strong.String(), Options: in.Options.On()}
	d := in.Knights[dealer]
	out.Dealer = &d
	out.StrongCard = cardText(setup.StrongCard)
	for i := range *in.Attacks {
		rec, err := replay(g, &(*in.Attacks)[i])
		if err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("attacks[%d]", i))
		}
		out.Attacks = append(out.Attacks, rec)
		for _, s := range rec.Died {
			out.Deaths = append(out.Deaths, in.Knights[s])
		}
	}
	if len(in.Deaths) > 0 {
		if strings.Join(in.Deaths, "\x00") != strings.Join(out.Deaths, "\x00") {
			return nil, game.Impossiblef("deaths", "%q does not match the log of attacks, where %q died", in.Deaths, out.Deaths)
		}
	}
	knights := []knightState{}
	for _, k := range g.Knights() {
		ko := knightState{knightOut: knightOut{Seat: k.Seat, Name: k.Name, Alive: k.Alive}, Hand: k.Hand, Armor: []armorOut{}, WeakSuits: []string{}}
		for _, a := range k.Armor {
			ko.Armor = append(ko.Armor, armorOut{Card: a.Card.String(), FaceUp: a.FaceUp})
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
		name := in.Knights[w]
		out.Finished, out.Winner = true, &name
	} else if next := g.NextAttacker(); next >= 0 {
		name := in.Knights[next]
		out.NextAttacker = &name
	}
	out.Steps = g.Steps()
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// replay runs one logged attack: its plays, then its damage choices.
// Refusals name the field inside the attack.
func replay(g *swords.Game, rec *attackIn) (loggedAttack, error) {
	if rec.Game != "" && rec.Game != GameID {
		return loggedAttack{}, game.Invalidf("game: %q: every attack of a Mortal Swords log is mortal-swords", rec.Game)
	}
	if rec.Options != (swords.Options{}) {
		return loggedAttack{}, game.Invalidf("options: options belong to the whole game, not to one attack")
	}
	if rec.Knights != nil && *rec.Knights != len(g.Living()) {
		return loggedAttack{}, game.Impossiblef("knights", "%d, but %d knights are alive at this point of the log", *rec.Knights, len(g.Living()))
	}
	if rec.StrongSuit != nil || rec.StrongCard != nil {
		s, c, err := strongSuit(rec.StrongSuit, rec.StrongCard)
		if err != nil {
			return loggedAttack{}, err
		}
		if s != g.StrongSuit() {
			return loggedAttack{}, game.Impossiblef("strong_suit", "%s, but the game's Strong Suit is %s: it is declared once for the whole fight", s, g.StrongSuit())
		}
		if sc := g.Setup().StrongCard; rec.StrongCard != nil && sc != (cards.Card{}) && c != sc {
			return loggedAttack{}, game.Impossiblef("strong_card", "%s, but the game's Strong Suit card is %s", c, sc)
		}
	}
	if rec.FirstAttack != nil && len(rec.Plays) > 0 && rec.Plays[0].Seat != nil {
		if s := *rec.Plays[0].Seat; s >= 0 && s < len(g.Knights()) && *rec.FirstAttack == g.Knights()[s].Attacked {
			return loggedAttack{}, game.Impossiblef("first_attack", "%v does not match the log: seat %d has attacked before: %v", *rec.FirstAttack, s, g.Knights()[s].Attacked)
		}
	}
	ps, err := plays(rec)
	if err != nil {
		return loggedAttack{}, err
	}
	o, err := g.Attack(ps)
	if err != nil {
		return loggedAttack{}, err
	}
	out := loggedAttack{attackOut: attackOutput(o), Choices: []choiceOut{}}
	for _, s := range o.Damaged {
		if d, _ := o.Defence(s); d.Stole {
			out.Choices = append(out.Choices, choiceOut{Seat: s, Choice: swords.Steal})
		}
	}
	for i, c := range rec.Choices {
		field := fmt.Sprintf("choices[%d]", i)
		if c.Seat == nil {
			return loggedAttack{}, game.Invalidf("%s.seat: missing", field)
		}
		ch, err := c.choice(field)
		if err != nil {
			return loggedAttack{}, err
		}
		card, err := parseCard(field+".card", c.Card)
		if err != nil {
			return loggedAttack{}, err
		}
		if d, _ := o.Defence(*c.Seat); d.Stole {
			if err := o.CheckChoice(*c.Seat, ch, cards.Card{}); err != nil {
				return loggedAttack{}, game.Prefix(err, field)
			}
			continue // the steal made while defending, already delivered
		}
		if ch == swords.TurnDown && card == (cards.Card{}) {
			// When one armor only can take the hit, it need not be named.
			opts, _ := g.Options(*c.Seat)
			for _, opt := range opts {
				if opt.Choice == swords.TurnDown && len(opt.Cards) == 1 {
					card = opt.Cards[0]
				}
			}
		}
		if err := g.Choose(*c.Seat, ch, card); err != nil {
			return loggedAttack{}, game.Prefix(err, field)
		}
		out.Choices = append(out.Choices, choiceOut{Seat: *c.Seat, Choice: ch, Card: cardText(card)})
	}
	if p := g.Pending(); len(p) > 0 {
		return loggedAttack{}, game.Invalidf("choices: seat %d was damaged and must say how it takes the damage (hand, steal or turn_down)", p[0])
	}
	died := g.Died()
	if rec.Died != nil {
		if fmt.Sprint(sortedCopy(rec.Died)) != fmt.Sprint(sortedCopy(died)) {
			return loggedAttack{}, game.Impossiblef("died", "%v, but by the log %v died in this attack", rec.Died, died)
		}
	}
	out.Died = died
	if w, over := g.Winner(); over {
		out.Finished, out.Winner, out.NextAttacker = true, &w, w
	} else {
		out.NextAttacker = g.NextAttacker()
	}
	return out, nil
}

func sortedCopy(xs []int) []int {
	out := append([]int{}, xs...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
