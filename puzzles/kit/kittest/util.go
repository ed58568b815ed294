package kittest

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/cli"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"

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

// RateSteps checks that 'puzzlesat GENRE --rate' takes, on each puzzle of
// input that it rates without search, want(p) steps in all: a step a cell
// that no given states (solve.Problem.Stated). It returns how many
// puzzles it checked.
func RateSteps[P, S any](t *testing.T, g *kit.Genre[P, S], input string, want func(p P) int) int {
	t.Helper()
	ps, err := g.Parse([]byte(input), "input")
	if err != nil {
		t.Fatal(err)
	}
	steps := rateSteps(t, g.Name, input)
	if len(steps) != len(ps) {
		t.Fatalf("%d ratings of %d puzzles", len(steps), len(ps))
	}
	rated := 0
	for k, p := range ps {
		if steps[k] < 0 {
			continue
		}
		rated++
		if w := want(p.P); steps[k] != w {
			t.Errorf("%s: %d steps, want %d", p.Name, steps[k], w)
		}
	}
	if rated == 0 {
		t.Error("no puzzle rated without search")
	}
	return rated
}

// rateSteps runs 'puzzlesat GENRE --rate' on input and returns the steps
// of each puzzle in all, in order, -1 for one that needs search.
func rateSteps(t testing.TB, genre, input string) []int {
	t.Helper()
	out, errs, code := CLI(t, input, genre, "--rate")
	if code != 0 {
		t.Fatalf("%s --rate: exit %d: %s", genre, code, errs)
	}
	var steps []int
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		n := 0
		for _, m := range stepsAt.FindAllStringSubmatch(line, -1) {
			k, _ := strconv.Atoi(m[1])
			n += k
		}
		if strings.Contains(line, "search") {
			n = -1
		}
		steps = append(steps, n)
	}
	return steps
}

// stepsAt finds "12 at level 0" in a line of --rate.
var stepsAt = regexp.MustCompile(`(\d+) at level \d`)
