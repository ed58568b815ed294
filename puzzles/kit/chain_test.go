package kit

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// chains counts the numberings of n items along links that keep given,
// by trying every order.
func chains(links [][]int, given []int) int {
	n := len(links)
	used := make([]bool, n)
	var walk func(i, k int) int
	walk = func(i, k int) int {
		if given[i] != 0 && given[i] != k {
			return 0
		}
		if k == n {
			return 1
		}
		used[i] = true
		total := 0
		for _, j := range links[i] {
			if !used[j] {
				total += walk(j, k+1)
			}
		}
		used[i] = false
		return total
	}
	total := 0
	for i := range n {
		total += walk(i, 1)
	}
	return total
}

// TestChain: on random directed graphs of up to 7 items with random given
// numbers (some out of range), the chains counted under several
// encodings, and with the givens' selectors on, are those counted by
// trying every order, each decoded as the numbering it is; the rules are
// named.
func TestChain(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	seen := map[int]int{}
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.Intn(7)
		links, given := make([][]int, n), make([]int, n)
		for i := range links {
			for j := range n {
				if j != i && rng.Intn(3) == 0 {
					links[i] = append(links[i], j)
				}
			}
			if rng.Intn(4) == 0 {
				given[i] = 1 + rng.Intn(n+1)
			}
		}
		want := chains(links, given)
		seen[min(want, 2)]++
		for _, cfg := range []encode.Config{{}, {AMO: encode.Pairwise, Card: encode.SeqCounter}, {AMO: encode.Native, Card: encode.Native}, {Select: encode.SelectGivens}} {
			m := NewModel(cfg)
			c := m.Chain(links, given, func(i int) string { return fmt.Sprint("item ", i) })
			m.Close()
			var on []sat.Lit
			for _, s := range m.F.Selectors() {
				on = append(on, s.Lit)
			}
			res, err := sat.Enumerate(context.Background(), m.F, m.Projection(), on, 0, func(x []bool) bool {
				nums := c.Num.Decode(Solution(x))
				at := make([]int, n+1)
				for i, v := range nums {
					if v < 1 || at[v] != 0 || given[i] != 0 && given[i] != v {
						t.Fatalf("%v %v: a solution numbers %v", links, given, nums)
					}
					at[v] = i + 1
				}
				return true
			})
			if err != nil || res.Count != int64(want) {
				t.Fatalf("%v given %v under %+v: %d chains (%v), want %d", links, given, cfg, res.Count, err, want)
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("the random graphs lack a kind: %v", seen)
	}
	m := NewModel(encode.Config{Select: encode.SelectAll})
	m.Chain([][]int{{1}, {}}, []int{1, 0}, func(i int) string { return fmt.Sprint("item ", i) })
	m.Close()
	names := map[string]bool{}
	for _, sel := range m.F.Selectors() {
		names[sel.Name] = true
	}
	for _, name := range []string{"one 2", "item 1 holds one number", "item 0 has one successor", "item 1 has one predecessor", "item 0 numbered one less than its successor", "item 0=1"} {
		if !names[name] {
			t.Errorf("no rule %q among %v", name, names)
		}
	}
}

// TestChainDomains: the numbers an item may hold, found by searches cut
// at the gap between two givens, are those of whole searches from and to
// every given (written as before the cut: chainDomainsWhole), on random
// directed graphs of up to 40 items with random givens, some out of
// range, some twice.
func TestChainDomains(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.Intn(40)
		links, given := make([][]int, n), make([]int, n)
		for i := range links {
			for j := range n {
				if j != i && rng.Intn(1+n/3) == 0 {
					links[i] = append(links[i], j)
				}
			}
			if rng.Intn(3) == 0 {
				given[i] = 1 + rng.Intn(n+1)
			}
		}
		for _, useGiven := range []bool{true, false} {
			got, want := chainDomains(links, given, useGiven), chainDomainsWhole(links, given, useGiven)
			if !slices.EqualFunc(got, want, func(a, b []int) bool { return slices.Equal(a, b) }) {
				t.Fatalf("links %v given %v (%v): %v, want %v", links, given, useGiven, got, want)
			}
		}
	}
}

// chainDomainsWhole is chainDomains by whole searches from and to each
// given number's item.
func chainDomainsWhole(links [][]int, given []int, useGiven bool) [][]int {
	n := len(links)
	holder, ks, back := chainGivens(links, given, useGiven)
	from, to := map[int][]int{}, map[int][]int{}
	for _, k := range ks {
		from[k], to[k] = grid.Distances(links, holder[k]-1), grid.Distances(back, holder[k]-1)
	}
	dom := make([][]int, n)
	for i := range dom {
		if useGiven && given[i] > 0 && given[i] <= n {
			dom[i] = []int{given[i]}
			continue
		}
		for t := 0; t <= len(ks); t++ {
			lo, hi := 1, n
			if t > 0 {
				lo = ks[t-1] + from[ks[t-1]][i]
			}
			if t < len(ks) {
				hi = ks[t] - to[ks[t]][i]
			}
			for v := lo; v <= hi; v++ {
				if holder[v] == 0 && (t == 0 || v > ks[t-1]) && (t == len(ks) || v < ks[t]) {
					dom[i] = append(dom[i], v)
				}
			}
		}
	}
	return dom
}
