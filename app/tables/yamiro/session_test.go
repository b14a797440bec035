package yamiro

import (
	"arbiter/scoring/all"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"arbiter/app/host"
	eyam "arbiter/engine/yamiro"
	syam "arbiter/scoring/yamiro"
	"arbiter/session"
)

// yamGame opens a game of a form on a history held in memory, created as
// the new-game form creates it (host.NewGame, the Lobby): the table's
// logic without a window.
func yamGame(t *testing.T, form eyam.Form, names ...string) *yamSession {
	t.Helper()
	h := session.NewMemoryHistory(all.Games)
	ng, err := host.NewGame(yamID, "", names, nil, yamSeating(form))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := h.CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := session.Open[*syam.Game, syam.Round, syam.Result, draft](session.Config{History: h, PollEvery: -1}, rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		<-cs.Done()
	})
	return cs
}

// saveHand puts a hand in the table's entry as a stored hand comes back
// (a correction, an undo), makes the game's round of it as the screen
// does, and previews and commits it.
func saveHand(t *testing.T, cs *yamSession, in string) (session.Row[syam.Round, syam.Result], error) {
	t.Helper()
	def, _ := all.Lookup(yamID)
	raw, err := def.Codec().DecodeRound(json.RawMessage(in))
	if err != nil {
		t.Fatal(err)
	}
	want := raw.(syam.Round)
	e := entryOf(want)
	s := newYamScreen(nil, cs)
	s.cards, s.lead, s.first = e.Cards, e.Lead, e.First
	r := s.round()
	if !reflect.DeepEqual(r.Plays, want.Plays) {
		t.Fatalf("the entry of %s gives the round %+v", in, r)
	}
	p, err := cs.Preview(r)
	if err != nil {
		return session.Row[syam.Round, syam.Result]{}, err
	}
	done := make(chan error, 1)
	var row session.Row[syam.Round, syam.Result]
	cs.Commit(p, func(r session.Row[syam.Round, syam.Result], err error) { row = r; done <- err })
	select {
	case err := <-done:
		return row, err
	case <-time.After(10 * time.Second):
		t.Fatal("the commit never ended")
	}
	return row, nil
}

// A team game through the table's session: each hand's entry (who starts,
// the cards) gives the game's round back with the players round the
// table, is saved once and said in words with the teams' names; a hand
// started by the wrong side is refused by the preview, typed, and said
// with the side that must start.
func TestYamiroSessionTeams(t *testing.T) {
	cs := yamGame(t, eyam.Teams, "Ann", "Cato", "Bram", "Dirk")
	hand := func(first, other string, lead string, cards ...string) string {
		var plays []map[string]string
		round := map[string][]string{"Ann": {"Ann", "Bram", "Cato", "Dirk"}, "Bram": {"Bram", "Cato", "Dirk", "Ann"}}[lead]
		for i, c := range cards {
			side := first
			if i%2 == 1 {
				side = other
			}
			plays = append(plays, map[string]string{"side": side, "card": c, "player": round[i%4]})
		}
		b, _ := json.Marshal(map[string]any{"plays": plays})
		return string(b)
	}
	row, err := saveHand(t, cs, hand(yamA, yamB, "Ann", "1", "2", "3", "4", "5", "6", "7", "8", "1", "2", "3", "4", "5", "6", "7", "8"))
	if err != nil {
		t.Fatal(err)
	}
	if got := handWords(seatsOf(cs.Game().Seats), row.Round, row.Result); got != "Bram & Dirk 40–32, +32" {
		t.Errorf("the hand in words: %q", got)
	}
	// A past version, without its result: the cards as entered.
	if got := handWords(seatsOf(cs.Game().Seats), row.Round, syam.Result{}); got != "Ann: 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8" {
		t.Errorf("the hand as entered: %q", got)
	}
	if next := cs.State().NextFirstPlayer(); next != "Bram" {
		t.Errorf("the next hand is started by %q, want Bram", next)
	}
	// Team A starts again: refused, typed (ErrStarter), said with Bram &
	// Dirk, who must start.
	_, err = saveHand(t, cs, hand(yamA, yamB, "Ann", "1", "2", "3", "4", "5", "6", "7", "8", "1", "2", "3", "4", "5", "6", "7", "8"))
	if !errors.Is(err, syam.ErrStarter) {
		t.Fatalf("Team A starting hand 2: %v", err)
	}
	if got := newYamScreen(nil, cs).refusal(err); got != "Bram & Dirk must start this hand: the sides take turns starting." {
		t.Errorf("the refusal in words: %q", got)
	}
	if cs.Rounds() != 1 {
		t.Errorf("the refused hand was saved: %d hands", cs.Rounds())
	}
}

// The draft keeps the hand, the hand put aside while one in force is
// corrected, and the tab; an empty hand is nothing to keep, and a draft
// kept before sessions reads the same.
func TestYamiroDraft(t *testing.T) {
	if !(draft{entry: entry{Lead: yamA}}).Empty() {
		t.Error("a hand with no card is kept")
	}
	d := draft{entry: entry{Lead: yamB, Cards: []string{"arlas", "5"}}, Aside: &entry{Lead: yamA, Cards: []string{"8"}}}
	b, _ := json.Marshal(d)
	var back draft
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, d) {
		t.Errorf("%s read back as %+v (%v)", b, back, err)
	}
	var old draft
	if err := json.Unmarshal([]byte(`{"lead":"A","cards":["arlas","5","6"]}`), &old); err != nil || old.Lead != yamA || len(old.Cards) != 3 {
		t.Errorf("an older draft: %+v (%v)", old, err)
	}
}
