package cli

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/sat"
)

// splitRunMerge runs args with --split into a fresh folder, answers every
// job file (with runJobs), and runs args with --merge: it returns the
// merged output and the folder.
func splitRunMerge(t *testing.T, stdin string, args []string, runJobs func(files []string)) (string, string) {
	t.Helper()
	dir := t.TempDir()
	_, errs, code := runCLI(t, stdin, append(append([]string(nil), args...), "--split", dir)...)
	if code != 0 || !strings.Contains(errs, "job file") { // "1 job file in", "3 job files in"
		t.Fatalf("%v --split: exit %d, %s", args, code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.job"))
	if len(files) == 0 {
		t.Fatalf("%v --split: no job file", args)
	}
	runJobs(files)
	out, errs, code := runCLI(t, stdin, append(append([]string(nil), args...), "--merge", dir)...)
	if code != 0 && code != 1 {
		t.Fatalf("%v --merge: exit %d, %s", args, code, errs)
	}
	return out, dir
}

// severalNumberlink is the site's 10×10 #9, which has several solutions
// as transcribed (testdata/numberlink/SOURCES.md).
const severalNumberlink = "https://puzz.link/p?numlin/10/10/4i5l63j82h7r8g1p2t7j4m63j1n5o"

func runJobsHere(t *testing.T) func([]string) {
	return func(files []string) {
		for _, f := range files {
			if err := sat.RunJobFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Work split into job files, answered one by one and merged, prints what
// the run in one process prints: counts, every solution, a batch, the
// calendar's year table.
func TestSplitAndMerge(t *testing.T) {
	batch := strings.Join([]string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
		"........5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
	}, "\n") + "\n"
	for _, tc := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"queens", "10", "--count"}},
		{"", []string{"queens", "6", "--all", "--format", "json"}},
		{"", []string{"queens", "8", "--place", "0,0", "--count"}},
		{batch, []string{"sudoku", "--unique"}},
		{"", []string{"binox", "--count", binoxData + "puzzle_4.json"}},
		// The year's table (without turning pieces over, to keep it
		// short): 366 dates, each split into cubes.
		{"", []string{"calendar", "--all-dates", "--count", "--no-flip", "--format", "csv"}},
		// A Numberlink of several solutions, whose search is guided
		// (solve.Options.Guided) in one process and in job files alike:
		// the same solution first, the same two under --unique.
		{"", []string{"numberlink", severalNumberlink}},
		{"", []string{"numberlink", "--unique", severalNumberlink}},
	} {
		want, _, _ := runCLI(t, tc.stdin, append(append([]string(nil), tc.args...), "-j1")...)
		got, _ := splitRunMerge(t, tc.stdin, tc.args, runJobsHere(t))
		if got != want {
			t.Errorf("%v: merged\n%s\nin one process\n%s", tc.args, got, want)
		}
	}
}

// --merge reads the chunk size from the files: work split with --chunk
// into many files merges without it, and a merge that asks for another
// size is refused. Once, a merge without the split's --chunk was taken
// for a result of another problem.
func TestMergeReadsChunk(t *testing.T) {
	dir := t.TempDir()
	if _, errs, code := runCLI(t, "", "queens", "9", "--count", "--split", dir, "--chunk", "5"); code != 0 {
		t.Fatalf("--split: exit %d, %s", code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.job"))
	if len(files) < 3 {
		t.Fatalf("%d job files of 5 cubes, expected several", len(files))
	}
	runJobsHere(t)(files)
	if out, errs, code := runCLI(t, "", "queens", "9", "--count", "--merge", dir); code != 0 || strings.TrimSpace(out) != "352" {
		t.Errorf("merged without --chunk: exit %d, %q, %s; expected 352 (OEIS A000170)", code, out, errs)
	}
	if _, errs, code := runCLI(t, "", "queens", "9", "--count", "--merge", dir, "--chunk", "7"); code != 2 || !strings.Contains(errs, "files of 5 cubes") {
		t.Errorf("merged with another --chunk: exit %d, %q", code, errs)
	}
}

// reseal gives a job or result file, changed on purpose, the end line
// that matches its new content, so that the checks behind the end line's
// can be reached.
func reseal(data string) []byte {
	lines := strings.SplitAfter(strings.TrimSuffix(data, "\n"), "\n")
	before := strings.Join(lines[:len(lines)-1], "")
	h := fnv.New128a()
	h.Write([]byte(before))
	return []byte(before + "c end " + hex.EncodeToString(h.Sum(nil)) + "\n")
}

// A result that is missing, corrupt, of another problem, or left over from
// another run is named, with exit 2, never merged.
func TestMergeRefuses(t *testing.T) {
	args := []string{"queens", "9", "--count"}
	_, dir := splitRunMerge(t, "", args, runJobsHere(t))
	results, _ := filepath.Glob(filepath.Join(dir, "*.res"))
	var out string // what the last merge printed
	merge := func(extra ...string) (string, int) {
		o, errs, code := runCLI(t, "", append(append(append([]string(nil), args...), "--merge", dir), extra...)...)
		out = o
		return errs, code
	}
	named := func(errs string) bool { return strings.Contains(errs, filepath.Base(results[0])) }
	raw, _ := os.ReadFile(results[0])
	data := string(raw)
	os.Remove(results[0])
	job := strings.TrimSuffix(results[0], ".res") + ".job"
	if errs, code := merge(); code != 2 || !named(errs) || !strings.Contains(errs, "missing") || !strings.Contains(errs, "(puzzlesat run-job "+job+")") {
		t.Errorf("missing: exit %d, %q, want the hint to run %s", code, errs, job)
	}
	// A count changed in transit: the answers still parse, and only the
	// end line tells (it merged as 354 before there was one).
	first := strings.Index(data, "\nr ") + 3
	count := strings.IndexByte(data[first:], ' ') + first
	changed := data[:first] + data[first:count] + "1" + data[count:]
	for _, tc := range []struct{ name, bad, why string }{
		{"a count changed", changed, "corrupt"},
		{"cut before its end line", data[:strings.LastIndex(strings.TrimSuffix(data, "\n"), "\n")+1], "corrupt"},
		{"cut in an answer", data[:first+2], "corrupt"},
		{"cut in its end line", data[:len(data)-10], "corrupt"},
		{"a line added", data + "r 1 1 0 0 0 0 0\n", "corrupt"},
		{"empty", "", "empty"},
	} {
		os.WriteFile(results[0], []byte(tc.bad), 0o644)
		if errs, code := merge(); code != 2 || !named(errs) || !strings.Contains(errs, tc.why) || strings.Count(errs, "\n") != 1 || out != "" {
			t.Errorf("%s: exit %d, %q", tc.name, code, errs)
		}
	}
	os.WriteFile(results[0], reseal(data[:strings.LastIndex(data, "c end")]+"r 1 1 0 0 0 0 0\nc end\n"), 0o644)
	if errs, code := merge(); code != 2 || !strings.Contains(errs, "more answers") || out != "" {
		t.Errorf("an answer too many: exit %d, %q", code, errs)
	}
	os.WriteFile(results[0], reseal(strings.Replace(data, "c unit 0 0 ", "c unit 0 0 0", 1)), 0o644)
	if errs, code := merge(); code != 2 || !strings.Contains(errs, "another problem") || out != "" {
		t.Errorf("another checksum: exit %d, %q", code, errs)
	}
	os.WriteFile(results[0], []byte(strings.Replace(data, fmt.Sprintf("c puzzlesat-result %d ", sat.JobFormat), "c puzzlesat-result 3 ", 1)), 0o644)
	if errs, code := merge(); code != 2 || !named(errs) || !strings.Contains(errs, fmt.Sprintf("version %d", sat.JobFormat)) || out != "" {
		t.Errorf("a result of version 3: exit %d, %q", code, errs)
	}
	os.WriteFile(results[0], raw, 0o644)
	if errs, code := merge(); code != 0 || errs != "" || lastLine(out) != "352" {
		t.Fatalf("the result put back: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--count", "--merge", dir); code != 2 || !strings.Contains(errs, "another problem") {
		t.Errorf("merged into another problem: exit %d, %q", code, errs)
	}
	// A stray result is refused before anything is printed: a count
	// printed with exit 2 would still be read by a script.
	stray := filepath.Join(dir, "job-999999.res")
	os.WriteFile(stray, raw, 0o644)
	if errs, code := merge(); code != 2 || !strings.Contains(errs, "no job of this run") || out != "" {
		t.Errorf("a stray result: exit %d, %q, printed %q", code, errs, out)
	}
	jobs, _ := filepath.Glob(filepath.Join(dir, "*.job"))
	jobBody, _ := os.ReadFile(jobs[0])
	os.WriteFile(strings.TrimSuffix(stray, ".res")+".job", jobBody, 0o644)
	if errs, code := merge(); code != 2 || !strings.Contains(errs, "no job of this run") || out != "" {
		t.Errorf("a stray result beside a stray job file: exit %d, %q, printed %q", code, errs, out)
	}
	os.Remove(stray)
	os.Remove(strings.TrimSuffix(stray, ".res") + ".job")
	body, _ := os.ReadFile(jobs[0])
	for name, bad := range map[string][]byte{
		"a query added, resealed": reseal(string(body[:bytes.LastIndex(body, []byte("c end"))]) + "q 0 0 0\nc end\n"),
		"a query added":           append(append([]byte(nil), body...), "q 0 0 0\n"...),
		"cut short":               body[:len(body)/2],
	} {
		os.WriteFile(jobs[0], bad, 0o644)
		if _, errs, code := runCLI(t, "", "run-job", jobs[0]); code != 2 || !strings.Contains(errs, "corrupt") || !strings.Contains(errs, filepath.Base(jobs[0])) {
			t.Errorf("a corrupt job (%s): exit %d, %q", name, code, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--count", "--merge", filepath.Join(dir, "none")); code != 2 || !strings.Contains(errs, "no such folder") {
		t.Errorf("--merge of no folder: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--count", "--merge", results[0]); code != 2 || !strings.Contains(errs, "not a folder") {
		t.Errorf("--merge of a file: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--chunk", "5"); code != 2 || !strings.Contains(errs, "--chunk 5") || strings.Count(errs, "\n") != 1 {
		t.Errorf("--chunk without --split or --merge: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", append(append([]string(nil), args...), "--merge", dir, "--chunk", "5")...); code != 2 || !strings.Contains(errs, "merged as files of 5") {
		t.Errorf("merged with another --chunk: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "queens", "8", "--split", dir, "--merge", dir); code != 2 || strings.Count(errs, "\n") != 1 {
		t.Errorf("--split with --merge: exit %d, %q", code, errs)
	}
	// A folder that cannot be made is told as --split's (QA).
	bad := filepath.Join(results[0], "jobs")
	if _, errs, code := runCLI(t, "", "queens", "8", "--count", "--split", bad); code != 2 || errs != "puzzlesat: --split "+bad+": not a directory\n" {
		t.Errorf("--split under a file: exit %d, %q", code, errs)
	}
}

// A job killed while it runs (a batch engine's time limit, a lost host)
// leaves no result, not a partial one: --merge names it as missing, and
// the job run again merges. 13-queens' count as one job file searches for
// seconds; it is killed after 300 ms.
func TestKilledJobLeavesNoResult(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"queens", "13", "--count", "--chunk", "100000"}
	got, _ := splitRunMerge(t, "", args, func(files []string) {
		if len(files) != 1 {
			t.Fatalf("%d job files, expected one", len(files))
		}
		cmd := exec.Command(exe, "run-job", files[0])
		cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		if res, _ := filepath.Glob(filepath.Join(filepath.Dir(files[0]), "*.res")); len(res) != 0 {
			t.Fatalf("killed after 300 ms, yet a result: %v", res)
		}
		if _, errs, code := runCLI(t, "", append(append([]string(nil), args...), "--merge", filepath.Dir(files[0]))...); code != 2 || !strings.Contains(errs, "missing") {
			t.Fatalf("merged after the kill: exit %d, %q", code, errs)
		}
		runJobsHere(t)(files)
	})
	if strings.TrimSpace(got) != "73712" {
		t.Fatalf("run again and merged: %q, expected 73712 (OEIS A000170)", got)
	}
}

// The recipe of the README with GNU parallel on two local slots, when it
// is installed: the count of 10-queens through job files equals the count
// in one process.
func TestSplitWithGNUParallel(t *testing.T) {
	path, err := exec.LookPath("parallel")
	if err != nil {
		t.Skip("GNU parallel not installed")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"queens", "10", "--count"}
	want, _, _ := runCLI(t, "", args...)
	got, _ := splitRunMerge(t, "", args, func(files []string) {
		cmd := exec.Command(path, append([]string{"--will-cite", "-j", "2", exe, "run-job", ":::"}, files...)...)
		cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("parallel: %v\n%s", err, out)
		}
	})
	if got != want || strings.TrimSpace(got) != "724" {
		t.Fatalf("through parallel: %q, in one process %q (OEIS A000170: 724)", got, want)
	}
}

// A hard puzzle's cubes go into its job files whatever -j: split with
// -j 1 and merged with -j 2, a 25×25 Sudoku and a 21×21 Star Battle give
// what one process prints, and the job files hold cubes.
func TestSplitCubesWhateverJobs(t *testing.T) {
	for _, args := range [][]string{
		{"sudoku", "--unique", sudokuFile("frisch25_3.txt")},
		{"starbattle", "--unique", sbData + "psb_kr10_21x21_5.txt"},
	} {
		want, _, _ := runCLI(t, "", append(append([]string(nil), args...), "-j1")...)
		dir := t.TempDir()
		if _, errs, code := runCLI(t, "", append(append([]string(nil), args...), "-j1", "--split", dir)...); code != 0 {
			t.Fatalf("%v --split: exit %d, %s", args, code, errs)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.job"))
		queries := 0
		for _, f := range files {
			data, _ := os.ReadFile(f)
			queries += strings.Count(string(data), "\nq ")
			if err := sat.RunJobFile(f); err != nil {
				t.Fatal(err)
			}
		}
		if queries < 2 {
			t.Errorf("%v: %d queries in the job files, expected cubes", args, queries)
		}
		got, errs, code := runCLI(t, "", append(append([]string(nil), args...), "-j2", "--merge", dir)...)
		if code != 0 || got != want {
			t.Errorf("%v: merged with -j 2 (exit %d, %s)\n%s\nin one process\n%s", args, code, errs, got, want)
		}
	}
}

// --split into a folder that holds an earlier split's files is refused:
// the old jobs beside the new ones would run too (jobs/*.job), and the
// merge would then refuse their results; the count said "4 job files"
// where one was written.
func TestSplitRefusesUsedFolder(t *testing.T) {
	dir := t.TempDir()
	if _, errs, code := runCLI(t, "", "queens", "10", "--count", "--chunk", "10", "--split", dir); code != 0 {
		t.Fatalf("first split: exit %d %s", code, errs)
	}
	_, errs, code := runCLI(t, "", "queens", "8", "--count", "--chunk", "10", "--split", dir)
	if code != 2 || !strings.Contains(errs, "of an earlier split") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("second split into the same folder: exit %d, %q", code, errs)
	}
}

// TestBatchAnswersBeforeBadPuzzle: a batch whose third puzzle is malformed
// answers the two before it, in order and named, then gives the one-line
// error and exit 2, in every form a batch takes (typed grids, a list of
// links, a JSON array, Janko's blocks), as a Sudoku batch does. The kit's
// genres answered none of them; a JSON array on one line named each
// answer "<stdin>:1".
func TestBatchAnswersBeforeBadPuzzle(t *testing.T) {
	janko := func(grid string) string {
		return "begin\npuzzle akari\nrows 2\ncols 2\nproblem\n" + grid + "\nend\n"
	}
	link := "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"
	for _, tc := range []struct {
		name, input string
		args        []string
		first       string // the first puzzle's name in the answers
		err         string
	}{
		{"grids", ". .\n. .\n---\n. 0\n. .\n---\n. .\nx y z\n---\n. .\n. .\n", []string{"akari"}, "<stdin>:1", "<stdin>:8:1: "},
		{"links", link + "\n" + link + "\n" + link + "zzzz\n" + link + "\n", []string{"nurikabe"}, "<stdin>:1", "<stdin>:3:43: "},
		{"json", `[{"grid": [". .", ". ."]}, {"grid": [". 0", ". ."]}, {"grid": [". .", ". . ."]}, {"grid": [". .", ". ."]}]`, []string{"akari"}, "<stdin>#1", "<stdin>:1:"}, // one line: named by place
		{"janko", janko("- -\n- -") + janko("- 0\n- -") + janko("- q\n- -") + janko("- -\n- -"), []string{"akari"}, "<stdin>:1", "<stdin>:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := runCLI(t, tc.input, append(tc.args, "--format", "json", "--count", "-")...)
			var names []string
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				var v struct{ Puzzle, Status string }
				if err := json.Unmarshal([]byte(line), &v); err != nil || v.Status == "" {
					t.Fatalf("answer %q: %v", line, err)
				}
				names = append(names, v.Puzzle)
			}
			if code != 2 || len(names) != 2 || names[0] != tc.first || names[1] == names[0] {
				t.Errorf("exit %d, answers for %q; want exit 2 and two answers, the first %q\n%s", code, names, tc.first, out)
			}
			if lines := strings.Split(strings.TrimSpace(errs), "\n"); len(lines) != 1 || !strings.Contains(lines[0], tc.err) {
				t.Errorf("stderr %q: want one line with %q", errs, tc.err)
			}
		})
	}
}

// JSON Lines, an object a line (what a tool that writes a record at a
// time gives), read as a batch, each puzzle named by its line.
func TestJSONLines(t *testing.T) {
	in := `{"grid": ["1 .", ". ."]}` + "\n\n" + `{"genre": "akari", "grid": [". 0", ". ."]}` + "\n"
	out, errs, code := runCLI(t, in, "akari", "--count", "--format", "json")
	if code != 0 || !strings.Contains(out, `"puzzle":"<stdin>:1","status":"unsat","count":0`) || !strings.Contains(out, `"puzzle":"<stdin>:3","status":"sat","count":1`) {
		t.Errorf("exit %d, %q %s; expected both puzzles, named by line", code, out, errs)
	}
	// Bad JSON in the third stops the batch there, as a puzzle that does
	// not read does: the two before it are answered (they were not).
	out, errs, code = runCLI(t, in+`{"grid": x}`+"\n", "akari", "--count", "--format", "json")
	if code != 2 || !strings.HasPrefix(errs, "puzzlesat: <stdin>:4:10: bad JSON") || strings.Count(out, "\n") != 2 || !strings.Contains(out, `"puzzle":"<stdin>:3"`) {
		t.Errorf("a bad third object: exit %d, %q %q; expected the two before it answered, then <stdin>:4:10", code, out, errs)
	}
}
