package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

var sudokuData = filepath.Join("..", "..", "testdata", "sudoku")

func sudokuFile(name string) string { return filepath.Join(sudokuData, name) }

// checkLines parses one-line answers and checks each against its puzzle
// line with Verify, in order.
func checkLines(t *testing.T, puzzles, answers string) {
	t.Helper()
	ps := strings.Fields(puzzles)
	as := strings.Fields(answers)
	if len(ps) != len(as) {
		t.Fatalf("%d puzzles, %d answers", len(ps), len(as))
	}
	for i := range ps {
		p, _, err := sudoku.Parse(strings.NewReader(ps[i]), "puzzle", sudoku.Options{})
		if err != nil {
			t.Fatal(err)
		}
		g, _, err := sudoku.Parse(strings.NewReader(as[i]), "answer", sudoku.Options{})
		if err != nil {
			t.Fatalf("answer %d: %v", i+1, err)
		}
		if err := sudoku.Verify(p, g.Cells); err != nil {
			t.Errorf("answer %d does not solve puzzle %d: %v", i+1, i+1, err)
		}
	}
}

func TestSudokuBatchInOrder(t *testing.T) {
	in, err := os.ReadFile(sudokuFile("kaggle_40.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(sudokuFile("kaggle_40_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"-j", "1"}, {"-j", "2"}, {"-j", "2", "--model", "full"}, {"-j", "1", "--amo", "pairwise"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errs, code := runCLI(t, "", append([]string{"sudoku", sudokuFile("kaggle_40.txt")}, args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			checkLines(t, string(in), out)
			if out != string(want) {
				t.Errorf("answers differ from the published solutions")
			}
		})
	}
	// Standard input, and a file given twice: answers for both, in order.
	out, _, code := runCLI(t, string(in), "sudoku", "-j", "2", "-", sudokuFile("royle17_30.txt"))
	royle, _ := os.ReadFile(sudokuFile("royle17_30.txt"))
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	checkLines(t, string(in)+string(royle), out)
}

func TestSudokuFormatsAnswerInKind(t *testing.T) {
	tests := []struct {
		file  string
		args  []string
		check func(t *testing.T, out string)
	}{
		{"grid_seps.txt", nil, func(t *testing.T, out string) {
			if !strings.Contains(out, "------+-------+------") || strings.Count(out, "\n") != 11 {
				t.Errorf("want a grid with separators, got\n%s", out)
			}
		}},
		{"ints_rows.txt", nil, func(t *testing.T, out string) {
			if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 9 || len(strings.Fields(lines[0])) != 9 {
				t.Errorf("want 9 rows of 9 integers, got\n%s", out)
			}
		}},
		{"article.json", nil, func(t *testing.T, out string) {
			var v struct {
				Shape int                           `json:"shape"`
				Fixed []struct{ Row, Col, Val int } `json:"fixed_cells"`
			}
			if err := json.Unmarshal([]byte(out), &v); err != nil || v.Shape != 9 || len(v.Fixed) != 81 {
				t.Errorf("want the JSON form with 81 fixed cells, got %s (%v)", out, err)
			}
		}},
		{"rk16.txt", nil, func(t *testing.T, out string) {
			if len(strings.Fields(out)) != 256 || strings.Count(out, "\n") != 1 {
				t.Errorf("want 256 integers on one line")
			}
		}},
		{"janko16_3.chars.txt", nil, func(t *testing.T, out string) {
			for _, l := range strings.Fields(out) {
				if len(l) != 256 || strings.ContainsAny(l, ".0H") {
					t.Errorf("want lines of 256 characters 1-9A-G, got %q", l)
				}
			}
		}},
		{"six_2x3.txt", []string{"--limit", "1"}, func(t *testing.T, out string) {
			if !strings.Contains(out, "------+------") {
				t.Errorf("want 2×3 blocks drawn, got\n%s", out)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := sudokuFile(tt.file)
			out, errs, code := runCLI(t, "", append([]string{"sudoku", path}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			tt.check(t, out)
			// The answer reads back as a solution of the puzzle.
			f, _ := os.Open(path)
			defer f.Close()
			rd := sudoku.NewReader(f, path, sudoku.Options{})
			ans := sudoku.NewReader(strings.NewReader(out), "answer", sudoku.Options{})
			for {
				p, err := rd.Next()
				if err != nil {
					break
				}
				g, err := ans.Next()
				if err != nil {
					t.Fatalf("answer: %v", err)
				}
				if g.BoxRows != p.BoxRows && p.N != 6 {
					t.Errorf("blocks %d×%d, puzzle %d×%d", g.BoxRows, g.BoxCols, p.BoxRows, p.BoxCols)
				}
				if err := sudoku.Verify(p, g.Cells); err != nil {
					t.Errorf("answer does not solve the puzzle: %v", err)
				}
			}
		})
	}
}

func TestSudokuJSON(t *testing.T) {
	out, _, code := runCLI(t, "", "sudoku", "--format", "json", "--stats", sudokuFile("royle17_30.txt"))
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 30 {
		t.Fatalf("%d lines, want 30", len(lines))
	}
	for i, l := range lines {
		var v struct {
			Puzzle string         `json:"puzzle"`
			Status string         `json:"status"`
			Grid   [][]int        `json:"grid"`
			Stats  map[string]any `json:"stats"`
		}
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatal(err)
		}
		if v.Status != "sat" || len(v.Grid) != 9 || v.Stats == nil || !strings.HasSuffix(v.Puzzle, ":"+strconv.Itoa(i+1)) {
			t.Errorf("line %d: %s", i+1, l)
		}
	}
	// Counting in JSON.
	out, _, _ = runCLI(t, "", "sudoku", "--format", "json", "--count", sudokuFile("six_2x3.txt"))
	if !strings.Contains(out, `"count":`) {
		t.Errorf("count in JSON: %s", out)
	}
}

func TestSudokuCountAllLimitUnique(t *testing.T) {
	six := sudokuFile("six_2x3.txt")
	out, _, code := runCLI(t, "", "sudoku", "--count", six)
	if code != 0 {
		t.Fatalf("--count: exit %d", code)
	}
	count := lastLine(out)
	for _, j := range []string{"1", "2"} {
		out, errs, code := runCLI(t, "", "sudoku", "--all", "-j", j, six)
		if code != 0 {
			t.Fatalf("--all: exit %d", code)
		}
		grids := strings.Split(strings.TrimSpace(out), "\n\n")
		if len(grids) != atoi(t, count) || !strings.Contains(errs, count+" solutions") {
			t.Errorf("-j %s: --all printed %d grids (%q), --count says %s", j, len(grids), errs, count)
		}
		seen := map[string]bool{}
		p, _, _ := sudoku.Parse(mustOpen(t, six), six, sudoku.Options{})
		for _, g := range grids {
			if seen[g] {
				t.Errorf("a solution printed twice")
			}
			seen[g] = true
			q, _, err := sudoku.Parse(strings.NewReader(g), "grid", sudoku.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := sudoku.Verify(p, q.Cells); err != nil {
				t.Error(err)
			}
		}
	}
	if atoi(t, count) < 3 {
		t.Fatalf("six_2x3 should have several solutions, --count says %s", count)
	}
	out, _, _ = runCLI(t, "", "sudoku", "--all", "--limit", "2", six)
	if n := len(strings.Split(strings.TrimSpace(out), "\n\n")); n != 2 {
		t.Errorf("--limit 2 printed %d grids", n)
	}
	out, errs, code := runCLI(t, "", "sudoku", "--unique", six)
	if code != 1 || !strings.Contains(errs, "not unique") {
		t.Errorf("--unique on a puzzle with %s solutions: exit %d, %q", count, code, errs)
	}
	// The two solutions found are shown as grids, a blank line apart.
	if grids := strings.Split(strings.TrimSpace(out), "\n\n"); len(grids) != 2 {
		t.Errorf("--unique printed %d grids, want the 2 found: %q", len(grids), out)
	}
	// In JSON each object says whether the puzzle is unique.
	out, _, _ = runCLI(t, "", "sudoku", "--unique", "--format", "json", six)
	if n := strings.Count(out, `"unique":false`); n != 2 || strings.Contains(out, `"unique":true`) {
		t.Errorf("--unique --format json on six_2x3: %q", out)
	}
	out, _, _ = runCLI(t, "", "sudoku", "--unique", "--format", "json", sudokuFile("rk16.txt"))
	if !strings.Contains(out, `"unique":true`) {
		t.Errorf("--unique --format json on rk16: %q", out)
	}
	// And when there is no solution, as the README says (QA: it was left
	// out, where the exit code said 1).
	for _, tc := range []struct {
		stdin string
		args  []string
	}{{"", []string{"queens", "3"}}, {"11" + strings.Repeat(".", 79) + "\n", []string{"sudoku"}}} {
		out, _, code := runCLI(t, tc.stdin, append(tc.args, "--unique", "--format", "json")...)
		if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"unique":false`) {
			t.Errorf("%v --unique --format json: exit %d, %q", tc.args, code, out)
		}
	}
	if _, errs, code := runCLI(t, "", "sudoku", "--unique", "-j", "2", sudokuFile("top95.txt")); code != 0 {
		t.Errorf("--unique on top95: exit %d, %s", code, errs)
	}
	// Serg's benchmark: every puzzle has two or more solutions, and
	// --unique says so of each, leaving each answer line empty.
	out, errs, code = runCLI(t, "", "sudoku", "--unique", sudokuFile("serg_35.txt"))
	if code != 1 || strings.Count(errs, ": not unique") != 35 || out != strings.Repeat("\n", 35) {
		t.Errorf("--unique on serg_35: exit %d, %d 'not unique' lines, stdout %q", code, strings.Count(errs, ": not unique"), out)
	}
	// A batch with one puzzle not unique fails as a whole, and says which.
	in := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n" +
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1........\n"
	if _, errs, code := runCLI(t, in, "sudoku", "--unique"); code != 1 || !strings.Contains(errs, "<stdin>:2: not unique") {
		t.Errorf("--unique on a batch: exit %d, %q", code, errs)
	}
}

func mustOpen(t *testing.T, path string) *os.File {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func atoi(t *testing.T, s string) int {
	n := 0
	for _, ch := range s {
		if ch < '0' || ch > '9' {
			t.Fatalf("not a number: %q", s)
		}
		n = n*10 + int(ch-'0')
	}
	return n
}

func TestSudokuNoSolution(t *testing.T) {
	for _, model := range []string{"full", "reduced"} {
		out, errs, code := runCLI(t, "", "sudoku", "--model", model, sudokuFile("contradiction.txt"))
		// A one-line puzzle's answer line is left empty (see
		// TestSudokuBatchLinesAligned).
		if code != 1 || out != "\n" || !strings.Contains(errs, "no solution") {
			t.Errorf("--model %s: exit %d, stdout %q, stderr %q", model, code, out, errs)
		}
	}
	out, _, code := runCLI(t, "", "sudoku", "--format", "json", sudokuFile("contradiction.txt"))
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) {
		t.Errorf("JSON: exit %d, %s", code, out)
	}
}

func TestSudokuBadInput(t *testing.T) {
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	tests := []struct {
		name, in string
		args     []string
		want     string
	}{
		{"empty", "", nil, "<stdin>:1:1: empty input"},
		{"short line in batch", line + "\n" + line[:80] + "\n", nil, "<stdin>:2:1: a line of 80 characters: expected 81"},
		{"bad character", line[:10] + "?" + line[11:] + "\n", nil, "<stdin>:1:11: unexpected '?'"},
		{"letter too big", line[:10] + "x" + line[11:] + "\n", nil, "<stdin>:1:11: 'x' stands for 59 (the letters go on from 9, A for 10): expected a value from 1 to 9"},
		{"value too big for 4x4, so a 16×16 row", "1..A............\n", nil, "<stdin>:2:1: the input ends after 1 of the 16 rows of a 16×16 grid"},
		{"ragged grid", "53..7....\n6..195...\n.98....6.\n8...6...\n", nil, "<stdin>:4:1: a row of 8 cells: expected 9"},
		{"grid ends early", "53..7....\n6..195...\n", nil, "<stdin>:3:1: the input ends after 2 of the 9 rows"},
		{"separator lines only", "---\n+---+---+\n", nil, "<stdin>:3:1: the input ends after separator lines: expected the rows of a sudoku"},
		{"ints ragged", "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0\n", nil, "<stdin>:2:1: a row of 8 integers: expected 9"},
		{"ints too big", "5 3 0 0 7 0 0 0 10\n", nil, "<stdin>:1:"},
		{"a line of 81 ints, one too big", strings.Repeat("0 ", 80) + "10\n", nil, "<stdin>:1:161: 10: expected a value from 1 to 9, or 0 for a blank, for a 9×9 puzzle on one line"},
		{"a line of 81 ints, one negative", strings.Repeat("0 ", 80) + "-3\n", nil, "<stdin>:1:161: unexpected '-': expected whitespace-separated integers"},
		{"an int past the largest, quoted whole", strings.Repeat("0 ", 80) + "99999999999999999999\n", nil, "<stdin>:1:161: 99999999999999999999: expected a value of at most 1024"},
		{"size not R·C", "1 2 3 4 5\n", nil, "prime"},
		{"box mismatch", line + "\n", []string{"--box", "2x3"}, "--box 2x3"},
		{"bad box flag", line + "\n", []string{"--box", "3by3"}, "--box \"3by3\": expected RxC"},
		// Blocks of one row were the rows: the blocks' rule was lost and
		// another puzzle solved.
		{"latin box flag", line + "\n", []string{"--box", "9x1"}, "--box 9x1: blocks of one row or one column"},
		{"latin box json", "{\"shape\": 4, \"box\": [4, 1], \"fixed_cells\": []}\n", nil, "<stdin>:1:1: a 4×4 grid with blocks of 4×1: blocks of one row or one column"},
		{"bad input flag", line + "\n", []string{"--input", "xml"}, "--input: unknown format"},
		{"bad model flag", line + "\n", []string{"--model", "tiny"}, "--model: unknown model"},
		{"json syntax", "{\"shape\": 9, \"fixed_cells\": [}\n", nil, "<stdin>:1:"},
		{"json no shape", "{\"fixed_cells\": []}\n", nil, "no \"shape\""},
		// A misspelt key or a cell without its row was read as no givens,
		// or a given in row 0: another puzzle.
		{"a letter of two bytes", "4.....8.5.3..é.......7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....\n", nil, "<stdin>:1:14: unexpected 'é'"},
		{"json genre", "{\"genre\": \"binox\", \"shape\": 4, \"fixed_cells\": []}\n", nil, "<stdin>:1:11: genre \"binox\": expected sudoku"},
		{"json misspelt key", "{\"shape\": 4, \"fixed_cell\": []}\n", nil, "<stdin>:1:14: \"fixed_cell\" is no key of the puzzle"},
		{"json cell key", "{\"shape\": 4, \"fixed_cells\": [{\"row\": 1, \"col\": 1, \"value\": 2}]}\n", nil, "<stdin>:1:51: \"value\" is no key of fixed_cells[0]"},
		{"json cell without row", "{\"shape\": 4, \"fixed_cells\": [{\"col\": 2, \"val\": 1}]}\n", nil, "<stdin>:1:30: fixed_cells[0]: expected {\"row\": r, \"col\": c, \"val\": v}, each given"},
		{"json cell outside", "{\"shape\": 4, \"fixed_cells\": [{\"row\": 4, \"col\": 0, \"val\": 1}]}\n", nil, "fixed_cells[0]"},
		// A fault in a field is placed at the field, not at its object.
		{"json cell outside, placed", "{\"shape\": 4, \"fixed_cells\": [\n {\"row\": 0, \"col\": 0, \"val\": 1},\n  {\"row\": 9, \"col\": 0, \"val\": 1}]}\n", nil, "<stdin>:3:3: fixed_cells[1]"},
		{"json cell twice, second object", "{\"shape\": 4, \"fixed_cells\": []}\n{\"shape\": 4,\n \"fixed_cells\": [{\"row\": 0, \"col\": 0, \"val\": 1}, {\"row\": 0, \"col\": 0, \"val\": 2}]}\n", nil, "<stdin>:3:50: fixed_cells[1]: row 0, col 0 is fixed twice"},
		{"json shape out of range, placed", "{\"fixed_cells\": [],\n \"shape\": 0}\n", nil, "<stdin>:2:11: \"shape\": 0"},
		{"json box not filling", "{\"shape\": 6, \"box\": [3, 3], \"fixed_cells\": []}\n", nil, "<stdin>:1:21: \"box\": [3, 3]"},
		// A type placed at its value, named as JSON does (QA: one column
		// past it, and "expected []sudoku.jsonCell").
		{"json type", "{\"shape\": \"nine\"}\n", nil, "<stdin>:1:11: bad JSON: \"shape\" is a JSON string: expected a whole number;"},
		{"json type of a cell", "{\"shape\": 4, \"fixed_cells\": [{\"row\": 0, \"col\": 0, \"val\": \"1\"}]}\n", nil, "<stdin>:1:58: bad JSON: \"fixed_cells.val\" is a JSON string: expected a whole number;"},
		{"json type of the cells", "{\"shape\": 4, \"fixed_cells\": {\"row\": 0}}\n", nil, "<stdin>:1:29: bad JSON: \"fixed_cells\" is a JSON object: expected an array;"},
		{"forced ints on characters", line + "\n", []string{"--input", "ints"}, "<stdin>:1:2: unexpected '.'"},
		{"missing file", "", []string{"no-such-file.txt"}, "no-such-file.txt: no such file or directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := runCLI(t, tt.in, append([]string{"sudoku"}, tt.args...)...)
			if code != 2 || !strings.Contains(errs, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 and %q (stdout %q)", code, errs, tt.want, out)
			}
			if strings.Count(strings.TrimSpace(errs), "\n") > 0 && !strings.Contains(tt.name, "batch") {
				t.Errorf("want one line on stderr, got %q", errs)
			}
		})
	}
}

func TestSudokuForcedFormatAndBox(t *testing.T) {
	// Sixteen digits on a line read as a 4×4 puzzle by default...
	out, _, code := runCLI(t, "1...............\n", "sudoku", "--count")
	if code != 0 || lastLine(out) != "72" {
		t.Errorf("4×4 with one given: exit %d, count %q, want 72 (288/4)", code, lastLine(out))
	}
	// ...and a 6×6 grid of integers with --box 3x2 (tall blocks) differs
	// from the default 2×3.
	in := "1 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
	out, _, code = runCLI(t, in, "sudoku", "--box", "3x2", "--format", "json")
	var v struct{ Grid [][]int }
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil {
		t.Fatalf("exit %d, %s", code, out)
	}
	p := &sudoku.Puzzle{N: 6, BoxRows: 3, BoxCols: 2, Cells: make([]int, 36)}
	p.Cells[0] = 1
	var g []int
	for _, row := range v.Grid {
		g = append(g, row...)
	}
	if err := sudoku.Verify(p, g); err != nil {
		t.Errorf("--box 3x2: %v", err)
	}
	// --input grid reads an 81-character line as... a row of an 81×81
	// grid, which needs integers: an error naming the line.
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	if _, errs, code := runCLI(t, line+"\n", "sudoku", "--input", "grid"); code != 2 || !strings.Contains(errs, "<stdin>:1:1") {
		t.Errorf("--input grid on a line: exit %d, %q", code, errs)
	}
}

func TestSudokuDIMACS(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.cnf")
	_, errs, code := runCLI(t, "", "sudoku", "--model", "full", "--amo", "pairwise", "--dimacs", path, sudokuFile("royle17_30.txt"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "p cnf 729 12005") {
		t.Errorf("want the full 17-clue model, 729 variables and 11,988+17 clauses; header: %q", firstLines(string(data), 3))
	}
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// sharedSudoku is the shared data set next to the checkout, for the
// benchmarks; they skip when it is absent.
func sharedSudoku(b *testing.B, name string) string {
	path := filepath.Join("..", "..", "..", "shared", "data", "sudoku", name)
	if _, err := os.Stat(path); err != nil {
		b.Skipf("shared data absent: %v", err)
	}
	return path
}

// BenchmarkSudokuCLIRoyle runs the command in-process on the first 2,000
// of Royle's 17-clue puzzles: the reduced model against the naive route
// (full model, pairwise). ns/op is per batch; puzzles/s is reported.
func BenchmarkSudokuCLIRoyle(b *testing.B) {
	path := sharedSudoku(b, "royle_17clue_49151.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.SplitAfterN(string(data), "\n", 2001)
	in := strings.Join(lines[:2000], "")
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"naive", []string{"--model", "full", "--amo", "pairwise"}},
		{"reduced", []string{"--model", "reduced"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var out, errb strings.Builder
				if err := run(append([]string{"sudoku", "-j", "1"}, tc.args...), strings.NewReader(in), &out, &errb); err != nil {
					b.Fatal(err, errb.String())
				}
			}
			b.ReportMetric(2000*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

func TestSudokuTimeoutAndLarge(t *testing.T) {
	// Frisch's minimal 25×25 puzzles take gophersat minutes: --timeout
	// stops the search and exits 3.
	_, errs, code := runCLI(t, "", "sudoku", "--timeout", "300ms", sudokuFile("frisch25_2.txt"))
	if code != 3 || !strings.Contains(errs, "--timeout") {
		t.Errorf("exit %d, %q; want 3 and the timeout named", code, errs)
	}
	// A 25×25 puzzle of integers on one line is answered on one line.
	out, errs, code := runCLI(t, "", "sudoku", "--unique", sudokuFile("rk25.txt"))
	if code != 0 || len(strings.Fields(out)) != 625 || !strings.Contains(errs, "unique") {
		t.Errorf("rk25: exit %d, %d values, %q", code, len(strings.Fields(out)), errs)
	}
	// The full model of a big grid is refused with a pointer to the
	// reduced one.
	big := strings.Repeat("0 ", 300*300-1) + "0\n"
	if _, errs, code := runCLI(t, big, "sudoku", "--model", "full", "--box", "15x20"); code != 2 || !strings.Contains(errs, "--model reduced") {
		t.Errorf("full 300×300: exit %d, %q", code, errs)
	}
}

// TestSudokuBatchLinesAligned: in a batch of one-line puzzles, answer i is
// on line i whatever happens to the others; a puzzle without an answer
// (contradictory givens, not unique under --unique) leaves its line empty.
func TestSudokuBatchLinesAligned(t *testing.T) {
	royle, err := os.ReadFile(sudokuFile("royle17_30.txt"))
	if err != nil {
		t.Fatal(err)
	}
	good := strings.Fields(string(royle))[:3]
	contradiction := "11" + strings.Repeat(".", 79)
	// Royle's puzzles are minimal: blanking givens leaves several
	// solutions.
	b := []byte(good[1])
	blanked := 0
	for i := range b {
		if b[i] != '.' && b[i] != '0' && blanked < 4 {
			b[i] = '.'
			blanked++
		}
	}
	loose := string(b)
	in := strings.Join([]string{good[0], contradiction, good[1], loose, good[2]}, "\n") + "\n"
	for _, tc := range []struct {
		args  []string
		empty []int // lines left empty, 0-based
	}{
		{[]string{"-j", "1"}, []int{1}},
		{[]string{"-j", "2"}, []int{1}},
		{[]string{"--unique", "-j", "1"}, []int{1, 3}},
		{[]string{"--unique", "-j", "2"}, []int{1, 3}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, errs, code := runCLI(t, in, append([]string{"sudoku"}, tc.args...)...)
			if code != 1 {
				t.Errorf("exit %d, want 1: %s", code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != 5 {
				t.Fatalf("%d answer lines for 5 puzzles: %q", len(lines), out)
			}
			puzzles := strings.Fields(in)
			for i, line := range lines {
				if slices.Contains(tc.empty, i) {
					if line != "" {
						t.Errorf("line %d: %q, want it empty", i+1, line)
					}
					continue
				}
				checkLines(t, puzzles[i], line)
			}
		})
	}
}

// --stats says how many variables elimination removed before the search,
// in text and JSON, the same in-process (-j 1) and from worker processes
// (a batch at -j 2, each puzzle whole); none when native constraints
// hold every variable (a 9×9's default).
func TestStatsEliminated(t *testing.T) {
	const easy = "../../testdata/sudoku/frisch25_3_plus5.txt"
	eliminated := func(args ...string) []int {
		out, errs, code := runCLI(t, "", append([]string{"sudoku", "--unique", "--stats", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d, %s", args, code, errs)
		}
		var ns []int
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var obj struct {
				Stats struct{ Eliminated, Cubes int }
			}
			if err := json.Unmarshal([]byte(line), &obj); err != nil || obj.Stats.Cubes != 0 {
				t.Fatalf("%v: %q: %v", args, line, err)
			}
			ns = append(ns, obj.Stats.Eliminated)
		}
		return ns
	}
	one := eliminated("-j", "1", easy)
	two := eliminated("-j", "2", "--split-after", "3s", easy, easy) // whole, on a loaded machine too
	if len(one) != 1 || one[0] < 50 || len(two) != 2 || two[0] != one[0] || two[1] != one[0] {
		t.Errorf("eliminated: %v at -j 1, %v in a batch at -j 2", one, two)
	}
	_, errs, _ := runCLI(t, "", "sudoku", "--unique", "--stats", "-j", "1", easy)
	if !strings.Contains(errs, fmt.Sprintf(" native constraints; %d variables eliminated; ", one[0])) {
		t.Errorf("text stats: %s", errs)
	}
	for i, n := range eliminated("-j", "1", "../../testdata/sudoku/top95.txt") {
		if n != 0 {
			t.Errorf("top95 %d, a 9×9 of native constraints: %d eliminated", i+1, n)
		}
	}
	if _, errs, _ := runCLI(t, "", "sudoku", "--stats", "../../testdata/sudoku/top95.txt"); strings.Contains(errs, "eliminated") {
		t.Errorf("text stats of a 9×9: %s", errs)
	}
}

// endless is a stream of dots without a line end.
type endless struct{}

func (endless) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = '.'
	}
	return len(b), nil
}

// TestSudokuEndlessLine: a line longer than any grid is refused, not read
// until the memory is full (a stray stream of dots reached 3 GB in 4 s).
func TestSudokuEndlessLine(t *testing.T) {
	var out, errb bytes.Buffer
	err := run([]string{"sudoku", "-j", "1"}, endless{}, &out, &errb)
	if code := exitCode(err); code != 2 || !strings.Contains(fmt.Sprint(err), "<stdin>:1:1: a line longer than 64 MB: not a puzzle") {
		t.Fatalf("exit %d, %v", code, err)
	}
}

// TestPrimeSideLatin: a prime side has no blocks but 1×N, which --box
// may still name (the Latin squares of order 3: 12, OEIS A002860);
// on a side with other blocks they are refused (TestSudokuBadInput).
func TestPrimeSideLatin(t *testing.T) {
	out, errs, code := runCLI(t, `{"shape": 3, "fixed_cells": []}`+"\n", "sudoku", "--box", "1x3", "--count", "-j", "1")
	if code != 0 || lastLine(out) != "12" {
		t.Fatalf("exit %d, %q %s", code, out, errs)
	}
}

// A JSON array of Sudokus reads as a batch, as every genre's does (QA:
// Sudoku read objects one after another but refused an array), and a
// fault in it is placed where it is.
func TestSudokuJSONArray(t *testing.T) {
	one := `{"shape": 4, "fixed_cells": [{"row": 0, "col": 0, "val": 1}]}`
	out, errs, code := runCLI(t, "["+one+",\n "+one+"]\n", "sudoku", "--count")
	if code != 0 || out != "72\n72\n" {
		t.Errorf("an array of two: exit %d, %q %s; expected 72 twice", code, out, errs)
	}
	for _, tc := range []struct{ in, want string }{
		{"[]", "<stdin>:1:2: an empty array: expected puzzles"},
		{"[" + one, "the array ends without its ']'"},
		{"[" + one + "] x", `"x" after the array`},
		{"[" + one + ",, " + one + "]", fmt.Sprintf("<stdin>:1:%d: bad JSON: invalid character ','", len(one)+3)},
		{"[" + one + ", 5]", fmt.Sprintf("<stdin>:1:%d: bad JSON: a JSON number: expected a puzzle", len(one)+4)},
		{one + "\n{\"shape\": x}", "<stdin>:2:11: bad JSON: invalid character 'x'"},
	} {
		_, errs, code := runCLI(t, tc.in, "sudoku")
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, %q; expected %q", tc.in, code, errs, tc.want)
		}
	}
}

// TestSudokuJSONNames: Sudoku's JSON puzzles are named as the kit's
// genres name theirs: by line, or, when a line starts two of them, all by
// their places (QA: two on one line shared the name "<stdin>:1").
func TestSudokuJSONNames(t *testing.T) {
	const p = `{"shape": 4, "fixed_cells": []}`
	for _, c := range []struct{ in, want string }{
		{p + "\n" + p + "\n", "<stdin>:1 <stdin>:2"},
		{"[\n" + p + ",\n" + p + "\n]\n", "<stdin>:2 <stdin>:3"},
		{"[" + p + ", " + p + "]\n", "<stdin>#1 <stdin>#2"},
		{p + " " + p + "\n" + p + "\n", "<stdin>#1 <stdin>#2 <stdin>#3"},
	} {
		out, errs, code := runCLI(t, c.in, "sudoku", "--count", "--limit", "1", "--format", "json")
		var names []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var v struct{ Puzzle string }
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			names = append(names, v.Puzzle)
		}
		if got := strings.Join(names, " "); code != 0 || got != c.want {
			t.Errorf("%q: names %q, exit %d (%s); expected %q", c.in, got, code, errs, c.want)
		}
	}
}

// TestSudokuQuestionNames: in a run of several Sudokus a one-line answer
// to a question names its puzzle, as in every genre; a lone puzzle's does
// not (QA: a batch's --rate lines had no names).
func TestSudokuQuestionNames(t *testing.T) {
	const a = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	const b = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."
	out, errs, code := runCLI(t, a+"\n"+b+"\n", "sudoku", "--rate")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], "<stdin>:1: level ") || !strings.HasPrefix(lines[1], "<stdin>:2: level ") {
		t.Errorf("--rate on two: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, a+"\n", "sudoku", "--rate")
	if code != 0 || !strings.HasPrefix(out, "level ") {
		t.Errorf("--rate on one: exit %d, %q %s", code, out, errs)
	}
}
