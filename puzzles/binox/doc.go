// Package binox is Binox (also Takuzu, Binairo, Tohu-Wa-Vohu, Unruly): fill
// a grid with X and O so that no row or column holds three equal symbols in
// a row, every row and column holds as many X as O, and all rows are
// distinct and all columns are distinct (some editions, Unruly and
// Tohu-Wa-Vohu among them, drop distinctness: Puzzle.Distinct).
//
// # Formats
//
// Parse tells three formats apart. The series' JSON:
//
//	{"shape": [rows, cols], "symbol_number": 2,
//	 "fixed": [{"row": 0, "col": 0, "val": "X"}, ...]}
//
// where symbol_number is the longest run allowed. A text grid, a row a
// line, X or O for a given cell and . for an empty one (spaces between
// cells are allowed, # starts a comment):
//
//	X . . . . .
//	. . O . . .
//	. O O . . .
//	X . . . . X
//	. . O . . X
//	. . . . . .
//
// And a Simon Tatham Unruly game ID, W[xH][u][dD]:DESC (the one above is
// 6x6u:AheaDEcCg), with or without the address of the web player before a
// '#'; black is X and white O. The 'u' flag asks for distinct rows and
// columns; without it they need not be.
//
// # Model
//
// A variable per cell, true for X. Each rule is a cardinality constraint:
// every window of three cells of a line holds at least one X and at most
// two; every line holds exactly half X. Two rows (or columns) are distinct
// through a variable per position, "the two lines differ here", that
// implies the two cells differ, and at least one of them true.
package binox
