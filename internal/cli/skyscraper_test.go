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

const skyData = "../../testdata/skyscraper/"

// skyFew is a 4×4 grid whose only clue (4 seen from above the first
// column) fixes that column to 1 2 3 4: the 576 Latin squares of order 4
// over the 4! orders of that column leave 24 solutions.
const skyFew = "4 . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . .\n"

func TestSkyscraperSolveText(t *testing.T) {
	out, errs, code := runCLI(t, "", "skyscraper", "-j1", skyData+"tatham_5x5.json")
	want := "   . 3 3 . .\n.  5 2 1 4 3  3\n.  3 1 4 2 5  .\n.  4 3 5 1 2  .\n2  1 5 2 3 4  2\n.  2 4 3 5 1  .\n   3 2 2 . 3\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// The answer reads back as a puzzle whose every cell is given.
	out2, errs, code := runCLI(t, out, "skyscraper", "-j1", "--unique")
	if code != 0 || out2 != want {
		t.Fatalf("the answer read back: exit %d: %s\n%s", code, errs, out2)
	}
}

func TestSkyscraperJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "skyscraper", "-j1", "--format", "json", skyData+"janko_026_4x4.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Puzzle, Status string
		Grid           [][]int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := [][]int{{1, 4, 3, 2}, {2, 1, 4, 3}, {3, 2, 1, 4}, {4, 3, 2, 1}}
	if got.Status != "sat" || got.Puzzle != skyData+"janko_026_4x4.json" || len(got.Grid) != 4 {
		t.Fatalf("got %s", out)
	}
	for r := range want {
		for c := range want[r] {
			if got.Grid[r][c] != want[r][c] {
				t.Fatalf("grid %v, expected %v", got.Grid, want)
			}
		}
	}
}

func TestSkyscraperModes(t *testing.T) {
	out, _, code := runCLI(t, skyFew, "skyscraper", "-j1", "--count")
	if code != 0 || lastLine(out) != "24" {
		t.Fatalf("--count: exit %d, %q", code, out)
	}
	_, errs, code := runCLI(t, skyFew, "skyscraper", "-j1", "--unique")
	if code != 1 || !strings.Contains(errs, "not unique") {
		t.Fatalf("--unique on 24 solutions: exit %d, %q", code, errs)
	}
	out, errs, code = runCLI(t, "", "skyscraper", "-j1", "--unique", "--format", "json", skyData+"puzzle_2.json")
	if code != 0 || !strings.Contains(out, `"unique":true`) {
		t.Fatalf("--unique: exit %d, %q %q", code, out, errs)
	}
	out, errs, code = runCLI(t, skyFew, "skyscraper", "-j1", "--all")
	if code != 0 || strings.Count(out, "\n") != 24*7-1 || !strings.Contains(errs, "24 solutions") {
		t.Fatalf("--all: exit %d, %d lines, %q", code, strings.Count(out, "\n"), errs)
	}
	out, _, code = runCLI(t, skyFew, "skyscraper", "-j1", "--all", "--limit", "3", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 3 {
		t.Fatalf("--limit 3: exit %d\n%s", code, out)
	}
	for _, flags := range [][]string{
		{"--heights", "order"}, {"--heights", "direct"},
		{"--card", "totalizer", "--amo", "commander"}, {"--card", "seqcounter", "--amo", "sequential"},
		{"--card", "native", "--amo", "native"}, {"--heights", "order", "--card", "cardnet", "--amo", "binary"},
		{"-j", "2"},
	} {
		args := append([]string{"skyscraper", "-j1", "--count"}, flags...)
		out, errs, code = runCLI(t, skyFew, args...)
		if code != 0 || lastLine(out) != "24" {
			t.Fatalf("%v: exit %d, %q %s", flags, code, out, errs)
		}
	}
}

// TestSkyscraperShared solves and proves unique every shared puzzle in one
// run of two worker processes, under each height encoding.
func TestSkyscraperShared(t *testing.T) {
	files, _ := filepath.Glob(skyData + "*.json")
	if len(files) != 15 {
		t.Fatalf("%d files", len(files))
	}
	for _, h := range []string{"direct", "order"} {
		out, errs, code := runCLI(t, "", append([]string{"skyscraper", "-j", "2", "--unique", "--heights", h, "--format", "json"}, files...)...)
		if code != 0 || strings.Count(out, `"unique":true`) != 15 {
			t.Fatalf("%s: exit %d, %s %s", h, code, out, errs)
		}
		for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if !strings.Contains(line, `"puzzle":"`+files[i]+`"`) {
				t.Fatalf("answer %d is not in input order: %s", i, line)
			}
		}
	}
}

func TestSkyscraperInputs(t *testing.T) {
	const u = "https://puzz.link/p?skyscrapers/5/5/g33h322g3i2g3h2gs1l2j"
	const id = "5:/3/3///3/2/2//3////2//3///2/,m1f2d"
	want, _, _ := runCLI(t, "", "skyscraper", "-j1", "--format", "json", skyData+"tatham_5x5.json")
	want = strings.SplitN(want, `"status"`, 2)[1]
	text, _, _ := runCLI(t, "", "skyscraper", "-j1", "--format", "url", skyData+"tatham_5x5.json")
	if text != u+"\n" {
		t.Fatalf("--format url: %q", text)
	}
	for name, tc := range map[string]struct{ stdin, arg string }{
		"url argument":    {"", u},
		"towers argument": {"", id},
		"towers link":     {"", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/towers.html#" + id},
		"url on stdin":    {u + "\n", "-"},
		"towers on stdin": {id + "\n", "-"},
		"text on stdin":   {"    . 3 3 . .\n. . . . . . 3\n. . . . . . .\n. . . . 1 . .\n2 . . . . . 2\n. 2 . . . . .\n  3 2 2 . 3\n", "-"},
	} {
		out, errs, code := runCLI(t, tc.stdin, "skyscraper", "-j1", "--format", "json", tc.arg)
		if code != 0 || !strings.HasSuffix(out, want) {
			t.Errorf("%s: exit %d, %s %s", name, code, out, errs)
		}
	}
	// A list of links, named by their first column.
	list := "name\tpuzzle\na\t" + u + "\nb\t" + id + "\n"
	out, errs, code := runCLI(t, list, "skyscraper", "-j1", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"puzzle":"b"`) {
		t.Errorf("list: exit %d, %s %s", code, out, errs)
	}
}

func TestSkyscraperFormatLinks(t *testing.T) {
	// Every shared puzzle gives the Towers ID of INDEX.tsv, where it has
	// one that Towers would write (the three from a Scala file stop short).
	index, _ := os.ReadFile(skyData + "INDEX.tsv")
	for _, line := range strings.Split(string(index), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) < 4 || !strings.HasPrefix(cols[0], "tatham_") {
			continue
		}
		out, errs, code := runCLI(t, "", "skyscraper", "--format", "tatham", skyData+cols[0])
		if code != 0 || !strings.HasPrefix(out, cols[3]) {
			t.Errorf("%s: exit %d, %q %s; expected %q", cols[0], code, out, errs, cols[3])
		}
	}
	out, errs, code := runCLI(t, "", "skyscraper", "--format", "url", skyData+"puzzlink_pzprjs_4x4.json", skyData+"tatham_5x5.json")
	want := "puzzlink_pzprjs_4x4\thttps://puzz.link/p?skyscrapers/4/4/k13h4j3g\ntatham_5x5\thttps://puzz.link/p?skyscrapers/5/5/g33h322g3i2g3h2gs1l2j\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	// The list written reads back.
	out, errs, code = runCLI(t, out, "skyscraper", "-j1", "--unique", "--format", "json")
	if code != 0 || strings.Count(out, `"unique":true`) != 2 || !strings.Contains(out, `"puzzle":"tatham_5x5"`) {
		t.Fatalf("list read back: exit %d: %s %s", code, out, errs)
	}
}

func TestSkyscraperNoSolution(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  . .\n. 1 1 .\n. . . .\n  . .\n", "height 1 is given twice in row 1 (r1c1 and r1c2)"},
		{"  2 .\n. . . .\n. . . .\n  2 .\n", "column 1: clues 2 (top) and 2 (bottom) add up to more than 3"},
		{"  . 1\n1 . . 1\n. . . .\n  . .\n", "no solution"},
	} {
		_, errs, code := runCLI(t, tc.in, "skyscraper", "-j1")
		if code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, %q; expected 1 and %q", tc.in, code, errs, tc.want)
		}
	}
	out, _, code := runCLI(t, "  2 .\n. . . .\n. . . .\n  2 .\n", "skyscraper", "-j1", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"reason"`) {
		t.Errorf("JSON no solution: exit %d, %s", code, out)
	}
}

func TestSkyscraperDIMACSStatsTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.cnf")
	_, errs, code := runCLI(t, "", "skyscraper", "-j1", "--dimacs", path, "--stats", skyData+"tatham_5x5.json")
	data, err := os.ReadFile(path)
	if code != 0 || err != nil || !strings.Contains(string(data), "p cnf ") {
		t.Errorf("--dimacs: exit %d, %v, %.80q", code, err, data)
	}
	if !strings.Contains(errs, "variables") || !strings.Contains(errs, "conflicts") {
		t.Errorf("--stats: %q", errs)
	}
	out, _, code := runCLI(t, "", "skyscraper", "-j1", "--stats", "--format", "json", skyData+"tatham_5x5.json")
	if code != 0 || !strings.Contains(out, `"stats":{`) {
		t.Errorf("--stats json: exit %d, %s", code, out)
	}
	// Counting the 6×6 Latin squares (812,851,200 of them) does not end
	// in 300 ms.
	empty6 := strings.Repeat(". ", 6) + "\n" + strings.Repeat(strings.Repeat(". ", 8)+"\n", 6) + strings.Repeat(". ", 6) + "\n"
	out, errs, code = runCLI(t, empty6, "skyscraper", "-j1", "--count", "--timeout", "300ms")
	if code != 3 || !strings.HasSuffix(lastLine(out), "(partial)") || !strings.Contains(errs, "--timeout") {
		t.Errorf("timeout: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

func TestSkyscraperBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("  . .\n. . . .\n. 3 . .\n  . .\n"), 0o644)
	badJSON := filepath.Join(dir, "bad.json")
	os.WriteFile(badJSON, []byte("{\"shape\": 3,\n \"visible\": {\"top\": [1, 2, 9]}}\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, bad + `:3:3: "3": expected a height from 1 to 2`},
		{[]string{badJSON}, badJSON + ":2:28: top clue 9: expected 0 to 3"},
		{[]string{"https://puzz.link/p?skyscrapers/4/4/k13h4j3g!"}, "column 45: unexpected '!' in the givens"},
		{[]string{"5:/3/3///3/2/2//3////2//3///2/,m1f2d!"}, "column 37: unexpected '!' in the grid"},
		{[]string{filepath.Join(dir, "missing.txt")}, "no such file"},
		{[]string{"--heights", "x", bad}, "--heights"},
		{[]string{"--format", "url", bad}, bad + ":3:3:"},
		{[]string{"--format", "tatham", "--count", bad}, "without solving"},
		{[]string{"--format", "svg", bad}, "--format"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"skyscraper", "-j1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; expected 2 and %q on one line", tc.args, code, errs, tc.want)
		}
	}
}

// skyGivens returns skyFew with the heights of names ("r1c2=4", 1-based)
// given in its cells.
func skyGivens(t *testing.T, names []string) string {
	t.Helper()
	lines := strings.Split(skyFew, "\n")
	for _, name := range names {
		var r, c, h int
		if _, err := fmt.Sscanf(name, "r%dc%d=%d", &r, &c, &h); err != nil || r < 1 || r > 4 || c < 1 || c > 4 || h < 1 || h > 4 {
			t.Fatalf("%q: expected r<row>c<col>=<height> on the 4×4 grid", name)
		}
		words := strings.Fields(lines[r]) // the left clue, the cells, the right clue
		words[c] = strconv.Itoa(h)
		lines[r] = strings.Join(words, " ")
	}
	return strings.Join(lines, "\n")
}

// TestSkyscraperForced: --forced draws what the 24 solutions of skyFew
// agree on (the first column), in text (which reads back as a puzzle
// with the same 24 solutions) and JSON; a unique puzzle's forced board is
// its solution; no solution exits 1.
func TestSkyscraperForced(t *testing.T) {
	out, errs, code := runCLI(t, skyFew, "skyscraper", "--forced")
	want := "   4 . . .\n.  1 . . .  .\n.  2 . . .  .\n.  3 . . .  .\n.  4 . . .  .\n   . . . .\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if back, errs, code := runCLI(t, out, "skyscraper", "-j1", "--count"); code != 0 || lastLine(back) != "24" {
		t.Fatalf("read back: exit %d, %q %s", code, back, errs)
	}
	out, errs, code = runCLI(t, skyFew, "skyscraper", "--forced", "--format", "json")
	if code != 0 || !strings.HasSuffix(strings.TrimSpace(out), `"status":"sat","forced":[[1,0,0,0],[2,0,0,0],[3,0,0,0],[4,0,0,0]]}`) {
		t.Fatalf("JSON: exit %d: %s\n%s", code, errs, out)
	}
	solved, _, _ := runCLI(t, "", "skyscraper", "-j1", skyData+"tatham_5x5.json")
	out, errs, code = runCLI(t, "", "skyscraper", "--forced", skyData+"tatham_5x5.json")
	if code != 0 || out != solved {
		t.Fatalf("unique: exit %d: %s\n%s\nexpected\n%s", code, errs, out, solved)
	}
	for _, in := range []string{
		"  2 .\n. . . .\n. . . .\n  2 .\n", // said before any search
		"  . 1\n1 . . 1\n. . . .\n  . .\n", // found by the search
	} {
		out, errs, code = runCLI(t, in, "skyscraper", "--forced")
		if code != 1 || out != "" || !strings.Contains(errs, "no solution") {
			t.Errorf("%q: exit %d, %q %q", in, code, out, errs)
		}
		out, _, code = runCLI(t, in, "skyscraper", "--forced", "--format", "json")
		if code != 1 || !strings.Contains(out, `"status":"unsat"`) || strings.Contains(out, `"forced"`) {
			t.Errorf("%q JSON: exit %d, %q", in, code, out)
		}
	}
}

// TestSkyscraperExplain: --explain names the clues and givens that
// conflict, 1-based, in text and JSON ("conflict"), and exits 1; a
// puzzle with a solution exits 0 and says so.
func TestSkyscraperExplain(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"4 . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n2 . . .\n", "top 1=4 bottom 1=2"},
		{"  . 1\n1 . . 1\n. . . .\n  . .\n", "left 1=1 right 1=1"},
		// Two conflicts (r1c1=1 with the clue, and r2c2=1 with it): unit
		// propagation meets r1c1=1's first, which fixes r2c2 to 1.
		{"  . .\n. 1 . .\n. . 1 .\n  . 1\n", "r1c1=1 bottom 2=1"},
	} {
		out, errs, code := runCLI(t, tc.in, "skyscraper", "--explain")
		if code != 1 || strings.ReplaceAll(out, ", ", " ") != "these givens cannot all hold: "+tc.want+"\n" {
			t.Errorf("%q: exit %d, %q %q; expected %q", tc.in, code, out, errs, tc.want)
		}
		out, errs, code = runCLI(t, tc.in, "skyscraper", "--explain", "--format", "json")
		var got struct {
			Status   string
			Conflict []string
		}
		if err := json.Unmarshal([]byte(out), &got); code != 1 || err != nil || got.Status != "unsat" || strings.Join(got.Conflict, " ") != tc.want {
			t.Errorf("%q JSON: exit %d, %q %q", tc.in, code, out, errs)
		}
	}
	// The 8×8 of Tatham's with its first clue changed from 3 to 1.
	id := "8:1//5//4/3//4/5/2/3///2/5///3/////4/6///3/5/3//3/,q1b3f3e3c4g1"
	out, errs, code := runCLI(t, "", "skyscraper", "--explain", id)
	if code != 1 || !strings.HasPrefix(out, "these givens cannot all hold: ") || !strings.Contains(out, "top 1=1") {
		t.Errorf("8×8: exit %d, %q %q", code, out, errs)
	}
	out, errs, code = runCLI(t, skyFew, "skyscraper", "--explain")
	if code != 0 || out != "" || !strings.Contains(errs, "has a solution: nothing conflicts") {
		t.Errorf("solvable: exit %d, %q %q", code, out, errs)
	}
	out, _, code = runCLI(t, skyFew, "skyscraper", "--explain", "--format", "json")
	if code != 0 || !strings.Contains(out, `"status":"sat"`) || !strings.Contains(out, `"note":"has a solution: nothing conflicts"`) {
		t.Errorf("solvable JSON: exit %d, %q", code, out)
	}
}

// TestSkyscraperSuggest: --suggest names heights that, given, make skyFew
// unique (the command's --unique says so), each needed; JSON "suggest";
// a unique puzzle needs none; no solution exits 1.
func TestSkyscraperSuggest(t *testing.T) {
	out, errs, code := runCLI(t, skyFew, "skyscraper", "--suggest")
	if code != 0 || !strings.HasPrefix(out, "add ") || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	names := strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "add ")), ", ")
	if _, errs, code := runCLI(t, skyGivens(t, names), "skyscraper", "-j1", "--unique"); code != 0 {
		t.Fatalf("with %v: not unique: exit %d, %s", names, code, errs)
	}
	for i := range names {
		rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
		if _, _, code := runCLI(t, skyGivens(t, rest), "skyscraper", "-j1", "--unique"); code != 1 {
			t.Errorf("%s is not needed in %v: exit %d", names[i], names, code)
		}
	}
	out, errs, code = runCLI(t, skyFew, "skyscraper", "--suggest", "--format", "json")
	var got struct {
		Status  string
		Suggest []string
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Status != "sat" || strings.Join(got.Suggest, " ") != strings.Join(names, " ") {
		t.Fatalf("JSON: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "skyscraper", "--suggest", "--format", "json", skyData+"tatham_8x8.json")
	if code != 0 || !strings.Contains(out, `"suggest":[]`) || !strings.Contains(out, `"note":"unique already: nothing to add"`) {
		t.Errorf("unique: exit %d, %q %s", code, out, errs)
	}
	_, errs, code = runCLI(t, "  . 1\n1 . . 1\n. . . .\n  . .\n", "skyscraper", "--suggest")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Errorf("no solution: exit %d, %q", code, errs)
	}
}
