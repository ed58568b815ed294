package kit

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Guide states the clause "one of lits" when the run asks for one
// solution and nothing else (solve.Options.Guided, which Genre.Problem
// passes on): a clause that some solution meets whenever the puzzle has
// one, such as "a path makes no detour" in Numberlink, which only leads
// the search to that solution sooner. Every solution found under it is
// a solution, and none found means none at all: so the setter's
// questions ask the guided model whether there is a solution at all
// (solve.Problem.Solvable). For any other question (a count, uniqueness,
// forced cells, the steps of a hint, the CNF) it would change the
// answer, and it is left out, but for uniqueness in a genre whose Sole
// vouches for the one solution the guide leaves (Genre.Sole). A guide
// clause adds no variable: the model without it has the same ones.
func (m *Model) Guide(lits ...sat.Lit) {
	if m.guided {
		m.F.AddClause(lits...)
		m.guides++
	}
}

// Guided reports whether Guide states its clauses; a genre may skip
// working them out otherwise.
func (m *Model) Guided() bool { return m.guided }

// Hope states literals that the solution likely holds, such as "every
// cell is on a path" in Numberlink, when Guide states its clauses (one
// solution asked, or --unique under Sole): a search for one solution
// looks for one in which they all hold first, and searches the whole
// model only when there is none (sat.Formula.Hope); --unique, which asks
// for two, ignores it. Unlike a guide, a hope may fail for some puzzles:
// it costs them a search that finds nothing.
func (m *Model) Hope(lits ...sat.Lit) {
	if m.guided {
		m.F.Hope(lits...)
	}
}

// HopeClause states the clause "one of lits" as a hope (Hope), when Guide
// states its clauses: it holds under a variable of its own, which the
// model hopes true. The variable is made on the first call, guided or
// not, so that a model numbers its variables the same either way;
// unguided, it is fixed, so that the CNF has no free variable (a model
// counter given --dimacs's file would count each solution twice).
func (m *Model) HopeClause(lits ...sat.Lit) {
	on := m.hopeVariable()
	if m.guided {
		m.F.AddClause(append(slices.Clip(lits), on.Neg())...)
	}
}

// hopeVariable returns the variable under which HopeClause states its
// clauses, made on the first call: hoped true, or fixed true unguided.
func (m *Model) hopeVariable() sat.Var {
	if m.hopeVar == 0 {
		m.hopeVar = m.F.NewVar()
		if m.guided {
			m.F.Hope(m.hopeVar.Pos())
		} else {
			m.F.AddClause(m.hopeVar.Pos())
		}
	}
	return m.hopeVar
}
