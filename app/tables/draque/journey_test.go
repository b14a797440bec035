package draque

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	sdraque "arbiter/scoring/draque"
	"arbiter/storage"
)

// TestJourneyDraqueYirken is a new user's path through a game of Draque &
// Yirken, tapped where the texts are drawn: the home screen's tile, the
// new-game form with its defaults, three claims that fail (cards put out
// of game on the way, a put-out the rules refuse), out through History
// and back, the first claim corrected, the last undone (back in the form,
// fixed into a winning hand and recorded), and the winner on the screen
// checked against the engine. On a phone in English and on a desktop in
// Dutch, each size and language once: the journey's logic is the same at
// every size and language, and TestDraqueFitsEverySize lays the table out
// at all four.
func TestJourneyDraqueYirken(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{true, "en"}, {false, "nl"}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { draqueJourney(t, c.phone, c.lang) })
	}
}

func draqueJourney(t *testing.T, phone bool, lang string) {
	u, sc := startApp(t, phone, lang, "")
	p := person{T: t, Sc: sc, U: u}
	st := u.Store()

	p.TapTile("Draque & Yirken")
	p.Must("New game")
	p.TypeInto(i18n.T("Player name"), 0, "Ann")
	p.TypeInto(i18n.T("Player name"), 0, "Bram")
	p.Tap("Start the game")
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games after Start the game: %v, %v; screen: %q", games, err, sc.Texts())
	}
	g := games[0]
	p.Must("Who claims the win? Tap their name, then the cards of the series and the discard.")
	p.LayoutOK("the new table")
	p.Capture("1-table")

	// Claim 1: Ann lays Fire 3, Fire 4, Water 5 and discards Water 9.
	claim(p, "Ann", []string{"Fi3", "Fi4", "Wa5"}, "Wa9")
	p.Must("%s's claim fails:", "Ann")
	p.Must("the cards are not all of one element.")
	p.Capture("2-claim-fails")
	p.Tap("Record")
	p.Must("Claim %d recorded: %s's claim fails and the game goes on.", 1, "Ann")

	// Fire 1 and Water 1 go out of game; Fire 7 may not.
	p.Tap("Out of game")
	p.TapCard("Fi1")
	p.TapCard("Fi7")
	p.Must("%s cannot be put out: only the lowest (%d) or highest (%d) value still in game can.", i18n.T("Fire")+" 7", 1, 15)
	p.TapCard("Wa1")

	// Claim 2: Bram's Wind 4, 5, 7 with Earth 2 discarded.
	claim(p, "Bram", []string{"Wi4", "Wi5", "Wi7"}, "Ea2")
	p.Must("the values have a gap.")
	p.Tap("Record")
	p.Must("Claim %d recorded: %s's claim fails and the game goes on.", 2, "Bram")

	// Out of game stays out: Fire 1 cannot come back.
	p.Tap("Out of game")
	p.TapCard("Fi1")
	p.Must("%s was out of game at claim %d: a card put out stays out.", i18n.T("Fire")+" 1", 2)

	// Claim 3: Ann's Earth 3 and 4, Earth 9 discarded: too short.
	claim(p, "Ann", []string{"Ea3", "Ea4"}, "Ea9")
	p.Must("the series has fewer than 3 cards.")
	p.Tap("Record")
	p.Must("Claim %d recorded: %s's claim fails and the game goes on.", 3, "Ann")
	p.Capture("3-three-claims")
	checkClaims(t, p, g.ID, "")

	// Out through History and back to the table.
	p.Tap("History")
	p.Sc.TapItem(p.Sc.FindNth("Draque & Yirken", 0, false))
	p.TapScrolled(i18n.T("Resume"))
	p.Must("Who claims the win? Tap their name, then the cards of the series and the discard.")

	// Claim 1 corrected: Ann's third card was Fire 6, not Water 5.
	if u.Phone() {
		p.Tap("Claims")
	}
	p.Sc.TapItem(sheetRow(t, p, 1))
	p.Tap("Edit this round")
	p.Must("%s's claim fails:", "Ann")
	p.TapCard("Wa5")
	p.TapCard("Fi6")
	p.Must("the values have a gap.")
	p.Tap("Save correction")
	p.Must("Claim %d corrected.", 1)
	checkClaims(t, p, g.ID, "")

	// The last claim undone: back in the form, Earth 5 added, recorded:
	// Ann wins.
	if u.Phone() {
		p.Tap("Claims")
	}
	p.Tap("Undo last claim")
	p.Tap("Yes")
	if u.Phone() {
		p.Tap("Table")
	}
	p.Must("Claim %d taken back: it is in the form again. Fix it and record it.", 3)
	p.Tap("Series")
	p.TapCard("Ea5")
	p.Must("%s's claim stands: %s is a winning series. Recording it ends the game.", "Ann", i18n.Tf("%s %d to %d", i18n.T("Earth"), 3, 5))
	p.Capture("4-winning")
	p.Tap("Record")
	p.Must("Claim %d recorded: %s wins the game with %s.", 3, "Ann", i18n.Tf("%s %d to %d", i18n.T("Earth"), 3, 5))
	p.LayoutOK("the game won")
	p.Capture("5-won")
	checkClaims(t, p, g.ID, "Ann")
}

// claim taps a claim: the claimant, the series, Discard and the discard.
func claim(p person, who string, series []string, discard string) {
	p.T.Helper()
	p.TapScrolled(who)
	p.Tap("Series")
	for _, c := range series {
		p.TapCard(c)
	}
	p.Tap("Discard")
	p.TapCard(discard)
}

// sheetRow finds the claims list's row of claim n.
func sheetRow(t *testing.T, p person, n int) apptest.Item {
	t.Helper()
	prefix := fmt.Sprintf("#%d ", n)
	for _, x := range p.Sc.Items() {
		if strings.HasPrefix(x.Text, prefix) {
			return x
		}
	}
	t.Fatalf("no row of claim %d: %q", n, p.Sc.Texts())
	return apptest.Item{}
}

// checkClaims compares what the claims list shows with the store and the
// engine: a row per claim in force, each saying whether it stood, no
// points anywhere, and the winner (none: "").
func checkClaims(t *testing.T, p person, id, winner string) {
	t.Helper()
	if p.U.Phone() {
		p.Tap("Claims")
		defer p.Tap("Table")
	}
	st := p.U.Store()
	rounds, err := st.Rounds(id)
	if err != nil {
		t.Fatal(err)
	}
	state, err := st.GameState(id)
	if err != nil {
		t.Fatal(err)
	}
	g := state.(*sdraque.Game)
	if g.Claims() != len(rounds) {
		t.Errorf("the engine counts %d claims, the store %d", g.Claims(), len(rounds))
	}
	for _, r := range rounds {
		row := sheetRow(t, p, r.Number)
		d, err := st.Decode(r)
		if err != nil {
			t.Fatal(err)
		}
		v := d.Result.(sdraque.Verdict)
		claimant := d.Round.(sdraque.Claim).Claimant
		if !strings.Contains(strings.SplitN(row.Text, "—", 2)[1], claimant) {
			t.Errorf("claim %d: the row does not name %s: %q", r.Number, claimant, row.Text)
		}
		wins := strings.Split(i18n.Tf("%s wins with %s, discarding %s", claimant, "\x00", ""), "\x00")[0]
		if v.Valid != strings.Contains(row.Text, wins) {
			t.Errorf("claim %d: valid %v, the row says %q", r.Number, v.Valid, row.Text)
		}
		if strings.ContainsAny(row.Text, "+") {
			t.Errorf("claim %d: points on a game that keeps none: %q", r.Number, row.Text)
		}
	}
	tot, _ := st.Totals(id)
	w, ok := g.Winner()
	if winner == "" {
		over, _, _ := strings.Cut(i18n.T("Game over: %s won"), "%s")
		if ok || tot.Finished || p.Sc.HasContaining(over) {
			t.Errorf("no winner expected: engine %q, store %v", w, tot.Winners)
		}
		return
	}
	if !ok || w != winner || !slices.Equal(tot.Winners, []string{winner}) {
		t.Errorf("winner: engine %q, store %v, want %s", w, tot.Winners, winner)
	}
	if want := i18n.Tf("Game over: %s won", winner); !p.Sc.Has(want) {
		t.Errorf("the claims list does not say %q: %q", want, p.Sc.Texts())
	}
}
