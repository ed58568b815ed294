package mirrormaze

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// bench is the benchmark's view of the mirror maze: the series' puzzles
// (the first of each file), solved and proven unique.
var bench = &solve.Bench{Files: []string{"mirrormaze/*.json"}, Axes: []solve.Axis{solve.AxisAMO, solve.AxisCard}, Load: benchLoad}

func benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return kit.BenchFile(path, Parse, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
		m := p.Encode(cfg)
		return m.Formula, m.Projection
	}, facts)
}

var sideNames = [4]string{"top", "bottom", "left", "right"}

// facts writes the puzzle for bench/asp/mirrormaze.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, c := range p.Grid {
		r, col := i/p.Cols, i%p.Cols
		switch {
		case c == Slash:
			fmt.Fprintf(&w, "mirror(%d,%d,slash).\n", r, col)
		case c == Backslash:
			fmt.Fprintf(&w, "mirror(%d,%d,back).\n", r, col)
		case c.IsMonster():
			fmt.Fprintf(&w, "fixed(%d,%d,%s).\n", r, col, strings.ToLower(c.String()))
		}
	}
	for s, clues := range p.Clues {
		for k, v := range clues {
			if v != NoClue {
				fmt.Fprintf(&w, "clue(%s,%d,%d).\n", sideNames[s], k, v)
			}
		}
	}
	for t, k := range p.Totals {
		if k != NoClue {
			fmt.Fprintf(&w, "total(%s,%d).\n", strings.ToLower(Monsters[t].String()), k)
		}
	}
	for g, group := range p.Same {
		for _, c := range group {
			fmt.Fprintf(&w, "same(%d,%d,%d).\n", g, c.Row, c.Col)
		}
	}
	return w.String()
}
