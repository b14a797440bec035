package say_test

import (
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/carts"
	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	scarts "arbiter/scoring/carts"
	sdraque "arbiter/scoring/draque"
)

// The answers no case file reaches: Cârts Tîty's table followed turn by
// turn (the app's turn helper) says every refusal, warning and step as a
// typed message with Dutch. Random tables are played with every action,
// legal or not, and every message of the table must have come up.
func TestCartsTurnStateSaidInDutch(t *testing.T) {
	seen := map[string]bool{}
	check := func(what string, out any, err error) {
		t.Helper()
		saytest.CheckSaid(t, "nl", what, out, err)
		if err != nil {
			m := game.Said(err)
			seen[m.ID] = true
			collect(m, seen)
		}
		walkSaid(out, seen)
	}
	fi7 := cards.ElementCard{Element: cards.Fire, Value: 7}
	_, err := carts.NewTurnState(1, fi7, carts.Rules{})
	check("one player", nil, err)
	_, err = carts.NewTurnState(2, cards.ElementCard{}, carts.Rules{})
	check("no top card", nil, err)
	_, err = carts.NewTurnState(8, fi7, carts.Rules{Decks: 1})
	check("one deck for eight", nil, err)

	voidChain(t, check)
	rng := rand.New(rand.NewSource(24))
	for g := 0; g < 120; g++ {
		players := 2 + rng.Intn(3)
		top := cards.ElementCard{Element: cards.Elements[rng.Intn(4)], Value: 1 + rng.Intn(cards.MaxValue)}
		st, err := carts.NewTurnState(players, top, carts.Rules{Chain: carts.ChainRules[rng.Intn(2)], Rule16: rng.Intn(2) == 0, Decks: 1})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 200; step++ {
			what := fmt.Sprintf("game %d action %d", g, step)
			var err error
			switch a := rng.Intn(20); {
			case a < 10:
				c := cards.ElementCard{Element: cards.Elements[rng.Intn(4)], Value: 1 + rng.Intn(cards.MaxValue)}
				if a < 6 {
					// Mostly a card that may go: the table moves on.
					c = playable(st, rng)
				}
				var res carts.Result
				res, _, err = st.Try(c)
				check(what+" try", res, err)
				res, err = st.Play(c)
				check(what+" play", res, err)
			case a < 14:
				n := st.MustDraw()
				if a == 13 {
					n++
				}
				err = st.Draw(n)
			case a < 15:
				err = st.Skip()
			case a < 16:
				err = st.Exchange()
			case a < 17:
				err = st.Announce(rng.Intn(players+1) - 1 + rng.Intn(2))
			case a < 18:
				err = st.Rebuild()
			default:
				err = st.CanDraw()
			}
			check(what, st.Warnings(), err)
			if st.Finished() {
				check(what+" over", nil, st.CanPlay())
				break
			}
		}
	}
	d := saytest.Declarations(t, "../engine/carts")
	var missed []string
	for id := range d.Messages {
		if (strings.HasPrefix(id, "carts-tity.turn.") || strings.HasPrefix(id, "carts-tity.warn.") || strings.HasPrefix(id, "carts-tity.play.") || strings.HasPrefix(id, "carts-tity.refuse.")) && !seen[id] {
			missed = append(missed, id)
		}
	}
	sort.Strings(missed)
	// A chain rule the option reader refuses is not the table's.
	if len(missed) != 1 || missed[0] != "carts-tity.refuse.not_a_chain_rule" {
		t.Errorf("the random tables never said %v", missed)
	}
}

// voidChain plays a table of two to a chain of 10 that the next player,
// on a single card, owes one more of: the debt is void (CARTS-3), which
// random tables seldom reach.
func voidChain(t *testing.T, check func(string, any, error)) {
	t.Helper()
	st, err := carts.NewTurnState(2, cards.ElementCard{Element: cards.Fire, Value: 7}, carts.Rules{Decks: 1})
	if err != nil {
		t.Fatal(err)
	}
	play := func(followUp bool) {
		t.Helper()
		for _, e := range cards.Elements {
			for v := 1; v <= cards.MaxValue; v++ {
				c := cards.ElementCard{Element: e, Value: v}
				if st.OnPile(c) > 0 || carts.IsFollowUp(st.Top(), c) != followUp || (followUp && e == st.Top().Element) {
					continue
				}
				if res, err := st.Play(c); err == nil && res.Legal {
					check("void chain", res, nil)
					check("void chain", st.Warnings(), nil)
					return
				}
			}
		}
		t.Fatalf("no card to play on %s", st.Top())
	}
	for i := 0; i < 8; i++ {
		play(false) // 4 cards each
	}
	if err := st.Draw(1); err != nil { // player 0: 5, player 1 to play
		t.Fatal(err)
	}
	play(false) // player 1: 3
	for i := 0; i < 4; i++ {
		play(true) // the chain: 2, 4, 6, 8
		if st.Hand(1) == 1 {
			if err := st.Announce(1); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(true) // 10, and player 1 holds one card
	for _, w := range st.Warnings() {
		if w.Kind == carts.WarnChainVoid {
			return
		}
	}
	t.Fatalf("no void chain: %v", st.Warnings())
}

// playable is a card the player on turn may put on the pile, a
// follow-up when there is one (chains grow long), else any card.
func playable(st *carts.TurnState, rng *rand.Rand) cards.ElementCard {
	var ok, follow []cards.ElementCard
	for _, e := range cards.Elements {
		for v := 1; v <= cards.MaxValue; v++ {
			c := cards.ElementCard{Element: e, Value: v}
			m := carts.MatchOf(st.Top(), c)
			if st.OnPile(c) >= st.Decks || m == carts.NoMatch || ((st.Owed() > 0 || st.MustSkip()) && m != carts.FollowUpMatch) {
				continue
			}
			ok = append(ok, c)
			if carts.IsFollowUp(st.Top(), c) {
				follow = append(follow, c)
			}
		}
	}
	switch {
	case len(follow) > 0 && rng.Intn(4) > 0:
		return follow[rng.Intn(len(follow))]
	case len(ok) > 0:
		return ok[rng.Intn(len(ok))]
	}
	return st.Top()
}

// collect notes every message id inside a message's arguments.
func collect(m game.Message, seen map[string]bool) {
	seen[m.ID] = true
	for _, a := range m.Args {
		switch v := a.(type) {
		case game.Message:
			collect(v, seen)
		case error:
			collect(game.Said(v), seen)
		}
	}
}

// walkSaid notes the message ids of the steps and warnings in out.
func walkSaid(out any, seen map[string]bool) {
	switch v := out.(type) {
	case carts.Result:
		for _, s := range v.Steps {
			if s.Said != nil {
				collect(*s.Said, seen)
			}
		}
	case []carts.Warning:
		for _, w := range v {
			if w.Step.Said != nil {
				collect(*w.Step.Said, seen)
			}
		}
	}
}

// Draque & Yirken's answers the app asks the engine for directly, which
// no case file reaches: a put-out refused, a claim's reason as an error,
// a discard not in the hand, the checklist's steps.
func TestDraqueTableSaidInDutch(t *testing.T) {
	c := func(e cards.Element, v int) cards.ElementCard { return cards.ElementCard{Element: e, Value: v} }
	hand := []cards.ElementCard{c(cards.Fire, 3), c(cards.Fire, 4), c(cards.Water, 9)}
	check := func(what string, err error, want error) {
		t.Helper()
		if !errors.Is(err, want) {
			t.Fatalf("%s: %v, want %v", what, err, want)
		}
		saytest.CheckSaid(t, "nl", what, nil, err)
	}
	check("a card not in the hand", draque.PutOut(hand, nil, c(cards.Fire, 1)), draque.ErrNotInHand)
	check("a card of no end", draque.PutOut(hand, nil, c(cards.Fire, 3)), draque.ErrNotExtreme)

	nl := say.For("nl", say.Words)
	for _, tc := range []struct {
		what    string
		discard cards.ElementCard
		out     []cards.ElementCard
		want    error
	}{
		{"a discard not in the hand", c(cards.Earth, 9), nil, draque.ErrNotInHand},
		{"a discard out of game", c(cards.Water, 9), []cards.ElementCard{c(cards.Water, 9)}, draque.ErrOutOfGame},
		{"a short series", c(cards.Water, 9), nil, draque.ErrTooShort},
		{"a card of the series out of game", c(cards.Water, 9), []cards.ElementCard{c(cards.Fire, 3)}, draque.ErrOutOfGame},
	} {
		cl := draque.CheckWin(hand, tc.discard, tc.out, false)
		check(tc.what, cl.Reason, tc.want)
		saytest.CheckSaid(t, "nl", tc.what, cl.Steps, nil)
		if said := nl.Message(game.Said(cl.Reason)); said == "" || said == cl.Reason.Error() {
			t.Errorf("%s: the reason %q is not said in Dutch: %q", tc.what, cl.Reason, said)
		}
	}

	for _, e := range []draque.Extremes{{}, {Lowest: 3, Highest: 14}} {
		for _, s := range draque.ExhaustionChecklistFor(e) {
			var steps game.Explanation
			steps.Say(s.Said, s.SectionSaid, "")
			saytest.CheckSaid(t, "nl", fmt.Sprintf("checklist step %d", s.N), steps, nil)
			if steps[0].Text != s.Text || steps[0].Section != s.Section {
				t.Errorf("checklist step %d: said %q (%s), written %q (%s)", s.N, steps[0].Text, steps[0].Section, s.Text, s.Section)
			}
		}
	}
}

// The refusals of seating the players (the record reader's and the
// app's) and of scoring a table's round before it is over.
func TestSeatsAndTableRoundsSaidInDutch(t *testing.T) {
	for _, tc := range []struct {
		game    string
		setup   any
		players []string
	}{
		{"carts-tity", scarts.Setup{}, nil},
		{"carts-tity", scarts.Setup{}, []string{"Ann", "Ann"}},
		{"draque-yirken", sdraque.Setup{}, nil},
		{"draque-yirken", sdraque.Setup{}, []string{"Ann", " "}},
	} {
		d, err := all.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = d.Seat(tc.setup, tc.players)
		if !game.IsRefusal(err) {
			t.Fatalf("%s: seating %q: %v", tc.game, tc.players, err)
		}
		saytest.CheckSaid(t, "nl", tc.game+" seats", nil, err)
	}
	st, err := carts.NewTurnState(3, cards.ElementCard{Element: cards.Fire, Value: 7}, carts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, names := range [][]string{{"Ann", "Bo"}, {"Ann", "Bo", "Cy"}} {
		_, err := scarts.RoundOf(st, names)
		if !game.IsRefusal(err) {
			t.Fatalf("round of %q: %v", names, err)
		}
		saytest.CheckSaid(t, "nl", "round of a table", nil, err)
	}
}
