package signpost

import (
	"context"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/spf13/pflag"
)

// generator makes full puzzles, a random chain with every number shown,
// from which numbers go while the chain stays the only one; 1 and N stay,
// as in Tatham's puzzles.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--free-ends]",
	Side:  [3]int{5, 2, 30},
	Flags: func(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
		free := fs.Bool("free-ends", false, "start and end anywhere (Tatham's option off): else 1 is in the top left corner and N in the bottom right")
		return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
			for ctx.Err() == nil {
				if p := randomChain(rng, grid.Shape{Rows: size, Cols: size}, !*free); p != nil {
					return p, nil
				}
			}
			return nil, ctx.Err()
		}
	},
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, full.Arrows, kit.Kept(full.Nums, kept, 0)}
	},
	Partner: (*Puzzle).Turn,
	Rank:    func(full *Puzzle, i int) int { return -boolInt(full.Nums[i] == 1 || full.Nums[i] == full.N()) },
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// randomChain returns a puzzle of s with every number shown, a random
// chain whose each cell is on a line (a row, a column, a diagonal) with
// the next, from the top left to the bottom right with corners; or nil
// when a try ends stuck. Each step goes to a cell with the fewest ways
// on (Warnsdorff's rule), ties broken at random.
func randomChain(rng *rand.Rand, s grid.Shape, corners bool) *Puzzle {
	n := s.N()
	p := &Puzzle{s, make([]int, n), make([]int, n)}
	cur, end := rng.Intn(n), -1
	if corners {
		cur, end = 0, n-1
	}
	ways := func(i, k int) (out []int) { // the cells the chain may take k-th after i
		for d := grid.Compass(0); d < 8; d++ {
			for _, j := range s.Beam(i, d) {
				if p.Nums[j] == 0 && (j != end || k == n) {
					out = append(out, j)
				}
			}
		}
		return out
	}
	for k := 1; k < n; k++ {
		p.Nums[cur] = k
		var best []int
		fewest := n
		for _, j := range ways(cur, k+1) {
			p.Nums[j] = k + 1
			if w := len(ways(j, k+2)); (w > 0 || k+1 == n) && w <= fewest {
				if w < fewest {
					best, fewest = nil, w
				}
				best = append(best, j)
			}
			p.Nums[j] = 0
		}
		if len(best) == 0 {
			return nil
		}
		j := best[rng.Intn(len(best))]
		d, _ := s.Toward(cur, j)
		p.Arrows[cur], cur = int(d), j
	}
	p.Nums[cur] = n
	return p
}
