package sudoku

import (
	"strings"
	"testing"
)

// The separators of a character grid give its blocks: '|' after C cells
// alone gives R = N/C (bars without rules were passed over, and a grid of
// 3×2 blocks was read with 2×3: "no solution"), a rule after R rows alone
// gives C, and separators that make no block of N cells are refused.
func TestSeparatorsGiveBlocks(t *testing.T) {
	for _, tc := range []struct {
		text       string
		rows, cols int
		err        string
	}{
		{"3 4 | 1 2 | 5 6\n1 2 | 5 6 | 3 4\n5 6 | 3 4 | 1 2\n4 3 | 2 1 | 6 5\n2 1 | 6 5 | 4 3\n6 5 | 4 3 | 2 1\n", 3, 2, ""},
		{"123456\n456123\n------\n231564\n564231\n------\n312645\n645312\n", 2, 3, ""},
		{"1 2 3 | 4 5 6\n4 5 6 | 1 2 3\n------+------\n2 3 1 | 5 6 4\n5 6 4 | 2 3 1\n------+------\n3 1 2 | 6 4 5\n6 4 5 | 3 1 2\n", 2, 3, ""},
		{"1 . . | . . 6\n. . 6 | . 2 .\n. 5 . | . . 1\n------+------\n3 . . | . 4 .\n. . . | 6 . .\n. 1 . | . . .\n", 0, 0, "separators make blocks of 3×3"},
	} {
		p, _, err := Parse(strings.NewReader(tc.text), "t", Options{})
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, expected %q", tc.text, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("%q: %v", tc.text, err)
		case tc.err == "" && (p.BoxRows != tc.rows || p.BoxCols != tc.cols):
			t.Errorf("%q: blocks of %d×%d, expected %d×%d", tc.text, p.BoxRows, p.BoxCols, tc.rows, tc.cols)
		}
	}
}
