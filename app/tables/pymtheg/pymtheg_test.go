package pymtheg

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"arbiter/app"
	"arbiter/app/apptest"
	"arbiter/app/host"
	"arbiter/app/i18n"
	"arbiter/app/tables/pymtheg/dealentry"
	"arbiter/app/tabletest"
	"arbiter/app/widgets"
	"arbiter/engine/cards"
	"arbiter/engine/game"
	"arbiter/engine/pymtheg"
	pymscore "arbiter/scoring/pymtheg"
	"arbiter/session"
	"arbiter/storage"
)

// Issue 16 #1: the new-game form's defaults start a game (the number of
// deals and the points limit only go with the end they belong to), and a
// start that is refused creates nothing - no player, no game.
func TestPymthegFormDefaultsStartAGame(t *testing.T) {
	f := widgets.NewOptionsForm(pymID)
	opts, err := f.Values()
	if err != nil {
		t.Fatalf("the form's defaults: %v", err)
	}
	if opts.Has("deals") || opts.Has("points_limit") {
		t.Errorf("no agreed end, yet %v", opts)
	}
	bad := map[string]any{}
	for k, v := range opts {
		bad[k] = v
	}
	bad["lon_trump_bonus"] = -1
	for _, c := range []struct {
		players []string
		opts    map[string]any
	}{
		{[]string{"Ann", "Cy", "Bo", "Di"}, bad},
		{[]string{"Ann", "Cy", "Bo"}, opts},
	} {
		if _, err := host.NewGame(pymID, "", c.players, c.opts, Table.Seating); err == nil {
			t.Errorf("%v %v starts", c.players, c.opts)
		}
	}
	ng, err := host.NewGame(pymID, "", []string{"Ann", "Cy", "Bo", "Di"}, opts, Table.Seating)
	if err != nil {
		t.Fatalf("start with the defaults: %v", err)
	}
	if len(ng.Seats) != 4 || ng.Seats[0].Side != "NS" || ng.Seats[2].Side != "EW" {
		t.Errorf("seats %+v", ng.Seats)
	}
}

// A greyed-out call says why at a tap, with its ruling; legal calls only
// are taken; Take back takes the last call back; the calls are kept in
// the game's draft once the table is left (issue 16 #4: the bar keeps its
// place).
func TestPymthegAuctionRefusesWithTheRule(t *testing.T) {
	j, g := tableJourney(t, true, app.Config{})
	j.Want("Bo (East) to call")
	bar := j.Sc.Find(T("Take back")).Pos
	j.TapGreyed("Gâm+3")
	j.WantStatus("Gâm+3 may only be bid once Gâm+2 has been bid (PYM-8).")
	j.Tap("Ry")
	j.TapGreyed("Gâm+3")
	j.WantStatus("Gâm+3 does not outrank Ry")
	j.Tap("Lon")
	j.Tap(T("Pass"))
	j.Tap(T("Pass"))
	j.Tap(T("Pass"))
	// Bo's Ry was outbid by Cy's Lon; the bidding is over.
	j.Want("Cy (South) has the highest bid: Lon.")
	j.TapGreyed(fmt.Sprintf(T("Redouble (%s)"), T("North-South")))
	j.WantStatus("A redouble only answers a double")
	j.Tap(T("Take back"))
	j.WantStatus("Taken back: Bo: pass.")
	if j.Sc.Find(T("Take back")).Pos != bar {
		t.Error("the action bar moved")
	}
	j.U.Back(host.SectionPlay)
	j.U.Settle()
	b, err := j.U.Store().Draft("game/" + g.ID)
	if err != nil || !strings.Contains(string(b), `"lon"`) || strings.Count(string(b), `"pass"`) != 2 {
		t.Errorf("draft = %s, %v", b, err)
	}
}

// The rulebook's example deal: Gâm+2 by North, Water named in the bid, NS
// take 12 tricks (N 5, S 7): base 70 + 1 over-trick = 71.
func TestPymthegRulebookDealScores71(t *testing.T) {
	j, g := tableJourney(t, false, app.Config{})
	j.TapN("Di", 0) // West deals: North calls first
	j.Tap(T("named later"))
	j.Tap(T("Water"))
	for _, c := range []string{"Gâm", "Gâm+1", T("Pass"), T("Pass"), "Gâm+2", T("Pass")} {
		j.Tap(c)
	}
	j.Want("Ann (North) plays Gâm+2, Water trump (named in the bid).")
	j.Pick("Ann (North), declarer", 0, 5)
	j.Step("Bo (East)", "+", 2)
	j.Pick("Cy (South)", 0, 7)
	j.Tap("Di took the rest: 1")
	j.Want("North-South +71 · East-West +0")
	j.Tap(T("Save the deal"))
	rounds, _ := j.U.Store().Rounds(g.ID)
	var in map[string]any
	_ = json.Unmarshal(rounds[0].Input, &in)
	if in["contract"] != "gam+2" || in["trump"] != "Wa" || in["trump_named"] != "bidding" || in["declarer"] != "N" || in["dealer"] != "W" {
		t.Errorf("stored deal = %s", rounds[0].Input)
	}
	j.Want("Dealer: Ann (North)")
	checkNumbers(j)
	j.U.Sessions().FlushAll()
	j.U.Settle()
	if b, _ := j.U.Store().Draft("game/" + g.ID); len(b) > 0 {
		t.Errorf("the draft is still there after the save: %s", b)
	}
}

// quickGam1 enters, by quick entry, the contract: Gâm+1 by Cy
// (South), Fire named after the bidding, doubled.
func quickGam1(j *journey) {
	j.T.Helper()
	j.Tap(T("Quick entry"))
	j.Tap("Gâm+1")
	j.TapN("Cy", 1) // the dealer's row comes first
	j.Tap(T("Fire"))
	j.Tap(T("after the bidding"))
	j.Tap(T("doubled ×2"))
	j.Want(fmt.Sprintf(T("%s plays %s"), seatLabel("Cy", "South"), "Gâm+1"))
}

// threeTricks: North dealt, East leads. Ann (North) plays Wind to the
// Earth led in trick 3, which Cy wins; in trick 4 Ann plays earth third.
var threeTricks = [][]string{
	{"Wa5", "Wa9", "Wa2", "Wa3"}, // Bo, Cy, Di, Ann: Cy wins
	{"Wi5", "Wi2", "Wi3", "Wi9"}, // Cy, Di, Ann, Bo: Bo wins
	{"Ea5", "Ea9", "Ea2", "Wi4"}, // Bo, Cy, Di, Ann: Cy wins, Ann shows out of earth
}

// boWinsThree is the third trick won by Bo: in trick 4 Ann plays last.
var boWinsThree = []string{"Ea12", "Ea9", "Ea2", "Wi4"}

// Issue 23 #1: trick by trick, a card that proves a revoke is asked about
// at the tap: taking it back leaves the trick as it was; applying PYM-6
// ends the deal at that trick with the penalty the engine gives, and the
// saved deal, its score sheet line and the game record's dialog say so in
// words.
func TestPymthegTrickByTrickAsksToApplyPYM6(t *testing.T) {
	j, g := fromHome(t, false, "")
	quickGam1(j)
	j.Tap(T("Trick by trick"))
	for _, tr := range threeTricks[:3] {
		j.Cards(tr...)
		j.Tap(T("Count this trick"))
	}
	j.WantStatus("Trick 3 counted: Cy wins it with Earth 9.")
	j.Cards("Wa10", "Wa11", "Ea7")
	j.Want("Revoke by Ann (North): played Wind 4 in trick 3 when Earth was led, yet played Earth 7 in trick 4, so Ann could have followed (PYM-6).")
	j.Want("Apply PYM-6 at trick 4? The deal ends here: North-South -280 · East-West +0.")
	j.Tap(T("Take the card back"))
	j.WantStatus("Earth 7 is taken back.")
	if j.Has("The deal ends") {
		t.Fatalf("the revoke stayed after the card went back: %q", j.Sc.Texts())
	}
	j.Cards("Ea7")
	j.Tap(T("Apply PYM-6"))
	j.WantStatus("PYM-6 applied: Ann (North) did not follow suit and the deal ends at trick 4.")
	j.Want("The deal ends at trick 4, where the cards prove it (PYM-6)")
	j.Want("North-South -280 · East-West +0")
	j.Want("revoke by Ann (North), on the playing side: PYM-6 penalty, the worst result and 100 more, North-South -280")
	j.Tap(T("Save the deal"))
	j.WantStatus("Deal 1 saved.")
	rounds, _ := j.U.Store().Rounds(g.ID)
	var in struct {
		Revoke string            `json:"revoke"`
		Tricks []json.RawMessage `json:"tricks"`
	}
	if err := json.Unmarshal(rounds[0].Input, &in); err != nil || in.Revoke != "N" || len(in.Tricks) != 3 {
		t.Fatalf("saved deal %s", rounds[0].Input)
	}
	checkNumbers(j)
	j.Sheet()
	j.Want("Gâm+1 by Cy (South), Fire trump (named after the bidding), doubled ×2: revoke by Ann (North), on the playing side: PYM-6 penalty")
	// The game record's round dialog says the deal in words, no codes.
	j.History("Pymtheg")
	j.TapRow(fmt.Sprintf(T("Round %d"), 1) + " ")
	j.Want("Gâm+1 by Cy (South), Fire trump (named after the bidding), doubled ×2, dealt by Ann (North), 3 tricks entered card by card, Ann (North) caught not following suit (PYM-6)")
	for _, code := range []string{"gam+1", "Contract:", "Revoke:"} {
		if j.Has(code) {
			t.Errorf("the round dialog says %q: %q", code, j.Sc.Texts())
		}
	}
}

// Issue 23 #1: a revoke caught at the table in trick-by-trick entry ends
// the deal after the tricks counted; a revoke proven by a trick's last
// card counts that trick, and the engine ends the deal there.
func TestPymthegRevokeCaughtAtTheTableByTrick(t *testing.T) {
	j, g := fromHome(t, true, "")
	quickGam1(j)
	j.Tap(T("Trick by trick"))
	j.Cards(threeTricks[0]...)
	j.Tap(T("Count this trick"))
	j.Tap(T("nobody"))
	j.Tap("Bo (East)")
	j.WantStatus("Bo (East) was caught not following suit: the deal ends at once (PYM-6).")
	j.Want("The deal ends after trick 1: Bo (East) was caught not following suit (PYM-6).")
	// Bo defends: the playing side gets the best result and 100 more.
	j.Want("revoke by Bo (East), a defender: PYM-6 penalty, the playing side gets the best result and 100 more, North-South +")
	if j.Has(T("Count this trick")) {
		t.Error("tricks can still be counted after the deal ended")
	}
	j.Tap(T("Take back"))
	j.WantStatus("The revoke by Bo (East) is taken back.")
	// The proof as the trick's last card: asked, then counted, and the
	// engine ends the deal with that trick.
	j.Cards(threeTricks[1]...)
	j.Tap(T("Count this trick"))
	j.Cards(boWinsThree...)
	j.Tap(T("Count this trick"))
	j.Cards("Wa12", "Wa10", "Wa11", "Ea7") // Bo, Cy, Di, Ann
	j.Want("Apply PYM-6 at trick 4? The deal ends here: North-South -280 · East-West +0.")
	j.Tap(T("Apply PYM-6"))
	j.WantStatus("Trick 4 counted: Bo wins it with Water 12.")
	j.Want("Revoke by Ann (North): played Wind 4 in trick 3 when Earth was led, yet played Earth 7 in trick 4, so Ann could have followed (PYM-6).")
	j.Want("The offence ends the deal (PYM-6).")
	if j.Has(fmt.Sprintf(T("Trick %d of 15"), 5)) {
		t.Error("a fifth trick can be entered after the revoke")
	}
	j.Tap(T("Save the deal"))
	j.WantStatus("Deal 1 saved.")
	rounds, _ := j.U.Store().Rounds(g.ID)
	if len(rounds) != 1 || strings.Contains(string(rounds[0].Input), `"revoke"`) || strings.Count(string(rounds[0].Input), `"cards"`) != 4 {
		t.Fatalf("saved %s", rounds[0].Input)
	}
	j.Sheet()
	j.Want("revoke by Ann (North), on the playing side: PYM-6 penalty")
}

// Issue 23 #1: switching modes converts what was entered and invents
// nothing. Three tricks entered card by card give South 2, East 1 and the
// others none, the tricks stay tricks (going back shows them), and the
// counts cannot go below them; Save says why three tricks are no deal.
func TestPymthegModesConvertNeverInvent(t *testing.T) {
	j, _ := fromHome(t, true, "")
	quickGam1(j)
	j.Tap(T("Trick by trick"))
	for _, tr := range threeTricks[:3] {
		j.Cards(tr...)
		j.Tap(T("Count this trick"))
	}
	j.Tap(T("Tricks per seat"))
	j.WantStatus("The 3 tricks entered card by card are in the counts: add the rest of the deal.")
	j.Want("North-South 2 · East-West 1 · 3 of 15 tricks entered")
	j.TapGreyed(T("Save the deal"))
	j.WantStatus("3 tricks, but a deal has 15 (Gâm+1 is played out unless an offence stops it) (GEN-1).")
	j.Step(declarerLabel("Cy", "South"), "–", 1)
	j.WantStatus("Cy (South) took 2 of the tricks entered card by card: at least 2.")
	j.Tap(T("Trick by trick"))
	j.Want("Trick 3: Bo Earth 5, Cy Earth 9, Di Earth 2, Ann Wind 4; Cy wins.")
	j.Want("Trick 4 of 15")
}

// Issue 23 #1: the tricks per seat start empty and nothing makes up a
// difference: Save says what is missing until every seat is entered, a
// count that would pass 15 is refused at the tap with GEN-1, the rest is
// offered, never filled in; a lost Ry ends the deal early and its short
// counts are taken. In Dutch, at desktop size.
func TestPymthegCountsStartEmpty(t *testing.T) {
	j, g := fromHome(t, false, "nl")
	j.Tap(T("Quick entry"))
	j.Tap("Ry")
	j.TapN("Cy", 1)
	j.Want(fmt.Sprintf(T("Not entered yet: %s. Every seat's tricks are entered, 0 too: none is made up."),
		strings.Join([]string{seatLabel("Ann", "North"), seatLabel("Bo", "East"), seatLabel("Cy", "South"), seatLabel("Di", "West")}, ", ")))
	j.TapGreyed(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Enter the tricks every seat took: %d of 4 seats entered."), 0))
	// Cy, the Ry player, takes trick 4: the Ry is lost, the deal ends.
	j.Step(seatLabel("Ann", "North"), "+", 2)
	j.Step(seatLabel("Bo", "East"), "+", 1)
	j.Step(declarerLabel("Cy", "South"), "+", 1)
	j.Step(seatLabel("Di", "West"), "–", 1)
	j.Want(T("Contract lost"))
	if j.Has(fmt.Sprintf(T("%s took the rest: %d"), "Di", 11)) {
		t.Error("the rest is still offered once every seat is entered")
	}
	// 15 at most: a tap past it says why and changes nothing.
	j.Pick(seatLabel("Ann", "North"), 0, 13)
	j.Step(seatLabel("Ann", "North"), "+", 1)
	j.WantStatus(fmt.Sprintf(T("That makes %d tricks, but a deal has 15 (GEN-1): take one from another seat first."), 16))
	j.Pick(seatLabel("Ann", "North"), 0, 2)
	j.Tap(T("Save the deal"))
	j.WantStatus(fmt.Sprintf(T("Deal %d saved."), 1))
	rounds, _ := j.U.Store().Rounds(g.ID)
	if !strings.Contains(string(rounds[0].Input), `"tricks_won":{"N":2,"E":1,"S":1,"W":0}`) {
		t.Errorf("saved %s", rounds[0].Input)
	}
}

// Issue 16 #2: a table opened before a correction made elsewhere (History,
// Resume, the game record, another program) shows the game as it is when
// it comes back on screen - its totals, its score sheet, who deals -
// never an old copy, and what its status said about the old game goes.
func TestPymthegTableFollowsChangesMadeElsewhere(t *testing.T) {
	j, g := tableJourney(t, false, app.Config{})
	st := j.U.Store()
	for _, d := range []string{
		`{"contract":"gam","declarer":"E","trump":"Wa","trump_named":"after","dealer":"N","tricks_won":{"N":5,"E":5,"S":0,"W":5}}`,
		`{"contract":"ry","declarer":"S","dealer":"E","tricks_won":{"N":5,"E":5,"S":0,"W":5}}`,
	} {
		if _, err := st.AddRoundJSON(g.ID, json.RawMessage(d)); err != nil {
			t.Fatal(err)
		}
	}
	j.U.Back(host.SectionPlay)
	j.U.ShowGame(g.ID)
	j.U.Settle()
	checkNumbers(j)
	j.Want("Dealer: Cy (South)")
	j.Tap("Ry")
	for range 3 {
		j.Tap(T("Pass"))
	}
	for _, s := range []string{seatLabel("Ann", "North"), seatLabel("Bo", "East"), seatLabel("Cy", "South")} {
		j.Pick(s, 0, 5)
	}
	j.Tap("Di took the rest: 0")
	j.Tap(T("Save the deal"))
	j.WantStatus("Deal 3 saved.")
	j.History("Pymtheg")
	j.Tap(T("Resume")) // a second table of the same game
	checkNumbers(j)
	rounds, _ := st.Rounds(g.ID)
	if _, err := st.CorrectRoundJSON(rounds[0].ID, json.RawMessage(`{"contract":"gam","declarer":"E","trump":"Wa","trump_named":"after","dealer":"N","tricks_won":{"E":1,"W":1,"N":13,"S":0}}`)); err != nil {
		t.Fatal(err)
	}
	// Back to the first table: the session hears of the change.
	j.U.Back(host.SectionPlay)
	j.U.Settle()
	checkNumbers(j)
	j.Want("Dealer: Di (West)")
	if s := j.Status(); s != "" {
		t.Errorf("the first table still says %q", s)
	}
}

// Issue 16 #4, #5, #7: the table fits a phone and a desktop in English and
// Dutch at the larger text sizes - nothing drawn over anything, nothing
// cut, the actions in view - in each of its states.
func TestPymthegTableFits(t *testing.T) {
	for _, c := range []struct {
		lang, size string
		phone      bool
	}{{"nl", "larger", true}, {"en", "larger", false}} {
		j, g := tableJourney(t, c.phone, app.Config{Language: c.lang, TextSize: c.size})
		where := fmt.Sprintf("%s, %s text, phone %v", c.lang, c.size, c.phone)
		if _, err := j.U.Store().AddRoundJSON(g.ID, json.RawMessage(`{"contract":"gam+2","declarer":"N","trump":"Wa","trump_named":"bidding","doubling":"double","dealer":"W","tricks_won":{"N":5,"E":2,"S":7,"W":1}}`)); err != nil {
			t.Fatal(err)
		}
		j.U.Back(host.SectionPlay)
		j.U.ShowGame(g.ID)
		j.U.Settle()
		j.Fits(where + ", auction")
		j.Tap("Gâm")
		for range 3 {
			j.Tap(T("Pass"))
		}
		j.Fits(where + ", trump to name")
		j.Tap(T("Fire"))
		j.Fits(where + ", tricks per seat")
		j.Tap(T("Quick entry"))
		j.Fits(where + ", quick entry")
		j.Tap(T("Trick by trick"))
		j.Cards("Fi1")
		j.Fits(where + ", trick by trick")
		j.Sheet()
		j.Fits(where + ", score sheet")
		j.Entry()
		j.U.Push(host.SectionPlay, pymTournamentPage(j.U))
		j.U.Settle()
		j.Fits(where + ", league")
	}
}

// Issue 16 #9, #10: every text of the table has Dutch, and none says
// "(s)" for a count.
func TestPymthegStringsTranslated(t *testing.T) {
	tabletest.CheckTranslated(t, "../../../assets/translations")
	i18n.SetLanguage("nl")
	defer i18n.SetLanguage("en")
	if got := i18n.T("Save the deal"); got != "Spel opslaan" {
		t.Errorf("in Dutch: %q", got)
	}
}

// The engine's explanations as the table shows them keep to the text
// font (issue 16 #14 for Pymtheg): "→" and "−" become words and "-".
func TestPymthegWhyInTheFont(t *testing.T) {
	set, _ := pymscore.ParseSettings(nil)
	dec, named, tr := pymtheg.North, pymtheg.NamedInBid, new(cards.Element)
	*tr = cards.Water
	res, err := pymscore.ScoreDeal(pymscore.Deal{Contract: pymtheg.Gam2, Declarer: &dec, Trump: tr, TrumpNamed: &named, Doubling: pymtheg.Doubled,
		TricksWon: &pymscore.SeatCounts{N: 3, E: 5, S: 2, W: 5}}, set)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range widgets.SayableSteps(res.Steps) {
		if r, ok := tabletest.MissingGlyph(s.Text); ok {
			t.Errorf("%q has %q", s.Text, r)
		}
	}
}

// refusalWords says an engine refusal without its field path, with its
// rule.
func TestRefusalWords(t *testing.T) {
	dec := pymtheg.North
	_, err := pymscore.ScoreDeal(pymscore.Deal{Contract: pymtheg.Ry, Declarer: &dec, TricksWon: &pymscore.SeatCounts{N: 2, E: 5, S: 3, W: 5}}, pymscore.Settings{})
	if err == nil {
		t.Fatal("a Ry player with 2 tricks was taken")
	}
	s := dealentry.RefusalWords(err)
	if strings.Contains(s, "tricks_won") || !strings.Contains(s, "GEN-1") {
		t.Errorf("refusal in words: %q", s)
	}
	var ge *game.Error
	if !errors.As(err, &ge) || ge.Field != "tricks_won.N" {
		t.Errorf("the refusal names %v", err)
	}
}

// The league page: teams and results typed in, the ranking the game's
// tournament rules give, kept in the history and read again when the page
// comes back on screen; a bad score says why in the status line.
func TestPymthegLeague(t *testing.T) {
	j := newJourney(t, false, app.Config{})
	u := j.U
	u.Push(host.SectionPlay, pymTournamentPage(u))
	u.Settle()
	j.Want("Add at least two teams.")
	for _, team := range []string{"Owls", "Hawks", "Foxes", "Bees"} {
		j.TypeNth(T("Team name"), 0, team)
		j.Tap(T("Add the team"))
	}
	j.WantStatus("Bees is added.")
	j.Tap(T("Add a table"))
	add := func(ns, ew, nsPts, ewPts string) {
		j.Tap(T("North-South team"))
		j.Tap(ns)
		j.Tap(T("East-West team"))
		j.Tap(ew) // in the drop-down's list
		j.TypeNth(T("North-South points"), 0, nsPts)
		j.TypeNth(T("East-West points"), 0, ewPts)
		j.Tap(T("Add the result"))
	}
	add("Owls", "Hawks", "70", "0")
	j.WantStatus("The result at table 1 is added.")
	add("Foxes", "Owls", "10", "0")
	j.WantStatus("Owls has played at table 1 already")
	// What was typed stays: only East-West changes, to Bees.
	j.TapN("Owls", 1) // the list of teams comes first
	j.Tap("Bees")
	j.Tap(T("Add the result"))
	j.Want("Foxes (North-South) against Bees (East-West): North-South 10, East-West 0")
	// Owls +70: 1 ranking point; Foxes +10: 2; Bees -10: 3; Hawks -70: 4.
	j.Want("Owls: 1 ranking point")
	j.Want("Hawks: 4 ranking points")
	// Back on screen, the page reads the league from the history again.
	u.Push(host.SectionPlay, host.Page{Title: "elsewhere", Content: widget.NewLabel("elsewhere")})
	u.Settle()
	b, _ := u.Store().Draft(pymTourneyKey)
	var tr pymTourney
	_ = json.Unmarshal(b, &tr)
	if len(tr.Teams) != 4 {
		t.Fatalf("the league kept: %s", b)
	}
	tr.Teams = append(tr.Teams, "Wasps")
	b, _ = json.Marshal(tr)
	_ = u.Store().SaveDraft(pymTourneyKey, b)
	u.Back(host.SectionPlay)
	u.Settle()
	j.Want("Wasps")
}

// Issue 23 #1: the registry's SeatWords (the game record) and the score sheet
// say a deal from its typed values: contract, declarer, trump, doubling,
// how it ended and the penalty of a revoke, in English and Dutch; a
// version without its result (a round's history) says it in full.
func TestPymthegDealWords(t *testing.T) {
	set, _ := pymscore.ParseSettings(nil)
	dec, ann, named, fire := pymtheg.South, pymtheg.North, pymtheg.NamedAfter, cards.Fire
	d := pymscore.Deal{Contract: pymtheg.Gam1, Declarer: &dec, Trump: &fire, TrumpNamed: &named, Doubling: pymtheg.Doubled,
		Revoke: &ann, TricksWon: &pymscore.SeatCounts{N: 0, E: 1, S: 2, W: 0}, Dealer: &ann}
	res, err := pymscore.ScoreDeal(d, set)
	if err != nil {
		t.Fatal(err)
	}
	names := [4]string{"Ann", "Bo", "Cy", "Di"}
	seats := []session.Seat{{Player: "Ann", Side: "NS"}, {Player: "Bo", Side: "EW", Position: 1}, {Player: "Cy", Side: "NS", Position: 2}, {Player: "Di", Side: "EW", Position: 3}}
	for _, c := range []struct {
		lang, with, full string
	}{
		{"en",
			"Gâm+1 by Cy (South), Fire trump (named after the bidding), doubled ×2: revoke by Ann (North), on the playing side: PYM-6 penalty, the worst result and 100 more, North-South -280",
			"Gâm+1 by Cy (South), Fire trump (named after the bidding), doubled ×2, dealt by Ann (North), tricks: Ann (North) 0, Bo (East) 1, Cy (South) 2, Di (West) 0, Ann (North) caught not following suit (PYM-6)"},
		{"nl",
			"Gâm+1 door Cy (Zuid), troef Vuur (genoemd na het bieden), gedoubleerd ×2: verzaking door Ann (Noord), van de spelende partij: straf volgens PYM-6, de slechtste uitslag en 100 extra, Noord-Zuid -280",
			"gegeven door Ann (Noord)"},
	} {
		i18n.SetLanguage(c.lang)
		if got := dealentry.DealWords(&names, d, res); got != c.with {
			t.Errorf("%s, the sheet: %q\nwant %q", c.lang, got, c.with)
		}
		if got := Table.SeatWords(seats, d, res); got != c.with {
			t.Errorf("%s, the record: %q\nwant %q", c.lang, got, c.with)
		}
		if got := Table.SeatWords(seats, d, nil); !strings.Contains(got, c.full) {
			t.Errorf("%s, a version: %q\nwant …%q…", c.lang, got, c.full)
		}
	}
	i18n.SetLanguage("en")
}

// Issue 16 #10: the table follows the window across the phone width both
// ways (tabs on a phone, the score sheet beside the deal on a desktop),
// keeping what is entered.
func TestPymthegFollowsTheWidth(t *testing.T) {
	j, _ := tableJourney(t, false, app.Config{})
	if j.U.Phone() {
		t.Skip("a mobile build is always the phone layout")
	}
	j.Tap("Gâm")
	j.U.Window().Resize(apptest.Phone)
	tabletest.Settle(j.U.Window())
	if !j.U.Phone() || !j.Sc.Has(T("Deal")) || !j.Has("Bo: Gâm") {
		t.Fatalf("at phone size: %q", j.Sc.Texts())
	}
	j.U.Window().Resize(apptest.Desktop)
	tabletest.Settle(j.U.Window())
	if j.U.Phone() || j.Sc.Has(T("Deal")) || !j.Sc.Has(T("Score sheet")) || !j.Has("Bo: Gâm") {
		t.Fatalf("back at desktop size: %q", j.Sc.Texts())
	}
}

var _ = storage.Filter{}
