package widgets_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/game"
	"arbiter/say"
)

// What a refusal's rule cites is said from its typed citation: every
// section in the window's language (the catalog's word, whatever case or
// title the rule's English gives it), the rulings by id. Before the
// citation was typed, a section the English titled otherwise than the
// rules ("Jokers and Double-Scouts", "Damage & Armors") stayed English.
func TestCitedSaysEverySectionInDutch(t *testing.T) {
	test.NewTempApp(t)
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	nl := say.For("nl", say.Words)
	sections := map[string]int{}
	for id, dir := range typedGames {
		for _, c := range workedCases(t, dir) {
			cited := game.CitationOf(c.err)
			if c.err == nil || cited.Empty() {
				continue
			}
			got := widgets.Cited(c.err)
			var want []string
			for _, s := range cited.Sections {
				w := nl.Word(s)
				if w == s.English {
					t.Errorf("%s: the section %q has no Dutch", c.what, s.English)
				}
				want = append(want, widgets.FontSafe(w))
				sections[id]++
			}
			for _, o := range cited.Options {
				want = append(want, "huisregel "+o)
			}
			want = append(want, cited.Rulings...)
			if w := strings.Join(want, "; "); got != w {
				t.Errorf("%s: cites %q, want %q", c.what, got, w)
			}
		}
	}
	// The games whose worked refusals cite sections by name.
	for _, id := range []string{"myre", "mortal-swords", "yamiro", "hyrule"} {
		if sections[id] == 0 {
			t.Errorf("%s: no worked refusal cites a section", id)
		}
	}
}

func TestCapitalized(t *testing.T) {
	for in, want := range map[string]string{"élise wins": "Élise wins", "ann": "Ann", "⟦this⟧": "⟦this⟧", "": "", "8 fire": "8 fire"} {
		if got := widgets.Capitalized(in); got != want {
			t.Errorf("Capitalized(%q) = %q, want %q", in, got, want)
		}
	}
}
