package slitherlink

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/datafiles"
	"github.com/puzzlesat/puzzlesat/puzzles/kit"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/puzzlesat/puzzlesat/solve"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const dataDir = "../../testdata/slitherlink"

// loadFile reads one puzzle file of the test data.
func loadFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	return kittest.Read(t, Genre, filepath.Join(dataDir, name))[0]
}

// puzzleFiles lists the puzzle files of the test data.
func puzzleFiles(t testing.TB) []string { return datafiles.Files(t, dataDir, "*.json", 18) }

// readIndex returns the lines of INDEX.tsv by file name.
func readIndex(t testing.TB) map[string]datafiles.Entry { return datafiles.Index(t, dataDir) }

// parse reads puzzles in any of the genre's forms.
func parse(text, name string) ([]*Puzzle, error) {
	ps, err := Genre.Parse([]byte(text), name)
	if err != nil {
		return nil, err
	}
	out := make([]*Puzzle, len(ps))
	for i, p := range ps {
		out[i] = p.P
	}
	return out, nil
}

// parseOne reads one puzzle in any of the genre's forms.
func parseOne(text, name string) (*Puzzle, error) {
	ps, err := parse(text, name)
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

// newLoop returns a board of rows×cols cells without edges.
func newLoop(rows, cols int) Loop { return make(Loop, (rows+1)*cols+rows*(cols+1)) }

// hv returns a board's horizontal edges, h[r*cols+c] from dot (r, c) to
// dot (r, c+1), and its vertical ones, v[r*(cols+1)+c] from dot (r, c) to
// dot (r+1, c): views of the board (the dots' shape's edges).
func hv(s Loop, rows, cols int) (h, v []int) { return s[:(rows+1)*cols], s[(rows+1)*cols:] }

// solveAll enumerates up to limit solutions (0: all) under cfg and the
// model options opts, each checked with Verify, and returns them and
// whether the enumeration was complete.
func solveAll(t testing.TB, p *Puzzle, cfg encode.Config, opts Options, limit int64) ([]Loop, bool) {
	t.Helper()
	q := *p
	q.Options = opts
	boards, _, complete := kittest.Solutions(t, Genre, &q, cfg, limit)
	return boards, complete
}

// key writes a board on one line.
func key(s Loop) string { return fmt.Sprint([]int(s)) }

// text draws a board as the answer does.
func text(p *Puzzle, s Loop) string { return drawing(p, s, false) }

// gridOf writes the clues as the typed grid.
func gridOf(p *Puzzle) string { return writeText(p) }

// methods are the connectivity encodings every count is checked under.
var methods = []encode.Encoding{encode.Lazy, encode.Tree, encode.Reach}

// modelOptions are the model options every count is checked under.
var modelOptions = map[string]Options{"plain": {}, "inside": {Inside: true}}

// TestConform runs the kit's checks on the shared puzzles of up to 100
// cells (the larger ones' --forced and mutations take long) and the
// puzzle of five loops.
func TestConform(t *testing.T) {
	var files []string
	for _, name := range puzzleFiles(t) {
		if p := loadFile(t, name); p.N() <= 100 {
			files = append(files, filepath.Join(dataDir, name))
		}
	}
	kittest.Conform(t, Genre, append(files, filepath.Join(dataDir, "many_3x3.txt")))
}

// TestFormatsAgree reads the links that INDEX.tsv gives for the shared
// puzzles and checks that they are the puzzles of the JSON files, and that
// the links written back are the published ones.
func TestFormatsAgree(t *testing.T) {
	index := readIndex(t)
	same := func(what string, got *Puzzle, err error, file string) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if want := loadFile(t, file); !reflect.DeepEqual(got, want) {
			t.Fatalf("%s reads\n%s\nexpected %s:\n%s", what, gridOf(got), file, gridOf(want))
		}
	}
	// puzz.link URLs: pzprjs's test puzzle and noqx's example (pzv.jp).
	for _, file := range []string{"puzzlink_pzprjs_5x5.json", "puzzlink_noqx_15x25.json"} {
		u := index[file].Original
		p, err := readURL(u)
		same(u, p, err, file)
		_, body, _ := strings.Cut(u, "?")
		if got, _ := writeURL(p); got != "https://puzz.link/p?"+body {
			t.Errorf("%s written back as %s", u, got)
		}
	}
	// puzzle-loop.com task strings are Loopy's description alphabet.
	for _, file := range []string{"puzzleloop_1760764_5x5.json", "puzzleloop_560388_20x20.json", "puzzleloop_9136672_30x25.json"} {
		var task struct{ Task string }
		if err := json.Unmarshal([]byte(index[file].Original), &task); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		want := loadFile(t, file)
		id := fmt.Sprintf("%dx%dt0:%s", want.Cols, want.Rows, task.Task)
		p, err := readLoopy(id)
		same(id, p, err, file)
		if got, _ := writeLoopy(p); got != id {
			t.Errorf("%s written back as %s", id, got)
		}
	}
	// FORMATS.md's Loopy illustration, made from janko 0001.
	const id = "4x4t0:1b0d1a21a23a"
	p, err := readLoopy(id)
	same(id, p, err, "janko_0001_4x4.json")
	if got, _ := writeLoopy(p); got != id {
		t.Errorf("written back as %s", got)
	}
	// The text grid of FORMATS.md's worked example.
	p, err = parseOne("2 . . 1 .\n. 2 . . 1\n. . 2 . .\n3 . . 3 .\n. 0 . . 3\n", "grid")
	same("the text grid", p, err, "puzzlink_pzprjs_5x5.json")
}

// TestDrawingsReadBack: the drawings of the answers (the puzzle alone,
// a loop, a forced board with crosses) read back as the puzzle, for
// every shared puzzle.
func TestDrawingsReadBack(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		p := loadFile(t, name)
		boards := []Loop{newLoop(p.Rows, p.Cols)}
		if p.N() <= 100 {
			sols, _ := solveAll(t, p, encode.Config{}, Default, 1)
			boards = append(boards, sols[0])
		}
		open := newLoop(p.Rows, p.Cols)
		for e := range open {
			open[e] = []int{0, 1, kit.Unknown}[e%3]
		}
		forms := []string{showForced(p, open).Text}
		for _, s := range boards {
			forms = append(forms, text(p, s))
		}
		for _, form := range forms {
			q, err := parseOne(form, "drawing")
			if err != nil || !reflect.DeepEqual(q, p) {
				t.Fatalf("%s: the drawing reads back as %v, %v\n%s", name, q, err, form)
			}
		}
	}
}

// TestParseErrors checks that bad input gets one line naming the place
// and what was expected.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "f:1:1: no grid"},
		{"# only a comment\n", "f:2:1: no grid"},
		{"1 2\n3 x\n", `f:2:3: unexpected 'x': expected a clue 0 to 4`},
		{"1 2 .\n3 .\n", "f:2:4: a row of 2 cells: expected 3, as in the first row"},
		{"1 2\n3 . 0 # c\n", "f:2:5: a row of 3 cells: expected 2"},
		{"5 .\n", "f:1:1: unexpected '5'"},
		// A lone carriage return among LF line ends (read as a space, it
		// made one row of two). A file of CR line ends alone reads as
		// lines (kit.Genre.Parse).
		{"1 2\r3 .\n", `f:1:4: unexpected '\r'`},
		{strings.Repeat(".", 201) + "\n", "f:1:201: more than 200 cells in a row"},
		{strings.Repeat(". ", 1<<20) + "\n", "f:1:401: more than 200 cells in a row"},
		{strings.Repeat("0\n", 201), "f:201:1: more than 200 rows"},
		{strings.Repeat("# a comment\n", 1<<20), "f:2001:1: more than 2000 lines: expected a grid of at most 200 rows"},
		// Parts of a batch count their own lines (they were refused past
		// the file's line 2000): the error is the last part's.
		{strings.Repeat("1 2\n3 .\n---\n", 1000) + "x\n", "f:3001:1: unexpected 'x'"},
		{"·   ·\n  3\n·   ·\n  1\n", "f:5:1: 4 lines in the drawing"},
		{"·   ·   ·\n  3x\n·   ·   ·\n", `f:2:4: unexpected 'x': expected a space beside`},
		{"·   ·   ·\n  3 x\n·   ·   ·\n", `f:2:5: unexpected 'x' between two cells`},
		{"·   ·   ·\n  3   5\n·   ·   ·\n", `f:2:7: unexpected '5' in a cell`},
		{"·   ·   ·\n  3    \n·  -·   ·\n", `f:3:4: unexpected '-' between two dots`},
		{"·   ·   ·\n  3 \n·   x   ·\n", `f:3:5: unexpected 'x': expected a dot`},
		{"·   ·   ·\n  3 \n·   ·   ·   ·\n", `f:3:10: a line of 13 characters: expected 9 at most`},
		{"·  ·\n", "f:1:5: a line of 4 characters"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 2, \"col\": 0, \"val\": 1}]}", "f:2:37: row 2: expected 0 to 1"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 1, \"col\": 0, \"val\": 5}]}", "f:2:57: val 5: expected 0 to 4"},
		{"{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 1, \"col\": 0}]}", "f:2:29: a clue"},
		{"{\"shape\": [2, 2, 2]}", "f:1:11: shape holds 3 values: expected [rows, cols]"},
		{"{\"shape\": [0, 2]}", "f:1:12: the number of rows 0: expected 1 to 200"},
		{"{\"shape\": [1, 1], \"surrounded_line_number\": [{\"row\": 0, \"col\": 0, \"val\": 1}, {\"row\": 0, \"col\": 0, \"val\": 2}]}", "f:1:78: cell 0,0 given twice"},
		{"{\"surrounded_line_number\": []}", "f:1:1: the puzzle: no \"shape\""},
		// The kit reads an array as puzzles, each an object.
		{"[1]", "f:1:2: expected the puzzle as an object"},
		{"{\"genre\": \"galaxies\", \"shape\": [1, 1]}", "f:1:11: genre \"galaxies\": expected slitherlink"},
		{"{\"shape\": [1, 1]", "f:1:17: unexpected end of JSON"},
		{"https://puzz.link/p?slither/5/5/cbcb!", "f:1:37: unexpected '!' in the clues"},
		{"https://puzz.link/p?slither/5/5/cbcbcddad!", "f:1:42: unexpected \"!\" after the clues"},
		{"https://puzz.link/p?slither/5/5/cbcbcddadg", "f:1:42: unexpected \"g\" after the clues"},
		{"https://puzz.link/p?slither/5/0/", "f:1:31: \"0\": expected the number of rows"},
		{"https://puzz.link/p?slither/500/5/", "f:1:29: grid of 5×500 cells"},
		{"name\tpuzzle\na\thttps://puzz.link/p?slither/2/2/f\n", "f:2:35: unexpected 'f' in the clues"},
		{"a\t4x4t0:1b0d1a21a23a\nb\tnot a link\n", "f:2:3: \"not a link\": expected a puzz.link URL"},
		// Loopy IDs through the kit's reader of game IDs (tatham.ID).
		{"4x4t0:1b0d1a21a23", "f:1:18: the description ends after 15 of 16 cells"},
		{"4x4t0:1b0d1a21a23ab", "f:1:19: \"b\" after the last cell: expected the end of the description"},
		{"4x4t0:1b0d1a21a235", "f:1:18: clue 5: expected 0 to 4"},
		{"4x4t0:1b0d1a21a23a_", "f:1:19: \"_\" after the last cell"},
		{"4x4t0:1b0d1a21a2_a", "f:1:17: unexpected '_': expected a clue 0 to 4"},
		{"4x4t0:1b0d1A21a23a", "f:1:12: unexpected 'A'"},
		{"4x4t0:1b0d1a21a23c", "f:1:18: a run of 3 empty cells from cell 16 passes the end of the 16 cells"},
		{"4x4t1:1b0d1a21a23a", "f:1:1: grid type t1: expected t0"},
		{"0x4t0:", "f:1:1: a 0×4 grid: expected 1 to 200 a side"},
		// Sides of more than six digits are an ID too (they were no game ID).
		{"99999999x99999999t0:a", "f:1:1: a 99999999×99999999 grid: expected 1 to 200 a side"},
		{"5x5t" + strings.Repeat("9", 100) + ":a", "f:1:1: grid type t99999999999999999999999…: expected t0"},
		{"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#7x7t0:bbb", "f:1:77: the description ends after 6 of 49 cells"},
		{"# list\nhttps://puzz.link/p?slither/2/2/\n4x4t0:\n", "f:3:7: the description ends after 0 of 16 cells"},
		// Another genre's URL is no link of this one.
		{"https://puzz.link/p?skyscrapers/4/4/k13h4j3g\n", "f:1:1: \"https://puzz.link/p?skyscrapers/4/4/k13h…\": expected a puzz.link URL such as https://puzz.link/p?slither/5/5/cbcbcddad or a game ID such as 4x4t0:1b0d1a21a23a"},
	} {
		_, err := parse(tc.in, "f")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v\n expected %q", tc.in, err, tc.want)
		}
	}
}

// TestLinks reads the forms of links the genre accepts.
func TestLinks(t *testing.T) {
	want, _ := readURL("https://puzz.link/p?slither/5/5/cbcbcddad")
	for _, s := range []string{
		"http://pzv.jp/p.html?slither/5/5/cbcbcddad",
		"https://puzz.link/p?slitherlink_edit/5/5/cbcbcddad/",
		"slither/5/5/cbcbcddad",
		"5x5t0:2b1b2b1b2b3b3b0b3",
		"5t0de:2b1b2b1b2b3b3b0b3",
		"5x5:2b1b2b1b2b3b3b0b3",
		"  https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:2b1b2b1b2b3b3b0b3  ",
	} {
		p, err := parseOne(s, "link")
		if err != nil || !reflect.DeepEqual(p, want) {
			t.Errorf("%s: %v", s, err)
		}
	}
	// A '.' clue (unknown) reads as none.
	p, err := readURL("https://puzz.link/p?slither/3/1/.1.")
	if err != nil || p.Clue[0] != None || p.Clue[1] != 1 || p.Clue[2] != None {
		t.Errorf("unknown clues: %v %v", p, err)
	}
	// pzprjs's flag f: the loop visits every dot, a variant not read (it
	// was read as plain Slitherlink, whose loop does not).
	for s, want := range map[string]string{
		"https://puzz.link/p?slither/f/3/2/l":             `column 29: flag "f", variant "": only plain Slitherlink`,
		"https://puzz.link/p?slitherlink_edit/f/5/5/cbcb": `column 38: flag "f"`,
		"https://puzz.link/p?slither/v:x/3/2/l":           `column 29: flag "", variant "x"`,
	} {
		if _, err := readURL(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %s", s, err, want)
		}
	}
	for _, s := range []string{"loopy.html#5x5t0#12345", "5x5t0", "x5t0:a", "5x5t0dhh:a", "5x5q:a"} {
		if Genre.Links[1].Is(s) {
			t.Errorf("%q taken for a Loopy ID", s)
		}
	}
	if _, err := readLoopy("loopy.html#5x5t0#12345"); err == nil || !strings.Contains(err.Error(), "random seed") {
		t.Errorf("a seed link: %v", err)
	}
	if got, _ := writeLoopy(want); got != "5x5t0:2b1b2b1b2b3b3b0b3" {
		t.Errorf("written as %s", got)
	}
	// Runs longer than 26 cells, and a clue at the very end.
	long, _ := Empty(6, 10)
	long.Clue[59] = 3
	if got, _ := writeLoopy(long); got != "10x6t0:zzg3" {
		t.Errorf("long runs: %s", got)
	}
	if got, _ := writeURL(long); got != "https://puzz.link/p?slither/10/6/zzyd" {
		t.Errorf("long runs: %s", got)
	}
	// The links that messages show as examples read.
	for _, l := range Genre.Links {
		if _, err := l.Read(l.Example); err != nil || !l.Is(l.Example) {
			t.Errorf("example %s: %v", l.Example, err)
		}
	}
}

// TestTextDoc solves the drawing of the README, read back as a puzzle:
// its only loop is the one drawn.
func TestTextDoc(t *testing.T) {
	const drawn = "┌───────┐   ·\n│ 2     │\n│   ┌───┘   ·\n│ 3 │ 2   0\n└───┘   ·   ·\n"
	p, err := parseOne(drawn, "doc")
	if err != nil {
		t.Fatal(err)
	}
	sols, complete := solveAll(t, p, encode.Config{}, Default, 0)
	if len(sols) != 1 || !complete {
		t.Fatalf("%d solutions", len(sols))
	}
	if got := text(p, sols[0]); got != drawn {
		t.Fatalf("drawn as\n%s", got)
	}
	// The puzzle alone: dots and clues.
	if got := text(p, newLoop(2, 3)); got != "·   ·   ·   ·\n  2\n·   ·   ·   ·\n  3   2   0\n·   ·   ·   ·\n" {
		t.Fatalf("the puzzle alone:\n%s", got)
	}
}

// TestWorkloads: the benchmark's workloads split the shared puzzles by
// size (kit.Bench.Small): the quick suite holds the first
// solve.QuickPuzzles of those of up to 100 cells, the full one all of
// them and the others too, each puzzle once.
func TestWorkloads(t *testing.T) {
	g, _ := solve.Lookup("slitherlink")
	small := 0
	for _, name := range puzzleFiles(t) {
		if loadFile(t, name).N() <= 100 {
			small++
		}
	}
	quick, notes := g.Workloads(solve.BenchSource{Testdata: "../../testdata", Quick: true})
	if n := min(small, solve.QuickPuzzles); len(quick) != 1 || quick[0].Name != fmt.Sprintf("slitherlink up to 100 cells (%d)", n) || quick[0].Items != n || len(notes) != 0 {
		t.Fatalf("quick: %d workloads %v, notes %v", len(quick), quick, notes)
	}
	full, _ := g.Workloads(solve.BenchSource{Testdata: "../../testdata"})
	if len(full) != 2 || full[1].Name != fmt.Sprintf("slitherlink over 100 cells (%d)", 18-small) || full[0].Items != small {
		t.Fatalf("full: %d workloads", len(full))
	}
	inst, err := full[1].Encode(0, encode.Config{Connect: encode.Lazy})
	if err != nil || inst.Formula.NumVars() == 0 {
		t.Fatalf("a large puzzle's formula: %v", err)
	}
}
