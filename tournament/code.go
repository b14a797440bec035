package tournament

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nkeys"
)

// A join code is ten characters of Crockford's base32 (no I, L, O or U),
// written XXXXX-XXXXX: 50 random bits, read aloud or typed in without
// confusion (case, dashes and spaces do not matter; O reads as 0, I and L
// as 1).
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// ErrBadCode: a join code that is not ten base32 characters.
var ErrBadCode = errors.New("a join code is ten letters and digits, like K4F9Q-2MXR7")

// NewJoinCode returns a fresh random join code.
func NewJoinCode() string {
	var b [10]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	out := make([]byte, 0, 11)
	for i, x := range b {
		if i == 5 {
			out = append(out, '-')
		}
		out = append(out, codeAlphabet[x&31])
	}
	return string(out)
}

// NormalizeCode reads a join code as typed: upper case, without dashes or
// spaces, O as 0 and I, L as 1.
func NormalizeCode(code string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		switch r {
		case '-', ' ', '\t':
			continue
		case 'O':
			r = '0'
		case 'I', 'L':
			r = '1'
		}
		if !strings.ContainsRune(codeAlphabet, r) {
			return "", ErrBadCode
		}
		b.WriteRune(r)
	}
	if b.Len() != 10 {
		return "", ErrBadCode
	}
	return b.String(), nil
}

// FormatCode writes a normalized code as XXXXX-XXXXX.
func FormatCode(code string) string {
	if len(code) != 10 {
		return code
	}
	return code[:5] + "-" + code[5:]
}

func mac(key, msg string) []byte {
	h := hmac.New(sha256.New, []byte(key))
	h.Write([]byte(msg))
	return h.Sum(nil)
}

// Namespace is the event's name on the NATS server, derived from its join
// code: every subject and stream of the event carries it, so a device
// that knows the code finds the event, and events never mix.
func Namespace(code string) string {
	return hex.EncodeToString(mac("arbiter tournament namespace", code)[:5])
}

// tableKey is table n's NATS identity (an nkey user), derived from the
// join code and the table number: a device that knows both can prove it
// is that table; the server only knows the public key, and the proof is a
// signature of a fresh nonce, so a sniffer cannot replay it.
func tableKey(code string, table int) (nkeys.KeyPair, error) {
	return nkeys.FromRawSeed(nkeys.PrefixByteUser, mac(code, fmt.Sprintf("arbiter table %d", table)))
}

// directorKey is the director's identity, derived from the event's secret
// (never shown, never sent).
func directorKey(secret string) (nkeys.KeyPair, error) {
	return nkeys.FromRawSeed(nkeys.PrefixByteUser, mac(secret, "arbiter director"))
}

// routePassword authenticates the nodes of a cluster to each other.
func routePassword(secret string) string {
	return hex.EncodeToString(mac(secret, "arbiter cluster route")[:16])
}

// NewSecret returns a fresh director secret.
func NewSecret() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b[:])
}

// Subjects and streams of an event.
type names struct {
	ns string
}

func (n names) results() string             { return "arb." + n.ns + ".res.*" }
func (n names) resultsOf(table int) string  { return fmt.Sprintf("arb.%s.res.%d", n.ns, table) }
func (n names) board() string               { return "arb." + n.ns + ".board.>" }
func (n names) boardAll() string            { return "arb." + n.ns + ".board.all.>" }
func (n names) boardSetup() string          { return "arb." + n.ns + ".board.all.setup" }
func (n names) boardMovement() string       { return "arb." + n.ns + ".board.all.movement" }
func (n names) boardStandings() string      { return "arb." + n.ns + ".board.all.standings" }
func (n names) boardTable(table int) string { return fmt.Sprintf("arb.%s.board.t.%d", n.ns, table) }
func (n names) resStream() string           { return "ARB_" + strings.ToUpper(n.ns) + "_RES" }
func (n names) boardStream() string         { return "ARB_" + strings.ToUpper(n.ns) + "_BOARD" }
func (n names) inbox(table int) string      { return fmt.Sprintf("_INBOX_%s_t%d", n.ns, table) }
func (n names) ask(table int) string        { return fmt.Sprintf("arb.%s.ask.%d", n.ns, table) }
func (n names) asks() string                { return "arb." + n.ns + ".ask.*" }
func (n names) directGet(subject string) string {
	return "$JS.API.DIRECT.GET." + n.boardStream() + "." + subject
}

// tableOfSubject reads the table number of a results subject.
func (n names) tableOfSubject(subject string) (int, bool) {
	return n.tableOf(subject, "arb."+n.ns+".res.")
}

// tableOf reads the table number at the end of a subject.
func (n names) tableOf(subject, prefix string) (int, bool) {
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
