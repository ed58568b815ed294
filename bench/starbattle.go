package bench

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// StarBattle reads the puzzles of files and makes one workload per size
// (side and stars per row), each solving its puzzles under the program's
// default model (starbattle.Default). Files that do not parse are skipped
// and named in the error, which does not stop the others.
func StarBattle(files []string) ([]*Workload, error) {
	type size struct{ rows, cols, k int }
	bySize := make(map[size][]*starbattle.Puzzle)
	var errs []error
	for _, file := range files {
		fh, err := os.Open(file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		ps, err := starbattle.Parse(fh, filepath.Base(file))
		fh.Close()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, p := range ps {
			s := size{p.Rows, p.Cols, p.K}
			bySize[s] = append(bySize[s], p)
		}
	}
	sizes := make([]size, 0, len(bySize))
	for s := range bySize {
		sizes = append(sizes, s)
	}
	slices.SortFunc(sizes, func(a, b size) int {
		return cmp.Or(cmp.Compare(a.rows, b.rows), cmp.Compare(a.cols, b.cols), cmp.Compare(a.k, b.k))
	})
	var out []*Workload
	for _, s := range sizes {
		ps := bySize[s]
		axes := []Axis{AMO}
		if s.k > 1 {
			axes = append(axes, Card)
		}
		out = append(out, &Workload{
			Name:   fmt.Sprintf("starbattle %d×%d k=%d (%d)", s.rows, s.cols, s.k, len(ps)),
			Kind:   "starbattle",
			Family: "starbattle",
			Param:  s.rows,
			Axes:   axes,
			Items:  len(ps),
			Encode: func(i int, cfg encode.Config) (Instance, error) {
				m := ps[i].Encode(cfg, starbattle.Default)
				return Instance{Formula: m.Formula, Projection: m.Projection}, nil
			},
		})
	}
	if len(errs) > 0 {
		return out, fmt.Errorf("star battle: %d files skipped, first: %w", len(errs), errs[0])
	}
	return out, nil
}
