// Package sat holds the propositional core of puzzlesat: variables and
// literals, a formula (a variable pool, clauses and native cardinality
// constraints), a solver over gophersat (which propagates units and, for one
// or two solutions, eliminates the variables that gates define before
// gophersat sees the clauses), projected enumeration of models with
// blocking clauses (a search for one model tries the formula's hope
// first: Formula.Hope), DIMACS reading and writing, and a pool of worker
// processes for parallel counting.
//
// Only solver.go imports gophersat. gophersat keeps clause-learning state in a
// package-level buffer, so this package lets one search run at a time in a
// process (a package lock guards every call into gophersat); parallel work
// goes to worker processes through Pool.
package sat
