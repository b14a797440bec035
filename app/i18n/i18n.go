package i18n

import (
	"fmt"
	"os"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"arbiter/assets"
)

// Languages the app offers; "system" follows the device.
var Languages = []string{"system", "en", "nl"}

// originalLocaleEnv remembers the environment the app started with, so
// choosing "system" again restores it.
var originalLocaleEnv = map[string]*string{}

func init() {
	for _, k := range []string{"LANGUAGE", "LC_ALL"} {
		if v, ok := os.LookupEnv(k); ok {
			originalLocaleEnv[k] = &v
		} else {
			originalLocaleEnv[k] = nil
		}
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("loading Arbiter's translations", err)
	}
}

// setLanguage makes lang.L answer in code ("en", "nl") or in the system's
// language ("system"). fyne/lang picks its language from the process
// locale when translations are added and offers no setter, so the choice is
// made through the same environment variables it reads, and the
// translations are added again to make it look once more.
func SetLanguage(code string) {
	if code == "system" || code == "" {
		for k, v := range originalLocaleEnv {
			if v == nil {
				os.Unsetenv(k)
			} else {
				os.Setenv(k, *v)
			}
		}
	} else {
		os.Setenv("LANGUAGE", code)
		os.Setenv("LC_ALL", code)
	}
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("reloading Arbiter's translations", err)
	}
}

// T translates a user-facing string (English is the key); data fills
// {{.Name}} placeholders.
func T(s string, data ...any) string {
	// A text with no letters ("2–4", "70") is the same in every language:
	// it is not looked up (Fyne logs every key it does not find).
	if !strings.ContainsFunc(s, unicode.IsLetter) {
		return s
	}
	return lang.L(s, data...)
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
