package starbattle

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// workloads are the benchmark's Star Battles: one workload per size (side
// and stars per row), each solving its puzzles under the program's
// default model; the shared data's 53 in the full suite (up to 17×17),
// testdata's up to 9×9 in the quick one. Files that do not parse are
// skipped, and named in a note.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	dir, maxSide, expect := filepath.Join(src.Testdata, "starbattle"), 9, 30*time.Millisecond
	var notes []string
	if !src.Quick {
		maxSide, expect = 17, 50*time.Millisecond
		dir = filepath.Join(src.Data, "starbattle")
		if _, err := os.Stat(dir); err != nil {
			notes = append(notes, "shared Star Battle puzzles skipped: "+err.Error())
			dir = filepath.Join(src.Testdata, "starbattle")
		}
	}
	type size struct{ rows, cols, k int }
	bySize := map[size][]*Puzzle{}
	all, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	skipped := 0
	for _, file := range all {
		// The names end in _RxC_K.txt.
		var r, c, k int
		parts := strings.Split(strings.TrimSuffix(filepath.Base(file), ".txt"), "_")
		if len(parts) >= 2 {
			fmt.Sscanf(parts[len(parts)-2]+" "+parts[len(parts)-1], "%dx%d %d", &r, &c, &k)
		}
		if r == 0 || r > maxSide || c > maxSide {
			continue
		}
		fh, err := os.Open(file)
		if err != nil {
			skipped++
			continue
		}
		ps, err := Parse(fh, filepath.Base(file))
		fh.Close()
		if err != nil {
			if skipped++; skipped == 1 {
				notes = append(notes, fmt.Sprintf("star battle: %v", err))
			}
			continue
		}
		for _, p := range ps {
			s := size{p.Rows, p.Cols, p.K}
			bySize[s] = append(bySize[s], p)
		}
	}
	if len(bySize) == 0 {
		return nil, append(notes, "star battle skipped: no puzzles in "+dir)
	}
	sizes := make([]size, 0, len(bySize))
	for s := range bySize {
		sizes = append(sizes, s)
	}
	slices.SortFunc(sizes, func(a, b size) int {
		return cmp.Or(cmp.Compare(a.rows, b.rows), cmp.Compare(a.cols, b.cols), cmp.Compare(a.k, b.k))
	})
	var out []*solve.Workload
	for _, s := range sizes {
		ps := bySize[s]
		axes := []solve.Axis{solve.AxisAMO}
		if s.k > 1 {
			axes = append(axes, solve.AxisCard)
		}
		out = append(out, &solve.Workload{
			Name:   fmt.Sprintf("starbattle %d×%d k=%d (%d)", s.rows, s.cols, s.k, len(ps)),
			Kind:   "starbattle",
			Family: "starbattle",
			Param:  s.rows,
			Axes:   axes,
			Items:  len(ps),
			Expect: expect * time.Duration(len(ps)),
			Encode: func(i int, cfg encode.Config) (solve.Instance, error) {
				m := ps[i].Encode(cfg, Default)
				return solve.Instance{Formula: m.Formula, Projection: m.Projection}, nil
			},
		})
	}
	return out, notes
}

// facts writes the puzzle for bench/asp/starbattle.lp.
func facts(p *Puzzle) string {
	var b strings.Builder
	fmt.Fprintf(&b, "size(%d,%d). stars(%d).\n", p.Rows, p.Cols, p.K)
	for i, g := range p.Region {
		fmt.Fprintf(&b, "region(%d,%d,%d).\n", i/p.Cols, i%p.Cols, g)
	}
	return b.String()
}
