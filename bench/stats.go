package bench

import (
	"math"
	"slices"
	"time"
)

// Median returns the median of ds: the middle value, or the mean of the two
// middle values when there is an even number. It is 0 for no values. ds is
// not changed.
func Median(ds []time.Duration) time.Duration { return median(ds) }

// MedianInt returns the median of xs, rounded down for an even number of
// values; 0 for none. xs is not changed.
func MedianInt(xs []int) int { return median(xs) }

// median is the middle value of xs, or the mean of the two middle values
// (rounded down) for an even number; 0 for none. xs is not changed.
func median[T ~int | ~int64](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return s[m-1] + (s[m]-s[m-1])/2
}

// Ratio returns a/b, or 0 when b is not positive or a is negative (a
// missing measurement gives no ratio, never an infinite one).
func Ratio(a, b float64) float64 {
	if b <= 0 || a < 0 {
		return 0
	}
	return a / b
}

// GeoMean returns the geometric mean of the positive values of xs, and how
// many there were; 0 when there are none.
func GeoMean(xs []float64) (float64, int) {
	sum, n := 0.0, 0
	for _, x := range xs {
		if x > 0 {
			sum += math.Log(x)
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	return math.Exp(sum / float64(n)), n
}

// SetRatios fills Ratio and SizeRatio of every row against the row of the
// same workload, axis and solver whose encoding is its Baseline. Rows that
// did not finish, or whose baseline did not, get no time ratio.
func SetRatios(rows []Row) {
	type key struct {
		workload, solver, enc string
		axis                  Axis
	}
	base := make(map[key]Row)
	for _, r := range rows {
		base[key{r.Workload, r.Solver, r.Encoding, r.Axis}] = r
	}
	for i := range rows {
		r := &rows[i]
		r.Ratio, r.SizeRatio = 0, 0
		b, ok := base[key{r.Workload, r.Solver, r.Baseline, r.Axis}]
		if !ok {
			continue
		}
		if b.Clauses > 0 {
			r.SizeRatio = Ratio(float64(r.Clauses), float64(b.Clauses))
		}
		if r.Status == StatusOK && b.Status == StatusOK && r.Runs > 0 && b.Runs > 0 {
			r.Ratio = Ratio(float64(r.Total()), float64(b.Total()))
		}
	}
}
