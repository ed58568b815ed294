package shakashaka

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/kittest"
	"github.com/spf13/pflag"
)

func TestMain(m *testing.M) { kittest.Main(m) }

const testdata = "../../testdata/shakashaka/"

func files(t *testing.T) []string {
	fs, _ := filepath.Glob(testdata + "*.txt")
	if len(fs) < 6 {
		t.Fatalf("test files %v", fs)
	}
	return fs
}

// rows returns a board as the JSON answer's grid.
func rows(p *Puzzle, b Triangles) string {
	return strings.Join(show(p, b, false).Fields["grid"].([]string), "\n")
}

// The real puzzles collected: 11, each with one solution, and the
// published solutions (pzprjs's test script, cspuz's test) are theirs.
func TestRealPuzzles(t *testing.T) {
	n := 0
	for _, f := range files(t) {
		for k, p := range kittest.Read(t, Genre, f) {
			if p.N() > 400 && testing.Short() {
				continue
			}
			boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
			if len(boards) != 1 {
				t.Errorf("%s#%d: %d solutions", f, k+1, len(boards))
			}
			n++
		}
	}
	if n < 11 && !testing.Short() {
		t.Errorf("%d real puzzles, expected 11", n)
	}
	for _, name := range []string{"pzprjs", "cspuz"} {
		p := kittest.Read(t, Genre, testdata+name+".txt")[0]
		want, err := os.ReadFile(testdata + name + ".solution")
		if err != nil {
			t.Fatal(err)
		}
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2)
		if len(boards) != 1 || rows(p, boards[0]) != strings.TrimSpace(string(want)) {
			t.Errorf("%s: %d solutions; published\n%s", name, len(boards), want)
		}
	}
}

func TestConform(t *testing.T) {
	kittest.Conform(t, Genre, files(t))
}

// count counts the solutions of p by trying every board, each checked by
// Verify: geometrically, the white areas as pieces of quarter cells and
// their bounding boxes, not by the local rules at the dots of the model.
func count(p *Puzzle) int {
	b := make(Triangles, p.N())
	var rec func(i int) int
	rec = func(i int) int {
		if i == p.N() {
			if Verify(p, b) == nil {
				return 1
			}
			return 0
		}
		if p.black(i) {
			return rec(i + 1)
		}
		n := 0
		for v := 0; v <= 4; v++ {
			b[i] = v
			n += rec(i + 1)
		}
		b[i] = 0
		return n
	}
	return rec(0)
}

var cfgs = []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Sequential, Card: encode.Totalizer}, {AMO: encode.Native, Card: encode.Native}}

// The local rules at the dots against the geometry, on every board: of
// grids without black cells up to 2x3 and 1x6, and of 3x3 grids with two
// black cells (opposite corners, the centre and a corner or a side, two
// opposite sides).
func TestLocalRules(t *testing.T) {
	var ps []*Puzzle
	for _, s := range []grid.Shape{{Rows: 1, Cols: 6}, {Rows: 2, Cols: 2}, {Rows: 2, Cols: 3}, {Rows: 3, Cols: 2}} {
		ps = append(ps, blank(s))
	}
	for _, ab := range [][2]int{{0, 8}, {4, 0}, {4, 1}, {1, 7}} {
		p := blank(grid.Shape{Rows: 3, Cols: 3})
		p.Cells[ab[0]], p.Cells[ab[1]] = Wall, Wall
		ps = append(ps, p)
	}
	for _, p := range ps {
		want := count(p)
		boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 0)
		if len(boards) != want {
			t.Fatalf("%s: %d solutions, every board tried %d", writeText(p), len(boards), want)
		}
	}
}

func blank(s grid.Shape) *Puzzle {
	p := &Puzzle{s, make([]int, s.N())}
	for i := range p.Cells {
		p.Cells[i] = White
	}
	return p
}

// Random small puzzles, numbered black cells among up to 6 white ones:
// the solver's count equals every board's under several encodings.
func TestCountsAgainstBacktracking(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	seen := map[int]int{}
	for trial := 0; trial < 200; trial++ {
		p := randomPuzzle(rng)
		want := count(p)
		seen[min(want, 2)]++
		for _, cfg := range cfgs {
			boards, _, _ := kittest.Solutions(t, Genre, p, cfg, 0)
			if len(boards) != want {
				t.Fatalf("%s under %+v: %d solutions, backtracking %d", writeText(p), cfg, len(boards), want)
			}
		}
	}
	if seen[0] < 15 || seen[1] < 15 || seen[2] < 15 {
		t.Errorf("the random puzzles lack a kind: %v (none, one, several)", seen)
	}
	t.Logf("none, one, several: %v", seen)
}

func randomPuzzle(rng *rand.Rand) *Puzzle {
	for {
		r, c := 2+rng.Intn(2), 2+rng.Intn(3)
		p := blank(grid.Shape{Rows: r, Cols: c})
		white := p.N()
		for i := range p.Cells {
			if rng.Intn(4) == 0 {
				p.Cells[i], white = Wall, white-1
				if rng.Intn(2) == 0 {
					p.Cells[i] = rng.Intn(3)
				}
			}
		}
		if white <= 6 && white > 0 {
			return p
		}
	}
}

func mustText(s string) *grid.Text {
	t, err := grid.ReadText([]byte(s), "test", "")
	if err != nil {
		panic(err)
	}
	return t
}

func TestVerify(t *testing.T) {
	p, _ := readText(mustText(". . 1\n. . .\n"))
	for _, tc := range []struct {
		b    Triangles
		want string
	}{
		{Triangles{2, 3, 0, 1, 4, 0}, ""}, // a diamond in the 2x2, a square beside it
		{Triangles{2, 3, 0, 1, 4, -1}, "r2c3: undecided"},
		{Triangles{2, 3, 0}, "3 cells, expected 6"},
		{Triangles{2, 3, 1, 1, 4, 0}, "r1c3: a triangle on a black cell"},
		{Triangles{2, 0, 0, 1, 4, 0}, "r1c3 holds 0 triangles beside it, expected 1"},
		{Triangles{2, 3, 0, 0, 4, 0}, "r1c1: its white area is no rectangle"},
		{Triangles{0, 3, 0, 0, 0, 0}, "r1c1: its white area is no rectangle"},
	} {
		err := Verify(p, tc.b)
		if (err == nil) != (tc.want == "") || err != nil && err.Error() != tc.want {
			t.Errorf("%v: %v, want %q", tc.b, err, tc.want)
		}
	}
	q, _ := readText(mustText(". .\n. .\n"))
	if err := Verify(q, Triangles{0, 0, 0, 0}); err == nil || err.Error() != "no triangle" {
		t.Errorf("no triangle: %v", err)
	}
	if err := Verify(q, Triangles{3, 0, 0, 0}); err == nil || err.Error() != "r1c1: its white area is no rectangle" {
		t.Errorf("a notch: %v", err)
	}
}

var badInputs = []struct{ in, want string }{
	{". .\n. x\n", "test:2:3: \"x\": expected . (white), # (a black cell) or a numbered black cell 0-4"},
	{". .\n. . .\n", "test:2:1: 3 cells in this row, 2 in the first (line 1)"},
	{". 5\n. .\n", "test:1:3: \"5\": expected"},
	{"https://puzz.link/p?shakashaka/6/6/cgbhdhegdrbzz", "test:1:47: \"zz\" after the last cell"},
	{"https://puzz.link/p?shakashaka/6/6/cgbhdh+gdrb", "test:1:42: unexpected '+' in the black cells"},
	{"https://puzz.link/p?shakashaka/6", "test:1:"},
	{"https://puzz.link/p?shakashaka/6/299/cgb", "test:1:"},
	{"https://puzz.link/p?tapa/5/5/3n5hchhajn2", "expected a puzz.link URL such as https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"},
	{`{"grid": [". .", ". 9"]}`, "test:1:"},
	{`{"grid": [". .", `, "test:1:"},
	{`{"genre": "akari", "grid": [".."]}`, "test:1:11: genre \"akari\": expected shakashaka"},
}

func TestBadInput(t *testing.T) {
	for _, tc := range badInputs {
		_, err := Genre.Parse([]byte(tc.in), "test")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestCLI(t *testing.T) {
	for _, tc := range badInputs {
		out, errs, code := kittest.CLI(t, tc.in, "shakashaka")
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "panic") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tc.in, code, out, errs)
		}
	}
	url := "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"
	out, _, code := kittest.CLI(t, "", "shakashaka", url)
	want := "2 ◤ ◥ . 1 .\n◤ . ◢ 3 ◤ ◥\n◣ ◢ 4 ◤ . ◢\n3 ◤ ◥ ◣ ◢ .\n◤ . ◢ . ◤ ◥\n◣ ◢ . 1 ◣ ◢\n"
	if code != 0 || out != want {
		t.Errorf("solve: exit %d, %q", code, out)
	}
	if _, _, code := kittest.CLI(t, "", "shakashaka", "--unique", url); code != 0 {
		t.Errorf("--unique: exit %d", code)
	}
	many := ". . .\n. . .\n"
	out, _, code = kittest.CLI(t, many, "shakashaka", "--count")
	p, _ := readText(mustText(many))
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || lines[len(lines)-1] != fmt.Sprint(count(p)) || count(p) < 2 {
		t.Errorf("--count: exit %d, %q, backtracking %d", code, out, count(p))
	}
	out, _, code = kittest.CLI(t, ". . .\n. . .\n. . .\n", "shakashaka", "--forced") // two diamonds: the centre stays white
	if code != 0 || out != "? ? ?\n? . ?\n? ? ?\n" {
		t.Errorf("--forced: exit %d, %q", code, out)
	}
	out, _, code = kittest.CLI(t, "", "shakashaka", "--format", "json", url)
	var ans map[string]any
	if err := json.Unmarshal([]byte(out), &ans); err != nil || code != 0 {
		t.Fatalf("--format json: exit %d, %q: %v", code, out, err)
	}
	var keys []string
	for k := range ans {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if fmt.Sprint(keys) != "[grid puzzle status]" || fmt.Sprint(ans["grid"]) != "[#23.#. 2.4#23 14#2.4 #2314. 2.4.23 14.#14]" {
		t.Errorf("--format json: %q", out)
	}
	back, _, code := kittest.CLI(t, writeText(kittest.Read(t, Genre, testdata+"cspuz.txt")[0]), "shakashaka", "--format", "url")
	if code != 0 || strings.TrimSpace(back) != "https://puzz.link/p?shakashaka/10/10/rdr70bdpdgccrczhcga" {
		t.Errorf("--format url: exit %d, %q", code, back)
	}
	gen, errs, code := kittest.CLI(t, "", "generate", "shakashaka", "--seed", "1", "--count", "2")
	if code != 0 || strings.Count(gen, "---") != 1 {
		t.Fatalf("generate: exit %d, %q, %s", code, gen, errs)
	}
	if _, errs, code := kittest.CLI(t, gen, "shakashaka", "--unique"); code != 0 {
		t.Errorf("generated puzzles --unique: exit %d, %s", code, errs)
	}
}

// atoms writes a board as clingo shows it: tri(R,C,T).
func atoms(p *Puzzle, b Triangles) string {
	var out []string
	for i, x := range b {
		if r, c := p.RC(i); x > 0 {
			out = append(out, fmt.Sprintf("tri(%d,%d,%d)", r, c, x))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// bench/asp/shakashaka.lp finds the solutions puzzlesat finds, on the
// real puzzles up to 10x10 and small random ones.
func TestClingo(t *testing.T) {
	var ps []*Puzzle
	for _, f := range files(t) {
		for _, p := range kittest.Read(t, Genre, f) {
			if p.N() <= 100 {
				ps = append(ps, p)
			}
		}
	}
	rng := rand.New(rand.NewSource(2))
	for k := 0; k < 25; k++ {
		ps = append(ps, randomPuzzle(rng))
	}
	kittest.SameAsClingo(t, Genre, "../../bench/asp/shakashaka.lp", ps, facts, atoms, writeText)
}

func FuzzParse(f *testing.F) {
	f.Add(". . 1\n. # .\n")
	f.Add("https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb")
	f.Add(`{"grid": [". . 1", ". # ."]}`)
	f.Fuzz(func(t *testing.T, in string) {
		ps, err := Genre.Parse([]byte(in), "fuzz")
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.P.N() <= 64 {
				kittest.RoundTrip(t, Genre, p.P)
			}
		}
	})
}

// A generated puzzle is minimal: without any one of its numbers, it has
// several solutions.
func TestGeneratedMinimal(t *testing.T) {
	for seed := int64(1); seed <= 2; seed++ {
		fs := pflag.NewFlagSet("generate", pflag.ContinueOnError)
		out, err := Genre.Make(context.Background(), Genre.Generate.Flags(fs), rand.New(rand.NewSource(seed)), 6, false, true)
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(t.TempDir(), "p.txt")
		if err := os.WriteFile(f, []byte(out.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		p := kittest.Read(t, Genre, f)[0]
		if out.Givens == 0 {
			t.Fatalf("seed %d: no number\n%s", seed, out.Text)
		}
		for i, c := range p.Cells {
			if c < 0 {
				continue
			}
			p.Cells[i] = Wall
			if boards, _, _ := kittest.Solutions(t, Genre, p, encode.Config{}, 2); len(boards) < 2 {
				t.Errorf("seed %d: without %s=%d, %d solutions\n%s", seed, p.Name(i), c, len(boards), out.Text)
			}
			p.Cells[i] = c
		}
	}
}

// TestGenerateWalls: a share of black cells out of range is refused at
// once, as the flags are read (with none, no clue could make a puzzle
// unique: every try failed).
func TestGenerateWalls(t *testing.T) {
	for _, w := range []string{"0", "91", "-1"} {
		_, errs, code := kittest.CLI(t, "", "generate", "shakashaka", "--walls", w, "--seed", "5")
		if code != 2 || !strings.Contains(errs, `--walls "`+w+`": expected 1 to 90`) {
			t.Errorf("--walls %s: exit %d, %q", w, code, errs)
		}
	}
}
