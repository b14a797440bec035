package game

import "errors"

// ErrUnknownGame is the sentinel of the refusal of a "game" that is not
// one of Arbiter's (scoring.Catalog.Lookup gives it, naming the known ids).
var ErrUnknownGame = errors.New("unknown game")

// ErrNotImplemented is returned for a command a game does not answer.
var ErrNotImplemented = errors.New("not implemented")

// Version is the version of Arbiter's engines. It is stored with every
// computed outcome and with every game's stored states, so history can tell
// which rules code produced them, and a game last computed by another
// version is replayed once (storage).
const Version = "0.3.0"
