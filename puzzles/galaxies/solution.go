package galaxies

import "fmt"

// Solution gives each cell its galaxy, row by row: Solution[r*Cols+c] is
// the index (in Puzzle.Centres) of the centre of the galaxy that holds
// cell (r, c).
type Solution []int

// Rows returns the solution as rows of galaxy indexes, the form of the
// JSON output's "regions".
func (s Solution) Rows(cols int) [][]int {
	var out [][]int
	for i := 0; i+cols <= len(s) && cols > 0; i += cols {
		out = append(out, append([]int(nil), s[i:i+cols]...))
	}
	return out
}

// Verify checks sol against the rules of p, reading only the regions:
// every cell in one galaxy, the cells touching each centre in its galaxy,
// each galaxy symmetric under the half-turn about its centre, and each
// galaxy connected.
func Verify(p *Puzzle, sol Solution) error {
	n := p.Rows * p.Cols
	if len(sol) != n {
		return fmt.Errorf("%d cells given a galaxy, expected %d (%d×%d)", len(sol), n, p.Rows, p.Cols)
	}
	at := func(r, c int) int { return sol[r*p.Cols+c] }
	for i, g := range sol {
		if g < 0 || g >= len(p.Centres) {
			return fmt.Errorf("cell %d,%d is in galaxy %d: expected one of the %d centres (0 to %d)", i/p.Cols, i%p.Cols, g, len(p.Centres), len(p.Centres)-1)
		}
	}
	for g, pt := range p.Centres {
		// The cells touching the centre: rows (Y-1)/2 to Y/2, columns
		// (X-1)/2 to X/2.
		for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
			for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
				if at(r, c) != g {
					return fmt.Errorf("cell %d,%d touches centre %d but is in galaxy %d", r, c, g, at(r, c))
				}
			}
		}
	}
	for i, g := range sol {
		r, c := i/p.Cols, i%p.Cols
		pt := p.Centres[g]
		// The half-turn about (Y/2, X/2) in cell units maps the centre of
		// cell (r, c), at (r+1/2, c+1/2), to (Y-r-1/2, X-c-1/2).
		mr, mc := pt.Y-1-r, pt.X-1-c
		if mr < 0 || mr >= p.Rows || mc < 0 || mc >= p.Cols {
			return fmt.Errorf("cell %d,%d is in galaxy %d, whose half-turn takes it off the grid (to %d,%d)", r, c, g, mr, mc)
		}
		if at(mr, mc) != g {
			return fmt.Errorf("cell %d,%d is in galaxy %d but its image %d,%d under the half-turn is in galaxy %d", r, c, g, mr, mc, at(mr, mc))
		}
	}
	// Connected: a flood fill from each galaxy's first cell reaches all
	// its cells.
	size := make([]int, len(p.Centres))
	for _, g := range sol {
		size[g]++
	}
	seen := make([]bool, n)
	for start, g := range sol {
		if seen[start] {
			continue
		}
		seen[start] = true
		stack := []int{start}
		reached := 0
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reached++
			r, c := i/p.Cols, i%p.Cols
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= p.Rows || cc < 0 || cc >= p.Cols {
					continue
				}
				j := rr*p.Cols + cc
				if !seen[j] && sol[j] == g {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		if reached != size[g] {
			return fmt.Errorf("galaxy %d is in pieces: cell %d,%d reaches %d of its %d cells", g, start/p.Cols, start%p.Cols, reached, size[g])
		}
	}
	return nil
}
