package solve_test

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"

	_ "github.com/puzzlesat/puzzlesat/puzzles/binox"
	_ "github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// benchGenerate makes one puzzle per iteration with the genre's generator
// as puzzlesat generate GENRE --size size [args] does, each from a seed
// of its own, and reports the givens per puzzle.
func benchGenerate(b *testing.B, genre string, size int, args ...string) {
	g, ok := solve.Lookup(genre)
	if !ok || g.Generate == nil {
		b.Fatalf("no generator for %s", genre)
	}
	fs := pflag.NewFlagSet(genre, pflag.ContinueOnError)
	makeOne := g.Generate.Flags(fs)
	if err := fs.Parse(args); err != nil {
		b.Fatal(err)
	}
	opts := &solve.GenerateOptions{Size: size, Minimal: true, Options: &solve.Options{}}
	givens := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p, err := makeOne(context.Background(), opts, rand.New(rand.NewSource(int64(i+1))))
		if err != nil {
			b.Fatal(err)
		}
		givens += p.Givens
	}
	b.ReportMetric(float64(givens)/float64(b.N), "givens/op")
}

// The targets: 9×9 Sudoku under 50 ms, 16×16 under 5 s, 14×14
// Binox under 1 s, each minimal.
func BenchmarkGenerateSudoku9(b *testing.B)  { benchGenerate(b, "sudoku", 9) }
func BenchmarkGenerateSudoku16(b *testing.B) { benchGenerate(b, "sudoku", 16) }
func BenchmarkGenerateBinox14(b *testing.B)  { benchGenerate(b, "binox", 14) }
