// Package calendar is A-Puzzle-A-Day, DragonFjord's calendar puzzle: cover
// every cell of a labelled board with a set of polyomino pieces, each used
// once, rotated and (unless flips are off) reflected freely, so that only
// the cells of one date stay open: its month and its day, and on a weekday
// edition its weekday too.
//
// The board and the pieces are data: a board file labels its cells (Jan,
// 23, Thu) and marks the cells that are not on the board; a piece-set file
// draws the pieces as ASCII art. The DragonFjord board and pieces are built
// in (DragonFjord, DragonFjordPieces).
//
// The model follows the source article: a variable per placement of each
// piece (every distinct rotation and reflection, every translation that stays
// on the board and leaves the date cells open); each piece takes exactly one
// placement; each board cell other than the date cells is covered by exactly
// one placement. Placements that cut off a region whose size no set of the
// other pieces can fill are left out before encoding, which removes many
// dead ends. The search is split into cubes by a look-ahead that fixes the
// placements of the cell (or piece) with the fewest candidates left, and
// drops branches that cut off such a region, down to one piece left, which
// unit propagation then places. A count searches every cube; one tiling
// takes the first cube, then the rest of the search as a few wider cubes
// (Model.FirstCubes).
package calendar

import _ "embed" // README.md is the genre's Doc

//go:embed README.md
var readme string
