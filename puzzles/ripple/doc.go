// Package ripple is Ripple Effect (Hakyuu): a digit in every cell, a
// region of n cells holding 1 to n, and two equal digits k in a row or
// column at least k+1 cells apart. README.md tells its formats and
// answers; 'puzzlesat genres ripple' shows it.
package ripple

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
