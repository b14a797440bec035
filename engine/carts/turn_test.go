package carts

import (
	"errors"
	"testing"

	"arbiter/engine/cards"
)

func newGame(t *testing.T, players int, top string, r Rules) *TurnState {
	t.Helper()
	g, err := NewTurnState(players, card(top), r)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustPlay(t *testing.T, g *TurnState, c string) Result {
	t.Helper()
	res, err := g.Play(card(c))
	if err != nil {
		t.Fatalf("play %s: %v", c, err)
	}
	return res
}

func hasWarning(g *TurnState, k WarningKind, p int) bool {
	for _, w := range g.Warnings() {
		if w.Kind == k && w.Player == p {
			return true
		}
	}
	return false
}

func TestTurnStateChain(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	mustPlay(t, g, "Wa8") // P0: follow-up, P1 owes 2
	if g.Turn() != 1 || g.Owed() != 2 || g.MustDraw() != 2 {
		t.Fatalf("turn %d owed %d", g.Turn(), g.Owed())
	}
	if _, err := g.Play(card("Wa3")); !errors.Is(err, ErrMustAnswer) {
		t.Fatalf("Wa3 while owing: %v", err)
	}
	if err := g.Draw(1); !errors.Is(err, ErrWrongDraw) {
		t.Fatalf("draw 1 while owing 2: %v", err)
	}
	if err := g.Exchange(); !errors.Is(err, ErrNoExchange) {
		t.Fatalf("exchange while owing: %v", err)
	}
	mustPlay(t, g, "Ea9") // P1 answers, P2 owes 4
	if g.Turn() != 2 || g.Owed() != 4 {
		t.Fatalf("turn %d owed %d", g.Turn(), g.Owed())
	}
	if err := g.Draw(4); err != nil {
		t.Fatal(err)
	}
	if g.Hand(2) != 12 || g.Turn() != 0 || g.Owed() != 0 {
		t.Fatalf("hand %d turn %d owed %d", g.Hand(2), g.Turn(), g.Owed())
	}
}

func TestTurnStateSkip(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	mustPlay(t, g, "Fi8") // same element: P1 skips
	if !g.MustSkip() || g.Turn() != 1 {
		t.Fatal("P1 should have to skip")
	}
	if err := g.Draw(1); !errors.Is(err, ErrMustSkip) {
		t.Fatalf("draw while skipping: %v", err)
	}
	if err := g.Skip(); err != nil {
		t.Fatal(err)
	}
	if g.Turn() != 2 || g.MustSkip() {
		t.Fatal("P2 plays normally")
	}
	if err := g.Skip(); !errors.Is(err, ErrNothingToSkip) {
		t.Fatalf("skip without reason: %v", err)
	}
	// Two players: a skip gives the player another turn.
	h := newGame(t, 2, "Fi7", Rules{})
	mustPlay(t, h, "Fi6")
	_ = h.Skip()
	if h.Turn() != 0 {
		t.Fatal("P0 again")
	}
}

func TestTurnStateRule16(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{Rule16: true})
	res := mustPlay(t, g, "Fi9")
	if !res.ExtraTurn || g.Turn() != 0 || !g.ExtraTurn() || !hasWarning(g, WarnExtraTurn, 0) {
		t.Fatalf("extra turn: %+v turn %d", res, g.Turn())
	}
	mustPlay(t, g, "Wa9")
	if g.Turn() != 1 || g.ExtraTurn() {
		t.Fatal("turn passes after the extra turn")
	}
}

func TestTurnStateExchange(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	for round := 0; round < MaxExchanges; round++ {
		if err := g.Exchange(); err != nil { // P0
			t.Fatalf("exchange %d: %v", round+1, err)
		}
		if g.Turn() != 1 {
			t.Fatalf("turn %d", g.Turn())
		}
		_ = g.Draw(1) // P1
		_ = g.Draw(1) // P2; P0 skips, back to P1
		if g.Turn() != 1 || !hasWarning(g, WarnSkipped, 0) {
			t.Fatalf("P0 should skip after exchanging: turn %d %v", g.Turn(), g.Warnings())
		}
		_ = g.Draw(1) // P1
		_ = g.Draw(1) // P2
	}
	if err := g.Exchange(); !errors.Is(err, ErrNoExchange) || g.ExchangesLeft(0) != 0 {
		t.Fatalf("fourth exchange: %v", err)
	}
}

func TestTurnStateExchangeSmallHand(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{})
	g.hands[0] = 3
	if err := g.Exchange(); !errors.Is(err, ErrNoExchange) {
		t.Fatalf("exchange with 3 cards: %v", err)
	}
	g.hands[0] = 4
	if err := g.Exchange(); err != nil {
		t.Fatalf("exchange with 4 cards: %v", err)
	}
}

func TestTurnStateLastCardPenalty(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.hands[0] = 2
	mustPlay(t, g, "Fi2") // P0 down to 1
	if !hasWarning(g, WarnLastCard, 0) {
		t.Fatal("P0 must announce")
	}
	_ = g.Draw(1) // P1's turn ends: P0 did not announce
	if g.Hand(0) != 1+PenaltyCards || !hasWarning(g, WarnPenalty, 0) {
		t.Fatalf("P0 holds %d, warnings %v", g.Hand(0), g.Warnings())
	}

	// Announced in time: no penalty; with someone above 10 the penalty is 7.
	h := newGame(t, 3, "Fi7", Rules{})
	h.hands[0] = 2
	mustPlay(t, h, "Fi2")
	if err := h.Announce(0); err != nil {
		t.Fatal(err)
	}
	_ = h.Draw(1)
	if h.Hand(0) != 1 {
		t.Fatalf("announced: P0 holds %d", h.Hand(0))
	}
	k := newGame(t, 3, "Fi7", Rules{})
	k.hands[0], k.hands[2] = 2, 11
	mustPlay(t, k, "Fi2")
	_ = k.Draw(1)
	if k.Hand(0) != 1+PenaltyCardsBig {
		t.Fatalf("with 11 cards around: P0 holds %d", k.Hand(0))
	}
}

func TestTurnStateLastCardNoSkip(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.hands[2] = 1
	res := mustPlay(t, g, "Fi8") // same element, but P2 holds one card
	if res.Next != NextDraw || g.MustSkip() || g.Owed() != 2 {
		t.Fatalf("next %s skip %v owed %d", res.Next, g.MustSkip(), g.Owed())
	}
}

func TestTurnStateLastCardOwesOneMore(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{})
	g.hands[1] = 1
	mustPlay(t, g, "Wa8")
	if g.Owed() != 3 {
		t.Fatalf("owed %d, want 3", g.Owed())
	}
	// A chain of 10 for P1, who holds one card, would be 11: void.
	h := newGame(t, 2, "Fi7", Rules{})
	h.hands[1] = 1
	h.chain = 8
	mustPlay(t, h, "Wa8")
	if h.Owed() != 0 || h.Turn() != 1 {
		t.Fatalf("owed %d turn %d, want a void chain", h.Owed(), h.Turn())
	}
}

func TestTurnStateOverflow(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.hands[0] = 24
	g.chain = 2
	if err := g.Draw(2); err != nil { // 26 at the end of the turn
		t.Fatal(err)
	}
	if !g.Out(0) || !hasWarning(g, WarnOverflow, 0) || g.Finished() {
		t.Fatalf("P0 should be out, game on: %v", g.Warnings())
	}
	_ = g.Draw(1) // P1
	_ = g.Draw(1) // P2
	if g.Turn() != 1 {
		t.Fatalf("P0 is skipped: turn %d", g.Turn())
	}
	g.hands[1] = 25
	_ = g.Draw(1) // P1 overflows: only P2 left
	if w, ok := g.Winner(); !ok || w != 2 || !g.SoleSurvivor() {
		t.Fatalf("P2 should win as the last one left: %d %v", w, ok)
	}
	if _, err := g.Play(card("Fi8")); !errors.Is(err, ErrGameOver) {
		t.Fatalf("play after the end: %v", err)
	}
}

func TestTurnStateWin(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{})
	g.hands[0] = 1
	mustPlay(t, g, "Wa7")
	if w, ok := g.Winner(); !ok || w != 0 || g.SoleSurvivor() {
		t.Fatal("P0 wins by emptying the hand")
	}
}

func TestTurnStateRefusalChangesNothing(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{})
	before := *g
	if _, err := g.Play(card("Ea2")); !errors.Is(err, ErrNoMatch) {
		t.Fatal(err)
	}
	if g.Top() != before.top || g.Turn() != before.turn || g.Hand(0) != StartHand {
		t.Fatal("a refused play changed the state")
	}
	if _, err := NewTurnState(1, card("Fi1"), Rules{}); err == nil {
		t.Fatal("one player accepted")
	}
	if _, err := NewTurnState(2, cards.ElementCard{}, Rules{}); err == nil {
		t.Fatal("invalid top accepted")
	}
}

func BenchmarkTurnState(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		g, _ := NewTurnState(4, card("Fi7"), Rules{})
		_, _ = g.Play(card("Wa8"))
		_, _ = g.Play(card("Ea9"))
		_ = g.Draw(4)
		_, _ = g.Play(card("Ea3"))
	}
}

// The overflow is checked when the turn ends, after an extra turn: a hand
// above 25 during the turn is fine if the turn ends at 25.
func TestTurnStateOverflowAfterExtraTurn(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{Rule16: true})
	g.hands[0] = 27
	mustPlay(t, g, "Fi9") // 26, extra turn: not out yet
	if g.Out(0) || g.Turn() != 0 {
		t.Fatal("overflow checked before the extra turn ended")
	}
	mustPlay(t, g, "Wa9") // 25 at the end of the turn
	if g.Out(0) {
		t.Fatal("25 cards is no overflow")
	}
}

// An owed chain passes over a player who skips after an exchange.
func TestTurnStateChainPassesExchangedPlayer(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.skipNext[1] = true
	mustPlay(t, g, "Wa8")
	if g.Turn() != 2 || g.Owed() != 2 || !hasWarning(g, WarnSkipped, 1) {
		t.Fatalf("turn %d owed %d", g.Turn(), g.Owed())
	}
}
