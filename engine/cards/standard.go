package cards

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Suit is a suit of the standard deck.
type Suit uint8

// The four suits. NoSuit is a joker's.
const (
	NoSuit Suit = iota
	Spades
	Hearts
	Diamonds
	Clubs
)

// Suits lists the four suits in the order used for display.
var Suits = []Suit{Spades, Hearts, Diamonds, Clubs}

var suitLetters = [...]string{"", "S", "H", "D", "C"}
var suitSymbols = [...]string{"", "♠", "♥", "♦", "♣"}
var suitNames = [...]string{"no suit", "spades", "hearts", "diamonds", "clubs"}

// String returns the suit's letter: S, H, D or C.
func (s Suit) String() string {
	if int(s) < len(suitLetters) {
		return suitLetters[s]
	}
	return fmt.Sprintf("Suit(%d)", s)
}

// Symbol returns the suit's symbol: ♠ ♥ ♦ ♣.
func (s Suit) Symbol() string {
	if int(s) < len(suitSymbols) {
		return suitSymbols[s]
	}
	return "?"
}

// Name returns the suit's English name in the plural ("hearts").
func (s Suit) Name() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return "?"
}

// Color returns the suit's colour.
func (s Suit) Color() Color {
	switch s {
	case Hearts, Diamonds:
		return Red
	case Spades, Clubs:
		return Black
	}
	return NoColor
}

// ParseSuit reads a suit letter, symbol or English name, in any case.
func ParseSuit(s string) (Suit, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "s", "♠", "♤", "spade", "spades":
		return Spades, nil
	case "h", "♥", "♡", "heart", "hearts":
		return Hearts, nil
	case "d", "♦", "♢", "diamond", "diamonds":
		return Diamonds, nil
	case "c", "♣", "♧", "club", "clubs":
		return Clubs, nil
	}
	return NoSuit, &notAWord{msgNotASuit.With(s, ErrNotACard)}
}

// Color is a card's colour.
type Color uint8

// The colours. NoColor is a joker's whose colour does not matter.
const (
	NoColor Color = iota
	Red
	Black
)

// String returns "red", "black" or "none".
func (c Color) String() string {
	switch c {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return "none"
}

// Rank is a standard card's rank: Ace is 1, King 13, 0 for a joker. Games
// that count the Ace high read AceHigh.
type Rank uint8

// Named ranks.
const (
	NoRank Rank = 0
	Ace    Rank = 1
	Jack   Rank = 11
	Queen  Rank = 12
	King   Rank = 13
)

var rankLetters = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
var rankNames = [...]string{"", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"}

// String returns the rank as written on a card: A, 2 … 10, J, Q, K.
func (r Rank) String() string {
	if int(r) < len(rankLetters) {
		return rankLetters[r]
	}
	return fmt.Sprintf("Rank(%d)", r)
}

// Name returns the rank in words for explanations: "Ace", "7", "Queen".
func (r Rank) Name() string {
	if int(r) < len(rankNames) {
		return rankNames[r]
	}
	return "?"
}

// AceHigh returns the rank's value with the Ace above the King (14).
func (r Rank) AceHigh() int {
	if r == Ace {
		return 14
	}
	return int(r)
}

// IsFace reports whether the rank is a Jack, Queen or King.
func (r Rank) IsFace() bool { return r >= Jack && r <= King }

// Joker tells a joker from a suited card, and which joker it is.
type Joker uint8

// Kinds of joker. NotJoker is every suited card.
const (
	NotJoker   Joker = iota
	RedJoker         // "RJ"
	BlackJoker       // "BJ"
	AnyJoker         // "JK": a joker whose colour does not matter
)

// Card is a card of the standard deck, a suited card or a joker.
// The zero Card is not a valid card.
type Card struct {
	Rank  Rank
	Suit  Suit
	Joker Joker
}

// New returns the suited card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card{Rank: r, Suit: s} }

// Jokers as cards.
var (
	RedJokerCard   = Card{Joker: RedJoker}
	BlackJokerCard = Card{Joker: BlackJoker}
	AnyJokerCard   = Card{Joker: AnyJoker}
)

// IsJoker reports whether c is a joker of any kind.
func (c Card) IsJoker() bool { return c.Joker != NotJoker }

// Valid reports whether c is a card of the deck.
func (c Card) Valid() bool {
	if c.IsJoker() {
		return c.Joker <= AnyJoker && c.Rank == NoRank && c.Suit == NoSuit
	}
	return c.Rank >= Ace && c.Rank <= King && c.Suit >= Spades && c.Suit <= Clubs
}

// Color returns the card's colour; a red or black joker has its printed
// colour, a "JK" joker none.
func (c Card) Color() Color {
	switch c.Joker {
	case RedJoker:
		return Red
	case BlackJoker:
		return Black
	case AnyJoker:
		return NoColor
	}
	return c.Suit.Color()
}

// String returns the canonical notation: "10H", "AS", "RJ", "BJ", "JK".
func (c Card) String() string {
	switch c.Joker {
	case RedJoker:
		return "RJ"
	case BlackJoker:
		return "BJ"
	case AnyJoker:
		return "JK"
	}
	if !c.Valid() {
		return "??"
	}
	return c.Rank.String() + c.Suit.String()
}

// Name returns the card in words for explanations ("Queen of hearts").
func (c Card) Name() string {
	switch c.Joker {
	case RedJoker:
		return "red joker"
	case BlackJoker:
		return "black joker"
	case AnyJoker:
		return "joker"
	}
	return c.Rank.Name() + " of " + c.Suit.Name()
}

// Parse reads a standard card: rank (A, 2–10, T, J, Q, K) then suit
// (S H D C or ♠ ♥ ♦ ♣), or a joker (RJ, BJ, JK). Case and surrounding
// spaces do not matter.
func Parse(s string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "RJ", "REDJOKER", "RED JOKER":
		return RedJokerCard, nil
	case "BJ", "BLACKJOKER", "BLACK JOKER":
		return BlackJokerCard, nil
	case "JK", "JOKER", "J*", "🃏":
		return AnyJokerCard, nil
	case "":
		return Card{}, notACard(s, reasonEmpty.With(reasonStandard.With()))
	}
	// The suit is the last rune, the rank everything before it.
	runes := []rune(t)
	if len(runes) < 2 {
		return Card{}, notACard(s, reasonStandard.With())
	}
	suit, err := ParseSuit(string(runes[len(runes)-1]))
	if err != nil {
		return Card{}, notACard(s, reasonSuit.With())
	}
	rank, ok := parseRank(string(runes[:len(runes)-1]))
	if !ok {
		return Card{}, notACard(s, reasonRank.With())
	}
	return New(rank, suit), nil
}

func parseRank(t string) (Rank, bool) {
	switch t {
	case "A":
		return Ace, true
	case "T", "10":
		return 10, true
	case "J":
		return Jack, true
	case "Q":
		return Queen, true
	case "K":
		return King, true
	}
	if len(t) == 1 && t[0] >= '2' && t[0] <= '9' {
		return Rank(t[0] - '0'), true
	}
	return NoRank, false
}

// MustParse is Parse for literals in tests and tables; it panics on bad text.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseList reads several cards; the error names the first bad one with its
// position (field[index]).
func ParseList(field string, in []string) ([]Card, error) {
	out := make([]Card, 0, len(in))
	for i, s := range in {
		c, err := Parse(s)
		if err != nil {
			return nil, atField(field, i, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// MustParseList parses space-separated cards for tests: "AH 2D 3H".
func MustParseList(s string) []Card {
	var out []Card
	for _, f := range strings.Fields(s) {
		out = append(out, MustParse(f))
	}
	return out
}

// MarshalText writes the canonical notation.
func (c Card) MarshalText() ([]byte, error) {
	if !c.Valid() {
		return nil, fmt.Errorf("cannot write an invalid card %#v", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads any notation Parse accepts.
func (c *Card) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

var _ json.Marshaler = Cards(nil)

// Cards is a list of standard cards that writes as JSON strings.
type Cards []Card

// MarshalJSON writes the list as canonical strings; a nil list as [].
func (cs Cards) MarshalJSON() ([]byte, error) {
	ss := make([]string, len(cs))
	for i, c := range cs {
		ss[i] = c.String()
	}
	return json.Marshal(ss)
}

// Strings returns the canonical notation of each card.
func (cs Cards) Strings() []string {
	ss := make([]string, len(cs))
	for i, c := range cs {
		ss[i] = c.String()
	}
	return ss
}

// String joins the cards with spaces.
func (cs Cards) String() string { return strings.Join(cs.Strings(), " ") }

// SortAceHigh sorts cards from the highest rank to the lowest with the Ace
// above the King; equal ranks by suit; jokers last.
func SortAceHigh(cs []Card) {
	sort.SliceStable(cs, func(i, j int) bool { return lessAceHigh(cs[j], cs[i]) })
}

// SortAceLow sorts cards from the lowest rank to the highest with the Ace as
// 1; equal ranks by suit; jokers last.
func SortAceLow(cs []Card) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.IsJoker() != b.IsJoker() {
			return b.IsJoker()
		}
		if a.Rank != b.Rank {
			return a.Rank < b.Rank
		}
		if a.Suit != b.Suit {
			return a.Suit < b.Suit
		}
		return a.Joker < b.Joker
	})
}

// lessAceHigh orders by Ace-high rank, then suit; jokers below every card.
func lessAceHigh(a, b Card) bool {
	if a.IsJoker() != b.IsJoker() {
		return a.IsJoker()
	}
	if a.Rank.AceHigh() != b.Rank.AceHigh() {
		return a.Rank.AceHigh() < b.Rank.AceHigh()
	}
	if a.Suit != b.Suit {
		return a.Suit > b.Suit
	}
	return a.Joker > b.Joker
}

// StandardDeck returns the 52 suited cards, suit by suit, Ace to King, and
// with jokers the red and the black joker after them.
func StandardDeck(jokers bool) []Card {
	out := make([]Card, 0, 54)
	for _, s := range Suits {
		for r := Ace; r <= King; r++ {
			out = append(out, New(r, s))
		}
	}
	if jokers {
		out = append(out, RedJokerCard, BlackJokerCard)
	}
	return out
}

// CheckStandard reports an error when a list holds a suited card more than
// once or more jokers than a deck has (two: RJ and BJ once each, JK counting
// as either). field names the input for the message.
func CheckStandard(field string, cs []Card) error {
	seen := make(map[Card]int, len(cs))
	red, black, anyJ := 0, 0, 0
	for i, c := range cs {
		switch c.Joker {
		case RedJoker:
			red++
		case BlackJoker:
			black++
		case AnyJoker:
			anyJ++
		default:
			if j, dup := seen[c]; dup {
				return duplicate(field, i, msgTwiceStandard.With(c, j, ErrDuplicate))
			}
			seen[c] = i
			continue
		}
		if red > 1 || black > 1 || red+black+anyJ > 2 {
			return duplicate(field, i, msgJokerTooMany.With(c, ErrDuplicate))
		}
	}
	return nil
}
