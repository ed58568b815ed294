package kit

// Kept returns the clues of a full puzzle with only the kept ones (their
// indices, as Generator.Keep receives its tags) in place: every other
// clue is none. full is left as it is.
func Kept[T any](full []T, kept []int, none T) []T {
	out := make([]T, len(full))
	for i := range out {
		out[i] = none
	}
	for _, i := range kept {
		out[i] = full[i]
	}
	return out
}

// Filled returns clues with value(i) in place of each clue that is none:
// a puzzle's own clues and those of a solution (Genre.Full), where value
// says what the solution shows at i, or none where it shows nothing.
// clues is left as it is.
func Filled(clues []int, none int, value func(i int) int) []int {
	out := make([]int, len(clues))
	for i, c := range clues {
		if out[i] = c; c == none {
			out[i] = value(i)
		}
	}
	return out
}

// Opened returns full with only the clues of kept: another clue is open
// (a number typed '?', of any value), a cell without one none (a
// Generator's Open).
func Opened(full []int, kept []int, none, open int) []int {
	out := Kept(full, kept, none)
	for i, c := range full {
		if c != none && out[i] == none {
			out[i] = open
		}
	}
	return out
}
