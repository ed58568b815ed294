package tatham

import "strings"

// Matches reports whether s is a game ID (Split) whose parameters are a
// size W[xH] followed by what tail accepts: a game's own test of its IDs,
// such as Loopy's W[xH][tT][dD], which the list readers and the page use
// to tell a genre's IDs apart.
func Matches(s string, tail func(rest string) bool) bool {
	p, _, _, _, ok := Split(s)
	if !ok {
		return false
	}
	rest, ok := SizeRest(p)
	return ok && tail(rest)
}

// SizeRest returns what follows the size W[xH] at the start of a game's
// parameters; ok is false when they do not start with one.
func SizeRest(params string) (rest string, ok bool) {
	rest, ok = digits(params)
	if !ok {
		return params, false
	}
	if len(rest) > 0 && rest[0] == 'x' {
		return digits(rest[1:])
	}
	return rest, true
}

// Tail reports whether rest, the parameters after the size, holds each
// letter of order at most once and in that order, each followed by one
// or more digits or, for a letter of lettered, by one letter a–z (Loopy's
// "t0dh": order "td", lettered "d"). It returns what follows each letter
// given.
func Tail(rest, order, lettered string) (map[byte]string, bool) {
	out := map[byte]string{}
	for i := 0; i < len(order) && rest != ""; i++ {
		f := order[i]
		if rest[0] != f {
			continue
		}
		after := rest[1:]
		switch {
		case strings.IndexByte(lettered, f) >= 0 && after != "" && after[0] >= 'a' && after[0] <= 'z':
			rest = after[1:]
		case strings.IndexByte(lettered, f) < 0:
			var ok bool
			if rest, ok = digits(after); !ok {
				return nil, false
			}
		default:
			return nil, false
		}
		out[f] = after[:len(after)-len(rest)]
	}
	return out, rest == ""
}

// digits passes over one or more digits at the start of s; ok is false
// when there are none.
func digits(s string) (rest string, ok bool) {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return s[i:], i > 0
}
