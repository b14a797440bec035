package myre

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

// namesSomething: a refusal names the field at fault or the card.
var namesSomething = regexp.MustCompile(`scout|red|black|options|game|hands|battles|face_up|first|box|input|JSON|unknown field|"`)

func checkRefusal(t *testing.T, input string, err error) {
	t.Helper()
	if !game.IsRefusal(err) {
		t.Fatalf("%s: error is not a refusal: %v", input, err)
	}
	if msg := err.Error(); msg == "" || !namesSomething.MatchString(msg) {
		t.Fatalf("%s: error %q names no field or card", input, msg)
	}
}

// checkNulls walks an output: only the documented optional values may be
// null (a comparison step's missing card, the army's unused scout, the
// unfinished game's winner, an unknown next first player); lists never.
func checkNulls(t *testing.T, v any, path string) {
	t.Helper()
	switch x := v.(type) {
	case nil:
		ok := regexp.MustCompile(`tiebreak\[\d+\]\.(red|black)$|scout_used$|^\$\.winner$|^\$\.next_first$`).MatchString(path)
		if !ok {
			t.Fatalf("null at %s", path)
		}
	case map[string]any:
		for k, e := range x {
			checkNulls(t, e, path+"."+k)
		}
	case []any:
		for i, e := range x {
			checkNulls(t, e, fmt.Sprintf("%s[%d]", path, i))
		}
	}
}

func checkBattle(t *testing.T, input string, out BattleOutput) {
	t.Helper()
	if out.Points != engine.PointsOf(out.Captured) {
		t.Fatalf("%s: points %d for %s", input, out.Points, out.Captured)
	}
	switch out.Winner {
	case engine.NoSide:
		if out.DecidedBy != engine.Tie || len(out.Captured)+len(out.JokersTaken) != 0 {
			t.Fatalf("%s: tie with captures", input)
		}
	default:
		w, l := out.Strength.Of(out.Winner), out.Strength.Of(out.Winner.Opponent())
		if *w < *l || (*w == *l) != (out.DecidedBy == engine.ByHighCard) {
			t.Fatalf("%s: %s wins %d-%d by %s", input, out.Winner, *w, *l, out.DecidedBy)
		}
		for _, c := range out.Captured {
			if c.IsJoker() || engine.SideOfColor(c.Color()) == out.Winner {
				t.Fatalf("%s: %s captures %s", input, out.Winner, c)
			}
		}
	}
	if len(out.Explanation) == 0 {
		t.Fatalf("%s: no explanation", input)
	}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatalf("%s: %v", input, err)
	}
	var v any
	_ = json.Unmarshal(b, &v)
	checkNulls(t, v, "$")
}

// FuzzResolve feeds raw JSON to the resolver: never a panic, refusals name
// a field or card, outcomes are consistent.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{
		`{"game":"myre","scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}`,
		`{"game":"myre","scout":["10S"],"red":["10D","QH"],"black":[]}`,
		`{"game":"myre","scout":["2S"],"red":["RJ","7H","7D"],"black":["BJ:down","8S","8C"]}`,
		`{"game":"myre","options":{"double_scouts":true},"scout":["6H","JK"],"red":["6D","7H"],"black":["BJ","9S"]}`,
		`{"game":"myre","scout":["JK"],"scout_owner":"black","red":["5H"],"black":[]}`,
		`{"game":"myre","scout":"6H","red":null,"black":[1]}`,
		`{"game":"myre","options":{"target":-1},"scout":[]}`,
		`{"game":"myre","scout":["6H"],"red":["4S"]}`,
		`[]`, `{}`, `{"game":"myre","extra":1}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		out, err := resolve([]byte(input))
		if err != nil {
			checkRefusal(t, input, err)
			return
		}
		checkBattle(t, input, out.(BattleOutput))
	})
}

// FuzzResolveCards builds battles from card texts (mostly valid cards), so
// the fuzzer reaches the rules rather than the JSON parser.
func FuzzResolveCards(f *testing.F) {
	f.Add("6H", "AH 2D 3H", "4S 4C", uint8(0))
	f.Add("6H 7D", "RJ 6D 7H 8D", "BJ:down 5S 5C 9S", uint8(1))
	f.Add("JK", "5H", "", uint8(2))
	f.Add("9S", "4H 4D 5H", "9C", uint8(4))
	f.Add("", "", "", uint8(8))
	f.Fuzz(func(t *testing.T, scout, red, black string, flags uint8) {
		list := func(s string) []string {
			fs := strings.Fields(s)
			if len(fs) > 8 {
				fs = fs[:8]
			}
			return fs
		}
		in := map[string]any{"game": "myre", "scout": list(scout), "red": list(red), "black": list(black)}
		opts := map[string]any{}
		if flags&1 != 0 {
			opts["double_scouts"] = true
		}
		if flags&4 != 0 {
			opts["scout_in_tiebreak"] = "always"
		}
		if flags&8 != 0 {
			opts["jokers"] = false
		}
		if len(opts) > 0 {
			in["options"] = opts
		}
		if flags&2 != 0 {
			in["scout_owner"] = []string{"red", "black"}[flags>>7]
		}
		b, _ := json.Marshal(in)
		out, err := resolve(b)
		if err != nil {
			checkRefusal(t, string(b), err)
			return
		}
		bo := out.(BattleOutput)
		checkBattle(t, string(b), bo)
		// Every input card comes out once.
		var got []cards.Card
		for _, l := range []cards.Cards{bo.Captured, bo.JokersTaken, bo.Returned.Red, bo.Returned.Black} {
			got = append(got, l...)
		}
		if n := len(list(scout)) + len(list(red)) + len(list(black)); len(got) != n {
			t.Fatalf("%s: %d cards in, %d out", b, n, len(got))
		}
	})
}

// FuzzScore feeds raw JSON to the scorer.
func FuzzScore(f *testing.F) {
	f.Add(`{"game":"myre","hands":[{"battles":[{"scout":["10S"],"red":["10D","QH"],"black":[]}]}]}`)
	f.Add(`{"game":"myre","box":"red","options":{"target":10},"hands":[{"face_up":{"red":["6H"],"black":["6S"]},"battles":[{"scout":["6H"],"red":["10H","10D"],"black":["10S","10C"]}]},{"battles":[]}]}`)
	f.Add(`{"game":"myre","hands":[{"battles":[{"scout":["2S"],"red":["RJ","7H","7D"],"black":["BJ:down","8S","8C"]}]},{"battles":[{"scout":["BJ"],"red":["JK"],"black":["9S"]}]}]}`)
	f.Add(`{"game":"myre","hands":null}`)
	f.Fuzz(func(t *testing.T, input string) {
		out, err := score([]byte(input))
		if err != nil {
			checkRefusal(t, input, err)
			return
		}
		so := out.(ScoreOutput)
		sum := Sides[int]{}
		for _, h := range so.Hands {
			sum.Red += h.Red
			sum.Black += h.Black
		}
		if sum != so.Totals {
			t.Fatalf("%s: hands add up to %+v, totals %+v", input, sum, so.Totals)
		}
		b, err := json.Marshal(so)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		_ = json.Unmarshal(b, &v)
		checkNulls(t, v, "$")
	})
}

func TestRefusalsNameTheField(t *testing.T) {
	for _, in := range []string{
		`{"game":"myre","scout":["6H"],"red":["ZZ"]}`,
		`{"game":"myre","scout":["6H"],"red":"4S"}`,
		`{"game":"myre","scout":["6H"],"red":[],"black":[],"extra":true}`,
		`{"game":"myre","scout":["6H"],"red":["2H"],"scout_owner":"green"}`,
		`{"game":"myre","scout":[6],"red":["2H"]}`,
	} {
		_, err := resolve([]byte(in))
		if err == nil {
			t.Errorf("%s accepted", in)
			continue
		}
		checkRefusal(t, in, err)
		if !errors.Is(err, game.ErrInvalid) && !errors.Is(err, game.ErrIllegal) {
			t.Errorf("%s: %v", in, err)
		}
	}
}
