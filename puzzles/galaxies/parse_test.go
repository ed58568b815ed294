package galaxies

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
)

// TestConform runs the kit's checks on the shared puzzles and the puzzle
// of four solutions, their centres in row-major order: the links write
// them so, and the kit's round trips ask for the same puzzle back (the
// order of the files' centres, which numbers the galaxies, is checked by
// TestRoundTrips).
func TestConform(t *testing.T) {
	var ps []*Puzzle
	for _, name := range append(puzzleFiles(t), "many_3x6.txt") {
		p := loadFile(t, name)
		p.Centres = p.sorted()
		ps = append(ps, p)
	}
	kittest.Conform(t, Genre, nil, ps...)
}

// TestRoundTrips writes every shared puzzle in each format and reads it
// back: JSON (the same centres in the same order), the text grid (plain
// and as Text draws it, with and without the solution), the URL and the
// game ID (the same centres, row-major), each also through Parse's
// detection.
func TestRoundTrips(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		p := loadFile(t, name)
		q, err := parseOne(jsonOf(p), "again")
		if err != nil || !reflect.DeepEqual(q, p) {
			t.Errorf("%s: JSON written back reads as %v, %v", name, q, err)
		}
		sols, _ := solveAll(t, p, encode.Config{Connect: encode.Lazy}, Default, 1)
		forms := map[string]string{
			"json":          jsonOf(p),
			"grid":          writeText(p),
			"drawn":         text(p, nil, false),
			"solved":        text(p, sols[0], false),
			"colour":        text(p, sols[0], true),
			"url":           link(p, 0) + "\n",
			"tatham":        link(p, 1) + "\n",
			"tatham link":   "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/galaxies.html#" + link(p, 1),
			"list of links": "name\tpuzzle\na\t" + link(p, 0) + "\nb\t" + link(p, 1) + "\n",
		}
		for form, text := range forms {
			ps, err := parse(text, form)
			if err != nil {
				t.Errorf("%s as %s: %v\n%s", name, form, err, text)
				continue
			}
			for _, q := range ps {
				if !same(p, q) {
					t.Errorf("%s as %s reads back as another puzzle:\n%s", name, form, writeText(q))
				}
			}
		}
		if u, err := readURL(link(p, 0)); err != nil || !reflect.DeepEqual(u.Centres, p.sorted()) {
			t.Errorf("%s: URL %s: %v", name, link(p, 0), err)
		}
	}
}

// TestIndexLinks: the puzz.link URL and the game ID that INDEX.tsv gives
// as the original form of two puzzles are the same puzzles as their JSON
// files; the URL written back differs from the original only in the dots'
// colours, which the rules ignore.
func TestIndexLinks(t *testing.T) {
	index := readIndex(t)
	for _, name := range []string{"puzzlink_noqx_22x19.json", "tatham_15x15.json"} {
		original := index[name].Original
		q, err := parseOne(original, "link")
		if err != nil {
			t.Fatalf("%s: %s: %v", name, original, err)
		}
		if p := loadFile(t, name); !same(p, q) {
			t.Errorf("%s: %s is another puzzle", name, original)
		}
		if name == "tatham_15x15.json" && link(q, 1) != original {
			t.Errorf("%s: written back as %s, expected %s", name, link(q, 1), original)
		}
		if name == "puzzlink_noqx_22x19.json" {
			w := link(q, 0)
			if len(w) != len(original) {
				t.Fatalf("%s: written back as %s", name, w)
			}
			for i := range w {
				// A dot's digit differs at most in its colour bit.
				if w[i] != original[i] && (hexDigit(w[i]) < 0 || hexDigit(w[i])|1 != hexDigit(original[i])|1) {
					t.Fatalf("%s: written back as %s, differing at column %d", name, w, i+1)
				}
			}
		}
	}
}

// TestFormatsExamples reads FORMATS.md's worked examples: the puz.link
// URL's seven centres, and the game ID's first centres.
func TestFormatsExamples(t *testing.T) {
	p, err := readURL("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl")
	if err != nil {
		t.Fatal(err)
	}
	var got [][]int
	for _, pt := range p.Centres {
		got = append(got, p.touching(pt))
	}
	want := [][]int{{0, 5}, {1, 6}, {11}, {13}, {14}, {16, 21}, {17, 22}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("centres' cells %v, expected %v", got, want)
	}
	q, err := readTatham("5x5:cfjglmlcg")
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Centres) != 9 || q.Centres[0] != (Point{1, 3}) || q.Centres[1] != (Point{1, 9}) ||
		q.Centres[2] != (Point{3, 1}) || !reflect.DeepEqual(q.touching(q.Centres[3]), []int{8, 9}) {
		t.Fatalf("centres %v", q.Centres)
	}
	if link(q, 1) != "5x5:cfjglmlcg" {
		t.Fatalf("written back as %s", link(q, 1))
	}
	// A square's size alone, a difficulty, a z run: z passes the 25
	// points of a 3×3 grid, and a would put a centre on a 26th.
	r, err := readTatham("3du:z")
	if err != nil || r.Rows != 3 || r.Cols != 3 || len(r.Centres) != 0 {
		t.Fatalf("3du:z: %v %v", r, err)
	}
	if _, err := readTatham("3du:zA"); err == nil || !strings.Contains(err.Error(), "column 6: the description runs past the 25 points") {
		t.Fatalf("3du:zA: %v", err)
	}
	if _, err := readTatham("3x3q:a"); err == nil || err.Error() != "column 4: \"q\": expected a difficulty dD" {
		t.Fatalf("3x3q:a: %v", err)
	}
	r, err = readTatham("4x3dn:y")
	if err != nil || r.Rows != 3 || r.Cols != 4 || r.Centres[0] != (Point{4, 4}) {
		t.Fatalf("4x3dn:y: %v %v", r, err)
	}
}

// TestTextGrid reads the package documentation's example and the forms
// of the text grid: Tatham's text (W and B letters in cells), stars, a
// missing right frame, comments and colour.
func TestTextGrid(t *testing.T) {
	doc := "+-+-+-+\n|. o .|\n+ + + +\n|. . .|\n+o+ o +\n|. . .|\n+-+-+-+\n"
	p, err := parseOne(doc, "doc")
	if err != nil {
		t.Fatal(err)
	}
	want := []Point{{1, 3}, {4, 1}, {4, 4}}
	if p.Rows != 3 || p.Cols != 3 || !reflect.DeepEqual(p.Centres, want) {
		t.Fatalf("%d×%d %v", p.Rows, p.Cols, p.Centres)
	}
	if writeText(p) != doc {
		t.Fatalf("written back as\n%s", writeText(p))
	}
	for name, text := range map[string]string{
		"stars, no right frame": "+-+-+-+\n|  *\n+\n|\n+*_ *\n|\n+-+-+-+\n",
		"tatham letters":        "# a comment\n\n+-+-+-+\n|W o W|\n+-+-+-+\n|B|B B|\n+o+ o +\n|B|B B|\n+-+-+-+\n\n",
		"windows lines":         strings.ReplaceAll(doc, "\n", "\r\n"),
		"colour":                "\x1b[31m+-+-+-+\x1b[0m\n|. o .|\n+ + + +\n|. . .|\n+O+ o +\n|. . .|\n+-+-+-+\n",
		// Copied from an indented page: the 4-space indent was read as
		// the frame (a 5×3 grid, "no solution").
		"indented": "    " + strings.ReplaceAll(strings.TrimSuffix(doc, "\n"), "\n", "\n    ") + "\n",
	} {
		q, err := parseOne(text, name)
		if err != nil || !same(p, q) {
			t.Errorf("%s: %v %v", name, err, q)
		}
	}
}

// TestErrors: bad input gets one line naming the file, line and column.
func TestErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		// JSON
		{`{"shape": [2, 2], "galaxies": [[{"row": 0, "col": 0}]]`, "f:1:55: unexpected end of JSON"},
		{"{\"shape\": [2],\n \"galaxies\": []}", "f:1:11: shape holds 1 value: expected [rows, cols]"},
		{"{\"shape\": [2, 2]}", `f:1:1: the puzzle: no "galaxies"`},
		{"{\"shape\": [2, 2],\n \"galaxies\": [[{\"row\": 2, \"col\": 0}]]}", "f:2:24: row 2: expected 0 to 1"},
		{"{\"shape\": [2, 2],\n \"galaxies\": [[{\"row\": 0, \"col\": 0}, {\"row\": 1, \"col\": 1}]]}", "f:2:15: galaxy 0: cells 0,0 1,1: expected one cell, two side by side, or a 2×2 block"},
		{"{\"shape\": [3, 3],\n \"galaxies\": [[{\"row\": 0, \"col\": 0}, {\"row\": 0, \"col\": 1}, {\"row\": 1, \"col\": 0}]]}", "f:2:15: galaxy 0: 3 cells"},
		{"{\"shape\": [2, 2],\n \"galaxies\": [[{\"row\": 0, \"col\": 0}], [{\"row\": 0, \"col\": 0}]]}", "f:2:39: galaxy 1 has the centre of galaxy 0"},
		{"{\"shape\": [2, 2],\n \"galaxies\": [[{\"row\": 0}]]}", `f:2:16: a cell {"row": r, "col": c}: no "col"`},
		// text grids
		{"", "f:1:1: no grid"},
		{"+-+\n|o|\n", "f:1:1: 2 lines: expected an odd number"},
		{strings.Repeat("+-+\n", 1<<20), "f:2001:1: more than 2000 lines: expected a grid of at most 200 rows"},
		{"+-+-\n|o .\n+-+-\n", "f:1:5: a first line of 4 characters"},
		{"+-+\n|o|\n+-+-+\n", "f:3:4: a line of 5 characters: expected 3 at most"},
		{"+-+-+\n|o 0|\n+-+-+\n", "f:2:4: unexpected '0'"},
		{"+-+-+\n|. .|\n+-o-+\n", "f:3:3: centre mark 'o' on the frame"},
		{"# title\n+-+-+\n|. .o\n+-+-+\n", "f:3:5: centre mark 'o' on the frame"},
		{"┌───┐\n│ ●●│\n└───┘\n", "f:2:4: centre mark '●' between two points"},
		{"┌──┐\n│ ●│\n└──┘\n", "f:1:5: a first line of 4 characters: expected 4·cols+1"},
		// links
		{"https://puzz.link/p?tentaisho/5/5/o3ey72fs2flx", "f:1:46: unexpected 'x' in a bit map"},
		{"https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl10000", "f:1:46: cell 0,4 is a hole"},
		{"https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl00000g", "f:1:51: unexpected \"g\" after the holes"},
		{"https://puzz.link/p?tentaisho/5/5/G", "f:1:35: unexpected 'G' in the dots"},
		{"https://puzz.link/p?tentaisho/500/5/", "f:1:31: grid of 5×500 cells"},
		{"x\thttps://puzz.link/p?tentaisho/5/x/", "f:1:35: \"x\": expected the number of rows"},
		{"5x5:cfjglmlcg\n5x5:cf!", "f:2:7: unexpected '!'"},
		{"a\t5x5:zzzzy", "f:1:10: the description runs past the 81 points"},
		{"2x2:aj", "f:1:6: the description runs past the 9 points"},
		// Game IDs through the kit's reader (tatham.ID).
		{"0x3:", "f:1:1: a 0×3 grid: expected 1 to 100 a side"},
		{"99999999x99999999:a", "f:1:1: a 99999999×99999999 grid: expected 1 to 100 a side"}, // more than six digits: an ID too
		// Another genre's URL is no link of this one.
		{"name\tURL\na\thttps://puzz.link/p?slither/3/3/a\n", "f:2:3: \"https://puzz.link/p?slither/3/3/a\": expected a puzz.link URL such as https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl or a game ID such as 5x5:cfjglmlcg"},
		// The kit reads an array as puzzles, each an object, and checks a
		// genre named.
		{"[1]", "f:1:2: expected the puzzle as an object"},
		{"{\"genre\": \"slitherlink\", \"shape\": [1, 1]}", "f:1:11: genre \"slitherlink\": expected galaxies"},
	} {
		_, err := parse(tc.in, "f")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v\nexpected %q", tc.in, err, tc.want)
		}
	}
}

// TestParseLinkArguments reads links as the command line gives them.
func TestParseLinkArguments(t *testing.T) {
	url, id := Genre.Links[0], Genre.Links[1]
	for _, s := range []string{
		"https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl",
		"http://pzv.jp/p.html?tentaisho_edit/5/5/o3ey72fs2fl/",
		"tentaisho/5/5/o3ey72fs2fl",
	} {
		if !url.Is(s) {
			t.Errorf("%s: not a link", s)
		}
		if p, err := parseOne(s, "link"); err != nil || len(p.Centres) != 7 {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"5x5:cfjglmlcg", "5:cfjglmlcg", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/galaxies.html#5x5:cfjglmlcg"} {
		if p, err := parseOne(s, "link"); err != nil || len(p.Centres) != 9 || !id.Is(s) {
			t.Errorf("%s: %v", s, err)
		}
	}
	if _, err := readTatham("https://x/galaxies.html#7x7#12345"); err == nil || !strings.Contains(err.Error(), "random seed") {
		t.Errorf("a seed link: %v", err)
	}
	for _, s := range []string{"+-+-+", "|o .|", "{}", "puzzle.json", "5x5q:a", "5x5t0:a"} {
		if url.Is(s) || id.Is(s) {
			t.Errorf("%q taken for a link", s)
		}
	}
	ps, err := parse("# a list\n\n"+"tentaisho/5/5/o3ey72fs2fl\n"+"5x5:cfjglmlcg\n", "list")
	if err != nil || len(ps) != 2 {
		t.Fatalf("list: %v", err)
	}
	// The links that messages show as examples read.
	for _, l := range Genre.Links {
		if _, err := l.Read(l.Example); err != nil || !l.Is(l.Example) {
			t.Errorf("example %s: %v", l.Example, err)
		}
	}
}

// TestInfeasible: centres whose cells overlap, and a grid without
// centres, have no solution, say why, and give an unsatisfiable formula.
func TestInfeasible(t *testing.T) {
	for _, tc := range []struct {
		centres []Point
		want    string
	}{
		{nil, "no centres"},
		{[]Point{{1, 1}, {1, 2}}, "cell 0,0 touches centre 0 (cell 0,0) and centre 1 (the edge between cells 0,0 and 0,1)"},
		{[]Point{{2, 2}, {3, 3}}, "cell 1,1 touches centre 0 (the corner of cells 0,0 to 1,1) and centre 1 (cell 1,1)"},
	} {
		p, err := New(3, 3, tc.centres)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Infeasible(); !strings.Contains(got, tc.want) {
			t.Errorf("%v: %q, expected %q", tc.centres, got, tc.want)
		}
		for _, m := range methods {
			if sols, complete := solveAll(t, p, encode.Config{Connect: m}, Default, 0); len(sols) != 0 || !complete {
				t.Errorf("%v, %s: %d solutions", tc.centres, m, len(sols))
			}
		}
	}
	if p := loadFile(t, "puzzle_1.json"); p.Infeasible() != "" {
		t.Errorf("puzzle_1: %s", p.Infeasible())
	}
}

func hexDigit(ch byte) int { return strings.IndexByte("0123456789abcdef", ch) }
