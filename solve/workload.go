package solve

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// The benchmark (package bench) compares the encodings on workloads that
// the genres give it (Genre.Workloads, or Genre.Bench for the usual
// case), so that it knows no genre package.

// Axis is the slot of encode.Config a comparison varies.
type Axis string

// The axes.
const (
	AxisAMO     Axis = "amo"     // Config.AMO varies; Card is Auto
	AxisCard    Axis = "card"    // Config.Card varies; AMO is Auto
	AxisConnect Axis = "connect" // Config.Connect varies; the others are Auto
)

// Config returns the configuration that puts enc on axis a.
func (a Axis) Config(enc string) encode.Config {
	switch a {
	case AxisCard:
		return encode.Config{AMO: encode.Auto, Card: encode.Encoding(enc)}
	case AxisConnect:
		return encode.Config{AMO: encode.Auto, Card: encode.Auto, Connect: encode.Encoding(enc)}
	}
	return encode.Config{AMO: encode.Encoding(enc), Card: encode.Auto}
}

// Encodings returns the names of the encodings that can take axis a: every
// encoding for at-most-one, the cardinality ones for larger bounds, the
// connectivity methods and auto for connectivity.
func (a Axis) Encodings() []string {
	if a == AxisConnect {
		var out []string
		for _, info := range encode.ConnectEncodings() {
			out = append(out, string(info.Name))
		}
		return append(out, string(encode.Auto)) // the default, by graph size
	}
	var out []string
	for _, info := range encode.Encodings() {
		if a == AxisAMO || !info.AMOOnly {
			out = append(out, string(info.Name))
		}
	}
	return out
}

// Instance is one puzzle of a workload, encoded.
type Instance struct {
	Formula    *sat.Formula
	Projection sat.Projection
	Units      []sat.Lit // literals fixed true for the search
}

// Workload is a set of puzzles that can be encoded under any configuration.
type Workload struct {
	Name   string // unique, e.g. "queens-one N=40"
	Kind   string // queens, sudoku, starbattle, calendar, card, binox, ...
	Family string // workloads of one kind that differ only by Param
	Param  int    // the size a scaling curve runs over; 0 for none
	Axes   []Axis // the axes that change the formula
	Items  int    // number of puzzles
	// Expect is a rough guess of one run's time under a typical encoding,
	// for the announced duration of a full benchmark.
	Expect time.Duration
	// Mode says what a run does with each formula.
	Mode Mode
	// Encode builds the formula of puzzle i under cfg.
	Encode func(i int, cfg encode.Config) (Instance, error)
}

// Mode is what a run does with a formula.
type Mode int

// The modes.
const (
	SolveOne    Mode = iota // find one solution
	CountAll                // count every solution (projected)
	SizeOnly                // encode only: sizes and encoding time
	ProveUnique             // find a solution and prove there is no other (stop at two)
)

// String returns "one", "count", "size" or "unique".
func (m Mode) String() string {
	switch m {
	case CountAll:
		return "count"
	case SizeOnly:
		return "size"
	case ProveUnique:
		return "unique"
	}
	return "one"
}

// BenchSource says where a genre finds its workloads' puzzles.
type BenchSource struct {
	Testdata string // the repository's testdata folder
	Data     string // the shared data folder; it may be absent
	Quick    bool   // the quick suite: small workloads only
}

// QuickPuzzles is how many puzzles of a file workload the quick suite
// keeps: a sample, so that every genre and encoding is run within its
// minute.
const QuickPuzzles = 3

// Most returns how many puzzles a file workload keeps: QuickPuzzles in
// the quick suite, else 0 (all).
func (src BenchSource) Most() int {
	if src.Quick {
		return QuickPuzzles
	}
	return 0
}

// Files returns the puzzle files of a glob pattern ("binox/*.json"): in
// the full suite under the shared data's series folder when it has any,
// else under the testdata folder, with a note that says so when the full
// suite falls back.
func (src BenchSource) Files(pattern string) (files []string, note string) {
	if !src.Quick && src.Data != "" {
		if files, _ = filepath.Glob(filepath.Join(src.Data, "series", pattern)); len(files) > 0 {
			return files, ""
		}
		note = pattern + ": not in the shared data's series folder; testdata's used"
	}
	files, _ = filepath.Glob(filepath.Join(src.Testdata, pattern))
	return files, note
}

// FileWorkload makes one workload of the puzzles of files (each read by
// load; the first most of them, 0 for all), solved and proven unique
// under every encoding of axes: the benchmark's view of a genre's test
// puzzles. Its name is the kind, the variant and the number of puzzles.
func FileWorkload(kind, variant string, files []string, axes []Axis, load func(path string) ([]BenchPuzzle, error), most int) (*Workload, error) {
	var ps []BenchPuzzle
	for _, file := range files {
		if most > 0 && len(ps) >= most {
			break
		}
		got, err := load(file)
		if err != nil {
			return nil, err
		}
		ps = append(ps, got...)
	}
	if most > 0 && len(ps) > most {
		ps = ps[:most]
	}
	if len(ps) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", kind)
	}
	name := kind
	if variant != "" {
		name += " " + variant
	}
	return &Workload{
		Name:   fmt.Sprintf("%s (%d)", name, len(ps)),
		Kind:   kind,
		Family: name,
		Axes:   axes,
		Items:  len(ps),
		Mode:   ProveUnique,
		Encode: func(i int, cfg encode.Config) (Instance, error) {
			f, proj := ps[i].Encode(cfg)
			return Instance{Formula: f, Projection: proj}, nil
		},
	}, nil
}
