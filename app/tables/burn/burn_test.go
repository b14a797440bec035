package burn

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/scoring"
	burnscore "arbiter/scoring/burn"
	"arbiter/storage"
)

var number = regexp.MustCompile(`[+-]?\d+`)

// theGame is the journey's only Burn game.
func theGame(j *journey) storage.Game {
	j.T.Helper()
	games, err := j.U.Store().Games(storage.Filter{Kind: burnID})
	if err != nil || len(games) != 1 {
		j.T.Fatalf("games: %v %v", games, err)
	}
	return games[0]
}

// checkNumbers checks every number the table shows against the engine's
// totals in the history: the totals line, the score sheet's totals, and
// each row's change and running total.
func checkNumbers(j *journey, sides []string) {
	j.T.Helper()
	st := j.U.Store()
	g := theGame(j)
	tot, err := st.Totals(g.ID)
	if err != nil {
		j.T.Fatal(err)
	}
	var parts []string
	for _, s := range sides {
		parts = append(parts, fmt.Sprintf("%s %s", s, widgets.TrimFloat(tot.Scores[s])))
	}
	j.Entry()
	if !tot.Finished {
		j.Want(strings.Join(parts, " · ") + " · ")
	}
	j.Sheet()
	texts := j.Labels()
	for _, s := range sides {
		want := fmt.Sprintf("%s: %s", s, widgets.TrimFloat(tot.Scores[s]))
		found := false
		for _, x := range texts {
			if strings.HasPrefix(x, want+" ") || x == want {
				found = true
			}
		}
		if !found {
			j.T.Errorf("the score sheet does not show %q: %q", want, texts)
		}
	}
	rounds, _ := st.Rounds(g.ID)
	prev := map[string]float64{}
	for _, r := range rounds {
		after := widgets.Numbers(r.TotalsAfter)
		row := ""
		for _, s := range texts {
			if strings.HasPrefix(s, fmt.Sprintf("#%d ", r.Number)) {
				row = s
			}
		}
		if row == "" {
			j.T.Errorf("no row for round %d: %q", r.Number, texts)
			continue
		}
		head := row
		if i := strings.Index(row, " — "); i >= 0 {
			head = row[:i]
		}
		got := number.FindAllString(strings.TrimPrefix(head, fmt.Sprintf("#%d", r.Number)), -1)
		var want []string
		for _, s := range sides {
			want = append(want, fmt.Sprintf("%+g", after[s]-prev[s]), widgets.TrimFloat(after[s]))
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			j.T.Errorf("row %q: numbers %v, want %v", row, got, want)
		}
		prev = after
	}
	j.Entry()
}

// playTricks enters tricks card by card: the deck in its order, four
// cards a trick (each trick's leader plays first; in this order the one
// who plays the highest of the element led wins), counting each.
func playTricks(j *journey, from, n int) {
	j.T.Helper()
	var deck []string
	for _, e := range []string{"Fi", "Wa", "Wi", "Ea"} {
		for v := 1; v <= 15; v++ {
			deck = append(deck, e+strconv.Itoa(v))
		}
	}
	for k := from; k < from+n; k++ {
		j.Cards(deck[4*k : 4*k+4]...)
		j.Tap(T("Count this trick"))
	}
}

// fire and water are the count rows of the nth side (in seat order).
func fire(j *journey, nth, n int)  { j.T.Helper(); j.Pick(T("Fire cards"), nth, n) }
func water(j *journey, nth, n int) { j.T.Helper(); j.Pick(T("Water cards"), nth, n) }

// TestJourneyBurn plays Burn as a new group would, from the home screen
// with a fresh history, on a desktop in English and on a phone in Dutch:
// Burn's own new-game page with its defaults, a round by counts (every
// count entered, Save saying what is missing until then), one card by card
// (switching to counts in the middle carries the tricks over and keeps
// them), one with a pit whose closed way says why, out through History and
// back, a round corrected from the score sheet and one from the game
// record, an undo that puts the round back in the form, every number on
// screen checked against the engine's totals after each step.
func TestJourneyBurn(t *testing.T) {
	for _, c := range []struct {
		lang  string
		phone bool
	}{{"en", false}, {"nl", true}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { burnJourney(t, c.phone, c.lang) })
	}
}

func burnJourney(t *testing.T, phone bool, lang string) {
	j := newJourney(t, phone, app.Config{Language: lang})
	sides := []string{"Ann", "Bo", "Cy", "Di"}

	j.TapGreyed("Burn") // a tile is a button drawn under its name
	for _, n := range sides {
		j.TypeNth(T("Player name"), 0, n)
	}
	j.Want(fmt.Sprintf(T("Each for themselves (%d players)"), 4))
	j.Tap(T("Start the game"))
	j.Want(fmt.Sprintf(T("Dealer of the first round: %s"), "Ann"))
	checkNumbers(j, sides)

	// Round 1 by counts: every count starts empty.
	j.TapGreyed(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Enter the fire and water cards every side took: %d of %d counts entered."), 0, 8))
	fire(j, 0, 6)
	fire(j, 1, 3)
	j.StepN(T("Fire cards"), 2, "+", 3) // Cy: from nothing entered to 3
	j.Tap(fmt.Sprintf(T("%s took the other %d %s cards"), "Di", 3, T("fire")))
	water(j, 0, 4)
	water(j, 1, 4)
	water(j, 2, 4)
	j.Tap(fmt.Sprintf(T("%s took the other %d %s cards"), "Di", 3, T("water")))
	j.Tap(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Round %d saved."), 1))
	checkNumbers(j, sides)

	// Round 2 card by card; counts per side in the middle carries the
	// tricks over, and they stay tricks.
	j.Want(fmt.Sprintf(T("%s deals; %s leads the first trick."), "Bo", "Cy"))
	j.Tap(T("Trick by trick"))
	playTricks(j, 0, 2)
	j.Tap(T("Counts per side"))
	j.WantStatus(fmt.Sprintf(T("The %d tricks entered card by card are in the counts: add the rest of the round."), 2))
	j.Tap(T("Trick by trick"))
	j.Want(fmt.Sprintf(T("Trick %d of %d"), 3, 15))
	playTricks(j, 2, 13)
	j.Want(T("Why?"))
	j.Tap(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Round %d saved."), 2))
	checkNumbers(j, sides)

	// Round 3: Di takes every fire and water card, a pit. Taking 30 off
	// would take Di below 0: that way is closed and says why.
	for n := range 3 {
		fire(j, n, 0)
		water(j, n, 0)
	}
	j.Tap(fmt.Sprintf(T("%s took the other %d %s cards"), "Di", 15, T("fire")))
	j.Tap(fmt.Sprintf(T("%s took the other %d %s cards"), "Di", 15, T("water")))
	j.Want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Di"))
	j.TapGreyed(fmt.Sprintf(T("%d off for %s"), 30, "Di"))
	j.WantStatus("BURN-1")
	j.Tap(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Round %d saved."), 3))
	checkNumbers(j, sides)

	// Out through History and back.
	j.History("Burn")
	j.Tap(T("Resume"))
	checkNumbers(j, sides)

	// Correct round 1 from the score sheet: Bo took two of Ann's fire.
	j.Sheet()
	j.TapRow("#1 ")
	j.Tap(T("Edit this round"))
	j.WantStatus(fmt.Sprintf(T("Correcting round %d: change it and save the correction."), 1))
	j.StepN(T("Fire cards"), 0, "–", 2)
	j.StepN(T("Fire cards"), 1, "+", 2)
	j.Tap(T("Save the correction"))
	j.WantStatus(fmt.Sprintf(T("Round %d corrected."), 1))
	checkNumbers(j, sides)

	// Correct round 3 from the game record: the pit was Cy's.
	j.History("Burn")
	j.TapRow(fmt.Sprintf(T("Round %d"), 3) + " ")
	j.Tap(T("Edit this round"))
	j.WantStatus(fmt.Sprintf(T("Correcting round %d: change it and save the correction."), 3))
	fire(j, 3, 0)
	water(j, 3, 0)
	fire(j, 2, 15)
	water(j, 2, 15)
	j.Want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Cy"))
	j.Tap(T("Save the correction"))
	j.WantStatus(fmt.Sprintf(T("Round %d corrected."), 3))
	checkNumbers(j, sides)

	// Undo: the round is back in the form; saved again it counts once.
	j.Sheet()
	j.Tap(T("Undo last round"))
	j.Tap(T("Yes"))
	j.Entry()
	j.WantStatus(fmt.Sprintf(T("Round %d is taken back and in the form again: fix it and save it."), 3))
	checkNumbers(j, sides)
	j.Want(fmt.Sprintf(T("Pit! %s took every fire and water card"), "Cy"))
	j.Tap(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Round %d saved."), 3))
	checkNumbers(j, sides)
	if ps, _ := j.U.Store().Players(true); len(ps) != 4 {
		t.Errorf("players: %v", ps)
	}
}

// Issue 23 #2: trick by trick, Ann plays water on a fire lead and later
// fire: the card that proves the revoke is asked about at the tap. Taking
// it back leaves the trick as it was; applying PYM-6 ends the round at
// that trick with Burn's penalty (the offending side +115: every fire card
// and 100 more, which ends a game to 100), which the sheet line and the
// game record's dialog name. From the home screen, defaults untouched.
func TestBurnRevokeAskedAtTheCard(t *testing.T) {
	j := fromHome(t, false, "")
	sides := []string{"Ann", "Bo", "Cy", "Di"}
	j.Tap(T("Trick by trick"))
	j.Cards("Fi5", "Fi7", "Fi2", "Wa3") // Bo, Cy, Di, Ann: Cy wins; Ann shows out of fire
	j.Tap(T("Count this trick"))
	j.Cards("Ea4", "Ea9", "Fi9") // Cy, Di, Ann
	j.Want("Revoke by Ann: played Water 3 in trick 1 when Fire was led, yet played Fire 9 in trick 2.")
	j.Want("Apply PYM-6 at trick 2? The round ends here: Ann +115 · Bo +0 · Cy +0 · Di +0.")
	j.Tap(T("Take the card back"))
	j.WantStatus("Fire 9 is taken back.")
	j.Want("Trick 2 of 15")
	j.Cards("Fi9")
	j.Tap(T("Apply PYM-6"))
	j.WantStatus("PYM-6 applied: Ann did not follow suit and the round ends at trick 2.")
	j.Want("The round ends at trick 2, where the cards prove it (PYM-6)")
	j.Want("Ann +115, total 115 · Bo +0, total 0 · Cy +0, total 0 · Di +0, total 0")
	j.Want("revoke by Ann: PYM-6 penalty, every fire card and 100 more, Ann +115")
	j.Tap(T("Save the round"))
	j.WantStatus("Round 1 saved. Game over: Bo & Cy & Di share the win")
	checkNumbers(j, sides)
	rounds, _ := j.U.Store().Rounds(theGame(j).ID)
	if !strings.Contains(string(rounds[0].Input), `"revoke":"Ann"`) {
		t.Errorf("saved %s", rounds[0].Input)
	}
	j.Sheet()
	j.Want("revoke by Ann: PYM-6 penalty")
	// The game record (the game is over: no Resume) and its round dialog,
	// which says the round in words.
	j.Tap(T("History"))
	if !j.Has(T("Score progression")) {
		j.Tap("Burn")
	}
	j.TapRow(fmt.Sprintf(T("Round %d"), 1) + " ")
	j.Want("dealt by Ann, entered card by card, Ann caught not following suit (PYM-6)")
}

// Issue 23 #2: the card that proves a revoke is a trick's last: asked,
// the trick is counted and the engine ends the round with it.
func TestBurnRevokeProvenByATricksLastCard(t *testing.T) {
	j := gameJourney(t, true, app.Config{}, burn.Format{Sides: 2, Size: 2}, scoring.Values{"limit": 300})
	j.Tap(T("Trick by trick"))
	j.Cards("Fi5", "Fi7", "Fi2", "Wa3") // Bo, Cy, Di, Ann: Cy wins; Ann shows out of fire
	j.Tap(T("Count this trick"))
	j.Cards("Ea4", "Ea9", "Ea10", "Ea11") // Cy, Di, Ann, Bo: Bo wins
	j.Tap(T("Count this trick"))
	j.Cards("Wa5", "Wa7", "Wa9", "Fi9") // Bo, Cy, Di, Ann
	j.Want("Apply PYM-6 at trick 3? The round ends here: Ann & Cy +115 · Bo & Di +0.")
	j.Tap(T("Apply PYM-6"))
	j.WantStatus("Trick 3 counted: Di wins it with Water 9.")
	j.Want("Revoke by Ann: played Water 3 in trick 1 when Fire was led, yet played Fire 9 in trick 3. The revoke ends the round (PYM-6).")
	j.Want("revoke by Ann: PYM-6 penalty")
	j.Tap(T("Save the round"))
	j.WantStatus("Round 1 saved.")
	rounds, _ := j.U.Store().Rounds(theGame(j).ID)
	if strings.Contains(string(rounds[0].Input), `"revoke"`) || strings.Count(string(rounds[0].Input), `"cards"`) != 3 {
		t.Errorf("saved %s", rounds[0].Input)
	}
}

// Issue 23 #2: the revoke control in counts mode: a player caught at the
// table ends the round at once, with no count needed; the counts that
// were entered may fall short of 15. In Dutch, on a phone.
func TestBurnRevokeCaughtInCounts(t *testing.T) {
	j := fromHome(t, true, "nl")
	fire(j, 0, 3)
	j.TapGreyed(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Enter the fire and water cards every side took: %d of %d counts entered."), 1, 8))
	fire(j, 1, 14)
	j.WantStatus(fmt.Sprintf(T("That makes %d, but the deck has 15 of each (GEN-1)."), 17))
	j.Tap(T("nobody"))
	j.Tap("Cy")
	j.WantStatus(fmt.Sprintf(T("%s was caught not following suit: the round ends at once (PYM-6)."), "Cy"))
	// Every count is still entered, 0 too; they need not add up to 15.
	j.TapGreyed(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Enter the fire and water cards every side took: %d of %d counts entered."), 1, 8))
	j.StepN(T("Water cards"), 0, "–", 1)
	for n := 1; n < 4; n++ {
		j.StepN(T("Fire cards"), n, "–", 1)
		j.StepN(T("Water cards"), n, "–", 1)
	}
	j.Want(fmt.Sprintf(T("%s %+d, total %d"), "Cy", 115, 115))
	j.Tap(T("Save the round"))
	j.WantStatus(fmt.Sprintf(T("Round %d saved."), 1))
	rounds, _ := j.U.Store().Rounds(theGame(j).ID)
	if !strings.Contains(string(rounds[0].Input), `"revoke":"Cy"`) {
		t.Errorf("saved %s", rounds[0].Input)
	}
}

// Issue 16 #14: after the round that ends the game, the page is back at
// its top: the totals line and who won in view, no counters half hidden.
func TestBurnGameOverShowsTheTop(t *testing.T) {
	for _, phone := range []bool{true, false} {
		j := gameJourney(t, phone, app.Config{}, burn.Format{Sides: 2, Size: 2}, scoring.Values{"limit": 10})
		fire(j, 0, 13)
		water(j, 0, 7)
		j.Tap("Bo & Di took the other 2 fire cards")
		j.Tap("Bo & Di took the other 8 water cards")
		j.Want("This round ends the game")
		j.Tap(T("Save the round"))
		tabletest.Settle(j.U.Window())
		won := false
		for _, it := range j.Sc.Items() {
			if strings.HasPrefix(it.Text, "Game over: Bo & Di won") && !it.Clipped {
				won = true
			}
		}
		if !won {
			t.Errorf("phone %v: who won is not in view: %q", phone, j.Sc.Texts())
		}
		for _, s := range apptest.All[*widgets.Scroll](j.U.Window().Canvas().Content()) {
			if s.Visible() && s.Offset.Y != 0 && s.Content.MinSize().Height > s.Size().Height {
				t.Errorf("phone %v: a page stays scrolled down (%v)", phone, s.Offset)
			}
		}
		if j.Sc.Has(T("Fire cards")) {
			t.Errorf("phone %v: counters after the game is over", phone)
		}
		j.WantStatus("Round 1 saved. Game over")
	}
}

// Issue 16 #14: the Why? lines are in the text font's characters (no "→"
// drawn as a box), and the last of them comes wholly into view above the
// action bar.
func TestBurnWhyInTheFontAboveTheBar(t *testing.T) {
	for _, phone := range []bool{true, false} {
		j := gameJourney(t, phone, app.Config{}, burn.Format{Sides: 2, Size: 2}, nil)
		fire(j, 0, 8)
		water(j, 0, 7)
		j.Tap("Bo & Di took the other 7 fire cards")
		j.Tap("Bo & Di took the other 8 water cards")
		j.Want(T("Why?"))
		last := ""
		for _, l := range j.Labels() {
			if strings.HasPrefix(l, "2. ") {
				last = l
			}
			if strings.Contains(l, "→") || strings.Contains(l, "−") {
				t.Errorf("%q has an arrow or a minus the font lacks", l)
			}
			if r, ok := tabletest.MissingGlyph(l); ok {
				t.Errorf("%q has %q", l, r)
			}
		}
		if !strings.Contains(last, ", so ") {
			t.Fatalf("the second Why? line: %q", last)
		}
		j.Want(last[:20])
		bar := j.Sc.Find(T("Save the round"))
		for _, it := range j.Sc.Items() {
			if strings.HasPrefix(last, it.Text) && !it.Clipped && it.Pos.Y+it.Size.Height > bar.Pos.Y {
				t.Errorf("phone %v: the Why? line runs under the bar", phone)
			}
		}
	}
}

// Burn's new-game page: the teams come from the scoring (partners apart,
// named after their players); a start that is refused creates no player
// and no game (issue 16 #1 for Burn); the game starts on its table.
func TestBurnNewGameTeamsAndRefusals(t *testing.T) {
	j := newJourney(t, false, app.Config{})
	u := j.U
	u.Push(host.SectionPlay, burnNewGamePage(u))
	u.Settle()
	j.Tap(T("Start the game"))
	j.WantStatus(fmt.Sprintf(T("Seat %d has no player yet."), 1))
	for _, n := range []string{"Ann", "Bo", "Cy", "D\u202ei"} {
		j.TypeNth(T("Player name"), 0, n)
	}
	j.Tap(T("2 teams of 2"))
	j.Want("Ann & Cy")
	j.Want("Bo & D\u202ei")
	j.Tap(T("Start the game"))
	if !strings.Contains(j.Status(), "U+202E") {
		t.Errorf("the refusal does not say what is wrong: %q", j.Status())
	}
	if ps, _ := u.Store().Players(true); len(ps) != 0 {
		t.Errorf("a refused start created players %v", ps)
	}
	if _, err := newBurnGame("", []string{"Ann", "Bo", "Cy"}, burn.Format{Sides: 2, Size: 2}, nil); !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "seating" {
		t.Errorf("3 players as 2 teams of 2: %v", err)
	}
	if _, err := newBurnGame("", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, scoring.Values{"limit": -5}); err == nil {
		t.Error("a limit of -5 starts a game")
	}
	ng, err := newBurnGame("", []string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := scoring.As[burnscore.Setup](ng.Setup)
	if got := strings.Join(s.Sides["Ann & Cy"], ","); got != "Ann,Cy" || ng.Seats[1].Side != "Bo & Di" {
		t.Errorf("teams = %v, seats %+v", s.Sides, ng.Seats)
	}
	if games, _ := u.Store().Games(storage.Filter{Kind: burnID}); len(games) != 0 {
		t.Errorf("games after a refused start: %v", games)
	}
}

// Issue 16 #4, #5, #7: the table and its new-game page fit a phone and a
// desktop in English and Dutch at the larger text sizes, in each state.
func TestBurnTableFits(t *testing.T) {
	for _, c := range []struct {
		lang, size string
		phone      bool
	}{{"nl", "larger", true}, {"en", "larger", false}} {
		where := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.size, c.phone)
		j := newJourney(t, c.phone, app.Config{Language: c.lang, TextSize: c.size})
		j.U.Push(host.SectionPlay, burnNewGamePage(j.U))
		j.U.Settle()
		j.Fits(where + ", new game")
		ng, err := newBurnGame("", []string{"Annabel", "Bo", "Cyril", "Di", "Ed", "Flo"}, burn.Format{Sides: 3, Size: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		g, err := j.U.Store().SessionHistory().CreateGame(ng)
		if err != nil {
			t.Fatal(err)
		}
		j.U.ShowGame(g.ID)
		j.U.Settle()
		j.Fits(where + ", counts")
		fire(j, 0, 15)
		water(j, 0, 15)
		j.Fits(where + ", pit")
		j.Tap(T("Trick by trick"))
		j.Fits(where + ", trick by trick")
		j.Sheet()
		j.Fits(where + ", score sheet")
	}
}

// Issue 16 #9, #10: every text of the table has Dutch in the text font's
// characters, and none says "(s)" for a count.
func TestBurnStringsTranslated(t *testing.T) {
	tabletest.CheckTranslated(t, "../../../assets/translations")
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := i18n.T("Save the round"); got != "Ronde opslaan" {
		t.Errorf("in Dutch: %q", got)
	}
}

// The registry's Words (the game record, a round's versions) say a round
// from its typed values: the pit with the way it was scored, a revoke
// with its penalty; in English and Dutch.
func TestBurnWords(t *testing.T) {
	s, _ := burnscore.Teams([]string{"Ann", "Bo", "Cy", "Di"}, burn.Format{Sides: 2, Size: 2})
	tb, _ := burnscore.NewTable(s.Sides, s.Seating)
	g := burnscore.NewGame(tb, burnscore.SettingsOf(nil))
	pit := burnscore.Round{Dealer: "Ann", Won: map[string]burn.FireWater{"Ann & Cy": {Fire: 15, Water: 15}, "Bo & Di": {}}}
	pres, err := g.Preview(pit)
	if err != nil {
		t.Fatal(err)
	}
	rev := burnscore.Round{Dealer: "Ann", Tricks: []burnscore.Trick{
		{Cards: cards.MustParseElementCards("Fi5 Fi7 Fi2 Wa3")}, {Cards: cards.MustParseElementCards("Ea4 Ea9 Fi9 Ea1")}}}
	rres, err := g.Preview(rev)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, pit, revoke string }{
		{"en", "dealt by Ann, pit: Ann & Cy gave 30 to every other side", "dealt by Ann, entered card by card, revoke by Ann: PYM-6 penalty, every fire card and 100 more, Ann & Cy +115"},
		{"nl", "gegeven door Ann, put: Ann & Cy gaf 30 aan elke andere partij", "gegeven door Ann, kaart voor kaart ingevoerd, verzaking door Ann: straf volgens PYM-6, elke vuurkaart en 100 extra, Ann & Cy +115"},
	} {
		i18n.SetLanguage(c.lang)
		if got := Table.Words(pit, pres); got != c.pit {
			t.Errorf("%s: %q, want %q", c.lang, got, c.pit)
		}
		if got := Table.Words(rev, rres); got != c.revoke {
			t.Errorf("%s: %q, want %q", c.lang, got, c.revoke)
		}
	}
	i18n.SetLanguage("en")
	b, _ := json.Marshal(rev)
	if !strings.Contains(string(b), `"tricks"`) {
		t.Errorf("round %s", b)
	}
}
