package wire

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"arbiter/scoring/event"
)

// A join code is read as people type it: case, dashes and spaces do not
// matter, O reads as 0 and I, L as 1; anything else is refused with the
// reason.
func TestJoinCodeReadAsTyped(t *testing.T) {
	for in, want := range map[string]string{
		"k4f9q-2mxr7":   "K4F9Q2MXR7",
		" K4F9Q 2MXR7 ": "K4F9Q2MXR7",
		"oIl00-11111":   "0110011111",
	} {
		got, err := NormalizeCode(in)
		if err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "HELLO", "K4F9Q-2MXR", "K4F9Q-2MXR77", "K4F9Q-2MXRU"} {
		if _, err := NormalizeCode(in); !errors.Is(err, ErrBadCode) {
			t.Errorf("%q: %v, want ErrBadCode", in, err)
		}
	}
	for range 50 {
		c := NewJoinCode()
		n, err := NormalizeCode(c)
		if err != nil || FormatCode(n) != c {
			t.Fatalf("a fresh code %q reads back as %q (%v)", c, FormatCode(n), err)
		}
	}
}

// The keys follow from the code and the table number alone (a device
// that knows both is that table, on any device), and differ between
// tables, events and the director.
func TestKeysFollowFromTheCode(t *testing.T) {
	pub := func(code string, table int) string {
		kp, err := TableKey(code, table)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := kp.PublicKey()
		return p
	}
	a, b := "K4F9Q2MXR7", "K4F9Q2MXR8"
	if pub(a, 1) != pub(a, 1) {
		t.Fatal("the same code and table give two keys")
	}
	seen := map[string]bool{}
	for _, k := range []string{pub(a, 1), pub(a, 2), pub(b, 1)} {
		if seen[k] {
			t.Fatalf("two tables share key %s", k)
		}
		seen[k] = true
	}
	dk, err := DirectorKey("secret")
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := dk.PublicKey(); seen[p] || !strings.HasPrefix(p, "U") {
		t.Fatalf("the director's key %s", p)
	}
	if Namespace(a) == Namespace(b) || NamesOf(a).ResultsOf(3) != "arb."+Namespace(a)+".res.3" {
		t.Fatalf("namespaces: %s %s", Namespace(a), NamesOf(a).ResultsOf(3))
	}
	n := NamesOf(a)
	for subject, want := range map[string]int{n.ResultsOf(12): 12, n.ResultsOf(0): 0, "arb.x.res.1": 0, n.ResultsOf(1) + "x": 0} {
		got, ok := n.TableOfSubject(subject)
		if got != want || ok != (want > 0) {
			t.Errorf("%s: table %d %v, want %d", subject, got, ok, want)
		}
	}
	if got, ok := n.TableOfAsk(n.Ask(7)); !ok || got != 7 {
		t.Errorf("ask: %d %v", got, ok)
	}
}

// An entry reads back as it was written; an entry with a field the
// format does not have, another format's version, data after it or more
// than MaxEntryBytes is refused with the reason.
func TestEntryOnTheWire(t *testing.T) {
	en := event.Entry{ID: NewUUID(), Round: 2, Table: 3, Role: event.North, Content: event.Content{Passed: true}, At: time.Unix(1700000000, 0).UTC()}
	b, err := EncodeEntry(en)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeEntry(b)
	if err != nil || back.ID != en.ID || back.Round != 2 || back.Table != 3 || !back.Content.Passed || !back.At.Equal(en.At) {
		t.Fatalf("%s reads back as %+v (%v)", b, back, err)
	}
	for in, want := range map[string]string{
		strings.Replace(string(b), `"v":1`, `"v":2`, 1):              "entry format 2",
		strings.Replace(string(b), `"v":1`, `"v":1,"extra":true`, 1): `unknown field "extra"`,
		string(b) + "{}": "data after the JSON object",
		`{"v":1,"id":"` + strings.Repeat("x", MaxEntryBytes) + `"}`: "larger than",
	} {
		if _, err := DecodeEntry([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.60s: %v, want %q", in, err, want)
		}
	}
	if u := NewUUID(); len(u) != 36 || u[14] != '4' || u == NewUUID() {
		t.Errorf("uuid %s", u)
	}
}

// A partial feed is read onto the feed it follows: the results it carries
// replace theirs, the others stay, a new round's comes in its place; one
// that does not follow is refused with ErrFeedGap, a late copy changes
// nothing, and the feed a screen holds is never edited.
func TestPartialFeedFollowsItsBase(t *testing.T) {
	res := func(round int, status event.Status, pts int) TableResult {
		return TableResult{Session: event.Session{Round: round, Table: 3, NS: "A", EW: "B"}, Status: status, Correction: fmt.Sprint(pts)}
	}
	base := &TableFeed{V: Version, Version: 10, Table: 3, Round: 2, Results: []TableResult{res(1, event.Confirmed, 4), res(2, event.Empty, 0)},
		Points: map[string]int{"A": 1, "B": 2}}
	next := TableFeed{V: Version, Version: 12, Table: 3, Round: 3, Partial: true, Prev: 10,
		Results: []TableResult{res(3, event.Empty, 0), res(2, event.Confirmed, 6)}, Acks: map[string]string{"e-2": ""}}
	got, err := base.Follow(next)
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != 12 || got.Partial || got.Prev != 0 || got.Round != 3 || got.Acks["e-2"] != "" || len(got.Acks) != 1 {
		t.Fatalf("merged feed's header: %+v", got)
	}
	var rounds []int
	for _, r := range got.Results {
		rounds = append(rounds, r.Session.Round)
	}
	if len(rounds) != 3 || rounds[0] != 1 || rounds[1] != 2 || rounds[2] != 3 {
		t.Fatalf("rounds %v, want [1 2 3]", rounds)
	}
	if got.Results[0].Correction != "4" || got.Results[1].Status != event.Confirmed || got.Results[1].Correction != "6" {
		t.Fatalf("results %+v", got.Results)
	}
	// A partial feed without points (null) leaves the table's as they were.
	if got.Points["A"] != 1 || got.Points["B"] != 2 || len(got.Points) != 2 {
		t.Fatalf("points %v, want the base's", got.Points)
	}
	// Points that changed come whole, an empty map included.
	moved := TableFeed{V: Version, Version: 14, Partial: true, Prev: 12, Points: map[string]int{}}
	if f, err := got.Follow(moved); err != nil || f.Points == nil || len(f.Points) != 0 {
		t.Fatalf("points emptied: %v %v", f.Points, err)
	}
	// On the wire: unchanged points are null, emptied ones {}.
	for _, c := range []struct {
		points map[string]int
		null   bool
	}{{nil, true}, {map[string]int{}, false}} {
		b, _ := json.Marshal(TableFeed{Points: c.points})
		var back TableFeed
		if err := json.Unmarshal(b, &back); err != nil || (back.Points == nil) != c.null {
			t.Fatalf("%s read back: points %v (nil %v), want nil %v", b, back.Points, back.Points == nil, c.null)
		}
	}
	if base.Version != 10 || base.Results[1].Status != event.Empty || len(base.Results) != 2 {
		t.Fatalf("the base feed was edited: %+v", base)
	}

	// Feed 11 was missed: 13 follows 11, not 10.
	gap := TableFeed{V: Version, Version: 13, Partial: true, Prev: 11}
	if f, err := base.Follow(gap); !errors.Is(err, ErrFeedGap) || f != base {
		t.Fatalf("a gap: %v %v, want ErrFeedGap and the base", f, err)
	}
	var none *TableFeed
	if _, err := none.Follow(gap); !errors.Is(err, ErrFeedGap) {
		t.Fatalf("a partial feed without a base: %v, want ErrFeedGap", err)
	}
	// A late copy (older, or the same partial read again) changes nothing.
	if f, err := got.Follow(next); err != nil || f != got {
		t.Fatalf("the same partial feed again: %v %v", f, err)
	}
	if f, err := got.Follow(*base); err != nil || f != got {
		t.Fatalf("an older whole feed: %v %v", f, err)
	}
	// A whole feed replaces everything.
	whole := TableFeed{V: Version, Version: 20, Results: []TableResult{res(1, event.Disputed, 0)}}
	if f, err := got.Follow(whole); err != nil || f.Version != 20 || len(f.Results) != 1 {
		t.Fatalf("a whole feed: %+v %v", f, err)
	}
}
