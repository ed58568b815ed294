// Package puzzles is the home of the puzzle packages: sudoku, starbattle,
// calendar and queens. Each states its rules as encode constraints, decodes a
// model back into a board, verifies the board without looking at the model,
// and renders it as text and JSON.
package puzzles
