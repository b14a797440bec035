package pymtheg

import (
	"errors"
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

// Validate checks a deal's fields against each other and against what a
// real table can produce (GEN-1). Refusals name the field of the CLI's
// deal object ("tricks_won.N", "burn.NS"); the caller puts the deal's
// place in front ("deals[3]").
func (d Deal) Validate() error {
	c := d.Contract
	if c == NoContract || c > Burn {
		return game.Invalidf("contract: missing: one of gam, gam+1 … gam+6, ry, ry2, ry3, lon, burn")
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
	if d.HasOffender && d.Offender > West {
		return game.Invalidf("revoke: not a seat: N, E, S or W")
	}
	if d.OverRy != NoContract {
		if err := CheckOverRy(c, d.OverRy); err != nil {
			return err
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
		return d.validateBurn()
	}
	for i, n := range d.TricksWon {
		if n < 0 {
			return game.Invalidf("tricks_won.%s: %d is not 0–15", Seat(i), n)
		}
	}
	for i, n := range d.TricksWon {
		if n > 15 {
			return game.Impossiblef("tricks_won."+Seat(i).String(), "%d tricks, but a deal has 15", n)
		}
	}
	total := tricksTotal(d.TricksWon)
	if total > 15 {
		return game.Impossiblef("tricks_won", "%d tricks, but a deal has 15", total)
	}
	dec, part := d.TricksWon[d.Declarer], d.TricksWon[d.Declarer.Partner()]
	switch c {
	case Ry, Ry2:
		// The Ry player's first trick loses the Ry and ends the deal at
		// once: no deal leaves them holding a second one.
		if dec > 1 {
			return game.Impossiblef("tricks_won."+d.Declarer.String(), "%s, the Ry player, holds %d tricks, but the first trick they take loses %s and ends the deal: at most 1", d.Declarer.Name(), dec, c.Name())
		}
	case Ry3:
		if dec+part > 1 {
			return game.Impossiblef("tricks_won", "the Ry side (%s and %s) holds %d tricks, but its first trick loses Ry 3 and ends the deal: at most 1", d.Declarer.Name(), d.Declarer.Partner().Name(), dec+part)
		}
	}
	if total < 15 && !d.HasOffender && !d.ryLost() {
		why := c.Name() + " is played out unless an offence stops it"
		switch {
		case c == Ry2 && part > 0:
			why = "the partner's tricks do not end a Ry 2, only the Ry player's first trick does"
		case c == Ry && part > 0:
			why = "the partner's tricks do not end a Ry, only the Ry player's first trick does"
		case c.IsRy():
			why = "the Ry side took no trick that ends the deal, and no offence stopped it"
		}
		return game.Impossiblef("tricks_won", "%s, but a deal has 15 (%s)", countWord(total, "trick"), why)
	}
	return nil
}

// Sentinels of CheckOverRy's refusals.
var (
	// ErrOverRyNotGam: only a Gâm is bid directly over the opponents' Ry
	// (PYM-4).
	ErrOverRyNotGam = errors.New("only a Gâm can outbid a Ry")
	// ErrOverRyRank: the Gâm does not outrank that Ry.
	ErrOverRyRank = errors.New("the Gâm does not outrank the Ry")
)

// CheckOverRy reports whether contract c can be the Gâm that directly
// outbid the opponents' Ry ry (PYM-4): c must be a Gâm that outranks it.
// Refusals name the field over_ry and the rule, with a sentinel
// (ErrOverRyNotGam, ErrOverRyRank); a ry that is no Ry is invalid.
func CheckOverRy(c, ry Contract) error {
	if !ry.IsRy() {
		return game.Invalidf("over_ry: %q is not a Ry: ry, ry2 or ry3", ry)
	}
	if !c.IsGam() {
		return &game.Error{Kind: game.ErrIllegal, Field: "over_ry", Rule: "PYM-4", Sentinel: ErrOverRyNotGam,
			Msg: fmt.Sprintf("only a Gâm can be bid over a Ry, this deal is %s", c.Name())}
	}
	if ry.Rank() >= c.Rank() {
		return &game.Error{Kind: game.ErrIllegal, Field: "over_ry", Rule: "ranking order of bids (PYM-8)", Sentinel: ErrOverRyRank,
			Msg: fmt.Sprintf("%s does not outrank %s", c.Name(), ry.Name())}
	}
	return nil
}

// validateBurn checks the fire and water each team took in the Burn
// sub-game: the deck has 15 of each, and a Burn deal is played out unless
// an offence stopped it (then fewer may have been taken).
func (d Deal) validateBurn() error {
	for i, fw := range d.Burn {
		if fw.Fire < 0 || fw.Water < 0 {
			return game.Invalidf("burn.%s: fire and water counts are 0–15, got fire %d, water %d", Team(i), fw.Fire, fw.Water)
		}
	}
	var fire, water int
	for i, fw := range d.Burn {
		if fw.Fire > 15 || fw.Water > 15 {
			return game.Impossiblef("burn."+Team(i).String(), "fire %d, water %d, but the deck has 15 of each", fw.Fire, fw.Water)
		}
		fire += fw.Fire
		water += fw.Water
	}
	switch {
	case fire > 15 || water > 15:
		return game.Impossiblef("burn", "the counts add up to %d fire and %d water, but the deck has 15 of each", fire, water)
	case d.HasOffender:
		return nil // the deal stopped at the offence: fewer cards were taken
	case fire != 15 || water != 15:
		return game.Impossiblef("burn", "the counts add up to %d fire and %d water, but a Burn deal is played out and the deck has 15 of each", fire, water)
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
		// With the bonus, its value takes the place of 2500 for a Lon won,
		// a Lon lost and the cheating penalty alike (PYM-7): the steps
		// that use it cite the ruling.
		bonus := ""
		switch {
		case !noTrump && d.Named == NamedInBid && r.LonTrumpBonus > 0:
			bonus = "PYM-7"
			e.Add(fmt.Sprintf("House rule: a Lon with its trump named in the bid plays for %d.", r.LonTrumpBonus), secLonTable, "PYM-7")
		case !noTrump && d.Named == NamedInBid:
			e.Add("No extra value for a trump named in the bid.", secLonTable, "PYM-7")
		case r.LonTrumpBonus > 0:
			e.Add(fmt.Sprintf("The house rule's %d is for a Lon whose trump was named in the bid: this one plays for %d.", r.LonTrumpBonus, base), secLonTable, "PYM-7")
		}
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		if dec == 15 {
			o.Made = true
			points = base
			e.Add(fmt.Sprintf("%s took all 15 tricks → %d.", d.Declarer.Name(), points), secLonTable, bonus)
		} else {
			o.Under = 15 - dec
			points = -(base + per*opp)
			partner := ""
			if part > 0 {
				partner = fmt.Sprintf(" (the partner's %s cost nothing)", countWord(part, "trick"))
			}
			e.Add(fmt.Sprintf("%s took %d: lost; the opponents took %s → %d%s.", d.Declarer.Name(), dec, countWord(opp, "trick"), points, partner), secLonTable, bonus)
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
	pts, _ := cheatMaximum(d, r)
	return pts
}

// cheatMaximum returns the cheating penalty (PYM-6) and how it is made up,
// in words for the explanation. The playing side's offence costs the worst
// result its contract can have, a defender's offence gives it the best,
// and 100 more either way:
//   - Gâm+N: all 9+N needed tricks missed (base + 9+N under-tricks, and
//     the outbid Ry's base when PYM-4 applies), or all 15 taken (base +
//     15−(9+N) over-tricks);
//   - Ry: its base, lost or won;
//   - Lon: −(2500 + 50 × 15) or +2500, the Lon part doubled without trump
//     (5000 and 100 per trick), 2500 replaced by lon_trump_bonus when it
//     applies (PYM-7).
func cheatMaximum(d Deal, r Rules) (int, string) {
	declarers := d.Offender.Team() == d.Declarer.Team()
	noTrump := d.Trump == cards.NoElement
	c := d.Contract
	var max int
	var how string
	switch {
	case c.IsGam():
		g := GamTable(c, noTrump, d.Named, r.Table)
		if declarers {
			n := c.Needed()
			max = g.Base + n*g.PerTrick
			how = fmt.Sprintf("the worst result, all %d needed tricks missed: %d + %d × %d = %d", n, g.Base, n, g.PerTrick, max)
			if d.OverRy != NoContract {
				max += RyBase(d.OverRy)
				how += fmt.Sprintf(", and the outbid %s's %d (PYM-4): %d", d.OverRy.Name(), RyBase(d.OverRy), max)
			}
		} else {
			over := 15 - c.Needed()
			max = g.Base + over*g.PerTrick
			how = fmt.Sprintf("the best result, all 15 tricks: %d + %d over-tricks × %d = %d", g.Base, over, g.PerTrick, max)
		}
	case c.IsRy():
		max = RyBase(c)
		if declarers {
			how = fmt.Sprintf("the worst result, %s lost: %d", c.Name(), max)
		} else {
			how = fmt.Sprintf("the best result, %s won: %d", c.Name(), max)
		}
	case c == Lon:
		base, per := LonTable(noTrump, d.Named, r)
		if declarers {
			max = base + per*15
			how = fmt.Sprintf("the worst result, a Lon lost with all 15 tricks to the opponents: %d + 15 × %d = %d", base, per, max)
		} else {
			max = base
			how = fmt.Sprintf("the best result, a Lon made: %d", max)
		}
		if noTrump {
			how += " (doubled without trump)"
		}
	}
	max += CheatPenalty
	if declarers {
		return -max, how
	}
	return max, how
}

func cheat(d Deal, r Rules, o Outcome) Outcome {
	o.Cheat = true
	pts, how := cheatMaximum(d, r)
	offence := d.Offence
	if offence == "" {
		offence = "cheating"
	}
	if d.Offender.Team() == d.Declarer.Team() {
		o.Made = false
		o.Steps.Add(fmt.Sprintf("%s by %s, on the playing side, was caught: the deal ends at once and %s takes %s, and %d more → %d.", capital(offence), d.Offender.Name(), d.Declarer.Team(), how, CheatPenalty, pts), secTricks, "PYM-6")
	} else {
		o.Made = true
		o.Steps.Add(fmt.Sprintf("%s by %s, a defender, was caught: the deal ends at once and %s, the playing side, gets %s, and %d more → %+d.", capital(offence), d.Offender.Name(), d.Declarer.Team(), how, CheatPenalty, pts), secTricks, "PYM-6")
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
