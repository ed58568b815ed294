package galaxies

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
)

// randomPartition divides a rows×cols grid into random galaxies: it seeds
// a galaxy at a random free cell (a centre on the cell, or on an edge or a
// corner whose cells are all free), and grows a random galaxy by a free
// cell next to it together with that cell's image under the galaxy's
// half-turn (which is next to the image of the first cell, so the galaxy
// stays connected and symmetric), until the grid is covered. It returns
// the centres, in the order they were seeded, and the partition.
func randomPartition(rng *rand.Rand, rows, cols int) ([]Point, Regions) {
	sol := make(Regions, rows*cols)
	for i := range sol {
		sol[i] = -1
	}
	free := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && sol[r*cols+c] < 0 }
	var centres []Point
	var cells [][]int // the cells of each galaxy
	seed := func() {
		var open []int
		for i, g := range sol {
			if g < 0 {
				open = append(open, i)
			}
		}
		i := open[rng.Intn(len(open))]
		r, c := i/cols, i%cols
		// The centres whose cells include (r, c): top-left cell (r0, c0)
		// and extent (dr, dc).
		type shape struct{ r0, c0, dr, dc int }
		options := []shape{{r, c, 0, 0}, {r, c, 0, 0}, {r, c, 0, 0}} // a cell centre, weighted
		for _, s := range []shape{{r, c, 0, 1}, {r, c - 1, 0, 1}, {r, c, 1, 0}, {r - 1, c, 1, 0},
			{r, c, 1, 1}, {r - 1, c, 1, 1}, {r, c - 1, 1, 1}, {r - 1, c - 1, 1, 1}} {
			ok := true
			for rr := s.r0; rr <= s.r0+s.dr; rr++ {
				for cc := s.c0; cc <= s.c0+s.dc; cc++ {
					ok = ok && free(rr, cc)
				}
			}
			if ok {
				options = append(options, s)
			}
		}
		s := options[rng.Intn(len(options))]
		g := len(centres)
		centres = append(centres, Point{2*s.r0 + s.dr + 1, 2*s.c0 + s.dc + 1})
		cells = append(cells, nil)
		for rr := s.r0; rr <= s.r0+s.dr; rr++ {
			for cc := s.c0; cc <= s.c0+s.dc; cc++ {
				sol[rr*cols+cc] = g
				cells[g] = append(cells[g], rr*cols+cc)
			}
		}
	}
	grow := func() bool {
		g := rng.Intn(len(centres))
		i := cells[g][rng.Intn(len(cells[g]))]
		d := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.Intn(4)]
		r, c := i/cols+d[0], i%cols+d[1]
		pt := centres[g]
		mr, mc := pt.Y-1-r, pt.X-1-c
		if !free(r, c) || !free(mr, mc) {
			return false
		}
		for _, j := range []int{r*cols + c, mr*cols + mc} {
			sol[j] = g
			cells[g] = append(cells[g], j)
		}
		return true
	}
	left := func() bool {
		for _, g := range sol {
			if g < 0 {
				return true
			}
		}
		return false
	}
	seed()
	for left() {
		grown := false
		for try := 0; try < 30 && !grown; try++ {
			grown = grow()
		}
		if !grown || rng.Intn(4) == 0 {
			if left() {
				seed()
			}
		}
	}
	return centres, sol
}

// bruteCount counts the solutions of p by backtracking over the cells in
// row-major order, giving each free cell a galaxy together with the
// cell's image under that galaxy's half-turn, and checking connectivity
// directly: a galaxy's cells must be joined to its centre through cells
// that are its own or still free (at the end: its own). No SAT, no
// candidate pruning of the model.
func bruteCount(p *Puzzle) int { return len(bruteSolutions(p)) }

// bruteSolutions returns the solutions bruteCount counts.
func bruteSolutions(p *Puzzle) []Regions {
	rows, cols := p.Rows, p.Cols
	n := rows * cols
	sol := make([]int, n)
	for i := range sol {
		sol[i] = -1
	}
	for g, pt := range p.Centres {
		for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
			for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
				if sol[r*cols+c] >= 0 {
					return nil // a cell touches two centres
				}
				sol[r*cols+c] = g
			}
		}
	}
	// joined reports whether every cell of galaxy g is joined to its
	// centre's first cell through cells of g or, when open is set, free
	// cells.
	joined := func(g int, open bool) bool {
		pt := p.Centres[g]
		start := (pt.Y-1)/2*cols + (pt.X-1)/2
		seen := make([]bool, n)
		seen[start] = true
		stack := []int{start}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/cols, i%cols
			for _, d := range [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
					continue
				}
				j := rr*cols + cc
				if !seen[j] && (sol[j] == g || open && sol[j] < 0) {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		for i, h := range sol {
			if h == g && !seen[i] {
				return false
			}
		}
		return true
	}
	var sols []Regions
	var place func(i int)
	place = func(i int) {
		for i < n && sol[i] >= 0 {
			i++
		}
		if i == n {
			for g := range p.Centres {
				if !joined(g, false) {
					return
				}
			}
			sols = append(sols, append(Regions(nil), sol...))
			return
		}
		r, c := i/cols, i%cols
		for g, pt := range p.Centres {
			mr, mc := pt.Y-1-r, pt.X-1-c
			if mr < 0 || mr >= rows || mc < 0 || mc >= cols || sol[mr*cols+mc] >= 0 {
				continue
			}
			m := mr*cols + mc
			sol[i], sol[m] = g, g
			if joined(g, true) {
				place(i + 1)
			}
			sol[i], sol[m] = -1, -1
		}
	}
	place(0)
	return sols
}

// randomPuzzles returns puzzles made from random partitions of grids of 2
// to 5 rows and columns, up to perKind of each kind per size, as the
// backtracking counter classes them: no solution, one, several. A
// partition's own centres have at least one solution (several for about
// one partition in fifty); the same centres with one left out, moved to
// a free point or with one added mostly have none. It returns the
// puzzles and their backtracking counts.
func randomPuzzles(rng *rand.Rand, perKind int) ([]*Puzzle, []int) {
	var out []*Puzzle
	var counts []int
	for rows := 2; rows <= 5; rows++ {
		for cols := 2; cols <= 5; cols++ {
			kinds := map[int]int{} // 0 none, 1 one, 2 several
			keep := func(p *Puzzle) {
				c := bruteCount(p)
				kind := min(c, 2)
				if kinds[kind] < perKind {
					kinds[kind]++
					out = append(out, p)
					counts = append(counts, c)
				}
			}
			for k := 0; k < 400 && (kinds[0] < perKind || kinds[1] < perKind || kinds[2] < perKind); k++ {
				centres, _ := randomPartition(rng, rows, cols)
				variants := [][]Point{centres}
				used := map[Point]bool{}
				for _, pt := range centres {
					used[pt] = true
				}
				randomPoint := func() (Point, bool) {
					for try := 0; try < 20; try++ {
						pt := Point{1 + rng.Intn(2*rows-1), 1 + rng.Intn(2*cols-1)}
						if !used[pt] {
							return pt, true
						}
					}
					return Point{}, false
				}
				if len(centres) > 1 {
					drop := rng.Intn(len(centres))
					variants = append(variants, append(append([]Point(nil), centres[:drop]...), centres[drop+1:]...))
				}
				if pt, ok := randomPoint(); ok {
					moved := append([]Point(nil), centres...)
					moved[rng.Intn(len(moved))] = pt
					variants = append(variants, moved)
				}
				if pt, ok := randomPoint(); ok {
					variants = append(variants, append(append([]Point(nil), centres...), pt))
				}
				for _, v := range variants {
					p, err := New(rows, cols, v)
					if err != nil {
						panic(err)
					}
					keep(p)
				}
			}
		}
	}
	return out, counts
}

// TestRandomPartitions checks the generator: every partition it makes is
// a solution of its own centres.
func TestRandomPartitions(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 300; k++ {
		rows, cols := 1+rng.Intn(7), 1+rng.Intn(7)
		centres, sol := randomPartition(rng, rows, cols)
		p, err := New(rows, cols, centres)
		if err != nil {
			t.Fatal(err)
		}
		if err := Verify(p, sol); err != nil {
			t.Fatalf("%d×%d: a generated partition fails Verify: %v\n%s", rows, cols, err, text(p, sol, false))
		}
	}
}

// TestBruteCount checks the backtracking counter on the shared 7×7
// puzzle (unique) and on small grids whose counts were worked out by hand.
func TestBruteCount(t *testing.T) {
	mk := func(rows, cols int, pts ...Point) *Puzzle {
		p, err := New(rows, cols, pts)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, tc := range []struct {
		name string
		p    *Puzzle
		want int
	}{
		{"puzzle_1", loadFile(t, "puzzle_1.json"), 1},
		// One centre on the corner of a 2×2 grid: the whole grid.
		{"2x2 corner", mk(2, 2, Point{2, 2}), 1},
		// A 1×3 strip with centres on cells 0 and 2: cell 1 is nobody's
		// (its images fall off the strip).
		{"1x3 ends", mk(1, 3, Point{1, 1}, Point{1, 5}), 0},
		// A 2×2 grid with centres on its left and right edges' midpoints
		// (cells (0,0)-(1,0) and (0,1)-(1,1)): one way.
		{"2x2 columns", mk(2, 2, Point{2, 1}, Point{2, 3}), 1},
		// A 3×3 grid with centres on the middle cell and on the corner
		// of its top-left 2×2 block: that block's galaxy would need its
		// four cells, one of them the middle cell's.
		{"3x3 clash", mk(3, 3, Point{3, 3}, Point{2, 2}), 0},
		// A 2×3 grid with centres on cells (0,1) and (1,1): each galaxy's
		// half-turn keeps it in its row.
		{"2x3 two rows", mk(2, 3, Point{1, 3}, Point{3, 3}), 1},
		// A 3×3 grid with centres on the middle cell and on the middle
		// cells of the top and bottom rows: the four corners go to the
		// top and bottom galaxies, or all four to the middle one.
		{"3x3 corners", mk(3, 3, Point{3, 3}, Point{1, 3}, Point{5, 3}), 2},
		{"many_3x6.txt", loadText(t, "many_3x6.txt"), 4},
	} {
		if got := bruteCount(tc.p); got != tc.want {
			t.Errorf("%s: %d solutions, expected %d", tc.name, got, tc.want)
		}
		for _, m := range methods {
			if sols, _ := solveAll(t, tc.p, encode.Config{Connect: m}, Default, 0); len(sols) != tc.want {
				t.Errorf("%s, %s: %d solutions, expected %d", tc.name, m, len(sols), tc.want)
			}
		}
	}
}

// TestCountsAgree counts the solutions of random puzzles under every
// connectivity method, a few cardinality encodings and both model
// options, and compares with the backtracking count.
func TestCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	perKind := 5
	if testing.Short() {
		perKind = 1
	}
	puzzles, counts := randomPuzzles(rng, perKind)
	hist := map[string]int{}
	for i, p := range puzzles {
		want := counts[i]
		switch {
		case want == 0:
			hist["none"]++
		case want == 1:
			hist["one"]++
		default:
			hist["several"]++
		}
		for cname, cfg := range configs() {
			for oname, opts := range modelOptions {
				sols, complete := solveAll(t, p, cfg, opts, 0)
				if len(sols) != want || !complete {
					t.Errorf("puzzle %d (%d×%d, %v), %s, %s: %d solutions (complete %v), backtracking %d\n%s",
						i, p.Rows, p.Cols, p.Centres, cname, oname, len(sols), complete, want, text(p, nil, false))
				}
				seen := map[string]bool{}
				for _, s := range sols {
					if seen[key(s)] {
						t.Fatalf("puzzle %d, %s, %s: a solution found twice", i, cname, oname)
					}
					seen[key(s)] = true
				}
			}
		}
	}
	t.Logf("%d puzzles: %v; counts %v", len(puzzles), hist, counts)
	if hist["none"] < 5 || hist["one"] < 5 || hist["several"] < 5 {
		t.Errorf("too few puzzles of a kind (%v): the test proves little", hist)
	}
}

// TestDecodeForced: on random puzzles with several solutions, the cells
// the decoder reads from the variables every solution agrees on
// (kit.Forced) are the cells whose galaxy is the same in every solution.
func TestDecodeForced(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	puzzles, counts := randomPuzzles(rng, 2)
	tested := 0
	for i, p := range puzzles {
		if counts[i] < 2 {
			continue
		}
		tested++
		m, decode := encoded(p, encode.Config{Connect: encode.Lazy}, Default)
		values := make([]int8, m.F.NumVars()+1)
		agree := make(Regions, p.Rows*p.Cols)
		first := true
		_, err := sat.Enumerate(context.Background(), m.F, m.Projection(), nil, 0, func(model []bool) bool {
			sol := decode(kit.Solution(model))
			for _, v := range m.Projection().Vars {
				val := int8(-1)
				if model[v] {
					val = 1
				}
				if first {
					values[v] = val
				} else if values[v] != val {
					values[v] = 0
				}
			}
			for c, g := range sol {
				if first {
					agree[c] = g
				} else if agree[c] != g {
					agree[c] = -1
				}
			}
			first = false
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := decode(kit.Forced(values)); key(got) != key(agree) {
			t.Errorf("puzzle %d: forced %v, expected %v", i, got, agree)
		}
	}
	if tested < 5 {
		t.Fatalf("only %d puzzles with several solutions", tested)
	}
}
