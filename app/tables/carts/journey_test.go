package carts

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/app/apptest"
	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/storage"
)

// TestJourneyCartsTity is a new user's path through a game of Cârts Tîty,
// tapped where the texts are drawn: the home screen's tile, the new-game
// form with its defaults, a round followed card by card in the turn helper
// (the last card asked about, not assumed) and scored from its hands, two
// rounds entered in the form, out through History and back, a past round
// corrected, the last undone (back in the form, fixed and saved again),
// and every number on the screen checked against the engine's totals. On
// a phone in English and on a desktop in Dutch: the other two (a desktop
// in English, a phone in Dutch) are walked from the home screen by
// TestCartsRoundCountsStartEmpty; the journey's logic is the same at
// every size and language.
func TestJourneyCartsTity(t *testing.T) {
	for _, c := range []struct {
		phone bool
		lang  string
	}{{true, "en"}, {false, "nl"}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { cartsJourney(t, c.phone, c.lang) })
	}
}

func cartsJourney(t *testing.T, phone bool, lang string) {
	u, sc := startApp(t, phone, lang, "")
	p := person{T: t, Sc: sc, U: u}
	st := u.Store()

	// Home: the game's tile, then the form as it comes, with two names.
	p.TapTile("Cârts Tîty")
	p.Must("New game")
	p.TypeInto(i18n.T("Player name"), 0, "Ann")
	p.TypeInto(i18n.T("Player name"), 0, "Bram")
	p.Tap("Start the game")
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games after Start the game: %v, %v; screen: %q", games, err, sc.Texts())
	}
	g := games[0]
	p.LayoutOK("the new table")
	p.Capture("1-table")

	// Round 1, card by card: Fire 1 turned up, Ann plays the fires 3 to
	// 15 while Bram draws.
	p.Tap("Turns")
	p.TapCard("Fi1")
	p.Must("%s to play (%s) on %s.", "Ann", i18n.N(8, "%d card", "%d cards"), i18n.T("Fire")+" 1")
	for i, v := range []int{3, 5, 7, 9, 11, 13, 15} {
		code := fmt.Sprintf("Fi%d", v)
		p.TapCard(code)
		p.Must("%s may be played:", i18n.T("Fire")+" "+strconv.Itoa(v))
		p.Tap("Play it")
		if i == 6 {
			// Ann holds one card: Bram's draw ends the turn her
			// announcement falls due on, so the helper asks.
			p.Capture("2-last-card")
			p.Tap("Draws %d", 1)
			p.Must("%[1]s holds one card. Did %[1]s announce it before %[2]s's turn ended? If not, %[1]s draws %[3]d penalty cards (CARTS-3).", "Ann", "Bram", 7)
			p.Capture("3-asked")
			p.Tap("Yes, announced")
			break
		}
		p.Tap("Draws %d", 1)
	}
	p.TapCard("Wa15")
	p.Tap("Play it")
	p.Must("%s wins the round.", "Ann")
	p.LayoutOK("the round won")
	p.Capture("4-won")
	p.Tap("Score this round")
	p.Must("The hands counted in Turns are in the form: check them and save round %d.", 1)
	p.Tap("Save round")
	p.Must("Round %d saved.", 1)
	rounds := roundsOf(t, st, g.ID)
	if len(rounds) != 1 || string(rounds[0].Input) != `{"cards_left":{"Ann":0,"Bram":15},"overflowed":[]}` {
		t.Fatalf("round 1 from the turn helper = %s", rounds[0].Input)
	}

	// Rounds 2 and 3 in the form: every count starts empty, and Save
	// says why it is closed until each is set.
	p.TapInRow("Ann", "–")
	p.Tap("6")
	tapRefused(p, "Save round")
	p.Must("Cards left not set yet: %s. Set each count (0 for the one who went out) or tick Overflow.", "Bram")
	if rs := roundsOf(t, st, g.ID); len(rs) != 1 {
		t.Fatalf("a round was saved with Bram's count never set: %d rounds", len(rs))
	}
	p.TapInRow("Bram", "–")
	p.Tap("0")
	p.Must("Round %d is ready to save.", 2)
	p.Tap("Save round")
	p.Must("Round %d saved.", 2)
	p.TapInRow("Ann", "–")
	p.Tap("0")
	p.TapInRow("Bram", "–")
	p.Tap("4")
	p.Tap("Save round")
	p.Must("Round %d saved.", 3)
	p.Capture("5-three-rounds")
	checkNumbers(t, p, g.ID)

	// Out through History and back to the table.
	p.Tap("History")
	p.Sc.TapItem(p.Sc.FindNth("Cârts Tîty", 0, false))
	p.TapScrolled(i18n.T("Resume"))
	p.Must("Who went out? Tap 0 for them, then set everyone else's cards left or tick Overflow.")

	// Round 1 corrected from the score sheet: Bram held 12, not 15.
	if u.Phone() {
		p.Tap("Scores")
	}
	row := sheetRow(t, p, 1)
	p.Sc.TapItem(row)
	p.Tap("Edit this round")
	p.Must("Correcting round %d: saving keeps the old version in its history.", 1)
	p.TapInRow("Bram", "15")
	p.Tap("12")
	p.Tap("Save correction")
	p.Must("Round %d corrected: the totals after it are counted again.", 1)
	checkNumbers(t, p, g.ID)

	// The last round undone: it comes back in the form, is fixed and
	// saved again.
	if u.Phone() {
		p.Tap("Scores")
	}
	p.Tap("Undo last round")
	p.Tap("Yes")
	if u.Phone() {
		p.Tap("Round")
	}
	p.Must("Round %d taken back: it is in the form again. Fix it and save it.", 3)
	p.Capture("6-undone")
	p.TapInRow("Bram", "4")
	p.Tap("5")
	p.Tap("Save round")
	p.Must("Round %d saved.", 3)
	p.LayoutOK("after the undo")
	checkNumbers(t, p, g.ID)
	tot, _ := st.Totals(g.ID)
	if tot.Scores["Ann"] != 6 || tot.Scores["Bram"] != 17 {
		t.Errorf("totals = %v, want Ann 6, Bram 17", tot.Scores)
	}
}

func roundsOf(t *testing.T, st *storage.Store, id string) []storage.Round {
	t.Helper()
	rs, err := st.Rounds(id)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// sheetRow finds the score sheet's row of round n.
func sheetRow(t *testing.T, p person, n int) (it apptest.Item) {
	t.Helper()
	prefix := fmt.Sprintf("#%d ", n)
	for _, x := range p.Sc.Items() {
		if strings.HasPrefix(x.Text, prefix) {
			return x
		}
	}
	t.Fatalf("no row of round %d in the score sheet: %q", n, p.Sc.Texts())
	return
}

var (
	totalLine = regexp.MustCompile(`^(\S+): (\d+) / (\d+)$`)
	nowPart   = regexp.MustCompile(`(\S+) ([+-]\d+), \S+ (\d+)`)
)

// checkNumbers compares every number the score sheet shows with the
// store's totals and the engine's standing: each player's total, and
// each round's points and totals after it.
func checkNumbers(t *testing.T, p person, id string) {
	t.Helper()
	if p.U.Phone() {
		p.Tap("Scores")
		defer p.Tap("Round")
	}
	st := p.U.Store()
	tot, err := st.Totals(id)
	if err != nil {
		t.Fatal(err)
	}
	state, err := st.GameState(id)
	if err != nil {
		t.Fatal(err)
	}
	standing := state.Standing()
	seen := 0
	for _, text := range p.Sc.Texts() {
		m := totalLine.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		seen++
		v, _ := strconv.Atoi(m[2])
		if float64(v) != tot.Scores[m[1]] {
			t.Errorf("the sheet says %q, the store %v", text, tot.Scores[m[1]])
		}
		if pts, ok := standing.Total(m[1]); !ok || pts != v {
			t.Errorf("the sheet says %q, the engine's standing %d", text, pts)
		}
		if m[3] != "100" {
			t.Errorf("the limit shown is %s, the game's 100", m[3])
		}
	}
	if seen != 2 {
		t.Errorf("%d totals on the sheet, want 2: %q", seen, p.Sc.Texts())
	}
	rounds := roundsOf(t, st, id)
	for _, r := range rounds {
		row := sheetRow(t, p, r.Number)
		after := map[string]float64{}
		for _, m := range nowPart.FindAllStringSubmatch(row.Text, -1) {
			v, _ := strconv.Atoi(m[3])
			after[m[1]] = float64(v)
		}
		want := widgets.Numbers(r.TotalsAfter)
		if fmt.Sprint(after) != fmt.Sprint(want) {
			t.Errorf("round %d on the sheet: %v, in the store: %v (%q)", r.Number, after, want, row.Text)
		}
	}
}
