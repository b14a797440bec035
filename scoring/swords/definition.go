package swords

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine/game"
	"arbiter/scoring"
)

// ID is the game's id in the CLI contract.
const ID = "mortal-swords"

// Definition is the game, for the list of games (scoring/all).
var Definition scoring.Definition = definition{}

// definition is Mortal Swords in the typed core: a game is a fight
// recorded attack by attack (each with its plays, random cards and damage
// choices), its setup the knights in seat order, the Strong Suit card, the
// dealer and the Warrior's Vow armor cards.
type definition struct{}

func (definition) Info() scoring.Info {
	return scoring.Info{ID: ID, Name: "Mortal Swords", Players: "2–4", MinPlayers: 2, MaxPlayers: 4, Deck: "standard",
		Summary: "Knights trade sword attacks; block, parry or take damage and wear it as armor. Last knight standing wins.",
		Order:   2, RoundNoun: "attack", RoundsKey: "attacks", Scoreless: true}
}

func (definition) Options() scoring.Schema { return Schema }

// New starts a fight: 2 to 4 named knights, the Strong Suit (or the card
// that declared it), the dealer when recorded and, with the Warrior's
// Vow, one armor card per knight. A bad setup is refused naming its field.
func (definition) New(setup scoring.Setup, opts scoring.Values) (scoring.State, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, fmt.Errorf("mortal-swords: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	return NewGame(s, fromValues(opts))
}

// Seat puts the players' names, in seat order clockwise, into the setup as
// its knights: each knight is their own side. With no names, the setup's
// own knights are seated.
func (definition) Seat(setup scoring.Setup, players []string) (scoring.Setup, []scoring.Seat, error) {
	s, ok := scoring.SetupOf[Setup](setup)
	if !ok {
		return nil, nil, fmt.Errorf("mortal-swords: setup of type %T: %w", setup, scoring.ErrWrongType)
	}
	if len(players) == 0 {
		players = s.Knights
	}
	if len(players) == 0 {
		return nil, nil, game.Invalidf("players: missing: name the knights in seat order, clockwise")
	}
	if err := checkKnights(players); err != nil {
		return nil, nil, err
	}
	s.Knights = slices.Clone(players)
	s.Vow = slices.Clone(s.Vow)
	s, err := s.seatDealer()
	if err != nil {
		return nil, nil, err
	}
	seats := scoring.OwnSides(players)
	return s, seats, nil
}

// checkKnights refuses a table of fewer than 2 or more than 4 knights, an
// empty name or a name twice.
func checkKnights(names []string) error {
	if n := len(names); n < 2 || n > 4 {
		return game.Impossiblef("knights", "Mortal Swords is for 2 to 4 knights, got %d names", n)
	}
	seen := map[string]int{}
	for i, name := range names {
		if strings.TrimSpace(name) == "" {
			return game.Invalidf("knights[%d]: a knight needs a name", i)
		}
		if j, dup := seen[name]; dup {
			return game.Invalidf("knights[%d]: %q is also knights[%d]: names must differ", i, name, j)
		}
		seen[name] = i
	}
	return nil
}

func (definition) Codec() scoring.Codec { return codec }

// Rules summarise Mortal Swords 1.3.2 and the SWORDS rulings in Arbiter's
// own words; the options listed are the schema's.
func (definition) Rules() game.Rules {
	return scoring.RulesWithOptions(game.Rules{
		Game:   ID,
		Name:   "Mortal Swords",
		Source: "rules/mortal-swords.txt, version 1.3.2 (not the later 1.5, a different game)",
		Sections: []game.Section{
			{Title: "Basic Idea", Text: "2 to 4 knights, one 52-card deck without jokers. Each knight holds 6 cards. Knights take turns attacking everyone else with one card; a defender who cannot stop the card is damaged and gives up a hand card or uses armor. A knight with no hand card left is dead; the last one alive wins."},
			{Title: "Start Up", Text: "Six cards each. The dealer turns one more card face up under the deck: its suit is the Strong Suit for the whole fight. The knight to the dealer's left makes the first attack."},
			{Title: "Strong Suit", Text: "Suits fall into three groups: the Strong Suit, its neighbour (the other suit of the same colour) and the two suits of the other colour. Against the other colour either of its suits will do; against the neighbour the neighbour or the Strong Suit will do; against the Strong Suit only the Strong Suit will do."},
			{Title: "Sword Attack", Text: "The attacker plays a card, then each defender in turn clockwise answers it with one card. A card may come from hand (a replacement is drawn at once) or be the top card of the deck (a random card). A higher card of a matching suit blocks; an equal number parries, whatever the suit; anything else is damage. Damage is handed out after everyone has played, clockwise. The cards of an attack then go to the discard pile; when the deck is empty, whoever needs a card shuffles the discards into a new deck (armor cards never go back). The next attack belongs to the first damaged defender; failing that to whoever blocked with the highest number (the earlier one on a tie); failing that to the attacker again. Dead knights are skipped."},
			{Title: "Attacking Restrictions", Text: "An ace counts 1 when it attacks and 14 when it defends, so an attacking ace can never be parried and a defending ace tops any matching attack. The Strong Suit's J, Q and K may attack only when they turn up as a random card."},
			{Title: "Damage & Armors", Text: "A damaged knight picks one: lay a hand card face up as armor (no new card is drawn); or take the attacking card itself as face-up armor and throw away a hand card; or turn a face-up armor that matches the attack's suit face down for good (the armor's number does not matter). Hand plus armor is always 6 cards. When the last hand card goes, it is laid face up as the sixth armor and the knight is dead."},
			{Title: "Weak Suits", Text: "Arbiter shows each knight's weak suits: the suits none of its face-up armors cover, where an attack must cost a hand card. A Strong Suit armor covers the Strong Suit and its neighbour, a neighbour armor only the neighbour, an armor of the other colour both suits of that colour."},
			{Title: "Warrior's Vow (extension)", Text: "Before the first attack every knight gives up a card from hand as a face-up armor, keeping 5 in hand."},
			{Title: "Gentleman Rule (extension)", Text: "A knight's very first attack may not use a Strong Suit card or any J, Q or K from hand; a knight with nothing else attacks with a random card."},
			{Title: "Expanded Dodging (variation, 3–4 knights)", Text: "The 3rd and 4th knights clockwise from the attacker may also escape with the number of any card that blocked before them. A dodge counts like a parry for the next turn."},
			{Title: "Damage-To-Stop (variation, 3–4 knights)", Text: "The attack ends at the first defender who takes damage; the remaining knights do not play and the damaged knight attacks next."},
			{Title: "Steal-To-Stop (variation, 3–4 knights)", Text: "A defender who fails may steal the attacking card at once as armor: the attack ends there, the thief draws no replacement and attacks next."},
			{Title: "Stealing Costs (variation)", Text: "A knight who wants the attacking card plays a hand card face down instead of defending, draws nothing (and may not use a random card), then takes the attacking card as armor without discarding."},
			{Title: "Records that cannot have happened (GEN-1)", Text: "Arbiter refuses, naming the field: a knight count other than 2 to 4; a card twice in one attack; a card that is armor (armor, a dead knight's too, never goes back to the deck); a card played or thrown away earlier before the deck ran out and the discards were shuffled into a new deck (a knight's hand cards are those in the deck at its last draw; the deck after the deal holds 52 minus 6 per knight, and each played card takes one from it: a replacement, or the random card itself, but for the unreplaced card of a Stealing Costs or Steal-To-Stop steal); the Strong Suit card before the deck is drawn down to it, or sworn as a vow card; a dead knight playing; an attack after the last knight standing; deaths of knights that were not damaged, turned an armor down, died already, or of the last knight; a log that contradicts itself (knights alive, first attack, Strong Suit, deaths)."},
			{Title: "Hectic Knights (variation, 3–4 knights)", Text: "After the attacking card the defenders play in any order; Arbiter takes the plays in the order given. Who attacks next is decided by order of play instead of seats, replacement cards are drawn only after everyone played, and a knight who means to steal plays face down (only the first face-down card counts; a later one is judged by its face)."},
		},
		Rulings: []game.Ruling{
			{ID: "SWORDS-1", Question: "How do aces count?", Answer: "1 when attacking, 14 when defending. A defending ace of a matching suit blocks any attack; an attacking ace is blocked by any higher matching card and is never parried."},
			{ID: "SWORDS-2", Question: "Which cards block or parry?", Answer: "A Strong Suit attack is blocked only by a higher Strong Suit card; a neighbour-suit attack by a higher card of the neighbour or the Strong Suit; an other-colour attack by any higher card of that colour. Equal numbers parry regardless of suit."},
			{ID: "SWORDS-3", Question: "Which armor takes a hit?", Answer: "A face-up armor of the attack's colour, except that a Strong Suit attack needs a Strong Suit armor; a Strong Suit armor also covers the neighbour suit."},
			{ID: "SWORDS-4", Question: "Who attacks next?", Answer: "The first damaged defender clockwise from the attacker; otherwise the highest blocker (ties: the first clockwise); otherwise the attacker. Knights who died in the attack are passed over; dodges count as parries."},
			{ID: "SWORDS-5", Question: "Which attacks are refused?", Answer: "A J, Q or K of the Strong Suit attacking from hand (as a random card it is fine). With the Gentleman Rule, a knight's first attack may use neither the Strong Suit nor any J, Q or K from hand; a knight with no allowed card attacks with a random card, the deck's top card, and that attack is legal whatever the card is.", Option: "gentleman_rule"},
			{ID: "SWORDS-6", Question: "Several defenders damaged: who may steal?", Answer: "Only the first damaged defender clockwise; there is just one attacking card."},
			{ID: "SWORDS-7", Question: "How does Steal-To-Stop work?", Answer: "The damaged defender decides whether to steal; if so the later defenders do not play and the thief attacks next without drawing.", Option: "steal_to_stop"},
			{ID: "SWORDS-8", Question: "Which variants can be switched on?", Answer: "Warrior's Vow, Expanded Dodging, Damage-To-Stop, Steal-To-Stop, Stealing Costs and Hectic Knights, each on its own; Expanded Dodging helps the 3rd and 4th knights counting the attacker as 1st.", Option: "warriors_vow, expanded_dodging, damage_to_stop, steal_to_stop, stealing_costs, hectic_knights"},
		},
	}, Schema)
}
