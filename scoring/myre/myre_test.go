package myre

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring/gametest"
)

func TestCases(t *testing.T) {
	gametest.RunFile(t, games, "testdata/cases.json")
}

func TestExtraCases(t *testing.T) {
	gametest.RunFile(t, games, "testdata/extra.json")
}

// battle builds an engine battle from "scout | red | black".
func battle(s string) engine.Battle {
	parts := strings.Split(s, "|")
	return engine.Battle{Scout: cards.MustParseList(parts[0]), Red: engine.MustParsePlayed(parts[1]), Black: engine.MustParsePlayed(parts[2])}
}

func hand(bs ...string) Hand {
	var h Hand
	for _, b := range bs {
		h.Battles = append(h.Battles, battle(b))
	}
	return h
}

func TestGameSampleHand(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	h := hand("10S | 10D QH |", "AS | | 5S", "6H | AH 2D 3H | 4S 4C")
	h.FaceUp = FaceUp{Red: cards.MustParseList("6H"), Black: cards.MustParseList("AS")}
	res, err := g.Play(h)
	if err != nil {
		t.Fatal(err)
	}
	if res.Points.Red != 18 || res.Points.Black != 0 || g.Totals().Red != 18 {
		t.Errorf("points %+v totals %+v", res.Points, g.Totals())
	}
	if got := sorted(g.Jail(engine.Red)); got != "4C 4S 10S" {
		t.Errorf("Red's jail %s", got)
	}
	// Black's face-up Ace is higher than Red's 6: Black went first, Red is next.
	if res.First != engine.Black || g.NextFirst() != engine.Red {
		t.Errorf("first %s, next %s", res.First, g.NextFirst())
	}
	if !res.Captures || len(g.FaceUpStaying().Red) != 0 {
		t.Error("captures should clear the face-up scouts")
	}
	deck := g.Deck(engine.Black)
	if len(deck) != 23+1 { // 26 black cards − 3 jailed + BJ
		t.Errorf("Black's deck has %d cards: %s", len(deck), deck)
	}
	rep := g.DeckReport(engine.Black)
	// 4S 4C gone: the 4s are lost; the 10S is a broken soldier.
	if rep.Pairs != 11 || strings.Join(rep.Broken, " ") != "10" || strings.Join(rep.Lost, " ") != "4" || rep.Jailed != 3 {
		t.Errorf("report %+v", rep)
	}
	if sorted(rep.SafeToRisk) != "10C" {
		t.Errorf("safe to risk %s", rep.SafeToRisk)
	}
	// A jailed card cannot come back.
	_, err = g.Play(hand("2S | | 4S"))
	if !errors.Is(err, engine.ErrJailed) || !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "battles[0].black[0]" || game.RuleOf(err) != "GEN-1" ||
		!strings.Contains(err.Error(), `battles[0].black[0]: "4S" is in Red's jail since hand 1`) {
		t.Errorf("jailed card: %v", err)
	}
	if g.Played() != 1 || g.Totals().Red != 18 {
		t.Error("a refused hand changed the state")
	}
}

func sorted(cs []cards.Card) string {
	c := append([]cards.Card(nil), cs...)
	engine.SortForDisplay(c)
	return cards.Cards(c).String()
}

func TestNoCapturesException(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{Box: engine.Red})
	h := hand("6H | 10H 10D | 10S 10C")
	h.FaceUp = FaceUp{Red: cards.MustParseList("6H"), Black: cards.MustParseList("6S")}
	res, err := g.Play(h)
	if err != nil {
		t.Fatal(err)
	}
	// Equal face-up 6s: the box decides (MYRE-9).
	if res.Captures || res.First != engine.Red || g.NextFirst() != engine.Black {
		t.Errorf("%+v", res)
	}
	stay := g.FaceUpStaying()
	if stay.Red.String() != "6H" || stay.Black.String() != "6S" {
		t.Errorf("staying %+v", stay)
	}
	// Next hand: the old face-up scouts stay and one more each is added.
	bad := hand("7S | | 8S")
	bad.FaceUp = FaceUp{Red: cards.MustParseList("9H"), Black: cards.MustParseList("7S")}
	if _, err := g.Play(bad); !errors.Is(err, engine.ErrFaceUp) {
		t.Errorf("one face-up each after a no-capture hand: %v", err)
	}
	good := hand("7S | 9D |")
	good.FaceUp = FaceUp{Red: cards.MustParseList("6H 9H"), Black: cards.MustParseList("6S 7S")}
	res, err = g.Play(good)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Captures || res.First != engine.Black {
		t.Errorf("%+v", res)
	}
}

func TestJokersChangeHands(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	if _, err := g.Play(hand("2S | RJ 7H 7D | BJ:down 8S 8C")); err != nil {
		t.Fatal(err)
	}
	if g.JokerOwner(cards.BlackJoker) != engine.Red {
		t.Fatal("Red should hold BJ")
	}
	// Black no longer holds BJ.
	if _, err := g.Play(hand("3S | | BJ 9S")); !errors.Is(err, engine.ErrJokerOwner) {
		t.Errorf("Black plays Red's BJ: %v", err)
	}
	// Red holds both: JK means the next joker Red has not played.
	res, err := g.Play(hand("3S | JK JK 5H | 9S"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Battles[0].Red.Strength != 2 || len(res.Battles[0].Red.JokersUp) != 2 {
		t.Errorf("two jokers: %+v", res.Battles[0].Red)
	}
	// A pile of BJ alone is Red's now.
	res, err = g.Play(hand("BJ | 6H | 9C"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Battles[0].ScoutOwner != engine.Red || res.Battles[0].Red.Strength != 1 {
		t.Errorf("BJ pile: %+v", res.Battles[0])
	}
	deck := g.Deck(engine.Red)
	if !strings.Contains(deck.String(), "RJ BJ") {
		t.Errorf("Red's deck %s", deck)
	}
}

func TestFivePerHand(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	_, err := g.Play(hand("2S | 2H 3H 4H |", "3C | 5H 6H 7H |"))
	if !errors.Is(err, engine.ErrTooMany) || !strings.Contains(err.Error(), "battles[1].red") {
		t.Errorf("six positioned in a hand: %v", err)
	}
	_, err = g.Play(hand("2S | 2H 3H |", "3C | 2H |"))
	if !errors.Is(err, engine.ErrDuplicate) {
		t.Errorf("card in two battles: %v", err)
	}
}

func TestEndOfGame(t *testing.T) {
	opt := DefaultOptions()
	opt.Target = 20
	g := NewGame(opt, Setup{})
	res, err := g.Play(hand("10S | 10D QH | KS")) // Black 20
	if err != nil {
		t.Fatal(err)
	}
	if !res.Finished || res.Winner != engine.Black {
		t.Errorf("Black reaches 20: %+v", res)
	}
	if _, err := g.Play(hand("2S | 2H |")); !errors.Is(err, engine.ErrGameOver) {
		t.Errorf("hand after the end: %v", err)
	}
	// Both reach the target with equal totals: play on (MYRE-10).
	opt.Target = 10
	g = NewGame(opt, Setup{})
	res, err = g.Play(hand("10S | 10D |", "10H | | 10C"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Finished || res.Totals.Red != 10 || res.Totals.Black != 10 {
		t.Errorf("equal totals over the target: %+v", res)
	}
	res, err = g.Play(hand("2S | 2H |"))
	if err != nil || !res.Finished || res.Winner != engine.Red {
		t.Errorf("next hand decides: %+v %v", res, err)
	}
}

func TestScoreCommand(t *testing.T) {
	in := `{"game":"myre","box":"black","hands":[
	  {"face_up":{"red":["6H"],"black":["AS"]},"battles":[
	    {"scout":["10S"],"red":["10D","QH"],"black":[]},
	    {"scout":["AS"],"red":[],"black":["5S"]},
	    {"scout":["6H"],"red":["AH","2D","3H"],"black":["4S","4C"]}]}]}`
	out, err := gametest.Call(games, "score", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(out)
	var got map[string]any
	_ = json.Unmarshal(b, &got)
	want := `{"totals":{"red":18,"black":0},"hands":[{"red":18,"black":0}],"finished":false,"winner":null,"next_first":"red"}`
	var w any
	_ = json.Unmarshal([]byte(want), &w)
	if d := gametest.Subset(w, got, "$"); d != "" {
		t.Error(d)
	}
}

func TestOptions(t *testing.T) {
	for _, tt := range []struct{ in, field string }{
		{`{"foo":1}`, "options"},
		{`{"target":0}`, "options.target"},
		{`{"target":189}`, "options.target"},
		{`{"target":1e40}`, "options.target"},
		{`{"target":"70"}`, "options.target"},
		{`{"target":70.5}`, "options.target"},
		{`{"double_scouts":"yes"}`, "options.double_scouts"},
		{`{"scout_in_tiebreak":"sometimes"}`, "options.scout_in_tiebreak"},
		{`{"first_player":1}`, "options.first_player"},
		{`[1]`, "options"},
	} {
		_, err := parseOptions(json.RawMessage(tt.in))
		if !errors.Is(err, game.ErrInvalid) || game.FieldOf(err) != tt.field {
			t.Errorf("%s: %v (want a refusal naming %q)", tt.in, err, tt.field)
		}
	}
	o, err := parseOptions(json.RawMessage(`{"target":100,"double_scouts":true,"scout_in_tiebreak":"always","first_player":"box","jokers":false}`))
	if err != nil || o.Target != 100 || !o.DoubleScouts || o.ScoutInTiebreak != engine.ScoutAlways || o.FirstPlayer != FirstBox || o.Jokers {
		t.Errorf("%+v %v", o, err)
	}
	if o, _ := parseOptions(nil); o != DefaultOptions() || o.Target != 70 || !o.Jokers || o.DoubleScouts {
		t.Errorf("defaults %+v", o)
	}
	// The values read back as the same options.
	if back := fromValues(o.Values()); back != o {
		t.Errorf("values %v read back as %+v", o.Values(), back)
	}
	if strings.Join(optionNames, " ") != strings.Join(Schema.Names(), " ") {
		t.Errorf("optionNames %v, schema %v", optionNames, Schema.Names())
	}
	// Every option has words for people.
	for _, opt := range Schema.Options {
		if opt.Label == "" || opt.Help == "" {
			t.Errorf("option %s lacks a label or help", opt.Name)
		}
		for _, c := range opt.Choices {
			if c.Label == "" {
				t.Errorf("option %s: choice %s has no label", opt.Name, c.Value)
			}
		}
	}
}

func TestRules(t *testing.T) {
	r := Rules()
	ids := map[string]bool{}
	for _, ru := range r.Rulings {
		ids[ru.ID] = true
	}
	for i := 1; i <= 12; i++ {
		if id := "MYRE-" + itoa(i); !ids[id] {
			t.Errorf("rules lack %s", id)
		}
	}
	names := map[string]bool{}
	for _, o := range r.Options {
		names[o.Name] = true
		if o.Help == "" {
			t.Errorf("option %s has no help", o.Name)
		}
	}
	for _, n := range Schema.Names() {
		if !names[n] {
			t.Errorf("rules lack option %s", n)
		}
	}
	// Every section an explanation cites is a section of the rules.
	titles := map[string]bool{}
	for _, s := range r.Sections {
		titles[s.Title] = true
	}
	for _, s := range []game.Word{engine.SecSetup, engine.SecHandSetup, engine.SecScouting, engine.SecPositioning, engine.SecBattles,
		engine.SecFormations, engine.SecDefender, engine.SecTieBreaks, engine.SecJokers, engine.SecResolution, engine.SecNoCaptures,
		engine.SecWinning, engine.SecJail} {
		if !titles[s.English] {
			t.Errorf("section %q missing from Rules", s.English)
		}
	}
}

func itoa(i int) string {
	if i >= 10 {
		return string(rune('0'+i/10)) + string(rune('0'+i%10))
	}
	return string(rune('0' + i))
}

func TestGamePreview(t *testing.T) {
	g := NewGame(DefaultOptions(), Setup{})
	a := g.Preview(engine.Red, engine.MustParsePlayed("6D RJ"), cards.MustParseList("6H"))
	if a.Strength != 4 || a.ScoutUsed == nil {
		t.Errorf("pair with own scout + joker: %+v", a)
	}
	a = g.Preview(engine.Black, engine.MustParsePlayed("6S"), cards.MustParseList("BJ"))
	if a.Strength != 1 || g.PileOwner(cards.MustParseList("BJ")) != engine.Black {
		t.Errorf("defended joker pile: %+v", a)
	}
}
