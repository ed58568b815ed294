package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

const slitherData = "../../testdata/slitherlink/"

// slitherMethods are the values of --connect.
var slitherMethods = []string{"lazy", "tree", "reach", "auto"}

func TestSlitherlinkCommonFlags(t *testing.T) {
	// many_3x3.txt has 5 solutions (see testdata/slitherlink/SOURCES.md).
	checkCommonFlags(t, genreCase{genre: "slitherlink", unique: slitherData + "janko_0001_4x4.json", many: slitherData + "many_3x3.txt", want: 5, field: "loop"})
}

// slitherSmall is a 2×3 puzzle with one solution, as a text grid, and
// its answer.
const (
	slitherSmall       = "2 . .\n3 2 0\n"
	slitherSmallAnswer = "┌───────┐   ·\n│ 2     │\n│   ┌───┘   ·\n│ 3 │ 2   0\n└───┘   ·   ·\n"
)

func TestSlitherlinkSolveText(t *testing.T) {
	out, errs, code := runCLI(t, slitherSmall, "slitherlink", "-j1")
	if code != 0 || out != slitherSmallAnswer {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	// The answer reads back as its puzzle.
	out2, errs, code := runCLI(t, out, "slitherlink", "-j1", "--unique")
	if code != 0 || out2 != slitherSmallAnswer {
		t.Fatalf("the answer read back: exit %d: %s\n%s", code, errs, out2)
	}
	// Two puzzles: each answer under its name.
	out, errs, code = runCLI(t, "", "slitherlink", "-j1", slitherData+"janko_0001_4x4.json", slitherData+"puzzlink_pzprjs_5x5.json")
	if code != 0 || !strings.HasPrefix(out, slitherData+"janko_0001_4x4.json\n·   ┌───┐") || !strings.Contains(out, "\n"+slitherData+"puzzlink_pzprjs_5x5.json\n┌───") {
		t.Fatalf("two puzzles: exit %d: %s\n%s", code, errs, out)
	}
}

func TestSlitherlinkJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "slitherlink", "-j1", "--format", "json", slitherData+"janko_0001_4x4.json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Puzzle, Status string
		Loop           [][2]int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	// From the smallest dot, 0,1, first right (0,2 before 1,1), the
	// start not repeated.
	want := [][2]int{{0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {4, 3}, {4, 2}, {3, 2}, {3, 1}, {2, 1}, {1, 1}}
	if got.Status != "sat" || got.Puzzle != slitherData+"janko_0001_4x4.json" || len(got.Loop) != len(want) {
		t.Fatalf("got %s", out)
	}
	for i := range want {
		if got.Loop[i] != want[i] {
			t.Fatalf("loop %v, expected %v", got.Loop, want)
		}
	}
}

// TestSlitherlinkConnect counts and proves unique under each --connect,
// in this process and in worker processes (several puzzles, so that the
// lazy checks run in the workers).
func TestSlitherlinkConnect(t *testing.T) {
	small := []string{slitherData + "janko_0001_4x4.json", slitherData + "janko_0011_5x5.json", slitherData + "puzzle_1.json", slitherData + "puzzlink_pzprjs_5x5.json"}
	for _, m := range slitherMethods {
		for _, j := range []string{"-j1", "-j2"} {
			out, errs, code := runCLI(t, "", "slitherlink", j, "--connect", m, "--count", slitherData+"many_3x3.txt")
			if code != 0 || lastLine(out) != "5" {
				t.Errorf("%s %s --count: exit %d, %q %s", m, j, code, out, errs)
			}
			out, errs, code = runCLI(t, "", append([]string{"slitherlink", j, "--connect", m, "--unique", "--format", "json"}, small...)...)
			if code != 0 || strings.Count(out, `"unique":true`) != len(small) {
				t.Errorf("%s %s --unique: exit %d, %s %s", m, j, code, out, errs)
			}
			for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
				if !strings.Contains(line, `"puzzle":"`+small[i]+`"`) {
					t.Errorf("answer %d is not in input order: %s", i, line)
				}
			}
		}
	}
	out, errs, code := runCLI(t, "", "slitherlink", "-j1", "--inside=false", "--count", slitherData+"many_3x3.txt")
	if code != 0 || lastLine(out) != "5" {
		t.Errorf("--inside=false: exit %d, %q %s", code, out, errs)
	}
}

// TestSlitherlinkShared proves every shared puzzle unique in one run of
// two worker processes, with the default --connect.
func TestSlitherlinkShared(t *testing.T) {
	files, _ := filepath.Glob(slitherData + "*.json")
	if len(files) != 18 {
		t.Fatalf("%d files", len(files))
	}
	out, errs, code := runCLI(t, "", append([]string{"slitherlink", "-j", "2", "--unique", "--format", "json"}, files...)...)
	if code != 0 || strings.Count(out, `"unique":true`) != 18 {
		t.Fatalf("exit %d, %s %s", code, out, errs)
	}
}

func TestSlitherlinkInputs(t *testing.T) {
	const u = "https://puzz.link/p?slither/5/5/cbcbcddad"
	const id = "5x5t0:2b1b2b1b2b3b3b0b3"
	want, _, _ := runCLI(t, "", "slitherlink", "-j1", "--format", "json", slitherData+"puzzlink_pzprjs_5x5.json")
	want = strings.SplitN(want, `"status"`, 2)[1]
	for name, tc := range map[string]struct{ stdin, arg string }{
		"url argument":   {"", u},
		"alias":          {"", "http://pzv.jp/p.html?slitherlink/5/5/cbcbcddad"},
		"loopy argument": {"", id},
		"loopy link":     {"", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/loopy.html#5x5t0dh:2b1b2b1b2b3b3b0b3"},
		"url on stdin":   {u + "\n", "-"},
		"loopy on stdin": {id + "\n", "-"},
		"text on stdin":  {"# FORMATS.md A.2\n2 . . 1 .\n. 2 . . 1\n. . 2 . .\n3 . . 3 .\n. 0 . . 3\n", "-"},
	} {
		out, errs, code := runCLI(t, tc.stdin, "slitherlink", "-j1", "--format", "json", tc.arg)
		if code != 0 || !strings.HasSuffix(out, want) {
			t.Errorf("%s: exit %d, %s %s", name, code, out, errs)
		}
	}
	// A list of links, named by their first column.
	list := "name\tpuzzle\na\t" + u + "\nb\t" + id + "\n"
	out, errs, code := runCLI(t, list, "slitherlink", "-j1", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"puzzle":"b"`) {
		t.Errorf("list: exit %d, %s %s", code, out, errs)
	}
}

func TestSlitherlinkFormatLinks(t *testing.T) {
	out, errs, code := runCLI(t, "", "slitherlink", "--format", "url", slitherData+"puzzlink_pzprjs_5x5.json")
	if code != 0 || out != "https://puzz.link/p?slither/5/5/cbcbcddad\n" {
		t.Fatalf("--format url: exit %d: %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--format", "tatham", slitherData+"janko_0001_4x4.json", slitherData+"many_3x3.txt")
	want := "janko_0001_4x4\t4x4t0:1b0d1a21a23a\nmany_3x3\t3x3t0:b1a13c\n"
	if code != 0 || out != want {
		t.Fatalf("--format tatham: exit %d: %q %s", code, out, errs)
	}
	// The list written reads back.
	out, errs, code = runCLI(t, out, "slitherlink", "-j1", "--count", "--format", "json")
	if code != 0 || !strings.Contains(out, `"puzzle":"janko_0001_4x4","status":"sat","count":1`) || !strings.Contains(out, `"puzzle":"many_3x3","status":"sat","count":5`) {
		t.Fatalf("list read back: exit %d: %s %s", code, out, errs)
	}
}

func TestSlitherlinkNoSolution(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"4 . 4\n", "both hold 4"},
		{"3 3\n3 3\n", "no solution"},
	} {
		_, errs, code := runCLI(t, tc.in, "slitherlink", "-j1")
		if code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, %q; expected 1 and %q", tc.in, code, errs, tc.want)
		}
	}
	out, _, code := runCLI(t, "4 4\n", "slitherlink", "-j1", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"reason"`) {
		t.Errorf("JSON no solution: exit %d, %s", code, out)
	}
}

func TestSlitherlinkDIMACS(t *testing.T) {
	for _, m := range []string{"auto", "tree", "reach"} {
		path := filepath.Join(t.TempDir(), "f.cnf")
		_, errs, code := runCLI(t, "", "slitherlink", "-j1", "--connect", m, "--dimacs", path, slitherData+"janko_0001_4x4.json")
		data, err := os.ReadFile(path)
		if code != 0 || err != nil || !strings.Contains(string(data), "p cnf ") {
			t.Errorf("--connect %s --dimacs: exit %d, %v, %s", m, code, err, errs)
		}
	}
	_, errs, code := runCLI(t, "", "slitherlink", "-j1", "--connect", "lazy", "--dimacs", filepath.Join(t.TempDir(), "f.cnf"), slitherData+"janko_0001_4x4.json")
	if code != 2 || !strings.Contains(errs, "no CNF form") || strings.Count(errs, "\n") != 1 {
		t.Errorf("--connect lazy --dimacs: exit %d, %q", code, errs)
	}
	out, errs, code := runCLI(t, "", "slitherlink", "-j1", "--stats", "--format", "json", "--connect", "lazy", slitherData+"janko_0001_4x4.json")
	if code != 0 || !strings.Contains(out, `"stats":{`) {
		t.Errorf("--stats json: exit %d, %s %s", code, out, errs)
	}
}

func TestSlitherlinkBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("1 2 .\n3 x .\n"), 0o644)
	badJSON := filepath.Join(dir, "bad.json")
	os.WriteFile(badJSON, []byte("{\"shape\": [2, 2],\n \"surrounded_line_number\": [{\"row\": 1, \"col\": 0, \"val\": 5}]}\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, bad + `:2:3: unexpected 'x': expected a clue 0 to 4`},
		{[]string{badJSON}, badJSON + ":2:57: val 5: expected 0 to 4"},
		{[]string{"https://puzz.link/p?slither/5/5/cbcb!"}, "column 37: unexpected '!' in the clues"},
		{[]string{"5x5t0:2b1b2b1b2b3b3b0b3!"}, "column 24: \"!\" after the last cell"},
		{[]string{"5x5t1:2b1b2b1b2b3b3b0b3"}, "grid type t1: expected t0"},
		{[]string{filepath.Join(dir, "missing.txt")}, "no such file"},
		{[]string{"--connect", "magic", bad}, "--connect: unknown connectivity encoding \"magic\""},
		{[]string{"--format", "url", bad}, bad + ":2:3:"},
		{[]string{"--format", "tatham", "--count", bad}, "without solving"},
		{[]string{"--format", "svg", bad}, "--format"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"slitherlink", "-j1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; expected 2 and %q on one line", tc.args, code, errs, tc.want)
		}
	}
}

// TestSlitherlinkForced: --forced draws what the 5 loops of many_3x3.txt
// agree on (edges on drawn, edges off crossed out), which reads back as
// the puzzle; JSON lists the edges on and off; a unique puzzle's forced
// board is its loop; no solution exits 1.
func TestSlitherlinkForced(t *testing.T) {
	want := "·   · × · × ·\n        × 1 ×\n·   ·   ╶───┐\n    × 1   3 │\n·   · × ╷   ╵\n        │\n·   ·   ╵   ·\n"
	out, errs, code := runCLI(t, "", "slitherlink", "--forced", slitherData+"many_3x3.txt")
	if code != 0 || out != want {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if back, errs, code := runCLI(t, out, "slitherlink", "-j1", "--count"); code != 0 || lastLine(back) != "5" {
		t.Fatalf("read back: exit %d, %q %s", code, back, errs)
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--forced", "--format", "json", slitherData+"many_3x3.txt")
	var got struct {
		Status string
		Forced struct{ On, Off [][2][2]int }
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Status != "sat" ||
		!reflect.DeepEqual(got.Forced.On, [][2][2]int{{{1, 2}, {1, 3}}, {{1, 3}, {2, 3}}, {{2, 2}, {3, 2}}}) || len(got.Forced.Off) != 6 {
		t.Fatalf("JSON: exit %d: %s\n%s", code, errs, out)
	}
	solved, _, _ := runCLI(t, "", "slitherlink", "-j1", slitherData+"janko_0011_5x5.json")
	out, errs, code = runCLI(t, "", "slitherlink", "--forced", slitherData+"janko_0011_5x5.json")
	if code != 0 || out != solved || strings.Contains(out, "×") {
		t.Fatalf("unique: exit %d: %s\n%s\nexpected\n%s", code, errs, out, solved)
	}
	for _, in := range []string{"4 . 4\n", "3 3\n3 3\n"} {
		out, errs, code = runCLI(t, in, "slitherlink", "--forced")
		if code != 1 || out != "" || !strings.Contains(errs, "no solution") {
			t.Errorf("%q: exit %d, %q %q", in, code, out, errs)
		}
		out, _, code = runCLI(t, in, "slitherlink", "--forced", "--format", "json")
		if code != 1 || !strings.Contains(out, `"status":"unsat"`) || strings.Contains(out, `"forced"`) {
			t.Errorf("%q JSON: exit %d, %q", in, code, out)
		}
	}
}

// TestSlitherlinkExplain: --explain names the clues that conflict,
// 1-based, in text and JSON ("conflict"), and exits 1; a puzzle with a
// loop exits 0 and says so.
func TestSlitherlinkExplain(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"3 3 .\n. 0 .\n. . .\n", "r1c1=3, r2c2=0"},
		{"4 . 4\n", "r1c1=4, r1c3=4"},
		{"1 . .\n. . .\n. . 4\n", "r1c1=1, r3c3=4"},
	} {
		out, errs, code := runCLI(t, tc.in, "slitherlink", "--explain")
		if code != 1 || out != "these givens cannot all hold: "+tc.want+"\n" {
			t.Errorf("%q: exit %d, %q %q; expected %q", tc.in, code, out, errs, tc.want)
		}
		out, errs, code = runCLI(t, tc.in, "slitherlink", "--explain", "--format", "json")
		var got struct {
			Status   string
			Conflict []string
		}
		if err := json.Unmarshal([]byte(out), &got); code != 1 || err != nil || got.Status != "unsat" || strings.Join(got.Conflict, ", ") != tc.want {
			t.Errorf("%q JSON: exit %d, %q %q", tc.in, code, out, errs)
		}
	}
	out, errs, code := runCLI(t, "", "slitherlink", "--explain", slitherData+"many_3x3.txt")
	if code != 0 || out != "" || !strings.Contains(errs, "has a solution: nothing conflicts") {
		t.Errorf("solvable: exit %d, %q %q", code, out, errs)
	}
}

// TestSlitherlinkSuggest: --suggest names clues of one loop (text and
// JSON "suggest"); a unique puzzle needs none; no solution exits 1. (The
// conformance test, kittest.SuggestsClues, checks that the clues make
// the puzzle unique, each needed.)
func TestSlitherlinkSuggest(t *testing.T) {
	out, errs, code := runCLI(t, "", "slitherlink", "--suggest", slitherData+"many_3x3.txt")
	if code != 0 || !strings.HasPrefix(out, "add r") || strings.Count(out, "\n") != 1 {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	names := strings.Split(strings.TrimSpace(strings.TrimPrefix(out, "add ")), ", ")
	out, errs, code = runCLI(t, "", "slitherlink", "--suggest", "--format", "json", slitherData+"many_3x3.txt")
	var got struct {
		Status  string
		Suggest []string
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil || got.Status != "sat" || !reflect.DeepEqual(got.Suggest, names) {
		t.Fatalf("JSON: exit %d, %q %s", code, out, errs)
	}
	for _, name := range names {
		if !regexp.MustCompile(`^r\d+c\d+=[0-4]$`).MatchString(name) {
			t.Errorf("suggestion %q", name)
		}
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--suggest", "--format", "json", slitherData+"janko_0001_4x4.json")
	if code != 0 || !strings.Contains(out, `"suggest":[]`) || !strings.Contains(out, `"note":"unique already: nothing to add"`) {
		t.Errorf("unique: exit %d, %q %s", code, out, errs)
	}
	_, errs, code = runCLI(t, "3 3\n3 3\n", "slitherlink", "--suggest")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Errorf("no solution: exit %d, %q", code, errs)
	}
}

// TestSlitherlinkHintRate: --hint gives an edge, its level and what it
// uses; --rate the level and steps, in text and JSON. The edges a 0 fixes
// on its own are steps too (the player crosses them out): the 4×4's 40
// edges are 40 steps.
func TestSlitherlinkHintRate(t *testing.T) {
	out, errs, code := runCLI(t, "", "slitherlink", "--hint", slitherData+"janko_0001_4x4.json")
	if code != 0 || out != "edge r1c4-r1c5 off (level 0: r1c4=0)\n" {
		t.Fatalf("hint: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--hint", "--format", "json", slitherData+"janko_0001_4x4.json")
	if code != 0 || !strings.Contains(out, `"hint":{"cell":"edge r1c4-r1c5 off","level":0,"reason":["r1c4=0"]}`) {
		t.Fatalf("hint JSON: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--rate", slitherData+"janko_0001_4x4.json", slitherData+"puzzle_1.json")
	// Two puzzles: each line names its own (it was two bare lines).
	if code != 0 || out != slitherData+"janko_0001_4x4.json: level 1 (steps: 21 at level 0, 19 at level 1)\n"+slitherData+"puzzle_1.json: level 1 (steps: 66 at level 0, 46 at level 1)\n" {
		t.Fatalf("rate: exit %d, %q %s", code, out, errs)
	}
	out, errs, code = runCLI(t, "", "slitherlink", "--rate", "--format", "json", slitherData+"janko_0001_4x4.json")
	if code != 0 || !strings.Contains(out, `"rating":{"level":1,"steps":{"0":21,"1":19}}`) {
		t.Fatalf("rate JSON: exit %d, %q %s", code, out, errs)
	}
	_, errs, code = runCLI(t, "3 3\n3 3\n", "slitherlink", "--rate")
	if code != 1 || !strings.Contains(errs, "no solution") {
		t.Errorf("no solution: exit %d, %q", code, errs)
	}
}

// TestSlitherlinkProof: --proof with --unique writes a DRUP proof that
// checks against the CNF --dimacs writes (Auto picks the spanning tree
// for it), and one of no solution; lazy has no CNF to prove against.
func TestSlitherlinkProof(t *testing.T) {
	dir := t.TempDir()
	cnf, proof := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "f.drup")
	for _, tc := range []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"", []string{"--unique", slitherData + "janko_0001_4x4.json"}, 0, "no second solution"},
		{"", []string{"--unique", "--connect", "reach", slitherData + "puzzlink_pzprjs_5x5.json"}, 0, "no second solution"},
		{"3 3 .\n. 0 .\n", nil, 1, "proof of no solution"},
	} {
		os.Remove(proof)
		args := append(append([]string{"slitherlink"}, tc.args...), "-j1", "--proof", proof, "--dimacs", cnf)
		_, errs, code := runCLI(t, tc.stdin, args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Fatalf("%v: exit %d, %q", tc.args, code, errs)
		}
		checkProof(t, cnf, proof)
	}
	_, errs, code := runCLI(t, "", "slitherlink", "--unique", "--connect", "lazy", "--proof", proof, slitherData+"janko_0001_4x4.json")
	if code != 2 || !strings.Contains(errs, "--proof with --connect lazy") || strings.Count(errs, "\n") != 1 {
		t.Errorf("lazy: exit %d, %q", code, errs)
	}
}

// TestSlitherlinkGenerate: generate slitherlink makes puzzles that
// --unique proves unique, the same with one worker or two; JSON holds the
// puzzle, the loop and the number of clues; links read back; bad sizes
// exit 2.
func TestSlitherlinkGenerate(t *testing.T) {
	one, errs, code := runCLI(t, "", "generate", "slitherlink", "--seed", "4", "--count", "3", "--size", "6")
	if code != 0 || strings.Count(one, "---\n") != 2 {
		t.Fatalf("exit %d: %q %s", code, one, errs)
	}
	two, _, code := runCLI(t, "", "generate", "slitherlink", "--seed", "4", "--count", "3", "--size", "6", "-j", "2")
	if code != 0 || two != one {
		t.Fatalf("-j 2 gave other puzzles (exit %d):\n%s\nagainst\n%s", code, two, one)
	}
	if _, errs, code := runCLI(t, one, "slitherlink", "--unique"); code != 0 || strings.Count(errs, ": unique\n") != 3 {
		t.Fatalf("not unique: exit %d, %s", code, errs)
	}
	out, errs, code := runCLI(t, "", "generate", "slitherlink", "--seed", "2", "--rows", "5", "--cols", "7", "--symmetric", "--format", "json")
	var obj struct {
		Input struct {
			Shape []int
			Clues []struct{ Row, Col, Val int } `json:"surrounded_line_number"`
		}
		Solution struct{ Loop [][2]int }
		Givens   int
		Link     string
	}
	if code != 0 || json.Unmarshal([]byte(out), &obj) != nil || !reflect.DeepEqual(obj.Input.Shape, []int{5, 7}) ||
		len(obj.Input.Clues) != obj.Givens || len(obj.Solution.Loop) < 4 || !strings.HasPrefix(obj.Link, "https://puzz.link/p?slither/7/5/") {
		t.Fatalf("--format json: exit %d, %q %s", code, out, errs)
	}
	for _, c := range obj.Input.Clues {
		found := false
		for _, d := range obj.Input.Clues {
			found = found || d.Row == 4-c.Row && d.Col == 6-c.Col
		}
		if !found {
			t.Errorf("--symmetric: clue %+v without its partner", c)
		}
	}
	if _, errs, code := runCLI(t, obj.Link, "slitherlink", "--unique"); code != 0 {
		t.Fatalf("the link: exit %d, %s", code, errs)
	}
	for _, bad := range [][]string{{"--size", "31"}, {"--rows", "-2"}} {
		_, errs, code := runCLI(t, "", append([]string{"generate", "slitherlink"}, bad...)...)
		if code != 2 || !strings.Contains(errs, "expected 1 to 30") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", bad, code, errs)
		}
	}
}
