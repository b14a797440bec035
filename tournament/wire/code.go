package wire

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/nats-io/nkeys"
)

// A join code is ten characters of Crockford's base32 (no I, L, O or U),
// written XXXXX-XXXXX: 50 random bits, read aloud or typed in without
// confusion (case, dashes and spaces do not matter; O reads as 0, I and L
// as 1).
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// DefaultPort is where a director listens when no port is given, and
// where a table looks when the address it was given names none: NATS's
// own port.
const DefaultPort = 4222

// WebSocketPath is where the director's http port (the table's page's own
// address) lets a page through to its NATS server over WebSocket: a page
// reaches NATS at its own origin, by whatever name it reached the
// director.
const WebSocketPath = "/nats"

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

// TableKey is table n's NATS identity (an nkey user), derived from the
// normalized join code and the table number: a device that knows both
// can prove it is that table; the server only knows the public key, and
// the proof is a signature of a fresh nonce, so a sniffer cannot replay
// it.
func TableKey(code string, table int) (nkeys.KeyPair, error) {
	return nkeys.FromRawSeed(nkeys.PrefixByteUser, mac(code, fmt.Sprintf("arbiter table %d", table)))
}

// DirectorKey is the director's identity, derived from the event's
// secret (never shown, never sent).
func DirectorKey(secret string) (nkeys.KeyPair, error) {
	return nkeys.FromRawSeed(nkeys.PrefixByteUser, mac(secret, "arbiter director"))
}

// RoutePassword authenticates the nodes of a cluster to each other.
func RoutePassword(secret string) string {
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

// NewUUID returns a random UUID (version 4): an entry's and a
// correction's id, and the message id a result is sent with.
func NewUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// TableFragment is the fragment of a table's page address (the join QR
// code's): event=…&table=…&code=…, in that order.
func TableFragment(event, code string, table int) string {
	out := ""
	if event != "" {
		out = "event=" + url.QueryEscape(event) + "&"
	}
	return out + "table=" + strconv.Itoa(table) + "&code=" + url.QueryEscape(code)
}
