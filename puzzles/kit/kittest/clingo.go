package kittest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
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

// SameAsClingo checks on each puzzle of ps that the ASP program lp has
// exactly the solutions of g's model: every board puzzlesat finds, written
// by atoms as clingo shows it (sorted atoms joined by spaces), against
// every answer set clingo finds on facts(p). name(p) names a puzzle that
// differs. It skips the test when clingo is not installed.
func SameAsClingo[P, S any](t *testing.T, g *kit.Genre[P, S], lp string, ps []P, facts func(P) string, atoms func(P, S) string, name func(P) string) {
	t.Helper()
	SameAsClingoUpTo(t, g, lp, ps, facts, atoms, name, 0)
}

// SameAsClingoUpTo is SameAsClingo with up to limit solutions from each
// side (0: all): when both find limit of them, only their number is
// compared, since each may find other ones.
func SameAsClingoUpTo[P, S any](t *testing.T, g *kit.Genre[P, S], lp string, ps []P, facts func(P) string, atoms func(P, S) string, name func(P) string, limit int) {
	t.Helper()
	for _, p := range ps {
		boards, _, _ := Solutions(t, g, p, encode.Config{}, int64(limit))
		var want, got []string
		for _, b := range boards {
			want = append(want, atoms(p, b))
		}
		for _, set := range Clingo(t, lp, facts(p), limit) {
			got = append(got, strings.Join(set, " "))
		}
		sort.Strings(want)
		sort.Strings(got)
		if limit > 0 && len(want) == limit && len(got) == limit {
			continue
		}
		// Compared as lists: printed, no solutions and one without
		// atoms would look alike, and so would two and one of both.
		if !slices.Equal(got, want) {
			t.Fatalf("%s: clingo %q, puzzlesat %q", name(p), got, want)
		}
	}
}

// ValueAtoms writes a board of numbers on shape s as the genres' ASP
// programs show them: name(R,C,V) for each cell whose value V is not 0,
// 0-based, sorted.
func ValueAtoms(s grid.Shape, name string, vals []int) string {
	var out []string
	for i, v := range vals {
		if r, c := s.RC(i); v != 0 {
			out = append(out, fmt.Sprintf("%s(%d,%d,%d)", name, r, c, v))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// ShadedAtoms writes a shading on shape s as the genres' ASP programs
// show it: shaded(R,C) for each shaded cell, 0-based, sorted.
func ShadedAtoms(s grid.Shape, b grid.Shading) string { return MarkAtoms(s, "shaded", b) }

// MarkAtoms writes name(R,C) for each cell of shape s whose value in
// vals is 1 (a tent, a filled cell), 0-based, sorted.
func MarkAtoms(s grid.Shape, name string, vals []int) string {
	var out []string
	for i, x := range vals {
		if r, c := s.RC(i); x == 1 {
			out = append(out, fmt.Sprintf("%s(%d,%d)", name, r, c))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}
