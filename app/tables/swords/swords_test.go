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
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	sswords "arbiter/scoring/swords"
	"arbiter/storage"
)

// Issue 16 #12: attacking from hand with a J, Q or K of the Strong Suit is
// refused at the tap, in words, with the rule (the engine's CanAttack);
// turned up from the deck (Random) it is a legal attack.
func TestSwordsStrongSuitQueenRefusedAtTheTap(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
	openTable(t, u, id)
	tabletest.TapCard(t, sc, "QS")
	want := "Ann cannot attack with Q♤ from hand: the Strong Suit's J, Q and K attack only as a random card (SWORDS-5)."
	if got := status(t, u); got != want {
		t.Fatalf("the refusal at the tap says %q, want %q", got, want)
	}
	tabletest.CheckLayout(t, u, sc, "the refusal")
	if hasPlaced(sc, "QS") {
		t.Errorf("the refused card went into the attack")
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
		t.Errorf("a random QS is refused: %q", sc.Texts())
	}
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
// English and Dutch, from the smallest text size to the largest.
func TestSwordsLayoutAtEverySize(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		phone      bool
	}{{"en", "small", false}, {"nl", "larger", true}, {"en", "larger", false}, {"nl", "normal", true}} {
		u, sc := startApp(t, c.phone, c.lang, c.text)
		id := newFight(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", `{"gentleman_rule":true}`)
		openTable(t, u, id)
		when := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.text, c.phone)
		tabletest.CheckLayout(t, u, sc, when+", a new fight")
		tabletest.TapCard(t, sc, "KD") // refused: the Gentleman Rule's first attack
		tabletest.CheckLayout(t, u, sc, when+", a refusal")
		if !strings.Contains(status(t, u), "SWORDS-5") {
			t.Errorf("%s: no refusal: %q", when, status(t, u))
		}
		for _, card := range []string{"5H", "9H", "2S", "3C"} {
			tabletest.TapCard(t, sc, card)
		}
		tabletest.Settle(u.Window())
		tabletest.CheckLayout(t, u, sc, when+", two damaged knights")
		tapFirst(sc, i18n.T("Hand card as armor"))
		tabletest.Settle(u.Window())
		tabletest.CheckLayout(t, u, sc, when+", a hand card laid as armor")
		i18n.SetLanguage("en")
	}
}

// deckPositions are where the deck grid's cards are drawn, and whether
// each is wholly in view.
func deckPositions(t *testing.T, sc *apptest.Screen) map[string]apptest.Item {
	t.Helper()
	out := map[string]apptest.Item{}
	for _, it := range tabletest.AllItems(sc) {
		if f := tabletest.FaceOf(it); f != nil && f.MinSize() == widgets.DeckCardSize {
			if _, seen := out[f.Spec.Code]; !seen {
				out[f.Spec.Code] = it
			}
		}
	}
	if len(out) != 52 {
		t.Fatalf("%d cards of the grid on screen", len(out))
	}
	return out
}

// Issue 23 #5: the card grid keeps its four suit rows in view whatever
// the attack's part of the screen holds: with three damaged knights (the
// damage choices of each) every card of the grid is wholly in view, in
// four rows, and a damage choice appearing moves no card of the grid; at
// phone and desktop size. The hand card the grid is asked for can be
// tapped where it is.
func TestSwordsGridStaysInView(t *testing.T) {
	for _, phone := range []bool{true, false} {
		u, sc := startApp(t, phone, "en", "")
		id := newFight(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
		openTable(t, u, id)
		before := deckPositions(t, sc)
		// Ann's 5♡; Bob, Cleo and Dan all fail with black cards.
		for _, c := range []string{"5H", "2S", "3C", "6C"} {
			tabletest.TapCard(t, sc, c)
		}
		for _, n := range []string{"Bob", "Cleo", "Dan"} {
			if !anywhere(sc, i18n.Tf("%s takes damage: how?", n)) {
				t.Errorf("phone %v: no damage choice for %s: %q", phone, n, sc.Texts())
			}
		}
		after := deckPositions(t, sc)
		rows := map[float32]int{}
		for code, it := range after {
			if it.Clipped {
				t.Errorf("phone %v: %s is out of view with three damage choices", phone, code)
			}
			if it.Pos != before[code].Pos {
				t.Errorf("phone %v: %s moved from %v to %v", phone, code, before[code].Pos, it.Pos)
			}
			rows[it.Pos.Y]++
		}
		if len(rows) != 4 {
			t.Errorf("phone %v: the grid is drawn in %d rows, want the four suits", phone, len(rows))
		}
		// Bob lays a hand card: the guide asks for it in the grid, the
		// grid's card is tapped where it is, no scrolling.
		tapFirst(sc, i18n.T("Hand card as armor"))
		wantStatus(t, u, i18n.Tf("Tap the hand card %s lays face up as armor.", "Bob"))
		it := deckPositions(t, sc)["8D"]
		if it.Clipped {
			t.Fatalf("phone %v: the hand card to tap is out of view", phone)
		}
		sc.TapItem(it)
		if !hasPlaced(sc, "8D") {
			t.Errorf("phone %v: 8♢ was not laid as Bob's armor", phone)
		}
		tabletest.CheckLayout(t, u, sc, fmt.Sprintf("phone %v, three damaged knights", phone))
	}
}

// Issue 16 #10: "1 damaged knight", never "knight(s)".
func TestSwordsOneDamagedKnight(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
	openTable(t, u, id)
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
// "Edit this round" opens the table with the attack in its entry, through
// the game's shared session; the table page left under the record shows
// the corrected fight when it is shown again, never an old copy.
func TestSwordsEditFromTheRecord(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo"}, "4S", "")
	addAttacks(t, u, id,
		`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]}`,
		`{"plays":[{"seat":2,"card":"7C"},{"seat":0,"card":"7D"},{"seat":1,"card":"3C"}],"choices":[{"seat":1,"choice":"steal"}]}`)
	openTable(t, u, id)
	u.Push(host.SectionHistory, history.GameRecordPage(u, u.Store(), apptest.Must[storage.Game](t)(u.Store().Game(id))))
	tabletest.Settle(u.Window())
	sc.TapItem(firstItem(t, sc, func(s string) bool { return strings.HasPrefix(s, i18n.T("Round 1")+" ") }))
	sc.Tap(i18n.T("Edit this round"))
	u.Settle()
	tabletest.Settle(u.Window())
	wantStatus(t, u, "Correcting attack 1")
	// Cleo lays the 8♧ instead of the 8♢.
	sc.TapItem(placedItem(t, sc, "8D"))
	tabletest.TapCard(t, sc, "8C")
	sc.Tap(i18n.T("Save the correction"))
	u.Settle()
	wantStatus(t, u, "Attack 1 corrected.")
	state, _ := u.Store().GameState(id)
	if k := state.(*sswords.Game).Knights()[2]; len(k.Armor) != 1 || k.Armor[0].Card.String() != "8C" {
		t.Fatalf("Cleo's armor after the correction: %+v", k.Armor)
	}
	// Back on the table page opened before: it shows the corrected fight.
	u.Back(host.SectionPlay)
	u.Select(host.SectionPlay)
	u.Settle()
	tabletest.Settle(u.Window())
	if !placedArmor(sc, "8C") || placedArmor(sc, "8D") {
		t.Errorf("the table under the record shows an old fight: %q", sc.Texts())
	}
}

// anywhere reports whether a text is on the page, in view or scrolled out
// of it.
func anywhere(sc *apptest.Screen, text string) bool {
	for _, it := range tabletest.AllItems(sc) {
		if it.Text == text {
			return true
		}
	}
	return false
}

// tapFirst taps the first of the texts on the page (a damage choice each
// damaged knight has), scrolled into view first.
func tapFirst(sc *apptest.Screen, text string) {
	sc.ScrollTo(text)
	sc.TapNth(text, 0)
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

// bobFalls: three knights, Spades strong; Ann's diamonds hit Bob's clubs
// five times (Bob lays a heart as armor each time, Cleo parries), Bob
// attacks back with a diamond each time that Ann blocks with a higher
// heart and Cleo parries: after ten attacks Bob holds one hand card.
var bobFalls = func() []string {
	var out []string
	ann := []string{"KD", "QD", "JD", "10D", "9D"}
	cleo := []string{"KC", "QC", "JC", "10C", "9C"}
	for i, n := range []string{"2", "3", "4", "5", "6"} {
		out = append(out,
			`{"plays":[{"seat":0,"card":"`+ann[i]+`"},{"seat":1,"card":"`+n+`C"},{"seat":2,"card":"`+cleo[i]+`"}],"choices":[{"seat":1,"choice":"hand","card":"`+n+`H"}]}`,
			`{"plays":[{"seat":1,"card":"`+n+`D"},{"seat":2,"card":"`+n+`S"},{"seat":0,"card":"`+[]string{"7H", "8H", "9H", "10H", "JH"}[i]+`"}]}`)
	}
	return out
}()

// Issue 23 #5: a knight's death is on the record. Bob falls at attack 11
// (his last hand card laid as armor): the table says so, Home's game card
// says who fell, History's row too, and the game's record lists each
// knight's hand, armor and death. Once Ann has beaten Cleo too, History
// marks the winner and the record says who won and when each fell.
func TestSwordsDeathsOnTheRecord(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo"}, "AS", "")
	addAttacks(t, u, id, bobFalls...)
	openTable(t, u, id)
	// Attack 11: Ann's 8♢, Bob's 7♧ fails, Cleo parries with 8♧; Bob lays
	// his last hand card, 7♤, and dies.
	for _, c := range []string{"8D", "7C", "8C"} {
		tabletest.TapCard(t, sc, c)
	}
	tabletest.TapText(t, sc, i18n.T("Hand card as armor"))
	tabletest.TapCard(t, sc, "7S")
	wantStatus(t, u, "Bob dies. Ann attacks next.")
	sc.Tap(i18n.T("Save the attack"))
	u.Settle()
	tabletest.Settle(u.Window())
	if !sc.HasContaining("fell at attack 11") {
		t.Errorf("the table does not say Bob fell: %q", sc.Texts())
	}
	// Home: the game card says who fell.
	u.Home(host.SectionPlay)
	u.Settle()
	tabletest.Settle(u.Window())
	if !strings.Contains(apptest.Labels(u.Window().Canvas().Content()), "Bob: fell at attack 11") {
		t.Errorf("Home does not say Bob fell: %q", sc.Texts())
	}
	// History: the row says it too; the record lists every knight.
	sc.Tap(i18n.T("History"))
	tabletest.Settle(u.Window())
	if !sc.HasContaining("Bob (fell at attack 11)") {
		t.Errorf("History does not say Bob fell: %q", sc.Texts())
	}
	rec := apptest.Must[storage.Game](t)(u.Store().Game(id))
	u.Push(host.SectionHistory, history.GameRecordPage(u, u.Store(), rec))
	u.Settle()
	tabletest.Settle(u.Window())
	labels := apptest.Labels(u.Window().Canvas().Content())
	for _, want := range []string{"fell at attack 11 · 6 armor cards", "6 cards in hand · no armor"} {
		if !strings.Contains(labels, want) {
			t.Errorf("the record does not say %q: %q", want, labels)
		}
	}
}

// annWins: two knights, Spades strong; five times Ann's diamond hits
// Bob's club and Bob lays a heart as armor, then Bob attacks with a club
// and Ann blocks with a higher spade. Every card is a different one
// (GEN-1). Bob holds one hand card.
var annWins = func() []string {
	var out []string
	attacks := []string{"KD", "QD", "JD", "10D", "9D"}
	fails := []string{"2C", "3C", "4C", "5C", "6C"}
	bobAttacks := []string{"9C", "10C", "JC", "QC", "KC"}
	annBlocks := []string{"10S", "JS", "QS", "KS", "AS"}
	for i, armor := range []string{"2H", "3H", "4H", "5H", "6H"} {
		out = append(out,
			`{"plays":[{"seat":0,"card":"`+attacks[i]+`"},{"seat":1,"card":"`+fails[i]+`"}],"choices":[{"seat":1,"choice":"hand","card":"`+armor+`"}]}`,
			`{"plays":[{"seat":1,"card":"`+bobAttacks[i]+`"},{"seat":0,"card":"`+annBlocks[i]+`"}]}`)
	}
	return out
}()

// The last hand card lost ends the fight: the winner is shown and stored,
// the score sheet shows no points, and History's row and the record say
// who won and at which attack the other fell.
func TestSwordsDeathAndWinner(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	st := u.Store()
	id := newFight(t, u, []string{"Ann", "Bob"}, "4S", "")
	addAttacks(t, u, id, annWins...)
	openTable(t, u, id)
	tabletest.TapCard(t, sc, "JH")
	tabletest.TapCard(t, sc, "7C")
	// Bob's face-up hearts armor can take the hit; he lays his last hand
	// card instead and dies.
	if !sc.Has("Turn 2♡ down") {
		t.Fatalf("no turn-down choice: %q", sc.Texts())
	}
	tabletest.TapText(t, sc, i18n.T("Hand card as armor"))
	tabletest.TapCard(t, sc, "8S")
	wantStatus(t, u, "Bob dies. Ann is the last knight standing and wins the fight.")
	sc.Tap(i18n.T("Save the attack"))
	u.Settle()
	tabletest.Settle(u.Window())
	tot, err := st.Totals(id)
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
	sc.Tap(i18n.T("History"))
	tabletest.Settle(u.Window())
	if !sc.HasContaining("✓ Ann · Bob (fell at attack 11)") || !sc.HasContaining("won by Ann") {
		t.Errorf("History does not say who won and who fell: %q", sc.Texts())
	}
	sc.TapItem(firstItem(t, sc, func(s string) bool { return s == "Mortal Swords" }))
	tabletest.Settle(u.Window())
	labels := apptest.Labels(u.Window().Canvas().Content())
	for _, want := range []string{"Ann — winner", "fell at attack 11 · 6 armor cards", "6 cards in hand · no armor"} {
		if !strings.Contains(labels, want) {
			t.Errorf("the record does not say %q: %q", want, labels)
		}
	}
}

// Variants from the rule set: Expanded Dodging (the rulebook's black 4,
// black 7 example) and Damage-To-Stop (the knights after the first damage
// do not play, and cannot be given a card).
func TestSwordsVariants(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	st := u.Store()
	id := newFight(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "2H", `{"expanded_dodging":true}`)
	openTable(t, u, id)
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

	id2 := newFight(t, u, []string{"Eve", "Finn", "Gus"}, "2H", `{"damage_to_stop":true}`)
	openTable(t, u, id2)
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
	tabletest.TapText(t, sc, "Steal 5♧")
	wantStatus(t, u, "Finn attacks next.")
	sc.Tap(i18n.T("Save the attack"))
	u.Settle()
	rounds, _ := st.Rounds(id2)
	var a struct {
		Plays   []json.RawMessage `json:"plays"`
		Choices []struct {
			Choice string `json:"choice"`
		} `json:"choices"`
	}
	if len(rounds) == 1 {
		_ = json.Unmarshal(rounds[0].Input, &a)
	}
	if len(a.Plays) != 2 || len(a.Choices) != 1 || a.Choices[0].Choice != "steal" {
		t.Errorf("stored = %s", rounds[0].Input)
	}
}

// nowhereAttacks: Ann parries Bob's random cards (Bob never draws: his
// hand stays the six he was dealt) through the deck, the Strong Suit card
// KC its 40th card, then Ann plays cards never shown against reshuffled
// ones (scoring/swords/testdata/hands.json): after 26 attacks Bob's six
// hand cards are the last six cards never shown.
var nowhereAttacks = func() []string {
	pairs := []string{"2S 2H", "2D 2C", "3S 3H", "3D 3C", "4S 4H", "4D 4C", "5S 5H", "5D 5C", "6S 6H", "6D 6C",
		"7S 7H", "8S 8H", "9S 9H", "10S 10H", "JS JC", "JH JD", "QS QC", "QH QD", "KH KD", "KS KC",
		"7C 7S", "7D 7H", "8C 8S", "8D 8H", "9C 9S", "9D 9H"}
	var out []string
	for _, p := range pairs {
		a, b, _ := strings.Cut(p, " ")
		out = append(out, `{"plays":[{"seat":0,"card":"`+a+`"},{"seat":1,"card":"`+b+`","random":true}]}`)
	}
	return out
}()

// A helper's finding (issue 23 #5): an attack after which a living
// knight's hand cards can be no real cards is refused at the tap that
// makes it whole, with GEN-1 and the reason in words; the card is not
// placed, and another card is taken.
func TestSwordsHandNowhereRefusedAtTheTap(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	id := newFight(t, u, []string{"Ann", "Bob"}, "KC", "")
	addAttacks(t, u, id, nowhereAttacks...)
	openTable(t, u, id)
	// Ann plays the 10♧ she holds, never shown; Bob's card is the deck's
	// top card, the 10♤ reshuffled.
	tabletest.TapCard(t, sc, "10C")
	sc.TapNth(i18n.T("Random"), 1)
	tabletest.TapCard(t, sc, "10S")
	want := "After this attack Bob would hold 6 hand cards, but only 5 cards could still be in that hand: every other card was shown since Bob last drew from a deck that had it. This attack cannot have happened (GEN-1)."
	if got := status(t, u); got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
	if hasPlaced(sc, "10S") {
		t.Errorf("the refused card was placed")
	}
	tabletest.CheckLayout(t, u, sc, "the hand that can be nowhere")
	// It is Ann's 10♧, one of the six cards Bob can hold, that leaves his
	// hand nowhere: taken back, Ann attacks with the J♤ she drew from the
	// reshuffled deck and Bob's random card is the J♧.
	sc.TapItem(placedItem(t, sc, "10C"))
	tabletest.TapCard(t, sc, "JS")
	tabletest.TapCard(t, sc, "JC")
	wantStatus(t, u, "Ann attacks next.")
}

// The new-game form asks the Strong Suit card (and, with the Warrior's
// Vow, each knight's armor card); Start the game before it says what is
// missing in the bar and scrolls the card picker into view, and the words
// go once the card is tapped (issue 23 #5).
func TestSwordsNewGameAsksStrongSuitCard(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	tapTile(t, sc, "Mortal Swords")
	typeNth(t, sc, i18n.T("Player name"), "Ann")
	typeNth(t, sc, i18n.T("Player name"), "Bob")
	sc.Tap(i18n.T("Start the game"))
	wantStatus(t, u, i18n.T("Tap the Strong Suit card."))
	for _, code := range []string{"AS", "KC"} {
		if it := tabletest.DeckItem(t, sc, code); it.Clipped {
			t.Errorf("the card picker's %s is out of view after the refusal", code)
		}
	}
	tabletest.TapCard(t, sc, "7H")
	if got := status(t, u); got != "" {
		t.Errorf("the form still says %q after the card was tapped", got)
	}
	// A second card replaces it.
	tabletest.TapCard(t, sc, "8H")
	sc.Tap(i18n.T("Start the game"))
	u.Settle()
	games, err := u.Store().Games(storage.Filter{Status: storage.StatusActive})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	var s struct {
		Knights    []string `json:"knights"`
		Dealer     string   `json:"dealer"`
		StrongCard string   `json:"strong_card"`
	}
	_ = json.Unmarshal(games[0].Setup, &s)
	if strings.Join(s.Knights, ",") != "Ann,Bob" || s.StrongCard != "8H" || s.Dealer != "Bob" {
		t.Errorf("setup = %s", games[0].Setup)
	}
}

// Mortal Swords keeps no score (the last knight standing wins): no points
// on the score sheet, the game record, the history list, the home screen
// or in the statistics - only who won.
func TestSwordsShowsNoPoints(t *testing.T) {
	u, sc := startApp(t, false, "en", "")
	st := u.Store()
	id := newFight(t, u, []string{"Ann", "Bob"}, "4S", "")
	addAttacks(t, u, id, `{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"}]}`)
	openTable(t, u, id)
	noPoints := func(where string) {
		t.Helper()
		for _, text := range sc.Texts() {
			if strings.Contains(text, "now") || regexp.MustCompile(`^(Ann|Bob):? [0-9]`).MatchString(text) || text == "0" {
				t.Errorf("%s shows points: %q", where, text)
			}
		}
	}
	noPoints("the table")
	u.Push(host.SectionHistory, history.GameRecordPage(u, st, apptest.Must[storage.Game](t)(st.Game(id))))
	tabletest.Settle(u.Window())
	noPoints("the game record")
	if !sc.HasContaining("Ann ⚔ 5♡") {
		t.Errorf("the record does not say the attack: %q", sc.Texts())
	}
	ann, _ := st.EnsurePlayer("Ann")
	if _, err := st.SetStatus(id, storage.StatusFinished); err != nil {
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

// The new-game form fits a phone and a desktop in both languages at the
// normal and the largest text size, with the Warrior's Vow's slots too.
func TestSwordsFormFits(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		phone      bool
	}{{"en", "normal", true}, {"nl", "larger", true}, {"nl", "normal", false}} {
		u, sc := startApp(t, c.phone, c.lang, c.text)
		when := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.text, c.phone)
		tapTile(t, sc, "Mortal Swords")
		typeNth(t, sc, i18n.T("Player name"), "Ann")
		typeNth(t, sc, i18n.T("Player name"), "Bob")
		tabletest.TapCard(t, sc, "4S")
		tabletest.Settle(u.Window())
		if c.text == "normal" {
			tabletest.CheckLayout(t, u, sc, when+", the new-game form")
		}
		// At the largest text the shared form's own rows (the game's
		// name, the house rules' check boxes) are wider than a phone;
		// Mortal Swords' part fits.
		for _, b := range apptest.Find(u.Window().Canvas().Content(), func(o fyne.CanvasObject) bool {
			_, ok := o.(*widgets.CardFace)
			return ok
		}) {
			if w := b.Size().Width; w > apptest.Phone.Width {
				t.Errorf("%s: a card is %.0f px wide", when, w)
			}
		}
		if w := formBox(t, u).MinSize().Width; w > apptest.Phone.Width-16 {
			t.Errorf("%s: the Strong Suit part of the form needs %.0f px", when, w)
		}
		i18n.SetLanguage("en")
	}
}

// formBox is Mortal Swords' part of the new-game form: the container
// holding the "Start of the fight" heading.
func formBox(t *testing.T, u *app.UI) fyne.CanvasObject {
	t.Helper()
	for _, c := range apptest.All[*fyne.Container](u.Window().Canvas().Content()) {
		if len(c.Objects) > 2 && strings.Contains(apptest.Labels(c.Objects[0]), i18n.T("Start of the fight")) {
			return c
		}
	}
	t.Fatal("no Strong Suit part in the form")
	return nil
}
