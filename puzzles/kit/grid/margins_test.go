package grid

import (
	"fmt"
	"testing"
)

// A framed grid reads back through Frame as the cells and margins written.
func TestFrameTextRoundTrip(t *testing.T) {
	s := Shape{Rows: 2, Cols: 3}
	cells := s.FrameCells(func(i int) string { return ".T"[i%2 : i%2+1] })
	text := FrameText(cells, MarginText([]int{1, -1, 12}), MarginText([]int{0, 2}), MarginText([]int{3, 2, 1}), MarginText([]int{-1, 1}))
	want := "  1 . 12\n. . T  . 0\n1 T .  T 2\n  3 2  1\n"
	if text != want {
		t.Fatalf("written %q, want %q", text, want)
	}
	tt, err := ReadText([]byte(text), "t", "")
	if err != nil {
		t.Fatal(err)
	}
	got, toks, sides, err := tt.Frame(true, true, true, true)
	if err != nil || got != s || len(toks) != 6 || toks[1].Text != "T" {
		t.Fatalf("%v %v: %v", got, toks, err)
	}
	top, err := MarginCounts(sides.Top, 12, "a count")
	left, err2 := MarginCounts(sides.Left, 3, "a count")
	if err != nil || err2 != nil || fmt.Sprint(top, left) != "[1 -1 12] [-1 1]" {
		t.Errorf("margins %v %v: %v %v", top, left, err, err2)
	}
	if _, err := MarginCounts(sides.Top, 11, "a count"); err == nil || err.Error() != `t:1:7: "12": expected a count, 0 to 11, or . for none` {
		t.Errorf("a count out of range: %v", err)
	}
}

func TestLines(t *testing.T) {
	s := Shape{Rows: 2, Cols: 3}
	var first, opp []int
	for k := 0; k < 5; k++ {
		first, opp = append(first, s.ColumnsFirst(k)), append(opp, s.OppositeLine(k))
	}
	if fmt.Sprint(first, opp) != "[2 3 4 0 1] [1 0 4 3 2]" {
		t.Errorf("columns first %v, opposite %v", first, opp)
	}
	if r := s.RowStrings(func(i int) string { return fmt.Sprint(i) }); fmt.Sprint(r) != "[012 345]" {
		t.Errorf("rows %v", r)
	}
}

func TestLineCounts(t *testing.T) {
	tt, _ := ReadText([]byte("  1 .\n2 . .\n. . .\n. . .\n"), "t", "")
	s, _, sides, err := tt.Frame(true, false, false, true)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.LineCounts(sides.Left, sides.Top, "the tents")
	if err != nil || fmt.Sprint(got) != "[2 -1 -1 1 -1]" {
		t.Errorf("%v, %v", got, err)
	}
	tt, _ = ReadText([]byte("  4 .\n2 . .\n. . .\n. . .\n"), "t", "")
	_, _, sides, _ = tt.Frame(true, false, false, true)
	if _, err := s.LineCounts(sides.Left, sides.Top, "the tents"); err == nil || err.Error() != `t:1:3: "4": expected the tents of a column, 0 to 3, or . for none` {
		t.Errorf("a count out of range: %v", err)
	}
}

// TestEndsAfterClues: a text of clues or option lines and no grid is told
// to end after them, at the last, not to be empty (QA).
func TestEndsAfterClues(t *testing.T) {
	tx, err := ReadText([]byte("  1 . .\n2 L R T .\n"), "f", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := tx.Frame(true, true, true, true); err == nil || err.Error() != "f:2:1: the input ends after the clues: expected a grid, one row a line" {
		t.Errorf("clues alone: %v", err)
	}
	tx, _ = ReadText([]byte("size=4\n"), "f", "")
	_, body, err := tx.IntOption("size=K", 0, 1, 9, "the size")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := body.Cells(); err == nil || err.Error() != `f:1:1: the input ends after the line "size=4": expected a grid, one row a line` {
		t.Errorf("an option line alone: %v", err)
	}
	tx, _ = ReadText([]byte("\n"), "f", "")
	if _, _, err := tx.Cells(); err == nil || err.Error() != "f:1:1: empty input: expected a grid, one row a line" {
		t.Errorf("nothing: %v", err)
	}
}
