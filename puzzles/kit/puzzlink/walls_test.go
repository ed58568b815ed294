package puzzlink

import (
	"fmt"
	"strings"
	"testing"
)

func TestWalls(t *testing.T) {
	const white = -2
	u, cells, err := ReadWalls("https://puzz.link/p?akari/3/3/g0h.5/", 50, white, "walls", "akari")
	if err != nil || u.Cols != 3 || fmt.Sprint(cells) != "[-2 0 -2 -2 -1 0 -2 -2 -2]" {
		t.Fatalf("%v %v", cells, err)
	}
	back := WriteWalls("akari", 3, 3, cells, white)
	if _, again, err := ReadWalls(back, 50, white, "walls", "akari"); err != nil || fmt.Sprint(again) != fmt.Sprint(cells) {
		t.Errorf("written back as %s, read as %v %v", back, again, err)
	}
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?akari/3/3/g0h.5zz", "column 37: \"z\" after the last cell"},
		{"https://puzz.link/p?akari/3/3/!", "column 31: unexpected '!'"},
		{"https://puzz.link/p?akari/60/3/", "a 60×3 grid: expected at most 50 a side"},
	} {
		if _, _, err := ReadWalls(tc.in, 50, white, "walls", "akari"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %s", tc.in, err, tc.want)
		}
	}
}
