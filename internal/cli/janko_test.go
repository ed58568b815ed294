package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
)

// jankoAnswer is what --format json answers, in the fields compared.
type jankoAnswer struct {
	Puzzle   string
	Unique   bool
	Shaded   []string
	Grid     json.RawMessage
	Paths    [][][2]int
	Regions  [][]int
	Loop     [][2]int
	Bridges  [][5]int
	Dominoes [][4]int
}

// jankoChecks compare an answer with Janko's solution grid, cell by cell.
var jankoChecks = map[string]func(a jankoAnswer, sol [][]grid.Token) error{
	"nurikabe":   shadedIs("x"),
	"heyawake":   shadedIs("x"),
	"norinori":   shadedIs("x"),
	"tapa":       shadedIs("x"),
	"yajilin":    shadedIs("x"),
	"lits":       shadedIs("L", "I", "T", "S"),
	"ripple":     digitsAre,
	"kakuro":     digitsAre,
	"shakashaka": trianglesAre,
	"hitori":     shadedIs("x"),
	"kurodoko":   shadedIs("x"),
	"fillomino":  digitsAre,
	"akari":      lightsAre,
	"shikaku":    regionsAre,
	"masyu":      loopIs,
	"hashi":      bridgesAre,
	"kenken":     digitsAre,
	"signpost":   digitsAre,
	"dominosa":   dominoesAre,
	"futoshiki":  digitsAre,
	"slant":      slantsAre,
	"numberlink": linesAre,
}

// shadedIs: a cell is shaded where Janko's solution has one of marks.
func shadedIs(marks ...string) func(a jankoAnswer, sol [][]grid.Token) error {
	return func(a jankoAnswer, sol [][]grid.Token) error {
		for r, row := range sol {
			for c, tok := range row {
				if want := slices.Contains(marks, tok.Text); (a.Shaded[r][c] == '#') != want {
					return tok.Errorf("shaded %v, Janko's solution %q", !want, tok.Text)
				}
			}
		}
		return nil
	}
}

// digitsAre: Ripple Effect's digits, and Kakuro's ("-" black, 0 in the
// answer).
func digitsAre(a jankoAnswer, sol [][]grid.Token) error {
	var g [][]int
	if err := json.Unmarshal(a.Grid, &g); err != nil {
		return err
	}
	for r, row := range sol {
		for c, tok := range row {
			if got := map[bool]string{true: "-", false: fmt.Sprint(g[r][c])}[g[r][c] == 0]; got != tok.Text {
				return tok.Errorf("%d, Janko's solution %q", g[r][c], tok.Text)
			}
		}
	}
	return nil
}

// regionsAre: Janko numbers the rectangles otherwise; the cells that
// share one must be the same.
func regionsAre(a jankoAnswer, sol [][]grid.Token) error {
	mine, his := map[int]string{}, map[string]int{}
	for r, row := range sol {
		for c, tok := range row {
			m, ok1 := mine[a.Regions[r][c]]
			h, ok2 := his[tok.Text]
			if ok1 != ok2 || ok1 && (m != tok.Text || h != a.Regions[r][c]) {
				return tok.Errorf("region %d, Janko's %q: not the same rectangles", a.Regions[r][c], tok.Text)
			}
			mine[a.Regions[r][c]], his[tok.Text] = tok.Text, a.Regions[r][c]
		}
	}
	return nil
}

// linesAre: Janko writes a cell's lines as the compass points they leave
// by, in German (o for Ost, east), "-" for a cell no line passes.
func linesAre(a jankoAnswer, sol [][]grid.Token) error {
	got := make([][]string, len(sol))
	for r := range got {
		got[r] = make([]string, len(sol[r]))
	}
	for _, p := range a.Paths {
		for k := 1; k < len(p); k++ {
			for _, end := range [2][2][2]int{{p[k-1], p[k]}, {p[k], p[k-1]}} {
				from, to := end[0], end[1]
				d := map[[2]int]string{{-1, 0}: "n", {1, 0}: "s", {0, 1}: "e", {0, -1}: "w"}[[2]int{to[0] - from[0], to[1] - from[1]}]
				got[from[0]][from[1]] += d
			}
		}
	}
	for r, row := range sol {
		for c, tok := range row {
			want := strings.NewReplacer("o", "e", "-", "").Replace(tok.Text)
			if !sameLetters(got[r][c], want) {
				return tok.Errorf("lines %q, Janko's solution %q", got[r][c], tok.Text)
			}
		}
	}
	return nil
}

// loopIs: the loop's cells in order, closed, are a path for linesAre.
func loopIs(a jankoAnswer, sol [][]grid.Token) error {
	if len(a.Loop) == 0 {
		return fmt.Errorf("no loop")
	}
	a.Paths = [][][2]int{append(a.Loop, a.Loop[0])}
	return linesAre(a, sol)
}

// bridgesAre: Janko marks the cells a bridge crosses, 1 or 2 across, a
// or b down; the islands and the water are "-".
func bridgesAre(a jankoAnswer, sol [][]grid.Token) error {
	want := map[[2]int]string{}
	for _, b := range a.Bridges {
		for r, c := b[0], b[1]; ; {
			if r, c = r+min(1, b[2]-r), c+min(1, b[3]-c); r == b[2] && c == b[3] {
				break
			}
			want[[2]int{r, c}] = map[bool]string{true: "12", false: "ab"}[r == b[0]][b[4]-1 : b[4]]
		}
	}
	for r, row := range sol {
		for c, tok := range row {
			if w, ok := want[[2]int{r, c}]; w != tok.Text && (ok || tok.Text != "-") {
				return tok.Errorf("a bridge %q, Janko's solution %q", w, tok.Text)
			}
		}
	}
	return nil
}

// dominoesAre: Janko names each domino by a letter; the two cells of
// each of ours must share one, and no other cell.
func dominoesAre(a jankoAnswer, sol [][]grid.Token) error {
	a.Regions = make([][]int, len(sol))
	for r := range sol {
		a.Regions[r] = make([]int, len(sol[r]))
	}
	for k, d := range a.Dominoes {
		a.Regions[d[0]][d[1]], a.Regions[d[2]][d[3]] = k+1, k+1
	}
	return regionsAre(a, sol)
}

// rowsAre compares a JSON answer's "grid" of row strings with Janko's
// solution, a character against a token, by same.
func rowsAre(same func(got byte, his string) bool) func(a jankoAnswer, sol [][]grid.Token) error {
	return func(a jankoAnswer, sol [][]grid.Token) error {
		var g []string
		if err := json.Unmarshal(a.Grid, &g); err != nil {
			return err
		}
		for r, row := range sol {
			for c, tok := range row {
				if !same(g[r][c], tok.Text) {
					return tok.Errorf("%c, Janko's solution %q", g[r][c], tok.Text)
				}
			}
		}
		return nil
	}
}

// Akari: Janko's "o" is a light, puzzlesat's "*".
var lightsAre = rowsAre(func(got byte, his string) bool { return (got == '*') == (his == "o") })

// Shakashaka: Janko names a triangle by its corner as puzzlesat numbers
// it (1 lower left ... 4 lower right); his "-" is a white or a black cell.
var trianglesAre = rowsAre(func(got byte, his string) bool {
	want, ok := map[string]byte{"-": '.', "sw": '1', "nw": '2', "ne": '3', "se": '4'}[his]
	return ok && (got == want || his == "-" && strings.IndexByte(".1234", got) < 0)
})

// Slant: Janko's / and \\ a cell, as puzzlesat writes them.
var slantsAre = rowsAre(func(got byte, his string) bool { return string(got) == his })

func sameLetters(a, b string) bool {
	x, y := []byte(a), []byte(b)
	slices.Sort(x)
	slices.Sort(y)
	return string(x) == string(y)
}

// TestJankoBlocks: each genre that reads Janko's data blocks (janko.at)
// proves every collected puzzle unique, and its solution is Janko's own,
// cell by cell. The blocks are read as a user gives them, whole files of
// several.
func TestJankoBlocks(t *testing.T) {
	for genre, check := range jankoChecks {
		t.Run(genre, func(t *testing.T) {
			file := "../../testdata/" + genre + "/janko-data.x-janko"
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			blocks, err := grid.ReadJanko(data, file)
			if err != nil {
				t.Fatal(err)
			}
			out, errs, code := runCLI(t, "", genre, "--unique", "--format", "json", "-j", "1", file)
			if code != 0 {
				t.Fatalf("exit %d:\n%s", code, errs)
			}
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if len(lines) != len(blocks) || len(blocks) < 10 {
				t.Fatalf("%d answers for %d blocks", len(lines), len(blocks))
			}
			for k, l := range lines {
				var a jankoAnswer
				if err := json.Unmarshal([]byte(l), &a); err != nil {
					t.Fatal(err)
				}
				sol := blocks[k].Grids["solution"]
				if !a.Unique || sol == nil {
					t.Fatalf("%s: unique %v, Janko's solution given %v", a.Puzzle, a.Unique, sol != nil)
				}
				if err := check(a, sol); err != nil {
					t.Errorf("%s: %v", a.Puzzle, err)
				}
			}
		})
	}
}

// TestJankoBadInput: a block of another puzzle, or a bad cell, is one line
// naming its place in the block, and exit 2.
func TestJankoBadInput(t *testing.T) {
	for _, c := range []struct{ genre, in, want string }{
		{"nurikabe", "begin\npuzzle sudoku\nsize 1\nproblem\n-\nend\n", `<stdin>:2:8: a Janko block of "sudoku": expected nurikabe`},
		{"nurikabe", "begin\npuzzle nurikabe\nsize 2\nproblem\n- z\n- -\nend\n", `<stdin>:5:3: "z": expected a number`},
		{"heyawake", "begin\npuzzle heyawake\nsize 2\nend\n", "<stdin>:1:1: a Janko block without its problem (or areas) grid"},
		{"tapa", "begin\npuzzle tapa\nsize 2\nproblem\n- -\n- -\n", "<stdin>:1:1: a Janko block without its end line"},
		{"kakuro", "begin\npuzzle kakuro\nsize 2\nsolution\n- -\n- z\nend\n", `<stdin>:6:3: "z": expected . (white)`},
		{"kakuro", "begin\npuzzle kakuro\nsize 2\nproblem\nx 3\n5 +1\nend\n", `<stdin>:6:3: "+1": expected . (white)`},
	} {
		_, errs, code := runCLI(t, c.in, c.genre)
		if code != 2 || !strings.HasPrefix(errs, "puzzlesat: "+c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s %q: exit %d, %q; want 2 and %q", c.genre, c.in, code, errs, c.want)
		}
	}
}

// TestJankoSourceLink: a block whose source is a puzz.link address (as
// Janko's Arukone 421 gives it) is read as the block, not as a list of
// links.
func TestJankoSourceLink(t *testing.T) {
	in := "begin\npuzzle arukone\nsource https://puzz.link/p?numlin/2/1/11\nrows 1\ncols 2\nproblem\n1 1\nend\n"
	out, errs, code := runCLI(t, in, "numberlink", "--unique")
	if code != 0 || !strings.Contains(out, "1──1") {
		t.Errorf("exit %d:\n%s%s", code, out, errs)
	}
}
