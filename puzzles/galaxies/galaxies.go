package galaxies

import (
	"fmt"
	"slices"
	"sort"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxSide is the largest number of rows or columns accepted, to keep a
// typo from asking for millions of variables.
const MaxSide = 100

// Point is a place a centre can be, in doubled coordinates: the centre of
// cell (r, c) is (2r+1, 2c+1), the side between cells (r, c) and (r, c+1)
// is (2r+1, 2c+2), the side between (r, c) and (r+1, c) is (2r+2, 2c+1),
// and the dot shared by (r, c) and (r+1, c+1) is (2r+2, 2c+2). The points
// inside a Rows×Cols grid have Y from 1 to 2·Rows−1 and X from 1 to
// 2·Cols−1: pzprjs's (by, bx) and Tatham's (y, x).
type Point struct{ Y, X int }

// Name names the centre by the cells that touch it, 1-based: "r3c4" for
// the middle of a cell, "r3c4-r3c5" for the side between two, "r3c4-r4c5"
// for the dot of four (the first and the last of them).
func (pt Point) Name() string {
	r0, c0, r1, c1 := (pt.Y-1)/2+1, (pt.X-1)/2+1, pt.Y/2+1, pt.X/2+1
	if r0 == r1 && c0 == c1 {
		return fmt.Sprintf("r%dc%d", r0, c0)
	}
	return fmt.Sprintf("r%dc%d-r%dc%d", r0, c0, r1, c1)
}

// Puzzle is a grid and the centres of its galaxies. Every cell belongs to
// exactly one galaxy; a galaxy holds the cells that touch its centre, is
// connected, and is symmetric under the half-turn about its centre.
type Puzzle struct {
	grid.Shape
	// Centres are the galaxies' centres in input order; a galaxy's index
	// is its centre's index here.
	Centres []Point
	Options Options // how the model is stated (--quotient, --neighbours)
}

// PagePoints gives the browser page the centres, in half cells as
// Point has them (kit.PagePoints).
func (p *Puzzle) PagePoints() [][2]int {
	out := make([][2]int, len(p.Centres))
	for i, c := range p.Centres {
		out[i] = [2]int{c.Y, c.X}
	}
	return out
}

// Options chooses how the model is stated.
type Options struct {
	// Quotient states each galaxy's connectivity over the pairs of cells
	// its half-turn swaps instead of over the cells (see graph): half the
	// vertices, the same solutions.
	Quotient bool
	// Neighbours adds, for each galaxy and each cell that may be in it but
	// does not touch its centre, that the cell has a neighbour in the
	// galaxy when it is in it: implied by connectivity, it tells the
	// solver early what a connectivity encoding or check finds late.
	Neighbours bool
}

// Default is the model the command line uses. Quotient measured faster
// with both CNF methods (on the 22×19 puzz.link puzzle, the largest
// search, solving and proving unique took 1.44 s against 3.34 s with
// tree, 19 ms against 73 ms with reach), and made no clear difference
// to lazy (120 ms against 267 ms there, 25 ms against 11 ms on the 20×36
// one). Neighbours measured mixed, and is left out: on the 22×19 puzzle it
// took lazy from 3424 conflicts to 12210 and tree from 20424 to 25102, on
// the 20×36 one it took tree from 5416 to 3665, and reach needs no help
// (0 to 187 conflicts either way).
var Default = Options{Quotient: true}

// Regions is a board: each cell's galaxy, the index of its centre in
// Puzzle.Centres, or kit.Unknown where --forced leaves it open.
type Regions []int

// Genre is Galaxies as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Regions]{
	Name:    "galaxies",
	Summary: "Galaxies (Tentai Show): regions of the grid, each around one dot and the same after a half-turn about it; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Parse: parseText, Write: writeText, Comment: "#"},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON, Keys: []string{"shape", "galaxies"}},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, puzzlink.Host+"tentaisho/5/5/o3ey72fs2fl", "tentaisho"),
		{Format: "tatham", Is: func(s string) bool { return tatham.Matches(s, tathamFields) }, Read: readTatham, Write: writeTatham, Example: "5x5:cfjglmlcg"},
	},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		quotient := fs.Bool("quotient", Default.Quotient, "state connectivity over the pairs of cells each half-turn swaps (half the vertices) instead of over the cells")
		neighbours := fs.Bool("neighbours", Default.Neighbours, "add the redundant rule that a cell of a galaxy, other than its centre's, has a neighbour in it")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Options = Options{Quotient: *quotient, Neighbours: *neighbours}
			return p, nil
		}
	},
	Model:      model,
	Verify:     Verify,
	Show:       func(p *Puzzle, s Regions, colour bool) solve.Answer { return show(p, s, colour, "regions") },
	ShowForced: func(p *Puzzle, s Regions, _ bool) solve.Answer { return show(p, s, false, "forced") },
	NoSolution: (*Puzzle).Infeasible,
	// The eager methods time out on large puzzles: the quick suite's
	// workload holds the puzzles of up to 100 cells.
	Bench: &kit.Bench[*Puzzle]{Files: []string{"galaxies/*.json"}, Axes: []string{"connect"}, Facts: facts, Small: 100},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N] [--rows R --cols C] [--symmetric] [flags]", Own: generator, OwnSymmetric: true}
	kit.Register(Genre)
}

// New checks and returns a puzzle under the Default model: the size, and
// each centre inside the grid and given once.
func New(rows, cols int, centres []Point) (*Puzzle, error) {
	if rows < 1 || cols < 1 || rows > MaxSide || cols > MaxSide {
		return nil, fmt.Errorf("grid of %d×%d cells: expected 1 to %d rows and columns", rows, cols, MaxSide)
	}
	p := &Puzzle{Shape: grid.Shape{Rows: rows, Cols: cols}, Centres: append([]Point{}, centres...), Options: Default}
	seen := map[Point]int{}
	for g, pt := range centres {
		if pt.Y < 1 || pt.Y > 2*rows-1 || pt.X < 1 || pt.X > 2*cols-1 {
			return nil, fmt.Errorf("centre %d at point (%d, %d): expected a point inside the %d×%d grid, Y from 1 to %d and X from 1 to %d", g, pt.Y, pt.X, rows, cols, 2*rows-1, 2*cols-1)
		}
		if h, dup := seen[pt]; dup {
			return nil, fmt.Errorf("centre %d is centre %d again (%s): expected each centre once", g, h, p.describe(pt))
		}
		seen[pt] = g
	}
	return p, nil
}

// touching returns the 1, 2 or 4 cells that touch a point, row by row.
func (p *Puzzle) touching(pt Point) []int {
	var out []int
	for r := (pt.Y - 1) / 2; r <= pt.Y/2; r++ {
		for c := (pt.X - 1) / 2; c <= pt.X/2; c++ {
			out = append(out, p.Index(r, c))
		}
	}
	return out
}

// mirror returns the image of cell i under the half-turn about pt, and
// false when it lies off the grid.
func (p *Puzzle) mirror(pt Point, i int) (int, bool) {
	r, c := p.RC(i)
	r, c = pt.Y-1-r, pt.X-1-c
	if !p.In(r, c) {
		return -1, false
	}
	return p.Index(r, c), true
}

// describe names a point for messages: "cell 2,3", "the edge between
// cells 2,3 and 2,4", "the corner of cells 2,3 to 3,4" (0-based).
func (p *Puzzle) describe(pt Point) string {
	cs := p.touching(pt)
	at := func(i int) string { return fmt.Sprintf("%d,%d", i/p.Cols, i%p.Cols) }
	switch len(cs) {
	case 1:
		return "cell " + at(cs[0])
	case 2:
		return "the edge between cells " + at(cs[0]) + " and " + at(cs[1])
	}
	return "the corner of cells " + at(cs[0]) + " to " + at(cs[3])
}

// Infeasible explains why the puzzle has no solution, from the centres
// alone (no search), or returns "": a cell that touches two centres would
// have to be in both galaxies, and a grid without centres has nowhere to
// put its cells.
func (p *Puzzle) Infeasible() string {
	if len(p.Centres) == 0 {
		return "no centres: every cell must belong to a galaxy"
	}
	owner := map[int]int{}
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			if h, ok := owner[i]; ok {
				return fmt.Sprintf("cell %d,%d touches centre %d (%s) and centre %d (%s): it cannot be in both galaxies", i/p.Cols, i%p.Cols, h, p.describe(p.Centres[h]), g, p.describe(pt))
			}
			owner[i] = g
		}
	}
	return ""
}

// sorted returns the centres in row-major order of their points, the
// order of the URL and the game ID.
func (p *Puzzle) sorted() []Point {
	out := append([]Point(nil), p.Centres...)
	sort.Slice(out, func(i, j int) bool { return out[i].Y < out[j].Y || out[i].Y == out[j].Y && out[i].X < out[j].X })
	return out
}

// Candidates returns, for each galaxy, the cells that may belong to it:
// can[g][i] for cell i. A cell is left out when its image under the
// galaxy's half-turn lies off the grid; when it touches another centre
// (it belongs to that galaxy), or its image does; and when no path of
// candidate cells joins it to the centre (a galaxy is connected and holds
// its centre's cells); the last two repeated until nothing changes, since
// a cell left out takes its image with it.
func (p *Puzzle) Candidates() [][]bool {
	touches := make([][]int, p.N()) // the centres each cell touches
	for g, pt := range p.Centres {
		for _, i := range p.touching(pt) {
			touches[i] = append(touches[i], g)
		}
	}
	can := make([][]bool, len(p.Centres))
	for g, pt := range p.Centres {
		can[g] = make([]bool, p.N())
		for i := range can[g] {
			_, on := p.mirror(pt, i)
			can[g][i] = on && (len(touches[i]) == 0 || slices.Contains(touches[i], g))
		}
		for changed := true; changed; {
			changed = false
			for i, ok := range can[g] {
				if j, _ := p.mirror(pt, i); ok && !can[g][j] {
					can[g][i], changed = false, true
				}
			}
			seen := p.reach(can[g], p.touching(pt))
			for i, ok := range can[g] {
				if ok && !seen[i] {
					can[g][i], changed = false, true
				}
			}
		}
	}
	return can
}

// reach returns the cells that a path of cells in `in` joins to one of
// the start cells.
func (p *Puzzle) reach(in []bool, start []int) []bool {
	seen := make([]bool, len(in))
	var stack []int
	for _, i := range start {
		if in[i] && !seen[i] {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range p.Neighbours(i) {
			if in[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return seen
}
