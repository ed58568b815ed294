package skyscraper

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// bench is the benchmark's view of Skyscraper: the series' puzzles, for
// the comparison with clingo (workloads gives the encodings' workloads).
var bench = &solve.Bench{Files: []string{"skyscraper/*.json"}, Axes: []solve.Axis{solve.AxisAMO, solve.AxisCard}, Load: benchLoad}

func benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return benchLoadAs(path, Default)
}

func benchLoadAs(path string, opts Options) ([]solve.BenchPuzzle, error) {
	return kit.BenchFile(path, func(r io.Reader, name string) ([]*Puzzle, error) {
		ps, err := Parse(r, name)
		if err != nil {
			return nil, err
		}
		return ps[:1], nil
	}, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
		m := p.Encode(cfg, opts)
		return m.Formula, m.Projection
	}, facts)
}

// workloads are the series' puzzles solved and proven unique under each
// encoding of the heights (direct and order), compared as workloads of
// their own.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	files, note := src.Files("skyscraper/*.json")
	var notes []string
	if note != "" {
		notes = append(notes, note)
	}
	var out []*solve.Workload
	for _, h := range []Heights{Direct, Order} {
		opts := Default
		opts.Heights = h
		w, err := solve.FileWorkload("skyscraper", h.String(), files, bench.Axes, func(path string) ([]solve.BenchPuzzle, error) { return benchLoadAs(path, opts) })
		if err != nil {
			notes = append(notes, fmt.Sprintf("skyscraper skipped: %v", err))
			continue
		}
		w.Expect = expectEach(src) * time.Duration(w.Items)
		out = append(out, w)
	}
	return out, notes
}

// expectEach is a guess of one series puzzle's time.
func expectEach(src solve.BenchSource) time.Duration {
	if src.Quick {
		return 5 * time.Millisecond
	}
	return 10 * time.Millisecond
}

// facts writes the puzzle for bench/asp/skyscraper.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "n(%d).\n", p.N)
	sideNames := [4]string{"top", "bottom", "left", "right"}
	for s, clues := range p.Clues {
		for k, v := range clues {
			if v > 0 {
				fmt.Fprintf(&w, "clue(%s,%d,%d).\n", sideNames[s], k, v)
			}
		}
	}
	for i, h := range p.Given {
		if h > 0 {
			fmt.Fprintf(&w, "given(%d,%d,%d).\n", i/p.N, i%p.N, h)
		}
	}
	return w.String()
}
