package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const mmData = "../../testdata/mirrormaze/"

// mmJanko001 is janko.at's Spukschloss 001 solved, as the command draws it.
const mmJanko001 = `G 0 V 2 Z 6
  2 1 1 1
1 \ \ Z / 2
0 \ V / Z 2
0 / Z / Z 2
3 V Z Z \ 2
  3 3 2 2
`

func TestMirrormazeText(t *testing.T) {
	for _, in := range []string{"janko_001_4x4.json", "janko_001_4x4.txt"} {
		out, errs, code := runCLI(t, "", "mirrormaze", "-j1", mmData+in)
		if code != 0 || out != mmJanko001 {
			t.Errorf("%s: exit %d, %s\n%s", in, code, errs, out)
		}
	}
	// An ID as the argument, and on standard input.
	const id = "4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"
	out, errs, code := runCLI(t, "", "mirrormaze", "-j1", id)
	if code != 0 || out != mmJanko001 {
		t.Errorf("ID argument: exit %d, %s\n%s", code, errs, out)
	}
	out, errs, code = runCLI(t, "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/undead.html#"+id+"\n", "mirrormaze", "-j1")
	if code != 0 || out != mmJanko001 {
		t.Errorf("link on stdin: exit %d, %s\n%s", code, errs, out)
	}
}

func TestMirrormazeJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "mirrormaze", "-j1", "--format", "json", "--unique", mmData+"janko_001_4x4.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Puzzle, Status string
		Grid           []string
		Unique         bool
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := []string{`\\Z/`, `\V/Z`, `/Z/Z`, `VZZ\`}
	if got.Status != "sat" || !got.Unique || strings.Join(got.Grid, " ") != strings.Join(want, " ") || !strings.HasSuffix(got.Puzzle, "janko_001_4x4.json") {
		t.Fatalf("got %s", out)
	}
	// Several puzzles: one line each, in order, named by the IDs' list.
	out, errs, code = runCLI(t, "", "mirrormaze", "-j", "2", "--format", "json", mmData+"undead_ids.tsv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || !strings.Contains(lines[2], `"puzzle":"tatham_undead_janko014_5x8"`) {
		t.Fatalf("list: exit %d, %s %s", code, out, errs)
	}
}

func TestMirrormazeModes(t *testing.T) {
	p2 := mmData + "puzzle_2.json"
	for _, flags := range [][]string{
		{"-j1"}, {"-j", "2"}, {"--amo", "sequential"}, {"--card", "totalizer"}, {"--card", "native", "--amo", "native"},
		{"--amo", "pairwise", "--card", "seqcounter"},
	} {
		out, errs, code := runCLI(t, "", append(append([]string{"mirrormaze", "--count"}, flags...), p2)...)
		if code != 0 || lastLine(out) != "96" {
			t.Errorf("--count %v: exit %d, %q %s", flags, code, out, errs)
		}
	}
	_, errs, code := runCLI(t, "", "mirrormaze", "-j1", "--unique", p2)
	if code != 1 || !strings.Contains(errs, "not unique") {
		t.Errorf("--unique on 96 solutions: exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, "", "mirrormaze", "-j1", "--unique", mmData+"puzzle_1.json")
	if code != 0 || !strings.Contains(errs, "unique") {
		t.Errorf("--unique: exit %d, %q", code, errs)
	}
	out, errs, code := runCLI(t, "", "mirrormaze", "-j1", "--all", "--limit", "5", p2)
	if code != 0 || strings.Count(out, "same 1,2 4,5 5,0") != 5 || !strings.Contains(errs, "5 solutions (stopped at --limit)") {
		t.Errorf("--all --limit 5: exit %d, %s\n%s", code, errs, out)
	}
	out, _, code = runCLI(t, "", "mirrormaze", "-j1", "--all", "--format", "json", p2)
	if code != 0 || strings.Count(out, "\n") != 96 {
		t.Errorf("--all: exit %d, %d lines", code, strings.Count(out, "\n"))
	}
	// Every file of the test data at once, under -j 2.
	files, _ := filepath.Glob(mmData + "*.json")
	out, errs, code = runCLI(t, "", append([]string{"mirrormaze", "-j", "2", "--count"}, files...)...)
	// In file order: puzzle_2.json is the twelfth.
	if want := strings.Repeat("1\n", 11) + "96\n1\n1\n"; code != 0 || out != want {
		t.Errorf("batch count: exit %d, %s\n%s", code, errs, out)
	}
}

func TestMirrormazeStatsDIMACS(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.cnf")
	_, errs, code := runCLI(t, "", "mirrormaze", "-j1", "--dimacs", path, "--stats", mmData+"puzzle_1.json")
	data, err := os.ReadFile(path)
	if code != 0 || err != nil || !strings.Contains(string(data), "p cnf ") {
		t.Errorf("--dimacs: exit %d, %v, %.80q", code, err, data)
	}
	if !strings.Contains(errs, "variables") || !strings.Contains(errs, "conflicts") {
		t.Errorf("--stats: %q", errs)
	}
	out, _, code := runCLI(t, "", "mirrormaze", "-j1", "--format", "json", "--stats", mmData+"puzzle_1.json")
	if code != 0 || !strings.Contains(out, `"stats":{`) {
		t.Errorf("--stats JSON: exit %d, %s", code, out)
	}
}

// An empty 6×6 grid without clues has 3^36 fillings: the count stops at
// the timeout.
func TestMirrormazeTimeout(t *testing.T) {
	var b strings.Builder
	b.WriteString(". . . . . .\n")
	for r := 0; r < 6; r++ {
		b.WriteString(". . . . . . . .\n")
	}
	b.WriteString(". . . . . .\n")
	out, errs, code := runCLI(t, b.String(), "mirrormaze", "-j1", "--count", "--timeout", "300ms")
	if code != 3 || !strings.HasSuffix(lastLine(out), "(partial)") || !strings.Contains(errs, "--timeout") {
		t.Errorf("timeout: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestMirrormazeNoSolution(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"G 1 V 1 Z 1\n  . .\n. . . .\n  . .\n", "the totals add up to 3 monsters, but 2 cells hold no mirror"},
		{"  5 .\n. . / .\n  . .\n", "the top clue of column 0 is 5, but its line of sight crosses cells free of mirrors once"},
		{"  1 .\n. . . 1\n  . .\nsame 0,0 0,1\n", "no solution"},
	} {
		_, errs, code := runCLI(t, tc.in, "mirrormaze", "-j1")
		if code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, %q; expected 1 and %q", tc.in, code, errs, tc.want)
		}
	}
	out, _, code := runCLI(t, "G 1 V 1 Z 1\n  . .\n. . . .\n  . .\n", "mirrormaze", "-j1", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"reason"`) {
		t.Errorf("JSON no solution: exit %d, %s", code, out)
	}
}

func TestMirrormazeFormatTatham(t *testing.T) {
	out, errs, code := runCLI(t, "", "mirrormaze", "--format", "tatham", mmData+"tatham_undead_janko014_5x8.json")
	want := "8x5:12,12,0,LaRbLaRaLaRLbRaVaVaGRaRaRaLbLaRbRLb,0,2,0,2,2,1,2,1,3,1,0,1,8,4,3,0,0,2,3,2,7,2,1,6,2,1\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	// Several: name<TAB>ID lines, which read back as the same list.
	ids, _ := os.ReadFile(mmData + "undead_ids.tsv")
	out, errs, code = runCLI(t, "", "mirrormaze", "--format", "tatham", mmData+"janko_001_4x4.txt", mmData+"tatham_undead_4x4.json", mmData+"tatham_undead_janko014_5x8.json")
	if code != 0 || out != strings.SplitN(string(ids), "\n", 2)[1] {
		t.Fatalf("exit %d, %s:\n%s", code, errs, out)
	}
	_, errs, code = runCLI(t, "", "mirrormaze", "--format", "tatham", mmData+"puzzle_1.json")
	if code != 2 || !strings.Contains(errs, "puzzle_1.json: the top clue of column 1 is not given") {
		t.Errorf("missing clue: exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, "", "mirrormaze", "--format", "tatham", "--count", mmData+"janko_001_4x4.json")
	if code != 2 || !strings.Contains(errs, "without solving") {
		t.Errorf("--count: exit %d, %q", code, errs)
	}
}

func TestMirrormazeBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("  1 2\n3 . x 4\n  1 2\n"), 0o644)
	badJSON := filepath.Join(dir, "bad.json")
	os.WriteFile(badJSON, []byte("{\"shape\": [2, 2],\n \"visibility\": {\"top\": [1, 2], \"bot\": [1, 2], \"left\": [0, 0], \"right\": [0, 0]}}"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, bad + ":2:5: \"x\": expected a cell"},
		{[]string{badJSON}, badJSON + ":2:39: unknown side \"bot\""},
		{[]string{"4x4:0,2,6,LLaRLaRaRaRdX,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"}, "<argument>:1:23: unexpected 'X' in the grid"},
		{[]string{filepath.Join(dir, "missing.txt")}, "no such file"},
		{[]string{"--format", "tatham", bad}, bad + ":2:5:"},
		{[]string{"--format", "svg", bad}, "--format"},
		{[]string{"--card", "nonsense", bad}, "--card"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"mirrormaze", "-j1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; expected 2 and %q on one line", tc.args, code, errs, tc.want)
		}
	}
}
