package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/tables/burn/roundentry"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
)

func TestLanguageSwitch(t *testing.T) {
	u := newTestUI(t, false)
	t.Cleanup(func() { i18n.SetLanguage("en") })
	env := func() string { return os.Getenv("LANGUAGE") + "|" + os.Getenv("LC_ALL") + "|" + os.Getenv("LANG") }
	before := env()

	u.SetLanguage("nl")
	// The choice is the app's, not the process's: the environment is as
	// it was, and Fyne's own texts, Arbiter's and the engines' messages
	// all speak Dutch.
	if got := env(); got != before {
		t.Errorf("choosing Dutch changed the environment: %q, was %q", got, before)
	}
	if i18n.Language() != "nl" || i18n.Say().Lang() != "nl" {
		t.Errorf("Language() = %q, the printer's %q", i18n.Language(), i18n.Say().Lang())
	}
	if got := lang.L("Cancel"); got != "Annuleren" {
		t.Errorf("Fyne's Cancel in Dutch = %q", got)
	}
	if got := u.shell.section("play").label; got != "Spelen" {
		t.Errorf("play section in Dutch = %q, want Spelen", got)
	}
	if got := u.shell.section("settings").stack.top().Title; got != "Instellingen" {
		t.Errorf("settings title in Dutch = %q", got)
	}
	// Game terms stay as the rulebooks name them.
	if i18n.T("Gâm") != "Gâm" {
		t.Error("game terms must not be translated")
	}

	u.SetLanguage("en")
	if got := u.shell.section("play").label; got != "Play" {
		t.Errorf("back in English = %q", got)
	}
	if i18n.Say().Lang() != "en" || lang.L("Cancel") != "Cancel" {
		t.Errorf("back in English: the printer %q, Cancel %q", i18n.Say().Lang(), lang.L("Cancel"))
	}
}

// A device in Dutch: "system" follows it, and English chosen in Settings
// wins over it without touching the environment.
func TestLanguageSystemAndChoice(t *testing.T) {
	t.Setenv("LANGUAGE", "nl")
	t.Setenv("LC_ALL", "nl_NL.UTF-8")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	i18n.SetLanguage("system")
	if i18n.Language() != "nl" || i18n.T("New game") != "Nieuw spel" {
		t.Errorf("system on a Dutch device: %q, %q", i18n.Language(), i18n.T("New game"))
	}
	i18n.SetLanguage("en")
	if i18n.Language() != "en" || i18n.T("New game") != "New game" {
		t.Errorf("English chosen on a Dutch device: %q, %q", i18n.Language(), i18n.T("New game"))
	}
	if os.Getenv("LANGUAGE") != "nl" {
		t.Errorf("LANGUAGE = %q", os.Getenv("LANGUAGE"))
	}
}

// A refusal of an engine that reaches a dialog (ShowErr) is said in Dutch
// in a Dutch app, from its typed message: for the first refusal among the
// worked cases of each typed game.
func TestRefusalDialogInDutch(t *testing.T) {
	u := newTestUI(t, false)
	t.Cleanup(func() { i18n.SetLanguage("en") })
	u.SetLanguage("nl")
	nl := say.For("nl", say.Words)
	for _, dir := range []string{"yamiro", "carts", "draque", "swords", "pymtheg", "burn", "myre", "hyrule"} {
		err := firstRefusal(t, dir)
		if err == nil {
			t.Errorf("%s: no refusal among the worked cases", dir)
			continue
		}
		u.ShowErr(err)
		sc := apptest.Of(t, u.Window())
		// Fyne's error dialog breaks the lines and starts with a capital.
		shown := strings.ToLower(strings.ReplaceAll(strings.Join(sc.Texts(), " "), "\n", " "))
		want := strings.ToLower(widgets.FontSafe(nl.Refusal(err)))
		english := strings.ToLower(game.Said(err).String())
		if !strings.Contains(shown, want) || strings.Contains(shown, english) {
			t.Errorf("%s: the dialog shows %q, want the Dutch %q (the English: %q)", dir, shown, want, english)
		}
		if top := u.Window().Canvas().Overlays().Top(); top != nil {
			u.Window().Canvas().Overlays().Remove(top)
		}
	}
}

// firstRefusal is the refusal of the first worked case of a game that
// refuses.
func firstRefusal(t *testing.T, dir string) error {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "scoring", dir, "testdata", "*.json"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cases []gametest.Case
		if json.Unmarshal(b, &cases) != nil {
			continue
		}
		for _, c := range cases {
			if _, err := gametest.Call(all.Games, c.Command, c.Input); err != nil && game.IsRefusal(err) && game.Said(err).ID != "" {
				return err
			}
		}
	}
	return nil
}

func TestEveryDutchKeyIsUsedText(t *testing.T) {
	// A translation whose key is not English text in the code would never
	// show; a cheap guard is that the Dutch file parses and is not empty.
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if i18n.T("New game") != "Nieuw spel" {
		t.Errorf("T(New game) in Dutch = %q", i18n.T("New game"))
	}
	if got := i18n.Tf("%s is already on the table.", "QS"); got != "QS ligt al op tafel." {
		t.Errorf("a format translated and filled = %q", got)
	}
}

func TestSettingsThemeSwitch(t *testing.T) {
	u := newTestUI(t, false)
	u.shell.selectSection("settings")
	content := u.shell.section("settings").stack.top().Content
	var radio *widget.RadioGroup
	for _, o := range apptest.All[fyne.CanvasObject](content) {
		if r, ok := o.(*widget.RadioGroup); ok && len(r.Options) == 3 && r.Options[2] == "Dark" {
			radio = r
		}
	}
	if radio == nil {
		t.Fatal("no theme choice on the settings page")
	}
	radio.SetSelected("Dark")
	if got := u.app.Preferences().String(prefTheme); got != themeDark {
		t.Errorf("stored theme = %q", got)
	}
	if !u.theme.IsDark(u.app) {
		t.Error("the app should now draw dark")
	}
	radio.SetSelected("Light")
	if u.theme.IsDark(u.app) {
		t.Error("the app should now draw light")
	}
}

// The words Pymtheg's and Burn's result entries say a refusal with (also
// in a tournament table's status line) are the refusal's Dutch in a Dutch
// app, from its typed message.
func TestEntryRefusalWordsInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	nl := say.For("nl", say.Words)
	for dir, words := range map[string]func(error) string{"pymtheg": dealentry.RefusalWords, "burn": roundentry.RefusalWords} {
		err := firstRefusal(t, dir)
		if err == nil {
			t.Fatalf("%s: no refusal among the worked cases", dir)
		}
		got := strings.ToLower(words(err))
		want := strings.ToLower(widgets.FontSafe(nl.Message(game.Said(err))))
		english := strings.ToLower(game.Said(err).String())
		if !strings.Contains(got, want) || strings.Contains(got, english) {
			t.Errorf("%s: %q, want the Dutch %q", dir, got, want)
		}
	}
}
