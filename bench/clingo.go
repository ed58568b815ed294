package bench

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/solve"
)

// The ASP encodings clingo runs, one per genre that has one
// (asp/NAME.lp); the genres give their puzzles' facts (solve.Bench).
//
//go:embed asp/*.lp
var aspFiles embed.FS

// ClingoGenres returns the registered genres that have an ASP encoding
// and puzzles for the benchmark, by name.
func ClingoGenres() []*solve.Genre {
	var out []*solve.Genre
	for _, g := range solve.Genres() {
		if _, err := aspFiles.ReadFile("asp/" + g.Name + ".lp"); err == nil && g.Bench != nil {
			out = append(out, g)
		}
	}
	return out
}

// ClingoRow compares puzzlesat and clingo on one puzzle: each solves it and
// proves it unique (clingo --models=2), as whole processes started from
// the command line, timed by wall clock.
type ClingoRow struct {
	Genre, Puzzle string
	// Solutions is the answer both gave: 0, 1, or 2 for two or more. A
	// yes-or-no "unique" could not tell no solution from several, so the
	// two solvers could disagree unseen (a tester's find).
	Solutions int
	Puzzlesat time.Duration // median wall time of puzzlesat <genre> --unique -j 1
	Clingo    time.Duration // median wall time of clingo --models=2
	// ClingoOut says that clingo reached the time limit (Clingo is the
	// limit, a bound from below); Solutions is then puzzlesat's answer.
	ClingoOut bool
	Samples   int
}

// CompareClingo runs puzzlesat (the binary exe) and clingo on every puzzle
// of the genres of ClingoGenres (their Bench files, found as src says),
// repeat times each, the two interleaved and their order alternating, and
// returns a row per puzzle with the medians. It fails when the two
// disagree on whether a puzzle is unique. A clingo run stops at limit
// (when above 0): the row says so, and that puzzle is not run again.
// keep, when set, chooses the genres by name; progress, when set, is told
// each puzzle.
func CompareClingo(ctx context.Context, exe, clingo string, src solve.BenchSource, repeat int, limit time.Duration, keep func(genre string) bool, progress func(string)) ([]ClingoRow, error) {
	tmp, err := os.MkdirTemp("", "puzzlesat-clingo")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var rows []ClingoRow
	for _, g := range ClingoGenres() {
		if keep != nil && !keep(g.Name) {
			continue
		}
		enc, _ := aspFiles.ReadFile("asp/" + g.Name + ".lp")
		encFile := filepath.Join(tmp, g.Name+".lp")
		if err := os.WriteFile(encFile, enc, 0o644); err != nil {
			return nil, err
		}
		var files []string
		for _, pattern := range g.Bench.Files {
			fs, _ := src.Files(pattern)
			files = append(files, fs...)
		}
		for _, file := range files {
			puzzles, err := g.Bench.Load(file)
			if err != nil {
				return rows, err
			}
			for _, pz := range puzzles {
				if ctx.Err() != nil {
					return rows, ctx.Err()
				}
				if pz.Facts == "" || pz.Input == "" {
					continue
				}
				if progress != nil {
					progress(g.Name + " " + pz.Name)
				}
				row, err := compareOne(ctx, exe, clingo, g.Name, encFile, tmp, pz, repeat, limit)
				if err != nil {
					return rows, err
				}
				rows = append(rows, row)
			}
		}
	}
	return rows, nil
}

// compareOne times puzzlesat and clingo on one puzzle.
func compareOne(ctx context.Context, exe, clingo, genre, encFile, tmp string, pz solve.BenchPuzzle, repeat int, limit time.Duration) (ClingoRow, error) {
	row := ClingoRow{Genre: genre, Puzzle: filepath.Base(pz.Name)}
	input, factFile := filepath.Join(tmp, "puzzle.txt"), filepath.Join(tmp, "facts.lp")
	if err := os.WriteFile(input, []byte(pz.Input), 0o644); err != nil {
		return row, err
	}
	if err := os.WriteFile(factFile, []byte(pz.Facts), 0o644); err != nil {
		return row, err
	}
	var ps, cs []time.Duration
	for rep := 0; rep < max(repeat, 1); rep++ {
		for k := 0; k < 2; k++ {
			if (k+rep)%2 == 0 {
				d, n, err := runPuzzlesat(ctx, exe, genre, input)
				if err != nil {
					return row, err
				}
				ps = append(ps, d)
				row.Solutions = n
			} else if !row.ClingoOut {
				cctx, cancel := ctx, context.CancelFunc(func() {})
				if limit > 0 {
					cctx, cancel = context.WithTimeout(ctx, limit)
				}
				d, n, err := runClingo(cctx, clingo, encFile, factFile)
				out := cctx.Err() != nil && ctx.Err() == nil
				cancel()
				if out {
					row.ClingoOut, cs = true, []time.Duration{limit}
					continue
				}
				if err != nil {
					return row, fmt.Errorf("%s: %v", pz.Name, err)
				}
				cs = append(cs, d)
				if n != row.Solutions && len(ps) > 0 {
					return row, fmt.Errorf("%s: puzzlesat says %s, clingo %s", pz.Name, answerText(row.Solutions), answerText(n))
				}
				row.Solutions = n
			}
		}
	}
	row.Puzzlesat, row.Clingo, row.Samples = Median(ps), Median(cs), len(ps)
	return row, nil
}

// answerText says a count of solutions as the report does.
func answerText(n int) string {
	return [...]string{"no solution", "unique", "several solutions"}[min(n, 2)]
}

// runPuzzlesat times one run of puzzlesat --unique on file and returns its
// solutions: 1 for exit 0; for exit 1, 0 when it says "no solution", else
// 2 (not unique).
func runPuzzlesat(ctx context.Context, exe, genre, file string) (time.Duration, int, error) {
	cmd := exec.CommandContext(ctx, exe, genre, "--unique", "-j", "1", file)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	var ee *exec.ExitError
	switch {
	case err == nil:
		return d, 1, nil
	case errors.As(err, &ee) && ee.ExitCode() == 1 && strings.Contains(stderr.String(), "no solution"):
		return d, 0, nil
	case errors.As(err, &ee) && ee.ExitCode() == 1:
		return d, 2, nil
	}
	return d, 0, fmt.Errorf("%s %s %s: %v: %s", exe, genre, file, err, strings.TrimSpace(stderr.String()))
}

// modelsLine finds clingo's count of models in its output, the line
// "Models       : 2+": the number, and whether a '+' follows it (more
// models than it looked for).
func modelsLine(out string) (n int, more, ok bool) {
	for line := range strings.Lines(out) {
		rest, found := strings.CutPrefix(line, "Models")
		if found {
			rest, found = strings.CutPrefix(strings.TrimLeft(rest, " \t"), ":")
		}
		if !found {
			continue
		}
		rest = strings.TrimSpace(rest)
		num := strings.TrimSuffix(rest, "+")
		if n, err := strconv.Atoi(num); err == nil && num[0] >= '0' && num[0] <= '9' {
			return n, num != rest, true
		}
	}
	return 0, false, false
}

// runClingo times one run of clingo for two models and returns its models:
// 0, 1 when it finds exactly one and ends, or 2 for two or more.
func runClingo(ctx context.Context, clingo, enc, facts string) (time.Duration, int, error) {
	cmd := exec.CommandContext(ctx, clingo, "--models=2", "--quiet=2", enc, facts)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	// clingo exits 10 (satisfiable), 20 (unsatisfiable) or 30 (all
	// models found); 0 otherwise.
	var ee *exec.ExitError
	if err != nil && !(errors.As(err, &ee) && slices.Contains([]int{10, 20, 30}, ee.ExitCode())) {
		return d, 0, fmt.Errorf("clingo: %v: %s", err, lastLines(out.String(), 3))
	}
	n, more, ok := modelsLine(out.String())
	if !ok {
		return d, 0, fmt.Errorf("clingo: no model count in its output: %s", lastLines(out.String(), 3))
	}
	if more {
		n = max(n, 2)
	}
	return d, min(n, 2), nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// WriteClingoMarkdown writes the comparison: a table per genre, then the
// totals per genre and over the whole set, with the ratio puzzlesat/clingo.
func WriteClingoMarkdown(w io.Writer, rows []ClingoRow) error {
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
	var b strings.Builder
	type total struct{ p, c time.Duration }
	totals := map[string]*total{}
	all := &total{}
	for i, r := range rows {
		if i == 0 || rows[i-1].Genre != r.Genre {
			fmt.Fprintf(&b, "\n### %s\n\n| puzzle | answer | puzzlesat | clingo | puzzlesat/clingo |\n|---|---|---:|---:|---:|\n", r.Genre)
			totals[r.Genre] = &total{}
		}
		answer := answerText(r.Solutions)
		clingo, ratio := ms(r.Clingo), fmt.Sprintf("%.2f×", timeRatio(r.Puzzlesat, r.Clingo))
		if r.ClingoOut {
			clingo, ratio = "> "+clingo, "< "+ratio
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", r.Puzzle, answer, ms(r.Puzzlesat), clingo, ratio)
		totals[r.Genre].p += r.Puzzlesat
		totals[r.Genre].c += r.Clingo
		all.p += r.Puzzlesat
		all.c += r.Clingo
	}
	b.WriteString("\n### Totals (sums of the medians)\n\n| genre | puzzles | puzzlesat | clingo | puzzlesat/clingo |\n|---|---:|---:|---:|---:|\n")
	n := 0
	var order []string
	for _, r := range rows {
		if len(order) == 0 || order[len(order)-1] != r.Genre {
			order = append(order, r.Genre)
		}
	}
	for _, g := range order {
		t, ok := totals[g]
		if !ok {
			continue
		}
		k := 0
		for _, r := range rows {
			if r.Genre == g {
				k++
			}
		}
		n += k
		fmt.Fprintf(&b, "| %s | %d | %s | %s | %.2f× |\n", g, k, ms(t.p), ms(t.c), timeRatio(t.p, t.c))
	}
	fmt.Fprintf(&b, "| **all** | %d | %s | %s | **%.2f×** |\n", n, ms(all.p), ms(all.c), timeRatio(all.p, all.c))
	_, err := io.WriteString(w, b.String())
	return err
}

func timeRatio(a, b time.Duration) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
