package hyrule

import (
	"fmt"
	"unicode"
	"unicode/utf8"

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

// name is player i as explanations say them: their name, or "player 2".
func (t Turn) name(i int) any {
	if i >= 0 && i < len(t.Names) && t.Names[i] != "" {
		return t.Names[i]
	}
	return msgPlayer.With(i)
}

// start is player i at the start of a sentence: "Player 2", or their
// name with its first letter in upper case.
func (t Turn) start(i int) any {
	if i >= 0 && i < len(t.Names) && t.Names[i] != "" {
		return capitalize(t.Names[i])
	}
	return msgPlayerStart.With(i)
}

// Resolve applies precedence to a turn and, for a joker standoff, the
// run-off or the first_played house rule. It refuses a turn of fewer than 2
// or more than 7 cards, a card that appears twice, more than two jokers
// (tables that cannot happen, GEN-1), and a run-off that does not match
// the standoff (HYRULE-3). Refusals are *game.Error values.
//
// Every step starts with a capital: a player's name at its start is said
// with its first letter in upper case.
func Resolve(t Turn, opts Options) (res Result, err error) {
	n := len(t.Cards)
	switch {
	case n == 0:
		return Result{}, Invalid("cards", ErrPlayers, msgMissingCards.With())
	case n < MinPlayers || n > MaxPlayers:
		return Result{}, Impossible("cards", ErrPlayers, msgPlayerCount.With(n))
	}
	for i, c := range t.Cards {
		if !c.Valid() {
			return Result{}, Invalid(fmt.Sprintf("cards[%d]", i), cards.ErrNotACard, msgNotStandard.With())
		}
	}
	for i, c := range t.Runoff {
		if !c.Valid() {
			return Result{}, Invalid(fmt.Sprintf("runoff[%d]", i), cards.ErrNotACard, msgNotStandard.With())
		}
	}
	if err := CheckDeck(t.Cards, t.Runoff); err != nil {
		return Result{}, err
	}
	if t.First < -1 || t.First >= n {
		return Result{}, Invalid("first", nil, msgNotAPlayer.With(t.First, n-1))
	}

	res = Result{Winner: -1, Tied: []int{}, Captured: []cards.Card{}, RunoffWinner: -1}
	if t.First >= 0 {
		order := make([]any, n)
		for k := 0; k < n; k++ {
			i := (t.First + k) % n
			order[k] = msgNameCard.With(t.name(i), t.Cards[i])
		}
		res.Steps.Say(msgPlayOrder.With(t.name(t.First), game.L(game.JoinComma, order...)), SecPlay, "")
	} else if n == 2 {
		res.Steps.Say(msgBothTurnedOver.With(), SecChance, "")
	} else {
		res.Steps.Say(msgAllTurnedOver.With(n), SecChance, "")
	}
	w, tied, dec := decide(t.Cards, t.name, t.start, &res.Steps)
	res.DecidedBy = dec
	if dec != ByStandoff {
		if len(t.Runoff) > 0 {
			return Result{}, Illegal(ruleRunoff.With(), "runoff", ErrRunoff, msgNoStandoff.With(dec.Word()))
		}
		res.Winner, res.WinningCard = w, t.Cards[w]
		res.Captured = append(res.Captured, t.Cards...)
		res.Steps.Say(msgWinsWith.With(t.start(w), t.Cards[w], allCards(n)), SecPrecedence, "")
		return res, nil
	}
	res.Tied = tied
	if opts.JokerTie == JokerTieFirstPlayed {
		if len(t.Runoff) > 0 {
			return Result{}, Illegal(ruleFirstPlayed.With(), "runoff", ErrRunoff, msgRunoffRecorded.With())
		}
		// With no lead given (chance rules, or a bare resolve input) the
		// cards are taken in the order listed, player 0 first, the same
		// counter-clockwise order strategy play follows. Otherwise the
		// house rule could never apply there, and a table that chose it
		// wants the standoff settled without a run-off.
		lead := t.First
		if lead < 0 {
			lead = 0
			res.Steps.Say(msgNoLead.With(t.name(0)), SecJokersFives, "HYRULE-3")
		}
		first := tied[0]
		for _, i := range tied {
			if (i-lead+n)%n < (first-lead+n)%n {
				first = i
			}
		}
		res.Winner, res.WinningCard, res.DecidedBy = first, t.Cards[first], ByFirstPlayed
		res.Captured = append(res.Captured, t.Cards...)
		res.Steps.Say(msgFirstJokerWins.With(t.name(first), t.Cards[first], allCards(n)), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) == 0 {
		res.Steps.Say(msgWaitingRunoff.With(joinNames(t, tied)), SecJokersFives, "HYRULE-3")
		return res, nil
	}
	if len(t.Runoff) != len(tied) {
		return Result{}, Illegal(ruleRunoff.With(), "runoff", ErrRunoff, msgRunoffCards.With(len(t.Runoff), len(tied), joinNames(t, tied)))
	}
	runNames := func(k int) any { return t.name(tied[k]) }
	runStart := func(k int) any { return t.start(tied[k]) }
	res.Steps.Say(msgRunoffBetween.With(joinNames(t, tied)), SecJokersFives, "HYRULE-3")
	for _, c := range t.Runoff {
		if !c.IsJoker() && c.Rank == 5 {
			res.Steps.Say(msgRunoffFive.With(), SecJokersFives, "HYRULE-1")
			break
		}
	}
	rw, rtied, rdec := decide(t.Runoff, runNames, runStart, &res.Steps)
	if rdec == ByStandoff {
		// Impossible with one deck (both jokers are already on the table),
		// but never trust it.
		return Result{}, Impossible("runoff", ErrDuplicate, msgSecondStandoff.With(game.ListOf(game.JoinSpace, rtied), RuleDeck.With()))
	}
	res.RunoffWinner = rw
	res.Winner, res.WinningCard, res.DecidedBy = tied[rw], t.Runoff[rw], ByRunoff
	res.Captured = append(res.Captured, t.Cards...)
	res.Captured = append(res.Captured, t.Runoff...)
	res.Steps.Say(msgWinsRunoff.With(t.start(res.Winner), res.WinningCard, len(res.Captured)), SecJokersFives, "HYRULE-3")
	return res, nil
}

// allCards says "both cards" or "all 5 cards".
func allCards(n int) any {
	if n == 2 {
		return wordBothCards
	}
	return msgAllCards.With(n)
}

// joinNames says players with " and " between every two.
func joinNames(t Turn, idx []int) any {
	s := make([]any, len(idx))
	for k, i := range idx {
		s[k] = t.name(i)
	}
	return JoinAnd(s)
}

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
					return Impossible(field, ErrDuplicate, msgAppearsTwice.With(c, prev, RuleDeck.With()))
				}
				at[c] = field
				continue
			}
			if red > 1 || black > 1 || red+black+anyJ > 2 {
				return Impossible(field, ErrDuplicate, msgJokerTooMany.With(c, RuleDeck.With()))
			}
		}
	}
	return nil
}

// Winner applies precedence alone (no run-off, no house rule) and returns
// the winning index, or -1 with the tied joker players for a standoff.
func Winner(cs []cards.Card) (int, []int, Decision) {
	var steps game.Explanation
	name := func(i int) any { return msgPlayer.With(i) }
	return decide(cs, name, name, &steps)
}

// decide is precedence: jokers and fives first (HYRULE-1), then suits
// (HYRULE-2), naming player i by name(i), or start(i) at the start of a
// sentence. It assumes valid, distinct cards.
func decide(cs []cards.Card, name, start func(int) any, steps *game.Explanation) (int, []int, Decision) {
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
			steps.Say(msgFiveBeatsTingle.With(fiveWords[cs[best].Suit]), SecJokersFives, "HYRULE-1")
			if len(fives) > 1 {
				steps.Say(msgBestFive.With(cs[best]), SecJokersFives, "HYRULE-1")
			}
			return best, nil, ByFive
		}
		if len(jokers) == 1 {
			steps.Say(msgTingleTakes.With(start(jokers[0])), SecJokersFives, "HYRULE-1")
			return jokers[0], nil, ByJoker
		}
		steps.Say(msgStandoff.With(name(jokers[0]), name(jokers[1])), SecJokersFives, "HYRULE-3")
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
		steps.Say(msgOneSuit.With(NicknameWord(suit)), SecPrecedence, "HYRULE-2")
	case present[cards.Hearts] && present[cards.Diamonds]:
		suit = cards.Hearts
		if len(cs) >= 3 {
			dec = ByHeartsAndRupees
			steps.Say(msgHeartsOutright.With(), SecNote, "HYRULE-2")
		} else {
			dec = BySuit
			steps.Say(msgHeartBeatsRupee.With(), SecPrecedence, "HYRULE-2")
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
		// The winning suit beats one or two others: a suit beats two at
		// most in the circle.
		var images []game.Message
		for _, t := range []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts} {
			if present[t] && t != suit {
				img, _ := imageSaid(suit, t, len(images) == 0)
				images = append(images, img)
			}
		}
		if len(images) == 1 {
			steps.Say(msgSuitBeatsAll.With(images[0], NicknamePlural(suit)), SecPrecedence, "HYRULE-2")
		} else {
			steps.Say(msgSuitBeatsAll2.With(images[0], images[1], NicknamePlural(suit)), SecPrecedence, "HYRULE-2")
		}
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
		steps.Say(msgHighestOfSuit.With(NicknameCount(suit, count), cs[best]), SecPrecedence, "HYRULE-2")
	}
	return best, nil, dec
}

var allSuitsOrder = []cards.Suit{cards.Diamonds, cards.Clubs, cards.Spades, cards.Hearts}

// capitalize puts a name's first letter in upper case: its first rune, not
// its first byte ("élise" is "Élise"; upper-casing a byte cut "é" in two
// and wrote bytes that are not UTF-8).
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
