package kit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// benchLoad reads a file's puzzles for the benchmark.
func (g *Genre[P, S]) benchLoad(path string) ([]solve.BenchPuzzle, error) {
	return g.benchLoadAs(path, nil)
}

// benchLoadAs reads a file's puzzles for the benchmark, each changed by
// apply when it is set (a Variant's).
func (g *Genre[P, S]) benchLoadAs(path string, apply func(P) P) ([]solve.BenchPuzzle, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	ps, err := g.Parse(data, path)
	if err != nil {
		return nil, err
	}
	var out []solve.BenchPuzzle
	for k, p := range ps {
		name := p.Name
		if name == "" {
			name = filepath.Base(path)
			if len(ps) > 1 {
				name += "#" + strconv.Itoa(k+1)
			}
		}
		puzzle := p.P
		if apply != nil {
			puzzle = apply(puzzle)
		}
		bp := solve.BenchPuzzle{Name: name, Input: g.Text.Write(puzzle), Encode: func(cfg encode.Config) (*sat.Formula, sat.Projection) {
			m, _ := g.Build(puzzle, cfg)
			return m.F, m.Projection()
		}}
		if g.Bench.Facts != nil {
			bp.Facts = g.Bench.Facts(puzzle)
		}
		out = append(out, bp)
	}
	return out, nil
}

// bySize returns the genre's workloads split by size (Bench.Small).
func (g *Genre[P, S]) bySize(axes []solve.Axis) func(src solve.BenchSource) ([]*solve.Workload, []string) {
	return func(src solve.BenchSource) ([]*solve.Workload, []string) {
		var notes []string
		small, large := []string{}, []string{}
		for _, pattern := range g.Bench.Files {
			files, note := src.Files(pattern)
			if note != "" {
				notes = append(notes, note)
			}
			for _, f := range files {
				data, err := os.ReadFile(f)
				ps, perr := g.Parse(data, f)
				if n, ok := any(firstOf(ps)).(interface{ N() int }); err == nil && perr == nil && len(ps) > 0 && (!ok || n.N() <= g.Bench.Small) {
					small = append(small, f)
				} else {
					large = append(large, f)
				}
			}
		}
		var out []*solve.Workload
		for k, files := range [][]string{small, large} {
			variant := fmt.Sprintf("up to %d cells", g.Bench.Small)
			if k == 1 {
				variant = fmt.Sprintf("over %d cells", g.Bench.Small)
			}
			if len(files) > 0 && !(src.Quick && k == 1) {
				out, notes = g.addWorkload(out, notes, src, variant, files, axes, g.benchLoad)
			}
		}
		return out, notes
	}
}

// addWorkload adds to out the workload of files under the variant's
// name, each puzzle read by load and expected to take 10 ms (5 ms in the
// quick suite), or to notes why it is skipped.
func (g *Genre[P, S]) addWorkload(out []*solve.Workload, notes []string, src solve.BenchSource, variant string, files []string, axes []solve.Axis, load func(path string) ([]solve.BenchPuzzle, error)) ([]*solve.Workload, []string) {
	w, err := solve.FileWorkload(g.Name, variant, files, axes, load, src.Most())
	if err != nil {
		return out, append(notes, fmt.Sprintf("%s skipped: %v", g.Name, err))
	}
	each := 10 * time.Millisecond
	if src.Quick {
		each = 5 * time.Millisecond
	}
	w.Expect = each * time.Duration(w.Items)
	return append(out, w), notes
}

// firstOf returns the first puzzle of ps, or the zero P.
func firstOf[P any](ps []*Named[P]) P {
	var zero P
	if len(ps) == 0 {
		return zero
	}
	return ps[0].P
}

// BenchFile reads the puzzles of a file for the benchmark, for a genre
// that is not a kit Genre: read parses it, enc builds a puzzle's
// formula, facts (nil: none) writes it for the genre's ASP program. A
// file of one puzzle is that puzzle's Input; several are each named
// FILE#K and get no Input.
func BenchFile[P any](path string, read func(r io.Reader, name string) ([]P, error), enc func(p P, cfg encode.Config) (*sat.Formula, sat.Projection), facts func(p P) string) ([]solve.BenchPuzzle, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	ps, err := read(bytes.NewReader(data), filepath.Base(path))
	if err != nil {
		return nil, err
	}
	var out []solve.BenchPuzzle
	for k, p := range ps {
		bp := solve.BenchPuzzle{Name: filepath.Base(path), Encode: func(cfg encode.Config) (*sat.Formula, sat.Projection) { return enc(p, cfg) }}
		if len(ps) == 1 {
			bp.Input = string(data)
		} else {
			bp.Name += "#" + strconv.Itoa(k+1)
		}
		if facts != nil {
			bp.Facts = facts(p)
		}
		out = append(out, bp)
	}
	return out, nil
}
