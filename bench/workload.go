package bench

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
)

// The workload types are the driver's (solve.Workload), so that the
// genres, which know no bench, can give theirs.

// Axis is the slot of encode.Config a comparison varies.
type Axis = solve.Axis

// The axes.
const (
	AMO     = solve.AxisAMO
	Card    = solve.AxisCard
	Connect = solve.AxisConnect
)

// Baselines are the encodings ratios are taken against, per axis.
var Baselines = map[Axis]string{AMO: string(encode.Pairwise), Card: string(encode.SeqCounter), Connect: string(encode.Lazy)}

// Instance is one puzzle of a workload, encoded.
type Instance = solve.Instance

// Workload is a set of puzzles that can be encoded under any configuration.
type Workload = solve.Workload

// Mode is what a run does with a formula.
type Mode = solve.Mode

// The modes.
const (
	SolveOne    = solve.SolveOne
	CountAll    = solve.CountAll
	SizeOnly    = solve.SizeOnly
	ProveUnique = solve.ProveUnique
)
