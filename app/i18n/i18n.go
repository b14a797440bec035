package i18n

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	_ "unsafe" // go:linkname: Fyne's lang has no exported setter (below)

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/assets"
	"arbiter/say"
)

// Languages the app offers; "system" follows the device.
var Languages = []string{"system", "en", "nl"}

// chosen is the language the reader picked in Settings ("en", "nl"), ""
// to follow the device, whose language is system: read when the app
// starts and when "system" is chosen, not on every text said (reading the
// device's locale may ask the system).
var (
	chosenMu sync.RWMutex
	chosen   string
	system   string
)

func init() {
	system = lang.SystemLocale().LanguageString()
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading Arbiter's translations", err)
	}
}

// fyneSetupLang is fyne.io/fyne/v2/lang's own language switch: it makes
// lang.L (Arbiter's texts and Fyne's widgets' own, "Cancel") answer in a
// language. Fyne v2.8.1 exports no setter (fyne-io/fyne#5333, PR #6536
// proposes one) and otherwise reads only the process locale; before this
// the app set LANGUAGE/LC_ALL for it. A Fyne without this function fails
// to link, so an upgrade cannot silently lose the switch: replace this
// with the exported setter then.
//
//go:linkname fyneSetupLang fyne.io/fyne/v2/lang.setupLang
func fyneSetupLang(lang string)

// SetLanguage makes the app speak code ("en", "nl") or the device's
// language ("system"): Fyne's texts (lang.L) and the engines' messages
// (Say) alike. The process environment is left alone.
func SetLanguage(code string) {
	if code == "system" {
		code = ""
	}
	chosenMu.Lock()
	chosen = code
	if code == "" {
		system = lang.SystemLocale().LanguageString()
	}
	chosenMu.Unlock()
	if code == "" {
		// The device's language, as Fyne picks it at start-up (adding
		// the translations again makes it look at the locale once more).
		if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
			fyne.LogError("reloading Arbiter's translations", err)
		}
		return
	}
	fyneSetupLang(code)
}

// Language is the language the app speaks now: "nl" or "en" (the languages
// Arbiter has; any other locale reads English).
func Language() string {
	chosenMu.RLock()
	code := chosen
	if code == "" {
		code = system
	}
	chosenMu.RUnlock()
	switch {
	case strings.HasPrefix(code, "nl"):
		return "nl"
	case code != "en" && say.Has(code):
		// A language with a catalog of its own: the tests' pseudo-locale.
		return code
	}
	return "en"
}

// T translates a user-facing string (English is the key). A text with
// values in it goes through Tf: T fills nothing.
func T(s string) string {
	// A text with no letters ("2–4", "70") is the same in every language:
	// it is not looked up (Fyne logs every key it does not find).
	if !strings.ContainsFunc(s, unicode.IsLetter) {
		return s
	}
	return lang.L(s)
}

// Tf translates a format (English is the key) and fills it with args, as
// fmt.Sprintf does ("%s took %d tricks" with a name and a count, in the
// reader's language). Printf verbs are the app's one placeholder syntax,
// as in the engines' catalogs. A translation takes the same verbs as its
// English and may put them in another order with explicit indexes
// ("%[2]d slagen voor %[1]s"); the app's tests check every translation's
// verbs against its key.
//
// The name ends in f so that go vet checks each call's arguments against
// its English format when told Tf prints (the Makefile's vet does:
// -printf.funcs=arbiter/app/i18n.Tf); vet's printf check takes only
// names ending in f.
func Tf(format string, args ...any) string {
	return fmt.Sprintf(T(format), args...)
}

// N translates a count with the form that fits it: one when n is 1, else
// other; each form is a key of its own with a %d for the number
// (N(1, "%d damaged knight", "%d damaged knights") = "1 damaged knight").
// Never "knight(s)": both languages need both forms.
func N(n int, one, other string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf(T(one), n)
	}
	return fmt.Sprintf(T(other), n)
}
