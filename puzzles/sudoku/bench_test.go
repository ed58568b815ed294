package sudoku

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

func benchSolve(b *testing.B, file string, k Kind, enc encode.Encoding) {
	ps, _ := readAll(b, file, Options{})
	cfg := encode.Config{AMO: enc, Card: encode.Auto}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		m, err := p.Encode(k, cfg)
		if err != nil {
			b.Fatal(err)
		}
		st, model, _ := sat.Solve(context.Background(), m.Formula)
		if st != sat.Sat {
			b.Fatal("no solution")
		}
		if err := Verify(p, m.Decode(model)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKaggle(b *testing.B) {
	for _, k := range kinds {
		for _, enc := range []encode.Encoding{encode.Pairwise, encode.Sequential} {
			b.Run(k.String()+"/"+string(enc), func(b *testing.B) { benchSolve(b, "kaggle_40.txt", k, enc) })
		}
	}
}

// BenchmarkRoyle is the 17-clue sample of testdata, each model and
// encoding: encode, solve, decode, verify.
func BenchmarkRoyle(b *testing.B) {
	for _, k := range kinds {
		for _, enc := range []encode.Encoding{encode.Pairwise, encode.Sequential} {
			b.Run(k.String()+"/"+string(enc), func(b *testing.B) { benchSolve(b, "royle17_30.txt", k, enc) })
		}
	}
}
