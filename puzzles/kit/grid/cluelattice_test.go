package grid

import (
	"strconv"
	"testing"
)

func TestClueLattice(t *testing.T) {
	s := Shape{Rows: 2, Cols: 2}
	label := []int{0, 0, 1, 0}
	clue := func(k int) string { return []string{"12×", "3"}[k] }
	value := func(i int) string { return map[bool]string{true: "?", false: strconv.Itoa(10 * i)}[i == 3] }
	got := s.ClueLattice(label, clue, value, 2).String()
	want := "┌─────────────────┐\n" +
		"│ 12×  0       10 │\n" +
		"├────────┐        │\n" +
		"│ 3   20 │      ? │\n" +
		"└────────┴────────┘\n"
	if got != want {
		t.Errorf("ClueLattice:\n%s\nwant\n%s", got, want)
	}
}
