package starbattle

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// benchPuzzles are the puzzles the benchmarks solve and prove unique: the
// 25×25 6-star ones and the hardest of the shared data.
var benchPuzzles = []string{
	"houston_25x25_6.txt",
	"psb_kr11_25x25_6.txt",
	"sbn_f11_l1_25x25_6.txt",
	"sbn_f10_l11_21x21_5.txt",
}

// variant is a way of building the formula: an encoding configuration and
// model options.
type variant struct {
	name string
	cfg  encode.Config
	opts Options
}

// benchVariants are compared with the first, the baseline: the plain model
// (2×2 windows) with the default encodings.
var benchVariants = []variant{
	{"baseline", encode.Default, Options{}},
	{"pairs", encode.Default, Options{NoTouch: Pairs}},
	{"bands", encode.Default, Options{Bands: true}},
	{"counting", encode.Default, Options{Counting: true}},
	{"bands+counting", encode.Default, Options{Bands: true, Counting: true}},
	{"pairs+bands", encode.Default, Options{NoTouch: Pairs, Bands: true}},
	{"blocks", encode.Default, Options{Blocks: true}},
	{"pairs+blocks", encode.Default, Options{NoTouch: Pairs, Blocks: true}},
	{"blocks+counting", encode.Default, Options{Blocks: true, Counting: true}},
	{"bands+blocks", encode.Default, Options{Bands: true, Blocks: true}},
	{"blocks+totalizer", encode.Config{AMO: encode.Auto, Card: encode.Totalizer}, Options{Blocks: true}},
	{"blocks+commander", encode.Config{AMO: encode.Commander, Card: encode.Auto}, Options{Blocks: true}},
	{"totalizer", encode.Config{AMO: encode.Auto, Card: encode.Totalizer}, Options{}},
	{"totalizer+bands", encode.Config{AMO: encode.Auto, Card: encode.Totalizer}, Options{Bands: true}},
	{"pairs+totalizer", encode.Config{AMO: encode.Auto, Card: encode.Totalizer}, Options{NoTouch: Pairs}},
	{"pairs+bands+totalizer", encode.Config{AMO: encode.Auto, Card: encode.Totalizer}, Options{NoTouch: Pairs, Bands: true}},
	{"cardnet", encode.Config{AMO: encode.Auto, Card: encode.CardNet}, Options{}},
	{"commander", encode.Config{AMO: encode.Commander, Card: encode.Auto}, Options{}},
	{"native", encode.Config{AMO: encode.Native, Card: encode.Native}, Options{}},
}

// measurement is one solve-and-prove-unique run.
type measurement struct {
	time      time.Duration
	conflicts int64
	vars      int
	clauses   int
	complete  bool
	count     int64
}

// solveUnique encodes p, finds its solution and proves there is no second.
func solveUnique(ctx context.Context, p *Puzzle, v variant) (measurement, error) {
	start := time.Now()
	m := p.Encode(v.cfg, v.opts)
	res, err := sat.Enumerate(ctx, m.Formula, m.Projection, nil, 2, func(model []bool) bool {
		return Verify(p, m.Decode(model)) == nil
	})
	vars, clauses, _ := m.Formula.Size()
	return measurement{
		time:      time.Since(start),
		conflicts: int64(res.Stats.Conflicts),
		vars:      vars,
		clauses:   clauses,
		complete:  res.Complete,
		count:     res.Count,
	}, err
}

// BenchmarkSolveUnique solves each benchmark puzzle and proves it unique,
// under each variant; compare with benchstat. Variables, clauses and
// conflicts are reported per run.
func BenchmarkSolveUnique(b *testing.B) {
	for _, name := range benchPuzzles {
		p := loadFile(b, name)
		for _, v := range benchVariants {
			b.Run(strings.TrimSuffix(name, ".txt")+"/"+v.name, func(b *testing.B) {
				var m measurement
				for i := 0; i < b.N; i++ {
					var err error
					m, err = solveUnique(context.Background(), p, v)
					if err != nil || !m.complete || m.count != 1 {
						b.Fatalf("%d solutions, complete %v, %v", m.count, m.complete, err)
					}
				}
				b.ReportMetric(float64(m.conflicts), "conflicts")
				b.ReportMetric(float64(m.vars), "vars")
				b.ReportMetric(float64(m.clauses), "clauses")
			})
		}
	}
}

// TestBenchReport measures the variants side by side, interleaved round by
// round so that the load of the machine falls on all alike, and prints the
// median time and conflicts of each with their ratio to the baseline
// measured in the same run. It runs only when STARBATTLE_BENCH is set:
//
//	STARBATTLE_BENCH=5 go test -run BenchReport -v -timeout 2h ./puzzles/starbattle/
//
// The number is the rounds; STARBATTLE_PUZZLES and STARBATTLE_VARIANTS
// (comma-separated names) narrow the run; STARBATTLE_CAP is the time after
// which a run counts as stopped (default 120s).
func TestBenchReport(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("STARBATTLE_BENCH"))
	if rounds <= 0 {
		t.Skip("set STARBATTLE_BENCH to the number of rounds")
	}
	puzzles := benchPuzzles
	if s := os.Getenv("STARBATTLE_PUZZLES"); s != "" {
		puzzles = strings.Split(s, ",")
	}
	variants := benchVariants
	if s := os.Getenv("STARBATTLE_VARIANTS"); s != "" {
		variants = nil
		for _, name := range strings.Split(s, ",") {
			for _, v := range benchVariants {
				if v.name == name {
					variants = append(variants, v)
				}
			}
		}
	}
	limit := 120 * time.Second
	if d, err := time.ParseDuration(os.Getenv("STARBATTLE_CAP")); err == nil {
		limit = d
	}
	for _, name := range puzzles {
		p := loadFile(t, name)
		runs := make([][]measurement, len(variants))
		for r := 0; r < rounds; r++ {
			for i, v := range variants {
				ctx, cancel := context.WithTimeout(context.Background(), limit)
				m, err := solveUnique(ctx, p, v)
				cancel()
				if err == nil && (!m.complete || m.count != 1) {
					t.Fatalf("%s %s: %d solutions, complete %v", name, v.name, m.count, m.complete)
				}
				runs[i] = append(runs[i], m)
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s, %d rounds (median; ratio to the baseline of this run; a stopped run counts as %v)\n", name, rounds, limit)
		fmt.Fprintf(&b, "%-22s %8s %8s %10s %7s %8s %8s\n", "variant", "vars", "clauses", "time", "ratio", "confl", "ratio")
		baseT, baseC := median(runs[0], func(m measurement) float64 { return m.time.Seconds() }), median(runs[0], func(m measurement) float64 { return float64(m.conflicts) })
		for i, v := range variants {
			tm := median(runs[i], func(m measurement) float64 { return m.time.Seconds() })
			cf := median(runs[i], func(m measurement) float64 { return float64(m.conflicts) })
			stopped := ""
			for _, m := range runs[i] {
				if !m.complete {
					stopped = " (stopped)"
				}
			}
			fmt.Fprintf(&b, "%-22s %8d %8d %9.2fs %6.2fx %8.0f %7.2fx%s\n", v.name, runs[i][0].vars, runs[i][0].clauses, tm, tm/baseT, cf, cf/baseC, stopped)
		}
		t.Log("\n" + b.String())
	}
}

func median(ms []measurement, f func(measurement) float64) float64 {
	xs := make([]float64, len(ms))
	for i, m := range ms {
		xs[i] = f(m)
	}
	sort.Float64s(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
