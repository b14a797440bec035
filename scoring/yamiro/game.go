package yamiro

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring"
)

// Sentinel errors wrapped by game refusals.
var (
	ErrGameOver   = game.NewSentinel("yamiro.err.game_over", "the game is over")
	ErrOpenHand   = game.NewSentinel("yamiro.err.open_hand", "the previous hand is not over")
	ErrStarter    = game.NewSentinel("yamiro.err.starter", "wrong side starts the hand")
	ErrOtherSides = game.NewSentinel("yamiro.err.other_sides", "a game is played by the same two sides")
)

// Setup is a game's form: two players, two teams of two, or solitaire.
// Without FormSet the first hand shows it (16 plays make a team hand, a
// side named "deck" a solitaire).
type Setup struct {
	Form    yamiro.Form
	FormSet bool
}

// Round is one hand: the cards in play order, each with its side (and,
// optionally, the player at the side who played it). Cards stay in the
// table's notation until the hand is played, since only the game's deck
// says what "8H" or "JK" stand for.
type Round struct {
	// Form, when the hand names it, must be the game's.
	Form    yamiro.Form
	FormSet bool
	Plays   []Play
}

// Play is one card put down by a side.
type Play struct {
	Side   string
	Card   CardText
	Player string
}

// CardText is a card as a record writes it: Text in the deck's notation
// ("8", "alak", "8H", "JK"); Bare when it was written as a JSON number (or
// any other JSON value than a string: Text is then that value), which only
// the Railog deck reads. The zero CardText is a missing card.
type CardText struct {
	Text string
	Bare bool
}

// Text is a card written as text.
func Text(s string) CardText { return CardText{Text: s} }

// Parse reads the card with the table's deck.
func (c CardText) Parse(deck yamiro.Deck) (yamiro.Card, error) {
	if c.Bare && deck.Kind == yamiro.Standard {
		return yamiro.Card{}, cards.NotACard(c.Text, msgWriteAsText.With())
	}
	return deck.ParseCard(c.Text)
}

// HandOf writes engine plays as a round.
func HandOf(plays []yamiro.Play) Round {
	r := Round{Plays: make([]Play, len(plays))}
	for i, p := range plays {
		r.Plays[i] = Play{Side: p.Side, Card: Text(p.Card.String()), Player: p.Player}
	}
	return r
}

// Result is a hand once played: the hand as the engine resolved it, its
// number in the game and the running count after every card.
type Result struct {
	yamiro.Result
	// Hand is the hand's number in the game, from 1 (0 for a hand resolved
	// on its own).
	Hand     int
	Progress []Progress
}

// Progress is the running count after one play, for a live view.
type Progress struct {
	Play        int // 1-based
	Side        string
	Card        string
	Scores      map[string]int
	Multipliers map[string]int
	Leader      string // "" when level
	Standing    []int  // 1-based plays of the arlas still standing
	Cancelled   []int  // 1-based plays of the arlas cancelled so far
}

// ProgressOf is the running count after each of the plays, between sides
// a and b.
func ProgressOf(a, b string, plays []yamiro.Play) []Progress {
	out := make([]Progress, 0, len(plays))
	for i := range plays {
		st := yamiro.Live(a, b, plays[:i+1])
		p := Progress{Play: i + 1, Side: plays[i].Side, Card: plays[i].Card.String(), Scores: map[string]int{}, Multipliers: map[string]int{},
			Leader: st.Leader, Standing: []int{}, Cancelled: []int{}}
		for _, t := range st.Tallies {
			p.Scores[t.Side], p.Multipliers[t.Side] = t.Score, t.Multiplier
		}
		for _, as := range st.Arlas {
			if as.Standing {
				p.Standing = append(p.Standing, as.Play+1)
			} else {
				p.Cancelled = append(p.Cancelled, as.Play+1)
			}
		}
		out = append(out, p)
	}
	return out
}

// Game is a game of Yamiro in progress: the form and house rules, the two
// sides, their capture points, the number of hands, who started the last
// one and whether it is over, and the count of the one deck and of the
// players at each side (GEN-1). Never the hands themselves.
type Game struct {
	form    yamiro.Form
	formSet bool
	opts    yamiro.Options
	// sides are the first hand's attacker (in solitaire the deck) and
	// defender; totals their capture points.
	sides  [2]string
	totals [2]int
	hands  int
	// the last hand's attacker and defender, and whether it is over (a
	// tie under must_have_winner may wait for more cards).
	lastAttacker, lastDefender string
	lastComplete               bool
	stock                      *yamiro.Stock
	seats                      *yamiro.Seats
}

// NewGame starts a game.
func NewGame(s Setup, opts yamiro.Options) *Game {
	g := &Game{form: s.Form, formSet: s.FormSet, opts: opts}
	if !s.FormSet {
		g.form = yamiro.Duel
	}
	g.stock, g.seats = yamiro.NewStock(g.form, opts), yamiro.NewSeats(g.form)
	return g
}

func (g *Game) clone() *Game {
	c := *g
	c.stock, c.seats = g.stock.Clone(), g.seats.Clone()
	return &c
}

// Play records the next hand. A refusal (a *game.Error naming the field
// inside the hand, "plays[3].card", or "" for the hand as a whole) leaves
// the game as it was.
func (g *Game) Play(r Round) (Result, error) {
	c := g.clone()
	res, err := c.play(r)
	if err != nil {
		return Result{}, err
	}
	*g = *c
	return res, nil
}

// Apply implements scoring.State.
func (g *Game) Apply(r scoring.Round) (scoring.Result, error) { return scoring.ApplyAs(r, g.Play) }

// Try plays a hand on a copy of the game: what saving it would give, or
// the refusal it would meet (the hand's own, the starter's turn, the
// game's sides, the deck's count over the game).
func (g *Game) Try(r Round) (Result, error) { return g.clone().Play(r) }

func (g *Game) play(r Round) (Result, error) {
	if !g.FormKnown() {
		g.form, g.formSet = inferForm(r.Plays, g.opts), true
		g.stock, g.seats = yamiro.NewStock(g.form, g.opts), yamiro.NewSeats(g.form)
	}
	if r.FormSet && r.Form != g.form {
		return Result{}, game.Refuse(game.ErrInvalid, nil, "form", msgFormInGame.With(r.Form.Word(), g.form.Word()))
	}
	plays, err := parsePlays(r.Plays, g.opts.Deck)
	if err != nil {
		return Result{}, err
	}
	if g.hands > 0 && !g.lastComplete {
		return Result{}, game.Refuse(game.ErrIllegal, ErrOpenHand, "", msgStillTied.With(g.hands, ErrOpenHand)).Citing(ruleTiedGoesOn.With())
	}
	if g.hands >= g.form.Hands() {
		return Result{}, overError("", g.form, g.hands+1)
	}
	res, err := yamiro.Resolve(plays, g.form, g.opts)
	if err != nil {
		return Result{}, err
	}
	if g.hands == 0 {
		g.sides = [2]string{res.Attacker, res.Defender}
	} else {
		if !(res.Attacker == g.sides[0] && res.Defender == g.sides[1]) && !(res.Attacker == g.sides[1] && res.Defender == g.sides[0]) {
			f := "plays"
			for i, p := range plays {
				if p.Side != g.sides[0] && p.Side != g.sides[1] {
					f = fmt.Sprintf("plays[%d].side", i)
					break
				}
			}
			return Result{}, game.Refuse(game.ErrImpossible, ErrOtherSides, f,
				msgOtherSides.With(res.Attacker, res.Defender, g.sides[0], g.sides[1], ErrOtherSides)).Citing(game.RuleImpossible)
		}
		if want, rule := g.nextAttacker(); res.Attacker != want {
			return Result{}, game.Refuse(game.ErrIllegal, ErrStarter, "plays[0]",
				msgWrongAttacker.With(side(res.Attacker), g.hands+1, side(want), ErrStarter)).Citing(rule)
		}
	}
	if err := g.seats.Add(plays, "plays"); err != nil {
		return Result{}, err
	}
	if err := g.stock.Add(plays, res, ""); err != nil {
		return Result{}, err
	}
	g.hands++
	g.lastAttacker, g.lastDefender, g.lastComplete = res.Attacker, res.Defender, res.Complete
	if res.Complete && res.Winner != "" {
		g.totals[g.sideIndex(res.Winner)] += res.Points
	}
	return Result{Result: res, Hand: g.hands, Progress: ProgressOf(res.Attacker, res.Defender, plays)}, nil
}

func (g *Game) sideIndex(side string) int {
	if side == g.sides[1] {
		return 1
	}
	return 0
}

// parsePlays reads a hand's cards with the table's deck.
func parsePlays(in []Play, deck yamiro.Deck) ([]yamiro.Play, error) {
	plays := make([]yamiro.Play, len(in))
	for i, p := range in {
		if p.Card == (CardText{}) {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("plays[%d].card", i), msgCardMissing.With())
		}
		c, err := p.Card.Parse(deck)
		if err != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("plays[%d].card", i), msgCardErr.With(err))
		}
		plays[i] = yamiro.Play{Side: p.Side, Card: c, Player: p.Player}
	}
	return plays, nil
}

// inferForm picks the form of a game that does not name it from its first
// hand: a side named "deck" means solitaire; 16 plays (without
// must_have_winner) mean teams. Under must_have_winner a four-player hand
// may run past 16 plays, four at a time, and a two-player hand past 8,
// two at a time: 16 + 4k plays are read as teams whenever they make a
// valid four-player hand (a two-player hand tied four times running is the
// far rarer reading).
func inferForm(plays []Play, opts yamiro.Options) yamiro.Form {
	for _, p := range plays {
		if strings.EqualFold(p.Side, "deck") {
			return yamiro.Solitaire
		}
	}
	full := 2 * yamiro.Teams.PerSide()
	if len(plays) == full && !opts.MustHaveWinner {
		return yamiro.Teams
	}
	if opts.MustHaveWinner && len(plays) >= full && (len(plays)-full)%yamiro.Teams.Round() == 0 {
		if ps, err := parsePlays(plays, opts.Deck); err == nil {
			if _, err := yamiro.Resolve(ps, yamiro.Teams, opts); err == nil {
				return yamiro.Teams
			}
		}
	}
	return yamiro.Duel
}

// overError refuses hand number n of a game that is over after
// form.Hands() hands (GEN-1): no real table plays it.
func overError(field string, form yamiro.Form, n int) error {
	return game.Refuse(game.ErrImpossible, ErrGameOver, field,
		msgAfterTheGame.With(n, form.Word(), form.Hands(), ErrGameOver)).Citing(game.RuleImpossible)
}

// Standing implements scoring.State: the two sides' capture points in the
// order of the first hand (none before it), the winner once every hand
// is played.
func (g *Game) Standing() scoring.Standing {
	o := g.Outcome()
	st := scoring.Standing{Rounds: g.hands, Finished: o.Finished, Winners: []string{}, Draw: o.Draw}
	if g.hands > 0 {
		st.Totals = []scoring.SideTotal{{Side: g.sides[0], Points: g.totals[0]}, {Side: g.sides[1], Points: g.totals[1]}}
	}
	if o.Winner != "" {
		st.Winners = []string{o.Winner}
	}
	return st
}

// Form is the game's form (two players until a first hand shows another
// when the setup names none).
func (g *Game) Form() yamiro.Form { return g.form }

// FormKnown reports whether the form is settled: named by the setup or
// shown by the first hand.
func (g *Game) FormKnown() bool { return g.formSet || g.hands > 0 }

// Options are the game's house rules and deck.
func (g *Game) Options() yamiro.Options { return g.opts }

// Sides are the two sides in the order of the first hand (its attacker,
// in solitaire the deck, then its defender); empty before it.
func (g *Game) Sides() []string {
	if g.hands == 0 {
		return []string{}
	}
	return []string{g.sides[0], g.sides[1]}
}

// Other is the other side of the game, "" when side is none of the two or
// no hand was played.
func (g *Game) Other(side string) string {
	switch {
	case g.hands == 0:
		return ""
	case side == g.sides[0]:
		return g.sides[1]
	case side == g.sides[1]:
		return g.sides[0]
	}
	return ""
}

// Hands is the number of hands played; HandsTotal the number that make
// the game.
func (g *Game) Hands() int { return g.hands }

// HandsTotal is the number of hands that make a game of this form.
func (g *Game) HandsTotal() int { return g.form.Hands() }

// Totals are each side's capture points.
func (g *Game) Totals() map[string]int {
	t := map[string]int{}
	if g.hands > 0 {
		t[g.sides[0]], t[g.sides[1]] = g.totals[0], g.totals[1]
	}
	return t
}

// Finished reports whether every hand of the game is played.
func (g *Game) Finished() bool {
	return g.hands == g.form.Hands() && g.lastComplete
}

// OpenHand reports whether the last hand is tied and waits for more cards
// (must_have_winner): it must be completed before the next one.
func (g *Game) OpenHand() bool { return g.hands > 0 && !g.lastComplete }

// NextAttacker returns the side that must start the next hand and the
// rule that says so; "" when any side may (the first hand) or the game is
// over. Players and teams take turns starting; in solitaire the deck
// always starts.
func (g *Game) NextAttacker() (side, rule string) {
	side, why := g.nextAttacker()
	return side, why.String()
}

// nextAttacker is NextAttacker with the rule as a message.
func (g *Game) nextAttacker() (string, game.Message) {
	switch {
	case g.hands == 0:
		return "", ruleEitherStarts.With()
	case g.Finished():
		return "", ruleAllPlayed.With()
	case g.form == yamiro.Solitaire:
		return g.lastAttacker, ruleDeckStarts.With()
	case g.form == yamiro.Teams:
		return g.lastDefender, ruleTeamsTakeTurns.With()
	}
	return g.lastDefender, ruleTakeTurns.With()
}

// side is a side as a message says it: the deck as a word, a player or
// team by its name.
func side(s string) any {
	if strings.EqualFold(s, "deck") {
		return game.W("yamiro.side.deck", s)
	}
	return s
}

// NextFirstPlayer is, at a table of four whose plays name their players,
// the player who must start the next hand; "" when not known.
func (g *Game) NextFirstPlayer() string { return g.seats.NextFirst() }

// Players are the players the hands named on a side so far.
func (g *Game) Players(side string) []string { return g.seats.Players(side) }

// Stock is the count of the one deck over the game (GEN-1): plays made,
// copies played and captured by card.
func (g *Game) Stock() yamiro.StockCount { return g.stock.Count() }

// Available is how many more copies of card c the game can still show
// before the draw pile could have run out: the deck's copies less those
// played; and, for good, less those captured.
func (g *Game) Available(c yamiro.Card) int {
	n := 0
	for _, l := range g.opts.Deck.Limits(c) {
		if n == 0 || l.Count < n {
			n = l.Count
		}
	}
	return max(n-g.stock.Played(c), 0)
}

// CanAdd reports whether card can be the next card of a hand being
// entered (r: its cards so far): nil, or the refusal the whole hand would
// meet, with its rule - a card the deck does not have, or a copy more than
// the deck can show by then (GEN-1: every copy played or captured, and the
// discards not yet back in play). A table can refuse the card at the tap.
func (g *Game) CanAdd(r Round, card Play) error {
	in := append(append([]Play(nil), r.Plays...), card)
	plays, err := parsePlays(in, g.opts.Deck)
	if err != nil {
		return err
	}
	return g.stock.Clone().Add(plays, yamiro.Result{}, "")
}

// LiveHand is a hand being entered: the plays so far with the running
// count, who is ahead, whose card comes next.
type LiveHand struct {
	Attacker, Defender string
	Plays              []yamiro.Play
	// Standing is the count after the last play: tallies with their
	// multipliers, every arlas and what cancelled it, the leader.
	Standing yamiro.Standing
	Progress []Progress
	// Full is the number of cards of a hand of this form (8 or 16; a tie
	// under must_have_winner goes on past it).
	Full int
	// Next is the side whose card comes next while the hand is short of
	// Full, "" after.
	Next string
}

// Live reads the cards of a hand being entered with the game's deck and
// counts them (YAM-2, YAM-3): the attacker is the first play's side, the
// defender the other side of the plays or of the game. A card the deck
// does not have is refused naming it.
func (g *Game) Live(r Round) (LiveHand, error) {
	plays, err := parsePlays(r.Plays, g.opts.Deck)
	if err != nil {
		return LiveHand{}, err
	}
	form := g.form
	if !g.FormKnown() {
		form = inferForm(r.Plays, g.opts)
	}
	lh := LiveHand{Plays: plays, Full: 2 * form.PerSide(), Progress: []Progress{}}
	if len(plays) > 0 {
		lh.Attacker = plays[0].Side
		for _, p := range plays {
			if p.Side != lh.Attacker {
				lh.Defender = p.Side
				break
			}
		}
		if lh.Defender == "" {
			lh.Defender = g.Other(lh.Attacker)
		}
	}
	lh.Standing = yamiro.Live(lh.Attacker, lh.Defender, plays)
	lh.Progress = ProgressOf(lh.Attacker, lh.Defender, plays)
	if len(plays) < lh.Full {
		lh.Next = lh.Attacker
		if len(plays)%2 == 1 {
			lh.Next = lh.Defender
		}
	}
	return lh, nil
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
	if g.hands == 0 {
		o.Steps.Say(msgNoHandYet.With(), yamiro.SecGame, "YAM-4")
		return o
	}
	a, b := g.sides[0], g.sides[1]
	ta, tb := g.totals[0], g.totals[1]
	o.Steps.Say(msgCapturePoints.With(g.hands, g.form.Hands(), side(a), ta, side(b), tb), yamiro.SecGame, "YAM-4")
	if g.form == yamiro.Solitaire {
		o.Player = b
		o.Margin = tb - ta
		o.Steps.Say(msgSolitaireScore.With(side(b), o.Margin), yamiro.SecSolitaire, "")
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
		o.Steps.Say(msgDrawn.With(), yamiro.SecGame, "YAM-4")
		return o
	}
	o.Steps.Say(msgWinsTheGame.With(side(o.Winner)), yamiro.SecGame, "YAM-4")
	return o
}
