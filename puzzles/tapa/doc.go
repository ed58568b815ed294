// Package tapa is Tapa: shade cells so that each clue lists the lengths
// of the runs of shaded cells among the eight around it, the shaded cells
// are one piece and no 2×2 block is all shaded. README.md tells its
// formats and answers; 'puzzlesat genres tapa' shows it.
package tapa

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
