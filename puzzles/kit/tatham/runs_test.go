package tatham

import "testing"

func TestRunsOf(t *testing.T) {
	cells := append([]int{-1, 3, -1, -1, 0}, make([]int, 28)...)
	for i := 5; i < len(cells); i++ {
		cells[i] = -1
	}
	// a run of 1, 3, a run of 2, 0, then 28 empty cells: z (26) and b.
	if got := RunsOf(cells, -1, func(c int) string { return string(rune('0' + c)) }); got != "a3b0zb" {
		t.Errorf("RunsOf = %q, want a3b0zb", got)
	}
}

// TestWhole reads descriptions of five cells: runs and digits that fill
// them exactly, and the three ways to miss (short, past the end, more
// after the last cell), each refused at its column.
func TestWhole(t *testing.T) {
	for _, tc := range []struct{ desc, cells, err string }{
		{"a3c", "-3---", ""},
		{"12e", "", `column 7: a run of 5 empty cells from cell 3 passes the end of the 5 cells`},
		{"a3b", "", "column 8: the description ends after 4 of 5 cells"},
		{"a3c7", "", `column 8: "7" after the last cell: expected the end of the description`},
		{"e", "-----", ""},
	} {
		id, err := Parse("5x1:"+tc.desc, "an ID")
		if err != nil {
			t.Fatal(err)
		}
		d, got := id.Reader(), []byte("-----")
		err = d.Whole(5, func(pos int) (int, error) {
			got[pos] = d.Next()
			return 1, nil
		})
		switch {
		case tc.err == "" && (err != nil || string(got) != tc.cells):
			t.Errorf("%s: cells %s, %v; want %s", tc.desc, got, err, tc.cells)
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("%s: error %v, want %s", tc.desc, err, tc.err)
		}
	}
}

// TestParseRefusesControl refuses a control character in either part of
// an ID at its column: a description reader takes a NUL for the end, and
// Mirror Maze's looped forever on one (a fuzzer's find, kept in
// puzzles/mirrormaze/testdata/fuzz).
func TestParseRefusesControl(t *testing.T) {
	for _, tc := range []struct{ id, err string }{
		{"4x4:ab\x00c", `column 7: '\x00': expected a printable ASCII character in an ID`},
		{"4x\x104:abc", `column 3: '\x10': expected a printable ASCII character in an ID`},
		{"4x4:abc\x7f,1", `column 8: '\x7f': expected a printable ASCII character in an ID`},
		{"4x4:abéc", `column 7: 'é': expected a printable ASCII character in an ID`},
		{"4x4:ab\xffc", `column 7: '�': expected a printable ASCII character in an ID`},
		{"  4x4:abc\t", ""},
	} {
		_, err := Parse(tc.id, "an ID")
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || err.Error() != tc.err) {
			t.Errorf("%q: error %v, want %q", tc.id, err, tc.err)
		}
	}
}

// TestNextPastNUL: a reader that loops to the end of a description ends
// on one with a NUL inside, which Next moves past like any character.
func TestNextPastNUL(t *testing.T) {
	d := NewDesc("a\x00b", 5)
	n := 0
	for ; !d.Done() && n < 10; n++ {
		d.Next()
	}
	if n != 3 {
		t.Errorf("%d calls of Next to the end of 3 characters", n)
	}
}
