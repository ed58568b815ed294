package grid

import (
	"strings"
	"testing"
)

const jankoPage = `<html><script id="data" type="application/x-janko">
begin
puzzle nurikabe
author Otto Janko
rows 2
cols 3
problem
- 2 -
1 - -
solution
x - x
- x x
moves
Z1;L0;ab,1;
ba,0;
end
</script>
[setup]
puzzle nurikabe
size 2
[problem]
2 -
- -
[solution]
- -
x x
[moves]
Z1;aa,1;
[end]
begin
puzzle futoshiki
size 2
problem
? « ?
- . V
? . 1
solution
1 2
2 1
end
`

func TestReadJanko(t *testing.T) {
	blocks, err := ReadJanko([]byte(jankoPage), "page.htm")
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 3 {
		t.Fatalf("%d blocks, want 3", len(blocks))
	}
	b := blocks[0]
	if b.Rows != 2 || b.Cols != 3 || b.Props["puzzle"].Text != "nurikabe" || b.Props["author"].Text != "Otto Janko" || b.Begin.Line != 2 {
		t.Errorf("first block %+v", b)
	}
	if tok := b.Grids["problem"][1][0]; tok.Text != "1" || tok.Line != 9 || tok.Col != 1 {
		t.Errorf("problem r2c1 %+v, want 1 at 9:1", tok)
	}
	if tok := b.Grids["solution"][1][2]; tok.Text != "x" || tok.Line != 12 || tok.Col != 5 {
		t.Errorf("solution r2c3 %+v, want x at 12:5", tok)
	}
	if a := b.Props["author"]; a.Line != 4 || a.Col != 8 {
		t.Errorf("author at %d:%d, want 4:8", a.Line, a.Col)
	}
	if g := blocks[2].Grids["problem"]; len(g) != 3 || len(g[2]) != 3 || g[2][2].Text != "1" || len(blocks[2].Grids["solution"]) != 2 {
		t.Errorf("a grid with signs between its cells: %v", blocks[2].Grids)
	}
	b = blocks[1]
	if b.Rows != 2 || b.Cols != 2 || b.Grids["problem"][0][0].Text != "2" || b.Grids["solution"][1][1].Text != "x" {
		t.Errorf("second block (sections in brackets) %+v", b)
	}
	if !IsJanko([]byte(jankoPage)) || IsJanko([]byte("1 2\n3 4\n")) {
		t.Error("IsJanko")
	}
	// A grid given twice, the same both times, as janko.at's Hakyuu 109
	// gives its solution: taken ("a second solution" refused it).
	twice, err := ReadJanko([]byte("begin\nsize 2\nproblem\n1 -\n- 2\nsolution\n1 2\n2 1\nsolution\n1 2\n2 1\nend\n"), "f")
	if err != nil || twice[0].Grids["solution"][1][0].Text != "2" {
		t.Errorf("a solution given twice: %v", err)
	}
}

func TestReadJankoErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1 2\n", "f:1:1: no Janko block (begin ... end)"},
		{"begin\nsize 2\nproblem\n- -\n- -\n", "f:1:1: a Janko block without its end line"},
		{"begin\nbegin\nsize 1\nproblem\n-\nend\n", `f:2:1: "begin" inside the block begun on line 1: expected its end line first`},
		{"begin\nsize 1\n[setup]\nend\n", `f:3:1: "[setup]" inside the block begun on line 1: expected its end line first`},
		{"begin\nproblem\n- -\nend\n", "f:2:1: problem before the grid's size"},
		{"begin\nsize 2\nproblem\n- -\n- - -\nend\n", "f:5:1: 3 cells: expected 2"},
		{"begin\nsize 2\nproblem\n- -\n", "f:5:1: the end of the input: expected row 2 of 2"},
		{"begin\nsize  0\nend\n", `f:2:7: size "0": expected 1 to`},
		{"begin\nrows 2\nproblem\n- -\n- -\nend\n", "f:3:1: a grid without its number of columns"},
		{"begin\nsize 1\nproblem\n-\nproblem\n1\nend\n", "f:5:1: a second problem, not the same as the first"},
		{"begin\nsize 1\nproblem\n-\nsize 2\nend\n", "f:5:6: size after a grid"},
		{"begin\n\xff\nend\n", "f:2:1: not text"},
		// A grid shorter than its size: the next section was read as a row.
		{"begin\nsize 2\nproblem\n- -\nsolution\n1 2\n2 1\nend\n", `f:5:1: "solution" after 1 rows: expected 2 rows`},
		{"begin\r\nsize 2\r\nproblem\r\n- -\r\nsolution\r\n1 2\r\n2 1\r\nend\r\n", `f:5:1: "solution" after 1 rows: expected 2 rows`},
		// A grid longer than its rows: the rest was read as properties.
		{"begin\nrows 1\ncols 2\nproblem\n- 5\n- -\nend\n", "f:6:1: a row of problem beyond its 1 rows"},
		{"begin\nrows 1\ncols 2\nproblem\n- 5\n3 x\nend\n", "f:6:1: a row of problem beyond its 1 rows"},
		// A row of Signpost's arrows of two letters is no property's name.
		{"begin\nrows 1\ncols 2\nproblem\n1e s\nnw nw\nend\n", "f:6:1: a row of problem beyond its 1 rows: expected the rows that rows 1 gives"},
		{"begin\nrows 2\ncols 5\nproblem\n1e e e e s\n10 w w w w\nnw nw nw nw nw\nend\n", "f:7:1: a row of problem beyond its 2 rows"},
		// A word of three letters that is one of the grid's tokens.
		{"begin\nsize 1\nproblem\nabc\nabc\nend\n", "f:5:1: a row of problem beyond its 1 rows"},
	} {
		_, err := ReadJanko([]byte(c.in), "f")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.want)
		}
	}
}

// FuzzReadJanko: any input reads or fails with a message that names the
// input, and a block read has its grids of the size it states.
func FuzzReadJanko(f *testing.F) {
	f.Add(jankoPage)
	f.Add("begin\nsize 2\nproblem\n- -\n- -\nareas\na a\nb b\nend\n")
	f.Add("begin\nrows 1\ncols 2\nproblem\n1 2\nend\nbegin\nend\n")
	f.Fuzz(func(t *testing.T, in string) {
		blocks, err := ReadJanko([]byte(in), "f")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f:") {
				t.Fatalf("%q: error %q does not name the input", in, err)
			}
			return
		}
		for _, b := range blocks {
			for name, g := range b.Grids {
				shape := [2]int{len(g), len(g[0])}
				if shape != [2]int{b.Rows, b.Cols} && shape != [2]int{2*b.Rows - 1, 2*b.Cols - 1} && shape != [2]int{b.Rows + 1, b.Cols + 1} {
					t.Fatalf("%q: %s of %v for %d×%d", in, name, shape, b.Rows, b.Cols)
				}
				for _, row := range g {
					if len(row) != shape[1] {
						t.Fatalf("%q: %s row of %d, want %d", in, name, len(row), shape[1])
					}
				}
			}
		}
	})
}

// TestReadJankoAs: a genre's reader reads the problem in its layout and
// every other grid a token a cell, of the size that the block states; a
// grid of another shape is refused, whatever its first row's length (it
// was read as corners or as cells with signs between them, and the
// block's size given up).
func TestReadJankoAs(t *testing.T) {
	for _, c := range []struct {
		in     string
		layout JankoLayout
		want   string // the error's start; "" for none
	}{
		// Hitori of size 4 given 5×5: its first row of 5 was corners.
		{"begin\nsize 4\nproblem\n1 2 3 4 5\n2 3 4 5 1\n3 4 5 1 2\n4 5 1 2 3\n5 1 2 3 4\nend\n", JankoCells,
			"f:4:1: 5 cells: expected 4, the columns that size 4 gives"},
		// 2×3 given 3×5: signs between cells.
		{"begin\nrows 2\ncols 3\nproblem\n- 2 - - -\n- - - - -\n- - - 3 -\nend\n", JankoCells,
			"f:5:1: 5 cells: expected 3, the columns that cols 3 gives"},
		// Gokigen of size 3 given its cells, not its corners.
		{"begin\nsize 3\nproblem\n- 1 -\n- 2 -\n- - 1\nend\n", JankoCorners,
			"f:4:1: 3 tokens: expected 4, the corners of the 3 columns that size 3 gives"},
		{"begin\nsize 2\nproblem\n- 1 -\n- 2 -\n- - 1\nend\n", JankoCorners, ""},
		// Areas of 3×3 for a size of 2: they were cut to 2×2.
		{"begin\nsize 2\nareas\n1 1 7\n1 1 7\n8 9 9\nend\n", JankoCells,
			"f:4:1: 3 cells: expected 2, the columns that size 2 gives"},
		// Futoshiki: the problem with its signs, the solution its cells.
		{"begin\nsize 2\nproblem\n? « ?\n- . V\n? . 1\nsolution\n1 2\n2 1\nend\n", JankoBetween, ""},
		{"begin\nsize 2\nproblem\n? ?\n? 1\nend\n", JankoBetween,
			"f:4:1: 2 tokens: expected 3, the 2 columns that size 2 gives, with a sign or . between each two"},
		{"begin\nsize 2\nproblem\n? . ?\n. . .\n? . 1\nsolution\n1 2 3\n2 1 3\n3 1 2\nend\n", JankoBetween,
			"f:8:1: 3 cells: expected 2, the columns that size 2 gives"},
		// A grid too short says the size it was given.
		{"begin\nrows 3\ncols 2\nproblem\n- -\nend\n", JankoCells, `f:6:1: "end" after 1 rows: expected 3 rows, as rows 3 says`},
	} {
		blocks, err := ReadJankoAs([]byte(c.in), "f", c.layout)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.in, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%q: error %v, want %q", c.in, err, c.want)
		case err == nil:
			for name, g := range blocks[0].Grids {
				r, k := blocks[0].Rows, blocks[0].Cols
				if name == "problem" {
					r, k = c.layout.shape(r, k)
				}
				if len(g) != r || len(g[0]) != k {
					t.Errorf("%q: %s of %dx%d, want %dx%d", c.in, name, len(g), len(g[0]), r, k)
				}
			}
		}
	}
	// A reader that knows not the puzzle guesses the layout, as before,
	// and names the block's size when a later row is of another length.
	_, err := ReadJanko([]byte("begin\nsize 5\nproblem\n- - - - - -\n- - - - -\nend\n"), "f")
	if want := "f:5:1: 5 tokens: expected 6, the corners of the 5 columns that size 5 gives"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("a row of 5 after one of 6 for size 5: %v, want %q", err, want)
	}
}
