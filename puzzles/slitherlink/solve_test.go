package slitherlink

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

// eagerCells is the largest grid (in cells) whose proof of uniqueness the
// tests run under the CNF methods: above it, tree and reach take seconds
// to minutes (a 20×20 puzzle 4 to 7 s by tree, 15 to 36 s by reach; the
// 31×45 over a minute by either), while lazy takes under half a second
// on every shared puzzle. SLITHERLINK_EAGER=all runs them all.
const eagerCells = 100

// TestShared solves every shared puzzle and proves it unique, as INDEX.tsv
// says each is, under every connectivity method (the CNF methods, and
// auto, which may choose one, on the small puzzles only: see eagerCells);
// the solutions agree.
func TestShared(t *testing.T) {
	index := readIndex(t)
	all := os.Getenv("SLITHERLINK_EAGER") == "all"
	for _, name := range puzzleFiles(t) {
		if !strings.Contains(index[name].Note, "unique") {
			t.Fatalf("%s: INDEX.tsv does not say it is unique: %q", name, index[name].Note)
		}
		p := loadFile(t, name)
		var first Solution
		for _, m := range append([]encode.Encoding{encode.Auto}, methods...) {
			if m != encode.Lazy && p.Rows*p.Cols > eagerCells && !all {
				continue
			}
			start := time.Now()
			sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 2)
			if len(sols) != 1 || !complete {
				t.Fatalf("%s under %s: %d solutions (complete %v), expected exactly one", name, m, len(sols), complete)
			}
			if first.H == nil {
				first = sols[0]
			} else if key(sols[0]) != key(first) {
				t.Fatalf("%s: %s finds another solution:\n%s\nthan\n%s", name, m, Text(p, sols[0]), Text(p, first))
			}
			if all {
				t.Logf("%s %s: %.2f s", name, m, time.Since(start).Seconds())
			}
		}
	}
}

// TestNoSolution checks puzzles without a loop: contradictory clues, two
// 4s (found before any search), and a 0 that leaves a 3 no room.
func TestNoSolution(t *testing.T) {
	for _, tc := range []struct{ grid, why string }{
		{"4 4\n", "both hold 4"},
		{"3 0\n", ""},
		{"0 0\n0 0\n", ""},
		{"3 3\n3 3\n", ""},
	} {
		p, err := ParseText(strings.NewReader(tc.grid), "t")
		if err != nil {
			t.Fatal(err)
		}
		if why := p.Infeasible(); !strings.Contains(why, tc.why) || (why == "") != (tc.why == "") {
			t.Errorf("%q: Infeasible says %q, expected %q", tc.grid, why, tc.why)
		}
		if n := bruteCount(p); n != 0 {
			t.Errorf("%q: backtracking finds %d loops", tc.grid, n)
		}
		for _, m := range methods {
			if sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 0); len(sols) != 0 || !complete {
				t.Errorf("%q under %s: %d solutions", tc.grid, m, len(sols))
			}
		}
	}
}

// TestManyFile counts the loops of the puzzle made for the command-line
// tests, which its comment says has five.
func TestManyFile(t *testing.T) {
	f, err := os.Open(dataDir + "/many_3x3.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := Parse(f, "many_3x3.txt")
	if err != nil {
		t.Fatal(err)
	}
	if n := bruteCount(ps[0]); n != 5 {
		t.Fatalf("backtracking finds %d loops, expected 5", n)
	}
	for _, m := range methods {
		if sols, complete := solveAll(t, ps[0], encode.Config{Connect: m}, Default, 0); len(sols) != 5 || !complete {
			t.Errorf("%s: %d solutions", m, len(sols))
		}
	}
}
