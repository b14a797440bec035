package burn

import "arbiter/engine/game"

// The engine's sentences and words: each one's id and its English (what
// arbiter-cli prints); assets/catalog/burn.<lang>.json says them in other
// languages.

// Sentinel errors; each says itself in any language.
var (
	ErrFormat = game.NewSentinel("burn.err.format", "not a Burn seating")
	ErrCounts = game.NewSentinel("burn.err.counts", "fire and water counts do not add up")
	// ErrPitChoice is wrapped by the refusal of a pit whose side must
	// choose (both ways are allowed) and did not.
	ErrPitChoice = game.NewSentinel("burn.err.pit_choice", "the pit side must choose subtract or add")
	// ErrNoPit is wrapped by the refusal of a pit choice in a round
	// without a pit.
	ErrNoPit = game.NewSentinel("burn.err.no_pit", "there is no pit this round")
)

// Seating rules of the team variants, as the refusals cite them.
var (
	RuleABCABC = game.Define("burn.rule.abcabc", "3 teams of 2 sit A B C A B C, partners opposite")
	RuleABABAB = game.Define("burn.rule.ababab", "2 teams of 3 sit A B A B A B, no partners side by side")
)

// Words and sentences of the seating, the counts and the pit.
var (
	msgAlone         = game.Define("burn.format.alone", "%d players each for themselves")
	msgTeams         = game.Define("burn.format.teams", "%d teams of %d")
	msgFormatRefused = game.Define("burn.format.refused", "%d sides of %d: %v: 2 or 3 teams of 2, 2 teams of 3, or 2 to 6 players each for themselves")
	msgNotPartner    = game.Define("burn.seating.not_partner", "seat %d is not the partner of seat %d, opposite")
	msgSideBySide    = game.Define("burn.seating.side_by_side", "seats %d and %d are partners side by side")
	msgCountNegative = game.Define("burn.counts.negative", "fire %d, water %d: a count is 0 or more")
	msgCountDeck     = game.Define("burn.counts.deck", "fire %d, water %d: the deck has 15 of each")
	msgCountSum      = game.Define("burn.counts.sum", "%d fire and %d water: %v: every round is played out and the deck has 15 of each")
	msgPitTable      = game.Define("burn.parse.pit_table", "%q: base or variant")
	msgPitChoice     = game.Define("burn.parse.pit_choice", "%q: subtract (from the pit side) or add (to every opponent)")
	msgCapScheme     = game.Define("burn.parse.cap", "%q: plus100 or by_size")
	msgPitBoth       = game.Define("burn.pit.both", "subtracting %d would take the pit side below 0 and adding %d would push another side past %d: not going below 0 comes first, so %d goes to every opponent")
	msgPitAddPast    = game.Define("burn.pit.add_past", "adding %d would push another side past %d, so the pit side subtracts it instead")
	msgPitBelowZero  = game.Define("burn.pit.below_zero", "subtracting %d would take the pit side below 0, so every opponent gets %d instead")

	choiceWords = [3]game.Word{game.W("burn.choice.none", "none"), game.W("burn.choice.subtract", "subtract"), game.W("burn.choice.add", "add")}
)

// Word is the pit choice as the steps name it ("subtract"), in any
// language.
func (c PitChoice) Word() game.Word { return choiceWords[c%3] }

// Said is the seating in words, in any language: "2 teams of 2".
func (f Format) Said() game.Message {
	if f.Size == 1 {
		return msgAlone.With(f.Sides)
	}
	return msgTeams.With(f.Sides, f.Size)
}
