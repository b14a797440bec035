package yamiro

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/yamiro"
	"arbiter/scoring/gametest"
)

// plays builds a hand in which first and second alternate four (or, for
// teams, eight) cards each.
func plays(first, second, a, b string, n int) []yamiro.Play {
	deck := yamiro.Deck{}
	var out []yamiro.Play
	for i := 0; i < n; i++ {
		ca, _ := deck.ParseCard(a)
		cb, _ := deck.ParseCard(b)
		out = append(out, yamiro.Play{Side: first, Card: ca}, yamiro.Play{Side: second, Card: cb})
	}
	return out
}

// hand builds a hand in which first plays the cards a and second the
// cards b, alternating.
func hand(first, second string, a, b []string) []yamiro.Play {
	deck := yamiro.Deck{}
	var out []yamiro.Play
	for i := range a {
		ca, _ := deck.ParseCard(a[i])
		cb, _ := deck.ParseCard(b[i])
		out = append(out, yamiro.Play{Side: first, Card: ca}, yamiro.Play{Side: second, Card: cb})
	}
	return out
}

var (
	low  = []string{"1", "2", "3", "4"}
	high = []string{"5", "6", "7", "8"}
)

func TestDuelGame(t *testing.T) {
	g := NewGame(Setup{Form: yamiro.Duel, FormSet: true}, yamiro.Options{})
	for k := 0; k < 8; k++ {
		first, second := "Ann", "Bo"
		if k%2 == 1 {
			first, second = "Bo", "Ann"
		}
		if got, _ := g.NextAttacker(); k > 0 && got != first {
			t.Fatalf("hand %d: next attacker %q, want %q", k+1, got, first)
		}
		// Ann plays 5 6 7 8, Bo 1 2 3 4: Ann wins every hand and
		// captures 10; over the game each value is played 8 times, all
		// the deck holds.
		a, b := high, low
		if first == "Bo" {
			a, b = low, high
		}
		if _, err := g.Play(HandOf(hand(first, second, a, b))); err != nil {
			t.Fatalf("hand %d: %v", k+1, err)
		}
	}
	o := g.Outcome()
	if !o.Finished || o.Winner != "Ann" || o.Totals["Ann"] != 80 || o.Totals["Bo"] != 0 {
		t.Fatalf("%+v", o)
	}
	_, err := g.Play(HandOf(hand("Ann", "Bo", []string{"arlas", "arl", "alak", "deiskatun"}, []string{"arlas", "arl", "alak", "deiskatun"})))
	if !errors.Is(err, ErrGameOver) || !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "" {
		t.Fatalf("ninth hand: %v", err)
	}
}

func TestGameRefusals(t *testing.T) {
	g := NewGame(Setup{Form: yamiro.Duel, FormSet: true}, yamiro.Options{})
	g.Play(HandOf(plays("Ann", "Bo", "1", "2", 4)))
	_, err := g.Play(HandOf(plays("Ann", "Bo", "1", "2", 4)))
	if !errors.Is(err, game.ErrIllegal) || !strings.Contains(err.Error(), "Bo must") {
		t.Fatalf("same attacker twice: %v", err)
	}
	_, err = g.Play(HandOf(plays("Bo", "Cy", "1", "2", 4)))
	if !errors.Is(err, ErrOtherSides) || !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "plays[1].side" {
		t.Fatalf("other sides: %v", err)
	}
	// An unfinished tied hand must be the last one.
	g = NewGame(Setup{Form: yamiro.Duel, FormSet: true}, yamiro.Options{MustHaveWinner: true})
	if res, err := g.Play(HandOf(plays("Ann", "Bo", "2", "2", 4))); err != nil || res.Complete {
		t.Fatalf("%+v %v", res, err)
	}
	if _, err := g.Play(HandOf(plays("Bo", "Ann", "2", "1", 4))); !errors.Is(err, ErrOpenHand) && !strings.Contains(err.Error(), "still tied") {
		t.Fatalf("hand after an open tie: %v", err)
	}
}

func TestTeamsAndSolitaire(t *testing.T) {
	g := NewGame(Setup{Form: yamiro.Teams, FormSet: true}, yamiro.Options{})
	for k := 0; k < 4; k++ {
		first, second := "NS", "EW"
		if k%2 == 1 {
			first, second = "EW", "NS"
		}
		// The team that starts plays two each of 5–8 against two each of
		// 1–4 and captures 20.
		a, b := append(high, high...), append(low, low...)
		if _, err := g.Play(HandOf(hand(first, second, a, b))); err != nil {
			t.Fatalf("hand %d: %v", k+1, err)
		}
	}
	o := g.Outcome()
	if !o.Finished || !o.Draw || o.Totals["NS"] != 40 || o.Totals["EW"] != 40 {
		t.Fatalf("teams: %+v", o)
	}
	s := NewGame(Setup{Form: yamiro.Solitaire, FormSet: true}, yamiro.Options{})
	for k := 0; k < 8; k++ {
		deck, me := low, high
		if k >= 6 {
			deck, me = high, low
		}
		if _, err := s.Play(HandOf(hand("deck", "me", deck, me))); err != nil {
			t.Fatal(err)
		}
	}
	o = s.Outcome()
	// me wins six hands (10 each), the deck two (10 each): margin 60 - 20.
	if o.Margin != 40 || o.Winner != "me" || o.Player != "me" {
		t.Fatalf("solitaire: %+v", o)
	}
}

func call(t *testing.T, cmd, in string) map[string]any {
	t.Helper()
	out, err := gametest.Call(games, cmd, []byte(in))
	if err != nil {
		t.Fatalf("%s: %v", in, err)
	}
	b, _ := json.Marshal(out)
	var m map[string]any
	json.Unmarshal(b, &m)
	return m
}

func jsonHand(first, second string, a, b []string) string {
	var ps []string
	for i := range a {
		ps = append(ps, fmt.Sprintf(`{"side":%q,"card":%q},{"side":%q,"card":%q}`, first, a[i], second, b[i]))
	}
	return `{"plays":[` + strings.Join(ps, ",") + `]}`
}

func TestStandardDeckThroughTheCLI(t *testing.T) {
	in := `{"game":"yamiro","options":{"deck":{"kind":"standard","map":{"alak":"J","arl":"Q","deiskatun":"K","arlas":"JK"}}},"plays":[
	 {"side":"A","card":"8H"},{"side":"B","card":"AS"},{"side":"A","card":"8D"},{"side":"B","card":"2S"},
	 {"side":"A","card":"JC"},{"side":"B","card":"3S"},{"side":"A","card":"QC"},{"side":"B","card":"4S"}]}`
	m := call(t, "resolve", in)
	if m["winner"] != "A" || m["points"].(float64) != 10 || m["scores"].(map[string]any)["A"].(float64) != 64 {
		t.Fatalf("%v", m)
	}
	if got := fmt.Sprint(m["captured"]); got != "[AS 2S 3S 4S]" {
		t.Fatalf("captured %s", got)
	}
	for _, bad := range []string{
		strings.Replace(in, `"4S"`, `"8H"`, 1),  // a physical card twice
		strings.Replace(in, `"4S"`, `"9S"`, 1),  // not in the mapped deck
		strings.Replace(in, `"4S"`, `4`, 1),     // numbers are Railog notation
		strings.Replace(in, `"JK"}`, `"J"}`, 1), // two faces on one rank
	} {
		if _, err := gametest.Call(games, "resolve", []byte(bad)); err == nil || !game.IsRefusal(err) {
			t.Errorf("accepted or not a refusal: %v\n%s", err, bad)
		}
	}
}

func TestScoreJSON(t *testing.T) {
	var hands []string
	for k := 0; k < 3; k++ {
		if k%2 == 0 {
			hands = append(hands, jsonHand("A", "B", []string{"8", "8", "alak", "arl"}, []string{"1", "2", "3", "4"}))
		} else {
			hands = append(hands, jsonHand("B", "A", []string{"arlas", "1", "1", "1"}, []string{"8", "8", "alak", "arl"}))
		}
	}
	m := call(t, "score", `{"game":"yamiro","hands":[`+strings.Join(hands, ",")+`]}`)
	tot := m["totals"].(map[string]any)
	if tot["A"].(float64) != 20 || tot["B"].(float64) != 32 || m["finished"] != false || m["winner"] != nil || m["next_attacker"] != "B" {
		t.Fatalf("%v", m)
	}
	for _, bad := range []string{
		`{"game":"yamiro","hands":[{"plays":[],"options":{}}]}`,
		`{"game":"yamiro","form":"trio","hands":[]}`,
		`{"game":"yamiro","hands":[` + hands[0] + `,` + hands[0] + `]}`,
		`{"game":"yamiro","hands":[{"game":"hyrule","plays":[]}]}`,
		`{"game":"yamiro","hands":[` + strings.Repeat(hands[0]+",", 9) + hands[0] + `]}`,
	} {
		if _, err := gametest.Call(games, "score", []byte(bad)); err == nil || !game.IsRefusal(err) {
			t.Errorf("%.80s: %v", bad, err)
		}
	}
}

func FuzzJSON(f *testing.F) {
	f.Add(`{"game":"yamiro","plays":[{"side":"A","card":"arlas"},{"side":"B","card":8},{"side":"A","card":"3"},{"side":"B","card":"alak"},{"side":"A","card":"2"},{"side":"B","card":"5"},{"side":"A","card":"1"},{"side":"B","card":"4"}]}`)
	f.Add(`{"game":"yamiro","options":{"must_have_winner":true,"deck":{"kind":"standard"}},"plays":[{"side":"A","card":"JK"},{"side":"B","card":"KS"}]}`)
	f.Add(`{"game":"yamiro","form":"solitaire","hands":[{"plays":[{"side":"deck","card":"1"},{"side":"me","card":"2"}]}]}`)
	f.Fuzz(func(t *testing.T, s string) {
		for _, cmd := range []string{"resolve", "score"} {
			out, err := gametest.Call(games, cmd, []byte(s))
			if err != nil {
				if !game.IsRefusal(err) {
					t.Fatalf("%s %q: %v", cmd, s, err)
				}
				continue
			}
			if _, err := json.Marshal(out); err != nil {
				t.Fatalf("%s %q: %v", cmd, s, err)
			}
		}
	})
}

func BenchmarkScoreGame(b *testing.B) {
	// Eight hands from one Railog deck: the values go round, so none is
	// played more often than the deck holds it (GEN-1).
	values := []string{"1", "2", "3", "4", "5", "6", "7", "8", "alak", "arl", "deiskatun", "arlas"}
	var hands []string
	for k := 0; k < 8; k++ {
		var a, c []string
		for i := 0; i < 4; i++ {
			a = append(a, values[(k*8+2*i)%len(values)])
			c = append(c, values[(k*8+2*i+1)%len(values)])
		}
		if k%2 == 0 {
			hands = append(hands, jsonHand("A", "B", a, c))
		} else {
			hands = append(hands, jsonHand("B", "A", a, c))
		}
	}
	in := []byte(`{"game":"yamiro","hands":[` + strings.Join(hands, ",") + `]}`)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := gametest.Call(games, "score", in); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRefusalReasons: a hand's refusal inside a game keeps its kind, rule
// and sentinel, with the hand in front of its field; the game's own
// refusals name theirs.
func TestRefusalReasons(t *testing.T) {
	tests := []struct {
		name, input, field string
		sentinel, kind     error
	}{
		{"twice in a row in hand 2", `{"game":"yamiro","hands":[
		 {"plays":[{"side":"A","card":"8"},{"side":"B","card":"1"},{"side":"A","card":"8"},{"side":"B","card":"2"},{"side":"A","card":"alak"},{"side":"B","card":"3"},{"side":"A","card":"arl"},{"side":"B","card":"4"}]},
		 {"plays":[{"side":"B","card":"5"},{"side":"B","card":"5"}]}]}`, "hands[1].plays[1]", yamiro.ErrOrder, game.ErrIllegal},
		{"ninth hand", `{"game":"yamiro","hands":[` + strings.Repeat(`{"plays":[]},`, 8) + `{"plays":[]}]}`, "hands[8]", ErrGameOver, game.ErrImpossible},
		{"a ninth 1 over the game", `{"game":"yamiro","hands":[
		 {"plays":[{"side":"A","card":"1"},{"side":"B","card":"1"},{"side":"A","card":"1"},{"side":"B","card":"1"},{"side":"A","card":"2"},{"side":"B","card":"2"},{"side":"A","card":"8"},{"side":"B","card":"3"}]},
		 {"plays":[{"side":"B","card":"1"},{"side":"A","card":"1"},{"side":"B","card":"1"},{"side":"A","card":"1"},{"side":"B","card":"1"},{"side":"A","card":"2"},{"side":"B","card":"2"},{"side":"A","card":"3"}]}]}`, "hands[1].plays[4].card", cards.ErrDuplicate, game.ErrImpossible},
		{"deck mapping", `{"game":"yamiro","options":{"deck":{"kind":"standard","map":{"alak":"J","arl":"J","deiskatun":"K","arlas":"JK"}}},"hands":[]}`, "options.deck.map.arl", yamiro.ErrDeck, game.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := gametest.Call(games, "score", []byte(tt.input))
			var e *game.Error
			if !errors.As(err, &e) {
				t.Fatalf("%v is not a *game.Error", err)
			}
			if e.Field != tt.field || !errors.Is(err, tt.sentinel) || !errors.Is(err, tt.kind) {
				t.Errorf("%q: field %q, want %q, %v and %v", err, e.Field, tt.field, tt.sentinel, tt.kind)
			}
			if errors.Is(err, game.ErrImpossible) && e.Rule != game.RuleImpossible {
				t.Errorf("%q cites %q", err, e.Rule)
			}
		})
	}
}

// CanAdd refuses at the tap a copy more than the deck can show by then
// (GEN-1), with the field of the card in the hand.
func TestCanAdd(t *testing.T) {
	g := NewGame(Setup{Form: yamiro.Duel, FormSet: true}, yamiro.Options{})
	eights := Round{}
	for i := 0; i < 8; i++ {
		side := "A"
		if i%2 == 1 {
			side = "B"
		}
		if err := g.CanAdd(eights, Play{Side: side, Card: Text("8")}); err != nil {
			t.Fatalf("eight %d: %v", i+1, err)
		}
		eights.Plays = append(eights.Plays, Play{Side: side, Card: Text("8")})
	}
	if _, err := g.Play(eights); err != nil {
		t.Fatal(err)
	}
	// Hand 2: every 8 of the deck is on the discard pile, which comes back
	// only when the pile runs out.
	err := g.CanAdd(Round{Plays: []Play{{Side: "B", Card: Text("1")}}}, Play{Side: "A", Card: Text("8")})
	var e *game.Error
	if !errors.As(err, &e) || !errors.Is(err, cards.ErrDuplicate) || e.Rule != game.RuleImpossible || e.Field != "plays[1].card" {
		t.Fatalf("a ninth 8: %v", err)
	}
	if err := g.CanAdd(Round{}, Play{Side: "B", Card: Text("7")}); err != nil {
		t.Errorf("a 7: %v", err)
	}
	if err := g.CanAdd(Round{}, Play{Side: "B", Card: Text("9")}); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != "plays[0].card" {
		t.Errorf("a card the deck does not have: %v", err)
	}
}
