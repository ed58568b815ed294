// Package akari is Light Up (Akari, Bijutsukan): place lights in the
// white cells so that every white cell is lit, a light shining along its
// row and column up to a wall; no light shines on another; a numbered
// wall has that many lights beside it (above, below, left and right).
//
// Formats:
//
//   - the typed grid: a line per row, a cell per character (or cells
//     separated by blanks): '.' a white cell, '#' a wall, '0' to '4' a
//     numbered wall;
//   - JSON: {"genre": "akari", "grid": ["..#1", ...]};
//   - puzz.link: https://puzz.link/p?akari/COLS/ROWS/BODY (also lightup),
//     the walls as pzprjs's decode4Cell writes them;
//   - Simon Tatham's Light Up: WxH:DESC, a–z a run of white cells, B a
//     wall, 0–4 a numbered wall (the long parameters of a save file, such
//     as 7x7b20s4d0, read too).
//
// The answer's grid has '*' for a light, '#' or the digit for a wall and
// '.' for the other cells ('?' where --forced leaves a cell open). Rules
// are named "r3c4=2" (a number), "run r3c1-r3c5" (at most one light in a
// run between walls) and "r3c4 lit".
//
// Example:
//
//	puzzlesat akari 7x7:a2i0a2aBqBaBa2i2a
package akari
