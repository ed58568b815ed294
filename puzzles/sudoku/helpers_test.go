package sudoku

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// testdata is the repository's test puzzles.
var testdata = filepath.Join("..", "..", "testdata", "sudoku")

// readAll parses every puzzle of a test file.
func readAll(t testing.TB, name string, opt Options) ([]*Puzzle, Layout) {
	t.Helper()
	f, err := os.Open(filepath.Join(testdata, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := NewReader(f, name, opt)
	var ps []*Puzzle
	for {
		p, err := rd.Next()
		if err != nil {
			if err.Error() == "EOF" {
				break
			}
			t.Fatalf("%s: %v", name, err)
		}
		ps = append(ps, p)
	}
	return ps, rd.Layout()
}

// solveAll enumerates up to limit solutions (0: all) of p with the model
// of kind k, checks each with Verify, and returns them.
func solveAll(t testing.TB, p *Puzzle, k Kind, cfg encode.Config, limit int64) ([]Solution, bool) {
	t.Helper()
	m, err := p.Encode(k, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var sols []Solution
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, limit, func(model []bool) bool {
		g := m.Decode(model)
		if err := Verify(p, g); err != nil {
			t.Fatalf("%s model: a solution fails Verify: %v\n%s", k, err, Layout{Format: Grid}.Render(p, g))
		}
		sols = append(sols, g)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(sols)) != res.Count {
		t.Fatalf("count %d, %d solutions seen", res.Count, len(sols))
	}
	return sols, res.Complete
}

// countBacktrack counts the solutions of p, up to limit, by plain
// backtracking over the cells: independent of the SAT model.
func countBacktrack(p *Puzzle, limit int) int {
	n := p.N
	g := append([]int(nil), p.Cells...)
	ok := func(i, v int) bool {
		r, c := i/n, i%n
		br, bc := r/p.BoxRows*p.BoxRows, c/p.BoxCols*p.BoxCols
		for k := 0; k < n; k++ {
			if g[r*n+k] == v || g[k*n+c] == v || g[(br+k/p.BoxCols)*n+bc+k%p.BoxCols] == v {
				return false
			}
		}
		return true
	}
	// The givens must agree with each other too.
	for i, v := range g {
		if v != 0 {
			g[i] = 0
			good := ok(i, v)
			g[i] = v
			if !good {
				return 0
			}
		}
	}
	count := 0
	var rec func(i int)
	rec = func(i int) {
		for i < n*n && g[i] != 0 {
			i++
		}
		if i == n*n {
			count++
			return
		}
		for v := 1; v <= n && count < limit; v++ {
			if ok(i, v) {
				g[i] = v
				rec(i + 1)
				g[i] = 0
			}
		}
	}
	rec(0)
	return count
}

func line(g []int) string {
	var b strings.Builder
	for _, v := range g {
		b.WriteByte(valueChar(v))
	}
	return b.String()
}

// kinds are the models every test runs.
var kinds = []Kind{Full, GivensOnly, Reduced}
