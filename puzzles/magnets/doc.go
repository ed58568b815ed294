// Package magnets is Magnets: each domino of the layout is a magnet, a +
// and a − pole, or blank; like poles never share a side, and the + and −
// poles of each row and column are counted in the margins. README.md
// tells its formats and answers; 'puzzlesat genres magnets' shows it.
package magnets

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
