package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// External is a SAT solver run as a program on a DIMACS file. It separates
// the quality of an encoding from gophersat's handling of it.
type External struct {
	Name string   // as in rows: minisat, cadical
	Path string   // the program
	Args []string // before the file name
}

// knownSolvers are the external solvers looked for, with quiet flags. Both
// exit 10 on a satisfiable formula and 20 on an unsatisfiable one.
var knownSolvers = []External{
	{Name: "minisat", Args: []string{"-verb=0"}},
	{Name: "cadical", Args: []string{"-q"}},
}

// ExternalSolvers returns the known external solvers found on PATH (none,
// when none is installed: the benchmark then runs gophersat only).
func ExternalSolvers() []External {
	var out []External
	for _, e := range knownSolvers {
		if p, err := exec.LookPath(e.Name); err == nil {
			e.Path = p
			out = append(out, e)
		}
	}
	return out
}

// solve writes inst as DIMACS (its units as unit clauses) and runs the
// solver on it. It returns the wall time of the solver process.
func (e *External) solve(ctx context.Context, inst Instance) (time.Duration, error) {
	f := inst.Formula
	if len(inst.Units) > 0 {
		f = f.Clone()
		for _, u := range inst.Units {
			f.AddClause(u)
		}
	}
	tmp, err := os.CreateTemp("", "puzzlesat-bench-*.cnf")
	if err != nil {
		return 0, err
	}
	defer os.Remove(tmp.Name())
	if err := sat.WriteDIMACS(tmp, f); err != nil {
		tmp.Close()
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	args := append(append([]string(nil), e.Args...), tmp.Name())
	cmd := exec.CommandContext(ctx, e.Path, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err = cmd.Run()
	d := time.Since(start)
	if ctx.Err() != nil {
		return d, ctx.Err()
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		switch ee.ExitCode() {
		case 10:
			return d, nil
		case 20:
			return d, fmt.Errorf("%s: unsatisfiable", e.Name)
		}
		return d, fmt.Errorf("%s: exit %d: %s", e.Name, ee.ExitCode(), bytes.TrimSpace(stderr.Bytes()))
	}
	if err != nil {
		return d, fmt.Errorf("%s: %w", e.Name, err)
	}
	return d, fmt.Errorf("%s: exit 0, expected 10 (satisfiable)", e.Name)
}
