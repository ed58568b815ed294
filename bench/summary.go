package bench

import (
	"cmp"
	"slices"
)

// Summary ranks one encoding on one kind of puzzle, axis and solver, over
// the workloads of that kind.
type Summary struct {
	Kind, Solver string
	Axis         Axis
	Encoding     string
	Baseline     string
	Ratio        float64 // geometric mean of the time ratios to the baseline
	SizeRatio    float64 // geometric mean of the clause ratios
	Measured     int     // workloads with a time ratio
	Wins         int     // workloads where it was the fastest
	Timeouts     int     // workloads where it timed out
}

// Summarize ranks the encodings per kind, axis and solver: by the geometric
// mean of their time ratios to the baseline, fastest first; encodings
// with no ratio at all come last.
func Summarize(rows []Row) []Summary {
	type group struct {
		kind, solver string
		axis         Axis
	}
	type key struct {
		g   group
		enc string
	}
	acc := make(map[key]*Summary)
	ratios := make(map[key][]float64)
	sizes := make(map[key][]float64)
	best := make(map[string]Row) // workload|axis|solver → fastest row
	var order []key
	for _, r := range rows {
		k := key{group{r.Kind, r.Solver, r.Axis}, r.Encoding}
		s, ok := acc[k]
		if !ok {
			s = &Summary{Kind: r.Kind, Solver: r.Solver, Axis: r.Axis, Encoding: r.Encoding, Baseline: r.Baseline}
			acc[k] = s
			order = append(order, k)
		}
		if r.Status == StatusTimeout || r.Status == StatusSkipped && r.Note == SkippedSmaller {
			s.Timeouts++ // a run held up by another's abandoned search is no timeout of its own
		}
		if r.Ratio > 0 {
			ratios[k] = append(ratios[k], r.Ratio)
		}
		if r.SizeRatio > 0 {
			sizes[k] = append(sizes[k], r.SizeRatio)
		}
		if r.Status == StatusOK && r.Runs > 0 {
			bk := r.Workload + "|" + string(r.Axis) + "|" + r.Solver
			if b, ok := best[bk]; !ok || r.Total() < b.Total() {
				best[bk] = r
			}
		}
	}
	for _, r := range best {
		acc[key{group{r.Kind, r.Solver, r.Axis}, r.Encoding}].Wins++
	}
	out := make([]Summary, 0, len(order))
	for _, k := range order {
		s := acc[k]
		s.Ratio, s.Measured = GeoMean(ratios[k])
		s.SizeRatio, _ = GeoMean(sizes[k])
		out = append(out, *s)
	}
	slices.SortStableFunc(out, func(a, b Summary) int {
		if c := cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Axis, b.Axis), cmp.Compare(solverRank(a.Solver), solverRank(b.Solver)), cmp.Compare(a.Solver, b.Solver)); c != 0 {
			return c
		}
		if (a.Ratio > 0) != (b.Ratio > 0) {
			if a.Ratio > 0 {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.Ratio, b.Ratio)
	})
	return out
}

// solverRank puts gophersat, the solver the program uses, first.
func solverRank(s string) int {
	if s == Gophersat {
		return 0
	}
	return 1
}
