// Package skyscraper is the Skyscraper puzzle (Towers, Wolkenkratzer,
// Building): fill an N×N grid with heights 1 to N, each once in every row
// and column, so that each clue outside the grid counts the buildings a
// viewer there sees. README.md tells its formats, model and answers;
// 'puzzlesat genres skyscraper' shows it.
package skyscraper

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
