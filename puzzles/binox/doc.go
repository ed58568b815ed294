// Package binox is Binox (Takuzu, Binairo, Tohu-Wa-Vohu, Unruly): X and O
// with no three equal in a row, as many of each in every row and column,
// and distinct rows and columns. Its grid of symbols, with the rules it
// shares, serves Troix too (package troix). README.md tells the formats;
// 'puzzlesat genres binox' shows it.
package binox

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
