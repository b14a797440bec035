package carts

import (
	"encoding/json"

	"arbiter/engine/carts"
	"arbiter/engine/game"
	"arbiter/scoring"
)

// Options are the house rules of a game of Cârts Tîty, read from checked
// values of the schema.
type Options struct {
	Chain  carts.ChainRule // CARTS-1: plus_two (default) or doubling
	Rule16 bool            // the optional extra turn on a same-element total of 16
	Decks  int             // 0: by the number of players (2 from 6, 3 from 12…)
	Limit  int             // CARTS-2: the total that ends the game (100); 0: no limit
	Rounds int             // CARTS-2: an agreed number of rounds; 0: none
}

// Bounds of the options.
const (
	// MaxDecks bounds the decks option (4 decks serve 18–23 players).
	MaxDecks  = 20
	maxRounds = 10000
	maxLimit  = 1000000
)

// Schema is Cârts Tîty's one option schema: the new-game form, the
// parser and the stored rule set all use it.
var Schema = scoring.Schema{Options: []scoring.Option{
	{Name: "chain", Ruling: carts.RulingChain, Kind: scoring.Choice, Default: carts.PlusTwo.String(),
		Label: "Owed cards", Help: "How much each follow-up in a row adds to what the next player must draw.",
		Choices: []scoring.ChoiceValue{
			{Value: carts.PlusTwo.String(), Label: "Two more each time", Help: "2, 4, 6, 8, 10; a follow-up that would go past 10 breaks the chain."},
			{Value: carts.Doubling.String(), Label: "Double each time", Help: "2, 4, 8; a follow-up that would go past 10 breaks the chain."},
		},
		Parse: parseChain},
	{Name: "rule_16", Ruling: carts.RulingDecks, Kind: scoring.Bool, Default: false,
		Label: "Rule of 16", Help: "A card of the top card's element whose value adds up to 16 with it gives the player another turn."},
	{Name: "decks", Ruling: carts.RulingDecks, Kind: scoring.Int, Default: 0, Min: 0, Max: MaxDecks,
		Label: "Decks", Help: "How many decks are shuffled together. Leave at 0 for one deck up to 5 players, two from 6, three from 12 and so on."},
	{Name: "limit", Ruling: carts.RulingScoring, Kind: scoring.Int, Default: 100, Min: 0, Max: maxLimit,
		Label: "Points limit", Help: "The game ends after the round in which someone reaches this total, and the lowest total wins. 0 plays without a limit."},
	{Name: "rounds", Ruling: carts.RulingScoring, Kind: scoring.Int, Default: 0, Min: 0, Max: maxRounds,
		Label: "Agreed rounds", Help: "The game ends after this many rounds, even below the points limit. 0 when no number was agreed."},
}}

// parseChain reads the chain rule in any case, with spaces around it, as
// the CLI always has.
func parseChain(raw json.RawMessage) (any, error) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if r, err := carts.ParseChainRule(s); err == nil {
			return r.String(), nil
		}
	}
	return nil, game.Refuse(game.ErrInvalid, nil, "options.chain", msgChainOption.With(carts.PlusTwo.String(), carts.Doubling.String(), carts.RulingChain))
}

// fromValues turns checked values into the game's options.
func fromValues(v scoring.Values) Options {
	chain, _ := carts.ParseChainRule(v.String("chain"))
	return Options{Chain: chain, Rule16: v.Bool("rule_16"), Decks: v.Int("decks"), Limit: v.Int("limit"), Rounds: v.Int("rounds")}
}

// DefaultOptions are the rulings' defaults.
func DefaultOptions() Options { return fromValues(Schema.Defaults()) }

// Values returns the options as the schema's values (for a form, or to
// store them).
func (o Options) Values() scoring.Values {
	return scoring.Values{"chain": o.Chain.String(), "rule_16": o.Rule16, "decks": o.Decks, "limit": o.Limit, "rounds": o.Rounds}
}

// DecksFor is the decks option, or the number the rules give for players.
func (o Options) DecksFor(players int) int {
	if o.Decks > 0 {
		return o.Decks
	}
	return carts.DecksFor(players)
}

// EngineRules are the options that change play, for the engine's Play and
// TurnState.
func (o Options) EngineRules() carts.Rules {
	return carts.Rules{Chain: o.Chain, Rule16: o.Rule16, Decks: o.Decks}
}

// checkDeal refuses decks too few to deal StartHand cards to every player
// and turn up the first card (GEN-1).
func (o Options) checkDeal(players int) error {
	decks := o.DecksFor(players)
	if need := carts.StartHand*players + 1; need > carts.DeckCards*decks {
		return game.Refuse(game.ErrImpossible, nil, "options.decks", msgCannotDeal.With(o.Decks, nounDeck.Of(decks), carts.DeckCards, carts.StartHand, players, need)).Citing(game.RuleImpossible)
	}
	return nil
}
