package kittest

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/cli"

	"github.com/spf13/pflag"
)

func itoa(n int) string { return strconv.Itoa(n) }

func jsonOf(v any) ([]byte, error) { return json.Marshal(v) }

// flagSet returns a flag set for a generator's flags, at their defaults.
func flagSet() *pflag.FlagSet { return pflag.NewFlagSet("generate", pflag.ContinueOnError) }

// CLI runs the command line in this process, as a user would run
// puzzlesat with args and stdin, and returns its stdout, stderr and exit
// code. The genres registered are those the test binary imports.
func CLI(t testing.TB, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = cli.Main(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
