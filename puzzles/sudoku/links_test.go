package sudoku

import (
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// TestSolo reads the game IDs of Tatham's own Solo generator
// (testdata/sudoku/tatham.tsv), solves each and compares the one solution
// with Tatham's (his SOLVE move); then writes the ID back as the game
// shows it, and as a puzz.link URL where puzz.link draws its blocks.
func TestSolo(t *testing.T) {
	for _, tp := range kittest.TathamFile(t, filepath.Join(testdata, "tatham.tsv"), 20) {
		p, err := readTatham(tp.ID)
		if err != nil {
			t.Fatalf("%s: %v", tp.Name, err)
		}
		var want []int
		for _, f := range strings.Split(strings.TrimPrefix(tp.Solve, "S"), ",") {
			v, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("%s: SOLVE %q: %v", tp.Name, tp.Solve, err)
			}
			want = append(want, v)
		}
		sols, _ := solveAll(t, p, Reduced, encode.Default, 2)
		if len(sols) != 1 || !slices.Equal(sols[0], want) {
			t.Fatalf("%s: %d solutions, the first %v; Tatham's is %v", tp.Name, len(sols), sols, want)
		}
		// The long form's generation fields are passed over.
		size, desc, _ := strings.Cut(tp.ID, ":")
		for _, long := range []string{size + "r4du", size + "md2da", size + "adb"} {
			q, err := readTatham(long + ":" + desc)
			if err != nil || !slices.Equal(q.Cells, p.Cells) || q.BoxRows != p.BoxRows {
				t.Fatalf("%s: as %s: %v", tp.Name, long, err)
			}
		}
		if id, err := writeTatham(p); err != nil || id != tp.ID {
			t.Fatalf("%s: written as %q (%v), want %q", tp.Name, id, err, tp.ID)
		}
		u, err := writeURL(p)
		if br, bc, ok := urlBox(p.N); !ok || br != p.BoxRows || bc != p.BoxCols {
			if err == nil {
				t.Fatalf("%s: blocks %d×%d written as a URL, where puzz.link draws others: %s", tp.Name, p.BoxRows, p.BoxCols, u)
			}
			continue
		}
		q, err := readURL(u)
		if err != nil || !slices.Equal(q.Cells, p.Cells) || q.BoxRows != p.BoxRows || q.BoxCols != p.BoxCols {
			t.Fatalf("%s: URL %s read back: %v", tp.Name, u, err)
		}
	}
}

// TestURLPzprjs reads the URL of pzprjs's own test of its Sudoku
// (test/script/sudoku.js), whose boards show its givens.
func TestURLPzprjs(t *testing.T) {
	p, err := readURL(urlExample)
	if err != nil {
		t.Fatal(err)
	}
	if got := line(p.Cells); got != ".1.....23.....3." || p.BoxRows != 2 || p.BoxCols != 2 {
		// pzprjs: ". 1 . . /. . . 2 /3 . . . /. . 3 . /"
		t.Fatalf("read %s, blocks %d×%d", got, p.BoxRows, p.BoxCols)
	}
	if u, err := writeURL(p); err != nil || u != urlExample {
		t.Fatalf("written back as %q, %v", u, err)
	}
	for _, s := range []string{urlExample, idExample} {
		if !isLink(s) {
			t.Errorf("%s is no link", s)
		}
		if _, err := readLink(s); err != nil {
			t.Errorf("the example %s: %v", s, err)
		}
	}
	// On a side of 6, pzprjs draws 2 rows of 3.
	p, err = readURL("https://puzz.link/p?sudoku/6/6/1z")
	if err != nil || p.BoxRows != 2 || p.BoxCols != 3 || p.Cells[0] != 1 {
		t.Fatalf("6×6: %v, %+v", err, p)
	}
}

// TestLinkErrors: bad links get one line with the column of the fault.
func TestLinkErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://puzz.link/p?sudoku/8/8/", "column 28: a 8×8 grid: expected the side of a puzz.link Sudoku"},
		{"https://puzz.link/p?sudoku/9/6/", "column 28: a 9×6 grid: expected the side"},
		{"https://puzz.link/p?sudoku/4/4/5", "column 32: r1c1: a given 5, expected 1 to 4"},
		{"https://puzz.link/p?sudoku/4/4/.", "column 32: r1c1: a given whose value is not told ('.')"},
		{"https://puzz.link/p?sudoku/4/4/zz", "column 33: \"z\" after the last cell"},
		{"https://puzz.link/p?sudoku/4/4/g1k23k3g1", "column 40: \"1\" after the last cell"},
		{"3x3j:a", "column 4: 'j': jigsaw Solo"},
		{"3x3x:a", "column 4: 'x': X (diagonals) Solo"},
		{"3x3k:a", "column 4: 'k': killer Solo"},
		{"3x3q:a", "column 4: \"q\" after the size"},
		{"1x3:a", "column 1: blocks of 1×3: expected 2 or more each way"},
		{"2x2:5o", "column 5: r1c1: a number 5, expected 1 to 4"},
		{"2x2:a", "the description ends after 1 of 16 cells"},
		{"2x2:p1", "column 6: \"1\" after the last cell"},
		{"2x2:a!", "column 6: unexpected '!': expected a-z (cells without a number), a number or _"},
	} {
		_, err := readLink(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.in, err, c.want)
		}
	}
}

// TestLinkLines reads a file of links as --format url and tatham write
// several: a table's header passed over, names before a tab, notes after
// another; a line that is no link stops it at its column.
func TestLinkLines(t *testing.T) {
	in := "name\tlink\tnote\n# a comment\n\none\t" + urlExample + "\tseen\ntwo\t" + idExample + "\n  " + idExample + "\n"
	rd := NewReader(strings.NewReader(in), "links.txt", Options{})
	var labels []string
	for {
		p, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if rd.Layout().Format != Link || p.N != 4 {
			t.Fatalf("read as %v, side %d", rd.Layout().Format, p.N)
		}
		labels = append(labels, rd.Label()+"@"+strconv.Itoa(rd.Line()))
	}
	if want := []string{"one@4", "two@5", "@6"}; !slices.Equal(labels, want) {
		t.Fatalf("labels %v, want %v", labels, want)
	}
	for _, c := range []struct{ in, want string }{
		{idExample + "\n1234\n", "links.txt:2:1: \"1234\": expected a puzz.link URL such as"},
		{"a\t" + idExample + "\nb\t2x2:q\n", "links.txt:2:7: a run of 17 empty cells"},
		{"name\tlink\n", "links.txt:1:1: no puzzle found after the header"},
	} {
		rd := NewReader(strings.NewReader(c.in), "links.txt", Options{Format: Link})
		var err error
		for err == nil {
			_, err = rd.Next()
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
	rd = NewReader(strings.NewReader(idExample+"\n"), "links.txt", Options{BoxRows: 3, BoxCols: 3})
	if _, err := rd.Next(); err == nil || !strings.Contains(err.Error(), "to match --box 3x3") {
		t.Errorf("--box against a link's blocks: %v", err)
	}
}

// FuzzLink: a link that reads is a well-formed puzzle, and writes back as
// a link that reads as the same puzzle.
func FuzzLink(f *testing.F) {
	for _, s := range []string{urlExample, idExample, "3x3du:a1_2z", "https://puzz.link/p?sudoku/6/6/1z", "2x3:-1", "https://puzz.link/p?sudoku/9/9/+100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isLink(s) {
			return
		}
		p, err := readLink(s)
		if err != nil {
			return
		}
		if p.N < 1 || p.BoxRows*p.BoxCols != p.N || len(p.Cells) != p.N*p.N {
			t.Fatalf("%q: malformed puzzle %+v", s, p)
		}
		for _, write := range []func(*Puzzle) (string, error){writeURL, writeTatham} {
			back, err := write(p)
			if err != nil {
				continue
			}
			q, err := readLink(back)
			if err != nil || !slices.Equal(q.Cells, p.Cells) || q.BoxRows != p.BoxRows {
				t.Fatalf("%q written as %q, read back: %v", s, back, err)
			}
		}
	})
}
