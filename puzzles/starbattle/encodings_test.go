package starbattle

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
	"github.com/puzzlesat/puzzlesat/solve"
)

// randomPuzzle grows n regions from random seeds on an n×n grid, so that
// the layout has many solutions or none, unlike a designed puzzle.
func randomPuzzle(rng *rand.Rand, n, k int) *Puzzle {
	region := make([]int, n*n)
	for i := range region {
		region[i] = -1
	}
	var frontier []int
	for g, i := range rng.Perm(n * n)[:n] {
		region[i] = g
		frontier = append(frontier, i)
	}
	for len(frontier) > 0 {
		j := rng.Intn(len(frontier))
		i := frontier[j]
		r, c := i/n, i%n
		var free []int
		for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < n && cc >= 0 && cc < n && region[rr*n+cc] < 0 {
				free = append(free, rr*n+cc)
			}
		}
		if len(free) == 0 {
			frontier = append(frontier[:j], frontier[j+1:]...)
			continue
		}
		next := free[rng.Intn(len(free))]
		region[next] = region[i]
		frontier = append(frontier, next)
	}
	p, err := New(n, n, k, region)
	if err != nil {
		panic(err)
	}
	return p
}

// bruteCount counts the solutions of p by placing the stars row by row,
// checking the rules directly: no SAT, no constraints.
func bruteCount(p *Puzzle) int { return bruteSolve(p, nil) }

// bruteSolve is bruteCount, calling fn with each solution's stars (a cell
// per square, true for a star) when fn is not nil.
func bruteSolve(p *Puzzle, fn func(star []bool)) int {
	n := p.Cols
	cols := make([]int, n)
	regs := make([]int, p.Regions)
	star := make([]bool, p.Rows*n)
	count := 0
	var row func(r int)
	var place func(r, c, left int)
	row = func(r int) {
		if r == p.Rows {
			for _, x := range cols {
				if x != p.K {
					return
				}
			}
			for _, x := range regs {
				if x != p.K {
					return
				}
			}
			count++
			if fn != nil {
				fn(star)
			}
			return
		}
		place(r, 0, p.K)
	}
	place = func(r, c, left int) {
		if left == 0 {
			row(r + 1)
			return
		}
		for ; c < n; c++ {
			ok := cols[c] < p.K && regs[p.At(r, c)] < p.K && (c == 0 || !star[r*n+c-1])
			for dc := -1; dc <= 1 && ok && r > 0; dc++ {
				if c+dc >= 0 && c+dc < n && star[(r-1)*n+c+dc] {
					ok = false
				}
			}
			if !ok {
				continue
			}
			star[r*n+c] = true
			cols[c]++
			regs[p.At(r, c)]++
			place(r, c+2, left-1)
			star[r*n+c] = false
			cols[c]--
			regs[p.At(r, c)]--
		}
	}
	row(0)
	return count
}

func satCount(t *testing.T, p *Puzzle, cfg encode.Config, opts Options) int {
	t.Helper()
	m := p.Encode(cfg, opts)
	res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, nil, 0, func(model []bool) bool {
		if err := Verify(p, m.Decode(model)); err != nil {
			t.Fatalf("decoded solution fails Verify: %v", err)
		}
		return true
	})
	if err != nil || !res.Complete {
		t.Fatalf("enumeration: %v, complete %v", err, res.Complete)
	}
	return int(res.Count)
}

// configs returns a configuration per registered encoding: at-most-one
// encodings with the default cardinality encoding, cardinality encodings for
// both slots.
func configs() map[string]encode.Config {
	out := map[string]encode.Config{"default": encode.Default}
	for _, info := range encode.Encodings() {
		if info.AMOOnly {
			out["amo="+string(info.Name)] = encode.Config{AMO: info.Name, Card: encode.Auto}
		} else {
			out["card="+string(info.Name)] = encode.Config{AMO: info.Name, Card: info.Name}
		}
	}
	return out
}

var modelOptions = map[string]Options{
	"windows":          {NoTouch: Windows},
	"pairs":            {NoTouch: Pairs},
	"windows+bands":    {NoTouch: Windows, Bands: true},
	"windows+counting": {NoTouch: Windows, Counting: true},
	"windows+blocks":   {NoTouch: Windows, Blocks: true},
	"pairs+all":        {NoTouch: Pairs, Bands: true, Blocks: true, Counting: true},
}

// countsAgree checks that p has want solutions under every encoding and
// model option; label names the layout in messages.
func countsAgree(t *testing.T, p *Puzzle, want int, label string) {
	t.Helper()
	for cname, cfg := range configs() {
		for oname, opts := range modelOptions {
			if got := satCount(t, p, cfg, opts); got != want {
				t.Errorf("%s, %s, %s: %d solutions, brute force %d\n%s", label, cname, oname, got, want, Text(p, nil, RenderOptions{}))
			}
		}
	}
}

// TestCountsAgree counts the solutions of random layouts under every
// encoding and model option and compares with the brute-force count.
func TestCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	sizes := []struct{ n, k, layouts int }{{4, 1, 4}, {5, 1, 6}, {6, 1, 4}, {8, 2, 3}}
	if testing.Short() {
		sizes = sizes[:3]
	}
	nonzero := 0
	for _, sz := range sizes {
		for l := 0; l < sz.layouts; l++ {
			p := randomPuzzle(rng, sz.n, sz.k)
			want := bruteCount(p)
			t.Logf("%d×%d k=%d layout %d: %d solutions", sz.n, sz.n, sz.k, l, want)
			if want > 0 {
				nonzero++
			}
			countsAgree(t, p, want, fmt.Sprintf("%d×%d k=%d layout %d", sz.n, sz.n, sz.k, l))
		}
	}
	// Layouts with many solutions: regions as rows, and as 2×3 blocks.
	for _, sz := range []struct{ n, k int }{{5, 1}, {6, 1}, {8, 2}} {
		stripes := make([]int, sz.n*sz.n)
		blocks := make([]int, sz.n*sz.n)
		for i := range stripes {
			stripes[i] = i / sz.n
			blocks[i] = (i/sz.n/2)*3 + i%sz.n/3
		}
		for lname, region := range map[string][]int{"stripes": stripes, "blocks": blocks} {
			p, err := New(sz.n, sz.n, sz.k, region)
			if err != nil {
				t.Fatal(err)
			}
			want := bruteCount(p)
			t.Logf("%d×%d k=%d %s: %d solutions", sz.n, sz.n, sz.k, lname, want)
			if want > 2 {
				nonzero++
			}
			countsAgree(t, p, want, fmt.Sprintf("%d×%d k=%d %s", sz.n, sz.n, sz.k, lname))
		}
	}
	if nonzero < 5 {
		t.Errorf("only %d layouts had solutions: the test proves little", nonzero)
	}
}

// TestBruteCount checks the brute-force counter itself on known puzzles.
func TestBruteCount(t *testing.T) {
	for name, want := range map[string]int{"norvig_5x5_1.txt": 2, "psb_kr01_6x6_1.txt": 1, "cspuz_test_6x6_1.txt": 1, "psb_kr05_10x10_2.txt": 1} {
		if got := bruteCount(loadFile(t, name)); got != want {
			t.Errorf("%s: brute force counts %d, expected %d", name, got, want)
		}
	}
}

// TestCubes: the cubes on the first star of the smallest region split the
// solutions of random layouts exactly: their counts, summed, are the brute
// force's count.
func TestCubes(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	several := 0
	for trial := 0; trial < 60; trial++ {
		n, k := 5+rng.Intn(3), 1
		if n >= 7 && rng.Intn(2) == 0 {
			k = 2
		}
		p := randomPuzzle(rng, n, k)
		want := bruteCount(p)
		m := p.Encode(encode.Config{}, Default)
		cubes := cubes(p, solve.OneEach(m.Cells))
		total := 0
		for _, cube := range cubes {
			res, err := sat.Enumerate(context.Background(), m.Formula, m.Projection, cube, 0, func([]bool) bool { return true })
			if err != nil || !res.Complete {
				t.Fatal(err)
			}
			total += int(res.Count)
		}
		if total != want {
			t.Fatalf("trial %d: %d cubes count %d solutions, brute force %d", trial, len(cubes), total, want)
		}
		if want > 1 && len(cubes) > 1 {
			several++
		}
	}
	if several < 5 {
		t.Errorf("only %d layouts with several solutions and cubes: the test proves little", several)
	}
}
