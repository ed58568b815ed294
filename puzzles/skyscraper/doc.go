// Package skyscraper is the Skyscraper puzzle (Towers, Wolkenkratzer,
// Building): fill an N×N grid with heights 1 to N, each height once in
// every row and every column, so that each clue outside the grid says how
// many buildings a viewer standing there sees along the row or column, a
// building being seen when it is taller than every building in front of
// it. Some cells may be given.
//
// # Formats
//
// Parse tells four formats apart by their content.
//
// The text grid (ParseText), made to be typed: N+2 lines of tokens
// separated by spaces; the top clues, then a line per row (its left clue,
// its N cells, its right clue), then the bottom clues. A clue or a cell is
// a number from 1 to N, or '.', '-' or 0 for none; '#' starts a comment.
// This is Tatham's 5×5 example below, the 1 and the 2 given:
//
//	    . 3 3 . .
//	.   . . . . .   3
//	.   . . . . .   .
//	.   . . . 1 .   .
//	2   . . . . .   2
//	.   2 . . . .   .
//	    3 2 2 . 3
//
// The solver's text output is the same form with every cell filled in.
//
// The series' JSON (ParseJSON): {"shape": N, "fixed_cells": [{"row": r,
// "col": c, "val": h}, ...], "visible": {"left": [...], "right": [...],
// "top": [...], "bottom": [...]}}, rows and columns from 0, a clue of 0 or
// null for none.
//
// puzz.link URLs (ParseURL, written back by Puzzle.URL):
// https://puzz.link/p?skyscrapers/N/N/BODY (any host; the aliases
// building and skyscraper), the body being pzprjs's: the 4N outside clues
// (top, bottom, left, right) and then the givens, in its hexadecimal
// number form with the letters g–z for runs of 1 to 20 empty places. For
// example https://puzz.link/p?skyscrapers/4/4/k13h4j3g.
//
// Simon Tatham's Towers game IDs (ParseTatham, written back by
// Puzzle.Tatham): N:CLUES[,GRID], the 4N clues separated by '/' in the
// same order, then the givens with a-z for runs of 1 to 26 empty cells,
// such as 5:/3/3///3/2/2//3////2//3///2/,m1f2d (the example above), with
// or without the web link before a '#'.
//
// A file of several puzzles holds one URL or game ID a line, each
// optionally after a name and a tab.
//
// # Model
//
// A variable per cell and height (one-hot), exactly one per cell, and
// each height exactly once per row and per column. For each clue, a
// literal per building of its line says that the building is seen, and
// one cardinality constraint says that exactly clue of them are true.
// The literals are defined from the heights in one of two ways
// (Options.Heights): directly from the one-hot literals, O(N³)
// constraints per clue, or over an order encoding ("height ≥ h") with a
// ladder of prefix maxima, O(N²) per clue.
//
// # The setter's questions
//
// The command's --forced draws the heights every solution agrees on ('.'
// in the text, 0 in the JSON field "forced"); --suggest names extra
// givens that make the puzzle unique ("r3c4=5", 1-based); --explain names
// a minimal set of givens and clues that cannot all hold: the givens
// "r3c4=5" and the clues "top 3=2", "right 1=4" (the clue of the 3rd
// column seen from above, of the 1st row seen from the right). The rule
// instances are "cell r3c4" (one height), "row 3 heights" and
// "column 2 heights" (each height once); a Latin square always exists, so
// a conflict is always one of givens and clues.
package skyscraper
