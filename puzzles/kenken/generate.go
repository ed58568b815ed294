package kenken

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// A cage is a clue that cannot go: the kit keeps them all (rank −1), and
// the maker makes the puzzle minimal its own way (join).
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--multiplication-only]",
	Side:  [3]int{6, 3, 16},
	Flags: generateFlags,
	Keep:  func(full *Puzzle, _ []int) *Puzzle { return full },
	Rank:  func(*Puzzle, int) int { return -1 },
}

// A joined cage has 6 cells at most (Tatham's most) and 100 combinations
// of values: more made puzzles that took gophersat a minute to prove
// unique from 10x10 on (and a person long to solve).
const maxCage, maxJoined = 6, 100

// generateFlags makes a random Latin square, each cell a cage of its
// own, and joins cages (join).
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	mul := fs.Bool("multiplication-only", false, "every cage a product (Tatham's option)")
	return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
		p := &Puzzle{Shape: grid.Shape{Rows: n, Cols: n}}
		sol, _, err := Genre.RandomSolution(ctx, p, rng)
		for i := range sol {
			p.Cages = append(p.Cages, Cage{[]int{i}, map[bool]Op{false: Add, true: Mul}[*mul], sol[i]})
		}
		if err != nil {
			return nil, err
		}
		return join(ctx, p, sol, *mul, rng)
	}
}

// join joins two neighbouring cages, in a random order, while the
// solution stays the only one: two cells alone into a cage of any
// operation that fits their numbers (× alone with mul), a cage of + or ×
// and another (or a cell alone) into one of that operation. The clue
// joined is implied by those it replaces, so a join that fails fails
// again later: each is tried once, and no two cages of the puzzle made
// can be joined: it is minimal.
func join(ctx context.Context, p *Puzzle, sol Grid, mul bool, rng *rand.Rand) (*Puzzle, error) {
	tried := map[string]bool{}
joins:
	for {
		of := p.labels()
		for _, e := range rng.Perm(p.NumEdges()) {
			a, b := p.Edge(e)
			ka, kb := min(of[a], of[b]), max(of[a], of[b])
			ca, cb := p.Cages[ka], p.Cages[kb]
			v := grid.ValuesAt(sol, slices.Concat(ca.Cells, cb.Cells))
			ops := []Op{ca.Op}
			switch {
			case len(v) == 2 && !mul:
				ops = []Op{Add, Mul, Sub, Div}
			case len(ca.Cells) == 1:
				ops = []Op{cb.Op}
			case len(cb.Cells) > 1 && ca.Op != cb.Op:
				ops = nil
			}
			for _, k := range rng.Perm(len(ops)) {
				c := Cage{slices.Sorted(slices.Values(slices.Concat(ca.Cells, cb.Cells))), ops[k], ops[k].Apply(v)}
				key := fmt.Sprint(ca.Cells, cb.Cells, c.Op)
				if of[a] == of[b] || len(v) > maxCage || len(v) > 2 && (c.Op == Sub || c.Op == Div) || c.Target == 0 || tried[key] {
					continue
				}
				tried[key] = true
				// c in ca's place (cb's first cell comes later): the cages stay in the order of their first cells
				q := &Puzzle{p.Shape, slices.Delete(slices.Clone(p.Cages), kb, kb+1)}
				q.Cages[ka] = c
				if _, fits := p.tuples(c, maxJoined); !fits {
					continue
				}
				if _, other, err := Genre.Another(ctx, q, sol); err != nil {
					return nil, err
				} else if !other {
					p = q
					continue joins
				}
			}
		}
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/kenken.lp: size(N), cage(K, Op,
// Target) and in(K, I, R, C), cell I of cage K, rows and columns from 0.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d).\n", p.Cols)
	for k, c := range p.Cages {
		fmt.Fprintf(&b, "cage(%d,%s,%d).\n", k, map[Op]string{Add: "add", Sub: "sub", Mul: "mul", Div: "div"}[c.Op], c.Target)
		for j, i := range c.Cells {
			fmt.Fprintf(&b, "in(%d,%d,%d,%d).\n", k, j+1, i/p.Cols, i%p.Cols)
		}
	}
	return b.String()
}
