package tapa

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/puzzlink"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

// Unknown is a clue's '?': a run of unknown length, at least one cell (so a
// lone '?' needs a shaded cell around it, where pzprjs's checker takes
// none too; see README).
const Unknown = -1

// Puzzle is a Tapa grid.
type Puzzle struct {
	grid.Shape
	Clues [][]int // per cell, row-major: nil, or the clue's numbers (0-8 or Unknown)
}

// Genre is Tapa as the kit registers it.
var Genre = &kit.Genre[*Puzzle, grid.Shading]{
	Name:    "tapa",
	Summary: "Tapa: shade cells, clues list the runs of shaded cells around them, shaded cells connected, no 2x2; typed grids, JSON, puzz.link URLs",
	Text:    kit.TextFormat[*Puzzle]{Read: readText, Write: writeText},
	Janko:   kit.JankoDigits("tapa"),
	Links:   []kit.Link[*Puzzle]{kit.URL(readURL, writeURL, "https://puzz.link/p?tapa/5/5/3n5hchhajn2", "tapa")},
	Model:   model,
	Verify:  Verify,
	Show:    show,
	Full:    func(p *Puzzle, b grid.Shading) *Puzzle { return full(p, grid.Where(b, 1)) },
	Bench:   &kit.Bench[*Puzzle]{Files: []string{"tapa/*.txt"}, Axes: []string{"amo", "card", "connect"}, Facts: facts},
}

func init() {
	Genre.Doc = readme
	Genre.Generate = &kit.Generator[*Puzzle]{
		Usage:   "[--size N] [--symmetric] [--no-minimal] [--shading PERCENT]",
		Side:    [3]int{10, 2, 40},
		Flags:   generateFlags,
		Keep:    func(full *Puzzle, kept []int) *Puzzle { return &Puzzle{full.Shape, kit.Kept(full.Clues, kept, nil)} },
		Partner: (*Puzzle).Turn,
	}
	kit.Register(Genre)
}

// checkClue says what is wrong with a clue's numbers, or "": one to four
// of them, each a run that fits among the 8 cells with the others (0
// alone, 1-8 alone, two up to 5, three up to 3, four 1), or Unknown.
func checkClue(c []int) string {
	if len(c) > 4 {
		return fmt.Sprintf("%d numbers: expected 1 to 4", len(c))
	}
	for _, v := range c {
		if len(c) == 1 && (v < Unknown || v > 8) {
			return fmt.Sprintf("%d: expected a number 0-8 or ?", v)
		} else if top := 9 - 2*len(c); len(c) > 1 && v != Unknown && (v < 1 || v > top) {
			return fmt.Sprintf("%d in a clue of %d numbers: expected 1-%d or ?", v, len(c), top)
		}
	}
	return ""
}

// parseClue reads a clue's text: numbers and '?' joined by commas ("3",
// "3,1,?").
func parseClue(s string) ([]int, string) {
	parts := strings.Split(s, ",")
	c := make([]int, len(parts))
	for k, part := range parts {
		v, err := strconv.Atoi(part)
		if c[k] = v; part == "?" {
			c[k] = Unknown
		} else if err != nil || part[0] == '+' || part[0] == '-' {
			return nil, fmt.Sprintf("%q: expected . (no clue) or a clue such as 3, 3,1,1 or 2,? (numbers 0-8 or ?)", s)
		}
	}
	if msg := checkClue(c); msg != "" {
		return nil, fmt.Sprintf("clue %q: %s", s, msg)
	}
	return c, ""
}

func clueText(c []int) string {
	parts := []string{"."}
	for k, v := range c {
		parts = append(parts[:k], strings.Replace(strconv.Itoa(v), "-1", "?", 1))
	}
	return strings.Join(parts, ",")
}

func readText(t *grid.Text) (*Puzzle, error) {
	s, toks, err := t.Cells()
	if err != nil {
		return nil, err
	}
	p := &Puzzle{s, make([][]int, s.N())}
	for i, tok := range toks {
		var msg string
		if !tok.Blank() {
			if p.Clues[i], msg = parseClue(tok.Text); msg != "" {
				return nil, tok.Errorf("%s", msg)
			}
		}
	}
	return p, nil
}

func writeText(p *Puzzle) string {
	return grid.FormatText(p.FrameCells(func(i int) string { return clueText(p.Clues[i]) }), nil)
}

// readURL reads pzprjs's decodeNumber_tapa: skip letters g-z, and the
// clues' tokens (urlTokens).
func readURL(s string) (*Puzzle, error) {
	u, err := puzzlink.ParseWithin(s, grid.MaxSide, "tapa")
	if err != nil {
		return nil, err
	}
	p := &Puzzle{u.Shape(), make([][]int, u.Rows*u.Cols)}
	_, from := urlTables()
	r := u.Reader()
	err = r.Items(p.N(), func(pos int) (int, error) {
		col, tok := r.Col(), string(r.Peek())
		if r.Accept(tok[0]); tok >= "a" && tok <= "f" {
			tok += strings.TrimRight(string(r.Peek()), "\x00")
			r.Accept(r.Peek())
		}
		if p.Clues[pos] = from[tok]; p.Clues[pos] == nil {
			return 0, &puzzlink.Error{Col: col, Msg: fmt.Sprintf("%q in the clues: expected 0-9, '.', a0-d7 (two to four numbers) or a skip letter g-z", tok)}
		}
		return 1, nil
	})
	if err == nil && !r.Done() && r.Rest() != "/" {
		err = r.Errorf("%q after the last cell", r.Rest())
	}
	return p, err
}

// urlTables holds urlTokens' maps, made on first use.
var urlTables = sync.OnceValues(urlTokens)

// urlTokens returns the token of each clue in pzprjs's URLs and back:
// 0-8 one number, '.' a '?', two base-36 characters from a0 (360) for two
// numbers (360 + 6a + b), three (396 + 16a + 4b + c) or four (460 + 8a +
// 4b + 2c + d), 0 in them standing for '?', and 9 for 1,1,1,1.
func urlTokens() (map[string]string, map[string][]int) {
	to, from := map[string]string{}, map[string][]int{}
	add := func(tok string, c []int) { to[clueText(c)], from[tok] = tok, c }
	add(".", []int{Unknown})
	for v := 0; v <= 8; v++ {
		add(strconv.Itoa(v), []int{v})
	}
	multi := [...]struct{ first, base, count int }{2: {360, 6, 36}, 3: {396, 4, 64}, 4: {460, 2, 16}}
	for n := 2; n <= 4; n++ {
		for v := multi[n].first; v < multi[n].first+multi[n].count; v++ {
			c := make([]int, n)
			for k, x := n-1, v-multi[n].first; k >= 0; k, x = k-1, x/multi[n].base {
				if c[k] = x % multi[n].base; c[k] == 0 {
					c[k] = Unknown
				}
			}
			add(strconv.FormatInt(int64(v), 36), c)
		}
	}
	add("9", []int{1, 1, 1, 1})
	return to, from
}

func writeURL(p *Puzzle) (string, error) {
	var w puzzlink.Writer
	to, _ := urlTables()
	for _, c := range p.Clues {
		if c == nil {
			w.Empty()
		} else {
			w.Write(to[clueText(c)])
		}
	}
	return puzzlink.Format("tapa", p.Cols, p.Rows, w.String()), nil
}

// ring returns the 8 cells around i clockwise from the one above-left,
// -1 for those outside the grid.
func (p *Puzzle) ring(i int) [8]int {
	out, r, c := [8]int{-1, -1, -1, -1, -1, -1, -1, -1}, i/p.Cols, i%p.Cols
	for k, d := range [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}} {
		if p.In(r+d[0], c+d[1]) {
			out[k] = p.Index(r+d[0], c+d[1])
		}
	}
	return out
}

// around returns the runs of shaded cells around i.
func (p *Puzzle) around(i int, on []bool) []int {
	bits := 0
	for k, j := range p.ring(i) {
		if j >= 0 && on[j] {
			bits |= 1 << k
		}
	}
	return runs(bits)
}

// runs returns the lengths of the runs of set bits around the ring of 8
// (bit k the k-th cell), sorted; [0] when none is set.
func runs(bits int) []int {
	if bits == 255 {
		return []int{8}
	}
	var out []int
	for k := 0; k < 8; k++ {
		if bits>>k&1 == 1 && bits>>((k+7)%8)&1 == 0 { // a run starts at k
			n := 0
			for bits>>((k+n)%8)&1 == 1 {
				n++
			}
			out = append(out, n)
		}
	}
	if out == nil {
		return []int{0}
	}
	sort.Ints(out)
	return out
}

// matches reports whether the runs around a clue (as runs returns them,
// [0] for none) are its numbers, in any order, Unknown standing for any
// length of a run.
func matches(clue, got []int) bool {
	if got[0] == 0 {
		return len(clue) == 1 && clue[0] == 0
	}
	var left [9]int
	for _, n := range got {
		left[n]++
	}
	for _, v := range clue {
		if v != Unknown && left[v] == 0 {
			return false
		} else if v != Unknown {
			left[v]--
		}
	}
	return len(clue) == len(got)
}

// model states the rules. Each clue is a table of the shadings of its
// ring that match it (kit's Patterns).
func model(p *Puzzle, m *kit.Model) func(kit.Values) grid.Shading {
	sh := m.ShadedCells(p.Shape)
	least := 0 // shaded cells that a clue sees, at least
	for i, c := range p.Clues {
		if c == nil {
			continue
		}
		var lits []sat.Lit
		var pats []uint64
		for bits := 0; bits < 256; bits++ {
			var pat, k uint64
			for bit, j := range p.ring(i) {
				if j >= 0 && bits == 0 {
					lits = append(lits, sh.Lit(j))
				}
				if j >= 0 {
					pat, k = pat|uint64(bits>>bit&1)<<k, k+1
				} else if bits>>bit&1 == 1 {
					pat = 1 << 63 // a shaded cell outside
				}
			}
			if pat < 1<<63 && matches(c, runs(bits)) {
				pats = append(pats, pat)
			}
		}
		mark := m.Mark()
		m.Add(encode.GE, 1, sh.Lit(i).Not()) // part of the clue: the generator removes it with the clue
		least = max(least, m.Patterns(lits, pats))
		m.GivenName(mark, i, "%s=%s", p.Name(i), clueText(c))
	}
	for _, b := range p.Blocks() {
		m.Rule(encode.LE, 3, sh.Lits(b[:]), "%s-%s not all shaded", p.Name(b[0]), p.Name(b[3]))
	}
	m.Rule(encode.GE, 1, sh.All(), "a shaded cell")
	m.ConnectedCells(p.Shape, sh.All(), -1, "shaded connected")
	if least > 3 { // then no piece of 3 shaded cells or fewer is all: see README
		m.NoSmallPieces(p.Shape, sh.All(), 3)
	}
	return func(v kit.Values) grid.Shading { return sh.Decode(v) }
}

// Verify checks the shading against the rules, reading the board only.
func Verify(p *Puzzle, b grid.Shading) error {
	on, err := p.Shaded(b)
	if err != nil {
		return err
	}
	for i, c := range p.Clues {
		if c != nil && on[i] {
			return fmt.Errorf("%s: a clue shaded", p.Name(i))
		} else if got := p.around(i, on); c != nil && !matches(c, got) {
			return fmt.Errorf("%s: runs of %s shaded around it, expected %s", p.Name(i), clueText(got), clueText(c))
		}
	}
	if err := p.CheckNoBlock(on, "shaded cells"); err != nil {
		return err
	}
	if !strings.ContainsRune(fmt.Sprint(b), '1') {
		return fmt.Errorf("no cell shaded")
	}
	return p.CheckConnected(on, "shaded cells")
}

func show(p *Puzzle, b grid.Shading, _ bool) solve.Answer {
	return solve.Answer{Text: p.ShadedText(b, func(i int) string { return clueText(p.Clues[i]) }), Fields: map[string]any{"shaded": p.ShadedRows(b)}}
}

// generateFlags makes full puzzles: a random connected shading without
// 2x2 blocks, grown from a random cell, and a clue on every unshaded cell.
func generateFlags(fs *pflag.FlagSet) func(context.Context, *rand.Rand, int) (*Puzzle, error) {
	shading := kit.IntFlag(fs, "shading", 55, 1, 75, "the share of shaded cells aimed at, in percent, 1 to 75")
	return func(ctx context.Context, rng *rand.Rand, size int) (*Puzzle, error) {
		p := &Puzzle{grid.Shape{Rows: size, Cols: size}, make([][]int, size*size)}
		on := make([]bool, p.N())
		on[rng.Intn(p.N())] = true
		for n, tries := 1, 0; n*100 < *shading*p.N() && tries < 50*p.N(); tries++ {
			if i := rng.Intn(p.N()); !on[i] && p.grows(on, i) {
				on[i], n = true, n+1
			}
		}
		return full(p, on), nil
	}
}

// full returns p with a clue in every cell without one that on leaves
// unshaded: the runs of shaded cells around it.
func full(p *Puzzle, on []bool) *Puzzle {
	q := &Puzzle{p.Shape, slices.Clone(p.Clues)}
	for i, c := range q.Clues {
		if c == nil && !on[i] {
			q.Clues[i] = p.around(i, on)
		}
	}
	return q
}

// grows reports whether shading i keeps the shading connected (i beside
// a shaded cell) and free of 2x2 blocks.
func (p *Puzzle) grows(on []bool, i int) bool {
	ring, near := p.ring(i), false
	for k := 0; k < 8; k += 2 { // the blocks of i and three of its ring, and its sides
		if ring[k] >= 0 && on[ring[k]] && on[ring[(k+1)%8]] && on[ring[(k+7)%8]] {
			return false
		}
		near = near || ring[k+1] >= 0 && on[ring[k+1]]
	}
	return near
}

// facts writes the puzzle for bench/asp/tapa.lp: size(Rows, Cols),
// clue(R, C), and num(R, C, K, N) for the K-th number (N = q for ?).
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d).\n", p.Rows, p.Cols)
	for i, c := range p.Clues {
		if r, col := p.RC(i); c != nil {
			fmt.Fprintf(&b, "clue(%d,%d).\n", r, col)
			for k, v := range c {
				fmt.Fprintf(&b, "num(%d,%d,%d,%s).\n", r, col, k, strings.Replace(strconv.Itoa(v), "-1", "q", 1))
			}
		}
	}
	return b.String()
}
