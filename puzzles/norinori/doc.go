// Package norinori is Norinori: shade two cells in each region so that
// every shaded cell is beside exactly one other (the shaded cells are
// dominoes). README.md tells its formats and answers; 'puzzlesat genres
// norinori' shows it.
package norinori

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
