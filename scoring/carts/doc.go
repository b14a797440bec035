// Package carts plugs Cârts Tîty into Arbiter: the CLI contract's resolve
// (is this card legal on the top card, and what must the next player do)
// and score (the optional scoring system of CARTS-2: cards left, overflow
// 30, sole survivor −20, limit or agreed rounds, lowest wins), the table's
// house-rule options, and the rules text. The rules themselves live in
// arbiter/engine/carts.
package carts
