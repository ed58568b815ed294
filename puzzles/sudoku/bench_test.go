package sudoku

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// shared is the shared data set next to the checkout, read by the
// benchmarks only; they skip when it is absent.
var shared = filepath.Join("..", "..", "..", "shared", "data", "sudoku")

// benchSolve solves the puzzles of a file round robin, one per iteration:
// encode, solve (and prove unique when unique is set), decode, verify.
// Encoding and solving are timed apart; the model's size is reported.
func benchSolve(b *testing.B, ps []*Puzzle, k Kind, enc encode.Encoding, unique bool) {
	cfg := encode.Config{AMO: enc, Card: encode.Auto}
	limit := int64(1)
	if unique {
		limit = 2
	}
	var encT, solveT time.Duration
	var vars, clauses int
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		t0 := time.Now()
		m, err := p.Encode(k, cfg)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		n := 0
		res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, limit, func(model []bool) bool {
			n++
			if err := Verify(p, m.Decode(model)); err != nil {
				b.Fatal(err)
			}
			return true
		})
		if err != nil || n == 0 || (unique && (n != 1 || !res.Complete)) {
			b.Fatalf("puzzle %d: %d solutions (complete %v), %v", i%len(ps), n, res.Complete, err)
		}
		solveT += time.Since(t1)
		encT += t1.Sub(t0)
		v, c, _ := m.Formula.Size()
		vars += v
		clauses += c
	}
	b.ReportMetric(float64(encT.Nanoseconds())/float64(b.N), "encode-ns/op")
	b.ReportMetric(float64(solveT.Nanoseconds())/float64(b.N), "solve-ns/op")
	b.ReportMetric(float64(vars)/float64(b.N), "vars")
	b.ReportMetric(float64(clauses)/float64(b.N), "clauses")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// benchNaive is the baseline the issue measures against, the naive SAT
// route: the full model with pairwise at-most-one, given clause for clause
// to a fresh gophersat solver per puzzle (sat.NewPlainSolver: no unit
// propagation, no reduction), one solution, decoded and verified.
func benchNaive(b *testing.B, ps []*Puzzle) {
	cfg := encode.Config{AMO: encode.Pairwise, Card: encode.Auto}
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		m, err := p.Encode(Full, cfg)
		if err != nil {
			b.Fatal(err)
		}
		s := sat.NewPlainSolver(m.Formula)
		if s.Solve(context.Background()) != sat.Sat {
			b.Fatalf("puzzle %d: no solution", i%len(ps))
		}
		if err := Verify(p, m.Decode(s.Model())); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

var benchEncodings = []encode.Encoding{encode.Pairwise, encode.Sequential, encode.Auto, encode.Native}

func benchFile(b *testing.B, ps []*Puzzle, unique bool, models []Kind) {
	for _, k := range models {
		for _, enc := range benchEncodings {
			b.Run(k.String()+"/"+string(enc), func(b *testing.B) { benchSolve(b, ps, k, enc, unique) })
		}
	}
}

// BenchmarkRoyle17 is the 30 17-clue puzzles of testdata, with the naive
// route first as the baseline.
func BenchmarkRoyle17(b *testing.B) {
	ps, _ := readAll(b, "royle17_30.txt", Options{})
	b.Run("naive", func(b *testing.B) { benchNaive(b, ps) })
	benchFile(b, ps, false, kinds)
}

// BenchmarkTop95 is Norvig's top95, each solved and proven unique.
func BenchmarkTop95(b *testing.B) {
	ps, _ := readAll(b, "top95.txt", Options{})
	benchFile(b, ps, true, kinds)
}

// BenchmarkKaggle is the 40 Kaggle puzzles of testdata.
func BenchmarkKaggle(b *testing.B) {
	ps, _ := readAll(b, "kaggle_40.txt", Options{})
	benchFile(b, ps, false, kinds)
}

// readShared reads a file of the shared data set, or skips.
func readShared(b *testing.B, name string) []*Puzzle {
	f, err := os.Open(filepath.Join(shared, name))
	if err != nil {
		b.Skipf("shared data absent: %v", err)
	}
	defer f.Close()
	rd := NewReader(f, name, Options{})
	var ps []*Puzzle
	for {
		p, err := rd.Next()
		if err != nil {
			break
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkFrisch25 is Alain Frisch's 16 minimal 25×25 puzzles, each
// solved and proven unique, with the reduced models (the full one has
// 15,625 variables and is much slower).
func BenchmarkFrisch25(b *testing.B) {
	ps := readShared(b, filepath.Join("large", "gecode_25x25_frisch.txt"))
	benchFile(b, ps, true, []Kind{Reduced, GivensOnly})
}

// BenchmarkRoyleShared is the first 1,000 of the 49,151 17-clue puzzles.
func BenchmarkRoyleShared(b *testing.B) {
	ps := readShared(b, "royle_17clue_49151.txt")
	ps = ps[:min(1000, len(ps))]
	b.Run("naive", func(b *testing.B) { benchNaive(b, ps) })
	benchFile(b, ps, false, kinds)
}

// BenchmarkCubes is the cost of splitting a lone hard puzzle into its
// look-ahead cubes (Model.cubes, as -j 2 does), apart from the search:
// Frisch's third 25×25 puzzle, and the shared 64×64 #1 when the shared
// data is there.
func BenchmarkCubes(b *testing.B) {
	ps, _ := readAll(b, "frisch25_3.txt", Options{})
	big := filepath.Join("large", "rkkautsar_sudoku-64-1.txt")
	if _, err := os.Stat(filepath.Join(shared, big)); err == nil {
		ps = append(ps, readShared(b, big)[0])
	}
	for _, p := range ps {
		m, err := p.Encode(Reduced, encode.Config{AMO: p.AutoAMO(Reduced, encode.Config{})})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("%dx%d", p.N, p.N), func(b *testing.B) {
			for b.Loop() {
				if cubes := m.cubes(splitCubes); len(cubes) < 2 {
					b.Fatalf("%d cubes", len(cubes))
				}
			}
		})
	}
}
