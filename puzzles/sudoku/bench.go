package sudoku

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// workload reads up to limit puzzles (0: all) from file and makes a
// workload that solves each under the full model (N³ variables, 4N²
// exactly-one constraints): the reduced model, the program's default,
// leaves too little to the encodings to compare them.
func workload(name, file string, limit int, expect time.Duration) (*solve.Workload, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	r := NewReader(fh, filepath.Base(file), Options{})
	var ps []*Puzzle
	for limit == 0 || len(ps) < limit {
		p, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", file)
	}
	return &solve.Workload{
		Name:   fmt.Sprintf("sudoku %s (%d×%d, %d)", name, ps[0].N, ps[0].N, len(ps)),
		Kind:   "sudoku",
		Family: "sudoku " + name,
		Axes:   []solve.Axis{solve.AxisAMO},
		Items:  len(ps),
		Expect: expect,
		Encode: func(i int, cfg encode.Config) (solve.Instance, error) {
			m, err := ps[i].Encode(Full, cfg)
			if err != nil {
				return solve.Instance{}, err
			}
			return solve.Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}, nil
}

// workloads are the benchmark's Sudoku sets: testdata's, and the shared
// data's large sets in the full suite.
func workloads(src solve.BenchSource) ([]*solve.Workload, []string) {
	type set struct {
		name, file string
		limit      int
		expect     time.Duration
	}
	td := filepath.Join(src.Testdata, "sudoku")
	sets := []set{{"royle17", filepath.Join(td, "royle17_30.txt"), 5, 50 * time.Millisecond}, {"top95", filepath.Join(td, "top95.txt"), 5, 50 * time.Millisecond}}
	var notes []string
	if !src.Quick {
		sets = []set{{"royle17", filepath.Join(td, "royle17_30.txt"), 0, 300 * time.Millisecond}, {"top95", filepath.Join(td, "top95.txt"), 0, time.Second}}
		sd := filepath.Join(src.Data, "sudoku")
		if _, err := os.Stat(sd); err != nil {
			notes = append(notes, "shared Sudoku sets skipped: "+err.Error())
		} else {
			sets = append(sets, set{"forum-hardest", filepath.Join(sd, "forum_hardest_1106.txt"), 20, 500 * time.Millisecond},
				set{"janko16", filepath.Join(sd, "large", "gecode_16x16_janko.txt"), 0, 200 * time.Millisecond})
		}
		sets = append(sets, set{"rk16", filepath.Join(td, "rk16.txt"), 0, 200 * time.Millisecond}, set{"frisch25", filepath.Join(td, "frisch25_2.txt"), 0, time.Second})
	}
	var out []*solve.Workload
	for _, s := range sets {
		w, err := workload(s.name, s.file, s.limit, s.expect)
		if err != nil {
			notes = append(notes, fmt.Sprintf("sudoku %s skipped: %v", s.name, err))
			continue
		}
		out = append(out, w)
	}
	return out, notes
}
