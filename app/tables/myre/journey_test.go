package myre

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	mscore "arbiter/scoring/myre"
	"arbiter/storage"
)

// The hands of the journeys: a default game (jokers in, no double scouts,
// target 70), so there is a captured joker and no double scout.
var journeyHands = []struct {
	scout, red, black []string
}{
	// The rulebook's sample battle: Red's A-2-3 against Black's pair of 4s.
	{[]string{"6H"}, []string{"AH", "2D", "3H"}, []string{"4S", "4C"}},
	{[]string{"9C"}, []string{"7H", "7D"}, []string{"10S", "JS", "QS"}},
	// Red risks its joker and loses it: Black's two pairs take it.
	{[]string{"KD"}, []string{"RJ", "8H"}, []string{"2S", "2C", "3S", "3C"}},
}

// enterHand taps a hand into the table the way a person does: the scout,
// then Red's cards (the table moves on to Red by itself), then "Black"
// and Black's cards.
func enterHand(t *testing.T, sc *apptest.Screen, scout, red, black []string) {
	t.Helper()
	tabletest.TapCards(t, sc, scout...)
	tabletest.TapCards(t, sc, red...)
	tabletest.Tap(sc, i18n.T("Black"))
	tabletest.TapCards(t, sc, black...)
}

// storedGame is a stored game's state after its hands in force, as the
// history reads it.
func storedGame(t *testing.T, st *storage.Store, gameID string) *mscore.Game {
	t.Helper()
	s, err := st.GameState(gameID)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := s.(*mscore.Game)
	if !ok {
		t.Fatalf("game %s is a %T", gameID, s)
	}
	return g
}

// journeyGame is the one game of the store.
func journeyGame(t *testing.T, st *storage.Store) storage.Game {
	t.Helper()
	games, err := st.Games(storage.Filter{})
	if err != nil || len(games) != 1 {
		t.Fatalf("games = %v, %v", games, err)
	}
	g, err := st.Game(games[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// hasLabelPart reports whether a label on screen contains part.
func hasLabelPart(sc *apptest.Screen, part string) bool {
	for _, l := range tabletest.Labels(sc) {
		if strings.Contains(l, part) {
			return true
		}
	}
	return false
}

// checkNumbers checks every score a person sees against the engine: the
// jail points and the score sheet's totals against Store.Totals, each
// score-sheet row's change and total against the stored rounds, the hand
// number against the state the entry plays on (hand: 0 to skip) and the
// deck reports against the state's. It returns how many numbers it read.
func checkNumbers(t *testing.T, sc *apptest.Screen, st *storage.Store, g storage.Game, hand int) int {
	t.Helper()
	tot, err := st.Totals(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	state := storedGame(t, st, g.ID)
	rounds, err := st.Rounds(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]string{}
	for _, s := range g.Seats {
		names[s.Side] = s.Name
	}
	sideOf := func(label string) string {
		for _, side := range []string{"red", "black"} {
			l := i18n.T(strings.ToUpper(side[:1]) + side[1:])
			if label == l || label == l+" ("+names[side]+")" {
				return side
			}
		}
		return ""
	}
	num := func(s string) float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("%q is not a number", s)
		}
		return f
	}
	points := tabletest.TemplateRE(i18n.T("%s: %d points"))
	sheet := tabletest.TemplateRE("%s: %d / %d")
	part := tabletest.TemplateRE(i18n.T("%s %+d, now %d"))
	handRE := tabletest.TemplateRE(i18n.T("Hand %d"))
	deck := tabletest.TemplateRE(i18n.T("%s: %d cards in the deck, %d pairs still possible, worth %d points to the enemy."))
	read := 0
	for _, l := range tabletest.Labels(sc) {
		first, _, _ := strings.Cut(l, "\n")
		switch {
		case points.MatchString(l):
			m := points.FindStringSubmatch(l)
			side := sideOf(m[1])
			if side == "" {
				continue
			}
			read++
			if num(m[2]) != tot.Scores[side] {
				t.Errorf("%q: the engine's total for %s is %v", l, side, tot.Scores[side])
			}
		case sheet.MatchString(l):
			m := sheet.FindStringSubmatch(l)
			side := sideOf(m[1])
			if side == "" {
				continue
			}
			read += 2
			if num(m[2]) != tot.Scores[side] || int(num(m[3])) != state.Options().Target {
				t.Errorf("%q: the engine's total for %s is %v of %d", l, side, tot.Scores[side], state.Options().Target)
			}
		case strings.HasPrefix(l, "#"):
			head, _, _ := strings.Cut(l, "  — ")
			nStr, rest, _ := strings.Cut(strings.TrimPrefix(head, "#"), "  ")
			n := int(num(nStr))
			if n < 1 || n > len(rounds) {
				t.Errorf("row %q: the game has %d rounds", l, len(rounds))
				continue
			}
			after := widgets.Numbers(rounds[n-1].TotalsAfter)
			before := map[string]float64{}
			if n > 1 {
				before = widgets.Numbers(rounds[n-2].TotalsAfter)
			}
			for _, p := range strings.Split(rest, " · ") {
				m := part.FindStringSubmatch(p)
				if m == nil {
					t.Errorf("row %q: %q is not a side's change", l, p)
					continue
				}
				side := sideOf(m[1])
				read += 2
				if num(m[2]) != after[side]-before[side] || num(m[3]) != after[side] {
					t.Errorf("row %q: the engine has %s %+g, now %v", l, side, after[side]-before[side], after[side])
				}
			}
		case handRE.MatchString(strings.Split(first, " · ")[0]):
			m := handRE.FindStringSubmatch(strings.Split(first, " · ")[0])
			read++
			if hand > 0 && int(num(m[1])) != hand {
				t.Errorf("%q: the hand being entered is hand %d", first, hand)
			}
		case deck.MatchString(first):
			m := deck.FindStringSubmatch(first)
			side, _ := mengine.ParseSide(sideOf(m[1]))
			r := state.DeckReport(side)
			read += 4
			if int(num(m[2])) != r.Cards || int(num(m[3])) != r.Pairs || int(num(m[4])) != r.AtRisk {
				t.Errorf("%q: the engine's report is %d cards, %d pairs, %d points", first, r.Cards, r.Pairs, r.AtRisk)
			}
		}
	}
	return read
}

// showScores shows the jails and the score sheet (their own tab on a
// phone) and checks their numbers; then back to the hand.
func showScores(t *testing.T, u *app.UI, sc *apptest.Screen, hand int) {
	t.Helper()
	st := u.Store()
	g := journeyGame(t, st)
	if u.Phone() {
		sc.Tap(i18n.T("Jails & score"))
	}
	if n := checkNumbers(t, sc, st, g, 0); n < 4 {
		t.Errorf("only %d numbers of the scores on screen: %q", n, tabletest.Labels(sc))
	}
	tot, _ := st.Totals(g.ID)
	for _, side := range []mengine.Side{mengine.Red, mengine.Black} {
		want := i18n.Tf("%s: %d points", i18n.T(side.Title())+" ("+map[mengine.Side]string{mengine.Red: "Ann", mengine.Black: "Bob"}[side]+")", int(tot.Scores[side.String()]))
		if !sc.Has(want) {
			t.Errorf("the jails do not say %q: %q", want, tabletest.Labels(sc))
		}
	}
	if u.Phone() {
		sc.Tap(i18n.T("Hand"))
	}
	checkNumbers(t, sc, st, g, hand)
}

// TestJourneyMyre is a person's first game of Myre, at phone and desktop
// size, in English and Dutch: from the home screen, a new game with every
// house rule left as it is, three hands tapped in card by card, away
// through History and back with Resume, a past hand corrected from the
// score sheet, the last hand undone (it comes back in the form) and saved
// again; every score on screen is the engine's. On the desktop the window
// is narrowed to a phone's width and widened again while a hand is being
// entered: the table lays itself out again both ways and keeps the hand.
// The game's record says the sides in the window's language.
//
// English on a phone and Dutch on a desktop: each size and each language
// once (the other two pairs repeat the same logic at twice the time).
func TestJourneyMyre(t *testing.T) {
	t.Run("en-phone", func(t *testing.T) { journeyMyre(t, "en", true) })
	t.Run("nl-desktop", func(t *testing.T) { journeyMyre(t, "nl", false) })
}

func journeyMyre(t *testing.T, lang string, phone bool) {
	u, sc := startUI(t, phone, lang, "")
	st := u.Store()

	// Home: the game's tile.
	tabletest.TapTile(t, sc, "Myre")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Ann")
	tabletest.TypeInto(t, sc, i18n.T("Player name"), "Bob")
	sc.Tap(i18n.T("Start the game")) // in the bar, in view without scrolling
	g := journeyGame(t, st)
	if string(g.Options) != "" && string(g.Options) != "null" {
		var opts map[string]any
		_ = json.Unmarshal(g.Options, &opts)
		def := mscore.DefaultOptions().Values()
		for k, v := range opts {
			if fmt.Sprint(def[k]) != fmt.Sprint(v) {
				t.Errorf("house rule %s = %v, the default is %v", k, v, def[k])
			}
		}
	}
	tabletest.Fits(t, sc, "a new table")
	checkNumbers(t, sc, st, g, 1)

	// Three hands; the first says who played first (nothing else can tell).
	for i, h := range journeyHands {
		if i == 0 {
			tabletest.Tap(sc, i18n.T("Red")+" (Ann)")
		}
		if i == 1 && !u.Phone() {
			// Half the hand, then the window narrowed to a phone's width
			// and widened again: the hand stays, the page fits each time.
			tabletest.TapCards(t, sc, h.scout...)
			tabletest.TapCards(t, sc, h.red[0])
			resizeLive(t, u, sc, h.scout[0], h.red[0])
			enterHand(t, sc, nil, h.red[1:], h.black)
		} else {
			enterHand(t, sc, h.scout, h.red, h.black)
		}
		tabletest.Fits(t, sc, fmt.Sprintf("hand %d entered", i+1))
		sc.Tap(i18n.T("Resolve"))
		if sc.Has(i18n.T("Resolve")) {
			t.Fatalf("hand %d was not resolved: %q", i+1, tabletest.Labels(sc))
		}
		sc.Tap(i18n.T("Save hand"))
		if want := i18n.Tf("Hand %d saved.", i+1); !sc.Has(want) {
			t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
		}
		checkNumbers(t, sc, st, g, i+2)
	}
	showScores(t, u, sc, 4)
	if state := storedGame(t, st, g.ID); state.JokerOwner(cards.RedJoker) != mengine.Black {
		t.Errorf("the red joker is not in Black's deck after hand 3")
	}
	if u.Phone() {
		sc.Tap(i18n.T("Jails & score"))
	}
	if want := i18n.Tf("%s is now in %s's deck.", widgets.CardText(cards.RedJokerCard), i18n.T("Black")); !hasLabelPart(sc, want) {
		t.Errorf("the jails do not say %q: %q", want, tabletest.Labels(sc))
	}
	if u.Phone() {
		sc.Tap(i18n.T("Hand"))
	}
	tot, _ := st.Totals(g.ID)
	if tot.Rounds != 3 {
		t.Fatalf("after three hands: %d rounds, %v", tot.Rounds, tot.Scores)
	}

	// Away through History, back with Resume.
	sc.Tap(i18n.T("History"))
	tabletest.TapPrefix(t, sc, "Ann ")
	tabletest.Tap(sc, i18n.T("Resume"))
	if !sc.Has(i18n.Tf("Hand %d", 4)) && !sc.HasContaining(i18n.Tf("Hand %d", 4)+" ·") {
		t.Fatalf("Resume did not open the table at hand 4: %q", tabletest.Labels(sc))
	}

	// Correct hand 1 from the score sheet: Black had only the 4♠.
	if u.Phone() {
		sc.Tap(i18n.T("Jails & score"))
	}
	tabletest.TapPrefix(t, sc, "#1 ")
	sc.Tap(i18n.T("Edit this round"))
	if want := i18n.Tf("Correcting hand %d.", 1); sc.Find(want).Text != want {
		t.Fatal("not correcting hand 1")
	}
	tabletest.TapPlaced(t, sc, "4C")
	sc.Tap(i18n.T("Resolve"))
	sc.Tap(i18n.T("Save the correction"))
	if want := i18n.Tf("Hand %d corrected.", 1); !sc.Has(want) {
		t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
	}
	showScores(t, u, sc, 4)
	if now, _ := st.Totals(g.ID); now.Scores["red"] != tot.Scores["red"]-4 {
		t.Errorf("after the correction Red has %v, want %v (the 4♠ alone in hand 1)", now.Scores["red"], tot.Scores["red"]-4)
	}

	// Undo the last hand: it comes back in the form, and the status says so.
	sc.Tap(i18n.T("Undo last hand"))
	sc.Tap(i18n.T("Yes"))
	if want := i18n.Tf("Hand %d taken back: its cards are in the form again. Change them and save.", 3); !sc.Has(want) && !sc.HasContaining(strings.SplitN(want, ":", 2)[0]) {
		t.Fatalf("the status does not say hand 3 was taken back: %q", tabletest.Labels(sc))
	}
	if sc.Has(i18n.Tf("Hand %d saved.", 3)) {
		t.Error("\"Hand 3 saved.\" is still shown after the undo")
	}
	for _, c := range append(journeyHands[2].red, journeyHands[2].black...) {
		found := false
		for _, it := range sc.Items() {
			if f := tabletest.PlacedFaceOf(it); f != nil && f.Spec.Code == c {
				found = true
			}
		}
		if !found {
			t.Errorf("the undone hand's %s is not back in the form", c)
		}
	}
	showScores(t, u, sc, 3)
	if tot, _ := st.Totals(g.ID); tot.Rounds != 2 {
		t.Fatalf("after the undo: %d rounds", tot.Rounds)
	}
	// Saved again as it was.
	sc.Tap(i18n.T("Resolve"))
	sc.Tap(i18n.T("Save hand"))
	if want := i18n.Tf("Hand %d saved.", 3); !sc.Has(want) {
		t.Fatalf("no %q: %q", want, tabletest.Labels(sc))
	}
	showScores(t, u, sc, 4)
	final, _ := st.Totals(g.ID)
	state := storedGame(t, st, g.ID)
	if final.Rounds != 3 || float64(state.Totals().Red) != final.Scores["red"] || float64(state.Totals().Black) != final.Scores["black"] {
		t.Errorf("totals %v over %d rounds; the state has %+v", final.Scores, final.Rounds, state.Totals())
	}
	if top := u.Current(host.SectionPlay); !strings.Contains(pageTitle(top), "Myre") {
		t.Errorf("the journey ends on %q", pageTitle(top))
	}

	// The game's record says the sides as the table does.
	sc.Tap(i18n.T("History"))
	u.Home(host.SectionHistory)
	tabletest.TapPrefix(t, sc, "Ann ")
	red, black := i18n.T("Red")+" (Ann)", i18n.T("Black")+" (Bob)"
	if !hasLabelPart(sc, red) || !hasLabelPart(sc, black) {
		t.Errorf("the record does not say %q and %q: %q", red, black, tabletest.Labels(sc))
	}
	if lang != "en" && (hasLabelPart(sc, "Red (Ann)") || hasLabelPart(sc, "Black (Bob)")) {
		t.Errorf("the %s record says the sides in English: %q", lang, tabletest.Labels(sc))
	}
}

// resizeLive narrows the live window to a phone's width and widens it
// again, with a hand half entered (the scout and one of Red's cards): the
// page lays itself out again each way, fits the window, and keeps the
// cards entered.
func resizeLive(t *testing.T, u *app.UI, sc *apptest.Screen, scout, red string) {
	t.Helper()
	placed := func(when string) {
		t.Helper()
		found := map[string]bool{}
		for _, it := range tabletest.AllItems(sc) {
			if f := tabletest.PlacedFaceOf(it); f != nil {
				found[f.Spec.Code] = true
			}
		}
		if !found[scout] || !found[red] {
			t.Errorf("%s: the cards entered are gone: %v", when, found)
		}
	}
	u.Window().Resize(apptest.Phone)
	u.Settle()
	if !u.Phone() {
		t.Fatal("the window at a phone's width is not laid out for a phone")
	}
	tabletest.CheckLayout(t, u, sc, "narrowed to a phone")
	placed("narrowed to a phone")
	sc.Tap(i18n.T("Jails & score"))
	tabletest.CheckLayout(t, u, sc, "the jails on a phone")
	sc.Tap(i18n.T("Hand"))
	u.Window().Resize(apptest.Desktop)
	u.Settle()
	if u.Phone() {
		t.Fatal("the window widened again is still laid out for a phone")
	}
	tabletest.CheckLayout(t, u, sc, "widened again")
	placed("widened again")
	if !sc.Has(i18n.T("Score sheet")) {
		t.Errorf("the score sheet is not beside the hand again: %q", tabletest.Labels(sc))
	}
}
