package puzzlink

import (
	"fmt"
	"math/rand"
	"testing"
)

func readCells1(body string, n int) ([]bool, error) {
	out := make([]bool, n)
	err := NewReader(body, 1).Cells1(n, func(pos int) { out[pos] = true })
	return out, err
}

// TestCells1 reads the trees of pzprjs's test/script/tents.js example
// (5/5/2g0h1i1j82323, its body after the counts) and writes them back.
func TestCells1(t *testing.T) {
	got, err := readCells1("j82323", 25)
	if err != nil {
		t.Fatal(err)
	}
	var trees []int
	for i, m := range got {
		if m {
			trees = append(trees, i)
		}
	}
	if fmt.Sprint(trees) != "[2 11 14 18 21]" {
		t.Errorf("trees %v, want [2 11 14 18 21]", trees)
	}
	var w Writer
	w.Cells1(got)
	if s := w.String(); s != "j82323" {
		t.Errorf("written %q, want j82323", s)
	}
	if _, err := readCells1("j8!", 25); err == nil || err.Error() != "column 3: unexpected '!' in the marked cells: expected a base-36 digit 0-9 a-z" {
		t.Errorf("a bad character: %v", err)
	}
}

// Random marks read back as written, runs of every length included.
func TestCells1RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 500; trial++ {
		n := 1 + rng.Intn(80)
		cells := make([]bool, n)
		p := rng.Float64() * 0.5
		for i := range cells {
			cells[i] = rng.Float64() < p
		}
		var w Writer
		w.Cells1(cells)
		got, err := readCells1(w.String(), n)
		if err != nil || fmt.Sprint(got) != fmt.Sprint(cells) {
			t.Fatalf("%v written %q read back %v, %v", cells, w.String(), got, err)
		}
	}
}
