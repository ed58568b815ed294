package sudoku

import (
	"context"
	"math/rand"
	"testing"
)

// Generated puzzles of every size class have exactly one solution and are
// minimal (each given needed), both by exact cover, not by the model; a
// symmetric one has symmetric givens; the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		br, bc    int
		symmetric bool
		seeds     int
	}{{2, 2, false, 8}, {2, 3, false, 6}, {2, 3, true, 4}, {3, 3, false, 4}, {3, 3, true, 3}} {
		for seed := int64(1); seed <= int64(tc.seeds); seed++ {
			g, err := Generate(ctx, rand.New(rand.NewSource(seed)), tc.br, tc.bc, tc.symmetric, true)
			if err != nil {
				t.Fatal(err)
			}
			n := tc.br * tc.bc
			p := &Puzzle{N: n, BoxRows: tc.br, BoxCols: tc.bc, Cells: make([]int, n*n)}
			for i, ch := range []byte(g.Text[:n*n]) {
				p.Cells[i], _ = charValue(ch)
			}
			if c := exactCover(p, 2); c != 1 {
				t.Fatalf("%dx%d seed %d: %d solutions\n%s", tc.br, tc.bc, seed, c, g.Text)
			}
			givens := 0
			for i, v := range p.Cells {
				if v == 0 {
					continue
				}
				givens++
				if tc.symmetric && p.Cells[n*n-1-i] == 0 {
					t.Fatalf("%dx%d seed %d: given %d without its mirror", tc.br, tc.bc, seed, i)
				}
				q := &Puzzle{N: n, BoxRows: tc.br, BoxCols: tc.bc, Cells: append([]int(nil), p.Cells...)}
				q.Cells[i] = 0
				if tc.symmetric {
					q.Cells[n*n-1-i] = 0
				}
				if exactCover(q, 2) < 2 {
					t.Fatalf("%dx%d seed %d: given r%dc%d is not needed\n%s", tc.br, tc.bc, seed, i/n+1, i%n+1, g.Text)
				}
			}
			if givens != g.Givens {
				t.Fatalf("%d givens, reported %d", givens, g.Givens)
			}
			again, _ := Generate(ctx, rand.New(rand.NewSource(seed)), tc.br, tc.bc, tc.symmetric, true)
			if again.Text != g.Text {
				t.Fatalf("seed %d gave two puzzles", seed)
			}
		}
	}
	// Not minimal: unique still, from an empty grid up.
	g, err := Generate(ctx, rand.New(rand.NewSource(5)), 3, 3, false, false)
	if err != nil {
		t.Fatal(err)
	}
	p := &Puzzle{N: 9, BoxRows: 3, BoxCols: 3, Cells: make([]int, 81)}
	for i, ch := range []byte(g.Text[:81]) {
		p.Cells[i], _ = charValue(ch)
	}
	if exactCover(p, 2) != 1 {
		t.Fatalf("--no-minimal: not unique\n%s", g.Text)
	}
}
