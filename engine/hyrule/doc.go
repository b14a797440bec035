// Package hyrule resolves one turn of Hyrule: every player puts one card of
// a standard deck (jokers kept) on the table and the rules of precedence
// name the card that takes them all.
//
// The order of checks follows the rulings: jokers and fives first
// (HYRULE-1), then suits (HYRULE-2): rupees (diamonds) buy bombs (clubs) and
// swords (spades), bombs blow up swords and hearts, swords cut hearts, and
// hearts beat rupees; when hearts and rupees are both on the table the
// highest heart wins; within a suit the higher face value wins, aces low.
// Two jokers with no five are a standoff settled by a run-off (HYRULE-3) or,
// as a house rule, by the joker played first (in listed order when nobody
// led the turn).
//
// Resolve is the entry point; Beats and the Suit images are exported for the
// app's rule screens. Round state (captures, strategy turns, the stock) lives
// in arbiter/scoring/hyrule.
//
// Every step of an explanation and every refusal is a typed message
// (messages.go): suits by their Hyrule names, sections and decisions as
// words, cards as cards, players by name (or "player 2"), so arbiter-cli
// prints the English and the app says it in the reader's language from
// assets/catalog/hyrule.<lang>.json (package say).
package hyrule
