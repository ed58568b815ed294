package sat

import "strconv"

// Var is a propositional variable, numbered from 1 as in DIMACS.
type Var int32

// Lit is a literal in DIMACS form: v for the variable v, -v for its negation.
// The zero Lit is not a literal.
type Lit int32

// Pos returns the positive literal of v.
func (v Var) Pos() Lit { return Lit(v) }

// Neg returns the negative literal of v.
func (v Var) Neg() Lit { return Lit(-v) }

// Lit returns the literal of v that is true when v has the value b.
func (v Var) Lit(b bool) Lit {
	if b {
		return Lit(v)
	}
	return Lit(-v)
}

// Not returns the negation of l.
func (l Lit) Not() Lit { return -l }

// Var returns the variable of l.
func (l Lit) Var() Var {
	if l < 0 {
		return Var(-l)
	}
	return Var(l)
}

// IsPos reports whether l is a positive literal.
func (l Lit) IsPos() bool { return l > 0 }

// String returns l in DIMACS form.
func (l Lit) String() string { return strconv.Itoa(int(l)) }

// Not returns the negations of lits in a new slice.
func Not(lits []Lit) []Lit {
	out := make([]Lit, len(lits))
	for i, l := range lits {
		out[i] = -l
	}
	return out
}

// Lits returns the positive literals of vars in a new slice.
func Lits(vars []Var) []Lit {
	out := make([]Lit, len(vars))
	for i, v := range vars {
		out[i] = v.Pos()
	}
	return out
}
