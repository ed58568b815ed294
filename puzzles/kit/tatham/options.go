package tatham

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/clip"
)

// Options reads what a game's parameters hold after the size (ID.Size's
// rest): "d" and a difficulty letter, one of diffs, then any of the
// letters of flags, each at most once and in that order. They are
// generation fields and options that several games (Pearl, Tracks, Slant)
// write in a save file's long parameters; it returns the difficulty
// letter (0 when none) and the flags given, for a genre to keep those
// that change the rules. An error names the column.
func (id *ID) Options(rest, diffs, flags string) (diff byte, given string, err error) {
	col := id.restCol(rest)
	i := 0
	if strings.HasPrefix(rest, "d") {
		if len(rest) < 2 || strings.IndexByte(diffs, rest[1]) < 0 {
			return 0, "", &Error{Col: col + 1, Msg: "expected a difficulty, one of " + quoteEach(diffs) + ", after 'd'"}
		}
		diff, i = rest[1], 2
	}
	for _, f := range []byte(flags) {
		if i < len(rest) && rest[i] == f {
			given += string(f)
			i++
		}
	}
	if i < len(rest) {
		return 0, "", &Error{Col: col + i, Msg: "unexpected " + clip.Text(rest[i:], 24) + " in the parameters: expected d and a difficulty (" + quoteEach(diffs) + ")" + flagList(flags)}
	}
	return diff, given, nil
}

func quoteEach(s string) string {
	var parts []string
	for _, c := range []byte(s) {
		parts = append(parts, string(c))
	}
	return strings.Join(parts, ", ")
}

func flagList(flags string) string {
	if flags == "" {
		return ""
	}
	return " then any of " + quoteEach(flags)
}
