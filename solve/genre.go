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
	// URLTypes are the puzz.link types (pzprjs's names, "lightup") whose
	// URLs the genre reads, where they are not its name or aliases: the
	// command line names them for a URL of another type.
	URLTypes []string
	// Outputs are the output formats it writes, the default first; every
	// genre writes "text" and "json".
	Outputs []string
	// Unasked are the common flags, without their dashes ("forced",
	// "hint"), that name a question the genre cannot answer (its problems
	// lack what the question needs, and the driver refuses it): its help,
	// the listing and the page leave them out.
	Unasked []string
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
	registry   = make(map[string]*entry, 64) // by name
	aliases    = make(map[string]*entry, 96) // by name and by alias
)

// entry is a registered genre, built when first asked for: building
// forty genres' commands, pages and benchmarks at start cost every run,
// --help too, 0.06 ms, 3% of its time (see RegisterLazy).
type entry struct {
	name, summary string
	once          sync.Once
	build         func() *Genre
	g             *Genre
}

// genre builds the entry's genre once.
func (e *entry) genre() *Genre {
	e.once.Do(func() {
		e.g, e.build = e.build(), nil
		if e.g.Name != e.name || e.g.Summary != e.summary {
			panic("solve: genre " + e.name + " built with another name or summary")
		}
		if e.g.Flags == nil || len(e.g.Outputs) == 0 {
			panic(fmt.Sprintf("solve: genre %q registered without flags or outputs", e.name))
		}
	})
	return e.g
}

// Register adds a genre. It panics when the name is taken or the genre
// lacks a part, which is a programming error.
func Register(g *Genre) {
	if g.Flags == nil || len(g.Outputs) == 0 {
		panic(fmt.Sprintf("solve: genre %q registered without a name, flags or outputs", g.Name))
	}
	RegisterLazy(g.Name, g.Aliases, g.Summary, func() *Genre { return g })
}

// RegisterLazy adds a genre that build makes when the genre is first
// looked up, so that a run pays only for the genre it uses: the genre's
// name, aliases and summary are all that the help and the command's lookup
// need. It panics when a name is taken or empty; the built genre must have
// the same name and summary.
func RegisterLazy(name string, aliasNames []string, summary string, build func() *Genre) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if name == "" || build == nil {
		panic(fmt.Sprintf("solve: genre %q registered without a name or a build", name))
	}
	if _, dup := aliases[name]; dup {
		panic("solve: genre name registered twice: " + name)
	}
	for _, n := range aliasNames {
		if _, dup := aliases[n]; dup {
			panic("solve: genre name registered twice: " + n)
		}
	}
	e := &entry{name: name, summary: summary, build: build}
	registry[name], aliases[name] = e, e
	for _, n := range aliasNames {
		aliases[n] = e
	}
}

// Lookup returns the genre of that name or alias.
func Lookup(name string) (*Genre, bool) {
	registryMu.Lock()
	e, ok := aliases[name]
	registryMu.Unlock()
	if !ok {
		return nil, false
	}
	return e.genre(), true
}

// Listed is a registered genre's name and summary, for a help or a
// message that lists the genres without building them.
type Listed struct{ Name, Summary string }

// List returns the registered genres' names and summaries, by name.
func List() []Listed {
	es := entries()
	out := make([]Listed, len(es))
	for i, e := range es {
		out[i] = Listed{e.name, e.summary}
	}
	return out
}

// entries returns the registered entries by name.
func entries() []*entry {
	registryMu.Lock()
	es := make([]*entry, 0, len(registry))
	for _, e := range registry {
		es = append(es, e)
	}
	registryMu.Unlock()
	sort.Slice(es, func(i, j int) bool { return es[i].name < es[j].name })
	return es
}

// Genres returns the registered genres by name, each built.
func Genres() []*Genre {
	es := entries()
	out := make([]*Genre, len(es))
	for i, e := range es {
		out[i] = e.genre()
	}
	return out
}
