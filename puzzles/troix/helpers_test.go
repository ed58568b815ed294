package troix

import (
	"context"
	"math/rand"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/binox"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/troix"

// encodings are the configurations the counting tests run under.
var encodings = []encode.Config{
	{AMO: encode.Auto, Card: encode.Auto},
	{AMO: encode.Pairwise, Card: encode.SeqCounter},
	{AMO: encode.Sequential, Card: encode.Totalizer},
	{AMO: encode.Product, Card: encode.CardNet},
	{AMO: encode.Native, Card: encode.Native},
}

func load(t testing.TB, name string) *Puzzle {
	t.Helper()
	return kittest.Read(t, Genre, filepath.Join(dataDir, name))[0]
}

// count enumerates the boards of p under cfg, each checked with Verify
// (kittest.Solutions) and none twice, up to limit (0: all).
func count(t testing.TB, p *Puzzle, cfg encode.Config, limit int64) int64 {
	t.Helper()
	boards, _, _ := kittest.Solutions(t, Genre, p, cfg, limit)
	seen := map[string]bool{}
	for _, b := range boards {
		key := b.Text(p)
		if seen[key] {
			t.Fatalf("board found twice:\n%s", key)
		}
		seen[key] = true
	}
	return int64(len(boards))
}

// parseOne reads one puzzle in any of the genre's forms.
func parseOne(text, name string) (*Puzzle, error) {
	ps, err := Genre.Parse([]byte(text), name)
	if err != nil {
		return nil, err
	}
	return ps[0].P, nil
}

// generate makes an n×n puzzle with one solution, as the command does.
func generate(ctx context.Context, rng *rand.Rand, n int, symmetric bool) (*solve.Generated, error) {
	p, _ := New(n, n)
	full := func(ctx context.Context, rng *rand.Rand, _ int) (*Puzzle, error) {
		return binox.Full(ctx, Genre, p, rng)
	}
	return Genre.Make(ctx, full, rng, n, symmetric, true)
}

// search fills p's cells in row-major order, trying the symbols in the
// order order gives for each cell, and calls fn with each full board until
// fn returns false: a second method, written apart from the model, that
// keeps the givens, each symbol's count in its row and column within a
// third, and no three equal in a row or column above or to the left.
func search(p *Puzzle, order func(cell int) []int, fn func(b Board) bool) {
	n := len(Symbols)
	b := make(Board, p.Rows*p.Cols)
	rowN := make([][3]int, p.Rows)
	colN := make([][3]int, p.Cols)
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == len(b) {
			return fn(b)
		}
		r, c := i/p.Cols, i%p.Cols
		for _, s := range order(i) {
			switch {
			case p.Given[i] != None && p.Given[i] != s,
				rowN[r][s] == p.Cols/n, colN[c][s] == p.Rows/n,
				c >= 2 && b[i-1] == s && b[i-2] == s,
				r >= 2 && b[i-p.Cols] == s && b[i-2*p.Cols] == s:
				continue
			}
			b[i] = s
			rowN[r][s]++
			colN[c][s]++
			more := fill(i + 1)
			rowN[r][s]--
			colN[c][s]--
			if !more {
				return false
			}
		}
		return true
	}
	fill(0)
}

// backtrack counts the boards of p by propagate: the plain search of
// search is too slow beyond 12×12.
func backtrack(p *Puzzle) int64 { return countUpTo(p, 0) }

// countUpTo counts the boards of p by propagate, stopping at limit (0: no
// limit): enough to tell none, one and several apart.
func countUpTo(p *Puzzle, limit int64) int64 {
	var n int64
	propagate(p, func(Board) bool { n++; return limit == 0 || n < limit })
	return n
}

// propagate is a third method, for the large grids: a small constraint
// solver over domains (a bit per symbol a cell may still take), written
// apart from the model. It narrows the domains to a fixed point with the
// rules read directly (a line that has its third of a symbol takes no
// more; a line whose cells that may take a symbol are just a third must
// take it in all of them; two equal cells of a window of three bar the
// third), then branches on a cell with the fewest symbols left. It calls
// fn with each board until fn returns false.
func propagate(p *Puzzle, fn func(b Board) bool) {
	lines := p.Lines()
	windows := windowsOf(p)
	var solve func(dom []uint8) bool
	narrow := func(dom []uint8) bool {
		for changed := true; changed; {
			changed = false
			set := func(i int, d uint8) bool {
				if dom[i] == d {
					return true
				}
				dom[i] = d
				changed = true
				return d != 0
			}
			for _, line := range lines {
				third := len(line) / len(Symbols)
				for s := range Symbols {
					bit := uint8(1) << s
					fixed, may := 0, 0
					for _, i := range line {
						if dom[i] == bit {
							fixed++
						}
						if dom[i]&bit != 0 {
							may++
						}
					}
					if fixed > third || may < third {
						return false
					}
					for _, i := range line {
						switch {
						case fixed == third && dom[i] != bit && dom[i]&bit != 0:
							if !set(i, dom[i]&^bit) {
								return false
							}
						case may == third && dom[i]&bit != 0 && dom[i] != bit:
							set(i, bit)
						}
					}
				}
			}
			for _, w := range windows {
				for k := range w {
					a, b, c := w[k], w[(k+1)%3], w[(k+2)%3]
					if dom[a] == dom[b] && dom[a]&(dom[a]-1) == 0 && dom[c]&dom[a] != 0 {
						if !set(c, dom[c]&^dom[a]) {
							return false
						}
					}
				}
			}
		}
		return true
	}
	solve = func(dom []uint8) bool {
		if !narrow(dom) {
			return true
		}
		best, size := -1, 4
		for i, d := range dom {
			if n := bitsOf(d); n > 1 && n < size {
				best, size = i, n
			}
		}
		if best < 0 {
			b := make(Board, len(dom))
			for i, d := range dom {
				b[i] = bitsIndex(d)
			}
			return fn(b)
		}
		for s := range Symbols {
			if dom[best]&(1<<s) != 0 {
				next := append([]uint8(nil), dom...)
				next[best] = 1 << s
				if !solve(next) {
					return false
				}
			}
		}
		return true
	}
	dom := make([]uint8, p.Rows*p.Cols)
	for i := range dom {
		dom[i] = 1<<len(Symbols) - 1
		if g := p.Given[i]; g != None {
			dom[i] = 1 << g
		}
	}
	solve(dom)
}

func bitsOf(d uint8) int {
	n := 0
	for ; d != 0; d &= d - 1 {
		n++
	}
	return n
}

func bitsIndex(d uint8) int {
	for s := 0; s < 8; s++ {
		if d == 1<<s {
			return s
		}
	}
	return None
}

// randomBoard returns a random solved board of p's shape: the first that
// search finds with the symbols tried in a random order at each cell, or
// nil when there is none.
func randomBoard(rng *rand.Rand, p *Puzzle) Board {
	var out Board
	search(p, func(int) []int { return rng.Perm(3) }, func(b Board) bool {
		out = append(Board(nil), b...)
		return false
	})
	return out
}

// windowsOf returns every run of Run+1 consecutive cells of a line: no
// such window may hold one symbol only.
func windowsOf(p *Puzzle) [][]int {
	var out [][]int
	for _, line := range p.Lines() {
		for i := 0; i+p.Run < len(line); i++ {
			out = append(out, line[i:i+p.Run+1])
		}
	}
	return out
}
