// Package lists holds the one helper that sat's propagator and the
// calendar's model share: many short lists carved from one allocation.
package lists

// WithRoom returns a list for each count, empty with room for that many,
// all in one allocation. Appending to a list within its room leaves the
// others as they are; past it, the list moves to a place of its own.
func WithRoom[T any](counts []int) [][]T {
	total := 0
	for _, k := range counts {
		total += k
	}
	all := make([]T, total)
	out := make([][]T, len(counts))
	for i, k := range counts {
		out[i], all = all[:0:k], all[k:]
	}
	return out
}
