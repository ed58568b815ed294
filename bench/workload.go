package bench

import (
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Axis is the slot of encode.Config a comparison varies.
type Axis string

// The axes.
const (
	AMO     Axis = "amo"     // Config.AMO varies; Card is Auto
	Card    Axis = "card"    // Config.Card varies; AMO is Auto
	Connect Axis = "connect" // Config.Connect varies; the others are Auto
)

// Baselines are the encodings ratios are taken against, per axis.
var Baselines = map[Axis]string{AMO: string(encode.Pairwise), Card: string(encode.SeqCounter), Connect: string(encode.Lazy)}

// Config returns the configuration that puts enc on axis a.
func (a Axis) Config(enc string) encode.Config {
	switch a {
	case Card:
		return encode.Config{AMO: encode.Auto, Card: encode.Encoding(enc)}
	case Connect:
		return encode.Config{AMO: encode.Auto, Card: encode.Auto, Connect: encode.Encoding(enc)}
	}
	return encode.Config{AMO: encode.Encoding(enc), Card: encode.Auto}
}

// Encodings returns the names of the encodings that can take axis a: every
// encoding for at-most-one, the cardinality ones for larger bounds.
func (a Axis) Encodings() []string {
	if a == Connect {
		var out []string
		for _, info := range encode.ConnectEncodings() {
			out = append(out, string(info.Name))
		}
		return append(out, string(encode.Auto)) // the default, by graph size
	}
	var out []string
	for _, info := range encode.Encodings() {
		if a == AMO || !info.AMOOnly {
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
