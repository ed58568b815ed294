package encode

import "github.com/puzzlesat/puzzlesat/sat"

// Commander at-most-one, after W. Klieber and G. Kwon, "Efficient CNF
// Encoding for Selecting 1 from N Objects", CFV 2007.
//
// The literals are split into groups of three (the last group may hold one
// or two). Each group of two or more gets a commander variable c with
//
//	pairwise at-most-one inside the group;  ¬x ∨ c for each x of the group;  ¬c ∨ x_1 ∨ … ∨ x_g
//
// and a group of one uses its literal as its own commander. The same
// encoding is then applied recursively to the commanders, down to three or
// fewer, which get pairwise clauses. So c ⟺ "some literal of the group is
// true", and every satisfying input assignment has exactly one extension.
//
// Per group of g ≥ 2 literals: 1 variable and g(g−1)/2 + g + 1 clauses (7
// for g = 3), so about n/2 variables and 3.5n clauses in all; Size gives the
// exact counts.
func init() {
	register(&Info{
		Name:    Commander,
		AMOOnly: true,
		Vars:    "≈ n/2 (n/3 + n/9 + …)",
		Clauses: "≈ 3.5n (7 per group of 3, recursively)",
		Ref:     "Klieber and Kwon, CFV 2007 (groups of 3, pairwise inside groups, recursive on commanders)",
		Size:    commanderSize,
		encode:  func(f *sat.Formula, lits []sat.Lit, _ int, _ Op) { commander(f, lits) },
	})
}

// commanderGroup is the group size.
const commanderGroup = 3

func commander(f *sat.Formula, x []sat.Lit) {
	for len(x) > commanderGroup {
		cmd := make([]sat.Lit, 0, (len(x)+commanderGroup-1)/commanderGroup)
		for i := 0; i < len(x); i += commanderGroup {
			g := x[i:min(i+commanderGroup, len(x))]
			if len(g) == 1 {
				cmd = append(cmd, g[0])
				continue
			}
			c := f.NewVar()
			pairwise(f, g)
			some := make([]sat.Lit, 0, len(g)+1)
			some = append(some, c.Neg())
			for _, l := range g {
				f.AddClause(l.Not(), c.Pos())
				some = append(some, l)
			}
			f.AddClause(some...)
			cmd = append(cmd, c.Pos())
		}
		x = cmd
	}
	pairwise(f, x)
}

func commanderSize(n, _ int) (vars, clauses int) {
	for n > commanderGroup {
		m := 0
		for i := 0; i < n; i += commanderGroup {
			g := min(commanderGroup, n-i)
			m++
			if g > 1 {
				vars++
				clauses += g*(g-1)/2 + g + 1
			}
		}
		n = m
	}
	return vars, clauses + n*(n-1)/2
}
