package sat

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadSections: a file's units are read one by one, also when a unit
// has no body (a job without cubes has no answers) and the next unit line
// follows at once; found by merging a calendar year table in which some
// dates have no solution before any search.
func TestReadSections(t *testing.T) {
	data := header("result", 256) +
		"c unit 0 0 aa\nm 1 0\nr 1 1 0 0 0 0 0\n" +
		"c unit 1 0 bb\n" +
		"c unit 2 0 cc\nr 0 1 0 0 0 0 0\n" +
		"c unit 3 0 dd\n"
	data += endLine([]byte(data))
	_, secs, err := readSections([]byte(data), "result")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		job  int
		sum  string
		body string
	}{
		{0, "aa", "m 1 0\nr 1 1 0 0 0 0 0\n"},
		{1, "bb", ""},
		{2, "cc", "r 0 1 0 0 0 0 0\n"},
		{3, "dd", ""},
	}
	if len(secs) != len(want) {
		t.Fatalf("%d sections, expected %d: %+v", len(secs), len(want), secs)
	}
	for i, w := range want {
		if secs[i].job != w.job || secs[i].sum != w.sum || string(secs[i].body) != w.body {
			t.Errorf("section %d: job %d sum %s body %q, expected %+v", i, secs[i].job, secs[i].sum, secs[i].body, w)
		}
	}
}

// TestReadSectionsEnd: a file is read only whole and unchanged, as its
// end line vouches; a copy with CR LF line ends or without its last
// newline is the same file.
func TestReadSectionsEnd(t *testing.T) {
	lines := header("job", 7) + "c unit 0 0 aa\nq 0 0 0\n"
	whole := lines + endLine([]byte(lines))
	for _, tc := range []struct {
		name, data, err string
	}{
		{"whole", whole, ""},
		{"CR LF", strings.ReplaceAll(whole, "\n", "\r\n"), ""},
		{"no last newline", strings.TrimSuffix(whole, "\n"), ""},
		{"empty", "", "empty"},
		{"no end line", lines, "last line is not its end line"},
		{"cut in the end line", whole[:len(whole)-5], "does not match"},
		{"a line added", whole + "q 0 0 0\n", "last line is not its end line"},
		{"a byte changed", strings.Replace(whole, "q 0 0 0", "q 1 0 0", 1), "does not match"},
		{"another version", strings.Replace(whole, fmt.Sprintf("job %d 7", JobFormat), "job 3 7", 1), fmt.Sprintf("version %d", JobFormat)},
		{"a chunk of 0", strings.Replace(whole, fmt.Sprintf("job %d 7", JobFormat), fmt.Sprintf("job %d 0", JobFormat), 1), "chunk size"},
		{"a result", strings.Replace(whole, "-job ", "-result ", 1), "not a puzzlesat job file"},
	} {
		chunk, secs, err := readSections([]byte(tc.data), "job")
		switch {
		case tc.err == "" && (err != nil || chunk != 7 || len(secs) != 1 || string(secs[0].body) != "q 0 0 0\n"):
			t.Errorf("%s: chunk %d, %d units, %v; expected the unit back", tc.name, chunk, len(secs), err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: %v, expected an error with %q", tc.name, err, tc.err)
		}
	}
}

// FuzzReadResult: a result file, sealed with a valid end line or not, is
// merged or refused with an error, never a panic, whatever its answers
// say; merged, its count is its answers' and that of the solutions in it.
func FuzzReadResult(f *testing.F) {
	f.Add("m 1 0\nr 1 1 0 0 0 0 0\nr 0 1 0 0 0 0 0\n", true)
	f.Add("m 1 -2 0\nr 1 0 5 6 7 0 0\nr 2 1 0 0 0 0 9\n", true)
	f.Add("m 99 -1 0\nm 0\nr 1 1 0 0 0 0 0\ne oops\n", true)
	f.Add("r 1 1 0 0 0 0 0\nc unit 1 0 zz\nr 0 1 0 0 0 0 0\n", false)
	g := NewFormula()
	x, y := g.NewVar(), g.NewVar()
	g.AddClause(x.Pos(), y.Pos())
	job := Job{Formula: g, Cubes: [][]Lit{{x.Pos()}, {x.Neg()}}, Models: true, Limit: 3}
	sum := checksum(unitBody(job, job.Cubes))
	f.Fuzz(func(t *testing.T, answers string, seal bool) {
		data := header("result", 256) + "c unit 0 0 " + sum + "\n" + answers
		if seal {
			if !strings.HasSuffix(data, "\n") {
				data += "\n"
			}
			data += endLine([]byte(data))
		}
		_, secs, err := readSections([]byte(data), "result")
		if err != nil {
			return
		}
		for _, sec := range secs {
			rs, err := readAnswers(sec.body, job, job.Cubes)
			if err != nil {
				continue
			}
			st := newJobState(job)
			var want int64
			for c, r := range rs {
				st.finish(c, r)
				want += r.count
			}
			// Accepted answers are consistent: each count is that of
			// its solutions, which the job asked for, at most its limit.
			got := st.result()
			if got.Count != min(want, job.Limit) || int64(len(got.Models)) != got.Count {
				t.Fatalf("count %d and %d solutions from answers adding up to %d", got.Count, len(got.Models), want)
			}
		}
	})
}

// splitAndRun writes the jobs of queens 4, 5 and 6 as job files in a new
// folder, runs each, and returns the folder and the jobs' source.
func splitAndRun(t *testing.T) (string, func() func() (Job, bool)) {
	t.Helper()
	dir := t.TempDir()
	jobs := func() func() (Job, bool) {
		n := 3
		return func() (Job, bool) {
			if n++; n > 6 {
				return Job{}, false
			}
			f, x := queensCNF(n)
			return Job{Formula: f, Projection: Projection{Vars: x, TrueOnly: true}}, true
		}
	}
	if err := (&Pool{Split: dir}).Run(context.Background(), jobs(), nil); !errors.Is(err, ErrSplit) {
		t.Fatalf("split: %v", err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.job"))
	for _, f := range files {
		if err := RunJobFile(f); err != nil {
			t.Fatal(err)
		}
	}
	return dir, jobs
}

// TestMergeDelivers: a merge delivers every job's count (2, 10 and 4
// solutions: OEIS A000170) from the results alone, job files deleted; a
// stray result is refused before the last job is delivered; a stop still
// delivers every job merged to its end.
func TestMergeDelivers(t *testing.T) {
	dir, jobs := splitAndRun(t)
	merge := func(ctx context.Context, next func() (Job, bool)) ([]int64, error) {
		var got []int64
		err := (&Pool{Merge: dir}).Run(ctx, next, func(i int, r JobResult) error {
			got = append(got, r.Count)
			return nil
		})
		return got, err
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.job"))
	for _, f := range files {
		os.Remove(f)
	}
	if got, err := merge(context.Background(), jobs()); err != nil || fmt.Sprint(got) != "[2 10 4]" {
		t.Errorf("results alone: %v, %v", got, err)
	}
	results, _ := filepath.Glob(filepath.Join(dir, "*.res"))
	raw, _ := os.ReadFile(results[0])
	stray := filepath.Join(dir, "job-000999.res")
	os.WriteFile(stray, raw, 0o644)
	if got, err := merge(context.Background(), jobs()); err == nil || !strings.Contains(err.Error(), "no job of this run") || len(got) != 2 {
		t.Errorf("a stray result: delivered %v, %v; want the last job held back", got, err)
	}
	os.Remove(stray)
	// Stopped while the last job is merged: it is delivered all the same.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	src, calls := jobs(), 0
	stopping := func() (Job, bool) {
		if calls++; calls == 3 {
			cancel()
		}
		return src()
	}
	if got, err := merge(ctx, stopping); !errors.Is(err, context.Canceled) || fmt.Sprint(got) != "[2 10 4]" {
		t.Errorf("stopped at the last job: delivered %v, %v", got, err)
	}
}

// TestRunJobFileEndless: a stream that is no job file is refused from its
// first bytes, not read whole (run-job /dev/zero filled 7.7 GB in 10 s).
func TestRunJobFileEndless(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	err := RunJobFile("/dev/zero")
	if err == nil || !strings.Contains(err.Error(), "/dev/zero: not a puzzlesat job file") {
		t.Fatalf("%v", err)
	}
}
