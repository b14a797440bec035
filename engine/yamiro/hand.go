package yamiro

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rulebook sections cited by explanation steps.
const (
	SecHand      = "Hands"
	SecCount     = "Counting a hand"
	SecArlas     = "Arlas and deiskatun"
	SecCapture   = "Captures"
	SecFour      = "Four Players"
	SecSolitaire = "Solitaire Play"
	SecWinner    = "There Must Be A Winner"
	SecGame      = "End of the game"
)

// Sentinel errors wrapped by refusals.
var (
	ErrSides    = errors.New("a hand is played by exactly two sides")
	ErrOrder    = errors.New("sides alternate")
	ErrCount    = errors.New("wrong number of cards")
	ErrHandOver = errors.New("the hand is already over")
)

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
	return Duel, game.Invalidf("form: %q is not a form of Yamiro: duel, teams or solitaire", s)
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
		return Result{}, game.Invalidf("form: unknown form %d", form)
	}
	if len(plays) == 0 {
		return Result{}, refuse(game.ErrInvalid, ErrCount, "plays", "", "no cards: a hand is %d plays, %d per side", 2*form.PerSide(), form.PerSide())
	}
	a := plays[0].Side
	b := ""
	for i, p := range plays {
		if strings.TrimSpace(p.Side) == "" {
			return Result{}, game.Invalidf("plays[%d].side: missing: every play names its side", i)
		}
		if !p.Card.Value.Valid() {
			return Result{}, game.Invalidf("plays[%d].card: missing or not a card", i)
		}
		if p.Side != a {
			if b == "" {
				b = p.Side
			} else if p.Side != b {
				return Result{}, impossible(ErrSides, fmt.Sprintf("plays[%d].side", i), "%q is a third side after %q and %q: %v", p.Side, a, b, ErrSides)
			}
		}
		if i > 0 && p.Side == plays[i-1].Side {
			return Result{}, refuse(game.ErrIllegal, ErrOrder, fmt.Sprintf("plays[%d]", i), alternateRule(form), "%s plays twice in a row (%s): %v", p.Side, p.Card, ErrOrder)
		}
	}
	if b == "" {
		return Result{}, refuse(game.ErrInvalid, ErrSides, "plays", "", "only %q plays: %v", a, ErrSides)
	}
	if form == Solitaire && strings.EqualFold(b, "deck") {
		return Result{}, game.Illegalf("each solitaire hand starts with the deck's top card turned over (Solitaire Play)",
			"plays[0]: %s plays before the deck's first turned-over card", a)
	}
	full := 2 * form.PerSide()
	if len(plays) < full {
		return Result{}, refuse(game.ErrInvalid, ErrCount, "plays", "", "%d cards: a hand is %d, %d per side: %v", len(plays), full, form.PerSide(), ErrCount)
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
		res.Steps.Add(fmt.Sprintf("%s attacks and %s defends: they alternate, four cards each.", a, b), SecHand, "")
	case Teams:
		res.Steps.Add(fmt.Sprintf("Team %s starts and the teams alternate round the table: four cards per player, counted by team.", a), SecFour, "")
	case Solitaire:
		res.Steps.Add(fmt.Sprintf("%s plays alone against the cards turned over from the deck (side %q), four cards each.", b, a), SecSolitaire, "")
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
			res.Steps.Add(fmt.Sprintf("Level at %d each after four cards per player: by house rule play goes on, one more card per player, until the tie breaks.", st.Tallies[0].Score), SecWinner, "YAM-3")
		}
		end += form.Round()
		res.Extra++
		st = Live(a, b, plays[:end])
	}
	if res.Complete && end < len(plays) {
		why := "a hand is four cards per player"
		if res.Extra > 0 {
			why = "the extra round broke the tie"
		} else if st.DecidedBy == ByTie {
			why += " and ties stand without must_have_winner"
		}
		return Result{}, refuse(game.ErrIllegal, ErrHandOver, fmt.Sprintf("plays[%d]", end), "the hand is over once it is decided (Hands; YAM-3)",
			"%s is played after the hand ended at play %d (%s): %v", plays[end].Card, end, why, ErrHandOver)
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
		res.Steps.Add(describeTally(t), SecCount, "YAM-3")
	}
	for _, as := range st.Arlas {
		if !as.Standing {
			res.Steps.Add(fmt.Sprintf("%s's deiskatun (play %d) cancels %s's arlas (play %d).", plays[as.CancelledBy].Side, as.CancelledBy+1, as.Side, as.Play+1), SecArlas, "YAM-2")
		}
	}
	switch st.DecidedBy {
	case ByArlas:
		res.Steps.Add(fmt.Sprintf("%s's arlas (play %d) is the first one left standing: it wins the hand whatever the score.", st.Leader, st.WinningArlas+1), SecArlas, "YAM-2")
	case ByScore:
		if len(st.Arlas) > 0 {
			res.Steps.Add("Every arlas is cancelled, so the score decides.", SecArlas, "YAM-2")
		}
		res.Steps.Add(fmt.Sprintf("%s has the higher score, %d to %d.", st.Leader, scoreOf(st, st.Leader), scoreOf(st, other(a, b, st.Leader))), SecCount, "YAM-3")
	case ByTie:
		if res.Complete {
			res.Steps.Add(fmt.Sprintf("Level at %d each with no arlas standing: a tie, both hands are discarded.", st.Tallies[0].Score), SecCount, "YAM-3")
		} else {
			res.Steps.Add("Still level: the hand goes on until the tie breaks.", SecWinner, "YAM-3")
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
		res.Steps.Add(fmt.Sprintf("%s captures %s's %d cards (%s), worth %d: numbers at face value, every face card 8; %s's own cards are discarded.",
			res.Winner, res.Loser, len(res.Captured), joinCards(res.Captured), res.Points, res.Winner), SecCapture, "YAM-4")
	}
	return res, nil
}

func alternateRule(f Form) string {
	if f == Teams {
		return "players play in turn round the table, so the teams alternate (Four Players)"
	}
	if f == Solitaire {
		return "a turned-over card and a played card alternate (Solitaire Play)"
	}
	return "the players alternate, one card at a time (Hands)"
}

func describeTally(t Tally) string {
	s := fmt.Sprintf("%s: numbers add up to %d", t.Side, t.Numbers)
	switch {
	case t.Multiplier == 4:
		s += fmt.Sprintf(", ×2 for the alak and ×2 again for alak with arl = %d", t.Score)
	case t.Multiplier == 2:
		s += fmt.Sprintf(", ×2 for the alak = %d", t.Score)
	case t.Arl:
		s += " (an arl without an alak doubles nothing)"
	}
	return s + "."
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
