package pymtheg

import (
	"arbiter/engine/cards"
	"arbiter/engine/game"
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
		return game.Refuse(game.ErrInvalid, nil, "contract", msgContractMissing.With())
	}
	if d.Declarer > West {
		return game.Refuse(game.ErrInvalid, nil, "declarer", msgNotASeatNESW.With())
	}
	if d.Trump > cards.Earth {
		return game.Refuse(game.ErrInvalid, nil, "trump", msgNotAnElement.With())
	}
	if d.Doubling > Redoubled {
		return game.Refuse(game.ErrInvalid, nil, "doubling", msgDoublingValues.With())
	}
	if d.HasOffender && d.Offender > West {
		return game.Refuse(game.ErrInvalid, nil, "revoke", msgNotASeatNESW.With())
	}
	if d.OverRy != NoContract {
		if err := CheckOverRy(c, d.OverRy); err != nil {
			return err
		}
	}
	if c.IsRy() && d.Trump != cards.NoElement {
		return game.Refuse(game.ErrIllegal, nil, "trump", msgNamedFor.With(d.Trump, c.Word())).Citing(ruleRyTrump.With())
	}
	if c == Burn {
		if d.Doubling != Undoubled {
			return game.Refuse(game.ErrIllegal, nil, "doubling", msgValue.With(d.Doubling.Word())).Citing(ruleNoDoubleBurn.With())
		}
		if d.Trump != cards.NoElement {
			return game.Refuse(game.ErrIllegal, nil, "trump", msgValue.With(d.Trump)).Citing(ruleBurnNoTrump.With())
		}
		return d.validateBurn()
	}
	for i, n := range d.TricksWon {
		if n < 0 {
			return game.Refuse(game.ErrInvalid, nil, "tricks_won."+Seat(i).String(), msgNotACount.With(n))
		}
	}
	for i, n := range d.TricksWon {
		if n > 15 {
			return game.Refuse(game.ErrImpossible, nil, "tricks_won."+Seat(i).String(), msgTooManyTricks.With(n)).Citing(game.RuleImpossible)
		}
	}
	total := tricksTotal(d.TricksWon)
	if total > 15 {
		return game.Refuse(game.ErrImpossible, nil, "tricks_won", msgTooManyTricks.With(total)).Citing(game.RuleImpossible)
	}
	dec, part := d.TricksWon[d.Declarer], d.TricksWon[d.Declarer.Partner()]
	switch c {
	case Ry, Ry2:
		// The Ry player's first trick loses the Ry and ends the deal at
		// once: no deal leaves them holding a second one.
		if dec > 1 {
			return game.Refuse(game.ErrImpossible, nil, "tricks_won."+d.Declarer.String(), msgRyHolds.With(d.Declarer.Word(), dec, c.Word())).Citing(game.RuleImpossible)
		}
	case Ry3:
		if dec+part > 1 {
			return game.Refuse(game.ErrImpossible, nil, "tricks_won", msgRy3Holds.With(d.Declarer.Word(), d.Declarer.Partner().Word(), dec+part)).Citing(game.RuleImpossible)
		}
	}
	if total < 15 && !d.HasOffender && !d.ryLost() {
		why := whyPlayedOut.With(c.Word())
		switch {
		case c == Ry2 && part > 0:
			why = whyRy2Partner.With()
		case c == Ry && part > 0:
			why = whyRyPartner.With()
		case c.IsRy():
			why = whyRySide.With()
		}
		return game.Refuse(game.ErrImpossible, nil, "tricks_won", msgTooFewTricks.With(nounTrick.Of(total), why)).Citing(game.RuleImpossible)
	}
	return nil
}

// CheckOverRy reports whether contract c can be the Gâm that directly
// outbid the opponents' Ry ry (PYM-4): c must be a Gâm that outranks it.
// Refusals name the field over_ry and the rule, with a sentinel
// (ErrOverRyNotGam, ErrOverRyRank); a ry that is no Ry is invalid.
func CheckOverRy(c, ry Contract) error {
	if !ry.IsRy() {
		return game.Refuse(game.ErrInvalid, nil, "over_ry", msgNotARy.With(ry))
	}
	if !c.IsGam() {
		return game.Refuse(game.ErrIllegal, ErrOverRyNotGam, "over_ry", msgOverRyNotGam.With(c.Word())).Citing("PYM-4")
	}
	if ry.Rank() >= c.Rank() {
		return game.Refuse(game.ErrIllegal, ErrOverRyRank, "over_ry", msgOverRyRank.With(c.Word(), ry.Word())).Citing(ruleRankingOrder.With())
	}
	return nil
}

// validateBurn checks the fire and water each team took in the Burn
// sub-game: the deck has 15 of each, and a Burn deal is played out unless
// an offence stopped it (then fewer may have been taken).
func (d Deal) validateBurn() error {
	for i, fw := range d.Burn {
		if fw.Fire < 0 || fw.Water < 0 {
			return game.Refuse(game.ErrInvalid, nil, "burn."+Team(i).String(), msgBurnCountRange.With(fw.Fire, fw.Water))
		}
	}
	var fire, water int
	for i, fw := range d.Burn {
		if fw.Fire > 15 || fw.Water > 15 {
			return game.Refuse(game.ErrImpossible, nil, "burn."+Team(i).String(), msgBurnCountDeck.With(fw.Fire, fw.Water)).Citing(game.RuleImpossible)
		}
		fire += fw.Fire
		water += fw.Water
	}
	switch {
	case fire > 15 || water > 15:
		return game.Refuse(game.ErrImpossible, nil, "burn", msgBurnSumDeck.With(fire, water)).Citing(game.RuleImpossible)
	case d.HasOffender:
		return nil // the deal stopped at the offence: fewer cards were taken
	case fire != 15 || water != 15:
		return game.Refuse(game.ErrImpossible, nil, "burn", msgBurnSumPlayedOut.With(fire, water)).Citing(game.RuleImpossible)
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
		e.Say(msgGamBase.With(c.Word(), trumpWord(d.Trump), d.Named.Word(), g.Base, g.PerTrick), SecGamTable, "")
		if g.Fixed {
			e.Say(msgPrinted.With(g.Printed, g.Base), SecGamTable, "PYM-1")
		} else if r.Table == AsPrinted && GamTable(c, noTrump, d.Named, Corrected).Fixed {
			e.Say(msgAsPrinted.With(g.Base, GamTable(c, noTrump, d.Named, Corrected).Base), SecGamTable, "PYM-1")
		}
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		if o.Taken >= o.Needed {
			o.Made = true
			o.Over = o.Taken - o.Needed
			points = g.Base + o.Over*g.PerTrick
			e.Say(msgGamMade.With(d.Declarer.Team().Word(), o.Taken, o.Needed, trickPoints(o.Over, nounOverTrick, g.PerTrick), points), SecGamTable, "")
		} else {
			o.Under = o.Needed - o.Taken
			points = -(g.Base + o.Under*g.PerTrick)
			e.Say(msgGamLost.With(d.Declarer.Team().Word(), o.Taken, o.Needed, trickPoints(o.Under, nounUnderTrick, g.PerTrick), points), SecGamTable, "")
			if d.OverRy != NoContract {
				o.RyPenalty = RyBase(d.OverRy)
				points -= o.RyPenalty
				e.Say(msgOverRyLost.With(d.OverRy.Word(), o.RyPenalty, points), SecBidding, "PYM-4")
			}
		}
		if o.Made && d.OverRy != NoContract {
			e.Say(msgOverRyWon.With(d.OverRy.Word()), SecBidding, "PYM-4")
		}
	case c.IsRy():
		o.Base = RyBase(c)
		o.Taken = dec
		e.Say(msgRyBase.With(c.Word(), d.Declarer.Word(), o.Base), SecRyTable, "PYM-2")
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		switch {
		case c == Ry3 && dec+part > 0:
			o.Taken = dec + part
			points = -o.Base
			e.Say(msgRy3SideTook.With(nounTrick.Of(dec+part), points), SecRyTable, "")
		case dec > 0:
			points = -o.Base
			e.Say(msgRyTook.With(d.Declarer.Word(), nounTrick.Of(dec), points), SecRyTable, "PYM-5")
		case c == Ry2:
			o.Made = true
			points = o.Base - RyPartnerDeduction*part
			if part > 0 {
				e.Say(msgRy2Partner.With(d.Declarer.Word(), nounTrick.Of(part), RyPartnerDeduction, points), SecRyTable, "PYM-5")
			} else {
				e.Say(msgRy2Clean.With(d.Declarer.Word(), points), SecRyTable, "PYM-5")
			}
		default:
			o.Made = true
			points = o.Base
			if c == Ry && part > 0 {
				e.Say(msgRyPartnerFree.With(d.Declarer.Word(), nounTrick.Of(part), points), SecRyTable, "")
			} else {
				e.Say(msgRySideClean.With(points), SecRyTable, "")
			}
		}
	case c == Lon:
		base, per := LonTable(noTrump, d.Named, r)
		o.Base, o.Needed, o.Taken = base, 15, dec
		e.Say(msgLonBase.With(d.Declarer.Word(), trumpWord(d.Trump), base, d.Declarer.Word(), base, per), SecLonTable, "")
		// With the bonus, its value takes the place of 2500 for a Lon won,
		// a Lon lost and the cheating penalty alike (PYM-7): the steps
		// that use it cite the ruling.
		bonus := ""
		switch {
		case !noTrump && d.Named == NamedInBid && r.LonTrumpBonus > 0:
			bonus = "PYM-7"
			e.Say(msgLonBonus.With(r.LonTrumpBonus), SecLonTable, "PYM-7")
		case !noTrump && d.Named == NamedInBid:
			e.Say(msgLonNoExtra.With(), SecLonTable, "PYM-7")
		case r.LonTrumpBonus > 0:
			e.Say(msgLonBonusNot.With(r.LonTrumpBonus, base), SecLonTable, "PYM-7")
		}
		if d.HasOffender {
			return cheat(d, r, o), nil
		}
		if dec == 15 {
			o.Made = true
			points = base
			e.Say(msgLonMade.With(d.Declarer.Word(), points), SecLonTable, bonus)
		} else {
			o.Under = 15 - dec
			points = -(base + per*opp)
			if part > 0 {
				e.Say(msgLonLostPartner.With(d.Declarer.Word(), dec, nounTrick.Of(opp), points, nounTrick.Of(part)), SecLonTable, bonus)
			} else {
				e.Say(msgLonLost.With(d.Declarer.Word(), dec, nounTrick.Of(opp), points), SecLonTable, bonus)
			}
		}
	}
	return finish(d, o, points), nil
}

// finish applies doubling and puts the points on the declaring side.
func finish(d Deal, o Outcome, points int) Outcome {
	if o.Multiplier > 1 {
		total := points * o.Multiplier
		doubled := msgDoubledTimes
		if d.Doubling == Redoubled {
			doubled = msgRedoubledTimes
		}
		o.Steps.Say(doubled.With(o.Multiplier, total), SecDouble, "PYM-3")
		points = total
	}
	o.Score[o.Declaring] = points
	o.Steps.Say(msgOnlyPlaying.With(o.Declaring.Word(), points, o.Declaring.Other().Word()), SecRanking, "")
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
func cheatMaximum(d Deal, r Rules) (int, game.Message) {
	declarers := d.Offender.Team() == d.Declarer.Team()
	noTrump := d.Trump == cards.NoElement
	c := d.Contract
	var max int
	var how game.Message
	switch {
	case c.IsGam():
		g := GamTable(c, noTrump, d.Named, r.Table)
		if declarers {
			n := c.Needed()
			max = g.Base + n*g.PerTrick
			how = howGamWorst.With(n, g.Base, n, g.PerTrick, max)
			if d.OverRy != NoContract {
				before := max
				max += RyBase(d.OverRy)
				how = howGamWorstOvRy.With(n, g.Base, n, g.PerTrick, before, d.OverRy.Word(), RyBase(d.OverRy), max)
			}
		} else {
			over := 15 - c.Needed()
			max = g.Base + over*g.PerTrick
			how = howGamBest.With(g.Base, over, g.PerTrick, max)
		}
	case c.IsRy():
		max = RyBase(c)
		if declarers {
			how = howRyWorst.With(c.Word(), max)
		} else {
			how = howRyBest.With(c.Word(), max)
		}
	case c == Lon:
		base, per := LonTable(noTrump, d.Named, r)
		worst, best := howLonWorst, howLonBest
		if noTrump {
			worst, best = howLonWorstNT, howLonBestNT
		}
		if declarers {
			max = base + per*15
			how = worst.With(base, per, max)
		} else {
			max = base
			how = best.With(max)
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
		o.Steps.Say(msgCheatPlaying.With(offenceWord(offence), d.Offender.Word(), d.Declarer.Team().Word(), how, CheatPenalty, pts), SecTricks, "PYM-6")
	} else {
		o.Made = true
		o.Steps.Say(msgCheatDefender.With(offenceWord(offence), d.Offender.Word(), d.Declarer.Team().Word(), how, CheatPenalty, pts), SecTricks, "PYM-6")
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
	e.Say(msgBurnPlayed.With(), SecBurnGame, "PYM-3")
	if d.HasOffender {
		t := d.Offender.Team()
		o.Cheat = true
		o.Score[t] = -(BurnPerFire*15 + CheatPenalty)
		e.Say(msgBurnCheat.With(offenceWord(orDefault(d.Offence, "cheating")), d.Offender.Word(), t.Word(), CheatPenalty, o.Score[t]), SecTricks, "PYM-6")
		return o
	}
	for i, fw := range d.Burn {
		t := Team(i)
		o.Score[t] = BurnTeamScore(fw)
		switch {
		case fw.Fire == 15 && fw.Water == 15:
			e.Say(msgBurnSweep.With(t.Word(), BurnSweep), SecBurn, "")
		case fw.Water > fw.Fire:
			e.Say(msgBurnWaterWins.With(t.Word(), fw.Fire, fw.Water), SecBurn, "BURN-3")
		default:
			e.Say(msgBurnFire.With(t.Word(), fw.Fire, fw.Water, fw.Fire, BurnPerFire, o.Score[t]), SecBurn, "BURN-3")
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

// trickPoints are over- or under-tricks and what they are worth:
// "+2 (2 over-tricks × 1)", "no under-tricks".
func trickPoints(n int, noun game.Noun, per int) game.Message {
	switch {
	case n == 0 && noun == nounOverTrick:
		return msgNoOverTricks.With()
	case n == 0:
		return msgNoUnderTricks.With()
	case noun == nounOverTrick:
		return msgOverTricks.With(n*per, noun.Of(n), per)
	}
	return msgUnderTricks.With(n*per, noun.Of(n), per)
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
