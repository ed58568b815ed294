package mirrormaze

import (
	"fmt"
)

// Solution is a filled grid, row-major: the puzzle's mirrors, and a
// ghost, vampire or zombie in every other cell.
type Solution []Cell

// Rows returns the solution as one string per row of '/', '\', 'G', 'V'
// and 'Z', the form of the JSON output's "grid".
func (s Solution) Rows(cols int) []string {
	if cols < 1 {
		return nil
	}
	var out []string
	for i := 0; i < len(s); i += cols {
		b := make([]byte, 0, cols)
		for _, c := range s[i:min(i+cols, len(s))] {
			b = append(b, c.Byte())
		}
		out = append(out, string(b))
	}
	return out
}

// Verify checks sol against the rules of p, reading only the filled grid:
// the puzzle's mirrors in place, a monster in every other cell, the fixed
// monsters kept, the totals, the groups of same cells, and every clue,
// counted along a line of sight traced here.
func Verify(p *Puzzle, sol Solution) error {
	if len(sol) != p.Rows*p.Cols {
		return fmt.Errorf("%d cells filled: expected %d (%d×%d)", len(sol), p.Rows*p.Cols, p.Rows, p.Cols)
	}
	var count [3]int
	for i, c := range sol {
		r, col := i/p.Cols, i%p.Cols
		given := p.Grid[i]
		switch {
		case given.IsMirror() && c != given:
			return fmt.Errorf("cell %d,%d holds %s where the puzzle has the mirror %s", r, col, c, given)
		case given.IsMirror():
			continue
		case !c.IsMonster():
			return fmt.Errorf("cell %d,%d holds %q: expected a ghost, a vampire or a zombie", r, col, c.Byte())
		case given != Unknown && c != given:
			return fmt.Errorf("cell %d,%d holds %s where the puzzle gives %s", r, col, c, given)
		}
		count[c-Ghost]++
	}
	for t, k := range p.Totals {
		if k != NoClue && count[t] != k {
			return fmt.Errorf("%d %s in the grid, expected %d", count[t], []string{"ghosts", "vampires", "zombies"}[t], k)
		}
	}
	for _, g := range p.Same {
		for _, c := range g {
			if a, b := sol[g[0].Row*p.Cols+g[0].Col], sol[c.Row*p.Cols+c.Col]; a != b {
				return fmt.Errorf("cells %d,%d and %d,%d hold %s and %s, expected the same monster", g[0].Row, g[0].Col, c.Row, c.Col, a, b)
			}
		}
	}
	// The lines of sight: a clue above column j enters at row -1 heading
	// down, and so on round the grid.
	type entry struct {
		side   Side
		r, c   int // the position just outside the grid
		dr, dc int // the heading into the grid
		what   string
		index  int
	}
	var entries []entry
	for j := 0; j < p.Cols; j++ {
		entries = append(entries, entry{Top, -1, j, 1, 0, "column", j}, entry{Bottom, p.Rows, j, -1, 0, "column", j})
	}
	for i := 0; i < p.Rows; i++ {
		entries = append(entries, entry{Left, i, -1, 0, 1, "row", i}, entry{Right, i, p.Cols, 0, -1, "row", i})
	}
	for _, e := range entries {
		want := p.Clues[e.side][e.index]
		if want == NoClue {
			continue
		}
		seen := 0
		mirrors := 0
		r, c, dr, dc := e.r+e.dr, e.c+e.dc, e.dr, e.dc
		for steps := 0; r >= 0 && r < p.Rows && c >= 0 && c < p.Cols; steps++ {
			if steps > 4*len(sol) {
				return fmt.Errorf("the line of sight of the %s clue of %s %d does not leave the grid", e.side, e.what, e.index)
			}
			switch m := sol[r*p.Cols+c]; m {
			case Slash:
				// '/' sends a line heading (dr, dc) on (-dc, -dr).
				dr, dc = -dc, -dr
				mirrors++
			case Backslash:
				// '\' sends it on (dc, dr).
				dr, dc = dc, dr
				mirrors++
			case Zombie:
				seen++
			case Vampire:
				if mirrors == 0 {
					seen++
				}
			case Ghost:
				if mirrors > 0 {
					seen++
				}
			}
			r, c = r+dr, c+dc
		}
		if seen != want {
			return fmt.Errorf("the %s clue of %s %d sees %d monsters, expected %d", e.side, e.what, e.index, seen, want)
		}
	}
	return nil
}
