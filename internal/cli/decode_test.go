package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/sat"
)

// answerWith solves the DIMACS file cnf as another solver would, reading
// only the file, and writes its answer to out in the SAT competition's
// form: with CaDiCaL when asked and installed, else with a solver built
// from the file read back.
func answerWith(t *testing.T, cadical bool, cnf, out string) {
	t.Helper()
	if cadical {
		b, _ := exec.Command("cadical", "-q", cnf).Output() // exit 10 or 20
		if err := os.WriteFile(out, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	file, err := os.Open(cnf)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	f, err := sat.ReadDIMACS(file)
	if err != nil {
		t.Fatal(err)
	}
	s := sat.NewSolver(f)
	text := "s UNSATISFIABLE\n"
	if s.Solve(t.Context()) == sat.Sat {
		var b strings.Builder
		b.WriteString("c the test's solver\ns SATISFIABLE\nv")
		for v := 1; v <= f.NumVars(); v++ {
			if !s.Value(sat.Var(v)) {
				b.WriteString(" -")
			} else {
				b.WriteString(" ")
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteString(" 0\n")
		text = b.String()
	}
	if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDecodeEnumerates: another solver's answers, one per CNF with the
// solutions before blocked, list 6-queens' 4 solutions (OEIS A000170),
// each checked, then its word that there is no fifth; with CaDiCaL too
// when it is installed.
func TestDecodeEnumerates(t *testing.T) {
	solvers := []bool{false}
	if _, err := exec.LookPath("cadical"); err == nil {
		solvers = append(solvers, true)
	}
	for _, cadical := range solvers {
		dir := t.TempDir()
		cnf := filepath.Join(dir, "q.cnf")
		args := []string{"queens", "6", "--format", "json", "--dimacs", cnf}
		var answers []string
		for round := 0; ; round++ {
			out, errs, code := runCLI(t, "", args...)
			if code != 0 || strings.Count(out, "\n") != max(round, 1) { // round 0 solves
				t.Fatalf("cadical %v, round %d: exit %d, %d solutions, %s", cadical, round, code, strings.Count(out, "\n"), errs)
			}
			ans := filepath.Join(dir, fmt.Sprintf("a%d", round))
			answerWith(t, cadical, cnf, ans)
			answers = append(answers, ans)
			args = append(args, "--decode", ans)
			if b, _ := os.ReadFile(ans); strings.Contains(string(b), "UNSATISFIABLE") {
				break
			}
			if round > 10 {
				t.Fatal("no end")
			}
		}
		decodes := args[6:] // "--decode", a0, "--decode", a1, ...
		out, errs, code := runCLI(t, "", append([]string{"queens", "6", "--format", "json"}, decodes...)...)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		// The last line records the other solver's word that there is no
		// other (QA: only the text said so).
		var last struct {
			Count   int
			Says    string
			Checked *bool
		}
		if json.Unmarshal([]byte(lines[len(lines)-1]), &last) != nil || last.Count != 4 || last.Says != answers[4] || last.Checked == nil || *last.Checked {
			t.Errorf("cadical %v: last line %s; expected count 4, says %s, checked false", cadical, lines[len(lines)-1], answers[4])
		}
		seen := map[string]bool{}
		for _, line := range lines[:len(lines)-1] {
			var obj struct{ Queens []int }
			if json.Unmarshal([]byte(line), &obj) != nil || !queensValid(obj.Queens, 6) {
				t.Errorf("not a solution: %s", line)
			}
			seen[fmt.Sprint(obj.Queens)] = true
		}
		if code != 0 || len(seen) != 4 || len(answers) != 5 {
			t.Errorf("cadical %v: exit %d, %d distinct solutions from %d answers, want 4 and a last that says none (%s)", cadical, code, len(seen), len(answers), errs)
		}
		_, errs, _ = runCLI(t, "", append([]string{"queens", "6"}, decodes...)...)
		if !strings.Contains(errs, "queens 6: 4 solutions") || !strings.Contains(errs, "no other solution, says "+answers[4]) {
			t.Errorf("text: stderr %q", errs)
		}
	}
}

// TestDecodeRefuses: an answer that is not a solution of this CNF, an
// answer given twice, an answer of no solution, and one that is no answer.
func TestDecodeRefuses(t *testing.T) {
	dir := t.TempDir()
	cnf, ans := filepath.Join(dir, "q.cnf"), filepath.Join(dir, "a")
	runCLI(t, "", "queens", "6", "--dimacs", cnf)
	answerWith(t, false, cnf, ans)
	raw, _ := os.ReadFile(ans)
	good := string(raw)
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	// The first queen's variable flipped: some clause breaks.
	flipped := strings.Replace(good, "v -1 ", "v 1 ", 1)
	if flipped == good {
		flipped = strings.Replace(good, "v 1 ", "v -1 ", 1)
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"one value flipped", []string{"queens", "6", "--decode", write("flipped", flipped)}, 2, "not a solution: clause"},
		{"given twice", []string{"queens", "6", "--decode", ans, "--decode", ans}, 2, "with the solution before it blocked"},
		{"of a larger CNF", []string{"queens", "4", "--decode", ans}, 2, "the formula has"},
		{"no solution", []string{"queens", "6", "--decode", write("unsat", "s UNSATISFIABLE\n")}, 1, "no solution, says " + filepath.Join(dir, "unsat") + " (the solver's word, not checked here"},
		{"the year's table", []string{"calendar", "--all-dates", "--decode", ans}, 2, "--all-dates"},
		{"a link written", []string{"skyscraper", "4:4/////2/2///2/2/1/3/2//", "--format", "url", "--decode", ans}, 2, "--decode"},
		{"no answer", []string{"queens", "6", "--decode", write("junk", "s SATISFIABLE\nv 1 x 0\n")}, 2, "junk:2:5: expected a literal"},
		{"no file", []string{"queens", "6", "--decode", filepath.Join(dir, "none")}, 2, "--decode: open"},
		{"with --count", []string{"queens", "6", "--count", "--decode", ans}, 2, "--decode: shows"},
		{"after no solution", []string{"queens", "6", "--decode", write("unsat", "s UNSATISFIABLE\n"), "--decode", ans}, 2, "which says there is no further solution"},
	} {
		out, errs, code := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || code == 2 && (out != "" || strings.Count(errs, "\n") != 1) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.name, code, out, errs, tc.code, tc.want)
		}
	}
	// No solution, in JSON: the last line has its count, 0, as the
	// README says of the line that tells the other solver's word.
	out, _, code := runCLI(t, "", "queens", "6", "--format", "json", "--decode", write("unsat", "s UNSATISFIABLE\n"))
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"count":0,`) || !strings.Contains(out, `"checked":false`) {
		t.Errorf("no solution in JSON: exit %d, %q", code, out)
	}
	// An answer saved by an editor that writes a byte order mark reads
	// as the answer (it was refused: "\ufeffs SATISFIABLE").
	want, _, _ := runCLI(t, "", "queens", "6", "--decode", ans)
	if out, errs, code := runCLI(t, "", "queens", "6", "--decode", write("bom", "\ufeff"+good)); code != 0 || out != want {
		t.Errorf("an answer after a byte order mark: exit %d, %q %q; want %q", code, out, errs, want)
	}
}

// TestEncodeOnly: --encode-only writes the CNF a solving run writes, and
// prints nothing.
func TestEncodeOnly(t *testing.T) {
	dir := t.TempDir()
	solved, only := filepath.Join(dir, "solved.cnf"), filepath.Join(dir, "only.cnf")
	runCLI(t, sudokuMany, "sudoku", "--dimacs", solved)
	out, errs, code := runCLI(t, sudokuMany, "sudoku", "--dimacs", only, "--encode-only")
	a, _ := os.ReadFile(solved)
	b, _ := os.ReadFile(only)
	if code != 0 || out != "" || errs != "" || len(a) == 0 || string(a) != string(b) {
		t.Errorf("exit %d, stdout %q, stderr %q; the CNFs: %d and %d bytes, equal %v", code, out, errs, len(a), len(b), string(a) == string(b))
	}
	os.Remove(only)
	if _, errs, code := runCLI(t, sudokuMany+sudokuMany, "sudoku", "--dimacs", only, "--encode-only"); code != 2 || !strings.Contains(errs, "one puzzle at a time") {
		t.Errorf("two puzzles: exit %d, %q", code, errs)
	}
	if _, err := os.Stat(only); err == nil {
		t.Error("two puzzles: a CNF was left")
	}
}

// TestDecodeKeepsCNF: a refused answer leaves the CNF of the run before
// as it was, the one the next answer is for.
func TestDecodeKeepsCNF(t *testing.T) {
	dir := t.TempDir()
	cnf, a1, a2 := filepath.Join(dir, "q.cnf"), filepath.Join(dir, "a1"), filepath.Join(dir, "a2")
	runCLI(t, "", "queens", "6", "--dimacs", cnf, "--encode-only")
	answerWith(t, false, cnf, a1)
	if _, errs, code := runCLI(t, "", "queens", "6", "--decode", a1, "--dimacs", cnf); code != 0 {
		t.Fatalf("exit %d, %q", code, errs)
	}
	blocked, _ := os.ReadFile(cnf)
	os.WriteFile(a2, []byte("s SATISFIABLE\nv 1 2 0\n"), 0o644) // two queens in a row
	if _, errs, code := runCLI(t, "", "queens", "6", "--decode", a1, "--decode", a2, "--dimacs", cnf); code != 2 || !strings.Contains(errs, "not a solution") {
		t.Fatalf("a bad second answer: exit %d, %q", code, errs)
	}
	if now, _ := os.ReadFile(cnf); string(now) != string(blocked) {
		t.Error("a refused answer changed the CNF its successor is for")
	}
}

// TestDecodeLargeQueens: a board whose model is built with native
// constraints takes another solver's answer for the CNF it writes, with
// or without --dimacs on the decoding run.
func TestDecodeLargeQueens(t *testing.T) {
	dir := t.TempDir()
	cnf, ans := filepath.Join(dir, "q.cnf"), filepath.Join(dir, "a")
	if _, errs, code := runCLI(t, "", "queens", "30", "--dimacs", cnf, "--encode-only"); code != 0 {
		t.Fatalf("--encode-only: exit %d, %q", code, errs)
	}
	answerWith(t, false, cnf, ans)
	out, errs, code := runCLI(t, "", "queens", "30", "--decode", ans, "--format", "json")
	var obj struct{ Queens []int }
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || !queensValid(obj.Queens, 30) {
		t.Errorf("exit %d, %q %q", code, out, errs)
	}
}

// TestOutputsApart: --proof and --dimacs may not name one file, nor an
// input: the proof overwrote the CNF, or the puzzle itself, without a
// word. Both files are left as they were.
func TestOutputsApart(t *testing.T) {
	dir := t.TempDir()
	puzzle := filepath.Join(dir, "p.txt")
	const top95 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	if err := os.WriteFile(puzzle, []byte(top95), 0o644); err != nil {
		t.Fatal(err)
	}
	cnf := filepath.Join(dir, "x.cnf")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--proof", cnf, "--dimacs", dir + "/./x.cnf"}, "--proof and --dimacs: both name"},
		{[]string{"--proof", puzzle}, "--proof " + puzzle + ": that file is an input of this run"},
		{[]string{"--dimacs", dir + "/../" + filepath.Base(dir) + "/p.txt"}, ": that file is an input of this run"},
		// a folder, refused before the puzzle is solved (--proof's was
		// found after, the answer printed above the error)
		{[]string{"--proof", dir}, "--proof: " + dir + ": a folder: expected a file"},
		{[]string{"--dimacs", dir}, "--dimacs: " + dir + ": a folder: expected a file"},
	} {
		args := append([]string{"sudoku", "--unique", "-j", "1"}, tc.args...)
		out, errs, code := runCLI(t, "", append(args, puzzle)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
	if b, _ := os.ReadFile(puzzle); string(b) != top95 {
		t.Errorf("the puzzle now holds %q", b)
	}
	if _, err := os.Stat(cnf); err == nil {
		t.Errorf("%s was written", cnf)
	}
}

// TestOutputsToDevices: a device may take both outputs (it was refused as
// one file named twice).
func TestOutputsToDevices(t *testing.T) {
	if _, err := os.Stat("/dev/null"); err != nil {
		t.Skip("no /dev/null")
	}
	_, errs, code := runCLI(t, "", "queens", "4", "--unique", "--dimacs", "/dev/null", "--proof", "/dev/null")
	if code == 2 {
		t.Errorf("exit 2: %s", errs)
	}
}
