package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

func init() {
	commands["sudoku"] = command{summary: "Sudoku of any size: solve, count, check uniqueness; batches of one-line puzzles", run: runSudoku}
}

func runSudoku(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("sudoku", "sudoku [flags] [FILE...]  (no FILE or -: standard input)", stdout)
	c := addCommon(fs, "text", "json")
	var input, box, model string
	fs.StringVar(&input, "input", "auto", "input format: auto, line (N² characters a puzzle), grid, ints, json")
	fs.StringVar(&box, "box", "", "block shape RxC (rows x columns of a block), such as 2x3 for 6×6; default: from the input's separators, else square or the closest to square")
	fs.StringVar(&model, "model", "reduced", "model: full (N³ variables) or reduced (givens and singles propagated first)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	// Measured on this puzzle (docs/bench/REPORT.md: 0.45× pairwise on
	// top95, 0.16× on 16×16; and with the reduced model, 81×81 and 144×144
	// grids two to three times faster): gophersat's own cardinality
	// constraints are cheaper to build and to search than any CNF
	// at-most-one.
	c.preferNative()
	if err := c.check(); err != nil {
		return err
	}
	format, err := sudoku.ParseFormat(input)
	if err != nil {
		return usageErr("--input: %v", err)
	}
	kind, err := sudoku.ParseKind(model)
	if err != nil {
		return usageErr("--model: %v", err)
	}
	opt := sudoku.Options{Format: format}
	if box != "" {
		r, cl, ok := parseBox(box)
		if !ok {
			return usageErr("--box %q: expected RxC, the rows and columns of a block, such as 3x3 or 2x3", box)
		}
		opt.BoxRows, opt.BoxCols = r, cl
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	cfg := c.config()
	// Answers to files are written in blocks, not one write per puzzle
	// (a batch of 49,151 lines otherwise spends a tenth of its time in
	// write calls); with standard input, each answer goes out at once, so
	// that a user typing puzzles sees the answers.
	if !slices.Contains(files, "-") {
		bw := bufio.NewWriterSize(stdout, 1<<16)
		defer bw.Flush()
		stdout = bw
	}
	ctx, cancel := c.context()
	defer cancel()

	prog := newProgress(stderr)
	defer prog.finish()
	var rd *sudoku.Reader
	var name string
	var closer io.Closer
	defer func() {
		if closer != nil {
			closer.Close()
		}
	}()
	next := func() (*sudokuItem, error) {
		for {
			if rd == nil {
				if len(files) == 0 {
					return nil, nil
				}
				name = files[0]
				files = files[1:]
				var in io.Reader
				if name == "-" {
					in, name = stdin, "stdin"
				} else {
					f, err := os.Open(name)
					if err != nil {
						return nil, fmt.Errorf("%s: cannot read: %v", name, errCause(err))
					}
					closer = f
					in = prog.track(f)
				}
				rd = sudoku.NewReader(in, name, opt)
			}
			p, err := rd.Next()
			if err == io.EOF {
				if rd.Line() == 0 {
					return nil, fmt.Errorf("%s:1:1: empty input: expected a sudoku", name)
				}
				rd = nil
				if closer != nil {
					closer.Close()
					closer = nil
				}
				continue
			}
			if err != nil {
				return nil, err
			}
			prog.step()
			sp, err := sudokuProblem(p, rd.Layout(), fmt.Sprintf("%s:%d", name, rd.Line()), kind, cfg)
			if err != nil {
				return nil, err
			}
			return &sudokuItem{problem: sp, size: p.N}, nil
		}
	}
	// One puzzle of 9×9 or less takes a few hundred microseconds; sending
	// it to a worker process costs more than solving it (measured: -j 2
	// runs Royle's 17-clue batch at half the speed of -j 1). Unless -j is
	// given, small puzzles are solved in this process, and larger ones,
	// where a worker's share is worth its pipe, go to the pool.
	first, err := next()
	if err != nil || first == nil {
		if err == nil {
			err = fmt.Errorf("empty input: expected a sudoku")
		}
		return badInput(err)
	}
	if !fs.Changed("jobs") && first.size <= 9 {
		c.jobs = 1
	}
	given := false
	return solveProblems(ctx, c, func() (*problem, error) {
		if !given {
			given = true
			return first.problem, nil
		}
		sp, err := next()
		if sp == nil {
			return nil, err
		}
		return sp.problem, err
	}, stdout, stderr)
}

// sudokuItem is a problem and the side of its grid.
type sudokuItem struct {
	problem *problem
	size    int
}

// errCause drops the path that os errors repeat.
func errCause(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func parseBox(s string) (int, int, bool) {
	a, b, ok := strings.Cut(strings.ReplaceAll(strings.ToLower(s), "×", "x"), "x")
	if !ok {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || r < 1 || c < 1 || r*c > sudoku.MaxN {
		return 0, 0, false
	}
	return r, c, true
}

// sudokuProblem builds the solver's view of one puzzle.
func sudokuProblem(p *sudoku.Puzzle, lay sudoku.Layout, name string, kind sudoku.Kind, cfg encode.Config) (*problem, error) {
	m, err := p.Encode(kind, cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return &problem{
		name:       name,
		formula:    m.Formula,
		proj:       m.Projection,
		noSolution: m.NoSolution,
		oneLine:    lay.Format == sudoku.Line || (lay.Format == sudoku.Ints && lay.OneLine),
		show: func(model []bool) (string, map[string]any, error) {
			g := m.Decode(model)
			if err := sudoku.Verify(p, g); err != nil {
				return "", nil, err
			}
			return lay.Render(p, g), map[string]any{"grid": g.Rows(p.N)}, nil
		},
	}, nil
}

// progress draws a progress line on stderr when it is a terminal and the
// batch is long: puzzles read, the share of the files' bytes, the rate.
type progress struct {
	w       io.Writer
	on      bool
	now     func() time.Time // the clock, replaced in tests
	start   time.Time
	last    time.Time
	puzzles int
	read    int64
	size    int64
	drawn   bool
}

func newProgress(stderr io.Writer) *progress {
	pr := &progress{w: stderr, now: time.Now, start: time.Now()}
	if f, ok := stderr.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			pr.on = true
		}
	}
	return pr
}

// track counts the bytes read from f, for the share done.
func (pr *progress) track(f *os.File) io.Reader {
	if !pr.on {
		return f
	}
	if st, err := f.Stat(); err == nil {
		pr.size += st.Size()
	}
	return &countingReader{r: f, n: &pr.read}
}

type countingReader struct {
	r io.Reader
	n *int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	k, err := c.r.Read(b)
	*c.n += int64(k)
	return k, err
}

func (pr *progress) step() {
	pr.puzzles++
	if !pr.on || pr.puzzles%64 != 0 {
		return
	}
	now := pr.now()
	if now.Sub(pr.start) < time.Second || now.Sub(pr.last) < 200*time.Millisecond {
		return
	}
	pr.last = now
	share := ""
	if pr.size > 0 {
		share = fmt.Sprintf(" %3.0f%%", 100*float64(pr.read)/float64(pr.size))
	}
	rate := float64(pr.puzzles) / now.Sub(pr.start).Seconds()
	fmt.Fprintf(pr.w, "\r%d puzzles%s, %.0f/s ", pr.puzzles, share, rate)
	pr.drawn = true
}

func (pr *progress) finish() {
	if pr.drawn {
		fmt.Fprint(pr.w, "\r\033[K")
	}
}
