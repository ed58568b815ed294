package nonogram

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/jsonpos"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a nonogram: the runs of each line, and cells given filled or
// empty (Tatham's IDs may give some).
type Puzzle struct {
	grid.Shape
	// Clues are the lengths of the runs of filled cells of each line, in
	// order, rows first then columns (grid.Shape.Lines); none for an
	// empty line.
	Clues [][]int
	// Cells are kit.Unknown, or 1 for a cell given filled, 0 given empty.
	Cells []int
}

// Picture is a solution: 1 filled, 0 empty, kit.Unknown where --forced
// leaves a cell open.
type Picture []int

// Genre is the nonogram as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Picture]{
	Name:    "nonogram",
	Aliases: []string{"pattern"},
	Summary: "Nonogram (Pattern): fill cells so that each row and column has runs of the given lengths, in order; typed grids with their clues, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	JSON:    &kit.JSONFormat[*Puzzle]{Read: readJSON, Write: writeJSON},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, "nonogram") }, Read: readURL, Write: writeURL, Example: "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"},
		{Format: "tatham", Is: isTatham, Read: readTatham, Write: writeTatham, Example: "3x3:1.1/1.1/2/3/1/2"},
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"nonogram/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal] [--fill PERCENT]",
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := newPuzzle(full.Shape)
		p.Clues = full.Clues
		for _, i := range kept {
			p.Cells[i] = full.Cells[i]
		}
		return p
	},
	Partner: func(full *Puzzle, i int) int { return full.N() - 1 - i },
}

func newPuzzle(s grid.Shape) *Puzzle {
	p := &Puzzle{s, make([][]int, s.Rows+s.Cols), make([]int, s.N())}
	for i := range p.Cells {
		p.Cells[i] = kit.Unknown
	}
	return p
}

// setClues sets the runs of line k, refusing runs that do not fit.
func (p *Puzzle) setClues(k int, runs []int) error {
	need := -1
	for _, n := range runs {
		if n < 1 || n > grid.MaxSide {
			return fmt.Errorf("%s: a run of %d: expected 1 or more", p.LineName(k), n)
		}
		need += n + 1
	}
	if n := len(p.Lines()[k]); need > n {
		return fmt.Errorf("%s: runs %s need %d cells, it has %d", p.LineName(k), clueText(runs, " "), need, n)
	}
	p.Clues[k] = nil // none: the same puzzle whatever the form
	if len(runs) > 0 {
		p.Clues[k] = runs
	}
	return nil
}

func clueText(runs []int, sep string) string {
	s := make([]string, len(runs))
	for k, n := range runs {
		s[k] = strconv.Itoa(n)
	}
	return strings.Join(s, sep)
}

// Typed form: the columns' runs stacked above the grid, each number
// above its column, then a line per row: its runs, then its cells
// (. open, # given filled, x given empty).
func readText(t *grid.Text) (*Puzzle, error) {
	var above [][]grid.Token
	var rows [][]grid.Token
	var left [][]int
	var heads []grid.Token // each row's first token
	isNum := func(tok grid.Token) bool { _, err := strconv.Atoi(tok.Text); return err == nil }
	for _, line := range t.Rows {
		k := 0
		for k < len(line) && isNum(line[k]) {
			k++
		}
		switch {
		case k == len(line) && rows == nil:
			above = append(above, line)
			continue
		case k == len(line):
			return nil, line[0].Errorf("a line of numbers below the grid: the columns' runs go above it")
		}
		var runs []int
		for _, tok := range line[:k] {
			n, _ := strconv.Atoi(tok.Text)
			runs = append(runs, n)
		}
		left, rows, heads = append(left, runs), append(rows, line[k:]), append(heads, line[0])
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
		switch tok.Text {
		case ".":
		case "#", "x":
			p.Cells[i] = map[string]int{"#": 1, "x": 0}[tok.Text]
		default:
			return nil, tok.Errorf("%q: expected . (a cell to fill or not), # (given filled) or x (given empty)", tok.Text)
		}
	}
	ends := map[int]int{} // a column's last character → the column
	for c, tok := range rows[0] {
		ends[tok.Col+len(tok.Text)-1] = c
	}
	cols := make([][]int, s.Cols)
	for _, line := range above {
		for _, tok := range line {
			c, ok := ends[tok.Col+len(tok.Text)-1]
			if !ok {
				return nil, tok.Errorf("%q stands above no column: its last digit goes above the column's cells", tok.Text)
			}
			n, _ := strconv.Atoi(tok.Text)
			cols[c] = append(cols[c], n)
		}
	}
	for k, runs := range append(left, cols...) {
		if len(runs) == 1 && runs[0] == 0 {
			runs = nil // 0: an empty line
		}
		if err := p.setClues(k, runs); err != nil {
			tok := rows[0][max(k-s.Rows, 0)] // a column's first cell
			if k < s.Rows {
				tok = heads[k]
			}
			return nil, tok.Errorf("%v", err)
		}
	}
	return p, nil
}

// cellChar is a cell of the typed grid: open, given filled, given empty.
var cellChar = map[int]string{kit.Unknown: ".", 1: "#", 0: "x"}

func writeText(p *Puzzle) string {
	return drawing(p, func(i int) string { return cellChar[p.Cells[i]] })
}

// drawing lays out the grid of cells with the runs above and left.
func drawing(p *Puzzle, cell func(i int) string) string {
	width, height, lw := make([]int, p.Cols), 0, 0
	for k, runs := range p.Clues {
		if k < p.Rows {
			lw = max(lw, len(clueText(runs, " ")))
			continue
		}
		height = max(height, len(runs))
		width[k-p.Rows] = 1
		for _, n := range runs {
			width[k-p.Rows] = max(width[k-p.Rows], len(strconv.Itoa(n)))
		}
	}
	var b strings.Builder
	line := func(head string, tok func(c int) string) {
		l := fmt.Sprintf("%*s", lw, head)
		for c := range width {
			l += fmt.Sprintf(" %*s", width[c], tok(c))
		}
		b.WriteString(strings.TrimRight(l, " ") + "\n")
	}
	for h := 0; h < height; h++ {
		line("", func(c int) string {
			runs := p.Clues[p.Rows+c]
			if j := h - height + len(runs); j >= 0 {
				return strconv.Itoa(runs[j])
			}
			return ""
		})
	}
	for r := 0; r < p.Rows; r++ {
		line(clueText(p.Clues[r], " "), func(c int) string { return cell(p.Index(r, c)) })
	}
	return b.String()
}

func readJSON(v *jsonpos.Value) (*Puzzle, error) {
	var lines [2][][]int
	var where [2][]*jsonpos.Value
	for k, key := range []string{"rows", "columns"} {
		f, err := v.Need(key, `the puzzle {"rows": [[runs], ...], "columns": [[runs], ...]}`)
		if err != nil {
			return nil, err
		}
		if where[k], err = f.Elems(key); err != nil {
			return nil, err
		}
		if len(where[k]) == 0 || len(where[k]) > grid.MaxSide {
			return nil, f.Errorf("%d %s: expected 1 to %d", len(where[k]), key, grid.MaxSide)
		}
		for _, e := range where[k] {
			runs, err := e.Ints("a line's runs")
			if err != nil {
				return nil, err
			}
			lines[k] = append(lines[k], runs)
		}
	}
	p := newPuzzle(grid.Shape{Rows: len(lines[0]), Cols: len(lines[1])})
	for k, runs := range append(lines[0], lines[1]...) {
		if err := p.setClues(k, runs); err != nil {
			return nil, append(where[0], where[1]...)[k].Errorf("%v", err)
		}
	}
	if c := v.Field("cells"); !c.IsNull() {
		rows, err := c.Elems("cells")
		if err != nil {
			return nil, err
		}
		if len(rows) != p.Rows {
			return nil, c.Errorf("%d rows of cells, expected %d", len(rows), p.Rows)
		}
		for r, rv := range rows {
			s, err := rv.Str("a row of cells")
			if err != nil {
				return nil, err
			}
			if len(s) != p.Cols || strings.Trim(s, ".#x") != "" {
				return nil, rv.Errorf("%q: expected %d cells, each . # or x", s, p.Cols)
			}
			for c := range s {
				p.Cells[p.Index(r, c)] = map[byte]int{'.': kit.Unknown, '#': 1, 'x': 0}[s[c]]
			}
		}
	}
	return p, nil
}

func writeJSON(p *Puzzle) any {
	lines := make([][]int, len(p.Clues))
	for k, runs := range p.Clues {
		lines[k] = append([]int{}, runs...) // [] for none, not null
	}
	out := map[string]any{"genre": "nonogram", "rows": lines[:p.Rows], "columns": lines[p.Rows:]}
	rows := make([]string, p.Rows)
	given := false
	for i, c := range p.Cells {
		rows[i/p.Cols] += cellChar[c]
		given = given || c != kit.Unknown
	}
	if given {
		out["cells"] = rows
	}
	return out
}

// urlSlots returns the outside cells pzprjs gives a column and a row
// (excellRows, excellCols: half the line, rounded up).
func urlSlots(s grid.Shape) (perCol, perRow int) { return (s.Rows + 1) / 2, (s.Cols + 1) / 2 }

// readURL reads pzprjs's nonogram (decodeNumber16ExCell): the columns'
// runs then the rows', each line its slots from the grid outwards.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "nonogram")
	if err != nil {
		return nil, err
	}
	if u.Cols > grid.MaxSide || u.Rows > grid.MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("a %d×%d grid: expected at most %d a side", u.Cols, u.Rows, grid.MaxSide)}
	}
	p := newPuzzle(grid.Shape{Rows: u.Rows, Cols: u.Cols})
	pc, pr := urlSlots(p.Shape)
	slots := make([]int, p.Cols*pc+p.Rows*pr)
	r := u.Reader()
	err = r.Numbers16(len(slots), "runs", func(pos, v int) error {
		if v < 1 {
			return fmt.Errorf("%s: expected a run of 1 or more", puzzlink.FormatNumber16(v))
		}
		slots[pos] = v
		return nil
	})
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last run", r.Rest())
	}
	if err != nil {
		return nil, err
	}
	for k := range p.Clues {
		start, n := (k-p.Rows)*pc, pc
		if k < p.Rows {
			start, n = p.Cols*pc+k*pr, pr
		}
		var runs []int
		for j := n - 1; j >= 0; j-- {
			if v := slots[start+j]; v > 0 {
				runs = append(runs, v)
			}
		}
		if err := p.setClues(k, runs); err != nil {
			return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
		}
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	for _, c := range p.Cells {
		if c != kit.Unknown {
			return "", fmt.Errorf("puzz.link's nonogram has no given cells")
		}
	}
	pc, pr := urlSlots(p.Shape)
	var w puzzlink.Writer
	for k := range p.Clues {
		k = (k + p.Rows) % len(p.Clues) // the columns first
		runs, n := p.Clues[k], pc
		if k < p.Rows {
			n = pr
		}
		for j := 0; j < n; j++ {
			if j < len(runs) {
				w.Number16(runs[len(runs)-1-j])
			} else {
				w.Empty()
			}
		}
	}
	return puzzlink.Format("nonogram", p.Cols, p.Rows, w.String()), nil
}

func isTatham(s string) bool {
	id, err := tatham.Parse(s, "")
	return err == nil && id.Params != "" && id.Params[0] >= '0' && id.Params[0] <= '9'
}

// readTatham reads a game ID of Tatham's Pattern: the runs of the
// columns then of the rows, '/' between lines and '.' between runs;
// then, after ',', cells given (a letter a run of 0 to 24 open cells
// before one, lower case given empty, upper case filled; z and Z 25
// open cells).
func readTatham(s string) (*Puzzle, error) {
	id, err := tatham.Parse(s, "a Pattern game ID such as 3x3:1/2/1.1/3//2")
	if err != nil {
		return nil, err
	}
	w, h, rest, err := id.Size(grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if rest != "" {
		return nil, &tatham.Error{Col: id.ParamsCol + len(id.Params) - len(rest), Msg: fmt.Sprintf("%q: Pattern's parameters are the size alone", rest)}
	}
	p := newPuzzle(grid.Shape{Rows: h, Cols: w})
	d := id.Reader()
	for k := 0; k < w+h; k++ {
		line := (k + h) % (w + h)
		col := d.Col()
		var runs []int
		for n, ok := d.Int(); ok; n, ok = d.Int() {
			runs = append(runs, n)
			if !d.Accept('.') {
				break
			}
		}
		if err := p.setClues(line, runs); err != nil {
			return nil, &tatham.Error{Col: col, Msg: err.Error()}
		}
		if k+1 < w+h && !d.Accept('/') {
			return nil, d.Errorf("expected '/' and the runs of %s", p.LineName((k+1+h)%(w+h)))
		}
	}
	if d.Accept(',') {
		for i := 0; i < p.N(); d.Next() {
			c := d.Peek()
			n := int(c|0x20) - 'a'
			if n < 0 || n > 25 || c == 0 {
				return nil, d.Errorf("unexpected %q: expected a letter a-z or A-Z (the cells given)", c)
			}
			if i += n; i > p.N() {
				return nil, d.Errorf("%q: the run passes the end of the %d cells", c, p.N())
			}
			if n < 25 && i < p.N() {
				p.Cells[i] = map[bool]int{true: 1, false: 0}[c < 'a']
				i++
			}
		}
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var lines []string
	for k := range p.Clues {
		lines = append(lines, clueText(p.Clues[(k+p.Rows)%len(p.Clues)], "."))
	}
	desc := strings.Join(lines, "/")
	var cells strings.Builder
	run, given := 0, false
	for _, c := range p.Cells {
		switch {
		case c == kit.Unknown:
			if run++; run == 25 {
				cells.WriteByte('z')
				run = 0
			}
		default:
			cells.WriteByte(byte(run + map[int]int{1: 'A', 0: 'a'}[c]))
			run, given = 0, true
		}
	}
	if run > 0 {
		cells.WriteByte(byte('a' + run))
	}
	if given {
		desc += "," + cells.String()
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, desc), nil
}

// model states each line's runs through the cell where each run starts:
// one start a run, each run after the one before it with a gap, a start
// filling its run's cells, and a filled cell covered by some run.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Picture {
	fill := m.Bools(p.N(), func(i int, on bool) string {
		return p.Name(i) + map[bool]string{true: "=#", false: "=."}[on]
	})
	for i, c := range p.Cells {
		if c != kit.Unknown {
			m.Given(i, encode.EQ, c, fill.Lits([]int{i}), "%s=%s", p.Name(i), map[int]string{1: "#", 0: "x"}[c])
		}
	}
	for k, line := range p.Lines() {
		runs, n := p.Clues[k], len(line)
		mark := m.Mark()
		cover := make([][]sat.Lit, n)
		var prev []sat.Lit // the previous run's starts, by position
		lo := 0
		for j, l := range runs {
			hi := n - l
			for _, r := range runs[j+1:] {
				hi -= r + 1
			}
			start := m.Aux(hi - lo + 1)
			m.Add(encode.EQ, 1, start.All()...)
			starts := make([]sat.Lit, n)
			for q := lo; q <= hi; q++ {
				s := start.Lit(q - lo)
				starts[q] = s
				for i := q; i < q+l; i++ {
					m.Add(encode.GE, 1, s.Not(), fill.Lit(line[i]))
					cover[i] = append(cover[i], s)
				}
			}
			for q, s := range prev { // run j−1 at q: run j at q + its length + 1 or after
				if s != 0 {
					after := []sat.Lit{s.Not()}
					for x := q + runs[j-1] + 1; x <= hi; x++ {
						after = append(after, starts[x])
					}
					m.Add(encode.GE, 1, after...)
				}
			}
			prev, lo = starts, lo+l+1
		}
		for i, c := range cover {
			m.Add(encode.GE, 1, append(c, fill.Lit(line[i]).Not())...)
		}
		m.Name(mark, "%s %s", p.LineName(k), clueText(runs, " "))
	}
	return func(v kit.Values) Picture { return fill.Decode(v) }
}

// runsOf returns the runs of filled cells of a line.
func runsOf(line []int, on []bool) []int {
	var out []int
	n := 0
	for _, i := range append(line, -1) {
		if i >= 0 && on[i] {
			n++
		} else if n > 0 {
			out, n = append(out, n), 0
		}
	}
	return out
}

// Verify checks the picture against the clues, reading the board only.
func Verify(p *Puzzle, s Picture) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(s), p.N())
	}
	on := make([]bool, len(s))
	for i, x := range s {
		if x != 0 && x != 1 {
			return fmt.Errorf("%s: undecided", p.Name(i))
		}
		if on[i] = x == 1; p.Cells[i] != kit.Unknown && p.Cells[i] != x {
			return fmt.Errorf("%s: given %s", p.Name(i), map[int]string{1: "filled", 0: "empty"}[p.Cells[i]])
		}
	}
	for k, line := range p.Lines() {
		if got := runsOf(line, on); clueText(got, " ") != clueText(p.Clues[k], " ") {
			return fmt.Errorf("%s: runs [%s], expected [%s]", p.LineName(k), clueText(got, " "), clueText(p.Clues[k], " "))
		}
	}
	return nil
}

func show(p *Puzzle, s Picture, _ bool) solve.Answer {
	strs := make([]string, p.Rows)
	ch := func(i int) string { return map[int]string{1: "#", 0: ".", kit.Unknown: "?"}[s[i]] }
	for i := range s {
		strs[i/p.Cols] += ch(i)
	}
	return solve.Answer{Text: drawing(p, ch), Fields: map[string]any{"grid": strs}}
}

// generateFlags makes full puzzles: a random picture, smoothed once, its
// runs as the clues and every cell given (the generator takes away the
// cells the runs decide).
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	fill := fs.Int("fill", 50, "the share of filled cells, in percent")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		if size == 0 {
			size = 10
		}
		if size < 2 || size > 60 || *fill < 1 || *fill > 99 {
			return nil, fmt.Errorf("--size %d, --fill %d: expected 2 to 60 and 1 to 99", size, *fill)
		}
		p := newPuzzle(grid.Shape{Rows: size, Cols: size})
		noise := make([]int, p.N())
		for i := range noise {
			noise[i] = rng.Intn(100)
		}
		on := make([]bool, p.N())
		for i := range on {
			sum := 2 * noise[i]
			for _, j := range p.Neighbours(i) {
				sum += noise[j]
			}
			on[i] = sum < *fill*(2+len(p.Neighbours(i)))
			p.Cells[i] = map[bool]int{true: 1, false: 0}[on[i]]
		}
		for k, line := range p.Lines() {
			p.Clues[k] = runsOf(line, on)
		}
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/nonogram.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d).\n", p.Rows, p.Cols)
	for k, runs := range p.Clues {
		kind, at := "row", k
		if k >= p.Rows {
			kind, at = "col", k-p.Rows
		}
		for j, n := range runs {
			fmt.Fprintf(&b, "clue(%s,%d,%d,%d).\n", kind, at, j, n)
		}
		fmt.Fprintf(&b, "runs(%s,%d,%d).\n", kind, at, len(runs))
	}
	for i, c := range p.Cells {
		if c != kit.Unknown {
			r, col := p.RC(i)
			fmt.Fprintf(&b, "given(%d,%d,%d).\n", r, col, c)
		}
	}
	return b.String()
}
