package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/queens"
	"github.com/puzzlesat/puzzlesat/sat"
)

func init() {
	commands["queens"] = command{summary: "N-Queens: one solution, all, or the count; --place or a board file to complete", run: runQueens}
}

func runQueens(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("queens", "queens N [flags]  |  queens --board FILE [flags]", stdout)
	c := addCommon(fs, "text", "json")
	var places []string
	var board string
	var depth int
	fs.StringArrayVar(&places, "place", nil, "place a queen at ROW,COL (0-based) in advance; repeatable")
	fs.StringVar(&board, "board", "", "read a board of 'Q' and '.' to complete (- for standard input)")
	fs.IntVar(&depth, "cube-depth", 0, "rows fixed per cube when counting (0: chosen by N)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	if depth < 0 {
		return usageErr("--cube-depth %d: expected 0 or more rows", depth)
	}
	var p *queens.Puzzle
	var err error
	switch {
	case board != "" && fs.NArg() > 0:
		return usageErr("queens: give N or --board, not both")
	case board != "":
		p, err = readQueensBoard(board, stdin)
		if err != nil {
			return badInput(err)
		}
	case fs.NArg() != 1:
		return usageErr("queens: expected the board size N (for example: puzzlesat queens 8)")
	default:
		n, err := strconv.Atoi(fs.Arg(0))
		if err != nil {
			return usageErr("queens: N %q: expected a whole number from 1 to %d", fs.Arg(0), queens.MaxN)
		}
		p, err = queens.New(n)
		if err != nil {
			return usageErr("queens: %v", err)
		}
	}
	for _, pl := range places {
		r, col, ok := parsePair(pl)
		if !ok {
			return usageErr("--place %q: expected ROW,COL such as 0,3", pl)
		}
		if err := p.Place(r, col); err != nil {
			return usageErr("--place: %v", err)
		}
	}
	ctx, cancel := c.context()
	defer cancel()
	given := false
	return solveProblems(ctx, c, func() (*problem, error) {
		if given {
			return nil, nil
		}
		given = true
		return queensProblem(p, c, depth), nil
	}, stdout, stderr)
}

func readQueensBoard(path string, stdin io.Reader) (*queens.Puzzle, error) {
	if path == "-" {
		return queens.ParseBoard(stdin, "<stdin>")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--board: %v", err)
	}
	defer f.Close()
	return queens.ParseBoard(f, path)
}

func parsePair(s string) (int, int, bool) {
	a, b, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(strings.TrimSpace(a))
	c, err2 := strconv.Atoi(strings.TrimSpace(b))
	return r, c, err1 == nil && err2 == nil
}

// queensProblem builds the solver's view of a queens puzzle.
func queensProblem(p *queens.Puzzle, c *common, depth int) *problem {
	var m *queens.Model
	if c.dimacs != "" {
		// The large-board model has native constraints, which DIMACS
		// cannot write.
		m = p.EncodeCNF(c.config())
	} else {
		m = p.Encode(c.config())
	}
	name := fmt.Sprintf("queens %d", p.N)
	return &problem{
		name:    name,
		formula: m.Formula,
		proj:    m.Projection,
		split: func(symmetric bool) []part {
			d := depth
			if d == 0 {
				d = queensCubeDepth(p.N)
			}
			if d == 0 {
				return nil
			}
			mirror := symmetric && !p.HasPlaced()
			cubes, weights := m.Cubes(d, mirror)
			// Group the cubes by weight: one part per weight.
			byWeight := map[int64][][]sat.Lit{}
			var order []int64
			for i, cube := range cubes {
				if _, ok := byWeight[weights[i]]; !ok {
					order = append(order, weights[i])
				}
				byWeight[weights[i]] = append(byWeight[weights[i]], cube)
			}
			if len(order) == 0 {
				return []part{{cubes: [][]sat.Lit{}, weight: 1}}
			}
			var parts []part
			for _, w := range order {
				parts = append(parts, part{cubes: byWeight[w], weight: w})
			}
			return parts
		},
		show: func(model []bool) (string, map[string]any, error) {
			sol := m.Decode(model)
			if err := queens.Verify(p, sol); err != nil {
				return "", nil, err
			}
			return sol.Text(), map[string]any{"queens": []int(sol)}, nil
		},
	}
}

// queensCubeDepth is how many rows each cube fixes: none for small boards,
// where one solver is fastest, and more as the count grows.
func queensCubeDepth(n int) int {
	switch {
	case n <= 8:
		return 0
	case n <= 10:
		return 2
	case n <= 12:
		return 3
	case n <= 13:
		return 4
	case n <= 40:
		return 5
	}
	return 0
}
