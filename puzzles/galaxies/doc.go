// Package galaxies is the Galaxies puzzle (Tentai Show, Spiral Galaxies):
// a grid of cells and the centres of its galaxies, each in the middle of
// a cell, on an edge between two cells or on a corner shared by four.
// Divide the grid into galaxies so that every cell belongs to exactly one
// galaxy, and each galaxy holds the cells touching its centre, is
// connected, and is symmetric under the half-turn about its centre.
//
// A puzzle is read from any of four formats, told apart by their content
// (Parse):
//
//   - the series' JSON (ParseJSON): {"shape": [rows, cols], "galaxies":
//     [[{"row": r, "col": c}, ...], ...]}, each galaxy given by the 1, 2 or
//     4 cells that touch its centre;
//   - a text grid (ParseText), the grid drawn with its points doubled and
//     a centre marked o or * (the example below); the grid Text draws with
//     box-drawing characters reads back too;
//   - puzz.link URLs (ParseURL): https://puzz.link/p?tentaisho/COLS/ROWS/BODY;
//   - Simon Tatham's Galaxies game IDs (ParseTatham): WxH:DESC, alone or
//     after a link ending in '#'.
//
// The text grid of a 3×3 puzzle with centres in the middle cell of the
// top row, on the edge between the two lower cells of the left column and
// on the corner of the four bottom-right cells:
//
//	+-+-+-+
//	|. o .|
//	+ + + +
//	|. . .|
//	+o+ o +
//	|. . .|
//	+-+-+-+
//
// A file may also list URLs and game IDs one a line (ParseList). A puzzle
// can be written back as JSON, a text grid, a URL or a game ID.
//
// The model (Encode) has a variable x[c][g] for each cell c and each
// galaxy g that c may belong to: c's image under g's half-turn lies on the
// grid, c touches no other centre, and candidate cells join c to g's
// centre (Candidates). Each cell is in exactly one galaxy; the cells
// touching a centre are in its galaxy; x[c][g] ⟺ x[mirror(c)][g]; and each
// galaxy's cells are connected (encode.Connected, rooted at a cell of its
// centre), lazily or in CNF as the run's encode.Config names
// (--connect). Connectivity is stated over the pairs of cells each
// half-turn swaps, which is connected exactly when the galaxy is, with
// half the vertices (Options.Quotient, --quotient); a redundant rule that
// no cell of a galaxy stands alone is optional (Options.Neighbours,
// --neighbours). The solution gives each cell its galaxy as the index of
// its centre in input order, and Verify checks the rules on it alone.
// --dimacs and --proof need the formula in clauses: Auto is then the
// spanning tree, and lazy is refused.
//
// # The setter's and player's questions
//
// Cells are named r3c4 (row 3, column 4, from 1), galaxies by the number
// of their centre in input order, from 1 ("galaxy 5"), and centres by the
// cells that touch them: "centre r3c4" in the middle of a cell, "centre
// r3c4-r3c5" on the edge between two, "centre r3c4-r4c5" on the corner of
// four (the first cell and the last).
//
// --forced draws the cells whose galaxy is the same in every solution,
// with borders only between cells known to be apart, and leaves the
// others open; the drawing reads back as the puzzle. JSON "forced": rows
// of galaxy numbers (from 0, as "regions"), -1 where solutions differ.
//
// --explain names centres (Given) and, when the rules alone cannot hold,
// rule instances: "cell r3c4" (in one galaxy), "galaxy 5 symmetric",
// "galaxy 5 connected". Switching a centre off takes its galaxy out and
// lets the cells it could hold stay empty (see Encode): a conflict of
// centres is a set of galaxies that cannot all be drawn, even with holes
// wherever another galaxy could have been. Taking a galaxy out without
// the holes would make the puzzle harder, not easier, and no deletion
// could find a conflict that way. A galaxy's candidates (Candidates) are
// computed from every centre and are not switched off: a cell that no
// galaxy may hold is a conflict of the rules alone ("cell r2c3").
//
// --suggest adds cells of one solution, "r3c4 in galaxy 5". --hint gives
// a cell's galaxy ("r3c4 in galaxy 5", its level and what it uses), and
// --rate rates the puzzle by repeated hints; the candidates already leave
// out the cells that no path joins to a centre, so that such a deduction
// is "level 0: cell r3c4". On the shared puzzles --rate takes 0.01 to 1.3
// s (levels 0 to 2) and --explain on them with a centre moved 0.01 s,
// but 23 s on the 20×36 (a conflict of 64 centres).
//
// # Generating
//
// puzzlesat generate galaxies (Generate) divides the grid into random
// galaxies (grown from random centres a mirror pair of cells at a time;
// in half-turn twins across the grid with --symmetric), takes their
// centres as the puzzle, and while a second solution exists, takes out
// the galaxies where it differs and divides their cells afresh. Measured
// over 50 seeds a size (2-core machine): 7×7 in under 1 ms (median; 1.06
// checks a puzzle, 15 galaxies), 10×10 in 1 ms (1.34 checks, 28
// galaxies), 15×15 in 11 ms (1.5 checks); every puzzle was found from the
// first partition, within its repairs.
package galaxies
