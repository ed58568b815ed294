// Package palisade is Palisade (Nikoli's Five Cells): cut the grid into
// regions of n cells each, so that a number in a cell counts the sides of
// the cell that are region borders (the grid's edge counts). README.md
// tells its formats and answers; 'puzzlesat genres palisade' shows it.
package palisade

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
