package draque

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/draque"
	"arbiter/engine/game"
	"arbiter/scoring"
	"arbiter/scoring/gametest"
)

// longRecord is a game of failed claims by each player in turn while
// cards leave the game from both ends (every 1, then every 15, then 2s and
// 14s), ended by a claim that stands when win is true.
func longRecord(failed int, win bool) []byte {
	players := []string{"Ann", "Bo", "Cy", "Di"}
	order := []int{1, 15, 2, 14}
	var out []string
	var claims []map[string]any
	for i := range failed {
		if i%10 == 9 && len(out) < 16 {
			v := order[len(out)/4]
			out = append(out, cards.ElementCard{Element: cards.Elements[len(out)%4], Value: v}.String())
		}
		claims = append(claims, map[string]any{"claimant": players[i%4], "hand": []string{"Fi5", "Fi6", "Fi8", "Wa10"}, "discard": "Wa10", "out_of_game": append([]string{}, out...)})
	}
	if win {
		claims = append(claims, map[string]any{"claimant": "Cy", "hand": []string{"Ea5", "Ea6", "Ea7", "Wi11"}, "discard": "Wi11", "out_of_game": out})
	}
	b, _ := json.Marshal(map[string]any{"game": ID, "players": players, "claims": claims})
	return b
}

func TestDefinition(t *testing.T) {
	records := append(gametest.Records(t, "testdata/claims.json"), longRecord(40, true), longRecord(25, false))
	gametest.CheckDefinition(t, definition{}, records...)
}

func TestRegistered(t *testing.T) {
	d := Definition
	info := d.Info()
	want := scoring.Info{ID: ID, Name: "Draque & Yirken", Players: "2–4", MinPlayers: 2, MaxPlayers: 4, Deck: "pymtheg",
		Summary: info.Summary, Order: 7, RoundNoun: "claim", RoundsKey: "claims", Scoreless: true}
	if info != want || info.Summary == "" {
		t.Errorf("%+v", info)
	}
	o, ok := Schema.Option("ignore_element")
	if !ok || o.Label == "" || o.Help == "" || o.Default != false || o.Ruling != draque.RulingSeries {
		t.Errorf("%+v", o)
	}
}

func TestSeat(t *testing.T) {
	d := definition{}
	setup, seats, err := d.Seat(nil, []string{"Ann", "Bo", "Cy"})
	if err != nil || !reflect.DeepEqual(setup, Setup{Players: []string{"Ann", "Bo", "Cy"}}) || seats[2] != (scoring.Seat{Player: "Cy", Side: "Cy"}) {
		t.Fatalf("%+v %+v %v", setup, seats, err)
	}
	if _, seats, err := d.Seat(Setup{Players: []string{"X", "Y"}}, nil); err != nil || len(seats) != 2 {
		t.Errorf("the setup's own players: %v %v", seats, err)
	}
	for _, tc := range []struct {
		players []string
		field   string
	}{{nil, "players"}, {[]string{"A"}, "players"}, {[]string{"A", "B", "C", "D", "E"}, "players"}, {[]string{"A", "A"}, "players[1]"}, {[]string{"A", ""}, "players[1]"}} {
		if _, _, err := d.Seat(Setup{}, tc.players); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != tc.field {
			t.Errorf("%v: %v, want a refusal at %s", tc.players, err, tc.field)
		}
	}
}

func claim(who, hand, discard, out string) Claim {
	c := Claim{Claimant: who, Hand: cards.MustParseElementCards(hand), OutOfGame: cards.MustParseElementCards(out)}
	if discard != "" {
		c.Discard = cards.MustParseElementCard(discard)
	}
	return c
}

// TestClaims: a failed claim is recorded and changes nothing but the
// count and the cards out; the first claim that stands ends the game; a
// refused claim changes nothing; a preview records nothing.
func TestClaims(t *testing.T) {
	st, err := scoring.Start(definition{}, Setup{Players: []string{"Ann", "Bo", "Cy"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	v, err := g.Play(claim("Ann", "Fi3 Fi4 Fi5 Fi6 Wa9", "Fi6", "Fi1 Ea15"))
	if err != nil || v.Valid || v.Winner != "" || v.Number != 1 || len(v.Reasons) != 1 || !reflect.DeepEqual(v.BetterDiscard, cards.ElementCards(cards.MustParseElementCards("Wa9"))) {
		t.Fatalf("%+v %v", v, err)
	}
	if g.Finished() || g.Claims() != 1 || len(g.OutOfGame()) != 2 {
		t.Fatalf("after a failed claim: finished %v, %d claims, out %v", g.Finished(), g.Claims(), g.OutOfGame())
	}
	for _, tc := range []struct {
		c        Claim
		field    string
		sentinel error
	}{
		{claim("Zed", "Fi3 Fi4 Fi5 Wa9", "Wa9", "Fi1 Ea15"), "claimant", ErrNotAPlayer},
		{claim("Bo", "Fi3 Fi4 Fi5 Wa9", "Wa9", "Fi1"), "out_of_game", ErrBackInGame},
		{claim("Bo", "Fi3 Fi4 Fi5 Wa9", "Wa9", "Fi1 Ea15 Ea7"), "out_of_game[2]", draque.ErrImpossibleOut},
		{claim("Bo", "Fi3 Fi4 Fi1 Wa9", "Wa9", "Fi1 Ea15"), "out_of_game[0]", cards.ErrDuplicate},
		{claim("Bo", "Fi3 Fi4 Fi5 Wa9", "Ea9", "Fi1 Ea15"), "discard", nil},
		{claim("Bo", "Fi3 Fi4 Fi5 Wa9", "", "Fi1 Ea15"), "discard", nil},
		{claim("Bo", "", "Wa9", "Fi1 Ea15"), "hand", nil},
	} {
		before, _ := codec.EncodeState(g)
		_, err := g.Apply(tc.c)
		var e *game.Error
		if !errors.As(err, &e) || e.Field != tc.field || (tc.sentinel != nil && !errors.Is(err, tc.sentinel)) {
			t.Errorf("%+v: %v, want a refusal at %s", tc.c, err, tc.field)
		}
		if after, _ := codec.EncodeState(g); string(after) != string(before) {
			t.Errorf("%+v: a refused claim changed the game: %s -> %s", tc.c, before, after)
		}
	}
	win := claim("Cy", "Wi10 Wi11 Wi12 Fi7", "Fi7", "Fi1 Ea15 Wa15")
	if v, err := g.Preview(win); err != nil || !v.Valid || v.Winner != "Cy" || g.Finished() || g.Claims() != 1 {
		t.Fatalf("preview %+v %v; finished %v", v, err, g.Finished())
	}
	v, err = g.Play(win)
	if err != nil || !v.Valid || v.Winner != "Cy" || v.Number != 2 {
		t.Fatalf("%+v %v", v, err)
	}
	series, discard := g.Series()
	if w, ok := g.Winner(); !ok || w != "Cy" || len(series) != 3 || discard != cards.MustParseElementCard("Fi7") {
		t.Errorf("winner %q %v series %v discard %v", w, ok, series, discard)
	}
	want := scoring.Standing{Totals: []scoring.SideTotal{{Side: "Ann"}, {Side: "Bo"}, {Side: "Cy"}}, Rounds: 2, Finished: true, Winners: []string{"Cy"}}
	if got := g.Standing(); !reflect.DeepEqual(got, want) {
		t.Errorf("standing %+v, want %+v", got, want)
	}
	if _, err := g.Play(claim("Bo", "Fi3 Fi4 Fi5 Wa9", "Wa9", "Fi1 Ea15 Wa15")); !errors.Is(err, ErrGameOver) || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("a claim after the win: %v", err)
	}
}

// TestResumeCostsTheSame: the stored state holds the cards out of game
// (at most the deck) and the count of claims, never the claims.
func TestResumeCostsTheSame(t *testing.T) {
	rec, err := scoring.DecodeRecord(definition{}, longRecord(1000, false))
	if err != nil {
		t.Fatal(err)
	}
	st, _, err := scoring.Play(definition{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := codec.EncodeState(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(raw) > 200 {
		t.Errorf("state after 1,000 claims: %d bytes: %s", len(raw), raw)
	}
	for _, bad := range []string{`[]`, `{"claims":-1,"out_of_game":[]}`, `{"claims":1,"out_of_game":[],"winner":"Zed","discard":"Fi3"}`, `{"claims":1,"out_of_game":[],"winner":"Ann"}`, `{"claims":1,"out_of_game":["Fi99"]}`} {
		if _, err := codec.DecodeState(json.RawMessage(bad), rec.Setup, rec.Options); err == nil {
			t.Errorf("state %s read", bad)
		}
	}
}

// TestClaimJSON: a claim reads card notations in any case and writes them
// canonical; a card that is not one is refused where it stands.
func TestClaimJSON(t *testing.T) {
	r, err := codec.DecodeRound(json.RawMessage(`{"claimant":"Ann","hand":["fire3","Fi4","FI5","water9"],"discard":"Water9","out_of_game":["ea15"]}`))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := codec.EncodeRound(r)
	if string(raw) != `{"claimant":"Ann","hand":["Fi3","Fi4","Fi5","Wa9"],"discard":"Wa9","out_of_game":["Ea15"]}` {
		t.Errorf("%s", raw)
	}
	for in, field := range map[string]string{
		`{"claimant":"Ann","hand":["Fi3","X"],"discard":"Fi3"}`:     "hand[1]",
		`{"claimant":"Ann","hand":["Fi3"],"discard":"Fi0"}`:         "discard",
		`{"claimant":"Ann","hand":[],"out_of_game":["Fi1","Wa99"]}`: "out_of_game[1]",
		`{"hand":["Fi3"],"discard":"Fi3"}`:                          "claimant",
	} {
		if _, err := codec.DecodeRound(json.RawMessage(in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
}
