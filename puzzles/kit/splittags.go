package kit

// SplitTags splits the tags of the clues kept (as Generator.Keep receives
// them) of a genre that tags two kinds of clue, the first kind 0 to n−1
// (a cell's number, by cell) and the second n and up (a sign, n plus its
// index): it returns the tags below n, and those from n less n, each in
// the order kept holds them. Kept takes each list to its clues.
func SplitTags(kept []int, n int) (first, second []int) {
	for _, t := range kept {
		if t < n {
			first = append(first, t)
		} else {
			second = append(second, t-n)
		}
	}
	return first, second
}
