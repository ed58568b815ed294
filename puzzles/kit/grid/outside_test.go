package grid

import (
	"fmt"
	"testing"
)

// The margins' cells, names and clues: a viewer above column 2 of a 3×2
// grid sees its cells top down, one right of row 1 right to left.
func TestMargins(t *testing.T) {
	s := Shape{Rows: 3, Cols: 2}
	var got []string
	for _, m := range Margins {
		i, d := s.Inward(m, 1)
		got = append(got, fmt.Sprintf("%s %s %d %s %v %d", m, m.Line(), s.MarginLen(m), d, s.Seen(m, 1), i))
	}
	want := "[top column 2 down [1 3 5] 1 bottom column 2 up [5 3 1] 5 left row 3 right [2 3] 2 right row 3 left [3 2] 3]"
	if fmt.Sprint(got) != want {
		t.Errorf("%v\nwant %s", got, want)
	}
	tt, _ := ReadText([]byte("  1 .\n. . . 2\n3 . . .\n  . 4\n"), "t", "")
	_, _, sides, err := tt.Frame(true, true, true, true)
	if err != nil {
		t.Fatal(err)
	}
	var clues []string
	for _, m := range Margins {
		for _, tok := range sides.Of(m) {
			clues = append(clues, tok.Text)
		}
	}
	if fmt.Sprint(clues) != "[1 . . 4 . 3 2 .]" {
		t.Errorf("the clues by margin: %v", clues)
	}
}

// A grid drawn with even tokens reads back through Frame; the widest
// token sets the width, and the gap stands between margins and cells.
func TestFrameTextEven(t *testing.T) {
	cells := [][]string{{"1", "2"}, {"2", "1"}}
	text := FrameTextEven(cells, []string{".", "10"}, []string{".", "2"}, []string{"2", "."}, []string{"1", "."}, 1, 2)
	want := "     . 10\n 1   1  2   .\n .   2  1   2\n     2  .\n"
	if text != want {
		t.Fatalf("%q, want %q", text, want)
	}
	if got := FrameTextEven(cells, nil, nil, nil, nil, 2, 1); got != " 1  2\n 2  1\n" {
		t.Errorf("no margins: %q", got)
	}
	tt, err := ReadText([]byte(text), "t", "")
	if err != nil {
		t.Fatal(err)
	}
	if s, toks, sides, err := tt.Frame(true, true, true, true); err != nil || s.N() != 4 || toks[3].Text != "1" || sides.Top[1].Text != "10" {
		t.Errorf("read back: %v %v %v", s, toks, err)
	}
}

func TestStripComments(t *testing.T) {
	in := "# a title\n. 1 . # a clue\n2 . .\n"
	if got := string(StripComments([]byte(in), "#")); got != "\n. 1 . \n2 . .\n" {
		t.Errorf("%q", got)
	}
	if got := string(StripComments([]byte("1 2\n"), "#")); got != "1 2\n" {
		t.Errorf("%q", got)
	}
}
