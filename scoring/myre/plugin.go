package myre

import (
	"bytes"
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
)

func init() {
	game.Register(game.Plugin{ID: "myre", Resolve: resolve, Score: score, Rules: Rules, Rounds: "hands"})
}

// BattleInput is one battle in the CLI contract's JSON.
type BattleInput struct {
	Game       string          `json:"game"`
	Options    json.RawMessage `json:"options"`
	Scout      json.RawMessage `json:"scout"`
	ScoutOwner string          `json:"scout_owner"`
	Red        json.RawMessage `json:"red"`
	Black      json.RawMessage `json:"black"`
}

// ParseBattle turns a battle input into an engine battle; errors name the
// field and card.
func ParseBattle(in BattleInput, prefix string) (engine.Battle, error) {
	var b engine.Battle
	at := func(f string) string {
		if prefix == "" {
			return f
		}
		return prefix + "." + f
	}
	if in.Game != "" && in.Game != "myre" {
		return b, game.Invalidf("%s: %q, but this is a game of myre", at("game"), in.Game)
	}
	scout, err := playedList(at("scout"), in.Scout)
	if err != nil {
		return b, err
	}
	for _, p := range scout {
		b.Scout = append(b.Scout, p.Card)
	}
	if b.Red, err = playedList(at("red"), in.Red); err != nil {
		return b, err
	}
	if b.Black, err = playedList(at("black"), in.Black); err != nil {
		return b, err
	}
	if in.ScoutOwner != "" {
		s, err := engine.ParseSide(in.ScoutOwner)
		if err != nil {
			return b, game.Invalidf("%s: %q is not a side: red or black", at("scout_owner"), in.ScoutOwner)
		}
		b.ScoutOwner = s
	}
	return b, nil
}

// playedList reads a list of cards (a single card string is accepted too).
func playedList(field string, raw json.RawMessage) ([]engine.Played, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return []engine.Played{}, nil
	}
	var list []string
	if raw[0] == '"' {
		var one string
		if err := json.Unmarshal(raw, &one); err != nil {
			return nil, game.Invalidf("%s: not a valid JSON string", field)
		}
		list = []string{one}
	} else if err := json.Unmarshal(raw, &list); err != nil {
		return nil, game.Invalidf("%s: must be a list of cards such as [\"6H\", \"RJ:down\"], got %s", field, short(raw))
	}
	if len(list) > 54 {
		return nil, game.Invalidf("%s: %d cards: more than a whole deck", field, len(list))
	}
	out := make([]engine.Played, 0, len(list))
	for i, s := range list {
		p, err := engine.ParsePlayed(s)
		if err != nil {
			return nil, game.Invalidf("%s[%d]: %v", field, i, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// BattleOutput is the contract's output of one battle, plus details for the app.
type BattleOutput struct {
	Game        string                    `json:"game,omitempty"`
	Winner      engine.Side               `json:"winner"`
	DecidedBy   engine.Decision           `json:"decided_by"`
	Strength    Sides[int]                `json:"strength"`
	Formations  Sides[[]engine.Formation] `json:"formations"`
	Captured    cards.Cards               `json:"captured"`
	JokersTaken cards.Cards               `json:"jokers_taken"`
	Points      int                       `json:"points"`
	Explanation []string                  `json:"explanation"`
	Steps       game.Explanation          `json:"steps"`
	// Extra detail.
	Scout      cards.Cards         `json:"scout"`
	ScoutOwner engine.Side         `json:"scout_owner"`
	Armies     Sides[engine.Army]  `json:"armies"`
	TieBreak   []engine.Comparison `json:"tiebreak"`
	Returned   Sides[cards.Cards]  `json:"returned"`
}

// NewBattleOutput shapes an outcome for JSON.
func NewBattleOutput(o engine.Outcome) BattleOutput {
	steps := o.Explanation
	if steps == nil {
		steps = game.Explanation{}
	}
	return BattleOutput{
		Winner:      o.Winner,
		DecidedBy:   o.DecidedBy,
		Strength:    Sides[int]{Red: o.Red.Strength, Black: o.Black.Strength},
		Formations:  Sides[[]engine.Formation]{Red: nonNil(o.Red.Formations), Black: nonNil(o.Black.Formations)},
		Captured:    o.Captured,
		JokersTaken: o.JokersTaken,
		Points:      o.Points,
		Explanation: steps.Strings(),
		Steps:       steps,
		Scout:       o.Scout,
		ScoutOwner:  o.ScoutOwner,
		Armies:      Sides[engine.Army]{Red: o.Red, Black: o.Black},
		TieBreak:    o.TieBreak,
		Returned:    Sides[cards.Cards]{Red: o.ReturnedRed, Black: o.ReturnedBlack},
	}
}

func nonNil(f []engine.Formation) []engine.Formation {
	if f == nil {
		return []engine.Formation{}
	}
	return f
}

// resolve answers `arbiter-cli resolve` for one battle.
func resolve(input []byte) (any, error) {
	var in BattleInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opt, err := ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	b, err := ParseBattle(in, "")
	if err != nil {
		return nil, err
	}
	o, err := engine.Resolve(b, opt.Engine())
	if err != nil {
		return nil, err
	}
	out := NewBattleOutput(o)
	out.Game = "myre"
	return out, nil
}

// ScoreInput is a whole game in the contract's JSON.
type ScoreInput struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	// Box is the player handed the box before the first hand (MYRE-9).
	Box   string      `json:"box"`
	Hands []HandInput `json:"hands"`
}

// HandInput is one hand: its battles and, optionally, the face-up scouts
// and who played first.
type HandInput struct {
	Battles []BattleInput `json:"battles"`
	FaceUp  *struct {
		Red   json.RawMessage `json:"red"`
		Black json.RawMessage `json:"black"`
	} `json:"face_up"`
	First string `json:"first"`
}

// HandOutput is one hand's detail in the score output.
type HandOutput struct {
	HandResult
	Battles     []BattleOutput         `json:"battles"`
	Explanation []string               `json:"explanation"`
	Decks       Sides[cards.Cards]     `json:"decks"`
	DeckReport  Sides[DeckReport]      `json:"deck_report"`
	JokerOwners map[string]engine.Side `json:"joker_owners"`
	Jail        Sides[cards.Cards]     `json:"jail"`
}

// ScoreOutput is the contract's score output plus the game state.
type ScoreOutput struct {
	Game        string                 `json:"game"`
	Totals      Sides[int]             `json:"totals"`
	Hands       []Sides[int]           `json:"hands"`
	Finished    bool                   `json:"finished"`
	Winner      *engine.Side           `json:"winner"`
	Target      int                    `json:"target"`
	Options     map[string]any         `json:"options"`
	NextFirst   *engine.Side           `json:"next_first"`
	FaceUpStay  FaceUp                 `json:"face_up_stay"`
	Jail        Sides[cards.Cards]     `json:"jail"`
	Decks       Sides[cards.Cards]     `json:"decks"`
	DeckReport  Sides[DeckReport]      `json:"deck_report"`
	JokerOwners map[string]engine.Side `json:"joker_owners"`
	HandDetails []HandOutput           `json:"hand_details"`
	Explanation []string               `json:"explanation"`
	Steps       game.Explanation       `json:"steps"`
}

// score answers `arbiter-cli score` for a whole game.
func score(input []byte) (any, error) {
	var in ScoreInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	opt, err := ParseOptions(in.Options)
	if err != nil {
		return nil, err
	}
	g := NewGame(opt)
	if in.Box != "" {
		s, err := engine.ParseSide(in.Box)
		if err != nil {
			return nil, game.Invalidf("box: %q is not a side: red or black", in.Box)
		}
		g.SetBox(s)
	}
	if len(in.Hands) > 1000 {
		return nil, game.Invalidf("hands: %d hands: a game of Myre is far shorter", len(in.Hands))
	}
	out := ScoreOutput{Game: "myre", Hands: []Sides[int]{}, HandDetails: []HandOutput{}, Target: opt.Target, Options: opt.Map(), Steps: game.Explanation{}}
	for i, hin := range in.Hands {
		prefix := fmt.Sprintf("hands[%d]", i)
		h, err := parseHand(hin, prefix, opt)
		if err != nil {
			return nil, err
		}
		res, err := g.Apply(h)
		if err != nil {
			return nil, game.Prefix(err, prefix)
		}
		ho := HandOutput{HandResult: res, Battles: []BattleOutput{}, Explanation: res.Steps.Strings(),
			Decks:       Sides[cards.Cards]{Red: g.Deck(engine.Red), Black: g.Deck(engine.Black)},
			DeckReport:  Sides[DeckReport]{Red: g.DeckReport(engine.Red), Black: g.DeckReport(engine.Black)},
			JokerOwners: g.jokerOwners(),
			Jail:        Sides[cards.Cards]{Red: g.Jail(engine.Red), Black: g.Jail(engine.Black)},
		}
		if ho.Steps == nil {
			ho.Steps = game.Explanation{}
		}
		for _, o := range res.Battles {
			ho.Battles = append(ho.Battles, NewBattleOutput(o))
		}
		out.HandDetails = append(out.HandDetails, ho)
		out.Hands = append(out.Hands, res.Points)
		for _, s := range res.Steps {
			out.Steps = append(out.Steps, game.Step{Text: fmt.Sprintf("Hand %d: %s", i+1, s.Text), Section: s.Section, Ruling: s.Ruling})
		}
	}
	out.Totals = g.Totals()
	if done, w := g.Finished(); done {
		out.Finished = true
		out.Winner = &w
	} else if len(in.Hands) > 0 {
		t := out.Totals
		out.Steps.Add(fmt.Sprintf("Not finished: Red %d, Black %d, target %d.", t.Red, t.Black, opt.Target), engine.SecWinning, "MYRE-10")
	}
	if nf := g.NextFirst(); nf != engine.NoSide && !out.Finished {
		out.NextFirst = &nf
	}
	out.FaceUpStay = g.FaceUpStaying()
	out.Jail = Sides[cards.Cards]{Red: g.Jail(engine.Red), Black: g.Jail(engine.Black)}
	out.Decks = Sides[cards.Cards]{Red: g.Deck(engine.Red), Black: g.Deck(engine.Black)}
	out.DeckReport = Sides[DeckReport]{Red: g.DeckReport(engine.Red), Black: g.DeckReport(engine.Black)}
	out.JokerOwners = g.jokerOwners()
	out.Explanation = out.Steps.Strings()
	return out, nil
}

func (g *Game) jokerOwners() map[string]engine.Side {
	m := map[string]engine.Side{}
	for j, s := range g.jokerOwner {
		m[cards.Card{Joker: j}.String()] = s
	}
	return m
}

// parseHand reads one hand of a score input.
func parseHand(in HandInput, prefix string, opt Options) (Hand, error) {
	var h Hand
	if len(in.Battles) > 60 {
		return h, game.Invalidf("%s.battles: %d battles: more than the cards of a hand allow", prefix, len(in.Battles))
	}
	for j, bin := range in.Battles {
		bp := fmt.Sprintf("%s.battles[%d]", prefix, j)
		if len(bytes.TrimSpace(bin.Options)) > 0 && string(bytes.TrimSpace(bin.Options)) != "null" {
			bopt, err := ParseOptions(bin.Options)
			if err != nil {
				return h, game.Prefix(err, bp)
			}
			if fmt.Sprint(bopt.Map()) != fmt.Sprint(opt.Map()) {
				return h, game.Invalidf("%s.options: a battle's options differ from the game's: set house rules once, at the top of the game", bp)
			}
		}
		b, err := ParseBattle(bin, bp)
		if err != nil {
			return h, err
		}
		h.Battles = append(h.Battles, b)
	}
	if in.FaceUp != nil {
		for _, s := range []engine.Side{engine.Red, engine.Black} {
			raw := in.FaceUp.Red
			if s == engine.Black {
				raw = in.FaceUp.Black
			}
			ps, err := playedList(prefix+".face_up."+s.String(), raw)
			if err != nil {
				return h, err
			}
			for k, p := range ps {
				if p.FaceDown {
					return h, game.Invalidf("%s.face_up.%s[%d]: %q: a face-up scout lies face up; :down is for positioned jokers", prefix, s, k, p)
				}
				if s == engine.Red {
					h.FaceUp.Red = append(h.FaceUp.Red, p.Card)
				} else {
					h.FaceUp.Black = append(h.FaceUp.Black, p.Card)
				}
			}
		}
	}
	if in.First != "" {
		s, err := engine.ParseSide(in.First)
		if err != nil {
			return h, game.Invalidf("%s.first: %q is not a side: red or black", prefix, in.First)
		}
		h.First = s
	}
	return h, nil
}
