package swords

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring"
	"arbiter/storage"
)

// swordsTestGame stores a fight with the given knights (the last one
// deals), Strong Suit card and house rules.
func swordsTestGame(t *testing.T, u *app.UI, names []string, strong string, options string) storage.Game {
	t.Helper()
	st := u.Store()
	setup, _ := json.Marshal(swSetup{Knights: names, Dealer: names[len(names)-1], StrongCard: strong})
	s := host.Tables[swordsID].Seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	def, err := scoring.Lookup(swordsID)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := def.Options().Parse(json.RawMessage(options))
	if err != nil {
		t.Fatal(err)
	}
	g, err := host.CreateGame(st, swordsID, "", names, opts, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// openTable shows a stored fight's table as Resume does.
func openTable(t *testing.T, u *app.UI, g storage.Game) {
	t.Helper()
	u.OpenGame(u.Store(), g.ID)
	settle(u.Window())
}

func addAttacks(t *testing.T, st *storage.Store, g storage.Game, inputs ...string) {
	t.Helper()
	for i, in := range inputs {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
			t.Fatalf("attack %d: %v", i+1, err)
		}
	}
}

// status is what the status line on screen says (the table's, or the
// new-game form's).
func status(t *testing.T, u *app.UI) string {
	t.Helper()
	var out []string
	for _, s := range apptest.All[*widgets.StatusLine](u.Window().Canvas().Content()) {
		if s.Visible() && s.Text() != "" {
			out = append(out, s.Text())
		}
	}
	return strings.Join(out, "\n")
}

// Issue 16 #12: attacking from hand with a J, Q or K of the Strong Suit is
// refused at the tap, in words, with the rule (the engine's CanAttack);
// turned up from the deck (Random) it is a legal attack.
func TestSwordsStrongSuitQueenRefusedAtTheTap(t *testing.T) {
	for _, phone := range []bool{true, false} {
		u, sc := startApp(t, phone, "en", "")
		g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
		openTable(t, u, g)
		tapCard(t, sc, "QS")
		want := "Ann cannot attack with Q♤ from hand: the Strong Suit's J, Q and K attack only as a random card (SWORDS-5)."
		if got := status(t, u); got != want {
			t.Fatalf("phone %v: the refusal at the tap says %q, want %q", phone, got, want)
		}
		checkLayout(t, u, sc, "the refusal")
		if d, err := u.Store().Draft("game/" + g.ID); err == nil && strings.Contains(string(d), "QS") {
			t.Errorf("the refused card went into the attack: %s", d)
		}
		// Another card is fine and the refusal goes.
		tapCard(t, sc, "5H")
		if got := status(t, u); strings.Contains(got, "SWORDS-5") {
			t.Errorf("the refusal stayed after a good tap: %q", got)
		}
		// Take the 5H back, tick Random: the Q turned up from the deck attacks.
		sc.TapItem(placedItem(t, sc, "5H"))
		sc.TapNth(i18n.T("Random"), 0)
		tapCard(t, sc, "QS")
		if strings.Contains(status(t, u), "SWORDS-5") || !sc.Has(i18n.T("attacks")) {
			t.Errorf("phone %v: a random QS is refused: %q", phone, sc.Texts())
		}
	}
}

// placedItem is a card placed in a slot (not the deck's).
func placedItem(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	for _, it := range sc.Items() {
		if f := faceOf(it); f != nil && f.Spec.Code == code && f.MinSize() != widgets.DeckCardSize {
			return it
		}
	}
	t.Fatalf("no placed %s on screen", code)
	return apptest.Item{}
}

// Issue 16 #10: no "(s)" plurals in Mortal Swords' words.
func TestSwordsNoPluralWithParentheses(t *testing.T) {
	lit := regexp.MustCompile(`\bT\(("(?:[^"\\]|\\.)*")`)
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range lit.FindAllStringSubmatch(string(src), -1) {
			if strings.Contains(m[1], "(s)") {
				t.Errorf("%s: %s says (s); use i18n.N", f, m[1])
			}
		}
	}
}

// Issue 16 #11/#12 and the tables' brief: nothing is drawn over anything,
// cut or wider than the window while an attack is entered - with the
// damage choices and a refusal on screen - at phone and desktop size, in
// English and Dutch, at every text size.
func TestSwordsLayoutAtEverySize(t *testing.T) {
	langs, texts := []string{"en", "nl"}, []string{"small", "normal", "large", "larger"}
	if v := os.Getenv("SWORDS_LAYOUT"); v != "" {
		p := strings.Split(v, "/")
		langs, texts = p[:1], p[1:2]
	}
	for _, lang := range langs {
		for _, text := range texts {
			for _, phone := range []bool{true, false} {
				u, sc := startApp(t, phone, lang, text)
				g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", `{"gentleman_rule":true}`)
				openTable(t, u, g)
				when := fmt.Sprintf("%s, %s text, phone %v", lang, text, phone)
				checkLayout(t, u, sc, when+", a new fight")
				tapCard(t, sc, "KD") // refused: the Gentleman Rule's first attack
				settle(u.Window())
				checkLayout(t, u, sc, when+", a refusal")
				if !strings.Contains(status(t, u), "SWORDS-5") {
					t.Errorf("%s: no refusal: %q", when, status(t, u))
				}
				for _, c := range []string{"5H", "9H", "2S", "3C"} {
					tapCard(t, sc, c)
				}
				settle(u.Window())
				checkLayout(t, u, sc, when+", two damaged knights")
				sc.TapNth(i18n.T("Hand card as armor"), 0)
				settle(u.Window())
				checkLayout(t, u, sc, when+", a hand card laid as armor")
				i18n.SetLanguage("en")
			}
		}
	}
}
