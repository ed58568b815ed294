// Package grid is the geometry and the data of grid puzzles, without SAT:
// a shape of rows and columns with its cells, directions, neighbours,
// lines, runs between walls and the edges between cells; clue grids read
// from typed text (with margins for side clues) and written back; regions
// from labels or borders; the rule checks that genres' verifiers build on
// (counts, connectivity, a single loop, no 2×2 block, no touching cells),
// whose errors name the place as people do ("row 3", "r3c4"); and the
// box-drawing renderer of lattices (borders, loops) with its palette.
//
// Cells are numbered row-major from 0; messages name them 1-based, "r3c4"
// for row 3, column 4, as the puzzle community does.
package grid
