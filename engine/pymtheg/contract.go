package pymtheg

import (
	"fmt"
	"strings"
)

// Contract is the bid a deal is played for, or Burn when all passed. The
// values follow the ranking order of bids (PYM-8): a higher value outranks a
// lower one. Burn is not a bid.
type Contract uint8

// The contracts in ranking order, lowest first.
const (
	NoContract Contract = iota
	Gam
	Gam1
	Gam2
	Gam3
	Ry
	Gam4
	Ry2
	Gam5
	Ry3
	Gam6
	Lon
	Burn
)

// Bids lists the eleven bids in ranking order, lowest first.
var Bids = []Contract{Gam, Gam1, Gam2, Gam3, Ry, Gam4, Ry2, Gam5, Ry3, Gam6, Lon}

var contractCodes = [...]string{"", "gam", "gam+1", "gam+2", "gam+3", "ry", "gam+4", "ry2", "gam+5", "ry3", "gam+6", "lon", "burn"}
var contractNames = [...]string{"no contract", "Gâm", "Gâm+1", "Gâm+2", "Gâm+3", "Ry", "Gâm+4", "Ry 2", "Gâm+5", "Ry 3", "Gâm+6", "Lon", "Burn"}

// String returns the CLI code: gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn.
func (c Contract) String() string {
	if int(c) < len(contractCodes) {
		return contractCodes[c]
	}
	return fmt.Sprintf("Contract(%d)", c)
}

// Name returns the contract as the rulebook writes it: Gâm+2, Ry 2.
func (c Contract) Name() string {
	if int(c) < len(contractNames) {
		return contractNames[c]
	}
	return "?"
}

// Rank returns the place in the ranking order of bids, 1 (Gâm) to 11 (Lon);
// 0 for Burn and NoContract.
func (c Contract) Rank() int {
	if c >= Gam && c <= Lon {
		return int(c)
	}
	return 0
}

// IsGam reports a Gâm contract, any level.
func (c Contract) IsGam() bool {
	switch c {
	case Gam, Gam1, Gam2, Gam3, Gam4, Gam5, Gam6:
		return true
	}
	return false
}

// IsRy reports Ry, Ry 2 or Ry 3.
func (c Contract) IsRy() bool { return c == Ry || c == Ry2 || c == Ry3 }

// Level returns N of Gâm+N (0 for Gâm), or −1 for other contracts.
func (c Contract) Level() int {
	switch c {
	case Gam:
		return 0
	case Gam1:
		return 1
	case Gam2:
		return 2
	case Gam3:
		return 3
	case Gam4:
		return 4
	case Gam5:
		return 5
	case Gam6:
		return 6
	}
	return -1
}

// GamLevel returns the Gâm contract of level n (0–6).
func GamLevel(n int) (Contract, bool) {
	for _, c := range Bids {
		if c.Level() == n {
			return c, true
		}
	}
	return NoContract, false
}

// Needed returns the tricks a Gâm needs (9 + level), 15 for Lon, 0 for Ry.
func (c Contract) Needed() int {
	switch {
	case c.IsGam():
		return 9 + c.Level()
	case c == Lon:
		return 15
	}
	return 0
}

// contractSpaces drops what a contract's name may be written with
// between its parts; built once, as a table's every entry names one.
var contractSpaces = strings.NewReplacer(" ", "", "_", "", "-", "")

// ParseContract reads gam, gâm, gam+1 (also "gam +1", "gam1"), ry, ry2
// ("ry 2"), ry3, lon and burn, in any case.
func ParseContract(s string) (Contract, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	t = strings.ReplaceAll(t, "â", "a")
	t = contractSpaces.Replace(t)
	switch t {
	case "gam", "gam+0":
		return Gam, nil
	case "ry", "ry1":
		return Ry, nil
	case "ry2":
		return Ry2, nil
	case "ry3":
		return Ry3, nil
	case "lon":
		return Lon, nil
	case "burn":
		return Burn, nil
	}
	if rest, ok := strings.CutPrefix(t, "gam"); ok {
		rest = strings.TrimPrefix(rest, "+")
		if len(rest) == 1 && rest[0] >= '1' && rest[0] <= '6' {
			c, _ := GamLevel(int(rest[0] - '0'))
			return c, nil
		}
	}
	return NoContract, invalid(ErrContract, msgNotAContract.With(s, ErrContract))
}

// MarshalText writes the CLI code.
func (c Contract) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads what ParseContract accepts.
func (c *Contract) UnmarshalText(b []byte) error {
	p, err := ParseContract(string(b))
	if err != nil {
		return err
	}
	*c = p
	return nil
}

// TrumpNamed says when the trump (or no-trump) of a Gâm or Lon was named.
type TrumpNamed uint8

const (
	// NamedAfter: named once the bidding was over.
	NamedAfter TrumpNamed = iota
	// NamedInBid: named with the bid itself.
	NamedInBid
)

func (t TrumpNamed) String() string {
	if t == NamedInBid {
		return "bidding"
	}
	return "after"
}

// UnmarshalText reads "bidding" (also "during", "bid") or "after".
func (t *TrumpNamed) UnmarshalText(b []byte) error {
	switch strings.ToLower(strings.TrimSpace(string(b))) {
	case "bidding", "during", "bid", "during bidding", "in_bid", "in bid":
		*t = NamedInBid
	case "after", "after bidding", "later":
		*t = NamedAfter
	default:
		return invalid(nil, msgNotWhenNamed.With(string(b)))
	}
	return nil
}

// MarshalText writes bidding or after.
func (t TrumpNamed) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// Doubling is none, double (×2) or redouble (×4).
type Doubling uint8

const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

func (d Doubling) String() string {
	switch d {
	case Doubled:
		return "double"
	case Redoubled:
		return "redouble"
	}
	return "none"
}

// Multiplier is 1, 2 or 4 (PYM-3).
func (d Doubling) Multiplier() int {
	switch d {
	case Doubled:
		return 2
	case Redoubled:
		return 4
	}
	return 1
}

// UnmarshalText reads none, double or redouble (also doubled, redoubled).
func (d *Doubling) UnmarshalText(b []byte) error {
	switch strings.ToLower(strings.TrimSpace(string(b))) {
	case "none", "", "no", "undoubled":
		*d = Undoubled
	case "double", "doubled", "x2":
		*d = Doubled
	case "redouble", "redoubled", "x4":
		*d = Redoubled
	default:
		return invalid(nil, msgNotADoubling.With(string(b)))
	}
	return nil
}

// MarshalText writes none, double or redouble.
func (d Doubling) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
