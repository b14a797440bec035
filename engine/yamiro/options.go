package yamiro

// Options are Yamiro's house rules and deck; the zero value is the default
// rule set (Railog deck, four-card hands that may end tied). Their names,
// labels and help live in the option schema of arbiter/scoring/yamiro,
// which reads and writes them (the deck with ParseDeck and its JSON form).
type Options struct {
	MustHaveWinner bool // YAM-3: a tied hand goes on until the tie breaks
	Deck           Deck // YAM-1
}
