package hyrule

import (
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
// or more than 7 cards, a card that appears twice, more than two jokers
// (tables that cannot happen, GEN-1), and a run-off that does not match
// the standoff (HYRULE-3). Refusals are *game.Error values.
func Resolve(t Turn, opts Options) (res Result, err error) {
	defer func() {
		for i := range res.Steps {
			res.Steps[i].Text = capitalize(res.Steps[i].Text)
		}
	}()
	n := len(t.Cards)
	switch {
	case n == 0:
		return Result{}, Invalid("cards", ErrPlayers, "missing: one card from each player, 2 to 7 players")
	case n < MinPlayers || n > MaxPlayers:
		return Result{}, Impossible("cards", ErrPlayers, "%d card(s): Hyrule is played by 2 to 7 players, each putting one card on the table per turn (Hyrule; Turns)", n)
	}
	for i, c := range t.Cards {
		if !c.Valid() {
			return Result{}, Invalid(fmt.Sprintf("cards[%d]", i), cards.ErrNotACard, "not a card of the standard deck")
		}
	}
	for i, c := range t.Runoff {
		if !c.Valid() {
			return Result{}, Invalid(fmt.Sprintf("runoff[%d]", i), cards.ErrNotACard, "not a card of the standard deck")
		}
	}
	if err := CheckDeck(t.Cards, t.Runoff); err != nil {
		return Result{}, err
	}
	if t.First < -1 || t.First >= n {
		return Result{}, Invalid("first", nil, "%d is not a player of this turn (0 to %d)", t.First, n-1)
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
		res.Steps.Add(capitalize(allCards(n))+" are turned over together.", SecChance, "")
	}
	w, tied, dec := decide(t.Cards, t.name, &res.Steps)
	res.DecidedBy = dec
	if dec != ByStandoff {
		if len(t.Runoff) > 0 {
			return Result{}, Illegal(ruleRunoff, "runoff", ErrRunoff, "there is no joker standoff in this turn to settle (decided by %s)", dec)
		}
		res.Winner, res.WinningCard = w, t.Cards[w]
		res.Captured = append(res.Captured, t.Cards...)
		res.Steps.Add(fmt.Sprintf("%s wins with %s and takes %s.", t.name(w), t.Cards[w], allCards(n)), SecPrecedence, "")
		return res, nil
	}
	res.Tied = tied
	if opts.JokerTie == JokerTieFirstPlayed {
		if len(t.Runoff) > 0 {
			return Result{}, Illegal("with joker_tie first_played the joker played first wins the standoff, without a run-off (HYRULE-3)", "runoff", ErrRunoff, "a run-off was recorded")
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
		res.Steps.Add(fmt.Sprintf("House rule: the joker played first wins the standoff, so %s's %s takes %s.", t.name(first), t.Cards[first], allCards(n)), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) == 0 {
		res.Steps.Add(fmt.Sprintf("Waiting for the run-off: %s each play one more card.", joinNames(t, tied)), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) != len(tied) {
		return Result{}, Illegal(ruleRunoff, "runoff", ErrRunoff, "%d card(s) for %d tied players (%s)", len(t.Runoff), len(tied), joinNames(t, tied))
	}
	runNames := func(k int) string { return t.name(tied[k]) }
	res.Steps.Add(fmt.Sprintf("Run-off between %s.", joinNames(t, tied)), SecJokersFives, "HYRULE-3")
	for _, c := range t.Runoff {
		if !c.IsJoker() && c.Rank == 5 {
			res.Steps.Add("The run-off cards are compared on their own, and no joker is among them, so a five is an ordinary card here.", SecJokersFives, "HYRULE-1")
			break
		}
	}
	rw, rtied, rdec := decide(t.Runoff, runNames, &res.Steps)
	if rdec == ByStandoff {
		// Impossible with one deck (both jokers are already on the table),
		// but never trust it.
		return Result{}, Impossible("runoff", ErrDuplicate, "%v is a second standoff, but both jokers are already on the table: %s", rtied, RuleDeck)
	}
	res.RunoffWinner = rw
	res.Winner, res.WinningCard, res.DecidedBy = tied[rw], t.Runoff[rw], ByRunoff
	res.Captured = append(res.Captured, t.Cards...)
	res.Captured = append(res.Captured, t.Runoff...)
	res.Steps.Add(fmt.Sprintf("%s wins the run-off with %s and takes every card of the turn, run-off included: %d cards.", t.name(res.Winner), res.WinningCard, len(res.Captured)), SecJokersFives, "HYRULE-3")
	return res, nil
}

// allCards says "both cards" or "all 5 cards".
func allCards(n int) string {
	if n == 2 {
		return "both cards"
	}
	return fmt.Sprintf("all %d cards", n)
}

func joinNames(t Turn, idx []int) string {
	s := make([]string, len(idx))
	for k, i := range idx {
		s[k] = t.name(i)
	}
	return strings.Join(s, " and ")
}

// ruleRunoff is HYRULE-3's run-off in words.
const ruleRunoff = "a run-off is played only after a joker standoff, by its two joker players, one card each in player order (HYRULE-3)"

// CheckDeck refuses a turn whose cards and run-off cards hold a card more
// often than one deck does (GEN-1): each suited card once, a red and a
// black joker ("JK" is either).
func CheckDeck(cs, runoff []cards.Card) error {
	at := make(map[cards.Card]string, len(cs)+len(runoff))
	red, black, anyJ := 0, 0, 0
	for k, list := range [][]cards.Card{cs, runoff} {
		name := "cards"
		if k == 1 {
			name = "runoff"
		}
		for i, c := range list {
			field := fmt.Sprintf("%s[%d]", name, i)
			switch c.Joker {
			case cards.RedJoker:
				red++
			case cards.BlackJoker:
				black++
			case cards.AnyJoker:
				anyJ++
			default:
				if prev, dup := at[c]; dup {
					return Impossible(field, ErrDuplicate, "%q appears twice (also at %s): %s", c, prev, RuleDeck)
				}
				at[c] = field
				continue
			}
			if red > 1 || black > 1 || red+black+anyJ > 2 {
				return Impossible(field, ErrDuplicate, "%q is one joker too many: %s", c, RuleDeck)
			}
		}
	}
	return nil
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
