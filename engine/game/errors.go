package game

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// ErrInvalid marks input that is not well formed: a missing or unknown
// field, a value out of range, a card that does not exist.
var ErrInvalid = errors.New("invalid input")

// ErrIllegal marks well-formed input that the rules forbid: a black card
// positioned by Red, a bid below the current one.
var ErrIllegal = errors.New("illegal play")

// ErrImpossible marks a record that no real table can produce (GEN-1): more
// copies of a card than the decks hold, tricks that do not add up, a card
// put out of game when it could not have been. It is bad input, so it
// wraps ErrInvalid too.
var ErrImpossible = fmt.Errorf("%w: could not have happened at a real table", ErrInvalid)

// RuleImpossible is the ruling every impossible-table refusal cites.
const RuleImpossible = "GEN-1"

// Error is every refusal of Arbiter's engines and scoring: the field at
// fault, what is wrong, and for an illegal play or an impossible table the
// rule that says so. Callers read Field and Rule with errors.As; they never
// match the text.
type Error struct {
	// Kind is ErrInvalid, ErrIllegal or ErrImpossible.
	Kind error
	// Field is the input's path: "deals[2].tricks_won.N", "red[1]",
	// "options.deals"; empty when the input as a whole is at fault.
	Field string
	// Msg says what is wrong, in the players' words, without the field.
	Msg string
	// Rule names the rule broken: a ruling id ("PYM-6", "GEN-1") or the
	// rule in words ("the winner of a trick leads the next"). Empty for
	// malformed input.
	Rule string
	// Sentinel is the game's own error value, if any (myre.ErrJailed...).
	Sentinel error
	// Said is Msg as a typed message, and RuleSaid a rule in words as
	// one, for other languages than the CLI's English (package say).
	Said, RuleSaid *Message
	// Cited is what Rule cites, typed (CitationOf): the ruling when Rule
	// is a ruling id, else what the rule's message was declared citing.
	Cited Citation
}

// Refuse is a refusal of a kind (ErrInvalid, ErrIllegal, ErrImpossible)
// at a field, said by a message; sentinel may be nil.
func Refuse(kind, sentinel error, field string, said Message) *Error {
	return &Error{Kind: kind, Field: field, Msg: said.String(), Sentinel: sentinel, Said: &said}
}

// Citing names the rule a refusal cites: a ruling id ("PYM-6") or the
// rule in words, a Message whose declaration says what it cites
// (Def.Cites). Another string is a rule in words that cites nothing.
func (e *Error) Citing(rule any) *Error {
	e.Cited = Citation{}
	switch r := rule.(type) {
	case string:
		e.Rule, e.RuleSaid = r, nil
		if IsRulingID(r) {
			e.Cited.Rulings = []string{r}
		}
	case Message:
		e.Rule, e.RuleSaid = r.String(), &r
		if r.Cited != nil {
			e.Cited = *r.Cited
		}
	case Word:
		m := Message{Def: Def{ID: r.ID, English: r.English}}
		e.Rule, e.RuleSaid = r.English, &m
	}
	return e
}

// Error reads "<field>: <what>" and, when a rule is named, ": <rule>".
func (e *Error) Error() string {
	var b strings.Builder
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if e.Rule != "" {
		b.WriteString(": ")
		b.WriteString(e.Rule)
	}
	return b.String()
}

// Unwrap lets errors.Is find the kind and the game's sentinel.
func (e *Error) Unwrap() []error {
	kind := e.Kind
	if kind == nil {
		kind = ErrInvalid
	}
	if e.Sentinel != nil {
		return []error{kind, e.Sentinel}
	}
	return []error{kind}
}

// fieldPrefix is a field path at the start of a message: "deals[2].tricks_won.N: …".
var fieldPrefix = regexp.MustCompile(`^((?:[A-Za-z_][A-Za-z0-9_]*|\[[0-9]+\])(?:\[[0-9]+\]|\.[A-Za-z0-9_][A-Za-z0-9_-]*)*): `)

// splitField takes the leading field path off a message, if it has one.
func splitField(msg string) (field, rest string) {
	if m := fieldPrefix.FindStringSubmatch(msg); m != nil {
		return m[1], msg[len(m[0]):]
	}
	return "", msg
}

// Invalidf returns a refusal of malformed input (ErrInvalid). The message
// starts with the field at fault ("options.deals: …"), which becomes the
// error's Field.
func Invalidf(format string, a ...any) error {
	f, msg := splitField(fmt.Sprintf(format, a...))
	return &Error{Kind: ErrInvalid, Field: f, Msg: msg}
}

// Illegalf returns a refusal of a play the rules forbid (ErrIllegal) that
// names the rule broken; the message starts with the field at fault.
func Illegalf(rule string, format string, a ...any) error {
	f, msg := splitField(fmt.Sprintf(format, a...))
	return (&Error{Kind: ErrIllegal, Field: f, Msg: msg}).Citing(rule)
}

// Impossiblef returns a refusal of a table that could not have happened
// (ErrImpossible, GEN-1) at field.
func Impossiblef(field string, format string, a ...any) error {
	return (&Error{Kind: ErrImpossible, Field: field, Msg: fmt.Sprintf(format, a...)}).Citing(RuleImpossible)
}

// Prefix puts prefix in front of a refusal's field ("deals[3]" +
// "tricks_won.N"), so a game can say which round of a record is at fault.
// Errors that are not refusals are returned as they are.
func Prefix(err error, prefix string) error {
	var e *Error
	if prefix == "" || !errors.As(err, &e) {
		return err
	}
	c := *e
	switch {
	case c.Field == "":
		c.Field = prefix
	case strings.HasPrefix(c.Field, "["):
		c.Field = prefix + c.Field
	default:
		c.Field = prefix + "." + c.Field
	}
	return &c
}

// FieldOf returns the field a refusal names, "" when err is not a refusal
// or names none.
func FieldOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Field
	}
	return ""
}

// RuleOf returns the rule a refusal names, "" when it names none.
func RuleOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Rule
	}
	return ""
}

// IsRefusal reports whether err is the user's input being refused (as
// opposed to a failure of Arbiter itself).
func IsRefusal(err error) bool {
	return errors.Is(err, ErrInvalid) || errors.Is(err, ErrIllegal) || errors.Is(err, ErrUnknownGame) || errors.Is(err, ErrNotImplemented)
}
