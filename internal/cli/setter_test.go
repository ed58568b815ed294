package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// top95's first puzzle with two givens blanked has many solutions; with
// its first given changed to 5 it has none (two 5s in row 1).
const (
	sudokuMany     = "........5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	sudokuConflict = "5.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
)

func TestSetterFlagsSudoku(t *testing.T) {
	out, errs, code := runCLI(t, sudokuMany, "sudoku", "--forced")
	if code != 0 || len(strings.TrimSpace(out)) != 81 || !strings.Contains(out, ".") {
		t.Fatalf("--forced: exit %d, %q %s", code, out, errs)
	}
	out, _, code = runCLI(t, sudokuMany, "sudoku", "--forced", "--format", "json")
	var obj struct {
		Status string
		Forced [][]int
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || obj.Status != "sat" || len(obj.Forced) != 9 || obj.Forced[0][8] != 5 {
		t.Fatalf("--forced json: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, sudokuConflict, "sudoku", "--explain")
	if code != 1 || !strings.HasPrefix(out, "these givens cannot all hold: ") || !strings.Contains(out, "r1c1=5") {
		t.Fatalf("--explain: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, sudokuConflict, "sudoku", "--explain", "--format", "json")
	var ex struct {
		Status   string
		Conflict []string
	}
	if code != 1 || json.Unmarshal([]byte(out), &ex) != nil || ex.Status != "unsat" || len(ex.Conflict) != 2 {
		t.Fatalf("--explain json: exit %d, %q", code, out)
	}
	_, errs, code = runCLI(t, sudokuMany, "sudoku", "--explain")
	if code != 0 || !strings.Contains(errs, "has a solution") {
		t.Fatalf("--explain on a solvable puzzle: exit %d, %q", code, errs)
	}
	out, _, code = runCLI(t, sudokuMany, "sudoku", "--suggest")
	if code != 0 || !strings.HasPrefix(out, "add r") {
		t.Fatalf("--suggest: exit %d, %q", code, out)
	}
	// The suggested givens, added, make the puzzle unique.
	grid := []byte(strings.TrimSpace(sudokuMany))
	for _, name := range strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "add ")), ", ") {
		var r, c int
		var v byte
		if _, err := fmtSscanf(name, &r, &c, &v); err != nil {
			t.Fatal(err)
		}
		grid[(r-1)*9+c-1] = v
	}
	if _, errs, code := runCLI(t, string(grid)+"\n", "sudoku", "--unique"); code != 0 {
		t.Fatalf("the suggested givens leave it not unique: %s", errs)
	}
	_, errs, code = runCLI(t, sudokuConflict, "sudoku", "--suggest")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Fatalf("--suggest without a solution: exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, sudokuConflict, "sudoku", "--forced")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Fatalf("--forced without a solution: exit %d, %q", code, errs)
	}
}

func TestSetterFlagsOtherGenres(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"binox", "--forced", binoxData + "puzzle_4.json"}, 0, "."},
		{[]string{"binox", "--suggest", binoxData + "puzzle_4.json"}, 0, "add r"},
		{[]string{"troix", "--forced", "--format", "json", troixData + "puzzle_4.json"}, 0, `"forced":["`},
		{[]string{"starbattle", "--forced", "--format", "json", sbData + "norvig_5x5_1.txt"}, 0, `"forced_stars":[[3,0]]`},
		{[]string{"starbattle", "--suggest", sbData + "norvig_5x5_1.txt"}, 0, "=star"},
		{[]string{"queens", "8", "--place", "0,0", "--place", "1,1", "--explain"}, 1, "r1c1=Q, r2c2=Q"},
		{[]string{"queens", "3", "--explain"}, 1, "the rules alone cannot hold"},
		{[]string{"queens", "8", "--place", "0,0", "--suggest", "--format", "json"}, 0, `"suggest":["r`},
		{[]string{"queens", "6", "--forced"}, 0, "?"},
	} {
		out, errs, code := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d, %q %s; want exit %d and %q", tc.args, code, out, errs, tc.code, tc.want)
		}
	}
}

func TestSetterFlagsUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--forced", "--count"},
		{"--explain", "--unique"},
		{"--suggest", "--all"},
		{"--forced", "--explain"},
		{"--suggest", "--limit", "2"},
	} {
		_, errs, code := runCLI(t, sudokuMany, append([]string{"sudoku"}, args...)...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
	_, errs, code := runCLI(t, sudokuMany, "sudoku", "--forced", "--timeout", "1ns")
	if code != 3 || !strings.Contains(errs, "stopped by --timeout") {
		t.Errorf("--forced --timeout 1ns: exit %d, %q", code, errs)
	}
}

// fmtSscanf reads a Sudoku given's name, "r3c4=7".
func fmtSscanf(name string, r, c *int, v *byte) (int, error) {
	return fmt.Sscanf(name, "r%dc%d=%c", r, c, v)
}

func TestHintAndRateFlags(t *testing.T) {
	top := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	out, errs, code := runCLI(t, top, "sudoku", "--hint")
	if code != 0 || !strings.Contains(out, "(level ") {
		t.Fatalf("--hint: exit %d, %q %s", code, out, errs)
	}
	out, _, code = runCLI(t, top, "sudoku", "--hint", "--format", "json")
	var h struct {
		Hint struct {
			Cell   string
			Level  int
			Reason []string
		}
	}
	if code != 0 || json.Unmarshal([]byte(out), &h) != nil || !strings.HasPrefix(h.Hint.Cell, "r") || len(h.Hint.Reason) == 0 {
		t.Fatalf("--hint json: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, top, "sudoku", "--rate", "--format", "json")
	var r rateJSON
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Rating.Level != 2.0 || r.Rating.Steps["0"] == 0 {
		t.Fatalf("--rate json: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "", "sudoku", "--rate", "../../testdata/sudoku/kaggle_40.txt")
	if code != 0 || strings.Count(out, "level 0 (") != 40 {
		t.Fatalf("--rate on Kaggle's 40 easy puzzles: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"binox", "--hint", binoxData + "puzzle_5.json"},
		{"troix", "--rate", troixData + "puzzle_3.json"},
		{"starbattle", "--hint", sbData + "psb_kr05_10x10_2.txt"},
		{"queens", "8", "--place", "0,0", "--hint"},
	} {
		if out, errs, code := runCLI(t, "", args...); code != 0 || !strings.Contains(out, "level") {
			t.Errorf("%v: exit %d, %q %s", args, code, out, errs)
		}
	}
}

// TestExplainTypo: a hand-typed 16×16 with one typo (r1c4 gets the D of
// r1c1) is explained by the two givens that clash, not by one of the
// large sets that also conflict (the other givens fix r1c4 to another
// digit); the deletion alone, started from every given, found 95.
func TestExplainTypo(t *testing.T) {
	data, err := os.ReadFile(sudokuFile("janko16_3.chars.txt"))
	if err != nil {
		t.Fatal(err)
	}
	line := strings.SplitN(string(data), "\n", 2)[0]
	if line[0] != 'D' || line[3] != '.' {
		t.Fatalf("janko16_3's first line changed: %q", line[:4])
	}
	out, errs, code := runCLI(t, line[:3]+"D"+line[4:]+"\n", "sudoku", "--explain")
	if code != 1 || out != "these givens cannot all hold: r1c1=D, r1c4=D\n" {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
}

// A rating that no deduction starts says so, rather than "(steps: then
// search)": an empty 4×4 Akari, where no light is forced.
func TestRateSearchFromTheStart(t *testing.T) {
	out, errs, code := runCLI(t, "", "akari", "--rate", "4x4:p")
	if code != 0 || out != "level search (no cell follows up to level 2: search from the start)\n" {
		t.Errorf("exit %d, %q %s", code, out, errs)
	}
}

// A link format writes the puzzles without solving, so a setter's question
// with it is refused, as --count is (it was passed over in silence), and
// so is --split (which wrote links and no job file, without a word).
func TestLinkFormatRefusesQuestions(t *testing.T) {
	split := t.TempDir()
	for _, args := range [][]string{{"--format", "url", "--forced"}, {"--format", "tatham", "--hint"}, {"--format", "url", "--split", split}, {"--format", "tatham", "--count"}} {
		out, errs, code := runCLI(t, "", append([]string{"akari"}, append(args, "4x4:p")...)...)
		if code != 2 || out != "" || !strings.Contains(errs, "without solving: it takes no "+args[2]) {
			t.Errorf("%v: exit %d, %q %q", args, code, out, errs)
		}
	}
}

// A puzzle without a solution gets no hint: anything follows from it, so
// reasoning that does not see the contradiction gave one (a Sudoku with
// one given changed, 0 solutions: "r7c2=2 (level 0: ...)", exit 0; three
// queens on a 3×3; a Shikaku without numbers was "does not name its
// cells").
func TestHintNoSolution(t *testing.T) {
	const bad = ".8.4....61...6......2..7............24.7...5..53..48.7..9..8.1...8..27......352..\n"
	if out, _, code := runCLI(t, bad, "sudoku", "--count"); strings.TrimSpace(out) != "0" {
		t.Fatalf("the changed Sudoku: --count exit %d %q, expected 0 solutions", code, out)
	}
	for _, tc := range []struct {
		stdin string
		args  []string
	}{
		{bad, []string{"sudoku", "--hint"}},
		{bad, []string{"sudoku", "--rate"}},
		{"", []string{"queens", "3", "--hint"}},
		{". .\n. .\n", []string{"shikaku", "--hint"}},
	} {
		out, errs, code := runCLI(t, tc.stdin, tc.args...)
		if code != 1 || !strings.Contains(errs, "no solution") || strings.Contains(out+errs, "level") {
			t.Errorf("%v: exit %d, %q %s; expected no solution, exit 1", tc.args, code, out, errs)
		}
	}
}

// --explain on Nurikabe, whose switched-off clue still shapes the model:
// the set it found by selectors ("r1c2=1" for "2 1 / . .", the rules of
// two islands for a 6×6 whose 1 sits beside a 6) has a solution as typed.
// The answer is now the givens without any one of which the rest have a
// solution, each checked here by typing the puzzle without it.
func TestExplainChecksTypedPuzzle(t *testing.T) {
	for _, tc := range []struct {
		grid string
		want []string
	}{
		{"2 1\n. .\n", []string{"r1c1=2", "r1c2=1"}},
		{". . . . 6 .\n. . . . . .\n4 . . . 6 .\n. . . . 1 .\n. . . . . .\n. . . . 2 .\n", []string{"r4c5=1"}},
	} {
		out, errs, code := runCLI(t, tc.grid, "nurikabe", "--explain")
		const lead = "without any one of these givens the rest have a solution: "
		if code != 1 || out != lead+strings.Join(tc.want, ", ")+"\n" {
			t.Errorf("%q: exit %d, %q %s; expected %q", tc.grid, code, out, errs, tc.want)
			continue
		}
		rows := strings.Split(strings.TrimSpace(tc.grid), "\n")
		for _, name := range tc.want {
			var r, c, n int
			fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &n)
			cells := strings.Fields(rows[r-1])
			if cells[c-1] != strconv.Itoa(n) {
				t.Fatalf("%s names no clue of the grid", name)
			}
			cells[c-1] = "."
			edited := append(append(append([]string(nil), rows[:r-1]...), strings.Join(cells, " ")), rows[r:]...)
			if out, _, _ := runCLI(t, strings.Join(edited, "\n")+"\n", "nurikabe", "--count", "--limit", "1"); strings.TrimSpace(out) != "1" {
				t.Errorf("%q without %s: %q solutions, expected some", tc.grid, name, out)
			}
		}
	}
}

// --explain on a Nurikabe whose typo is a number that has to change: no
// removal mends it (a grid of fewer islands is covered by none), so the
// answer named rule instances. It now names the givens whose value left
// open ('?') gives a solution, the typo's among them, each checked here by
// typing the puzzle so and by typing it without the given.
func TestExplainOpensNumbers(t *testing.T) {
	rows := []string{". . . . 2", ". . . . .", ". . . . .", ". . 2 . .", "4 . . . 3"} // r1c5 was 5
	out, errs, code := runCLI(t, strings.Join(rows, "\n")+"\n", "nurikabe", "--explain")
	const lead = "with the value of any one of these givens left open ('?') the puzzle has a solution: "
	if code != 1 || !strings.HasPrefix(out, lead) || !strings.Contains(out, "r1c5=2") {
		t.Fatalf("exit %d, %q %s; expected %q naming r1c5=2", code, out, errs, lead)
	}
	for _, name := range strings.Split(strings.TrimSpace(strings.TrimPrefix(out, lead)), ", ") {
		var r, c, n int
		fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &n)
		for _, with := range []string{"?", "."} {
			cells := strings.Fields(rows[r-1])
			if cells[c-1] != strconv.Itoa(n) {
				t.Fatalf("%s names no clue of the grid", name)
			}
			cells[c-1] = with
			edited := append(append(append([]string(nil), rows[:r-1]...), strings.Join(cells, " ")), rows[r:]...)
			got, _, _ := runCLI(t, strings.Join(edited, "\n")+"\n", "nurikabe", "--count", "--limit", "1")
			if want := map[string]string{"?": "1", ".": "0"}[with]; strings.TrimSpace(got) != want {
				t.Errorf("%s as %q: %q solutions, expected %s", name, with, got, want)
			}
		}
	}
	if out, errs, _ := runCLI(t, strings.Join(rows, "\n")+"\n", "nurikabe", "--explain", "--format", "json"); !strings.Contains(out, `"opens":true`) {
		t.Errorf("JSON %s %s: expected \"opens\": true", out, errs)
	}
}

// A batch written as links names the puzzle a link cannot hold by its
// file and line (it named the file alone: a 5 in a 3×3 of the third
// Fillomino of three).
func TestWriteLinksNamesPuzzle(t *testing.T) {
	file := filepath.Join(t.TempDir(), "three.txt")
	if err := os.WriteFile(file, []byte("1 . .\n. 2 .\n. . 3\n---\n. . .\n. 5 .\n. . .\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runCLI(t, "", "fillomino", "--format", "tatham", file)
	if code != 2 || !strings.HasPrefix(errs, "puzzlesat: "+file+":5: --format tatham: ") {
		t.Errorf("exit %d, %q; expected the error of %s:5", code, errs, file)
	}
}

// --split and --merge together are refused as such, before --split's
// folder is looked at (it said the folder held "1 job or result files").
func TestSplitAndMergeTogether(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "job-000000.job"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runCLI(t, "", "queens", "6", "--count", "--merge", dir, "--split", dir)
	if code != 2 || !strings.Contains(errs, "--split and --merge: one or the other") {
		t.Errorf("exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, "", "queens", "6", "--count", "--split", dir)
	if code != 2 || !strings.Contains(errs, "holds a job or result file of an earlier split") {
		t.Errorf("exit %d, %q", code, errs)
	}
}

// A genre flag out of range names the flag (Hashi blamed the puzzle's
// option line; Fillomino took --max -3 for the default).
func TestGenreFlagRanges(t *testing.T) {
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"2 . 2\n", []string{"hashi", "--max-bridges", "9"}, "--max-bridges 9: expected 1 to 4"},
		{". . .\n. 2 .\n. . .\n", []string{"fillomino", "--max", "-3"}, "--max -3: expected 0"},
	} {
		if _, errs, code := runCLI(t, tc.stdin, tc.args...); code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; expected %q", tc.args, code, errs, tc.want)
		}
	}
}

// A list with no puzzle in it says what a list holds in the plural (it
// said "a puzz.link URL or a game IDs").
func TestEmptyListWording(t *testing.T) {
	file := filepath.Join(t.TempDir(), "list.txt")
	if err := os.WriteFile(file, []byte("one\ttwo\thttps://puzz.link/p?akari/3/3/g0h\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := runCLI(t, "", "akari", file); code != 2 || !strings.Contains(errs, "expected puzz.link URLs or game IDs, one a line") {
		t.Errorf("exit %d, %q", code, errs)
	}
}

// --proof after a stop says so, not "nothing to prove" (a tester's find).
func TestProofAfterStop(t *testing.T) {
	proof := filepath.Join(t.TempDir(), "p.drup")
	_, errs, code := runCLI(t, "", "nurikabe", "--unique", "--proof", proof, "--timeout", "1ns", "../../testdata/nurikabe/wikipedia.txt")
	if code != 3 || !strings.Contains(errs, "--proof: none written: the search was stopped") || strings.Contains(errs, "nothing to prove") {
		t.Errorf("exit %d, %q", code, errs)
	}
}

// TestHintSolvedAlready: "solved already" is said of a puzzle whose
// givens state every cell (a Sudoku given in full), not of one whose
// clues fix every cell by counting (four 4s in the corners of a 3×3
// Hashi): that one gets a bridge as its hint, and a rating of steps.
func TestHintSolvedAlready(t *testing.T) {
	const full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n"
	out, errs, code := runCLI(t, full, "sudoku", "--hint")
	if code != 0 || out != "" || !strings.Contains(errs, "solved already") {
		t.Errorf("a full Sudoku's --hint: exit %d, %q %q", code, out, errs)
	}
	const square = "4 . 4\n. . .\n4 . 4\n"
	out, errs, code = runCLI(t, square, "hashi", "--hint")
	if code != 0 || !strings.HasPrefix(out, "r1c1-r") || !strings.Contains(out, "(level 0: r") || strings.Contains(errs, "solved already") {
		t.Errorf("the Hashi square's --hint: exit %d, %q %q", code, out, errs)
	}
	out, _, code = runCLI(t, square, "hashi", "--rate", "--format", "json")
	var r rateJSON
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Rating.Level != 0.0 || r.Rating.Steps["0"] == 0 {
		t.Errorf("the Hashi square's --rate: exit %d, %q", code, out)
	}
	// A full Sudoku's rating has no steps, and says so; so has an Akari
	// of walls alone, which has no cell at all (it said "akari does not
	// name its cells and rules", exit 2).
	if out, _, code = runCLI(t, full, "sudoku", "--rate"); code != 0 || out != "level 0 (no steps: the givens decide every cell)\n" {
		t.Errorf("a full Sudoku's --rate: exit %d, %q", code, out)
	}
	const walls = "# # #\n# # #\n"
	if out, errs, code = runCLI(t, walls, "akari", "--hint"); code != 0 || out != "" || !strings.Contains(errs, "solved already") {
		t.Errorf("walls' --hint: exit %d, %q %q", code, out, errs)
	}
	if out, errs, code = runCLI(t, walls, "akari", "--rate"); code != 0 || out != "level 0 (no steps: the givens decide every cell)\n" {
		t.Errorf("walls' --rate: exit %d, %q %q", code, out, errs)
	}
}

// rateJSON is the JSON answer of --rate: the level (a number, or
// "search") and the steps at each level.
type rateJSON struct {
	Rating struct {
		Level any
		Steps map[string]int
	}
}
