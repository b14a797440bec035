// Package carts resolves Cârts Tîty ("crazy cards"), the shedding game of
// the Pymtheg rulebook: which card may go on the playing pile, what a
// follow-up (a card one value above or below the top card) forces on the
// next player, the owed-cards chain, which a same-element follow-up turns
// into a skip without ending it, and where it breaks (CARTS-1), the
// optional rule of 16, the three hand exchanges, the last card (no skips
// and no rule of 16 while anyone holds one card, one card more owed by a
// player on one card, void at 11: CARTS-3) and the overflow above 25 cards.
//
// Play answers one question about one card; TurnState is the whole table,
// driven by the app one action at a time (Play, Draw, Skip, Exchange,
// Announce), and says whose turn it is, what they owe and what happened.
// Before an action the app asks the table rather than the rules twice:
// Try (what a card would do, or why it may not be played), CanDraw,
// CanSkip, CanExchange and CanAnnounce (nil, or the refusal the action
// would meet), MustAnnounce and AnnounceBy (a single card still to
// announce, and until whose turn ends).
// Neither knows the cards in anyone's hand: hands are counted, not listed,
// as the app only taps in what is played. TurnState does know every card
// played since the drawing pile was last rebuilt: a card whose every copy
// (one per deck, CARTS-4) is on the playing pile is in no one's hand and
// is refused (GEN-1, OnThePile); Rebuild (or a draw that runs the drawing
// pile out) brings them back.
package carts
