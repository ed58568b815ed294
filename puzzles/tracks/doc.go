// Package tracks is Tracks (Train Tracks): one track from the entry on the
// left edge to the exit on the bottom edge through the centres of cells,
// straight or turning, never crossing itself, with as many track cells in
// each row and column as its count, along the pieces of track given.
// README.md tells its formats and answers; 'puzzlesat genres tracks' shows
// it.
package tracks

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
