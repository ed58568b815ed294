// Package lits is LITS: shade a tetromino in every region, so that two
// tetrominoes of the same shape (L, I, T or S, rotations and reflections
// counted the same) never share a side across regions, all shaded cells
// are one piece, and no 2x2 block is all shaded. README.md tells its
// formats and answers; 'puzzlesat genres lits' shows it.
package lits

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
