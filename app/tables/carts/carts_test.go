package carts

import (
	"arbiter/scoring/all"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/hoststore"
	"arbiter/app/i18n"
	"arbiter/app/tabletest"
	ecarts "arbiter/engine/carts"
	"arbiter/engine/game"
	scarts "arbiter/scoring/carts"
	"arbiter/storage"
)

// game starts a game of the given players and opens its table the way
// the app does (Resume), on the turn helper when log is set (the table
// as followed so far, kept in the game's draft).
func openGame(t *testing.T, phone bool, names []string, log *turnLog) (*app.UI, person, storage.Game) {
	t.Helper()
	u, sc := startApp(t, phone, "en", "")
	st := u.Store()
	g, err := hoststore.CreateGame(st, cartsID, "", names, nil, host.SeatingOf(cartsID))
	if err != nil {
		t.Fatal(err)
	}
	if log != nil {
		b, _ := json.Marshal(draft{Turn: log, Tab: 1})
		if err := st.SaveDraft("game/"+g.ID, b); err != nil {
			t.Fatal(err)
		}
	}
	u.OpenGame(st, g.ID)
	return u, person{T: t, Sc: sc, U: u}, g
}

// lastCardLog: Fire 1 turned up, Ann plays the fires 3 to 15 while Bram
// draws; Ann holds one card and Bram is on turn.
func lastCardLog() *turnLog {
	log := &turnLog{Top: "Fi1", Actions: []action{}}
	for i, v := range []int{3, 5, 7, 9, 11, 13, 15} {
		log.Actions = append(log.Actions, action{Kind: "play", Card: fmt.Sprintf("Fi%d", v)})
		if i < 6 {
			log.Actions = append(log.Actions, action{Kind: "draw", N: 1})
		}
	}
	return log
}

// Issue 16 #13: the last-card penalty is drawn only when the table says
// the player did not announce; the helper asks at the moment it falls due
// (CARTS-3), and never asks when the card was announced.
func TestCartsLastCardIsAskedNotAssumed(t *testing.T) {
	u, p, g := openGame(t, true, []string{"Ann", "Bram"}, lastCardLog())
	p.Sc.ScrollTo("Ann: 1 card")
	p.Tap("Draws %d", 1)
	p.Must("%[1]s holds one card. Did %[1]s announce it before %[2]s's turn ended? If not, %[1]s draws %[3]d penalty cards (CARTS-3).", "Ann", "Bram", 7)
	p.Tap("No, not announced")
	p.Must("%s did not announce the last card in time: %d penalty cards.", "Ann", 7)
	p.Sc.ScrollTo("▶ Ann: 8 cards")
	d, _ := u.Store().Draft("game/" + g.ID)
	if strings.Contains(string(d), "announce") {
		t.Errorf("an announcement was recorded though the table said no: %s", d)
	}

	// Announced in time with the button: nothing is asked.
	_, p2, _ := openGame(t, true, []string{"Ann", "Bram"}, lastCardLog())
	p2.TapScrolled(i18n.T("Announced"))
	p2.Must("%s announced holding one card.", "Ann")
	p2.Tap("Draws %d", 1)
	if p2.Has("Last card") {
		t.Errorf("asked about an announcement already made: %q", p2.Sc.Texts())
	}
	p2.Sc.ScrollTo("▶ Ann: 1 card, announced")
}

// Issue 16 #13: Draw, Skip and Exchange are in the bar that is always in
// view - tapped with the deck scrolled to its last row, at phone and
// desktop size - and a tap on a card never moves the deck.
func TestCartsActionsAlwaysInView(t *testing.T) {
	for _, phone := range []bool{true, false} {
		_, p, _ := openGame(t, phone, []string{"Ann", "Bram", "Cato"}, &turnLog{Top: "Fi7", Actions: []action{}})
		p.TapCard("Ea15") // the last card of the deck: scrolls down
		p.MustSee("✗ " + i18n.Tf("%s may not be played:", i18n.T("Earth")+" 15"))
		before := facePositions(p)
		p.Tap("Draws %d", 1) // no scrolling back
		p.Must("%s drew 1 card.", "Ann")
		p.TapCard("Ea7")
		p.Tap("Play it")
		p.Must("%s played %s.", "Bram", i18n.T("Earth")+" 7")
		if after := facePositions(p); fmt.Sprint(after) != fmt.Sprint(before) {
			t.Errorf("phone %v: the deck moved under the finger", phone)
		}
		p.Tap("Exchange (%d left)", 3)
		p.Must("%s exchanged the hand and sits out the next turn.", "Cato")
		p.LayoutOK("the turn helper")
	}
}

// facePositions are where the deck's cards are drawn.
func facePositions(p person) map[string]fyne.Position {
	out := map[string]fyne.Position{}
	for _, it := range p.Sc.Items() {
		if f := tabletest.DeckFaceOf(it); f != nil && tabletest.InAnyScroll(it) {
			out[f.Spec.Code] = it.Pos
		}
	}
	return out
}

// Issue 16 #13: the hands the turn helper counted are the round's
// scoring (scoring/carts.RoundOf), overflows included: Ann overflows
// drawing, Bram is the last left.
func TestCartsTurnHelperHandsGoToTheRound(t *testing.T) {
	log := &turnLog{Top: "Fi1", Actions: []action{}}
	for range 18 {
		log.Actions = append(log.Actions, action{Kind: "draw", N: 1}, action{Kind: "draw", N: 1})
	}
	log.Actions = log.Actions[:35] // Ann's 18th draw makes 26
	u, p, g := openGame(t, false, []string{"Ann", "Bram"}, log)
	p.Must("%s wins the round.", "Bram")
	p.Sc.ScrollTo("Ann: out (overflow)")
	p.Tap("Score this round")
	p.Must("The hands counted in Turns are in the form: check them and save round %d.", 1)
	p.Tap("Save round")
	rs := roundsOf(t, u.Store(), g.ID)
	if len(rs) != 1 || string(rs[0].Input) != `{"cards_left":{"Bram":25},"overflowed":["Ann"]}` {
		t.Fatalf("the round from the helper: %s", rs[0].Input)
	}
	tot, _ := u.Store().Totals(g.ID)
	if tot.Scores["Ann"] != 30 || tot.Scores["Bram"] != 25 {
		t.Errorf("totals %v", tot.Scores)
	}
}

// CARTS-1 from the engine: a same-element follow-up makes the next player
// skip, the skip can be answered with a follow-up, which makes the player
// after owe the next amount; anything else is refused at the tap.
func TestCartsChainAfterASkip(t *testing.T) {
	_, p, _ := openGame(t, false, []string{"Ann", "Bram"}, &turnLog{Top: "Fi7", Actions: []action{{Kind: "play", Card: "Fi8"}}})
	p.Must("Must skip, unless answering with a follow-up.")
	p.TapCard("Fi3")
	p.MustSee("✗ " + i18n.Tf("%s may not be played:", i18n.T("Fire")+" 3") + " " +
		i18n.Tf("%s must skip, and only a follow-up of %s answers that.", "Bram", i18n.T("Fire")+" 8") + " (CARTS-1)")
	// Skips, not Draws: the exchange is closed, and says why.
	if p.Has("Draws %d", 1) {
		t.Error("a player told to skip is offered a draw")
	}
	test.Tap(apptest.WindowButton(p.U.Window(), i18n.Tf("Exchange (%d left)", 3)))
	p.Must("%s must skip this turn: no exchange on it.", "Bram")
	p.TapCard("Wa9")
	p.Must("%s then owes %d cards.", "Ann", 4)
	p.Tap("Play it")
	p.Must("Owes %d cards: a follow-up, or draw them.", 4)
	p.Tap("Draws %d", 4)
	p.Sc.ScrollTo("Ann: 11 cards")
}

// CARTS-3 from the engine: a player on one card who owes cards owes one
// more, and nobody can be made to skip meanwhile.
func TestCartsLastCardOwesOneMore(t *testing.T) {
	log := lastCardLog()
	log.Actions = append(log.Actions, action{Kind: "announce", Player: 0})
	_, p, _ := openGame(t, false, []string{"Ann", "Bram"}, log)
	p.TapCard("Fi14") // a same-element follow-up: no skip while Ann holds one card
	p.Must("%s then owes %d cards.", "Ann", 3)
	p.Tap("Play it")
	p.Must("Owes %d cards: a follow-up, or draw them.", 3)
}

// Issue 16 #2, on this table: a page of the game shown again after the
// game changed elsewhere renders the stored state, not the one it was
// built with.
func TestCartsTableRereadsOnShow(t *testing.T) {
	u, p, g := openGame(t, true, []string{"Ann", "Bram"}, nil)
	st := u.Store()
	// A second page of the same game (History → Resume) saves a round.
	u.OpenGame(st, g.ID)
	p.TapInRow("Ann", "–")
	p.Tap("0")
	p.TapInRow("Bram", "–")
	p.Tap("7")
	p.Tap("Save round")
	// Back to the first page: it shows round 1 saved and asks for round 2.
	u.Back(host.SectionPlay)
	p.Tap("Scores")
	if !p.Sc.Has("Bram: 7 / 100") {
		t.Errorf("the first page shows stale totals: %q", p.Sc.Texts())
	}
	p.Tap("Round")
	p.TapInRow("Ann", "–")
	p.Tap("3")
	p.TapInRow("Bram", "–")
	p.Tap("0")
	p.Must("Round %d is ready to save.", 2)
}

// Issue 16 #6: a round is corrected from the game record: "Edit this
// round" opens the table with the round in its form.
func TestCartsEditFromTheGameRecord(t *testing.T) {
	u, p, g := openGame(t, false, []string{"Ann", "Bram"}, nil)
	if _, err := u.Store().AddRound(g.ID, scarts.Round{CardsLeft: map[string]int{"Ann": 0, "Bram": 9}}); err != nil {
		t.Fatal(err)
	}
	p.Tap("History")
	p.Sc.TapItem(p.Sc.FindNth("Cârts Tîty", 0, false))
	var row apptest.Item
	for _, it := range p.Sc.Items() {
		if strings.HasPrefix(it.Text, i18n.Tf("Round %d", 1)+" ") {
			row = it
		}
	}
	p.Sc.TapItem(row)
	p.Tap("Edit this round")
	p.Must("Correcting round %d: saving keeps the old version in its history.", 1)
	p.TapInRow("Bram", "9")
	p.Tap("6")
	p.Tap("Save correction")
	if tot, _ := u.Store().Totals(g.ID); tot.Scores["Bram"] != 6 {
		t.Errorf("after the correction Bram has %v", tot.Scores["Bram"])
	}
}

// Issue 16 #4, #7: the round form, the turn helper (setting up, playing,
// finished) and the score sheet fit a phone and a desktop in English and
// Dutch at the largest text size: nothing drawn over anything else, cut,
// or wider than the window.
func TestCartsFitsEverySize(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{true, false} {
			where := fmt.Sprintf("%s phone %v", lang, phone)
			u, sc := startApp(t, phone, lang, "larger")
			p := person{T: t, Sc: sc, U: u}
			st := u.Store()
			g, err := hoststore.CreateGame(st, cartsID, "", []string{"Annemarie", "Bram", "Cato", "Dirk"}, nil, host.SeatingOf(cartsID))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.AddRound(g.ID, scarts.Round{CardsLeft: map[string]int{"Annemarie": 0, "Bram": 5, "Cato": 3}, Overflowed: []string{"Dirk"}}); err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(draft{CardsLeft: map[string]int{"Annemarie": 4, "Bram": 0, "Cato": 12, "Dirk": 2}, Turn: lastCardLog()})
			_ = st.SaveDraft("game/"+g.ID, b)
			u.OpenGame(st, g.ID)
			tabletest.Settle(u.Window())
			p.LayoutOK(where + ": the round form")
			p.Capture(fmt.Sprintf("%s-phone-%v-round", lang, phone))
			p.Tap("Turns")
			p.TapCard("Fi4")
			tabletest.Settle(u.Window())
			p.LayoutOK(where + ": the turn helper")
			p.Capture(fmt.Sprintf("%s-phone-%v-turns", lang, phone))
			p.TapScrolled(i18n.T("Start the round again"))
			p.Tap("Yes")
			tabletest.Settle(u.Window())
			p.LayoutOK(where + ": setting up the turn helper")
			if u.Phone() {
				p.Tap("Scores")
				tabletest.Settle(u.Window())
				p.LayoutOK(where + ": the score sheet")
			}
		}
	}
}

// The engine's refusals in words: each names what is wrong, and the
// ruling when there is one.
func TestCartsRefusalsInWords(t *testing.T) {
	d, err := all.Lookup(scarts.ID)
	if err != nil {
		t.Fatal(err)
	}
	g, err := d.New(scarts.Setup{Players: []string{"Ann", "Bram", "Cato"}}, scarts.Schema.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	cg := g.(*scarts.Game)
	players := cg.Players()
	for _, c := range []struct {
		r    scarts.Round
		want string
	}{
		{scarts.Round{CardsLeft: map[string]int{"Ann": 0, "Bram": 27, "Cato": 1}}, "Bram holds more than 25 cards"},
		{scarts.Round{Overflowed: []string{"Ann", "Bram", "Cato"}}, "Not everyone can overflow"},
		{scarts.Round{CardsLeft: map[string]int{"Ann": 0, "Bram": 0, "Cato": 1}}, "Ann and Bram both show 0 cards"},
		{scarts.Round{CardsLeft: map[string]int{"Ann": 0, "Bram": 0, "Cato": 0}}, "Ann, Bram and Cato all show 0 cards"},
		{scarts.Round{CardsLeft: map[string]int{"Ann": 2, "Bram": 4, "Cato": 1}}, "Nobody shows 0 cards"},
		{scarts.Round{CardsLeft: map[string]int{"Ann": 0}, Overflowed: []string{"Bram", "Cato"}}, "Ann is the only player left"},
	} {
		_, err := cg.Preview(c.r)
		if err == nil {
			t.Fatalf("%v: no refusal", c.r)
		}
		if got := roundProblem(err, players, c.r); !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want %q", c.r, got, c.want)
		}
	}

	st, _ := ecarts.NewTurnState(2, mustCard("Wa8"), ecarts.Rules{})
	_ = st.Draw(1) // Ann draws
	res, _ := st.Clone().Play(mustCard("Fi3"))
	if got := playRefusal(res.Reason, st, "Bram"); !strings.Contains(got, "neither the value nor the element of Water 8") {
		t.Errorf("no match: %q", got)
	}
	if _, err := st.Clone().Play(mustCard("Wa9")); err != nil {
		t.Fatal(err)
	}
	_, _ = st.Play(mustCard("Fi9")) // Bram follows up: Ann owes 2
	res, _ = st.Clone().Play(mustCard("Fi3"))
	if !errors.Is(res.Reason, ecarts.ErrMustAnswer) || game.RuleOf(res.Reason) != ecarts.RulingChain {
		t.Fatalf("the engine's refusal: %v", res.Reason)
	}
	if got := playRefusal(res.Reason, st, "Ann"); !strings.Contains(got, "Ann owes 2 cards") || !strings.HasSuffix(got, "(CARTS-1)") {
		t.Errorf("must answer: %q", got)
	}

	// Six players play with two decks: two Water 11s, both on the pile.
	six, _ := ecarts.NewTurnState(6, mustCard("Wa11"), ecarts.Rules{})
	if _, err := six.Play(mustCard("Wa11")); err != nil {
		t.Fatal(err)
	}
	_, _, err = six.Try(mustCard("Wa11"))
	if !errors.Is(err, ecarts.ErrOnThePile) || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("the third Water 11: %v", err)
	}
	if got, want := playRefusal(err, six, "Bram"), "both copies of Water 11 (one per deck) are on the playing pile already: no one holds one (CARTS-4, GEN-1)."; got != want {
		t.Errorf("two decks: %q, want %q", got, want)
	}
}

// The table follows the window across the phone width both ways: the
// score sheet becomes a tab of its own, and goes back beside the tabs.
func TestCartsFollowsTheWindowWidth(t *testing.T) {
	if fyne.CurrentDevice().IsMobile() {
		t.Skip("a mobile build always uses the phone layout")
	}
	u, p, _ := openGame(t, false, []string{"Ann", "Bram"}, nil)
	if p.Has("Scores") {
		t.Fatal("a Scores tab on the desktop")
	}
	u.Window().Resize(apptest.Phone)
	p.Tap("Scores")
	p.Must("Undo last round")
	u.Window().Resize(apptest.Desktop)
	p.Must("Score sheet")
	p.Tap("Turns")
	p.Must("Deal 8 cards to everyone and turn up the first card.")
}

// Why? after an action says the engine's steps with the players' names,
// never its player numbers.
func TestCartsWhyNamesThePlayers(t *testing.T) {
	_, p, _ := openGame(t, false, []string{"Ann", "Bram"}, lastCardLog())
	p.Tap("Draws %d", 1)
	p.Tap("No, not announced")
	p.Tap("Why?")
	all := strings.Join(p.Sc.Texts(), " ")
	if strings.Contains(all, "Player 0") || strings.Contains(all, "player 1") || !strings.Contains(all, "Ann did not announce the last card in time: 7 penalty cards.") {
		t.Errorf("Why? says: %q", all)
	}
	if !p.Sc.Has("CARTS-3") {
		t.Errorf("Why? does not cite CARTS-3: %q", all)
	}
}

// The chain rule is said by its name in the house rules, not by its
// value in the options.
func TestCartsStepsSayTheChainRuleInWords(t *testing.T) {
	st, _ := ecarts.NewTurnState(2, mustCard("Fi7"), ecarts.Rules{})
	res, _ := st.Clone().Play(mustCard("Wa8"))
	got := stepWords(res.Steps).Strings()
	all := strings.Join(got, " ")
	if strings.Contains(all, "plus_two") || !strings.Contains(all, "two more each time") {
		t.Errorf("steps: %q", got)
	}
}

// Issue 28 #2 (CARTS-4): the round form refuses, at the tap, a round whose
// hands hold more cards than the deck less the top card, an overflowed
// hand included, with the reason the engine gives (its numbers, not a
// count of the form's own), and Save stays closed; one card fewer is
// ready to save.
func TestCartsRoundFormRefusesMoreCardsThanTheDeck(t *testing.T) {
	for _, lang := range []string{"en", "nl"} {
		for _, phone := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/phone=%v", lang, phone), func(t *testing.T) { roundFormRefusesMoreCards(t, lang, phone) })
		}
	}
}

func roundFormRefusesMoreCards(t *testing.T, lang string, phone bool) {
	u, sc := startApp(t, phone, lang, "")
	p := person{T: t, Sc: sc, U: u}
	st := u.Store()
	g, err := hoststore.CreateGame(st, cartsID, "", []string{"Ann", "Bram", "Cato", "Dirk"}, nil, host.SeatingOf(cartsID))
	if err != nil {
		t.Fatal(err)
	}
	// Bram overflowed with 30 cards (counted with + and ticked), Cato
	// holds 25 and Dirk 4: 59 cards, every card but the top one.
	b, _ := json.Marshal(draft{CardsLeft: map[string]int{"Ann": 0, "Bram": 30, "Cato": 25, "Dirk": 4}, Overflowed: []string{"Bram"}})
	if err := st.SaveDraft("game/"+g.ID, b); err != nil {
		t.Fatal(err)
	}
	u.OpenGame(st, g.ID)
	p.Must("Round %d is ready to save.", 1)

	// Dirk's 4 becomes 5: 60 cards.
	p.TapInRow("Dirk", "4")
	p.Tap("5")
	want := i18n.Tf("%d cards in the hands, overflowed ones included, but one deck leaves only %d (CARTS-4).", 60, 59)
	p.MustSee(want)
	save := apptest.WindowButton(u.Window(), i18n.T("Save round"))
	test.Tap(save)
	if rs := roundsOf(t, st, g.ID); len(rs) != 0 {
		t.Fatalf("a round of 60 cards was saved: %s", rs[0].Input)
	}
	p.MustSee(want)

	// The reason is the engine's: the same round refused by the scoring.
	state, err := st.GameState(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	cg := state.(*scarts.Game)
	_, err = cg.Preview(scarts.Round{CardsLeft: map[string]int{"Ann": 0, "Bram": 30, "Cato": 25, "Dirk": 5}, Overflowed: []string{"Bram"}})
	if !errors.Is(err, scarts.ErrTooManyCards) || game.FieldOf(err) != "cards_left" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("the engine's refusal: %v", err)
	}

	// Back to 4: saved, the overflowed hand's 30 cards with it.
	p.TapInRow("Dirk", "5")
	p.Tap("4")
	p.Must("Round %d is ready to save.", 1)
	p.Tap("Save round")
	rs := roundsOf(t, st, g.ID)
	if len(rs) != 1 || string(rs[0].Input) != `{"cards_left":{"Ann":0,"Bram":30,"Cato":25,"Dirk":4},"overflowed":["Bram"]}` {
		t.Fatalf("the round saved: %v", rs)
	}
}
