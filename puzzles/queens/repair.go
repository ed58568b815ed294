package queens

import "math/rand"

// The budget of repair, in moves: repairMoves a row, at least
// minRepairMoves. Empty boards need far fewer (measured from largeBoard to
// MaxN squares a side: 55 to 1,013 moves), a completion of a third of a
// placement of 17-queens a few hundred; a board that repair cannot
// complete costs at most the budget times N square looks (1000-queens:
// 20 million).
const (
	repairMoves    = 20
	minRepairMoves = 5000
)

// walk is the odds against a random move: one move in walk puts the queen
// on a square of its row drawn at random instead of the least attacked,
// which takes the search out of a local minimum (without it, repair
// missed completions of 17- to 23-queens with 8 rows open that
// backtracking finds).
const walk = 10

// repair looks for a queen in every row, the placed queens kept, by the
// min-conflicts heuristic (Minton, Johnston, Philips and Laird,
// "Minimizing conflicts: a heuristic repair method for constraint
// satisfaction and scheduling problems", Artificial Intelligence 58,
// 1992). Each row without a placed queen first gets one on a square of
// its row that the queens so far attack least; then, while a queen that
// was not placed is attacked, one of them, chosen at random, moves to the
// square of its row attacked least (ties broken at random), or now and
// then to a random one (walk). It returns each row's column and true when
// no queen attacks another, or false when the budget runs out first: the
// placed queens may attack each other, or leave no solution, or the
// heuristic may just have failed. The seed makes it repeatable.
//
// Its placement is only a hint to the solver (EncodeGuided), which still
// decides and propagates every rule, and the answer is checked by Verify.
func (p *Puzzle) repair(seed int64) ([]int, bool) {
	n := p.N
	rng := rand.New(rand.NewSource(seed))
	col := make([]int, n)
	cols, diag, anti := make([]int, n), make([]int, 2*n), make([]int, 2*n)
	move := func(r, c, by int) {
		cols[c] += by
		diag[r-c+n] += by
		anti[r+c] += by
	}
	// attacks is the number of queens on the column and diagonals of
	// square (r, c), a queen standing there counted three times: an empty
	// row's square is free at 0, a queen is unattacked at 3.
	attacks := func(r, c int) int { return cols[c] + diag[r-c+n] + anti[r+c] }
	// least returns the square of row r that the other queens attack
	// least, at random among the equal ones.
	least := func(r int) int {
		best, fewest, ties := 0, 3*n+1, 0 // more than any square's attacks
		for c := 0; c < n; c++ {
			switch a := attacks(r, c); {
			case a < fewest:
				best, fewest, ties = c, a, 1
			case a == fewest:
				if ties++; rng.Intn(ties) == 0 {
					best = c
				}
			}
		}
		return best
	}
	for r, c := range p.fixed {
		if c >= 0 {
			col[r] = c
			move(r, c, 1)
		}
	}
	for r, c := range p.fixed {
		if c < 0 {
			col[r] = least(r)
			move(r, col[r], 1)
		}
	}
	var attacked []int
	for budget := max(repairMoves*n, minRepairMoves); ; {
		attacked = attacked[:0]
		for r := range col {
			if p.fixed[r] < 0 && attacks(r, col[r]) > 3 {
				attacked = append(attacked, r)
			}
		}
		if len(attacked) == 0 {
			// A queen that was placed can now only be attacked by
			// another placed one.
			for r, c := range p.fixed {
				if c >= 0 && attacks(r, c) > 3 {
					return nil, false
				}
			}
			return col, true
		}
		for range attacked {
			if budget == 0 {
				return nil, false
			}
			budget--
			r := attacked[rng.Intn(len(attacked))]
			move(r, col[r], -1)
			if rng.Intn(walk) == 0 {
				col[r] = rng.Intn(n)
			} else {
				col[r] = least(r)
			}
			move(r, col[r], 1)
		}
	}
}
