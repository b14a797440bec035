package yamiro

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// What one deck can give (YAM-1, GEN-1).
//
// Within a hand every card on the table is its own physical card: played
// cards stay out until the hand is decided, so a hand never holds more
// copies of a card than the deck (CheckCopies), whatever happened before.
//
// Over a game the deck is dealt (four cards per player) and every play
// takes at most one card from the pile: the card drawn to replace a played
// card, or in solitaire the card turned over. The pile holds the deck less
// the deal. Only when it runs out are the discards (the winners' own cards
// and tied hands; never the captured cards, which stay in the capture
// piles to be counted) shuffled into a new pile. With the Railog deck
// (96 cards) that never happens in a game of four-card hands: at most 64
// plays after a deal of at most 16, so every card of the game is its own
// card and a value shows up at most 8 times; only a game whose tied hands
// ran on under must_have_winner can reach the end of the pile. A standard
// deck mapped onto Yamiro has 46 or 48 cards, so a whole game runs it out
// and reshuffles the discards the same way. Stock counts both limits.

// Limit is one count a card is held to: its value in the Railog deck (8),
// a physical standard card (1), a coloured joker (1), the two jokers
// together (2).
type Limit struct {
	Name  string
	Count int
}

// Limits returns the limits card c counts against in deck d.
func (d Deck) Limits(c Card) []Limit {
	if d.Kind == Railog {
		return []Limit{{c.Value.String(), cards.RailogCopies}}
	}
	p := c.Physical
	if !p.IsJoker() {
		return []Limit{{p.String(), 1}}
	}
	out := []Limit{{"joker", 2}}
	switch p.Joker {
	case cards.RedJoker:
		out = append(out, Limit{"RJ", 1})
	case cards.BlackJoker:
		out = append(out, Limit{"BJ", 1})
	}
	return out
}

// limitWords says what the deck holds of a limit.
func (d Deck) limitWords(l Limit) game.Message {
	switch {
	case d.Kind == Railog:
		return msgRailogHolds.With(l.Count)
	case l.Name == "joker":
		return msgTwoJokers.With()
	case l.Name == "RJ" || l.Name == "BJ":
		return msgRedAndBlackJoker.With()
	}
	return msgOneOfEach.With()
}

// Size is the number of cards in the deck: 96 for the Railog deck (twelve
// values, eight of each); for a standard deck A–8 of the four suits plus
// the cards mapped to the faces (four of a rank, or the two jokers).
func (d Deck) Size() int {
	if d.Kind == Railog {
		return len(cards.RailogValues) * cards.RailogCopies
	}
	n := 8 * 4
	for _, f := range Faces {
		if d.Map[f] == cards.NoRank {
			n += 2
		} else {
			n += 4
		}
	}
	return n
}

// Deal is how many cards are dealt before the first play: four per
// player (in solitaire the deck's cards are turned over as they are
// played).
func (f Form) Deal() int {
	switch f {
	case Teams:
		return 16
	case Solitaire:
		return 4
	}
	return 8
}

// CheckCopies refuses a hand that holds more copies of a card than the
// deck (GEN-1): the cards of a hand are all on the table at once.
func CheckCopies(d Deck, plays []Play) error {
	seen := map[string][]int{}
	for i, p := range plays {
		for _, l := range d.Limits(p.Card) {
			seen[l.Name] = append(seen[l.Name], i)
			if n := len(seen[l.Name]); n > l.Count {
				field := fmt.Sprintf("plays[%d].card", i)
				if l.Count == 1 {
					return impossible(cards.ErrDuplicate, field, msgAlreadyOnTable.With(p.Card, playList(seen[l.Name][:n-1]), d.limitWords(l)))
				}
				return impossible(cards.ErrDuplicate, field, msgCopyInHand.With(p.Card, n, copyName(d, l), playList(seen[l.Name]), d.limitWords(l)))
			}
		}
	}
	return nil
}

func copyName(d Deck, l Limit) any {
	switch {
	case d.Kind == Railog:
		return msgTheValue.With(l.Name)
	case l.Name == "joker":
		return wordTheJokers
	}
	return l.Name
}

// playList lists plays by their fields ("plays[1], plays[3]").
func playList(idx []int) game.List {
	s := make([]string, len(idx))
	for i, x := range idx {
		s[i] = fmt.Sprintf("plays[%d]", x)
	}
	return game.ListOf(game.JoinComma, s)
}

// Stock follows a game's one deck over its hands (GEN-1): how many
// copies of each card were played, how many were captured (out for
// good), and how many plays were made.
type Stock struct {
	deck     Deck
	form     Form
	plays    int
	played   map[string]int
	captured map[string]int
}

// NewStock starts the count for a game.
func NewStock(form Form, opts Options) *Stock {
	return &Stock{deck: opts.Deck, form: form, played: map[string]int{}, captured: map[string]int{}}
}

// Add checks a resolved hand against the deck and records it. A card may
// show up more often over the game than the deck holds only once the pile
// can have run out and the discards been reshuffled: by the p-th play of
// the game at most Deal()+p cards have been dealt, drawn or turned over.
// Captured cards never come back. field is the hand's path ("hands[3]").
func (s *Stock) Add(plays []Play, res Result, field string) error {
	size, deal := s.deck.Size(), s.form.Deal()
	inHand := map[string]int{}
	for i, p := range plays {
		at := s.plays + i + 1 // this play's number in the game
		for _, l := range s.deck.Limits(p.Card) {
			inHand[l.Name]++
			n := s.played[l.Name] + inHand[l.Name]
			f := join(field, fmt.Sprintf("plays[%d].card", i))
			if n > l.Count && deal+at <= size {
				what := msgCopyInGame.With(p.Card, n, copyName(s.deck, l))
				if l.Count == 1 {
					what = msgPlayedEarlier.With(p.Card)
				}
				return impossible(cards.ErrDuplicate, f, msgTooSoon.With(what, s.deck.limitWords(l), at, deal+at, size))
			}
			if c := s.captured[l.Name]; c+inHand[l.Name] > l.Count {
				if l.Count == 1 {
					return impossible(cards.ErrDuplicate, f, msgCapturedEarlier.With(p.Card, s.deck.limitWords(l)))
				}
				return impossible(cards.ErrDuplicate, f, msgCapturedCopies.With(p.Card, c, copyName(s.deck, l), inHand[l.Name], l.Count, s.deck.limitWords(l)))
			}
		}
	}
	s.plays += len(plays)
	for k, n := range inHand {
		s.played[k] += n
	}
	if res.Complete && res.Winner != "" {
		for _, c := range res.Captured {
			for _, l := range s.deck.Limits(c) {
				s.captured[l.Name]++
			}
		}
	}
	return nil
}

// join puts a field after its prefix ("hands[3]" and "plays[0].card").
func join(prefix, field string) string {
	if prefix == "" {
		return field
	}
	return prefix + "." + field
}

// Clone returns an independent copy of the count.
func (s *Stock) Clone() *Stock {
	c := *s
	c.played = maps.Clone(s.played)
	c.captured = maps.Clone(s.captured)
	return &c
}

// StockCount is a Stock between hands: the plays of the game so far, and
// by limit (a Railog value, a standard card, the jokers) how many copies
// were played and how many were captured for good. Its size is bounded by
// the deck, never by the game's length.
type StockCount struct {
	Plays    int
	Played   map[string]int
	Captured map[string]int
}

// Count returns the count so far.
func (s *Stock) Count() StockCount {
	return StockCount{Plays: s.plays, Played: maps.Clone(s.played), Captured: maps.Clone(s.captured)}
}

// RestoreStock returns the Stock of a game as a count left it.
func RestoreStock(form Form, opts Options, c StockCount) *Stock {
	s := NewStock(form, opts)
	s.plays = c.Plays
	maps.Copy(s.played, c.Played)
	maps.Copy(s.captured, c.Captured)
	return s
}

// Plays is the number of cards played in the game so far.
func (s *Stock) Plays() int { return s.plays }

// Played is how many copies of card c (or of the limits it counts
// against: its Railog value, the physical card, the jokers) were played in
// the game so far, the most of its limits.
func (s *Stock) Played(c Card) int { return s.most(s.played, c) }

// Captured is how many copies of card c's value (or of the physical card)
// lie in the capture piles for good.
func (s *Stock) Captured(c Card) int { return s.most(s.captured, c) }

func (s *Stock) most(m map[string]int, c Card) int {
	n := 0
	for _, l := range s.deck.Limits(c) {
		n = max(n, m[l.Name])
	}
	return n
}

// Seats follows who plays for which side (the optional "player" of a
// play): a player sits on one side; a side of the two-player game (and the
// player of a solitaire) is one player, a team two; in the four-player game
// the players of a hand play in turn round the table, partners opposite,
// and the first player moves one seat left each hand.
type Seats struct {
	form    Form
	sideOf  map[string]string
	players map[string][]string
	// second is the second player of the last hand (four players): the
	// next hand's first.
	second string
}

// NewSeats starts the seating of a game (or of one hand).
func NewSeats(form Form) *Seats {
	return &Seats{form: form, sideOf: map[string]string{}, players: map[string][]string{}}
}

// Clone returns an independent copy of the seating.
func (s *Seats) Clone() *Seats {
	c := *s
	c.sideOf = maps.Clone(s.sideOf)
	c.players = make(map[string][]string, len(s.players))
	for side, ps := range s.players {
		c.players[side] = slices.Clone(ps)
	}
	return &c
}

// SeatsState is a seating between hands: the players named on each side
// so far, in the order they showed up, and (four players) the second
// player of the last hand, who starts the next one.
type SeatsState struct {
	Players map[string][]string
	Second  string
}

// State returns the seating so far.
func (s *Seats) State() SeatsState {
	c := s.Clone()
	return SeatsState{Players: c.players, Second: s.second}
}

// RestoreSeats returns the seating of a game as a state left it.
func RestoreSeats(form Form, st SeatsState) *Seats {
	s := NewSeats(form)
	for side, ps := range st.Players {
		s.players[side] = slices.Clone(ps)
		for _, p := range ps {
			s.sideOf[p] = side
		}
	}
	s.second = st.Second
	return s
}

// Players are the players named on a side so far.
func (s *Seats) Players(side string) []string { return slices.Clone(s.players[side]) }

// NextFirst is, at a table of four, the player who must start the next
// hand (on the left of the last hand's first player), "" when not known.
func (s *Seats) NextFirst() string { return s.second }

// Add checks the players named in a hand's plays and records them. field
// is the path of the plays ("plays", "hands[2].plays").
func (s *Seats) Add(plays []Play, field string) error {
	perSide := 1
	if s.form == Teams {
		perSide = 2
	}
	for i, p := range plays {
		name := strings.TrimSpace(p.Player)
		if name == "" {
			continue
		}
		f := fmt.Sprintf("%s[%d].player", field, i)
		if side, ok := s.sideOf[name]; ok && side != p.Side {
			return impossible(ErrSides, f, msgTwoSides.With(name, p.Side, side))
		}
		if _, ok := s.sideOf[name]; !ok {
			if len(s.players[p.Side]) >= perSide {
				what := whyDuelSide
				switch s.form {
				case Teams:
					what = whyTeamOfTwo
				case Solitaire:
					what = whySolitaireOne
				}
				return impossible(ErrSides, f, msgThirdPlayer.With(name, p.Side, game.ListOf(game.JoinAnd, quoted(s.players[p.Side])), what.With()))
			}
			s.sideOf[name] = p.Side
			s.players[p.Side] = append(s.players[p.Side], name)
		}
		if s.form != Teams {
			continue
		}
		rule := ruleInTurn.With()
		if i >= 2 && strings.TrimSpace(plays[i-2].Player) == name {
			return game.Refuse(game.ErrIllegal, ErrOrder, f, msgPlaysAgain.With(name, i-2, name)).Citing(rule)
		}
		if i >= 4 {
			if prev := strings.TrimSpace(plays[i-4].Player); prev != "" && prev != name {
				return game.Refuse(game.ErrIllegal, ErrOrder, f, msgOutOfTurn.With(name, prev, i-4)).Citing(rule)
			}
		}
	}
	if s.form == Teams && len(plays) > 1 {
		first, second := strings.TrimSpace(plays[0].Player), strings.TrimSpace(plays[1].Player)
		if s.second != "" && first != "" && first != s.second {
			return game.Refuse(game.ErrIllegal, ErrOrder, field+"[0].player", msgWrongStarter.With(first, s.second)).Citing(ruleFirstMoves.With())
		}
		s.second = second
	}
	return nil
}

func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}
