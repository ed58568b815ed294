package tatham

import "strings"

// Matches reports whether s is a game ID (Split) whose parameters are a
// size W[xH] and then the fields of spec (Tail): a game's own test of its
// IDs, such as Loopy's W[xH][tT][dD] (spec "t#d@"), which the list readers
// and the page use to tell a genre's IDs apart.
func Matches(s, spec string) bool {
	p, _, _, _, ok := Split(s)
	if !ok {
		return false
	}
	rest, ok := SizeRest(p)
	if !ok {
		return false
	}
	_, ok = Tail(rest, spec)
	return ok
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

// Tail reports whether rest, the parameters after the size, holds the
// fields of spec, each at most once and in spec's order. spec gives each
// field's letter, then what follows it: '#' one or more digits, '@' one
// letter a–z, '.' digits and points (a decimal, perhaps none), nothing for
// a flag. Loopy's "t0dh" meets "t#d@", Rectangles' "e1.5a" meets "e.a".
// It returns what follows each letter given.
func Tail(rest, spec string) (map[byte]string, bool) {
	out := map[byte]string{}
	for i := 0; i < len(spec); i++ {
		f, kind := spec[i], byte(0)
		if i+1 < len(spec) && strings.IndexByte("#@.", spec[i+1]) >= 0 {
			kind = spec[i+1]
			i++
		}
		after, given := strings.CutPrefix(rest, string(f))
		if !given {
			continue
		}
		ok := true
		switch kind {
		case '#':
			rest, ok = digits(after)
		case '@':
			ok = after != "" && after[0] >= 'a' && after[0] <= 'z'
			if ok {
				rest = after[1:]
			}
		case '.':
			rest = strings.TrimLeft(after, "0123456789.")
		default:
			rest = after
		}
		if !ok {
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
