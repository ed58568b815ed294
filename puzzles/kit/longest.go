package kit

// Longest returns the length of the longest of lists, 0 when there are
// none: how many clues deep a margin of clue lists is (a Nonogram's runs
// stacked above its columns or beside its rows).
func Longest[T any](lists [][]T) int {
	n := 0
	for _, l := range lists {
		n = max(n, len(l))
	}
	return n
}
