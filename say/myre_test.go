package say_test

import (
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	emyre "arbiter/engine/myre"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	"arbiter/scoring/gametest"
	smyre "arbiter/scoring/myre"
)

// Myre beyond its case files: random battles, random tables entered card
// by card as the app enters them (CanPlace, CanFaceUp, HandOf, First,
// Play), and the refusals of its JSON and seating. Every answer is typed
// all the way down and said in Dutch, and together they say every
// message and word Myre declares but the few no table can reach.
func TestMyreSaidInDutch(t *testing.T) {
	seen := map[string]bool{}
	check := func(what string, out any, err error) {
		t.Helper()
		saytest.CheckSaid(t, "nl", what, out, err)
		noteAll(out, err, seen)
	}
	rng := rand.New(rand.NewSource(24))
	// A card of no deck comes from the app's own code, never from text.
	deck := append(cards.StandardDeck(true), cards.AnyJokerCard, cards.Card{Rank: 99})
	own := func(s emyre.Side, n int) []emyre.Played {
		var out []emyre.Played
		for len(out) < n {
			c := deck[rng.Intn(len(deck))]
			if c.IsJoker() || c.Color() == s.Color() || rng.Intn(20) == 0 {
				out = append(out, emyre.Played{Card: c, FaceDown: c.IsJoker() && rng.Intn(3) == 0})
			}
		}
		return out
	}
	for i := 0; i < 3000; i++ {
		opt := emyre.Options{DoubleScouts: rng.Intn(2) == 0, NoJokers: rng.Intn(6) == 0}
		if rng.Intn(3) == 0 {
			opt.ScoutInTiebreak = emyre.ScoutAlways
		}
		owner := emyre.Side(1 + rng.Intn(2))
		var scout []cards.Card
		for _, p := range own(owner, []int{1, 1, 1, 2, 2, 0, 3}[rng.Intn(7)]) {
			scout = append(scout, p.Card)
		}
		b := emyre.Battle{Scout: scout, Red: own(emyre.Red, rng.Intn(7)), Black: own(emyre.Black, rng.Intn(6))}
		if rng.Intn(8) == 0 {
			b.ScoutOwner = emyre.Side(rng.Intn(4))
		}
		o, err := emyre.Resolve(b, opt)
		check(fmt.Sprintf("battle %d", i), o, err)
	}
	o, err := emyre.Resolve(emyre.Battle{Scout: cards.MustParseList("6H"), Black: emyre.MustParsePlayed("RJ:down BJ:down")}, emyre.Options{})
	check("two face-down jokers", o, err)

	// A game of hands without battles: the face-up scouts pile up until
	// a hand holds 2 cards, then the table runs out of room.
	gm := smyre.NewGame(smyre.DefaultOptions(), smyre.Setup{})
	for h := 0; h < 24; h++ {
		res, err := gm.Play(smyre.Hand{})
		check(fmt.Sprintf("empty hand %d", h), res, err)
	}
	piles := []smyre.Pile{{Scout: cards.MustParseList("2S"), Red: emyre.MustParsePlayed("2H 3H")}}
	check("a third card in a hand of 2", nil, gm.CanPlace(piles, 0, smyre.ZoneRed, cards.MustParse("4H")))
	_, err = gm.Clone().Play(smyre.Hand{Battles: []emyre.Battle{{Scout: cards.MustParseList("2S"), Red: emyre.MustParsePlayed("2H 3H 4H")}}})
	check("three cards from a hand of 2", nil, err)
	_, err = gm.Clone().Play(smyre.Hand{Battles: []emyre.Battle{{Scout: cards.MustParseList("2H 3H"), Red: emyre.MustParsePlayed("4H 5H")}}})
	check("more cards on the table than the army holds", nil, err)
	_, err = smyre.NewGame(smyre.DefaultOptions(), smyre.Setup{}).Play(smyre.Hand{Battles: []emyre.Battle{{Scout: []cards.Card{{Rank: 99}}, Red: emyre.MustParsePlayed("4H")}}})
	check("a pile of no card", nil, err)
	_, err = smyre.NewGame(smyre.DefaultOptions(), smyre.Setup{}).Play(smyre.Hand{FaceUp: smyre.FaceUp{Red: []cards.Card{{Rank: 99}}, Black: cards.MustParseList("2S")}})
	check("a face-up scout of no card", nil, err)

	for g := 0; g < 400; g++ {
		opt := smyre.DefaultOptions()
		opt.DoubleScouts = rng.Intn(2) == 0
		opt.Jokers = rng.Intn(5) != 0
		if rng.Intn(3) == 0 {
			opt.FirstPlayer = smyre.FirstBox
		}
		opt.Target = []int{10, 20, 40, 70}[rng.Intn(4)]
		gm := smyre.NewGame(opt, smyre.Setup{Box: emyre.Side(rng.Intn(3))})
		for h := 0; h < 12; h++ {
			var piles []smyre.Pile
			for try := 0; try < 40; try++ {
				if len(piles) == 0 || rng.Intn(5) == 0 {
					piles = append(piles, smyre.Pile{})
				}
				i, z, c := rng.Intn(len(piles)+2)-1, smyre.Zone(rng.Intn(5)), deck[rng.Intn(len(deck))]
				err := gm.CanPlace(piles, i, z, c)
				check(fmt.Sprintf("game %d hand %d: %v in piles[%d].%v", g, h, c, i, z), nil, err)
				if (err == nil || rng.Intn(6) == 0) && i >= 0 && i < len(piles) {
					p := &piles[i]
					played := emyre.Played{Card: c, FaceDown: c.IsJoker() && rng.Intn(3) == 0}
					switch z {
					case smyre.ZoneScout:
						p.Scout = append(p.Scout, c)
					case smyre.ZoneRed:
						p.Red = append(p.Red, played)
					case smyre.ZoneBlack:
						p.Black = append(p.Black, played)
					}
				}
				if rng.Intn(8) == 0 {
					k := rng.Intn(len(piles)+1) - 1
					check(fmt.Sprintf("game %d hand %d: piles[%d] face up", g, h, k), nil, gm.CanFaceUp(piles, k))
					if k >= 0 && rng.Intn(2) == 0 {
						piles[k].FaceUp = !piles[k].FaceUp
					}
				}
			}
			var up smyre.FaceUp
			for _, p := range piles {
				if p.FaceUp && len(p.Scout) == 1 && p.Scout[0].Color() == cards.Red {
					up.Red = append(up.Red, p.Scout[0])
				} else if p.FaceUp && len(p.Scout) == 1 {
					up.Black = append(up.Black, p.Scout[0])
				}
			}
			if _, st := gm.First(up); st.Text != "" {
				check(fmt.Sprintf("game %d hand %d: who goes first", g, h), game.Explanation{st}, nil)
			}
			hand, _, err := gm.HandOf(piles, emyre.Side(rng.Intn(3)))
			check(fmt.Sprintf("game %d hand %d", g, h), nil, err)
			if err != nil {
				continue
			}
			res, err := gm.Play(hand)
			check(fmt.Sprintf("game %d hand %d played", g, h), res, err)
		}
	}

	// Whole games as the CLI scores them, and the refusals of the JSON.
	many := func(n int, item string) string { return strings.TrimSuffix(strings.Repeat(item+",", n), ",") }
	inputs := append(myreInputs,
		`{"game":"myre","hands":[`+many(61, `{"scout":["2H"],"red":["3H"]}`)+`]}`,
		`{"game":"myre","hands":[{"battles":[`+many(61, `{"scout":["2H"],"red":["3H"]}`)+`]}]}`,
		`{"game":"myre","hands":[`+many(1001, `{"battles":[]}`)+`]}`,
	)
	for i, in := range inputs {
		cmd := "score"
		if strings.Contains(in, `"scout"`) && !strings.Contains(in, `"hands"`) {
			cmd = "resolve"
		}
		out, err := gametest.Call(all.Games, cmd, []byte(in))
		check(fmt.Sprintf("input %d %.200s", i, in), out, err)
	}
	d, err := all.Lookup("myre")
	if err != nil {
		t.Fatal(err)
	}
	for _, players := range [][]string{nil, {"Ann"}, {"Ann", "Bo", "Cy"}} {
		_, _, err := d.Seat(smyre.Setup{}, players)
		check(fmt.Sprintf("seating %v", players), nil, err)
	}
	_, err = d.New(smyre.Setup{Box: 7}, smyre.DefaultOptions().Values())
	check("a box of no side", nil, err)
	for _, s := range []string{"blue", "always:x"} {
		_, err := emyre.ParseSide(s)
		check("side "+s, nil, err)
		_, err = emyre.ParseScoutRule(s)
		check("scout rule "+s, nil, err)
	}

	// What no table reaches: a formation of no known kind, a decision
	// said only in JSON, colours of no side, a sentinel nothing returns,
	// an army that positioned nothing but has cards in no formation or
	// positioned cards of no rank, a battle over no pile, an army with
	// three cards of a rank (a colour has two), a joker nobody holds
	// while jokers are in the game, and a JSON string that does not read
	// as one. The sections no step cites are the rules' titles.
	unreachable := map[string]bool{}
	for _, id := range []string{
		"myre.formation.kind", "myre.kind.run", "myre.kind.pair",
		"myre.decided.tie", "myre.color.none", "myre.color_adj.none",
		"myre.err.inconsistent", "myre.side.none", "myre.army.none_loose",
		"myre.explain.no_cards", "myre.tiebreak.no_ranked_card", "myre.explain.nobody_captures",
		"myre.army.three_of_rank", "myre.army.four_of_rank", "myre.place.nobody_holds",
		"myre.input.not_json_string", "myre.sec.setup", "myre.sec.scouting",
		"myre.sec.positioning", "myre.sec.jail",
	} {
		unreachable[id] = true
	}
	decl := saytest.Declarations(t, "../engine/myre", "../scoring/myre")
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
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("never said by any table: %s", strings.Join(missing, ", "))
	}
	nl := say.For("nl", say.Words)
	o, err = emyre.Resolve(emyre.Battle{Scout: cards.MustParseList("6H"), Red: emyre.MustParsePlayed("AH 2D 3H"), Black: emyre.MustParsePlayed("4S 4C")}, emyre.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := nl.Step(o.Explanation[0]), "Gevecht om de stapel 6♡ van Rood: Rood stelde A♡ 2♢ 3♡ op; Zwart stelde 4♤ 4♧ op. (Gevechten)"; got != want {
		t.Errorf("said %q, want %q", got, want)
	}
}

// myreInputs reach the refusals of Myre's JSON and a few whole games.
var myreInputs = []string{
	`{"game":"myre","hands":[{"battles":[{"scout":["2H"],"red":["3H"],"black":["4S"]}]},{"battles":[{"scout":["KS"],"red":["5H"],"black":["KC"]}]}],"box":"red","options":{"target":5}}`,
	`{"game":"myre","scout":["6H"],"red":["AH"],"black":[],"options":{"nope":1}}`,
	`{"game":"myre","scout":["6H"],"scout_owner":"blue","red":["AH"]}`,
	`{"game":"myre","scout":"6H\u0000","red":["AH"]}`,
	`{"game":"myre","scout":["6H"],"red":[1],"black":[]}`,
	`{"game":"myre","scout":["6H"],"red":["AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH","AH"]}`,
	`{"game":"myre","scout":["6H"],"red":["ZZ:down"]}`,
	`{"game":"myre","scout":["6H"],"red":["5H:down"]}`,
	`{"game":"myre","scout":["6H"],"red":["RJ:sideways"]}`,
	`{"game":"myre","scout":["6H"],"red":["RJ"],"black":["BJ"],"options":{"jokers":false}}`,
	`{"game":"myre","scout":["RJ","BJ"],"red":["5H"],"options":{"double_scouts":true}}`,
	`{"game":"myre","scout":["2S"],"red":["KH","9D","5H"],"black":["KS","9C","4S"]}`,
	`{"game":"myre","options":{"target":5},"hands":[{"battles":[{"scout":["5S"],"red":["KH"],"black":[]},{"scout":["5H"],"red":[],"black":["KS"]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"game":"yamiro","scout":["6H"],"red":["AH"]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":["2S"]}]},{"battles":[{"scout":["7H"],"red":["3H"],"black":["2S"]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[]},{"face_up":{"red":["6H","7H"],"black":["7S","8S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[]},{"face_up":{"red":["6H","6H"],"black":["6S","8S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[]},{"battles":[{"scout":["7H"],"red":["6H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["RJ"],"black":[]},{"scout":["7H"],"red":["RJ"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"options":{"target":5}}]}]}`,
	`{"game":"myre","hands":[{"battles":[],"face_up":{"red":["RJ:down"],"black":["2S"]}}]}`,
	`{"game":"myre","hands":[{"battles":[],"first":"blue"}]}`,
	`{"game":"myre","box":"blue","hands":[]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":[]}]}],"box":"red","options":{"first_player":"box","target":1}}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":[]}]},{"battles":[]}],"box":"red","options":{"target":1}}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":["2S"]}]},{"battles":[{"scout":["7H"],"red":["2S"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":["2S"]}]},{"battles":[{"scout":["7H"],"red":["AH"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["6D"],"black":["6C"]}]},{"face_up":{"red":["7H"],"black":["6S","7S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["6D"],"black":["6C"]}]},{"face_up":{"red":["6H","7H"],"black":["7S","8S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["6D"],"black":["6C"]}]},{"face_up":{"red":["6H","7H"],"black":["6S","7S"]},"battles":[{"scout":["8H"],"red":["7H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["6D"],"black":["6C"]}]},{"face_up":{"red":["6H","6D"],"black":["6S","7S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["6D"],"black":["6C"]}]},{"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["JK"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["JK"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["AH"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["AH"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH","2H","3H"],"black":[]},{"scout":["7H"],"red":["4H","5H","6D"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["BJ"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH"],"black":[]},{"scout":["AH"],"red":["2H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["RJ"],"black":[]},{"scout":["JK"],"red":["2H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["JK"],"red":["2H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H","7H"],"red":["AH"],"black":[]}]}],"options":{"double_scouts":true}}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["7H"],"red":["6H"],"black":[]}]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["7H"],"red":["AH"],"black":[]}]},{"face_up":{"red":["6D"],"black":["AH"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["5H"],"black":["6S"]},"battles":[]},{"face_up":{"red":["5H","8H"],"black":["6S","JK"]},"battles":[]}],"options":{"jokers":true}}`,
	`{"game":"myre","hands":[{"face_up":{"red":["5H"],"black":["6S"]},"battles":[]}],"box":"black"}`,
	`{"game":"myre","hands":[{"face_up":{"red":["5H"],"black":["5S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["RJ"],"black":["5S"]},"battles":[]}]}`,
	`{"game":"myre","hands":[{"face_up":{"red":["RJ"],"black":["5S"]},"battles":[]}],"box":"red"}`,
	`{"game":"myre","hands":[{"battles":[],"first":"black"}]}`,
	`{"game":"myre","hands":[{"battles":[],"first":"black"},{"battles":[],"first":"black"}]}`,
	`{"game":"myre","hands":[{"battles":[]}],"options":{"first_player":"box"}}`,
	`{"game":"myre","hands":[{"battles":[{"scout":["6H"],"red":["AH","AD","KH","KD","QH"],"black":[]}]},{"battles":[{"scout":["6S"],"red":[],"black":["AS","AC","KS","KC","QS"]}]},{"battles":[{"scout":["7H"],"red":["2H","2D","3H","3D","4H"],"black":[]}]}],"options":{"target":20}}`,
}

// noteAll notes the ids of an answer: its steps' messages and sections,
// and a refusal's message, rule and sentinel, with every message, word
// and list inside.
func noteAll(out any, err error, seen map[string]bool) {
	if err != nil {
		sayIDs(game.Said(err), seen)
		var e *game.Error
		if errors.As(err, &e) {
			if e.RuleSaid != nil {
				sayIDs(*e.RuleSaid, seen)
			}
			var s *game.Sentinel
			if errors.As(e.Sentinel, &s) {
				seen[s.ID] = true
			}
		}
	}
	visitSteps(out, func(s game.Step) {
		if s.Said != nil {
			sayIDs(*s.Said, seen)
		}
		if s.SectionSaid != nil {
			seen[s.SectionSaid.ID] = true
		}
	})
}

func sayIDs(a any, seen map[string]bool) {
	switch v := a.(type) {
	case game.Message:
		seen[v.ID] = true
		for _, arg := range v.Args {
			sayIDs(arg, seen)
		}
	case game.Word:
		seen[v.ID] = true
	case game.List:
		for _, it := range v.Items {
			sayIDs(it, seen)
		}
	case game.Count:
		seen[v.Noun.ID] = true
	case error:
		sayIDs(game.Said(v), seen)
	}
}

// visitSteps finds every game.Step in a value.
func visitSteps(out any, fn func(game.Step)) { visitValue(reflect.ValueOf(out), fn) }

func visitValue(v reflect.Value, fn func(game.Step)) {
	if !v.IsValid() {
		return
	}
	if v.Type() == reflect.TypeOf(game.Step{}) {
		fn(v.Interface().(game.Step))
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			visitValue(v.Elem(), fn)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				visitValue(v.Field(i), fn)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			visitValue(v.Index(i), fn)
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			visitValue(v.MapIndex(k), fn)
		}
	}
}
