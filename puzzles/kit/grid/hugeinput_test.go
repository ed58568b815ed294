package grid

import (
	"runtime"
	"strings"
	"testing"
)

// allocated returns the bytes that fn allocates.
func allocated(fn func()) uint64 {
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	fn()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// A line of a million cells, or a million lines, is refused at the first
// cell or row too many, having read little more: a 16 MB line took 2.6
// GB (a token a cell), a million lines a slice each, before the error.
func TestHugeInput(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		comment        string
	}{
		{"a long line", strings.Repeat(". ", 1<<20), "f:1:405: more than 200 cells in a row", ""},
		{"a long line of characters", strings.Repeat("#", 1<<20), "f:1:203: more than 200 cells in a row", ""},
		{"many lines", strings.Repeat("0\n", 1<<20), "f:203:1: more than 200 rows", ""},
		{"many lines with comments", strings.Repeat("# x\n1\n", 1<<19), "f:406:1: more than 200 rows", "#"},
	} {
		var err error
		n := allocated(func() { _, err = ReadText([]byte(tc.in), "f", tc.comment) })
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %s", tc.name, err, tc.want)
		}
		if n > uint64(3*len(tc.in)+1<<20) {
			t.Errorf("%s: %d bytes allocated for %d of input; expected a copy or two of the input", tc.name, n, len(tc.in))
		}
	}
	// Janko's blocks: a row far too long is cut short too.
	block := "begin\nsize 2\nproblem\n" + strings.Repeat("- ", 1<<20) + "\n- -\nend\n"
	var err error
	if n := allocated(func() { _, err = ReadJanko([]byte(block), "j") }); err == nil || n > uint64(4*len(block)+1<<20) {
		t.Errorf("a Janko row of a million cells: %v, %d bytes allocated", err, n)
	}
}

// A Janko row cut short says so, not a count it never finished.
func TestJankoRowCut(t *testing.T) {
	block := "begin\nsize 2\nproblem\n" + strings.Repeat("- ", 500) + "\n- -\nend\n"
	_, err := ReadJanko([]byte(block), "j")
	if err == nil || !strings.Contains(err.Error(), "j:4:1: more than 402 cells: expected 2") {
		t.Errorf("a Janko row of 500 cells: %v", err)
	}
}

// A grid just past the limit (within the rows and cells kept for its
// margins) is refused at its first row or cell too many, not at its
// first cell.
func TestGridPastLimit(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{strings.Repeat(". .\n", 201), "f:201:1: a 201×2 grid: expected at most 200 rows and columns"},
		{strings.Repeat(". ", 202) + "\n", "f:1:401: a 1×202 grid: expected at most 200 rows and columns"},
		{strings.Repeat("#", 201) + "\n" + strings.Repeat("#", 201) + "\n", "f:1:201: a 2×201 grid: expected at most 200 rows and columns"},
	} {
		text, err := ReadText([]byte(tc.in), "f", "")
		if err == nil {
			_, _, err = text.Cells()
		}
		if err == nil || err.Error() != tc.want {
			t.Errorf("%.20q: %v, want %s", tc.in, err, tc.want)
		}
	}
}
