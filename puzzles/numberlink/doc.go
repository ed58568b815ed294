// Package numberlink is Numberlink (Arukone): join each pair of equal
// numbers by a path through the centres of cells; paths never cross or
// share a cell (Nikoli's rule; --fill: every cell used). README.md tells
// its formats and answers; 'puzzlesat genres numberlink' shows it.
package numberlink

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
