package say_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"

	eburn "arbiter/engine/burn"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	"arbiter/engine/tricks"
	"arbiter/say"
	"arbiter/say/saytest"
	"arbiter/scoring/all"
	sburn "arbiter/scoring/burn"
	"arbiter/scoring/event"
	spym "arbiter/scoring/pymtheg"
)

// Pymtheg's auction, which no case file reaches: random auctions, every
// call of every choice list (the form greys refused ones out with their
// reason) and every step said in Dutch; the rules and sentinels of every
// refusal a form can show come up.
func TestPymthegAuctionSaidInDutch(t *testing.T) {
	seen := map[string]bool{}
	// A Gâm directly over the opponents' Ry (PYM-4) takes a long bidding
	// no random one makes.
	a := pymtheg.NewAuction(pymtheg.North, tricks.Clockwise)
	for _, s := range []string{"gam", "gam+1", "gam+2", "gam+3", "ry", "gam+4", "pass", "pass", "pass", "double", "redouble", "trump Fi"} {
		c, err := pymtheg.ParseCall(s)
		if err == nil {
			err = a.Apply(c)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	saytest.CheckSaid(t, "nl", "outbid Ry", a.Result(), nil)
	walkSteps(a.Result().Steps, seen)
	rng := rand.New(rand.NewSource(24))
	for g := 0; g < 300; g++ {
		dir := tricks.Direction(rng.Intn(2))
		a := pymtheg.NewAuction(pymtheg.Seats[rng.Intn(4)], dir)
		for step := 0; step < 30; step++ {
			what := fmt.Sprintf("auction %d call %d", g, step)
			var allowed []pymtheg.Call
			for _, ch := range a.Choices() {
				if ch.Err != nil {
					saytest.CheckSaid(t, "nl", what+" "+ch.Call.String(), nil, ch.Err)
					note(ch.Err, seen)
					continue
				}
				allowed = append(allowed, ch.Call)
			}
			if len(allowed) == 0 {
				break
			}
			c := allowed[rng.Intn(len(allowed))]
			switch rng.Intn(6) {
			case 0:
				// Most auctions pass a lot: some end in Burn.
				c = pymtheg.Call{Kind: pymtheg.Pass}
			case 1:
				// A call with a seat that may not be the caller's.
				c.Seat, c.HasSeat = pymtheg.Seats[rng.Intn(4)], true
			case 2:
				if c.Kind == pymtheg.BidCall {
					c.Trump, c.WithTrump = cards.Elements[rng.Intn(4)], true
				}
			}
			err := a.Apply(c)
			saytest.CheckSaid(t, "nl", what+" "+c.String(), nil, err)
			note(err, seen)
			if r := a.Result(); r.Complete && rng.Intn(3) == 0 {
				break
			}
		}
		r := a.Result()
		saytest.CheckSaid(t, "nl", fmt.Sprintf("auction %d", g), r, nil)
		walkSteps(r.Steps, seen)
	}
	for _, s := range []*game.Sentinel{pymtheg.ErrOutrank, pymtheg.ErrGamOrder, pymtheg.ErrPassed, pymtheg.ErrNotTheirTurn, pymtheg.ErrRyTrump,
		pymtheg.ErrDoubleEarly, pymtheg.ErrDoubleSide, pymtheg.ErrDoubledTwice, pymtheg.ErrDoubleLate, pymtheg.ErrRedoubleWhen, pymtheg.ErrRedoubleSide,
		pymtheg.ErrBurnCall, pymtheg.ErrBiddingOver, pymtheg.ErrTrumpEarly, pymtheg.ErrTrumpNotTheir, pymtheg.ErrTrumpKnown} {
		if !seen[s.ID] {
			t.Errorf("no refusal came up with %s (%q)", s.ID, s.English)
		}
	}
	for _, id := range []string{"pymtheg.auction.passes", "pymtheg.auction.bids", "pymtheg.auction.bid_with", "pymtheg.auction.doubles", "pymtheg.auction.redoubles",
		"pymtheg.auction.names_after", "pymtheg.auction.everyone_passed", "pymtheg.auction.bidding_over", "pymtheg.auction.outbid_ry"} {
		if !seen[id] {
			t.Errorf("no step said %s", id)
		}
	}
}

// note collects the ids of a refusal: its message, its rule and its
// sentinel.
func note(err error, seen map[string]bool) {
	if err == nil {
		return
	}
	collect(game.Said(err), seen)
	var e *game.Error
	if errors.As(err, &e) {
		if e.RuleSaid != nil {
			collect(*e.RuleSaid, seen)
		}
		var s *game.Sentinel
		if errors.As(e.Sentinel, &s) {
			seen[s.ID] = true
		}
	}
}

func walkSteps(ex game.Explanation, seen map[string]bool) {
	for _, s := range ex {
		if s.Said != nil {
			collect(*s.Said, seen)
		}
	}
}

// Every league and knock-out of the CLI's tournament corpus (valid and
// refused) is typed all the way down and said in Dutch.
func TestTournamentsSaidInDutch(t *testing.T) {
	b, err := os.ReadFile("../cmd/arbiter-cli/testdata/tournament_golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct{ Name, Input string }
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
	refused := 0
	for _, c := range cases {
		id, err := all.ReadHeader([]byte(c.Input))
		var out any
		switch {
		case err != nil:
		case id == spym.ID:
			out, err = spym.Tournament([]byte(c.Input))
		case id == sburn.ID:
			out, err = sburn.Tournament([]byte(c.Input))
		default:
			continue
		}
		if err != nil {
			refused++
		}
		saytest.CheckSaid(t, "nl", c.Name, out, err)
	}
	if refused == 0 || refused == len(cases) {
		t.Fatalf("%d of %d refused: the corpus should hold both", refused, len(cases))
	}
}

// What Pymtheg's table asks the engine for directly: the offence a card
// proves (said as the sheet says it), the outbid Ry a Gâm may name, the
// cards of a trick entered card by card.
func TestPymthegTableSaidInDutch(t *testing.T) {
	nl := say.For("nl", say.Words)
	played := func(leader pymtheg.Seat, cs string) pymtheg.PlayedTrick {
		return pymtheg.PlayedTrick{Leader: leader, HasLeader: true, Cards: cards.MustParseElementCards(cs)}
	}
	for _, tt := range []struct {
		trump cards.Element
		seat  pymtheg.Seat
		card  string
		kind  string
	}{
		{cards.NoElement, pymtheg.East, "Fi2", "revoke"},
		{cards.Water, pymtheg.South, "Ea2", "under-trump"},
	} {
		ts := []pymtheg.PlayedTrick{played(pymtheg.North, "Fi1 Wa15 Fi3 Fi4")}
		if tt.kind == "under-trump" {
			ts = []pymtheg.PlayedTrick{played(pymtheg.North, "Fi1 Wa10 Wa3 Fi4")}
		}
		o, ok, err := pymtheg.CardProves(tt.trump, tricks.Clockwise, ts, tt.seat, cards.MustParseElementCard(tt.card))
		if err != nil || !ok || o.Kind != tt.kind {
			t.Fatalf("%s: %v %v %v", tt.kind, o, ok, err)
		}
		said := o.Said()
		saytest.CheckSaid(t, "nl", tt.kind, game.Explanation{{Text: said.String(), Said: &said}}, nil)
		if got := nl.Message(said); strings.Contains(got, "played") || strings.Contains(got, "trick") {
			t.Errorf("%s said in Dutch: %q", tt.kind, got)
		}
	}
	_, _, err := pymtheg.CardProves(cards.NoElement, tricks.Clockwise, nil, 7, cards.MustParseElementCard("Fi2"))
	saytest.CheckSaid(t, "nl", "no seat", nil, err)
	_, _, err = pymtheg.CardProves(cards.NoElement, tricks.Clockwise, nil, pymtheg.North, cards.ElementCard{})
	saytest.CheckSaid(t, "nl", "no card", nil, err)
	_, _, err = pymtheg.CardProves(cards.NoElement, tricks.Clockwise, []pymtheg.PlayedTrick{{Cards: cards.MustParseElementCards("Fi1 Fi2 Fi3 Fi4")}}, pymtheg.North, cards.MustParseElementCard("Wa2"))
	saytest.CheckSaid(t, "nl", "no first leader", nil, err)
	n := 0
	for _, c := range pymtheg.Bids {
		for _, ch := range spym.OverRyChoices(c) {
			if ch.Err != nil {
				n++
				saytest.CheckSaid(t, "nl", c.String()+" over "+ch.Ry.String(), nil, ch.Err)
			}
		}
	}
	if n == 0 {
		t.Fatal("no outbid Ry refused")
	}
	_, err = cards.ParseElementCards("cards", []string{"Fi7", "Fi16"})
	err = game.Prefix(err, "tricks[2]")
	if f := game.FieldOf(err); f != "tricks[2].cards[1]" {
		t.Errorf("a card of a trick entered card by card: field %q", f)
	}
	saytest.CheckSaid(t, "nl", "card of a trick", nil, err)
}

// What Burn's table asks the engine for directly: the seating made from
// names, the players seated, the pit's two ways, totals corrected; and a
// pit whose choice the limits override says why in Dutch.
func TestBurnTableSaidInDutch(t *testing.T) {
	check := func(what string, err error) {
		t.Helper()
		if err == nil {
			t.Fatalf("%s: no refusal", what)
		}
		saytest.CheckSaid(t, "nl", what, nil, err)
	}
	_, err := sburn.Teams([]string{"a", "b", "c"}, eburn.Format{Sides: 2, Size: 2})
	check("too few names", err)
	_, err = sburn.Teams([]string{"a", "b", "", "d"}, eburn.Format{Sides: 2, Size: 2})
	check("no name", err)
	_, err = sburn.Teams([]string{"a", "b", "A", "d"}, eburn.Format{Sides: 2, Size: 2})
	check("twice", err)
	_, err = sburn.Teams([]string{"a", "b"}, eburn.Format{Sides: 2, Size: 4})
	check("no such seating", err)
	d, err := all.Lookup(sburn.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = d.Seat(sburn.Setup{}, nil)
	check("no players", err)
	_, _, err = d.Seat(sburn.Setup{}, []string{"a", "b", "c", "d", "e", "f", "g"})
	check("seven players", err)
	_, _, err = d.Seat(sburn.Setup{Sides: map[string][]string{"A": {"a"}, "B": {"b"}}}, []string{"a", "c"})
	check("other players", err)
	p, err := all.Lookup(spym.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = p.Seat(spym.Setup{}, []string{"a", "b"})
	check("two at Pymtheg", err)
	tb, err := sburn.NewTable(map[string][]string{"Ann & Cy": {"Ann", "Cy"}, "Bo & Di": {"Bo", "Di"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := sburn.NewGame(tb, sburn.Settings{Limit: 40})
	_, err = g.PitOptionsFor("Ed & Flo")
	check("no such side", err)
	_, err = g.WithTotals(map[string]int{"Ed & Flo": 3})
	check("totals of no side", err)
	if f := game.FieldOf(err); f != "totals.Ed & Flo" {
		t.Errorf("totals of no side: field %q", f)
	}
	g, err = g.WithTotals(map[string]int{"Ann & Cy": 15, "Bo & Di": 15})
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Play(sburn.Round{Won: map[string]eburn.FireWater{"Ann & Cy": {Fire: 15, Water: 15}, "Bo & Di": {}}, PitChoice: eburn.Subtract})
	if err != nil || res.Pit == nil || !res.Pit.Forced || res.Pit.ReasonSaid == nil {
		t.Fatalf("a forced pit: %+v %v", res.Pit, err)
	}
	saytest.CheckSaid(t, "nl", "forced pit", game.Explanation{{Text: res.Pit.Reason, Said: res.Pit.ReasonSaid}}, nil)
	saytest.CheckSaid(t, "nl", "forced pit round", res, nil)
}

// The event's refusals reach `arbiter-cli tournament serve` and a table
// joining it: a setup, an entry and a correction refused are said in
// Dutch.
func TestEventSaidInDutch(t *testing.T) {
	check := func(what string, err error) {
		t.Helper()
		if err == nil {
			t.Fatalf("%s: no refusal", what)
		}
		saytest.CheckSaid(t, "nl", what, nil, err)
	}
	teams := func(n int) []event.Team {
		out := make([]event.Team, n)
		for i := range out {
			out[i] = event.Team{Name: fmt.Sprintf("T%d", i)}
		}
		return out
	}
	for _, s := range []event.Setup{
		{Game: "chess", Form: event.League, Teams: teams(4)},
		{Game: event.Pymtheg, Form: "swiss", Teams: teams(4)},
		{Game: event.Pymtheg, Form: event.League, Teams: teams(1)},
		{Game: event.Pymtheg, Form: event.League, Teams: []event.Team{{Name: "A\a"}, {Name: "B"}}},
		{Game: event.Pymtheg, Form: event.League, Teams: []event.Team{{Name: "A", Players: []string{"p", "q"}}, {Name: "B", Players: []string{"p", "r"}}}},
		{Game: event.Burn, Form: event.League, Teams: []event.Team{{Name: "A", Players: []string{"p", "q", "s", "t"}}, {Name: "B", Players: []string{"r", "u", "v", "w"}}}},
		{Game: event.Burn, Form: event.KnockOut, Teams: teams(2), Cap: "xx"},
		{Game: event.Pymtheg, Form: event.League, Teams: teams(4), Rounds: 9},
	} {
		check(fmt.Sprintf("setup %s %s", s.Game, s.Form), s.Check())
	}
	ev, err := event.New(event.Setup{Game: event.Pymtheg, Form: event.League, Teams: teams(4)})
	if err != nil {
		t.Fatal(err)
	}
	score := &spym.Score{NS: 10}
	for i, en := range []event.Entry{
		{ID: "bad id!", Round: 1, Table: 1, Role: event.North},
		{ID: "e1", Round: 9, Table: 1, Role: event.North, Content: event.Content{Score: score}},
		{ID: "e1", Round: 1, Table: 1, Role: event.North},
		{ID: "e1", Round: 1, Table: 1, Role: event.North, Content: event.Content{Rounds: []sburn.RoundInput{}}},
		{ID: "e1", Round: 1, Table: 1, Role: event.North, Content: event.Content{Score: &spym.Score{NS: 99999999}}},
	} {
		_, err := ev.Apply(en)
		check(fmt.Sprintf("entry %d", i), err)
	}
	_, err = ev.Correct(event.Correction{ID: "c1", Round: 1, Table: 1, Reason: " "})
	check("correction", err)
}
