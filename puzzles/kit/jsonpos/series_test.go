package jsonpos

import "testing"

// TestSeries reads the series' shape, cells and optional lists, and
// checks each refusal names the value at fault.
func TestSeries(t *testing.T) {
	const what = `a cell {"row": r, "col": c}`
	for _, tc := range []struct {
		src        string
		rows, cols int      // the shape read, when err is ""
		cells      [][2]int // the cells of "cells", read in a 3×4 grid
		err        string
	}{
		{src: `{"shape": [3, 4]}`, rows: 3, cols: 4},
		{src: `{"shape": [3, 4], "cells": null}`, rows: 3, cols: 4},
		{src: `{"shape": [3, 4], "cells": [{"row": 2, "col": 3}, {"col": 0, "row": 1, "val": 7}]}`, rows: 3, cols: 4, cells: [][2]int{{2, 3}, {1, 0}}},
		{src: `{"shape": [3, 4], "cells": [{"row": 3, "col": 0}]}`, err: "f:1:37: row 3: expected 0 to 2"},
		{src: `{"shape": [3, 4], "cells": [{"row": 0, "col": 4}]}`, err: "f:1:47: col 4: expected 0 to 3"},
		{src: `{"shape": [3, 4], "cells": [{"row": 0}]}`, err: `f:1:29: a cell {"row": r, "col": c}: no "col"`},
		{src: `{"shape": [3, 4], "cells": {"row": 0}}`, err: "f:1:28: expected cells as an array, found an object"},
		{src: `{"shape": [3, 4], "cells": [[0, 0]]}`, err: `f:1:29: expected a cell {"row": r, "col": c}, found an array`},
		{src: `{"cells": []}`, err: `f:1:1: the puzzle: no "shape"`},
		{src: `{"shape": 3}`, err: "f:1:11: expected shape as an array, found a number"},
		{src: `{"shape": [3, 4, 5]}`, err: "f:1:11: shape holds 3 values: expected [rows, cols]"},
		{src: `{"shape": [0, 4]}`, err: "f:1:12: the number of rows 0: expected 1 to 9"},
		{src: `{"shape": [10, 3]}`, err: "f:1:12: the number of rows 10: expected 1 to 9"},
		{src: `{"shape": [3, 0]}`, err: "f:1:15: the number of columns 0: expected 1 to 9"},
		{src: `{"shape": [3, 10]}`, err: "f:1:15: the number of columns 10: expected 1 to 9"},
		{src: `{"shape": [9, 9]}`, rows: 9, cols: 9},
		{src: `{"shape": [3, "4"]}`, err: "f:1:15: expected the number of columns as a whole number, found a string"},
		{src: `{"shape": [4.5, 4]}`, err: "f:1:12: the number of rows: expected a whole number, found 4.5"},
	} {
		v, err := Parse([]byte(tc.src), "f")
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		var got [][2]int
		rows, cols, err := v.Shape(9)
		if err == nil {
			var cells []*Value
			cells, err = v.List("cells")
			for _, c := range cells {
				var r, col int
				if r, col, err = c.Cell(what, 3, 4); err != nil {
					break
				}
				got = append(got, [2]int{r, col})
			}
		}
		switch {
		case tc.err != "":
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s: error %v, want %s", tc.src, err, tc.err)
			}
		case err != nil:
			t.Errorf("%s: %v", tc.src, err)
		case rows != tc.rows || cols != tc.cols || len(got) != len(tc.cells):
			t.Errorf("%s: %d×%d, cells %v; want %d×%d, %v", tc.src, rows, cols, got, tc.rows, tc.cols, tc.cells)
		default:
			for i := range got {
				if got[i] != tc.cells[i] {
					t.Errorf("%s: cells %v, want %v", tc.src, got, tc.cells)
				}
			}
		}
	}
}
