package draque

import (
	"arbiter/scoring/all"
	"errors"
	"reflect"
	"testing"
	"time"

	"arbiter/app/i18n"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	sdraque "arbiter/scoring/draque"
	"arbiter/session"
)

// The table's logic through its session, without a window: what the
// screen previews, records, corrects, takes back and keeps as its draft,
// on a history in memory.

type claimRow = session.Row[sdraque.Claim, sdraque.Verdict]

// newSession opens a session on a new game of Ann and Bram.
func newSession(t *testing.T, h *session.MemoryHistory) (*draqueSession, string) {
	t.Helper()
	d, err := all.Lookup(draqueID)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Bram"}
	seats, err := Table.Seating.Names(names)
	if err != nil {
		t.Fatal(err)
	}
	id, err := h.Create(d, "", sdraque.Setup{Players: names}, d.Options().Defaults(), seats)
	if err != nil {
		t.Fatal(err)
	}
	return openSession(t, h, id), id
}

func openSession(t *testing.T, h *session.MemoryHistory, id string) *draqueSession {
	t.Helper()
	ds, err := session.Open[*sdraque.Game, sdraque.Claim, sdraque.Verdict, draft](session.Config{History: h, PollEvery: -1}, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ds.Close()
		<-ds.Done()
	})
	return ds
}

// record previews a claim and commits it, as Record does, and waits for
// the write.
func record(t *testing.T, ds *draqueSession, c sdraque.Claim) (claimRow, error) {
	t.Helper()
	p, err := ds.Preview(c)
	if err != nil {
		return claimRow{}, err
	}
	type out struct {
		row claimRow
		err error
	}
	ch := make(chan out, 1)
	ds.Commit(p, func(row claimRow, err error) { ch <- out{row, err} })
	select {
	case o := <-ch:
		return o.row, o.err
	case <-time.After(10 * time.Second):
		t.Fatal("the write never ended")
	}
	panic("unreachable")
}

func hand(codes ...string) []cards.ElementCard {
	out := make([]cards.ElementCard, len(codes))
	for i, c := range codes {
		out[i] = cards.MustParseElementCard(c)
	}
	return out
}

// A claim fails and the game goes on; a claim that brings a card out of
// game back is refused as it is previewed, in words; a valid claim ends
// the game, after which the form says so; a correction that would make
// the first claim win while the second stands is refused whole; an undo
// takes the winning claim back. Each claim is said in words from its
// typed values.
func TestDraqueClaimsThroughTheSession(t *testing.T) {
	i18n.SetLanguage("en")
	h := session.NewMemoryHistory(all.Games)
	ds, _ := newSession(t, h)
	f := &claimForm{s: &screen{ds: ds}}

	fails := sdraque.Claim{Claimant: "Ann", Hand: hand("Fi3", "Fi4", "Wa5", "Wa9"), Discard: cards.MustParseElementCard("Wa9"), OutOfGame: hand("Fi1")}
	row, err := record(t, ds, fails)
	if err != nil || row.Number != 1 || row.Result.Valid || ds.State().Finished() {
		t.Fatalf("a failed claim: %+v, %v", row, err)
	}
	if got, want := words(row.Round, row.Result), "Ann's claim fails: Fire 3, Fire 4, Water 5, discarding Water 9"; got != want {
		t.Errorf("words: %q, want %q", got, want)
	}

	// Fire 1 was out of game at claim 1: it stays out.
	back := sdraque.Claim{Claimant: "Bram", Hand: hand("Wi4", "Wi5", "Wi6", "Ea2"), Discard: cards.MustParseElementCard("Ea2")}
	_, err = ds.Preview(back)
	if !errors.Is(err, sdraque.ErrBackInGame) || game.FieldOf(err) != "out_of_game" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("Fire 1 back in game: %v", err)
	}
	if got := f.claimRefusal(err); got != "A card out of game at the last claim is missing from Out of game: a card put out stays out." {
		t.Errorf("the refusal says %q", got)
	}
	if ds.Rounds() != 1 {
		t.Fatal("a refused claim was recorded")
	}

	valid := back
	valid.OutOfGame = hand("Fi1")
	row, err = record(t, ds, valid)
	if err != nil || !row.Result.Valid || !ds.Standing().Finished || !reflect.DeepEqual(ds.Standing().Winners, []string{"Bram"}) {
		t.Fatalf("the winning claim: %+v, %v", row, err)
	}
	if got, want := words(row.Round, row.Result), "Bram wins with Wind 4 to 6, discarding Earth 2"; got != want {
		t.Errorf("words: %q, want %q", got, want)
	}
	if _, err := ds.Preview(fails); !errors.Is(err, session.ErrNotActive) || f.claimRefusal(err) != "The game is over." {
		t.Fatalf("a claim after the win: %v", err)
	}
	if !f.over() || len(f.lastSteps()) == 0 {
		t.Fatalf("the form after the win: over %v, steps %v", f.over(), f.lastSteps())
	}

	// Claim 1 corrected into a win while claim 2 stands: refused, and
	// nothing changes.
	first := ds.Row(0)
	if err := ds.Correct(first.ID); err != nil {
		t.Fatal(err)
	}
	ds.Settle()
	if _, ok := ds.Base(); !ok {
		t.Fatal("the state before claim 1 was not read")
	}
	win := fails
	win.Hand, win.Discard = hand("Fi3", "Fi4", "Fi5", "Wa9"), cards.MustParseElementCard("Wa9")
	if _, err := record(t, ds, win); !errors.Is(err, sdraque.ErrGameOver) {
		t.Fatalf("claim 1 corrected to win before claim 2: %v", err)
	}
	if ds.Rounds() != 2 || ds.Row(0).Version != 1 || !reflect.DeepEqual(ds.Standing().Winners, []string{"Bram"}) {
		t.Fatalf("a refused correction changed the game: %+v", ds.Rows())
	}
	ds.StopCorrecting()

	// Undo: the winning claim is taken back, the game goes on.
	done := make(chan error, 1)
	ds.Undo(func(_ claimRow, err error) { done <- err })
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	taken, ok := ds.TakenBack()
	if !ok || taken.Round.Claimant != "Bram" || ds.State().Finished() || f.number() != 2 {
		t.Fatalf("after the undo: %+v, finished %v, claim in the form %d", taken, ds.State().Finished(), f.number())
	}
	if got := f.kept(); !reflect.DeepEqual(got, hand("Fi1")) {
		t.Errorf("the cards out of game at claim 1: %v", got)
	}
}

// The words of a claim in Dutch.
func TestDraqueClaimWordsInDutch(t *testing.T) {
	i18n.SetLanguage("nl")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	c := sdraque.Claim{Claimant: "Bram", Hand: hand("Wi4", "Wi5", "Wi6", "Ea2"), Discard: cards.MustParseElementCard("Ea2")}
	v := sdraque.Verdict{Valid: true, Series: hand("Wi4", "Wi5", "Wi6")}
	if got, want := words(c, v), "Bram wint met Wind 4 tot 6 en legt Aarde 2 af"; got != want {
		t.Errorf("valid: %q, want %q", got, want)
	}
	if got, want := words(c, sdraque.Verdict{}), "Claim van Bram klopt niet: Wind 4 tot 6, Aarde 2 afgelegd"; got != want {
		t.Errorf("failed: %q, want %q", got, want)
	}
}

// The draft is the session's: kept across a restart (the claim being
// entered, the cards out of game, the zone, the tab), and an empty entry
// is no draft at all.
func TestDraqueDraftThroughTheSession(t *testing.T) {
	h := session.NewMemoryHistory(all.Games)
	ds, id := newSession(t, h)
	d := draft{Claimant: "Ann", Out: []string{"Fi1", "Wa15"}, Series: []string{"Ea3", "Ea4"}, Discard: "Wi9", Zone: "discard", Tab: 1}
	ds.SetDraft(d)
	ds.Flush()
	ds.Settle()
	again := openSession(t, h, id)
	if got := again.Draft(); !reflect.DeepEqual(got, d) {
		t.Fatalf("the draft read back: %+v, want %+v", got, d)
	}
	again.SetDraft(draft{Out: []string{}, Series: []string{}})
	again.Flush()
	again.Settle()
	if raw, _ := h.Draft(session.DraftKey(id)); raw != nil {
		t.Fatalf("an empty entry is kept: %s", raw)
	}
}
