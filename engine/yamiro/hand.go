package yamiro

import (
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rulebook sections cited by explanation steps.
var (
	SecHand      = game.W("yamiro.sec.hands", "Hands")
	SecCount     = game.W("yamiro.sec.counting", "Counting a hand")
	SecArlas     = game.W("yamiro.sec.arlas", "Arlas and deiskatun")
	SecCapture   = game.W("yamiro.sec.captures", "Captures")
	SecFour      = game.W("yamiro.sec.four", "Four Players")
	SecSolitaire = game.W("yamiro.sec.solitaire", "Solitaire Play")
	SecWinner    = game.W("yamiro.sec.winner", "There Must Be A Winner")
	SecGame      = game.W("yamiro.sec.game", "End of the game")
)

// Sentinel errors wrapped by refusals.
var (
	ErrSides    = game.NewSentinel("yamiro.err.sides", "a hand is played by exactly two sides")
	ErrOrder    = game.NewSentinel("yamiro.err.order", "sides alternate")
	ErrCount    = game.NewSentinel("yamiro.err.count", "wrong number of cards")
	ErrHandOver = game.NewSentinel("yamiro.err.hand_over", "the hand is already over")
)

// deckSide is the side of the turned-over cards in solitaire, said as a
// word; every other side is a name as typed.
var deckSide = game.W("yamiro.side.deck", "deck")

// sideArg is a side as a message says it: the deck as a word, a player or
// team by its name.
func sideArg(s string) any {
	if strings.EqualFold(s, "deck") {
		return game.W(deckSide.ID, s)
	}
	return s
}

// Form is the kind of game a hand belongs to.
type Form uint8

// The three forms of the rulebook.
const (
	Duel      Form = iota // two players, four cards each, 8 hands
	Teams                 // two teams of two, four cards per player, 4 hands
	Solitaire             // one player against turned-over cards, 8 hands
)

var formNames = [...]string{"duel", "teams", "solitaire"}

// String returns "duel", "teams" or "solitaire".
func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return "?"
}

// MarshalText writes String.
func (f Form) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

var formWords = [...]game.Word{
	game.W("yamiro.form.duel", "duel"),
	game.W("yamiro.form.teams", "teams"),
	game.W("yamiro.form.solitaire", "solitaire"),
}

// Word is the form as a word a message says in the reader's language.
func (f Form) Word() game.Word {
	if int(f) < len(formWords) {
		return formWords[f]
	}
	return game.W("", f.String())
}

// UnmarshalText reads what ParseForm accepts.
func (f *Form) UnmarshalText(b []byte) error {
	p, err := ParseForm(string(b))
	if err != nil {
		return err
	}
	*f = p
	return nil
}

// ParseForm reads "duel" (also "two", "2"), "teams" (also "four", "4") or
// "solitaire" (also "one", "1").
func ParseForm(s string) (Form, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "duel", "two", "2", "two-player", "two_player":
		return Duel, nil
	case "teams", "team", "four", "4", "four-player", "four_player":
		return Teams, nil
	case "solitaire", "one", "1":
		return Solitaire, nil
	}
	return Duel, game.Refuse(game.ErrInvalid, nil, "form", msgNotAForm.With(s))
}

// PerSide is the cards each side plays in a four-card hand: 4, or 8 for a
// team (four per player).
func (f Form) PerSide() int {
	if f == Teams {
		return 8
	}
	return 4
}

// Round is the plays of one extension round under must_have_winner: one
// card from every player at the table.
func (f Form) Round() int {
	if f == Teams {
		return 4
	}
	return 2
}

// Hands is how many hands make a game: 8, or 4 for teams.
func (f Form) Hands() int {
	if f == Teams {
		return 4
	}
	return 8
}

// Play is one card put down by a side (a player or a team).
type Play struct {
	Side   string
	Card   Card
	Player string // optional: who at the side played it (team game)
}

// Tally is one side's running count.
type Tally struct {
	Side       string             `json:"side"`
	Cards      []cards.RailogCard `json:"-"`
	Numbers    int                `json:"numbers"`    // sum of numbered cards
	Alak       bool               `json:"alak"`       // at least one alak
	Arl        bool               `json:"arl"`        // at least one arl
	Multiplier int                `json:"multiplier"` // 1, 2 (alak) or 4 (alak and arl)
	Score      int                `json:"score"`      // Numbers × Multiplier
	Arlas      int                `json:"arlas"`
	Deiskatun  int                `json:"deiskatun"`
}

// ArlasState is one arlas of the hand and whether it still stands.
type ArlasState struct {
	Play        int    `json:"play"` // index in the hand's plays
	Side        string `json:"side"`
	Standing    bool   `json:"standing"`
	CancelledBy int    `json:"cancelled_by"` // play index of the deiskatun, -1 when standing
}

// Standing is the state of a hand after some plays: the tallies, every
// arlas with its cancellations, and who is ahead.
type Standing struct {
	Tallies   [2]Tally     `json:"tallies"`
	Arlas     []ArlasState `json:"arlas"`
	Leader    string       `json:"leader"`     // "" when level
	DecidedBy Decision     `json:"decided_by"` // arlas, score or tie
	// WinningArlas is the play index of the earliest standing arlas, -1.
	WinningArlas int `json:"winning_arlas"`
}

// Decision says how a hand was won.
type Decision uint8

// The ways a hand is decided.
const (
	ByTie Decision = iota
	ByScore
	ByArlas
)

var decisionNames = [...]string{"tie", "score", "arlas"}

// String returns "tie", "score" or "arlas".
func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "?"
}

// MarshalText writes String.
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "tie", "score" or "arlas".
func (d *Decision) UnmarshalText(b []byte) error {
	for i, n := range decisionNames {
		if n == string(b) {
			*d = Decision(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not how a hand is decided: tie, score or arlas", b)
}

// CaptureValue is what a captured card is worth: face value, 8 for a face
// card (YAM-4).
func CaptureValue(c cards.RailogCard) int {
	if c.IsNumber() {
		return int(c)
	}
	if c.IsFace() {
		return 8
	}
	return 0
}

// Count tallies one side's cards: numbers added, ×2 with an alak, ×2 again
// with an alak and an arl (YAM-3).
func Count(side string, cs []cards.RailogCard) Tally {
	t := Tally{Side: side, Cards: cs, Multiplier: 1}
	for _, c := range cs {
		switch {
		case c.IsNumber():
			t.Numbers += int(c)
		case c == cards.Alak:
			t.Alak = true
		case c == cards.Arl:
			t.Arl = true
		case c == cards.Arlas:
			t.Arlas++
		case c == cards.Deiskatun:
			t.Deiskatun++
		}
	}
	if t.Alak {
		t.Multiplier = 2
		if t.Arl {
			t.Multiplier = 4
		}
	}
	t.Score = t.Numbers * t.Multiplier
	return t
}

// Cancel applies YAM-2 to a sequence of plays between sides a and b: each
// deiskatun cancels the opponent's earliest arlas not yet cancelled, in
// play order, whenever in the hand either was played. It returns every
// arlas in play order.
func Cancel(plays []Play) []ArlasState {
	out := []ArlasState{}
	queue := map[string][]int{} // side -> indices into out of its arlas, in order
	for i, p := range plays {
		if p.Card.Value == cards.Arlas {
			queue[p.Side] = append(queue[p.Side], len(out))
			out = append(out, ArlasState{Play: i, Side: p.Side, Standing: true, CancelledBy: -1})
		}
	}
	next := map[string]int{} // side -> how many of its arlas are cancelled
	for i, p := range plays {
		if p.Card.Value != cards.Deiskatun {
			continue
		}
		for side, q := range queue {
			if side == p.Side {
				continue
			}
			if k := next[side]; k < len(q) {
				out[q[k]].Standing, out[q[k]].CancelledBy = false, i
				next[side] = k + 1
			}
		}
	}
	return out
}

// Live returns the standing of a hand after the given plays, without
// checking the play order: the app shows it after every card.
func Live(a, b string, plays []Play) Standing {
	var ca, cb []cards.RailogCard
	for _, p := range plays {
		switch p.Side {
		case a:
			ca = append(ca, p.Card.Value)
		case b:
			cb = append(cb, p.Card.Value)
		}
	}
	s := Standing{Tallies: [2]Tally{Count(a, ca), Count(b, cb)}, Arlas: Cancel(plays), WinningArlas: -1}
	for _, st := range s.Arlas {
		if st.Standing {
			s.Leader, s.DecidedBy, s.WinningArlas = st.Side, ByArlas, st.Play
			return s
		}
	}
	switch {
	case s.Tallies[0].Score > s.Tallies[1].Score:
		s.Leader, s.DecidedBy = a, ByScore
	case s.Tallies[1].Score > s.Tallies[0].Score:
		s.Leader, s.DecidedBy = b, ByScore
	default:
		s.DecidedBy = ByTie
	}
	return s
}

// Result is a resolved hand.
type Result struct {
	Form     Form
	Attacker string // the side that played first
	Defender string
	Winner   string // "" for a tie
	Loser    string
	Standing
	Captured []Card // the loser's cards, taken by the winner
	Points   int    // their capture value
	// Complete is false when a tie under must_have_winner waits for more
	// cards: the hand is not over.
	Complete bool
	Extra    int // extension rounds played under must_have_winner
	Steps    game.Explanation
}

// Scores returns the sides' hand scores keyed by side.
func (r Result) Scores() map[string]int {
	return map[string]int{r.Tallies[0].Side: r.Tallies[0].Score, r.Tallies[1].Side: r.Tallies[1].Score}
}

// Resolve settles a hand. Plays are in order; the two sides must
// alternate, each playing four cards (eight for a team of two). Under
// must_have_winner a tied hand continues one card per player at a time
// until the tie breaks; plays that stop short leave it incomplete.
func Resolve(plays []Play, form Form, opts Options) (Result, error) {
	if form > Solitaire {
		return Result{}, game.Refuse(game.ErrInvalid, nil, "form", msgUnknownForm.With(int(form)))
	}
	if len(plays) == 0 {
		return Result{}, game.Refuse(game.ErrInvalid, ErrCount, "plays", msgNoCards.With(2*form.PerSide(), form.PerSide()))
	}
	a := plays[0].Side
	b := ""
	for i, p := range plays {
		if strings.TrimSpace(p.Side) == "" {
			return Result{}, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("plays[%d].side", i), msgNoSide.With())
		}
		if !p.Card.Value.Valid() {
			return Result{}, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("plays[%d].card", i), msgNoCard.With())
		}
		if p.Side != a {
			if b == "" {
				b = p.Side
			} else if p.Side != b {
				return Result{}, impossible(ErrSides, fmt.Sprintf("plays[%d].side", i), msgThirdSide.With(p.Side, a, b, ErrSides))
			}
		}
		if i > 0 && p.Side == plays[i-1].Side {
			return Result{}, game.Refuse(game.ErrIllegal, ErrOrder, fmt.Sprintf("plays[%d]", i), msgTwiceInARow.With(sideArg(p.Side), p.Card, ErrOrder)).Citing(alternateRule(form))
		}
	}
	if b == "" {
		return Result{}, game.Refuse(game.ErrInvalid, ErrSides, "plays", msgOnlyOneSide.With(a, ErrSides))
	}
	if form == Solitaire && strings.EqualFold(b, "deck") {
		return Result{}, game.Refuse(game.ErrIllegal, nil, "plays[0]", msgBeforeTheDeck.With(sideArg(a))).Citing(ruleDeckFirst.With())
	}
	full := 2 * form.PerSide()
	if len(plays) < full {
		return Result{}, game.Refuse(game.ErrInvalid, ErrCount, "plays", msgShortHand.With(len(plays), full, form.PerSide(), ErrCount))
	}
	if len(plays) > opts.Deck.Size() {
		// More cards than the deck: some card is there too often (and a
		// hand this long is not worth following round by round).
		if err := CheckCopies(opts.Deck, plays); err != nil {
			return Result{}, err
		}
	}
	res := Result{Form: form, Attacker: a, Defender: b, Captured: []Card{}, Complete: true}
	switch form {
	case Duel:
		res.Steps.Say(msgDuel.With(sideArg(a), sideArg(b)), SecHand, "")
	case Teams:
		res.Steps.Say(msgTeams.With(a), SecFour, "")
	case Solitaire:
		res.Steps.Say(msgSolitaire.With(sideArg(b), a), SecSolitaire, "")
	}
	end := full
	st := Live(a, b, plays[:end])
	for st.DecidedBy == ByTie && opts.MustHaveWinner {
		if end == len(plays) {
			res.Complete = false
			break
		}
		if len(plays)-end < form.Round() {
			res.Complete = false
			break
		}
		if res.Extra == 0 {
			res.Steps.Say(msgLevelGoesOn.With(st.Tallies[0].Score), SecWinner, "YAM-3")
		}
		end += form.Round()
		res.Extra++
		st = Live(a, b, plays[:end])
	}
	if res.Complete && end < len(plays) {
		why := whyFourCards
		if res.Extra > 0 {
			why = whyTieBroken
		} else if st.DecidedBy == ByTie {
			why = whyTiesStand
		}
		return Result{}, game.Refuse(game.ErrIllegal, ErrHandOver, fmt.Sprintf("plays[%d]", end),
			msgAfterTheHand.With(plays[end].Card, end, why.With(), ErrHandOver)).Citing(ruleHandOver.With())
	}
	if err := CheckCopies(opts.Deck, plays); err != nil {
		return Result{}, err
	}
	if err := NewSeats(form).Add(plays, "plays"); err != nil {
		return Result{}, err
	}
	res.Standing = st
	counted := plays[:end]
	for _, t := range st.Tallies {
		res.Steps.Say(describeTally(t), SecCount, "YAM-3")
	}
	for _, as := range st.Arlas {
		if !as.Standing {
			res.Steps.Say(msgCancels.With(sideArg(plays[as.CancelledBy].Side), as.CancelledBy+1, sideArg(as.Side), as.Play+1), SecArlas, "YAM-2")
		}
	}
	switch st.DecidedBy {
	case ByArlas:
		res.Steps.Say(msgArlasWins.With(sideArg(st.Leader), st.WinningArlas+1), SecArlas, "YAM-2")
	case ByScore:
		if len(st.Arlas) > 0 {
			res.Steps.Say(msgAllCancelled.With(), SecArlas, "YAM-2")
		}
		res.Steps.Say(msgHigherScore.With(sideArg(st.Leader), scoreOf(st, st.Leader), scoreOf(st, other(a, b, st.Leader))), SecCount, "YAM-3")
	case ByTie:
		if res.Complete {
			res.Steps.Say(msgTie.With(st.Tallies[0].Score), SecCount, "YAM-3")
		} else {
			res.Steps.Say(msgStillLevel.With(), SecWinner, "YAM-3")
		}
	}
	if st.DecidedBy != ByTie {
		res.Winner, res.Loser = st.Leader, other(a, b, st.Leader)
		for _, p := range counted {
			if p.Side == res.Loser {
				res.Captured = append(res.Captured, p.Card)
				res.Points += CaptureValue(p.Card.Value)
			}
		}
		res.Steps.Say(msgCaptures.With(sideArg(res.Winner), sideArg(res.Loser), len(res.Captured), game.ListOf(game.JoinComma, res.Captured), res.Points, sideArg(res.Winner)), SecCapture, "YAM-4")
	}
	return res, nil
}

func alternateRule(f Form) game.Message {
	if f == Teams {
		return ruleTeamsAlternate.With()
	}
	if f == Solitaire {
		return ruleSolitaireAlternates.With()
	}
	return rulePlayersAlternate.With()
}

func describeTally(t Tally) game.Message {
	switch {
	case t.Multiplier == 4:
		return msgTallyAlakArl.With(sideArg(t.Side), t.Numbers, t.Score)
	case t.Multiplier == 2:
		return msgTallyAlak.With(sideArg(t.Side), t.Numbers, t.Score)
	case t.Arl:
		return msgTallyArlAlone.With(sideArg(t.Side), t.Numbers)
	}
	return msgTally.With(sideArg(t.Side), t.Numbers)
}

func scoreOf(st Standing, side string) int {
	for _, t := range st.Tallies {
		if t.Side == side {
			return t.Score
		}
	}
	return 0
}

func other(a, b, s string) string {
	if s == a {
		return b
	}
	return a
}

func joinCards(cs []Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, ", ")
}
