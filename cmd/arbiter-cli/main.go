// Command arbiter-cli is Arbiter's terminal face: the same engines and
// scoring as the app, JSON in and JSON out, for scripts and tests. The
// contract is documented in the README.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

// command is one verb of the tool. run returns the process exit code.
type command struct {
	usage string // one line for the help text
	run   func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands is filled by the init functions of this package's files, so each
// group of verbs lives in its own file.
var commands = map[string]command{}

// Exit codes.
const (
	exitOK       = 0
	exitFailure  = 1 // Arbiter itself failed (disk, database)
	exitBadInput = 2 // the input was refused; one line on stderr says why
	exitInternal = 3 // a bug: reported in one line, never a stack trace
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to a command and turns any panic into one line on stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "arbiter: internal error: %v (please report this input)\n", oneLine(fmt.Sprint(r)))
			code = exitInternal
		}
	}()
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stdout)
		if len(args) == 0 {
			return exitBadInput
		}
		return exitOK
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "arbiter: %q is not a command: one of %s\n", args[0], strings.Join(commandNames(), ", "))
		return exitBadInput
	}
	return cmd.run(args[1:], stdin, stdout, stderr)
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: arbiter-cli COMMAND [ARGS]")
	for _, n := range commandNames() {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].usage)
	}
}

// fail writes one line on stderr and returns code.
func fail(stderr io.Writer, code int, format string, a ...any) int {
	fmt.Fprintf(stderr, "arbiter: %s\n", oneLine(fmt.Sprintf(format, a...)))
	return code
}

// oneLine keeps a message on one line whatever an error carried, and
// makes it safe to show on a terminal: an error may quote the input
// (a field named by a key of the JSON), and a key may hold escape
// sequences that would clear the screen or recolour what follows. Line
// breaks become spaces; other control and invisible format characters are
// written as \uXXXX and bytes that are not UTF-8 as \xNN, so the reader
// sees that they are there.
func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\r\n", " ")
	s = strings.ReplaceAll(s, "\r", " ")
	s = strings.ReplaceAll(s, "\n", " ")
	s = escapeUnsafe(s)
	if len(s) > 2000 {
		cut := 2000
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// escapeUnsafe writes control and invisible format characters as \uXXXX
// escapes and invalid UTF-8 as \xNN; anything else is kept.
func escapeUnsafe(s string) string {
	clean := true
	for i, r := range s {
		if unsafeRune(r) || (r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD")) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, "\\x%02X", s[i])
		case unsafeRune(r):
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}
