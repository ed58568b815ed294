// Package heyawake is Heyawake: shade cells so that a room's number is
// its count of shaded cells, no two shaded cells share a side, the
// unshaded cells are one piece, and no straight line of unshaded cells
// passes through three rooms. README.md tells its formats and answers;
// 'puzzlesat genres heyawake' shows it.
package heyawake

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
