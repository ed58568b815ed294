package tatham

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestNumbers: descriptions as Solo, Range and Rectangles write them read
// to their cells and write back as the games write them ('_' only between
// two numbers side by side); the readers' faults have their columns.
func TestNumbers(t *testing.T) {
	none := func(int, int) error { return nil }
	for _, c := range []struct {
		desc  string
		cells []int
		back  string
	}{
		{"1_2b34", []int{1, 2, 0, 0, 34}, "1_2b34"},
		{"_1__2b34_", []int{1, 2, 0, 0, 34}, "1_2b34"},
		{"b3z", append([]int{0, 0, 3}, make([]int, 26)...), "b3z"},
		{"e", []int{0, 0, 0, 0, 0}, "e"},
	} {
		d := NewDesc(c.desc, 1)
		got, err := d.Numbers(len(c.cells), 0, "number", none)
		if err != nil || !slices.Equal(got, c.cells) {
			t.Errorf("%q: %v, %v; want %v", c.desc, got, err, c.cells)
		}
		if w := WriteNumbers(c.cells, 0); w != c.back {
			t.Errorf("%v written as %q, want %q", c.cells, w, c.back)
		}
	}
	big := errors.New("too big")
	for _, c := range []struct {
		desc string
		n    int
		want string
	}{
		{"a?", 2, "column 2: unexpected '?': expected a-z (cells without a number), a number or _"},
		{"a9", 2, "column 2: too big"},
		{"c", 2, "column 1: a run of 3 empty cells from cell 1 passes the end of the 2 cells"},
		{"a", 2, "column 2: the description ends after 1 of 2 cells"},
		{"b1", 2, "column 2: \"1\" after the last cell"},
		{"a99999999999999999999x", 2, "column 2: the number 99999999999999999999: too large"}, // as typed, not as MaxInt
	} {
		_, err := NewDesc(c.desc, 1).Numbers(c.n, 0, "number", func(_, v int) error {
			if v > 5 {
				return big
			}
			return nil
		})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.desc, err, c.want)
		}
	}
}
