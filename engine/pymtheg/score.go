package pymtheg

import (
	"fmt"

	"arbiter/engine/cards"
	"arbiter/engine/game"
)

// Rulebook sections cited by explanations.
const (
	secTricks   = "Pymtheg: Introduction to making tricks"
	secBidding  = "Pymtheg: Bidding"
	secRanking  = "Pymtheg: Ranking order of bids"
	secDouble   = "Pymtheg: Double and redouble"
	secGamTable = "Score table: Gâm"
	secRyTable  = "Score table: Ry"
	secLonTable = "Score table: Lon"
	secBurn     = "Score table: Burn"
	secBurnGame = "Pymtheg: Burn"
	secEnd      = "Pymtheg: End of the game"
	secTourney  = "Pymtheg: Tournament rules"
	secFlow     = "Pymtheg: Game Flow"
)

// FireWater counts the fire and water cards a team took in Burn.
type FireWater struct {
	Fire  int `json:"fire"`
	Water int `json:"water"`
}

// Deal is a finished deal as the scorer needs it.
type Deal struct {
	Contract Contract
	Declarer Seat
	Trump    cards.Element // cards.NoElement: no trump
	Named    TrumpNamed
	Doubling Doubling
	// OverRy is the opponents' Ry this Gâm directly outbid (PYM-4), or
	// NoContract.
	OverRy Contract
	// TricksWon per seat (N, E, S, W). Ignored for Burn when BurnCards is
	// set by the caller.
	TricksWon [4]int
	// Burn is the fire and water taken by NS and EW (Burn only).
	Burn [2]FireWater
	// Offender is the seat caught cheating (a revoke or an under-trump),
	// when HasOffender.
	Offender    Seat
	HasOffender bool
	// Offence describes the offence for the explanation ("revoke").
	Offence string
}

// Outcome is a scored deal.
type Outcome struct {
	Score      [2]int // NS, EW
	Made       bool   // the declaring side made its contract (false for Burn)
	Declaring  Team
	Taken      int // tricks that count for the contract
	Needed     int
	Base       int
	Over       int // over-tricks
	Under      int // under-tricks
	Multiplier int
	RyPenalty  int // the outbid Ry's base, when it applies (before doubling)
	Cheat      bool
	Steps      game.Explanation
}

func tricksTotal(t [4]int) int { return t[0] + t[1] + t[2] + t[3] }

// Validate checks a deal's fields against each other. Errors name the
// field of the CLI's deal object.
func (d Deal) Validate() error {
	c := d.Contract
	if c == NoContract || c > Burn {
		return game.Invalidf("contract is missing: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn")
	}
	if d.Declarer > West {
		return game.Invalidf("declarer: not a seat: N, E, S or W")
	}
	if d.Trump > cards.Earth {
		return game.Invalidf("trump: not an element")
	}
	if d.Doubling > Redoubled {
		return game.Invalidf("doubling: none, double or redouble")
	}
	if d.OverRy != NoContract {
		if !d.OverRy.IsRy() {
			return game.Invalidf("over_ry: %q is not a Ry: ry, ry2 or ry3", d.OverRy)
		}
		if !c.IsGam() {
			return game.Illegalf("PYM-4", "over_ry: only a Gâm can be bid over a Ry, this deal is %s", c.Name())
		}
		if d.OverRy.Rank() >= c.Rank() {
			return game.Illegalf("ranking order of bids (PYM-8)", "over_ry: %s does not outrank %s", c.Name(), d.OverRy.Name())
		}
	}
	if c.IsRy() && d.Trump != cards.NoElement {
		return game.Illegalf("every Ry is played without trump", "trump: %s named for %s", d.Trump, c.Name())
	}
	if c == Burn {
		if d.Doubling != Undoubled {
			return game.Illegalf("no double or redouble in Burn (PYM-3)", "doubling: %s", d.Doubling)
		}
		if d.Trump != cards.NoElement {
			return game.Illegalf("Burn is played without trump", "trump: %s", d.Trump)
		}
		if d.HasOffender {
			return nil // the offender's team pays the maximum; counts do not matter
		}
		var fire, water int
		for i, fw := range d.Burn {
			t := Team(i)
			if fw.Fire < 0 || fw.Water < 0 || fw.Fire > 15 || fw.Water > 15 {
				return game.Invalidf("burn.%s: fire and water counts are 0–15, got fire %d, water %d", t, fw.Fire, fw.Water)
			}
			fire += fw.Fire
			water += fw.Water
		}
		if fire != 15 || water != 15 {
			return game.Invalidf("burn: the deck has 15 fire and 15 water cards, the counts add up to %d fire and %d water", fire, water)
		}
		return nil
	}
	for i, n := range d.TricksWon {
		if n < 0 || n > 15 {
			return game.Invalidf("tricks_won.%s: %d is not 0–15", Seat(i), n)
		}
	}
	total := tricksTotal(d.TricksWon)
	if total > 15 {
		return game.Invalidf("tricks_won: %d tricks, a deal has 15", total)
	}
	if total < 15 && !d.HasOffender && !d.ryLost() {
		return game.Invalidf("tricks_won: %d tricks, a deal has 15 (fewer only when a Ry was lost early or a revoke ended the deal)", total)
	}
	return nil
}

// ryLost reports whether the Ry side took a trick that loses its Ry.
func (d Deal) ryLost() bool {
	dec := d.TricksWon[d.Declarer]
	part := d.TricksWon[d.Declarer.Partner()]
	switch d.Contract {
	case Ry, Ry2:
		return dec > 0
	case Ry3:
		return dec+part > 0
	}
	return false
}

// Score scores a deal by the score table and the rulings.
func Score(d Deal, r Rules) (Outcome, error) {
	if err := d.Validate(); err != nil {
		return Outcome{}, err
	}
	if d.Contract == Burn {
		return scoreBurn(d), nil
	}
	o := Outcome{Declaring: d.Declarer.Team(), Multiplier: d.Doubling.Multiplier()}
	e := &o.Steps
	noTrump := d.Trump == cards.NoElement
	dec := d.TricksWon[d.Declarer]
	part := d.TricksWon[d.Declarer.Partner()]
	opp := tricksTotal(d.TricksWon) - dec - part
	var points int // for the declaring side, before doubling
	c := d.Contract
	switch {
	case c.IsGam():
		g := GamTable(c, noTrump, d.Named, r.Table)
		o.Base, o.Needed, o.Taken = g.Base, c.Needed(), dec+part
		e.Add(fmt.Sprintf("%s, %s named %s: base %d, %d per over- or under-trick.", c.Name(), trumpWords(d.Trump), namedWords(d.Named), g.Base, g.PerTrick), secGamTable, "")
		if g.Fixed {
			e.Add(fmt.Sprintf("The rulebook prints %d here; Arbiter uses the corrected %d.", g.Printed, g.Base), secGamTable, "PYM-1")
		} else if r.Table == AsPrinted && GamTable(c, noTrump, d.Named, Corrected).Fixed {
			e.Add(fmt.Sprintf("Score table as printed (%d; the corrected value is %d).", g.Base, GamTable(c, noTrump, d.Named, Corrected).Base), secGamTable, "PYM-1")
		}
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		if o.Taken >= o.Needed {
			o.Made = true
			o.Over = o.Taken - o.Needed
			points = g.Base + o.Over*g.PerTrick
			e.Add(fmt.Sprintf("%s made %d of %d needed: %s → %d.", d.Declarer.Team(), o.Taken, o.Needed, plural(o.Over, "over-trick", g.PerTrick, "+"), points), secGamTable, "")
		} else {
			o.Under = o.Needed - o.Taken
			points = -(g.Base + o.Under*g.PerTrick)
			e.Add(fmt.Sprintf("%s made %d of %d needed: lost, %s → %d.", d.Declarer.Team(), o.Taken, o.Needed, plural(o.Under, "under-trick", g.PerTrick, "−"), points), secGamTable, "")
			if d.OverRy != NoContract {
				o.RyPenalty = RyBase(d.OverRy)
				points -= o.RyPenalty
				e.Add(fmt.Sprintf("This Gâm outbid the opponents' %s and was lost: −%d more → %d.", d.OverRy.Name(), o.RyPenalty, points), secBidding, "PYM-4")
			}
		}
		if o.Made && d.OverRy != NoContract {
			e.Add(fmt.Sprintf("It outbid the opponents' %s, but a won Gâm earns no bonus for that.", d.OverRy.Name()), secBidding, "PYM-4")
		}
	case c.IsRy():
		o.Base = RyBase(c)
		o.Taken = dec
		e.Add(fmt.Sprintf("%s by %s, played without trump: %d won or lost.", c.Name(), d.Declarer.Name(), o.Base), secRyTable, "PYM-2")
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		switch {
		case c == Ry3 && dec+part > 0:
			o.Taken = dec + part
			points = -o.Base
			e.Add(fmt.Sprintf("The Ry side took %s: Ry 3 is lost → %d.", countWord(dec+part, "trick"), points), secRyTable, "")
		case dec > 0:
			points = -o.Base
			e.Add(fmt.Sprintf("%s took %s: lost → %d.", d.Declarer.Name(), countWord(dec, "trick"), points), secRyTable, "PYM-5")
		case c == Ry2:
			o.Made = true
			points = o.Base - RyPartnerDeduction*part
			if part > 0 {
				e.Add(fmt.Sprintf("%s took no trick: won; the partner took %s, −%d each → %d.", d.Declarer.Name(), countWord(part, "trick"), RyPartnerDeduction, points), secRyTable, "PYM-5")
			} else {
				e.Add(fmt.Sprintf("No trick for %s nor the partner: won → %d.", d.Declarer.Name(), points), secRyTable, "PYM-5")
			}
		default:
			o.Made = true
			points = o.Base
			if c == Ry && part > 0 {
				e.Add(fmt.Sprintf("%s took no trick (the partner's %s do not count): won → %d.", d.Declarer.Name(), countWord(part, "trick"), points), secRyTable, "")
			} else {
				e.Add(fmt.Sprintf("The Ry side took no trick: won → %d.", points), secRyTable, "")
			}
		}
	case c == Lon:
		base, per := LonTable(noTrump, d.Named, r)
		o.Base, o.Needed, o.Taken = base, 15, dec
		e.Add(fmt.Sprintf("Lon by %s, %s: %d if %s takes all 15 tricks alone, else −%d and −%d per trick of the opponents.", d.Declarer.Name(), trumpWords(d.Trump), base, d.Declarer.Name(), base, per), secLonTable, "")
		if !noTrump && d.Named == NamedInBid {
			if r.LonTrumpBonus > 0 {
				e.Add(fmt.Sprintf("House rule: a Lon with its trump named in the bid plays for %d.", r.LonTrumpBonus), secLonTable, "PYM-7")
			} else {
				e.Add("No extra value for a trump named in the bid.", secLonTable, "PYM-7")
			}
		}
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		if dec == 15 {
			o.Made = true
			points = base
			e.Add(fmt.Sprintf("%s took all 15 tricks → %d.", d.Declarer.Name(), points), secLonTable, "")
		} else {
			o.Under = 15 - dec
			points = -(base + per*opp)
			e.Add(fmt.Sprintf("%s took %d: lost; the opponents took %s → %d (the partner's %s cost nothing).", d.Declarer.Name(), dec, countWord(opp, "trick"), points, countWord(part, "trick")), secLonTable, "")
		}
	}
	return finish(d, o, points), nil
}

// finish applies doubling and puts the points on the declaring side.
func finish(d Deal, o Outcome, points int) Outcome {
	if o.Multiplier > 1 {
		total := points * o.Multiplier
		o.Steps.Add(fmt.Sprintf("%s: ×%d → %d.", capital(d.Doubling.String()+"d"), o.Multiplier, total), secDouble, "PYM-3")
		points = total
	}
	o.Score[o.Declaring] = points
	o.Steps.Add(fmt.Sprintf("%s %+d, %s 0: only the playing side scores.", o.Declaring, points, o.Declaring.Other()), secRanking, "")
	return o
}

// CheatMaximum returns the points of the cheating penalty for the
// declaring side, before doubling: negative when the declaring side
// cheated, positive when a defender did (PYM-6).
func CheatMaximum(d Deal, r Rules) int {
	declarers := d.Offender.Team() == d.Declarer.Team()
	noTrump := d.Trump == cards.NoElement
	c := d.Contract
	var max int
	switch {
	case c.IsGam():
		g := GamTable(c, noTrump, d.Named, r.Table)
		if declarers {
			max = g.Base + c.Needed()*g.PerTrick + RyBase(d.OverRy)
		} else {
			max = g.Base + (15-c.Needed())*g.PerTrick
		}
	case c.IsRy():
		max = RyBase(c)
	case c == Lon:
		base, per := LonTable(noTrump, d.Named, r)
		max = base + per*15
	}
	max += CheatPenalty
	if declarers {
		return -max
	}
	return max
}

func cheat(d Deal, r Rules, o Outcome) Outcome {
	o.Cheat = true
	pts := CheatMaximum(d, r)
	offence := d.Offence
	if offence == "" {
		offence = "cheating"
	}
	who := "a defender"
	if d.Offender.Team() == d.Declarer.Team() {
		who = "the playing side"
		o.Made = false
		o.Steps.Add(fmt.Sprintf("%s (%s, %s) was caught: the deal ends and the playing side takes the worst result possible plus %d → %d.", capital(offence), d.Offender.Name(), who, CheatPenalty, pts), secTricks, "PYM-6")
	} else {
		o.Made = true
		o.Steps.Add(fmt.Sprintf("%s (%s, %s) was caught: the deal ends and the playing side gets the best result possible plus %d → %+d.", capital(offence), d.Offender.Name(), who, CheatPenalty, pts), secTricks, "PYM-6")
	}
	return finish(d, o, pts)
}

// BurnTeamScore is what one team scores in the Burn sub-game: −5 per fire
// card unless it took more water than fire; 10,000 for every fire and
// water card.
func BurnTeamScore(fw FireWater) int {
	switch {
	case fw.Fire == 15 && fw.Water == 15:
		return BurnSweep
	case fw.Water > fw.Fire:
		return 0
	}
	return -BurnPerFire * fw.Fire
}

func scoreBurn(d Deal) Outcome {
	o := Outcome{Multiplier: 1}
	e := &o.Steps
	e.Add("Everyone passed: the Burn sub-game is played, without trump and without doubling.", secBurnGame, "PYM-3")
	if d.HasOffender {
		t := d.Offender.Team()
		o.Cheat = true
		o.Score[t] = -(BurnPerFire*15 + CheatPenalty)
		e.Add(fmt.Sprintf("%s (%s) was caught: the deal ends; %s takes the worst Burn result, 15 fire × 5, plus %d → %d.", capital(orDefault(d.Offence, "cheating")), d.Offender.Name(), t, CheatPenalty, o.Score[t]), secTricks, "PYM-6")
		return o
	}
	for i, fw := range d.Burn {
		t := Team(i)
		o.Score[t] = BurnTeamScore(fw)
		switch {
		case fw.Fire == 15 && fw.Water == 15:
			e.Add(fmt.Sprintf("%s took every fire and water card: +%d, no minus points.", t, BurnSweep), secBurn, "")
		case fw.Water > fw.Fire:
			e.Add(fmt.Sprintf("%s took %d fire and %d water: more water than fire puts the fire out → 0.", t, fw.Fire, fw.Water), secBurn, "BURN-3")
		default:
			e.Add(fmt.Sprintf("%s took %d fire and %d water: %d × −%d → %d.", t, fw.Fire, fw.Water, fw.Fire, BurnPerFire, o.Score[t]), secBurn, "BURN-3")
		}
	}
	return o
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func trumpWords(e cards.Element) string {
	if e == cards.NoElement {
		return "no trump"
	}
	return e.Name() + " trump"
}

func namedWords(n TrumpNamed) string {
	if n == NamedInBid {
		return "in the bid"
	}
	return "after the bidding"
}

func countWord(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func plural(n int, word string, per int, sign string) string {
	if n == 0 {
		return "no " + word + "s"
	}
	return fmt.Sprintf("%s%d (%s × %d)", sign, n*per, countWord(n, word), per)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	if s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
