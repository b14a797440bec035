package draque

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/stats"
	"arbiter/app/tabletest"
	edraque "arbiter/engine/draque"
	"arbiter/storage"
)

// openGame starts a game of the given players with the claims given (in
// the game's JSON) and opens its table the way the app does.
func openGame(t *testing.T, phone bool, lang, textSize string, names []string, claims ...string) (*app.UI, person, storage.Game) {
	t.Helper()
	u, sc := startApp(t, phone, lang, textSize)
	st := u.Store()
	g, err := hoststore.CreateGame(st, draqueID, "", names, nil, host.SeatingOf(draqueID))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range claims {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(c)); err != nil {
			t.Fatal(err)
		}
	}
	g, _ = st.Game(g.ID)
	if g.Status == storage.StatusActive {
		u.OpenGame(st, g.ID)
	}
	return u, person{T: t, Sc: sc, U: u}, g
}

const (
	failedClaim = `{"claimant":"Ann","hand":["Fi3","Fi4","Wa5","Wa9"],"discard":"Wa9","out_of_game":["Fi1"]}`
	validClaim  = `{"claimant":"Bram","hand":["Wi4","Wi5","Wi6","Ea2"],"discard":"Ea2","out_of_game":["Fi1"]}`
)

// The game is stored (the "Also" of issue 16): the new-game form seats 2
// to 4 players, as the rules do.
func TestDraqueNewGameSeatsTwoToFour(t *testing.T) {
	u, sc := startApp(t, true, "en", "")
	p := person{T: t, Sc: sc, U: u}
	p.TapTile("Draque & Yirken")
	p.TapScrolled(i18n.T("Add a player"))
	p.TapScrolled(i18n.T("Add a player"))
	if b := apptest.WindowButton(u.Window(), i18n.T("Add a player")); b == nil || !b.(fyne.Disableable).Disabled() {
		t.Error("a fifth player can be added")
	}
}

// Issue 16 #2, on this table: a page shown again after the game changed
// elsewhere renders the stored state.
func TestDraqueTableRereadsOnShow(t *testing.T) {
	u, p, g := openGame(t, true, "en", "", []string{"Ann", "Bram"})
	u.OpenGame(u.Store(), g.ID) // a second page of the game
	claim(p, "Bram", []string{"Wi4", "Wi5", "Wi6"}, "Ea2")
	p.Tap("Record")
	u.Back(host.SectionPlay)
	p.Must("%s won the game with %s, discarding %s. Correct a claim from the claims, or undo the last one.",
		"Bram", i18n.Tf("%s %d to %d", i18n.T("Wind"), 4, 6), i18n.T("Earth")+" 2")
}

// Issue 16 #6: a claim is corrected from the game record - here the
// winning one, which no longer stands: the game goes on.
func TestDraqueEditFromTheGameRecord(t *testing.T) {
	u, p, g := openGame(t, false, "en", "", []string{"Ann", "Bram"}, failedClaim, validClaim)
	if g.Status != storage.StatusFinished || len(g.Winners) != 1 || g.Winners[0] != "Bram" {
		t.Fatalf("the game after a valid claim: %s, winners %v", g.Status, g.Winners)
	}
	u.OpenGame(u.Store(), g.ID) // a finished game opens its record
	var row apptest.Item
	for _, it := range p.Sc.Items() {
		if strings.HasPrefix(it.Text, i18n.Tf("Round %d", 2)+" ") {
			row = it
		}
	}
	p.Sc.TapItem(row)
	p.Tap("Edit this round")
	p.MustSee("✓ " + i18n.Tf("%s's claim stands: %s is a winning series. Recording it ends the game.", "Bram", i18n.Tf("%s %d to %d", i18n.T("Wind"), 4, 6)))
	p.TapCard("Wi6")
	p.TapCard("Wi7")
	p.Tap("Save correction")
	p.Must("Claim %d corrected.", 2)
	p.Must("The game goes on.")
	g, _ = u.Store().Game(g.ID)
	if g.Status != storage.StatusActive || len(g.Winners) != 0 {
		t.Errorf("after the correction: %s, winners %v", g.Status, g.Winners)
	}
}

// A correction that makes an earlier claim win while later claims stand
// is refused before it is sent, in words.
func TestDraqueCorrectionCannotWinBeforeLaterClaims(t *testing.T) {
	u, p, _ := openGame(t, false, "en", "", []string{"Ann", "Bram"}, failedClaim, failedClaim)
	if u.Phone() {
		p.Tap("Claims")
	}
	p.Sc.TapItem(sheetRow(t, p, 1))
	p.Tap("Edit this round")
	p.TapCard("Wa5")
	p.TapCard("Fi5")
	p.Must("Claim %d would win the game, but claims were made after it: undo those first.", 1)
	if b := apptest.WindowButton(p.U.Window(), i18n.T("Save correction")); b == nil || !b.(fyne.Disableable).Disabled() {
		t.Error("the correction can be saved")
	}
}

// Taps the engine refuses are said at the tap, with the reason: a card
// out of game in a series, an eighth card, a card out of game at the last
// claim taken back.
func TestDraqueRefusalsAtTheTap(t *testing.T) {
	_, p, _ := openGame(t, false, "en", "", []string{"Ann", "Bram"}, failedClaim)
	p.Tap("Bram")
	p.TapCard("Fi1")
	p.Must("%s is out of game: it is in no one's hand.", i18n.T("Fire")+" 1")
	for _, c := range []string{"Wi2", "Wi3", "Wi4", "Wi5", "Wi6", "Wi7", "Wi8", "Wi9"} {
		p.TapCard(c)
	}
	p.Must("A series holds at most 7 cards: a claim is the 7 cards of a hand and the one drawn, the discard among them.")
	p.Tap("Out of game")
	p.TapCard("Fi1")
	p.Must("%s was out of game at claim %d: a card put out stays out.", i18n.T("Fire")+" 1", 1)
	p.TapCard("Wi2")
	p.Must("%s is in the claim: a card put out of game is in no one's hand.", i18n.T("Wind")+" 2")
}

// The checklist of an empty drawing pile: the engine's steps, in the
// app's words in both languages (no "take_discard" or "rebuild"), with the
// values still in game.
func TestDraqueExhaustionChecklistInWords(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		_, p, _ := openGame(t, false, lang, "", []string{"Ann", "Bram"}, failedClaim)
		if n := len(edraque.ExhaustionChecklist()); n != len(checklistWords(1, 15)) {
			t.Fatalf("the engine has %d steps, the app words %d", n, len(checklistWords(1, 15)))
		}
		p.TapScrolled(i18n.T("Drawing pile empty?"))
		all := strings.Join(p.Sc.Texts(), " ")
		if strings.Contains(all, "take_discard") || strings.Contains(all, "rebuild") {
			t.Errorf("%s: developer words in the checklist: %q", lang, all)
		}
		p.Must("Every player adds one card from their hand to that pile; a player holding a card of the lowest (%d) or highest (%d) value still in game may put it out of game instead.", 1, 15)
		p.LayoutOK(lang + ": the checklist")
		p.Tap("Close")
	}
}

// Issue 16 #4, #7: the table and the claims fit a phone and a desktop in
// English and Dutch at the largest text size.
func TestDraqueFitsEverySize(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{true, false} {
			where := fmt.Sprintf("%s phone %v", lang, phone)
			u, p, _ := openGame(t, phone, lang, "larger", []string{"Annemarie", "Bram", "Cato", "Dirk"}, strings.Replace(failedClaim, "Ann", "Annemarie", 1))
			tabletest.Settle(u.Window())
			p.LayoutOK(where + ": the table")
			p.Capture(fmt.Sprintf("%s-phone-%v-table", lang, phone))
			claim(p, "Dirk", []string{"Wa2", "Wa3", "Wa4", "Wa6"}, "Wa9")
			tabletest.Settle(u.Window())
			p.LayoutOK(where + ": a claim")
			p.Capture(fmt.Sprintf("%s-phone-%v-claim", lang, phone))
			if u.Phone() {
				p.Tap("Claims")
				tabletest.Settle(u.Window())
				p.LayoutOK(where + ": the claims")
			}
		}
	}
}

// The "Also" of issue 16: the winner counts in the history and the
// statistics.
func TestDraqueWinnerCountsInHistoryAndStatistics(t *testing.T) {
	u, p, g := openGame(t, false, "en", "", []string{"Ann", "Bram"}, failedClaim, validClaim)
	st := u.Store()
	bram, err := st.PlayerByName("Bram")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := st.PlayerStats(bram.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps.Kinds) != 1 || ps.Kinds[0].Kind != draqueID || ps.Kinds[0].Won != 1 || ps.Kinds[0].Played != 1 {
		t.Errorf("Bram's statistics: %+v", ps.Kinds)
	}
	// The statistics count the win and show no points (app/stats).
	cards := apptest.New(t, stats.StatsCards(ps, 2), apptest.Desktop)
	if !cards.Has(i18n.T("Won")) || cards.Has(i18n.T("Average score")) || cards.Has(i18n.T("Best score")) {
		t.Errorf("Bram's statistics show: %q", cards.Texts())
	}

	// The history's list and the game's record name the winner, and the
	// record says each claim in words, without points (app/history).
	p.Tap("History")
	all := strings.Join(p.Sc.Texts(), " ")
	if want := i18n.Tf("won by %s", "Bram"); !strings.Contains(all, want) || strings.Contains(all, "Bram 0") {
		t.Errorf("the history does not say %q, or shows points: %q", want, p.Sc.Texts())
	}
	p.Sc.TapItem(p.Sc.FindNth("Draque & Yirken", 0, false))
	all = strings.Join(p.Sc.Texts(), " ")
	series := i18n.Tf("%s %d to %d", i18n.T("Wind"), 4, 6)
	if want := i18n.Tf("%s wins with %s, discarding %s", "Bram", series, i18n.T("Earth")+" 2"); !strings.Contains(all, want) {
		t.Errorf("the record does not say %q: %q", want, p.Sc.Texts())
	}
	if strings.Contains(all, "+0") {
		t.Errorf("the record shows points: %q", p.Sc.Texts())
	}
	_ = g
}

// The table follows the window across the phone width both ways.
func TestDraqueFollowsTheWindowWidth(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build always uses the phone layout")
	}
	u, p, _ := openGame(t, false, "en", "", []string{"Ann", "Bram"}, failedClaim)
	if p.Sc.Has(i18n.T("Claims")) && !p.Sc.Has(i18n.T("Table")) {
		t.Fatal("the desktop shows no table")
	}
	u.Window().Resize(apptest.Phone)
	p.Tap("Claims")
	p.Must("Undo last claim")
	u.Window().Resize(apptest.Desktop)
	p.Tap("Bram")
	p.Must("Tap the cards of %s's series, then Discard and the card discarded.", "Bram")
}
