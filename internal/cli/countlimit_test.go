package cli

import (
	"strings"
	"testing"
)

// A count that stops at --limit is a floor: its JSON says "limit" and its
// text a line on stderr, but not when the search counted every solution
// below the limit, nor in a batch of Sudoku lines. An empty 3×3 Light Up
// has six solutions; it once answered "count":2 for --limit 2, as it
// answers a puzzle of exactly two, at -j 1 and -j 2 alike.
func TestCountLimitSaysSo(t *testing.T) {
	const empty = "https://puzz.link/p?akari/3/3/i"
	for _, jobs := range []string{"1", "2"} {
		for _, tc := range []struct {
			limit, want string
		}{{"2", `"count":2,"limit":2}`}, {"7", `"count":6}`}, {"0", `"count":6}`}} {
			out, errs, code := runCLI(t, "", "akari", "--count", "--limit", tc.limit, "-j", jobs, "--format", "json", empty)
			if code != 0 || !strings.HasSuffix(strings.TrimSpace(out), tc.want) {
				t.Errorf("-j %s --limit %s: exit %d, %q %q, want ...%s", jobs, tc.limit, code, out, errs, tc.want)
			}
		}
		out, errs, code := runCLI(t, "", "akari", "--count", "--limit", "2", "-j", jobs, empty)
		if code != 0 || out != "2\n" || !strings.Contains(errs, "stopped at --limit 2: there may be more") {
			t.Errorf("-j %s, text: exit %d, %q %q", jobs, code, out, errs)
		}
		if _, errs, _ := runCLI(t, "", "akari", "--count", "--limit", "7", "-j", jobs, empty); strings.Contains(errs, "--limit") {
			t.Errorf("-j %s: a count below the limit says %q", jobs, errs)
		}
	}
	lines := strings.Repeat(".", 81) + "\n" + strings.Repeat(".", 81) + "\n"
	if out, errs, code := runCLI(t, lines, "sudoku", "--count", "--limit", "2"); code != 0 || out != "2\n2\n" || errs != "" {
		t.Errorf("a batch of lines: exit %d, %q %q", code, out, errs)
	}
}
