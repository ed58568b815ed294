package bench

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// Sudoku reads up to limit puzzles (0: all) from file and makes a workload
// that solves each under the full model (N³ variables, 4N² exactly-one
// constraints): the reduced model, the program's default, leaves too little
// to the encodings to compare them.
func Sudoku(name, file string, limit int) (*Workload, error) {
	fh, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	r := sudoku.NewReader(fh, filepath.Base(file), sudoku.Options{})
	var ps []*sudoku.Puzzle
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
	return &Workload{
		Name:   fmt.Sprintf("sudoku %s (%d×%d, %d)", name, ps[0].N, ps[0].N, len(ps)),
		Kind:   "sudoku",
		Family: "sudoku " + name,
		Axes:   []Axis{AMO},
		Items:  len(ps),
		Encode: func(i int, cfg encode.Config) (Instance, error) {
			m, err := ps[i].Encode(sudoku.Full, cfg)
			if err != nil {
				return Instance{}, err
			}
			return Instance{Formula: m.Formula, Projection: m.Projection}, nil
		},
	}, nil
}
