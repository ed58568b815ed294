package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

func init() {
	commands["starbattle"] = command{summary: "Star Battle: region grids, JSON or puzz.link URLs; solve, count, check uniqueness, write URLs", run: runStarbattle}
}

func runStarbattle(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlagSet("starbattle", "starbattle [flags] [FILE|URL...]", stdout)
	c := addCommon(fs, "text", "json", "url")
	notouch := fs.String("notouch", starbattle.Default.NoTouch.String(), "how no-touch is stated: windows (at most one star per 2×2 window) or pairs (per two touching cells)")
	bands := fs.Bool("bands", starbattle.Default.Bands, "add the redundant band constraints (two adjacent rows or columns hold 2k stars, one per column at most)")
	blocks := fs.Bool("blocks", starbattle.Default.Blocks, "add the redundant block constraints (a band of two rows or columns cut into 2×2 blocks has at most ⌈n/2⌉−2k empty blocks)")
	counting := fs.Bool("counting", starbattle.Default.Counting, "add the redundant counting constraints (regions inside or across runs of rows and columns)")
	colour := fs.String("colour", "auto", "colour the regions: auto (when stdout is a terminal and NO_COLOR is unset), always or never")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	nt, err := starbattle.ParseNoTouch(*notouch)
	if err != nil {
		return usageErr("--notouch: %v", err)
	}
	opts := starbattle.Options{NoTouch: nt, Bands: *bands, Blocks: *blocks, Counting: *counting}
	render := starbattle.RenderOptions{}
	switch *colour {
	case "auto":
		render.Colour = wantsColour(stdout)
	case "always":
		render.Colour = true
	case "never":
	default:
		return usageErr("--colour %q: expected auto, always or never", *colour)
	}
	inputs := fs.Args()
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	if c.format == "url" {
		if c.count || c.all || c.unique || c.limit > 0 || c.dimacs != "" {
			return usageErr("--format url writes the puzzles as URLs without solving: it takes no --count, --all, --unique, --limit or --dimacs")
		}
		return writeStarbattleURLs(inputs, stdin, stdout)
	}
	ctx, cancel := c.context()
	defer cancel()
	var queue []*starbattle.Puzzle
	var names []string
	many := len(inputs) > 1
	return solveProblems(ctx, c, func() (*problem, error) {
		for len(queue) == 0 {
			if len(inputs) == 0 {
				return nil, nil
			}
			in := inputs[0]
			inputs = inputs[1:]
			ps, name, err := readStarbattle(in, stdin)
			if err != nil {
				return nil, err
			}
			many = many || len(ps) > 1
			for _, p := range ps {
				queue = append(queue, p)
				if p.Name != "" {
					names = append(names, p.Name)
				} else {
					names = append(names, name)
				}
			}
		}
		p, name := queue[0], names[0]
		queue, names = queue[1:], names[1:]
		return starbattleProblem(p, name, c, opts, render, many), nil
	}, stdout, stderr)
}

// readStarbattle reads the puzzles of one input: a file, "-" for standard
// input, or a URL given as the argument.
func readStarbattle(in string, stdin io.Reader) ([]*starbattle.Puzzle, string, error) {
	if in == "-" {
		ps, err := starbattle.Parse(stdin, "<stdin>")
		return ps, "<stdin>", err
	}
	f, err := os.Open(in)
	if err != nil {
		if starbattle.IsURL(in) {
			p, err := starbattle.ParseURL(in)
			if err != nil {
				return nil, "", fmt.Errorf("URL %s: %v", in, err)
			}
			return []*starbattle.Puzzle{p}, "url", nil
		}
		return nil, "", err
	}
	defer f.Close()
	ps, err := starbattle.Parse(f, in)
	return ps, in, err
}

// starbattleProblem builds the solver's view of a puzzle.
func starbattleProblem(p *starbattle.Puzzle, name string, c *common, opts starbattle.Options, render starbattle.RenderOptions, named bool) *problem {
	m := p.Encode(c.config(), opts)
	return &problem{
		name:       name,
		formula:    m.Formula,
		proj:       m.Projection,
		noSolution: p.Infeasible(),
		show: func(model []bool) (string, map[string]any, error) {
			sol := m.Decode(model)
			if err := starbattle.Verify(p, sol); err != nil {
				return "", nil, err
			}
			text := starbattle.Text(p, sol, render)
			if named {
				text = name + "\n" + text
			}
			return text, map[string]any{"stars": sol.Pairs()}, nil
		},
	}
}

// writeStarbattleURLs writes each puzzle as a puzz.link URL: the URL alone
// for a single puzzle, "name<TAB>URL" lines (the form the list reader takes
// back) for more.
func writeStarbattleURLs(inputs []string, stdin io.Reader, stdout io.Writer) error {
	var lines []string
	named := len(inputs) > 1
	for _, in := range inputs {
		ps, name, err := readStarbattle(in, stdin)
		if err != nil {
			return badInput(err)
		}
		named = named || len(ps) > 1
		for _, p := range ps {
			u, err := p.URL()
			if err != nil {
				return badInput(fmt.Errorf("%s: %v", name, err))
			}
			n := p.Name
			if n == "" {
				n = strings.TrimSuffix(name[strings.LastIndex(name, "/")+1:], ".txt")
			}
			lines = append(lines, n+"\t"+u)
		}
	}
	for _, l := range lines {
		if !named {
			_, l, _ = strings.Cut(l, "\t")
		}
		if _, err := fmt.Fprintln(stdout, l); err != nil {
			return err
		}
	}
	return nil
}

// wantsColour reports whether w is a terminal that takes colour: an
// *os.File on a character device, with NO_COLOR unset (no-color.org) and
// TERM not "dumb".
func wantsColour(w io.Writer) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
