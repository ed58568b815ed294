package cli

import (
	"strings"
	"testing"
)

// TestBatchOnGoroutines: a batch at -j 2 starts on goroutines, its
// problems built two at a time and searched in turn (sat.Pool.Threads,
// solve.Ahead), and answers exactly as -j 1 does, puzzle by puzzle and in
// order, with the same exit code. CI runs it under the race detector too.
func TestBatchOnGoroutines(t *testing.T) {
	for _, g := range []string{"akari", "kenken", "signpost", "tents"} {
		file := "../../testdata/" + g + "/tatham.tsv"
		one, errs, code := runCLI(t, "", g, "--unique", "--format", "json", "-j", "1", file)
		if code != 0 {
			t.Fatalf("%s -j 1: exit %d: %s", g, code, errs)
		}
		two, errs, code2 := runCLI(t, "", g, "--unique", "--format", "json", "-j", "2", file)
		if code2 != code || two != one {
			t.Errorf("%s -j 2: exit %d and answers\n%s\nagainst -j 1's exit %d and\n%s\n%s", g, code2, two, code, one, errs)
		}
		if n := strings.Count(one, "\n"); n < 10 {
			t.Errorf("%s: %d answers, want the whole set", g, n)
		}
	}
}
