package grid

import (
	"fmt"
	"testing"
)

func TestEmptyRow(t *testing.T) {
	tx := &Text{Where: "x", Rows: [][]Token{{{Text: "a", Where: "x", Line: 1, Col: 2}}, nil}}
	if err := tx.EmptyRow(); err == nil || err.Error() != "x:1:2: row 2 is empty: expected its cells" {
		t.Fatalf("%v", err)
	}
	tx.Rows = tx.Rows[:1]
	if err := tx.EmptyRow(); err != nil {
		t.Fatal(err)
	}
}

// Cells and Frame refuse a row without tokens (a JSON row []) instead of
// indexing it.
func TestCellsAndFrameRefuseEmptyRows(t *testing.T) {
	tx := &Text{Where: "x", Rows: [][]Token{{{Text: ".", Where: "x", Line: 1, Col: 2}}, {}}}
	if _, _, err := tx.Cells(); err == nil || err.Error() != "x:1:2: row 2 is empty: expected its cells" {
		t.Errorf("Cells: %v", err)
	}
	if _, _, _, err := tx.Frame(true, false, false, true); err == nil {
		t.Errorf("Frame: no error")
	}
}

// TestCellsBlamesTheOddRow: rows of unequal length are blamed on the row
// that differs from the rest, the first one too (it was the second that
// was named, the one that was right).
func TestCellsBlamesTheOddRow(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{". . . @\n. . .\n. . .\n", "x:1:1: 4 cells in this row, 3 in the rows below"},
		{". . .\n. . . @\n. . .\n", "x:2:1: 4 cells in this row, 3 in the first (line 1)"},
		{". . .\n. .\n", "x:2:1: 2 cells in this row, 3 in the first (line 1)"},
		{". .\n.\n", "x:2:1: 1 cell in this row, 2 in the first (line 1)"},
	} {
		tx, err := ReadText([]byte(tc.in), "x", "")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := tx.Cells(); fmt.Sprint(err) != tc.want {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}
