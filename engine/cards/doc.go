// Package cards holds the three decks Arbiter's games are played with and
// their text notation:
//
//   - the standard 52-card deck with two jokers (Myre, Mortal Swords, Hyrule),
//     written rank+suit: "10H", "QS", "A♦", "RJ", "BJ", "JK";
//   - the 60-card Pymtheg deck of four elements valued 1–15 (Pymtheg, Burn,
//     Cârts Tîty, Draque & Yirken), written element+value: "Fi7", "Wa15";
//   - the 64-card Railog deck of Yamiro, values 1–8 and the four faces alak,
//     arl, deiskatun and arlas, eight copies of each.
//
// Parsing is case-insensitive and forgiving about spelling (unicode suits,
// "T" for ten, long element names); formatting is always canonical, so
// Parse(Format(c)) == c for every card. Parse errors wrap ErrNotACard and
// name the offending text, so a caller can show it to a player as it is.
package cards
