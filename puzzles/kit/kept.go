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
