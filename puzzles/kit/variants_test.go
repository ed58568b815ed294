package kit

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestVariants: a workload a variant, of every file, each puzzle changed
// by the variant's Apply before it is encoded.
func TestVariants(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "pick"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a.txt", "b.txt"} {
		os.WriteFile(filepath.Join(dir, "pick", f), []byte("x\n"), 0o644)
	}
	g := *pick
	g.Name = "pick"
	g.Text.Read = func(*grid.Text) (int, error) { return 1, nil }
	g.Bench = &Bench[int]{Files: []string{"pick/*.txt"}, Variants: []Variant[int]{
		{"one", func(k int) int { return k }}, {"three", func(int) int { return 3 }},
	}}
	ws, notes := g.variants(nil)(solve.BenchSource{Testdata: dir, Quick: true})
	if len(ws) != 2 || len(notes) != 0 {
		t.Fatalf("%d workloads, notes %v", len(ws), notes)
	}
	for k, w := range ws {
		if w.Family != "pick "+[]string{"one", "three"}[k] || w.Items != 2 {
			t.Errorf("workload %q of %d", w.Family, w.Items)
		}
		in, err := w.Encode(0, encode.Config{})
		if err != nil {
			t.Fatal(err)
		}
		// "pick 1 of 3" has 3 solutions, "pick 3 of 3" one.
		res, err := sat.Enumerate(context.Background(), in.Formula, in.Projection, nil, 0, func([]bool) bool { return true })
		if want := []int64{3, 1}[k]; err != nil || res.Count != want {
			t.Errorf("%s: %d solutions (%v), want %d", w.Family, res.Count, err, want)
		}
	}
}
