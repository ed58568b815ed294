package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strings"
	"time"
)

// A guard against slowing down: two builds of puzzlesat run the same fixed
// commands, alternated, and each command's ratio of times is reported
// with its spread (puzzlesat bench --compare REV).

// Command is one whole-process run of a comparison: puzzlesat's
// arguments, from the repository's root.
type Command struct {
	Name string
	Args []string
}

// GuardCommands are the comparison's fixed commands: the process start, a
// date of the calendar, search-heavy N-Queens (--unique: one solution
// alone starts from repair's placement and hardly searches), counting in
// worker processes, a Sudoku batch, a batch of a kit genre on goroutines,
// Star Battle, Slitherlink, Light Up, Shikaku and Numberlink proven
// unique, a lone Star Battle of a size that splits, at -j 2 (whole
// first, split past its budget), and a Signpost's rating. Each runs in
// about a second or less.
func GuardCommands(testdata string) []Command {
	td := func(p string) string { return testdata + "/" + p }
	return []Command{
		{"start (--help)", []string{"--help"}},
		{"calendar one date", []string{"calendar", "2026-07-23"}},
		{"queens 200 unique", []string{"queens", "200", "--unique", "-j", "1"}},
		{"queens 10 count -j 2", []string{"queens", "10", "--count", "-j", "2"}},
		{"sudoku top95 -j 2", []string{"sudoku", "-j", "2", td("sudoku/top95.txt")}},
		{"futoshiki Tatham set -j 2", []string{"futoshiki", "--unique", "-j", "2", td("futoshiki/tatham.tsv")}},
		{"starbattle 15x15 unique", []string{"starbattle", "--unique", "-j", "1", td("starbattle/dailyprog351_bonus_15x15_3.txt")}},
		{"starbattle 21x21 alone -j 2", []string{"starbattle", "--unique", "-j", "2", td("starbattle/psb_kr10_21x21_5.txt")}},
		{"slitherlink 31x45 unique", []string{"slitherlink", "--unique", "-j", "1", td("slitherlink/janko_0690_31x45.json")}},
		{"akari Tatham set unique", []string{"akari", "--unique", "-j", "1", td("akari/tatham.tsv")}},
		// Two genres on the kit's grid pieces: a helper of the kit made
		// Shikaku's 30×30s 4 times slower unseen (bf41347).
		{"shikaku Tatham set unique", []string{"shikaku", "--unique", "-j", "1", td("shikaku/tatham.tsv")}},
		{"numberlink site set unique", []string{"numberlink", "--unique", "-j", "1", td("numberlink/sites.txt")}},
		// The setter's rating: level-2 reasoning, unit propagation
		// nearly all (sat.Propagator).
		{"signpost 8x8 rate", []string{"signpost", "--rate", "-j", "1", td("rate/signpost-8x8-seed2.txt")}},
	}
}

// CompareRow is one command's times under the two builds.
type CompareRow struct {
	Name       string
	Base, Head time.Duration // medians of wall clock
	// Ratio is the median of the runs' ratios head/base (each head run
	// over the base run beside it), Low and High the lower and upper
	// quartiles of those ratios: the spread.
	Ratio, Low, High float64
	Samples          int
}

// CompareBuilds runs each command under the binaries base and head, repeat
// times each, alternated (the order switching each round, so that neither
// always runs on a warmer machine), in dir, and returns a row per command.
// A quick command runs more rounds, until its runs have taken least in all
// (at most maxRounds): nine runs of the process start, 12 ms each, gave a
// spread of 0.87 to 1.14, where a 5% slowdown is what the guard must see.
// A command that fails under either build is an error: the builds must
// answer alike. progress, when set, is told each command.
func CompareBuilds(ctx context.Context, base, head, dir string, cmds []Command, repeat int, least time.Duration, progress func(string)) ([]CompareRow, error) {
	var rows []CompareRow
	for _, c := range cmds {
		if progress != nil {
			progress(c.Name)
		}
		var bs, hs []time.Duration
		var ratios []float64
		var spent time.Duration
		for rep := 0; rep < max(repeat, 1) || spent < least && rep < maxRounds; rep++ {
			var pair [2]time.Duration
			for k := 0; k < 2; k++ {
				which := (k + rep) % 2 // 0 base, 1 head
				exe := []string{base, head}[which]
				d, err := timeRun(ctx, exe, dir, c.Args)
				if err != nil {
					return rows, fmt.Errorf("%s under %s: %v", c.Name, exe, err)
				}
				pair[which] = d
			}
			bs, hs = append(bs, pair[0]), append(hs, pair[1])
			spent += pair[0] + pair[1]
			ratios = append(ratios, float64(pair[1])/float64(max(pair[0], 1)))
		}
		slices.Sort(ratios)
		q := func(f float64) float64 { return quantile(ratios, f) }
		rows = append(rows, CompareRow{Name: c.Name, Base: Median(bs), Head: Median(hs), Ratio: q(0.5), Low: q(0.25), High: q(0.75), Samples: len(ratios)})
	}
	return rows, nil
}

// maxRounds is the most rounds CompareBuilds runs a quick command.
const maxRounds = 400

// quantile returns the f-quantile of sorted xs, between the two nearest
// by linear interpolation. Rounding to the nearest made the lower quartile
// of three ratios their median and the median of two the larger, so the
// guard failed a build against itself at --repeat 3 (a tester's find).
func quantile(xs []float64, f float64) float64 {
	pos := f * float64(len(xs)-1)
	lo := int(pos)
	if lo+1 >= len(xs) {
		return xs[len(xs)-1]
	}
	return xs[lo] + (pos-float64(lo))*(xs[lo+1]-xs[lo])
}

// timeRun times one run of exe args in dir; exit 0 and 1 (no solution,
// not unique) are answers, anything else an error.
func timeRun(ctx context.Context, exe, dir string, args []string) (time.Duration, error) {
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
		err = nil
	}
	if err != nil {
		return d, fmt.Errorf("%v: %s", err, lastLines(stderr.String(), 2))
	}
	return d, nil
}

// WriteCompareMarkdown writes the comparison as a table, base and head
// named, with the ratios' spread and a mark on each command slower by
// more than slower (0.05: 5%) at its lower quartile.
func WriteCompareMarkdown(w io.Writer, baseName, headName string, rows []CompareRow, slower float64) error {
	var b strings.Builder
	fmt.Fprintf(&b, "| command | %s | %s | ratio (median) | spread (quartiles) | runs |\n|---|---:|---:|---:|---|---:|\n", baseName, headName)
	for _, r := range rows {
		mark := ""
		if r.Low > 1+slower {
			mark = " **slower**"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %.3f×%s | %.3f–%.3f | %d |\n", r.Name, fmtDur(r.Base), fmtDur(r.Head), r.Ratio, mark, r.Low, r.High, r.Samples)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func fmtDur(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	}
	return fmt.Sprintf("%.2f s", d.Seconds())
}
