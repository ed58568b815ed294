// Package troix is Troix: fill a grid with X, O and I so that no row or
// column holds three equal symbols in a row and each symbol appears equally
// often (a third of the cells) in every row and column.
//
// # Formats
//
// Parse tells two formats apart. The series' JSON:
//
//	{"shape": [rows, cols], "symbol_number": 2,
//	 "fixed": [{"row": 0, "col": 0, "val": "X"}, ...]}
//
// where symbol_number is the longest run allowed. And a text grid, a row a
// line, X, O or I for a given cell and . for an empty one (spaces between
// cells are allowed, # starts a comment):
//
//	X X . . O . . O O
//	O . . . X . . . O
//	. O . I . O . O .
//
// # Model
//
// A variable per cell and symbol, exactly one true per cell. Each rule is a
// cardinality constraint over them: per line and symbol, at most two of
// every window of three cells, and exactly a third of the line.
package troix
