package dealentry

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/app/i18n"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
)

// Words the deal entry and the table show for the game's things: seats and teams by their
// names and the players in them, trumps and offences, and every refusal
// of the engine said with its rule. Cards as people say them and
// explanations in the font's characters are the widgets'
// (ElementCardWords, SayableSteps).

// SeatWord is a seat's name in the current language ("North").
func SeatWord(s pymtheg.Seat) string {
	switch s {
	case pymtheg.North:
		return i18n.T("North")
	case pymtheg.East:
		return i18n.T("East")
	case pymtheg.South:
		return i18n.T("South")
	}
	return i18n.T("West")
}

// TeamWord is a team's name in the current language ("North-South").
func TeamWord(t pymtheg.Team) string {
	if t == pymtheg.NS {
		return i18n.T("North-South")
	}
	return i18n.T("East-West")
}

// trumpWords says a deal's trump ("Water trump", "no trump").
func trumpWords(e cards.Element) string {
	if e == cards.NoElement {
		return i18n.T("no trump")
	}
	return i18n.Tf("%s trump", widgets.ElementWord(e))
}

// citedRuling is the first ruling a refusal's rule cites ("PYM-8",
// "GEN-1"), from its typed citation; "" when it cites none.
func citedRuling(err error) string {
	if r := game.CitationOf(err).Rulings; len(r) > 0 {
		return r[0]
	}
	return ""
}

// withRule adds the ruling an engine refusal cites to a sentence ("… (PYM-8)"),
// unless the sentence names it already.
func withRule(sentence string, err error) string {
	id := citedRuling(err)
	if id == "" || strings.Contains(sentence, id) {
		return sentence
	}
	return strings.TrimSuffix(sentence, ".") + " (" + id + ")."
}

// callRefusal says in the table's words why the engine refuses a call now,
// with the rule: each refusal carries a sentinel of the rule it breaks.
func callRefusal(a *pymtheg.Auction, c pymtheg.Call, err error) string {
	r := a.Result()
	var s string
	switch {
	case errors.Is(err, pymtheg.ErrGamOrder):
		prev, _ := pymtheg.GamLevel(c.Contract.Level() - 1)
		s = i18n.Tf("%s may only be bid once %s has been bid.", c.Contract.Name(), prev.Name())
	case errors.Is(err, pymtheg.ErrOutrank):
		s = i18n.Tf("%s does not outrank %s, the highest bid so far: every bid must go higher in the order of bids.", c.Contract.Name(), r.HighBid.Contract.Name())
	case errors.Is(err, pymtheg.ErrRyTrump):
		s = i18n.T("A Ry is always played without trump.")
	case errors.Is(err, pymtheg.ErrPassed):
		s = i18n.T("A player who passed may not bid again.")
	case errors.Is(err, pymtheg.ErrNotTheirTurn):
		s = i18n.T("The players call in turn, starting after the dealer.")
	case errors.Is(err, pymtheg.ErrBiddingOver):
		s = i18n.T("The bidding is over: only doubling and naming the trump are left.")
	case errors.Is(err, pymtheg.ErrDoubleEarly):
		s = i18n.T("A double only comes once the bidding is over.")
	case errors.Is(err, pymtheg.ErrDoubleSide):
		s = i18n.T("Only the opponents of the playing side may double.")
	case errors.Is(err, pymtheg.ErrDoubledTwice):
		s = i18n.T("The deal is already doubled: a deal is doubled at most once.")
	case errors.Is(err, pymtheg.ErrDoubleLate):
		s = i18n.T("Too late: a double comes before the trump is named after the bidding.")
	case errors.Is(err, pymtheg.ErrRedoubleWhen):
		s = i18n.T("A redouble only answers a double, straight away.")
	case errors.Is(err, pymtheg.ErrRedoubleSide):
		s = i18n.T("Only the playing side may redouble.")
	case errors.Is(err, pymtheg.ErrTrumpKnown):
		s = i18n.T("The trump is already known: it is named once.")
	case errors.Is(err, pymtheg.ErrTrumpEarly):
		s = i18n.T("The trump is named with the bid, or by the declarer once the bidding is over.")
	case errors.Is(err, pymtheg.ErrTrumpNotTheir):
		s = i18n.T("Only the declarer names the trump.")
	case errors.Is(err, pymtheg.ErrBurnCall), errors.Is(err, pymtheg.ErrNotABid):
		s = i18n.T("Everyone passed: Burn is played without bids, trump or doubling.")
	default:
		return RefusalWords(err)
	}
	return withRule(s, err)
}

// overRyRefusal says why a contract cannot have outbid a Ry (PYM-4).
func overRyRefusal(c, ry pymtheg.Contract, err error) string {
	var s string
	switch {
	case errors.Is(err, pymtheg.ErrOverRyNotGam):
		s = i18n.Tf("Only a Gâm outbids the opponents' Ry; this deal is %s.", c.Name())
	case errors.Is(err, pymtheg.ErrOverRyRank):
		s = i18n.Tf("%s does not outrank %s in the order of bids.", c.Name(), ry.Name())
	default:
		return RefusalWords(err)
	}
	return withRule(s, err)
}

// RefusalWords says an engine refusal without its field path: what is
// wrong and the rule ("Ann holds 2 tricks, but … (GEN-1)").
func RefusalWords(err error) string {
	var ge *game.Error
	if !errors.As(err, &ge) {
		return widgets.Sayable(err.Error())
	}
	msg := widgets.MessageText(game.Said(ge))
	if msg != "" {
		msg = widgets.Capitalized(msg)
	}
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	switch {
	case ge.Rule == game.RuleImpossible:
		return i18n.Tf("This cannot happen at a real table: %s", withRule(msg, err))
	case ge.Rule != "" && citedRuling(err) == "":
		return strings.TrimSuffix(msg, ".") + " (" + widgets.RuleText(err) + ")."
	}
	return withRule(msg, err)
}

// offenceWords says a revoke or an under-trump the cards prove.
func offenceWords(o pymtheg.Offence, names [4]string) string {
	who := fmt.Sprintf("%s (%s)", names[o.Seat], SeatWord(o.Seat))
	if o.Kind == "revoke" {
		return i18n.Tf("Revoke by %s: played %s in trick %d when %s was led, yet played %s in trick %d, so %s could have followed (PYM-6).",
			who, widgets.ElementCardWords(o.Card), o.Trick, widgets.ElementWord(o.Element), widgets.ElementCardWords(o.ProofCard), o.ProofTrick, names[o.Seat])
	}
	return i18n.Tf("Under-trump by %s: %s under %s in trick %d, yet played %s in trick %d, so another card was there (PYM-9).",
		who, widgets.ElementCardWords(o.Card), widgets.ElementCardWords(o.Over), o.Trick, widgets.ElementCardWords(o.ProofCard), o.ProofTrick)
}

// DealWords says a deal in words from its typed values: the contract, the
// declarer, the trump and when it was named, the doubling, how it ended
// and, for a revoke, the penalty (PYM-6). names are the players by seat
// (nil: the seats alone, as the game record says them). Without its
// result (a version in a round's history) the deal is said in full: who
// dealt and the play as entered.
func DealWords(names *[4]string, d pymscore.Deal, res pymscore.DealResult) string {
	who := func(s pymtheg.Seat) string {
		if names != nil {
			return fmt.Sprintf("%s (%s)", names[s], SeatWord(s))
		}
		return SeatWord(s)
	}
	full := res.Game == ""
	var parts []string
	c := d.Contract
	switch {
	case c == pymtheg.NoContract:
		return ""
	case c == pymtheg.Burn:
		parts = append(parts, i18n.T("everyone passed: Burn"))
	default:
		s := c.Name()
		if d.Declarer != nil {
			s = i18n.Tf("%s by %s", c.Name(), who(*d.Declarer))
		}
		parts = append(parts, s)
		if !c.IsRy() && d.Trump != nil {
			tr := trumpWords(*d.Trump)
			if d.TrumpNamed != nil && *d.TrumpNamed == pymtheg.NamedInBid {
				tr += " " + i18n.T("(named in the bid)")
			} else if d.TrumpNamed != nil {
				tr += " " + i18n.T("(named after the bidding)")
			}
			parts = append(parts, tr)
		}
		switch d.Doubling {
		case pymtheg.Doubled:
			parts = append(parts, i18n.T("doubled ×2"))
		case pymtheg.Redoubled:
			parts = append(parts, i18n.T("redoubled ×4"))
		case pymtheg.Undoubled:
			if full {
				parts = append(parts, i18n.T("not doubled"))
			}
		}
		if d.OverRy != pymtheg.NoContract {
			parts = append(parts, i18n.Tf("over the opponents' %s", d.OverRy.Name()))
		}
	}
	if full {
		if d.Dealer != nil {
			parts = append(parts, i18n.Tf("dealt by %s", who(*d.Dealer)))
		}
		switch {
		case len(d.Tricks) > 0:
			parts = append(parts, i18n.N(len(d.Tricks), "%d trick entered card by card", "%d tricks entered card by card"))
		case d.TricksWon != nil:
			var ts []string
			for _, s := range pymtheg.Seats {
				ts = append(ts, fmt.Sprintf("%s %d", who(s), d.TricksWon.Of(s)))
			}
			parts = append(parts, i18n.T("tricks:")+" "+strings.Join(ts, ", "))
		case d.Burn != nil:
			parts = append(parts, i18n.Tf("%s: %d fire, %d water; %s: %d fire, %d water",
				TeamWord(pymtheg.NS), d.Burn.NS.Fire, d.Burn.NS.Water, TeamWord(pymtheg.EW), d.Burn.EW.Fire, d.Burn.EW.Water))
		}
		if d.Revoke != nil {
			parts = append(parts, i18n.Tf("%s caught not following suit (PYM-6)", who(*d.Revoke)))
		}
		return strings.Join(parts, ", ")
	}
	s := strings.Join(parts, ", ")
	switch {
	case res.Cheat:
		s += ": " + penaltyWords(names, res)
	case res.Ended == "ry":
		s += ": " + i18n.T("lost, the Ry side took a trick")
	case res.Made != nil && *res.Made:
		s += ": " + i18n.T("made")
	case res.Made != nil:
		s += ": " + i18n.T("lost")
	}
	return s
}

// penaltyWords says a deal's offence and its penalty (PYM-6): who did
// not follow suit (or under-trumped, PYM-9), on which side, and what the
// penalty gave.
func penaltyWords(names *[4]string, res pymscore.DealResult) string {
	if res.Offender == nil {
		return i18n.T("PYM-6 penalty")
	}
	s := *res.Offender
	who := SeatWord(s)
	if names != nil {
		who = fmt.Sprintf("%s (%s)", names[s], SeatWord(s))
	}
	what := i18n.Tf("revoke by %s", who)
	for _, u := range res.UnderTrumps {
		if u.Seat == s && len(res.Revokes) == 0 {
			what = i18n.Tf("under-trump by %s", who)
		}
	}
	switch {
	case res.Contract == pymtheg.Burn:
		return i18n.Tf("%s: PYM-6 penalty, the worst Burn result and 100 more, %s %+d", what, TeamWord(s.Team()), res.Score.Get(s.Team()))
	case res.Declarer != nil && res.Declarer.Team() == s.Team():
		return i18n.Tf("%s, on the playing side: PYM-6 penalty, the worst result and 100 more, %s %+d", what, TeamWord(s.Team()), res.Score.Get(s.Team()))
	case res.Declarer != nil:
		dec := res.Declarer.Team()
		return i18n.Tf("%s, a defender: PYM-6 penalty, the playing side gets the best result and 100 more, %s %+d", what, TeamWord(dec), res.Score.Get(dec))
	}
	return what
}
