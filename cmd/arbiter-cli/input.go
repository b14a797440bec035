package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

// maxInput bounds what the tool reads: a whole evening of Pymtheg with every
// trick is a few tens of kilobytes, so 4 MiB leaves room without letting a
// stray file exhaust memory.
const maxInput = 4 << 20

var errTooLarge = errors.New("input is larger than 4 MiB")

// readInput reads FILE, or standard input for "-" or no argument.
func readInput(args []string, stdin io.Reader) ([]byte, error) {
	var r io.Reader = stdin
	name := "standard input"
	switch len(args) {
	case 0:
	case 1:
		if args[0] != "-" {
			f, err := os.Open(args[0])
			if err != nil {
				return nil, fmt.Errorf("cannot read %s: %w", args[0], errors.Unwrap(err))
			}
			defer f.Close()
			r, name = f, args[0]
		}
	default:
		return nil, fmt.Errorf("expected one input file or -, got %d arguments", len(args))
	}
	b, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", name, err)
	}
	if len(b) > maxInput {
		return nil, errTooLarge
	}
	return b, nil
}

// newFlags returns a flag set that reports errors through the caller, not
// by printing usage and exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses and words a bad flag as one line.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%s: %v", fs.Name(), err)
	}
	return nil
}

// writeJSON prints one JSON object and a newline.
func writeJSON(w io.Writer, v any, indent bool) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if indent {
		enc.SetIndent("", "  ")
	}
	return enc.Encode(v)
}
