package swords

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/swords"
	"arbiter/scoring"
)

func TestRegistered(t *testing.T) {
	d := Definition
	info := d.Info()
	if info.Order != 2 || info.RoundNoun != "attack" || info.RoundsKey != "attacks" || info.LowerWins || !info.Scoreless ||
		info.MinPlayers != 2 || info.MaxPlayers != 4 || info.Deck != "standard" || info.Name != "Mortal Swords" {
		t.Errorf("%+v", info)
	}
}

// TestSchema: every switch is off by default and speaks to people; the
// spellings the CLI always took are read; refusals name the option.
func TestSchema(t *testing.T) {
	if got := fromValues(Schema.Defaults()); got != (swords.Options{}) {
		t.Errorf("defaults %+v", got)
	}
	for _, o := range Schema.Options {
		if o.Label == "" || o.Help == "" || o.Ruling == "" || strings.Contains(o.Help, "true") || strings.Contains(o.Help, "{") {
			t.Errorf("%s: label %q help %q ruling %q", o.Name, o.Label, o.Help, o.Ruling)
		}
	}
	for in, want := range map[string]swords.Options{
		`{"warriors_vow":true,"hectic_knights":true}`:  {WarriorsVow: true, HecticKnights: true},
		`{"gentleman_rule":null,"steal_to_stop":true}`: {StealToStop: true},
		`null`: {},
		`{}`:   {},
	} {
		v, err := Schema.Parse(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if got := fromValues(v); got != want {
			t.Errorf("%s: %+v, want %+v", in, got, want)
		}
		if back := fromValues(must(Schema.Check(Values(want)))); back != want {
			t.Errorf("%s: Values reads back as %+v", in, back)
		}
	}
	for in, field := range map[string]string{
		`{"double_swords":true}`:      "options.double_swords",
		`{"expanded_dodging":"yes"}`:  "options.expanded_dodging",
		`{"expanded_dodging":1}`:      "options.expanded_dodging",
		`[]`:                          "options",
		`{"warriors_vow":true,"x":1}`: "options.x",
	} {
		_, err := Schema.Parse(json.RawMessage(in))
		if !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
	r := definition{}.Rules()
	if len(r.Options) != 7 || r.Options[1].Name != "gentleman_rule" || r.Options[1].Ruling != "SWORDS-5" {
		t.Errorf("rules options %+v", r.Options)
	}
	if got := On(swords.Options{GentlemanRule: true, HecticKnights: true}); !reflect.DeepEqual(got, []string{"gentleman_rule", "hectic_knights"}) {
		t.Errorf("on: %v", got)
	}
	if got := Labels(swords.Options{WarriorsVow: true}); !reflect.DeepEqual(got, []string{"Warrior's Vow"}) {
		t.Errorf("labels: %v", got)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestSeatAndNew(t *testing.T) {
	d := definition{}
	setup, seats, err := d.Seat(Setup{StrongSuit: cards.Spades, Dealer: 1, DealerSet: true}, []string{"Ann", "Bo", "Cy"})
	if err != nil {
		t.Fatal(err)
	}
	s := setup.(Setup)
	if !reflect.DeepEqual(s.Knights, []string{"Ann", "Bo", "Cy"}) || s.Dealer != 1 || len(seats) != 3 || seats[2] != (scoring.Seat{Player: "Cy", Side: "Cy"}) {
		t.Errorf("%+v %+v", setup, seats)
	}
	if _, seats, err := d.Seat(Setup{Knights: []string{"X", "Y"}}, nil); err != nil || len(seats) != 2 || seats[1].Side != "Y" {
		t.Errorf("the setup's own knights: %+v %v", seats, err)
	}
	for _, tc := range []struct {
		players []string
		field   string
		kind    error
	}{{nil, "players", game.ErrInvalid}, {[]string{"Ann"}, "knights", game.ErrImpossible},
		{[]string{"A", "B", "C", "D", "E"}, "knights", game.ErrImpossible}, {[]string{"Ann", "Ann"}, "knights[1]", game.ErrInvalid}} {
		if _, _, err := d.Seat(Setup{}, tc.players); !errors.Is(err, tc.kind) || game.FieldOf(err) != tc.field {
			t.Errorf("%v: %v, want a refusal at %s", tc.players, err, tc.field)
		}
	}
	off := Schema.Defaults()
	for _, tc := range []struct {
		setup Setup
		opts  scoring.Values
		field string
	}{
		{Setup{Knights: []string{"A", "B"}}, off, "strong_suit"},
		{Setup{Knights: []string{"A", "B"}, StrongSuit: cards.Hearts, Dealer: 2, DealerSet: true}, off, "dealer"},
		{Setup{Knights: []string{"A", "B"}, StrongSuit: cards.Hearts}, scoring.Values{"warriors_vow": true}, "vow"},
		{Setup{Knights: []string{"A", "B"}, StrongCard: cards.MustParse("AH"), StrongSuit: cards.Hearts, Vow: cards.MustParseList("AH 2C")},
			scoring.Values{"warriors_vow": true}, "vow[0]"},
	} {
		if _, err := scoring.Start(d, tc.setup, tc.opts); game.FieldOf(err) != tc.field {
			t.Errorf("%+v: %v, want a refusal at %s", tc.setup, err, tc.field)
		}
	}
}

// TestSetupJSON: the setup as the new-game form stores it (dealer by
// name) and as the CLI gives it (dealer by seat, strong suit only) reads
// back the same; a dealer who is no knight is refused by name.
func TestSetupJSON(t *testing.T) {
	for in, want := range map[string]Setup{
		`{"knights":["Ann","Bo"],"dealer":"Bo","strong_card":"7H"}`:    {Knights: []string{"Ann", "Bo"}, Dealer: 1, DealerSet: true, StrongCard: cards.MustParse("7H"), StrongSuit: cards.Hearts},
		`{"knights":["Ann","Bo"],"dealer":0,"strong_suit":"spades"}`:   {Knights: []string{"Ann", "Bo"}, DealerSet: true, StrongSuit: cards.Spades},
		`{"knights":["Ann","Bo"],"strong_suit":"S","vow":["4S","4H"]}`: {Knights: []string{"Ann", "Bo"}, StrongSuit: cards.Spades, Vow: cards.MustParseList("4S 4H")},
		`{}`: {},
	} {
		s, err := codec.DecodeSetup(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		if !reflect.DeepEqual(s, want) {
			t.Errorf("%s: %+v, want %+v", in, s, want)
		}
		raw, _ := codec.EncodeSetup(s)
		back, err := codec.DecodeSetup(raw)
		if err != nil || !reflect.DeepEqual(back, want) {
			t.Errorf("%s encodes as %s, reads back as %+v (%v)", in, raw, back, err)
		}
	}
	for in, field := range map[string]string{
		`{"knights":["Ann","Bo"],"dealer":"Cy"}`:                        "dealer",
		`{"knights":["Ann","Bo"],"strong_suit":"X"}`:                    "strong_suit",
		`{"knights":["Ann","Bo"],"strong_card":"1H"}`:                   "strong_card",
		`{"knights":["Ann","Bo"],"vow":["4S","ZZ"]}`:                    "vow[1]",
		`{"knights":["Ann","Bo"],"deaths":["Ann"]}`:                     "deaths",
		`{"knights":["Ann","Bo"],"strong_suit":"S","strong_card":"7H"}`: "strong_suit",
	} {
		if _, err := codec.DecodeSetup(json.RawMessage(in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
}

// TestOldRoundsDecode: rounds as the app and the CLI stored them (marks
// as seat lists, the attacker named, the turn_down armor left out) still
// read, and write back as one form.
func TestOldRoundsDecode(t *testing.T) {
	for in, want := range map[string]string{
		`{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]}`:                 `{"plays":[{"seat":0,"card":"5H"},{"seat":1,"card":"9H"},{"seat":2,"card":"2S"}],"choices":[{"seat":2,"choice":"hand","card":"8D"}]}`,
		`{"game":"mortal-swords","attacker":1,"plays":[{"seat":1,"card":"5H"},{"seat":0}],"face_down":[0],"random":[1],"died":[]}`:                            `{"plays":[{"seat":1,"card":"5H","random":true},{"seat":0,"face_down":true}],"died":[]}`,
		`{"plays":[{"seat":0,"card":"6C"},{"seat":1,"card":"2H"}],"choices":[{"seat":1,"choice":"armor"}],"knights":2,"first_attack":true,"strong_suit":"S"}`: `{"plays":[{"seat":0,"card":"6C"},{"seat":1,"card":"2H"}],"choices":[{"seat":1,"choice":"turn_down"}],"knights":2,"first_attack":true,"strong_suit":"S"}`,
		`{"plays":[{"seat":0,"card":"6C"},{"seat":1,"card":"2H"}],"options":{"warriors_vow":false}}`:                                                          `{"plays":[{"seat":0,"card":"6C"},{"seat":1,"card":"2H"}]}`,
	} {
		r, err := codec.DecodeRound(json.RawMessage(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		raw, _ := codec.EncodeRound(r)
		if string(raw) != want {
			t.Errorf("%s\nwrites %s\nwant   %s", in, raw, want)
		}
	}
	for in, field := range map[string]string{
		`{"plays":[]}`: "plays",
		`{"plays":[{"seat":0,"card":"5H"}],"options":{"hectic_knights":true}}`: "options",
		`{"plays":[{"seat":0,"card":"5H"}],"choices":[{"seat":1}]}`:            "choices[0].choice",
		`{"plays":[{"seat":0,"card":"5H"}],"choices":[{"choice":"hand"}]}`:     "choices[0].seat",
		`{"plays":[{"seat":0,"card":"5H"}],"attacker":1}`:                      "plays[0].seat",
		`{"game":"myre","plays":[{"seat":0,"card":"5H"}]}`:                     "game",
	} {
		if _, err := codec.DecodeRound(json.RawMessage(in)); !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != field {
			t.Errorf("%s: %v, want a refusal at %s", in, err, field)
		}
	}
}

// TestTableReadOuts: what the table renders comes from the state, with the
// rule behind it.
func TestTableReadOuts(t *testing.T) {
	g, err := NewGame(Setup{Knights: []string{"Ann", "Bo", "Cy"}, Dealer: 2, DealerSet: true, StrongCard: cards.MustParse("4S"), StrongSuit: cards.Spades},
		swords.Options{GentlemanRule: true})
	if err != nil {
		t.Fatal(err)
	}
	next, why := g.NextAttacker()
	if next != 0 || !strings.Contains(why.Text, "dealer's left") || !reflect.DeepEqual(g.Defenders(), []int{1, 2}) {
		t.Errorf("next %d %+v, defenders %v", next, why, g.Defenders())
	}
	// SWORDS-5 at the tap, in words, with the rule.
	err = g.CanAttack(cards.MustParse("JD"), false)
	if !errors.Is(err, swords.ErrForbiddenAttack) || !strings.Contains(game.RuleOf(err), "Gentleman Rule") || !strings.Contains(err.Error(), "first attack") {
		t.Errorf("JD on a first attack: %v", err)
	}
	if err := g.CanAttack(cards.MustParse("JD"), true); err != nil {
		t.Errorf("a random JD: %v", err)
	}
	if err := g.CanAttack(cards.MustParse("4S"), true); !errors.Is(err, swords.ErrCardOut) || game.RuleOf(err) != game.RuleImpossible {
		t.Errorf("the Strong Suit card under the deck: %v", err)
	}
	// Mid-attack: the damage options with what each leads to.
	f, o, err := g.Attack([]swords.Play{{Seat: 0, Card: cards.MustParse("5H")}, {Seat: 1, Card: cards.MustParse("9H")}, {Seat: 2, Card: cards.MustParse("2S")}})
	if err != nil {
		t.Fatal(err)
	}
	if g.Attacks() != 0 {
		t.Fatal("Attack changed the game")
	}
	opts, _ := f.Options(2)
	if len(o.Damaged) != 1 || len(opts) != 2 || opts[0].Choice != swords.HandToArmor || opts[0].HandAfter != 5 || opts[1].Choice != swords.Steal || opts[0].Text == "" {
		t.Errorf("options %+v", opts)
	}
	res, err := g.Play(Round{Plays: []swords.Play{{Seat: 0, Card: cards.MustParse("5H")}, {Seat: 1, Card: cards.MustParse("9H")}, {Seat: 2, Card: cards.MustParse("2S")}},
		Choices: []Choice{{Seat: 2, Choice: swords.HandToArmor, Card: cards.MustParse("8D")}}})
	if err != nil {
		t.Fatal(err)
	}
	if res.NextAttacker != 2 || len(res.After) == 0 || res.After[len(res.After)-1].Ruling != "SWORDS-4" {
		t.Errorf("result %+v", res)
	}
	next, why = g.NextAttacker()
	if next != 2 || why.Ruling != "SWORDS-4" {
		t.Errorf("next %d %+v", next, why)
	}
	k := g.Knights()[2]
	if k.Hand != 5 || len(k.Armor) != 1 || k.Armor[0].Card != cards.MustParse("8D") || !k.Attacked == false {
		t.Errorf("Cy %+v", k)
	}
	if ws, _ := g.WeakSuits(2); !reflect.DeepEqual(ws, []cards.Suit{cards.Spades, cards.Clubs}) {
		t.Errorf("Cy's weak suits %v", ws)
	}
	if err := g.CanHold(1, cards.MustParse("8D")); !errors.Is(err, swords.ErrCardOut) {
		t.Errorf("Bo holding Cy's armor: %v", err)
	}
	if err := g.CanHold(1, cards.MustParse("5H")); !errors.Is(err, swords.ErrCardOut) {
		t.Errorf("Bo holding a discard: %v", err)
	}
	// A refused attack leaves the game as it was.
	before, _ := codec.EncodeState(g)
	_, err = g.Play(Round{Plays: []swords.Play{{Seat: 2, Card: cards.MustParse("KS")}, {Seat: 0, Card: cards.MustParse("2D")}, {Seat: 1, Card: cards.MustParse("3D")}}})
	if !errors.Is(err, swords.ErrForbiddenAttack) || game.FieldOf(err) != "plays[0].card" {
		t.Errorf("KS from hand: %v", err)
	}
	if after, _ := codec.EncodeState(g); !bytes.Equal(before, after) {
		t.Errorf("a refused attack changed the state")
	}
	st := g.Standing()
	if st.Rounds != 1 || st.Finished || len(st.Totals) != 3 || st.Totals[1].Side != "Bo" {
		t.Errorf("standing %+v", st)
	}
}

// TestNoDealerOnRecord: a stored game without a dealer (as older histories
// hold them) lets the first attack show who sits on the dealer's left.
func TestNoDealerOnRecord(t *testing.T) {
	g, err := NewGame(Setup{Knights: []string{"Ann", "Bo"}, StrongSuit: cards.Spades}, swords.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, known := g.Dealer(); known || !g.DealerFree() {
		t.Fatal("a dealer is known")
	}
	raw, _ := codec.EncodeState(g)
	st, err := codec.DecodeState(raw, Setup{Knights: []string{"Ann", "Bo"}, StrongSuit: cards.Spades}, Schema.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	g = st.(*Game)
	if _, err := g.Play(Round{Plays: []swords.Play{{Seat: 1, Card: cards.MustParse("6C")}, {Seat: 0, Card: cards.MustParse("2H")}}, Choices: []Choice{{Seat: 0, Choice: swords.Steal}}}); err != nil {
		t.Fatal(err)
	}
	if d, known := g.Dealer(); !known || d != 0 {
		t.Errorf("dealer %d %v", d, known)
	}
	if next, _ := g.NextAttacker(); next != 0 {
		t.Errorf("next %d", next)
	}
	if _, err := g.Play(Round{Plays: []swords.Play{{Seat: 1, Card: cards.MustParse("7C")}, {Seat: 0, Card: cards.MustParse("3H")}}}); !errors.Is(err, swords.ErrOrder) {
		t.Errorf("out of turn: %v", err)
	}
}
