package event

import (
	"sort"
	"strings"
	"time"

	"arbiter/engine/game"
	burnscore "arbiter/scoring/burn"
	pymscore "arbiter/scoring/pymtheg"
)

// Role is the seat that reports a result: North enters it, East verifies.
type Role string

// The two reporting seats of the rulebook's amateur rule.
const (
	North Role = "north"
	East  Role = "east"
)

// Entry is one report from a table: North's result, or East's check of it.
type Entry struct {
	// ID is the entry's UUID, chosen by the device: the same ID applied
	// twice counts once.
	ID    string `json:"id"`
	Round int    `json:"round"`
	Table int    `json:"table"`
	Role  Role   `json:"role"`
	// Seq orders the entries for one result and role: the highest
	// counts (North re-entering a result, or a knock-out match reported
	// deal by deal). The table client uses the time in milliseconds.
	Seq     int64   `json:"seq"`
	Content Content `json:"content"`
	// Verifies is, for East, the North entry checked ("" when East
	// entered the result independently, then the contents are compared).
	Verifies string `json:"verifies,omitempty"`
	// Disagree is East saying North's entry is wrong: the director decides.
	Disagree bool      `json:"disagree,omitempty"`
	Note     string    `json:"note,omitempty"`
	Device   string    `json:"device,omitempty"`
	At       time.Time `json:"at"`
}

// Key is the entry's result key.
func (en Entry) Key() Key { return Key{en.Round, en.Table} }

// Correction is the director's decision on a result: it counts whatever
// the table reported, until the next correction.
type Correction struct {
	ID    string `json:"id"`
	Round int    `json:"round"`
	Table int    `json:"table"`
	// Content is the result that counts; nil: the table has no result
	// (reported by mistake).
	Content *Content  `json:"content"`
	Reason  string    `json:"reason"`
	By      string    `json:"by"`
	At      time.Time `json:"at"`
}

// Key is the correction's result key.
func (c Correction) Key() Key { return Key{c.Round, c.Table} }

// Status is where a table's result stands.
type Status string

// Statuses of a result.
const (
	Empty         Status = "empty"          // nothing reported
	AwaitingEast  Status = "awaiting_east"  // North entered it, East has not verified this entry
	AwaitingNorth Status = "awaiting_north" // East's entry arrived before North's
	Confirmed     Status = "confirmed"      // North and East agree: it counts
	Disputed      Status = "disputed"       // East disagrees: the director decides
	Corrected     Status = "corrected"      // the director's correction counts
)

// Counts reports a status whose content counts in the standings.
func (s Status) Counts() bool { return s == Confirmed || s == Corrected }

// result is one key's state.
type result struct {
	north, east *Entry
	correction  *Correction
	audit       []AuditItem
	counted     *Content // what counts, nil when nothing
	scored      *Content // league: the counted content reduced to a score (for fast standings)
	entries     int
	status      Status
	// The canonical forms of north's, east's, the correction's and the
	// counted content, worked out once: comparing contents is done on
	// every entry.
	northCanon, eastCanon, correctionCanon, countedCanon string
}

// AuditItem is one line of a result's history: an entry or a correction,
// and where the result stood afterwards.
type AuditItem struct {
	Entry      *Entry      `json:"entry,omitempty"`
	Correction *Correction `json:"correction,omitempty"`
	// Previous is what counted before a correction (nil: nothing).
	Previous *Content `json:"previous,omitempty"`
	Status   Status   `json:"status"`
}

// Event is a tournament evening: its setup, the schedule, every entry and
// correction received, and the standings they give. It does no I/O; the
// director's program feeds it what the tables send and stores it.
// An Event is not safe for concurrent use.
type Event struct {
	setup   Setup
	tables  int
	rounds  int
	league  []RoundPlan // the league's movement
	results map[Key]*result
	seen    map[string]bool // entry and correction IDs applied
	ko      *koState        // knock-out state, recomputed on change
	dirty   bool
	// followed is a table's copy's knock-out movement, as the director
	// published it.
	followed []RoundPlan
	disputed int
	// countVersion grows whenever what counts may have changed.
	countVersion uint64
	// counted is the number of results that count, roundCounted the same
	// per round (index round-1): CurrentRound and Counted read them
	// instead of going over every result.
	counted      int
	roundCounted []int
	// checked remembers the last content checked per result (checkContent):
	// East confirming North's entry, and the result then counting, check
	// the same content again.
	checked map[Key]checkMemo
	// board keeps a league's standings up to date result by result
	// (board.go); nil for a knock-out.
	board *leagueBoard
	// pymSet are the Pymtheg options read once (Check has accepted them).
	pymSet pymscore.Settings
}

// New starts an event after checking its setup.
func New(setup Setup) (*Event, error) {
	if err := setup.Check(); err != nil {
		return nil, err
	}
	e := &Event{setup: setup, results: map[Key]*result{}, seen: map[string]bool{}, checked: map[Key]checkMemo{}}
	if setup.Game == Pymtheg {
		set, err := setup.Pymtheg.Settings()
		if err != nil {
			return nil, game.Prefix(err, "pymtheg")
		}
		e.pymSet = set
	}
	names := setup.TeamNames()
	if setup.Form == League {
		sched := LeagueSchedule(len(names), setup.Rounds)
		e.league = leaguePlan(names, sched)
		e.rounds = len(e.league)
		e.tables = (len(names) + 1) / 2
		e.board = newLeagueBoard(e, sched)
	} else {
		e.rounds = koRounds(len(names))
		p := bracketSize(len(names))
		e.tables = max(len(names)-p/2, p/4, 1)
		e.dirty = true
	}
	e.roundCounted = make([]int, e.rounds)
	return e, nil
}

// Follow gives a table's copy of a knock-out the movement the director
// published: the table does not see the other tables' results, so it
// cannot work out the next rounds itself. Its Check then checks a result
// against its round's match length or cap. A league ignores it (its
// movement is fixed).
func (e *Event) Follow(plans []RoundPlan) {
	if e.setup.Form == KnockOut {
		e.followed = append([]RoundPlan{}, plans...)
	}
}

// Setup returns the event's setup.
func (e *Event) Setup() Setup { return e.setup }

// Tables is the number of tables the event uses.
func (e *Event) Tables() int { return e.tables }

// Rounds is the number of rounds: a league's planned rounds, a
// knock-out's bracket rounds.
func (e *Event) Rounds() int { return e.rounds }

// Plan returns a round's movement; ok is false for a knock-out round whose
// matches are not known yet (the round before is not decided).
func (e *Event) Plan(round int) (RoundPlan, bool) {
	if round < 1 || round > e.rounds {
		return RoundPlan{}, false
	}
	if e.setup.Form == League {
		return e.league[round-1], true
	}
	if e.followed != nil {
		if round > len(e.followed) {
			return RoundPlan{}, false
		}
		return e.followed[round-1], true
	}
	ko := e.koCompute()
	if round > len(ko.plans) {
		return RoundPlan{}, false
	}
	return ko.plans[round-1], true
}

// Plans returns every round's movement known so far.
func (e *Event) Plans() []RoundPlan {
	var out []RoundPlan
	for r := 1; r <= e.rounds; r++ {
		p, ok := e.Plan(r)
		if !ok {
			break
		}
		out = append(out, p)
	}
	return out
}

// Session returns the session a result belongs to.
func (e *Event) Session(k Key) (Session, bool) {
	p, ok := e.Plan(k.Round)
	if !ok {
		return Session{}, false
	}
	// Sessions are by table, with gaps where a table is empty.
	i := sort.Search(len(p.Sessions), func(i int) bool { return p.Sessions[i].Table >= k.Table })
	if i < len(p.Sessions) && p.Sessions[i].Table == k.Table {
		return p.Sessions[i], true
	}
	return Session{}, false
}

// CurrentRound is the first round with a session whose result does not
// count yet (a knock-out: whose match is not decided), Rounds()+1 when
// the event is over.
func (e *Event) CurrentRound() int {
	if e.setup.Form == KnockOut {
		ko := e.koCompute()
		return ko.current
	}
	for _, p := range e.league {
		if e.roundCounted[p.Round-1] < len(p.Sessions) {
			return p.Round
		}
	}
	return e.rounds + 1
}

// Seen reports whether an entry or correction ID was applied already.
func (e *Event) Seen(id string) bool { return e.seen[id] }

// Change says what applying an entry or a correction did.
type Change struct {
	Key Key `json:"key"`
	// Duplicate: the ID was applied before; nothing changed.
	Duplicate bool   `json:"duplicate"`
	Before    Status `json:"before"`
	After     Status `json:"after"`
}

func validID(id string) bool {
	if len(id) == 0 || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// Check refuses an entry that cannot be applied, naming the field; it
// changes nothing. A duplicate ID is not an error (Apply reports it).
func (e *Event) Check(en Entry) error {
	return e.check(en, string(en.Content.canonical()))
}

// check is Check of an entry whose content's canonical form is canon.
func (e *Event) check(en Entry, canon string) error {
	if !validID(en.ID) {
		return game.Refuse(game.ErrInvalid, nil, "id", msgBadID.With(en.ID))
	}
	if en.Role != North && en.Role != East {
		return game.Refuse(game.ErrInvalid, nil, "role", msgRoleValues.With(en.Role))
	}
	if en.Seq < 0 {
		return game.Refuse(game.ErrInvalid, nil, "seq", msgSeqNegative.With(en.Seq))
	}
	if len(en.Note) > 1000 || len(en.Device) > 200 {
		return game.Refuse(game.ErrInvalid, nil, "note", msgNoteTooLong.With())
	}
	if err := e.checkKey(en.Key()); err != nil {
		return err
	}
	if en.Role == North && (en.Verifies != "" || en.Disagree) {
		return game.Refuse(game.ErrInvalid, nil, "verifies", msgOnlyEast.With())
	}
	if en.Role == East && en.Disagree && en.Content.IsZero() {
		return nil // East only says North is wrong
	}
	if en.Content.IsZero() {
		return game.Refuse(game.ErrInvalid, nil, "content", msgNothing.With(en.Table, en.Round))
	}
	_, err := e.checkContent(en.Key(), en.Content, canon)
	return game.Prefix(err, "content")
}

func (e *Event) checkKey(k Key) error {
	if k.Round < 1 || k.Round > e.rounds {
		return game.Refuse(game.ErrInvalid, nil, "round", msgRoundRange.With(k.Round, e.rounds))
	}
	if k.Table < 1 || k.Table > e.tables {
		return game.Refuse(game.ErrInvalid, nil, "table", msgTableRange.With(k.Table, e.tables))
	}
	if _, ok := e.Plan(k.Round); !ok {
		return game.Refuse(game.ErrIllegal, nil, "round", msgNotStarted.With(k.Round)).Citing(ruleRoundStarts.With())
	}
	if _, ok := e.Session(k); !ok {
		return game.Refuse(game.ErrInvalid, nil, "table", msgNobodyAtTable.With(k.Table, k.Table, k.Round))
	}
	return nil
}

// Apply records an entry from a table. Applying the same ID again changes
// nothing and reports a duplicate; a refused entry changes nothing.
func (e *Event) Apply(en Entry) (Change, error) {
	ch := Change{Key: en.Key()}
	if e.seen[en.ID] {
		ch.Duplicate = true
		r := e.results[en.Key()]
		ch.Before = e.statusOf(r)
		ch.After = ch.Before
		return ch, nil
	}
	canon := string(en.Content.canonical())
	if err := e.check(en, canon); err != nil {
		return ch, err
	}
	e.seen[en.ID] = true
	r := e.result(en.Key())
	ch.Before = e.statusOf(r)
	r.entries++
	cp := en
	switch en.Role {
	case North:
		if later(&cp, r.north) {
			r.north, r.northCanon = &cp, canon
		}
	case East:
		if later(&cp, r.east) {
			r.east, r.eastCanon = &cp, canon
		}
	}
	e.settle(en.Key(), r)
	ch.After = e.statusOf(r)
	r.audit = append(r.audit, AuditItem{Entry: &cp, Status: ch.After})
	return ch, nil
}

// Correct records the director's decision on a result. A correction needs
// a reason; its content is checked like a table's. In a knock-out a round
// whose next round has results already cannot change (correct those
// first).
func (e *Event) Correct(c Correction) (Change, error) {
	ch := Change{Key: c.Key()}
	if e.seen[c.ID] {
		ch.Duplicate = true
		ch.Before = e.statusOf(e.results[c.Key()])
		ch.After = ch.Before
		return ch, nil
	}
	if !validID(c.ID) {
		return ch, game.Refuse(game.ErrInvalid, nil, "id", msgBadID.With(c.ID))
	}
	if strings.TrimSpace(c.Reason) == "" {
		return ch, game.Refuse(game.ErrInvalid, nil, "reason", msgReasonMissing.With())
	}
	if len(c.Reason) > 1000 || len(c.By) > 200 {
		return ch, game.Refuse(game.ErrInvalid, nil, "reason", msgReasonTooLong.With())
	}
	if err := e.checkKey(c.Key()); err != nil {
		return ch, err
	}
	canon := ""
	if c.Content != nil {
		if c.Content.IsZero() {
			return ch, game.Refuse(game.ErrInvalid, nil, "content", msgContentEmpty.With())
		}
		canon = string(c.Content.canonical())
		if _, err := e.checkContent(c.Key(), *c.Content, canon); err != nil {
			return ch, game.Prefix(err, "content")
		}
	}
	if e.setup.Form == KnockOut && c.Round < e.rounds {
		if next, ok := e.Plan(c.Round + 1); ok {
			for _, s := range next.Sessions {
				if r := e.results[s.Key()]; r != nil && r.entries+boolInt(r.correction != nil) > 0 {
					return ch, game.Refuse(game.ErrIllegal, nil, "round", msgLaterResults.With(c.Round+1, s.Table, c.Round)).Citing(ruleRoundFollows.With())
				}
			}
		}
	}
	e.seen[c.ID] = true
	r := e.result(c.Key())
	ch.Before = e.statusOf(r)
	prev := r.counted
	cp := c
	r.correction, r.correctionCanon = &cp, canon
	e.settle(c.Key(), r)
	ch.After = e.statusOf(r)
	r.audit = append(r.audit, AuditItem{Correction: &cp, Previous: prev, Status: ch.After})
	return ch, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// later reports whether a supersedes b (b nil: yes): the higher Seq, then
// the later time, then the larger ID, so the order entries arrive in does
// not matter.
func later(a, b *Entry) bool {
	if b == nil {
		return true
	}
	if a.Seq != b.Seq {
		return a.Seq > b.Seq
	}
	if !a.At.Equal(b.At) {
		return a.At.After(b.At)
	}
	return a.ID > b.ID
}

func (e *Event) result(k Key) *result {
	r := e.results[k]
	if r == nil {
		r = &result{}
		e.results[k] = r
	}
	return r
}

// statusOf is a result's status (worked out by settle).
func (e *Event) statusOf(r *result) Status {
	if r == nil || r.status == "" {
		return Empty
	}
	return r.status
}

// deriveStatus works a result's status out from its entries (contents
// compared by their canonical forms, Content.Equal).
func deriveStatus(r *result) Status {
	switch {
	case r == nil:
		return Empty
	case r.correction != nil:
		return Corrected
	case r.north == nil && r.east == nil:
		return Empty
	case r.north == nil:
		return AwaitingNorth
	case r.east == nil:
		return AwaitingEast
	case r.east.Verifies != "" && r.east.Verifies != r.north.ID:
		return AwaitingEast // North entered again after East looked
	case r.east.Disagree:
		return Disputed
	case r.eastCanon == r.northCanon:
		return Confirmed
	}
	return Disputed
}

// settle works out what counts for a key after a change.
func (e *Event) settle(k Key, r *result) {
	var c *Content
	canon := ""
	before := r.status
	r.status = deriveStatus(r)
	if before == Disputed {
		e.disputed--
	}
	if r.status == Disputed {
		e.disputed++
	}
	switch r.status {
	case Corrected:
		c, canon = r.correction.Content, r.correctionCanon
	case Confirmed:
		cc := r.north.Content
		c, canon = &cc, r.northCanon
	}
	if (c == nil) != (r.counted == nil) || (c != nil && canon != r.countedCanon) {
		e.countVersion++
	}
	was := r.counted != nil
	r.counted, r.scored, r.countedCanon = c, nil, canon
	if c != nil && e.setup.Form == League {
		if s, err := e.checkContent(k, *c, canon); err == nil {
			r.scored = &s
		} else {
			// Checked when it came in: cannot happen; count nothing
			// rather than something unchecked.
			r.counted = nil
		}
	}
	if now := r.counted != nil; now != was {
		d := 1
		if was {
			d = -1
		}
		e.counted += d
		e.roundCounted[k.Round-1] += d
	}
	if e.board != nil {
		e.board.touch(k)
	}
	if e.setup.Form == KnockOut {
		e.dirty = true
	}
}

// checkMemo is a content that passed checkContent for a session, and
// what it gave.
type checkMemo struct {
	session Session
	canon   string
	scored  Content
}

// checkContent checks a content against the rules for the session it
// reports, and returns, for a league, the content reduced to its score
// (what the standings need). The same content for the same session is
// checked once: a result is entered by North, confirmed by East and then
// counted, three times the same content, and scoring it is most of what
// applying an entry costs.
// canon is the content's canonical form.
func (e *Event) checkContent(k Key, c Content, canon string) (Content, error) {
	s, ok := e.Session(k)
	if !ok {
		if err := e.checkShape(c); err != nil {
			return Content{}, err
		}
		return Content{}, game.Refuse(game.ErrInvalid, nil, "table", msgNobodyPlays.With(k.Table, k.Round))
	}
	if m, ok := e.checked[k]; ok && m.session == s && m.canon == canon {
		return m.scored, nil
	}
	scored, err := e.scoreContent(k, s, c)
	if err == nil {
		e.checked[k] = checkMemo{session: s, canon: canon, scored: scored}
	}
	return scored, err
}

// scoreContent is checkContent without the memo.
func (e *Event) scoreContent(k Key, s Session, c Content) (Content, error) {
	if err := e.checkShape(c); err != nil {
		return Content{}, err
	}
	const prefix = "tables[0].sessions[0]"
	switch {
	case e.setup.Game == Pymtheg && e.setup.Form == League:
		// The session checked as the league's scoring checks it (the
		// same code), without ranking a league of one session.
		res, passed, err := e.pymSet.LeagueResult(e.pymSession(s, c), prefix)
		if err != nil {
			return Content{}, relative(err, prefix)
		}
		if passed {
			return Content{Passed: true}, nil
		}
		if c.Score != nil {
			return Content{Score: c.Score}, nil
		}
		return Content{Score: &pymscore.Score{NS: res}}, nil
	case e.setup.Game == Burn && e.setup.Form == League:
		l := burnscore.League{Options: e.setup.Burn, Teams: []string{s.NS, s.EW}, Tables: []burnscore.LeagueTable{{Sessions: []burnscore.LeagueSession{e.burnSession(s, c)}}}}
		out, err := burnscore.ScoreLeague(l)
		if err != nil {
			return Content{}, relative(err, prefix)
		}
		return Content{Points: out.Tables[0].Results, Seating: c.Seating}, nil
	}
	// A knock-out: the match on its own (the round's length or cap).
	p, _ := e.Plan(k.Round)
	var err error
	if e.setup.Game == Pymtheg {
		_, err = pymscore.ScoreMatch(e.setup.Pymtheg, p.MatchLength, pymscore.KOMatch{NS: s.NS, EW: s.EW, Deals: c.Deals, Scores: c.Scores})
	} else {
		_, err = burnscore.ScoreMatch(e.setup.Burn, e.setup.capScheme(), k.Round, burnscore.KOMatch{Sides: e.sides(s), Seating: c.Seating, Rounds: c.Rounds, Deciders: c.Deciders})
	}
	if err != nil {
		return Content{}, relative(err, "match")
	}
	return c, nil
}

func (e *Event) pymSession(s Session, c Content) pymscore.LeagueSession {
	return pymscore.LeagueSession{NS: s.NS, EW: s.EW, Deal: c.Deal, Score: c.Score, Passed: c.Passed}
}

func (e *Event) sides(s Session) map[string][]string {
	a, _ := e.setup.team(s.NS)
	b, _ := e.setup.team(s.EW)
	return map[string][]string{s.NS: a.Members(), s.EW: b.Members()}
}

func (e *Event) burnSession(s Session, c Content) burnscore.LeagueSession {
	return burnscore.LeagueSession{Sides: e.sides(s), Seating: c.Seating, Rounds: c.Rounds, Points: c.Points}
}

// Result is a table's result in a round as the screens show it.
type Result struct {
	Session Session `json:"session"`
	Status  Status  `json:"status"`
	// North and East are the latest entries of each seat.
	North *Entry `json:"north,omitempty"`
	East  *Entry `json:"east,omitempty"`
	// Counted is what counts in the standings (nil: nothing yet).
	Counted    *Content    `json:"counted,omitempty"`
	Correction *Correction `json:"correction,omitempty"`
	Entries    int         `json:"entries"` // entries received (all versions)
}

// Result returns one result.
func (e *Event) Result(k Key) (Result, bool) {
	s, ok := e.Session(k)
	if !ok {
		return Result{}, false
	}
	r := e.results[k]
	out := Result{Session: s, Status: e.statusOf(r)}
	if r != nil {
		out.North, out.East, out.Counted, out.Correction, out.Entries = r.north, r.east, r.counted, r.correction, r.entries
	}
	return out, true
}

// Results returns every scheduled result known so far, by round and table.
func (e *Event) Results() []Result {
	var out []Result
	for _, p := range e.Plans() {
		for _, s := range p.Sessions {
			r, _ := e.Result(s.Key())
			out = append(out, r)
		}
	}
	return out
}

// Disputes lists the results waiting for the director.
func (e *Event) Disputes() []Result {
	var out []Result
	for _, r := range e.Results() {
		if r.Status == Disputed {
			out = append(out, r)
		}
	}
	return out
}

// CountVersion grows whenever a result that counts may have changed:
// standings computed at the same version are still right.
func (e *Event) CountVersion() uint64 { return e.countVersion }

// DisputeCount is the number of results waiting for the director.
func (e *Event) DisputeCount() int { return e.disputed }

// Audit returns a result's history: every entry and correction, in the
// order they were applied.
func (e *Event) Audit(k Key) []AuditItem {
	r := e.results[k]
	if r == nil {
		return nil
	}
	return append([]AuditItem(nil), r.audit...)
}

// Counted is the number of results that count.
func (e *Event) Counted() int { return e.counted }

// TableSessions lists a table's sessions in the rounds known so far.
func (e *Event) TableSessions(table int) []Session {
	var out []Session
	for r := 1; r <= e.rounds; r++ {
		if _, ok := e.Plan(r); !ok {
			break
		}
		if s, ok := e.Session(Key{r, table}); ok {
			out = append(out, s)
		}
	}
	return out
}

// sortedKeys lists result keys by round and table.
func sortedKeys(m map[Key]*result) []Key {
	keys := make([]Key, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].Round != keys[j].Round {
			return keys[i].Round < keys[j].Round
		}
		return keys[i].Table < keys[j].Table
	})
	return keys
}
