package kit

import (
	"slices"
	"sort"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/kit/grid"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Chain is a chain through every item of a puzzle, numbered 1 to N along
// directed links (Signpost: a cell, then one its arrow points at; Hidato:
// a cell, then a neighbour).
type Chain struct {
	Num   Choice   // each item's number
	Next  Bools    // each link taken or not
	Links [][2]int // the links that may be taken, an item and the next
}

// Chain adds a chain through the n = len(links) items, links[i] being
// the items that may follow item i, and given[i] > 0 fixing item i's
// number (a clue tagged i, named "r3c4=7" with place(i)). Each item holds
// one number, a variable per number it may hold ("r3c4=7"), and each
// number is in one item; each item but the last (numbered n) has one
// successor among its links, a variable per link ("r3c4→r5c6"), and each
// but the first (1) one predecessor; a successor is numbered one more.
// The numbers, an order, rule out loops apart from the chain from 1.
//
// An item may hold the numbers between two given ones (or before the
// first, after the last) that its distances along the links from and to
// their items allow; without givens, or when the model's constraints
// have selectors (which may switch the givens off), any number.
func (m *Model) Chain(links [][]int, given []int, place func(i int) string) Chain {
	n := len(links)
	dom := chainDomains(links, given, m.Config.Select == encode.SelectNone)
	var pairs [][2]int
	for i, vs := range dom {
		for _, v := range vs {
			pairs = append(pairs, [2]int{i, v})
		}
	}
	c := Chain{Num: m.Choice(n, pairs, func(i, v int, on bool) string {
		return place(i) + map[bool]string{true: "=", false: "≠"}[on] + strconv.Itoa(v)
	})}
	lit := func(i, v int) sat.Lit { l, _ := c.Num.Is(i, v); return l } // 0: i cannot hold v
	out, in := make([][]int, n), make([][]int, n)
	for i := range n {
		for _, j := range links[i] {
			if slices.ContainsFunc(dom[i], func(v int) bool { return lit(j, v+1) != 0 }) {
				out[i], in[j] = append(out[i], len(c.Links)), append(in[j], len(c.Links))
				c.Links = append(c.Links, [2]int{i, j})
			}
		}
	}
	c.Next = m.Bools(len(c.Links), func(e int, on bool) string {
		return place(c.Links[e][0]) + map[bool]string{true: "→", false: "↛"}[on] + place(c.Links[e][1])
	})
	m.TrueOnly() // a solution sets n numbers and n-1 links
	own, holders := make([][]sat.Lit, n), make([][]sat.Lit, n+1)
	for k, pr := range pairs {
		own[pr[0]], holders[pr[1]] = append(own[pr[0]], c.Num.Lit(k)), append(holders[pr[1]], c.Num.Lit(k))
	}
	for v := 1; v <= n; v++ {
		m.Rule(encode.EQ, 1, holders[v], "one %d", v)
	}
	for i := range n {
		m.Rule(encode.EQ, 1, own[i], "%s holds one number", place(i))
		m.Rule(encode.EQ, 1, NonZero(append(c.Next.Lits(out[i]), lit(i, n))...), "%s has one successor", place(i))
		m.Rule(encode.EQ, 1, NonZero(append(c.Next.Lits(in[i]), lit(i, 1))...), "%s has one predecessor", place(i))
		mark := m.Mark()
		for _, e := range out[i] {
			for k, a := range c.Links[e] { // a holds v: the other end v+1 (after a) or v-1 (before)
				for _, v := range dom[a] {
					m.Add(encode.GE, 1, NonZero(c.Next.Lit(e).Not(), lit(a, v).Not(), lit(c.Links[e][1-k], v+1-2*k))...)
				}
			}
		}
		m.Name(mark, "%s numbered one less than its successor", place(i))
		if given[i] > 0 { // a number out of range has no literal: no solution
			m.Given(i, encode.EQ, 1, NonZero(lit(i, given[i])), "%s=%d", place(i), given[i])
		}
	}
	return c
}

// chainDomains returns the numbers each item may hold, in increasing
// order (see Chain).
func chainDomains(links [][]int, given []int, useGiven bool) [][]int {
	n := len(links)
	holder := make([]int, n+2) // the item given each number, plus one
	var ks []int
	for i, k := range given {
		if useGiven && k > 0 && k <= n && holder[k] == 0 {
			holder[k] = i + 1
			ks = append(ks, k)
		}
	}
	sort.Ints(ks)
	back := make([][]int, n)
	for i, js := range links {
		for _, j := range js {
			back[j] = append(back[j], i)
		}
	}
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
		for t := 0; t <= len(ks); t++ { // between the given numbers t-1 and t
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
