package lits

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a LITS grid: its regions.
type Puzzle struct {
	grid.Shape
	Label   []int   // each cell's region, numbered by first cell (row-major); −1 a hole
	Regions [][]int // each region's cells
}

// Genre is LITS as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "lits",
	Summary: "LITS: a tetromino shaded in every region, the same shapes never side by side across regions, all shaded connected, no 2x2 shaded; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText, Comment: "#"},
	Janko:   kit.JankoAreas("lits"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?lits/4/4/9q02jg", "lits"),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"lits/*.txt"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Janko.Holes = true
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N]", Own: generator}
	kit.Register(Genre)
}

func newPuzzle(s grid.Shape, regions [][]int) *Puzzle {
	return &Puzzle{Shape: s, Label: s.Labels(regions), Regions: regions}
}

// check refuses a region of fewer than 4 cells, which no tetromino fits;
// at is its first cell.
func (p *Puzzle) check() (at int, err error) {
	for _, reg := range p.Regions {
		if n := len(reg); n < 4 {
			return reg[0], fmt.Errorf("region %s has %d cell%s: a tetromino needs 4", p.Name(reg[0]), n, strings.Repeat("s", min(n-1, 1)))
		}
	}
	return 0, nil
}

func readText(t *grid.Text) (*Puzzle, error) {
	t.Holes = true // Janko's '@': a cell in no region, never shaded
	s, r, err := t.Labelled("region", "and nothing after it: LITS has no numbers")
	if err != nil {
		return nil, err
	}
	for _, tok := range r.Marks {
		if tok.Text != "" {
			return nil, tok.Errorf("%q: a region's label is letters only, LITS has no numbers", tok.Text)
		}
	}
	p := newPuzzle(s, r.Cells)
	if at, err := p.check(); err != nil {
		return nil, r.Tokens[at].Errorf("%v", err)
	}
	return p, nil
}

func writeText(p *Puzzle) string { return p.RoomText(p.Label, nil) }

// readURL reads pzprjs's decodeBorder, the format of its URLs since
// version 3 (the older, flagged 'd', is not read).
func readURL(s string) (*Puzzle, error) {
	if u, err := puzzlink.Parse(s, "lits"); err == nil && strings.Contains(u.Flag, "d") {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: "pzprjs's old LITS format (flag d): expected the borders' format"}
	}
	u, err := puzzlink.ReadRegions(s, grid.MaxSide, "lits")
	if err == nil {
		err = u.Rest.End("borders")
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(u.Shape(), u.Regions)
	if _, err := p.check(); err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	if i := slices.Index(p.Label, -1); i >= 0 {
		return "", fmt.Errorf("%s is a hole, which puzz.link's LITS cannot hold", p.Name(i))
	}
	var w puzzlink.Writer
	w.Borders(p.Cols, p.Rows, p.Borders(p.Label))
	return puzzlink.Format("lits", p.Cols, p.Rows, w.String()), nil
}

// letters returns the letter of the tetromino that each region's shaded
// cells make on the board, 0 for none (the square among them).
func (p *Puzzle) letters(b grid.Shading) []byte {
	out := make([]byte, len(p.Regions))
	for k, reg := range p.Regions {
		shaded := slices.DeleteFunc(slices.Clone(reg), func(i int) bool { return b[i] != 1 })
		if out[k] = p.TetrominoOf(shaded); out[k] == 'O' {
			out[k] = 0
		}
	}
	return out
}

// placements returns the tetrominoes that fit in a region: their cells
// and letters.
func (p *Puzzle) placements(reg []int) (cells [][]int, letters []byte) {
	for _, t := range grid.Tetrominoes() {
		for _, i := range reg {
			on, ok := t.Place(p.Shape, i)
			outside := func(j int) bool { return p.Label[j] != p.Label[i] }
			if ok && t.Letter != 'O' && !slices.ContainsFunc(on, outside) {
				cells, letters = append(cells, on), append(letters, t.Letter)
			}
		}
	}
	return cells, letters
}

// shapes are the letters of the tetrominoes a region may hold (an O would
// make a 2x2 block), in the order the model states them.
const shapes = "LIST"

// model states the rules: a variable per cell, shaded; in each region
// one of the tetrominoes that fit (a variable each, exactly one, which
// shades its cells; a shaded cell is in the one chosen), and its shape
// as a variable per letter; across a side between regions, two shaded
// cells of the same shape are ruled out; no 2x2 shaded; the shaded cells
// connected (kit's Connected, so --connect applies).
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	sh := m.ShadedCells(p.Shape)
	shape := make([]map[byte]sat.Lit, len(p.Regions))
	for k, reg := range p.Regions {
		cells, letters := p.placements(reg)
		place := m.Aux(max(len(cells), 1))
		by := map[int][]sat.Lit{}
		of := map[byte][]sat.Lit{}
		mark := m.Mark()
		if len(cells) == 0 {
			m.Add(encode.GE, 1, m.True().Not()) // no tetromino fits
		} else {
			m.Add(encode.EQ, 1, place.All()...)
		}
		for j, on := range cells {
			for _, i := range on {
				m.Add(encode.GE, 1, place.Lit(j).Not(), sh.Lit(i))
				by[i] = append(by[i], place.Lit(j))
			}
			of[letters[j]] = append(of[letters[j]], place.Lit(j))
		}
		for _, i := range reg {
			m.Add(encode.GE, 1, append(by[i], sh.Lit(i).Not())...)
		}
		m.Name(mark, "region %s one tetromino", p.Name(reg[0]))
		shape[k] = map[byte]sat.Lit{}
		for _, letter := range []byte(shapes) { // in order: the same formula every run
			if ls := of[letter]; len(ls) > 0 {
				shape[k][letter] = m.AnyOf(ls) // the region's tetromino is this letter
			}
		}
	}
	for i, k := range p.Label {
		if k < 0 {
			m.Fix(sh.Lit(i).Not()) // a hole: no deduction
		}
	}
	for e := 0; e < p.NumEdges(); e++ {
		a, b := p.Edge(e)
		ka, kb := p.Label[a], p.Label[b]
		if ka == kb || ka < 0 || kb < 0 {
			continue
		}
		mark := m.Mark()
		for _, letter := range []byte(shapes) {
			if v, w := shape[ka][letter], shape[kb][letter]; v != 0 && w != 0 {
				m.Add(encode.GE, 1, sh.Lit(a).Not(), sh.Lit(b).Not(), v.Not(), w.Not())
			}
		}
		m.Name(mark, "%s not the same shape", p.EdgeName(e))
	}
	for _, blk := range p.Blocks() {
		m.Rule(encode.LE, 3, sh.Lits(blk[:]), "%s 2x2 not all shaded", p.Name(blk[0]))
	}
	m.ConnectedCells(p.Shape, sh.All(), -1, "shaded connected")
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.Shaded(b)
	if err != nil {
		return err
	}
	for i, k := range p.Label {
		if k < 0 && on[i] {
			return fmt.Errorf("%s: a hole shaded", p.Name(i))
		}
	}
	letter := p.letters(b)
	for k, reg := range p.Regions {
		if err := grid.CheckCount("region "+p.Name(reg[0]), grid.Count(reg, on), 4, "shaded cells"); err != nil {
			return err
		}
		if letter[k] == 0 {
			return fmt.Errorf("region %s: its shaded cells make no L, I, T or S", p.Name(reg[0]))
		}
	}
	if err := p.CheckNoBlock(on, "shaded cells"); err != nil {
		return err
	}
	for e := 0; e < p.NumEdges(); e++ {
		a, c := p.Edge(e)
		if ka, kc := p.Label[a], p.Label[c]; ka != kc && on[a] && on[c] && letter[ka] == letter[kc] {
			return fmt.Errorf("%s and %s: two %c tetrominoes side by side", p.Name(a), p.Name(c), letter[ka])
		}
	}
	return p.CheckConnected(on, "shaded cells")
}

// show draws the regions' borders and each shaded cell as the letter of
// its region's tetromino ('#' when they make none, '?' for a cell left
// open), a hole as '@'.
func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	letter := p.letters(b)
	l := p.BorderLattice(p.Label, func(i int) string {
		if p.Label[i] < 0 {
			return "@"
		}
		switch l := letter[p.Label[i]]; {
		case b[i] == 1 && l == 0:
			return "#"
		case b[i] == 1:
			return string(l)
		case b[i] == 0:
			return ""
		}
		return "?"
	})
	return solve.Answer{Text: l.String(), Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// generator makes puzzles: a random solution first, tetrominoes laid
// one by one beside those before (no 2x2, no two of a shape side by
// side) until none fits; each is a region, grown over the cells left at
// random. Then, while another solution differs, a cell that the other
// shades and the solution does not moves to a neighbouring region (one
// whose old region stays joined): the solution stays one, the other does
// not, since it used that cell in its old region.
func generator(fs *pflag.FlagSet) solve.Make {
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		size, err := kit.GenerateSize(o.Size, 5, 4, 30) // larger grids than 5 take long: see README.md
		if err != nil {
			return nil, err
		}
		s := grid.Shape{Rows: size, Cols: size}
		draw := func() (*Puzzle, grid.Shading, bool) { p, sol := lay(rng, s); return p, sol, true }
		mend := func(p *Puzzle, sol, other grid.Shading) (*Puzzle, bool) { return p.mend(rng, sol, other) }
		return Genre.Mended(ctx, s.N(), draw, mend, func(p *Puzzle, _ grid.Shading) int { return len(p.Regions) })
	}
}

// lay makes a random solution and its regions (see generator).
func lay(rng *rand.Rand, s grid.Shape) (*Puzzle, grid.Shading) {
	label, shape := slices.Repeat([]int{-1}, s.N()), []byte{}
	whole := newPuzzle(s, s.Regions(make([]int, s.N()))) // one region: every placement
	all, letters := whole.placements(whole.Regions[0])
	for {
		var fit []int // the placements in all that fit
		for k, cells := range all {
			if fits(s, label, shape, cells, letters[k]) {
				fit = append(fit, k)
			}
		}
		if len(fit) == 0 {
			break
		}
		k := fit[rng.Intn(len(fit))]
		for _, i := range all[k] {
			label[i] = len(shape)
		}
		shape = append(shape, letters[k])
	}
	sol := make(grid.Shading, s.N())
	var shaded []int
	for i, l := range label {
		if l >= 0 {
			sol[i] = 1
			shaded = append(shaded, i)
		}
	}
	s.Spread(rng, label, shaded) // the regions grow over the unshaded cells
	return newPuzzle(s, s.Regions(label)), sol
}

// fits reports whether a tetromino of the letter may be laid on cells:
// free, beside one laid before (but for the first), no 2x2 shaded, no
// tetromino of its shape beside it.
func fits(s grid.Shape, label []int, shape []byte, cells []int, letter byte) bool {
	beside := len(shape) == 0
	for _, i := range cells {
		if label[i] >= 0 {
			return false
		}
		for _, j := range s.Neighbours(i) {
			if l := label[j]; l >= 0 {
				beside = true
				if shape[l] == letter {
					return false
				}
			}
		}
	}
	laid := func(i int) bool { return label[i] >= 0 || slices.Contains(cells, i) }
	for _, b := range s.Blocks() {
		if laid(b[0]) && laid(b[1]) && laid(b[2]) && laid(b[3]) {
			return false
		}
	}
	return beside
}

// mend moves a cell that other shades and sol does not into a
// neighbouring region, which rules other out; the parts of its old
// region cut off from sol's tetromino there (unshaded cells) join it too,
// and sol stays a solution. Of all such moves, one that leaves the
// fewest tetrominoes fitting in the region the cell joins. It returns
// false when no cell can move.
func (p *Puzzle) mend(rng *rand.Rand, sol, other grid.Shading) (*Puzzle, bool) {
	var best *Puzzle
	least := 0
	for _, i := range rng.Perm(p.N()) {
		old := p.Label[i]
		if other[i] != 1 || sol[i] != 0 {
			continue
		}
		for _, j := range p.Neighbours(i) {
			k := p.Label[j]
			if k == old {
				continue
			}
			label := append([]int(nil), p.Label...)
			label[i] = k
			for _, part := range p.Components(func(c int) bool { return label[c] == old }, func(a, b int) bool { return true }) {
				if !slices.ContainsFunc(part, func(c int) bool { return sol[c] == 1 }) {
					for _, c := range part {
						label[c] = k // joined to i through the part
					}
				}
			}
			q := newPuzzle(p.Shape, p.Shape.Regions(label))
			if fit, _ := q.placements(q.Regions[q.Label[i]]); best == nil || len(fit) < least {
				best, least = q, len(fit)
			}
		}
	}
	return best, best != nil
}

// facts writes the puzzle for bench/asp/lits.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if p.Label[i] >= 0 {
			fact("region", p.Label[i])
		}
	})
}
