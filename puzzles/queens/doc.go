// Package queens is the N-Queens puzzle: place N queens on an N×N board so
// that no two share a row, a column or a diagonal. Queens may be placed in
// advance, which turns the puzzle into a completion problem.
//
// The model has a variable per square; every row and every column holds
// exactly one queen, every diagonal at most one. Counting splits the search
// into cubes over the first rows' columns and, where no queen is placed in
// advance, uses the board's symmetries. One solution of a large board is
// searched from a placement that min-conflicts repair finds first
// (EncodeGuided).
package queens

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
