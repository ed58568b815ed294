package grid

import "testing"

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
