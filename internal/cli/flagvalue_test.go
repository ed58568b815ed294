package cli

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestFlagValue: a value a flag cannot take gets one line naming the flag
// and what it takes, not pflag's parse of it (QA: "invalid argument "x"
// for "--limit" flag: strconv.ParseInt: parsing "x": invalid syntax").
func TestFlagValue(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"akari", "--limit", "x", "f"}, `akari: --limit "x": expected a whole number`},
		{[]string{"akari", "-j", "x", "f"}, `akari: --jobs "x": expected a whole number`},
		{[]string{"akari", "--limit", "99999999999999999999", "f"}, `--limit "99999999999999999999": expected a smaller number`},
		{[]string{"akari", "--timeout", "3", "f"}, `--timeout "3": expected a duration such as 500ms, 30s or 2m`},
		{[]string{"akari", "--count=maybe", "f"}, `--count "maybe": expected true or false`},
		{[]string{"generate", "akari", "--seed", "x"}, `generate: --seed "x": expected a whole number`},
		{[]string{"akari", "--limit", "-99999999999999999999", "f"}, `--limit "-99999999999999999999": expected a larger number`},
		// A generator's bounded flag (kit.IntFlag) is refused as it is read.
		{[]string{"generate", "akari", "--walls", "95"}, `generate: --walls "95": expected 1 to 90`},
		{[]string{"generate", "heyawake", "--room", "0"}, `generate: --room "0": expected 1 or more`},
		{[]string{"generate", "tapa", "--shading", "x"}, `generate: --shading "x": expected a whole number`},
		// A type of the genre's own says what it takes itself (review: it
		// read `expected a string (unknown no-touch rule ...)`).
		{[]string{"starbattle", "--notouch", "bogus", "f"}, `starbattle: --notouch: unknown no-touch rule "bogus": expected windows or pairs (see`},
	} {
		_, errs, code := runCLI(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want 2 and one line with %q", tc.args, code, errs, tc.want)
		}
	}
	// Every genre's own numeric flags say so too.
	n := 0
	for _, g := range solve.Genres() {
		for _, f := range genreFlags(g) {
			if f.Type != "int" && f.Type != "duration" && f.Type != "float64" {
				continue
			}
			n++
			_, errs, code := runCLI(t, "", g.Name, "--"+f.Name, "x", "f")
			if code != 2 || !strings.Contains(errs, `--`+f.Name+` "x": expected a`) || strings.Contains(errs, "strconv") {
				t.Errorf("%s --%s x: exit %d, %q", g.Name, f.Name, code, errs)
			}
		}
	}
	if n == 0 {
		t.Fatal("no genre has a numeric flag (fillomino's --max is one)")
	}
}
