package solve

import (
	"context"
	"fmt"
	"io"
	"sort"
	"sync"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/spf13/pflag"
)

// Genre is a kind of puzzle the driver solves: its name, the formats it
// reads and writes, and its own flags. Each genre's package registers one
// from init.
type Genre struct {
	Name    string   // the command's name, such as "sudoku"
	Aliases []string // other names the command answers to ("lightup" for "akari")
	Summary string   // one line for the help
	// Doc tells the genre's rules, formats and examples, for 'puzzlesat
	// genres NAME'; it may be empty.
	Doc    string
	Usage  string   // what follows the name on the command line: "[flags] [FILE...]"
	Inputs []string // the input formats it reads, for the listing
	// Outputs are the output formats it writes, the default first; every
	// genre writes "text" and "json".
	Outputs []string
	// Flags registers the genre's own flags on fs, and returns the Command
	// that reads the inputs once the flags are parsed.
	Flags func(fs *pflag.FlagSet) Command
	// Generate, when set, makes puzzles of the genre with one solution.
	Generate *Generator
	// Bench, when set, gives the benchmark the genre's puzzles, as a
	// workload of its own and for the comparison with clingo.
	Bench *Bench
	// Workloads, when set, gives the benchmark the genre's workloads
	// itself (sizes, modes, families), in place of Bench's, and notes on
	// what it skipped (a shared data set that is absent, say).
	Workloads func(src BenchSource) ([]*Workload, []string)
	// Page, when set, is what the browser page takes of the genre beyond
	// its command line: telling an input is the genre's, the puzzle as an
	// editable grid, written back as its links (see Page). The genre kit
	// sets it.
	Page *Page
}

// Bench is what the benchmark (package bench) takes of a genre: puzzles
// to solve and prove unique under every encoding that changes their
// formula, and the same puzzles as ASP facts for clingo, whose program of
// the genre's rules is bench/asp/NAME.lp.
type Bench struct {
	// Files are glob patterns of puzzle files ("akari/*.txt"), under the
	// shared data's series folder where they match there in the full
	// suite, else under the testdata folder: each pattern's puzzles make
	// one workload, solved and proven unique.
	Files []string
	// Axes are the encodings that change the genre's formula.
	Axes []Axis
	// Load reads the puzzles of a file.
	Load func(path string) ([]BenchPuzzle, error)
}

// BenchPuzzle is one puzzle of a benchmark workload.
type BenchPuzzle struct {
	Name string
	// Encode builds its formula under cfg.
	Encode func(cfg encode.Config) (*sat.Formula, sat.Projection)
	// Facts are the puzzle as ASP facts for the genre's program, or ""
	// when the genre has none.
	Facts string
	// Input is the puzzle in a form the genre's command reads (its typed
	// grid, say), for timing the command on it alone.
	Input string
}

// Command reads the inputs of one run and returns its problems. It may
// change env.Options first: an encoding measured best for the genre, or
// one process when workers would only cost time. A mode that answers
// without the solving loop (a table of counts, puzzles written back as
// URLs) writes to env.Stdout itself and returns a nil Source.
type Command func(ctx context.Context, env *Env) (Source, error)

// Source returns the problems of a run one at a time, and nil at the end.
// An error ends the run: it is bad input.
type Source func() (*Problem, error)

// Problems returns a Source of the given problems, in order.
func Problems(ps ...*Problem) Source {
	return func() (*Problem, error) {
		if len(ps) == 0 {
			return nil, nil
		}
		p := ps[0]
		ps = ps[1:]
		return p, nil
	}
}

// Env is what a Command is given.
type Env struct {
	Args    []string // the arguments after the flags
	Options *Options // the flags every genre takes
	Stdin   io.Reader
	Stdout  io.Writer // for a genre's own modes only; outcomes go to Run's report
	Stderr  io.Writer
	// Open opens an input file; "-" is standard input. It may count the
	// bytes read, for a progress line.
	Open func(name string) (io.ReadCloser, error)
	// Changed reports whether a flag was given on the command line.
	Changed func(flag string) bool
	// Colour says that Stdout is a terminal that takes colour.
	Colour bool
	// Now is the clock ("today" for the calendar).
	Now func() time.Time
}

var (
	registryMu sync.Mutex
	registry   = map[string]*Genre{} // by name
	aliases    = map[string]*Genre{} // by name and by alias
)

// Register adds a genre. It panics when the name is taken or the genre
// lacks a part, which is a programming error.
func Register(g *Genre) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if g.Name == "" || g.Flags == nil || len(g.Outputs) == 0 {
		panic(fmt.Sprintf("solve: genre %q registered without a name, flags or outputs", g.Name))
	}
	for _, n := range append([]string{g.Name}, g.Aliases...) {
		if _, dup := aliases[n]; dup {
			panic("solve: genre name registered twice: " + n)
		}
	}
	registry[g.Name] = g
	for _, n := range append([]string{g.Name}, g.Aliases...) {
		aliases[n] = g
	}
}

// Lookup returns the genre of that name or alias.
func Lookup(name string) (*Genre, bool) {
	registryMu.Lock()
	defer registryMu.Unlock()
	g, ok := aliases[name]
	return g, ok
}

// Genres returns the registered genres by name.
func Genres() []*Genre {
	registryMu.Lock()
	defer registryMu.Unlock()
	out := make([]*Genre, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
