package tatham

import "regexp"

// Matches reports whether s is a game ID (Split) whose parameters match
// params: a game's own test of its IDs, such as Loopy's W[xH][tT][dD],
// which the list readers and the page use to tell a genre's IDs apart.
func Matches(s string, params *regexp.Regexp) bool {
	p, _, _, _, ok := Split(s)
	return ok && params.MatchString(p)
}
