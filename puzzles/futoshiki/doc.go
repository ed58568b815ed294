// Package futoshiki is Futoshiki (Unequal in Simon Tatham's collection):
// a Latin square with some numbers given and signs between neighbours,
// < and > or, in Tatham's Adjacent mode, bars between numbers one apart
// and none between the others. README.md tells its formats and answers;
// 'puzzlesat genres futoshiki' shows it.
package futoshiki

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
