// Package masyu is Masyu (Pearl): one loop through the centres of cells
// that turns on every black pearl and goes straight through the cells on
// both sides of it, and goes straight through every white pearl and turns
// on at least one side of it. README.md tells its formats and answers;
// 'puzzlesat genres masyu' shows it.
package masyu

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
