// Package slitherlink is the Slitherlink puzzle (Loopy, Fences): on a
// grid of rows×cols cells and (rows+1)×(cols+1) dots, draw edges between
// adjacent dots so that they form exactly one closed loop, which does not
// branch or cross itself; a numbered cell has exactly that many of its
// four sides on the loop.
//
// # Formats
//
// Parse tells the formats apart by their content.
//
// The text grid (ParseText), made to be typed, as janko.at and
// puzzle-loop.com print the puzzles: a line per row, a character per cell,
// a digit 0 to 4 for a clue and '.' (or '-' or '?') for none; spaces
// between the cells are ignored, '#' starts a comment and blank lines are
// skipped. FORMATS.md's example:
//
//	2 . . 1 .
//	. 2 . . 1
//	. . 2 . .
//	3 . . 3 .
//	. 0 . . 3
//
// The solver's text output (Text) draws the loop between the dots with
// box-drawing characters (─ │ along its edges, ┌ ┐ └ ┘ where it turns),
// a dot it does not pass as ·, and each clue in the middle of its cell;
// ParseText reads that drawing back as the puzzle:
//
//	┌───────┐   ·
//	│ 2     │
//	│   ┌───┘   ·
//	│ 3 │ 2   0
//	└───┘   ·   ·
//
// The series' JSON (ParseJSON, written by Puzzle.JSON): {"shape": [rows,
// cols], "surrounded_line_number": [{"row": r, "col": c, "val": n}, ...]},
// rows and columns from 0, a cell not listed without a clue.
//
// puzz.link URLs (ParseURL, written back by Puzzle.URL, as pzprjs writes
// them): https://puzz.link/p?slither/COLS/ROWS/BODY (any host, the alias
// slitherlink), the body being pzprjs's decode4Cell: row by row, '0'-'4'
// a clue, '5'-'9' a clue (less 5) and one empty cell, 'a'-'e' a clue
// (less 10) and two empty cells, g to z a run of 1 to 20 empty cells, '.'
// a clue left unknown (read as none). For example
// https://puzz.link/p?slither/5/5/cbcbcddad, the grid above.
//
// Simon Tatham's Loopy game IDs on the square grid (ParseTatham, written
// back by Puzzle.Tatham): WxHt0:DESC, W columns and H rows, DESC the
// cells row by row, a digit a clue and a letter a-z a run of 1 to 26
// cells without one, such as 5x5t0:2b1b2b1b2b3b3b0b3 (the grid above),
// with or without the web link before a '#' and a difficulty (dh). Other
// grid types (t1 and on) are refused.
//
// A file of several puzzles holds one URL or game ID a line, each
// optionally after a name and a tab.
//
// # Model
//
// A variable per edge, and a variable per dot that says the loop passes
// it, each rule a constraint over them: every dot has at most two edges
// on the loop, an edge on the loop has another at each of its ends (no
// dead end), a dot is on the loop exactly when one of its edges is, at
// least one edge is on the loop, and each clue is exactly that many of
// its cell's four sides. "One loop" is then the connectivity of the dots
// on the loop through the edges on it (encode.Connected, without a root),
// which the run's encode.Config states: lazily (encode.Lazy: each model
// is checked and a second loop is cut off) or as CNF (encode.Tree,
// encode.Reach). With the default Options the cells are also coloured
// inside or outside the loop (an edge is on the loop when it parts an
// inside cell from an outside one), which adds nothing to the rules but
// lets the solver see the loop's parity. The projection is the edges:
// loops differ in length, so solutions are blocked on all of them.
//
// Measured on the 18 shared puzzles (solve and prove unique, 2-core
// machine), the lazy check takes under half a second on each (31×45:
// 0.41 s, 25 models cut off), while the spanning tree takes 4 to 15 s on
// the 20×20 to 30×25 ones, 45 s on the 30×40 and over a minute on the
// 31×45, and unary reachability, with n² variables for n dots (938,000 on
// a 20×20), takes 15 to 36 s on the 20×20 ones and over a minute above.
// Neither a root (the corner of a 3, always on the loop), nor connecting
// the inside and the outside cells instead of the dots, nor the degree
// rule as one constraint Σ edges = 2·dot made the CNF methods competitive.
package slitherlink
