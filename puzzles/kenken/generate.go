package kenken

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/spf13/pflag"
)

// A cage is a clue that cannot go: the kit keeps them all (rank −1), and
// the maker makes the puzzle minimal its own way (join).
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--multiplication-only]",
	Flags: generateFlags,
	Keep:  func(full *Puzzle, _ []int) *Puzzle { return full },
	Rank:  func(*Puzzle, int) int { return -1 },
}

// maxCage is the most cells of a cage the generator makes (Tatham's).
const maxCage = 6

// maxJoined is the most combinations of values a cage joined may have:
// more made puzzles whose uniqueness took gophersat a minute to prove
// from 10x10 on (and a person long to solve).
const maxJoined = 100

// generateFlags makes a random Latin square, each cell a cage of its
// own, and joins cages (join).
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	mul := fs.Bool("multiplication-only", false, "every cage a product (Tatham's option)")
	return func(ctx context.Context, rng *rand.Rand, n int) (*Puzzle, error) {
		if n == 0 {
			n = 6
		}
		if n < 3 || n > 16 {
			return nil, fmt.Errorf("--size %d: expected 3 to 16", n)
		}
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
// operation that fits their values (× alone with mul), a cage of + or ×
// and another (or a cell alone) into one of that operation, up to
// maxCage cells. The clue joined is implied by those it replaces, so a
// join that fails fails again later: each is tried once, and no two
// cages of the puzzle made can be joined: it is minimal.
func join(ctx context.Context, p *Puzzle, sol Grid, mul bool, rng *rand.Rand) (*Puzzle, error) {
	tried := map[string]bool{}
	for again := true; again; {
		again = false
		of, _ := p.labels()
	edges:
		for _, e := range rng.Perm(p.NumEdges()) {
			a, b := p.Edge(e)
			ca, cb := p.Cages[min(of[a], of[b])], p.Cages[max(of[a], of[b])]
			v := values(append(append([]int(nil), ca.Cells...), cb.Cells...), sol)
			ops := []Op{ca.Op}
			switch {
			case of[a] == of[b] || len(v) > maxCage:
				ops = nil
			case len(v) == 2 && mul:
				ops = []Op{Mul}
			case len(v) == 2:
				ops = []Op{Add, Mul, Sub}
				if max(v[0], v[1])%min(v[0], v[1]) == 0 {
					ops = append(ops, Div)
				}
			case len(ca.Cells) == 1:
				ops = []Op{cb.Op}
			case len(cb.Cells) > 1 && ca.Op != cb.Op:
				ops = nil
			}
			for _, k := range rng.Perm(len(ops)) {
				key := fmt.Sprint(ca.Cells, cb.Cells, ops[k])
				if (ops[k] == Sub || ops[k] == Div) && len(v) > 2 || tried[key] {
					continue
				}
				tried[key] = true
				label, q := append([]int(nil), of...), &Puzzle{Shape: p.Shape}
				for _, i := range cb.Cells {
					label[i] = of[ca.Cells[0]]
				}
				fits := true
				for _, reg := range p.Regions(label) {
					c := p.Cages[of[reg[0]]]
					if label[reg[0]] == of[ca.Cells[0]] {
						c = Cage{reg, ops[k], apply(ops[k], values(reg, sol))}
						_, fits = p.tuples(c, maxJoined)
					}
					q.Cages = append(q.Cages, c)
				}
				if !fits {
					continue
				}
				if ok, err := unique(ctx, q); err != nil {
					return nil, err
				} else if ok {
					p, again = q, true
					break edges
				}
			}
		}
	}
	return p, nil
}

// unique reports whether p has one solution.
func unique(ctx context.Context, p *Puzzle) (bool, error) {
	m := kit.NewModel(encode.Config{})
	model(p, m)
	m.Close()
	res, err := sat.Enumerate(ctx, m.F, m.Projection(), nil, 2, func([]bool) bool { return true })
	return res.Count == 1, err
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
