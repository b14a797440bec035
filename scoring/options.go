package scoring

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"arbiter/engine/game"
)

// OptionKind is the type of a house-rule switch's value.
type OptionKind uint8

const (
	// Bool is a switch: on or off.
	Bool OptionKind = iota + 1
	// Choice is one of named values.
	Choice
	// Int is a whole number between Min and Max.
	Int
	// Custom is a value with its own Parse and Format (Yamiro's deck).
	Custom
)

func (k OptionKind) String() string {
	switch k {
	case Bool:
		return "bool"
	case Choice:
		return "choice"
	case Int:
		return "int"
	case Custom:
		return "custom"
	}
	return "unknown"
}

// ChoiceValue is one value of a Choice option, with the words a person
// reads in a form.
type ChoiceValue struct {
	Value string // as stored and as the CLI takes it: "higher_scout"
	Label string // for people: "Higher scout starts"
	Help  string // one line, optional
}

// Only makes an option apply only while another option has one of some
// values: Pymtheg's "deals" counts only when "end" is "deals".
type Only struct {
	Option string
	Values []string
}

// Option is one house-rule switch.
type Option struct {
	Name    string // as stored and as the CLI takes it: "double_scouts"
	Ruling  string // the RULINGS.md id it switches, if any
	Kind    OptionKind
	Default any // bool, string, int, or the custom value
	Choices []ChoiceValue
	Min     int // Int: the smallest value allowed
	Max     int // Int: the largest value allowed
	// Label names the option for people ("Double scouts"); Help says what
	// it changes in one line, in people's words.
	Label string
	Help  string
	Only  *Only
	// Parse reads a Custom value (and may accept other spellings of the
	// others); Format turns a Custom value into its JSON form.
	Parse  func(raw json.RawMessage) (any, error)
	Format func(v any) any
	// Value checks a Custom value given as a Go value (by a form); nil
	// accepts it as it is.
	Value func(v any) (any, error)
}

// Schema is a game's one option schema: the new-game form is built from
// it, the parser reads with it, and the stored rule set is written by it.
type Schema struct {
	Options []Option
	// Normalize may rewrite other spellings a game has always accepted
	// (Pymtheg's "end":"deals:12") before the options are read.
	Normalize func(raw map[string]json.RawMessage) error
	// CheckAll checks what no single option can (optional).
	CheckAll func(Values) error
}

// Values are checked house rules: option name -> bool, string, int or the
// custom value. Options that do not apply (see Only) are absent.
type Values map[string]any

// Bool returns a Bool option's value (false when absent).
func (v Values) Bool(name string) bool { b, _ := v[name].(bool); return b }

// Int returns an Int option's value (0 when absent).
func (v Values) Int(name string) int { n, _ := v[name].(int); return n }

// String returns a Choice option's value ("" when absent).
func (v Values) String(name string) string { s, _ := v[name].(string); return s }

// Has reports whether an option applies.
func (v Values) Has(name string) bool { _, ok := v[name]; return ok }

// Clone returns a copy.
func (v Values) Clone() Values {
	out := make(Values, len(v))
	for k, x := range v {
		out[k] = x
	}
	return out
}

// Option returns the option of that name.
func (s Schema) Option(name string) (Option, bool) {
	for _, o := range s.Options {
		if o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// Names returns the option names in schema order.
func (s Schema) Names() []string {
	out := make([]string, len(s.Options))
	for i, o := range s.Options {
		out[i] = o.Name
	}
	return out
}

// Applies reports whether an option applies under the values given (its
// Only condition holds, or it has none).
func (s Schema) Applies(o Option, v Values) bool {
	if o.Only == nil {
		return true
	}
	cur, ok := v[o.Only.Option]
	if !ok {
		if dep, found := s.Option(o.Only.Option); found {
			cur = dep.Default
		}
	}
	str, _ := cur.(string)
	if b, ok := cur.(bool); ok {
		str = strconv.FormatBool(b)
	}
	return slices.Contains(o.Only.Values, str)
}

// Defaults returns every applicable option at its default: a set of values
// that is always valid together.
func (s Schema) Defaults() Values {
	v := Values{}
	for _, o := range s.Options {
		if o.Only == nil {
			v[o.Name] = o.Default
		}
	}
	for _, o := range s.Options {
		if o.Only != nil && s.Applies(o, v) {
			v[o.Name] = o.Default
		}
	}
	return v
}

// Check returns v completed with the defaults of the options it leaves
// out, after checking every value's type and range; an option that does
// not apply under the others is refused, naming both.
func (s Schema) Check(v Values) (Values, error) {
	out := Values{}
	for name := range v {
		if _, ok := s.Option(name); !ok {
			return nil, s.unknown(name)
		}
	}
	for _, o := range s.Options {
		if x, ok := v[o.Name]; ok {
			c, err := o.check(x)
			if err != nil {
				return nil, o.cite(err)
			}
			out[o.Name] = c
		}
	}
	for _, o := range s.Options {
		applies := s.Applies(o, out)
		_, given := out[o.Name]
		switch {
		case given && !applies:
			return nil, game.Refuse(game.ErrInvalid, nil, "options."+o.Name, msgOnlyWhen.With(o.Only.Option, game.ListOf(game.JoinOr, quote(o.Only.Values))))
		case !given && applies:
			out[o.Name] = o.Default
		}
	}
	if s.CheckAll != nil {
		if err := s.CheckAll(out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func quote(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

func (s Schema) unknown(name string) error {
	names := s.Names()
	if len(names) == 0 {
		return game.Refuse(game.ErrInvalid, nil, "options."+name, msgNoHouseRules.With())
	}
	return game.Refuse(game.ErrInvalid, nil, "options."+name, msgUnknownOption.With(game.ListOf(game.JoinComma, names)))
}

// check verifies one value of Go type (as a form or Parse gives it).
func (o Option) check(x any) (any, error) {
	field := "options." + o.Name
	switch o.Kind {
	case Bool:
		b, ok := x.(bool)
		if !ok {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgTrueOrFalse.With())
		}
		return b, nil
	case Choice:
		str, ok := x.(string)
		if !ok {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgOneOf.With(game.ListOf(game.JoinComma, o.choiceValues())))
		}
		for _, c := range o.Choices {
			if c.Value == str {
				return str, nil
			}
		}
		return nil, game.Refuse(game.ErrInvalid, nil, field, msgNotOneOf.With(str, game.ListOf(game.JoinComma, o.choiceValues())))
	case Int:
		n, ok := x.(int)
		if !ok {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgWholeNumber.With(o.Min, o.Max))
		}
		if n < o.Min || n > o.Max {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgOutOfRange.With(strconv.Itoa(n), o.Min, o.Max))
		}
		return n, nil
	case Custom:
		if o.Value != nil {
			return o.Value(x)
		}
		return x, nil
	}
	return nil, fmt.Errorf("scoring: option %s has no kind", o.Name)
}

// cite names the option's ruling as the rule of a refusal of its value.
func (o Option) cite(err error) error {
	var e *game.Error
	if o.Ruling == "" || !errors.As(err, &e) || e.Rule != "" {
		return err
	}
	c := *e
	return c.Citing(o.Ruling)
}

func (o Option) choiceValues() []string {
	out := make([]string, len(o.Choices))
	for i, c := range o.Choices {
		out[i] = c.Value
	}
	return out
}

// Parse reads the "options" object of a CLI input or a stored game: an
// absent or null object means every default. Unknown options, wrong types
// and values out of range are refused, naming options.<name>.
func (s Schema) Parse(raw json.RawMessage) (Values, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return s.Check(Values{})
	}
	var m map[string]json.RawMessage
	if err := game.CheckDuplicateKeys(raw); err != nil {
		return nil, game.Prefix(err, "options")
	}
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "options", msgExpectedRules.With(game.ListOf(game.JoinComma, s.Names())))
	}
	if s.Normalize != nil {
		if err := s.Normalize(m); err != nil {
			return nil, err
		}
	}
	v := Values{}
	for _, name := range sortedNames(m) {
		o, ok := s.Option(name)
		if !ok {
			return nil, s.unknown(name)
		}
		x, err := o.parse(m[name])
		if err != nil {
			return nil, o.cite(err)
		}
		v[name] = x
	}
	return s.Check(v)
}

func sortedNames(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// parse reads one option's JSON value.
func (o Option) parse(raw json.RawMessage) (any, error) {
	field := "options." + o.Name
	if o.Parse != nil {
		x, err := o.Parse(raw)
		if err != nil {
			return nil, err
		}
		return x, nil
	}
	switch o.Kind {
	case Bool:
		var b bool
		if err := json.Unmarshal(raw, &b); err != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgTrueOrFalse.With())
		}
		return b, nil
	case Choice:
		var str string
		if err := json.Unmarshal(raw, &str); err != nil {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgOneOf.With(game.ListOf(game.JoinComma, o.choiceValues())))
		}
		return str, nil
	case Int:
		var f float64
		if err := json.Unmarshal(raw, &f); err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgWholeNumber.With(o.Min, o.Max))
		}
		if f < float64(o.Min) || f > float64(o.Max) {
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgOutOfRange.With(strconv.FormatFloat(f, 'f', -1, 64), o.Min, o.Max))
		}
		return int(f), nil
	}
	return nil, game.Refuse(game.ErrInvalid, nil, field, msgOwnReader.With())
}

// Encode writes checked values as the stored rule set: every applicable
// option spelled out, in a stable order, so that history replays the same
// even if a default changes later.
func (s Schema) Encode(v Values) json.RawMessage {
	m := make(map[string]any, len(v))
	for _, o := range s.Options {
		x, ok := v[o.Name]
		if !ok {
			continue
		}
		if o.Format != nil {
			x = o.Format(x)
		}
		m[o.Name] = x
	}
	b, err := json.Marshal(m) // map keys are sorted by encoding/json
	if err != nil {
		return json.RawMessage("{}")
	}
	return b
}

// GameOptions returns the schema as the rules text lists it.
func (s Schema) GameOptions() []game.Option {
	out := make([]game.Option, 0, len(s.Options))
	for _, o := range s.Options {
		def := o.Default
		if o.Format != nil {
			def = o.Format(def)
		}
		g := game.Option{Name: o.Name, Label: o.Label, Ruling: o.Ruling, Default: def, Help: o.Help}
		switch o.Kind {
		case Choice, Custom:
			g.Choices = o.choiceValues()
		case Bool:
			g.Choices = []string{"false", "true"}
		}
		out = append(out, g)
	}
	return out
}

// RulesWithOptions returns r with its Options list generated from the
// schema: the rules text never lists options of its own.
func RulesWithOptions(r game.Rules, s Schema) game.Rules {
	r.Options = s.GameOptions()
	return r
}

// The option schema's refusals.
var (
	msgOnlyWhen      = game.Define("scoring.options.only_when", "applies only when %s is %s")
	msgNoHouseRules  = game.Define("scoring.options.no_house_rules", "unknown option: this game has no house rules")
	msgUnknownOption = game.Define("scoring.options.unknown", "unknown option: the house rules are %s")
	msgExpectedRules = game.Define("scoring.options.expected_object", "expected an object of house rules (%s)")
	msgOwnReader     = game.Define("scoring.options.own_reader", "this option needs its own reader")
	msgTrueOrFalse   = game.Define("scoring.options.true_or_false", "expected true or false")
	msgOneOf         = game.Define("scoring.options.one_of", "expected one of %s")
	msgNotOneOf      = game.Define("scoring.options.not_one_of", "%q is not one of %s")
	msgWholeNumber   = game.Define("scoring.options.whole_number", "expected a whole number from %d to %d")
	msgOutOfRange    = game.Define("scoring.options.out_of_range", "%s: must be from %d to %d")
)
