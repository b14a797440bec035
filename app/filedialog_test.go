package app

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/assets"
)

// Issue 16 #7, issue 23 #8: Fyne's own dialogs (the file dialog's Save,
// Cancel, New Folder, ...) speak Dutch too: Fyne ships no Dutch, Arbiter
// does. The file dialog's title reads as Dutch ("Naar een bestand
// exporteren", never Fyne's "Opslaan Bestand"), and an export offers a
// file name saying what it holds and the day.
func TestFileDialogInDutch(t *testing.T) {
	b, err := assets.Translations.ReadFile("translations/fyne.nl.json")
	if err != nil {
		t.Fatal(err)
	}
	var nl map[string]any
	if err := json.Unmarshal(b, &nl); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"Save", "Cancel", "Open", "New Folder", "Show Hidden Files", "Create Folder", "Enter filename", "Favourites"} {
		if _, ok := nl[k]; !ok {
			t.Errorf("no Dutch for Fyne's %q", k)
		}
	}
	for _, phone := range []bool{false, true} {
		size := apptest.Desktop
		if phone {
			size = apptest.Phone
		}
		_, sc := startUI(t, size, Config{Language: "nl"})
		sc.Tap("Instellingen")
		sc.ScrollTo("Alles exporteren (JSON)")
		sc.Tap("Alles exporteren (JSON)")
		texts := sc.Texts()
		for _, want := range []string{"Naar een bestand exporteren", "Opslaan", "Annuleren"} {
			if !slices.Contains(texts, want) {
				t.Errorf("phone %v: the export dialog has no %q: %q", phone, want, texts)
			}
		}
		if strings.Contains(strings.Join(texts, "\n"), "Opslaan Bestand") {
			t.Errorf("phone %v: the dialog is titled in Fyne's words: %q", phone, texts)
		}
		// The name offered, in the dialog's name field.
		want := "arbiter-history-" + time.Now().Format("2006-01-02") + ".json"
		var names []string
		for _, e := range apptest.All[*widget.Entry](sc.Canvas().Overlays().Top()) {
			names = append(names, e.Text)
		}
		if !slices.Contains(names, want) {
			t.Errorf("phone %v: the export offers %q, want %q", phone, names, want)
		}
		sc.Tap("Annuleren")
	}
	i18n.SetLanguage("en")
}
