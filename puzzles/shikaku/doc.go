// Package shikaku is Shikaku (Rectangles): cut the grid into rectangles,
// each holding exactly one number, equal to its area. README.md tells its
// formats and answers; 'puzzlesat genres shikaku' shows it.
package shikaku

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
