package numberlink

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// MaxNumber is the largest number a cell may hold (puzz.link's limit).
const MaxNumber = 4095

// Puzzle is a Numberlink grid.
type Puzzle struct {
	grid.Shape
	Nums []int // row-major: a number 1 to MaxNumber, 0 an empty cell
	Fill bool  // every cell on a path (--fill; Arukone's rule)
}

// Board is a solution: each cell's lines as a mask of directions
// (grid.Dir.Bit), 0 for a cell no path passes.
type Board []int

// Genre is Numberlink as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "numberlink",
	Aliases: []string{"arukone", "numlin"},
	Summary: "Numberlink (Arukone): join equal numbers by paths that never cross or share a cell; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.Janko("arukone", "numberlink"),
	Links:   []kit.Link[*Puzzle]{kit.URL(readURL, writeURL, "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", urlNames...)},
	Flags: func(fs *pflag.FlagSet) func(*Puzzle) (*Puzzle, error) {
		fill := fs.Bool("fill", false, "every cell on a path (the variant in which the paths use the whole grid)")
		return func(p *Puzzle) (*Puzzle, error) {
			p.Fill = p.Fill || *fill
			return p, nil
		}
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	// Under --forced, the edges every solution has and none has (QA: the
	// paths traced from the ends held one piece of them).
	ShowForced: kit.ForcedEdges(show, "paths", func(p *Puzzle, b Board) (grid.Shape, []int) { return p.Shape, b }),
	// The only solution: no line could go round through unused cells
	// between two of its cells (README).
	Sole: func(p *Puzzle, b Board) bool { return !p.Detour(b) },
	// Split a puzzle asked more than one solution (README, "Side by side").
	Split: &kit.Split[*Puzzle]{Lookahead: func(p *Puzzle, o *solve.Options) bool { return p.N() >= splitFrom && !o.Guided }, After: 500 * time.Millisecond},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"numberlink/*.txt"}, Axes: []string{"connect", "card"}, Facts: facts},
}

// splitFrom is the fewest cells of a puzzle worth splitting into
// look-ahead cubes: smaller ones lost (README).
const splitFrom = 144

var urlNames = []string{"numlin", "numberlink", "arukone"}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{Usage: "[--size N]", Own: generator}
	kit.Register(Genre)
}

// check says why the numbers cannot be a puzzle (each twice), or nil; at
// is the place of the first cell of a number.
func (p *Puzzle) check() (at int, err error) {
	seen := map[int][]int{}
	for i, n := range p.Nums {
		if n != 0 {
			seen[n] = append(seen[n], i)
		}
	}
	for _, n := range p.numbers() {
		if c := seen[n]; len(c) != 2 {
			times := map[bool]string{true: "once", false: strconv.Itoa(len(c)) + " times"}[len(c) == 1]
			return c[len(c)-1], fmt.Errorf("%s: the number %d appears %s: expected each number twice", p.Name(c[len(c)-1]), n, times)
		}
	}
	return 0, nil
}

// numbers returns the numbers of the puzzle, smallest first.
func (p *Puzzle) numbers() []int {
	out := slices.Compact(slices.Sorted(slices.Values(p.Nums)))
	return slices.DeleteFunc(out, func(n int) bool { return n == 0 })
}

// ends returns the two cells of number n, row-major.
func (p *Puzzle) ends(n int) (a, b int) {
	a = slices.Index(p.Nums, n)
	return a, a + 1 + slices.Index(p.Nums[a+1:], n)
}

// readText reads the typed grid, the line "fill" above it for the rule of
// every cell used (an Arukone link's, --fill's).
func readText(t *grid.Text) (*Puzzle, error) {
	opts, body, err := t.Switches("fill")
	if err != nil {
		return nil, err
	}
	s, toks, nums, err := body.Numbers(MaxNumber)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: s, Nums: nums, Fill: opts["fill"]} // grid.NoClue is 0, an empty cell
	if at, err := p.check(); err != nil {
		return nil, toks[at].Errorf("%v", err)
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return map[bool]string{true: "fill\n"}[p.Fill] + grid.FormatText(p.FrameCells(func(i int) string { return grid.NumberText(p.Nums[i], ".") }), nil)
}

// readURL reads pzprjs's numlin (decodeNumber16); Arukone's URL, the
// same grid, reads too, with its rule of every cell used (--fill's)
// unless its flag e (pzprjs's dontpassallcell) lifts it.
func readURL(s string) (*Puzzle, error) {
	u, nums, err := puzzlink.ReadNumbers(s, grid.MaxSide, 0, func(v int) error {
		if v < 1 || v > MaxNumber {
			return fmt.Errorf("the number %s: expected 1 to %d", map[bool]string{true: "?", false: strconv.Itoa(v)}[v == puzzlink.Unknown], MaxNumber)
		}
		return nil
	}, urlNames...)
	if err != nil {
		return nil, err
	}
	if u.Flag != "" && u.Flag != "e" || u.Variant != "" {
		return nil, &puzzlink.Error{Col: u.FlagCol(), Msg: fmt.Sprintf("flag %q, variant %q: expected plain Numberlink", u.Flag, u.Variant)}
	}
	p := &Puzzle{Shape: u.Shape(), Nums: nums, Fill: puzzlink.Match(s, "arukone") && u.Flag != "e"}
	if _, err := p.check(); err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

// writeURL writes numlin, or arukone when every cell is used (Fill).
func writeURL(p *Puzzle) (string, error) {
	return puzzlink.WriteNumbers(map[bool]string{false: "numlin", true: "arukone"}[p.Fill], p.Cols, p.Rows, p.Nums, 0), nil
}

// model states the rules: a numbered cell has one line, another cell two
// or none (two under --fill); each cell holds one number or none, the
// number of its path, and a line joins cells of one number; each
// number's cells are one piece through its lines (the kit's Connected,
// so --connect applies), which rules out loops apart from the paths.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	m.TreeForQuestions()
	nums := p.numbers()
	e := m.Edges(p.Shape)
	col := m.OneHot(p.N(), 0, len(nums), p.Name, func(v int) string {
		if v == 0 {
			return "no path"
		}
		return "path " + strconv.Itoa(nums[v-1])
	})
	for i, n := range p.Nums {
		lines := e.Lits(p.EdgesAt(i))
		if n != 0 { // the number's path at its cell is part of the given, which --explain may switch off
			mark := m.Mark()
			m.Fix(col.Is(i, slices.Index(nums, n)+1))
			m.Add(encode.EQ, 1, lines...)
			m.GivenName(mark, i, "%s=%d", p.Name(i), n)
			continue
		}
		mark := m.Mark()
		m.Degree(lines, col.Is(i, 0).Not())
		m.Name(mark, "cell %s", p.Name(i))
		if p.Fill {
			m.Rule(encode.GE, 1, []sat.Lit{col.Is(i, 0).Not()}, "%s on a path", p.Name(i))
		}
	}
	links := make([][2]int, p.NumEdges())
	for k := range links {
		a, b := p.Edge(k)
		links[k] = [2]int{a, b}
		mark := m.Mark()
		for v := range nums {
			x, y, on := col.Is(a, v+1), col.Is(b, v+1), e.Lit(k)
			m.Add(encode.GE, 1, on.Not(), x.Not(), y)
			m.Add(encode.GE, 1, on.Not(), x, y.Not())
		}
		m.Name(mark, "%s one path", p.EdgeName(k))
	}
	if !p.Fill { // paths as short as they can be: guides, which Sole's check answers (README)
		m.GuideShortPaths(p.Shape, e, col, len(nums))
		m.Hope(sat.Not(col.Every(0))...) // and every cell used, tried first (README)
	} else {
		m.HopeShortPaths(p.Shape, e) // what of them a grid filled allows, hoped (README)
	}
	for v, n := range nums {
		a, _ := p.ends(n)
		m.Connected(col.Every(v+1), links, e.All(), a, "path %d", n)
	}
	return func(v kit.Values) Board { return kit.Lines{Shape: p.Shape, Edge: e}.Masks(v) }
}

// Verify checks a board against the rules, reading the board only.
func Verify(p *Puzzle, b Board) error {
	if err := p.CheckMasks(b); err != nil {
		return err
	}
	for i, n := range p.Nums {
		switch d := grid.Degree(b[i]); {
		case n != 0 && d != 1:
			return fmt.Errorf("%s: %d lines at the number %d, expected 1", p.Name(i), d, n)
		case n == 0 && (d == 1 || d > 2):
			return fmt.Errorf("%s: the path ends or branches there (%d lines)", p.Name(i), d)
		case n == 0 && d == 0 && p.Fill:
			return fmt.Errorf("%s: no path passes", p.Name(i))
		}
	}
	walked := make([]bool, p.N())
	for _, n := range p.numbers() {
		a, z := p.ends(n)
		path := p.Walk(b, a)
		if end := path[len(path)-1]; end != z {
			return fmt.Errorf("%s: the path from %s ends at %s, not at the other %d", p.Name(a), p.Name(a), p.Name(end), n)
		}
		for _, i := range path {
			walked[i] = true
		}
	}
	for i := range b {
		if b[i] != 0 && !walked[i] {
			return fmt.Errorf("%s: a loop apart from the paths", p.Name(i))
		}
	}
	return nil
}

func show(p *Puzzle, b Board, _ bool) solve.Answer {
	text := p.PathText(b, func(i int) string {
		if p.Nums[i] == 0 && b[i] == 0 {
			return "·" // a cell no path passes
		}
		return grid.NumberText(p.Nums[i], "")
	})
	paths := [][][2]int{}
	for _, n := range p.numbers() {
		a, _ := p.ends(n)
		paths = append(paths, p.Pairs(p.Walk(b, a)))
	}
	return solve.Answer{Text: text, Fields: map[string]any{"paths": paths}}
}

// generator makes a puzzle from random paths (randomPaths). While a
// second solution differs, a path of the first is cut in two where the
// second's lines differ at a cell the first passes through (the first
// stays a solution; the second, with two lines there, goes). Numbers
// whose removal keeps one solution then go (minimal).
func generator(*pflag.FlagSet) solve.Make {
	return func(ctx context.Context, o *solve.GenerateOptions, rng *rand.Rand) (*solve.Generated, error) {
		size, err := kit.GenerateSize(o.Size, 7, 3, 30)
		if err != nil {
			return nil, err
		}
		for try, s := 0, (grid.Shape{Rows: size, Cols: size}); try < 100; try++ {
			if p, ok, err := repair(ctx, s, randomPaths(s, rng), rng); err != nil {
				return nil, err
			} else if ok {
				return Genre.Generated(ctx, p, len(p.numbers()))
			}
		}
		return nil, fmt.Errorf("no puzzle with one solution in 100 tries")
	}
}

// randomPaths covers s with random paths of two cells or more: from each
// cell no path has, a walk at random through free cells (a cell left
// alone stays empty).
func randomPaths(s grid.Shape, rng *rand.Rand) [][]int {
	owner := slices.Repeat([]int{-1}, s.N())
	var paths [][]int
	for _, i := range rng.Perm(s.N()) {
		if owner[i] >= 0 {
			continue
		}
		path, limit := []int{i}, 2+rng.Intn(2*s.Cols)
		owner[i] = len(paths)
		for len(path) < limit {
			var next []int
			for _, j := range s.Neighbours(path[len(path)-1]) {
				if owner[j] < 0 {
					next = append(next, j)
				}
			}
			if len(next) == 0 {
				break
			}
			j := next[rng.Intn(len(next))]
			owner[j] = len(paths)
			path = append(path, j)
		}
		if len(path) == 1 { // stays empty, unless a later path takes it
			owner[i] = -1
			continue
		}
		paths = append(paths, path)
	}
	return paths
}

// puzzleOf numbers the ends of the paths, in row-major order of their
// first ends, and returns the board they draw.
func puzzleOf(s grid.Shape, paths [][]int) (*Puzzle, Board) {
	p := &Puzzle{Shape: s, Nums: make([]int, s.N())}
	on := make([]bool, s.NumEdges())
	for _, path := range paths {
		p.Nums[path[0]], p.Nums[path[len(path)-1]] = -1, -1
		for k := 1; k < len(path); k++ {
			e, _ := s.EdgeBetween(path[k-1], path[k])
			on[e] = true
		}
	}
	b := Board(s.Masks(on))
	n := 0
	for i := range p.Nums {
		if p.Nums[i] == -1 {
			n++
			w := p.Walk(b, i)
			p.Nums[i], p.Nums[w[len(w)-1]] = n, n
		}
	}
	return p, b
}

// repair cuts paths while the puzzle has a second solution, then drops
// the numbers it can; false when no cut is left.
func repair(ctx context.Context, s grid.Shape, paths [][]int, rng *rand.Rand) (*Puzzle, bool, error) {
	for {
		p, b := puzzleOf(s, paths)
		o, ok, err := Genre.Another(ctx, p, b)
		if err != nil || !ok {
			return minimal(ctx, p, b), err == nil, err
		}
		cut := false
		for _, k := range rng.Perm(len(paths)) {
			path := paths[k]
			for c := 1; c+2 < len(path) && !cut; c++ {
				if i := path[c]; o[i] != b[i] && grid.Degree(o[i]) != 1 {
					paths = append(paths, path[c+1:])
					paths[k] = path[:c+1]
					cut = true
				}
			}
		}
		if !cut {
			return nil, false, nil
		}
	}
}

// minimal drops, in turn, each number whose path is the only way its
// cells can stay empty: the puzzle stays with one solution.
func minimal(ctx context.Context, p *Puzzle, b Board) *Puzzle {
	for _, n := range p.numbers() {
		q := &Puzzle{Shape: p.Shape, Nums: slices.Clone(p.Nums)}
		a, _ := p.ends(n)
		qb := slices.Clone(b)
		for _, i := range p.Walk(b, a) {
			q.Nums[i], qb[i] = 0, 0
		}
		if _, ok, err := Genre.Another(ctx, q, qb); err == nil && !ok {
			p, b = q, qb
		}
	}
	return p
}

// facts writes the puzzle for bench/asp/numberlink.lp.
func facts(p *Puzzle) string {
	return map[bool]string{true: "fill.\n"}[p.Fill] + kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if n := p.Nums[i]; n != 0 {
			fact("number", n)
		}
	})
}
