package swords

import (
	"encoding/json"

	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/history"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/stats"
	"arbiter/app/tables/tabletest"
	"arbiter/app/widgets"
	"arbiter/scoring"
	sswords "arbiter/scoring/swords"
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
	tabletest.Settle(u.Window())
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
		tabletest.TapCard(t, sc, "QS")
		want := "Ann cannot attack with Q♤ from hand: the Strong Suit's J, Q and K attack only as a random card (SWORDS-5)."
		if got := status(t, u); got != want {
			t.Fatalf("phone %v: the refusal at the tap says %q, want %q", phone, got, want)
		}
		tabletest.CheckLayout(t, u, sc, "the refusal")
		if d, err := u.Store().Draft("game/" + g.ID); err == nil && strings.Contains(string(d), "QS") {
			t.Errorf("the refused card went into the attack: %s", d)
		}
		// Another card is fine and the refusal goes.
		tabletest.TapCard(t, sc, "5H")
		if got := status(t, u); strings.Contains(got, "SWORDS-5") {
			t.Errorf("the refusal stayed after a good tap: %q", got)
		}
		// Take the 5H back, tick Random: the Q turned up from the deck attacks.
		sc.TapItem(placedItem(t, sc, "5H"))
		sc.TapNth(i18n.T("Random"), 0)
		tabletest.TapCard(t, sc, "QS")
		if strings.Contains(status(t, u), "SWORDS-5") || !sc.Has(i18n.T("attacks")) {
			t.Errorf("phone %v: a random QS is refused: %q", phone, sc.Texts())
		}
	}
}

// placedItem is a card placed in a slot (not the deck's), scrolled into
// view as a finger would.
func placedItem(t *testing.T, sc *apptest.Screen, code string) apptest.Item {
	t.Helper()
	for range 60 {
		var hit *apptest.Item
		for _, it := range tabletest.AllItems(sc) {
			if f := tabletest.FaceOf(it); f != nil && f.Spec.Code == code && f.MinSize() == widgets.PlacedCardSize {
				hit = &it
				break
			}
		}
		if hit == nil {
			t.Fatalf("no placed %s on screen: %q", code, sc.Texts())
		}
		if !hit.Clipped {
			return *hit
		}
		tabletest.ScrollToward(sc, *hit)
	}
	t.Fatalf("the placed %s does not come into view", code)
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
				tabletest.CheckLayout(t, u, sc, when+", a new fight")
				tabletest.TapCard(t, sc, "KD") // refused: the Gentleman Rule's first attack
				tabletest.Settle(u.Window())
				tabletest.CheckLayout(t, u, sc, when+", a refusal")
				if !strings.Contains(status(t, u), "SWORDS-5") {
					t.Errorf("%s: no refusal: %q", when, status(t, u))
				}
				for _, c := range []string{"5H", "9H", "2S", "3C"} {
					tabletest.TapCard(t, sc, c)
				}
				tabletest.Settle(u.Window())
				tabletest.CheckLayout(t, u, sc, when+", two damaged knights")
				sc.TapNth(i18n.T("Hand card as armor"), 0)
				tabletest.Settle(u.Window())
				tabletest.CheckLayout(t, u, sc, when+", a hand card laid as armor")
				i18n.SetLanguage("en")
			}
		}
	}
}

// Issue 16 #12: an attack's entry fits in view. At desktop size the
// knights' cards, the whole deck grid, the damage choices and Save are on
// screen at once with four knights, no scrolling; on a phone the grid
// scrolls under a fixed status line and bar.
func TestSwordsAttackFitsInView(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
	openTable(t, u, g)
	for _, c := range []string{"5H", "9H", "2S", "QD"} {
		tabletest.TapCard(t, sc, c)
	}
	tabletest.Settle(u.Window())
	for _, c := range deckOrder {
		it := tabletest.DeckItem(t, sc, c.String())
		if it.Clipped {
			t.Errorf("%s is out of view", c)
		}
	}
	for _, text := range []string{"⚔ Ann", "Bob", "Cleo", "Dan", i18n.T("Hand card as armor"), "Steal 5♡", i18n.T("Save the attack")} {
		if it := sc.FindNth(text, 0, false); it.Clipped {
			t.Errorf("%q is out of view", text)
		}
	}
	if sc.Find("Steal 5♡").Pos.Y > apptest.Desktop.Height {
		t.Error("the damage choice is below the window")
	}
}

// Issue 16 #10: "1 damaged knight", never "knight(s)".
func TestSwordsOneDamagedKnight(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
	openTable(t, u, g)
	for _, c := range []string{"5H", "9H", "2S", "QD"} {
		tabletest.TapCard(t, sc, c)
	}
	if got := status(t, u); got != "1 damaged knight still to choose how to take the damage." {
		t.Errorf("status %q", got)
	}
	// Two damaged knights.
	sc.TapItem(placedItem(t, sc, "QD"))
	tabletest.TapCard(t, sc, "3C")
	if got := status(t, u); got != "2 damaged knights still to choose how to take the damage." {
		t.Errorf("status %q", got)
	}
}

// Issue 16 #6 and the brief's one source of truth: the game record's
// "Edit this round" opens the table with the attack in its entry; the
// table page left under the record shows the corrected fight when it is
// shown again, never an old copy.
func TestSwordsEditFromTheRecord(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo"}, "4S", "")
	addAttacks(t, u.Store(), g,
		`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]}`,
		`{"plays":[{"seat":2,"card":"7C"},{"seat":0,"card":"7D"},{"seat":1,"card":"3C"}],"choices":[{"seat":1,"choice":"steal"}]}`)
	openTable(t, u, g)
	u.Push(host.SectionHistory, history.GameRecordPage(u, u.Store(), g))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, i18n.T("Round 1")+" ") }))
	sc.Tap(i18n.T("Edit this round"))
	tabletest.Settle(u.Window())
	wantStatus(t, u, "Correcting attack 1")
	// Cleo lays the 8♧ instead of the 8♢.
	sc.TapItem(placedItem(t, sc, "8D"))
	tabletest.TapCard(t, sc, "8C")
	sc.Tap(i18n.T("Save the correction"))
	wantStatus(t, u, "Attack 1 corrected.")
	state, _ := u.Store().GameState(g.ID)
	if k := state.(*sswords.Game).Knights()[2]; len(k.Armor) != 1 || k.Armor[0].Card.String() != "8C" {
		t.Fatalf("Cleo's armor after the correction: %+v", k.Armor)
	}
	// Back on the table page opened before: it shows the store.
	u.Back(host.SectionPlay)
	tabletest.Settle(u.Window())
	u.Select(host.SectionPlay)
	tabletest.Settle(u.Window())
	if !placedArmor(sc, "8C") || placedArmor(sc, "8D") {
		t.Errorf("the table under the record shows an old fight: %q", sc.Texts())
	}
}

// placedArmor reports whether an armor card is drawn among the knights.
func placedArmor(sc *apptest.Screen, code string) bool {
	for _, it := range tabletest.AllItems(sc) {
		if f := tabletest.FaceOf(it); f != nil && f.Spec.Code == code && f.MinSize().Width == 30 {
			return true
		}
	}
	return false
}

// The last hand card lost ends the fight: the winner is shown and stored,
// and the score sheet shows no points.
func TestSwordsDeathAndWinner(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob"}, "4S", "")
	// Five times Ann's diamond hits Bob's club and Bob lays a heart as
	// armor; Bob then attacks with a club and Ann blocks with a higher
	// spade, so Ann attacks again. Every card is a different one (GEN-1).
	attacks := []string{"KD", "QD", "JD", "10D", "9D"}
	fails := []string{"2C", "3C", "4C", "5C", "6C"}
	bobAttacks := []string{"9C", "10C", "JC", "QC", "KC"}
	annBlocks := []string{"10S", "JS", "QS", "KS", "AS"}
	for i, armor := range []string{"2H", "3H", "4H", "5H", "6H"} {
		addAttacks(t, st, g,
			`{"plays":[{"seat":0,"card":"`+attacks[i]+`"},{"seat":1,"card":"`+fails[i]+`"}],"choices":[{"seat":1,"choice":"hand","card":"`+armor+`"}]}`,
			`{"plays":[{"seat":1,"card":"`+bobAttacks[i]+`"},{"seat":0,"card":"`+annBlocks[i]+`"}]}`)
	}
	openTable(t, u, g)
	tabletest.TapCard(t, sc, "JH")
	tabletest.TapCard(t, sc, "7C")
	// Bob's face-up hearts armor can take the hit; he lays his last hand
	// card instead and dies.
	if !sc.Has("Turn 2♡ down") {
		t.Fatalf("no turn-down choice: %q", sc.Texts())
	}
	sc.Tap(i18n.T("Hand card as armor"))
	tabletest.TapCard(t, sc, "8S")
	wantStatus(t, u, "Bob dies. Ann is the last knight standing and wins the fight.")
	sc.Tap(i18n.T("Save the attack"))
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !tot.Finished || len(tot.Winners) != 1 || tot.Winners[0] != "Ann" {
		t.Errorf("totals = %+v", tot)
	}
	if !sc.Has("Ann is the last knight standing and wins the fight.") {
		t.Errorf("no winner on screen: %q", sc.Texts())
	}
	for _, text := range sc.Texts() {
		if strings.Contains(text, "now") || strings.HasPrefix(text, "Ann: ") {
			t.Errorf("points shown for Mortal Swords: %q", text)
		}
	}
}

// Variants from the rule set: Expanded Dodging (the rulebook's black 4,
// black 7 example) and Damage-To-Stop (the knights after the first damage
// do not play, and cannot be given a card).
func TestSwordsVariants(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "2H", `{"expanded_dodging":true}`)
	openTable(t, u, g)
	for _, c := range []string{"4S", "7S", "7H", "4D"} {
		tabletest.TapCard(t, sc, c)
	}
	labels := apptest.Labels(u.Window().Canvas().Content())
	for _, want := range []string{i18n.T("blocks"), i18n.T("dodges"), i18n.T("parries")} {
		if !strings.Contains(labels, want+"\n") {
			t.Errorf("expanded dodging: no %q: %q", want, labels)
		}
	}
	wantStatus(t, u, "Bob attacks next.")

	g2 := swordsTestGame(t, u, []string{"Eve", "Finn", "Gus"}, "2H", `{"damage_to_stop":true}`)
	openTable(t, u, g2)
	tabletest.TapCard(t, sc, "5C")
	tabletest.TapCard(t, sc, "2D") // Finn fails: the attack stops, Gus does not play
	if !strings.Contains(apptest.Labels(u.Window().Canvas().Content()), i18n.T("does not play")) {
		t.Errorf("Gus is not said to sit this attack out: %q", sc.Texts())
	}
	// A card for Gus is refused: the attack stopped.
	tabletest.TapCard(t, sc, "9S")
	if got := status(t, u); got != "The attack has stopped: the knights after it do not play." {
		t.Errorf("a card after the stop: %q", got)
	}
	sc.Tap("Steal 5♧")
	wantStatus(t, u, "Finn attacks next.")
	sc.Tap(i18n.T("Save the attack"))
	rounds, _ := st.Rounds(g2.ID)
	var a swAttack
	if len(rounds) == 1 {
		_ = json.Unmarshal(rounds[0].Input, &a)
	}
	if len(a.Plays) != 2 || len(a.Choices) != 1 || a.Choices[0].Choice != "steal" {
		t.Errorf("stored = %+v", a)
	}
}

// The new-game form asks the Strong Suit card (and, with the Warrior's
// Vow, each knight's armor card) and says what is missing in the bar.
func TestSwordsNewGameAsksStrongSuitCard(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	tapTile(t, sc, "Mortal Swords")
	typeNth(t, sc, i18n.T("Player name"), "Ann")
	typeNth(t, sc, i18n.T("Player name"), "Bob")
	sc.Tap(i18n.T("Start the game"))
	wantStatus(t, u, i18n.T("Tap the Strong Suit card."))
	tabletest.TapCard(t, sc, "7H")
	// A second card replaces it.
	tabletest.TapCard(t, sc, "8H")
	sc.Tap(i18n.T("Start the game"))
	tabletest.Settle(u.Window())
	games, err := u.Store().Games(storage.Filter{Status: storage.StatusActive})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	var s swSetup
	_ = json.Unmarshal(games[0].Setup, &s)
	if strings.Join(s.Knights, ",") != "Ann,Bob" || s.StrongCard != "8H" || s.Dealer != "Bob" {
		t.Errorf("setup = %+v", s)
	}
}

// Mortal Swords keeps no score (the last knight standing wins): no points
// on the score sheet, the game record, the history list, the home screen
// or in the statistics - only who won.
func TestSwordsShowsNoPoints(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob"}, "4S", "")
	addAttacks(t, st, g, `{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"}]}`)
	openTable(t, u, g)
	noPoints := func(where string) {
		t.Helper()
		for _, text := range sc.Texts() {
			if strings.Contains(text, "now") || regexp.MustCompile(`^(Ann|Bob):? [0-9]`).MatchString(text) || text == "0" {
				t.Errorf("%s shows points: %q", where, text)
			}
		}
	}
	noPoints("the table")
	u.Push(host.SectionHistory, history.GameRecordPage(u, st, apptest.Must[storage.Game](t)(st.Game(g.ID))))
	tabletest.Settle(u.Window())
	noPoints("the game record")
	if !sc.HasContaining("Ann ⚔ 5♡") {
		t.Errorf("the record does not say the attack: %q", sc.Texts())
	}
	ann, _ := st.EnsurePlayer("Ann")
	if _, err := st.SetStatus(g.ID, storage.StatusFinished); err != nil {
		t.Fatal(err)
	}
	ps, err := st.PlayerStats(ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if labels := apptest.Labels(stats.StatsCards(ps, 2)); strings.Contains(labels, i18n.T("Average score")) || strings.Contains(labels, i18n.T("Best score")) {
		t.Errorf("the statistics show points for Mortal Swords: %q", labels)
	}
}

// The new-game form fits a phone and a desktop in both languages at every
// text size, with the Warrior's Vow's slots too; and the table follows
// the window across the phone width both ways.
func TestSwordsFormFitsAndTableFollowsTheWindow(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, text := range []string{"normal", "larger"} {
			for _, phone := range []bool{true, false} {
				u, sc := startApp(t, phone, lang, text)
				when := fmt.Sprintf("%s, %s text, phone %v", lang, text, phone)
				tapTile(t, sc, "Mortal Swords")
				typeNth(t, sc, i18n.T("Player name"), "Ann")
				typeNth(t, sc, i18n.T("Player name"), "Bob")
				tabletest.TapCard(t, sc, "4S")
				tabletest.Settle(u.Window())
				if text == "normal" {
					tabletest.CheckLayout(t, u, sc, when+", the new-game form")
				}
				// At the largest text the shared form's own rows (the
				// game's name, the house rules' check boxes) are wider
				// than a phone; Mortal Swords' part fits.
				for _, b := range apptest.Find(u.Window().Canvas().Content(), func(o fyne.CanvasObject) bool {
					_, ok := o.(*widgets.CardFace)
					return ok
				}) {
					if w := b.MinSize().Width; w > apptest.Phone.Width {
						t.Errorf("%s: a card is %.0f px wide", when, w)
					}
				}
				if w := formBox(t, u).MinSize().Width; w > apptest.Phone.Width-16 {
					t.Errorf("%s: the Strong Suit part of the form needs %.0f px", when, w)
				}
				i18n.SetLanguage("en")
			}
		}
	}
	if fyne.CurrentDevice().IsMobile() {
		return // a mobile build always uses the phone layout
	}
	u, sc := startApp(t, false, "en", "")
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo"}, "4S", "")
	openTable(t, u, g)
	tabletest.TapCard(t, sc, "5H")
	u.Window().Resize(apptest.Phone)
	tabletest.Settle(u.Window())
	tabletest.CheckLayout(t, u, sc, "resized to a phone")
	if !sc.Has(i18n.T("Attacks")) || placedItem(t, sc, "5H").Text == "" {
		t.Errorf("the phone layout lost the tabs or the entry: %q", sc.Texts())
	}
	u.Window().Resize(apptest.Desktop)
	tabletest.Settle(u.Window())
	tabletest.CheckLayout(t, u, sc, "back at desktop size")
	if !sc.Has(i18n.T("Knights")) {
		t.Errorf("the desktop layout did not come back: %q", sc.Texts())
	}
}

// formBox is Mortal Swords' part of the new-game form: the container
// holding the "Start of the fight" heading.
func formBox(t *testing.T, u *app.UI) fyne.CanvasObject {
	t.Helper()
	for _, c := range apptest.All[*fyne.Container](u.Window().Canvas().Content()) {
		if len(c.Objects) > 0 && strings.Contains(apptest.Labels(c.Objects[0]), i18n.T("Start of the fight")) && len(c.Objects) > 5 {
			return c
		}
	}
	t.Fatal("no Strong Suit part in the form")
	return nil
}
