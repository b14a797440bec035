package swords

import (
	"arbiter/scoring/all"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/app/host"
	"arbiter/engine/cards"
	"arbiter/engine/swords"
	sswords "arbiter/scoring/swords"
	"arbiter/session"
)

// fightSession opens a fight of the given knights (the last one deals)
// on a history held in memory, created as the new-game form creates it
// (host.NewGame, the Lobby): the table's logic without a window.
func fightSession(t *testing.T, names []string, strong string) *swordsSession {
	t.Helper()
	h := session.NewMemoryHistory(all.Games)
	c := cards.MustParse(strong)
	setup, _ := json.Marshal(sswords.Setup{Knights: names, Dealer: len(names) - 1, DealerSet: true, StrongCard: c, StrongSuit: c.Suit})
	s := Table.Seating
	s.Setup = func([]string) (json.RawMessage, error) { return setup, nil }
	ng, err := host.NewGame(swordsID, "", names, nil, s)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := h.CreateGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := session.Open[*sswords.Game, sswords.Round, sswords.Result, draft](session.Config{History: h, PollEvery: -1}, rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		<-cs.Done()
	})
	return cs
}

// play puts an attack in the table's entry (as a stored attack comes
// back for a correction or an undo), makes the game's round of it as the
// screen does, previews and commits it, and waits for the write.
func play(t *testing.T, cs *swordsSession, in string) (session.Row[sswords.Round, sswords.Result], error) {
	t.Helper()
	def, _ := all.Lookup(swordsID)
	raw, err := def.Codec().DecodeRound(json.RawMessage(in))
	if err != nil {
		t.Fatal(err)
	}
	want := raw.(sswords.Round)
	base, _ := cs.Base()
	att, _ := base.NextAttacker()
	scr := &screen{cs: cs, d: entryOf(want)}
	r := scr.round(base, att)
	if !reflect.DeepEqual(r.Plays, want.Plays) || len(r.Choices) != len(want.Choices) {
		t.Fatalf("the entry of %s gives the round %+v", in, r)
	}
	p, err := cs.Preview(r)
	if err != nil {
		return session.Row[sswords.Round, sswords.Result]{}, err
	}
	done := make(chan error, 1)
	var row session.Row[sswords.Round, sswords.Result]
	cs.Commit(p, func(r session.Row[sswords.Round, sswords.Result], err error) { row = r; done <- err })
	select {
	case err := <-done:
		return row, err
	case <-time.After(10 * time.Second):
		t.Fatal("the commit never ended")
	}
	return row, nil
}

// A fight through the table's session: each attack's entry gives the
// game's round back, is saved once and said in words with the knights'
// names; the knights' fates say who fell at which attack; the attack that
// leaves a hand card nowhere is refused by the preview, typed, with
// whose hand.
func TestSwordsSessionFight(t *testing.T) {
	cs := fightSession(t, []string{"Ann", "Bob", "Cleo"}, "AS")
	for i, in := range bobFalls {
		row, err := play(t, cs, in)
		if err != nil {
			t.Fatalf("attack %d: %v", i+1, err)
		}
		if row.Number != i+1 {
			t.Fatalf("attack %d saved as %d", i+1, row.Number)
		}
	}
	row, err := play(t, cs, `{"plays":[{"seat":0,"card":"8D"},{"seat":1,"card":"7C"},{"seat":2,"card":"8C"}],"choices":[{"seat":1,"choice":"hand","card":"7S"}]}`)
	if err != nil {
		t.Fatal(err)
	}
	if got := seatWords(cs.Game().Seats, row.Round, row.Result); got != "Ann ⚔ 8♢ · Bob takes damage · Cleo parries · Bob lays 7♤ as armor · Bob dies." {
		t.Errorf("the attack in words: %q", got)
	}
	if got := seatWords(cs.Game().Seats, row.Round, sswords.Result{}); got != "Ann ⚔ 8♢ · Bob 7♧ · Cleo 8♧ · Bob lays 7♤ as armor" {
		t.Errorf("the attack as entered: %q", got)
	}
	fs := fates(cs.State())
	if len(fs) != 3 || fs[1].Side != "Bob" || fs[1].Short != "fell at attack 11" || fs[1].Long != "fell at attack 11 · 6 armor cards" {
		t.Errorf("fates %+v", fs)
	}
	if fs[0].Short != "" || fs[0].Long != "6 cards in hand · no armor" {
		t.Errorf("Ann's fate %+v", fs[0])
	}

	// Bob never draws (random cards): after 26 attacks his hand is the
	// six cards never shown; a seventh shown leaves one nowhere.
	cs2 := fightSession(t, []string{"Ann", "Bob"}, "KC")
	for i, in := range nowhereAttacks {
		if _, err := play(t, cs2, in); err != nil {
			t.Fatalf("attack %d: %v", i+1, err)
		}
	}
	_, err = play(t, cs2, `{"plays":[{"seat":0,"card":"10C"},{"seat":1,"card":"10S","random":true}]}`)
	var h *swords.HandsNowhere
	if !errors.As(err, &h) || !errors.Is(err, swords.ErrCardOut) || h.Hands != 6 || h.Cards != 5 || len(h.Seats) != 1 || h.Seats[0] != 1 {
		t.Fatalf("the attack that leaves Bob's hand nowhere: %v", err)
	}
	if cs2.Rounds() != len(nowhereAttacks) {
		t.Errorf("the refused attack was saved: %d attacks", cs2.Rounds())
	}
	scr := &screen{cs: cs2}
	if got := scr.refusal(err, "", ""); !strings.Contains(got, "Bob would hold 6 hand cards, but only 5 cards") || !strings.Contains(got, "GEN-1") {
		t.Errorf("the refusal in words: %q", got)
	}
}

// The draft keeps the entry and the new attack put aside while one in
// force is corrected; an empty entry is nothing to keep.
func TestSwordsDraft(t *testing.T) {
	if !(draft{entry: newEntry()}).Empty() {
		t.Error("an empty entry is kept")
	}
	d := draft{entry: entryOf(sswords.Round{Plays: []swords.Play{{Seat: 0, Card: cards.MustParse("5H")}}})}
	aside := newEntry()
	aside.Cards[1] = "9H"
	d.Aside = &aside
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back draft
	if err := json.Unmarshal(b, &back); err != nil || back.Cards[0] != "5H" || back.Aside == nil || back.Aside.Cards[1] != "9H" || back.Empty() {
		t.Errorf("%s read back as %+v (%v)", b, back, err)
	}
	// A draft kept before sessions (the entry alone) reads the same.
	var old draft
	if err := json.Unmarshal([]byte(`{"cards":{"1":"10D","2":"QH","0":"3S"}}`), &old); err != nil || old.Cards[2] != "QH" {
		t.Errorf("an older draft: %+v (%v)", old, err)
	}
}
