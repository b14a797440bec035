package game

import (
	"errors"
	"fmt"
	"strings"
)

// Def declares one of Arbiter's sentences: its id ("yamiro.tally.alak")
// and its English, a fmt format whose verbs take the message's arguments
// in order. The English is what arbiter-cli prints (its contract); every
// other language says the id from its catalog, with the same arguments
// said in that language (package say).
type Def struct {
	ID      string
	English string
	// Cited is what a rule cites (Cites), nil for other sentences and
	// for rules that cite nothing.
	Cited *Citation
}

// Define declares a message.
func Define(id, english string) Def { return Def{ID: id, English: english} }

// With is the message with its arguments, in their own types: numbers,
// names as typed, cards, Words, Counts, Lists, other Messages, errors.
func (d Def) With(args ...any) Message { return Message{Def: d, Args: args} }

// Message is a sentence kept typed until it is said: the engines build
// explanations and refusals of messages, and the CLI and the app each say
// them in their reader's language.
type Message struct {
	Def
	Args []any
}

// String says the message in English, as the CLI prints it.
func (m Message) String() string {
	if len(m.Args) == 0 {
		return m.English
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = English(a)
	}
	return fmt.Sprintf(m.English, args...)
}

// English is an argument as the CLI's English says it: a Message, Word,
// Count or List in English, an error by its message; anything else as it
// is, for fmt to format (a card by its notation, a number by its verb).
func English(a any) any {
	switch v := a.(type) {
	case Message:
		return v.String()
	case Word:
		return v.English
	case Count:
		return v.String()
	case List:
		return v.String()
	case error:
		return v.Error()
	}
	return a
}

// Word is one of Arbiter's words that a language says its own way: a side
// ("Red"), a formation ("run"), a section of the rules, an element.
type Word struct {
	ID      string
	English string
}

// W declares a word.
func W(id, english string) Word { return Word{ID: id, English: english} }

func (w Word) String() string { return w.English }

// Noun is a word with a singular and a plural: "card", "cards".
type Noun struct {
	ID         string
	One, Other string
}

// N declares a noun with its English forms.
func N(id, one, other string) Noun { return Noun{ID: id, One: one, Other: other} }

// Of is a count of the noun: 3 cards.
func (n Noun) Of(count int) Count { return Count{N: count, Noun: n} }

// Count is a number of things, said with the number and the noun's
// singular or plural, as the language's plural rules choose ("1 card",
// "3 cards").
type Count struct {
	N    int
	Noun Noun
}

func (c Count) String() string {
	if c.N == 1 || c.N == -1 {
		return fmt.Sprintf("%d %s", c.N, c.Noun.One)
	}
	return fmt.Sprintf("%d %s", c.N, c.Noun.Other)
}

// Join is how a List's items are put together.
type Join int

const (
	// JoinAnd: "a, b and c".
	JoinAnd Join = iota
	// JoinComma: "a, b, c".
	JoinComma
	// JoinSpace: "a b c" (cards in a row).
	JoinSpace
	// JoinOr: "a, b or c".
	JoinOr
	// JoinAmp: "a & b" (a side's players).
	JoinAmp
	// JoinDash: "A-2-3" (a run's ranks).
	JoinDash
)

// List is items said together in the reader's language's way.
type List struct {
	Items []any
	Join  Join
}

// L is a list of items.
func L(join Join, items ...any) List { return List{Items: items, Join: join} }

// ListOf is a list of a slice's items.
func ListOf[T any](join Join, items []T) List {
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = it
	}
	return List{Items: out, Join: join}
}

func (l List) String() string {
	parts := make([]string, len(l.Items))
	for i, it := range l.Items {
		parts[i] = fmt.Sprint(English(it))
	}
	return JoinWords(parts, l.Join, " and ", " or ")
}

// JoinWords puts words together as join says, with and and or the
// language's words for them (" and ", " or ").
func JoinWords(parts []string, join Join, and, or string) string {
	switch join {
	case JoinComma:
		return strings.Join(parts, ", ")
	case JoinSpace:
		return strings.Join(parts, " ")
	case JoinAmp:
		return strings.Join(parts, " & ")
	case JoinDash:
		return strings.Join(parts, "-")
	}
	last := and
	if join == JoinOr {
		last = or
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + last + parts[len(parts)-1]
}

// Sentinel is a game's error value that is also a message: errors.Is
// finds it, and a language says it from its catalog.
type Sentinel struct {
	Def
}

// NewSentinel declares a sentinel error with its id and English.
func NewSentinel(id, english string) *Sentinel { return &Sentinel{Def: Define(id, english)} }

func (s *Sentinel) Error() string { return s.English }

// Said is the message an error says: a refusal's Message, a sentinel's,
// else a message of the error's own English (no id: no other language
// can say it, which the catalog tests find).
func Said(err error) Message {
	var e *Error
	if errors.As(err, &e) && e.Said != nil {
		return *e.Said
	}
	var s *Sentinel
	if errors.As(err, &s) && err == error(s) {
		return s.With()
	}
	var m interface{ Message() Message }
	if errors.As(err, &m) {
		return m.Message()
	}
	return Message{Def: Def{English: "%s"}, Args: []any{err.Error()}}
}
