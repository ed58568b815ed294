package binox

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// bench is the benchmark's view of Binox: the series' puzzles, solved and
// proven unique; only the cardinality axis changes their formula (the
// rules are runs and balance, no at-most-one but trivial ones).
var bench = &solve.Bench{Files: []string{"binox/*.json"}, Axes: []solve.Axis{solve.AxisCard}, Load: benchLoad}

func benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return kit.BenchFile(path, func(r io.Reader, name string) ([]*Puzzle, error) {
		p, err := Parse(r, name)
		return []*Puzzle{p}, err
	}, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
		m := p.Encode(cfg)
		return m.Formula, m.Projection
	}, facts)
}

// facts writes the puzzle for bench/asp/binox.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d). run(%d).\n", p.Rows, p.Cols, p.Run)
	for i, g := range p.Given {
		if g >= 0 {
			fmt.Fprintf(&b, "given(%d,%d,%c).\n", i/p.Cols, i%p.Cols, p.Symbols[g]+'a'-'A')
		}
	}
	if p.Distinct {
		b.WriteString("distinct.\n")
	}
	return b.String()
}
