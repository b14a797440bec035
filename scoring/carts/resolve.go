package carts

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// ResolveInput is one play: the contract's top, play and owed, plus the
// optional state that changes the answer.
type ResolveInput struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Top     string          `json:"top"`
	Play    string          `json:"play"`
	// Owed: cards the player owes from a chain of follow-ups (0–10).
	Owed int `json:"owed"`
	// SkipPending: the player was told to skip by a same-element follow-up.
	SkipPending bool `json:"skip_pending"`
	// Hand: cards the player holds before playing (0 or absent: unknown).
	Hand int `json:"hand"`
	// NextHand: cards the next player holds (0 or absent: unknown).
	NextHand int `json:"next_hand"`
	// LastCard: another player holds a single card.
	LastCard bool `json:"last_card"`
	// Players: the number of players, for the number of decks.
	Players int `json:"players"`
}

// ResolveOutput is the answer: the contract's legal, follow_up, next and
// owed, plus the details the app shows.
type ResolveOutput struct {
	Game        string           `json:"game"`
	Legal       bool             `json:"legal"`
	FollowUp    bool             `json:"follow_up"`
	Next        string           `json:"next"`
	Owed        int              `json:"owed"`
	Match       string           `json:"match"`
	ExtraTurn   bool             `json:"extra_turn"`
	ChainBroken bool             `json:"chain_broken"`
	Chain       int              `json:"chain"`
	Reasons     []string         `json:"reasons"`
	Instead     []string         `json:"instead"`
	CardsLeft   *int             `json:"cards_left,omitempty"`
	Wins        bool             `json:"wins"`
	Announce    bool             `json:"announce_last_card"`
	Decks       int              `json:"decks"`
	Options     Options          `json:"options"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// maxPlayers bounds the players field.
const maxPlayers = 200

// Resolve answers whether a card may be played and what the next player
// must do. An illegal card is an answer (legal false), not an error.
func Resolve(input []byte) (any, error) {
	var in ResolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return resolve(in)
}

func resolve(in ResolveInput) (*ResolveOutput, error) {
	opts, err := DecodeOptions(in.Options)
	if err != nil {
		return nil, err
	}
	if in.Top == "" {
		return nil, game.Invalidf("top: missing: the top card of the playing pile, e.g. \"Fi7\"")
	}
	if in.Play == "" {
		return nil, game.Invalidf("play: missing: the card played, e.g. \"Wa8\"")
	}
	top, err := cards.ParseElementCard(in.Top)
	if err != nil {
		return nil, game.Invalidf("top: %v", err)
	}
	play, err := cards.ParseElementCard(in.Play)
	if err != nil {
		return nil, game.Invalidf("play: %v", err)
	}
	owed := in.Owed
	if owed < 0 || owed > carts.ChainLimit {
		return nil, game.Invalidf("owed: %d: a player owes 0 to %d cards (a longer chain breaks, CARTS-1)", owed, carts.ChainLimit)
	}
	if owed > 0 && in.SkipPending {
		return nil, game.Invalidf("skip_pending: a player told to skip owes nothing, but owed is %d (CARTS-1)", owed)
	}
	players := in.Players
	if players != 0 && (players < 2 || players > maxPlayers) {
		return nil, game.Invalidf("players: %d: Cârts Tîty is played by 2 to %d players", players, maxPlayers)
	}
	hand := in.Hand
	if hand < 0 || hand > carts.OverflowLimit {
		return nil, game.Invalidf("hand: %d: a player in the game holds 1 to %d cards (0: unknown)", hand, carts.OverflowLimit)
	}
	nextHand := in.NextHand
	if nextHand < 0 || nextHand > carts.OverflowLimit {
		return nil, game.Invalidf("next_hand: %d: a player in the game holds 1 to %d cards (0: unknown)", nextHand, carts.OverflowLimit)
	}
	decks := opts.DecksFor(players)
	if top == play && decks == 1 {
		return nil, game.Invalidf("play: %s is the top card already: one deck holds one %s (2 decks are used from 6 players)", play, play)
	}

	s := carts.Situation{
		Top: top, Owed: owed, SkipPending: in.SkipPending,
		LastCard: in.LastCard || hand == 2 || nextHand == 1,
		NextHand: nextHand,
	}
	res := carts.Play(opts.engineRules(), s, play)
	out := &ResolveOutput{
		Game: "carts-tity", Legal: res.Legal, FollowUp: res.FollowUp, Next: res.Next.String(),
		Owed: res.Owed, Match: res.Match.String(), ExtraTurn: res.ExtraTurn, ChainBroken: res.ChainBroken,
		Chain: res.Chain, Reasons: []string{}, Instead: []string{}, Decks: decks, Options: opts,
		Steps: res.Steps,
	}
	if res.ChainBroken {
		out.Chain = 0
	}
	if res.Next == carts.NextSame {
		// The contract's next is about the next player: there is none yet.
		out.Next = carts.NextNormal.String()
	}
	if !res.Legal {
		// next and owed keep describing what the player still faces.
		out.Reasons = append(out.Reasons, res.Reason.Error())
		switch {
		case owed > 0:
			out.Instead = append(out.Instead, fmt.Sprintf("draw the %s owed", plural(owed, "card", "cards")), "answer with a follow-up (a value one above or below)")
		case in.SkipPending:
			out.Instead = append(out.Instead, "skip the turn", "answer with a follow-up (a value one above or below)")
		default:
			out.Instead = append(out.Instead, "play a card of the same value or element, or one value above or below", "draw one card (ends the turn)", "exchange the whole hand (4+ cards, 3 times a game; skips the next turn)")
		}
		out.Steps.Add("Nothing changes: the player still faces the same choice.", carts.SecGameFlow, "")
	} else if hand > 0 {
		left := hand - 1
		out.CardsLeft = &left
		switch left {
		case 0:
			out.Wins = true
			out.Steps.Add("That was the player's last card: they win the game.", carts.SecEnd, "")
		case 1:
			out.Announce = true
			out.Steps.Add("The player holds one card now and must announce it before the next player's turn ends, or draw "+
				"5 penalty cards (7 when another player holds more than 10).", carts.SecLastCard, "")
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}
