// Package kenken is KenKen (Keen in Simon Tatham's collection): a Latin
// square cut into cages, each cage's values giving its target by its
// operation, +, −, × or ÷. README.md tells its formats and answers;
// 'puzzlesat genres kenken' shows it.
package kenken

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
