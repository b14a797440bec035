// Package myre is Myre in Arbiter's typed core (package scoring): its
// definition (listed in scoring/all.Games), its option Schema, and its
// state, *Game, which plays one Hand at a time and keeps what the next hand
// needs: the jails and their points (MYRE-11), each army's deck as cards
// are jailed and jokers change hands (MYRE-7), who goes first (MYRE-9), the
// face-up scouts that stay after a hand without captures (MYRE-12) and the
// end of the game (MYRE-10). Battles are resolved by arbiter/engine/myre.
//
// A table renders from *Game: Jail, Deck, DeckReport, JokerOwner,
// FaceUpStaying, FaceUpDue, NextFirst and First, Preview and PileOwner, and
// CanPlace / CanFaceUp, which say whether a card may go into a zone of a
// pile now and, if not, why (with the rule). HandOf turns the piles entered
// into the Hand to play.
//
// The JSON of the arbiter-cli contract ("resolve" one battle, "score" a
// whole game), of a stored hand, its result and the state is in codec.go
// only. Its explanations and refusals are typed messages (messages.go),
// said in other languages from assets/catalog/myre.<lang>.json.
package myre
