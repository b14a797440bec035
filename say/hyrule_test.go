package say_test

import (
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	ehyrule "arbiter/engine/hyrule"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
	shyrule "arbiter/scoring/hyrule"
)

// Hyrule beyond its case files: random turns, random games played turn by
// turn as the app plays them (CanPlay, CanSwap, Due, WithRunoff, Play),
// run-off games included, and the refusals of its JSON and seating. Every
// answer is typed all the way down and said in Dutch, and together they
// say every message and word Hyrule declares but the few no table
// reaches.
func TestHyruleSaidInDutch(t *testing.T) {
	seen := map[string]bool{}
	check := func(what string, out any, err error) {
		t.Helper()
		saytest.CheckSaid(t, "nl", what, out, err)
		noteAll(out, err, seen)
	}
	rng := rand.New(rand.NewSource(24))
	// A card of no deck comes from the app's own code, never from text.
	deck := append(cards.StandardDeck(true), cards.AnyJokerCard, cards.Card{Rank: 99})
	for i := 0; i < 3000; i++ {
		n := []int{0, 1, 2, 2, 3, 3, 4, 5, 7, 8}[rng.Intn(10)]
		turn := ehyrule.Turn{First: rng.Intn(n+2) - 2}
		for k := 0; k < n; k++ {
			turn.Cards = append(turn.Cards, deck[rng.Intn(len(deck))])
		}
		if rng.Intn(3) == 0 {
			for k := rng.Intn(4); k > 0; k-- {
				turn.Runoff = append(turn.Runoff, deck[rng.Intn(len(deck))])
			}
		}
		if rng.Intn(3) == 0 {
			turn.Names = []string{"Ann", "bo", "", "Cy"}
		}
		res, err := ehyrule.Resolve(turn, ehyrule.Options{JokerTie: ehyrule.JokerTie(rng.Intn(2))})
		check(fmt.Sprintf("turn %d %v", i, turn), res, err)
	}

	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}
	for g := 0; g < 400; g++ {
		n := 2 + rng.Intn(4)
		if g%5 == 0 {
			n = 7 // a stock of 5: swaps and run-offs empty it
		}
		var players []string
		for i := 0; i < n; i++ {
			players = append(players, names[i])
		}
		setup := shyrule.Setup{Players: players, Tallest: players[rng.Intn(n)]}
		if rng.Intn(2) == 0 {
			setup.TurnRules = shyrule.Strategy
		}
		opts := ehyrule.Options{JokerTie: ehyrule.JokerTie(rng.Intn(2)), Draw: ehyrule.DrawRule(rng.Intn(2))}
		gm, err := shyrule.NewGame(setup, opts)
		if err != nil {
			t.Fatal(err)
		}
		for turnNo := 0; turnNo < 30; turnNo++ {
			what := fmt.Sprintf("game %d turn %d", g, turnNo)
			for k := 0; k < 3; k++ {
				check(what+" can play", nil, gm.CanPlay(deck[rng.Intn(len(deck))]))
			}
			check(what+" can swap", nil, gm.CanSwap())
			if _, why := gm.Due(); why.Text != "" {
				check(what+" due", game.Explanation{why}, nil)
			}
			table := gm.Table()
			var turn shyrule.Turn
			turn.First = -1
			if gm.RunoffPending() && rng.Intn(2) == 0 {
				r := &shyrule.RunoffSetup{}
				if rng.Intn(3) == 0 {
					r.Players = append([]string{}, players...)
				}
				if rng.Intn(3) == 0 {
					r.Tallest = table[rng.Intn(len(table))]
				}
				if rng.Intn(3) == 0 {
					tr := shyrule.TurnRules(rng.Intn(2))
					r.TurnRules = &tr
				}
				w, err := gm.WithRunoff(r)
				check(what+" run-off game", nil, err)
				if err == nil {
					table = w.Table()
					_, why := w.Due()
					check(what+" run-off game due", game.Explanation{why}, nil)
				}
				turn.RunoffGame = r
			}
			pick := func() cards.Card {
				for i := 0; i < 20; i++ {
					c := deck[rng.Intn(len(deck))]
					if _, used := gm.Used(c); !used || rng.Intn(15) == 0 {
						return c
					}
				}
				return deck[rng.Intn(len(deck))]
			}
			nc := len(table)
			if rng.Intn(12) == 0 {
				nc += rng.Intn(3) - 1
			}
			for i := 0; i < nc; i++ {
				turn.Cards = append(turn.Cards, pick())
			}
			if rng.Intn(8) == 0 && len(turn.Cards) > 1 {
				turn.Cards[0], turn.Cards[1] = cards.RedJokerCard, cards.BlackJokerCard
			}
			if rng.Intn(20) == 0 {
				turn.Cards = nil
			}
			if rng.Intn(4) == 0 || n == 7 && rng.Intn(2) == 0 {
				turn.Swaps = append(turn.Swaps, pick())
				if rng.Intn(5) == 0 {
					turn.Swaps = append(turn.Swaps, pick())
				}
			}
			if rng.Intn(6) == 0 {
				turn.First = rng.Intn(len(table) + 1)
			}
			if rng.Intn(10) == 0 {
				turn.Runoff = []cards.Card{pick(), pick()}
			}
			// A joker standoff is settled in its own turn: seen open on a
			// copy, the turn is played with its run-off (as the table does).
			res, err := gm.Clone().Play(turn)
			check(what, res, err)
			if err == nil && res.Open() && rng.Intn(5) != 0 {
				turn.Runoff = []cards.Card{pick(), pick()}
				if rng.Intn(8) == 0 {
					turn.Runoff = turn.Runoff[:1]
				}
			}
			res, err = gm.Play(turn)
			check(what, res, err)
			if gm.Standing().Finished && rng.Intn(3) != 0 {
				break
			}
		}
	}

	// Seven players empty the stock of 5 with five swaps: a sixth swap,
	// and a run-off that needs two replacement cards, are refused.
	{
		var fresh []cards.Card
		for _, c := range cards.StandardDeck(false) {
			if c.Rank != 5 {
				fresh = append(fresh, c)
			}
		}
		next := func(n int) []cards.Card {
			out := fresh[:n:n]
			fresh = fresh[n:]
			return out
		}
		gm, err := shyrule.NewGame(shyrule.Setup{Players: names, TurnRules: shyrule.Strategy, Tallest: "Ann"}, ehyrule.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 5; k++ {
			res, err := gm.Play(shyrule.Turn{First: -1, Swaps: next(1), Cards: next(7)})
			check(fmt.Sprintf("seven players, swap %d", k), res, err)
		}
		check("seven players, the stock empty", nil, gm.CanSwap())
		_, err = gm.Clone().Play(shyrule.Turn{First: -1, Swaps: fresh[:1], Cards: fresh[1:8]})
		check("seven players, a sixth swap", nil, err)
		standoff := append([]cards.Card{cards.RedJokerCard, cards.BlackJokerCard}, next(5)...)
		_, err = gm.Play(shyrule.Turn{First: -1, Cards: standoff, Runoff: next(2)})
		check("seven players, a run-off from an empty stock", nil, err)
	}

	// The refusals of the JSON, a few whole games and the seating.
	for i, in := range hyruleInputs {
		cmd := "score"
		if !strings.Contains(in, `"players"`) {
			cmd = "resolve"
		}
		out, err := gametest.Call(all.Games, cmd, []byte(in))
		check(fmt.Sprintf("input %d %.200s", i, in), out, err)
	}
	d, err := all.Lookup("hyrule")
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Codec().DecodeRound([]byte(`{"cards":["2H","3H"],"first":-1}`))
	check("a stored turn led by no player", nil, err)
	_, err = d.Codec().DecodeSetup([]byte(`{"players":["Ann","Bo"],"runoff":{"turns":[]}}`))
	check("a stored game with its run-off game nested", nil, err)
	for _, players := range [][]string{nil, {"Ann"}, {"Ann", " "}, {"Ann", "Ann"}} {
		_, _, err := d.Seat(shyrule.Setup{}, players)
		check(fmt.Sprintf("seating %q", players), nil, err)
	}
	for _, s := range []shyrule.Setup{
		{Players: []string{"Ann", "Bo"}, Tallest: "Zed"},
		{Players: []string{"Ann", "Bo"}, TurnRules: shyrule.Strategy},
	} {
		_, err := shyrule.NewGame(s, ehyrule.Options{})
		check(fmt.Sprintf("setup %v", s), nil, err)
	}
	var tie ehyrule.JokerTie
	check("joker_tie coin", nil, tie.UnmarshalText([]byte("coin")))
	var draw ehyrule.DrawRule
	check("draw coin", nil, draw.UnmarshalText([]byte("coin")))
	_, err = shyrule.ParseTurnRules("luck")
	check("turn rules luck", nil, err)

	// What no table reaches: a suit of no name, a second standoff in a
	// run-off (both jokers are down already), the decisions no refusal
	// names, the rules' pictures only the rules screens ask for in the
	// middle of a sentence, hearts beating every other suit (they beat
	// rupees alone, said on its own), an eighth turn of a game that did
	// not end after its seventh, a section no step cites, and the
	// section the deck's rule cites (that rule is said inside refusals'
	// messages, never as a refusal's rule with its citation).
	unreachable := map[string]bool{}
	for _, id := range []string{
		"hyrule.suit.tingle", "hyrule.suits.tingle", "hyrule.noun.tingle",
		"hyrule.turn.second_standoff", "hyrule.decided.standoff", "hyrule.decided.runoff",
		"hyrule.image.bomb_sword", "hyrule.image.sword_heart", "hyrule.image.heart_rupee",
		"hyrule.image.heart_rupee_start", "hyrule.sec.dealing", "hyrule.suits.heart",
		"hyrule.turn.seven_played", "hyrule.sec.requirements",
	} {
		unreachable[id] = true
	}
	decl := saytest.Declarations(t, "../engine/hyrule", "../scoring/hyrule")
	var missing []string
	for _, ids := range []map[string]string{decl.Messages, decl.Words} {
		for id := range ids {
			if !seen[id] && !unreachable[id] {
				missing = append(missing, id)
			}
			if seen[id] && unreachable[id] {
				t.Errorf("%s is said after all: take it off the unreachable list", id)
			}
		}
	}
	for id := range decl.Nouns {
		if !seen[id] && !unreachable[id] {
			missing = append(missing, id)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("never said by any table: %s", strings.Join(missing, ", "))
	}

	// A player at the start of a sentence: "Speler 0" as the step starts,
	// "speler 0" inside it.
	nl := say.For("nl", say.Words)
	res, err := ehyrule.Resolve(ehyrule.Turn{Cards: cards.MustParseList("RJ 2H"), First: -1}, ehyrule.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{
		"Beide kaarten worden tegelijk omgedraaid. (Beurten: kansregels)",
		"De tingle (joker) van speler 0 wint van alles behalve een vijf, en er ligt geen vijf op tafel. (Rangorde: jokers en vijven; HYRULE-1)",
		"Speler 0 wint met rode joker en krijgt beide kaarten. (Rangorde)",
	} {
		if got := nl.Step(res.Steps[i]); got != want {
			t.Errorf("step %d said %q, want %q", i, got, want)
		}
	}
}

// hyruleInputs reach the refusals of Hyrule's JSON and a few whole games.
var hyruleInputs = func() []string {
	var seven []string
	for i := 0; i < 8; i++ {
		seven = append(seven, `{"cards":["`+strconv.Itoa(i+2)+`H","`+strconv.Itoa(i+2)+`S"]}`)
	}
	return []string{
		`{"game":"hyrule","cards":["KH","2S"],"runoff_game":{}}`,
		`{"game":"hyrule","cards":["KH","2S"],"swaps":["3H"]}`,
		`{"game":"hyrule","cards":["KH","2S"],"options":{"joker_tie":"first_played"}}`,
		`{"game":"hyrule","cards":"KH"}`,
		`{"game":"hyrule","cards":["KH",5]}`,
		`{"game":"hyrule","cards":["KH","2S","3S","4S","5S","6S","7S","8S","9S","10S","JS","QS","KS","AS","2D","3D","4D","5D","6D","7D","8D","9D","10D","JD","QD","KD","AD","2C","3C","4C","5C","6C","7C","8C","9C","10C","JC","QC","KC","AC","2H","3H","4H","5H","6H","7H","8H","9H","10H","JH"]}`,
		`{"game":"hyrule","cards":["RJ","BJ"],"runoff":["5S"],"options":{"joker_tie":"first_played"}}`,
		`{"game":"hyrule","cards":["RJ","BJ","5H"],"runoff":["5S","6S"]}`,
		`{"game":"hyrule","cards":["RJ","BJ","2H"],"runoff":["5S","5H"],"first":2}`,
		`{"game":"hyrule","cards":["2H","3H"],"first":7}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","3H"],"game":"myre"}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","3H"],"options":{"draw":"draw"}}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","3H"],"first":-1}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","3H"],"first":5}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"tallest":"","turns":[]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turn_rules":"luck","turns":[]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[` + strings.Join(seven, ",") + `]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[` + strings.Join(seven[:7], ",") + `],"runoff":{"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[` + strings.Join(seven[:3], ",") + `],"runoff":{"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","2S"],"runoff_game":{"tallest":""}}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","2S"],"runoff_game":{"turn_rules":"luck"}}]}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"game":"hyrule","turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"options":{"draw":"draw"},"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"tallest":"","turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"turn_rules":"luck","turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"players":["Ann","Bo"],"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"turn_rules":"strategy","tallest":"Bo","turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"turn_rules":"strategy","turns":[{"cards":["2H","2D"]}]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turn_rules":"strategy","tallest":"Bo","turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turn_rules":"strategy","tallest":"Ann","turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"turns":[{"cards":["2H","2D"]},{"cards":["3C","3D"]}]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"runoff":{"players":["Ann","Cy"],"turns":[{"cards":["2C","2S"]},{"cards":["3C","3S"]},{"cards":["4C","4S"]},{"cards":["6C","6S"]},{"cards":["7S","7C"]},{"cards":["8S","8C"]},{"cards":["9S","9C"]}]}}`,
		`{"game":"hyrule","players":["Ann","Bo","Cy"],"turns":[{"cards":["KC","3H","2S"]},{"cards":["4S","4C","QD"]},{"cards":["6H","6S","6D"]},{"cards":["7S","8S","7H"]},{"cards":["JK","10C","9H"]},{"cards":["3D","5H","8H"]},{"cards":["9S","9C","9D"]}],"options":{"draw":"draw"},"runoff":{"turns":[]}}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["RJ","BJ"]},{"cards":["2H","3H"]}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","3H"],"runoff_game":{}}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["RJ","BJ"],"runoff":["2H","3H"]},{"cards":["4S","4C"]},{"cards":["5S","5C"]},{"cards":["6S","6C"]},{"cards":["7S","7C"]},{"cards":["8S","8C"]},{"cards":["9S","9C"]}]}`,
		`{"game":"hyrule","players":["Ann","Bo"],"turns":[{"cards":["2H","2C"]},{"cards":["4S","4C"]},{"cards":["5S","5C"]},{"cards":["6S","6C"]},{"cards":["7S","7C"]},{"cards":["8S","8C"]},{"cards":["9S","9C"]}],"runoff":{"turns":[` + strings.Join(seven[:7], ",") + `]}}`,
	}
}()
