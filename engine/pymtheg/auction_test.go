package pymtheg

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/tricks"
)

func runAuction(t *testing.T, dealer Seat, calls string) (*Auction, error) {
	t.Helper()
	a := NewAuction(dealer, tricks.Clockwise)
	for i, s := range strings.Split(calls, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		var seat *Seat
		if j := strings.Index(s, "@"); j >= 0 {
			p, err := ParseSeat(s[j+1:])
			if err != nil {
				t.Fatal(err)
			}
			seat, s = &p, s[:j]
		}
		c, err := ParseCall(s)
		if err != nil {
			t.Fatalf("call %d %q: %v", i, s, err)
		}
		if seat != nil {
			c.Seat, c.HasSeat = *seat, true
		}
		if err := a.Apply(c); err != nil {
			return a, err
		}
	}
	return a, nil
}

func TestAuctionLegal(t *testing.T) {
	tests := []struct {
		name     string
		dealer   Seat
		calls    string
		contract Contract
		declarer Seat
		trump    string // "" unknown
		doubling Doubling
		overRy   Contract
		complete bool
	}{
		{"all pass", North, "pass,pass,pass,pass", Burn, 0, "none", Undoubled, NoContract, true},
		{"gam then passes", West, "gam,pass,pass,pass", Gam, North, "", Undoubled, NoContract, false},
		{"gam trump after", West, "gam,pass,pass,pass,trump Fi", Gam, North, "Fi", Undoubled, NoContract, true},
		{"gam trump in bid", West, "gam Wa,pass,pass,pass", Gam, North, "Wa", Undoubled, NoContract, true},
		{"double before trump", West, "gam,pass,pass,pass,double@E,redouble@S,trump none", Gam, North, "none", Redoubled, NoContract, true},
		{"double after trump in bid", West, "gam nt,pass,pass,pass,double", NoContract, North, "none", Doubled, NoContract, true},
		{"ladder", North, "gam,gam+1,gam+2,gam+3,ry,gam+4,pass,pass,pass", Gam4, South, "", Undoubled, Ry, false},
		{"ry over gam by anyone", North, "gam,ry,pass,pass,pass", Ry, South, "none", Undoubled, NoContract, true},
		{"partner raises", North, "gam,pass,gam+1,pass,pass", Gam1, West, "", Undoubled, NoContract, false},
		{"partner ry then ry3", North, "ry,pass,ry3,pass,pass", Ry3, West, "none", Undoubled, NoContract, true},
		{"lon", North, "gam,lon Ea,pass,pass,pass", Lon, South, "Ea", Undoubled, NoContract, true},
		{"ry doubled", North, "ry2,pass,pass,pass,double,redouble", Ry2, East, "none", Redoubled, NoContract, true},
		{"penalty only after opponents' ry", North, "gam,gam+1,gam+2,gam+3,pass,ry,pass,gam+4,pass", Gam4, North, "", Undoubled, NoContract, false},
		{"penalty ry2", North, "gam,gam+1,gam+2,gam+3,ry,gam+4,ry2,gam+5,pass,pass,pass", Gam5, North, "", Undoubled, Ry2, false},
		{"passed player doubles", North, "pass,gam,pass,pass,double@E", Gam, South, "", Doubled, NoContract, false},
		{"bidding order skips passed players", East, "pass,gam,pass,gam+1,pass", Gam1, East, "", Undoubled, NoContract, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := runAuction(t, tt.dealer, tt.calls)
			if err != nil {
				t.Fatal(err)
			}
			r := a.Result()
			if tt.contract == NoContract {
				tt.contract = r.Contract // only checking the other fields
			}
			if r.Contract != tt.contract || (tt.contract != Burn && r.Declarer != tt.declarer) || r.Doubling != tt.doubling || r.OverRy != tt.overRy || r.Complete != tt.complete {
				t.Errorf("got %s by %s, %s, over %s, complete %v", r.Contract, r.Declarer, r.Doubling, r.OverRy, r.Complete)
			}
			got := ""
			if r.TrumpSet {
				got = r.Trump.String()
			}
			if got != tt.trump {
				t.Errorf("trump %q, want %q", got, tt.trump)
			}
			if tt.overRy != NoContract && r.Penalty != RyBase(tt.overRy) {
				t.Errorf("penalty %d", r.Penalty)
			}
		})
	}
}

func TestAuctionIllegal(t *testing.T) {
	tests := []struct {
		name, calls, rule string
		sentinel          error
	}{
		{"below", "gam+1", "PYM-8", ErrGamOrder},
		{"skip level", "gam,gam+2", "PYM-8", ErrGamOrder},
		{"not outranking", "gam,gam+1,gam", "outrank", ErrOutrank},
		{"gam+3 after ry", "gam,gam+1,gam+2,ry,gam+3", "outrank", ErrOutrank},
		{"gam+4 without gam+3", "gam,ry,gam+4", "PYM-8", ErrGamOrder},
		{"passed bids again", "pass@E,gam@S,pass@W,gam+1@E", "passed", ErrPassed},
		{"out of turn", "gam@S", "turn", ErrNotTheirTurn},
		{"double during bidding", "gam,double", "highest bid is known", ErrDoubleEarly},
		{"double by declarer side", "gam,pass,pass,pass,double@W", "opponents", ErrDoubleSide},
		{"double twice", "gam,pass,pass,pass,double,double", "once", ErrDoubledTwice},
		{"double after trump named after", "gam,pass,pass,pass,trump Fi,double", "before the trump", ErrDoubleLate},
		{"redouble without double", "gam,pass,pass,pass,redouble", "direct answer", ErrRedoubleWhen},
		{"redouble not direct", "gam,pass,pass,pass,double@S,trump Fi,redouble", "direct answer", ErrRedoubleWhen},
		{"redouble by opponents", "gam,pass,pass,pass,double@E,redouble@W", "playing side", ErrDoubleSide}, // East bid the Gâm
		{"redouble by a defender", "gam,pass,pass,pass,double@S,redouble@N", "playing side", ErrRedoubleSide},
		{"trump for ry", "ry,pass,pass,pass,trump Fi", "without trump", ErrRyTrump},
		{"ry bid with trump", "ry Fi", "without trump", ErrRyTrump},
		{"trump during bidding", "gam,trump Fi", "once the bidding is over", ErrTrumpEarly},
		{"trump by the wrong player", "gam,pass,pass,pass,trump Fi@S", "declarer", ErrTrumpNotTheir},
		{"bid after end", "gam,pass,pass,pass,gam+1", "bidding is over", ErrBiddingOver},
		{"double in burn", "pass,pass,pass,pass,double", "Burn", ErrBurnCall},
		{"bid after all pass", "pass,pass,pass,pass,gam", "Burn", ErrBurnCall},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := runAuction(t, North, tt.calls)
			if err == nil {
				t.Fatal("accepted")
			}
			// The rule is named; the field is left to the caller, which
			// knows the call's place in its record (auction.bids[i]).
			if !errors.Is(err, game.ErrIllegal) || !strings.Contains(game.RuleOf(err), tt.rule) || game.FieldOf(err) != "" || !errors.Is(err, tt.sentinel) {
				t.Errorf("%v (field %q, rule %q)", err, game.FieldOf(err), game.RuleOf(err))
			}
		})
	}
}

func TestAuctionLegalCalls(t *testing.T) {
	a, _ := runAuction(t, North, "gam,gam+1,gam+2,ry")
	var got []string
	for _, c := range a.Legal() {
		got = append(got, c.String())
		if err := a.Check(c); err != nil {
			t.Errorf("Legal %s but Check: %v", c, err)
		}
	}
	if strings.Join(got, " ") != "pass ry2 ry3 lon" {
		t.Errorf("legal after Ry (no Gâm+3 yet): %v", got)
	}
	a, _ = runAuction(t, North, "gam,pass,pass,pass")
	got = nil
	for _, c := range a.Legal() {
		got = append(got, c.String())
	}
	if strings.Join(got, " ") != "double trump none trump Fi trump Wa trump Wi trump Ea" {
		t.Errorf("after the bidding: %v", got)
	}
}

func TestParseCall(t *testing.T) {
	for in, want := range map[string]string{
		"pass": "pass", "Gâm +2 Wa": "gam+2 Wa", "gam+2 trump water": "gam+2 Wa", "ry 2": "ry2", "Lon no trump": "lon none",
		"double": "double", "XX": "redouble", "trump Fi": "trump Fi", "no-trump": "trump none", "gam (Ea)": "gam Ea",
	} {
		c, err := ParseCall(in)
		if err != nil || c.String() != want {
			t.Errorf("%q: %v %v, want %s", in, c, err, want)
		}
	}
	for _, in := range []string{"", "gam+7", "trump", "gam Fi Wa", "pass now", "bid"} {
		if _, err := ParseCall(in); !errors.Is(err, ErrCall) {
			t.Errorf("%q: %v", in, err)
		}
	}
	_ = cards.Fire
}

// Choices lists every call with nil or the reason it is refused, and
// agrees with Legal and Check.
func TestAuctionChoices(t *testing.T) {
	a, _ := runAuction(t, North, "gam,gam+1,gam+2,ry")
	var allowed []string
	reasons := map[string]error{}
	for _, c := range a.Choices() {
		if c.Allowed() {
			allowed = append(allowed, c.Call.String())
			if err := a.Check(c.Call); err != nil {
				t.Errorf("%s allowed but Check: %v", c.Call, err)
			}
			continue
		}
		reasons[c.Call.String()] = c.Err
	}
	if strings.Join(allowed, " ") != "pass ry2 ry3 lon" {
		t.Errorf("allowed %v", allowed)
	}
	for call, sentinel := range map[string]error{"gam+3": ErrOutrank, "gam+4": ErrGamOrder, "gam+5": ErrGamOrder, "double": ErrDoubleEarly, "trump Fi": ErrTrumpEarly} {
		if !errors.Is(reasons[call], sentinel) || !errors.Is(reasons[call], game.ErrIllegal) {
			t.Errorf("%s: %v, want %v", call, reasons[call], sentinel)
		}
	}
	if len(a.Choices()) != 1+len(Bids)+2+5 {
		t.Errorf("%d choices", len(a.Choices()))
	}
}

func TestResolveTrick(t *testing.T) {
	cs, _ := cards.ParseElementCards("trick", []string{"Wa7", "Wa12", "Fi3", "Wa1"})
	r, err := ResolveTrick(North, cards.Fire, tricks.Clockwise, cs)
	if err != nil || r.Winner != South || !r.Trumped || r.Card != cs[2] {
		t.Errorf("%+v %v", r, err)
	}
	r, err = ResolveTrick(North, cards.NoElement, tricks.CounterClockwise, cs)
	if err != nil || r.Winner != West || r.Trumped || r.Seats[1] != West {
		t.Errorf("counter-clockwise, no trump: %+v %v", r, err)
	}
}

// Issue 28 #3: every kind of trick says what happened, and trumped is
// true exactly when a trump took the trick, a led trump included; no
// explanation says no trump was played when one was.
func TestResolveTrickExplainsTheTrump(t *testing.T) {
	tests := []struct {
		name         string
		trump        cards.Element
		trick        []string
		winner       Seat
		trumped, led bool
		says         string
	}{
		{"trump led, three trumps", cards.Fire, []string{"Fi3", "Fi2", "Wa15", "Fi4"}, West, true, true,
			"Fire is trump and was led: 3 trumps were played, and the highest, Fi4, wins for West; other elements cannot win."},
		{"trump led, the only trump", cards.Fire, []string{"Fi3", "Wa2", "Wa15", "Ea4"}, North, true, true,
			"Fire is trump and was led: Fi3 is the only trump in the trick and wins for North; other elements cannot win."},
		{"trumped from another element", cards.Fire, []string{"Wa3", "Fi2", "Wa15", "Fi4"}, West, true, false,
			"Fire is trump: the highest trump, Fi4, wins for West."},
		{"no trump played", cards.Fire, []string{"Wa3", "Ea2", "Wa15", "Wi4"}, South, false, false,
			"No trump was played: the highest water card, Wa15, wins for South; other elements cannot win."},
		{"no trump this deal", cards.NoElement, []string{"Fi3", "Fi2", "Wa15", "Fi4"}, West, false, false,
			"No trump this deal: the highest fire card, Fi4, wins for West; other elements cannot win."},
	}
	for _, tt := range tests {
		cs, _ := cards.ParseElementCards("trick", tt.trick)
		r, err := ResolveTrick(North, tt.trump, tricks.Clockwise, cs)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if r.Winner != tt.winner || r.Trumped != tt.trumped || r.TrumpLed != tt.led {
			t.Errorf("%s: winner %s trumped %v led %v, want %s %v %v", tt.name, r.Winner, r.Trumped, r.TrumpLed, tt.winner, tt.trumped, tt.led)
		}
		all := strings.Join(r.Steps.Strings(), " ")
		if len(r.Steps) != 2 || r.Steps[1].Text != tt.says {
			t.Errorf("%s: %q, want %q", tt.name, all, tt.says)
		}
		if tt.trumped && strings.Contains(strings.ToLower(all), "no trump") {
			t.Errorf("%s: a trick won by a trump says %q", tt.name, all)
		}
	}
}

func TestResolveTrickRefusals(t *testing.T) {
	cs, _ := cards.ParseElementCards("trick", []string{"Wa7", "Wa12", "Fi3", "Wa1"})
	dup, _ := cards.ParseElementCards("trick", []string{"Wa7", "Wa12", "Wa7", "Wa1"})
	if _, err := ResolveTrick(North, cards.Fire, tricks.Clockwise, dup); game.FieldOf(err) != "[2]" || !errors.Is(err, tricks.ErrDuplicate) || !errors.Is(err, game.ErrImpossible) {
		t.Errorf("card twice: %v", err)
	}
	if _, err := ResolveTrick(North, cards.Fire, tricks.Clockwise, cs[:3]); !errors.Is(err, game.ErrInvalid) {
		t.Errorf("three cards: %v", err)
	}
}
