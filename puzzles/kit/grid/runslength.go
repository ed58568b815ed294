package grid

import "math"

// RunsLength returns the fewest cells that runs of these lengths take in
// a line, in order with a cell between each two: their sum and the gaps,
// 0 for none. A sum past math.MaxInt (runs read from a huge number, as
// tatham.Desc.Int gives math.MaxInt) is math.MaxInt: larger than any line,
// where an int would wrap to fit one.
func RunsLength(runs []int) int {
	need := -1
	for _, n := range runs {
		if n >= math.MaxInt-need-1 {
			return math.MaxInt
		}
		need += n + 1
	}
	return max(need, 0)
}
