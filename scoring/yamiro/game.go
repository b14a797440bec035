package yamiro

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
)

// Sentinel errors wrapped by game refusals.
var (
	ErrGameOver   = errors.New("the game is over")
	ErrOpenHand   = errors.New("the previous hand is not over")
	ErrStarter    = errors.New("wrong side starts the hand")
	ErrOtherSides = errors.New("a game is played by the same two sides")
)

// Game is the state of a game of Yamiro.
type Game struct {
	Form    yamiro.Form
	Options yamiro.Options
	// Sides are the two sides in the order of the first hand: its attacker
	// (for solitaire, the deck) and its defender.
	Sides [2]string
	Hands []yamiro.Result
	// stock counts the one deck over the game, seats who plays for whom
	// (GEN-1).
	stock *yamiro.Stock
	seats *yamiro.Seats
}

// NewGame starts a game.
func NewGame(form yamiro.Form, opts yamiro.Options) *Game {
	return &Game{Form: form, Options: opts, Hands: []yamiro.Result{},
		stock: yamiro.NewStock(form, opts), seats: yamiro.NewSeats(form)}
}

// Totals returns each side's capture points so far.
func (g *Game) Totals() map[string]int {
	t := map[string]int{}
	for _, s := range g.Sides {
		if s != "" {
			t[s] = 0
		}
	}
	for _, h := range g.Hands {
		if h.Complete && h.Winner != "" {
			t[h.Winner] += h.Points
		}
	}
	return t
}

// Finished reports whether every hand of the game is played.
func (g *Game) Finished() bool {
	return len(g.Hands) == g.Form.Hands() && g.Hands[len(g.Hands)-1].Complete
}

// NextAttacker returns the side that must start the next hand, "" when
// any side may (the first hand) or the game is over. Players and teams
// take turns starting; in solitaire the deck always starts.
func (g *Game) NextAttacker() string {
	if len(g.Hands) == 0 || g.Finished() {
		return ""
	}
	last := g.Hands[len(g.Hands)-1]
	if g.Form == yamiro.Solitaire {
		return last.Attacker
	}
	return last.Defender
}

// Play records the next hand. field prefixes messages ("hands[2]").
func (g *Game) Play(plays []yamiro.Play, field string) (yamiro.Result, error) {
	if field == "" {
		field = fmt.Sprintf("hands[%d]", len(g.Hands))
	}
	if len(g.Hands) > 0 && !g.Hands[len(g.Hands)-1].Complete {
		return yamiro.Result{}, &game.Error{Kind: game.ErrIllegal, Field: field, Rule: "a tied hand goes on until the tie breaks (There Must Be A Winner; YAM-3)", Sentinel: ErrOpenHand,
			Msg: fmt.Sprintf("hand %d is still tied and not over: %v", len(g.Hands), ErrOpenHand)}
	}
	if len(g.Hands) >= g.Form.Hands() {
		return yamiro.Result{}, overError(field, g.Form, len(g.Hands)+1)
	}
	res, err := yamiro.Resolve(plays, g.Form, g.Options)
	if err != nil {
		return yamiro.Result{}, game.Prefix(err, field)
	}
	if len(g.Hands) == 0 {
		g.Sides = [2]string{res.Attacker, res.Defender}
	} else {
		if !(res.Attacker == g.Sides[0] && res.Defender == g.Sides[1]) && !(res.Attacker == g.Sides[1] && res.Defender == g.Sides[0]) {
			f := field + ".plays"
			for i, p := range plays {
				if p.Side != g.Sides[0] && p.Side != g.Sides[1] {
					f = fmt.Sprintf("%s.plays[%d].side", field, i)
					break
				}
			}
			return yamiro.Result{}, &game.Error{Kind: game.ErrImpossible, Field: f, Rule: game.RuleImpossible, Sentinel: ErrOtherSides,
				Msg: fmt.Sprintf("sides %q and %q, but this game is %q against %q: %v", res.Attacker, res.Defender, g.Sides[0], g.Sides[1], ErrOtherSides)}
		}
		if want := g.NextAttacker(); res.Attacker != want {
			rule := "the players take turns starting a hand (Hands)"
			switch g.Form {
			case yamiro.Teams:
				rule = "the first player moves one seat left each hand, so the teams take turns starting (Four Players)"
			case yamiro.Solitaire:
				rule = "each solitaire hand starts with the deck's top card turned over (Solitaire Play)"
			}
			return yamiro.Result{}, &game.Error{Kind: game.ErrIllegal, Field: field + ".plays[0]", Rule: rule, Sentinel: ErrStarter,
				Msg: fmt.Sprintf("%s starts hand %d, but %s must: %v", res.Attacker, len(g.Hands)+1, want, ErrStarter)}
		}
	}
	if err := g.seats.Add(plays, field+".plays"); err != nil {
		return yamiro.Result{}, err
	}
	if err := g.stock.Add(plays, res, field); err != nil {
		return yamiro.Result{}, err
	}
	g.Hands = append(g.Hands, res)
	return res, nil
}

// overError refuses hand number n of a game that is over after
// form.Hands() hands (GEN-1): no real table plays it.
func overError(field string, form yamiro.Form, n int) error {
	return &game.Error{Kind: game.ErrImpossible, Field: field, Rule: game.RuleImpossible, Sentinel: ErrGameOver,
		Msg: fmt.Sprintf("hand %d: a %s game is %d hands, and the capture piles were counted after the last: %v", n, form, form.Hands(), ErrGameOver)}
}

// Outcome is the standing of a game.
type Outcome struct {
	Finished bool
	Totals   map[string]int
	Winner   string // "" while unfinished or level
	Draw     bool
	// Margin is the solitaire score: the player's captures minus the
	// deck's.
	Margin int
	Player string // solitaire: the player's side
	Steps  game.Explanation
}

// Outcome totals the captures and names the winner once the game is over.
func (g *Game) Outcome() Outcome {
	o := Outcome{Finished: g.Finished(), Totals: g.Totals()}
	a, b := g.Sides[0], g.Sides[1]
	if a == "" {
		o.Steps.Add("No hand played yet.", yamiro.SecGame, "YAM-4")
		return o
	}
	ta, tb := o.Totals[a], o.Totals[b]
	o.Steps.Add(fmt.Sprintf("Capture points after %d of %d hands: %s %d, %s %d.", len(g.Hands), g.Form.Hands(), a, ta, b, tb), yamiro.SecGame, "YAM-4")
	if g.Form == yamiro.Solitaire {
		o.Player = b
		o.Margin = tb - ta
		o.Steps.Add(fmt.Sprintf("Solitaire score: %s's captures minus the deck's, %d.", b, o.Margin), yamiro.SecSolitaire, "")
	}
	if !o.Finished {
		return o
	}
	switch {
	case ta > tb:
		o.Winner = a
	case tb > ta:
		o.Winner = b
	default:
		o.Draw = true
		o.Steps.Add("The capture piles are level: the game is drawn.", yamiro.SecGame, "YAM-4")
		return o
	}
	o.Steps.Add(fmt.Sprintf("%s wins the game on capture points.", o.Winner), yamiro.SecGame, "YAM-4")
	return o
}

// ParseCard reads a card given as a JSON string or number in the deck's
// notation.
func ParseCard(deck yamiro.Deck, raw []byte) (yamiro.Card, error) {
	s := strings.TrimSpace(string(raw))
	if len(s) >= 2 && s[0] == '"' {
		s = s[1 : len(s)-1]
	} else if deck.Kind == yamiro.Standard {
		return yamiro.Card{}, &cards.ParseError{Input: s, Reason: "with a standard deck write cards as text: \"8H\", \"JS\", \"JK\""}
	}
	return deck.ParseCard(s)
}
