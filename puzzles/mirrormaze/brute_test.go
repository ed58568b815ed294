package mirrormaze

// This file holds a second way to count solutions, written apart from
// the model and from Verify: its own tracer over a frame of (rows+2) ×
// (cols+2) places, clue positions on the frame, and a backtracking search
// over the cells that prunes on every clue's bounds.

// look is one sighting of a cell by a clue: seen in a mirror or not.
type look struct {
	clue      int
	reflected bool
}

// traceFrame follows the line of sight that leaves frame place (x, y)
// (x the column, y the row, 0 and cols+1, rows+1 the frame) heading
// (hx, hy), and returns the cells it crosses and whether a mirror came
// before each. grid holds '/', '\' and anything else for a free cell.
func traceFrame(grid []string, x, y, hx, hy int) (cells [][2]int, reflected []bool) {
	rows, cols := len(grid), len(grid[0])
	bounced := false
	for {
		x, y = x+hx, y+hy
		if x < 1 || x > cols || y < 1 || y > rows {
			return cells, reflected
		}
		switch grid[y-1][x-1] {
		case '/':
			// A ray heading right (hx = 1) leaves heading up (hy = -1).
			hx, hy = -hy, -hx
			bounced = true
		case '\\':
			hx, hy = hy, hx
			bounced = true
		default:
			cells = append(cells, [2]int{y - 1, x - 1})
			reflected = append(reflected, bounced)
		}
	}
}

// bruteCount counts the fillings of p's free cells that meet every rule,
// by backtracking. It reads the puzzle's fields only.
func bruteCount(p *Puzzle) int {
	rows, cols := p.Rows, p.Cols
	grid := make([]string, rows)
	for r := range grid {
		b := make([]byte, cols)
		for c := range b {
			switch p.Grid[r*cols+c] {
			case Slash:
				b[c] = '/'
			case Backslash:
				b[c] = '\\'
			default:
				b[c] = '.'
			}
		}
		grid[r] = string(b)
	}
	// The clues as frame places and headings.
	var want []int
	looks := make([][]look, rows*cols)
	add := func(k, x, y, hx, hy int) {
		if k == NoClue {
			return
		}
		id := len(want)
		want = append(want, k)
		cells, refl := traceFrame(grid, x, y, hx, hy)
		for i, c := range cells {
			looks[c[0]*cols+c[1]] = append(looks[c[0]*cols+c[1]], look{id, refl[i]})
		}
	}
	for c := 0; c < cols; c++ {
		add(p.Clues[Top][c], c+1, 0, 0, 1)
		add(p.Clues[Bottom][c], c+1, rows+1, 0, -1)
	}
	for r := 0; r < rows; r++ {
		add(p.Clues[Left][r], 0, r+1, 1, 0)
		add(p.Clues[Right][r], cols+1, r+1, -1, 0)
	}
	seen := make([]int, len(want))
	left := make([]int, len(want)) // sightings not yet decided
	for _, ls := range looks {
		for _, l := range ls {
			left[l.clue]++
		}
	}
	var free []int
	for i, c := range p.Grid {
		if c != Slash && c != Backslash {
			free = append(free, i)
		}
	}
	group := make([]int, rows*cols) // the first cell of the cell's same group, or -1
	for i := range group {
		group[i] = -1
	}
	for _, g := range p.Same {
		for _, c := range g {
			group[c.Row*cols+c.Col] = g[0].Row*cols + g[0].Col
		}
	}
	fill := make([]byte, rows*cols)
	var total [3]int
	count := 0
	var rec func(n int)
	rec = func(n int) {
		if n == len(free) {
			for t, k := range p.Totals {
				if k != NoClue && total[t] != k {
					return
				}
			}
			for _, g := range p.Same {
				for _, c := range g {
					if fill[c.Row*cols+c.Col] != fill[g[0].Row*cols+g[0].Col] {
						return
					}
				}
			}
			count++
			return
		}
		i := free[n]
		for t, m := range []byte("GVZ") {
			if given := p.Grid[i]; given != Unknown && given.String()[0] != m {
				continue
			}
			if k := p.Totals[t]; k != NoClue && total[t] == k {
				continue
			}
			if g := group[i]; g >= 0 && g < i && fill[g] != m {
				continue
			}
			fill[i] = m
			total[t]++
			ok := true
			for _, l := range looks[i] {
				left[l.clue]--
				if m == 'Z' || m == 'V' && !l.reflected || m == 'G' && l.reflected {
					seen[l.clue]++
				}
			}
			for _, l := range looks[i] {
				if seen[l.clue] > want[l.clue] || seen[l.clue]+left[l.clue] < want[l.clue] {
					ok = false
				}
			}
			if ok {
				rec(n + 1)
			}
			for _, l := range looks[i] {
				left[l.clue]++
				if m == 'Z' || m == 'V' && !l.reflected || m == 'G' && l.reflected {
					seen[l.clue]--
				}
			}
			total[t]--
			fill[i] = 0
		}
	}
	// A clue no cell is crossed by must be 0.
	for id, k := range want {
		if left[id] == 0 && k != 0 {
			return 0
		}
	}
	rec(0)
	return count
}
