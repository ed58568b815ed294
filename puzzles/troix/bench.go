package troix

import (
	"fmt"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// bench is the benchmark's view of Troix: the series' puzzles, solved and
// proven unique.
var bench = &solve.Bench{Files: []string{"troix/*.json"}, Axes: []solve.Axis{solve.AxisAMO, solve.AxisCard}, Load: benchLoad}

func benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return kit.BenchFile(path, func(r io.Reader, name string) ([]*Puzzle, error) {
		p, err := Parse(r, name)
		return []*Puzzle{p}, err
	}, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
		m := p.Encode(cfg)
		return m.Formula, m.Projection
	}, facts)
}

// facts writes the puzzle for bench/asp/troix.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "rows(%d). cols(%d). run(%d).\n", p.Rows, p.Cols, p.Run)
	for i, g := range p.Given {
		if g >= 0 {
			fmt.Fprintf(&b, "given(%d,%d,%c).\n", i/p.Cols, i%p.Cols, p.Symbols[g]+'a'-'A')
		}
	}
	return b.String()
}
