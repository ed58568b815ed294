package queens

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/spf13/pflag"
)

func init() {
	solve.Register(&solve.Genre{
		Name:      "queens",
		Doc:       readme,
		Summary:   "N-Queens: one solution, all, or the count; --place or a board file to complete",
		Usage:     "N [flags]  |  queens --board FILE [flags]",
		Inputs:    []string{"N", "board (Q and . per square)"},
		Outputs:   []string{"text", "json"},
		Flags:     flags,
		Workloads: workloads,
	})
}

func flags(fs *pflag.FlagSet) solve.Command {
	var places []string
	var board string
	var depth int
	fs.StringArrayVar(&places, "place", nil, "place a queen at ROW,COL (0-based) in advance; repeatable")
	fs.StringVar(&board, "board", "", "read a board of 'Q' and '.' to complete (- for standard input)")
	fs.IntVar(&depth, "cube-depth", 0, "rows fixed per cube when counting or listing every solution (0: chosen by N)")
	return func(_ context.Context, env *solve.Env) (solve.Source, error) {
		if depth < 0 {
			return nil, fmt.Errorf("--cube-depth %d: expected 0 or more rows", depth)
		}
		var p *Puzzle
		var err error
		switch {
		case board != "" && len(env.Args) > 0:
			return nil, fmt.Errorf("queens: give N or --board, not both")
		case board != "":
			p, err = readBoard(env, board)
			if err != nil {
				return nil, err
			}
		case len(env.Args) != 1:
			return nil, fmt.Errorf("queens: expected the board size N (for example: puzzlesat queens 8)")
		default:
			n, err := strconv.Atoi(env.Args[0])
			if err != nil {
				return nil, fmt.Errorf("queens: N %q: expected a whole number from 1 to %d", env.Args[0], MaxN)
			}
			p, err = New(n)
			if err != nil {
				return nil, fmt.Errorf("queens: %v", err)
			}
		}
		for _, pl := range places {
			r, col, ok := parsePair(pl)
			if !ok {
				return nil, fmt.Errorf("--place %q: expected ROW,COL such as 0,3", pl)
			}
			if err := p.Place(r, col); err != nil {
				return nil, fmt.Errorf("--place: %v", err)
			}
		}
		given := false
		return func() (*solve.Problem, error) {
			if given {
				return nil, nil
			}
			given = true
			return p.Problem(env.Options, depth), nil
		}, nil
	}
}

func readBoard(env *solve.Env, path string) (*Puzzle, error) {
	f, err := env.Open(path)
	if err != nil {
		return nil, fmt.Errorf("--board: %v", err)
	}
	defer f.Close()
	name := path
	if path == "-" {
		name = "<stdin>"
	}
	return ParseBoard(f, name)
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

// Problem returns the driver's view of the puzzle under opts: the model
// (EncodeCNF when the run needs clauses: solve.Options.NeedsCNF;
// EncodeGuided when it asks for one solution alone), its cubes when its
// search runs to the end or past two solutions on a small board (depth
// rows fixed per cube; 0 chooses by N; for a count with no queen placed,
// the mirror's cubes weighted 2, or from frameFrom on the frames up to the
// board's symmetries: FrameCubes), and the verified rendering.
func (p *Puzzle) Problem(opts *solve.Options, depth int) *solve.Problem {
	var m *Model
	switch {
	case opts.NeedsCNF():
		// The large-board model has native constraints, which DIMACS
		// (and so a proof, or another solver's answer) cannot hold.
		m = p.EncodeCNF(opts.Encoding)
	case opts.Guided:
		m = p.EncodeGuided(opts.Encoding)
	default:
		m = p.Encode(opts.Encoding)
	}
	// Cubes pay for a search that runs to the end: a count, or every
	// solution listed. A search that stops at one or two solutions (one
	// solution, --unique, --limit 1 or 2) would pay for all of them first:
	// 30-queens made 8.6 million for one solution, 10.9 s and 2.9 GB
	// against 0.01 s whole. So would one that stops at a limit on a large
	// board: --limit 1000 and --count --limit 20000 on 17- to 30-queens
	// took 1.3 to 3.6 times as long split as whole, at cube depths 2 to
	// 4 alike (20-queens --limit 1000: 19.5 s at depth 5, 0.48 s whole),
	// where 12-queens --count --limit 5000 took 0.27 s split and 1.8 s
	// whole.
	stops := opts.StopsAt()
	whole := stops > 0 && (stops <= 2 || p.N >= largeBoard)
	return &solve.Problem{
		Name:       fmt.Sprintf("queens %d", p.N),
		Formula:    m.Formula,
		Projection: m.Projection,
		Split: func(symmetric bool) []solve.Part {
			d := depth
			if d == 0 {
				d = cubeDepth(p.N)
			}
			if d == 0 || whole {
				return nil
			}
			var cubes [][]sat.Lit
			var weights []int64
			switch {
			case symmetric && !p.HasPlaced() && p.N >= frameFrom:
				cubes, weights = m.FrameCubes()
			default:
				cubes, weights = m.Cubes(d, symmetric && !p.HasPlaced())
			}
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
				return []solve.Part{{Cubes: [][]sat.Lit{}, Weight: 1}}
			}
			var parts []solve.Part
			for _, w := range order {
				parts = append(parts, solve.Part{Cubes: byWeight[w], Weight: w})
			}
			return parts
		},
		Show: func(model []bool) (solve.Answer, error) {
			sol := m.Decode(model)
			if err := Verify(p, sol); err != nil {
				return solve.Answer{}, err
			}
			return solve.Answer{Text: sol.Text(), Fields: map[string]any{"queens": []int(sol)}}, nil
		},
		ShowForced: func(values []int8) (solve.Answer, error) {
			text, cols := m.DecodeForced(values)
			return solve.Answer{Text: text, Fields: map[string]any{"forced": cols}}, nil
		},
		LitName: m.LitName,
		Cells:   solve.OneEach(m.Squares),
	}
}

// frameFrom is the smallest board counted by frames (FrameCubes): below
// it their many small cubes cost more than they save (at -j 2, 10-queens
// took 2.2× the time of the mirror's cubes, 12-queens 1.26×, 13-queens
// 0.57×).
const frameFrom = 13

// cubeDepth is how many rows each cube fixes when counting: none for small
// boards, where one solver is fastest, and more as the count grows.
func cubeDepth(n int) int {
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
