package pymtheg

import (
	"bytes"
	"encoding/json"
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
)

// AuctionInput is an auction: the dealer and the calls in order.
type AuctionInput struct {
	Dealer *pymtheg.Seat `json:"dealer"`
	Bids   []CallInput   `json:"bids"`
}

// CallInput is one call: a string ("pass", "gam+2 Wa", "double",
// "trump Fi") or an object {"seat":"E","bid":"gam+2","trump":"Wa"}.
type CallInput struct {
	Call pymtheg.Call
}

type callObject struct {
	Seat  *pymtheg.Seat  `json:"seat"`
	Bid   *string        `json:"bid"`
	Call  *string        `json:"call"`
	Trump *cards.Element `json:"trump"`
}

// UnmarshalJSON reads the string or the object form.
func (c *CallInput) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		call, err := pymtheg.ParseCall(s)
		if err != nil {
			return err
		}
		c.Call = call
		return nil
	}
	if len(b) == 0 || b[0] != '{' {
		return callRefusal(msgCallShape.With())
	}
	var o callObject
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return callRefusal(msgCallObject.With(err))
	}
	text := o.Bid
	if text == nil {
		text = o.Call
	}
	if text == nil || (o.Bid != nil && o.Call != nil) {
		return callRefusal(msgCallBidOrCall.With())
	}
	call, err := pymtheg.ParseCall(*text)
	if err != nil {
		return err
	}
	if o.Trump != nil {
		switch {
		case call.Kind == pymtheg.BidCall && !call.WithTrump:
			call.Trump, call.WithTrump = *o.Trump, true
		case call.Kind == pymtheg.BidCall && call.WithTrump && call.Trump != *o.Trump:
			return callRefusal(msgCallTrumpDiffers.With(*text, *o.Trump))
		case call.Kind != pymtheg.BidCall:
			return callRefusal(msgCallTrumpWithBid.With(*text))
		}
	}
	if o.Seat != nil {
		call.Seat, call.HasSeat = *o.Seat, true
	}
	c.Call = call
	return nil
}

// callRefusal is a call the JSON reader cannot read: the reader names
// where it is.
func callRefusal(said game.Message) error { return game.Refuse(game.ErrInvalid, nil, "", said) }

// CallOut is one recorded call.
type CallOut struct {
	Seat *string `json:"seat"`
	Call string  `json:"call"`
}

// DealSetup is the part of a deal object an auction decides; add
// tricks_won or tricks to score it.
type DealSetup struct {
	Contract   string `json:"contract"`
	Declarer   string `json:"declarer,omitempty"`
	Trump      string `json:"trump,omitempty"`
	TrumpNamed string `json:"trump_named,omitempty"`
	Doubling   string `json:"doubling,omitempty"`
	OverRy     string `json:"over_ry,omitempty"`
}

// AuctionOutput is the state of an auction.
type AuctionOutput struct {
	Game        string           `json:"game"`
	Contract    *string          `json:"contract"` // null while bidding
	Declarer    *string          `json:"declarer"`
	Highest     *string          `json:"highest_bid"`
	Trump       *string          `json:"trump"`       // null until known
	TrumpNamed  *string          `json:"trump_named"` // bidding | after
	Doubling    string           `json:"doubling"`
	OverRy      *string          `json:"over_ry"`
	Penalty     int              `json:"penalty"` // PYM-4, lost on top if the Gâm is lost
	BiddingOver bool             `json:"bidding_over"`
	Complete    bool             `json:"complete"`
	Turn        *string          `json:"turn"` // the seat to bid next
	Legal       []string         `json:"legal"`
	Calls       []CallOut        `json:"calls"`
	Deal        *DealSetup       `json:"deal"` // the deal to play, once complete
	Explanation []string         `json:"explanation"`
	Steps       game.Explanation `json:"steps"`
}

func resolveAuction(in *AuctionInput, set Settings) (any, error) {
	if in.Dealer == nil {
		return nil, game.Refuse(game.ErrInvalid, nil, "auction.dealer", msgDealerMissing.With())
	}
	if in.Bids == nil {
		in.Bids = []CallInput{}
	}
	a := pymtheg.NewAuction(*in.Dealer, set.Direction)
	for i, b := range in.Bids {
		if err := a.Apply(b.Call); err != nil {
			return nil, prefix(fmt.Sprintf("auction.bids[%d]", i), err)
		}
	}
	return auctionOutput(a), nil
}

func auctionOutput(a *pymtheg.Auction) AuctionOutput {
	r := a.Result()
	out := AuctionOutput{Game: "pymtheg", Doubling: r.Doubling.String(), Penalty: r.Penalty, BiddingOver: r.BiddingOver,
		Complete: r.Complete, Legal: []string{}, Calls: []CallOut{}}
	if r.Contract != pymtheg.NoContract {
		out.Contract = strp(r.Contract.String())
	}
	if r.HasHigh {
		out.Declarer = strp(r.Declarer.String())
		out.Highest = strp(r.HighBid.String())
	}
	if r.TrumpSet {
		out.Trump = strp(r.Trump.String())
		if r.Contract.IsGam() || r.Contract == pymtheg.Lon {
			out.TrumpNamed = strp(r.Named.String())
		}
	}
	if r.OverRy != pymtheg.NoContract {
		out.OverRy = strp(r.OverRy.String())
	}
	if s, ok := a.Turn(); ok {
		out.Turn = strp(s.String())
	}
	for _, c := range a.Legal() {
		out.Legal = append(out.Legal, c.String())
	}
	for _, c := range a.Calls() {
		co := CallOut{Call: c.String()}
		if c.HasSeat {
			co.Seat = strp(c.Seat.String())
		}
		out.Calls = append(out.Calls, co)
	}
	if d, ok := r.Deal(); ok {
		ds := &DealSetup{Contract: d.Contract.String()}
		if d.Contract != pymtheg.Burn {
			ds.Declarer = d.Declarer.String()
			ds.Doubling = d.Doubling.String()
			ds.Trump = d.Trump.String()
			if !d.Contract.IsRy() {
				ds.TrumpNamed = d.Named.String()
			}
			if d.OverRy != pymtheg.NoContract {
				ds.OverRy = d.OverRy.String()
			}
		}
		out.Deal = ds
	}
	out.Steps = r.Steps
	if !r.BiddingOver {
		if s, ok := a.Turn(); ok {
			out.Steps.Say(msgToBid.With(s.Word()), pymtheg.SecFlow, "")
		}
	} else if !r.Complete {
		out.Steps.Say(msgToNameTrump.With(r.Declarer.Word()), pymtheg.SecDouble, "")
	}
	out.Explanation = out.Steps.Strings()
	return out
}
