package puzzlink

import (
	"fmt"
	"strings"
	"testing"
)

func TestClues(t *testing.T) {
	cells := func(cols, rows int) int { return cols * rows }
	const url = "https://puzz.link/p?nurikabe/3/2/g.h6g"
	u, clues, err := ReadClues(url, 50, "number", cells, "nurikabe")
	if err != nil || u.Rows != 2 || fmt.Sprint(clues) != "[0 -1 0 0 6 0]" {
		t.Fatalf("%v %v", clues, err)
	}
	if back := WriteNumbers("nurikabe", 3, 2, clues, 0); back != url {
		t.Errorf("written back as %s", back)
	}
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?nurikabe/3/2/g7", "column 35: r1c2: a number 7, expected 1 to 6"},
		{"https://puzz.link/p?nurikabe/3/2/0", "column 34: r1c1: a number 0, expected 1 to 6"},
		{"https://puzz.link/p?nurikabe/3/2/1zz", "column 36: \"z\" after the last cell"},
		{"https://puzz.link/p?nurikabe/3/2/!", "column 34: unexpected '!' in the numbers"},
		{"https://puzz.link/p?nurikabe/51/2/1", "column 30: a 51×2 grid: expected at most 50 a side"},
	} {
		if _, _, err := ReadClues(tc.in, 50, "number", cells, "nurikabe"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %s", tc.in, err, tc.want)
		}
	}
}
