package slitherlink

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// bench is the benchmark's view of Slitherlink: the series' puzzles (the
// first of each file), for the comparison with clingo (workloads gives the
// encodings' workloads).
var bench = &solve.Bench{Files: []string{"slitherlink/*.json"}, Axes: []solve.Axis{solve.AxisConnect}, Load: benchLoad}

func benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return kit.BenchFile(path, func(r io.Reader, name string) ([]*Puzzle, error) {
		ps, err := Parse(r, name)
		if err != nil {
			return nil, err
		}
		return ps[:1], nil
	}, func(p *Puzzle, cfg encode.Config) (*sat.Formula, sat.Projection) {
		m := p.Encode(cfg, Default)
		return m.Formula, m.Projection
	}, facts)
}

// workloads compare the connectivity methods on the series' puzzles by
// size: the eager methods time out on large ones, and the small ones
// should not share that fate. The large ones are in the full suite only.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	files, note := src.Files("slitherlink/*.json")
	var notes []string
	if note != "" {
		notes = append(notes, note)
	}
	var small, large []string
	for _, f := range files {
		if ps, err := benchPuzzles(f); err == nil && len(ps) > 0 && ps[0].Rows*ps[0].Cols <= 100 {
			small = append(small, f)
		} else {
			large = append(large, f)
		}
	}
	each := 5 * time.Millisecond
	if !src.Quick {
		each = 10 * time.Millisecond
	}
	var out []*solve.Workload
	for _, part := range []struct {
		name  string
		files []string
	}{{"up to 100 cells", small}, {"over 100 cells", large}} {
		if len(part.files) == 0 || src.Quick && part.name != "up to 100 cells" {
			continue
		}
		w, err := solve.FileWorkload("slitherlink", part.name, part.files, bench.Axes, benchLoad)
		if err != nil {
			notes = append(notes, fmt.Sprintf("slitherlink skipped: %v", err))
			continue
		}
		w.Expect = each * time.Duration(w.Items)
		out = append(out, w)
	}
	return out, notes
}

// benchPuzzles reads a file's puzzles.
func benchPuzzles(path string) ([]*Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f, path)
}

// facts writes the puzzle for bench/asp/slitherlink.lp.
func facts(p *Puzzle) string {
	var w strings.Builder
	fmt.Fprintf(&w, "rows(%d). cols(%d).\n", p.Rows, p.Cols)
	for i, k := range p.Clue {
		if k != None {
			fmt.Fprintf(&w, "clue(%d,%d,%d).\n", i/p.Cols, i%p.Cols, k)
		}
	}
	return w.String()
}
