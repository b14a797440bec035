package pymtheg

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"arbiter/app"
	"arbiter/app/widgets"
	"arbiter/storage"
)

var number = regexp.MustCompile(`[+-]?\d+`)

// theGame is the journey's only Pymtheg game.
func theGame(j *journey) storage.Game {
	j.T.Helper()
	games, err := j.U.Store().Games(storage.Filter{Kind: pymID})
	if err != nil || len(games) != 1 {
		j.T.Fatalf("games: %v %v", games, err)
	}
	return games[0]
}

// checkNumbers checks every number the table shows against the engine's
// totals in the history: the totals line, the score sheet's totals, and
// each row's change and running total.
func checkNumbers(j *journey) {
	j.T.Helper()
	st := j.U.Store()
	g := theGame(j)
	tot, err := st.Totals(g.ID)
	if err != nil {
		j.T.Fatal(err)
	}
	ns, ew := tot.Scores["NS"], tot.Scores["EW"]
	line := fmt.Sprintf("%s %s · %s %s", T("North-South"), widgets.TrimFloat(ns), T("East-West"), widgets.TrimFloat(ew))
	j.Entry()
	if !tot.Finished {
		if it := j.InView(line, 0); it.Text != line {
			j.T.Fatalf("totals line: %q, want %q", it.Text, line)
		}
	}
	j.Sheet()
	texts := j.Labels()
	found := 0
	for _, s := range texts {
		for side, v := range map[string]float64{T("North-South"): ns, T("East-West"): ew} {
			if strings.HasPrefix(s, side+" (") && strings.Contains(s, "): ") && !strings.HasPrefix(s, "#") {
				found++
				got := number.FindAllString(s[strings.Index(s, "): "):], -1)
				if len(got) == 0 || got[0] != widgets.TrimFloat(v) {
					j.T.Errorf("score sheet %q, want %s", s, widgets.TrimFloat(v))
				}
			}
		}
	}
	if found != 2 {
		j.T.Errorf("the score sheet shows %d totals: %q", found, texts)
	}
	rounds, _ := st.Rounds(g.ID)
	prev := map[string]float64{}
	for _, r := range rounds {
		after := widgets.Numbers(r.TotalsAfter)
		row := ""
		for _, s := range texts {
			if strings.HasPrefix(s, fmt.Sprintf("#%d ", r.Number)) {
				row = s
			}
		}
		if row == "" {
			j.T.Errorf("no row for deal %d: %q", r.Number, texts)
			continue
		}
		head := row
		if i := strings.Index(row, " — "); i >= 0 {
			head = row[:i]
		}
		got := number.FindAllString(strings.TrimPrefix(head, fmt.Sprintf("#%d", r.Number)), -1)
		want := []string{
			fmt.Sprintf("%+g", after["NS"]-prev["NS"]), widgets.TrimFloat(after["NS"]),
			fmt.Sprintf("%+g", after["EW"]-prev["EW"]), widgets.TrimFloat(after["EW"]),
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			j.T.Errorf("row %q: numbers %v, want %v", row, got, want)
		}
		prev = after
	}
	j.Entry()
}

// seat is a seat row's label: "Ann (North)".
func seatLabel(name, seat string) string { return name + " (" + T(seat) + ")" }

// declarer is the declarer's seat row: "Bo (East), declarer".
func declarerLabel(name, seat string) string {
	return fmt.Sprintf(T("%s, declarer"), seatLabel(name, seat))
}

// TestJourneyPymtheg plays Pymtheg as a new group would, from the home
// screen with a fresh history, on a phone in English and on a desktop in
// Dutch: the form's defaults untouched, three deals bid call by call (a
// greyed-out call tapped says why, with its ruling), one by quick entry,
// every seat's tricks entered (Save says what is missing until they are),
// out through History and back, a deal corrected from the score sheet and
// one from the game record, an undo that puts the deal back in the form,
// and every number on screen checked against the engine's totals.
func TestJourneyPymtheg(t *testing.T) {
	for _, c := range []struct {
		lang  string
		phone bool
	}{{"en", true}, {"nl", false}} {
		name := c.lang + "/desktop"
		if c.phone {
			name = c.lang + "/phone"
		}
		t.Run(name, func(t *testing.T) { pymthegJourney(t, c.phone, c.lang) })
	}
}

func pymthegJourney(t *testing.T, phone bool, lang string) {
	j := newJourney(t, phone, app.Config{Language: lang})

	// The home screen: the game's tile.
	j.TapGreyed("Pymtheg") // a tile is a button drawn under its name
	if !j.Has(T("Start the game")) {
		t.Fatalf("the tile did not open the new-game form: %q", j.Sc.Texts())
	}
	// The form seats North-South first, then East-West.
	for _, n := range []string{"Ann", "Cy", "Bo", "Di"} {
		j.TypeNth(T("Player name"), 0, n)
	}
	j.Tap(T("Start the game"))
	j.Want(fmt.Sprintf(T("%s to call"), seatLabel("Bo", "East")))
	checkNumbers(j)

	// Deal 1, bid by bid: Gâm+1 before any Gâm is refused, with its ruling.
	j.TapGreyed("Gâm+1")
	j.WantStatus("PYM-8")
	j.Tap("Gâm")
	j.WantStatus("Bo: Gâm")
	for range 3 {
		j.Tap(T("Pass"))
	}
	j.Want(fmt.Sprintf(T("%s names the trump"), seatLabel("Bo", "East")))
	j.Tap(T("Water"))
	// Every seat's tricks start empty: Save says what is missing.
	j.Pick(declarerLabel("Bo", "East"), 0, 5)
	j.Pick(seatLabel("Ann", "North"), 0, 3)
	j.Step(seatLabel("Cy", "South"), "+", 2)
	j.TapGreyed(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Enter the tricks every seat took: %d of 4 seats entered."), 3))
	j.Tap(fmt.Sprintf(T("%s took the rest: %d"), "Di", 5))
	j.Want(T("Contract made"))
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 1))
	checkNumbers(j)

	// Deal 2: East dealt, South bids Ry and takes no trick.
	j.Want(fmt.Sprintf(T("%s to call"), seatLabel("Cy", "South")))
	j.Tap("Ry")
	for range 3 {
		j.Tap(T("Pass"))
	}
	j.Pick(seatLabel("Ann", "North"), 0, 5)
	j.Pick(seatLabel("Bo", "East"), 0, 5)
	j.Step(declarerLabel("Cy", "South"), "–", 1) // none
	j.Tap(fmt.Sprintf(T("%s took the rest: %d"), "Di", 5))
	j.Want(T("Contract made"))
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 2))
	checkNumbers(j)

	// Deal 3: Gâm, Gâm+1, doubled, the trump named after the bidding.
	j.Want(fmt.Sprintf(T("%s to call"), seatLabel("Di", "West")))
	j.Tap("Gâm")
	j.Tap("Gâm+1")
	j.TapGreyed("Gâm") // no longer outranks Gâm+1
	j.WantStatus("Gâm")
	for range 3 {
		j.Tap(T("Pass"))
	}
	j.Tap(fmt.Sprintf(T("Double (%s)"), T("East-West")))
	j.Tap(T("Fire"))
	j.Pick(declarerLabel("Ann", "North"), 0, 6)
	j.Pick(seatLabel("Cy", "South"), 0, 6)
	j.Step(seatLabel("Bo", "East"), "+", 2)
	j.Tap(fmt.Sprintf(T("%s took the rest: %d"), "Di", 1))
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 3))
	checkNumbers(j)

	// Deal 4 by quick entry: Gâm+2 by Bo with Earth; Ry 2 cannot be what
	// a Gâm+2 outbid.
	j.Tap(T("Quick entry"))
	j.Tap("Gâm+2")
	j.TapN("Bo", 1) // the dealer's row comes first, then the declarer's
	j.Tap(T("Earth"))
	j.Tap(T("after the bidding"))
	j.TapGreyedN("Ry 2", 1) // the contract's row has one too
	j.WantStatus("PYM-8")
	j.Pick(declarerLabel("Bo", "East"), 0, 7)
	j.Pick(seatLabel("Di", "West"), 0, 4)
	j.Step(seatLabel("Ann", "North"), "+", 2)
	j.Tap(fmt.Sprintf(T("%s took the rest: %d"), "Cy", 2))
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 4))
	checkNumbers(j)

	// Out through History and back: the table comes back as it was.
	j.History("Pymtheg")
	j.Tap(T("Resume"))
	j.Want(fmt.Sprintf(T("%s to call"), seatLabel("Bo", "East")))
	checkNumbers(j)

	// Correct deal 2 from the score sheet: South took a trick from North,
	// the Ry is lost.
	j.Sheet()
	j.TapRow("#2 ")
	j.Tap(T("Edit this round"))
	j.WantStatus(fmt.Sprintf(T("Correcting deal %d: change it and save the correction."), 2))
	j.Step(seatLabel("Ann", "North"), "–", 1)
	j.Step(declarerLabel("Cy", "South"), "+", 1)
	j.Want(T("Contract lost"))
	j.Tap(T("Save the correction"))
	j.WantStatus(fmt.Sprintf(T("Deal %d corrected."), 2))
	checkNumbers(j)

	// Correct deal 1 from the game record: West took 4 of its tricks
	// less, North 4 more: East-West 6 of 9.
	j.History("Pymtheg")
	j.TapRow(fmt.Sprintf(T("Round %d"), 1) + " ")
	j.Tap(T("Edit this round"))
	j.WantStatus(fmt.Sprintf(T("Correcting deal %d: change it and save the correction."), 1))
	j.Pick(seatLabel("Di", "West"), 0, 1)
	j.Pick(seatLabel("Ann", "North"), 0, 7)
	j.Want(T("Contract lost"))
	j.Tap(T("Save the correction"))
	j.WantStatus(fmt.Sprintf(T("Deal %d corrected."), 1))
	checkNumbers(j)

	// Undo the last deal: it comes back in the form, to be fixed and
	// saved again.
	j.Sheet()
	j.Tap(T("Undo last deal"))
	j.Tap(T("Yes"))
	j.Entry()
	j.WantStatus(fmt.Sprintf(T("Deal %d is taken back and in the form again: fix it and save it."), 4))
	checkNumbers(j)
	j.Step(seatLabel("Ann", "North"), "–", 1)
	j.Step(seatLabel("Di", "West"), "+", 1)
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 4))
	checkNumbers(j)
	st := j.U.Store()
	if tot, _ := st.Totals(theGame(j).ID); tot.Rounds != 4 {
		t.Errorf("%d deals stored, want 4", tot.Rounds)
	}
	if ps, _ := st.Players(true); len(ps) != 4 {
		t.Errorf("players: %v", ps)
	}
}
