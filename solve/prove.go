package solve

import (
	"context"
	"errors"
	"io"

	"github.com/puzzlesat/puzzlesat/sat"
)

// ErrNothingToProve is returned by Prove when the outcome has nothing
// unsatisfiable to prove: a solution without --unique, or two solutions.
var ErrNothingToProve = errors.New("nothing to prove: a proof shows that there is no solution, or no second one")

// ProofFormula returns the formula whose unsatisfiability proves the
// outcome: the problem's own when it has no solution, and with the
// blocking clause of its solution added (its projected values, as
// enumeration blocks them) when it has exactly one.
func ProofFormula(o *Outcome) (*sat.Formula, error) {
	p := o.Problem
	switch {
	case o.Stopped || !o.Complete:
		return nil, ErrNothingToProve
	case o.Count == 0:
		return p.Formula, nil
	case o.Count == 1 && len(o.Models) == 1:
		f := p.Formula.Clone()
		f.AddClause(p.Blocking(o.Models[0])...)
		return f, nil
	}
	return nil, ErrNothingToProve
}

// Blocking returns the clause that rules out the solution of model and no
// other: some variable of the puzzle's projection takes another value (with
// Projection.TrueOnly, some true one turns false).
func (p *Problem) Blocking(model []bool) []sat.Lit {
	var block []sat.Lit
	for _, v := range projected(p) {
		if model[v] {
			block = append(block, v.Neg())
		} else if !p.Projection.TrueOnly {
			block = append(block, v.Pos())
		}
	}
	return block
}

// Prove writes to w a DRUP proof of the outcome (see ProofFormula and
// sat.Prove): that the puzzle has no solution, or no second one. The proof
// is checked against the CNF of ProofFormula, which sat.WriteDIMACS
// writes.
func Prove(ctx context.Context, o *Outcome, w io.Writer) error {
	f, err := ProofFormula(o)
	if err != nil {
		return err
	}
	st, err := sat.Prove(ctx, f, w)
	switch {
	case err != nil:
		return err
	case st == sat.Sat:
		return errors.New("the proof's search found a solution the enumeration did not (this is a bug)")
	}
	return nil
}
