package hyrule

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Player limits of one turn.
const (
	MinPlayers = 2
	MaxPlayers = 7
)

// Sentinel errors, wrapped by the refusals of this package.
var (
	ErrPlayers = errors.New("a Hyrule turn needs one card from each of 2 to 7 players")
	ErrRunoff  = errors.New("bad run-off")
)

// Turn is one turn: one card per player, indexed by player. Players are
// listed in seating order going counter-clockwise, the direction of play.
type Turn struct {
	Cards []cards.Card
	// First is the player who played first (strategy rules); play then goes
	// counter-clockwise (First, First+1, … wrapping). -1 when the cards were
	// turned over together (chance rules).
	First int
	// Runoff holds the run-off cards of the players tied in a joker
	// standoff, in the order of Result.Tied (ascending player index).
	Runoff []cards.Card
	// Names are the players' names for explanations; "player N" when empty.
	Names []string
}

// Result is the outcome of a turn.
type Result struct {
	Winner      int        // the player who takes the cards; -1 while a standoff is open
	WinningCard cards.Card // the zero Card while a standoff is open
	Tied        []int      // the joker players of an open or settled standoff
	DecidedBy   Decision
	// Captured lists every card the winner takes: the turn's cards and any
	// run-off cards. Empty while a standoff is open.
	Captured []cards.Card
	// RunoffWinner is the index into Tied of the run-off's winner, -1 when
	// there was no run-off.
	RunoffWinner int
	Steps        game.Explanation
}

// Open reports whether the turn is a standoff still waiting for its run-off.
func (r Result) Open() bool { return r.Winner < 0 }

func (t Turn) name(i int) string {
	if i >= 0 && i < len(t.Names) && t.Names[i] != "" {
		return t.Names[i]
	}
	return fmt.Sprintf("player %d", i)
}

// Resolve applies precedence to a turn and, for a joker standoff, the
// run-off or the first_played house rule. It refuses a turn of fewer than 2
// or more than 7 cards, a card that appears twice, more than two jokers, and
// a run-off that does not match the standoff.
func Resolve(t Turn, opts Options) (res Result, err error) {
	defer func() {
		for i := range res.Steps {
			res.Steps[i].Text = capitalize(res.Steps[i].Text)
		}
	}()
	n := len(t.Cards)
	if n < MinPlayers || n > MaxPlayers {
		return Result{}, game.Invalidf("cards: %d card(s): %v", n, ErrPlayers)
	}
	for i, c := range t.Cards {
		if !c.Valid() {
			return Result{}, game.Invalidf("cards[%d]: not a card of the standard deck", i)
		}
	}
	for i, c := range t.Runoff {
		if !c.Valid() {
			return Result{}, game.Invalidf("runoff[%d]: not a card of the standard deck", i)
		}
	}
	all := make([]cards.Card, 0, n+len(t.Runoff))
	all = append(all, t.Cards...)
	all = append(all, t.Runoff...)
	if err := cards.CheckStandard("cards", all); err != nil {
		return Result{}, game.Invalidf("%s", renameRunoff(err.Error(), n))
	}
	if t.First < -1 || t.First >= n {
		return Result{}, game.Invalidf("first: %d is not a player of this turn (0 to %d)", t.First, n-1)
	}

	res = Result{Winner: -1, Tied: []int{}, Captured: []cards.Card{}, RunoffWinner: -1}
	if t.First >= 0 {
		order := make([]string, n)
		for k := 0; k < n; k++ {
			i := (t.First + k) % n
			order[k] = t.name(i) + " " + t.Cards[i].String()
		}
		res.Steps.Add("Play order, counter-clockwise from "+t.name(t.First)+": "+strings.Join(order, ", ")+".", SecPlay, "")
	} else {
		res.Steps.Add(fmt.Sprintf("All %d cards are turned over together.", n), SecChance, "")
	}
	w, tied, dec := decide(t.Cards, t.name, &res.Steps)
	res.DecidedBy = dec
	if dec != ByStandoff {
		if len(t.Runoff) > 0 {
			return Result{}, game.Invalidf("runoff: there is no joker standoff in this turn to settle (%s)", dec)
		}
		res.Winner, res.WinningCard = w, t.Cards[w]
		res.Captured = append(res.Captured, t.Cards...)
		res.Steps.Add(fmt.Sprintf("%s wins with %s and takes all %d cards.", t.name(w), t.Cards[w], n), SecPrecedence, "")
		return res, nil
	}
	res.Tied = tied
	if opts.JokerTie == JokerTieFirstPlayed {
		if len(t.Runoff) > 0 {
			return Result{}, game.Invalidf("runoff: with joker_tie first_played the first joker played wins; there is no run-off")
		}
		// With no lead given (chance rules, or a bare resolve input) the
		// cards are taken in the order listed, player 0 first, the same
		// counter-clockwise order strategy play follows. Otherwise the
		// house rule could never apply there, and a table that chose it
		// wants the standoff settled without a run-off.
		lead := t.First
		if lead < 0 {
			lead = 0
			res.Steps.Add("No player led this turn, so the cards count as played in the order listed, "+t.name(0)+" first.", SecJokersFives, "HYRULE-3")
		}
		first := tied[0]
		for _, i := range tied {
			if (i-lead+n)%n < (first-lead+n)%n {
				first = i
			}
		}
		res.Winner, res.WinningCard, res.DecidedBy = first, t.Cards[first], ByFirstPlayed
		res.Captured = append(res.Captured, t.Cards...)
		res.Steps.Add(fmt.Sprintf("House rule: the joker played first wins the standoff, so %s's %s takes all %d cards.", t.name(first), t.Cards[first], n), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) == 0 {
		res.Steps.Add(fmt.Sprintf("Waiting for the run-off: %s each play one more card.", joinNames(t, tied)), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) != len(tied) {
		return Result{}, game.Invalidf("runoff: %d card(s) for %d tied players (%s): one card each, in player order: %v", len(t.Runoff), len(tied), joinNames(t, tied), ErrRunoff)
	}
	runNames := func(k int) string { return t.name(tied[k]) }
	res.Steps.Add(fmt.Sprintf("Run-off between %s.", joinNames(t, tied)), SecJokersFives, "HYRULE-3")
	rw, rtied, rdec := decide(t.Runoff, runNames, &res.Steps)
	if rdec == ByStandoff {
		// Impossible with one deck (both jokers are already on the table),
		// but never trust it.
		return Result{}, game.Invalidf("runoff: %v is a second standoff: the deck has only two jokers: %v", rtied, ErrRunoff)
	}
	res.RunoffWinner = rw
	res.Winner, res.WinningCard, res.DecidedBy = tied[rw], t.Runoff[rw], ByRunoff
	res.Captured = append(res.Captured, t.Cards...)
	res.Captured = append(res.Captured, t.Runoff...)
	res.Steps.Add(fmt.Sprintf("%s wins the run-off with %s and takes every card of the turn, run-off included: %d cards.", t.name(res.Winner), res.WinningCard, len(res.Captured)), SecJokersFives, "HYRULE-3")
	return res, nil
}

func joinNames(t Turn, idx []int) string {
	s := make([]string, len(idx))
	for k, i := range idx {
		s[k] = t.name(i)
	}
	return strings.Join(s, " and ")
}

// renameRunoff turns "cards[7]" in a duplicate message into "runoff[k]" when
// the index falls in the run-off part of the combined list.
func renameRunoff(msg string, n int) string {
	var i int
	var rest string
	if k, err := fmt.Sscanf(msg, "cards[%d]", &i); k == 1 && err == nil && i >= n {
		rest = msg[strings.Index(msg, "]")+1:]
		return fmt.Sprintf("runoff[%d]%s", i-n, rest)
	}
	return msg
}

// Winner applies precedence alone (no run-off, no house rule) and returns
// the winning index, or -1 with the tied joker players for a standoff.
func Winner(cs []cards.Card) (int, []int, Decision) {
	var steps game.Explanation
	return decide(cs, func(i int) string { return fmt.Sprintf("player %d", i) }, &steps)
}

// decide is precedence: jokers and fives first (HYRULE-1), then suits
// (HYRULE-2). It assumes valid, distinct cards.
func decide(cs []cards.Card, name func(int) string, steps *game.Explanation) (int, []int, Decision) {
	var jokers, fives []int
	for i, c := range cs {
		if c.IsJoker() {
			jokers = append(jokers, i)
		} else if c.Rank == 5 {
			fives = append(fives, i)
		}
	}
	if len(jokers) > 0 {
		if len(fives) > 0 {
			best := fives[0]
			for _, i := range fives[1:] {
				if fiveRank(cs[i].Suit) < fiveRank(cs[best].Suit) {
					best = i
				}
			}
			steps.Add(fmt.Sprintf("A tingle (joker) is on the table and so is a five: the tingle is distracted by the %s, which beats it.", fiveNames[cs[best].Suit]), SecJokersFives, "HYRULE-1")
			if len(fives) > 1 {
				steps.Add("Among fives facing a tingle the order runs hearts, spades, clubs, diamonds, so "+cs[best].String()+" is the best five.", SecJokersFives, "HYRULE-1")
			}
			return best, nil, ByFive
		}
		if len(jokers) == 1 {
			steps.Add(fmt.Sprintf("%s's tingle (joker) takes anything that is not a five, and no five is on the table.", name(jokers[0])), SecJokersFives, "HYRULE-1")
			return jokers[0], nil, ByJoker
		}
		steps.Add(fmt.Sprintf("Two tingles (jokers) and no five: neither joker beats the other, a standoff between %s and %s.", name(jokers[0]), name(jokers[1])), SecJokersFives, "HYRULE-3")
		return -1, jokers, ByStandoff
	}

	var present [5]bool // indexed by cards.Suit
	nsuits := 0
	for _, c := range cs {
		if !present[c.Suit] {
			present[c.Suit] = true
			nsuits++
		}
	}
	var suit cards.Suit
	var dec Decision
	switch {
	case nsuits == 1:
		suit, dec = cs[0].Suit, ByFaceValue
		steps.Add(fmt.Sprintf("Every card is a %s, so face value decides (ace 1 up to king 13).", Nickname(suit)), SecPrecedence, "HYRULE-2")
	case present[cards.Hearts] && present[cards.Diamonds]:
		suit = cards.Hearts
		if len(cs) >= 3 {
			dec = ByHeartsAndRupees
			steps.Add("Three or more cards with both hearts and rupees (diamonds) on the table: hearts win outright.", SecNote, "HYRULE-2")
		} else {
			dec = BySuit
			steps.Add("Heart beats rupee (love is stronger than money).", SecPrecedence, "HYRULE-2")
		}
	default:
		for _, s := range []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts} {
			if !present[s] {
				continue
			}
			all := true
			for _, t := range allSuitsOrder {
				if present[t] && t != s && !Beats(s, t) {
					all = false
				}
			}
			if all {
				suit = s
				break
			}
		}
		dec = BySuit
		var images []string
		for _, t := range []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts} {
			if present[t] && t != suit {
				images = append(images, Image(suit, t))
			}
		}
		steps.Add(capitalize(strings.Join(images, "; "))+fmt.Sprintf(": the %ss beat every other suit on the table.", Nickname(suit)), SecPrecedence, "HYRULE-2")
	}
	best, count := -1, 0
	for i, c := range cs {
		if c.Suit != suit {
			continue
		}
		count++
		if best < 0 || c.Rank > cs[best].Rank {
			best = i
		}
	}
	if count > 1 && dec != ByFaceValue {
		steps.Add(fmt.Sprintf("Of the %d %ss, %s is the highest by face value (aces count 1).", count, Nickname(suit), cs[best]), SecPrecedence, "HYRULE-2")
	}
	return best, nil, dec
}

var allSuitsOrder = []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
