// Package nurikabe is Nurikabe: shade cells so that the shaded cells are
// one piece without a 2x2 block, and each unshaded island holds one
// number, its number of cells. README.md tells its formats and answers;
// 'puzzlesat genres nurikabe' shows it.
package nurikabe

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
