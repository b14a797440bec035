package yamiro

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// hand reads compact notation: "A:8 B:1 A:alak ...".
func hand(s string) []Play {
	var out []Play
	for _, f := range strings.Fields(s) {
		side, card, _ := strings.Cut(f, ":")
		c, err := cards.ParseRailogCard(card)
		if err != nil {
			panic(err)
		}
		out = append(out, Play{Side: side, Card: Card{Value: c}})
	}
	return out
}

func TestCount(t *testing.T) {
	tests := []struct {
		cards       string
		score, mult int
	}{
		{"8 8 alak arl", 64, 4},
		{"8 8 arl arl", 16, 1},
		{"8 7 1 alak", 32, 2},
		{"alak alak 3 4", 14, 2},
		{"alak arl arl alak", 0, 4},
		{"1 2 3 4", 10, 1},
		{"arlas deiskatun 2 2", 4, 1},
	}
	for _, tt := range tests {
		tl := Count("A", cards.MustParseRailogCards(tt.cards))
		if tl.Score != tt.score || tl.Multiplier != tt.mult {
			t.Errorf("%s: score %d ×%d, want %d ×%d", tt.cards, tl.Score, tl.Multiplier, tt.score, tt.mult)
		}
	}
}

func TestResolveHands(t *testing.T) {
	tests := []struct {
		plays  string
		winner string
		dec    Decision
		points int
	}{
		{"A:8 B:1 A:8 B:2 A:alak B:3 A:arl B:4", "A", ByScore, 10},
		{"A:arlas B:8 A:1 B:8 A:1 B:alak A:1 B:arl", "A", ByArlas, 32},
		{"A:1 B:1 A:2 B:2 A:3 B:3 A:4 B:4", "", ByTie, 0},
		// The rulebook's two-arlas example: A plays two arlas; B answers
		// with a deiskatun and an arlas before A's second.
		{"A:arlas B:deiskatun A:1 B:arlas A:arlas B:1 A:1 B:1", "B", ByArlas, 8 + 8 + 1 + 1},
		// ... or with two deiskatun: the score decides.
		{"A:arlas B:deiskatun A:1 B:deiskatun A:arlas B:8 A:1 B:1", "B", ByScore, 8 + 8 + 1 + 1},
		// A deiskatun played before the arlas still cancels it (counted at the end).
		{"B:deiskatun A:arlas B:8 A:1 B:1 A:1 B:1 A:1", "B", ByScore, 8 + 1 + 1 + 1},
		// B's arlas after A's cancelled one wins.
		{"A:arlas B:deiskatun A:1 B:1 A:1 B:1 A:1 B:arlas", "B", ByArlas, 8 + 1 + 1 + 1},
	}
	for _, tt := range tests {
		res, err := Resolve(hand(tt.plays), Duel, Options{})
		if err != nil {
			t.Fatalf("%s: %v", tt.plays, err)
		}
		if res.Winner != tt.winner || res.DecidedBy != tt.dec || res.Points != tt.points || !res.Complete {
			t.Errorf("%s: %q by %s for %d, want %q by %s for %d", tt.plays, res.Winner, res.DecidedBy, res.Points, tt.winner, tt.dec, tt.points)
		}
	}
}

// bruteForce is the rulebook's sequential reading of YAM-2, written
// independently of Cancel: walk the arlas in play order; an arlas whose
// opponent still has an unused deiskatun is cancelled by it, otherwise it
// wins the hand. Without a winning arlas the score decides.
func bruteForce(plays []Play) (string, Decision) {
	unused := map[string]int{}
	for _, p := range plays {
		if p.Card.Value == cards.Deiskatun {
			unused[p.Side]++
		}
	}
	for _, p := range plays {
		if p.Card.Value != cards.Arlas {
			continue
		}
		opp := "A"
		if p.Side == "A" {
			opp = "B"
		}
		if unused[opp] > 0 {
			unused[opp]--
			continue
		}
		return p.Side, ByArlas
	}
	sum := map[string]int{}
	for _, p := range plays {
		if p.Card.Value.IsNumber() {
			sum[p.Side] += int(p.Card.Value)
		}
	}
	switch {
	case sum["A"] > sum["B"]:
		return "A", ByScore
	case sum["B"] > sum["A"]:
		return "B", ByScore
	}
	return "", ByTie
}

// Every placement of up to two arlas and two deiskatun per side in a
// four-card hand (63 patterns per side, three number settings) against the
// brute-force reading (11,907 hands).
func TestArlasDeiskatunInterleavings(t *testing.T) {
	kinds := []cards.RailogCard{0, cards.Arlas, cards.Deiskatun}
	var patterns [][4]cards.RailogCard
	for n := 0; n < 81; n++ {
		var p [4]cards.RailogCard
		x, ar, de := n, 0, 0
		for i := 0; i < 4; i++ {
			p[i] = kinds[x%3]
			x /= 3
			if p[i] == cards.Arlas {
				ar++
			}
			if p[i] == cards.Deiskatun {
				de++
			}
		}
		if ar <= 2 && de <= 2 {
			patterns = append(patterns, p)
		}
	}
	checked := 0
	for _, pa := range patterns {
		for _, pb := range patterns {
			for _, nums := range [][2]cards.RailogCard{{3, 2}, {2, 3}, {2, 2}} {
				var plays []Play
				for i := 0; i < 4; i++ {
					ca, cb := pa[i], pb[i]
					if ca == 0 {
						ca = nums[0]
					}
					if cb == 0 {
						cb = nums[1]
					}
					plays = append(plays, Play{Side: "A", Card: Card{Value: ca}}, Play{Side: "B", Card: Card{Value: cb}})
				}
				res, err := Resolve(plays, Duel, Options{})
				if err != nil {
					t.Fatal(err)
				}
				w, d := bruteForce(plays)
				if res.Winner != w || res.DecidedBy != d {
					t.Fatalf("%v: Resolve %q by %s, brute force %q by %s", plays, res.Winner, res.DecidedBy, w, d)
				}
				// Cancellations pair each deiskatun with an opponent arlas.
				for _, a := range res.Arlas {
					if !a.Standing && (plays[a.CancelledBy].Card.Value != cards.Deiskatun || plays[a.CancelledBy].Side == a.Side) {
						t.Fatalf("%v: arlas %d cancelled by play %d", plays, a.Play, a.CancelledBy)
					}
				}
				checked++
			}
		}
	}
	if checked != 3*63*63 { // 63 patterns per side have at most two of each
		t.Fatalf("checked %d hands", checked)
	}
}

func TestMustHaveWinner(t *testing.T) {
	tied := "A:1 B:1 A:2 B:2 A:3 B:3 A:4 B:4"
	res, err := Resolve(hand(tied), Duel, Options{MustHaveWinner: true})
	if err != nil || res.Complete || res.Winner != "" {
		t.Fatalf("tied, no more cards: %+v %v", res, err)
	}
	res, err = Resolve(hand(tied+" A:5 B:5 A:1 B:2"), Duel, Options{MustHaveWinner: true})
	if err != nil || !res.Complete || res.Winner != "B" || res.Extra != 2 || len(res.Captured) != 6 {
		t.Fatalf("two extra rounds: %+v %v", res, err)
	}
	_, err = Resolve(hand(tied+" A:5 B:1 A:1 B:2"), Duel, Options{MustHaveWinner: true})
	if !errors.Is(err, game.ErrIllegal) || !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("play after the tie broke: %v", err)
	}
	_, err = Resolve(hand(tied+" A:5 B:1"), Duel, Options{})
	if !errors.Is(err, game.ErrIllegal) {
		t.Fatalf("extension without the option: %v", err)
	}
	res, err = Resolve(hand(tied+" A:arlas"), Duel, Options{MustHaveWinner: true})
	if err != nil || res.Complete {
		t.Fatalf("half an extra round: %+v %v", res, err)
	}
}

func TestFormsAndRefusals(t *testing.T) {
	var team []string
	for i := 0; i < 8; i++ {
		team = append(team, "X:3", "Y:2")
	}
	res, err := Resolve(hand(strings.Join(team, " ")), Teams, Options{})
	if err != nil || res.Winner != "X" || res.Points != 16 || len(res.Captured) != 8 {
		t.Fatalf("teams: %+v %v", res, err)
	}
	res, err = Resolve(hand("deck:3 me:4 deck:3 me:4 deck:3 me:4 deck:3 me:4"), Solitaire, Options{})
	if err != nil || res.Winner != "me" || res.Points != 12 {
		t.Fatalf("solitaire: %+v %v", res, err)
	}
	tests := []struct {
		plays   string
		form    Form
		mention string
		kind    error
	}{
		{"A:1 B:1 A:1", Duel, "a hand is 8", game.ErrInvalid},
		{"A:1 A:1 B:1 B:1 A:1 B:1 A:1 B:1", Duel, "twice in a row", game.ErrIllegal},
		{"A:1 B:1 C:1 B:1 A:1 B:1 A:1 B:1", Duel, "third side", game.ErrInvalid},
		{"A:1 B:1 A:1 B:1 A:1 B:1 A:1 B:1 A:1 B:2", Duel, "after the hand ended", game.ErrIllegal},
		{"me:1 deck:1 me:1 deck:1 me:1 deck:1 me:1 deck:1", Solitaire, "deck", game.ErrIllegal},
		{"A:1 B:1 A:1 B:1 A:1 B:1 A:1 B:1", Teams, "a hand is 16", game.ErrInvalid},
	}
	for _, tt := range tests {
		_, err := Resolve(hand(tt.plays), tt.form, Options{})
		if err == nil || !errors.Is(err, tt.kind) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: %v, want %v mentioning %q", tt.plays, err, tt.kind, tt.mention)
		}
	}
	if _, err := Resolve(nil, Duel, Options{}); err == nil {
		t.Error("empty hand accepted")
	}
	if _, err := Resolve([]Play{{Side: "A"}, {Side: "B"}}, Duel, Options{}); err == nil {
		t.Error("zero cards accepted")
	}
}

func TestDeckMapping(t *testing.T) {
	d, err := ParseDeck([]byte(`{"kind":"standard","map":{"alak":"10","arl":"9","deiskatun":"K","arlas":"Q"}}`))
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{"AS": "1", "8H": "8", "10D": "alak", "9C": "arl", "KS": "deiskatun", "QH": "arlas"} {
		c, err := d.ParseCard(in)
		if err != nil || c.Value.String() != want {
			t.Errorf("%s: %v %v, want %s", in, c.Value, err, want)
		}
	}
	for _, in := range []string{"JS", "JK", "alak", "8"} {
		if _, err := d.ParseCard(in); err == nil || !errors.Is(err, cards.ErrNotACard) {
			t.Errorf("%s accepted by %s: %v", in, d.Describe(), err)
		}
	}
	d, err = ParseDeck([]byte(`{"kind":"standard"}`))
	if err != nil || d.Map[cards.Arlas] != cards.NoRank || d.Map[cards.Alak] != cards.Jack {
		t.Fatalf("default map: %v %v", d, err)
	}
	if c, err := d.ParseCard("RJ"); err != nil || c.Value != cards.Arlas || c.String() != "RJ" {
		t.Fatalf("RJ: %v %v", c, err)
	}
	for _, bad := range []string{
		`{"kind":"standard","map":{"alak":"J","arl":"J","deiskatun":"K","arlas":"JK"}}`,
		`{"kind":"standard","map":{"alak":"J","arl":"Q","deiskatun":"K"}}`,
		`{"kind":"standard","map":{"alak":"7","arl":"Q","deiskatun":"K","arlas":"JK"}}`,
		`{"kind":"standard","map":{"alak":"J","arl":"Q","deiskatun":"K","arlas":"JK","8":"9"}}`,
		`{"kind":"standard","map":{"alak":"J","arl":"Q","deiskatun":"K","arlas":"X"}}`,
		`{"kind":"tarot"}`,
		`{"kind":"railog","map":{"alak":"J"}}`,
		`{"kind":"standard","extra":1}`,
		`"pinochle"`,
		`7`,
	} {
		if _, err := ParseDeck([]byte(bad)); err == nil || !errors.Is(err, game.ErrInvalid) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	d, err = ParseDeck([]byte(`"standard"`))
	if err != nil || d.Kind != Standard || d.Map[cards.Arlas] != cards.NoRank {
		t.Fatalf("%+v %v", d, err)
	}
}

func TestLiveShowsMultipliersAndCancellations(t *testing.T) {
	plays := hand("A:arlas B:deiskatun A:8 B:alak B:8")
	st := Live("A", "B", plays[:1])
	if st.Leader != "A" || st.DecidedBy != ByArlas {
		t.Fatalf("after an arlas: %+v", st)
	}
	st = Live("A", "B", plays[:2])
	if st.Leader != "" || len(st.Arlas) != 1 || st.Arlas[0].Standing || st.Arlas[0].CancelledBy != 1 {
		t.Fatalf("after the deiskatun: %+v", st)
	}
	st = Live("A", "B", plays)
	if st.Leader != "B" || st.Tallies[1].Multiplier != 2 || st.Tallies[1].Score != 16 {
		t.Fatalf("after the alak: %+v", st)
	}
}

func FuzzResolve(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, []byte{0, 1, 0, 1, 0, 1, 0, 1}, uint8(0), true)
	f.Add([]byte{12, 11, 12, 11, 9, 10, 1, 1, 3, 3}, []byte{0, 1, 0, 1, 0, 1, 0, 1, 0, 1}, uint8(1), false)
	f.Fuzz(func(t *testing.T, cs, sides []byte, form uint8, must bool) {
		n := len(cs)
		if len(sides) < n {
			n = len(sides)
		}
		plays := make([]Play, n)
		names := []string{"A", "B", "deck", ""}
		for i := 0; i < n; i++ {
			plays[i] = Play{Side: names[int(sides[i])%len(names)], Card: Card{Value: cards.RailogCard(cs[i] % 14)}}
		}
		res, err := Resolve(plays, Form(form%4), Options{MustHaveWinner: must})
		if err != nil {
			if !game.IsRefusal(err) {
				t.Fatalf("not a refusal: %v", err)
			}
			return
		}
		if res.Winner == "" && len(res.Captured) != 0 {
			t.Fatalf("a tie captured %v", res.Captured)
		}
		pts := 0
		for _, c := range res.Captured {
			pts += CaptureValue(c.Value)
		}
		if pts != res.Points || (res.Winner != "" && res.Winner != res.Attacker && res.Winner != res.Defender) {
			t.Fatalf("points %d vs %d, winner %q", pts, res.Points, res.Winner)
		}
		if w, d := bruteForce2(plays, res); res.Complete && (w != res.Winner || d != res.DecidedBy) {
			t.Fatalf("%v: %q %s vs brute force %q %s", plays, res.Winner, res.DecidedBy, w, d)
		}
	})
}

// bruteForce2 runs bruteForce on the counted plays of a resolved hand,
// with the real side names mapped to A and B and the full YAM-3 score.
func bruteForce2(plays []Play, res Result) (string, Decision) {
	counted := len(plays)
	if res.Complete {
		counted = 2*res.Form.PerSide() + res.Extra*res.Form.Round()
	}
	var mapped []Play
	for _, p := range plays[:counted] {
		side := "A"
		if p.Side == res.Defender {
			side = "B"
		}
		mapped = append(mapped, Play{Side: side, Card: p.Card})
	}
	w, d := bruteForce(mapped)
	if d != ByArlas {
		var ca, cb []cards.RailogCard
		for _, p := range mapped {
			if p.Side == "A" {
				ca = append(ca, p.Card.Value)
			} else {
				cb = append(cb, p.Card.Value)
			}
		}
		sa, sb := Count("A", ca).Score, Count("B", cb).Score
		switch {
		case sa > sb:
			w, d = "A", ByScore
		case sb > sa:
			w, d = "B", ByScore
		default:
			w, d = "", ByTie
		}
	}
	switch w {
	case "A":
		return res.Attacker, d
	case "B":
		return res.Defender, d
	}
	return "", d
}

func BenchmarkResolve(b *testing.B) {
	plays := hand("A:arlas B:deiskatun A:8 B:alak A:arl B:8 A:alak B:arlas")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Resolve(plays, Duel, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLive(b *testing.B) {
	plays := hand("A:arlas B:deiskatun A:8 B:alak A:arl B:8 A:alak B:arlas")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Live("A", "B", plays)
	}
}
