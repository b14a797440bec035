package app

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/assets"
)

// Issue 16 #7: Fyne's own dialogs (the file dialog's Save, Cancel, New
// Folder, ...) speak Dutch too: Fyne ships no Dutch, Arbiter does.
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
	u, sc := startUI(t, apptest.Desktop, Config{Language: "nl"})
	defer i18n.SetLanguage("en")
	dialog.ShowFileSave(func(fyne.URIWriteCloser, error) {}, u.Window())
	for _, want := range []string{"Opslaan", "Annuleren"} {
		if !sc.Has(want) {
			t.Errorf("the file dialog has no %q: %q", want, sc.Texts())
		}
	}
}
