// Package numberlink is Numberlink (Arukone): join each pair of equal numbers
// by a path through the centres of cells, never crossing or sharing a cell
// (Nikoli's rule; --fill: every cell used); see README.md or 'puzzlesat genres'.
package numberlink

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
