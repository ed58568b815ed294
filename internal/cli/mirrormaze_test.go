package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/mirrormaze"
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
	if code != 2 || !strings.Contains(errs, "puzzle_1.json: --format tatham: the top clue of column 1 is not given") {
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
		{[]string{"4x4:0,2,6,LLaRLaRaRaRdX,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1"}, "4x4:0,2,6,LLaRLaRaRaRdX,2,1,1,1,2,2,2,2,…: column 23: unexpected 'X' in the grid"}, // named by its first 40 characters
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

// mmForced2 is what the 96 solutions of the series' puzzle_2 (its totals
// missing) agree on, as --forced draws it.
const mmForced2 = `    0  1  3 12  1  1  1
 0  /  /  \  \  \  G  /  3
 2  Z  Z  G  /  .  \  Z  2
 1  \  \  .  \  .  V  /  2
 4  V  V  \  .  /  \  G  2
 2  \  /  V  .  /  G  Z 11
 0  G  G  /  Z  \  /  \  2
 1  Z  \  V  /  G  \  .  1
    1  1  3  1  1  1  1
same 1,2 4,5 5,0
`

// TestMirrormazeForced: --forced draws what the 96 solutions of
// puzzle_2 agree on, in text (which reads back as a puzzle with the same
// 96 solutions) and JSON; a unique puzzle's forced board is its solution;
// no solution exits 1.
func TestMirrormazeForced(t *testing.T) {
	out, errs, code := runCLI(t, "", "mirrormaze", "--forced", mmData+"puzzle_2.json")
	if code != 0 || out != mmForced2 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if back, errs, code := runCLI(t, out, "mirrormaze", "-j1", "--count"); code != 0 || lastLine(back) != "96" {
		t.Fatalf("read back: exit %d, %q %s", code, back, errs)
	}
	out, errs, code = runCLI(t, "", "mirrormaze", "--forced", "--format", "json", mmData+"puzzle_2.json")
	var got struct {
		Status string
		Forced []string
	}
	want := []string{`//\\\G/`, `ZZG/.\Z`, `\\.\.V/`, `VV\./\G`, `\/V./GZ`, `GG/Z\/\`, `Z\V/G\.`}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Status != "sat" || strings.Join(got.Forced, " ") != strings.Join(want, " ") {
		t.Fatalf("JSON: exit %d, %s %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "mirrormaze", "--forced", mmData+"janko_001_4x4.json")
	if code != 0 || out != mmJanko001 {
		t.Fatalf("unique: exit %d: %s\n%s", code, errs, out)
	}
	for _, in := range []string{
		"G 1 V 1 Z 1\n  . .\n. . . .\n  . .\n",  // said before any search
		"  1 .\n. . . 1\n  . .\nsame 0,0 0,1\n", // found by the search
	} {
		out, errs, code = runCLI(t, in, "mirrormaze", "--forced")
		if code != 1 || out != "" || !strings.Contains(errs, "no solution") {
			t.Errorf("%q: exit %d, %q %q", in, code, out, errs)
		}
		out, _, code = runCLI(t, in, "mirrormaze", "--forced", "--format", "json")
		if code != 1 || !strings.Contains(out, `"status":"unsat"`) || strings.Contains(out, `"forced"`) {
			t.Errorf("%q JSON: exit %d, %q", in, code, out)
		}
	}
}

// TestMirrormazeExplain: --explain names the clues, totals, fixed
// monsters and groups of same cells that conflict, 1-based, in text and
// JSON ("conflict"), and exits 1; a puzzle with a solution exits 0 and
// says so.
func TestMirrormazeExplain(t *testing.T) {
	janko001 := strings.Replace(mustRead(t, mmData+"janko_001_4x4.txt"), `1 \ \ . / 2`, `1 \ \ . / 3`, 1)
	for _, tc := range []struct{ in, want string }{
		{janko001, "right 1=3"},
		{"4x4:1,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1", "ghosts=1 vampires=2 zombies=6"},
		{"  1 .\n. . . 1\n  . .\nsame 0,0 0,1\n", "right 1=1 same r1c1 r1c2"},
		{"Z 0\n. .\n. Z . .\n. . . .\n. .\n", "r1c1=Z zombies=0"},
	} {
		in, args := tc.in, []string{}
		if strings.HasPrefix(in, "4x4:") {
			in, args = "", []string{tc.in}
		}
		out, errs, code := runCLI(t, in, append([]string{"mirrormaze", "--explain"}, args...)...)
		if code != 1 || strings.ReplaceAll(out, ", ", " ") != "these givens cannot all hold: "+tc.want+"\n" {
			t.Errorf("%q: exit %d, %q %q; expected %q", tc.in, code, out, errs, tc.want)
		}
		out, errs, code = runCLI(t, in, append([]string{"mirrormaze", "--explain", "--format", "json"}, args...)...)
		var got struct {
			Status   string
			Conflict []string
		}
		if err := json.Unmarshal([]byte(out), &got); code != 1 || err != nil || got.Status != "unsat" || strings.Join(got.Conflict, " ") != tc.want {
			t.Errorf("%q JSON: exit %d, %q %q", tc.in, code, out, errs)
		}
	}
	out, errs, code := runCLI(t, "", "mirrormaze", "--explain", mmData+"puzzle_2.json")
	if code != 0 || out != "" || !strings.Contains(errs, "has a solution: nothing conflicts") {
		t.Errorf("solvable: exit %d, %q %q", code, out, errs)
	}
	out, _, code = runCLI(t, "", "mirrormaze", "--explain", "--format", "json", mmData+"puzzle_2.json")
	if code != 0 || !strings.Contains(out, `"status":"sat"`) || !strings.Contains(out, `"note":"has a solution: nothing conflicts"`) {
		t.Errorf("solvable JSON: exit %d, %q", code, out)
	}
}

// mustRead returns a file's content.
func mustRead(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// mmWithMonsters returns puzzle_2 in the text format with the monsters of
// names ("r3c4=Z", 1-based) fixed.
func mmWithMonsters(t *testing.T, names []string) string {
	t.Helper()
	f, err := os.Open(mmData + "puzzle_2.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := mirrormaze.Parse(f, "puzzle_2.json")
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	for _, name := range names {
		var r, c int
		var m string
		i := -1
		if _, err := fmt.Sscanf(name, "r%dc%d=%s", &r, &c, &m); err == nil && len(m) == 1 {
			i = strings.Index("GVZ", m)
		}
		if i < 0 || r < 1 || r > p.Rows || c < 1 || c > p.Cols || p.At(r-1, c-1).IsMirror() {
			t.Fatalf("%q: expected r<row>c<col>=G|V|Z on a cell free of mirrors", name)
		}
		p.Grid[(r-1)*p.Cols+c-1] = mirrormaze.Monsters[i]
	}
	return mirrormaze.Text(p, nil)
}

// TestMirrormazeSuggest: --suggest names monsters that, fixed, make
// puzzle_2 unique (the command's --unique says so), each needed; JSON
// "suggest"; a unique puzzle needs none; no solution exits 1.
func TestMirrormazeSuggest(t *testing.T) {
	out, errs, code := runCLI(t, "", "mirrormaze", "--suggest", mmData+"puzzle_2.json")
	if code != 0 || !strings.HasPrefix(out, "add ") || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	names := strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "add ")), ", ")
	if _, errs, code := runCLI(t, mmWithMonsters(t, names), "mirrormaze", "-j1", "--unique"); code != 0 {
		t.Fatalf("with %v: not unique: exit %d, %s", names, code, errs)
	}
	for i := range names {
		rest := append(append([]string(nil), names[:i]...), names[i+1:]...)
		if _, _, code := runCLI(t, mmWithMonsters(t, rest), "mirrormaze", "-j1", "--unique"); code != 1 {
			t.Errorf("%s is not needed in %v: exit %d", names[i], names, code)
		}
	}
	out, errs, code = runCLI(t, "", "mirrormaze", "--suggest", "--format", "json", mmData+"puzzle_2.json")
	var got struct {
		Status  string
		Suggest []string
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Status != "sat" || strings.Join(got.Suggest, " ") != strings.Join(names, " ") {
		t.Fatalf("JSON: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "mirrormaze", "--suggest", "--format", "json", mmData+"janko_014_5x8.json")
	if code != 0 || !strings.Contains(out, `"suggest":[]`) || !strings.Contains(out, `"note":"unique already: nothing to add"`) {
		t.Errorf("unique: exit %d, %q %s", code, out, errs)
	}
	_, errs, code = runCLI(t, "  1 .\n. . . 1\n  . .\nsame 0,0 0,1\n", "mirrormaze", "--suggest")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Errorf("no solution: exit %d, %q", code, errs)
	}
}
