// Package starbattle is the Star Battle puzzle: an m×n grid divided into
// regions; place stars so that every row, every column and every region
// holds exactly k of them and no two stars touch, not even diagonally.
//
// A puzzle is read from a region grid (a first line "rows cols k", then a
// region symbol per cell), from JSON ({"shape": [rows, cols],
// "star_number": k, "cages": [[{"row": r, "col": c}, ...], ...]}) or from
// puzz.link URLs (https://puzz.link/p?starbattle/cols/rows/k/borders), and
// can be written back as a URL.
//
// The model has a variable per cell and states each rule as a cardinality
// constraint: each row, column and region exactly k; at most one star in
// every 2×2 window (or, as an option, at most one of every two touching
// cells). Optional redundant constraints help the solver prove uniqueness
// on large puzzles: see Options.
package starbattle

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
