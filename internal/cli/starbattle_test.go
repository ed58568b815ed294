package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const sbData = "../../testdata/starbattle/"

func TestStarbattleSolveText(t *testing.T) {
	out, errs, code := runCLI(t, "", "starbattle", "-j1", sbData+"cspuz_test_6x6_1.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, "★"); n != 6 {
		t.Fatalf("%d stars drawn, expected 6:\n%s", n, out)
	}
	if strings.Contains(out, "\x1b[") {
		t.Fatal("colour written to a buffer")
	}
	if !strings.HasPrefix(out, "┌") || strings.Count(out, "\n") != 13 {
		t.Fatalf("unexpected drawing:\n%s", out)
	}
}

func TestStarbattleJSON(t *testing.T) {
	out, errs, code := runCLI(t, "", "starbattle", "-j1", "--format", "json", sbData+"cspuz_test_6x6_1.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Puzzle, Status string
		Stars          [][2]int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	want := [][2]int{{0, 1}, {1, 4}, {2, 2}, {3, 0}, {4, 5}, {5, 3}}
	if got.Status != "sat" || len(got.Stars) != 6 {
		t.Fatalf("got %s", out)
	}
	for i := range want {
		if got.Stars[i] != want[i] {
			t.Fatalf("stars %v, expected %v", got.Stars, want)
		}
	}
}

func TestStarbattleModes(t *testing.T) {
	norvig := sbData + "norvig_5x5_1.txt"
	out, _, code := runCLI(t, "", "starbattle", "-j1", "--count", norvig)
	if code != 0 || lastLine(out) != "2" {
		t.Fatalf("--count: exit %d, %q", code, out)
	}
	_, errs, code := runCLI(t, "", "starbattle", "-j1", "--unique", norvig)
	if code != 1 || !strings.Contains(errs, "not unique") {
		t.Fatalf("--unique on two solutions: exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, "", "starbattle", "-j1", "--unique", sbData+"psb_kr05_10x10_2.txt")
	if code != 0 || !strings.Contains(errs, "unique") {
		t.Fatalf("--unique: exit %d, %q", code, errs)
	}
	out, _, code = runCLI(t, "", "starbattle", "-j1", "--all", norvig)
	if code != 0 || strings.Count(out, "★") != 10 {
		t.Fatalf("--all: exit %d\n%s", code, out)
	}
	out, _, code = runCLI(t, "", "starbattle", "-j1", "--all", "--limit", "1", "--format", "json", norvig)
	if code != 0 || strings.Count(out, "\n") != 1 {
		t.Fatalf("--limit 1: exit %d\n%s", code, out)
	}
	for _, flags := range [][]string{{"--notouch", "pairs"}, {"--bands"}, {"--blocks"}, {"--counting"}, {"--card", "totalizer", "--amo", "commander"}} {
		args := append([]string{"starbattle", "-j1", "--count"}, flags...)
		out, errs, code = runCLI(t, "", append(args, norvig)...)
		if code != 0 || lastLine(out) != "2" {
			t.Fatalf("%v: exit %d, %q %s", flags, code, out, errs)
		}
	}
}

func TestStarbattleInputs(t *testing.T) {
	const u = "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk"
	grid, _ := os.ReadFile(sbData + "cspuz_test_6x6_1.txt")
	want, _, _ := runCLI(t, "", "starbattle", "-j1", "--format", "json", sbData+"cspuz_test_6x6_1.txt")
	want = strings.SplitN(want, `"status"`, 2)[1]
	for name, args := range map[string][]string{
		"url argument": {u},
		"url on stdin": {"-"},
		"grid stdin":   {},
	} {
		stdin := u + "\n"
		if name == "grid stdin" {
			stdin = string(grid)
		}
		out, errs, code := runCLI(t, stdin, append([]string{"starbattle", "-j1", "--format", "json"}, args...)...)
		if code != 0 || !strings.HasSuffix(out, want) {
			t.Errorf("%s: exit %d, %s %s", name, code, out, errs)
		}
	}
	// JSON input.
	js := `{"shape": [5, 5], "star_number": 1, "cages": [` + norvigCages() + `]}`
	out, errs, code := runCLI(t, js, "starbattle", "-j1", "--count")
	if code != 0 || lastLine(out) != "2" {
		t.Errorf("JSON input: exit %d, %q %s", code, out, errs)
	}
	// A list of URLs, named by their first column.
	list := "name\tURL\na\t" + u + "\nb\thttps://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou\n"
	out, errs, code = runCLI(t, list, "starbattle", "-j1", "--format", "json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"puzzle":"b"`) {
		t.Errorf("URL list: exit %d, %s %s", code, out, errs)
	}
}

// norvigCages writes norvig_5x5_1 as JSON cages.
func norvigCages() string {
	rows := []string{"ABCCC", "ABDDC", "ABDDE", "AEEEE", "AEEEE"}
	cages := map[byte][]string{}
	var order []byte
	for r, row := range rows {
		for c := range row {
			if cages[row[c]] == nil {
				order = append(order, row[c])
			}
			cages[row[c]] = append(cages[row[c]], `{"row": `+strconv.Itoa(r)+`, "col": `+strconv.Itoa(c)+`}`)
		}
	}
	var out []string
	for _, g := range order {
		out = append(out, "["+strings.Join(cages[g], ", ")+"]")
	}
	return strings.Join(out, ",\n")
}

func TestStarbattleFormatURL(t *testing.T) {
	out, errs, code := runCLI(t, "", "starbattle", "--format", "url", sbData+"noqx_example_15x15_3.txt")
	want := "https://puzz.link/p?starbattle/15/15/3/31g94h1gk30glmiuum28c52kl8mh0i10o51gh4i1go2h84a4802gt5hah8la6046hc9aign1ga18424a42h8\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d: %q %s", code, out, errs)
	}
	// Every grid file gives its line of URLS.tsv.
	files, _ := filepath.Glob(sbData + "*.txt")
	out, errs, code = runCLI(t, "", append([]string{"starbattle", "--format", "url"}, files...)...)
	tsv, _ := os.ReadFile(sbData + "URLS.tsv")
	if code != 0 || out != strings.SplitN(string(tsv), "\n", 2)[1] {
		t.Fatalf("exit %d, %s: URLs differ from URLS.tsv", code, errs)
	}
}

func TestStarbattleNoSolution(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2 3 1\nABC\nABC\n", "rows and columns must be as many"},
		{"4 4 1\nAABB\nAABB\nCCCC\nCCCC\n", "as many regions as rows"},
		{"4 4 1\nAAAB\nACCB\nACCB\nDDDD\n", "no solution"},
	} {
		_, errs, code := runCLI(t, tc.in, "starbattle", "-j1")
		if code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, %q; expected 1 and %q", tc.in, code, errs, tc.want)
		}
	}
	out, _, code := runCLI(t, "2 3 1\nABC\nABC\n", "starbattle", "-j1", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"unsat"`) || !strings.Contains(out, `"reason"`) {
		t.Errorf("JSON no solution: exit %d, %s", code, out)
	}
}

// TestStarbattleSplitAfterSmall: in a batch at -j 2, a 21×21 that comes
// after a 10×10 is still split past its budget (here 1 ns). The batch
// keeps to worker processes, where a whole search can be split, only if
// its first problem has a Split, though a 10×10 has no cubes; on the
// kit, it had none, and a hard puzzle after a small one ran whole (a
// reviewer's find). The 21×21's whole search takes about 0.6 s, so that
// the budget surely passes first (see TestSplitLoneStarbattle).
func TestStarbattleSplitAfterSmall(t *testing.T) {
	_, errs, code := runCLI(t, "", "starbattle", "--unique", "--stats", "-j", "2", "--split-after", "1ns",
		filepath.Join(sbData, "psb_kr05_10x10_2.txt"), filepath.Join(sbData, "sbn_f10_l8_21x21_5.txt"))
	if code != 0 || !strings.Contains(errs, "sbn_f10_l8_21x21_5.txt: ") || !strings.Contains(errs, "split into 10 cubes") {
		t.Errorf("exit %d, stats %q: want the 21×21 split into 10 cubes", code, errs)
	}
}

func TestStarbattleBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("3 3 1\nAAA\nBB\nCCC\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{bad}, bad + ":3:3:"},
		{[]string{"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhoz"}, "column 49"},
		// The input named once, first, as in every message of a reader.
		{[]string{filepath.Join(dir, "missing.txt")}, "puzzlesat: " + filepath.Join(dir, "missing.txt") + ": no such file or directory\n"},
		{[]string{dir}, "puzzlesat: " + dir + ": is a directory\n"},
		{[]string{"--notouch", "x", bad}, "--notouch"},
		{[]string{"--colour", "x", bad}, "--colour"},
		{[]string{"--format", "url", bad}, bad + ":3:3:"},
		{[]string{"--format", "url", "--count", bad}, "without solving"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"starbattle", "-j1"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; expected 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

func TestWantsColour(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if wantsColour(w) {
		t.Error("colour on a pipe")
	}
	if wantsColour(&strings.Builder{}) {
		t.Error("colour on a buffer")
	}
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		defer tty.Close()
		t.Setenv("NO_COLOR", "")
		t.Setenv("TERM", "xterm")
		if !wantsColour(tty) {
			t.Error("no colour on a terminal")
		}
		t.Setenv("NO_COLOR", "1")
		if wantsColour(tty) {
			t.Error("colour with NO_COLOR set")
		}
	}
}

// TestStarbattleDefaultCard: left to choose, the k stars of a line or
// region are gophersat's native constraints (the measured default); a
// named encoding or --dimacs gets clauses only.
func TestStarbattleDefaultCard(t *testing.T) {
	puzzle := sbData + "dailyprog351_challenge_10x10_2.txt"
	native := regexp.MustCompile(`, ([1-9][0-9]*) native constraints`)
	_, errs, code := runCLI(t, "", "starbattle", "-j1", "--stats", puzzle)
	if code != 0 || !native.MatchString(errs) {
		t.Errorf("default: exit %d, %s", code, errs)
	}
	_, errs, code = runCLI(t, "", "starbattle", "-j1", "--stats", "--card", "seqcounter", puzzle)
	if code != 0 || !strings.Contains(errs, ", 0 native constraints") {
		t.Errorf("--card seqcounter: exit %d, %s", code, errs)
	}
	_, errs, code = runCLI(t, "", "starbattle", "-j1", "--stats", "--dimacs", filepath.Join(t.TempDir(), "f.cnf"), puzzle)
	if code != 0 || !strings.Contains(errs, ", 0 native constraints") {
		t.Errorf("--dimacs: exit %d, %s", code, errs)
	}
}
