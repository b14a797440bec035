// Package swords is Mortal Swords in Arbiter's typed core: one definition
// (info, the option schema of the seven variants, New, Seat, the codec)
// registered as "mortal-swords". A game is a fight recorded attack by
// attack: Round is one attack (its plays with their random and face-down
// marks, then the damage choices), Result how it went (each defence, the
// damage taken, deaths, the next attacker and why), Setup the knights in
// seat order, the Strong Suit card, the dealer and the Warrior's Vow armor
// cards.
//
// Game is the state: the table between attacks (knights' hand counts,
// armor face up or turned down, first attacks made, the deck and discard
// pile count of GEN-1, the next attacker and the rule that says so), never
// the attacks before, so that attack 1,000 costs what attack 1 does. A
// table screen renders from it: Knights, WeakSuits, NextAttacker,
// Defenders, Pile, CanAttack (SWORDS-5 and the Gentleman Rule at the tap,
// with the rule), CanHold (GEN-1), Attack (a copy mid-attack: who must
// choose how to take the damage and what each choice leads to) and Try.
//
// The codec answers the CLI: resolve (one attack) and score, which also
// reads the short form (knights and deaths) that no stored game uses. The
// rules themselves live in arbiter/engine/swords.
package swords
