package carts

import (
	"errors"
	"testing"

	"arbiter/engine/cards"
	"arbiter/engine/game"
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
	h.chain, h.owed = 8, 8
	mustPlay(t, h, "Wa8")
	if h.Owed() != 0 || h.Turn() != 1 {
		t.Fatalf("owed %d turn %d, want a void chain", h.Owed(), h.Turn())
	}
}

func TestTurnStateOverflow(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.hands[0] = 24
	g.chain, g.owed = 2, 2
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

// CARTS-1: a same-element follow-up counts in the chain; a follow-up that
// answers its skip makes the next player owe the next amount, a
// same-element answer makes them skip again, and taking the skip ends the
// chain.
func TestTurnStateSkipCarriesTheChain(t *testing.T) {
	g := newGame(t, 4, "Fi7", Rules{})
	mustPlay(t, g, "Fi8") // P0, same element: P1 skips, chain 2
	if !g.MustSkip() || g.Chain() != 2 || g.Owed() != 0 {
		t.Fatalf("skip %v chain %d owed %d", g.MustSkip(), g.Chain(), g.Owed())
	}
	mustPlay(t, g, "Fi9") // P1 answers in the element: P2 skips, chain 4
	if g.Turn() != 2 || !g.MustSkip() || g.Chain() != 4 || g.Owed() != 0 {
		t.Fatalf("turn %d skip %v chain %d owed %d", g.Turn(), g.MustSkip(), g.Chain(), g.Owed())
	}
	res := mustPlay(t, g, "Wa10") // P2 answers in another element: P3 owes 6
	if res.Next != NextDraw || g.Turn() != 3 || g.Owed() != 6 || g.MustSkip() {
		t.Fatalf("next %s turn %d owed %d", res.Next, g.Turn(), g.Owed())
	}
	mustPlay(t, g, "Ea11") // P3 answers: P0 owes 8
	if g.Owed() != 8 || g.Turn() != 0 {
		t.Fatalf("owed %d turn %d", g.Owed(), g.Turn())
	}
	mustPlay(t, g, "Ea12") // P0 in the element: P1 skips, chain 10
	if !g.MustSkip() || g.Chain() != 10 {
		t.Fatalf("skip %v chain %d", g.MustSkip(), g.Chain())
	}
	res = mustPlay(t, g, "Wa13") // P1 answers: 12 > 10, the chain breaks
	if !res.ChainBroken || g.Owed() != 0 || g.MustSkip() || g.Chain() != 0 || g.Turn() != 2 {
		t.Fatalf("broken %v owed %d skip %v chain %d turn %d", res.ChainBroken, g.Owed(), g.MustSkip(), g.Chain(), g.Turn())
	}

	// Taking the skip ends the chain: the player after plays normally.
	h := newGame(t, 3, "Fi7", Rules{})
	mustPlay(t, h, "Fi8")
	if err := h.Skip(); err != nil {
		t.Fatal(err)
	}
	if h.Turn() != 2 || h.Chain() != 0 || h.Owed() != 0 || h.MustSkip() || !hasWarning(h, WarnSkipped, 1) {
		t.Fatalf("turn %d chain %d owed %d", h.Turn(), h.Chain(), h.Owed())
	}
	res = mustPlay(t, h, "Wa9") // a fresh chain: 2
	if res.Owed != 2 || h.Owed() != 2 {
		t.Fatalf("fresh chain owed %d", h.Owed())
	}
}

// CARTS-1: a player told to skip may only answer with a follow-up or skip,
// and one who owes only answers or draws; the refusals name the rule.
func TestTurnStateRefusalsCarryTheirReason(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	mustPlay(t, g, "Fi8")
	_, err := g.Play(card("Fi2"))
	var e *game.Error
	if !errors.As(err, &e) || !errors.Is(err, ErrMustSkip) || !errors.Is(err, game.ErrIllegal) || e.Field != "card" || e.Rule != RulingChain {
		t.Fatalf("plain card on a skip: %#v", err)
	}
	if err := g.Exchange(); !errors.Is(err, ErrNoExchange) || game.RuleOf(err) != RulingChain {
		t.Fatalf("exchange on a skip: %v", err)
	}
	mustPlay(t, g, "Wa9") // P2 owes 4
	if _, err := g.Play(card("Wa2")); !errors.Is(err, ErrMustAnswer) || game.RuleOf(err) != RulingChain || game.FieldOf(err) != "card" {
		t.Fatalf("plain card while owing: %v", err)
	}
	if err := g.Draw(2); !errors.Is(err, ErrWrongDraw) || game.FieldOf(err) != "n" {
		t.Fatalf("drawing 2 of 4: %v", err)
	}
	if _, err := g.Play(card("Ea1")); !errors.Is(err, ErrNoMatch) || game.RuleOf(err) == "" {
		t.Fatalf("no match: %v", err)
	}
	if err := g.Announce(7); !errors.Is(err, ErrNoPlayer) || game.FieldOf(err) != "player" {
		t.Fatalf("announce by nobody: %v", err)
	}
	if _, err := NewTurnState(1, card("Fi1"), Rules{}); !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "players" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("one player: %v", err)
	}
}

// CARTS-3: while a player holds one card nobody skips and the rule of 16
// is off; a one-card player owes one more, and 11 or more voids the debt.
func TestTurnStateLastCardRules(t *testing.T) {
	// A player going down to one card with a same-element follow-up: the
	// next player owes instead of skipping.
	g := newGame(t, 3, "Fi7", Rules{Rule16: true})
	g.hands[0] = 2
	res := mustPlay(t, g, "Fi8")
	if res.Next != NextDraw || g.MustSkip() || g.Owed() != 2 {
		t.Fatalf("next %s skip %v owed %d", res.Next, g.MustSkip(), g.Owed())
	}
	// Rule of 16 is off while anyone holds one card.
	h := newGame(t, 3, "Fi7", Rules{Rule16: true})
	h.hands[2] = 1
	res = mustPlay(t, h, "Fi9")
	if res.ExtraTurn || h.Turn() != 1 || h.ExtraTurn() {
		t.Fatalf("extra turn with a last card: %+v", res)
	}
	// A one-card player owes the chain plus one, draws exactly that.
	k := newGame(t, 2, "Fi7", Rules{})
	k.hands[1] = 1
	mustPlay(t, k, "Wa8")
	if k.Owed() != 3 || k.Chain() != 2 || k.MustDraw() != 3 || !hasWarning(k, WarnLastCard, 1) {
		t.Fatalf("owed %d chain %d", k.Owed(), k.Chain())
	}
	if err := k.Draw(2); !errors.Is(err, ErrWrongDraw) {
		t.Fatalf("drawing 2 of 3: %v", err)
	}
	if err := k.Draw(3); err != nil || k.Hand(1) != 4 {
		t.Fatalf("draw 3: %v, hand %d", err, k.Hand(1))
	}
	// A same-element follow-up on 8 owed with a one-card player next: no skip,
	// 10 + 1 = 11 voids the debt and the chain ends.
	m := newGame(t, 2, "Fi7", Rules{})
	m.hands[1] = 1
	m.chain, m.owed = 8, 8
	res = mustPlay(t, m, "Fi8")
	if res.Next != NextNormal || !res.ChainBroken || m.Owed() != 0 || m.Chain() != 0 || m.MustSkip() || !hasWarning(m, WarnChainVoid, 1) {
		t.Fatalf("next %s owed %d chain %d skip %v", res.Next, m.Owed(), m.Chain(), m.MustSkip())
	}
	// The one-card player answers with their last card and wins.
	w := newGame(t, 2, "Fi7", Rules{})
	w.hands[1] = 1
	mustPlay(t, w, "Wa8")
	res = mustPlay(t, w, "Ea9")
	if p, ok := w.Winner(); !ok || p != 1 || !res.Wins || res.Next != NextNormal || res.Owed != 0 {
		t.Fatalf("winner %d %v, result %+v", p, ok, res)
	}
}

// The play's answer is about the player who actually takes the next turn:
// past one who sits out after an exchange, to a player on one card.
func TestTurnStateNextTakerOnOneCard(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	g.skipNext[1] = true
	g.hands[2] = 1
	res := mustPlay(t, g, "Wa8")
	if res.Owed != 3 || g.Turn() != 2 || g.Owed() != 3 {
		t.Fatalf("result owed %d, turn %d owes %d", res.Owed, g.Turn(), g.Owed())
	}
}

// TestTurnStateQuestions: the table answers what the app asks before an
// action (Try, CanDraw, CanSkip, CanExchange, MustAnnounce) with the same
// reasons the action itself gives, and asking changes nothing.
func TestTurnStateQuestions(t *testing.T) {
	g := newGame(t, 3, "Fi7", Rules{})
	before := g.Hands()
	res, warns, err := g.Try(card("Wa8"))
	if err != nil || !res.Legal || res.Next != NextDraw || res.Owed != 2 || len(warns) != 0 {
		t.Fatalf("try Wa8: %+v %v %v", res, warns, err)
	}
	if g.Turn() != 0 || g.Top() != card("Fi7") || !same(before, g.Hands()) {
		t.Fatal("Try changed the table")
	}
	if _, _, err := g.Try(card("Wa3")); !errors.Is(err, ErrNoMatch) || game.FieldOf(err) != "card" {
		t.Fatalf("try Wa3 on Fi7: %v", err)
	}
	if err := g.CanSkip(); !errors.Is(err, ErrNothingToSkip) {
		t.Fatalf("skip on a free turn: %v", err)
	}
	if err := g.CanDraw(); err != nil {
		t.Fatal(err)
	}
	if err := g.CanExchange(); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "Fi8") // same element: P1 skips
	if err := g.CanDraw(); !errors.Is(err, ErrMustSkip) || game.RuleOf(err) != RulingChain {
		t.Fatalf("draw while told to skip: %v", err)
	}
	if err := g.CanExchange(); !errors.Is(err, ErrNoExchange) {
		t.Fatalf("exchange while told to skip: %v", err)
	}
	if err := g.CanSkip(); err != nil {
		t.Fatal(err)
	}
	// A player down to one card must announce it before the next turn ends.
	h := newGame(t, 2, "Fi7", Rules{})
	for i, c := range []string{"Fi2", "Fi12", "Fi4", "Fi14", "Fi1", "Fi10", "Fi5"} {
		mustPlay(t, h, c) // same element, no follow-up: player 1 plays normally
		if i < 6 {
			if err := h.Draw(1); err != nil {
				t.Fatal(err)
			}
		}
	}
	if h.Hand(0) != 1 || !h.MustAnnounce(0) || h.Announced(0) {
		t.Fatalf("hand %d must announce %v", h.Hand(0), h.MustAnnounce(0))
	}
	if by, ok := h.AnnounceBy(0); !ok || by != 1 {
		t.Fatalf("announce by %d %v", by, ok)
	}
	if err := h.CanAnnounce(1); err == nil {
		t.Fatal("player 1 holds more than one card")
	}
	if err := h.Announce(0); err != nil {
		t.Fatal(err)
	}
	if h.MustAnnounce(0) || !h.Announced(0) {
		t.Fatal("announced")
	}
	if _, ok := h.AnnounceBy(0); ok {
		t.Fatal("nothing pending after the announcement")
	}
	// Clone is independent.
	c := h.Clone()
	if err := c.Draw(c.MustDraw()); err != nil {
		t.Fatal(err)
	}
	if same(c.Hands(), h.Hands()) {
		t.Fatal("a clone's draw changed the original")
	}
}

// onThePile asserts a refusal of a card whose every copy is on the
// playing pile: its sentinel with the card, the decks and whether the
// top card is one of them, its field and GEN-1; and that Try said so
// first and the refusal changed nothing.
func onThePile(t *testing.T, g *TurnState, c string, decks int, top bool) {
	t.Helper()
	turn, hands, pile := g.Turn(), g.Hands(), g.OnPile(card(c))
	res, _, tryErr := g.Try(card(c))
	_, err := g.Play(card(c))
	for _, e := range []error{tryErr, err, res.Reason} {
		var on *OnThePile
		if !errors.Is(e, ErrOnThePile) || !errors.As(e, &on) || game.FieldOf(e) != "card" || game.RuleOf(e) != game.RuleImpossible {
			t.Fatalf("%s: %v, want the pile's refusal at card citing GEN-1", c, e)
		}
		if on.Card != card(c) || on.Decks != decks || on.Top != top {
			t.Fatalf("%s: the refusal says %+v", c, *on)
		}
	}
	if res.Legal || g.Turn() != turn || !same(hands, g.Hands()) || g.OnPile(card(c)) != pile {
		t.Fatalf("%s refused, but the table changed", c)
	}
}

// Issue 23 #3 (CARTS-4, GEN-1): the table knows every card played since
// the pile was last rebuilt. With one deck the card turned up and a card
// played cannot be played again: no one holds them.
func TestTurnStateRefusesCardsOnThePile(t *testing.T) {
	g := newGame(t, 3, "Fi12", Rules{})
	onThePile(t, g, "Fi12", 1, true) // turned up, then tapped for the first player
	mustPlay(t, g, "Wa12")           // P0
	onThePile(t, g, "Wa12", 1, true) // P1: the same card again
	mustPlay(t, g, "Wa3")            // P1
	onThePile(t, g, "Wa12", 1, false)
	onThePile(t, g, "Fi12", 1, false)
	if g.OnPile(card("Wa12")) != 1 || g.OnPile(card("Wa3")) != 1 || g.OnPile(card("Ea5")) != 0 {
		t.Fatalf("on the pile: Wa12 %d, Wa3 %d, Ea5 %d", g.OnPile(card("Wa12")), g.OnPile(card("Wa3")), g.OnPile(card("Ea5")))
	}
	mustPlay(t, g, "Wa5") // P2: a card not played yet goes
}

// CARTS-4: two decks hold two copies of every card: the second goes, the
// third is refused. The decks follow the players (2 from 6), or the
// table's choice.
func TestTurnStateTwoDecksHoldTwoCopies(t *testing.T) {
	for _, c := range []struct {
		players int
		r       Rules
	}{{6, Rules{}}, {2, Rules{Decks: 2}}} {
		g := newGame(t, c.players, "Wa11", c.r)
		if g.Decks != 2 {
			t.Fatalf("%d players, %+v: %d decks", c.players, c.r, g.Decks)
		}
		mustPlay(t, g, "Wa11") // the second Water 11, the first turned up
		onThePile(t, g, "Wa11", 2, true)
		mustPlay(t, g, "Ea11") // same value
		mustPlay(t, g, "Ea11") // the second deck's copy
		onThePile(t, g, "Ea11", 2, true)
		mustPlay(t, g, "Fi11")
		onThePile(t, g, "Wa11", 2, false)
	}
	if _, err := NewTurnState(8, card("Fi1"), Rules{Decks: 1}); !errors.Is(err, game.ErrImpossible) || game.FieldOf(err) != "decks" || game.RuleOf(err) != game.RuleImpossible {
		t.Fatalf("one deck for 8 players (65 cards needed): %v", err)
	}
}

// Game flow: once the drawing pile is empty the playing pile but its top
// card is shuffled into a new one: the cards played before may come back.
// The table records the rebuild; it is refused while the cards counted
// outside the drawing pile leave some in it (GEN-1), and the exchanged
// hands, whose place the rules do not give, only widen what the pile can
// hold.
func TestTurnStateRebuildBringsCardsBack(t *testing.T) {
	g := newGame(t, 4, "Fi7", Rules{})
	for _, c := range []string{"Fi3", "Wa3", "Ea3", "Wi3"} {
		mustPlay(t, g, c)
	}
	// 60 cards: 28 in the hands, 5 on the playing pile.
	if least, most := g.DrawPile(); least != 27 || most != 27 {
		t.Fatalf("drawing pile %d to %d, want 27", least, most)
	}
	err := g.Rebuild()
	if !errors.Is(err, ErrDrawPileLeft) || game.RuleOf(err) != game.RuleImpossible || g.Rebuilds() != 0 {
		t.Fatalf("a rebuild with 27 cards in the drawing pile: %v", err)
	}
	if err := g.CanRebuild(); !errors.Is(err, ErrDrawPileLeft) {
		t.Fatalf("CanRebuild: %v", err)
	}
	for range 3 { // P0, P1 and P2 exchange their 7 cards
		if err := g.Exchange(); err != nil {
			t.Fatal(err)
		}
	}
	if least, most := g.DrawPile(); least != 6 || most != 27 {
		t.Fatalf("after three exchanges: %d to %d, want 6 to 27", least, most)
	}
	for range 6 { // P3 draws, the three sit out, then everyone draws
		if err := g.Draw(1); err != nil {
			t.Fatal(err)
		}
	}
	if least, _ := g.DrawPile(); least != 0 || g.CanRebuild() != nil {
		t.Fatalf("the drawing pile may be empty now: at least %d, %v", least, g.CanRebuild())
	}
	onThePile(t, g, "Fi3", 1, false)
	if err := g.Rebuild(); err != nil {
		t.Fatal(err)
	}
	if g.Rebuilds() != 1 || g.OnPile(card("Fi3")) != 0 || g.OnPile(card("Wi3")) != 1 {
		t.Fatalf("after the rebuild: %d rebuilds, Fi3 %d, Wi3 %d on the pile", g.Rebuilds(), g.OnPile(card("Fi3")), g.OnPile(card("Wi3")))
	}
	onThePile(t, g, "Wi3", 1, true) // the top card stays
	mustPlay(t, g, "Fi3")           // back in play
}

// A draw that needs more cards than the drawing pile can hold ran it out:
// the pile was rebuilt during the draw, and the cards played before come
// back.
func TestTurnStateDrawRunsThePileOut(t *testing.T) {
	g := newGame(t, 2, "Fi7", Rules{})
	mustPlay(t, g, "Fi8") // P0, same element: P1 skips
	if err := g.Skip(); err != nil {
		t.Fatal(err)
	}
	// P0 holds 24 and P1 25, two cards on the playing pile: at most 9
	// in the drawing pile.
	g.hands[0], g.hands[1] = 24, 25
	if _, most := g.DrawPile(); most != 9 {
		t.Fatalf("most %d", most)
	}
	mustPlay(t, g, "Fi9") // P0 again after the skip; P1 skips
	_ = g.Skip()
	g.chain, g.owed = 10, 10 // P0 owes 10: more than the 9 left
	if err := g.Draw(10); err != nil {
		t.Fatal(err)
	}
	if g.Rebuilds() != 1 || !hasWarning(g, WarnRebuilt, 0) || g.OnPile(card("Fi8")) != 0 || g.OnPile(card("Fi9")) != 1 {
		t.Fatalf("rebuilds %d, warnings %v, Fi8 %d", g.Rebuilds(), g.Warnings(), g.OnPile(card("Fi8")))
	}
}
