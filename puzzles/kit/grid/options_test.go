package grid

import (
	"strings"
	"testing"
)

func TestOptions(t *testing.T) {
	for _, in := range []string{"no-loops\nmax-bridges=3\n2.1\n", "no-loops\nmax-bridges = 3\n2 . 1\n"} {
		text, err := ReadText([]byte(in), "t", "")
		if err != nil {
			t.Fatal(err)
		}
		opts, body := text.Options()
		if len(opts) != 2 || opts[0].Text != "no-loops" || opts[1].Text != "max-bridges=3" || opts[1].Line != 2 || opts[1].Col != 1 ||
			opts[1].Typed() != strings.Join(strings.Fields(strings.Split(in, "\n")[1]), " ") {
			t.Errorf("%q: options %+v", in, opts)
		}
		if len(body.Rows) != 1 || len(body.Rows[0]) != 3 || body.Rows[0][0].Line != 3 {
			t.Errorf("%q: grid %+v", in, body.Rows)
		}
	}
}

func TestIntOption(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
		err  string
	}{
		{"size=3\n. .\n", 3, ""},
		{". .\n", 5, ""},
		{"size=0\n. .\n", 0, `f:1:1: "size=0": expected size=K, the cells of a region, above the grid`},
		{"size=x\n. .\n", 0, `f:1:1: "size=x": expected size=K`},
		{"size=10\n. .\n", 0, `f:1:1: "size=10": expected size=K`},
		{"max=3\n. .\n", 0, `f:1:1: "max=3": expected size=K`},
		{"size=3\nsize=4\n. .\n", 0, `f:2:1: "size=4": size given twice (line 1): expected it once`}, // the last won
		// Quoted as typed, not joined ("size=2size=2").
		{"size=2 size=2\n. .\n", 0, `f:1:1: "size=2 size=2": expected size=K`},
		{"size = 3\nsize =  4 \n. .\n", 0, `f:2:1: "size = 4": size given twice (line 1)`},
		{"size=3 ★\n. .\n", 0, `f:1:1: "size=3 ★": expected size=K`},
	} {
		text, err := ReadText([]byte(tc.in), "f", "")
		if err != nil {
			t.Fatal(err)
		}
		n, body, err := text.IntOption("size=K", 5, 1, 9, "the cells of a region")
		switch {
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("%q: %v, want %s", tc.in, err, tc.err)
		case tc.err == "" && (err != nil || n != tc.want || len(body.Rows) != 1):
			t.Errorf("%q: %d %v %v, want %d and one row", tc.in, n, body, err, tc.want)
		}
	}
}

// TestOptionsUnspacedGrid: a grid without blanks inside its rows reads a
// character a cell below an option line that has blanks, as it does
// without it (QA: "2.2" below "max-bridges = 3" was one cell).
func TestOptionsUnspacedGrid(t *testing.T) {
	for _, in := range []string{"max-bridges = 3\n2.2\n..é\n", "max-bridges=3\n2.2\n..é\n"} {
		text, err := ReadText([]byte(in), "f", "")
		if err != nil {
			t.Fatal(err)
		}
		_, body := text.Options()
		s, cells, err := body.Cells()
		if err != nil || s != (Shape{Rows: 2, Cols: 3}) || cells[0].Text != "2" || cells[5].Text != "é" || cells[5].Line != 3 || cells[5].Col != 3 {
			t.Errorf("%q: %v %v %v", in, s, cells, err)
		}
	}
	// A grid with blanks inside a row stays read at blanks.
	text, _ := ReadText([]byte("size = 3\n12 .\n3 4\n"), "f", "")
	if _, body := text.Options(); len(body.Rows[0]) != 2 || body.Rows[0][0].Text != "12" {
		t.Errorf("spaced grid read as %v", body.Rows)
	}
}
