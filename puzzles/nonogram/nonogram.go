package nonogram

import (
	"cmp"
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a nonogram. Clues are the lengths of the runs of filled cells
// of each line, in order, rows first then columns (grid.Shape.Lines), none
// for an empty line. Cells are kit.Unknown, or 1 for a cell given filled
// and 0 given empty (Tatham's IDs may give some).
type Puzzle struct {
	grid.Shape
	Clues [][]int
	Cells []int
}

// Picture is a solution: 1 filled, 0 empty, kit.Unknown where --forced
// leaves a cell open.
type Picture []int

// Genre is the nonogram as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Picture]{
	Name:    "nonogram",
	Aliases: []string{"pattern"},
	Summary: "Nonogram (Pattern): fill cells so that each row and column has runs of the given lengths, in order; typed grids with their runs, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		kit.URL(readURL, writeURL, "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h", "nonogram"),
		kit.TathamID(readTatham, writeTatham, "3x3:1.1/1.1/2/3/1/2"),
	},
	Options: func(o *solve.Options) { o.PreferNative(); o.PreferNativeCard() }, // measured fastest on Tatham's puzzles
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"nonogram/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// The generator's full puzzle gives every cell: the cells the runs leave
// open stay.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--fill PERCENT]",
	Side:  [3]int{10, 2, 60},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		return &Puzzle{full.Shape, full.Clues, kit.Kept(full.Cells, kept, kit.Unknown)}
	},
	Partner: (*Puzzle).Turn,
}

func newPuzzle(s grid.Shape) *Puzzle {
	return &Puzzle{s, make([][]int, s.Rows+s.Cols), slices.Repeat([]int{kit.Unknown}, s.N())}
}

// setClues sets the runs of line k, refusing runs that do not fit.
func (p *Puzzle) setClues(k int, runs []int) error {
	for _, n := range runs {
		if n < 1 {
			return fmt.Errorf("%s: a run of %d: expected 1 or more", p.LineName(k), n)
		}
	}
	if need, n := grid.RunsLength(runs), len(p.Lines()[k]); need > n {
		return fmt.Errorf("%s: runs %s need %d cells, it has %d", p.LineName(k), clueText(runs, " "), need, n)
	}
	p.Clues[k] = append([]int(nil), runs...) // nil for none: the same puzzle whatever the form
	return nil
}

// clueText writes runs with sep between them.
func clueText(runs []int, sep string) string {
	return strings.ReplaceAll(strings.Trim(fmt.Sprint(runs), "[]"), " ", sep)
}

// cellChar is a cell of the typed grid: open, given filled, given empty.
var cellChar = map[int]string{kit.Unknown: ".", 1: "#", 0: "x"}

// isCell reports whether a token is a cell of the typed grid.
func isCell(s string) bool { return len(s) == 1 && strings.Contains(".#x", s) }

// The typed form: lines of the columns' runs above the grid, a token a
// column ('-' for none at that height); then a line a row, its runs (none,
// or '-') and its cells (. open, # given filled, x given empty).
func readText(t *grid.Text) (*Puzzle, error) {
	var above, rows [][]grid.Token
	var left [][]int
	var heads []grid.Token // each row's first token
	num := func(tok grid.Token) (int, bool) { n, err := strconv.Atoi(tok.Text); return n, err == nil }
	for _, line := range t.Rows {
		var runs []int // the numbers the line starts with
		for _, tok := range line {
			n, ok := num(tok)
			if !ok {
				break
			}
			runs = append(runs, n)
		}
		switch k := len(runs); {
		case k == 0 && len(line) > 1 && line[0].Text == "-" && isCell(line[1].Text): // a row without runs, written as a column's
			left, rows, heads = append(left, nil), append(rows, line[1:]), append(heads, line[0])
		case k < len(line) && line[k].Text != "-" && rows == nil && !isCell(line[k].Text):
			// Not a cell: a bad column run, which made this line the
			// grid's first row and the error a row width's elsewhere.
			return nil, line[k].Errorf("%q: expected a run length or - (the columns' runs above the grid), or a row's runs then its cells (. # x)", line[k].Text)
		case k < len(line) && line[k].Text != "-":
			left, rows, heads = append(left, runs), append(rows, line[k:]), append(heads, line[0])
		case rows != nil:
			return nil, line[0].Errorf("a line of the columns' runs below the grid: they go above it")
		default:
			above = append(above, line)
		}
	}
	if rows == nil {
		return nil, t.Start().Errorf("no grid: expected its rows, each its runs then its cells (. # x)")
	}
	s, toks, err := (&grid.Text{Where: t.Where, Rows: rows}).Cells()
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s)
	for i, tok := range toks {
		if c := strings.Index(".#x", tok.Text); c >= 0 && len(tok.Text) == 1 {
			p.Cells[i] = []int{kit.Unknown, 1, 0}[c]
		} else {
			return nil, tok.Errorf("%q: expected . (a cell to fill or not), # (given filled) or x (given empty)", tok.Text)
		}
	}
	cols := make([][]int, s.Cols)
	heads = append(heads, toks[:s.Cols]...) // a row's first token; a column's first run, or first cell
	for _, line := range above {
		if len(line) != s.Cols {
			return nil, line[0].Errorf("%d columns' runs, expected %d (- for none)", len(line), s.Cols)
		}
		for c, tok := range line {
			if n, ok := num(tok); ok && cols[c] == nil {
				cols[c], heads[s.Rows+c] = []int{n}, tok
			} else if ok {
				cols[c] = append(cols[c], n)
			} else if tok.Text != "-" {
				return nil, tok.Errorf("%q: expected a run or -", tok.Text)
			}
		}
	}
	for k, runs := range append(left, cols...) {
		if err := p.setClues(k, runs); err != nil {
			return nil, heads[k].Errorf("%v", err)
		}
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return drawing(p, func(i int) string { return cellChar[p.Cells[i]] })
}

// drawing lays out the grid of cells, the rows' runs on their left and
// the columns' stacked above.
func drawing(p *Puzzle, cell func(i int) string) string {
	height, width := kit.Longest(p.Clues[p.Rows:]), kit.Longest(p.Clues[:p.Rows])
	var lines [][]string
	var pad []int
	for h := 0; h < height; h++ {
		var line []string
		for _, runs := range p.Clues[p.Rows:] {
			line = append(line, "-")
			if j := h - height + len(runs); j >= 0 {
				line[len(line)-1] = strconv.Itoa(runs[j])
			}
		}
		lines, pad = append(lines, line), append(pad, width)
	}
	for r, cells := range p.FrameCells(cell) {
		lines, pad = append(lines, append(strings.Fields(clueText(p.Clues[r], " ")), cells...)), append(pad, width-len(p.Clues[r]))
	}
	return grid.FormatText(lines, pad)
}

// readURL reads pzprjs's nonogram: its outside lists
// (decodeNumber16ExCell), the columns' first.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide, "nonogram")
	if err != nil {
		return nil, err
	}
	p := newPuzzle(u.Shape())
	r := u.Reader()
	lists, err := r.OutsideLists(p.Cols, p.Rows, func(v int) error {
		if v < 1 {
			return fmt.Errorf("%s: expected a run of 1 or more", puzzlink.FormatNumber16(v))
		}
		return nil
	})
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last run", r.Rest())
	}
	for k := 0; k < len(lists) && err == nil; k++ {
		if err = p.setClues(p.ColumnsFirst(k), lists[k]); err != nil {
			err = &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
		}
	}
	return p, err
}

func writeURL(p *Puzzle) (string, error) {
	if slices.ContainsFunc(p.Cells, func(c int) bool { return c != kit.Unknown }) {
		return "", fmt.Errorf("puzz.link's nonogram has no given cells")
	}
	var w puzzlink.Writer
	w.OutsideLists(p.Cols, p.Rows, slices.Concat(p.Clues[p.Rows:], p.Clues[:p.Rows])) // the columns' first
	return puzzlink.Format("nonogram", p.Cols, p.Rows, w.String()), nil
}

// readTatham reads a game ID of Tatham's Pattern: the runs of the
// columns then of the rows, '/' between lines and '.' between runs;
// then, after ',', cells given (a letter a run of 0 to 24 open cells
// before one, lower case given empty, upper case filled; z and Z 25
// open cells).
func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Pattern game ID such as 3x3:1.1/1.1/2/3/1/2", grid.MaxSide)
	if err == nil && rest != "" {
		err = id.RestError(rest, "%q: Pattern's parameters are the size alone", rest)
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: h, Cols: w})
	d := id.Reader()
	for k := 0; k < w+h; k++ {
		col := d.Col()
		var runs []int
		for n, ok := d.Int(); ok; n, ok = d.Int() {
			if runs = append(runs, n); !d.Accept('.') {
				break
			}
		}
		if err := d.TooLarge(col, slices.Max(append(runs, 0)), "runs"); err != nil {
			return nil, err
		}
		if err := p.setClues(p.ColumnsFirst(k), runs); err != nil {
			return nil, &tatham.Error{Col: col, Msg: err.Error()}
		}
		if k+1 < w+h && !d.Accept('/') {
			return nil, d.Errorf("expected '/' and the runs of %s", p.LineName(p.ColumnsFirst(k+1)))
		}
	}
	for i := 0; i < p.N() && (i > 0 || d.Accept(',')); d.Next() {
		c := d.Peek()
		n := int(c|0x20) - 'a'
		if n < 0 || n > 25 {
			return nil, d.Errorf("%s: expected a letter a-z or A-Z (the cells given)", map[bool]string{true: "the ID ends", false: fmt.Sprintf("unexpected %q", c)}[d.Done()])
		}
		if i += n; i > p.N() {
			return nil, d.Errorf("%q: the run passes the end of the %d cells", c, p.N())
		}
		if n < 25 && i < p.N() {
			p.Cells[i] = map[bool]int{true: 1, false: 0}[c < 'a']
			i++
		}
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	lines := make([]string, len(p.Clues))
	for k := range lines {
		lines[k] = clueText(p.Clues[p.ColumnsFirst(k)], ".")
	}
	var cells strings.Builder
	run, given := 0, false
	for _, c := range p.Cells {
		if c == kit.Unknown {
			if run++; run == 25 {
				cells.WriteByte('z')
				run = 0
			}
			continue
		}
		cells.WriteByte(byte(run + map[int]int{1: 'A', 0: 'a'}[c]))
		run, given = 0, true
	}
	if run > 0 {
		cells.WriteByte(byte('a' + run))
	}
	desc := strings.Join(lines, "/") + map[bool]string{true: "," + cells.String()}[given]
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, desc), nil
}

// model states each line's runs (kit.Model.Runs): "row 3 2 1", "row 4 (empty)".
func model(p *Puzzle, m *kit.Model) func(kit.Values) Picture {
	fill := m.Bools(p.N(), func(i int, on bool) string { return p.Name(i) + map[bool]string{true: "=#", false: "=x"}[on] })
	for i, c := range p.Cells {
		if c != kit.Unknown {
			m.Given(i, encode.EQ, c, fill.Lits([]int{i}), "%s=%s", p.Name(i), cellChar[c])
		}
	}
	for k, line := range p.Lines() {
		mark := m.Mark()
		m.Runs(fill.Lits(line), p.Clues[k])
		m.Name(mark, "%s %s", p.LineName(k), cmp.Or(clueText(p.Clues[k], " "), "(empty)"))
	}
	return func(v kit.Values) Picture { return fill.Decode(v) }
}

// Verify checks the picture against the clues, reading the board only.
func Verify(p *Puzzle, s Picture) error {
	on, err := p.Shaded(grid.Shading(s))
	if err != nil {
		return err
	}
	for i, x := range s {
		if p.Cells[i] != kit.Unknown && p.Cells[i] != x {
			return fmt.Errorf("%s: given %s", p.Name(i), map[int]string{1: "filled", 0: "empty"}[p.Cells[i]])
		}
	}
	for k, line := range p.Lines() {
		if got := clueText(grid.RunsOf(line, on), " "); got != clueText(p.Clues[k], " ") {
			return fmt.Errorf("%s: runs [%s], expected [%s]", p.LineName(k), got, clueText(p.Clues[k], " "))
		}
	}
	return nil
}

func show(p *Puzzle, s Picture, _ bool) solve.Answer {
	glyph := func(i int) string { return map[int]string{1: "#", 0: ".", kit.Unknown: "?"}[s[i]] }
	return solve.Answer{Text: drawing(p, glyph), Fields: map[string]any{"grid": p.RowStrings(glyph)}}
}

// generateFlags makes full puzzles: a random picture, its runs as the
// clues, and every cell given. The --fill percent of the cells whose noise,
// smoothed with the neighbours', is lowest are filled (a cut at --fill
// percent of the range filled none at 10: smoothing gathers the middle).
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	fill := kit.IntFlag(fs, "fill", 50, 1, 99, "the share of filled cells, in percent, 1 to 99")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := newPuzzle(grid.Shape{Rows: size, Cols: size})
		noise, smooth := rng.Perm(p.N()), make([]float64, p.N()) // its own noise counts twice
		for i := range smooth {
			sum := 2 * noise[i]
			for _, j := range p.Neighbours(i) {
				sum += noise[j]
			}
			smooth[i] = float64(sum) / float64(2+len(p.Neighbours(i)))
		}
		order := rng.Perm(p.N())
		slices.SortStableFunc(order, func(i, j int) int { return cmp.Compare(smooth[i], smooth[j]) })
		for k, i := range order { // at least one filled, and one empty
			p.Cells[i] = map[bool]int{true: 1, false: 0}[k < min(max((*fill*p.N()+50)/100, 1), p.N()-1)]
		}
		for k, line := range p.Lines() {
			p.Clues[k] = grid.RunsOf(line, grid.Where(p.Cells, 1))
		}
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/nonogram.lp.
func facts(p *Puzzle) string {
	b := kit.GridFacts(p.Shape, func(i int, fact kit.Fact) {
		if p.Cells[i] != kit.Unknown {
			fact("given", p.Cells[i])
		}
	})
	for k, runs := range p.Clues {
		for j, n := range runs {
			b += fmt.Sprintf("clue(%d,%d,%d).\n", k, j, n)
		}
	}
	return b
}
