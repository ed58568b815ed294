package starbattle

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// regionsConnected reports whether every region of p is one 4-connected
// area, by flood fill from each region's first cell.
func regionsConnected(p *Puzzle) bool {
	n := p.Rows * p.Cols
	done := make([]bool, p.Regions)
	for i := 0; i < n; i++ {
		g := p.Region[i]
		if done[g] {
			continue
		}
		done[g] = true
		want := 0
		for _, h := range p.Region {
			if h == g {
				want++
			}
		}
		seen := map[int]bool{i: true}
		queue := []int{i}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			r, col := c/p.Cols, c%p.Cols
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], col+d[1]
				j := rr*p.Cols + cc
				if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && p.Region[j] == g && !seen[j] {
					seen[j] = true
					queue = append(queue, j)
				}
			}
		}
		if len(seen) != want {
			return false
		}
	}
	return true
}

// Generated layouts have exactly one solution by the brute-force counter
// (not the model), the intended stars, which pass Verify; their regions
// are connected, of two cells or more, and the JSON and the link carry
// the same layout as the text.
func TestGenerate(t *testing.T) {
	ctx := context.Background()
	for _, sz := range []struct{ n, k, seeds int }{{4, 1, 3}, {5, 1, 4}, {6, 1, 4}, {8, 1, 4}, {10, 2, 3}} {
		for seed := int64(1); seed <= int64(sz.seeds); seed++ {
			label := fmt.Sprintf("%d×%d k=%d seed %d", sz.n, sz.n, sz.k, seed)
			g, st, err := Generate(ctx, rand.New(rand.NewSource(seed)), sz.n, sz.k)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			t.Logf("%s: %+v", label, st)
			p, err := ParseGrid(strings.NewReader(g.Text), "generated")
			if err != nil {
				t.Fatalf("%s: %v\n%s", label, err, g.Text)
			}
			if p.Rows != sz.n || p.Cols != sz.n || p.K != sz.k || p.Regions != sz.n {
				t.Fatalf("%s: a %d×%d grid with %d stars and %d regions\n%s", label, p.Rows, p.Cols, p.K, p.Regions, g.Text)
			}
			var intended Solution
			for _, rc := range g.Solution.Fields["stars"].([][2]int) {
				intended = append(intended, Star{rc[0], rc[1]})
			}
			if err := Verify(p, intended); err != nil {
				t.Fatalf("%s: the intended stars fail Verify: %v\n%s", label, err, g.Text)
			}
			var found []Solution
			count := bruteSolve(p, func(star []bool) {
				var s Solution
				for i, b := range star {
					if b {
						s = append(s, Star{i / sz.n, i % sz.n})
					}
				}
				found = append(found, s)
			})
			if count != 1 || key(found[0]) != key(intended) {
				t.Fatalf("%s: %d solutions by brute force, expected the intended one alone\n%s", label, count, g.Text)
			}
			if !regionsConnected(p) {
				t.Fatalf("%s: a region is in pieces\n%s", label, g.Text)
			}
			for _, cells := range p.Cells() {
				if len(cells) < 2 {
					t.Fatalf("%s: a region of one cell at %v\n%s", label, cells[0], g.Text)
				}
			}
			data, err := json.Marshal(g.JSON)
			if err != nil {
				t.Fatal(err)
			}
			pj, err := ParseJSON(data, "generated.json")
			if err != nil {
				t.Fatalf("%s: JSON: %v\n%s", label, err, data)
			}
			pu, err := ParseURL(g.Link)
			if err != nil {
				t.Fatalf("%s: link: %v\n%s", label, err, g.Link)
			}
			for name, q := range map[string]*Puzzle{"JSON": pj, "link": pu} {
				if q.K != p.K || fmt.Sprint(q.Region) != fmt.Sprint(p.Region) {
					t.Fatalf("%s: the %s holds another layout\n%s", label, name, g.Text)
				}
			}
		}
	}
}

// A seed gives one layout, whatever was generated before in the process;
// other seeds give others.
func TestGenerateSameSeed(t *testing.T) {
	ctx := context.Background()
	for _, sz := range []struct{ n, k int }{{8, 1}, {10, 2}} {
		texts := map[string]int64{}
		for seed := int64(1); seed <= 3; seed++ {
			a, _, err := Generate(ctx, rand.New(rand.NewSource(seed)), sz.n, sz.k)
			if err != nil {
				t.Fatal(err)
			}
			b, _, err := Generate(ctx, rand.New(rand.NewSource(seed)), sz.n, sz.k)
			if err != nil {
				t.Fatal(err)
			}
			if a.Text != b.Text || a.Link != b.Link || a.Solution.Text != b.Solution.Text {
				t.Fatalf("%d×%d seed %d: two layouts\n%s\n%s", sz.n, sz.n, seed, a.Text, b.Text)
			}
			if other, ok := texts[a.Text]; ok {
				t.Fatalf("%d×%d: seeds %d and %d gave one layout\n%s", sz.n, sz.n, other, seed, a.Text)
			}
			texts[a.Text] = seed
		}
	}
}

// The generator stops when its context ends.
func TestGenerateCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Generate(ctx, rand.New(rand.NewSource(1)), 10, 2); err == nil {
		t.Fatal("a cancelled generator made a layout")
	}
}

// The default number of stars agrees with the published puzzles of the
// test data (side and stars are in each file's name).
func TestDefaultStars(t *testing.T) {
	for _, name := range puzzleFiles(t) {
		parts := strings.Split(strings.TrimSuffix(name, ".txt"), "_")
		k, _ := strconv.Atoi(parts[len(parts)-1])
		var n int
		fmt.Sscanf(parts[len(parts)-2], "%dx", &n)
		if got := DefaultStars(n); got != k {
			t.Errorf("%s: DefaultStars(%d) = %d, expected %d", name, n, got, k)
		}
	}
}

// TestGenerateReport measures the generator's variants, seed by seed in
// turn so that the load of the machine falls on all alike: the median
// (and mean) time, layouts checked, conflicts and restarts per unique
// layout. It runs only when STARBATTLE_GENERATE is set to the number of
// seeds:
//
//	STARBATTLE_GENERATE=15 go test -run GenerateReport -v -timeout 2h ./puzzles/starbattle/
//
// STARBATTLE_GENERATE_SIZES lists sizes as NxK (default 10x2,14x3);
// STARBATTLE_GENERATE_VARIANTS narrows the variants by name;
// STARBATTLE_CAP is the time after which a run stops and counts as that
// time (default 120s).
func TestGenerateReport(t *testing.T) {
	seeds, _ := strconv.Atoi(os.Getenv("STARBATTLE_GENERATE"))
	if seeds <= 0 {
		t.Skip("set STARBATTLE_GENERATE to the number of seeds")
	}
	variants := []struct {
		name string
		opts searchOptions
	}{
		{"default", defaultSearch},
		{"counterexamples=1", searchOptions{Counterexamples: 1}},
		{"counterexamples=3", searchOptions{Counterexamples: 3}},
		{"counterexamples=30", searchOptions{Counterexamples: 30}},
		{"forget", searchOptions{Counterexamples: 10, Forget: true}},
		{"single", searchOptions{Counterexamples: 10, Single: true}},
		{"noshake", searchOptions{Counterexamples: 10, NoShake: true}},
		{"prefer", searchOptions{Counterexamples: 10, Prefer: true}},
		{"balanced", searchOptions{Counterexamples: 10, Balanced: true}},
		{"plain", searchOptions{Counterexamples: 10, Plain: true}},
		{"anytie", searchOptions{Counterexamples: 10, AnyTie: true}},
		{"none", searchOptions{Counterexamples: 1, Forget: true, Single: true, NoShake: true, AnyTie: true}},
	}
	if s := os.Getenv("STARBATTLE_GENERATE_VARIANTS"); s != "" {
		keep := variants[:0]
		for _, v := range variants {
			for _, name := range strings.Split(s, ",") {
				if v.name == name {
					keep = append(keep, v)
				}
			}
		}
		variants = keep
	}
	sizes := "10x2,14x3"
	if s := os.Getenv("STARBATTLE_GENERATE_SIZES"); s != "" {
		sizes = s
	}
	limit := 120 * time.Second
	if d, err := time.ParseDuration(os.Getenv("STARBATTLE_CAP")); err == nil {
		limit = d
	}
	type run struct {
		secs                         float64
		layouts, conflicts, restarts int
	}
	for _, size := range strings.Split(sizes, ",") {
		var n, k int
		if _, err := fmt.Sscanf(size, "%dx%d", &n, &k); err != nil {
			t.Fatalf("STARBATTLE_GENERATE_SIZES: %q: expected NxK", size)
		}
		runs := make([][]run, len(variants))
		stopped := make([]int, len(variants))
		for seed := int64(1); seed <= int64(seeds); seed++ {
			for i, v := range variants {
				start := time.Now()
				ctx, cancel := context.WithTimeout(context.Background(), limit)
				_, st, err := generate(ctx, rand.New(rand.NewSource(seed)), n, k, v.opts)
				cancel()
				if err != nil && ctx.Err() == nil {
					t.Fatal(err)
				}
				if err != nil {
					stopped[i]++
				}
				runs[i] = append(runs[i], run{time.Since(start).Seconds(), st.Layouts, st.Conflicts, st.Restarts})
			}
		}
		med := func(rs []run, f func(run) float64) (float64, float64) {
			xs := make([]float64, len(rs))
			sum := 0.0
			for i, r := range rs {
				xs[i] = f(r)
				sum += xs[i]
			}
			sort.Float64s(xs)
			return xs[len(xs)/2], sum / float64(len(xs))
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%d×%d, %d stars, %d seeds: median (mean); a run stopped at %v counts as its work so far\n", n, n, k, seeds, limit)
		fmt.Fprintf(&b, "%-20s %16s %16s %18s %14s\n", "variant", "time", "layouts", "conflicts", "restarts")
		for i, v := range variants {
			tm, tmean := med(runs[i], func(r run) float64 { return r.secs })
			l, lmean := med(runs[i], func(r run) float64 { return float64(r.layouts) })
			c, cmean := med(runs[i], func(r run) float64 { return float64(r.conflicts) })
			r, rmean := med(runs[i], func(r run) float64 { return float64(r.restarts) })
			fmt.Fprintf(&b, "%-20s %6.2fs (%6.2fs) %6.0f (%7.1f) %8.0f (%8.0f) %5.0f (%6.1f)", v.name, tm, tmean, l, lmean, c, cmean, r, rmean)
			if stopped[i] > 0 {
				fmt.Fprintf(&b, " %d stopped", stopped[i])
			}
			b.WriteByte('\n')
		}
		t.Log("\n" + b.String())
	}
}
