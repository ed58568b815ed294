package encode

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/sat"
)

// Builder collects a model's constraints and, when Named, gives groups of
// them the name of the given, clue or rule instance they state
// (Constraint.Name, Constraint.Given), for explaining a conflict and the
// reasons of a hint (Config.Select). Formatting names costs time on big
// batches, so Name does nothing unless Named.
type Builder struct {
	Constraints []Constraint
	Named       bool
}

// Add states Σ lits op k.
func (b *Builder) Add(op Op, k int, lits ...sat.Lit) {
	b.Constraints = append(b.Constraints, Constraint{Lits: lits, Op: op, K: k})
}

// Mark returns the position from which Name names the constraints added
// next.
func (b *Builder) Mark() int { return len(b.Constraints) }

// Name gives the constraints added since mark one name, as one group,
// whatever their number (none too); given says that they state a given or
// a clue rather than a rule.
func (b *Builder) Name(mark int, given bool, format string, args ...any) {
	if !b.Named {
		return
	}
	name := fmt.Sprintf(format, args...)
	for i := mark; i < len(b.Constraints); i++ {
		b.Constraints[i].Name, b.Constraints[i].Given = name, given
	}
}

// Given names the constraints added since mark as Name does, as a given
// or clue of the puzzle tagged tag: its identity among the puzzle's
// givens (Constraint.Tag), for a generator that keeps some of them.
func (b *Builder) Given(mark, tag int, format string, args ...any) {
	if !b.Named {
		return
	}
	b.Name(mark, true, format, args...)
	for i := mark; i < len(b.Constraints); i++ {
		b.Constraints[i].Tag = tag
	}
}
