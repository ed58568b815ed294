package skyscraper

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/datafiles"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/skyscraper"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	return kittest.Read(t, Genre, filepath.Join(dataDir, name))[0]
}

// parse reads an input's puzzles as the command line does a file's.
func parse(in, name string) ([]*Puzzle, error) {
	ps, err := Genre.Parse([]byte(in), name)
	out := make([]*Puzzle, len(ps))
	for i, p := range ps {
		out[i] = p.P
	}
	return out, err
}

// text writes the puzzle as the typed grid.
func text(p *Puzzle) string { return Genre.Text.Write(p) }

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string { return datafiles.Files(t, dataDir, "*.json", 15) }

// readIndex returns the lines of INDEX.tsv by file name.
func readIndex(t testing.TB) map[string]datafiles.Entry { return datafiles.Index(t, dataDir) }

// with returns p read with the height encoding h.
func with(p *Puzzle, h Heights) *Puzzle {
	q := clone(p)
	q.Heights = h
	return q
}

// solveAll enumerates up to limit solutions (0: all) under the height
// encoding h, each checked with Verify, and returns them and whether the
// enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, h Heights, limit int64) ([]Board, bool) {
	t.Helper()
	boards, _, complete := kittest.Solutions(t, Genre, with(p, h), cfg, limit)
	return boards, complete
}

// problem returns the genre's problem of p, as the command builds it.
func problem(p *Puzzle, cfg encode.Config, h Heights) *solve.Problem {
	return Genre.Problem(with(p, h), "test", &solve.Options{Encoding: cfg}, false)
}

// key writes a board on one line.
func key(b Board) string { return fmt.Sprint(b) }

// isqrt is the side of a square of n cells.
func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// clone returns a copy of p that shares nothing with it.
func clone(p *Puzzle) *Puzzle {
	q := *p
	q.Given = append([]int(nil), p.Given...)
	for s := range p.Clues {
		q.Clues[s] = append([]int(nil), p.Clues[s]...)
	}
	return &q
}

// heightsOptions are the height encodings every count is checked under.
var heightsOptions = map[string]Heights{"direct": Direct, "order": Order}

// decode reads the board of a model of p under cfg and h.
func decode(p *Puzzle, cfg encode.Config, h Heights, model []bool) Board {
	m := kit.NewModel(cfg)
	dec := Genre.Model(with(p, h), m)
	m.Close()
	return dec(kit.Solution(model))
}
