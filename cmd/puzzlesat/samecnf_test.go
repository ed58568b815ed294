package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solve"
)

// TestSameCNFEveryRun builds the CNF of a puzzle of every genre (its test
// data: the first puzzles of its files) three times, with --dimacs and
// --encode-only, and asks for the same bytes each time. --merge rebuilds a
// run's jobs from the command line and checks them against the results'
// checksums, so a formula stated in another order (a map's iteration) made
// Hitori's merge refuse its own results.
func TestSameCNFEveryRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every genre's formulas three times")
	}
	dir := t.TempDir()
	for _, g := range solve.Genres() {
		built := 0
		for _, in := range cnfInputs(t, g.Name, dir) {
			var first []byte
			for run := 0; run < 3; run++ {
				out := filepath.Join(dir, "run.cnf")
				os.Remove(out)
				args := append([]string{g.Name, "--dimacs", out, "--encode-only"}, in...)
				_, _, code := runCLI(t, "", args...)
				cnf, err := os.ReadFile(out)
				if code != 0 || err != nil {
					if run > 0 {
						t.Errorf("%s: exit %d on run %d, 0 before", strings.Join(args, " "), code, run+1)
					}
					break // not one puzzle this genre reads (a list of several, an index)
				}
				if run == 0 {
					first, built = cnf, built+1
				} else if string(cnf) != string(first) {
					t.Errorf("%s %s: the CNF of run %d differs from the first's", g.Name, strings.Join(in, " "), run+1)
					break
				}
			}
		}
		if built == 0 {
			t.Errorf("%s: no puzzle built", g.Name)
		}
		t.Logf("%s: %d puzzles built three times", g.Name, built)
	}
}

// cnfInputs returns the arguments of puzzles of genre name to try: a
// calendar date, a queens size, or the first link of each list of its test
// data (written to a file of its own in dir) and each of its small files;
// the caller passes over those that are not one puzzle of the genre.
func cnfInputs(t *testing.T, name, dir string) [][]string {
	if name == "calendar" {
		return [][]string{{"2026-12-04"}}
	}
	if name == "queens" {
		return [][]string{{"8"}}
	}
	files, _ := filepath.Glob(filepath.Join("../../testdata", name, "*"))
	var out [][]string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if _, link, ok := strings.Cut(line, "\t"); ok && !strings.HasPrefix(line, "#") {
				link, _, _ = strings.Cut(link, "\t")
				one := filepath.Join(dir, name+"-"+filepath.Base(f)+".one")
				if err := os.WriteFile(one, []byte(link+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				out = append(out, []string{one})
				break
			}
		}
		if len(data) < 4000 {
			out = append(out, []string{f})
		}
	}
	return out
}
