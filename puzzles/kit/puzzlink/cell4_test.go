package puzzlink

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// readCells4 reads n cells: -2 for an empty cell, Unknown, or the clue.
func readCells4(body string, n int) ([]int, error) {
	out := make([]int, n)
	for i := range out {
		out[i] = -2
	}
	err := NewReader(body, 1).Cells4(n, "clues", func(pos, v int) error {
		if pos < 0 || pos >= n || out[pos] != -2 {
			return errors.New("a position out of range or set twice")
		}
		out[pos] = v
		return nil
	})
	return out, err
}

// writeCells4 writes cells read by readCells4.
func writeCells4(cells []int) string {
	var w Writer
	w.Cells4(len(cells), func(pos int) (int, bool) { return cells[pos], cells[pos] != -2 })
	return w.String()
}

// TestCells4 reads FORMATS.md's worked example (robx/pzprjs
// test/script/slither.js) and writes it back as pzprjs does.
func TestCells4(t *testing.T) {
	got, err := readCells4("cbcbcddad", 25)
	if err != nil {
		t.Fatal(err)
	}
	e := -2
	want := []int{2, e, e, 1, e, e, 2, e, e, 1, e, e, 2, e, e, 3, e, e, 3, e, e, 0, e, e, 3}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, expected %v", got, want)
	}
	if s := writeCells4(want); s != "cbcbcddad" {
		t.Fatalf("written back as %q", s)
	}
	for _, tc := range []struct {
		cells []int
		body  string
	}{
		{[]int{0, 1, 2, 3, 4}, "0123e"},         // clues side by side; the last takes the two cells past the end
		{[]int{1, e, 2, e, e, 3}, "6cd"},        // a clue, one empty cell, a clue: 5-9
		{[]int{e, e, e, 1, e}, "ib"},            // skip letters, and a clue near the end
		{[]int{Unknown, e, Unknown, 0}, ".g.a"}, // unknown clues are '.', and take one cell
		{append(make([]int, 0, 45), repeat(e, 44)...), "zzj"},
		{append(repeat(e, 20), 4), "ze"},
	} {
		if s := writeCells4(tc.cells); s != tc.body {
			t.Errorf("%v written as %q, expected %q", tc.cells, s, tc.body)
		}
		back, err := readCells4(tc.body, len(tc.cells))
		if err != nil || !reflect.DeepEqual(back, tc.cells) {
			t.Errorf("%q read back as %v, %v", tc.body, back, err)
		}
	}
	for _, tc := range []struct{ body, want string }{
		{"12f", `column 3: unexpected 'f' in the clues: expected 0-9 or a-e`},
		{"1#", `column 2: unexpected '#'`},
		{"A", `column 1: unexpected 'A'`},
	} {
		if _, err := readCells4(tc.body, 10); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, expected %q", tc.body, err, tc.want)
		}
	}
	// An error from set comes back at the clue's column.
	err = NewReader("g3", 7).Cells4(5, "clues", func(pos, v int) error { return errors.New("no 3 here") })
	var pe *Error
	if !errors.As(err, &pe) || pe.Col != 8 || pe.Msg != "no 3 here" {
		t.Errorf("set's error: %v", err)
	}
	// A body that ends early leaves the rest empty; reading stops at n.
	r := NewReader("1z2", 1)
	got, err = readCells4("1", 3)
	if err != nil || !reflect.DeepEqual(got, []int{1, e, e}) {
		t.Errorf("a short body: %v %v", got, err)
	}
	if err := r.Cells4(3, "clues", func(int, int) error { return nil }); err != nil || r.Rest() != "2" {
		t.Errorf("reading past n: %v, rest %q", err, r.Rest())
	}
}

func repeat(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// FuzzCells4 reads arbitrary bodies as decode4Cell, writes what was read
// and reads it again: the same cells come back, and a body pzprjs would
// write comes back as itself.
func FuzzCells4(f *testing.F) {
	f.Add("cbcbcddad", 25)
	f.Add("i5di5di6bg3ad13dc", 40)
	f.Add(".z4e", 30)
	f.Fuzz(func(t *testing.T, body string, n int) {
		if n < 0 || n > 500 {
			return
		}
		cells, err := readCells4(body, n)
		if err != nil {
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(body) {
				t.Fatalf("error %v (%T) outside the body", err, err)
			}
			return
		}
		s := writeCells4(cells)
		back, err := readCells4(s, n)
		if err != nil || !reflect.DeepEqual(back, cells) {
			t.Fatalf("%q read as %v, written %q, read back as %v (%v)", body, cells, s, back, err)
		}
		if writeCells4(back) != s {
			t.Fatalf("written twice differently: %q", s)
		}
	})
}
