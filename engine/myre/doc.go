// Package myre resolves the battles of Myre, Zach Gage's two-player card
// game of Red against Black (rules/myre.txt v0.1.5 and rulings MYRE-1…12).
//
// A battle is fought over one pile of the scouting row (one card, two with
// double-scouts) by the cards each side positioned behind it. Each side's
// strength comes from its formations — at most one run (two or more cards of
// consecutive ranks, Ace low or high, never wrapping) and any number of
// disjoint pairs — plus one for every face-up joker. The pile's owner may
// bring one scouted card into a formation (the defender's bonus). Equal
// strength goes to the high-card comparison; an inextricable tie sends every
// card home.
//
// Resolve validates a battle, finds each side's best formations (MYRE-4),
// decides it and explains every step with the rule section and ruling it
// applies. Preview is the cheap version for a live strength display.
// Game state across hands (jail, points, decks) lives in arbiter/scoring/myre.
//
// Every step of an explanation and every refusal is a typed message
// (messages.go): sides, colours, ranks and sections as words, cards as
// cards, so arbiter-cli prints the English and the app says it in the
// reader's language from assets/catalog/myre.<lang>.json (package say).
package myre
