package bench

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

const testdata = "../testdata"

// TestSeriesWorkloads: the suite, on testdata alone, holds a workload per
// genre of the series (two for Skyscraper, one per encoding of the
// heights), and each, every puzzle of testdata's series files,
// run under every encoding of its axes, proves every puzzle unique but the
// ones known not to be (Binox 12×12, Troix 21×21 and the mirror maze #2 as
// transcribed), which count 2: the runs stop at two solutions.
func TestSeriesWorkloads(t *testing.T) {
	s := Full(testdata, "")
	want := map[string]int64{"binox": 12 + 1, "troix": 4 + 1, "mirrormaze": 14 + 1, "skyscraper direct": 15, "skyscraper order": 15}
	found := 0
	for _, w := range s.Workloads {
		fam := w.Family
		n, ok := want[fam]
		if !ok {
			continue
		}
		found++
		if w.Mode != ProveUnique {
			t.Errorf("%s: mode %v", w.Name, w.Mode)
		}
		rows, err := Run(context.Background(), []*Workload{w}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if r.Status != StatusOK || r.Count != n {
				t.Errorf("%s %s=%s: status %s (%s), count %d, want %d", w.Name, r.Axis, r.Encoding, r.Status, r.Note, r.Count, n)
			}
		}
	}
	if found != len(want) {
		t.Errorf("%d series workloads in the suite, want %d; notes %v", found, len(want), s.Notes)
	}
}

// The facts of every puzzle of the genres with an ASP encoding are
// there; with clingo on PATH, the ASP encodings, a second method, agree
// with puzzlesat's own count on whether each of a genre's first puzzles
// is unique (Tatham's sets hold ambiguous ones on purpose: Pearl's n,
// Dominosa's a). The genres' own tests run clingo over all their puzzles;
// this one keeps to a few each, as Signpost's largest take clingo minutes.
// This half skips without clingo.
func TestClingoFacts(t *testing.T) {
	const perGenre = 4
	genres := ClingoGenres()
	if len(genres) < 6 {
		t.Fatalf("%d genres with an ASP encoding, expected the series' six at least", len(genres))
	}
	path, clingoErr := exec.LookPath("clingo")
	dir := t.TempDir()
	for _, g := range genres {
		enc, _ := aspFiles.ReadFile("asp/" + g.Name + ".lp")
		encFile := filepath.Join(dir, g.Name+".lp")
		os.WriteFile(encFile, enc, 0o644)
		n := 0
		for _, pattern := range g.Bench.Files {
			files, _ := filepath.Glob(filepath.Join(testdata, pattern))
			for _, f := range files {
				ps, err := g.Bench.Load(f)
				if err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				for _, p := range ps {
					n++
					if !strings.Contains(p.Facts, ").") {
						t.Errorf("%s: no facts: %q", p.Name, p.Facts)
					}
					if clingoErr != nil || n > perGenre {
						continue
					}
					facts := filepath.Join(dir, "facts.lp")
					os.WriteFile(facts, []byte(p.Facts), 0o644)
					ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
					_, models, err := runClingo(ctx, path, encFile, facts)
					cancel()
					if err != nil {
						t.Fatalf("%s: %v", p.Name, err)
					}
					form, proj := p.Encode(encode.Config{})
					res, err := sat.Enumerate(context.Background(), form, proj, nil, 2, func([]bool) bool { return true })
					if err != nil {
						t.Fatal(err)
					}
					if int64(models) != min(res.Count, 2) {
						t.Errorf("%s: clingo finds %d models (2: two or more), puzzlesat counts %d", p.Name, models, res.Count)
					}
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no puzzle in testdata", g.Name)
		}
	}
	if clingoErr != nil {
		t.Skip("clingo not on PATH: facts checked, not solved")
	}
}
