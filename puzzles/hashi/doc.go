// Package hashi is Hashiwokakero (Bridges): bridges between islands
// along rows and columns, straight, not crossing, at most two (or
// Tatham's option's number) a pair, each island with as many bridges as
// its number, all islands joined. README.md tells its formats and
// answers; 'puzzlesat genres hashi' shows it.
package hashi

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
