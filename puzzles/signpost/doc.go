// Package signpost is Signpost (Tatham's name; Pfeilpfad, arrow path, at
// Janko's): number the cells 1 to N so that each cell's arrow points, at
// any distance, at the cell numbered one more; the given numbers stay.
// README.md tells its formats and answers; 'puzzlesat genres signpost'
// shows it.
package signpost

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
