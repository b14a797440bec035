package carts

import (
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/carts"
	"arbiter/engine/game"
)

// resolveInput is one play: the contract's top, play and owed, plus the
// optional state that changes the answer.
type resolveInput struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Top     string          `json:"top"`
	Play    string          `json:"play"`
	// Owed: cards the player owes from a chain of follow-ups (0–10). For a
	// player on a single card an odd number already holds their extra card
	// (CARTS-3); an even one is the chain, to which the extra is added.
	Owed int `json:"owed"`
	// SkipPending: the player was told to skip by a same-element follow-up.
	SkipPending bool `json:"skip_pending"`
	// Chain: where the chain of follow-ups stands behind owed or a pending
	// skip (CARTS-1: a same-element follow-up still counts in it), as the
	// previous play's "chain" answered. 0 or absent: owed, or with
	// skip_pending 2 (the skip of a first follow-up).
	Chain int `json:"chain"`
	// Hand: cards the player holds before playing (0 or absent: unknown).
	Hand int `json:"hand"`
	// NextHand: cards the next player holds (0 or absent: unknown).
	NextHand int `json:"next_hand"`
	// LastCard: another player holds a single card (CARTS-3).
	LastCard bool `json:"last_card"`
	// Hands: the cards of every player still in the game, in turn order
	// from the player on turn (optional; it gives hand, next_hand and
	// last_card, and the size of a missed announcement's penalty).
	Hands []int `json:"hands"`
	// Players: the number of players dealt in, for the number of decks.
	Players int `json:"players"`
}

// resolveOutput is the answer: the contract's legal, follow_up, next and
// owed, plus the details the app shows.
type resolveOutput struct {
	Game        string `json:"game"`
	Legal       bool   `json:"legal"`
	FollowUp    bool   `json:"follow_up"`
	Next        string `json:"next"`
	Owed        int    `json:"owed"`
	Match       string `json:"match"`
	ExtraTurn   bool   `json:"extra_turn"`
	ChainBroken bool   `json:"chain_broken"`
	// Chain is where the chain stands after the play: what the next player
	// owes before any last-card extra, or the count a skip carries on
	// (the next input's "chain"); 0 when the chain ended.
	Chain int `json:"chain"`
	// DebtVoid: a player on a single card would owe 11 or more with the
	// extra card, so the debt is void (CARTS-3): the player on turn, who
	// then played freely, or the next player, after a play that brought
	// the chain to 10.
	DebtVoid bool     `json:"debt_void"`
	Reasons  []string `json:"reasons"`
	Instead  []string `json:"instead"`
	// InsteadSaid is Instead as typed messages, for other languages.
	InsteadSaid []game.Message   `json:"-"`
	CardsLeft   *int             `json:"cards_left,omitempty"`
	Wins        bool             `json:"wins"`
	Announce    bool             `json:"announce_last_card"`
	Penalty     int              `json:"penalty,omitempty"` // cards a missed announcement costs, when the hands are known
	Decks       int              `json:"decks"`
	Options     optionsJSON      `json:"options"`
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

// resolveJSON answers `arbiter-cli resolve`: whether a card may be played
// and what the next player must do. An illegal card is an answer (legal
// false), not an error.
func resolveJSON(input []byte) (any, error) {
	var in resolveInput
	if err := game.Decode(input, &in); err != nil {
		return nil, err
	}
	return resolve(in)
}

// table is what resolve knows of the table once the input is checked.
type table struct {
	hand, nextHand int
	lastCard       bool // another player holds a single card
	bigHand        int  // another player holds more than 10 cards: 1, none: -1, unknown: 0
	players, decks int
}

// checkHands reads hand, next_hand, hands, players and last_card and
// refuses what no table can hold (GEN-1).
func checkHands(in resolveInput, opts Options) (table, error) {
	tb := table{hand: in.Hand, nextHand: in.NextHand, lastCard: in.LastCard, players: in.Players}
	if p := in.Players; p != 0 && p < 2 {
		return tb, impossible("players", nil, msgPlayersTwoUp.With(p))
	}
	if in.Players > maxPlayers {
		return tb, invalid("players", msgPlayersFollowed.With(in.Players, maxPlayers))
	}
	inGame := func(field string, n int) error {
		if n < 0 || n > carts.OverflowLimit {
			return impossible(field, nil, msgHandInGame.With(n, carts.OverflowLimit))
		}
		return nil
	}
	if err := inGame("hand", in.Hand); err != nil {
		return tb, err
	}
	if err := inGame("next_hand", in.NextHand); err != nil {
		return tb, err
	}
	if in.Hands != nil {
		hs := in.Hands
		switch {
		case len(hs) < 2:
			return tb, impossible("hands", nil, msgHandsTwoUp.With(len(hs)))
		case len(hs) > maxPlayers:
			return tb, invalid("hands", msgHandsFollowed.With(len(hs), maxPlayers))
		case in.Players != 0 && len(hs) > in.Players:
			return tb, impossible("hands", nil, msgHandsPlayers.With(len(hs), in.Players))
		}
		tb.bigHand = -1
		oneCard := false
		for i, h := range hs {
			f := fmt.Sprintf("hands[%d]", i)
			if h == 0 {
				return tb, impossible(f, nil, msgHandEmpty.With())
			}
			if err := inGame(f, h); err != nil {
				return tb, err
			}
			if i > 0 && h == 1 {
				oneCard = true
			}
			if i > 0 && h > carts.BigHand {
				tb.bigHand = 1
			}
		}
		if in.Hand != 0 && in.Hand != hs[0] {
			return tb, impossible("hand", nil, msgHandNotHands0.With(in.Hand, hs[0]))
		}
		if in.NextHand != 0 && in.NextHand != hs[1] {
			return tb, impossible("next_hand", nil, msgNextNotHands1.With(in.NextHand, hs[1]))
		}
		if in.LastCard && !oneCard {
			return tb, impossible("last_card", nil, msgNoOneCard.With())
		}
		tb.lastCard = oneCard
		tb.hand, tb.nextHand = hs[0], hs[1]
		if tb.players == 0 {
			tb.players = len(hs)
		}
	}
	if tb.nextHand == 1 {
		tb.lastCard = true
	}
	tb.decks = opts.DecksFor(tb.players)
	if tb.players != 0 && carts.StartHand*tb.players+1 > carts.DeckCards*tb.decks {
		return tb, impossible("options.decks", nil, msgResolveNoDeal.With(opts.Decks, nounDeck.Of(tb.decks), carts.DeckCards, carts.StartHand, tb.players))
	}
	if in.Hands != nil {
		sum := 1 // the top card
		for _, h := range in.Hands {
			sum += h
		}
		if sum > carts.DeckCards*tb.decks {
			return tb, impossible("hands", nil, msgHandsTooMany.With(sum-1, nounDeck.Of(tb.decks), carts.DeckCards*tb.decks))
		}
	}
	return tb, nil
}

func resolve(in resolveInput) (*resolveOutput, error) {
	vals, err := Schema.Parse(in.Options)
	if err != nil {
		return nil, err
	}
	opts := fromValues(vals)
	if in.Top == "" {
		return nil, invalid("top", msgTopMissing.With())
	}
	if in.Play == "" {
		return nil, invalid("play", msgPlayMissing.With())
	}
	top, err := cards.ParseElementCard(in.Top)
	if err != nil {
		return nil, invalid("top", msgCardErr.With(err))
	}
	play, err := cards.ParseElementCard(in.Play)
	if err != nil {
		return nil, invalid("play", msgCardErr.With(err))
	}
	tb, err := checkHands(in, opts)
	if err != nil {
		return nil, err
	}
	if top == play && tb.decks == 1 {
		return nil, impossible("play", nil, msgTopAlready.With(play, play))
	}
	pre, err := checkChain(in, opts.Chain, &tb)
	if err != nil {
		return nil, err
	}

	s := carts.Situation{
		Top: top, Owed: pre.owed, SkipPending: in.SkipPending, Chain: pre.chain,
		LastCard: tb.lastCard || tb.hand == 2,
		NextHand: tb.nextHand, Hand: tb.hand,
	}
	res := carts.Play(opts.EngineRules(), s, play)
	out := &resolveOutput{
		Game: "carts-tity", Legal: res.Legal, FollowUp: res.FollowUp, Next: res.Next.String(),
		Owed: res.Owed, Match: res.Match.String(), ExtraTurn: res.ExtraTurn, ChainBroken: res.ChainBroken,
		Chain: res.Chain, DebtVoid: pre.void || res.DebtVoid, Reasons: []string{}, Instead: []string{}, Decks: tb.decks, Options: optionsOut(opts),
		Steps: append(pre.steps, res.Steps...), Wins: res.Wins,
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
		case pre.owed > 0:
			out.instead(msgInsteadDraw.With(nounCard.Of(pre.owed)), msgInsteadFollowUp.With())
		case in.SkipPending:
			out.instead(msgInsteadSkip.With(), msgInsteadFollowUp.With())
		default:
			out.instead(msgInsteadMatch.With(), msgInsteadDrawOne.With())
			if tb.hand == 0 || tb.hand >= carts.MinExchangeHand {
				out.instead(msgInsteadExchange.With())
			}
		}
		out.Steps.Say(msgNothingChanges.With(), carts.SecGameFlow, "")
	} else if tb.hand > 0 {
		left := tb.hand - 1
		out.CardsLeft = &left
		if left == 1 {
			out.Announce = true
			announce := msgAnnounce
			switch tb.bigHand {
			case 1:
				out.Penalty = carts.PenaltyCardsBig
				announce = msgAnnounce7
			case -1:
				out.Penalty = carts.PenaltyCards
				announce = msgAnnounce5
			}
			out.Steps.Say(announce.With(), carts.SecLastCard, carts.RulingLastCard)
		}
	}
	out.Explanation = out.Steps.Strings()
	return out, nil
}

// chainState is what the player faces once owed, chain and the player's
// own single card are read.
type chainState struct {
	owed  int  // what the player owes, the last-card extra included
	chain int  // where the chain stands behind it (0: owed)
	void  bool // a one-card player's debt reached 11 and is void
	steps game.Explanation
}

// checkChain reads owed, skip_pending and chain, refusing what no chain can
// produce (GEN-1), and applies the extra card of a player on a single card
// (CARTS-3).
func checkChain(in resolveInput, rule carts.ChainRule, tb *table) (chainState, error) {
	st := chainState{owed: in.Owed, chain: in.Chain}
	owed := in.Owed
	if owed < 0 || owed > carts.ChainLimit {
		return st, impossible("owed", nil, msgOwedRange.With(owed, carts.ChainLimit))
	}
	if c := in.Chain; c != 0 && !rule.IsChainCount(c) {
		return st, impossible("chain", nil, msgChainStands.With(c, rule.Word(), chainCounts(rule)))
	}
	if in.SkipPending {
		switch {
		case owed > 0:
			return st, impossible("skip_pending", nil, msgSkipOwes.With(owed))
		case tb.lastCard || tb.hand == 1:
			return st, impossible("skip_pending", nil, msgSkipOneCard.With())
		}
		if st.chain == 0 {
			st.chain = carts.FirstChain
		}
		return st, nil
	}
	if owed == 0 {
		if in.Chain != 0 {
			return st, impossible("chain", nil, msgNoChain.With(in.Chain))
		}
		return st, nil
	}
	// An odd debt is a chain plus the extra card of a player on one card.
	if owed%2 == 1 && tb.hand == 0 {
		tb.hand = 1
		st.steps.Say(msgOddDebt.With(owed), carts.SecLastCard, carts.RulingLastCard)
	}
	oneCard := tb.hand == 1
	switch {
	case oneCard && owed%2 == 0:
		// The chain as it stands; the player's extra card comes on top.
		if !rule.IsChainCount(owed) {
			return st, impossible("owed", nil, msgNoChainAt.With(owed, rule.Word(), owed, chainCounts(rule)))
		}
		if in.Chain != 0 && in.Chain != owed {
			return st, impossible("chain", nil, msgChainNotOwed.With(in.Chain, owed))
		}
		st.chain = owed
		if owed+1 > carts.ChainLimit {
			st.owed, st.chain, st.void = 0, 0, true
			st.steps.Say(msgOwnVoid.With(owed, owed+1), carts.SecLastCard, carts.RulingLastCard)
			return st, nil
		}
		st.owed = owed + 1
		st.steps.Say(msgOwnOneMore.With(owed+1), carts.SecLastCard, carts.RulingLastCard)
	case oneCard:
		if !rule.CanOwe(owed, true) {
			return st, impossible("owed", nil, msgOneCardOwes.With(owed, rule.Word(), chainCounts(rule)))
		}
		if in.Chain != 0 && in.Chain != owed-1 {
			return st, impossible("chain", nil, msgOneCardChain.With(in.Chain, owed, owed-1))
		}
		st.chain = owed - 1
	default:
		if !rule.CanOwe(owed, false) {
			said := msgChainOwes
			if owed%2 == 1 {
				said = msgChainOwesOdd
			}
			return st, impossible("owed", nil, said.With(owed, rule.Word(), chainCounts(rule)))
		}
		if in.Chain != 0 && in.Chain != owed {
			return st, impossible("chain", nil, msgChainNotOwed.With(in.Chain, owed))
		}
		st.chain = owed
	}
	return st, nil
}

// chainCounts lists the counts a chain passes: "2, 4, 6, 8 or 10".
func chainCounts(rule carts.ChainRule) game.List {
	var cs []int
	for c := rule.Grow(0); c <= carts.ChainLimit; c = rule.Grow(c) {
		cs = append(cs, c)
	}
	return game.ListOf(game.JoinOr, cs)
}

// instead adds what the player may do instead of a refused card.
func (o *resolveOutput) instead(said ...game.Message) {
	for _, m := range said {
		o.Instead = append(o.Instead, m.String())
		o.InsteadSaid = append(o.InsteadSaid, m)
	}
}
