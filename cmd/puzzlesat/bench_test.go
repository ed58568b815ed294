package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/bench"
)

// TestBenchWritesReport runs the quick suite's card sizes into a directory
// and reads the results back.
func TestBenchWritesReport(t *testing.T) {
	dir := t.TempDir()
	out, errs, code := runCLI(t, "", "bench", "--quick", "--testdata", "../../testdata",
		"--workload", "card n=10 ", "--encodings", "totalizer,sequential", "--repeat", "2", "--out", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "REPORT.md") || !strings.Contains(errs, "expected about") {
		t.Errorf("stdout %q, stderr %q", out, errs)
	}
	for _, f := range []string{"REPORT.md", "results.csv", "results.json", "charts/card-amo-clauses.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep bench.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	// card n=10 k=1 (amo: pairwise, sequential, totalizer) and k=5 (card:
	// seqcounter, totalizer).
	if len(rep.Rows) != 5 || rep.Repeat != 2 {
		t.Fatalf("%d rows, repeat %d; want 5, 2: %+v", len(rep.Rows), rep.Repeat, rep.Rows)
	}
	for _, r := range rep.Rows {
		if r.Status != bench.StatusOK || r.Runs != 2 {
			t.Errorf("%s %s: %s, %d runs", r.Workload, r.Encoding, r.Status, r.Runs)
		}
	}
}

// TestBenchMarkdownToStdout prints the report when no directory is given.
func TestBenchMarkdownToStdout(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "--quick", "--testdata", "../../testdata", "--workload", "queens-one N=16", "--encodings", "native", "--repeat", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"# Encoding benchmark", "### queens-one N=16 · amo", "| native | gophersat | ok |"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
}

// TestBenchBadFlags: each bad flag is refused in one line, exit 2, and
// --testdata and --out before any run (a bad --out was found only when
// the report was written, after the runs; a missing --testdata ran
// nothing and exited 0).
func TestBenchBadFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "afile")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--repeat", "0"},
		{"--timeout", "-1s"},
		{"--encodings", "nosuch"},
		{"--quick", "--workload", "nosuch"},
		{"extra"},
		{"--quick", "--workload", "queens", "--out", file},
		{"--quick", "--testdata", filepath.Join(t.TempDir(), "absent")},
		// Another mode's flags were taken and ignored.
		{"--compare", "HEAD", "--quick"},
		{"--compare", "HEAD", "--workload", "queens"},
		{"--clingo", "--external"},
		{"--clingo", "--quick"},
	} {
		args = append([]string{"bench", "--testdata", "../../testdata"}, args...)
		out, errs, code := runCLI(t, "", args...)
		if code != exitBadInput || !strings.HasPrefix(errs, "puzzlesat: ") || strings.Count(strings.TrimSpace(errs), "\n") != 0 || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out, errs)
		}
	}
}

// TestBenchChild prints the rows of one workload as JSON, as --isolate
// reads them from its child processes.
func TestBenchChild(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "--quick", "--testdata", "../../testdata", "--child", "card n=10 k=5", "--repeat", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rep bench.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(rep.Rows) != len(bench.Card.Encodings()) {
		t.Errorf("%d rows, want one per cardinality encoding", len(rep.Rows))
	}
	for _, r := range rep.Rows {
		if r.Workload != "card n=10 k=5" {
			t.Errorf("row of %q", r.Workload)
		}
	}
}

// TestQuickMovesToFreshProcesses: the quick suite runs in this process
// until a run reaches its timeout, and from that workload on in fresh
// processes. Before, every later run was skipped while the abandoned
// search held gophersat: a --quick run skipped 476 of its 664 runs, 28
// genres without a row measured, after one Heyawake timeout.
func TestQuickMovesToFreshProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the benchmark in processes")
	}
	// Numberlink's first three puzzles under --connect tree take seconds
	// (100,000 conflicts, most of them in one search); Tents' are quick
	// under every encoding.
	cmd := exec.Command(os.Args[0], "bench", "--quick", "--testdata", "../../testdata",
		"--workload", "numberlink,tents", "--encodings", "tree", "--timeout", "300ms", "--repeat", "1", "--out", t.TempDir()+"/r")
	cmd.Env = append(os.Environ(), "PUZZLESAT_CLI=1")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %s", err, errb.String())
	}
	data, err := os.ReadFile(cmd.Args[len(cmd.Args)-1] + "/results.json")
	if err != nil {
		t.Fatal(err)
	}
	var rep bench.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	timedOut, tents := false, 0
	for _, r := range rep.Rows {
		switch {
		case strings.HasPrefix(r.Workload, "numberlink") && r.Encoding == "tree":
			timedOut = r.Status == bench.StatusTimeout
		case strings.HasPrefix(r.Workload, "tents"):
			tents++
			if r.Status != bench.StatusOK || r.Runs != 1 {
				t.Errorf("%s %s=%s: %s (%s), %d runs; want ok", r.Workload, r.Axis, r.Encoding, r.Status, r.Note, r.Runs)
			}
		}
	}
	if !timedOut {
		t.Fatalf("numberlink under tree did not time out: the test proves nothing; rows %+v", rep.Rows)
	}
	if tents == 0 || !slices.ContainsFunc(rep.Notes, func(n string) bool {
		return strings.Contains(n, "from numberlink (3) on") && strings.Contains(n, "fresh process")
	}) {
		t.Errorf("%d rows of tents, notes %q", tents, rep.Notes)
	}
}

// bench --clingo with a --workload that no genre matches is refused: it
// wrote an empty report whose total read "0.00×", exit 0.
func TestBenchClingoNoGenre(t *testing.T) {
	if _, err := exec.LookPath("clingo"); err != nil {
		t.Skip("clingo is not on PATH")
	}
	out, errs, code := runCLI(t, "", "bench", "--testdata", "../../testdata", "--clingo", "--workload", "nosuch")
	if code != exitBadInput || out != "" || !strings.Contains(errs, "no genre with an ASP encoding") {
		t.Errorf("exit %d, %q %q", code, out, errs)
	}
}
