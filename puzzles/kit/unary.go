package kit

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/sat"
)

// Unary is a number from 0 to K for each of n items (the bridges of a
// pair of islands, say), in unary: level j of item i is true when its
// number is more than j, and the K levels sum to the number.
type Unary struct {
	b Bools
	k int
}

// Unary adds the numbers of n items, 0 to k each, named after name(i):
// "NAME ≥j" when level j-1 is true, "NAME <j" when it is false. Each
// level implies the one below.
func (m *Model) Unary(n, k int, name func(i int) string) Unary {
	u := Unary{m.Bools(n*k, func(v int, on bool) string {
		return fmt.Sprintf("%s %s%d", name(v/k), map[bool]string{true: "≥", false: "<"}[on], v%k+1)
	}), k}
	for v := 0; v < n*k; v++ {
		if v%k > 0 {
			m.Add(encode.GE, 1, u.b.Lit(v).Not(), u.b.Lit(v-1))
		}
	}
	return u
}

// Levels returns item i's K levels, lowest first: their sum is its
// number.
func (u Unary) Levels(i int) []sat.Lit {
	out := make([]sat.Lit, u.k)
	for j := range out {
		out[j] = u.b.Lit(i*u.k + j)
	}
	return out
}

// Any returns the literal that item i's number is not 0.
func (u Unary) Any(i int) sat.Lit { return u.b.Lit(i * u.k) }

// Decode returns every item's number in v, Unknown where v leaves a
// level open.
func (u Unary) Decode(v Values) []int {
	out := make([]int, u.b.Len()/max(u.k, 1))
	for i := range out {
		for _, l := range u.Levels(i) {
			if out[i] += v.Lit(l); v.Lit(l) == Unknown {
				out[i] = Unknown
				break
			}
		}
	}
	return out
}
