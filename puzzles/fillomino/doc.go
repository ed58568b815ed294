// Package fillomino is Fillomino (Filling): fill every cell with a number
// so that each region of equal numbers joined by sides has as many cells
// as its number; regions of the same size never touch along a side.
// README.md tells its formats and answers; 'puzzlesat genres fillomino'
// shows it.
package fillomino

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
