package cli

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rup"
)

// checkProof checks the proof against the CNF with the test's RUP checker,
// and with drat-trim when it is on PATH.
func checkProof(t *testing.T, cnf, proof string) {
	t.Helper()
	c, err := os.Open(cnf)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	p, err := os.Open(proof)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if n, err := rup.Check(c, p); err != nil {
		t.Fatalf("%s: %v (after %d lemmas)", proof, err, n)
	}
	if path, err := exec.LookPath("drat-trim"); err == nil {
		out, _ := exec.Command(path, cnf, proof).CombinedOutput()
		if !strings.Contains(string(out), "s VERIFIED") {
			t.Fatalf("drat-trim rejects %s:\n%s", proof, out)
		}
	}
}

// --proof writes a DRUP proof that the puzzle has no second solution
// (--unique) or none at all, checked against the CNF --dimacs writes with
// the same flags.
func TestProofs(t *testing.T) {
	dir := t.TempDir()
	cnf, proof := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "f.drup")
	for _, tc := range []struct {
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n", []string{"sudoku", "--unique"}, 0, "no second solution"},
		{sudokuConflict, []string{"sudoku"}, 1, "proof of no solution"},
		{"", []string{"binox", "--unique", binoxData + "puzzle_2.json"}, 0, "no second solution"},
		{"", []string{"troix", "--unique", troixData + "puzzle_1.json"}, 0, "no second solution"},
		{"", []string{"starbattle", "--unique", sbData + "psb_kr05_10x10_2.txt"}, 0, "no second solution"},
		{"", []string{"queens", "6", "--place", "0,0"}, 1, "proof of no solution"},
	} {
		os.Remove(proof)
		args := append(append([]string(nil), tc.args...), "-j1", "--proof", proof, "--dimacs", cnf)
		_, errs, code := runCLI(t, tc.stdin, args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Fatalf("%v: exit %d, %q", tc.args, code, errs)
		}
		checkProof(t, cnf, proof)
	}
	// Nothing to prove: two solutions under --unique.
	_, errs, code := runCLI(t, sudokuMany, "sudoku", "--unique", "--proof", proof)
	if code != 1 || !strings.Contains(errs, "nothing to prove") {
		t.Fatalf("not unique: exit %d, %q", code, errs)
	}
	_, errs, code = runCLI(t, sudokuMany, "sudoku", "--count", "--proof", proof)
	if code != 2 || !strings.Contains(errs, "--proof") {
		t.Fatalf("--count --proof: exit %d, %q", code, errs)
	}
}

// TestProofRefusedFirst: what --proof and --dimacs cannot do is said
// before any work, in one line with nothing on stdout, and leaves no file
// behind: a proof of several puzzles, a folder that does not exist, and
// native constraints, which CNF cannot hold.
func TestProofRefusedFirst(t *testing.T) {
	dir := t.TempDir()
	two := sudokuConflict + sudokuConflict
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"two puzzles", two, []string{"sudoku", "--proof", filepath.Join(dir, "p.drup")}, "one puzzle at a time"},
		{"no such folder", sudokuConflict, []string{"sudoku", "--proof", filepath.Join(dir, "none", "p.drup")}, "--proof: open"},
		{"native at-most-one", "", []string{"queens", "6", "--amo", "native", "--dimacs", filepath.Join(dir, "q.cnf")}, "--amo native"},
		{"native cardinality", "", []string{"binox", binoxData + "puzzle_2.json", "--card", "native", "--proof", filepath.Join(dir, "b.drup")}, "--card native"},
	} {
		out, errs, code := runCLI(t, tc.stdin, tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", tc.name, code, out, errs)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("files left behind: %v", left)
	}
	// A native encoding that the puzzle does not use (queens has no bound
	// above one) leaves the CNF as the default makes it.
	cnf := filepath.Join(dir, "q.cnf")
	if _, errs, code := runCLI(t, "", "queens", "6", "--card", "native", "--dimacs", cnf); code != 0 {
		t.Errorf("--card native unused: exit %d, %q", code, errs)
	}
	if fi, err := os.Stat(cnf); err != nil || fi.Size() == 0 {
		t.Errorf("--card native unused: no CNF written (%v)", err)
	}
	os.Remove(cnf)
	// A file that exists is left as it was when the run is refused.
	old := filepath.Join(dir, "old.drup")
	os.WriteFile(old, []byte("kept\n"), 0o644)
	if _, _, code := runCLI(t, two, "sudoku", "--proof", old); code != 2 {
		t.Errorf("two puzzles over an old proof: exit %d", code)
	}
	if b, _ := os.ReadFile(old); string(b) != "kept\n" {
		t.Errorf("the old proof became %q", b)
	}
}

// TestProofStopped: a run stopped while it writes its proof (--timeout,
// Ctrl-C) exits 3, as a stopped search does, and leaves no file: it was
// exit 2, "--proof FILE: context deadline exceeded", and an empty file.
func TestProofStopped(t *testing.T) {
	defer func(p func(context.Context) context.Context) { proving = p }(proving)
	proving = func(ctx context.Context) context.Context {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		return ctx
	}
	proof := filepath.Join(t.TempDir(), "f.drup")
	_, errs, code := runCLI(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n", "sudoku", "--unique", "-j1", "--proof", proof)
	if _, err := os.Stat(proof); code != 3 || !strings.Contains(errs, "before the proof was written") || err == nil {
		t.Fatalf("exit %d, %q, the file: %v", code, errs, err)
	}
}
