package kakuro

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
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

// run is a maximal row or column of white cells, with its clue.
type run struct {
	cells []int
	clue  int // the black cell before it, -1 at the edge
	down  bool
	sum   int // 0: no clue
}

func (r run) name(p *Puzzle) string {
	return "run " + p.Name(r.cells[0]) + "-" + p.Name(r.cells[len(r.cells)-1])
}

// clueName names a clue: "r2c3 down", "r4c1 across".
func (r run) clueName(p *Puzzle) string {
	if r.down {
		return p.Name(r.clue) + " down"
	}
	return p.Name(r.clue) + " across"
}

// runs returns the runs of white cells: the rows' left to right, then the
// columns' top to bottom.
func (p *Puzzle) runs() []run {
	var out []run
	for k, line := range p.Lines() {
		down := k >= p.Rows
		for j := 0; j < len(line); j++ {
			if p.Black[line[j]] {
				continue
			}
			r := run{clue: -1, down: down}
			if j > 0 {
				r.clue = line[j-1]
				r.sum = p.Across[r.clue]
				if down {
					r.sum = p.Down[r.clue]
				}
			}
			for ; j < len(line) && !p.Black[line[j]]; j++ {
				r.cells = append(r.cells, line[j])
			}
			out = append(out, r)
		}
	}
	return out
}

// Genre is Kakuro as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Digits]{
	Name:    "kakuro",
	Aliases: []string{"crosssums"},
	Summary: "Kakuro (Cross Sums): digits 1-9 whose runs add up to their clues, no digit twice in a run; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, "kakuro") }, Read: readURL, Write: writeURL, Example: "https://puzz.link/p?kakuro/2/2/n4343"},
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"kakuro/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
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
			return nil, tok.Errorf(`%q: expected . (white), # (black) or a clue cell DOWN\ACROSS such as 16\ or 23\7`, c)
		}
		for k, f := range [2]string{d, a} {
			v, err := strconv.Atoi(f)
			if f != "" && (err != nil || v < 0 || v > puzzlink.MaxClue51) {
				return nil, tok.Errorf("%q: the %s sum %q: expected 1 to %d", c, [2]string{"down", "across"}[k], f, puzzlink.MaxClue51)
			}
			[2][]int{p.Down, p.Across}[k][i] = v
		}
	}
	if t := p.orphans(); len(t) > 0 {
		return nil, toks[t[0]/2].Errorf("a sum %s", [2]string{"across: no white cell right of it", "down: no white cell below it"}[t[0]%2])
	}
	return p, nil
}

// cellText is a cell's token in the typed grid: ".", "#", or the sums.
func (p *Puzzle) cellText(i int) string {
	sum := func(v int) string {
		if v == 0 {
			return ""
		}
		return strconv.Itoa(v)
	}
	switch {
	case !p.Black[i]:
		return "."
	case p.Down[i] == 0 && p.Across[i] == 0:
		return "#"
	}
	return sum(p.Down[i]) + `\` + sum(p.Across[i])
}

func (p *Puzzle) rows(cell func(i int) string) [][]string {
	rows := make([][]string, p.Rows)
	for i := range p.Black {
		rows[i/p.Cols] = append(rows[i/p.Cols], cell(i))
	}
	return rows
}

func writeText(p *Puzzle) string { return grid.FormatText(p.rows(p.cellText), nil) }

// readURL reads pzprjs's Kakuro URL (puzzlink's Clues51): its COLSxROWS
// grid is the puzzle's inside the black first row and column.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "kakuro")
	if err == nil {
		err = u.Within(grid.MaxSide - 1)
	}
	if err != nil {
		return nil, err
	}
	r := u.Reader()
	cells, top, left, err := r.Clues51(u.Cols, u.Rows)
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last sum", r.Rest())
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: u.Rows + 1, Cols: u.Cols + 1})
	for i := range p.Black {
		switch row, c := p.RC(i); {
		case row == 0 || c == 0:
			p.Black[i] = true
			p.Down[i], p.Across[i] = top[max(c-1, 0)]*min(c, 1), left[max(row-1, 0)]*min(row, 1)
		default:
			x := cells[(row-1)*u.Cols+c-1]
			p.Black[i], p.Down[i], p.Across[i] = x.Black, x.Down, x.Right
		}
	}
	for _, t := range p.orphans() { // pzprjs keeps them; they say nothing
		[2][]int{p.Across, p.Down}[t%2][t/2] = 0
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	if p.Rows < 2 || p.Cols < 2 {
		return "", fmt.Errorf("a %s grid: puzz.link's Kakuro has cells inside its frame", p.Shape)
	}
	var cells []puzzlink.Clue51
	top, left := make([]int, p.Cols-1), make([]int, p.Rows-1)
	for i, b := range p.Black {
		switch r, c := p.RC(i); {
		case (r == 0 || c == 0) && !b:
			return "", fmt.Errorf("%s is white: puzz.link's Kakuro has a black first row and column", p.Name(i))
		case r == 0 && c > 0:
			top[c-1] = p.Down[i]
		case c == 0 && r > 0:
			left[r-1] = p.Across[i]
		case r > 0:
			cells = append(cells, puzzlink.Clue51{Black: b, Down: p.Down[i], Right: p.Across[i]})
		}
	}
	var w puzzlink.Writer
	w.Clues51(p.Cols-1, p.Rows-1, cells, top, left)
	return puzzlink.Format("kakuro", p.Cols-1, p.Rows-1, w.String()), nil
}

// tag is a clue's identity: twice its cell, plus one for a down sum.
func (r run) tag() int {
	if r.down {
		return 2*r.clue + 1
	}
	return 2 * r.clue
}

// orphans returns the tags of the sums that have no run.
func (p *Puzzle) orphans() []int {
	has := map[int]bool{}
	for _, r := range p.runs() {
		has[r.tag()] = true
	}
	var out []int
	for i := range p.Black {
		for t, v := range [2]int{p.Across[i], p.Down[i]} {
			if v != 0 && !has[2*i+t] {
				out = append(out, 2*i+t)
			}
		}
	}
	return out
}

// model: a one-hot digit per white cell; each digit at most once a run;
// a sum by the sets of digits that add up to it (kit's DistinctSum).
func model(p *Puzzle, m *kit.Model) func(kit.Values) Digits {
	var whites []int
	of := make([]int, p.N())
	for i, b := range p.Black {
		if of[i] = len(whites); !b {
			whites = append(whites, i)
		}
	}
	x := m.OneHot(len(whites), 1, 9, func(k int) string { return p.Name(whites[k]) }, strconv.Itoa)
	for _, r := range p.runs() {
		cells := make([]int, len(r.cells))
		for k, i := range r.cells {
			cells[k] = of[i]
		}
		if len(cells) > 1 {
			mark := m.Mark()
			for d := 1; d <= 9; d++ {
				m.Add(encode.LE, 1, x.Value(cells, d)...)
			}
			m.Name(mark, "%s digits differ", r.name(p))
		}
		if r.sum > 0 {
			mark := m.Mark()
			m.DistinctSum(x, cells, r.sum)
			m.GivenName(mark, r.tag(), "%s=%d", r.clueName(p), r.sum)
		}
	}
	return func(v kit.Values) Digits {
		out := make(Digits, p.N())
		for k, i := range whites {
			out[i] = x.Get(v, k)
		}
		return out
	}
}

// Verify checks the digits against the rules, reading the board only.
func Verify(p *Puzzle, d Digits) error {
	if len(d) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(d), p.N())
	}
	for i, v := range d {
		switch {
		case p.Black[i] && v != 0:
			return fmt.Errorf("%s: a digit in a black cell", p.Name(i))
		case !p.Black[i] && (v < 1 || v > 9):
			return fmt.Errorf("%s: %d, expected a digit 1-9", p.Name(i), v)
		}
	}
	for _, r := range p.runs() {
		seen, total := map[int]int{}, 0
		for _, i := range r.cells {
			if j, ok := seen[d[i]]; ok {
				return fmt.Errorf("%s and %s: two %ds in %s", p.Name(j), p.Name(i), d[i], r.name(p))
			}
			seen[d[i]], total = i, total+d[i]
		}
		if r.sum > 0 && total != r.sum {
			return fmt.Errorf("%s adds up to %d, expected %d (%s)", r.name(p), total, r.sum, r.clueName(p))
		}
	}
	return nil
}

func show(p *Puzzle, d Digits, _ bool) solve.Answer {
	rows := p.rows(func(i int) string {
		switch {
		case p.Black[i]:
			return p.cellText(i)
		case d[i] == kit.Unknown:
			return "?"
		}
		return strconv.Itoa(d[i])
	})
	nums := make([][]int, p.Rows)
	for i, v := range d {
		nums[i/p.Cols] = append(nums[i/p.Cols], max(v, 0))
	}
	return solve.Answer{Text: grid.FormatText(rows, nil), Fields: map[string]any{"grid": nums}}
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal]",
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := newPuzzle(full.Shape)
		copy(p.Black, full.Black)
		for _, t := range kept {
			[2][]int{p.Across, p.Down}[t%2][t/2] = [2][]int{full.Across, full.Down}[t%2][t/2]
		}
		return p
	},
	Partner: partner,
}

// generateFlags makes full puzzles: black cells (the frame, 30% of the
// others, half-turn symmetric inside the frame, every run 2 to 9 cells,
// the white cells joined), summed from a random filling, repaired.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		if size == 0 {
			size = 7
		}
		if size < 3 || size > 30 {
			return nil, fmt.Errorf("--size %d: expected 3 to 30", size)
		}
		for {
			p := newPuzzle(grid.Shape{Rows: size + 1, Cols: size + 1})
			set := func(i int) { p.Black[i], p.Black[p.turn(i)] = true, true }
			for i := range p.Black {
				if r, c := p.RC(i); r == 0 || c == 0 {
					p.Black[i] = true
				} else if rng.Intn(10) < 3 {
					set(i)
				}
			}
			for again := true; again; {
				again = false
				for _, r := range p.runs() {
					if n := len(r.cells); n == 1 || n > 9 {
						set(r.cells[min(n-1, 1+rng.Intn(max(n-2, 1)))])
						again = true
					}
				}
			}
			white, n := make([]bool, p.N()), 0
			for i, b := range p.Black {
				if white[i] = !b; !b {
					n++
				}
			}
			if p.CheckConnected(white, "") != nil || n < p.N()/3 {
				continue
			}
			d, ok, err := Genre.RandomSolution(ctx, p, rng)
			if err != nil || ok {
				return repair(ctx, rng, p, d, err)
			}
		}
	}
}

// repair sums p from the digits d and, while another solution differs
// from d, up to 100 times, changes the digits of up to three cells where
// they differ to those whose runs' sums leave the fewest sets of digits.
func repair(ctx context.Context, rng *rand.Rand, p *Puzzle, d Digits, err error) (*Puzzle, error) {
	runs := p.runs()
	for try := 0; try < 100 && err == nil; try++ {
		for _, r := range runs {
			sum := 0
			for _, i := range r.cells {
				sum += d[i]
			}
			[2][]int{p.Across, p.Down}[r.tag()%2][r.clue] = sum
		}
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
	return p, err
}

// sets returns the number of sets of digits that the runs of cell i
// could hold with v in i, or a negative number when a run has v already.
func sets(runs []run, d Digits, i, v int) int {
	n := 1
	for _, r := range runs {
		if slices.Contains(r.cells, i) {
			sum := v
			for _, j := range r.cells {
				if d[j] == v {
					return -2
				}
				if j != i {
					sum += d[j]
				}
			}
			n *= len(kit.DistinctSets(1, 9, len(r.cells), sum))
		}
	}
	return n
}

// turn returns the cell a half-turn of the grid inside the frame takes
// cell i to.
func (p *Puzzle) turn(i int) int {
	r, c := p.RC(i)
	return p.Index(p.Rows-r, p.Cols-c)
}

// partner returns the tag of the clue of the run that the half-turn
// takes the run of clue t to.
func partner(full *Puzzle, t int) int {
	runs := full.runs()
	for _, r := range runs {
		for _, q := range runs {
			if r.tag() == t && q.down == r.down && q.cells[0] == full.turn(r.cells[len(r.cells)-1]) {
				return q.tag()
			}
		}
	}
	return t
}

// facts writes the puzzle for bench/asp/kakuro.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	for k, r := range p.runs() {
		for _, i := range r.cells {
			row, c := p.RC(i)
			fmt.Fprintf(&b, "run(%d,%d,%d).\n", k, row, c)
		}
		if r.sum > 0 {
			fmt.Fprintf(&b, "sum(%d,%d).\n", k, r.sum)
		}
	}
	return b.String()
}
