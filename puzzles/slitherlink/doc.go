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
// --dimacs and --proof need the formula in clauses: Auto is then the
// spanning tree, and lazy is refused.
//
// # The setter's and player's questions
//
// Dots are named like the cells whose top-left corner they are, 1-based:
// dot r1c1 is the grid's top-left corner, dot r(R+1)c(C+1) its
// bottom-right one; an edge is named by its two dots, the top side of
// cell r3c4 being "edge r3c4-r3c5" and its left side "edge r3c4-r4c4".
//
// --forced draws the edges on the loop in every solution as the loop is
// drawn, crosses out with × the edges off it in every solution (in the
// middle of a horizontal edge, in place of a vertical one), and leaves
// the edges that solutions differ on blank (ForcedText); a puzzle with
// one solution draws its loop, without crosses. The drawing reads back
// as the puzzle. The JSON field "forced" is {"on": EDGES, "off": EDGES},
// each edge [[r1, c1], [r2, c2]], its two dots 0-based (as "loop" gives
// them), the first above or left of the second, sorted.
//
// --explain names the clues, "r3c4=2" (Given). The rules never conflict
// on their own (a loop around any one cell meets them), but they are
// named too, for the reasons of hints: "dot r2c3" (no edge of the loop
// at the dot or two: no branch, no crossing, no dead end), "loop" (at
// least one edge, and the dots on the loop connected: under
// encode.SelectAll the graph of the connectivity is a copy of the dots
// and edges that is empty when the rule is switched off, so that lazy
// checks obey the switch too), and, with the inside colouring, "cell
// r3c4" (an edge is on the loop exactly when it parts an inside cell from
// an outside one, for the cell's top and left sides, and its bottom or
// right side on the last row or column).
//
// --suggest adds edges of one solution, "edge r3c4-r3c5 on" or "... off":
// the driver suggests the puzzle's own variables, and Slitherlink has
// no edge givens in its formats. A clue that tells the solutions apart
// would suit a setter better, which solve.Suggest cannot offer yet.
//
// --hint and --rate reason about the edges (Model.Cells). Unit
// propagation does not see the lazy check, nor in practice the spanning
// tree: with them every shared puzzle but one stalls at "search". Under
// encode.SelectAll (--explain, --hint, --rate) Auto therefore states the
// connectivity by reachability on grids of up to ReachDots dots, where
// every shared puzzle rates level 1.
//
// # Generating
//
// puzzlesat generate slitherlink (Generate) draws a random loop
// (RandomLoop: the border of a random region of cells grown without holes
// or pinches), gives every cell's clue, and removes clues in random order
// (half-turn pairs with --symmetric) while the loop stays the only
// solution (solve.MinimalGivens, with the lazy check). Measured on a
// 2-core machine over 10 seeds a size: 5×5 in 8 ms (median), 7×7 in 24
// ms, 10×10 in 0.35 s (at most 1.2 s; 0.12 s symmetric); a 15×15 takes 3
// to 36 s, most of it rebuilding the oracle's solver after each lazy cut
// (674 rounds on one).
package slitherlink
