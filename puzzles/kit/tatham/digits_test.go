package tatham

import (
	"fmt"
	"testing"
)

func TestDigits(t *testing.T) {
	for _, tc := range []struct{ desc, want string }{
		{"2a3c1a2", "[2 0 3 0 0 0 1 0 2]"},
		{"i", "[0 0 0 0 0 0 0 0 0]"},
		{"Ga3c1a2", "[16 0 3 0 0 0 1 0 2]"},
		{"2a0f", "column 7: unexpected '0': expected a-z (empty cells), 1-9 (a digit)"},
		{"2a?f", "column 7: unexpected '?': expected a-z (empty cells), 1-9 (a digit)"},
		{"2h1b", "column 7: \"1b\" after the last cell: expected the end of the description"},
		{"2a3", "column 8: the description ends after 3 of 9 cells"},
		{"2j", "column 6: a run of 10 empty cells from cell 2 passes the end of the 9 cells"},
	} {
		id, err := Parse("3x3:"+tc.desc, "an ID")
		if err != nil {
			t.Fatal(err)
		}
		cells := make([]int, 9)
		var got string
		if err := id.Reader().Digits(cells, "0123456789ABCDEFG", "1-9 (a digit)"); err != nil {
			got = err.Error()
		} else {
			got = fmt.Sprint(cells)
			if back := WriteDigits(cells, "0123456789ABCDEFG"); back != tc.desc {
				t.Errorf("%s written back as %s", tc.desc, back)
			}
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.desc, got, tc.want)
		}
	}
	if got := WriteDigits(make([]int, 30), "01"); got != "zd" {
		t.Errorf("30 empty cells: %s, want zd", got)
	}
}
