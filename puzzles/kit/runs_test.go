package kit

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Runs has as many solutions as there are lines of n cells whose runs
// are the clue, for every clue of every line up to 7 cells, under
// several encodings.
func TestRuns(t *testing.T) {
	for _, cfg := range []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Native, Card: encode.Native}} {
		for n := 1; n <= 7; n++ {
			want := map[string]int{}
			line := make([]int, n)
			for i := range line {
				line[i] = i
			}
			for bits := 0; bits < 1<<n; bits++ {
				on := make([]bool, n)
				for i := range on {
					on[i] = bits>>i&1 == 1
				}
				want[fmt.Sprint(grid.RunsOf(line, on))]++
			}
			want["[4 4]"] = 0 // runs that do not fit
			for clue, count := range want {
				runs := parseRuns(clue)
				m := NewModel(cfg)
				cells := m.Bools(n, func(int, bool) string { return "" })
				m.Runs(cells.All(), runs)
				m.Close()
				res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func([]bool) bool { return true })
				if err != nil || res.Count != int64(count) {
					t.Fatalf("%+v n=%d runs %v: %d solutions (%v), want %d", cfg, n, runs, res.Count, err, count)
				}
			}
		}
	}
}

func parseRuns(s string) []int {
	var out []int
	n := 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			n = n*10 + int(c-'0')
		case n > 0:
			out, n = append(out, n), 0
		}
	}
	return out
}
