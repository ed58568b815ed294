package tracks

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/tatham"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Puzzle is a Tracks grid. The track enters at the left of row Entry and
// leaves at the bottom of column Exit (0-based), as in Tatham's game.
type Puzzle struct {
	grid.Shape
	Entry, Exit int
	// Counts are the track cells of each row, then of each column
	// (grid.Shape.Lines), kit.Unknown where none is given.
	Counts []int
	// Pieces are the pieces of track given: a cell's two arms as a mask
	// of directions (grid.Dir.Bit), an arm off the grid only at the entry
	// (left) and the exit (down); 0 where none is given.
	Pieces []int
}

// Track is a solution: each cell's connections to its neighbours as a
// mask of directions, 0 off the track (the entry's and the exit's arms off
// the grid are not in it). Under --forced it holds the connections that
// every solution has.
type Track []int

// Genre is Tracks as the kit registers it.
var Genre = &kit.Genre[*Puzzle, Track]{
	Name:    "tracks",
	Aliases: []string{"traintracks"},
	Summary: "Tracks: one track from the left edge to the bottom edge, with counts of track cells per row and column; typed grids, JSON, Tatham IDs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Links: []kit.Link[*Puzzle]{
		kit.TathamID(readTatham, writeTatham, example),
	},
	Model:      model,
	Options:    func(o *solve.Options) { o.PreferNativeCard() }, // measured fastest on Tatham's puzzles: 0.63× the time of the default
	Verify:     Verify,
	Show:       show,
	ShowForced: kit.ForcedEdges(show, "path", func(p *Puzzle, t Track) (grid.Shape, []int) { return p.Shape, t }),
	Full: func(p *Puzzle, t Track) *Puzzle { // the pieces: the counts stay as they are (Keep)
		q := *p
		q.Pieces = kit.Filled(p.Pieces, 0, func(i int) int { return full(p, t, i) })
		return &q
	},
	Bench: &kit.Bench[*Puzzle]{Files: []string{"tracks/tatham.tsv", "tracks/*.txt"}, Axes: []string{"connect", "card"}, Facts: facts},
}

const example = "8x8:d9s5c6zgAa,1,4,1,4,4,3,S3,5,2,2,4,S5,3,3,5,1"

func init() {
	Genre.Doc = readme
	Genre.Generate = generator
	kit.Register(Genre)
}

// The tags of the givens: a piece is its cell's, a count N + its line's.
var generator = &kit.Generator[*Puzzle]{
	Usage: "[--size N] [--symmetric] [--no-minimal]",
	Side:  [3]int{8, 2, 50},
	Flags: generateFlags,
	Keep: func(full *Puzzle, kept []int) *Puzzle {
		p := *full // the counts stay
		p.Pieces = kit.Kept(full.Pieces, slices.DeleteFunc(slices.Clone(kept), func(i int) bool { return i >= full.N() }), 0)
		return &p
	},
	Partner: func(full *Puzzle, i int) int {
		if i < full.N() {
			return full.Turn(i)
		}
		return i // a count: they all stay
	},
	Rank: func(full *Puzzle, i int) int {
		if i >= full.N() || i == full.from() || i == full.to() {
			return -1 // the counts, and the pieces at the ends, as Tatham's
		}
		return 0
	},
}

func (p *Puzzle) from() int { return p.Index(p.Entry, 0) }
func (p *Puzzle) to() int   { return p.Index(p.Rows-1, p.Exit) }

// check returns why a puzzle cannot be read, or "".
func (p *Puzzle) check() string {
	if p.from() == p.to() {
		return "the entry and the exit are the same cell: expected them apart"
	}
	for i, piece := range p.Pieces {
		for _, d := range grid.Dirs {
			if _, in := p.Step(i, d); piece&d.Bit() != 0 && !in && full(p, nil, i)&d.Bit() == 0 {
				return fmt.Sprintf("%s: the piece %s leaves the grid %s, away from the entry and the exit", p.Name(i), grid.JunctionOf(piece), d)
			}
		}
	}
	return ""
}

func readText(t *grid.Text) (*Puzzle, error) {
	if err := t.EmptyRow(); err != nil {
		return nil, err
	}
	s, toks, sides, err := t.Frame(true, true, false, false)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Shape: s, Entry: -1, Exit: -1, Counts: make([]int, s.Rows+s.Cols), Pieces: make([]int, s.N())}
	for i, tok := range toks {
		if p.Pieces[i] = pieceOf(tok.Text); p.Pieces[i] < 0 {
			return nil, tok.Errorf("%q: expected . (no piece given) or a piece of track: ─ │ ┌ ┐ └ ┘", tok.Text)
		}
	}
	margin := append(sides.Right, sides.Top...)
	for k := range margin {
		at, v := &p.Entry, k
		if k >= s.Rows {
			at, v = &p.Exit, k-s.Rows
		}
		if tok := &margin[k]; strings.HasPrefix(tok.Text, "S") && *at < 0 {
			*at, tok.Text, tok.Col = v, tok.Text[1:], tok.Col+1
		}
	}
	if p.Counts, err = grid.MarginCounts(margin, max(s.Rows, s.Cols), "a count of track cells (S before the entry's row and the exit's column)"); err != nil {
		return nil, err
	}
	if p.Entry < 0 || p.Exit < 0 {
		return nil, t.Start().Errorf("expected S before the count of the entry's row (the track comes in on the left) and of the exit's column (it leaves at the bottom)")
	}
	if msg := p.check(); msg != "" {
		return nil, t.Start().Errorf("%s", msg)
	}
	return p, nil
}

// pieceOf returns the mask of a piece's glyph ("." none), −1 for another.
func pieceOf(s string) int {
	for m := 0; m < 16; m++ {
		if grid.Degree(m) == 2 && grid.JunctionOf(m) == s || m == 0 && s == "." {
			return m
		}
	}
	return -1
}

func writeText(p *Puzzle) string {
	cells := p.FrameCells(func(i int) string { return strings.Replace(grid.JunctionOf(p.Pieces[i]), " ", ".", 1) })
	counts := grid.MarginText(p.Counts)
	counts[p.Entry], counts[p.Rows+p.Exit] = "S"+counts[p.Entry], "S"+counts[p.Rows+p.Exit]
	return grid.FrameText(cells, counts[p.Rows:], counts[:p.Rows], nil, nil)
}

func readTatham(s string) (*Puzzle, error) {
	id, w, h, rest, err := tatham.ParseSized(s, "a Tracks game ID such as "+example, grid.MaxSide)
	if err != nil {
		return nil, err
	}
	if _, _, err := id.Options(rest, "eth", "o"); err != nil { // generation only
		return nil, err
	}
	p := &Puzzle{Shape: grid.Shape{Rows: h, Cols: w}, Entry: -1, Exit: -1, Counts: make([]int, w+h), Pieces: make([]int, w*h)}
	d := id.Reader()
	err = d.Runs(p.N(), func(pos int) (int, error) {
		c := d.Peek()
		bits := strings.IndexByte("0123456789ABCDEF", c)
		if bits < 0 || c == 0 {
			return 0, d.Errorf("unexpected %q: expected a-z (cells without a piece) or a piece 0-9 A-F", c)
		}
		p.Pieces[pos] = tatham.Mask(bits)
		if bits != 0 && grid.Degree(bits) != 2 {
			return 0, d.Errorf("%q: a piece of track has two arms", c)
		}
		d.Next()
		return 1, nil
	})
	for k := 0; err == nil && k < w+h; k++ {
		line := (h + k) % (w + h) // Tatham's columns first, then rows
		if !d.Accept(',') {
			return nil, d.Errorf("expected ',' and the count of %s (the columns', then the rows')", p.LineName(line))
		}
		station, col := d.Accept('S'), d.Col()
		n, ok := d.Int()
		if !ok || n > max(w, h) {
			return nil, &tatham.Error{Col: col, Msg: fmt.Sprintf("expected the count of %s, 0 to %d", p.LineName(line), max(w, h))}
		}
		at, v := &p.Exit, k
		if k >= w {
			at, v = &p.Entry, k-w
		}
		if station && *at >= 0 {
			return nil, d.Errorf("a second S: expected one column (the exit) and one row (the entry)")
		} else if station {
			*at = v
		}
		p.Counts[line] = n
	}
	if err == nil && min(p.Entry, p.Exit) < 0 {
		err = d.Errorf("expected S before the count of the exit's column and of the entry's row")
	}
	if msg := p.check(); err == nil && msg != "" {
		err = &tatham.Error{Col: id.DescCol, Msg: msg}
	}
	if err == nil {
		err = d.End()
	}
	return p, err
}

func writeTatham(p *Puzzle) (string, error) {
	var w tatham.Runs
	for _, piece := range p.Pieces {
		if piece == 0 {
			w.Blank()
			continue
		}
		w.Item(string("0123456789ABCDEF"[tatham.Bits(piece)]))
	}
	out := fmt.Sprintf("%dx%d:%s", p.Cols, p.Rows, w.String())
	for k := 0; k < p.Cols+p.Rows; k++ {
		line, station := p.Rows+k, k == p.Exit
		if k >= p.Cols {
			line, station = k-p.Cols, k-p.Cols == p.Entry
		}
		if p.Counts[line] == kit.Unknown {
			return "", fmt.Errorf("%s has no count: Tatham's IDs give every count", p.LineName(line))
		}
		out += "," + map[bool]string{true: "S", false: ""}[station] + strconv.Itoa(p.Counts[line])
	}
	return out, nil
}

func model(p *Puzzle, m *kit.Model) func(kit.Values) Track {
	l := m.Path(p.Shape, p.from(), p.to(), nil)
	for i, piece := range p.Pieces {
		if piece == 0 {
			continue
		}
		mark := m.Mark()
		for _, d := range grid.Dirs {
			if e, ok := p.EdgeAt(i, d); ok {
				x := l.Edge.Lit(e)
				if piece&d.Bit() == 0 {
					x = x.Not()
				}
				m.Add(encode.GE, 1, x)
			}
		}
		m.GivenName(mark, i, "%s=%s", p.Name(i), grid.JunctionOf(piece))
	}
	for k, line := range p.Lines() {
		if n := p.Counts[k]; n != kit.Unknown {
			m.Given(p.N()+k, encode.EQ, n, l.On.Lits(line), "%s=%d", p.LineName(k), n)
		}
	}
	return func(v kit.Values) Track { return l.Masks(v) }
}

// Verify checks the track against the rules, reading the board only.
func Verify(p *Puzzle, t Track) error {
	if err := p.CheckPath(t, p.from(), p.to()); err != nil {
		return err
	}
	for i, piece := range p.Pieces {
		if piece != 0 && full(p, t, i) != piece {
			return fmt.Errorf("%s: the track leaves the piece %s given there", p.Name(i), grid.JunctionOf(piece))
		}
	}
	for k, line := range p.Lines() {
		n := 0
		for _, i := range line {
			n += min(t[i], 1)
		}
		if err := grid.CheckCount(p.LineName(k), n, p.Counts[k], "track cells"); p.Counts[k] != kit.Unknown && err != nil {
			return err
		}
	}
	return nil
}

// full returns cell i's connections with the entry's and the exit's arms
// off the grid.
func full(p *Puzzle, t Track, i int) int {
	m := 0
	if t != nil {
		m = t[i]
	}
	if i == p.from() {
		m |= grid.Left.Bit()
	}
	if i == p.to() {
		m |= grid.Down.Bit()
	}
	return m
}

func show(p *Puzzle, t Track, _ bool) solve.Answer {
	lat := p.PathLattice(t, func(i int) string {
		if i == p.from() || i == p.to() {
			return grid.JunctionOf(full(p, t, i))
		}
		return ""
	}, "·")
	counts := grid.MarginText(p.Counts)
	top := "  " // the columns' counts above their cells
	for _, n := range counts[p.Rows:] {
		top += fmt.Sprintf("%-4s", n)
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(top, " ") + "\n")
	for k, line := range strings.Split(strings.TrimRight(lat.String(), "\n"), "\n") {
		lead := map[bool]string{true: "A─", false: "  "}[k == 2*p.Entry]
		if k%2 == 0 {
			line = fmt.Sprintf("%-*s  %s", 4*p.Cols-3, line, counts[k/2])
		}
		b.WriteString(strings.TrimRight(lead+line, " ") + "\n")
	}
	b.WriteString(strings.Repeat(" ", 2+4*p.Exit) + "B\n")
	return solve.Answer{Text: b.String(), Fields: map[string]any{"path": p.Pairs(p.Walk(t, p.from()))}}
}

// generateFlags makes full puzzles: a random track between a random
// entry and exit (a random solution without counts) that passes every row
// and column, as Tatham's do, its counts, and every piece of it given.
func generateFlags(*pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		for {
			s := grid.Shape{Rows: size, Cols: size}
			p := &Puzzle{Shape: s, Entry: rng.Intn(size), Exit: rng.Intn(size), Counts: slices.Repeat([]int{kit.Unknown}, 2*size), Pieces: make([]int, s.N())}
			t, ok, err := Genre.RandomSolution(ctx, p, rng)
			if err != nil {
				return nil, err
			} else if !ok || p.check() != "" {
				continue
			}
			for k, line := range s.Lines() {
				p.Counts[k] = 0
				for _, i := range line {
					p.Counts[k] += min(t[i], 1)
				}
			}
			if slices.Contains(p.Counts, 0) {
				continue
			}
			for i := range p.Pieces {
				p.Pieces[i] = full(p, t, i)
			}
			return p, nil
		}
	}
}

// facts writes the puzzle for bench/asp/tracks.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d). entry(%d,0). exit(%d,%d).\n", p.Rows, p.Cols, p.Entry, p.Rows-1, p.Exit)
	for k, n := range p.Counts {
		if kind := min(k/p.Rows, 1); n >= 0 {
			fmt.Fprintf(&b, "count(%d,%d,%d).\n", kind, k-kind*p.Rows, n)
		}
	}
	for i, piece := range p.Pieces {
		for _, d := range grid.Dirs {
			if r, c := p.RC(i); piece&d.Bit() != 0 {
				dr, dc := d.Delta()
				fmt.Fprintf(&b, "given(%d,%d). arm(%d,%d,%d,%d).\n", r, c, r, c, r+dr, c+dc)
			}
		}
	}
	return b.String()
}
