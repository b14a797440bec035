package wire

import (
	"fmt"
	"strings"
)

// Names are the subjects and streams of one event, all carrying its
// namespace (Namespace of the join code).
type Names struct {
	NS string
}

// NamesOf are the names of the event whose normalized join code is code.
func NamesOf(code string) Names { return Names{Namespace(code)} }

// Results is every table's results subject (the results stream's).
func (n Names) Results() string { return "arb." + n.NS + ".res.*" }

// ResultsOf is the subject table publishes its entries on.
func (n Names) ResultsOf(table int) string { return fmt.Sprintf("arb.%s.res.%d", n.NS, table) }

// Board is every subject of the board stream.
func (n Names) Board() string { return "arb." + n.NS + ".board.>" }

// BoardAll are the board's subjects every table reads.
func (n Names) BoardAll() string { return "arb." + n.NS + ".board.all.>" }

// BoardSetup, BoardMovement and BoardStandings carry the event's setup,
// its movement and its standings.
func (n Names) BoardSetup() string     { return "arb." + n.NS + ".board.all.setup" }
func (n Names) BoardMovement() string  { return "arb." + n.NS + ".board.all.movement" }
func (n Names) BoardStandings() string { return "arb." + n.NS + ".board.all.standings" }

// BoardTable is table's own feed.
func (n Names) BoardTable(table int) string { return fmt.Sprintf("arb.%s.board.t.%d", n.NS, table) }

// ResStream and BoardStream are the event's two streams.
func (n Names) ResStream() string   { return "ARB_" + strings.ToUpper(n.NS) + "_RES" }
func (n Names) BoardStream() string { return "ARB_" + strings.ToUpper(n.NS) + "_BOARD" }

// Inbox is the inbox prefix of table's replies (its permissions allow
// no other).
func (n Names) Inbox(table int) string { return fmt.Sprintf("_INBOX_%s_t%d", n.NS, table) }

// Ask is where table asks for its feed again; Asks all of them.
func (n Names) Ask(table int) string { return fmt.Sprintf("arb.%s.ask.%d", n.NS, table) }
func (n Names) Asks() string         { return "arb." + n.NS + ".ask.*" }

// DirectGet is the JetStream request that reads the latest message of a
// board subject.
func (n Names) DirectGet(subject string) string {
	return "$JS.API.DIRECT.GET." + n.BoardStream() + "." + subject
}

// TableOfSubject reads the table number of a results subject.
func (n Names) TableOfSubject(subject string) (int, bool) {
	return n.TableOf(subject, "arb."+n.NS+".res.")
}

// TableOfAsk reads the table number of an ask subject.
func (n Names) TableOfAsk(subject string) (int, bool) {
	return n.TableOf(subject, "arb."+n.NS+".ask.")
}

// TableOf reads the table number at the end of a subject.
func (n Names) TableOf(subject, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(subject, prefix)
	if !ok {
		return 0, false
	}
	t := 0
	for _, c := range rest {
		if c < '0' || c > '9' || t > 100000 {
			return 0, false
		}
		t = t*10 + int(c-'0')
	}
	return t, rest != "" && t > 0
}
