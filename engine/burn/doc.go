// Package burn holds the rules of stand-alone Burn (rulings BURN-1 to
// BURN-3): the seating variants, the round score from the fire and water
// cards each side took (partners pool their cards), the pit and its two
// limits, the variant pit table, the end of a game, and the rising score
// cap of knock-out tournaments. Tricks themselves are engine/tricks.
package burn
