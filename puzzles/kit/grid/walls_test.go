package grid

import (
	"fmt"
	"strings"
	"testing"
)

func TestWalls(t *testing.T) {
	text, err := ReadText([]byte(".#0\n4..\n"), "f", "")
	if err != nil {
		t.Fatal(err)
	}
	s, cells, err := text.Walls("wall")
	if err != nil || s != (Shape{Rows: 2, Cols: 3}) || fmt.Sprint(cells) != "[-2 -1 0 4 -2 -2]" {
		t.Fatalf("%v %v %v", s, cells, err)
	}
	if got, want := s.WallsText(cells), ". # 0\n4 . .\n"; got != want {
		t.Errorf("WallsText = %q, want %q", got, want)
	}
	if got := fmt.Sprint(KeptWalls(cells, []int{3})); got != "[-2 -1 -1 4 -2 -2]" {
		t.Errorf("KeptWalls = %s: numbers go but the kept one, walls stay", got)
	}
	for _, in := range []string{".5\n", "x.\n", ". 10\n"} {
		text, _ := ReadText([]byte(in), "f", "")
		if _, _, err := text.Walls("black cell"); err == nil || !strings.Contains(err.Error(), "expected . (white), # (a black cell) or a numbered black cell 0-4") {
			t.Errorf("%q: %v", in, err)
		}
	}
}
