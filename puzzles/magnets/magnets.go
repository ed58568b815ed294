package magnets

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Magnets board: its dominoes, and the poles counted in each
// line.
type Puzzle struct {
	grid.Shape
	// Mate is each cell's other half of its domino, or the cell itself
	// for a cell in none (always blank).
	Mate []int
	// Plus and Minus count the + and − poles of each line, rows first
	// then columns (grid.Shape.Lines), −1 where not given.
	Plus, Minus []int
}

// The values of a cell of a Board.
const (
	Blank = 0
	Plus  = 1
	Minus = 2
)

// Board is a solution: Blank, Plus or Minus a cell, kit.Unknown where
// --forced leaves it open.
type Board []int

// Genre is Magnets as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Board]{
	Name:    "magnets",
	Summary: "Magnets: each domino a magnet (+ and −) or blank, like poles never side by side, poles counted in each row and column; typed grids, JSON, puzz.link URLs, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		{Format: "url", Is: func(s string) bool { return puzzlink.Match(s, "magnets") }, Read: readURL, Write: writeURL, Example: "https://puzz.link/p?magnets/2/2/11111111ig"},
		{Format: "tatham", Is: isTatham, Read: readTatham, Write: writeTatham, Example: "2x2:11,11,11,11,LRLR"},
	},
	Model:  model,
	Verify: Verify,
	Show:   show,
	Bench:  &kit.Bench[*Puzzle]{Files: []string{"magnets/tatham.tsv"}, Axes: []string{"amo", "card"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// The tags of the counts: Plus's line k is k, Minus's lines + k.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal]",
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := newPuzzle(full.Shape)
		p.Mate = full.Mate
		all := append(append([]int(nil), full.Plus...), full.Minus...)
		for _, t := range kept {
			*p.count(t) = all[t]
		}
		return p
	},
	Partner: func(full *Puzzle, t int) int {
		n := full.Rows + full.Cols
		k := t % n
		if k < full.Rows {
			return t - k + full.Rows - 1 - k
		}
		return t - k + full.Rows + n - 1 - k
	},
}

func newPuzzle(s grid.Shape) *Puzzle {
	p := &Puzzle{Shape: s, Mate: make([]int, s.N()), Plus: make([]int, s.Rows+s.Cols), Minus: make([]int, s.Rows+s.Cols)}
	for i := range p.Mate {
		p.Mate[i] = i
	}
	for k := range p.Plus {
		p.Plus[k], p.Minus[k] = -1, -1
	}
	return p
}

// count returns the count of tag t (see generator).
func (p *Puzzle) count(t int) *int {
	if n := len(p.Plus); t >= n {
		return &p.Minus[t-n]
	}
	return &p.Plus[t]
}

// checkCounts refuses a line's counts that do not fit in it.
func (p *Puzzle) checkCounts() error {
	for k, line := range p.Lines() {
		if max(p.Plus[k], 0)+max(p.Minus[k], 0) > len(line) {
			return fmt.Errorf("%s: %d + and %d − poles in %d cells", p.LineName(k), p.Plus[k], p.Minus[k], len(line))
		}
	}
	return nil
}

// letters are Tatham's domino halves, as the typed grid has them too.
const letters = "LRTB*"

// setHalf sets cell i from its letter, and reports whether the domino
// fits on the grid.
func (p *Puzzle) setHalf(i int, c byte) bool {
	d := map[byte]grid.Dir{'L': grid.Right, 'R': grid.Left, 'T': grid.Down, 'B': grid.Up}
	dir, ok := d[c]
	if !ok {
		return true // '*'
	}
	j, ok := p.Step(i, dir)
	p.Mate[i] = j
	return ok
}

// half returns cell i's letter.
func (p *Puzzle) half(i int) byte {
	for _, c := range []byte("LRTB") {
		if j, ok := p.Step(i, map[byte]grid.Dir{'L': grid.Right, 'R': grid.Left, 'T': grid.Down, 'B': grid.Up}[c]); ok && j == p.Mate[i] && j != i {
			return c
		}
	}
	return '*'
}

// checkMates refuses halves whose other half does not point back.
func (p *Puzzle) checkMates() (int, bool) {
	for i, j := range p.Mate {
		if j < 0 || p.Mate[j] != i {
			return i, false
		}
	}
	return 0, true
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, sides, err := t.Frame(true, true, true, true)
	if err != nil {
		return nil, err
	}
	p := newPuzzle(s)
	for i, tok := range toks {
		if len(tok.Text) != 1 || !strings.Contains(letters, tok.Text) || !p.setHalf(i, tok.Text[0]) {
			return nil, tok.Errorf("%q: expected a domino's half, L R (left, right) T B (top, bottom), or * (a cell in none)", tok.Text)
		}
	}
	if i, ok := p.checkMates(); !ok {
		return nil, toks[i].Errorf("%q: the domino's other half does not match", toks[i].Text)
	}
	var c [4][]int
	for k, m := range [][]grid.Token{sides.Left, sides.Top, sides.Right, sides.Bottom} {
		if c[k], err = grid.MarginCounts(m, len(p.Lines()[k%2*s.Rows]), "a count of poles"); err != nil {
			return nil, err
		}
	}
	p.Plus, p.Minus = append(c[0], c[1]...), append(c[2], c[3]...)
	if err := p.checkCounts(); err != nil {
		return nil, t.Start().Errorf("%v", err)
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	cells := make([][]string, p.Rows)
	for i := range p.Mate {
		cells[i/p.Cols] = append(cells[i/p.Cols], string(p.half(i)))
	}
	r := p.Rows
	return grid.FrameText(cells, grid.MarginText(p.Plus[r:]), grid.MarginText(p.Minus[:r]), grid.MarginText(p.Minus[r:]), grid.MarginText(p.Plus[:r]))
}

// readURL reads pzprjs's magnets: the counts (decodeNumber16ExCell, two
// a column then two a row, − nearer the grid), the borders between the
// regions, then optionally circles and empty cells. Only dominoes, and
// empty cells for Tatham's cells in none, are read: no larger regions,
// given poles or the anti-magnet variant.
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.Parse(s, "magnets")
	if err != nil {
		return nil, err
	}
	if u.Cols > grid.MaxSide || u.Rows > grid.MaxSide {
		return nil, &puzzlink.Error{Col: u.ColsCol(), Msg: fmt.Sprintf("a %d×%d grid: expected at most %d a side", u.Cols, u.Rows, grid.MaxSide)}
	}
	if u.Flag != "" {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("flag %q: the anti-magnet variant is not supported", u.Flag)}
	}
	p := newPuzzle(grid.Shape{Rows: u.Rows, Cols: u.Cols})
	n := p.Rows + p.Cols
	r := u.Reader()
	err = r.Numbers16(2*n, "counts", func(pos, v int) error {
		k := (pos/2 + p.Rows) % n // the columns first
		*p.count(k + (1-pos%2)*n) = max(v, -1)
		return nil
	})
	var border, empty []bool
	if err == nil {
		border, err = r.Bits((p.Cols - 1) * p.Rows)
	}
	if err == nil {
		var v []bool
		v, err = r.Bits(p.Cols * (p.Rows - 1))
		border = append(border, v...)
	}
	if err == nil && !r.Done() {
		if err = r.Circles(p.N(), func(pos, v int) error { return fmt.Errorf("a given pole: not supported") }); err == nil {
			empty, err = r.Bits(p.N())
		}
	}
	if err == nil && !r.Done() {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	if err != nil {
		return nil, err
	}
	regions := p.Components(func(i int) bool { return empty == nil || !empty[i] }, func(a, b int) bool {
		e, _ := p.EdgeBetween(a, b)
		return !border[e]
	})
	for _, reg := range regions {
		if len(reg) != 2 {
			return nil, &puzzlink.Error{Col: u.BodyCol, Msg: fmt.Sprintf("a region of %d cells at %s: only dominoes are supported", len(reg), p.Name(reg[0]))}
		}
		p.Mate[reg[0]], p.Mate[reg[1]] = reg[1], reg[0]
	}
	if err := p.checkCounts(); err != nil {
		return nil, &puzzlink.Error{Col: u.BodyCol, Msg: err.Error()}
	}
	return p, nil
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	n := p.Rows + p.Cols
	for pos := 0; pos < 2*n; pos++ {
		if v := *p.count((pos/2+p.Rows)%n + (1-pos%2)*n); v >= 0 {
			w.Number16(v)
		} else {
			w.Empty()
		}
	}
	w.Flush()
	border := make([]bool, p.NumEdges())
	empty := make([]bool, p.N())
	some := false
	for e := range border {
		a, b := p.Edge(e)
		border[e] = p.Mate[a] != b
	}
	for i := range empty {
		empty[i] = p.Mate[i] == i
		some = some || empty[i]
	}
	w.Bits(border[:(p.Cols-1)*p.Rows])
	w.Bits(border[(p.Cols-1)*p.Rows:])
	if some {
		w.Circles(make([]int, p.N()))
		w.Bits(empty)
	}
	return puzzlink.Format("magnets", p.Cols, p.Rows, w.String()), nil
}

func isTatham(s string) bool {
	id, err := tatham.Parse(s, "")
	return err == nil && id.Params != "" && id.Params[0] >= '0' && id.Params[0] <= '9'
}

// digits are Tatham's counts: 0-9, a-z 10 to 35, A-Z 36 to 61.
const digits = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// readTatham reads a game ID of Tatham's Magnets: the + counts of the
// columns and of the rows, the − counts of the columns and of the rows
// ('.' for none), each followed by ',', then a letter a cell (LRTB*).
// The long parameters' difficulty and strip-clues flag S are generation
// fields: the description says which counts are stripped.
func readTatham(s string) (*Puzzle, error) {
	id, err := tatham.Parse(s, "a Magnets game ID such as 2x2:11,11,11,11,LRLR")
	if err != nil {
		return nil, err
	}
	w, h, rest, err := id.Size(min(grid.MaxSide, len(digits)-1))
	if err == nil {
		_, _, err = id.Options(rest, "et", "S")
	}
	if err != nil {
		return nil, err
	}
	p := newPuzzle(grid.Shape{Rows: h, Cols: w})
	d := id.Reader()
	for part := 0; part < 4; part++ {
		lo, n := h, w // the columns, then the rows
		if part%2 == 1 {
			lo, n = 0, h
		}
		for k := lo; k < lo+n; k++ {
			c := d.Peek()
			v := strings.IndexByte(digits, c)
			if c != '.' && (v < 0 || v > len(p.Lines()[k]) || c == 0) {
				return nil, d.Errorf("unexpected %q: expected the count of %s (0-9 a-z A-Z, . for none)", c, p.LineName(k))
			}
			*p.count(k + part/2*(w+h)) = v
			d.Next()
		}
		if !d.Accept(',') {
			return nil, d.Errorf("expected ',' after the counts")
		}
	}
	for i := 0; i < p.N(); {
		col := d.Col()
		switch c := d.Next(); {
		case c == ',':
		case c == 0 || !strings.Contains(letters, string(c)) || !p.setHalf(i, c):
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("unexpected %q at cell %d of %d: expected a domino's half (L R T B) or *", c, i+1, p.N())}
		default:
			i++
		}
	}
	if i, ok := p.checkMates(); !ok {
		return nil, &tatham.Error{Col: id.DescCol, Msg: fmt.Sprintf("%s: the domino's other half does not match", p.Name(i))}
	}
	if err := p.checkCounts(); err != nil {
		return nil, &tatham.Error{Col: id.DescCol, Msg: err.Error()}
	}
	return p, d.End()
}

func writeTatham(p *Puzzle) (string, error) {
	var b strings.Builder
	r := p.Rows
	for _, counts := range [][]int{p.Plus[r:], p.Plus[:r], p.Minus[r:], p.Minus[:r]} {
		for _, v := range counts {
			b.WriteByte(map[bool]byte{true: '.', false: digits[max(v, 0)]}[v < 0])
		}
		b.WriteByte(',')
	}
	for i := range p.Mate {
		b.WriteByte(p.half(i))
	}
	return fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, b.String()), nil
}

// dominoes returns the dominoes, each its first cell in row-major order
// first.
func (p *Puzzle) dominoes() [][2]int {
	var out [][2]int
	for i, j := range p.Mate {
		if i < j {
			out = append(out, [2]int{i, j})
		}
	}
	return out
}

// model gives each domino one of three values: blank, + on its first
// cell (and − on its second), or − on its first.
func model(p *Puzzle, m *kit.Model) func(kit.Values) Board {
	doms := p.dominoes()
	mag := m.OneHot(len(doms), Blank, Minus, func(d int) string {
		return p.Name(doms[d][0]) + "-" + p.Name(doms[d][1])
	}, func(v int) string { return []string{"blank", "+−", "−+"}[v] })
	pole := make([][3]sat.Lit, p.N()) // a cell's literals of being + and −
	for d, dom := range doms {
		pole[dom[0]] = [3]sat.Lit{0, mag.Is(d, Plus), mag.Is(d, Minus)}
		pole[dom[1]] = [3]sat.Lit{0, mag.Is(d, Minus), mag.Is(d, Plus)}
	}
	for e := 0; e < p.NumEdges(); e++ {
		a, b := p.Edge(e)
		if p.Mate[a] != b && p.Mate[a] != a && p.Mate[b] != b {
			mark := m.Mark()
			m.Add(encode.LE, 1, pole[a][Plus], pole[b][Plus])
			m.Add(encode.LE, 1, pole[a][Minus], pole[b][Minus])
			m.Name(mark, "%s and %s unlike", p.Name(a), p.Name(b))
		}
	}
	for k, line := range p.Lines() {
		for v, counts := range [][]int{Plus: p.Plus, Minus: p.Minus} {
			if v == Blank || counts[k] < 0 {
				continue
			}
			var lits []sat.Lit
			for _, i := range line {
				if p.Mate[i] != i {
					lits = append(lits, pole[i][v])
				}
			}
			m.Given(k+(v-1)*len(p.Plus), encode.EQ, counts[k], lits, "%s %s=%d", p.LineName(k), []string{"", "+", "−"}[v], counts[k])
		}
	}
	return func(vals kit.Values) Board {
		out := make(Board, p.N())
		for d, dom := range doms {
			switch x := mag.Get(vals, d); x {
			case Blank, kit.Unknown:
				out[dom[0]], out[dom[1]] = x, x
			default:
				out[dom[0]], out[dom[1]] = x, 3-x
			}
		}
		return out
	}
}

// Verify checks the board against the rules, reading the board only.
func Verify(p *Puzzle, s Board) error {
	if len(s) != p.N() {
		return fmt.Errorf("%d cells, expected %d", len(s), p.N())
	}
	var on [3][]bool
	for v := range on {
		on[v] = make([]bool, len(s))
	}
	for i, x := range s {
		switch {
		case x != Blank && x != Plus && x != Minus:
			return fmt.Errorf("%s: undecided", p.Name(i))
		case p.Mate[i] == i && x != Blank:
			return fmt.Errorf("%s: a pole outside the dominoes", p.Name(i))
		case p.Mate[i] > i && (x == Blank) != (s[p.Mate[i]] == Blank), x != Blank && x == s[p.Mate[i]]:
			return fmt.Errorf("%s-%s: a magnet's ends are a + and a −, a blank domino's both blank", p.Name(i), p.Name(p.Mate[i]))
		}
		on[x][i] = true
	}
	names := []string{"", "+ poles", "− poles"}
	for v := Plus; v <= Minus; v++ {
		if err := p.CheckNoTouch(on[v], false, names[v]); err != nil {
			return err
		}
	}
	for v := Plus; v <= Minus; v++ {
		name := names[v]
		for k, line := range p.Lines() {
			if n := *p.count(k + (v-1)*len(p.Plus)); n >= 0 {
				if err := grid.CheckCount(p.LineName(k), grid.Count(line, on[v]), n, name); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func show(p *Puzzle, s Board, _ bool) solve.Answer {
	strs := make([]string, p.Rows)
	glyph := func(i int) string { return map[int]string{Blank: ".", Plus: "+", Minus: "-", kit.Unknown: "?"}[s[i]] }
	for i := range s {
		strs[i/p.Cols] += glyph(i)
	}
	label := make([]int, p.N())
	for i, j := range p.Mate {
		label[i] = min(i, j)
	}
	return solve.Answer{Text: p.BorderLattice(label, glyph).String(), Fields: map[string]any{"grid": strs}}
}

// generateFlags makes full puzzles: a random tiling by dominoes, a cell
// left out where none fits, the poles of a random solution, every count
// given.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		if size == 0 {
			size = 6
		}
		if size < 2 || size > 40 {
			return nil, fmt.Errorf("--size %d: expected 2 to 40", size)
		}
		p := newPuzzle(grid.Shape{Rows: size, Cols: size})
		for _, i := range rng.Perm(p.N()) {
			if p.Mate[i] != i {
				continue
			}
			var free []int
			for _, j := range p.Neighbours(i) {
				if p.Mate[j] == j {
					free = append(free, j)
				}
			}
			if len(free) > 0 {
				j := free[rng.Intn(len(free))]
				p.Mate[i], p.Mate[j] = j, i
			}
		}
		s, _, err := Genre.RandomSolution(ctx, p, rng)
		if err != nil {
			return nil, err
		}
		for k, line := range p.Lines() {
			p.Plus[k], p.Minus[k] = 0, 0
			for _, i := range line {
				p.Plus[k] += s[i] & 1
				p.Minus[k] += s[i] >> 1
			}
		}
		return p, nil
	}
}

// facts writes the puzzle for bench/asp/magnets.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d).\n", p.Rows, p.Cols)
	for _, d := range p.dominoes() {
		r1, c1 := p.RC(d[0])
		r2, c2 := p.RC(d[1])
		fmt.Fprintf(&b, "domino(%d,%d,%d,%d).\n", r1, c1, r2, c2)
	}
	for k := range p.Plus {
		kind, at := "row", k
		if k >= p.Rows {
			kind, at = "col", k-p.Rows
		}
		if n := p.Plus[k]; n >= 0 {
			fmt.Fprintf(&b, "count(plus,%s,%d,%d).\n", kind, at, n)
		}
		if n := p.Minus[k]; n >= 0 {
			fmt.Fprintf(&b, "count(minus,%s,%d,%d).\n", kind, at, n)
		}
	}
	return b.String()
}
