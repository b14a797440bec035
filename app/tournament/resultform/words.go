package resultform

import (
	"fmt"

	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/tournament/tablewords"
	burnscore "arbiter/scoring/burn"
	"arbiter/scoring/event"
	pymscore "arbiter/scoring/pymtheg"
)

// PairWords names a session's two teams: "Owls – Hawks".
func PairWords(s event.Session) string { return s.NS + " – " + s.EW }

// ContentScore says what a result gives, in the game's numbers: a deal's
// score, a match's totals, a Burn session's points.
func ContentScore(setup event.Setup, s event.Session, plan event.RoundPlan, c event.Content) (string, error) {
	return ScoreWords(setup, s, plan, c, false)
}

// ScoreWords is ContentScore; short leaves out whether the contract was
// made (a result matrix's cell).
func ScoreWords(setup event.Setup, s event.Session, plan event.RoundPlan, c event.Content, short bool) (string, error) {
	set, _ := setup.Pymtheg.Settings()
	switch {
	case c.Passed:
		return i18n.T("Everyone passed"), nil
	case c.Score != nil:
		return tablewords.PairScore(s, c.Score.NS, c.Score.EW), nil
	case c.Deal != nil:
		d, err := dealOf(*c.Deal)
		if err != nil {
			return "", err
		}
		r, err := pymscore.ScoreDeal(d, set)
		if err != nil {
			return "", err
		}
		out := tablewords.PairScore(s, r.Score.NS, r.Score.EW)
		if r.Made != nil && !short {
			if *r.Made {
				out += " · " + i18n.T("Contract made")
			} else {
				out += " · " + i18n.T("Contract lost")
			}
		}
		return out, nil
	case c.Scores != nil || c.Deals != nil:
		var ns, ew, n int
		for _, sc := range c.Scores {
			ns, ew, n = ns+sc.NS, ew+sc.EW, n+1
		}
		for _, in := range c.Deals {
			d, err := dealOf(in)
			if err != nil {
				return "", err
			}
			r, err := pymscore.ScoreDeal(d, set)
			if err != nil {
				return "", fmt.Errorf(i18n.T("game %d: %v"), n+1, err)
			}
			ns, ew, n = ns+r.Score.NS, ew+r.Score.EW, n+1
		}
		return i18n.N(n, "%d game", "%d games") + ": " + tablewords.PairScore(s, ns, ew), nil
	case c.Points != nil:
		return tablewords.PairScore(s, c.Points[s.NS], c.Points[s.EW]), nil
	case c.Rounds != nil:
		g, err := burnGameOf(setup, s, plan, c.Rounds)
		if err != nil {
			return "", err
		}
		tot := g.Totals()
		out := i18n.N(len(c.Rounds), "%d round", "%d rounds") + ": " + tablewords.PairScore(s, tot[s.NS], tot[s.EW])
		for i, d := range c.Deciders {
			g, err := burnGameOf(setup, s, plan, d)
			if err != nil {
				return "", err
			}
			tot := g.Totals()
			out += " · " + i18n.Tf("deciding game %d: %s", i+1, tablewords.PairScore(s, tot[s.NS], tot[s.EW]))
		}
		return out, nil
	}
	return "", fmt.Errorf("%s", i18n.T("Nothing entered yet."))
}

// ContentWords says a result in words: what was played, then its score.
func ContentWords(setup event.Setup, s event.Session, plan event.RoundPlan, c event.Content) string {
	score, err := ContentScore(setup, s, plan, c)
	if err != nil {
		score = err.Error()
	}
	if c.Deal != nil {
		if d, err := dealOf(*c.Deal); err == nil {
			names := seatNamesOf(setup, s)
			return dealentry.DealWords(&names, d, pymscore.DealResult{}) + " — " + score
		}
	}
	return score
}

// burnGameOf replays a Burn session's rounds on the event's table (the
// two teams, the event's options, a knock-out round's cap): the totals a
// result gives.
func burnGameOf(setup event.Setup, s event.Session, plan event.RoundPlan, rounds []burnscore.RoundInput) (*burnscore.Game, error) {
	opt, err := setup.Burn.Settings()
	if err != nil {
		return nil, err
	}
	if plan.Cap > 0 {
		opt.Limit = plan.Cap
	}
	t, err := burnscore.NewTable(map[string][]string{s.NS: membersOf(setup, s.NS), s.EW: membersOf(setup, s.EW)}, nil)
	if err != nil {
		return nil, err
	}
	g := burnscore.NewGame(t, opt)
	for i, in := range rounds {
		r, err := in.Typed()
		if err != nil {
			return nil, fmt.Errorf(i18n.T("round %d: %v"), i+1, err)
		}
		if _, err := g.Play(r); err != nil {
			return nil, fmt.Errorf(i18n.T("round %d: %v"), i+1, err)
		}
	}
	return g, nil
}

// membersOf are a Burn team's players (the team itself when it named
// none).
func membersOf(setup event.Setup, team string) []string {
	for _, t := range setup.Teams {
		if t.Name == team {
			return t.Members()
		}
	}
	return []string{team}
}
