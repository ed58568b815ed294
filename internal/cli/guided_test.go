package cli

import (
	"strings"
	"testing"
)

// TestGuidedOnlyForOneSolution: Numberlink's guide (no detours) cuts two
// of this grid's three solutions off, so it must be stated for one
// solution alone: the count, the list, --limit, --unique and --forced see
// all three.
func TestGuidedOnlyForOneSolution(t *testing.T) {
	grid := "1 1 .\n. . .\n"
	out, errs, code := runCLI(t, grid, "numberlink", "-j", "1")
	if code != 0 || !strings.Contains(out, "1──1") {
		t.Errorf("one solution: exit %d, want the path joining the two 1s at once:\n%s%s", code, out, errs)
	}
	for _, tc := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"--count"}, "3\n", 0},
		{[]string{"--all"}, "3 solutions", 0},
		{[]string{"--limit", "2"}, "2 solutions", 0},
		{[]string{"--unique"}, "not unique", 1},
	} {
		out, errs, code := runCLI(t, grid, append([]string{"numberlink", "-j", "1"}, tc.args...)...)
		if code != tc.code || !strings.Contains(out+errs, tc.want) {
			t.Errorf("%v: exit %d, want %d and %q:\n%s%s", tc.args, code, tc.code, tc.want, out, errs)
		}
	}
	// Under the guide, the one solution would be forced whole.
	out, _, code = runCLI(t, grid, "numberlink", "-j", "1", "--forced")
	if code != 0 || strings.Contains(out, "─") {
		t.Errorf("--forced: exit %d, want no line forced:\n%s", code, out)
	}
}

// TestGuidedUnique: --unique on the collected Numberlinks searches the
// guided model first (solve.Options.GuidedUnique); every answer agrees
// with TestRealPuzzles's, made on the whole model: all unique but
// site-10x10-9, which has several solutions as transcribed.
func TestGuidedUnique(t *testing.T) {
	out, errs, code := runCLI(t, "", "numberlink", "--unique", "-j", "1", "--format", "json", "../../testdata/numberlink/sites.txt", "../../testdata/numberlink/others.txt")
	if code != 1 {
		t.Errorf("exit %d, want 1 (one puzzle is not unique):\n%s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 15 {
		t.Fatalf("%d answers, want 15:\n%s", len(lines), out)
	}
	for _, l := range lines {
		notUnique := strings.Contains(l, `"site-10x10-9"`)
		if strings.Contains(l, `"unique":true`) == notUnique || notUnique && !strings.Contains(l, `"unique":false`) {
			t.Errorf("wrong answer: %.200s", l)
		}
	}
}
