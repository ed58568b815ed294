package sudoku

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// FuzzParse feeds any bytes to the reader under every format: it must
// never panic, every puzzle it returns must be well formed, render in its
// layout and read back the same, and small ones must encode.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"grid_seps.txt", "ints_rows.txt", "article.json", "six_2x3.txt", "contradiction.txt", "rk16.txt"} {
		data, err := os.ReadFile(filepath.Join(testdata, name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, uint8(0), uint8(0))
	}
	f.Add([]byte("1...\n.2..\n..3.\n...4\n"), uint8(0), uint8(0))
	f.Add([]byte("1 0 0 0 0 0\n0 0 0 0 0 0\n"), uint8(3), uint8(2))
	f.Add([]byte("a\t"+idExample+"\n"+urlExample+"\n"), uint8(0), uint8(0))
	f.Add([]byte("{\"shape\": 4, \"fixed_cells\": [{\"row\": 0, \"col\": 0, \"val\": 1}]} {\"shape\": 1}"), uint8(0), uint8(0))
	f.Add([]byte(strings.Repeat("0 ", 80)+"10\n"), uint8(0), uint8(0)) // 81 integers, one too big for a 9×9
	f.Add([]byte(strings.Repeat("0 ", 15)+"-3\n"), uint8(0), uint8(0)) // a sign
	f.Fuzz(func(t *testing.T, data []byte, format, box uint8) {
		opt := Options{Format: Format(format % 6)}
		if box > 0 {
			opt.BoxRows, opt.BoxCols = int(box%5)+1, int(box/5%5)+1
		}
		rd := NewReader(strings.NewReader(string(data)), "fuzz", opt)
		for k := 0; k < 8; k++ {
			p, err := rd.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				if _, ok := err.(*ParseError); !ok {
					t.Fatalf("error not a ParseError: %v", err)
				}
				if !strings.HasPrefix(err.Error(), "fuzz:") {
					t.Fatalf("error without the place: %v", err)
				}
				return
			}
			checkPuzzle(t, p, rd.Layout(), opt)
		}
	})
}

func checkPuzzle(t *testing.T, p *Puzzle, lay Layout, opt Options) {
	t.Helper()
	if p.N < 1 || p.N > MaxN || p.BoxRows*p.BoxCols != p.N || len(p.Cells) != p.N*p.N {
		t.Fatalf("malformed puzzle: N=%d blocks %d×%d, %d cells", p.N, p.BoxRows, p.BoxCols, len(p.Cells))
	}
	for _, v := range p.Cells {
		if v < 0 || v > p.N {
			t.Fatalf("cell value %d in a %d×%d puzzle", v, p.N, p.N)
		}
	}
	text := lay.Render(p, p.Cells)
	back := Options{Format: lay.Format, BoxRows: p.BoxRows, BoxCols: p.BoxCols}
	if lay.Format == Link {
		back.Format = Grid // its answers are grids
	}
	if back.Format == Line || back.Format == Grid {
		if p.N > MaxChar {
			back.Format = Ints
		}
	}
	q, _, err := Parse(strings.NewReader(text), "rendered", back)
	if err != nil {
		t.Fatalf("rendered %v puzzle does not read back: %v\n%s", lay.Format, err, text)
	}
	if !slices.Equal(p.Cells, q.Cells) || p.BoxRows != q.BoxRows {
		t.Fatalf("round trip changed the puzzle:\n%s", text)
	}
	if p.N <= 9 {
		for _, k := range []Kind{Full, Reduced} {
			m, err := p.Encode(k, encode.Default)
			if err != nil {
				t.Fatal(err)
			}
			if p.Conflict() != "" && m.NoSolution == "" {
				t.Fatalf("%s model: clashing givens not reported", k)
			}
		}
	}
}
