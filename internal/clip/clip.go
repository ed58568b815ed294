// Package clip shortens text quoted in error messages, so that a long
// line of bad input does not flood the one line of the error.
package clip

// Text returns s cut to its first n characters (runes), with "…" after
// them when it was longer.
func Text(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
