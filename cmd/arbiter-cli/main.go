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

// oneLine keeps a message on one line whatever an error carried.
func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\r", " ")
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > 2000 {
		s = s[:2000] + "…"
	}
	return s
}
