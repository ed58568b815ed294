package grid

import (
	"fmt"
	"strings"
	"testing"
)

func TestClues(t *testing.T) {
	longer := func(s Shape) int { return max(s.Rows, s.Cols) }
	text, err := ReadText([]byte("1 . ?\n- 3 2\n"), "f", "")
	if err != nil {
		t.Fatal(err)
	}
	s, clues, err := text.Clues(longer)
	if err != nil || s != (Shape{Rows: 2, Cols: 3}) || fmt.Sprint(clues) != "[1 0 -1 0 3 2]" {
		t.Fatalf("%v %v %v", s, clues, err)
	}
	if got, want := s.CluesText(clues), "1 . ?\n. 3 2\n"; got != want {
		t.Errorf("CluesText = %q, want %q", got, want)
	}
	for _, tc := range []struct{ in, want string }{
		{"1 4\n. .\n", `f:1:3: "4": expected a number 1 to 2, . (no number) or ? (a number not told)`},
		{"0 .\n", `f:1:1: "0": expected a number 1 to 2`},
		{". +1\n", `f:1:3: "+1": expected`},
		{"x .\n", `f:1:1: "x": expected`},
	} {
		text, err := ReadText([]byte(tc.in), "f", "")
		if err == nil {
			_, _, err = text.Clues(longer)
		}
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %s", tc.in, err, tc.want)
		}
	}
}

// TestNumbers: Clues without "?", the cells' tokens returned.
func TestNumbers(t *testing.T) {
	text, err := ReadText([]byte("12 .\n- 3\n"), "f", "")
	if err != nil {
		t.Fatal(err)
	}
	s, toks, nums, err := text.Numbers(20)
	if err != nil || s != (Shape{Rows: 2, Cols: 2}) || fmt.Sprint(nums) != "[12 0 0 3]" || len(toks) != 4 || toks[3].Col != 3 {
		t.Fatalf("%v %v %v %v", s, toks, nums, err)
	}
	for _, in := range []string{"? 1\n", "21 .\n", "+1 .\n"} {
		text, _ := ReadText([]byte(in), "f", "")
		if _, _, _, err := text.Numbers(20); err == nil || !strings.HasPrefix(err.Error(), `f:1:1: "`) || !strings.HasSuffix(err.Error(), `": expected . (an empty cell) or a number 1 to 20`) {
			t.Errorf("%q: %v", in, err)
		}
	}
}
