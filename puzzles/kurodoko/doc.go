// Package kurodoko is Kurodoko (Range in Simon Tatham's collection, also
// Kuromasu): shade cells so that each number sees that many cells along
// its row and column (itself included) up to a shaded cell or the edge;
// numbered cells unshaded, no two shaded cells side by side, the
// unshaded cells one piece. README.md tells its formats and answers;
// 'puzzlesat genres kurodoko' shows it.
package kurodoko

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
