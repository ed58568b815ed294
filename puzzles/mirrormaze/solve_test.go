package mirrormaze

import (
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// notUnique gives the true number of solutions of the shared files that
// are not unique: puzzle_2 as transcribed gives no totals (SOURCES.md).
var notUnique = map[string]int{"puzzle_2.json": 96}

// TestConform runs the kit's conformance checks on every shared puzzle
// and on the IDs' list.
func TestConform(t *testing.T) {
	files := []string{filepath.Join(dataDir, "undead_ids.tsv"), filepath.Join(dataDir, "janko_001_4x4.txt")}
	for _, name := range jsonFiles(t) {
		files = append(files, filepath.Join(dataDir, name))
	}
	kittest.Conform(t, Genre, files)
}

func TestSharedPuzzles(t *testing.T) {
	for _, name := range jsonFiles(t) {
		t.Run(name, func(t *testing.T) {
			p := loadFile(t, name)
			if why := infeasible(p); why != "" {
				t.Fatalf("infeasible: %s", why)
			}
			want := 1
			if n, ok := notUnique[name]; ok {
				want = n
			}
			sols, complete := solveAll(t, p, encode.Default, 0)
			if len(sols) != want || !complete {
				t.Fatalf("%d solutions (complete %v), expected %d", len(sols), complete, want)
			}
			if got := bruteCount(p); got != want {
				t.Fatalf("the backtracking counter finds %d solutions, expected %d", got, want)
			}
		})
	}
}

// TestPuzzle2 checks puzzle_2's 96 solutions under other encodings too,
// and, with the totals of one of its solutions added, that the count
// still agrees with the backtracking counter.
func TestPuzzle2(t *testing.T) {
	p := loadFile(t, "puzzle_2.json")
	for _, name := range []string{"card=totalizer", "card=seqcounter", "amo=pairwise", "card=native"} {
		if got := satCount(t, p, configs()[name]); got != 96 {
			t.Errorf("%s: %d solutions, expected 96", name, got)
		}
	}
	sols, _ := solveAll(t, p, encode.Default, 1)
	q := clone(p)
	q.Totals = [3]int{}
	for _, c := range sols[0] {
		if c.IsMonster() {
			q.Totals[c.index()]++
		}
	}
	want := bruteCount(q)
	t.Logf("with the totals %v: %d solutions", q.Totals, want)
	if got := satCount(t, q, encode.Default); got != want || want < 1 || want > 96 {
		t.Errorf("with the totals %v of a solution: %d solutions, the backtracking counter %d", q.Totals, got, want)
	}
}
