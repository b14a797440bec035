package swords

import (
	"encoding/json"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/scoring"
	"arbiter/storage"
)

func TestSwordsNewGameAsksStrongSuitCard(t *testing.T) {
	u := newTestUI(t, true)
	p := u.NewGame(swordsID)
	u.Push("play", p)
	entries := apptest.All[*widget.SelectEntry](p.Content)
	if len(entries) != 2 {
		t.Fatalf("seats = %d, want 2", len(entries))
	}
	test.Type(entries[0], "Ann")
	test.Type(entries[1], "Bob")
	start := apptest.ButtonAt(p.Content, i18n.T("Start the game"))
	test.Tap(start)
	if got := (apptest.Labels(p.Content) + apptest.ButtonTexts(p.Content)); !strings.Contains(got, i18n.T("Tap the Strong Suit card.")) {
		t.Fatalf("starting without the Strong Suit card should be refused: %q", got)
	}
	test.Tap(swCardFace(p.Content, "7H"))
	test.Tap(start)
	st := u.Store()
	games, err := st.Games(storage.Filter{Status: storage.StatusActive})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	var s swSetup
	_ = json.Unmarshal(games[0].Setup, &s)
	if strings.Join(s.Knights, ",") != "Ann,Bob" || s.StrongCard != "7H" || s.Dealer != "Bob" {
		t.Errorf("setup = %+v", s)
	}
}

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

// The rulebook's four-knight attack (shared case "damaged defender attacks
// next"): Spades strong, 5H attacks; 9H blocks, 2S takes damage (a spade
// does not match a heart), QD blocks; the damaged knight attacks next.
func TestSwordsAttackDamageChoiceAndUndo(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "4S", "")
	sw := newSwordsTable(u, st, g)
	u.Push("play", sw.page())
	if !strings.Contains(sw.head.Text, "Ann attacks") {
		t.Fatalf("head = %q", sw.head.Text)
	}
	for _, c := range []string{"5H", "9H", "2S", "QD"} {
		hyTap(t, sw.picker, c)
	}
	for seat, want := range map[int]string{1: i18n.T("blocks"), 2: i18n.T("takes damage"), 3: i18n.T("blocks")} {
		if got := sw.resLabels[seat].Text; got != want {
			t.Errorf("seat %d: %q, want %q", seat, got, want)
		}
	}
	// The shared Why? panel says the cards as people do (issue 16 #15).
	if why := (apptest.Labels(sw.why) + apptest.ButtonTexts(sw.why)); !strings.Contains(why, "Cleo takes damage with 2♤") {
		t.Errorf("why = %q", why)
	}
	if !sw.save.Disabled() {
		t.Fatal("save must wait for Cleo's damage choice")
	}
	dmg := (apptest.Labels(sw.damage) + apptest.ButtonTexts(sw.damage))
	if !strings.Contains(dmg, i18n.T("Hand card as armor")) || !strings.Contains(dmg, "Steal 5H") {
		t.Fatalf("damage options = %q", dmg)
	}
	test.Tap(apptest.ButtonAt(sw.damage, i18n.T("Hand card as armor")))
	hyTap(t, sw.picker, "8D")
	if got := (apptest.Labels(sw.result) + apptest.ButtonTexts(sw.result)); !strings.Contains(got, "Cleo attacks next.") {
		t.Fatalf("result = %q", got)
	}
	if b, err := st.Draft("game/" + g.ID); err != nil || !strings.Contains(string(b), "8D") {
		t.Errorf("draft = %s, %v", b, err)
	}
	test.Tap(sw.save)
	rounds, _ := st.Rounds(g.ID)
	if len(rounds) != 1 {
		t.Fatalf("rounds = %d", len(rounds))
	}
	var a swAttack
	_ = json.Unmarshal(rounds[0].Input, &a)
	if len(a.Plays) != 4 || a.Plays[2].Card != "2S" || len(a.Choices) != 1 || a.Choices[0].Choice != "hand" || a.Choices[0].Card != "8D" {
		t.Errorf("stored attack = %+v", a)
	}
	var out struct {
		NextAttacker int `json:"next_attacker"`
	}
	_ = json.Unmarshal(rounds[0].Result, &out)
	if out.NextAttacker != 2 {
		t.Errorf("stored next attacker = %d", out.NextAttacker)
	}
	if !strings.Contains(sw.head.Text, "Attack 2: Cleo attacks") {
		t.Errorf("head = %q", sw.head.Text)
	}
	if k := sw.base.Knights()[2]; k.Hand != 5 || len(k.Armor) != 1 || k.Armor[0].Card.String() != "8D" {
		t.Errorf("Cleo = %+v", k)
	}
	if _, err := st.Draft("game/" + g.ID); err == nil {
		t.Error("the draft should be gone after saving")
	}

	// Undo it.
	test.Tap(sw.sheet.Undo)
	apptest.Confirm(t, u.Window(), i18n.T("Yes"))
	if rounds, _ := st.Rounds(g.ID); len(rounds) != 0 {
		t.Errorf("after undo: %d rounds", len(rounds))
	}
	if !strings.Contains(sw.head.Text, "Attack 1: Ann attacks") {
		t.Errorf("head after undo = %q", sw.head.Text)
	}
}

// The last hand card lost ends the fight: the winner is shown and stored.
func TestSwordsDeathAndWinner(t *testing.T) {
	u := newTestUI(t, false)
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob"}, "4S", "")
	// Five times Ann's diamond hits Bob's club and Bob lays a heart as
	// armor; Bob then attacks with a club and Ann blocks with a higher
	// spade, so Ann attacks again. Every card is a different one: a card
	// played goes to the discards, which come back only when the deck runs
	// out (GEN-1).
	attacks := []string{"KD", "QD", "JD", "10D", "9D"}
	fails := []string{"2C", "3C", "4C", "5C", "6C"}
	bobAttacks := []string{"9C", "10C", "JC", "QC", "KC"}
	annBlocks := []string{"10S", "JS", "QS", "KS", "AS"}
	for i, armor := range []string{"2H", "3H", "4H", "5H", "6H"} {
		for _, in := range []string{
			`{"plays":[{"seat":0,"card":"` + attacks[i] + `"},{"seat":1,"card":"` + fails[i] + `"}],"choices":[{"seat":1,"choice":"hand","card":"` + armor + `"}]}`,
			`{"plays":[{"seat":1,"card":"` + bobAttacks[i] + `"},{"seat":0,"card":"` + annBlocks[i] + `"}]}`,
		} {
			if _, err := st.AddRoundJSON(g.ID, json.RawMessage(in)); err != nil {
				t.Fatalf("attack %d: %v", i+1, err)
			}
		}
	}
	sw := newSwordsTable(u, st, g)
	u.Push("play", sw.page())
	if sw.nextAttacker() != 0 || sw.base.Knights()[1].Hand != 1 {
		t.Fatalf("next attacker = %d, Bob = %+v", sw.nextAttacker(), sw.base.Knights()[1])
	}
	hyTap(t, sw.picker, "JH")
	hyTap(t, sw.picker, "7C")
	// Bob's face-up hearts armor can take the hit; he lays his last hand
	// card instead and dies.
	dmg := (apptest.Labels(sw.damage) + apptest.ButtonTexts(sw.damage))
	if !strings.Contains(dmg, "Turn 2H down") {
		t.Fatalf("damage options = %q", dmg)
	}
	test.Tap(apptest.ButtonAt(sw.damage, i18n.T("Hand card as armor")))
	hyTap(t, sw.picker, "8S")
	if got := (apptest.Labels(sw.result) + apptest.ButtonTexts(sw.result)); !strings.Contains(got, "Bob dies.") || !strings.Contains(got, "Ann is the last knight standing") {
		t.Fatalf("result = %q", got)
	}
	test.Tap(sw.save)
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !tot.Finished || len(tot.Winners) != 1 || tot.Winners[0] != "Ann" {
		t.Errorf("totals = %+v", tot)
	}
	if !strings.Contains((apptest.Labels(sw.outcome) + apptest.ButtonTexts(sw.outcome)), "Ann is the last knight standing") {
		t.Errorf("outcome = %q", (apptest.Labels(sw.outcome) + apptest.ButtonTexts(sw.outcome)))
	}
}

// Variants from the rule set: Expanded Dodging (the rulebook's black 4,
// black 7 example) and Damage-To-Stop (the knights after the first damage
// do not play).
func TestSwordsVariants(t *testing.T) {
	u := newTestUI(t, true)
	st := u.Store()
	g := swordsTestGame(t, u, []string{"Ann", "Bob", "Cleo", "Dan"}, "2H", `{"expanded_dodging":true}`)
	sw := newSwordsTable(u, st, g)
	u.Push("play", sw.page())
	for _, c := range []string{"4S", "7S", "7H", "4D"} {
		hyTap(t, sw.picker, c)
	}
	for seat, want := range map[int]string{1: i18n.T("blocks"), 2: i18n.T("dodges"), 3: i18n.T("parries")} {
		if got := sw.resLabels[seat].Text; got != want {
			t.Errorf("expanded dodging, seat %d: %q, want %q", seat, got, want)
		}
	}
	if sw.save.Disabled() || !strings.Contains((apptest.Labels(sw.result)+apptest.ButtonTexts(sw.result)), "Bob attacks next.") {
		t.Errorf("result = %q", (apptest.Labels(sw.result) + apptest.ButtonTexts(sw.result)))
	}

	g2 := swordsTestGame(t, u, []string{"Eve", "Finn", "Gus"}, "2H", `{"damage_to_stop":true}`)
	sw2 := newSwordsTable(u, st, g2)
	u.Push("play", sw2.page())
	hyTap(t, sw2.picker, "5C")
	hyTap(t, sw2.picker, "2D") // Finn fails: the attack stops, Gus does not play
	test.Tap(apptest.ButtonAt(sw2.damage, "Steal 5C"))
	if sw2.save.Disabled() || !strings.Contains((apptest.Labels(sw2.result)+apptest.ButtonTexts(sw2.result)), "Finn attacks next.") {
		t.Fatalf("damage-to-stop result = %q", (apptest.Labels(sw2.result) + apptest.ButtonTexts(sw2.result)))
	}
	test.Tap(sw2.save)
	rounds, _ := st.Rounds(g2.ID)
	var a swAttack
	if len(rounds) == 1 {
		_ = json.Unmarshal(rounds[0].Input, &a)
	}
	if len(a.Plays) != 2 || len(a.Choices) != 1 || a.Choices[0].Choice != "steal" {
		t.Errorf("stored = %+v", a)
	}
}

// swCardFace finds the card face showing code under o.
func swCardFace(o fyne.CanvasObject, code string) *widgets.CardFace {
	for _, f := range apptest.All[*widgets.CardFace](o) {
		if f.Spec.Code == code {
			return f
		}
	}
	return nil
}
