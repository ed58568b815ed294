package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const galaxiesData = "../../testdata/galaxies/"

// galaxiesMethods are the values of --connect.
var galaxiesMethods = []string{"lazy", "tree", "reach", "auto"}

func TestGalaxiesCommonFlags(t *testing.T) {
	// many_3x6.txt has 4 solutions (see testdata/galaxies/SOURCES.md).
	checkCommonFlags(t, genreCase{genre: "galaxies", unique: galaxiesData + "puzzle_1.json", many: galaxiesData + "many_3x6.txt", want: 4, field: "regions"})
}

// galaxiesSmall is a 3×3 puzzle with one solution, as a text grid.
const galaxiesSmall = "+-+-+-+\n|. o .|\n+ + + +\n|. . .|\n+o+ o +\n|. . .|\n+-+-+-+\n"

func TestGalaxiesSolveText(t *testing.T) {
	want := "┌───────────┐\n│     ●     │\n├───┬───────┤\n│   │       │\n│ ● │   ●   │\n│   │       │\n└───┴───────┘\n"
	out, errs, code := runCLI(t, galaxiesSmall, "galaxies", "-j1")
	if code != 0 || out != want {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// The answer reads back as its puzzle.
	out2, errs, code := runCLI(t, out, "galaxies", "-j1", "--unique")
	if code != 0 || out2 != want {
		t.Fatalf("the answer read back: exit %d: %s\n%s", code, errs, out2)
	}
	out, errs, code = runCLI(t, "", "galaxies", "-j1", "--colour", "always", galaxiesData+"puzzle_1.json")
	if code != 0 || !strings.Contains(out, "\x1b[30;48;5;") {
		t.Fatalf("--colour always: exit %d: %s", code, errs)
	}
	// The coloured answer reads back too.
	u1, _, _ := runCLI(t, out, "galaxies", "--format", "url")
	u2, _, _ := runCLI(t, "", "galaxies", "--format", "url", galaxiesData+"puzzle_1.json")
	if u1 != u2 || u1 == "" {
		t.Fatalf("the coloured answer reads back as %q, expected %q", u1, u2)
	}
}

func TestGalaxiesJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "galaxies", "-j1", "--format", "json", galaxiesData+"puzzle_1.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Puzzle, Status string
		Regions        [][]int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	// Each cell's galaxy is the index of its centre in the file: the
	// first centre is cell 0,1, the third the edge below cell 0,0, the
	// last the edge between cells 6,5 and 6,6.
	want := [][]int{
		{2, 0, 4, 4, 1, 3, 3},
		{2, 5, 5, 4, 4, 3, 3},
		{5, 5, 5, 6, 4, 4, 7},
		{5, 5, 5, 8, 8, 4, 4},
		{5, 5, 8, 8, 9, 9, 10},
		{12, 8, 8, 11, 9, 9, 10},
		{12, 13, 13, 13, 14, 15, 15},
	}
	if got.Status != "sat" || got.Puzzle != galaxiesData+"puzzle_1.json" || len(got.Regions) != 7 {
		t.Fatalf("got %s", out)
	}
	for r := range want {
		for c := range want[r] {
			if got.Regions[r][c] != want[r][c] {
				t.Fatalf("regions %v, expected %v", got.Regions, want)
			}
		}
	}
}

// TestGalaxiesMethods counts, enumerates and proves unique under every
// connectivity method, in this process and with two workers.
func TestGalaxiesMethods(t *testing.T) {
	for _, m := range galaxiesMethods {
		for _, jobs := range []string{"1", "2"} {
			out, errs, code := runCLI(t, "", "galaxies", "-j", jobs, "--connect", m, "--count", galaxiesData+"many_3x6.txt")
			if code != 0 || lastLine(out) != "4" {
				t.Errorf("--connect %s -j %s --count: exit %d, %q %s", m, jobs, code, out, errs)
			}
			out, errs, code = runCLI(t, "", "galaxies", "-j", jobs, "--connect", m, "--all", "--format", "json", galaxiesData+"many_3x6.txt")
			if code != 0 || strings.Count(out, `"regions"`) != 4 {
				t.Errorf("--connect %s -j %s --all: exit %d, %q %s", m, jobs, code, out, errs)
			}
		}
		_, errs, code := runCLI(t, "", "galaxies", "-j1", "--connect", m, "--unique", galaxiesData+"many_3x6.txt")
		if code != 1 || !strings.Contains(errs, "not unique") {
			t.Errorf("--connect %s --unique on 4 solutions: exit %d, %q", m, code, errs)
		}
	}
	for _, opts := range [][]string{{"--quotient=false"}, {"--neighbours"}, {"--quotient=false", "--neighbours", "--amo", "commander"}} {
		out, errs, code := runCLI(t, "", append([]string{"galaxies", "-j1", "--connect", "tree", "--count", galaxiesData + "many_3x6.txt"}, opts...)...)
		if code != 0 || lastLine(out) != "4" {
			t.Errorf("%v: exit %d, %q %s", opts, code, out, errs)
		}
	}
}

// TestGalaxiesShared proves every shared puzzle unique in one run of two
// worker processes (the lazy checks travel to them), answers in input
// order. The package's tests prove them unique under every method; tree,
// the slowest, is left out here.
func TestGalaxiesShared(t *testing.T) {
	files, _ := filepath.Glob(galaxiesData + "*.json")
	if len(files) != 13 {
		t.Fatalf("%d files", len(files))
	}
	for _, m := range []string{"lazy", "reach", "auto"} {
		out, errs, code := runCLI(t, "", append([]string{"galaxies", "-j", "2", "--unique", "--connect", m, "--format", "json"}, files...)...)
		if code != 0 || strings.Count(out, `"unique":true`) != 13 {
			t.Fatalf("%s: exit %d, %s %s", m, code, out, errs)
		}
		for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if !strings.Contains(line, `"puzzle":"`+files[i]+`"`) {
				t.Fatalf("%s: answer %d is not in input order: %s", m, i, line)
			}
		}
	}
}

func TestGalaxiesInputs(t *testing.T) {
	const u = "https://puzz.link/p?tentaisho/7/7/ha8eieueia4ezteo4cceo64e"
	const id = "7x7:cfekwkfczqqcggqdc"
	regions := func(out string) string {
		_, after, _ := strings.Cut(out, `"regions"`)
		return after
	}
	want, _, _ := runCLI(t, "", "galaxies", "-j1", "--format", "json", galaxiesData+"puzzle_1.json")
	// The URL and the ID list the centres row by row, not in the file's
	// order: the regions are numbered otherwise, but the same shape.
	wantSorted, _, _ := runCLI(t, "", "galaxies", "-j1", "--format", "json", u)
	if text, _, _ := runCLI(t, "", "galaxies", "--format", "url", galaxiesData+"puzzle_1.json"); text != u+"\n" {
		t.Fatalf("--format url: %q", text)
	}
	if text, _, _ := runCLI(t, "", "galaxies", "--format", "tatham", galaxiesData+"puzzle_1.json"); text != id+"\n" {
		t.Fatalf("--format tatham: %q", text)
	}
	grid, _, _ := runCLI(t, "", "galaxies", "-j1", galaxiesData+"puzzle_1.json")
	for name, tc := range map[string]struct{ stdin, arg string }{
		"url argument":     {"", u},
		"galaxies id":      {"", id},
		"galaxies link":    {"", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/galaxies.html#" + id},
		"url on stdin":     {u + "\n", "-"},
		"id on stdin":      {id + "\n", "-"},
		"answer on stdin":  {grid, "-"},
		"pzv url argument": {"", "http://pzv.jp/p.html?tentaisho/7/7/ha8eieueia4ezteo4cceo64e"},
	} {
		out, errs, code := runCLI(t, tc.stdin, "galaxies", "-j1", "--format", "json", tc.arg)
		if code != 0 || regions(out) != regions(wantSorted) {
			t.Errorf("%s: exit %d, %s %s", name, code, out, errs)
		}
	}
	if regions(want) == regions(wantSorted) {
		t.Errorf("the file's order and the row-major order number the galaxies alike: the test shows nothing")
	}
	// A list of links, named by their first column.
	list := "name\tpuzzle\na\t" + u + "\nb\t" + id + "\n"
	out, errs, code := runCLI(t, list, "galaxies", "-j1", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"puzzle":"b"`) {
		t.Errorf("list: exit %d, %s %s", code, out, errs)
	}
	// Several files: links named by their files.
	out, _, code = runCLI(t, "", "galaxies", "--format", "tatham", galaxiesData+"puzzle_1.json", galaxiesData+"tatham_15x15.json")
	if code != 0 || !strings.HasPrefix(out, "puzzle_1\t"+id+"\ntatham_15x15\t15x15:") {
		t.Errorf("two files --format tatham: exit %d, %q", code, out)
	}
}

// TestGalaxiesIndexLinks: the shared game ID is written back as INDEX.tsv
// has it.
func TestGalaxiesIndexLinks(t *testing.T) {
	index, _ := os.ReadFile(galaxiesData + "INDEX.tsv")
	for _, line := range strings.Split(string(index), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) < 4 || !strings.HasPrefix(cols[0], "tatham_") {
			continue
		}
		out, errs, code := runCLI(t, "", "galaxies", "--format", "tatham", galaxiesData+cols[0])
		if code != 0 || out != cols[3]+"\n" {
			t.Errorf("%s: exit %d, %q, expected %q %s", cols[0], code, out, cols[3], errs)
		}
	}
}

func TestGalaxiesDIMACS(t *testing.T) {
	for _, m := range []string{"auto", "tree", "reach"} {
		dimacs := filepath.Join(t.TempDir(), "f.cnf")
		_, errs, code := runCLI(t, "", "galaxies", "-j1", "--connect", m, "--dimacs", dimacs, galaxiesData+"puzzle_1.json")
		if data, err := os.ReadFile(dimacs); code != 0 || err != nil || !strings.Contains(string(data), "p cnf ") {
			t.Errorf("--connect %s --dimacs: exit %d, %v, %s", m, code, err, errs)
		}
	}
	dimacs := filepath.Join(t.TempDir(), "f.cnf")
	_, errs, code := runCLI(t, "", "galaxies", "-j1", "--connect", "lazy", "--dimacs", dimacs, galaxiesData+"puzzle_1.json")
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "--connect lazy") {
		t.Errorf("--connect lazy --dimacs: exit %d, %q", code, errs)
	}
}

func TestGalaxiesBadInput(t *testing.T) {
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"+-+-+\n|o 0|\n+-+-+\n", nil, "<stdin>:2:4: unexpected '0'"},
		{"{\"shape\": [2, 2],\n \"galaxies\": [[{\"row\": 2, \"col\": 0}]]}", nil, "<stdin>:2:24: row 2: expected 0 to 1"},
		{"", []string{"https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl10000"}, "column 46: cell 0,4 is a hole"},
		{"", []string{"5x5:cf!"}, "column 7: unexpected '!'"},
		{"", []string{"--connect", "bfs", galaxiesData + "puzzle_1.json"}, "--connect: unknown connectivity encoding \"bfs\""},
		{"", []string{"--colour", "pink", galaxiesData + "puzzle_1.json"}, "--colour \"pink\""},
		{"", []string{"--format", "url", "--count", galaxiesData + "puzzle_1.json"}, "--format url writes the puzzles without solving"},
	} {
		_, errs, code := runCLI(t, tc.stdin, append([]string{"galaxies", "-j1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%q %v: exit %d, %q, expected %q on one line", tc.stdin, tc.args, code, errs, tc.want)
		}
	}
	// Centres that share a cell: no solution, said before any search.
	out, errs, code := runCLI(t, "+-+-+\n|oo.|\n+-+-+\n", "galaxies", "-j1", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) {
		t.Errorf("overlapping centres: exit %d, %q %q", code, out, errs)
	}
}

// TestGalaxiesForced: --forced draws the cells every solution agrees on;
// in many_3x6.txt the middle row and the centres' cells, not the corners.
func TestGalaxiesForced(t *testing.T) {
	out, errs, code := runCLI(t, "", "galaxies", "--forced", "--format", "json", galaxiesData+"many_3x6.txt")
	if code != 0 || !strings.Contains(out, `"forced":[[-1,0,-1,-1,1,-1],[2,2,2,3,3,3],[-1,4,-1,-1,5,-1]]`) {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	text, errs, code := runCLI(t, "", "galaxies", "--forced", galaxiesData+"many_3x6.txt")
	if code != 0 || !strings.Contains(text, "╶───╴") {
		t.Fatalf("exit %d: %s %s", code, text, errs)
	}
	// The partly solved board reads back as its puzzle.
	out, errs, code = runCLI(t, text, "galaxies", "--count")
	if code != 0 || lastLine(out) != "4" {
		t.Fatalf("read back: exit %d, %q %s", code, out, errs)
	}
}

// TestGalaxiesSetter: --explain names a cell no centre can reach and exits
// 1; --suggest and --hint answer in the galaxies' own names; generated
// puzzles read back as unique, and their suggestions are none.
func TestGalaxiesSetter(t *testing.T) {
	unsat := "+-+-+-+\n|o . .|\n+ + + +\n|. . .|\n+ + + +\n|. . o|\n+-+-+-+\n"
	out, errs, code := runCLI(t, unsat, "galaxies", "--explain", "--format", "json")
	if code != 1 || !strings.Contains(out, `"conflict":["cell r`) {
		t.Fatalf("explain: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "galaxies", "--suggest", galaxiesData+"many_3x6.txt")
	if code != 0 || !regexp.MustCompile(`^add (r\dc\d in galaxy \d(, )?)+\n$`).MatchString(out) {
		t.Fatalf("suggest: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "galaxies", "--hint", galaxiesData+"janko_001_7x7.json")
	if code != 0 || !regexp.MustCompile(`^r\dc\d in galaxy \d+ \(level \d: .+\)\n$`).MatchString(out) {
		t.Fatalf("hint: exit %d, %q %s", code, out, errs)
	}
	gen, errs, code := runCLI(t, "", "generate", "galaxies", "--size", "7", "--count", "3", "--seed", "5")
	if code != 0 {
		t.Fatalf("generate: exit %d, %s", code, errs)
	}
	out, errs, code = runCLI(t, gen, "galaxies", "--unique", "-j1")
	if code != 0 || strings.Count(errs, ": unique") != 3 || strings.Count(out, "<stdin>:") != 3 {
		t.Fatalf("generated read back: exit %d, %q %s", code, out, errs)
	}
}
