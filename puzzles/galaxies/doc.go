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
package galaxies
