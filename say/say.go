// Package say says Arbiter's typed messages in a reader's language: the
// engines' explanations and refusals (engine/game.Message, Step, Error),
// with their cards, sides, counts and lists said from their types.
//
// English is the engines' own: a message's English format (game.Define)
// is what arbiter-cli prints, and with Notation the CLI's exact strings
// come out. Every other language has a catalog per game and one for the
// app (assets/catalog/<name>.<lang>.json): a message id's format, with the
// same verbs taking the same arguments in any order (%[2]s), a word's
// translation and a noun's plural forms. Formats and plurals go through
// golang.org/x/text/message, which picks a noun's form by the language's
// plural rules.
//
// Adding a language is one catalog file per game and the app's: nothing
// else changes (docs/app.md).
package say

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"arbiter/assets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Style is how cards are said: by their notation (the CLI: "QS", "Fi7") or
// in words, as people say them ("Q♤", "Fire 7").
type Style int

const (
	Notation Style = iota
	Words
)

// Printer says messages in one language and style.
type Printer struct {
	lang  string
	tag   language.Tag
	style Style
	cat   *Catalog
	mp    *message.Printer
}

// Catalog is one language's messages, words and nouns, from every file of
// that language under assets/catalog.
type Catalog struct {
	Lang     string
	Messages map[string]string
	Words    map[string]string
	Nouns    map[string]NounForms
	// Files says which file each id came from (tests).
	Files map[string]string
}

// NounForms are a noun's singular and plural.
type NounForms struct {
	One   string `json:"one"`
	Other string `json:"other"`
}

// file is a catalog file as written.
type file struct {
	Messages map[string]string    `json:"messages"`
	Words    map[string]string    `json:"words"`
	Nouns    map[string]NounForms `json:"nouns"`
}

var (
	mu       sync.Mutex
	catalogs = map[string]*Catalog{}
)

// Languages are the languages with a catalog, English first.
func Languages() []string {
	langs := []string{"en"}
	entries, _ := fs.ReadDir(assets.Catalog, "catalog")
	seen := map[string]bool{"en": true}
	for _, e := range entries {
		parts := strings.Split(strings.TrimSuffix(e.Name(), ".json"), ".")
		if l := parts[len(parts)-1]; !seen[l] {
			seen[l] = true
			langs = append(langs, l)
		}
	}
	return langs
}

// Load reads a language's catalog (empty for English, whose messages are
// the engines' own).
func Load(lang string) (*Catalog, error) {
	mu.Lock()
	defer mu.Unlock()
	if c, ok := catalogs[lang]; ok {
		return c, nil
	}
	c := &Catalog{Lang: lang, Messages: map[string]string{}, Words: map[string]string{}, Nouns: map[string]NounForms{}, Files: map[string]string{}}
	entries, err := fs.ReadDir(assets.Catalog, "catalog")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), "."+lang+".json") {
			continue
		}
		b, err := fs.ReadFile(assets.Catalog, path.Join("catalog", e.Name()))
		if err != nil {
			return nil, err
		}
		var f file
		if err := json.Unmarshal(b, &f); err != nil {
			return nil, fmt.Errorf("catalog %s: %w", e.Name(), err)
		}
		for id, v := range f.Messages {
			if prev, dup := c.Files[id]; dup {
				return nil, fmt.Errorf("catalog %s: %q is in %s too", e.Name(), id, prev)
			}
			c.Messages[id], c.Files[id] = v, e.Name()
		}
		for id, v := range f.Words {
			if prev, dup := c.Files[id]; dup {
				return nil, fmt.Errorf("catalog %s: %q is in %s too", e.Name(), id, prev)
			}
			c.Words[id], c.Files[id] = v, e.Name()
		}
		for id, v := range f.Nouns {
			if prev, dup := c.Files[id]; dup {
				return nil, fmt.Errorf("catalog %s: %q is in %s too", e.Name(), id, prev)
			}
			c.Nouns[id], c.Files[id] = v, e.Name()
		}
	}
	catalogs[lang] = c
	return c, nil
}

// Register makes a catalog the language c.Lang's, in place of its files:
// the tests' pseudo-locale, which marks every string (saytest.Pseudo).
func Register(c *Catalog) {
	mu.Lock()
	defer mu.Unlock()
	catalogs[c.Lang] = c
}

// Has reports whether a language has a catalog (English always has).
func Has(lang string) bool {
	if lang == "en" {
		return true
	}
	c, err := Load(lang)
	return err == nil && len(c.Files) > 0
}

// For is a printer for a language ("en", "nl"); a language without a
// catalog says English.
func For(lang string, style Style) *Printer {
	c, err := Load(lang)
	if err != nil || (lang != "en" && len(c.Files) == 0) {
		lang = "en"
		c, _ = Load("en")
	}
	tag := language.Make(lang)
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for id, format := range c.Messages {
		_ = b.SetString(tag, id, format)
	}
	for id, forms := range c.Nouns {
		_ = b.Set(tag, "noun:"+id, plural.Selectf(1, "%d", "=1", "%[1]d "+forms.One, "other", "%[1]d "+forms.Other))
	}
	return &Printer{lang: lang, tag: tag, style: style, cat: c, mp: message.NewPrinter(tag, message.Catalog(b))}
}

// CLI is the printer of arbiter-cli: English, cards by their notation.
var CLI = &Printer{lang: "en", tag: language.English, style: Notation, cat: &Catalog{Lang: "en"}, mp: message.NewPrinter(language.English)}

// Lang is the printer's language.
func (p *Printer) Lang() string { return p.lang }

// Message says a message.
func (p *Printer) Message(m game.Message) string {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		args[i] = p.Arg(a)
	}
	if p.lang == "en" || m.ID == "" {
		if len(args) == 0 {
			return m.English
		}
		return fmt.Sprintf(m.English, args...)
	}
	if _, ok := p.cat.Messages[m.ID]; !ok {
		// No translation: English rather than nothing (the catalog tests
		// find every message without one).
		return fmt.Sprintf(m.English, args...)
	}
	return p.mp.Sprintf(m.ID, args...)
}

// Word says a word.
func (p *Printer) Word(w game.Word) string {
	if t, ok := p.cat.Words[w.ID]; ok && p.lang != "en" {
		return t
	}
	return w.English
}

// Count says a number of things with the noun's form the language's
// plural rules pick.
func (p *Printer) Count(c game.Count) string {
	if _, ok := p.cat.Nouns[c.Noun.ID]; ok && p.lang != "en" {
		return p.mp.Sprintf("noun:"+c.Noun.ID, c.N)
	}
	return c.String()
}

// List says items together in the language's way.
func (p *Printer) List(l game.List) string {
	parts := make([]string, len(l.Items))
	for i, it := range l.Items {
		parts[i] = fmt.Sprint(p.Arg(it))
	}
	and, or := " and ", " or "
	if p.lang != "en" {
		and = " " + p.Word(game.W("say.and", "and")) + " "
		or = " " + p.Word(game.W("say.or", "or")) + " "
	}
	return game.JoinWords(parts, l.Join, and, or)
}

// Arg is an argument as the language says it: messages, words, counts,
// lists and errors in the language, cards in the printer's style, the
// rest as it is for fmt.
func (p *Printer) Arg(a any) any {
	switch v := a.(type) {
	case game.Message:
		return p.Message(v)
	case game.Word:
		return p.Word(v)
	case game.Count:
		return p.Count(v)
	case game.List:
		return p.List(v)
	case error:
		return p.Message(game.Said(v))
	case cards.Card:
		return p.Card(v)
	case cards.Cards:
		return p.List(game.ListOf(game.JoinSpace, []cards.Card(v)))
	case cards.ElementCard:
		return p.ElementCard(v)
	case cards.Element:
		return p.Word(elementWord(v))
	case standardCard:
		if c, ok := v.StandardCard(); ok {
			return p.Card(c)
		}
	}
	return a
}

// standardCard is a card of a game's own deck that is a card of the
// standard deck at the table (Yamiro played with a standard deck): it is
// said as that card.
type standardCard interface {
	StandardCard() (cards.Card, bool)
}

// Step says an explanation's step with its citation, "Text (Section;
// RULING)", as the CLI writes it in English.
func (p *Printer) Step(s game.Step) string {
	text, section := p.StepText(s), p.Section(s)
	var cite []string
	if section != "" {
		cite = append(cite, section)
	}
	if s.Ruling != "" {
		cite = append(cite, s.Ruling)
	}
	if len(cite) == 0 {
		return text
	}
	return text + " (" + strings.Join(cite, "; ") + ")"
}

// StepText says a step's sentence without its citation (the app shows
// the section and the ruling beside it). A step without a typed message
// is its English.
func (p *Printer) StepText(s game.Step) string {
	if s.Said == nil {
		return s.Text
	}
	text := p.Message(*s.Said)
	if p.lang != "en" {
		// A step is a sentence: it starts with a capital, also when
		// its first word is one the language writes in lower case
		// ("de stapel").
		text = capitalize(text)
	}
	return text
}

// Section says the section of the rules a step cites ("" for none).
func (p *Printer) Section(s game.Step) string {
	if s.SectionSaid != nil {
		return p.Word(*s.SectionSaid)
	}
	return s.Section
}

// Refusal says why something was refused: the refusal's message with its
// field, and the rule it cites, as the CLI's one line does in English.
func (p *Printer) Refusal(err error) string {
	m := game.Said(err)
	text := p.Message(m)
	var e *game.Error
	if !game.IsRefusal(err) || !asError(err, &e) {
		return text
	}
	rule := e.Rule
	if e.RuleSaid != nil {
		rule = p.Message(*e.RuleSaid)
	}
	if rule != "" {
		text += ": " + rule
	}
	return text
}

// Rules are a game's rules as the language says them: each section's
// title and text, each ruling's question and answer, and the source, from
// the game's catalog ("<game>.section.<id>.title", "<game>.ruling.<ID>.
// question", "<game>.rules.source"); English is the rules as written.
func (p *Printer) Rules(r game.Rules) game.Rules {
	if p.lang == "en" {
		return r
	}
	word := func(id, english string) string { return p.Word(game.W(id, english)) }
	out := r
	out.Source = word(r.Game+".rules.source", r.Source)
	out.Sections = make([]game.Section, len(r.Sections))
	for i, s := range r.Sections {
		out.Sections[i] = s
		if s.ID != "" {
			out.Sections[i].Title = word(RuleWordID(r.Game, "section", s.ID, "title"), s.Title)
			out.Sections[i].Text = word(RuleWordID(r.Game, "section", s.ID, "text"), s.Text)
		}
	}
	out.Rulings = make([]game.Ruling, len(r.Rulings))
	for i, rl := range r.Rulings {
		out.Rulings[i] = rl
		out.Rulings[i].Question = word(RuleWordID(r.Game, "ruling", rl.ID, "question"), rl.Question)
		out.Rulings[i].Answer = word(RuleWordID(r.Game, "ruling", rl.ID, "answer"), rl.Answer)
	}
	return out
}

// RuleWordID is the catalog id of a part of a game's rules.
func RuleWordID(gameID, kind, id, part string) string {
	return gameID + "." + kind + "." + id + "." + part
}

func capitalize(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}
