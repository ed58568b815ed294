package ripple

import (
	"cmp"
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/clip"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Ripple Effect grid: its regions and given digits.
type Puzzle struct {
	grid.Shape
	Label []int // each cell's region, numbered by first cell in row-major order
	Given []int // a cell's given digit, 0 for none
}

// MaxRegion bounds a region's cells (a variable per cell and digit).
const MaxRegion = 81

// Digits is a solution: a digit per cell, kit.Unknown where --forced
// leaves it open.
type Digits []int

// regions returns each region's cells, in increasing order.
func (p *Puzzle) regions() [][]int { return p.Regions(p.Label) }

// sizes returns each cell's region's size.
func (p *Puzzle) sizes() []int {
	out := make([]int, p.N())
	for _, reg := range p.regions() {
		for _, i := range reg {
			out[i] = len(reg)
		}
	}
	return out
}

// Genre is Ripple Effect as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Digits]{
	Name:    "ripple",
	Aliases: []string{"rippleeffect", "hakyuu"},
	Summary: "Ripple Effect (Hakyuu): a region of n cells holds 1 to n, two equal digits k in a line at least k cells apart; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText, Comment: "#"},
	Janko:   kit.JankoAreas("hakyuu", "ripple", "ripple-effect"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?ripple/4/4/9n8rigk14h32k", "ripple"),
	},
	Model:  model,
	Verify: Verify,
	Show: func(p *Puzzle, d Digits, colour bool) solve.Answer {
		return kit.ShowNumbersIn(p.Shape, p.Label, d, colour)
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"ripple/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// newPuzzle returns the puzzle of the regions that label gives (each
// connected area of a label one region), without givens.
func newPuzzle(s grid.Shape, label []int) *Puzzle {
	return &Puzzle{s, s.Labels(s.Regions(label)), make([]int, s.N())}
}

// readText reads a grid of tokens, a cell each: its region's label
// (letters; one connected area a label), and its given digit after it.
func readText(t *grid.Text) (*Puzzle, error) {
	s, r, err := t.Labelled("region", "with the cell's digit after it")
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s, r.Label)
	sizes := p.sizes()
	if n := slices.Max(sizes); n > MaxRegion {
		return nil, r.Tokens[slices.Index(sizes, n)].Errorf("a region of %d cells: expected at most %d", n, MaxRegion)
	}
	for i, mark := range r.Marks {
		if mark.Text == "" {
			continue
		}
		if strings.Trim(mark.Text, "0123456789") != "" {
			return nil, r.Tokens[i].Errorf("%q: expected a region's label (letters), with the cell's digit after it", r.Tokens[i].Text)
		}
		v, err := strconv.Atoi(mark.Text) // too large for an int; out of range, give says so
		if err != nil {
			return nil, r.Tokens[i].Errorf("%s: %s in a region of %s: expected 1 to %d", p.Name(i), mark.Text, clip.Count(sizes[i], "cell"), sizes[i])
		}
		if err := p.give(i, v, sizes[i]); err != nil {
			return nil, r.Tokens[i].Errorf("%v", err)
		}
	}
	return p, nil
}

// give sets cell i's given digit, refusing one out of its region's range.
func (p *Puzzle) give(i, v, n int) error {
	if v < 1 || v > n {
		return fmt.Errorf("%s: %d in a region of %s: expected 1 to %d", p.Name(i), v, clip.Count(n, "cell"), n)
	}
	p.Given[i] = v
	return nil
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return grid.RoomLabel(p.Label[i]) + grid.NumberText(p.Given[i], "") }), nil)
}

// readURL reads pzprjs's Ripple URL: the borders (decodeBorder), a
// number or none per cell (decodeNumber16, '.' an unknown digit, read as
// none), and pzprjs's cells outside the grid (decodeEmpty), which
// puzzlesat refuses.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ReadRegions(s, grid.MaxSide, "ripple")
	if err != nil {
		return nil, err
	}
	sh, r := u.Shape(), u.Rest
	p := newPuzzle(sh, sh.Labels(u.Regions))
	sizes := p.sizes()
	if n := slices.Max(sizes); n > MaxRegion {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("a region of %d cells: expected at most %d", n, MaxRegion)}
	}
	err = r.Numbers16(sh.N(), "digits", func(pos, v int) error {
		if v == puzzlink.Unknown {
			return nil
		}
		return p.give(pos, v, sizes[pos])
	})
	if col := r.Col(); err == nil && !r.Done() {
		if empty, e := r.Bits(sh.N()); e != nil || slices.Contains(empty, true) {
			return nil, cmp.Or(e, error(&puzzlink.Error{Col: col, Msg: "cells outside the grid (pzprjs's empty cells): puzzlesat's Ripple Effect has none"}))
		}
	}
	if err == nil {
		err = r.End("last cell")
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Borders(p.Cols, p.Rows, p.Borders(p.Label))
	w.Numbers16(p.Given, 0)
	return puzzlink.Format("ripple", p.Cols, p.Rows, w.String()), nil
}

// model: a digit per cell among 1 to its region's size (kit.Choice);
// each region holds each of its digits once; in each row and column, a
// window of k+1 cells holds at most one k; a given digit is a clue.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Digits {
	regions := p.regions()
	var pairs [][2]int
	for i := range p.Label {
		for v := 1; v <= len(regions[p.Label[i]]); v++ {
			pairs = append(pairs, [2]int{i, v})
		}
	}
	x := m.Choice(p.N(), pairs, func(i, v int, on bool) string {
		if on {
			return fmt.Sprintf("%s=%d", p.Name(i), v)
		}
		return fmt.Sprintf("%s≠%d", p.Name(i), v)
	})
	m.TrueOnly()
	has := func(cells []int, v int) []sat.Lit { // the literals of cells holding v
		var out []sat.Lit
		for _, i := range cells {
			if l, ok := x.Is(i, v); ok {
				out = append(out, l)
			}
		}
		return out
	}
	for i := range p.Label {
		var own []sat.Lit
		for _, v := range x.Values(i) {
			own = append(own, has([]int{i}, v)...)
		}
		m.Rule(encode.EQ, 1, own, "cell %s", p.Name(i))
		if v := p.Given[i]; v > 0 {
			m.Given(i, encode.GE, 1, has([]int{i}, v), "%s=%d", p.Name(i), v)
		}
	}
	for _, reg := range regions {
		for v := 1; v <= len(reg); v++ {
			m.Rule(encode.EQ, 1, has(reg, v), "region of %s holds one %d", p.Name(reg[0]), v)
		}
	}
	most := slices.Max(p.sizes())
	for _, line := range p.Lines() {
		for a := range line { // a window of v+1 cells from line[a], or to the end
			for v := 1; v <= most && (a == 0 || a+v < len(line)); v++ {
				if w := has(line[a:min(a+v+1, len(line))], v); len(w) > 1 {
					m.Rule(encode.LE, 1, w, "%s-%s holds at most one %d", p.Name(line[a]), p.Name(line[min(a+v, len(line)-1)]), v)
				}
			}
		}
	}
	return func(v kit.Values) Digits { return x.Decode(v) }
}

// Verify checks the digits against the rules, reading the board only.
func Verify(p *Puzzle, d Digits) error {
	if len(d) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(d), p.N())
	}
	for _, reg := range p.regions() {
		at := map[int]int{}
		for _, i := range reg {
			if v := d[i]; v < 1 || v > len(reg) {
				return fmt.Errorf("%s: %d, expected 1 to %d (its region's cells)", p.Name(i), v, len(reg))
			} else if j, ok := at[v]; ok {
				return fmt.Errorf("%s and %s: two %ds in the region of %s", p.Name(j), p.Name(i), v, p.Name(reg[0]))
			}
			at[d[i]] = i
		}
	}
	for i, v := range d {
		if g := p.Given[i]; g > 0 && v != g {
			return fmt.Errorf("%s: %d, given %d", p.Name(i), v, g)
		}
		for _, dir := range []grid.Dir{grid.Right, grid.Down} {
			ray := p.Ray(i, dir)
			for _, j := range ray[:min(v, len(ray))] {
				if d[j] == v {
					return fmt.Errorf("%s and %s: two %ds closer than %d cells apart", p.Name(i), p.Name(j), v, v+1)
				}
			}
		}
	}
	return nil
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--region N]",
	Side:  [3]int{8, 2, 30},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, full.Label, kit.Kept(full.Given, kept, 0)}
	},
	Partner: (*Puzzle).Turn,
}

// generateFlags makes full puzzles, every cell's digit shown: random
// regions of 2 to --region cells (fewer where hemmed in), each given
// digits as it grows (fill); after 20 regions in a row that fill could
// not give digits, one is taken as it is and the SAT solver finishes.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	most := kit.IntFlag(fs, "region", 7, 2, 9, "the largest region's cells, 2 to 9")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		s := grid.Shape{Rows: size, Cols: size}
		free, d := make([]int, s.N()), make([]int, s.N())
		for i := range free {
			free[i] = -1
		}
		fails := 0 // regions that fill could not give digits in a row
		fits := func(label, cells []int) bool {
			if fill(s, label, cells, d, rng, 0) || fails == 20 {
				fails = 0
				return true
			}
			fails++
			return false
		}
		// Small regions may leave no layout any digits fit (regions of
		// two cells hold a 1 and a 2 each, and the 2s of a row must be
		// three apart): the tries are bounded (layoutTries), and the
		// generator gives up (exit 1).
		p, d, ok, err := Genre.SolvedLayout(ctx, rng, layoutTries, func() (*Puzzle, bool) {
			label := s.GrowRegions(rng, free, func() int { return 2 + rng.Intn(*most-1) }, fits, 50)
			if label == nil {
				return nil, false
			}
			return newPuzzle(s, label), true // the SAT solver finishes what fill left
		})
		if err != nil {
			return nil, err
		}
		if ok {
			copy(p.Given, d)
			return p, nil
		}
		return nil, fmt.Errorf("%w: no layout of regions of 2 to %d cells took digits in %d tries (--region larger, or --size smaller)", solve.ErrNoPuzzle, *most, layoutTries)
	}
}

// layoutTries bounds the layouts of regions the generator tries: about
// 10 s on an 8×8. With --region 4 half the seeds found a puzzle within it
// (in 6 to 12 s); --region 2 and 3 none, where the loop ran unbounded.
const layoutTries = 20000

// fill gives cells[k:] digits of their region (cells), none twice, none
// k or fewer cells from a k of the regions labelled so far, and reports
// whether it could.
func fill(s grid.Shape, label, cells, d []int, rng *rand.Rand, k int) bool {
	if k == len(cells) {
		return true
	}
	i := cells[k]
next:
	for _, v := range rng.Perm(len(cells)) {
		v++
		for _, j := range cells[:k] {
			if d[j] == v {
				continue next
			}
		}
		for _, dir := range grid.Dirs {
			ray := s.Ray(i, dir)
			for _, j := range ray[:min(v, len(ray))] {
				if d[j] == v && label[j] >= 0 && (!slices.Contains(cells, j) || slices.Index(cells, j) < k) {
					continue next
				}
			}
		}
		if d[i] = v; fill(s, label, cells, d, rng, k+1) {
			return true
		}
	}
	return false
}

// facts writes the puzzle for bench/asp/ripple.lp.
func facts(p *Puzzle) string {
	sizes := p.sizes()
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		fact("region", p.Label[i], sizes[i])
		if v := p.Given[i]; v > 0 {
			fact("given", v)
		}
	})
}
