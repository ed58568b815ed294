package puzzlink

import (
	"reflect"
	"strings"
	"testing"
)

func readCircles(body string, n int) ([]int, *Reader, error) {
	cells := make([]int, n)
	r := NewReader(body, 1)
	err := r.Circles(n, func(pos, v int) error {
		if cells[pos] != 0 {
			return errorString("set twice")
		}
		cells[pos] = v
		return nil
	})
	return cells, r, err
}

// pzprjs's test puzzle of Masyu: 6/6/1063000i3000.
func TestCircles(t *testing.T) {
	cells, r, err := readCircles("1063000i3000", 36)
	if err != nil || !r.Done() {
		t.Fatalf("%v, rest %q", err, r.Rest())
	}
	want := map[int]int{2: 1, 7: 2, 10: 1, 21: 2, 25: 1}
	got := map[int]int{}
	for i, v := range cells {
		if v != 0 {
			got[i] = v
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("circles %v, expected %v", got, want)
	}
	var w Writer
	w.Circles(cells)
	if s := w.String(); s != "1063000i3000" {
		t.Fatalf("written back as %q", s)
	}
	// The last digit covers one cell and two past the end: a circle
	// there is an error; the body stops after (n+2)/3 digits.
	if _, _, err := readCircles("01", 4); err == nil || !strings.Contains(err.Error(), "column 2: \"1\" puts a circle past") {
		t.Errorf("a circle past the end: %v", err)
	}
	if _, r, err := readCircles("09/x", 4); err != nil || r.Rest() != "/x" {
		t.Errorf("the next section: %v, rest %q", err, r.Rest())
	}
	if _, _, err := readCircles("0r", 6); err == nil || !strings.HasPrefix(err.Error(), "column 2: unexpected 'r' in the circles") {
		t.Errorf("a bad digit: %v", err)
	}
	if _, _, err := readCircles("00", 6); err != nil {
		t.Errorf("none: %v", err)
	}
}

func FuzzCircles(f *testing.F) {
	f.Add("1063000i3000", 36)
	f.Add("q", 2)
	f.Fuzz(func(t *testing.T, body string, n int) {
		if n < 0 || n > 2000 {
			return
		}
		cells, r, err := readCircles(body, n)
		if err != nil {
			if e, ok := err.(*Error); !ok || e.Col < 1 || e.Col > len(body) {
				t.Fatalf("error %v (%T) outside the body", err, err)
			}
			return
		}
		_ = r
		var w Writer
		w.Circles(cells)
		back, _, err := readCircles(w.String(), n)
		if err != nil || !reflect.DeepEqual(back, cells) {
			t.Fatalf("written %q reads back as %v (%v), expected %v", w.String(), back, err, cells)
		}
	})
}
