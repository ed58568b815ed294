package kit

import (
	"slices"
	"sort"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
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
// order (see Chain). Between two given numbers a < b, an item may hold
// a+f to b-t, where f is its distance from a's item along the links and
// t its distance to b's: only distances below b-a matter, so each
// search stops there. With many givens (a 30×30 Signpost has 200) the
// searches stay small: searched to the end, two from each given took
// 70% of that puzzle's whole process.
func chainDomains(links [][]int, given []int, useGiven bool) [][]int {
	n := len(links)
	holder, ks, back := chainGivens(links, given, useGiven)
	fwd, bwd := newReach(n), newReach(n)
	dom := make([][]int, n)
	for t := 0; t <= len(ks); t++ { // between the given numbers t-1 and t
		a, b := 0, n+1 // the numbers around, 0 and n+1 for none
		if t > 0 {
			a = ks[t-1]
		}
		if t < len(ks) {
			b = ks[t]
		}
		if t > 0 {
			fwd.search(links, holder[a]-1, b-a-1)
		}
		if t < len(ks) {
			bwd.search(back, holder[b]-1, b-a-1)
		}
		// The items that may hold a number between a and b: reached from
		// a's item, and to b's; all items when there is no given.
		from := fwd.order
		switch {
		case t == 0 && len(ks) > 0:
			from = bwd.order
		case len(ks) == 0:
			from = fwd.all(n)
		}
		for _, i := range from {
			if useGiven && given[i] > 0 && given[i] <= n {
				continue
			}
			lo, hi := max(a+1, 1), min(b-1, n)
			if t > 0 {
				lo = max(lo, a+fwd.at(i))
			}
			if t < len(ks) {
				if !bwd.reached(i) {
					continue
				}
				hi = min(hi, b-bwd.at(i))
			}
			for v := lo; v <= hi; v++ {
				if holder[v] == 0 {
					dom[i] = append(dom[i], v)
				}
			}
		}
	}
	for i, k := range given {
		if useGiven && k > 0 && k <= n {
			dom[i] = []int{k}
		}
	}
	return dom
}

// chainGivens returns the item given each number, plus one (0 for
// none; the first item, of numbers given twice), the numbers given in
// increasing order, and the links turned round (back[j]: the items that
// link to j).
func chainGivens(links [][]int, given []int, useGiven bool) (holder, ks []int, back [][]int) {
	n := len(links)
	holder = make([]int, n+2)
	for i, k := range given {
		if useGiven && k > 0 && k <= n && holder[k] == 0 {
			holder[k] = i + 1
			ks = append(ks, k)
		}
	}
	sort.Ints(ks)
	back = make([][]int, n)
	for i, js := range links {
		for _, j := range js {
			back[j] = append(back[j], i)
		}
	}
	return holder, ks, back
}

// reach is a breadth-first search along links to a depth, reused: dist
// holds a distance where stamp says the last search reached the item.
type reach struct {
	dist, stamp []int
	now         int
	order       []int // the items reached, in order
}

func newReach(n int) *reach { return &reach{dist: make([]int, n), stamp: make([]int, n)} }

// search finds the items within depth steps of from along links.
func (r *reach) search(links [][]int, from, depth int) {
	r.now++
	r.order = append(r.order[:0], from)
	r.stamp[from], r.dist[from] = r.now, 0
	for k := 0; k < len(r.order); k++ {
		i := r.order[k]
		if r.dist[i] == depth {
			continue
		}
		for _, j := range links[i] {
			if r.stamp[j] != r.now {
				r.stamp[j], r.dist[j] = r.now, r.dist[i]+1
				r.order = append(r.order, j)
			}
		}
	}
}

func (r *reach) reached(i int) bool { return r.stamp[i] == r.now }
func (r *reach) at(i int) int       { return r.dist[i] }

// all sets the search to have reached every item at distance 0.
func (r *reach) all(n int) []int {
	r.now++
	r.order = r.order[:0]
	for i := range n {
		r.order = append(r.order, i)
		r.stamp[i], r.dist[i] = r.now, 0
	}
	return r.order
}
