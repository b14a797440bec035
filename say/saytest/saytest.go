// Package saytest checks that a game's typed messages can be said in
// every language with a catalog: each message, word and noun the game's
// source declares has an entry taking the same arguments, and every
// explanation and refusal of the game's worked cases is typed all the way
// down and said without a word of English left.
package saytest

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"arbiter/engine/game"
	"arbiter/say"
)

// Declared is what a package's source declares: message ids with their
// English, word ids, noun ids.
type Declared struct {
	Messages map[string]string
	Words    map[string]string
	Nouns    map[string]bool
	// NounForms are the nouns' English forms, by id.
	NounForms map[string]game.Noun
	// At says where each id is declared.
	At map[string]string
}

// Declarations reads the game.Define, game.W, game.N and game.NewSentinel
// calls with literal arguments in the Go files (tests excluded) of dirs.
func Declarations(t testing.TB, dirs ...string) Declared {
	t.Helper()
	d := Declared{Messages: map[string]string{}, Words: map[string]string{}, Nouns: map[string]bool{}, NounForms: map[string]game.Noun{}, At: map[string]string{}}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				// game.Define(...) elsewhere, Define(...) inside package game.
				var name string
				switch fn := call.Fun.(type) {
				case *ast.SelectorExpr:
					if x, ok := fn.X.(*ast.Ident); ok && x.Name == "game" {
						name = fn.Sel.Name
					}
				case *ast.Ident:
					if f.Name.Name == "game" {
						name = fn.Name
					}
				}
				lits := stringArgs(call)
				if name == "" || len(lits) == 0 || lits[0] == "" {
					return true
				}
				at := fset.Position(call.Pos()).String()
				switch name {
				case "Define", "NewSentinel":
					if len(lits) >= 2 {
						d.Messages[lits[0]], d.At[lits[0]] = lits[1], at
					}
				case "W":
					if len(lits) >= 2 {
						d.Words[lits[0]], d.At[lits[0]] = lits[1], at
					}
				case "N":
					d.Nouns[lits[0]], d.At[lits[0]] = true, at
					if len(lits) >= 3 {
						d.NounForms[lits[0]] = game.N(lits[0], lits[1], lits[2])
					}
				}
				return true
			})
		}
	}
	return d
}

func stringArgs(call *ast.CallExpr) []string {
	var out []string
	for _, a := range call.Args {
		lit, ok := a.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return out
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return out
		}
		out = append(out, s)
	}
	return out
}

// verb is one fmt verb of a format: its argument index and its letter.
var verb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*\d*(\.\d+)?([a-zA-Z%])`)

// Verbs maps each argument of a format (from 1) to the verb letters that
// take it.
func Verbs(format string) map[int]string {
	out := map[int]string{}
	next := 1
	for _, m := range verb.FindAllStringSubmatch(format, -1) {
		if m[4] == "%" {
			continue
		}
		i := next
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
		}
		out[i] += m[4]
		next = i + 1
	}
	return out
}

// sameArgs reports whether a translation takes the English's arguments:
// every argument, each with a verb of the same kind.
func sameArgs(english, other string) error {
	e, o := Verbs(english), Verbs(other)
	if len(e) != len(o) {
		return fmt.Errorf("%d arguments in English, %d here", len(e), len(o))
	}
	for i, v := range e {
		if !strings.Contains(o[i], v[:1]) {
			return fmt.Errorf("argument %d is %%%s in English, %%%s here", i, v[:1], o[i])
		}
	}
	return nil
}

// CheckCatalog checks that every message, word and noun dirs declare has
// an entry in lang's catalog, each message taking the same arguments, and
// that the catalog has no entry of these ids' prefix that nothing declares.
func CheckCatalog(t *testing.T, lang, prefix string, dirs ...string) {
	t.Helper()
	d := Declarations(t, dirs...)
	c, err := say.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Messages)+len(d.Words)+len(d.Nouns) == 0 {
		t.Fatalf("%v declare no message", dirs)
	}
	for _, id := range sorted(d.Messages) {
		tr, ok := c.Messages[id]
		if !ok {
			t.Errorf("%s: no %s for message %q (%q)", d.At[id], lang, id, d.Messages[id])
			continue
		}
		if err := sameArgs(d.Messages[id], tr); err != nil {
			t.Errorf("%s: %s message %q: %v", d.At[id], lang, id, err)
		}
	}
	for _, id := range sorted(d.Words) {
		if _, ok := c.Words[id]; !ok {
			t.Errorf("%s: no %s for word %q (%q)", d.At[id], lang, id, d.Words[id])
		}
	}
	for id := range d.Nouns {
		if _, ok := c.Nouns[id]; !ok {
			t.Errorf("%s: no %s for noun %q", d.At[id], lang, id)
		}
	}
	for id, file := range c.Files {
		if !strings.HasPrefix(id, prefix) || strings.Contains(id, ".section.") || strings.Contains(id, ".ruling.") || strings.HasSuffix(id, ".rules.source") {
			continue // the rules' words: CheckRules
		}
		_, m := d.Messages[id]
		_, w := d.Words[id]
		if !m && !w && !d.Nouns[id] {
			t.Errorf("%s: %q is in the catalog, but nothing declares it", file, id)
		}
	}
}

func sorted[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// CheckSaid checks one answer of the engines (a resolve or score output,
// or a refusal): every explanation step in it is a typed message, and it
// is said in lang with every message, word and noun from lang's catalog.
// what names the answer in failures.
func CheckSaid(t *testing.T, lang, what string, out any, refusal error) {
	t.Helper()
	c, err := say.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	printer := printerFor(lang)
	var missing []string
	check := func(a any) {
		for _, id := range missingIDs(c, a) {
			missing = append(missing, id)
		}
	}
	if refusal != nil {
		m := game.Said(refusal)
		if m.ID == "" {
			t.Errorf("%s: the refusal %q is not a typed message", what, refusal)
		}
		check(m)
		var e *game.Error
		if errors.As(refusal, &e) && e.Rule != "" && !isRulingID(e.Rule) && e.RuleSaid == nil {
			t.Errorf("%s: the refusal's rule %q is words, not a message", what, e.Rule)
		} else if e != nil && e.RuleSaid != nil {
			check(*e.RuleSaid)
		}
		if e != nil {
			// The app says what the rule cites from the typed citation.
			if why := SameCitation(e.Rule, game.CitationOf(refusal)); why != "" {
				t.Errorf("%s: the refusal's rule %q: the typed citation %s", what, e.Rule, why)
			}
			for _, w := range game.CitationOf(refusal).Sections {
				check(w)
			}
		}
	}
	walkSteps(reflect.ValueOf(out), func(s game.Step) {
		if s.Said == nil {
			t.Errorf("%s: the step %q is not a typed message", what, s.Text)
			return
		}
		check(*s.Said)
		// Stored with a round in the history, the step is said again
		// as it is now.
		if raw, err := game.EncodeMessage(*s.Said); err != nil {
			t.Errorf("%s: the step %q cannot be stored typed: %v", what, s.Text, err)
		} else if back, err := game.DecodeMessage(raw); err != nil {
			t.Errorf("%s: the step %q stored as %s does not read back: %v", what, s.Text, raw, err)
		} else if printer.Message(back) != printer.Message(*s.Said) || back.String() != s.Said.String() {
			t.Errorf("%s: the step %q stored and read back says %q, not %q", what, s.Text, printer.Message(back), printer.Message(*s.Said))
		}
		if s.Section != "" {
			if s.SectionSaid == nil {
				t.Errorf("%s: the section %q of %q is not a word", what, s.Section, s.Text)
			} else {
				check(*s.SectionSaid)
			}
		}
	})
	if len(missing) > 0 {
		t.Errorf("%s: no %s for %s", what, lang, strings.Join(uniq(missing), ", "))
	}
}

// printers are the printers CheckSaid says stored steps with, by
// language (making one builds its whole catalog).
var (
	printersMu sync.Mutex
	printers   = map[string]*say.Printer{}
)

func printerFor(lang string) *say.Printer {
	printersMu.Lock()
	defer printersMu.Unlock()
	if p, ok := printers[lang]; ok {
		return p
	}
	p := say.For(lang, say.Words)
	printers[lang] = p
	return p
}

var rulingID = regexp.MustCompile(`^[A-Z]+-\d+$`)

func isRulingID(s string) bool { return rulingID.MatchString(s) }

// missingIDs lists the ids in a typed value that lang's catalog lacks; an
// untyped text inside (a message without an id) is listed by its text.
func missingIDs(c *say.Catalog, a any) []string {
	var out []string
	switch v := a.(type) {
	case game.Message:
		switch {
		case v.ID == "" && v.English == "%s":
			// An argument passed through as it is: a name, a field.
		case v.ID == "":
			out = append(out, fmt.Sprintf("untyped %q", v.String()))
		default:
			if _, ok := c.Messages[v.ID]; !ok {
				out = append(out, v.ID)
			}
		}
		for _, arg := range v.Args {
			out = append(out, missingIDs(c, arg)...)
		}
	case *game.Message:
		if v != nil {
			out = append(out, missingIDs(c, *v)...)
		}
	case game.Word:
		if v.ID == "" {
			out = append(out, fmt.Sprintf("untyped word %q", v.English))
		} else if _, ok := c.Words[v.ID]; !ok {
			out = append(out, v.ID)
		}
	case *game.Word:
		if v != nil {
			out = append(out, missingIDs(c, *v)...)
		}
	case game.Count:
		if _, ok := c.Nouns[v.Noun.ID]; !ok {
			out = append(out, v.Noun.ID)
		}
	case game.List:
		for _, it := range v.Items {
			out = append(out, missingIDs(c, it)...)
		}
	case error:
		out = append(out, missingIDs(c, game.Said(v))...)
	}
	return out
}

// walkSteps finds every game.Step in a value.
func walkSteps(v reflect.Value, fn func(game.Step)) {
	if !v.IsValid() {
		return
	}
	if v.Type() == reflect.TypeOf(game.Step{}) {
		fn(v.Interface().(game.Step))
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkSteps(v.Elem(), fn)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				walkSteps(v.Field(i), fn)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			walkSteps(v.Index(i), fn)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			walkSteps(v.MapIndex(k), fn)
		}
	}
}

func uniq(ss []string) []string {
	sort.Strings(ss)
	out := ss[:0]
	for i, s := range ss {
		if i == 0 || s != ss[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// CheckRules checks that lang's catalog says every part of a game's rules:
// each section (which needs an ID), each ruling, the source.
func CheckRules(t *testing.T, lang string, r game.Rules) {
	t.Helper()
	c, err := say.Load(lang)
	if err != nil {
		t.Fatal(err)
	}
	need := []string{r.Game + ".rules.source"}
	for _, s := range r.Sections {
		if s.ID == "" {
			t.Errorf("%s: the section %q has no ID", r.Game, s.Title)
			continue
		}
		need = append(need, say.RuleWordID(r.Game, "section", s.ID, "title"), say.RuleWordID(r.Game, "section", s.ID, "text"))
	}
	for _, rl := range r.Rulings {
		need = append(need, say.RuleWordID(r.Game, "ruling", rl.ID, "question"), say.RuleWordID(r.Game, "ruling", rl.ID, "answer"))
	}
	for _, id := range need {
		if _, ok := c.Words[id]; !ok {
			t.Errorf("%s: no %s for %q", r.Game, lang, id)
		}
	}
}

// Pseudo registers a pseudo-locale lang whose catalog marks every
// message, word and noun the Go files of dirs declare, and the shared
// words: each said as ⟦its English⟧. A text said in it that is not
// marked bypassed the catalogs.
func Pseudo(t testing.TB, lang string, dirs ...string) *say.Catalog {
	t.Helper()
	d := Declarations(t, dirs...)
	c := &say.Catalog{Lang: lang, Messages: map[string]string{}, Words: map[string]string{}, Nouns: map[string]say.NounForms{}, Files: map[string]string{}}
	for id, english := range d.Messages {
		c.Messages[id], c.Files[id] = Mark(english), "pseudo"
	}
	for id, english := range d.Words {
		c.Words[id], c.Files[id] = Mark(english), "pseudo"
	}
	for _, w := range say.SharedWords() {
		c.Words[w.ID], c.Files[w.ID] = Mark(w.English), "pseudo"
	}
	for id := range d.Nouns {
		n := d.NounForms[id]
		c.Nouns[id], c.Files[id] = say.NounForms{One: Mark(n.One), Other: Mark(n.Other)}, "pseudo"
	}
	say.Register(c)
	printersMu.Lock()
	delete(printers, lang)
	printersMu.Unlock()
	return c
}

// Mark is a text as the pseudo-locale says it.
func Mark(s string) string { return "⟦" + s + "⟧" }

// EnglishCites reads what a rule's English cites in its closing
// parentheses ("… (Jokers and Double-Scouts; option double_scouts;
// MYRE-8)"): the rulings by id, the house rules by name and the sections
// by title. The app reads the typed citation (game.CitationOf); this
// reading of the English is the tests' check that the two agree.
func EnglishCites(rule string) (c game.Citation, titles []string) {
	rule = strings.TrimSpace(rule)
	if isRulingID(rule) {
		c.Rulings = []string{rule}
		return c, nil
	}
	body := strings.TrimRight(rule, ". ")
	open := strings.LastIndexByte(body, '(')
	if !strings.HasSuffix(body, ")") || open < 0 {
		return c, nil
	}
	for _, part := range strings.Split(body[open+1:len(body)-1], ";") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
		case isRulingID(part):
			c.Rulings = append(c.Rulings, part)
		case strings.HasPrefix(part, "option "):
			c.Options = append(c.Options, strings.TrimSpace(strings.TrimPrefix(part, "option ")))
		default:
			titles = append(titles, part)
		}
	}
	return c, titles
}

// SameCitation reports why a typed citation does not cite what a rule's
// English does ("" when it does): the same rulings and house rules in
// the same order, and a section word for each title, its English the
// title in any case, or ending with it after a colon ("Pymtheg: Ranking
// order of bids" for "ranking order of bids").
func SameCitation(english string, typed game.Citation) string {
	want, titles := EnglishCites(english)
	if !slicesEqual(want.Rulings, typed.Rulings) {
		return fmt.Sprintf("cites the rulings %q, the English %q", typed.Rulings, want.Rulings)
	}
	if !slicesEqual(want.Options, typed.Options) {
		return fmt.Sprintf("cites the house rules %q, the English %q", typed.Options, want.Options)
	}
	var got []string
	for _, w := range typed.Sections {
		got = append(got, w.English)
	}
	if len(got) != len(titles) {
		return fmt.Sprintf("cites the sections %q, the English %q", got, titles)
	}
	for i, title := range titles {
		if !SectionTitled(got[i], title) {
			return fmt.Sprintf("cites the section %q where the English cites %q", got[i], title)
		}
	}
	return ""
}

// SectionTitled reports whether a section word's English is a title as
// a rule's English cites it.
func SectionTitled(word, title string) bool {
	w, t := strings.ToLower(word), strings.ToLower(title)
	return w == t || strings.HasSuffix(w, ": "+t)
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// CheckCitations checks every rule the Go files of dirs declare (a
// game.Define whose id has ".rule.") against what its English cites: a
// rule citing anything is declared with Cites, and Cites names the same
// rulings and house rules, and a section word titled as each section the
// English names. A section word is a variable declared with game.W in one
// of dirs or in a package of the module they import. The typed citation
// is what the app says; the English is the CLI's.
func CheckCitations(t *testing.T, dirs ...string) {
	t.Helper()
	root, err := moduleRoot(dirs[0])
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	words := map[string]map[string]string{} // package dir → variable → English
	parsed := map[string][]*ast.File{}
	var load func(dir string)
	load = func(dir string) {
		dir = filepath.Clean(dir)
		if _, ok := parsed[dir]; ok {
			return
		}
		parsed[dir] = nil
		words[dir] = map[string]string{}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			parsed[dir] = append(parsed[dir], f)
			ast.Inspect(f, func(n ast.Node) bool {
				vs, ok := n.(*ast.ValueSpec)
				if !ok {
					return true
				}
				for i, v := range vs.Values {
					if call, ok := v.(*ast.CallExpr); ok && isGameCall(call, "W") && i < len(vs.Names) {
						if lits := stringArgs(call); len(lits) == 2 {
							words[dir][vs.Names[i].Name] = lits[1]
						}
					}
				}
				return true
			})
		}
	}
	for _, dir := range dirs {
		load(dir)
	}
	for _, dir := range dirs {
		for _, f := range parsed[filepath.Clean(dir)] {
			imports := map[string]string{} // name → package dir
			for _, im := range f.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				rel, ok := strings.CutPrefix(p, "arbiter/")
				if !ok {
					continue
				}
				name := filepath.Base(p)
				if im.Name != nil {
					name = im.Name.Name
				}
				imports[name] = filepath.Join(root, rel)
			}
			cites := map[*ast.CallExpr][]ast.Expr{} // a Define call → its Cites arguments
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Cites" {
						if def, ok := sel.X.(*ast.CallExpr); ok && isGameCall(def, "Define") {
							cites[def] = call.Args
						}
					}
				}
				return true
			})
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || !isGameCall(call, "Define") {
					return true
				}
				lits := stringArgs(call)
				if len(lits) != 2 {
					return true
				}
				id, english := lits[0], lits[1]
				args, declared := cites[call]
				want, titles := EnglishCites(english)
				if !strings.Contains(id, ".rule.") && !declared {
					return true
				}
				at := fset.Position(call.Pos()).String()
				if !declared {
					if !want.Empty() || len(titles) > 0 {
						t.Errorf("%s: the rule %s cites %q in English but is not declared with Cites", at, id, english)
					}
					return true
				}
				var typed game.Citation
				for _, a := range args {
					switch v := a.(type) {
					case *ast.BasicLit:
						s, _ := strconv.Unquote(v.Value)
						typed.Rulings = append(typed.Rulings, s)
					case *ast.CallExpr:
						if lits := stringArgs(v); isGameCall(v, "HouseRule") && len(lits) == 1 {
							typed.Options = append(typed.Options, lits[0])
						} else {
							t.Errorf("%s: %s cites something that is not a ruling, a house rule or a section word", at, id)
						}
					case *ast.Ident:
						typed.Sections = append(typed.Sections, game.W("", words[filepath.Clean(dir)][v.Name]))
					case *ast.SelectorExpr:
						pkg, _ := v.X.(*ast.Ident)
						var english string
						if pkg != nil && imports[pkg.Name] != "" {
							load(imports[pkg.Name])
							english = words[filepath.Clean(imports[pkg.Name])][v.Sel.Name]
						}
						typed.Sections = append(typed.Sections, game.W("", english))
					default:
						t.Errorf("%s: %s cites a %T", at, id, a)
					}
				}
				for _, s := range typed.Sections {
					if s.English == "" {
						t.Errorf("%s: %s cites a section that is not a word declared with game.W", at, id)
					}
				}
				if why := SameCitation(english, typed); why != "" {
					t.Errorf("%s: %s %s", at, id, why)
				}
				return true
			})
		}
	}
}

// isGameCall reports whether call is game.<name>(…).
func isGameCall(call *ast.CallExpr, name string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	return ok && x.Name == "game"
}

// moduleRoot is the directory holding go.mod above dir.
func moduleRoot(dir string) (string, error) {
	d, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
		d = up
	}
}
