package grid

import "testing"

// A loop around a clue of two characters, and a path between two numbers
// whose labels widen every cell.
func TestPathText(t *testing.T) {
	s := Shape{3, 3}
	loop := []int{6, 10, 12, 5, 0, 5, 3, 10, 9}
	got := s.PathText(loop, func(i int) string {
		if i == 4 {
			return "2←"
		}
		return ""
	})
	want := " ┌───────┐\n │   2←  │\n └───────┘\n"
	if got != want {
		t.Errorf("loop:\n%s\nwant:\n%s", got, want)
	}
	path := []int{2, 10, 8, 0, 0, 0}
	got = Shape{2, 3}.PathText(path, func(i int) string {
		switch i {
		case 0, 2:
			return "12"
		case 3, 4, 5:
			return "·"
		}
		return ""
	})
	want = " 12──────12\n ·   ·   ·\n"
	if got != want {
		t.Errorf("path:\n%q\nwant:\n%q", got, want)
	}
}
