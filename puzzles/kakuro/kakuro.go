package kakuro

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Kakuro grid, its clue cells included: the first row and
// column of a printed Kakuro are black.
type Puzzle struct {
	grid.Shape
	Black []bool
	// Down and Across are a black cell's sums of the run below it and of
	// the run right of it, 0 for none.
	Down, Across []int
}

// Digits is a solution: a digit 1–9 per white cell, 0 on black cells,
// kit.Unknown where --forced leaves a cell open.
type Digits []int

// run is a maximal row or column of white cells, with its clue: the
// black cell Before it, -1 at the edge.
type run struct {
	grid.Run
	sum int // 0: no clue
}

// name names a run: "run r2c3-r2c6".
func (r run) name(p *Puzzle) string {
	return "run " + p.Name(r.Cells[0]) + "-" + p.Name(r.Cells[len(r.Cells)-1])
}

// clueName names a clue: "r2c3 down", "r4c1 across".
func (r run) clueName(p *Puzzle) string {
	return p.Name(r.Before) + map[bool]string{true: " down", false: " across"}[r.Down]
}

// runs returns the runs of white cells: the rows' left to right, then the
// columns' top to bottom.
func (p *Puzzle) runs() []run {
	var out []run
	for _, r := range p.WallRuns(func(i int) bool { return p.Black[i] }) {
		q := run{r, 0}
		if r.Before >= 0 {
			q.sum = *p.sum(q.tag())
		}
		out = append(out, q)
	}
	return out
}

// sum returns the sum of the clue of tag t (see run.tag).
func (p *Puzzle) sum(t int) *int { return &[2][]int{p.Across, p.Down}[t%2][t/2] }

// Genre is Kakuro as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Digits]{
	Name:    "kakuro",
	Aliases: []string{"crosssums"},
	Summary: "Kakuro (Cross Sums): digits 1-9 whose runs add up to their clues, no digit twice in a run; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoSums("kakuro"),
	Links:   []kit.Link[*Puzzle]{kit.URL(readURL, writeURL, "https://puzz.link/p?kakuro/2/2/n4343", "kakuro")},
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full:    func(p *Puzzle, d Digits) *Puzzle { return p.summed(d, false) }, // --suggest: sums, not digits
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"kakuro/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

func newPuzzle(s grid.Shape) *Puzzle {
	return &Puzzle{s, make([]bool, s.N()), make([]int, s.N()), make([]int, s.N())}
}

// readText reads a grid of "." (white), "#" (black) and clue cells
// "DOWN\ACROSS", either sum left out ("16\", "\7").
func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s)
	for i, tok := range toks {
		c := tok.Text
		p.Black[i] = c != "."
		d, a, ok := strings.Cut(c, `\`)
		if !p.Black[i] || c == "#" {
			continue
		} else if !ok {
			return nil, tok.Errorf(`%s: expected . (white), # (black) or a clue cell DOWN\ACROSS such as 16\ or 23\7`, grid.Quote(c))
		}
		for k, f := range [2]string{d, a} {
			v, err := strconv.Atoi(f)
			if f != "" && (err != nil || v < 0 || v > puzzlink.MaxClue51) {
				return nil, tok.Errorf("%s: the %s sum %s: expected 1 to %d", grid.Quote(c), [2]string{"down", "across"}[k], grid.Quote(f), puzzlink.MaxClue51)
			}
			[2][]int{p.Down, p.Across}[k][i] = v
		}
	}
	if t := p.orphans(); len(t) > 0 {
		return nil, toks[t[0]/2].Errorf("a sum %s", [2]string{"across: no white cell right of it", "down: no white cell below it"}[t[0]%2])
	}
	return p, nil
}

// cellText is a cell's token in the typed grid: white's for a white cell
// ("." or its digit), "#", or the sums.
func (p *Puzzle) cellText(i int, white string) string {
	switch {
	case !p.Black[i]:
		return white
	case p.Down[i] == 0 && p.Across[i] == 0:
		return "#"
	}
	return grid.NumberText(p.Down[i], "") + `\` + grid.NumberText(p.Across[i], "") // 0: none, written empty
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return p.cellText(i, ".") }), nil)
}

// readURL reads pzprjs's Kakuro URL (puzzlink's Clues51): its COLSxROWS
// grid is the puzzle's inside the black first row and column.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide-1, "kakuro")
	if err != nil {
		return nil, err
	}
	r := u.Reader()
	cells, err := r.Clues51(u.Cols, u.Rows)
	if err == nil {
		err = r.End("last sum")
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: u.Rows + 1, Cols: u.Cols + 1})
	for i, x := range cells {
		p.Black[i], p.Down[i], p.Across[i] = x.Black, x.Down, x.Right
	}
	for _, t := range p.orphans() { // pzprjs keeps them; they say nothing
		*p.sum(t) = 0
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	if p.Rows < 2 || p.Cols < 2 {
		return "", fmt.Errorf("a %s grid: puzz.link's Kakuro has cells inside its frame", p.Shape)
	}
	cells := make([]puzzlink.Clue51, p.N())
	for i, b := range p.Black {
		if r, c := p.RC(i); (r == 0 || c == 0) && !b {
			return "", fmt.Errorf("%s is white: puzz.link's Kakuro has a black first row and column", p.Name(i))
		}
		cells[i] = puzzlink.Clue51{Black: b, Down: p.Down[i], Right: p.Across[i]}
	}
	var w puzzlink.Writer
	w.Clues51(p.Cols-1, p.Rows-1, cells)
	return puzzlink.Format("kakuro", p.Cols-1, p.Rows-1, w.String()), nil
}

// summed returns p with the sums of d's digits on every run, or on those that have none.
func (p *Puzzle) summed(d Digits, every bool) *Puzzle {
	q := &Puzzle{p.Shape, p.Black, slices.Clone(p.Down), slices.Clone(p.Across)}
	for _, r := range q.runs() {
		if r.Before >= 0 && (every || r.sum == 0) {
			*q.sum(r.tag()) = grid.SumAt(d, r.Cells)
		}
	}
	return q
}

// tag is a clue's identity: twice its cell, plus one for a down sum.
func (r run) tag() int { return 2*r.Before + map[bool]int{true: 1, false: 0}[r.Down] }

// orphans returns the tags of the sums that have no run of white cells.
func (p *Puzzle) orphans() []int {
	var out []int
	for t := 0; t < 2*p.N(); t++ {
		j, ok := p.Step(t/2, [2]grid.Dir{grid.Right, grid.Down}[t%2])
		if *p.sum(t) != 0 && (!p.Black[t/2] || !ok || p.Black[j]) {
			out = append(out, t)
		}
	}
	return out
}

// model: a one-hot digit per white cell; each digit at most once a run;
// a sum by the sets of digits that add up to it (kit's DistinctSum).
func model(p *Puzzle, m *kit.Model) func(kit.Values) Digits {
	x := m.OneHotOn(p.N(), func(i int) bool { return !p.Black[i] }, 1, 9, p.Name, strconv.Itoa)
	for _, r := range p.runs() {
		cells := x.Of(r.Cells)
		m.Distinct(x.OneHot, cells, "%s digits differ", r.name(p))
		if r.sum > 0 {
			m.GivenDistinctSum(r.tag(), x.OneHot, cells, r.sum, "%s=%d", r.clueName(p), r.sum)
		}
	}
	return func(v kit.Values) Digits { return x.Board(v) }
}

// Verify checks the digits against the rules, reading the board only.
func Verify(p *Puzzle, d Digits) error {
	if len(d) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(d), p.N())
	}
	for i, v := range d {
		if p.Black[i] && v != 0 {
			return fmt.Errorf("%s: a digit in a black cell", p.Name(i))
		} else if !p.Black[i] && (v < 1 || v > 9) {
			return fmt.Errorf("%s: %d, expected a digit 1-9", p.Name(i), v)
		}
	}
	for _, r := range p.runs() {
		if j, i, ok := grid.Repeat(d, r.Cells); ok {
			return fmt.Errorf("%s and %s: two %ds in %s", p.Name(j), p.Name(i), d[i], r.name(p))
		}
		if total := grid.SumAt(d, r.Cells); r.sum > 0 && total != r.sum {
			return fmt.Errorf("%s adds up to %d, expected %d (%s)", r.name(p), total, r.sum, r.clueName(p))
		}
	}
	return nil
}

func show(p *Puzzle, d Digits, _ bool) solve.Answer {
	rows := p.FrameCells(func(i int) string { return p.cellText(i, grid.NumberText(d[i], "?")) }) // ?: open under --forced
	return solve.Answer{Text: grid.FormatText(rows, nil), Fields: map[string]any{"grid": p.NumberRows(d)}}
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal]",
	Side:  [3]int{7, 3, 30},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := &Puzzle{full.Shape, full.Black, make([]int, full.N()), make([]int, full.N())}
		for _, t := range kept {
			*p.sum(t) = *full.sum(t)
		}
		return p
	},
	Partner: partner,
}

// generateFlags makes full puzzles: black cells (the frame, 30% of the
// others, half-turn symmetric inside the frame, every run 2 to 9 cells,
// the white cells joined), summed from a random filling, repaired. Past
// 14×14, 30% left the white cells apart in every one of 2,000 layouts:
// the larger grids start at 15%, and keep their largest part.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		density := map[bool]int{false: 30, true: 15}[size > 14]
		p, d, ok, err := Genre.SolvedLayout(ctx, rng, layoutTries, func() (*Puzzle, bool) {
			p := newPuzzle(grid.Shape{Rows: size + 1, Cols: size + 1})
			set := func(i int) { p.Black[i], p.Black[p.turnInside(i)] = true, true }
			for i := range p.Black {
				if r, c := p.RC(i); r == 0 || c == 0 {
					p.Black[i] = true
				} else if rng.Intn(100) < density {
					set(i)
				}
			}
			for again := true; again; {
				again = false
				for _, r := range p.runs() {
					if n := len(r.Cells); n == 1 || n > 9 {
						set(r.Cells[min(n-1, 1+rng.Intn(max(n-2, 1)))])
						again = true
					}
				}
			}
			parts := p.Components(func(i int) bool { return !p.Black[i] }, func(a, b int) bool { return true })
			slices.SortFunc(parts, func(a, b []int) int { return len(b) - len(a) })
			if size > 14 && len(parts) > 1 && len(parts[0]) > len(parts[1]) {
				// The largest part kept, the only one of its size (so its
				// own half-turn), the others blackened.
				for _, i := range slices.Concat(parts[1:]...) {
					p.Black[i] = true
				}
				parts = parts[:1]
			}
			return p, len(parts) == 1 && len(parts[0]) >= p.N()/3 // else the white cells fall apart, or are too few
		})
		if err != nil {
			return nil, err
		}
		if ok {
			return repair(ctx, rng, p, d)
		}
		return nil, fmt.Errorf("%w: no layout of black cells of %d×%d kept the white cells joined in %d tries (--size smaller)", solve.ErrNoPuzzle, size, size, layoutTries)
	}
}

// layoutTries is how many layouts of black cells the generator tries for
// one puzzle: unbounded, it never stopped at 20×20 (QA).
const layoutTries = 20000

// repair sums p from the digits d and, while another solution differs
// from d, up to 100 times, changes the digits of up to three cells where
// they differ to those whose runs' sums leave the fewest sets of digits.
func repair(ctx context.Context, rng *rand.Rand, p *Puzzle, d Digits) (*Puzzle, error) {
	runs := p.runs()
	for try := 0; try < 100; try++ {
		p = p.summed(d, true)
		other, found, err := Genre.Another(ctx, p, d)
		if err != nil || !found {
			return p, err
		}
		changed := 0 // up to three cells
		for _, i := range rng.Perm(len(d)) {
			best, fewest := 0, 1<<30
			for v := 1; v <= 9 && d[i] != other[i] && changed < 3; v++ {
				if n := rng.Intn(2) + 2*sets(runs, d, i, v); n >= 0 && n < fewest {
					best, fewest = v, n
				}
			}
			if best > 0 {
				d[i], changed = best, changed+1
			}
		}
		if changed == 0 {
			break
		}
	}
	return p, nil
}

// sets returns the number of sets of digits that the runs of cell i
// could hold with v in i, or a negative number when a run has v already.
func sets(runs []run, d Digits, i, v int) int {
	n := 1
	for _, r := range runs {
		if slices.Contains(r.Cells, i) {
			if slices.ContainsFunc(r.Cells, func(j int) bool { return d[j] == v }) {
				return -2
			}
			n *= len(kit.DistinctSets(1, 9, len(r.Cells), v-d[i]+grid.SumAt(d, r.Cells)))
		}
	}
	return n
}

// turnInside returns the cell a half-turn of the grid inside the frame takes
// cell i to: row r, column c to row Rows−r, column Cols−c.
func (p *Puzzle) turnInside(i int) int { return p.N() + p.Cols - i }

// partner returns the tag of the clue of the run that the half-turn
// takes the run of clue t to: the turn of its last cell is that run's
// first, after its clue.
func partner(full *Puzzle, t int) int {
	for _, r := range full.runs() {
		if r.tag() == t {
			r.Before = full.turnInside(r.Cells[len(r.Cells)-1]) - map[bool]int{true: full.Cols, false: 1}[r.Down]
			return r.tag()
		}
	}
	return t
}

// facts writes the puzzle for bench/asp/kakuro.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	for k, r := range p.runs() {
		for _, i := range r.Cells {
			fmt.Fprintf(&b, "run(%d,%d,%d).\n", k, i/p.Cols, i%p.Cols)
		}
		if r.sum > 0 {
			fmt.Fprintf(&b, "sum(%d,%d).\n", k, r.sum)
		}
	}
	return b.String()
}
