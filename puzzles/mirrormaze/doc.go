// Package mirrormaze is the Haunted Mirror Maze (Undead in Simon Tatham's
// collection, Spukschloss at janko.at): a grid of mirrors ('/' and '\')
// and cells that each hold one monster, a ghost (G), a vampire (V) or a
// zombie (Z). A number at the edge counts the monsters seen along the line
// of sight that enters the grid there and bounces off the mirrors until it
// leaves. A monster crossed before the first mirror is seen head-on, after
// one or more mirrors reflected: vampires are seen only head-on, ghosts
// only reflected, zombies always; a cell crossed twice counts once per
// crossing. Optional totals give the number of each monster, and monsters
// may be given in the grid.
//
// # Formats
//
// Parse tells the format by the content. The text grid (ParseText) is
// janko.at's layout, and what the command prints:
//
//	# janko.at Spukschloss 001
//	G 0 V 2 Z 6
//	  2 1 1 1
//	1 \ \ . / 2
//	0 \ . / . 2
//	0 / . / . 2
//	3 . . . \ 2
//	  3 3 2 2
//
// The optional first line gives the totals (G, V, Z, or ghosts, vampires,
// zombies, each followed by its number; "G: 0 V: 2 Z: 6" too). Then, as
// words separated by spaces, the clues above the columns, one line per row
// (the row's left clue, its cells, its right clue), and the clues below.
// A cell is '/' or '\' (a mirror), '.' or '-' (a monster to find) or G, V,
// Z (a monster given); a clue is a number, or '.' or '-' for no clue (0 is
// a clue). The top and bottom lines may begin with a '.' for the corner.
// "same 1,2 4,5" names cells (0-based row,column) that hold the same
// monster; '#' starts a comment.
//
// The series' JSON (ParseJSON) has "shape" [rows, cols], "visibility"
// {"top", "bottom", "left", "right"} with null for no clue, "mirrors",
// "fixed_cells" ({"row", "col", "val"}), "monster_number" ({"name", "val"},
// may be empty) and "same_cells" (one group of cells).
//
// Undead game IDs (ParseTatham), such as
// 4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1 (W columns × H
// rows: the totals of ghosts, vampires and zombies, the grid with L = '\',
// R = '/' and a-z for runs of empty cells, then the clues clockwise from
// the top-left corner), alone or after ".../undead.html#", one per line
// (optionally "name<TAB>ID"). Puzzle.Tatham writes a puzzle back as an ID
// when every clue and the totals are known.
//
// # Model
//
// Each cell free of mirrors has a variable per monster, exactly one true.
// Each clue's line of sight is traced once through the mirrors (Sight) and
// becomes one constraint: exactly clue of the literals it sees, the
// vampire and zombie of each cell crossed head-on and the ghost and zombie
// of each cell crossed reflected. A cell crossed twice puts its literals in
// twice, and the encoder counts a repeated literal twice. Totals, fixed
// monsters and same cells are constraints too. Verify checks a filled grid
// with a tracer of its own.
//
// # The setter's questions
//
// The command's --forced draws the monsters every solution agrees on ('.'
// in the text and in the row strings of the JSON field "forced");
// --suggest names monsters to fix that make the puzzle unique ("r3c4=Z",
// 1-based); --explain names a minimal set of givens that cannot all hold:
// fixed monsters "r3c4=Z", clues "top 3=2", "right 1=4" (the clue above
// the 3rd column, right of the 1st row), totals "ghosts=7",
// "vampires=7", "zombies=7", and groups of same cells
// "same r1c2 r4c5" (one given, whatever its size). The rule instances are
// "cell r3c4" (one monster), which alone never conflict.
package mirrormaze
