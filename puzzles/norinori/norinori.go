package norinori

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"unicode"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Norinori grid: its regions.
type Puzzle struct {
	grid.Shape
	Region []int // the region of each cell, numbered from 0 in reading order
}

// Genre is Norinori as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "norinori",
	Summary: "Norinori: two shaded cells in each region, every shaded cell in a domino; typed grids of regions, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoAreas("norinori"),
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?norinori/5/5/cag4ocjo", "norinori"),
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"norinori/*.txt"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N]", Own: generator}
	kit.Register(Genre)
}

// newPuzzle numbers the regions of labels (a label a cell, equal labels
// joined through sides one region) in reading order.
func newPuzzle(s grid.Shape, labels []int) *Puzzle {
	return &Puzzle{s, s.Labels(s.Regions(labels))}
}

func (p *Puzzle) regions() [][]int { return p.Regions(p.Region) }

// letter names region k in the typed grid: a-z, A-Z, then numbers.
func letter(k, n int) string {
	const abc = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	if n <= len(abc) {
		return abc[k : k+1]
	}
	return fmt.Sprint(k)
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	ids := map[string]int{}
	labels := make([]int, s.N())
	for i, tok := range toks {
		if strings.ContainsFunc(tok.Text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			return nil, tok.Errorf("%q: expected a region's name (a letter or a number)", tok.Text)
		}
		if _, ok := ids[tok.Text]; !ok {
			ids[tok.Text] = len(ids)
		}
		labels[i] = ids[tok.Text]
	}
	return newPuzzle(s, labels), nil
}

func writeText(p *Puzzle) string {
	n := len(p.regions())
	return grid.FormatText(p.FrameCells(func(i int) string { return letter(p.Region[i], n) }), nil)
}

// readURL reads pzprjs's decodeBorder: the borders between cells.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ReadRegions(s, grid.MaxSide, "norinori")
	if err == nil {
		err = u.Rest.End("borders")
	}
	if err != nil {
		return nil, err
	}
	return &Puzzle{u.Shape(), u.Shape().Labels(u.Regions)}, nil
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	w.Borders(p.Cols, p.Rows, p.Borders(p.Region))
	return puzzlink.Format("norinori", p.Cols, p.Rows, w.String()), nil
}

// model states the rules: two shaded cells a region, and a shaded cell
// beside exactly one other.
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	sh := m.Bools(p.N(), func(i int, on bool) string {
		if on {
			return p.Name(i) + " shaded"
		}
		return p.Name(i) + " unshaded"
	})
	for _, cells := range p.regions() {
		m.Rule(encode.EQ, 2, sh.Lits(cells), "region of %s", p.Name(cells[0]))
	}
	for i := 0; i < p.N(); i++ {
		near := p.Neighbours(i)
		mark := m.Mark()
		m.Add(encode.GE, 1, append([]sat.Lit{sh.Lit(i).Not()}, sh.Lits(near)...)...)
		for a := range near {
			for b := a + 1; b < len(near); b++ {
				m.Add(encode.GE, 1, sh.Lit(i).Not(), sh.Lit(near[a]).Not(), sh.Lit(near[b]).Not())
			}
		}
		m.Name(mark, "%s in a domino", p.Name(i))
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.Shaded(b)
	if err != nil {
		return err
	}
	for i := range on {
		if on[i] {
			if err := grid.CheckCount(p.Name(i), grid.Count(p.Neighbours(i), on), 1, "shaded neighbours"); err != nil {
				return err
			}
		}
	}
	for _, cells := range p.regions() {
		if err := grid.CheckCount("the region of "+p.Name(cells[0]), grid.Count(cells, on), 2, "shaded cells"); err != nil {
			return err
		}
	}
	return nil
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	n := len(p.regions())
	text := p.ShadedText(b, func(i int) string { return letter(p.Region[i], n) })
	return solve.Answer{Text: text, Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// generator draws random dominoes, none touching another, and grows a
// region around each from its two cells; while another solution
// differs, a cell that it shades and the drawn one does not moves to a
// neighbouring region (see repair), which keeps the drawn solution.
func generator(*pflag.FlagSet) solve.Make {
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		size := o.Size
		if size == 0 {
			size = 6
		}
		if size < 4 || size > 30 {
			// None of the 1,434 ways to cut a 3×3 into joined regions
			// has one solution (counted by brute force), nor has a 2×2.
			return nil, fmt.Errorf("--size %d: expected 4 to 30%s", size, map[bool]string{true: " (no smaller Norinori has one solution)"}[size < 4])
		}
		s := grid.Shape{Rows: size, Cols: size}
		draw := func() (*Puzzle, grid.Shading, bool) { p, b := random(s, rng); return p, b, true }
		mend := func(p *Puzzle, b, other grid.Shading) (*Puzzle, bool) { return p, repair(p, b, other, rng) }
		return Genre.Mended(ctx, 4*s.N(), draw, mend, func(p *Puzzle, _ grid.Shading) int { return len(p.regions()) })
	}
}

func random(s grid.Shape, rng *rand.Rand) (*Puzzle, grid.Shading) {
	b := make(grid.Shading, s.N())
	label := make([]int, s.N())
	for i := range label {
		label[i] = -1
	}
	var grow []int
	free := func(i int) bool {
		for _, j := range append(s.Neighbours(i), i) {
			if b[j] == 1 {
				return false
			}
		}
		return true
	}
	for _, i := range rng.Perm(s.N()) {
		j, ok := s.Step(i, grid.Dirs[1+rng.Intn(2)])
		if ok && free(i) && free(j) {
			b[i], b[j] = 1, 1
			label[i], label[j] = len(grow)/2, len(grow)/2
			grow = append(grow, i, j)
		}
	}
	for len(grow) > 0 {
		k := rng.Intn(len(grow))
		a := grow[k]
		grew := false
		for _, c := range rng.Perm(4) {
			if j, ok := s.Step(a, grid.Dirs[c]); ok && label[j] < 0 {
				label[j] = label[a]
				grow = append(grow, j)
				grew = true
				break
			}
		}
		if !grew {
			grow = append(grow[:k], grow[k+1:]...)
		}
	}
	return newPuzzle(s, label), b
}

// repair moves a cell that other shades and b does not into a
// neighbouring region, with the cells of a path to it through its own
// region that b leaves unshaded, where its own region stays one piece.
func repair(p *Puzzle, b, other grid.Shading, rng *rand.Rand) bool {
	for _, d := range rng.Perm(p.N()) {
		if b[d] == 1 || other[d] == 0 {
			continue
		}
		from := map[int]int{d: -1}
		for queue := []int{d}; len(queue) > 0; queue = queue[1:] {
			e := queue[0]
			for _, j := range p.Neighbours(e) {
				if p.Region[j] != p.Region[d] {
					label := append([]int(nil), p.Region...)
					for c := e; c >= 0; c = from[c] {
						label[c] = p.Region[j]
					}
					if q := newPuzzle(p.Shape, label); len(q.regions()) == len(p.regions()) {
						*p = *q
						return true
					}
				} else if _, seen := from[j]; !seen && b[j] == 0 {
					from[j] = e
					queue = append(queue, j)
				}
			}
		}
	}
	return false
}

// facts writes the puzzle for bench/asp/norinori.lp.
func facts(p *Puzzle) string {
	return kit.GridFacts(p.Shape, func(i int, fact kit.Fact) { fact("in", p.Region[i]) })
}
