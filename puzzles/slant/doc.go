// Package slant is Slant (Gokigen Naname): a diagonal in every cell, each
// numbered dot touched by that many diagonals, and no loop of diagonals.
// README.md tells its formats and answers; 'puzzlesat genres slant' shows
// it.
package slant

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
