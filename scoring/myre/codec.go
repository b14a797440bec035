package myre

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	engine "arbiter/engine/myre"
	"arbiter/scoring"
)

// Myre's JSON: the arbiter-cli contract ("resolve" one battle, "score" a
// whole game), one hand of a record (a stored round), a hand's result and
// the state between sessions. Nothing outside this file reads or writes
// Myre's JSON.

// codec is Myre's scoring.Codec.
var codec = scoring.JSONCodec[Setup, Hand, HandResult, *Game]{
	ReadSetup:  readSetup,
	ReadRound:  readHand,
	ReadState:  readState,
	WriteState: writeState,
	ResolveFn:  resolve,
	ScoreFn:    score,
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

// field joins a prefix and a name: "battles[0]" + "red" = "battles[0].red".
func field(prefix, name string) string {
	if prefix == "" {
		return name
	}
	return prefix + "." + name
}

// ParseBattle turns a battle input into an engine battle; errors name the
// field and card, under prefix.
func ParseBattle(in BattleInput, prefix string) (engine.Battle, error) {
	var b engine.Battle
	if in.Game != "" && in.Game != "myre" {
		return b, game.Refuse(game.ErrInvalid, nil, field(prefix, "game"), msgOtherGame.With(in.Game))
	}
	scout, err := playedList(field(prefix, "scout"), in.Scout)
	if err != nil {
		return b, err
	}
	for _, p := range scout {
		b.Scout = append(b.Scout, p.Card)
	}
	if b.Red, err = playedList(field(prefix, "red"), in.Red); err != nil {
		return b, err
	}
	if b.Black, err = playedList(field(prefix, "black"), in.Black); err != nil {
		return b, err
	}
	if in.ScoutOwner != "" {
		s, err := engine.ParseSide(in.ScoutOwner)
		if err != nil {
			return b, game.Refuse(game.ErrInvalid, nil, field(prefix, "scout_owner"), msgNotASide.With(in.ScoutOwner))
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
			return nil, game.Refuse(game.ErrInvalid, nil, field, msgNotJSONString.With())
		}
		list = []string{one}
	} else if err := json.Unmarshal(raw, &list); err != nil {
		return nil, game.Refuse(game.ErrInvalid, nil, field, msgCardList.With(short(raw)))
	}
	if len(list) > 54 {
		return nil, game.Refuse(game.ErrInvalid, nil, field, msgWholeDeck.With(len(list)))
	}
	out := make([]engine.Played, 0, len(list))
	for i, s := range list {
		p, err := engine.ParsePlayed(s)
		if err != nil {
			// The card's own refusal, said as it is (no sentinel, as always).
			return nil, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("%s[%d]", field, i), game.Said(err))
		}
		out = append(out, p)
	}
	return out, nil
}

// short quotes a raw JSON value for a message, cut to a readable length.
func short(v json.RawMessage) string {
	r := []rune(string(bytes.TrimSpace(v)))
	if len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return string(r)
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
	opt, err := parseOptions(in.Options)
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

// HandInput is one hand as the contract writes it (one element of a
// record's "hands"): its battles and, optionally, the face-up scouts and
// who played first.
type HandInput struct {
	Battles []BattleInput `json:"battles"`
	FaceUp  *struct {
		Red   json.RawMessage `json:"red"`
		Black json.RawMessage `json:"black"`
	} `json:"face_up"`
	First string `json:"first"`
}

// maxBattles bounds the battles of one hand.
const maxBattles = 60

// readHand reads one hand; refusals name fields within it
// ("battles[1].red[0]").
func readHand(raw json.RawMessage) (Hand, error) {
	var in HandInput
	if err := game.Decode(raw, &in); err != nil {
		return Hand{}, err
	}
	return parseHand(in)
}

// parseHand turns a hand input into a Hand.
func parseHand(in HandInput) (Hand, error) {
	var h Hand
	if len(in.Battles) > maxBattles {
		return h, game.Refuse(game.ErrInvalid, nil, "battles", msgTooManyBattles.With(len(in.Battles)))
	}
	for j, bin := range in.Battles {
		bp := fmt.Sprintf("battles[%d]", j)
		if o := bytes.TrimSpace(bin.Options); len(o) > 0 && string(o) != "null" {
			bopt, err := parseOptions(bin.Options)
			if err != nil {
				return h, game.Prefix(err, bp)
			}
			if h.battleOpts == nil {
				h.battleOpts = map[int]Options{}
			}
			h.battleOpts[j] = bopt
		}
		b, err := ParseBattle(bin, bp)
		if err != nil {
			return h, err
		}
		h.Battles = append(h.Battles, b)
	}
	if in.FaceUp != nil {
		for _, s := range sides {
			raw := in.FaceUp.Red
			if s == engine.Black {
				raw = in.FaceUp.Black
			}
			ps, err := playedList("face_up."+s.String(), raw)
			if err != nil {
				return h, err
			}
			for k, p := range ps {
				if p.FaceDown {
					return h, game.Refuse(game.ErrInvalid, nil, fmt.Sprintf("face_up.%s[%d]", s, k), msgFaceUpDown.With(p))
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
			return h, game.Refuse(game.ErrInvalid, nil, "first", msgNotASide.With(in.First))
		}
		h.First = s
	}
	return h, nil
}

// handJSON is a hand as Myre writes it: every list spelled out, the
// face-up scouts and the first player only when recorded.
type handJSON struct {
	Battles []battleJSON `json:"battles"`
	FaceUp  *FaceUp      `json:"face_up,omitempty"`
	First   string       `json:"first,omitempty"`
}

type battleJSON struct {
	Scout      cards.Cards     `json:"scout"`
	ScoutOwner string          `json:"scout_owner,omitempty"`
	Red        []engine.Played `json:"red"`
	Black      []engine.Played `json:"black"`
}

// MarshalJSON writes a hand as one element of a record's "hands", which
// readHand reads back to the same hand.
func (h Hand) MarshalJSON() ([]byte, error) {
	out := handJSON{Battles: make([]battleJSON, 0, len(h.Battles))}
	for _, b := range h.Battles {
		bj := battleJSON{Scout: append(cards.Cards{}, b.Scout...), Red: append([]engine.Played{}, b.Red...), Black: append([]engine.Played{}, b.Black...)}
		if b.ScoutOwner != engine.NoSide {
			bj.ScoutOwner = b.ScoutOwner.String()
		}
		out.Battles = append(out.Battles, bj)
	}
	if !h.FaceUp.empty() {
		out.FaceUp = &FaceUp{Red: append(cards.Cards{}, h.FaceUp.Red...), Black: append(cards.Cards{}, h.FaceUp.Black...)}
	}
	if h.First != engine.NoSide {
		out.First = h.First.String()
	}
	return json.Marshal(out)
}

// readSetup reads a record's setup: "box", the player handed the box.
func readSetup(raw json.RawMessage) (Setup, error) {
	var in struct {
		Box string `json:"box"`
	}
	if t := bytes.TrimSpace(raw); len(t) == 0 || string(t) == "null" {
		raw = json.RawMessage("{}")
	}
	if err := game.Decode(raw, &in); err != nil {
		return Setup{}, err
	}
	if in.Box == "" {
		return Setup{}, nil
	}
	s, err := engine.ParseSide(in.Box)
	if err != nil {
		return Setup{}, game.Refuse(game.ErrInvalid, nil, "box", msgNotASide.With(in.Box))
	}
	return Setup{Box: s}, nil
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

// maxHands bounds a record: a game of Myre is far shorter.
const maxHands = 1000

// score answers `arbiter-cli score` for a whole game: the record's hands
// played one by one on a Game, each hand's detail read from its result
// and from the state right after it.
func score(input []byte) (any, error) {
	rec, err := scoring.DecodeRecord(definition{}, input)
	if err != nil {
		return nil, err
	}
	if len(rec.Rounds) > maxHands {
		return nil, game.Refuse(game.ErrInvalid, nil, "hands", msgTooManyHands.With(len(rec.Rounds)))
	}
	st, err := scoring.Start(definition{}, rec.Setup, rec.Options)
	if err != nil {
		return nil, err
	}
	g := st.(*Game)
	opt := g.Options()
	out := ScoreOutput{Game: "myre", Hands: []Sides[int]{}, HandDetails: []HandOutput{}, Target: opt.Target, Options: opt.Values(), Steps: game.Explanation{}}
	for i, r := range rec.Rounds {
		res, err := g.Play(r.(Hand))
		if err != nil {
			return nil, game.Prefix(err, fmt.Sprintf("hands[%d]", i))
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
			out.Steps = append(out.Steps, inHand(s, i+1))
		}
	}
	out.Totals = g.Totals()
	if done, w := g.Finished(); done {
		out.Finished = true
		out.Winner = &w
	} else if len(rec.Rounds) > 0 {
		t := out.Totals
		out.Steps.Say(msgNotFinished.With(t.Red, t.Black, opt.Target), engine.SecWinning, "MYRE-10")
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

// inHand is a hand's step as the game's explanation says it: "Hand 2:
// …", the hand's own step a message inside.
func inHand(s game.Step, n int) game.Step {
	var said any = s.Text
	if s.Said != nil {
		said = *s.Said
	}
	m := msgHandStep.With(n, said)
	s.Text, s.Said = m.String(), &m
	return s
}

// jokerOwners returns who holds each joker, by its card ("RJ": "black").
func (g *Game) jokerOwners() map[string]engine.Side {
	m := map[string]engine.Side{}
	for j, s := range g.jokerOwner {
		m[cards.Card{Joker: j}.String()] = s
	}
	return m
}

// stateJSON is a Game between sessions: everything but the house rules
// and the box, which come with the game's options and setup.
type stateJSON struct {
	Hands      int                    `json:"hands"`
	Jail       Sides[cards.Cards]     `json:"jail"`
	JailedIn   map[string]int         `json:"jailed_in"`
	Jokers     map[string]engine.Side `json:"joker_owners"`
	Totals     Sides[int]             `json:"totals"`
	FaceUpKept FaceUp                 `json:"face_up_kept"`
	HiddenKept Sides[int]             `json:"face_up_kept_unrecorded"`
	NextFirst  engine.Side            `json:"next_first"`
	Finished   bool                   `json:"finished"`
	Winner     engine.Side            `json:"winner"`
}

func writeState(g *Game) (json.RawMessage, error) {
	s := stateJSON{
		Hands: g.played, Jail: Sides[cards.Cards]{Red: g.Jail(engine.Red), Black: g.Jail(engine.Black)},
		JailedIn: map[string]int{}, Jokers: g.jokerOwners(), Totals: g.totals, FaceUpKept: g.FaceUpStaying(),
		HiddenKept: g.hiddenKept, NextFirst: g.nextFirst, Finished: g.finished, Winner: g.winner,
	}
	for c, h := range g.jailedIn {
		s.JailedIn[c.String()] = h
	}
	return json.Marshal(s)
}

func readState(raw json.RawMessage, setup Setup, opts scoring.Values) (*Game, error) {
	var s stateJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("myre: stored state: %w", err)
	}
	g := NewGame(fromValues(opts), setup)
	g.played, g.totals, g.hiddenKept = s.Hands, s.Totals, s.HiddenKept
	g.nextFirst, g.finished, g.winner = s.NextFirst, s.Finished, s.Winner
	g.jail = Sides[cards.Cards]{Red: append(cards.Cards{}, s.Jail.Red...), Black: append(cards.Cards{}, s.Jail.Black...)}
	g.carried = FaceUp{Red: append(cards.Cards{}, s.FaceUpKept.Red...), Black: append(cards.Cards{}, s.FaceUpKept.Black...)}
	keys := make([]string, 0, len(s.JailedIn))
	for k := range s.JailedIn {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		c, err := cards.Parse(k)
		if err != nil {
			return nil, fmt.Errorf("myre: stored state: jailed_in: %w", err)
		}
		g.jailedIn[c] = s.JailedIn[k]
	}
	g.jokerOwner = map[cards.Joker]engine.Side{}
	for k, side := range s.Jokers {
		c, err := cards.Parse(k)
		if err != nil || !c.IsJoker() || c.Joker == cards.AnyJoker {
			return nil, fmt.Errorf("myre: stored state: joker_owners: %q is not a joker", k)
		}
		g.jokerOwner[c.Joker] = side
	}
	return g, nil
}
