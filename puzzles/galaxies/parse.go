package galaxies

import (
	"bytes"
	"io"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/linklist"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/puzzlink"
)

// MaxInput is the largest input read, in bytes.
const MaxInput = 16 << 20

// Parse reads one or more puzzles and tells the format by the content: a
// JSON object (ParseJSON); lines of puzz.link URLs or Galaxies game IDs,
// one puzzle a line (ParseList); or text grids (ParseText), several
// separated by "---" lines (as generate writes a batch), each named
// name:LINE. name is used in error messages, which give the line and
// column, numbered as in the whole input.
func Parse(r io.Reader, name string) ([]*Puzzle, error) {
	text := func(data []byte, name string) (*Puzzle, error) { return ParseText(bytes.NewReader(data), name) }
	return links.ReadAll(r, name, MaxInput, ParseJSON, text)
}

// IsLink reports whether s is a puzz.link URL or a Galaxies game ID.
func IsLink(s string) bool { return IsURL(s) || IsTatham(s) }

// ParseLink reads a puzz.link URL or a Galaxies game ID. Errors give the
// column (from 1) of the offending part of s.
func ParseLink(s string) (*Puzzle, error) {
	if IsURL(s) || !IsTatham(s) && strings.Contains(s, "?") {
		return ParseURL(s)
	}
	return ParseTatham(s)
}

// links are the genre's links, for lists (ParseList).
var links = linklist.Format[*Puzzle]{
	Is:       IsLink,
	Parse:    ParseLink,
	Name:     func(p *Puzzle) string { return p.Name },
	SetName:  func(p *Puzzle, name string) { p.Name = name },
	Expected: "a puzz.link URL such as " + puzzlink.Host + "tentaisho/5/5/o3ey72fs2fl or a Galaxies game ID such as 5x5:cfjglmlcg",
	Plural:   "puzz.link URLs or Galaxies game IDs",
}

// ParseList reads puzzles one per line, each a puzz.link URL or a
// Galaxies game ID. Blank lines and lines starting with '#' are skipped,
// and so is a first line with a tab that holds no puzzle (a table's
// header). A line may start with a name and a tab, which names the
// puzzle.
func ParseList(text, name string) ([]*Puzzle, error) { return links.List(text, name) }
