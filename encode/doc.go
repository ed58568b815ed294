// Package encode turns 0/1 linear constraints (Σ lits ≤ | ≥ | = k) into CNF.
//
// One surface serves every encoding: AtMost, AtLeast, Exactly, AtMostOne and
// ExactlyOne take a formula, the literals, the bound and a Config that names
// the at-most-one and the cardinality encoding. Trivial bounds are handled
// once, here, before any encoding sees them: k ≥ n adds nothing, k = 0 or
// k = n gives unit clauses, an impossible bound gives the empty clause, and
// at-least-k is at-most-(n−k) over the negations.
//
// Every encoding is registered by name with the bounds it supports and its
// size formula (see Encodings); each file that holds one cites its paper.
package encode
