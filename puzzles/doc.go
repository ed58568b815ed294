// Package puzzles is the home of the genre packages: sudoku, starbattle,
// calendar and queens. Each states its rules as encode constraints, decodes
// a model back into a board, verifies the board without looking at the
// model, renders it as text and JSON, and registers itself with the driver
// (package solve) from its genre.go: its name, its formats, its own flags,
// and how its inputs become solve.Problems.
package puzzles
