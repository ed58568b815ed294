package puzzlink

import (
	"fmt"
	"strings"
	"testing"
)

func TestNumbers(t *testing.T) {
	upTo8 := func(v int) error {
		if v == 0 || v > 8 {
			return fmt.Errorf("%d: expected 1 to 8", v)
		}
		return nil
	}
	// pzprjs's hashikake example.
	const url = "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3"
	u, cells, err := ReadNumbers(url, 50, 0, upTo8, "hashi", "hashikake")
	if err != nil || u.Cols != 5 || fmt.Sprint(cells) != "[4 0 2 0 0 0 3 0 0 2 3 0 0 0 0 0 3 0 1 0 3 0 4 0 3]" {
		t.Fatalf("%v %v", cells, err)
	}
	if back := WriteNumbers("hashi", 5, 5, cells, 0); back != url {
		t.Errorf("written back as %s", back)
	}
	if _, cells, _ := ReadNumbers("https://puzz.link/p?hashi/3/1/.-10", 50, 0, func(int) error { return nil }, "hashi"); fmt.Sprint(cells) != "[-1 16 0]" {
		t.Errorf("unknown and two digits: %v", cells)
	}
	for _, tc := range []struct{ in, want string }{
		{"https://puzz.link/p?hashi/2/1/9", "column 31: 9: expected 1 to 8"},
		{"https://puzz.link/p?hashi/2/1/11zz", "column 33: \"zz\" after the last cell"},
		{"https://puzz.link/p?hashi/99/1/1", "column 27: a 99×1 grid: expected at most 50 a side"},
	} {
		if _, _, err := ReadNumbers(tc.in, 50, 0, upTo8, "hashi"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %s", tc.in, err, tc.want)
		}
	}
}
