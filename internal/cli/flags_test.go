package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// genreCase is what the common flags are checked on for one genre: a
// puzzle with one solution, one with many (want of them), and the JSON
// field that holds a solution.
type genreCase struct {
	genre  string
	unique string // a file with exactly one solution
	many   string // a file with want solutions, 3 or more
	want   int
	field  string // the JSON field of a solution, e.g. "grid"
}

// checkCommonFlags runs every flag every genre takes on c's puzzles and
// checks the outputs and exit codes the README promises.
func checkCommonFlags(t *testing.T, c genreCase) {
	t.Helper()
	run := func(args ...string) (string, string, int) {
		t.Helper()
		return runCLI(t, "", append([]string{c.genre}, args...)...)
	}
	wantCount := strconv.Itoa(c.want)
	out, errs, code := run("-j1", c.unique)
	if code != 0 || strings.TrimSpace(out) == "" {
		t.Fatalf("solve: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = run("-j1", "--format", "json", c.unique)
	var obj map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || obj["status"] != "sat" || obj[c.field] == nil {
		t.Fatalf("--format json: exit %d, %q %s", code, out, errs)
	}
	for _, args := range [][]string{{"-j1"}, {"-j2"}, {"-j1", "--amo", "sequential", "--card", "totalizer"}, {"-j1", "--amo", "native", "--card", "native"}, {"-j1", "--amo", "pairwise", "--card", "cardnet"}} {
		out, errs, code = run(append(args, "--count", c.many)...)
		if code != 0 || lastLine(out) != wantCount {
			t.Errorf("%v --count: exit %d, %q (want %s) %s", args, code, out, wantCount, errs)
		}
	}
	out, errs, code = run("-j1", "--count", "--format", "json", c.many)
	if code != 0 || !strings.Contains(out, `"count":`+wantCount) {
		t.Errorf("--count --format json: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = run("-j1", "--all", "--format", "json", c.many)
	if code != 0 || strings.Count(out, "\n") != c.want {
		t.Errorf("--all --format json: exit %d, %d lines, want %d; %s", code, strings.Count(out, "\n"), c.want, errs)
	}
	_, errs, code = run("-j1", "--all", c.many)
	if code != 0 || !strings.Contains(errs, wantCount+" solutions") {
		t.Errorf("--all: exit %d, stderr %q", code, errs)
	}
	out, errs, code = run("-j1", "--all", "--limit", "2", "--format", "json", c.many)
	if code != 0 || strings.Count(out, "\n") != 2 {
		t.Errorf("--all --limit 2: exit %d, %q %s", code, out, errs)
	}
	_, errs, code = run("-j1", "--unique", c.unique)
	if code != 0 || !strings.Contains(errs, ": unique") {
		t.Errorf("--unique on a unique puzzle: exit %d, %q", code, errs)
	}
	out, errs, code = run("-j1", "--unique", "--format", "json", c.many)
	if code != 1 || !strings.Contains(out, `"unique":false`) {
		t.Errorf("--unique on %d solutions: exit %d, %q %s", c.want, code, out, errs)
	}
	dimacs := filepath.Join(t.TempDir(), "f.cnf")
	_, errs, code = run("-j1", "--dimacs", dimacs, c.unique)
	if data, err := os.ReadFile(dimacs); code != 0 || err != nil || !strings.Contains(string(data), "p cnf ") {
		t.Errorf("--dimacs: exit %d, %v, %s", code, err, errs)
	}
	_, errs, code = run("-j1", "--stats", c.unique)
	if code != 0 || !strings.Contains(errs, "variables") || !strings.Contains(errs, "conflicts") {
		t.Errorf("--stats: exit %d, %q", code, errs)
	}
	out, errs, code = run("-j1", "--count", "--timeout", "1ns", c.many)
	if code != 3 || !strings.Contains(out, "(partial)") || !strings.Contains(errs, "stopped by --timeout") {
		t.Errorf("--timeout 1ns: exit %d, %q %q", code, out, errs)
	}
	for _, bad := range [][]string{{"--limit", "-1"}, {"--amo", "nope"}, {"--amo", ""}, {"--card", ""}, {"--connect", ""}, {"--format", "xml"}, {"--unique", "--count"}, {"--jobs", "0"}, {"--jobs", "1000000"}, {"-j", "1025"}, {"--dimacs", "-"}, {"--proof", "-"}} {
		_, errs, code = run(append(bad, c.unique)...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
	if _, err := os.Stat("-"); err == nil {
		t.Errorf("a file named - was written (--dimacs - or --proof -)")
	}
	_, errs, code = run("-j1", filepath.Join(t.TempDir(), "absent.json"))
	if code != 2 || !strings.Contains(errs, "absent.json") {
		t.Errorf("a missing file: exit %d, %q", code, errs)
	}
}
