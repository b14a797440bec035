package burn

// Burn is played by Pymtheg's rules of making tricks, and so by its rule
// against not following the element led (PYM-6): a player caught doing it
// ends the round at once, and the offending side takes the worst result
// the round can give and 100 more. Pymtheg's own Burn counts that as −75
// −100 (every fire card at −5, and 100 more); Burn's points count against
// a side (the lowest total wins), so the same penalty adds: every fire
// card, 15, and 100 more. The other sides score nothing that round.
const (
	// CheatPenalty is PYM-6's 100 more for the offence.
	CheatPenalty = 100
	// RevokePoints is what the offending side takes for the round.
	RevokePoints = FireCards + CheatPenalty
)
