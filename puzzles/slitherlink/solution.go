package slitherlink

import (
	"fmt"
	"sort"
)

// Solution is a set of edges between adjacent dots: the loop of a solved
// grid. Dot (r, c) is the corner above and left of cell (r, c), for r
// from 0 to Rows and c from 0 to Cols.
type Solution struct {
	Rows, Cols int
	// H[r*Cols+c] is the edge from dot (r, c) to dot (r, c+1): the top
	// side of cell (r, c), or the bottom side of cell (r-1, c). r runs
	// from 0 to Rows: (Rows+1)·Cols edges.
	H []bool
	// V[r*(Cols+1)+c] is the edge from dot (r, c) to dot (r+1, c): the
	// left side of cell (r, c), or the right side of cell (r, c-1). c runs
	// from 0 to Cols: Rows·(Cols+1) edges.
	V []bool
}

// NewSolution returns a solution of rows×cols cells without edges, for
// filling in.
func NewSolution(rows, cols int) Solution {
	return Solution{Rows: rows, Cols: cols, H: make([]bool, (rows+1)*cols), V: make([]bool, rows*(cols+1))}
}

// Dot is a dot of the grid, 0-based: Row from 0 to Rows, Col from 0 to
// Cols.
type Dot struct{ Row, Col int }

// Loop returns the dots of the loop in order: from the smallest dot in
// row-major order, first towards the smaller of its two neighbours, the
// start not repeated. It returns nil when the edges are not one loop
// through dots of two edges each (Verify says which rule they break).
func (s Solution) Loop() []Dot {
	w := s.Cols + 1
	if len(s.H) != (s.Rows+1)*s.Cols || len(s.V) != s.Rows*w {
		return nil
	}
	// The neighbours of each dot through the edges, in row-major order
	// (up, left, right, down).
	next := func(r, c int) []Dot {
		var out []Dot
		if r > 0 && s.V[(r-1)*w+c] {
			out = append(out, Dot{r - 1, c})
		}
		if c > 0 && s.H[r*s.Cols+c-1] {
			out = append(out, Dot{r, c - 1})
		}
		if c < s.Cols && s.H[r*s.Cols+c] {
			out = append(out, Dot{r, c + 1})
		}
		if r < s.Rows && s.V[r*w+c] {
			out = append(out, Dot{r + 1, c})
		}
		return out
	}
	edges := 0
	for _, e := range s.H {
		if e {
			edges++
		}
	}
	for _, e := range s.V {
		if e {
			edges++
		}
	}
	for i := 0; i < (s.Rows+1)*w; i++ {
		start := Dot{i / w, i % w}
		ns := next(start.Row, start.Col)
		if len(ns) == 0 {
			continue
		}
		if len(ns) != 2 {
			return nil
		}
		loop := []Dot{start}
		prev, at := start, ns[0]
		for at != start {
			ns := next(at.Row, at.Col)
			if len(ns) != 2 || len(loop) > edges {
				return nil
			}
			loop = append(loop, at)
			if ns[0] == prev {
				prev, at = at, ns[1]
			} else {
				prev, at = at, ns[0]
			}
		}
		if len(loop) != edges {
			return nil // another loop elsewhere
		}
		return loop
	}
	return nil
}

// Pairs returns the loop's dots as [row, col] pairs, the form of the JSON
// output (see Loop).
func (s Solution) Pairs() [][2]int {
	loop := s.Loop()
	out := make([][2]int, len(loop))
	for i, d := range loop {
		out[i] = [2]int{d.Row, d.Col}
	}
	return out
}

// Verify checks sol against the rules of p, reading only its edges: the
// grid's size; every dot on no edge or on two (no dead end, no branch or
// crossing); at least one edge; the edges connected (with two edges at
// every dot, one closed loop and no second one); and every numbered cell
// with that many of its sides on the loop.
func Verify(p *Puzzle, sol Solution) error {
	rows, cols := p.Rows, p.Cols
	if sol.Rows != rows || sol.Cols != cols || len(sol.H) != (rows+1)*cols || len(sol.V) != rows*(cols+1) {
		return fmt.Errorf("a loop on %d×%d cells with %d and %d edges: expected %d×%d cells, %d horizontal and %d vertical edges",
			sol.Rows, sol.Cols, len(sol.H), len(sol.V), rows, cols, (rows+1)*cols, rows*(cols+1))
	}
	h := func(r, c int) bool { return sol.H[r*cols+c] }
	v := func(r, c int) bool { return sol.V[r*(cols+1)+c] }
	// The edges at dot (r, c), as the dots they lead to.
	at := func(r, c int) [][2]int {
		var out [][2]int
		if c > 0 && h(r, c-1) {
			out = append(out, [2]int{r, c - 1})
		}
		if c < cols && h(r, c) {
			out = append(out, [2]int{r, c + 1})
		}
		if r > 0 && v(r-1, c) {
			out = append(out, [2]int{r - 1, c})
		}
		if r < rows && v(r, c) {
			out = append(out, [2]int{r + 1, c})
		}
		return out
	}
	on := 0
	start := [2]int{-1, -1}
	for r := 0; r <= rows; r++ {
		for c := 0; c <= cols; c++ {
			switch n := len(at(r, c)); n {
			case 0:
			case 2:
				on++
				if start[0] < 0 {
					start = [2]int{r, c}
				}
			case 1:
				return fmt.Errorf("the loop ends at dot %d,%d: every dot on the loop has two of its edges on it", r, c)
			default:
				return fmt.Errorf("the loop branches at dot %d,%d (%d edges): every dot on the loop has two of its edges on it", r, c, n)
			}
		}
	}
	if on == 0 {
		return fmt.Errorf("no loop: expected one closed loop")
	}
	seen := map[[2]int]bool{start: true}
	stack := [][2]int{start}
	for len(stack) > 0 {
		d := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range at(d[0], d[1]) {
			if !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	if len(seen) != on {
		for r := 0; r <= rows; r++ {
			for c := 0; c <= cols; c++ {
				if len(at(r, c)) > 0 && !seen[[2]int{r, c}] {
					return fmt.Errorf("a second loop, through dot %d,%d, apart from the one through %d,%d: expected one loop", r, c, start[0], start[1])
				}
			}
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			want := p.At(r, c)
			if want == None {
				continue
			}
			n := 0
			for _, side := range []bool{h(r, c), h(r+1, c), v(r, c), v(r, c+1)} {
				if side {
					n++
				}
			}
			if n != want {
				return fmt.Errorf("cell %d,%d has %d sides on the loop: its clue is %d", r, c, n, want)
			}
		}
	}
	return nil
}

// Edges returns the edges of s as pairs of dots, [[r1, c1], [r2, c2]]
// (0-based, the first dot above or left of the second), sorted by their
// first dot and then their second: the form of the JSON output's "forced"
// lists.
func (s Solution) Edges() [][2][2]int {
	out := [][2][2]int{}
	for i, e := range s.H {
		if e {
			r, c := i/s.Cols, i%s.Cols
			out = append(out, [2][2]int{{r, c}, {r, c + 1}})
		}
	}
	for i, e := range s.V {
		if e {
			r, c := i/(s.Cols+1), i%(s.Cols+1)
			out = append(out, [2][2]int{{r, c}, {r + 1, c}})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		for k := 0; k < 2; k++ {
			for d := 0; d < 2; d++ {
				if a[k][d] != b[k][d] {
					return a[k][d] < b[k][d]
				}
			}
		}
		return false
	})
	return out
}
