package grid

import "testing"

func TestTetrominoes(t *testing.T) {
	n := map[byte]int{}
	s := Shape{Rows: 7, Cols: 7}
	for _, tm := range Tetrominoes() {
		n[tm.Letter]++
		cells, ok := tm.Place(s, s.Index(2, 3))
		if !ok || s.TetrominoOf(cells) != tm.Letter {
			t.Errorf("%c %v placed at r3c4: %v %v, read back %c", tm.Letter, tm.Cells, cells, ok, s.TetrominoOf(cells))
		}
	}
	if n['L'] != 8 || n['I'] != 2 || n['T'] != 4 || n['S'] != 4 || n['O'] != 1 || len(Tetrominoes()) != 19 {
		t.Errorf("fixed tetrominoes: %v", n)
	}
	if s.TetrominoOf([]int{0, 1, 2, 10}) != 0 || s.TetrominoOf([]int{0, 1, 2}) != 0 {
		t.Error("cells apart or three cells read as a tetromino")
	}
	if _, ok := Tetrominoes()[0].Place(s, s.Index(6, 6)); ok {
		t.Error("a tetromino off the grid placed")
	}
}
