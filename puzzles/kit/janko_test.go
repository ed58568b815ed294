package kit

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// jankoGenre is a toy genre reading Janko's blocks of f: its puzzle is the
// typed grid made of a block, a line a row.
func jankoGenre(f *JankoFormat) *Genre[string, []int] {
	return &Genre[string, []int]{
		Name: "toy",
		Text: TextFormat[string]{Read: func(t *grid.Text) (string, error) {
			var rows []string
			for _, r := range t.Rows {
				var toks []string
				for _, tok := range r {
					toks = append(toks, tok.Text)
				}
				rows = append(rows, strings.Join(toks, " "))
			}
			return strings.Join(rows, "/"), nil
		}},
		Janko: f,
	}
}

// TestJankoParse: a block is read as the genre's typed grid, of the size
// it states and in the layout of the genre's problem grids, or refused
// with the place of its fault.
func TestJankoParse(t *testing.T) {
	signpost := &JankoFormat{Names: []string{"arrowpath"}}
	for _, c := range []struct {
		f        *JankoFormat
		in, want string // want: the typed grid, or the error's start
	}{
		// The size is the block's: a 5×5 for size 4 was read as its
		// corners; for rows 2 and cols 3, 3×5 as cells with signs between.
		{Janko("hitori"), "begin\npuzzle hitori\nsize 4\nproblem\n1 2 3 4 5\n2 3 4 5 1\n3 4 5 1 2\n4 5 1 2 3\n5 1 2 3 4\nend\n",
			"f:5:1: 5 cells: expected 4, the columns that size 4 gives"},
		{Janko("fillomino"), "begin\npuzzle fillomino\nrows 2\ncols 3\nproblem\n- 2 - - -\n- - - - -\n- - - 3 -\nend\n",
			"f:6:1: 5 cells: expected 3, the columns that cols 3 gives"},
		{Janko("akari"), "begin\nsize 2\nproblem\n- - -\n- - -\n- - -\nend\n", "f:4:1: 3 cells: expected 2"},
		{Janko("hitori"), "begin\nsize 2\nproblem\n1 2\n2 1\nend\n", "1 2/2 1"},
		// Gokigen is written on the corners of its cells, Futoshiki with
		// signs between its cells: the typed grids are so too.
		{JankoTokens("gokigen", "-", ".").Laid(grid.JankoCorners), "begin\npuzzle gokigen\nsize 3\nproblem\n- 1 -\n- 2 -\n- - 1\nend\n",
			"f:5:1: 3 tokens: expected 4, the corners of the 3 columns that size 3 gives"},
		{JankoTokens("gokigen", "-", ".").Laid(grid.JankoCorners), "begin\nsize 2\nproblem\n- 1 -\n- 2 -\n- - 1\nsolution\n/ \\\n\\ /\nend\n", ". 1 ./. 2 ./. . 1"},
		{Janko("futoshiki").Laid(grid.JankoBetween), "begin\nsize 2\nproblem\n? « ?\n- . V\n? . 1\nsolution\n1 2\n2 1\nend\n", "? « ?/- . V/? . 1"},
		{Janko("futoshiki").Laid(grid.JankoBetween), "begin\nsize 3\nproblem\n? ? ?\n? ? ?\n? ? 1\nend\n", "f:4:1: 3 tokens: expected 5"},
		// Areas alone, larger than the size: they were cut down.
		{JankoAreas("norinori"), "begin\npuzzle norinori\nsize 2\nareas\n1 1 7\n1 1 7\n8 9 9\nend\n",
			"f:5:1: 3 cells: expected 2, the columns that size 2 gives"},
		{JankoAreas("norinori"), "begin\nsize 2\nareas\n1 1\n8 9\nend\n", "a a/b c"},
		// A number in both the labels and the problem: taken once when
		// the same, refused when not (they were joined: 1 and 1e as 11).
		{signpost, "begin\nrows 2\ncols 2\nproblem\ne s\n1n 4\nlabels\n- -\n1 -\nend\n", "e s/1n 4"},
		{signpost, "begin\nrows 2\ncols 2\nproblem\ne s\nn 4\nlabels\n- -\n1 -\nend\n", "e s/1n 4"},
		{signpost, "begin\nrows 2\ncols 2\nproblem\ne s\n2n 4\nlabels\n- -\n1 -\nend\n",
			`f:9:1: label "1" of r2c1, but its problem "2n" (line 6) gives 2: expected a number in one of them, or the same in both`},
		{signpost, "begin\nrows 2\ncols 2\nproblem\ne s\n1n 4\nlabels\n- -\n- 3\nend\n",
			`f:9:3: label "3" of r2c2, but its problem "4" (line 6) gives 4`},
	} {
		ps, err := jankoGenre(c.f).Parse([]byte(c.in), "f")
		got := ""
		if err != nil {
			got = err.Error()
		} else if len(ps) == 1 {
			got = ps[0].P
		}
		if !strings.HasPrefix(got, c.want) || err == nil && got != c.want {
			t.Errorf("%s %q: %q, want %q", c.f.Names[0], c.in, got, c.want)
		}
	}
}

// TestJankoBracketsFirst: a block in brackets that starts the input, or
// starts it after blank lines, is Janko's, not JSON; a JSON array of
// puzzles is still JSON.
func TestJankoBracketsFirst(t *testing.T) {
	g := jankoGenre(Janko("akari"))
	for _, in := range []string{
		"[setup]\npuzzle akari\nsize 2\n[problem]\n- x\n1 -\n[end]\n",
		"\n  \r\n[setup]\r\npuzzle akari\r\nsize 2\r\n[problem]\r\n- x\r\n1 -\r\n[end]\r\n",
		"# saved\n[setup]\npuzzle akari\nsize 2\n[problem]\n- x\n1 -\n[end]\n",
		`[{"grid": ["- x", "1 -"]}]`,
		"\n[\n {\"grid\": [\"- x\", \"1 -\"]}\n]\n",
	} {
		ps, err := g.Parse([]byte(in), "f")
		if err != nil || len(ps) != 1 || ps[0].P != "- x/1 -" {
			t.Errorf("%q: %v, %v", in, ps, err)
		}
	}
}

// TestJankoBadBlockLater: a block that does not read stops a batch after
// the blocks before it, which are read and named by their lines, as a
// batch's puzzles before a bad one are answered (README).
func TestJankoBadBlockLater(t *testing.T) {
	good := "begin\nsize 2\nproblem\n1 2\n2 1\nend\n"
	for _, c := range []struct{ bad, want string }{
		{"begin\nsize 2\nproblem\n1 2 3\n2 1 3\nend\n", "f:16:1: 3 cells: expected 2"},
		{"begin\nsize 2\n", "f:13:1: a Janko block without its end line"},
		{"begin\nsize 2\nbegin\n", "f:15:1: \"begin\" inside the block"},
	} {
		ps, err := jankoGenre(Janko("hitori")).Parse([]byte(good+good+c.bad), "f")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %s", c.bad, err, c.want)
		}
		if len(ps) != 2 || ps[0].Name != "f:1" || ps[1].Name != "f:7" || ps[1].P != "1 2/2 1" {
			t.Errorf("%q: read %d puzzles before the error (%+v), want f:1 and f:7", c.bad, len(ps), ps)
		}
	}
}
