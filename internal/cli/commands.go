package cli

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"
)

// Command is a subcommand other than a genre's, which a program adds to
// the command line with Register (the benchmark, from command puzzlesat).
type Command struct {
	Summary string
	Run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) error
	Hidden  bool
}

// Register adds a subcommand. It is called from init.
func Register(name string, c Command) {
	commands[name] = command{summary: c.Summary, run: c.Run, hidden: c.Hidden}
}

// What a registered command uses of the command line's own ways:

// NewFlagSet returns a flag set that reports errors instead of printing
// them or exiting; --help prints the synopsis and the flags on stdout.
func NewFlagSet(name, synopsis string, stdout io.Writer) *pflag.FlagSet {
	return newFlagSet(name, synopsis, stdout)
}

// ParseFlags parses args; a bad flag is a usage error (exit 2), --help an
// error that exits 0 once the usage is printed.
func ParseFlags(fs *pflag.FlagSet, args []string) error { return parseFlags(fs, args) }

// UsageError is bad input or usage: exit code 2, the message printed.
func UsageError(format string, args ...any) error { return usageErr(format, args...) }

// Stopped is the error of a run stopped by its timeout or an interrupt,
// whose message was printed: exit code 3.
func Stopped() error { return silent(exitInterrupt) }

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool { return isTerminal(w) }

// OneLine folds s onto one line.
func OneLine(s string) string { return oneLine(s) }

// ExitCode returns the exit code of an error of Run (0 for nil).
func ExitCode(err error) int { return exitCode(err) }

// Run runs the command line args, returning an error whose ExitCode is
// the program's; Main prints it.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return run(args, stdin, stdout, stderr)
}

// Failed is a run that answered "no": exit code 1, the message printed.
func Failed(message string) error {
	return &exitError{code: exitNoSolve, err: fmt.Errorf("%s", message)}
}
