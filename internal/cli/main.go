// Package cli is the command line of puzzlesat: it solves logic puzzles by
// translating them into SAT, counts and enumerates their solutions, checks
// that a puzzle has exactly one, answers the setter's questions, and prints
// the CNF of single cardinality constraints. Command puzzlesat is its main,
// and a genre's tests run it in their own process (Main).
//
// Usage:
//
//	puzzlesat <genre> [flags] [input...]
//	puzzlesat genres [--format json]
//	puzzlesat card --n N --k K --op atmost|atleast|exactly --encoding NAME
//	puzzlesat encodings
//	puzzlesat bench [flags]
//
// The genres come from the driver's registry (package solve): each puzzle
// package registers its name, formats and own flags, and this package adds
// the flags every genre takes, reads the files, and prints the outcomes
// that solve.Run hands back. It holds no puzzle logic and no solving logic.
//
// Exit codes: 0 solved (or counted); 1 no solution, or not unique under
// --unique; 2 bad input or usage; 3 stopped by timeout or interrupt.
package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// Main is the whole program but for os.Exit: it runs the command line
// args and returns the exit code, after printing the error's one line on
// stderr when there is one to print.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	err := run(args, stdin, stdout, stderr)
	code := exitCode(err)
	if err != nil && code != 0 {
		var ee *exitError
		if !errors.As(err, &ee) || ee.err != nil {
			fmt.Fprintln(stderr, message(err))
		}
	}
	return code
}

// Exit codes.
const (
	exitSolved    = 0
	exitNoSolve   = 1
	exitBadInput  = 2
	exitInterrupt = 3
)

// exitError carries an exit code. A nil err means the message, if any, was
// already printed.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// usageErr is a bad-input error: exit code 2.
func usageErr(format string, args ...any) error {
	return &exitError{code: exitBadInput, err: fmt.Errorf(format, args...)}
}

// badInput wraps err as exit code 2.
func badInput(err error) error {
	if err == nil {
		return nil
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	return &exitError{code: exitBadInput, err: err}
}

// silent is an exit code whose message was printed already (or needs none).
func silent(code int) error { return &exitError{code: code} }

func exitCode(err error) int {
	if err == nil {
		return exitSolved
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitBadInput
}

// message is the line printed for err.
func message(err error) string { return "puzzlesat: " + oneLine(err.Error()) + hint(err) }

// hint is what the command line adds to a library's error to say how to
// act on it here, with a leading space; "" if nothing.
func hint(err error) string {
	var missing *sat.MissingResultError
	if errors.As(err, &missing) {
		return " (puzzlesat run-job " + missing.Job + ")"
	}
	return ""
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), " ")
}

// command is a subcommand.
type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
	hidden  bool
}

// commands is filled by each subcommand's file.
var commands = map[string]command{}

// run is the whole program but for os.Exit: it parses args, runs the
// subcommand, and returns an error whose exitCode is the process's.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		usage(stderr)
		return silent(exitBadInput)
	}
	name := args[0]
	if name == "-h" || name == "--help" || name == "help" {
		usage(stdout)
		return nil
	}
	cmd, ok := lookupCommand(name)
	if !ok {
		if g, ok, err := linkRun(args); ok {
			if err != nil {
				return err
			}
			return genreCommand(g).run(args, stdin, stdout, stderr)
		}
		if t := puzzlink.Type(name); t != "" {
			return usageErr("%q: %s", name, UnreadURL(t))
		}
		return usageErr("unknown command %q: expected one of %s (see puzzlesat --help)", name, strings.Join(append(genreNames(), visibleCommands()...), ", "))
	}
	return cmd.run(args[1:], stdin, stdout, stderr)
}

// lookupCommand finds a genre of the registry or another command.
func lookupCommand(name string) (command, bool) {
	if g, ok := solve.Lookup(name); ok {
		return genreCommand(g), true
	}
	c, ok := commands[name]
	return c, ok
}

// genreNames returns the names of the registered genres.
func genreNames() []string {
	var names []string
	for _, g := range solve.List() {
		names = append(names, g.Name)
	}
	return names
}

// visibleCommands returns the names of the commands that are not genres.
func visibleCommands() []string {
	var names []string
	for name, c := range commands {
		if !c.hidden {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// usage writes the program's help in one write: a write per line cost
// --help a tenth of its time.
func usage(out io.Writer) {
	w := bufio.NewWriter(out)
	defer w.Flush()
	fmt.Fprintln(w, "puzzlesat solves logic puzzles with a SAT solver.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Usage: puzzlesat <command> [flags] [input...]")
	fmt.Fprintln(w, "       puzzlesat <link> [flags] [input...]   (a puzz.link URL or Tatham game ID: its genre's command)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Puzzles:")
	for _, g := range solve.List() {
		fmt.Fprintf(w, "  %-11s %s\n", g.Name, g.Summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Other commands:")
	for _, name := range visibleCommands() {
		fmt.Fprintf(w, "  %-11s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'puzzlesat <command> --help' for a command's flags, 'puzzlesat genres' for every puzzle's formats and flags.")
	fmt.Fprintln(w, "Exit codes: 0 solved or counted; 1 no solution (or not unique under --unique); 2 bad input; 3 timeout or interrupt.")
}
