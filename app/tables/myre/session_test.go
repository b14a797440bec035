package myre

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	"arbiter/engine/cards"
	mengine "arbiter/engine/myre"
	"arbiter/scoring"
	"arbiter/scoring/gen"
	mscore "arbiter/scoring/myre"
	"arbiter/session"
)

// The table's logic, through the game's session on a real history: a
// stand-in for the shell (apptest.Host, no navigation bar, no home
// screen) whose history the test can watch and hold.

// newSessionGame stores a game of Ann (Red) and Bob (Black) with house
// rules (nil: the defaults) and setup, through the history's Lobby.
func newSessionGame(t testing.TB, h *tabletest.WatchedHost, opts scoring.Values, setup scoring.Setup) string {
	t.Helper()
	ng, err := host.NewGame(myreID, "", []string{"Ann", "Bob"}, opts, Table.Seating)
	if err != nil {
		t.Fatal(err)
	}
	if setup != nil {
		ng.Setup = setup
	}
	g, err := h.Games().CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	return g.ID
}

// tapCard taps a card of the deck grid as a finger does (the face's
// Tapped), on the table's pile being entered.
func tapCard(t testing.TB, tb *myreTable, code string) {
	t.Helper()
	fs := tb.faces[code]
	if len(fs) == 0 {
		t.Fatalf("no %s in the deck", code)
	}
	test.Tap(fs[0])
}

// tapZone makes a zone of the pile being entered the active one, as a tap
// on its name does.
func tapZone(tb *myreTable, zone int) {
	p := tb.piles[tb.active]
	test.Tap([]*widget.Button{p.scout.Head, p.red.Head, p.black.Head}[zone])
}

// enter taps a hand into the table: the scout, Red's cards, Black's.
func enter(t testing.TB, tb *myreTable, scout, red, black []string) {
	t.Helper()
	for _, c := range scout {
		tapCard(t, tb, c)
	}
	tapZone(tb, 1)
	for _, c := range red {
		tapCard(t, tb, c)
	}
	tapZone(tb, 2)
	for _, c := range black {
		tapCard(t, tb, c)
	}
}

// A tap asks the state in memory and keeps the entry in the session: not
// one history call is on its path. Every call of the history is held
// while cards are tapped, placed and taken back, the face-up mark set and
// the pile changed; the taps all finish (a tap that called the history
// would wait for ever) and nothing is handed to the UI goroutine.
func TestMyreTapTouchesNoHistory(t *testing.T) {
	h := tabletest.NewWatchedHost(t, false)
	id := newSessionGame(t, h, nil, nil)
	tb := openMyre(t, h, h.Settle, id, "")
	before := h.Hist.Finished.Load()
	dos := h.Dos.Load()
	letGo := h.Hist.Hold()
	done := make(chan struct{})
	go func() {
		defer close(done)
		enter(t, tb, []string{"6H"}, []string{"AH", "2D", "3H"}, []string{"4S", "4C"})
		tapCard(t, tb, "5H") // refused: Black positions black cards only
		test.Tap(tb.piles[0].red.View.Objects[0].(fyne.Tappable))
		test.Tap(tb.addPile)
		tapCard(t, tb, "KS")
		test.Tap(tb.piles[1].faceUp)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		letGo()
		t.Fatal("a tap waited for the history")
	}
	if n := h.Hist.Finished.Load() - before; n != 0 {
		t.Errorf("%d history calls finished while the history was held", n)
	}
	if n := h.Dos.Load() - dos; n != 0 {
		t.Errorf("the taps handed %d functions to the UI goroutine", n)
	}
	if len(tb.piles) != 2 || !tb.piles[1].faceUp.Checked {
		t.Errorf("the taps did not all go through: %d piles", len(tb.piles))
	}
	if d := tb.cs.Draft(); len(d.Piles) != 2 || strings.Join(d.Piles[0].Red, " ") != "2D 3H" || !d.Piles[1].FaceUp {
		t.Errorf("the session's entry: %+v", d)
	}
	letGo()
	h.Settle()
}

// What is entered outlives the page: the session keeps it, writes it when
// the page closes, and a page opened later reads it back, face-up scouts
// and face-down jokers included.
func TestMyreEntryKeptThroughTheHistory(t *testing.T) {
	h := tabletest.NewWatchedHost(t, true)
	id := newSessionGame(t, h, nil, nil)
	tb := openMyre(t, h, h.Settle, id, "")
	enter(t, tb, []string{"6H"}, []string{"RJ", "2D"}, nil)
	tb.piles[0].jokerDown["RJ"] = true
	tb.changed()
	test.Tap(tb.addPile)
	tapCard(t, tb, "KS")
	test.Tap(tb.piles[1].faceUp)
	// Away: the page closes, the last page of the game lets the session
	// go, which writes the entry.
	h.Home(host.SectionPlay)
	h.Back(host.SectionPlay)
	deadline := time.Now().Add(10 * time.Second)
	for {
		raw, _ := h.Store().Draft(session.DraftKey(id))
		if strings.Contains(string(raw), "KS") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the entry was not written when the page closed: %s", raw)
		}
		time.Sleep(20 * time.Millisecond)
	}
	again := openMyre(t, h, h.Settle, id, "")
	if again == tb || len(again.piles) != 2 {
		t.Fatalf("piles after reopening = %d", len(again.piles))
	}
	if got := strings.Join(again.piles[0].picker.Codes(1), " "); got != "RJ 2D" || !again.piles[0].jokerDown["RJ"] {
		t.Errorf("Red restored = %q, joker down %v", got, again.piles[0].jokerDown)
	}
	if !again.piles[1].faceUp.Checked || strings.Join(again.piles[1].picker.Codes(0), "") != "KS" {
		t.Errorf("face-up pile not restored")
	}
}

// A correction puts the new hand being entered aside and brings it back,
// whether it is saved or given up; the hand corrected is saved once, and
// the game's totals are the engine's.
func TestMyreCorrectionPutsTheNewHandAside(t *testing.T) {
	h := tabletest.NewWatchedHost(t, false)
	id := newSessionGame(t, h, nil, nil)
	tb := openMyre(t, h, h.Settle, id, "")
	h1 := journeyHands[0]
	enter(t, tb, h1.scout, h1.red, h1.black)
	save(t, h, tb)
	if tb.statusText() != "Hand 1 saved." || tb.cs.Rounds() != 1 {
		t.Fatalf("hand 1: %q, %d rounds", tb.statusText(), tb.cs.Rounds())
	}
	tapCard(t, tb, "9D")
	row := tb.cs.Row(0)
	tb.startEdit(row.ID)
	h.Settle()
	if d := tb.cs.Draft(); d.Stash == nil || fmt.Sprint(d.Stash.Piles[0].Scout) != "[9D]" {
		t.Errorf("the new hand is not kept aside in the session: %+v", d)
	}
	if got := strings.Join(tb.piles[0].picker.Codes(2), " "); got != "4S 4C" {
		t.Errorf("the hand corrected is not in the entry: Black %q", got)
	}
	tb.cancelEdit()
	if got := tb.piles[tb.active].picker.Codes(0); strings.Join(got, "") != "9D" {
		t.Errorf("the new hand did not come back: %v", got)
	}
	// Corrected for real: Black had the 4♠ only.
	tb.startEdit(row.ID)
	h.Settle()
	test.Tap(tb.piles[0].black.View.Objects[1].(fyne.Tappable))
	save(t, h, tb)
	if tb.statusText() != "Hand 1 corrected." {
		t.Errorf("status: %q", tb.statusText())
	}
	if got := tb.piles[tb.active].picker.Codes(0); strings.Join(got, "") != "9D" {
		t.Errorf("the new hand did not come back after the correction: %v", got)
	}
	if st := tb.cs.State(); st.Totals().Red != 4 || tb.cs.Rounds() != 1 || tb.cs.Row(0).Version != 2 {
		t.Errorf("after the correction: %+v, %d rounds, v%d", st.Totals(), tb.cs.Rounds(), tb.cs.Row(0).Version)
	}
	vs, err := h.Store().RoundHistory(row.ID)
	if err != nil || len(vs) != 2 {
		t.Errorf("versions of hand 1: %d, %v", len(vs), err)
	}
}

// save resolves the hand in the entry and saves it, as Resolve and Save
// hand are tapped, and waits for the session to have written it.
func save(t testing.TB, h *tabletest.WatchedHost, tb *myreTable) {
	t.Helper()
	test.Tap(tb.primary)
	if tb.mode != modeResult {
		t.Fatalf("not resolved: %q", tb.statusText())
	}
	test.Tap(tb.primary)
	h.Settle()
}

// A history another program holds: Save says the table waits for it, keeps
// the hand and takes no second tap; the hand is saved when the history is
// free, once.
func TestMyreWaitsForAnotherProgram(t *testing.T) {
	h := tabletest.NewWatchedHost(t, false)
	id := newSessionGame(t, h, nil, nil)
	tb := openMyre(t, h, h.Settle, id, "")
	h1 := journeyHands[0]
	enter(t, tb, h1.scout, h1.red, h1.black)
	test.Tap(tb.primary) // Resolve
	letGo := h.Hist.HoldCommits()
	test.Tap(tb.primary) // Save hand: the write waits
	if !tb.primary.Disabled() || !tb.secondary.Disabled() {
		t.Error("Save and Change the cards are on while the hand is being saved")
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(tb.statusText(), "Another program") {
		if time.Now().After(deadline) {
			t.Fatalf("the table does not say it waits: %q", tb.statusText())
		}
		time.Sleep(50 * time.Millisecond)
		h.RunQueue()
	}
	want := i18n.T("Another program is using the history: the hand is kept and saved as soon as it is free.")
	if tb.statusText() != want {
		t.Errorf("status while waiting: %q", tb.statusText())
	}
	if tb.mode != modeResult || len(tb.piles[0].red.Cards) != 3 {
		t.Error("the hand left the table while it waited")
	}
	letGo()
	h.Settle()
	if tb.statusText() != "Hand 1 saved." || tb.cs.Rounds() != 1 {
		t.Errorf("after the history was free: %q, %d rounds", tb.statusText(), tb.cs.Rounds())
	}
	if rs, _ := h.Store().Rounds(id, true); len(rs) != 1 {
		t.Errorf("%d rounds stored", len(rs))
	}
}

// Refusals say the rule: the table reads the pile and the side from the
// refusal's typed path and cites what its rule cites, the rulebook's
// sections in the window's language.
func TestMyreRefusalsCiteTheRule(t *testing.T) {
	h := tabletest.NewWatchedHost(t, false)
	id := newSessionGame(t, h, nil, nil)
	tb := openMyre(t, h, h.Settle, id, "")
	h1 := journeyHands[0]
	enter(t, tb, h1.scout, h1.red, h1.black)
	save(t, h, tb)
	for _, lang := range []string{"en", "nl"} {
		i18n.SetLanguage(lang)
		tb.newHand()
		tapCard(t, tb, "9D")
		tapZone(tb, 1)
		tapCard(t, tb, "5S") // Red positions red cards only
		sections := i18n.Say().Word(mengine.SecSetup) + "; " + i18n.Say().Word(mengine.SecPositioning)
		want := i18n.Tf("%s is black: Red positions red cards only.", "5♤")
		if got := tb.statusText(); got != strings.TrimSuffix(want, ".")+" ("+sections+")." {
			t.Errorf("%s: a black card for Red: %q", lang, got)
		}
		if lang == "nl" && strings.Contains(tb.statusText(), mengine.SecPositioning.English) {
			t.Errorf("the Dutch refusal cites the section in English: %q", tb.statusText())
		}
		tapZone(tb, 2)
		tapCard(t, tb, "4S") // in Red's jail since hand 1
		want = i18n.Tf("%s is in %s's jail since hand %d: it is out of the game.", "4♤", i18n.T("Red"), 1)
		if got := tb.statusText(); got != strings.TrimSuffix(want, ".")+" (GEN-1)." {
			t.Errorf("%s: a jailed card: %q", lang, got)
		}
		if pile, side := refusalPlace(tb.state0().CanPlace(tb.enteredPiles(), 0, mscore.ZoneBlack, mustCard(t, "4S"))); pile != 0 || side != mengine.Black {
			t.Errorf("the place of the refusal: pile %d, side %v", pile, side)
		}
	}
	i18n.SetLanguage("en")
}

func mustCard(t testing.TB, code string) cards.Card {
	t.Helper()
	c, err := cards.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// state0 is the state the entry plays on, for the tests.
func (t *myreTable) state0() *mscore.Game { return t.base() }

// A hand as the entry holds it is the hand that was played: every hand of
// a long generated game, put in the entry's piles (handDraft) and read
// back by the rules (HandOf), plays exactly as the hand itself.
func TestMyreEntryHoldsTheHandPlayed(t *testing.T) {
	for _, seed := range []uint64{3, 8} {
		g, err := gen.For(myreID, seed)
		if err != nil {
			t.Fatal(err)
		}
		rounds, err := gen.Play(g, 300, seed)
		if err != nil {
			t.Fatal(err)
		}
		st, err := g.Start()
		if err != nil {
			t.Fatal(err)
		}
		game := st.(*mscore.Game)
		for i, r := range rounds {
			h := r.(mscore.Hand)
			d := handDraft(h)
			var piles []mscore.Pile
			for _, p := range d.Piles {
				pile := mscore.Pile{FaceUp: p.FaceUp}
				for _, c := range p.Scout {
					pile.Scout = append(pile.Scout, mustCard(t, c))
				}
				for _, s := range p.Red {
					pl, _ := mengine.ParsePlayed(s)
					pile.Red = append(pile.Red, pl)
				}
				for _, s := range p.Black {
					pl, _ := mengine.ParsePlayed(s)
					pile.Black = append(pile.Black, pl)
				}
				piles = append(piles, pile)
			}
			first, _ := mengine.ParseSide(d.First)
			back, _, err := game.HandOf(piles, first)
			if err != nil {
				t.Fatalf("seed %d hand %d: the entry of %+v is refused: %v", seed, i+1, h, err)
			}
			want, err := game.Clone().Play(h)
			if err != nil {
				t.Fatal(err)
			}
			got, err := game.Clone().Play(back)
			if err != nil {
				t.Fatalf("seed %d hand %d: %v", seed, i+1, err)
			}
			// The face-up scouts that stay are a set: the entry lists
			// them pile by pile.
			if fmt.Sprint(got.Totals, got.Jailed, got.JokersTaken, got.NextFirst, got.Points) != fmt.Sprint(want.Totals, want.Jailed, want.JokersTaken, want.NextFirst, want.Points) ||
				sortedCards(got.FaceUpStay.Red) != sortedCards(want.FaceUpStay.Red) || sortedCards(got.FaceUpStay.Black) != sortedCards(want.FaceUpStay.Black) {
				t.Fatalf("seed %d hand %d: the entry plays %+v, the hand %+v", seed, i+1, got, want)
			}
			if _, err := game.Play(h); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func sortedCards(cs cards.Cards) string {
	s := cs.Strings()
	slices.Sort(s)
	return strings.Join(s, " ")
}

// The score sheet's words for a hand come from the typed hand.
func TestMyreWords(t *testing.T) {
	h := mscore.Hand{Battles: []mengine.Battle{
		{Scout: []cards.Card{mustCard(t, "6H")}, Red: []mengine.Played{{Card: mustCard(t, "AH")}}},
		{Scout: []cards.Card{mustCard(t, "10S"), mustCard(t, "9S")}, Black: []mengine.Played{{Card: mustCard(t, "2S")}}},
	}}
	if got := words(h, mscore.HandResult{}); got != "battles over 6♡, 10♤+9♤" {
		t.Errorf("words = %q", got)
	}
	if got := words(mscore.Hand{}, mscore.HandResult{}); got != "no battle" {
		t.Errorf("words of a hand without battles = %q", got)
	}
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := words(h, mscore.HandResult{}); strings.Contains(got, "battles") || !strings.Contains(got, "6♡, 10♤+9♤") {
		t.Errorf("Dutch words = %q", got)
	}
}
