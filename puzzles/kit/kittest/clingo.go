package kittest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Clingo runs clingo on a genre's ASP program (the file lp, such as
// bench/asp/hitori.lp) and a puzzle's facts, for up to models models (0:
// all of them), and returns the atoms that each model shows, sorted: what
// a genre's test compares, as sets of atoms that it writes from its boards,
// with its own solutions. It skips the test when clingo is not installed.
func Clingo(t testing.TB, lp, facts string, models int) [][]string {
	t.Helper()
	exe, err := exec.LookPath("clingo")
	if err != nil {
		t.Skip("clingo is not installed")
	}
	f := filepath.Join(t.TempDir(), "facts.lp")
	if err := os.WriteFile(f, []byte(facts), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(exe, "--models="+itoa(models), lp, f).Output()
	text := string(out)
	// clingo exits 10 (satisfiable), 20 (unsatisfiable) or 30 (all
	// models found): an exit status, not a failure.
	if _, ok := err.(*exec.ExitError); err != nil && !ok || !strings.Contains(text, "SATISFIABLE") {
		t.Fatalf("clingo %s: %v\n%s", lp, err, text)
	}
	var res [][]string
	lines := strings.Split(text, "\n")
	for k, line := range lines {
		if strings.HasPrefix(line, "Answer:") && k+1 < len(lines) {
			atoms := atom.FindAllString(lines[k+1], -1)
			sort.Strings(atoms)
			res = append(res, atoms)
		}
	}
	return res
}

var atom = regexp.MustCompile(`[a-z_][A-Za-z0-9_]*(\([^)]*\))?`)
