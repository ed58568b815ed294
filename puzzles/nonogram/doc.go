// Package nonogram is the nonogram (Pattern in Simon Tatham's
// collection): fill cells so that each row and column has runs of filled
// cells of the lengths its clue gives, in order. README.md tells its
// formats and answers; 'puzzlesat genres nonogram' shows it.
package nonogram

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
