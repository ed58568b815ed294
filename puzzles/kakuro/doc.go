// Package kakuro is Kakuro (Cross Sums): a digit 1 to 9 in every white
// cell, no digit twice in a run, each run adding up to its clue's sum.
// README.md tells its formats and answers; 'puzzlesat genres kakuro' shows it.
package kakuro

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
