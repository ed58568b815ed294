// Package sudoku is Sudoku of any size: an N×N grid cut into blocks of R×C
// cells (N = R·C; square blocks for N = 4, 9, 16, 25, …, rectangular ones
// such as 2×3 for N = 6 and 3×4 for N = 12). Every row, column and block
// holds each value 1…N exactly once, and the givens are fixed.
//
// The model is the one of the classic SAT formulation: x(i,j,k) is true when
// cell (i,j) holds k; each cell holds exactly one value and each value
// stands exactly once in every row, column and block, all stated as encode
// constraints so that every encoding applies. The reduced model (Kwon &
// Jain, "Optimized CNF Encoding for Sudoku Puzzles", 2006) first propagates
// the givens, naked and hidden singles included, and makes variables only
// for the candidates left, with constraints only over the groups still
// open.
//
// Parsers read the common exchange formats (one puzzle per line, a grid
// over several lines with optional separators, whitespace-separated
// integers, and the JSON {"shape", "fixed_cells"} form), detected from the
// input or forced by Format; Reader streams a batch. Verify checks a grid
// against the rules without looking at any SAT model.
package sudoku

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
