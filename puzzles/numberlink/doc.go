// Package numberlink is Numberlink (Arukone): join each pair of equal numbers
// by a path through cell centres, never crossing or sharing a cell (Nikoli's
// rule; --fill: every cell used). README.md, 'puzzlesat genres numberlink'.
package numberlink

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
