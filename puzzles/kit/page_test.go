package kit

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/solve"
)

// framed is a toy puzzle for the page's tests: cells "." or "#", and
// clues (digits or ".") in the margins its genre says it has.
type framed struct {
	grid.Shape
	cells []string
	sides [4][]string // top, right, bottom, left
}

// framedGenre returns a toy genre whose typed grid has clues on the sides
// that on says (top, right, bottom, left), and a link "toy:<text>".
func framedGenre(on [4]bool) *Genre[*framed, []int] {
	read := func(t *grid.Text) (*framed, error) {
		s, cells, sides, err := t.Frame(on[0], on[1], on[2], on[3])
		if err != nil {
			return nil, err
		}
		p := &framed{Shape: s}
		for _, c := range cells {
			if c.Text != "." && c.Text != "#" {
				return nil, c.Errorf("%q: expected . or #", c.Text)
			}
			p.cells = append(p.cells, c.Text)
		}
		for k, side := range [][]grid.Token{sides.Top, sides.Right, sides.Bottom, sides.Left} {
			for _, c := range side {
				if c.Text != "." && (len(c.Text) != 1 || c.Text[0] < '0' || c.Text[0] > '9') {
					return nil, c.Errorf("%q: expected a digit or .", c.Text)
				}
				p.sides[k] = append(p.sides[k], c.Text)
			}
		}
		return p, nil
	}
	write := func(p *framed) string {
		var rows [][]string
		var pad []int
		left := 0
		if on[3] {
			left = 1
		}
		if on[0] {
			rows, pad = append(rows, p.sides[0]), append(pad, left)
		}
		for r := 0; r < p.Rows; r++ {
			var row []string
			if on[3] {
				row = append(row, p.sides[3][r])
			}
			row = append(row, p.cells[r*p.Cols:(r+1)*p.Cols]...)
			if on[1] {
				row = append(row, p.sides[1][r])
			}
			rows, pad = append(rows, row), append(pad, 0)
		}
		if on[2] {
			rows, pad = append(rows, p.sides[2]), append(pad, left)
		}
		return grid.FormatText(rows, pad)
	}
	g := &Genre[*framed, []int]{
		Name: "framed",
		Text: TextFormat[*framed]{Read: read, Write: write},
		Links: []Link[*framed]{{
			Format:  "url",
			Is:      func(s string) bool { return strings.HasPrefix(s, "toy:") },
			Example: "toy:.",
			Read: func(s string) (*framed, error) {
				t, err := grid.ReadText([]byte(strings.ReplaceAll(strings.TrimPrefix(s, "toy:"), "/", "\n")), "", "")
				if err != nil {
					return nil, err
				}
				return read(t)
			},
			Write: func(p *framed) (string, error) {
				if p.N() > 9 {
					return "", errors.New("too large for a link")
				}
				return "toy:" + strings.ReplaceAll(strings.TrimSpace(write(p)), "\n", "/"), nil
			},
		}},
		Model: func(p *framed, m *Model) func(Values) []int {
			b := m.Bools(p.N(), func(i int, on bool) string { return "" })
			return func(v Values) []int { return b.Decode(v) }
		},
		Verify: func(*framed, []int) error { return nil },
		Show:   func(*framed, []int, bool) solve.Answer { return solve.Answer{} },
	}
	return g
}

func TestPageMargins(t *testing.T) {
	for _, tc := range []struct {
		name string
		on   [4]bool
		text string
		want [4]int // top, right, bottom, left
	}{
		{"none", [4]bool{}, ". # .\n# . .\n", [4]int{}},
		{"top and left", [4]bool{true, false, false, true}, "  1 . 2\n3 . # .\n. # . .\n", [4]int{1, 0, 0, 1}},
		{"top", [4]bool{true, false, false, false}, "1 . 2\n. # .\n# . .\n", [4]int{1, 0, 0, 0}},
		{"every side", [4]bool{true, true, true, true}, "  1 . 2\n3 . # . 4\n. # . . .\n  . 5 .\n", [4]int{1, 1, 1, 1}},
		{"every side, corners typed", [4]bool{true, true, true, true}, ". 1 . 2 .\n3 . # . 4\n. # . . .\n. . 5 . .\n", [4]int{1, 1, 1, 1}},
		{"left and right", [4]bool{false, true, false, true}, "3 . # . 4\n. # . . .\n", [4]int{0, 1, 0, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := framedGenre(tc.on)
			pg := g.page()
			p, err := pg.Read(tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if p.Rows != 2 || p.Cols != 3 || p.Format != "text" || p.Count != 1 {
				t.Fatalf("read %d×%d %s (%d puzzles), want 2×3 text (1)", p.Rows, p.Cols, p.Format, p.Count)
			}
			if got := [4]int{p.Top, p.Right, p.Bottom, p.Left}; got != tc.want || p.Grid == nil {
				t.Fatalf("margins %v (grid %v), want %v", got, p.Grid, tc.want)
			}
			// The first cell made a wall: the same puzzle but that cell.
			tokens := p.Grid
			tokens[p.Top][p.Left] = "#"
			q, err := pg.Grid(p.Head, tokens)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := g.Parse([]byte(tc.text), "")
			want[0].P.cells[0] = "#"
			if q.Text != g.Text.Write(want[0].P) {
				t.Errorf("after the edit:\n%s\nwant\n%s", q.Text, g.Text.Write(want[0].P))
			}
			b, err := pg.Blank(4, 5)
			if err != nil {
				t.Fatal(err)
			}
			if b.Rows != 4 || b.Cols != 5 || [4]int{b.Top, b.Right, b.Bottom, b.Left} != tc.want {
				t.Errorf("blank %d×%d with margins %v, want 4×5 with %v", b.Rows, b.Cols, [4]int{b.Top, b.Right, b.Bottom, b.Left}, tc.want)
			}
		})
	}
}

func TestPageLinks(t *testing.T) {
	g := framedGenre([4]bool{true, false, false, true})
	pg := g.page()
	p, err := pg.Read("  toy:  1 . 2/3 . # ./. # . .  ")
	if err != nil {
		t.Fatal(err)
	}
	if p.Format != "url" || p.Links["url"] != "toy:1 . 2/3 . # ./. # . ." {
		t.Errorf("read as %s, links %v", p.Format, p.Links)
	}
	big, err := pg.Blank(4, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := big.Links["url"]; ok {
		t.Errorf("a link that cannot hold the puzzle was written: %v", big.Links)
	}
	for in, want := range map[string]bool{
		"toy:1":                          true,
		`{"genre": "framed", "grid": 1}`: true,
		`{"genre": "akari"}`:             false,
		"1 . 2":                          false,
	} {
		if got := pg.Claims(in); got != want {
			t.Errorf("Claims(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestPageErrors(t *testing.T) {
	g := framedGenre([4]bool{true, false, false, true})
	pg := g.page()
	// The command line's messages: standard input, or the link's column.
	for in, want := range map[string]string{
		"  1 . 2\n3 . x .\n":  `<stdin>:2:5: "x": expected . or #`,
		"toy:  1 . 2/3 . x .": `toy:  1 . 2/3 . x .: :2:5: "x": expected . or #`,
	} {
		_, err := pg.Read(in)
		if err == nil || err.Error() != want {
			t.Errorf("Read(%q): %v, want %s", in, err, want)
		}
	}
	if _, err := pg.Grid("", [][]string{{"1", ".", "2"}, {"3", ".", "", "."}}); err == nil {
		t.Error("an empty token was read")
	}
}

// A puzzle whose typed grid is no grid of tokens is shown, not edited.
func TestPageNoGrid(t *testing.T) {
	g := framedGenre([4]bool{})
	g.Text.Write = func(p *framed) string { return "cells: " + strings.Join(p.cells, "") + "\n" }
	g.Text.Read = func(t *grid.Text) (*framed, error) {
		s := t.Rows[0][len(t.Rows[0])-1].Text
		return &framed{Shape: grid.Shape{Rows: 1, Cols: len(s)}, cells: strings.Split(s, "")}, nil
	}
	p, err := g.page().Read("cells: .#.")
	if err != nil {
		t.Fatal(err)
	}
	if p.Grid != nil || p.Rows != 1 || p.Cols != 3 || p.Text != "cells: .#.\n" {
		t.Errorf("%+v", p)
	}
	if !reflect.DeepEqual(p.Links, map[string]string{"url": "toy:. # ."}) {
		t.Errorf("links %v", p.Links)
	}
}

// Rows of clues of different lengths (Nonogram's lists) and clues on the
// dots (Slant's) are placed by their columns.
func TestPageLayout(t *testing.T) {
	for _, tc := range []struct {
		name       string
		text       string
		rows, cols int
		want       [4]int // top, right, bottom, left
		dotted     bool
	}{
		{"lists", "    - 2 2\n    3 2 2\n  8 . . .\n5 2 . . .\n", 2, 3, [4]int{2, 0, 0, 2}, false},
		{"dots", ". 1 .\n2 . .\n. . 4\n", 2, 2, [4]int{}, true},
		{"no board", ". 1\n2 .\n", 3, 3, [4]int{-1}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, err := grid.ReadText([]byte(tc.text), "", "")
			if err != nil {
				t.Fatal(err)
			}
			m := align(text)
			if got := grid.FormatText(m, nil); got != tc.text {
				t.Errorf("the aligned tokens write\n%q\nnot\n%q", got, tc.text)
			}
			top, right, bottom, left, dotted, ok := layout(m, tc.rows, tc.cols)
			if tc.want[0] < 0 {
				if ok {
					t.Errorf("a board found: %d %d %d %d", top, right, bottom, left)
				}
				return
			}
			if got := [4]int{top, right, bottom, left}; !ok || got != tc.want || dotted != tc.dotted {
				t.Errorf("layout %v dotted %v (%v), want %v dotted %v", got, dotted, ok, tc.want, tc.dotted)
			}
		})
	}
}
