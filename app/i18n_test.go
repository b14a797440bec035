package app

import (
	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

func TestLanguageSwitch(t *testing.T) {
	u := newTestUI(t, false)
	t.Cleanup(func() { i18n.SetLanguage("en") })

	u.SetLanguage("nl")
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
}

func TestEveryDutchKeyIsUsedText(t *testing.T) {
	// A translation whose key is not English text in the code would never
	// show; a cheap guard is that the Dutch file parses and is not empty.
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if i18n.T("New game") != "Nieuw spel" {
		t.Errorf("T(New game) in Dutch = %q", i18n.T("New game"))
	}
	if got := i18n.T("{{.Card}} is already on the table.", map[string]any{"Card": "QS"}); got != "QS ligt al op tafel." {
		t.Errorf("template translation = %q", got)
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
	if !u.theme.isDark(u.app) {
		t.Error("the app should now draw dark")
	}
	radio.SetSelected("Light")
	if u.theme.isDark(u.app) {
		t.Error("the app should now draw light")
	}
}
